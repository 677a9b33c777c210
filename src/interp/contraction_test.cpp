// dot_general and convolution in the interpreter: hand-computed results, the spec's examples, the
// order and rounding of the accumulation, wider result types, groups, padding and dilations.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "interp/op_test_support.h"

namespace juxla::interp {
namespace {

using optest::doubles;
using optest::ints;
using optest::run;
using optest::tensor;

std::string dotModule(std::string_view lhs, std::string_view rhs, std::string_view result, std::string_view dims) {
  return "func.func @main(%a: " + std::string(lhs) + ", %b: " + std::string(rhs) + ") -> " + std::string(result) +
         " {\n  %r = stablehlo.dot_general %a, %b, " + std::string(dims) + " : (" + std::string(lhs) + ", " +
         std::string(rhs) + ") -> " + std::string(result) + "\n  return %r : " + std::string(result) + "\n}";
}

Tensor dot(std::string_view lhsType, std::vector<double> lhs, std::string_view rhsType, std::vector<double> rhs,
           std::string_view resultType, std::string_view dims) {
  return run(dotModule(lhsType, rhsType, resultType, dims), {tensor(lhsType, lhs), tensor(rhsType, rhs)}).at(0);
}

TEST(InterpreterDotGeneral, Matmul) {
  Tensor r = dot("tensor<2x3xf32>", {1, 2, 3, 4, 5, 6}, "tensor<3x2xf32>", {7, 8, 9, 10, 11, 12}, "tensor<2x2xf32>",
                 "contracting_dims = [1] x [0]");
  EXPECT_EQ(doubles(r), (std::vector<double>{58, 64, 139, 154}));
}

// The spec's example with a second batch that swaps columns.
TEST(InterpreterDotGeneral, BatchingDimensions) {
  Tensor r = dot("tensor<2x2x2xi64>", {1, 2, 3, 4, 5, 6, 7, 8}, "tensor<2x2x2xi64>", {1, 0, 0, 1, 0, 1, 1, 0},
                 "tensor<2x2x2xi64>", "batching_dims = [0] x [0], contracting_dims = [2] x [1]");
  EXPECT_EQ(ints(r), (std::vector<int64_t>{1, 2, 3, 4, 6, 5, 8, 7}));
}

// Result dimensions: batching first, then lhs free, then rhs free; result[b][i][j] = lhs[i][b] * rhs[j][b].
TEST(InterpreterDotGeneral, ResultDimensionOrder) {
  Tensor r = dot("tensor<2x3xi32>", {0, 1, 2, 10, 11, 12}, "tensor<2x3xi32>", {1, 1, 1, 2, 2, 2}, "tensor<3x2x2xi32>",
                 "batching_dims = [1] x [1], contracting_dims = [] x []");
  EXPECT_EQ(ints(r), (std::vector<int64_t>{0, 0, 10, 20, 1, 2, 11, 22, 2, 4, 12, 24}));
}

// Contracting dimensions pair up by position, whatever their order: sum of a[i][j] * b[j][i].
TEST(InterpreterDotGeneral, SeveralContractingDimensionsPairByPosition) {
  Tensor r = dot("tensor<2x3xi64>", {1, 2, 3, 4, 5, 6}, "tensor<3x2xi64>", {1, 10, 100, 1000, 10000, 100000},
                 "tensor<i64>", "contracting_dims = [0, 1] x [1, 0]");
  EXPECT_EQ(ints(r), (std::vector<int64_t>{635241}));
}

// Terms are added one at a time from zero, in lexicographic order of the contracting index. In f32,
// 1e8 + 1 rounds back to 1e8, so the order decides the result.
TEST(InterpreterDotGeneral, AccumulatesLeftToRightInLexicographicOrder) {
  EXPECT_EQ(doubles(dot("tensor<3xf32>", {1e8, 1, -1e8}, "tensor<3xf32>", {1, 1, 1}, "tensor<f32>",
                        "contracting_dims = [0] x [0]")),
            (std::vector<double>{0}));
  EXPECT_EQ(doubles(dot("tensor<3xf32>", {1e8, -1e8, 1}, "tensor<3xf32>", {1, 1, 1}, "tensor<f32>",
                        "contracting_dims = [0] x [0]")),
            (std::vector<double>{1}));
  // Row-major over two contracting dimensions: 1e8, 1, -1e8, 1 gives 1 (column-major would give 2).
  EXPECT_EQ(doubles(dot("tensor<2x2xf32>", {1e8, 1, -1e8, 1}, "tensor<2x2xf32>", {1, 1, 1, 1}, "tensor<f32>",
                        "contracting_dims = [0, 1] x [0, 1]")),
            (std::vector<double>{1}));
}

// Every + and * rounds in the result type: in f16, 2048 + 1 ties back to 2048 (exact sum 2050).
TEST(InterpreterDotGeneral, RoundsEachOperationInTheResultType) {
  EXPECT_EQ(doubles(dot("tensor<3xf16>", {2048, 1, 1}, "tensor<3xf16>", {1, 1, 1}, "tensor<f16>",
                        "contracting_dims = [0] x [0]")),
            (std::vector<double>{2048}));
  // bf16 keeps 8 significant bits: 256 + 1 ties to 256.
  EXPECT_EQ(doubles(dot("tensor<3xbf16>", {256, 1, 1}, "tensor<3xbf16>", {1, 1, 1}, "tensor<bf16>",
                        "contracting_dims = [0] x [0]")),
            (std::vector<double>{256}));
}

// A wider result type (JAX's preferred_element_type) converts the operands and accumulates in it.
TEST(InterpreterDotGeneral, WiderResultType) {
  EXPECT_EQ(doubles(dot("tensor<3xbf16>", {256, 1, 1}, "tensor<3xbf16>", {1, 1, 1}, "tensor<f32>",
                        "contracting_dims = [0] x [0]")),
            (std::vector<double>{258}));
  EXPECT_EQ(ints(dot("tensor<2xi8>", {100, 100}, "tensor<2xi8>", {100, 100}, "tensor<i32>",
                     "contracting_dims = [0] x [0]")),
            (std::vector<int64_t>{20000}));
  // Within i8 the sum wraps: 20000 mod 256 = 32.
  EXPECT_EQ(ints(dot("tensor<2xi8>", {100, 100}, "tensor<2xi8>", {100, 100}, "tensor<i8>",
                     "contracting_dims = [0] x [0]")),
            (std::vector<int64_t>{32}));
}

TEST(InterpreterDotGeneral, UnsignedWrapsAround) {
  Tensor lhs = Tensor::zeros(ir::test::ty("tensor<2xui64>")), rhs = tensor("tensor<2xui64>", {2, 5});
  lhs.setBits(0, uint64_t(1) << 63);
  lhs.setBits(1, 3);
  auto r = run(dotModule("tensor<2xui64>", "tensor<2xui64>", "tensor<ui64>", "contracting_dims = [0] x [0]"),
               {lhs, rhs});
  EXPECT_EQ(r.at(0).bits(0), 15u);  // 2^64 wraps to 0, plus 15
}

// i1 contracts in the boolean semiring: or of ands.
TEST(InterpreterDotGeneral, BooleanOrOfAnds) {
  Tensor r = dot("tensor<2x2xi1>", {1, 0, 1, 1}, "tensor<2xi1>", {0, 1}, "tensor<2xi1>", "contracting_dims = [1] x [0]");
  EXPECT_EQ(ints(r), (std::vector<int64_t>{0, 1}));
}

TEST(InterpreterDotGeneral, EmptyContractionGivesZeros) {
  Tensor r = dot("tensor<2x0xf32>", {}, "tensor<0x3xf32>", {}, "tensor<2x3xf32>", "contracting_dims = [1] x [0]");
  EXPECT_EQ(doubles(r), (std::vector<double>(6, 0.0)));
  // No contracting dimensions: one term per element, an outer product.
  EXPECT_EQ(doubles(dot("tensor<2xf32>", {1, 2}, "tensor<3xf32>", {3, 4, 5}, "tensor<2x3xf32>",
                        "contracting_dims = [] x []")),
            (std::vector<double>{3, 4, 5, 6, 8, 10}));
}

// The spec sums from an init of 0, so a lone -0.0 product becomes +0.0; NaN and inf propagate.
TEST(InterpreterDotGeneral, SignedZeroAndSpecialValues) {
  double inf = std::numeric_limits<double>::infinity();
  Tensor r = dot("tensor<4xf32>", {-1, inf, 0, 1}, "tensor<4xf32>", {0, 2, inf, -inf}, "tensor<4x4xf32>",
                 "contracting_dims = [] x []");
  std::vector<double> v = doubles(r);
  EXPECT_EQ(v[0], 0.0);
  EXPECT_FALSE(std::signbit(v[0]));  // -1 * 0 = -0, and 0 + -0 = +0
  EXPECT_EQ(v[1 * 4 + 1], inf);      // inf * 2
  EXPECT_TRUE(std::isnan(v[1 * 4 + 0]));  // inf * 0
  EXPECT_TRUE(std::isnan(v[2 * 4 + 2]));  // 0 * inf
  EXPECT_EQ(v[3 * 4 + 3], -inf);
}

// ---- convolution ----

std::string convModule(std::string_view lhs, std::string_view rhs, std::string_view result, std::string_view layout,
                       std::string_view window, std::string_view groups = "") {
  std::string attrs = groups.empty() ? "" : " {" + std::string(groups) + "}";
  return "func.func @main(%a: " + std::string(lhs) + ", %b: " + std::string(rhs) + ") -> " + std::string(result) +
         " {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = " + std::string(layout) + ", window = {" +
         std::string(window) + "}" + attrs + " : (" + std::string(lhs) + ", " + std::string(rhs) + ") -> " +
         std::string(result) + "\n  return %r : " + std::string(result) + "\n}";
}

// 1-d, one feature in and out: x = [1, 2, 3, 4, 5] (NWC) against a kernel (WIO).
std::vector<int64_t> conv1d(std::vector<double> kernel, std::string_view resultType, std::string_view window,
                            std::vector<double> input = {1, 2, 3, 4, 5}) {
  std::string lhsType = "tensor<1x" + std::to_string(input.size()) + "x1xi32>";
  std::string rhsType = "tensor<" + std::to_string(kernel.size()) + "x1x1xi32>";
  return ints(run(convModule(lhsType, rhsType, resultType, "[b, 0, f]x[0, i, o]->[b, 0, f]", window),
                  {tensor(lhsType, input), tensor(rhsType, kernel)})
                  .at(0));
}

// The spec's example: a 3x3 window of ones over a 4x4 input dilated by 2, strides 4.
TEST(InterpreterConvolution, SpecExample) {
  std::string text = convModule("tensor<1x4x4x1xi32>", "tensor<3x3x1x1xi32>", "tensor<1x2x2x1xi32>",
                                "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "stride = [4, 4], lhs_dilate = [2, 2]");
  auto r = run(text, {tensor("tensor<1x4x4x1xi32>", {1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17}),
                      tensor("tensor<3x3x1x1xi32>", std::vector<double>(9, 1))});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{10, 26, 46, 62}));
}

// Padded [0, 1, 2, 3, 4, 5, 0]: windows at 0, 2, 4 give 0+10+200, 2+30+400, 4+50+0.
TEST(InterpreterConvolution, PaddingAndStride) {
  EXPECT_EQ(conv1d({1, 10, 100}, "tensor<1x3x1xi32>", "stride = [2], pad = [[1, 1]]"),
            (std::vector<int64_t>{210, 432, 54}));
}

// Negative padding crops: [2, 3, 4, 5] against [1, 10].
TEST(InterpreterConvolution, NegativePaddingCrops) {
  EXPECT_EQ(conv1d({1, 10}, "tensor<1x3x1xi32>", "pad = [[-1, 0]]"), (std::vector<int64_t>{32, 43, 54}));
}

// Kernel dilation 2: out[o] = x[o] + 10 * x[o + 2].
TEST(InterpreterConvolution, RhsDilation) {
  EXPECT_EQ(conv1d({1, 10}, "tensor<1x3x1xi32>", "rhs_dilate = [2]"), (std::vector<int64_t>{31, 42, 53}));
}

// Input dilation 2 and padding 1: [0, 1, 0, 2, 0, 3, 0] against [1, 10] (a transposed convolution).
TEST(InterpreterConvolution, LhsDilationWithPadding) {
  EXPECT_EQ(conv1d({1, 10}, "tensor<1x6x1xi32>", "pad = [[1, 1]], lhs_dilate = [2]", {1, 2, 3}),
            (std::vector<int64_t>{10, 1, 20, 2, 30, 3}));
}

// A reversed window pairs kernel tap k with window element 2 - k: x[o+2] + 10 x[o+1] + 100 x[o].
TEST(InterpreterConvolution, WindowReversal) {
  EXPECT_EQ(conv1d({1, 10, 100}, "tensor<1x3x1xi32>", "reverse = [true]"), (std::vector<int64_t>{123, 234, 345}));
  EXPECT_EQ(conv1d({1, 10, 100}, "tensor<1x3x1xi32>", "reverse = [false]"), (std::vector<int64_t>{321, 432, 543}));
}

// Padding wider than the kernel leaves windows that see padding only: they sum to zero.
TEST(InterpreterConvolution, WindowsOfPaddingOnly) {
  EXPECT_EQ(conv1d({1, 10}, "tensor<1x7x1xi32>", "pad = [[3, 3]]", {1, 2}),
            (std::vector<int64_t>{0, 0, 10, 21, 2, 0, 0}));
}

// Padding enters the dot product as zeros (the spec pads, then contracts), so 0 * inf = NaN.
TEST(InterpreterConvolution, PaddingIsMultipliedAsZero) {
  double inf = std::numeric_limits<double>::infinity();
  std::string text = convModule("tensor<1x1x1xf32>", "tensor<2x1x1xf32>", "tensor<1x1x1xf32>",
                                "[b, 0, f]x[0, i, o]->[b, 0, f]", "pad = [[1, 0]]");
  auto r = run(text, {tensor("tensor<1x1x1xf32>", {1}), tensor("tensor<2x1x1xf32>", {inf, 1})});
  EXPECT_TRUE(std::isnan(r.at(0).getDouble(0)));
}

// Two feature groups: output features 0-1 read input features 0-1, output features 2-3 read 2-3.
TEST(InterpreterConvolution, FeatureGroups) {
  std::string text = convModule("tensor<1x2x4xi32>", "tensor<1x2x4xi32>", "tensor<1x2x4xi32>",
                                "[b, 0, f]x[0, i, o]->[b, 0, f]", "",
                                "batch_group_count = 1 : i64, feature_group_count = 2 : i64");
  auto r = run(text, {tensor("tensor<1x2x4xi32>", {1, 2, 3, 4, 5, 6, 7, 8}),
                      tensor("tensor<1x2x4xi32>", {1, 10, 100, 1000, 2, 20, 200, 2000})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{5, 50, 1100, 11000, 17, 170, 2300, 23000}));
}

// Two batch groups: output features 0-1 read batch 0, output features 2-3 read batch 1.
TEST(InterpreterConvolution, BatchGroups) {
  std::string text = convModule("tensor<2x1x1xi32>", "tensor<1x1x4xi32>", "tensor<1x1x4xi32>",
                                "[b, 0, f]x[0, i, o]->[b, 0, f]", "",
                                "batch_group_count = 2 : i64, feature_group_count = 1 : i64");
  auto r = run(text, {tensor("tensor<2x1x1xi32>", {3, 5}), tensor("tensor<1x1x4xi32>", {1, 2, 3, 4})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{3, 6, 15, 20}));
}

// The same convolution in other layouts: input [b, f, 0], kernel [o, i, 0], outputs [b, 0, f] and [f, 0, b].
TEST(InterpreterConvolution, AnyDimensionLayout) {
  std::string text = R"(
func.func @main(%a: tensor<1x1x5xi32>, %b: tensor<2x1x3xi32>) -> (tensor<1x3x2xi32>, tensor<2x3x1xi32>) {
  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[o, i, 0]->[b, 0, f], window = {} : (tensor<1x1x5xi32>, tensor<2x1x3xi32>) -> tensor<1x3x2xi32>
  %s = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[o, i, 0]->[f, 0, b], window = {} : (tensor<1x1x5xi32>, tensor<2x1x3xi32>) -> tensor<2x3x1xi32>
  return %r, %s : tensor<1x3x2xi32>, tensor<2x3x1xi32>
})";
  auto r = run(text, {tensor("tensor<1x1x5xi32>", {1, 2, 3, 4, 5}), tensor("tensor<2x1x3xi32>", {1, 10, 100, 1, 1, 1})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{321, 6, 432, 9, 543, 12}));
  EXPECT_EQ(ints(r.at(1)), (std::vector<int64_t>{321, 432, 543, 6, 9, 12}));
}

// Terms in the order of the contracting dimensions: spatial positions, then input features.
// Products 1e8, 1, -1e8, 1 in that order sum to 1 in f32 (feature-major order would give 2).
TEST(InterpreterConvolution, AccumulatesSpatialThenFeatures) {
  std::string text = convModule("tensor<1x2x2xf32>", "tensor<2x2x1xf32>", "tensor<1x1x1xf32>",
                                "[b, 0, f]x[0, i, o]->[b, 0, f]", "");
  auto r = run(text, {tensor("tensor<1x2x2xf32>", {1e8, 1, -1e8, 1}), tensor("tensor<2x2x1xf32>", {1, 1, 1, 1})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{1}));
}

// A wider result type accumulates without wrapping: 100*100 + 100*100 = 20000 in i32, 32 in i8.
TEST(InterpreterConvolution, WiderResultType) {
  auto run8 = [](std::string_view resultType) {
    std::string text = convModule("tensor<1x2x1xi8>", "tensor<2x1x1xi8>", resultType,
                                  "[b, 0, f]x[0, i, o]->[b, 0, f]", "");
    return ints(run(text, {tensor("tensor<1x2x1xi8>", {100, 100}), tensor("tensor<2x1x1xi8>", {100, 100})}).at(0));
  };
  EXPECT_EQ(run8("tensor<1x1x1xi32>"), (std::vector<int64_t>{20000}));
  EXPECT_EQ(run8("tensor<1x1x1xi8>"), (std::vector<int64_t>{32}));
}

// A window larger than the padded input leaves no output positions.
TEST(InterpreterConvolution, EmptyOutput) {
  EXPECT_EQ(conv1d({1, 1, 1}, "tensor<1x0x1xi32>", "", {1, 2}), (std::vector<int64_t>{}));
}

}  // namespace
}  // namespace juxla::interp
