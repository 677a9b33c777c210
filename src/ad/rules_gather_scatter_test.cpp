// Vjp rules of gather, scatter and sort against float64 central differences (gradient_check.h),
// including out-of-bounds and duplicate indices, batching dimensions and ties.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

GradientCheckOptions withIndices(std::vector<double> indices) {
  GradientCheckOptions o;
  o.values[1] = std::move(indices);
  return o;
}

// gather(%x, %i) squared, so that a wrong position of g changes the derivative.
std::string gatherModule(const std::string& x, const std::string& i, const std::string& out, const std::string& dims,
                         const std::string& sizes) {
  return fmt::format(R"(func.func @main(%x: {0}, %i: {1}) -> {2} {{
  %0 = "stablehlo.gather"(%x, %i) <{{dimension_numbers = #stablehlo.gather<{3}>, slice_sizes = array<i64: {4}>}}> : ({0}, {1}) -> {2}
  %1 = stablehlo.multiply %0, %0 : {2}
  return %1 : {2}
}})", x, i, out, dims, sizes);
}

TEST(GatherScatterVjp, GatherRowsWithDuplicateAndOutOfBoundsIndices) {
  // 9 clamps to row 4 and -2 to row 0; row 1 is read twice and its cotangents add up.
  expectGradient(gatherModule("tensor<5x3xf64>", "tensor<5x1xi64>", "tensor<5x3xf64>",
                              "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                              "index_vector_dim = 1",
                              "1, 3"),
                 withIndices({1, 3, 1, 9, -2}));
}

TEST(GatherScatterVjp, GatherWindowsClampedAsAWhole) {
  // The window at (3, 4) clamps to (2, 2), the one at (-1, 1) to (0, 1).
  expectGradient(gatherModule("tensor<4x5xf64>", "tensor<3x2xi32>", "tensor<3x2x3xf64>",
                              "offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1", "2, 3"),
                 withIndices({0, 0, 3, 4, -1, 1}));
  // Size-1 dims everywhere, and an index vector that is implicit (index_vector_dim = rank).
  expectGradient(gatherModule("tensor<6x1xf64>", "tensor<3xi64>", "tensor<3x2x1xf64>",
                              "offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1", "2, 1"),
                 withIndices({4, 5, 2}));
  // Start index map in the other order than the operand's dimensions.
  expectGradient(gatherModule("tensor<4x5xf64>", "tensor<2x2xi64>", "tensor<2x3xf64>",
                              "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [1, 0], "
                              "index_vector_dim = 1",
                              "1, 3"),
                 withIndices({1, 3, 4, 0}));
}

TEST(GatherScatterVjp, GatherWithUnsignedIndices) {
  // 7 clamps to row 3 (a ui32 index is widened to i64 before clamping).
  expectGradient(gatherModule("tensor<4x2xf64>", "tensor<3x1xui32>", "tensor<3x2xf64>",
                              "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                              "index_vector_dim = 1",
                              "1, 2"),
                 withIndices({7, 0, 2}));
}

TEST(GatherScatterVjp, GatherWithBatchingDims) {
  // Per row b of the operand, two lookups in that row.
  expectGradient(gatherModule("tensor<3x5xf64>", "tensor<3x2xi64>", "tensor<3x2xf64>",
                              "collapsed_slice_dims = [1], operand_batching_dims = [0], "
                              "start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2",
                              "1, 1"),
                 withIndices({0, 4, 2, 2, 7, -1}));
}

std::string scatterModule(const std::string& x, const std::string& i, const std::string& u, const std::string& dims,
                          const std::string& combiner) {
  return fmt::format(R"(func.func @main(%x: {0}, %i: {1}, %u: {2}) -> {0} {{
  %0 = "stablehlo.scatter"(%x, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<{3}>}}> ({{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    {4}
  }}) : ({0}, {1}, {2}) -> {0}
  %1 = stablehlo.multiply %0, %0 : {0}
  return %1 : {0}
}})", x, i, u, dims, combiner);
}

const char* kAdd = "%s = stablehlo.add %b, %a : tensor<f64>\n    stablehlo.return %s : tensor<f64>";
const char* kTakeUpdate = "stablehlo.return %b : tensor<f64>";
const char* kRows = "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                    "index_vector_dim = 1";
const char* kWindows = "update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1";

TEST(GatherScatterVjp, ScatterAddWithDuplicateAndOutOfBoundsIndices) {
  // Row 1 gets two updates; row 7 is outside, so its update is skipped and gets no cotangent.
  expectGradient(scatterModule("tensor<5x3xf64>", "tensor<4x1xi64>", "tensor<4x3xf64>", kRows, kAdd),
                 withIndices({1, 3, 1, 7}));
  // Windows partly outside: scatter skips each element outside on its own (no clamping).
  expectGradient(scatterModule("tensor<4x5xf64>", "tensor<3x2xi64>", "tensor<3x2x3xf64>", kWindows, kAdd),
                 withIndices({3, 3, -1, 0, 1, -2}));
}

TEST(GatherScatterVjp, ScatterLastWriteWinsGivesGToTheLastDuplicateOnly) {
  // Updates 0 and 2 both write row 1: update 2 (last in update order) is kept, update 0 is lost.
  expectGradient(scatterModule("tensor<5x3xf64>", "tensor<4x1xi64>", "tensor<4x3xf64>", kRows, kTakeUpdate),
                 withIndices({1, 3, 1, 7}));
  // Overlapping windows: each element is won by the last window covering it; some fall outside.
  expectGradient(scatterModule("tensor<4x5xf64>", "tensor<3x2xi64>", "tensor<3x2x3xf64>", kWindows, kTakeUpdate),
                 withIndices({1, 1, 2, 2, 3, -1}));
}

TEST(GatherScatterVjp, ScatterWithBatchingDimsAndImplicitIndexVector) {
  expectGradient(scatterModule("tensor<3x5xf64>", "tensor<3x2xi32>", "tensor<3x2xf64>",
                               "inserted_window_dims = [1], input_batching_dims = [0], "
                               "scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], "
                               "index_vector_dim = 2",
                               kAdd),
                 withIndices({0, 4, 2, 2, 7, -1}));
  expectGradient(scatterModule("tensor<3x5xf64>", "tensor<3x2xi32>", "tensor<3x2xf64>",
                               "inserted_window_dims = [1], input_batching_dims = [0], "
                               "scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], "
                               "index_vector_dim = 2",
                               kTakeUpdate),
                 withIndices({0, 4, 2, 2, 7, -1}));
}

TEST(GatherScatterVjp, MultiInputScatterMixesCombiners) {
  GradientCheckOptions o;
  o.values[2] = {2, 0, 2};
  expectGradient(R"(func.func @main(%x: tensor<4xf64>, %y: tensor<4xf64>, %i: tensor<3x1xi64>, %u: tensor<3xf64>, %v: tensor<3xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %0:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a0: tensor<f64>, %a1: tensor<f64>, %b0: tensor<f64>, %b1: tensor<f64>):
    %s = stablehlo.add %a0, %b0 : tensor<f64>
    stablehlo.return %s, %b1 : tensor<f64>, tensor<f64>
  }) : (tensor<4xf64>, tensor<4xf64>, tensor<3x1xi64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<4xf64>, tensor<4xf64>)
  %1 = stablehlo.multiply %0#0, %0#1 : tensor<4xf64>
  return %1, %0#1 : tensor<4xf64>, tensor<4xf64>
})", o);
}

TEST(GatherScatterVjp, ScatterWithAnotherCombinerIsRefused) {
  GradientCheckResult r =
      checkGradient(scatterModule("tensor<5x3xf64>", "tensor<4x1xi64>", "tensor<4x3xf64>", kRows,
                                  "%s = stablehlo.multiply %a, %b : tensor<f64>\n    stablehlo.return %s : tensor<f64>"),
                    withIndices({1, 3, 1, 0}));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("cannot differentiate 'stablehlo.scatter'"), std::string::npos) << r.message;
}

std::string sortModule(const std::string& type, int64_t dim, const std::string& direction, bool stable) {
  return fmt::format(R"(func.func @main(%k: {0}, %p: {0}, %n: {1}) -> ({0}, {0}, {1}) {{
  %0:3 = "stablehlo.sort"(%k, %p, %n) <{{dimension = {2} : i64, is_stable = {3}}}> ({{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>, %e: tensor<i64>, %f: tensor<i64>):
    %r = stablehlo.compare {4}, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }}) : ({0}, {0}, {1}) -> ({0}, {0}, {1})
  %1 = stablehlo.multiply %0#0, %0#1 : {0}
  %2 = stablehlo.sine %0#0 : {0}
  return %1, %2, %0#2 : {0}, {0}, {1}
}})", type, type.substr(0, type.size() - 4) + "i64>", dim, stable ? "true" : "false", direction);
}

GradientCheckOptions intPayload(int64_t count) {
  GradientCheckOptions o;
  for (int64_t i = 0; i < count; ++i) o.values[2].push_back(double(i));
  return o;
}

TEST(GatherScatterVjp, SortWithPayloadsAlongAnyDimension) {
  // Random keys are distinct, so the sort is differentiable at them.
  for (bool stable : {false, true}) {
    SCOPED_TRACE(stable ? "stable" : "unstable");
    expectGradient(sortModule("tensor<6xf64>", 0, "LT", stable), intPayload(6));
    expectGradient(sortModule("tensor<3x4xf64>", 1, "GT", stable), intPayload(12));
    expectGradient(sortModule("tensor<3x4xf64>", 0, "LT", stable), intPayload(12));
    expectGradient(sortModule("tensor<2x1x3xf64>", -1, "LT", stable), intPayload(6));
    expectGradient(sortModule("tensor<2x1x3xf64>", 1, "LT", stable), intPayload(6));
  }
}

TEST(GatherScatterVjp, SortWithTiedKeys) {
  // With tied keys the sort is not differentiable in the keys (the one-sided derivatives differ),
  // but it is in the payload: the permutation of the backward pass must be the primal's.
  for (bool stable : {false, true}) {
    SCOPED_TRACE(stable ? "stable" : "unstable");
    GradientCheckOptions o = intPayload(8);
    o.values[0] = {0.5, -1.0, 0.5, 0.5, 2.0, -1.0, 0.0, 0.5};
    o.wrt = {false, true, false};
    expectGradient(sortModule("tensor<8xf64>", 0, "LT", stable), o);
    o.values[0] = {1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    expectGradient(sortModule("tensor<2x4xf64>", 1, "GT", stable), o);
    // Keys too: the vjp builds and runs with ties; it only differs from the two-sided differences.
    o.wrt = {true, true, false};
    GradientCheckResult r = checkGradient(sortModule("tensor<2x4xf64>", 1, "GT", stable), o);
    EXPECT_TRUE(r.ok || r.message.find("input 0 element") != std::string::npos) << r.message;
  }
}

TEST(GatherScatterVjp, SortWithAComparatorThatReadsTwoOperands) {
  // Lexicographic on (key, payload): the tied keys are ordered by the payload, so the re-sort must
  // see both operands in the comparator's argument order.
  GradientCheckOptions o;
  o.values[0] = {1.0, 0.0, 1.0, 1.0, 0.0, 2.0};
  o.wrt = {false, true};
  expectGradient(R"(func.func @main(%k: tensor<6xf64>, %p: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
  %0:2 = "stablehlo.sort"(%k, %p) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %plt = stablehlo.compare LT, %c, %d, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %tie = stablehlo.and %eq, %plt : tensor<i1>
    %r = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<6xf64>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>)
  %1 = stablehlo.multiply %0#1, %0#1 : tensor<6xf64>
  %2 = stablehlo.multiply %1, %0#0 : tensor<6xf64>
  return %2, %0#1 : tensor<6xf64>, tensor<6xf64>
})", o);
}

}  // namespace
}  // namespace juxla::ad
