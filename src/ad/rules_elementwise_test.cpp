// Elementwise vjp rules against float64 central differences (gradient_check.h).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

std::string unaryModule(const std::string& op) {
  return fmt::format(R"(func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {{
  %0 = stablehlo.{} %x : tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}})", op);
}

std::string binaryModule(const std::string& op) {
  return fmt::format(R"(func.func @main(%x: tensor<3x2xf64>, %y: tensor<3x2xf64>) -> tensor<3x2xf64> {{
  %0 = stablehlo.{} %x, %y : tensor<3x2xf64>
  return %0 : tensor<3x2xf64>
}})", op);
}

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

TEST(ElementwiseVjp, UnaryOpsOnTheWholeLine) {
  for (const char* op : {"negate", "abs", "exponential", "exponential_minus_one", "sine", "cosine", "tanh",
                         "logistic", "tan"}) {
    SCOPED_TRACE(op);
    expectGradient(unaryModule(op));
  }
}

TEST(ElementwiseVjp, UnaryOpsOnPositiveNumbers) {
  GradientCheckOptions positive;
  positive.lo = 0.3, positive.hi = 2.0;
  for (const char* op : {"log", "log_plus_one", "sqrt", "rsqrt", "cbrt"}) {
    SCOPED_TRACE(op);
    expectGradient(unaryModule(op), positive);
  }
}

TEST(ElementwiseVjp, PiecewiseConstantOpsHaveNoGradient) {
  GradientCheckOptions away;  // away from the jumps, where finite differences see 0
  away.values[0] = {0.2, 1.3, -0.7, 2.4, -1.6, 0.6};
  for (const char* op : {"floor", "ceil", "sign", "round_nearest_even", "round_nearest_afz"}) {
    SCOPED_TRACE(op);
    expectGradient(unaryModule(op), away);
  }
}

TEST(ElementwiseVjp, BinaryOps) {
  for (const char* op : {"add", "subtract", "multiply", "maximum", "minimum", "atan2"}) {
    SCOPED_TRACE(op);
    expectGradient(binaryModule(op));
  }
  GradientCheckOptions awayFromZero;
  awayFromZero.ranges[1] = {0.5, 2.0};
  expectGradient(binaryModule("divide"), awayFromZero);
  GradientCheckOptions positiveBase;
  positiveBase.ranges[0] = {0.5, 2.0};
  expectGradient(binaryModule("power"), positiveBase);
  GradientCheckOptions rem;  // away from the jumps of trunc(x / y)
  rem.values[0] = {2.5, -3.3, 1.1, 4.7, -0.4, 3.9};
  rem.values[1] = {0.7, 1.3, -0.9, 1.6, 2.2, -1.7};
  expectGradient(binaryModule("remainder"), rem);
}

TEST(ElementwiseVjp, TiesInMaximumAndMinimumSplitTheCotangent) {
  GradientCheckOptions ties;
  ties.values[0] = {1.0, 2.0, -3.0, 0.5, 0.0, 7.0};
  ties.values[1] = {1.0, 1.0, -3.0, 0.7, 0.0, 7.5};
  expectGradient(binaryModule("maximum"), ties);
  expectGradient(binaryModule("minimum"), ties);
}

TEST(ElementwiseVjp, SelectClampAndConvert) {
  expectGradient(R"(func.func @main(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
  %p = stablehlo.compare GT, %x, %y : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  %0 = stablehlo.select %p, %x, %y : tensor<4xi1>, tensor<4xf64>
  return %0 : tensor<4xf64>
})");
  GradientCheckOptions c;
  c.values[1] = {-2.0, -0.5, 0.3, 1.7, 0.9};
  expectGradient(R"(func.func @main(%lo: tensor<f64>, %x: tensor<5xf64>, %hi: tensor<f64>) -> tensor<5xf64> {
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f64>, tensor<5xf64>, tensor<f64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
})", [&] {
    GradientCheckOptions o = c;
    o.values[0] = {-1.0};
    o.values[2] = {1.0};
    return o;
  }());
  GradientCheckOptions f32;
  f32.step = 1e-3, f32.rtol = 1e-3, f32.atol = 1e-4;
  expectGradient(R"(func.func @main(%x: tensor<3xf64>) -> tensor<3xf64> {
  %0 = stablehlo.convert %x : (tensor<3xf64>) -> tensor<3xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<3xf32>
  %2 = stablehlo.convert %1 : (tensor<3xf32>) -> tensor<3xf64>
  return %2 : tensor<3xf64>
})", f32);
}

TEST(ElementwiseVjp, FanOutAddsCotangentsAndIntegersCarryNone) {
  expectGradient(R"(func.func @main(%x: tensor<3xf64>, %n: tensor<3xi64>) -> (tensor<3xf64>, tensor<3xi64>) {
  %0 = stablehlo.multiply %x, %x : tensor<3xf64>
  %1 = stablehlo.sine %0 : tensor<3xf64>
  %2 = stablehlo.add %1, %x : tensor<3xf64>
  %3 = stablehlo.multiply %2, %0 : tensor<3xf64>
  %4 = stablehlo.add %n, %n : tensor<3xi64>
  return %3, %4 : tensor<3xf64>, tensor<3xi64>
})");
}

TEST(ElementwiseVjp, StopGradientBlocksTheCotangent) {
  GradientCheckOptions o;
  o.values[0] = {0.5, -1.5};
  GradientCheckResult r = checkGradient(R"(func.func @main(%x: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.custom_call @juxla.stop_gradient(%x) : (tensor<2xf64>) -> tensor<2xf64>
  %1 = stablehlo.multiply %0, %x : tensor<2xf64>
  return %1 : tensor<2xf64>
})", o);
  // The vjp treats the marked copy as a constant: d/dx (c * x) = c, while differences see 2x.
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("input 0 element 0: vjp"), std::string::npos) << r.message;
}

}  // namespace
}  // namespace juxla::ad
