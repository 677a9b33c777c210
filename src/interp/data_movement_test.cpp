// Interpreter tests for constant, iota and the data-movement ops. Every expected value is worked out by
// hand from the op's semantics in the StableHLO spec.
#include <gtest/gtest.h>

#include <string>

#include "interp/op_test_support.h"

namespace juxla::interp {
namespace {

using optest::run;
using optest::tensor;
using optest::tensorBits;

// A module whose @main has the given signature and body (the body ends with its own `return`).
std::string mainFunc(const std::string& signature, const std::string& body) {
  return "func.func @main" + signature + " {\n" + body + "\n}\n";
}

// Runs one unary op `op` (text using %arg0 and producing %0) on `input` and returns its result.
Tensor runUnary(const std::string& inType, const std::string& outType, const std::string& op, const Tensor& input) {
  return run(mainFunc("(%arg0: " + inType + ") -> " + outType, "  %0 = " + op + "\n  return %0 : " + outType),
             {input})[0];
}

// ---- constant ----

TEST(Constant, SplatExpandsToEveryElement) {
  auto r = run(mainFunc("() -> tensor<2x3xi32>",
                        "  %0 = stablehlo.constant dense<7> : tensor<2x3xi32>\n"
                        "  return %0 : tensor<2x3xi32>"));
  EXPECT_EQ(r[0], tensor("tensor<2x3xi32>", {7, 7, 7, 7, 7, 7}));
}

TEST(Constant, ListsOfEveryKindKeepTheirValues) {
  auto r = run(mainFunc("() -> (tensor<3xf16>, tensor<2xi1>, tensor<ui64>, tensor<0x2xbf16>)",
                        "  %0 = stablehlo.constant dense<[1.5, -0.0, 65504.0]> : tensor<3xf16>\n"
                        "  %1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>\n"
                        "  %2 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>\n"
                        "  %3 = stablehlo.constant dense<> : tensor<0x2xbf16>\n"
                        "  return %0, %1, %2, %3 : tensor<3xf16>, tensor<2xi1>, tensor<ui64>, tensor<0x2xbf16>"));
  // f16: 1.5 = 0x3E00, -0.0 = 0x8000, 65504 = 0x7BFF.
  EXPECT_EQ(r[0], tensorBits("tensor<3xf16>", {0x3E00, 0x8000, 0x7BFF}));
  EXPECT_EQ(r[1], tensor("tensor<2xi1>", {1, 0}));
  EXPECT_EQ(r[2], tensorBits("tensor<ui64>", {~uint64_t(0)}));
  EXPECT_EQ(r[3].numElements(), 0);
}

// ---- iota ----

TEST(Iota, CountsAlongItsDimension) {
  auto r = run(mainFunc("() -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xf32>)",
                        "  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>\n"
                        "  %1 = stablehlo.iota dim = 0 : tensor<2x3xi32>\n"
                        "  %2 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
                        "  return %0, %1, %2 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xf32>"));
  EXPECT_EQ(r[0], tensor("tensor<2x3xi32>", {0, 1, 2, 0, 1, 2}));
  EXPECT_EQ(r[1], tensor("tensor<2x3xi32>", {0, 0, 0, 1, 1, 1}));
  EXPECT_EQ(r[2], tensor("tensor<2x3xf32>", {0, 1, 2, 0, 1, 2}));
}

TEST(Iota, NarrowIntegersWrapAndNarrowFloatsRoundToEven) {
  auto r = run(mainFunc("() -> (tensor<300xui8>, tensor<200xi8>, tensor<2050xf16>, tensor<258xbf16>)",
                        "  %0 = stablehlo.iota dim = 0 : tensor<300xui8>\n"
                        "  %1 = stablehlo.iota dim = 0 : tensor<200xi8>\n"
                        "  %2 = stablehlo.iota dim = 0 : tensor<2050xf16>\n"
                        "  %3 = stablehlo.iota dim = 0 : tensor<258xbf16>\n"
                        "  return %0, %1, %2, %3 : tensor<300xui8>, tensor<200xi8>, tensor<2050xf16>, "
                        "tensor<258xbf16>"));
  EXPECT_EQ(r[0].getInt(255), 255);
  EXPECT_EQ(r[0].getInt(256), 0);
  EXPECT_EQ(r[0].getInt(299), 43);
  EXPECT_EQ(r[1].getInt(127), 127);
  EXPECT_EQ(r[1].getInt(128), -128);
  // f16 has 11 significant bits: 2047 is exact, 2049 is a tie between 2048 and 2050 and goes to 2048.
  EXPECT_EQ(r[2].getDouble(2047), 2047.0);
  EXPECT_EQ(r[2].getDouble(2049), 2048.0);
  // bf16 has 8: 255 is exact, 257 ties to 256.
  EXPECT_EQ(r[3].getDouble(255), 255.0);
  EXPECT_EQ(r[3].getDouble(257), 256.0);
}

// ---- broadcast_in_dim ----

TEST(BroadcastInDim, MapsOperandDimensionsToResultDimensions) {
  Tensor v = tensor("tensor<3xi32>", {1, 2, 3});
  EXPECT_EQ(runUnary("tensor<3xi32>", "tensor<2x3xi32>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>", v),
            tensor("tensor<2x3xi32>", {1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(runUnary("tensor<3xi32>", "tensor<3x2xi32>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>", v),
            tensor("tensor<3x2xi32>", {1, 1, 2, 2, 3, 3}));
}

TEST(BroadcastInDim, SizeOneDimensionsExpandAndScalarsSplat) {
  EXPECT_EQ(runUnary("tensor<1x3xf32>", "tensor<2x3xf32>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>",
                     tensor("tensor<1x3xf32>", {1.5, -2, 3})),
            tensor("tensor<2x3xf32>", {1.5, -2, 3, 1.5, -2, 3}));
  EXPECT_EQ(runUnary("tensor<i1>", "tensor<2x2xi1>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<2x2xi1>",
                     tensor("tensor<i1>", {1})),
            tensor("tensor<2x2xi1>", {1, 1, 1, 1}));
  EXPECT_EQ(runUnary("tensor<3xi32>", "tensor<0x3xi32>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<0x3xi32>",
                     tensor("tensor<3xi32>", {1, 2, 3}))
                .numElements(),
            0);
}

TEST(BroadcastInDim, UnsortedDimensionsTranspose) {
  // dims = [2, 0]: result[i, j, k] = operand[k, i] for a 3x1x2 result.
  EXPECT_EQ(runUnary("tensor<2x3xi64>", "tensor<3x1x2xi64>",
                     "stablehlo.broadcast_in_dim %arg0, dims = [2, 0] : (tensor<2x3xi64>) -> tensor<3x1x2xi64>",
                     tensor("tensor<2x3xi64>", {1, 2, 3, 4, 5, 6})),
            tensor("tensor<3x1x2xi64>", {1, 4, 2, 5, 3, 6}));
}

// ---- reshape ----

TEST(Reshape, KeepsRowMajorOrder) {
  Tensor m = tensor("tensor<2x3xi16>", {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(runUnary("tensor<2x3xi16>", "tensor<3x2xi16>",
                     "stablehlo.reshape %arg0 : (tensor<2x3xi16>) -> tensor<3x2xi16>", m),
            tensor("tensor<3x2xi16>", {1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(runUnary("tensor<1x1xf64>", "tensor<f64>", "stablehlo.reshape %arg0 : (tensor<1x1xf64>) -> tensor<f64>",
                     tensor("tensor<1x1xf64>", {-0.25})),
            tensor("tensor<f64>", {-0.25}));
}

// ---- transpose ----

TEST(Transpose, ResultDimensionIsOperandDimensionOfPermutation) {
  Tensor m = tensor("tensor<2x3xbf16>", {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(runUnary("tensor<2x3xbf16>", "tensor<3x2xbf16>",
                     "stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xbf16>) -> tensor<3x2xbf16>", m),
            tensor("tensor<3x2xbf16>", {1, 4, 2, 5, 3, 6}));
  // dims = [2, 0, 1] on 2x1x3: result[i, j, 0] = operand[j, 0, i].
  EXPECT_EQ(runUnary("tensor<2x1x3xui32>", "tensor<3x2x1xui32>",
                     "stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x1x3xui32>) -> tensor<3x2x1xui32>",
                     tensor("tensor<2x1x3xui32>", {1, 2, 3, 4, 5, 6})),
            tensor("tensor<3x2x1xui32>", {1, 4, 2, 5, 3, 6}));
  EXPECT_EQ(runUnary("tensor<f32>", "tensor<f32>",
                     "stablehlo.transpose %arg0, dims = [] : (tensor<f32>) -> tensor<f32>", tensor("tensor<f32>", {9})),
            tensor("tensor<f32>", {9}));
}

TEST(Transpose, KeepsNaNPayloadsAndNegativeZeroBitForBit) {
  Tensor m = tensorBits("tensor<2x2xf32>", {0x7FC00001, 0x80000000, 0xFF800000, 0x00000001});
  EXPECT_EQ(runUnary("tensor<2x2xf32>", "tensor<2x2xf32>",
                     "stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>", m),
            tensorBits("tensor<2x2xf32>", {0x7FC00001, 0xFF800000, 0x80000000, 0x00000001}));
}

// ---- slice ----

TEST(Slice, TakesEveryStrideThElementFromStartToLimit) {
  EXPECT_EQ(
      runUnary("tensor<5xi64>", "tensor<2xi64>", "stablehlo.slice %arg0 [1:5:2] : (tensor<5xi64>) -> tensor<2xi64>",
               tensor("tensor<5xi64>", {0, 1, 2, 3, 4})),
      tensor("tensor<2xi64>", {1, 3}));
  // Rows 0 and 2, columns 1 and 3 of [[0..3], [4..7], [8..11]].
  EXPECT_EQ(runUnary("tensor<3x4xi32>", "tensor<2x2xi32>",
                     "stablehlo.slice %arg0 [0:3:2, 1:4:2] : (tensor<3x4xi32>) -> tensor<2x2xi32>",
                     tensor("tensor<3x4xi32>", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})),
            tensor("tensor<2x2xi32>", {1, 3, 9, 11}));
}

TEST(Slice, EmptyAndRankZeroSlices) {
  EXPECT_EQ(runUnary("tensor<3x4xi32>", "tensor<0x2xi32>",
                     "stablehlo.slice %arg0 [2:2, 0:4:3] : (tensor<3x4xi32>) -> tensor<0x2xi32>",
                     tensor("tensor<3x4xi32>", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}))
                .numElements(),
            0);
  EXPECT_EQ(runUnary("tensor<i8>", "tensor<i8>", "stablehlo.slice %arg0 [] : (tensor<i8>) -> tensor<i8>",
                     tensor("tensor<i8>", {-5})),
            tensor("tensor<i8>", {-5}));
}

// ---- dynamic_slice ----

std::string dynamicSlice1d(const std::string& indexType) {
  return mainFunc("(%arg0: tensor<5xi32>, %arg1: tensor<" + indexType + ">) -> tensor<2xi32>",
                  "  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2] : (tensor<5xi32>, tensor<" + indexType +
                      ">) -> tensor<2xi32>\n  return %0 : tensor<2xi32>");
}

TEST(DynamicSlice, StartIndicesClampSoTheSliceStaysInside) {
  Tensor v = tensor("tensor<5xi32>", {10, 20, 30, 40, 50});
  // Starts clamp into [0, 5 - 2].
  EXPECT_EQ(run(dynamicSlice1d("i8"), {v, tensor("tensor<i8>", {1})})[0], tensor("tensor<2xi32>", {20, 30}));
  EXPECT_EQ(run(dynamicSlice1d("i32"), {v, tensor("tensor<i32>", {-3})})[0], tensor("tensor<2xi32>", {10, 20}));
  EXPECT_EQ(run(dynamicSlice1d("i64"), {v, tensor("tensor<i64>", {4})})[0], tensor("tensor<2xi32>", {40, 50}));
  EXPECT_EQ(run(dynamicSlice1d("ui16"), {v, tensor("tensor<ui16>", {65535})})[0], tensor("tensor<2xi32>", {40, 50}));
  // The largest ui64 is a huge positive index, not -1.
  EXPECT_EQ(run(dynamicSlice1d("ui64"), {v, tensorBits("tensor<ui64>", {~uint64_t(0)})})[0],
            tensor("tensor<2xi32>", {40, 50}));
  EXPECT_EQ(run(dynamicSlice1d("i64"), {v, tensorBits("tensor<i64>", {uint64_t(1) << 63})})[0],
            tensor("tensor<2xi32>", {10, 20}));
}

TEST(DynamicSlice, EachDimensionClampsOnItsOwn) {
  // 3x3 [[1,2,3],[4,5,6],[7,8,9]], 2x2 slice at (1, 5 -> 1); start indices share one type (spec C3).
  auto r = run(
      mainFunc("(%arg0: tensor<3x3xf32>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<2x2xf32>",
               "  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<3x3xf32>, "
               "tensor<ui8>, tensor<ui8>) -> tensor<2x2xf32>\n  return %0 : tensor<2x2xf32>"),
      {tensor("tensor<3x3xf32>", {1, 2, 3, 4, 5, 6, 7, 8, 9}), tensor("tensor<ui8>", {1}), tensor("tensor<ui8>", {5})});
  EXPECT_EQ(r[0], tensor("tensor<2x2xf32>", {5, 6, 8, 9}));
}

// ---- dynamic_update_slice ----

std::string dynamicUpdateSlice1d(const std::string& updateType) {
  return mainFunc("(%arg0: tensor<5xi32>, %arg1: " + updateType + ", %arg2: tensor<i32>) -> tensor<5xi32>",
                  "  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<5xi32>, " + updateType +
                      ", tensor<i32>) -> tensor<5xi32>\n  return %0 : tensor<5xi32>");
}

TEST(DynamicUpdateSlice, StartIndicesClampSoTheUpdateFitsInside) {
  Tensor v = tensor("tensor<5xi32>", {1, 2, 3, 4, 5});
  Tensor u = tensor("tensor<2xi32>", {8, 9});
  std::string text = dynamicUpdateSlice1d("tensor<2xi32>");
  EXPECT_EQ(run(text, {v, u, tensor("tensor<i32>", {1})})[0], tensor("tensor<5xi32>", {1, 8, 9, 4, 5}));
  EXPECT_EQ(run(text, {v, u, tensor("tensor<i32>", {4})})[0], tensor("tensor<5xi32>", {1, 2, 3, 8, 9}));
  EXPECT_EQ(run(text, {v, u, tensor("tensor<i32>", {-1})})[0], tensor("tensor<5xi32>", {8, 9, 3, 4, 5}));
  // An empty update changes nothing, wherever it starts.
  EXPECT_EQ(run(dynamicUpdateSlice1d("tensor<0xi32>"), {v, tensor("tensor<0xi32>", {}), tensor("tensor<i32>", {7})})[0],
            v);
}

TEST(DynamicUpdateSlice, TwoDimensionsAndRankZero) {
  auto r = run(
      mainFunc("(%arg0: tensor<3x3xi8>, %arg1: tensor<2x1xi8>, %arg2: tensor<i16>, %arg3: tensor<i16>, %arg4: "
               "tensor<f16>, %arg5: tensor<f16>) -> (tensor<3x3xi8>, tensor<f16>)",
               "  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<3x3xi8>, tensor<2x1xi8>, "
               "tensor<i16>, tensor<i16>) -> tensor<3x3xi8>\n"
               "  %1 = stablehlo.dynamic_update_slice %arg4, %arg5 : (tensor<f16>, tensor<f16>) -> tensor<f16>\n"
               "  return %0, %1 : tensor<3x3xi8>, tensor<f16>"),
      {tensor("tensor<3x3xi8>", {0, 0, 0, 0, 0, 0, 0, 0, 0}), tensor("tensor<2x1xi8>", {-1, -2}),
       tensor("tensor<i16>", {2}), tensor("tensor<i16>", {-9}), tensor("tensor<f16>", {1}),
       tensor("tensor<f16>", {2.5})});
  // Rows clamp 2 -> 1, the column -9 -> 0.
  EXPECT_EQ(r[0], tensor("tensor<3x3xi8>", {0, 0, 0, -1, 0, 0, -2, 0, 0}));
  EXPECT_EQ(r[1], tensor("tensor<f16>", {2.5}));
}

// ---- concatenate ----

TEST(Concatenate, JoinsAlongTheDimensionIncludingEmptyInputs) {
  auto r = run(mainFunc("(%arg0: tensor<2xui64>, %arg1: tensor<1xui64>, %arg2: tensor<0xui64>) -> tensor<3xui64>",
                        "  %0 = stablehlo.concatenate %arg0, %arg2, %arg1, dim = 0 : (tensor<2xui64>, "
                        "tensor<0xui64>, tensor<1xui64>) -> tensor<3xui64>\n  return %0 : tensor<3xui64>"),
               {tensor("tensor<2xui64>", {1, 2}), tensor("tensor<1xui64>", {3}), tensor("tensor<0xui64>", {})});
  EXPECT_EQ(r[0], tensor("tensor<3xui64>", {1, 2, 3}));
}

TEST(Concatenate, InnerDimensionInterleavesRows) {
  // [[1,2],[3,4]] ++ [[5],[6]] along dimension 1.
  auto r = run(mainFunc("(%arg0: tensor<2x2xi1>, %arg1: tensor<2x1xi1>) -> tensor<2x3xi1>",
                        "  %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<2x2xi1>, tensor<2x1xi1>) -> "
                        "tensor<2x3xi1>\n  return %0 : tensor<2x3xi1>"),
               {tensor("tensor<2x2xi1>", {1, 0, 0, 1}), tensor("tensor<2x1xi1>", {1, 0})});
  EXPECT_EQ(r[0], tensor("tensor<2x3xi1>", {1, 0, 1, 0, 1, 0}));
}

// ---- pad ----

std::string pad1d(int64_t size, const std::string& low, const std::string& high, const std::string& interior,
                  int64_t resultSize) {
  std::string in = "tensor<" + std::to_string(size) + "xf32>", out = "tensor<" + std::to_string(resultSize) + "xf32>";
  return mainFunc("(%arg0: " + in + ", %arg1: tensor<f32>) -> " + out,
                  "  %0 = stablehlo.pad %arg0, %arg1, low = [" + low + "], high = [" + high + "], interior = [" +
                      interior + "] : (" + in + ", tensor<f32>) -> " + out + "\n  return %0 : " + out);
}

TEST(Pad, EdgeAndInteriorPadding) {
  Tensor v = tensor("tensor<3xf32>", {1, 2, 3}), zero = tensor("tensor<f32>", {0});
  // low 1, then 1 _ 2 _ 3, then high 2: size 1 + 5 + 2.
  EXPECT_EQ(run(pad1d(3, "1", "2", "1", 8), {v, zero})[0], tensor("tensor<8xf32>", {0, 1, 0, 2, 0, 3, 0, 0}));
  EXPECT_EQ(run(pad1d(3, "0", "0", "0", 3), {v, zero})[0], v);
}

TEST(Pad, NegativeEdgePaddingCrops) {
  Tensor v = tensor("tensor<3xf32>", {1, 2, 3}), nine = tensor("tensor<f32>", {9});
  // 1 9 2 9 3 loses one element on each side.
  EXPECT_EQ(run(pad1d(3, "-1", "-1", "1", 3), {v, nine})[0], tensor("tensor<3xf32>", {9, 2, 9}));
  EXPECT_EQ(run(pad1d(3, "-2", "1", "0", 2), {v, nine})[0], tensor("tensor<2xf32>", {3, 9}));
  EXPECT_EQ(run(pad1d(3, "-3", "0", "0", 0), {v, nine})[0].numElements(), 0);
}

TEST(Pad, TwoDimensionsWithANegativeZeroPaddingValue) {
  auto r = run(mainFunc("(%arg0: tensor<2x2xf64>, %arg1: tensor<f64>) -> tensor<3x3xf64>",
                        "  %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [1, 0], interior = [0, 0] : "
                        "(tensor<2x2xf64>, tensor<f64>) -> tensor<3x3xf64>\n  return %0 : tensor<3x3xf64>"),
               {tensor("tensor<2x2xf64>", {1, 2, 3, 4}), tensor("tensor<f64>", {-0.0})});
  uint64_t negZero = uint64_t(1) << 63, one = 0x3FF0000000000000, two = 0x4000000000000000, three = 0x4008000000000000,
           four = 0x4010000000000000;
  EXPECT_EQ(r[0], tensorBits("tensor<3x3xf64>", {negZero, one, two, negZero, three, four, negZero, negZero, negZero}));
}

TEST(Pad, EmptyOperandGivesOnlyPadding) {
  EXPECT_EQ(run(pad1d(0, "1", "1", "3", 2), {tensor("tensor<0xf32>", {}), tensor("tensor<f32>", {4})})[0],
            tensor("tensor<2xf32>", {4, 4}));
}

// ---- reverse ----

TEST(Reverse, ReversesTheListedDimensions) {
  Tensor m = tensor("tensor<2x3xi32>", {1, 2, 3, 4, 5, 6});
  auto rev = [&](const std::string& dims) {
    return runUnary("tensor<2x3xi32>", "tensor<2x3xi32>",
                    "stablehlo.reverse %arg0, dims = [" + dims + "] : tensor<2x3xi32>", m);
  };
  EXPECT_EQ(rev("1"), tensor("tensor<2x3xi32>", {3, 2, 1, 6, 5, 4}));
  EXPECT_EQ(rev("0"), tensor("tensor<2x3xi32>", {4, 5, 6, 1, 2, 3}));
  EXPECT_EQ(rev("0, 1"), tensor("tensor<2x3xi32>", {6, 5, 4, 3, 2, 1}));
  EXPECT_EQ(rev(""), m);
}

// ---- every element type ----

class EveryElementType : public ::testing::TestWithParam<const char*> {};

TEST_P(EveryElementType, MovesElementsUnchanged) {
  std::string e = GetParam();
  std::string v4 = "tensor<4x" + e + ">", s = "tensor<" + e + ">", v2 = "tensor<2x" + e + ">",
              m = "tensor<2x2x" + e + ">";
  std::string text =
      mainFunc("(%arg0: " + v4 + ", %arg1: " + s + ", %arg2: tensor<i32>) -> (" + v4 + ", " + v4 + ", " + m + ", " +
                   v4 + ", " + v2 + ")",
               "  %0 = stablehlo.reverse %arg0, dims = [0] : " + v4 + "\n" +
                   "  %1 = stablehlo.pad %arg0, %arg1, low = [1], high = [-1], interior = [0] : (" + v4 + ", " + s +
                   ") -> " + v4 + "\n" + "  %r = stablehlo.reshape %arg0 : (" + v4 + ") -> " + m + "\n" +
                   "  %2 = stablehlo.transpose %r, dims = [1, 0] : (" + m + ") -> " + m + "\n" +
                   "  %3 = stablehlo.concatenate %arg0, dim = 0 : (" + v4 + ") -> " + v4 + "\n" +
                   "  %4 = stablehlo.dynamic_slice %arg0, %arg2, sizes = [2] : (" + v4 + ", tensor<i32>) -> " + v2 +
                   "\n" + "  return %0, %1, %2, %3, %4 : " + v4 + ", " + v4 + ", " + m + ", " + v4 + ", " + v2);
  auto r = run(text, {tensor(v4, {1, 0, 1, 1}), tensor(s, {0}), tensor("tensor<i32>", {1})});
  EXPECT_EQ(r[0], tensor(v4, {1, 1, 0, 1}));
  EXPECT_EQ(r[1], tensor(v4, {0, 1, 0, 1}));
  EXPECT_EQ(r[2], tensor(m, {1, 1, 0, 1}));
  EXPECT_EQ(r[3], tensor(v4, {1, 0, 1, 1}));
  EXPECT_EQ(r[4], tensor(v2, {0, 1}));
}

INSTANTIATE_TEST_SUITE_P(AllTypes, EveryElementType,
                         ::testing::Values("i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f16",
                                           "bf16", "f32", "f64"));

}  // namespace
}  // namespace juxla::interp
