// reduce_window read as cuDNN max pooling (no GPU needed).
#include "backends/cuda/cudnn_pool.h"

#include <gtest/gtest.h>

#include "backends/cuda/cuda_test_support.h"

namespace juxla::cuda {
namespace {

struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  const ir::Operation* window = nullptr;
};

std::unique_ptr<Parsed> parse(const std::string& in, const std::string& out, const std::string& attrs, const char* init,
                              const char* combiner = "stablehlo.maximum") {
  std::string text = "func.func @main(%x: " + in + ") -> " + out + " {\n  %init = stablehlo.constant dense<" + init +
                     "> : tensor<f32>\n  %0 = \"stablehlo.reduce_window\"(%x, %init) <{" + attrs +
                     "}> ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %m = " + combiner +
                     " %a, %b : tensor<f32>\n    stablehlo.return %m : tensor<f32>\n  }) : (" + in + ", tensor<f32>) -> " + out +
                     "\n  return %0 : " + out + "\n}\n";
  auto p = std::make_unique<Parsed>();
  p->parsed = testing::parse(text);
  p->window = testing::firstOp(*p->parsed, ir::OpCode::ReduceWindow);
  return p;
}

TEST(CudnnPoolMapping, FluxMaxPoolIsNchwPooling) {
  auto p = parse("tensor<2x3x8x8xf32>", "tensor<2x3x4x4xf32>",
                 "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", "0xFF800000");
  PoolMapping m = readPoolMapping(*p->window);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.xDims, (std::vector<int>{2, 3, 8, 8}));
  EXPECT_EQ(m.xStrides, (std::vector<int>{192, 64, 8, 1}));
  EXPECT_EQ(m.yDims, (std::vector<int>{2, 3, 4, 4}));
  EXPECT_EQ(m.window, (std::vector<int>{2, 2}));
  EXPECT_EQ(m.stride, (std::vector<int>{2, 2}));
}

TEST(CudnnPoolMapping, ChannelsLastKeepsItsStrides) {
  auto p = parse("tensor<2x8x8x3xf32>", "tensor<2x4x4x3xf32>",
                 "window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>", "0xFF800000");
  PoolMapping m = readPoolMapping(*p->window);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.xDims, (std::vector<int>{2, 3, 8, 8}));
  EXPECT_EQ(m.xStrides, (std::vector<int>{192, 1, 24, 3}));
}

TEST(CudnnPoolMapping, RefusesSumsAndOtherInitsWithAReason) {
  auto sum = parse("tensor<2x3x8x8xf32>", "tensor<2x3x4x4xf32>",
                   "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", "0.0",
                   "stablehlo.add");
  PoolMapping m = readPoolMapping(*sum->window);
  EXPECT_FALSE(m.ok);
  EXPECT_NE(m.reason.find("maximum from -inf"), std::string::npos) << m.reason;
  auto zero = parse("tensor<2x3x8x8xf32>", "tensor<2x3x4x4xf32>",
                    "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", "0.0");
  EXPECT_FALSE(readPoolMapping(*zero->window).ok);
}

}  // namespace
}  // namespace juxla::cuda
