// Convolutions read as cuDNN calls (no GPU needed): forward ones in the layouts Flux and JAX write,
// and the backward-data and backward-filter convolutions AD writes for them.
#include "backends/cuda/cudnn_conv.h"

#include <gtest/gtest.h>

#include "ad/reverse.h"
#include "backends/cuda/cuda_test_support.h"
#include "ir/parser.h"

namespace juxla::cuda {
namespace {

using testing::Parsed;
using testing::parse;

std::string convModule(const std::string& x, const std::string& w, const std::string& y, const std::string& dims,
                       const std::string& window) {
  return "func.func @main(%x: " + x + ", %w: " + w + ") -> " + y + " {\n  %0 = stablehlo.convolution(%x, %w) dim_numbers = " +
         dims + ", window = {" + window + "} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (" + x + ", " +
         w + ") -> " + y + "\n  return %0 : " + y + "\n}\n";
}

std::vector<const ir::Operation*> convolutionsOf(const ir::Func& f) {
  std::vector<const ir::Operation*> out;
  for (const ir::Operation& op : f.entry())
    if (op.is(ir::OpCode::Convolution)) out.push_back(&op);
  return out;
}

TEST(CudnnConvMapping, FluxLayoutIsAForwardNchwConvolution) {
  auto p = parse(convModule("tensor<2x3x8x8xf32>", "tensor<4x3x3x3xf32>", "tensor<2x4x4x4xf32>",
                            "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", "stride = [2, 2], pad = [[1, 1], [1, 1]]"));
  ConvMapping m = readConvMapping(*convolutionsOf(*p->module->lookup("main"))[0]);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.call, ConvCall::Forward);
  EXPECT_FALSE(m.filterNhwc);
  EXPECT_EQ(m.x.dims, (std::vector<int>{2, 3, 8, 8}));
  EXPECT_EQ(m.x.strides, (std::vector<int>{192, 64, 8, 1}));
  EXPECT_EQ(m.w.dims, (std::vector<int>{4, 3, 3, 3}));
  EXPECT_EQ(m.y.operand, -1);
  EXPECT_EQ(m.pad, (std::vector<int>{1, 1}));
  EXPECT_EQ(m.stride, (std::vector<int>{2, 2}));
  EXPECT_FALSE(m.flipped);
}

TEST(CudnnConvMapping, ChannelsLastWithAnOhwiFilterKeepsItsStrides) {
  auto p = parse(convModule("tensor<2x8x8x3xf32>", "tensor<4x3x3x3xf32>", "tensor<2x8x8x4xf32>",
                            "[b, 0, 1, f]x[o, 0, 1, i]->[b, 0, 1, f]", "pad = [[1, 1], [1, 1]]"));
  ConvMapping m = readConvMapping(*convolutionsOf(*p->module->lookup("main"))[0]);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_TRUE(m.filterNhwc);
  EXPECT_EQ(m.x.dims, (std::vector<int>{2, 3, 8, 8}));
  EXPECT_EQ(m.x.strides, (std::vector<int>{192, 1, 24, 3}));
  EXPECT_EQ(m.y.strides, (std::vector<int>{256, 1, 32, 4}));
}

TEST(CudnnConvMapping, RefusesAnHwioKernelAndAsymmetricPaddingWithReasons) {
  auto p = parse(convModule("tensor<1x8x8x3xf32>", "tensor<3x3x3x4xf32>", "tensor<1x8x8x4xf32>",
                            "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "pad = [[1, 1], [1, 1]]"));
  ConvMapping m = readConvMapping(*convolutionsOf(*p->module->lookup("main"))[0]);
  EXPECT_FALSE(m.ok);
  EXPECT_NE(m.reason.find("the kernel is not packed"), std::string::npos) << m.reason;
  p = parse(convModule("tensor<1x3x8x8xf32>", "tensor<4x3x3x3xf32>", "tensor<1x4x7x7xf32>",
                       "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", "pad = [[1, 0], [1, 0]]"));
  m = readConvMapping(*convolutionsOf(*p->module->lookup("main"))[0]);
  EXPECT_FALSE(m.ok);
  EXPECT_NE(m.reason.find("symmetric padding"), std::string::npos) << m.reason;
}

TEST(CudnnConvMapping, OneSpatialDimGetsASecondOfExtentOne) {
  auto p = parse(convModule("tensor<2x3x10xf32>", "tensor<4x3x3xf32>", "tensor<2x4x8xf32>", "[b, f, 0]x[o, i, 0]->[b, f, 0]", ""));
  ConvMapping m = readConvMapping(*convolutionsOf(*p->module->lookup("main"))[0]);
  ASSERT_TRUE(m.ok) << m.reason;
  EXPECT_EQ(m.x.dims, (std::vector<int>{2, 3, 10, 1}));
  EXPECT_EQ(m.w.dims, (std::vector<int>{4, 3, 3, 1}));
  EXPECT_EQ(m.pad.size(), 2u);
}

// The gradient of a strided, padded convolution: every convolution AD writes maps to a cuDNN call.
TEST(CudnnConvMapping, TheConvolutionsOfItsGradientAreBackwardDataAndBackwardFilter) {
  for (const char* stride : {"stride = [1, 1]", "stride = [2, 2]"}) {
    SCOPED_TRACE(stride);
    bool strided = std::string(stride) == "stride = [2, 2]";
    std::string y = strided ? "tensor<2x4x4x4xf32>" : "tensor<2x4x8x8xf32>";
    auto p = parse(convModule("tensor<2x3x8x8xf32>", "tensor<4x3x3x3xf32>", y, "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
                              std::string(stride) + ", pad = [[1, 1], [1, 1]]"));
    ir::Func* vjp = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {true, true}, "main_vjp");
    std::vector<const ir::Operation*> convs = convolutionsOf(*vjp);
    ASSERT_EQ(convs.size(), 3u);
    int forward = 0, data = 0, filter = 0;
    for (const ir::Operation* c : convs) {
      ConvMapping m = readConvMapping(*c);
      ASSERT_TRUE(m.ok) << m.reason;
      forward += m.call == ConvCall::Forward;
      data += m.call == ConvCall::BackwardData;
      filter += m.call == ConvCall::BackwardFilter;
      if (m.call == ConvCall::BackwardData) {
        EXPECT_EQ(m.stride, (std::vector<int>{strided ? 2 : 1, strided ? 2 : 1}));
        EXPECT_EQ(m.pad, (std::vector<int>{1, 1}));
        EXPECT_EQ(m.x.dims, (std::vector<int>{2, 3, 8, 8}));  // dx
      }
      if (m.call == ConvCall::BackwardFilter) {
        EXPECT_EQ(m.w.dims, (std::vector<int>{4, 3, 3, 3}));  // dw
        EXPECT_EQ(m.stride, (std::vector<int>{strided ? 2 : 1, strided ? 2 : 1}));
      }
    }
    EXPECT_EQ(forward, 1);
    EXPECT_EQ(data, 1);
    EXPECT_EQ(filter, 1);
  }
}

}  // namespace
}  // namespace juxla::cuda
