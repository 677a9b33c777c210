// Vjp rules of slice, dynamic_slice, dynamic_update_slice, concatenate, pad and reverse against
// float64 central differences (gradient_check.h).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

// The result is squared so that a wrong position of g changes the derivative, not only its sum.
std::string unary(const std::string& in, const std::string& out, const std::string& op) {
  return fmt::format(R"(func.func @main(%x: {0}) -> {1} {{
  %0 = {2} : ({0}) -> {1}
  %1 = stablehlo.multiply %0, %0 : {1}
  return %1 : {1}
}})", in, out, op);
}

TEST(SlicingVjp, SliceWithStridesAndSizeOneDims) {
  expectGradient(unary("tensor<5x7xf64>", "tensor<2x3xf64>",
                       "stablehlo.slice %x [1:5:2, 0:7:3]"));
  expectGradient(unary("tensor<6x4xf64>", "tensor<2x1xf64>",
                       "stablehlo.slice %x [3:6:2, 2:3]"));
  expectGradient(unary("tensor<1x4xf64>", "tensor<1x4xf64>", "stablehlo.slice %x [0:1, 0:4]"));
  expectGradient(unary("tensor<8xf64>", "tensor<2xf64>", "stablehlo.slice %x [1:8:4]"));
}

TEST(SlicingVjp, ReverseAlongSomeDims) {
  // reverse prints one type; the helper's function type would not parse.
  for (auto [type, dims] : {std::pair{"tensor<3x4x2xf64>", "0, 2"}, {"tensor<1x5xf64>", "0, 1"}}) {
    expectGradient(fmt::format(R"(func.func @main(%x: {0}) -> {0} {{
  %0 = stablehlo.reverse %x, dims = [{1}] : {0}
  %1 = stablehlo.multiply %0, %0 : {0}
  return %1 : {0}
}})", type, dims));
  }
}

std::string dynamicSliceModule(const std::string& in, const std::string& out, const std::string& sizes) {
  return fmt::format(R"(func.func @main(%x: {0}, %i: tensor<i32>, %j: tensor<i32>) -> {1} {{
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [{2}] : ({0}, tensor<i32>, tensor<i32>) -> {1}
  %1 = stablehlo.multiply %0, %0 : {1}
  return %1 : {1}
}})", in, out, sizes);
}

TEST(SlicingVjp, DynamicSliceClampsItsStarts) {
  // Starts inside, past the end (clamped back) and negative (clamped to 0).
  for (std::pair<double, double> starts : {std::pair{1.0, 2.0}, {3.0, 9.0}, {-4.0, -1.0}}) {
    SCOPED_TRACE(fmt::format("starts {} {}", starts.first, starts.second));
    GradientCheckOptions o;
    o.values[1] = {starts.first};
    o.values[2] = {starts.second};
    expectGradient(dynamicSliceModule("tensor<4x5xf64>", "tensor<2x3xf64>", "2, 3"), o);
    expectGradient(dynamicSliceModule("tensor<4x5xf64>", "tensor<1x5xf64>", "1, 5"), o);
  }
}

TEST(SlicingVjp, DynamicUpdateSliceSplitsGBetweenOperandAndUpdate) {
  const char* module = R"(func.func @main(%x: tensor<4x5xf64>, %u: tensor<2x3xf64>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<4x5xf64> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x5xf64>, tensor<2x3xf64>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>
  %1 = stablehlo.sine %0 : tensor<4x5xf64>
  %2 = stablehlo.multiply %1, %0 : tensor<4x5xf64>
  return %2 : tensor<4x5xf64>
})";
  for (std::pair<double, double> starts : {std::pair{1.0, 1.0}, {7.0, 2.0}, {-3.0, 10.0}}) {
    SCOPED_TRACE(fmt::format("starts {} {}", starts.first, starts.second));
    GradientCheckOptions o;
    o.values[2] = {starts.first};
    o.values[3] = {starts.second};
    expectGradient(module, o);
  }
}

TEST(SlicingVjp, ConcatenateIncludingTheSameValueTwice) {
  expectGradient(R"(func.func @main(%x: tensor<2x3xf64>, %y: tensor<2x1xf64>) -> tensor<2x7xf64> {
  %0 = stablehlo.concatenate %x, %y, %x, dim = 1 : (tensor<2x3xf64>, tensor<2x1xf64>, tensor<2x3xf64>) -> tensor<2x7xf64>
  %1 = stablehlo.multiply %0, %0 : tensor<2x7xf64>
  return %1 : tensor<2x7xf64>
})");
  expectGradient(R"(func.func @main(%x: tensor<1x3xf64>, %y: tensor<2x3xf64>) -> tensor<3x3xf64> {
  %0 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<3x3xf64>
  %1 = stablehlo.multiply %0, %0 : tensor<3x3xf64>
  return %1 : tensor<3x3xf64>
})");
}

std::string padModule(const std::string& in, const std::string& out, const std::string& low,
                      const std::string& high, const std::string& interior) {
  return fmt::format(R"(func.func @main(%x: {0}, %p: tensor<f64>) -> {1} {{
  %0 = stablehlo.pad %x, %p, low = [{2}], high = [{3}], interior = [{4}] : ({0}, tensor<f64>) -> {1}
  %1 = stablehlo.multiply %0, %0 : {1}
  return %1 : {1}
}})", in, out, low, high, interior);
}

TEST(SlicingVjp, PadWithEdgeAndInteriorPadding) {
  expectGradient(padModule("tensor<2x3xf64>", "tensor<5x6xf64>", "1, 2", "2, 1", "0, 0"));
  expectGradient(padModule("tensor<3x2xf64>", "tensor<8x4xf64>", "1, 0", "2, 1", "1, 1"));
  expectGradient(padModule("tensor<1x3xf64>", "tensor<1x10xf64>", "0, 1", "0, 2", "0, 2"));
}

TEST(SlicingVjp, PadWithNegativeEdgePaddingCrops) {
  // 4 + (-1) + (-2) = 1 row; 3 columns with interior 2 span 7, cropped by 3 low and raised by 1 high.
  expectGradient(padModule("tensor<4x3xf64>", "tensor<1x5xf64>", "-1, -3", "-2, 1", "0, 2"));
  // [x0 p p x1 p p x2] cropped by one at each end: both ends drop an operand element.
  expectGradient(padModule("tensor<3x2xf64>", "tensor<5x2xf64>", "-1, 0", "-1, 0", "2, 0"));
  // [x0 p x1 p x2 p x3 p x4] cropped by 4 low, raised by 1 high.
  expectGradient(padModule("tensor<5xf64>", "tensor<6xf64>", "-4", "1", "1"));
}

TEST(SlicingVjp, ZeroSizedSlicesAndOperands) {
  expectGradient(R"(func.func @main(%x: tensor<3x2xf64>) -> tensor<3x2xf64> {
  %0 = stablehlo.slice %x [2:2, 0:2] : (tensor<3x2xf64>) -> tensor<0x2xf64>
  %1 = stablehlo.concatenate %0, %x, dim = 0 : (tensor<0x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  %2 = stablehlo.multiply %1, %1 : tensor<3x2xf64>
  return %2 : tensor<3x2xf64>
})");
  // Only the padding value is left; its cotangent is the sum of g.
  expectGradient(padModule("tensor<0x2xf64>", "tensor<3x3xf64>", "2, 0", "1, 1", "0, 0"));
}

}  // namespace
}  // namespace juxla::ad
