// reduce, reduce_window and select_and_scatter vjp rules against float64 central differences.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

// reduce of a 2x3x2 input over `dims` with a body applying `op`; the init value is input 1.
std::string reduceModule(const std::string& op, const std::string& dims, const std::string& resultType) {
  return fmt::format(R"(func.func @main(%x: tensor<2x3x2xf64>, %i: tensor<f64>) -> {2} {{
  %0 = stablehlo.reduce(%x init: %i) across dimensions = [{1}] : (tensor<2x3x2xf64>, tensor<f64>) -> {2}
   reducer(%a: tensor<f64>, %b: tensor<f64>) {{
    %1 = stablehlo.{0} %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }}
  return %0 : {2}
}})", op, dims, resultType);
}

TEST(ReductionVjp, ReduceAddOverAnyDims) {
  expectGradient(reduceModule("add", "1", "tensor<2x2xf64>"));
  expectGradient(reduceModule("add", "0, 2", "tensor<3xf64>"));
  expectGradient(reduceModule("add", "0, 1, 2", "tensor<f64>"));
  expectGradient(reduceModule("add", "", "tensor<2x3x2xf64>"));
}

TEST(ReductionVjp, ReduceMaxMinAndInitValue) {
  for (const char* op : {"maximum", "minimum"}) {
    SCOPED_TRACE(op);
    GradientCheckOptions o;
    o.values[1] = {0.0};  // the init value wins some slices of x in [-1, 1] but ties with none
    expectGradient(reduceModule(op, "1", "tensor<2x2xf64>"), o);
    expectGradient(reduceModule(op, "0, 2", "tensor<3xf64>"), o);
    GradientCheckOptions lowInit;
    lowInit.values[1] = {op[1] == 'a' ? -5.0 : 5.0};
    expectGradient(reduceModule(op, "0, 1, 2", "tensor<f64>"), lowInit);
  }
}

TEST(ReductionVjp, ReduceMaxTiesSplitTheCotangent) {
  GradientCheckOptions ties;
  // Two-way ties within slices along dim 1, and one tie with the init value 0.75.
  ties.values[0] = {0.5, -1.0, 0.5, 0.75, -0.2, 0.1, 0.9, 0.9, -0.4, 0.2, 0.9, 0.5};
  ties.values[1] = {0.75};
  expectGradient(reduceModule("maximum", "1", "tensor<2x2xf64>"), ties);
  GradientCheckOptions minTies;
  minTies.values[0] = {-0.5, 1.0, -0.5, 0.3, 0.2, 0.3, 0.9, 0.4, 0.4, 0.2, 0.9, 0.5};
  minTies.values[1] = {2.0};
  expectGradient(reduceModule("minimum", "1", "tensor<2x2xf64>"), minTies);
}

TEST(ReductionVjp, ReduceMultiplyWithZeros) {
  expectGradient(reduceModule("multiply", "1", "tensor<2x2xf64>"));
  expectGradient(reduceModule("multiply", "0, 2", "tensor<3xf64>"));
  GradientCheckOptions zeros;
  // Slices with one zero (the others' product flows to it) and with two zeros (nothing flows).
  zeros.values[0] = {0.0, 1.5, 0.7, -2.0, 0.0, 0.0, 1.2, 0.8, -0.5, 0.9, 0.0, 0.0};
  zeros.values[1] = {1.5};
  expectGradient(reduceModule("multiply", "1", "tensor<2x2xf64>"), zeros);
  expectGradient(reduceModule("multiply", "0, 1, 2", "tensor<f64>"), zeros);
}

TEST(ReductionVjp, VariadicReduceOfIndependentSums) {
  expectGradient(R"(func.func @main(%x: tensor<3x4xf64>, %y: tensor<3x4xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %m = stablehlo.constant dense<-1.0e300> : tensor<f64>
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %m) across dimensions = [1] : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> (tensor<3xf64>, tensor<3xf64>)
   reducer(%a: tensor<f64>, %c: tensor<f64>) (%b: tensor<f64>, %d: tensor<f64>) {
    %1 = stablehlo.add %a, %c : tensor<f64>
    %2 = stablehlo.maximum %b, %d : tensor<f64>
    stablehlo.return %1, %2 : tensor<f64>, tensor<f64>
  }
  return %0#0, %0#1 : tensor<3xf64>, tensor<3xf64>
})");
}

// argmax over dim 1 as JAX emits it: (value, index) pairs, the lower index wins ties.
const char* kArgmax = R"(func.func @main(%x: tensor<2x4xf64>) -> (tensor<2xf64>, tensor<2xi64>) {
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %iota = stablehlo.iota dim = 1 : tensor<2x4xi64>
  %0:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %zero) across dimensions = [1] : (tensor<2x4xf64>, tensor<2x4xi64>, tensor<f64>, tensor<i64>) -> (tensor<2xf64>, tensor<2xi64>)
   reducer(%a: tensor<f64>, %c: tensor<f64>) (%ai: tensor<i64>, %ci: tensor<i64>) {
    %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %c, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %ci, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %both = stablehlo.and %eq, %lt : tensor<i1>
    %keep = stablehlo.or %gt, %both : tensor<i1>
    %v = stablehlo.select %keep, %a, %c : tensor<i1>, tensor<f64>
    %i = stablehlo.select %keep, %ai, %ci : tensor<i1>, tensor<i64>
    stablehlo.return %v, %i : tensor<f64>, tensor<i64>
  }
  return %0#0, %0#1 : tensor<2xf64>, tensor<2xi64>
})";

TEST(ReductionVjp, ArgmaxStyleReduceSendsTheValueCotangentToTheSelectedElement) {
  expectGradient(kArgmax);
}

TEST(ReductionVjp, ReduceWithAnUnknownBodyIsRefused) {
  GradientCheckResult r = checkGradient(R"(func.func @main(%x: tensor<3xf64>) -> tensor<f64> {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
   reducer(%a: tensor<f64>, %b: tensor<f64>) {
    %1 = stablehlo.multiply %a, %a : tensor<f64>
    %2 = stablehlo.add %1, %b : tensor<f64>
    stablehlo.return %2 : tensor<f64>
  }
  return %0 : tensor<f64>
})");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("no derivative of a reduce whose body"), std::string::npos) << r.message;
}

// reduce_window over a 1x5x6 input; `window` is the attribute text after window_dimensions.
std::string reduceWindowModule(const std::string& op, const std::string& init, const std::string& window,
                               const std::string& resultType) {
  return fmt::format(R"(func.func @main(%x: tensor<1x5x6xf64>) -> {3} {{
  %i = stablehlo.constant dense<{1}> : tensor<f64>
  %0 = "stablehlo.reduce_window"(%x, %i) ({{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.{0} %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }}) {{{2}}} : (tensor<1x5x6xf64>, tensor<f64>) -> {3}
  return %0 : {3}
}})", op, init, window, resultType);
}

TEST(ReductionVjp, ReduceWindowAddAllForms) {
  expectGradient(reduceWindowModule("add", "0.0", "window_dimensions = array<i64: 1, 2, 3>", "tensor<1x4x4xf64>"));
  expectGradient(reduceWindowModule("add", "0.0",
                                    "window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>",
                                    "tensor<1x2x3xf64>"));
  // Asymmetric padding, strides that skip elements, base and window dilations together.
  expectGradient(reduceWindowModule(
      "add", "0.0",
      "window_dimensions = array<i64: 1, 2, 3>, window_strides = array<i64: 1, 3, 2>, "
      "base_dilations = array<i64: 1, 2, 1>, window_dilations = array<i64: 1, 1, 2>, "
      "padding = dense<[[0, 0], [2, 1], [1, 0]]> : tensor<3x2xi64>",
      "tensor<1x4x2xf64>"));
  // Negative padding crops the input.
  expectGradient(reduceWindowModule("add", "0.0",
                                    "window_dimensions = array<i64: 1, 2, 2>, "
                                    "padding = dense<[[0, 0], [-1, 0], [0, -2]]> : tensor<3x2xi64>",
                                    "tensor<1x3x3xf64>"));
  // Size-1 window and dims: the identity.
  expectGradient(reduceWindowModule("add", "0.0", "window_dimensions = array<i64: 1, 1, 1>", "tensor<1x5x6xf64>"));
}

TEST(ReductionVjp, ReduceWindowAddInitValueCountsPadding) {
  expectGradient(R"(func.func @main(%x: tensor<4xf64>, %i: tensor<f64>) -> tensor<4xf64> {
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, base_dilations = array<i64: 2>, padding = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
})");
}

TEST(ReductionVjp, ReduceWindowMaxAndMinPools) {
  const char* ninf = "0xFFF0000000000000";
  const char* pinf = "0x7FF0000000000000";
  std::string pool = "window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>";
  expectGradient(reduceWindowModule("maximum", ninf, pool, "tensor<1x2x3xf64>"));
  expectGradient(reduceWindowModule("minimum", pinf, pool, "tensor<1x2x3xf64>"));
  // Overlapping windows and padding.
  std::string padded = "window_dimensions = array<i64: 1, 3, 3>, window_strides = array<i64: 1, 1, 2>, "
                       "padding = dense<[[0, 0], [1, 1], [0, 2]]> : tensor<3x2xi64>";
  expectGradient(reduceWindowModule("maximum", ninf, padded, "tensor<1x5x3xf64>"));
  expectGradient(reduceWindowModule("minimum", pinf, padded, "tensor<1x5x3xf64>"));
}

TEST(ReductionVjp, ReduceWindowMaxWithAnInitThatWins) {
  // Init 0 beats the windows whose elements are all negative: those windows send nothing to x.
  GradientCheckOptions o;
  o.values[0] = {-0.3, -0.5, 0.2, -0.1, -0.9, -0.4, 0.6, -0.7, 0.35, -0.25, -0.8, -0.6};
  expectGradient(R"(func.func @main(%x: tensor<3x4xf64>, %i: tensor<f64>) -> tensor<2x2xf64> {
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x4xf64>, tensor<f64>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
})", [&] {
    GradientCheckOptions v = o;
    v.values[1] = {0.0};
    return v;
  }());
}

TEST(ReductionVjp, DilatedMaxAndMinWindows) {
  const char* ninf = "0xFFF0000000000000";
  std::string windowDilated = "window_dimensions = array<i64: 1, 2, 2>, window_dilations = array<i64: 1, 2, 1>";
  expectGradient(reduceWindowModule("maximum", ninf, windowDilated, "tensor<1x3x5xf64>"));
  expectGradient(reduceWindowModule("minimum", "0x7FF0000000000000", windowDilated, "tensor<1x3x5xf64>"));
  // Base dilation holes hold the init value; here init 0 wins the windows of holes and negatives.
  expectGradient(reduceWindowModule("maximum", "0.0",
                                    "window_dimensions = array<i64: 1, 3, 2>, window_strides = array<i64: 1, 2, 3>, "
                                    "base_dilations = array<i64: 1, 2, 1>, window_dilations = array<i64: 1, 1, 2>, "
                                    "padding = dense<[[0, 0], [1, 2], [0, 1]]> : tensor<3x2xi64>",
                                    "tensor<1x5x2xf64>"));
}

TEST(ReductionVjp, VariadicReduceWindowOfIndependentPools) {
  expectGradient(R"(func.func @main(%x: tensor<4x5xf64>, %y: tensor<4x5xf64>) -> (tensor<2x2xf64>, tensor<2x2xf64>) {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %m = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %m) ({
  ^bb0(%a: tensor<f64>, %c: tensor<f64>, %b: tensor<f64>, %d: tensor<f64>):
    %1 = stablehlo.add %a, %b : tensor<f64>
    %2 = stablehlo.maximum %d, %c : tensor<f64>
    stablehlo.return %1, %2 : tensor<f64>, tensor<f64>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>} : (tensor<4x5xf64>, tensor<4x5xf64>, tensor<f64>, tensor<f64>) -> (tensor<2x2xf64>, tensor<2x2xf64>)
  return %0#0, %0#1 : tensor<2x2xf64>, tensor<2x2xf64>
})");
}

TEST(ReductionVjp, ReduceWindowProducts) {
  expectGradient(reduceWindowModule("multiply", "1.0", "window_dimensions = array<i64: 1, 2, 2>", "tensor<1x4x5xf64>"));
  // Strides, padding (which holds the init value 0.5) and both dilations together.
  expectGradient(reduceWindowModule(
      "multiply", "0.5",
      "window_dimensions = array<i64: 1, 2, 3>, window_strides = array<i64: 1, 3, 2>, "
      "base_dilations = array<i64: 1, 2, 1>, window_dilations = array<i64: 1, 1, 2>, "
      "padding = dense<[[0, 0], [2, 1], [1, 0]]> : tensor<3x2xi64>",
      "tensor<1x4x2xf64>"));
  // The exclusive prefix product the vjp of a product reduce emits (padding 5 before, -1 after),
  // so prod's second derivative exists; and an inclusive one, as cumprod stages it.
  expectGradient(reduceWindowModule("multiply", "1.0",
                                    "window_dimensions = array<i64: 1, 1, 6>, "
                                    "padding = dense<[[0, 0], [0, 0], [6, -1]]> : tensor<3x2xi64>",
                                    "tensor<1x5x6xf64>"));
  expectGradient(reduceWindowModule("multiply", "1.0",
                                    "window_dimensions = array<i64: 1, 5, 1>, "
                                    "padding = dense<[[0, 0], [4, 0], [0, 0]]> : tensor<3x2xi64>",
                                    "tensor<1x5x6xf64>"));
}

TEST(ReductionVjp, ReduceWindowProductWithZerosAndInitValue) {
  // Windows of 3 with one zero (the others' product flows to it) and with two (nothing flows); the
  // init value is an input, held by the padding and the base dilation's holes.
  const char* module = R"(func.func @main(%x: tensor<6xf64>, %i: tensor<f64>) -> tensor<4xf64> {
  %0 = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.multiply %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 3>, base_dilations = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<6xf64>, tensor<f64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
})";
  expectGradient(module);
  GradientCheckOptions zeros;
  zeros.values[0] = {0.7, 0.0, -1.5, 0.0, 0.0, 0.9};
  zeros.values[1] = {1.3};
  expectGradient(module, zeros);
  zeros.values[1] = {0.0};  // an init of zero: every window's product is zero, its gradient is not
  expectGradient(module, zeros);
}

TEST(ReductionVjp, ReduceWindowRefusals) {
  GradientCheckResult body = checkGradient(R"(func.func @main(%x: tensor<4xf64>) -> tensor<3xf64> {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.multiply %a, %a : tensor<f64>
    %2 = stablehlo.add %1, %b : tensor<f64>
    stablehlo.return %2 : tensor<f64>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf64>, tensor<f64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
})");
  EXPECT_FALSE(body.ok);
  EXPECT_NE(body.message.find("no derivative of a reduce_window whose body"), std::string::npos) << body.message;
  // A product window of 1025 elements (a cumprod that long) would take 1025 slices.
  GradientCheckResult large = checkGradient(R"(func.func @main(%x: tensor<3xf64>) -> tensor<3xf64> {
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %0 = "stablehlo.reduce_window"(%x, %one) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.multiply %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {window_dimensions = array<i64: 1025>, padding = dense<[[1024, 0]]> : tensor<1x2xi64>} : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
})");
  EXPECT_FALSE(large.ok);
  EXPECT_NE(large.message.find("windows of 1025 elements"), std::string::npos) << large.message;
}

// select_and_scatter of a 4x5 operand with a 2x2 source (GE select, add scatter).
std::string selectAndScatterModule(const std::string& direction, const std::string& window) {
  return fmt::format(R"(func.func @main(%x: tensor<4x5xf64>, %s: tensor<2x2xf64>, %i: tensor<f64>) -> tensor<4x5xf64> {{
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) ({{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %p = stablehlo.compare {0}, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }}, {{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }}) {{{1}}} : (tensor<4x5xf64>, tensor<2x2xf64>, tensor<f64>) -> tensor<4x5xf64>
  return %0 : tensor<4x5xf64>
}})", direction, window);
}

TEST(ReductionVjp, SelectAndScatterIsLinearInSource) {
  // The operand only selects (its cotangent is zero, which differences see away from ties).
  std::string strided = "window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>";
  expectGradient(selectAndScatterModule("GE", strided));
  expectGradient(selectAndScatterModule("LE", strided));
  // Padding, including a window that is almost all padding.
  std::string padded = "window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 3, 4>, "
                       "padding = dense<[[1, 1], [2, 0]]> : tensor<2x2xi64>";
  expectGradient(selectAndScatterModule("GE", padded));
  // Ties in the operand: the first of equal elements is selected; the source cotangent follows it.
  GradientCheckOptions ties;
  ties.values[0] = {0.5, 0.5, 0.1, 0.2, 0.9, 0.3, 0.5, 0.1, 0.9, 0.9,
                    0.1, 0.2, 0.2, 0.4, 0.4, 0.0, 0.1, 0.2, 0.4, 0.4};
  ties.wrt = {false, true, true};
  expectGradient(selectAndScatterModule("GE", strided), ties);
}

TEST(ReductionVjp, MaxPoolBackwardOpIsDifferentiable) {
  // A max pool's vjp is a select_and_scatter; differentiating it (second order) needs this rule.
  expectGradient(R"(func.func @main(%x: tensor<4x4xf64>, %g: tensor<2x2xf64>) -> tensor<4x4xf64> {
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %z) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %1 = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf64>, tensor<2x2xf64>, tensor<f64>) -> tensor<4x4xf64>
  %1 = stablehlo.multiply %0, %0 : tensor<4x4xf64>
  return %1 : tensor<4x4xf64>
})");
}

}  // namespace
}  // namespace juxla::ad
