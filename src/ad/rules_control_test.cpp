// Gradients through if, case and while against float64 central differences: static and run-time
// trip counts, loops that capture outer values, nested loops, and a Newton iteration that stops when
// it has converged.
#include <gtest/gtest.h>

#include "ad/gradient_check.h"
#include "ad/loop_tape.h"
#include "ir/parser.h"

namespace juxla::ad {
namespace {

GradientCheckOptions withRuntimeCheck(int64_t checkpoints = 4, int64_t segment = 8) {
  return withCheckpointing(checkpoints, segment);
}

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

TEST(ControlVjp, IfDifferentiatesTheBranchTaken) {
  const char* mlir = R"(func.func @main(%s: tensor<f64>, %y: tensor<3xf64>) -> tensor<3xf64> {
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %p = stablehlo.compare GT, %s, %zero : (tensor<f64>, tensor<f64>) -> tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %a = stablehlo.multiply %y, %y : tensor<3xf64>
    %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %c = stablehlo.multiply %a, %b : tensor<3xf64>
    stablehlo.return %c : tensor<3xf64>
  }, {
    %d = stablehlo.sine %y : tensor<3xf64>
    stablehlo.return %d : tensor<3xf64>
  }) : (tensor<i1>) -> tensor<3xf64>
  return %r : tensor<3xf64>
})";
  GradientCheckOptions taken, other;
  taken.values[0] = {0.7};
  other.values[0] = {-0.7};
  expectGradient(mlir, taken);
  expectGradient(mlir, other);
}

TEST(ControlVjp, CaseWithABranchThatPassesAValueThrough) {
  const char* mlir = R"(func.func @main(%i: tensor<i32>, %x: tensor<2xf64>) -> tensor<2xf64> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xf64>
  }, {
    %e = stablehlo.exponential %x : tensor<2xf64>
    stablehlo.return %e : tensor<2xf64>
  }) : (tensor<i32>) -> tensor<2xf64>
  %m = stablehlo.multiply %r, %x : tensor<2xf64>
  return %m : tensor<2xf64>
})";
  for (double index : {0.0, 1.0, 5.0}) {
    GradientCheckOptions o;
    o.values[0] = {index};
    expectGradient(mlir, o);
  }
}

// for i in 1:N  x = sin(x) * w + x  end, with w captured from outside the loop.
std::string staticLoop(int n) {
  return R"(func.func @main(%x0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<3xf64> {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%i = %one, %x = %x0) : tensor<i64>, tensor<3xf64>
   cond {
    %n = stablehlo.constant dense<)" + std::to_string(n) + R"(> : tensor<i64>
    %c = stablehlo.compare LE, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.sine %x : tensor<3xf64>
    %t = stablehlo.multiply %s, %w : tensor<3xf64>
    %u = stablehlo.add %t, %x : tensor<3xf64>
    %step = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %step : tensor<i64>
    stablehlo.return %j, %u : tensor<i64>, tensor<3xf64>
  }
  return %r#1 : tensor<3xf64>
})";
}

TEST(ControlVjp, StaticTripCountIsRecognized) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto m = ir::parseModuleText(sources, "loop.mlir", staticLoop(7), diag);
  ASSERT_TRUE(m) << diag.renderAll();
  ir::Operation* loop = nullptr;
  for (ir::Operation& op : m->entryFunc()->entry())
    if (op.is(ir::OpCode::While)) loop = &op;
  ASSERT_TRUE(loop);
  EXPECT_EQ(rules::staticTripCount(*loop), 7);
}

TEST(ControlVjp, LoopWithStaticTripCountAndACapturedWeight) {
  GradientCheckOptions o;
  o.lo = -0.5, o.hi = 0.5;
  expectGradient(staticLoop(5), o);
  expectGradient(staticLoop(0), o);  // zero trips: the gradient of the identity
}

TEST(ControlVjp, ThousandIterations) {
  GradientCheckOptions o;
  o.lo = -0.02, o.hi = 0.02;  // keeps sin(x) * w + x from blowing up over 1000 steps
  o.rtol = 1e-5;
  expectGradient(staticLoop(1000), o);
}

// Newton's iteration for sqrt(a), stopping when |x^2 - a| < 1e-12: the trip count depends on data.
const char* kNewton = R"(func.func @main(%a: tensor<f64>) -> tensor<f64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%k = %zero, %x = %a) : tensor<i64>, tensor<f64>
   cond {
    %sq = stablehlo.multiply %x, %x : tensor<f64>
    %d = stablehlo.subtract %sq, %a : tensor<f64>
    %ad = stablehlo.abs %d : tensor<f64>
    %tol = stablehlo.constant dense<1.0e-12> : tensor<f64>
    %c = stablehlo.compare GT, %ad, %tol : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %q = stablehlo.divide %a, %x : tensor<f64>
    %s = stablehlo.add %x, %q : tensor<f64>
    %half = stablehlo.constant dense<0.5> : tensor<f64>
    %y = stablehlo.multiply %s, %half : tensor<f64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %k1 = stablehlo.add %k, %one : tensor<i64>
    stablehlo.return %k1, %y : tensor<i64>, tensor<f64>
  }
  return %r#1 : tensor<f64>
})";

TEST(ControlVjp, NewtonIterationUntilConvergence) {
  for (double a : {2.0, 9.0, 30.0}) {
    GradientCheckOptions o = withRuntimeCheck();
    o.values[0] = {a};
    o.step = 1e-5;
    o.rtol = 1e-6;
    expectGradient(kNewton, o);
  }
}

TEST(ControlVjp, RuntimeTripCountNeedsTheCheckHook) {
  GradientCheckResult r = checkGradient(kNewton);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("trip count is only known at run time"), std::string::npos) << r.message;
}

// A loop whose bound is an argument: run-time trip count, checkpoints every s iterations.
const char* kDynamicBound = R"(func.func @main(%n: tensor<i64>, %x0: tensor<2xf64>, %w: tensor<2xf64>) -> tensor<2xf64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i64>, tensor<2xf64>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %t = stablehlo.tanh %x : tensor<2xf64>
    %u = stablehlo.multiply %t, %w : tensor<2xf64>
    %v = stablehlo.add %u, %x : tensor<2xf64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %v : tensor<i64>, tensor<2xf64>
  }
  return %r#1 : tensor<2xf64>
})";

TEST(ControlVjp, RuntimeTripCountsWithCheckpointsAndSegments) {
  // With 4 checkpoints of up to 8 states: 0, 1, fewer than, exactly and more than 4 trips, and
  // strides that leave a short last segment.
  for (double n : {0.0, 1.0, 3.0, 4.0, 5.0, 13.0, 32.0}) {
    SCOPED_TRACE(n);
    GradientCheckOptions o = withRuntimeCheck();
    o.values[0] = {n};
    o.lo = -0.3, o.hi = 0.3;
    expectGradient(kDynamicBound, o);
  }
}

TEST(ControlVjp, TooManyIterationsFailTheCheck) {
  GradientCheckOptions o = withRuntimeCheck(2, 2);
  o.values[0] = {5.0};
  GradientCheckResult r = checkGradient(kDynamicBound, o);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("running failed"), std::string::npos) << r.message;
}

TEST(ControlVjp, NestedLoopsAndABranchInside) {
  const char* mlir = R"(func.func @main(%x0: tensor<2xf64>, %w: tensor<2xf64>) -> tensor<2xf64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i64>, tensor<2xf64>
   cond {
    %three = stablehlo.constant dense<3> : tensor<i64>
    %c = stablehlo.compare LT, %i, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %zero2 = stablehlo.constant dense<0> : tensor<i64>
    %inner:2 = stablehlo.while(%j = %zero2, %y = %x) : tensor<i64>, tensor<2xf64>
     cond {
      %four = stablehlo.constant dense<4> : tensor<i64>
      %c2 = stablehlo.compare LT, %j, %four : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c2 : tensor<i1>
    } do {
      %odd = stablehlo.constant dense<2> : tensor<i64>
      %rem = stablehlo.remainder %j, %odd : tensor<i64>
      %z = stablehlo.constant dense<0> : tensor<i64>
      %even = stablehlo.compare EQ, %rem, %z : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %b = "stablehlo.if"(%even) ({
        %s = stablehlo.sine %y : tensor<2xf64>
        %m = stablehlo.multiply %s, %w : tensor<2xf64>
        stablehlo.return %m : tensor<2xf64>
      }, {
        %t = stablehlo.multiply %y, %y : tensor<2xf64>
        stablehlo.return %t : tensor<2xf64>
      }) : (tensor<i1>) -> tensor<2xf64>
      %one = stablehlo.constant dense<1> : tensor<i64>
      %j1 = stablehlo.add %j, %one : tensor<i64>
      stablehlo.return %j1, %b : tensor<i64>, tensor<2xf64>
    }
    %sum = stablehlo.add %inner#1, %x : tensor<2xf64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %sum : tensor<i64>, tensor<2xf64>
  }
  return %r#1 : tensor<2xf64>
})";
  GradientCheckOptions o;
  o.lo = -0.4, o.hi = 0.4;
  expectGradient(mlir, o);
}

}  // namespace
}  // namespace juxla::ad

namespace juxla::ad {
namespace {

// The 10 000-step loop of docs/autodiff.md: x = x + 0.001 * tanh(x) * w carried with its counter.
std::string tenThousandSteps(bool boundIsArgument) {
  std::string bound = boundIsArgument ? "%n" : "%limit";
  return std::string("func.func @main(") + (boundIsArgument ? "%n: tensor<i64>, " : "") +
         R"(%x0: tensor<16xf64>, %w: tensor<16xf64>) -> tensor<16xf64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i64>, tensor<16xf64>
   cond {
    %limit = stablehlo.constant dense<10000> : tensor<i64>
    %c = stablehlo.compare LT, %i, )" + bound + R"( : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %t = stablehlo.tanh %x : tensor<16xf64>
    %u = stablehlo.multiply %t, %w : tensor<16xf64>
    %k = stablehlo.constant dense<0.001> : tensor<16xf64>
    %v = stablehlo.multiply %u, %k : tensor<16xf64>
    %y = stablehlo.add %v, %x : tensor<16xf64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %y : tensor<i64>, tensor<16xf64>
  }
  return %r#1 : tensor<16xf64>
})";
}

TEST(ControlVjp, TapeOfATenThousandStepLoopMatchesTheFormula) {
  const int64_t stateBytes = 8 + 16 * 8;  // the i64 counter and the tensor<16xf64>
  // Static trip count: every iteration's state is stacked.
  GradientCheckOptions stacked;
  stacked.rtol = 1e-5;
  GradientCheckResult r = checkGradient(tenThousandSteps(false), stacked);
  EXPECT_TRUE(r.ok) << r.message;
  EXPECT_EQ(r.tapeBytes, 10000 * stateBytes);
  // Run-time trip count: (K + 1) checkpoints and one segment of S states, whatever n is.
  GradientCheckOptions checkpointed = withRuntimeCheck(128, 128);
  checkpointed.values[0] = {10000.0};
  checkpointed.rtol = 1e-5;
  r = checkGradient(tenThousandSteps(true), checkpointed);
  EXPECT_TRUE(r.ok) << r.message;
  EXPECT_EQ(r.tapeBytes, (128 + 1 + 128) * stateBytes);
}

}  // namespace
}  // namespace juxla::ad
