// Data movement vjp rules against float64 central differences.
#include <gtest/gtest.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

TEST(DataMovementVjp, BroadcastInDimSumsExpandedAndNewDimensions) {
  expectGradient(R"(func.func @main(%x: tensor<3x1xf64>) -> tensor<2x3x4xf64> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<2x3x4xf64>
  %1 = stablehlo.multiply %0, %0 : tensor<2x3x4xf64>
  return %1 : tensor<2x3x4xf64>
})");
  expectGradient(R"(func.func @main(%x: tensor<2x3xf64>) -> tensor<3x5x2xf64> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x5x2xf64>
  %1 = stablehlo.sine %0 : tensor<3x5x2xf64>
  return %1 : tensor<3x5x2xf64>
})");
  expectGradient(R"(func.func @main(%x: tensor<f64>) -> tensor<2x2xf64> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
})");
}

TEST(DataMovementVjp, ReshapeAndTranspose) {
  expectGradient(R"(func.func @main(%x: tensor<2x3x4xf64>) -> tensor<4x6xf64> {
  %0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x3x4xf64>) -> tensor<4x2x3xf64>
  %1 = stablehlo.reshape %0 : (tensor<4x2x3xf64>) -> tensor<4x6xf64>
  %2 = stablehlo.tanh %1 : tensor<4x6xf64>
  return %2 : tensor<4x6xf64>
})");
}

}  // namespace
}  // namespace juxla::ad
