// reduce read as cudnnReduceTensor (no GPU needed): the bias gradient's sum over batch and spatial
// dims, and what it refuses.
#include "backends/cuda/cudnn_reduce.h"

#include <gtest/gtest.h>

#include "backends/cuda/cuda_test_support.h"

namespace juxla::cuda {
namespace {

struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  const ir::Operation* reduce = nullptr;
};

std::unique_ptr<Parsed> parse(const std::string& in, const std::string& out, const char* dims, const char* init,
                              const char* combiner) {
  std::string text = "func.func @main(%x: " + in + ") -> " + out + " {\n  %init = stablehlo.constant dense<" + init +
                     "> : tensor<f32>\n  %0 = stablehlo.reduce(%x init: %init) applies " + combiner + " across dimensions = [" +
                     dims + "] : (" + in + ", tensor<f32>) -> " + out + "\n  return %0 : " + out + "\n}\n";
  auto p = std::make_unique<Parsed>();
  p->parsed = testing::parse(text);
  p->reduce = testing::firstOp(*p->parsed, ir::OpCode::Reduce);
  return p;
}

TEST(CudnnReduceMapping, BiasGradientSumsOverBatchAndSpatialDims) {
  auto p = parse("tensor<2x3x5x7xf32>", "tensor<3xf32>", "0, 2, 3", "0.0", "stablehlo.add");
  ASSERT_TRUE(p->reduce);
  ReduceMapping m = readReduceMapping(*p->reduce);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.kind, ReduceKind::Add);
  EXPECT_EQ(m.inDims, (std::vector<int>{2, 3, 5, 7}));
  EXPECT_EQ(m.inStrides, (std::vector<int>{105, 35, 7, 1}));
  EXPECT_EQ(m.outDims, (std::vector<int>{1, 3, 1, 1}));
  EXPECT_EQ(m.outStrides, (std::vector<int>{3, 1, 1, 1}));
}

TEST(CudnnReduceMapping, LowRanksGetDimsOfOne) {
  auto p = parse("tensor<6x4xf32>", "tensor<4xf32>", "0", "0xFF800000", "stablehlo.maximum");
  ReduceMapping m = readReduceMapping(*p->reduce);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.kind, ReduceKind::Max);
  EXPECT_EQ(m.inDims, (std::vector<int>{6, 4, 1, 1}));
  EXPECT_EQ(m.outDims, (std::vector<int>{1, 4, 1, 1}));
}

TEST(CudnnReduceMapping, RefusesAnInitThatIsNotTheIdentity) {
  auto p = parse("tensor<6x4xf32>", "tensor<4xf32>", "0", "1.0", "stablehlo.add");
  ReduceMapping m = readReduceMapping(*p->reduce);
  EXPECT_FALSE(m.ok);
  EXPECT_NE(m.reason.find("add from 0"), std::string::npos) << m.reason;
  p = parse("tensor<6x4xf32>", "tensor<4xf32>", "0", "0.0", "stablehlo.multiply");
  EXPECT_FALSE(readReduceMapping(*p->reduce).ok);
}

}  // namespace
}  // namespace juxla::cuda
