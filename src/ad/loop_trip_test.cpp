// Loops whose trip count is not a constant but follows from a counter (`for i in a:b` with staged a
// or b): the gradient computes the count before the loop and its checkpointing pass is the primal
// loop, so the forward body runs once; loops that stop on data (Newton's iteration) still count in a
// loop of their own. Gradients against float64 central differences, whose @main runs the real loop,
// so a trip count off by one fails them.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "ad/gradient_check.h"
#include "ad/loop_tape.h"
#include "ir/parser.h"

namespace juxla::ad {
namespace {

GradientCheckOptions withRuntimeCheck(int64_t checkpoints = 3, int64_t segment = 4) {
  GradientCheckOptions o = withCheckpointing(checkpoints, segment);
  o.lo = -0.4, o.hi = 0.4;
  return o;
}

// while (compare) { x = x + 0.5 tanh(x) w; i = i `next` }, the counter starting at %s (type `counter`),
// the bound %e an argument, or a carried value the body passes on when `carriedBound`.
std::string counterLoop(const std::string& counter, const std::string& compare, const std::string& next,
                        bool carriedBound = false) {
  std::string t = "tensor<" + counter + ">";
  std::string bound = carriedBound ? ", %b = %e" : "", boundType = carriedBound ? ", " + t : "";
  std::string passBound = carriedBound ? ", %b" : "";
  return fmt::format(R"(func.func @main(%s: {0}, %e: {0}, %x0: tensor<2xf64>, %w: tensor<2xf64>) -> tensor<2xf64> {{
  %r:{5} = stablehlo.while(%i = %s{1}, %x = %x0) : {0}{2}, tensor<2xf64>
   cond {{
    %c = stablehlo.compare {3} : ({0}, {0}) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
    %t = stablehlo.tanh %x : tensor<2xf64>
    %u = stablehlo.multiply %t, %w : tensor<2xf64>
    %half = stablehlo.constant dense<0.5> : tensor<2xf64>
    %h = stablehlo.multiply %u, %half : tensor<2xf64>
    %y = stablehlo.add %h, %x : tensor<2xf64>
    %i1 = {4} : {0}
    stablehlo.return %i1{6}, %y : {0}{2}, tensor<2xf64>
  }}
  return %r#{7} : tensor<2xf64>
}})",
                     t, bound, boundType, compare, next, carriedBound ? 3 : 2, passBound, carriedBound ? 2 : 1);
}

struct Case {
  const char* name;
  std::string mlir;
  std::vector<std::pair<double, double>> startsAndBounds;
};

std::vector<Case> cases() {
  return {
      // for i in s:e-1, for i in s:3:e, the bound on the left.
      {"LT +1", counterLoop("i64", "LT, %i, %e", "stablehlo.add %i, %one", false), {{0, 5}, {2, 2}, {3, 1}, {-4, 3}}},
      {"LE +3", counterLoop("i64", "LE, %i, %e", "stablehlo.add %one3, %i", false), {{0, 0}, {0, 8}, {1, 9}, {5, 4}}},
      {"GT on the left", counterLoop("i64", "GT, %e, %i", "stablehlo.add %i, %one", false), {{1, 7}, {7, 1}}},
      // Counting down: for i in s:-2:e+1 and s:-1:e; an i32 counter.
      {"GT -2", counterLoop("i64", "GT, %i, %e", "stablehlo.subtract %i, %two", false), {{7, 0}, {6, 0}, {0, 0}, {0, 3}}},
      {"GE -1", counterLoop("i32", "GE, %i, %e", "stablehlo.add %i, %minus1", false), {{4, 0}, {-1, -3}, {0, 1}}},
      // The bound carried through the loop unchanged (staging threads it through as a carried value).
      {"carried bound", counterLoop("i64", "LT, %i, %b", "stablehlo.add %i, %one", true), {{0, 6}, {6, 0}}},
  };
}

// The constants the counter steps with, put in front of the body's first op.
std::string withSteps(std::string mlir, const std::string& counter) {
  std::string t = "tensor<" + counter + ">";
  std::string steps = fmt::format(
      "    %one = stablehlo.constant dense<1> : {0}\n    %one3 = stablehlo.constant dense<3> : {0}\n"
      "    %two = stablehlo.constant dense<2> : {0}\n    %minus1 = stablehlo.constant dense<-1> : {0}\n",
      t);
  size_t at = mlir.find("    %t = stablehlo.tanh");
  return mlir.insert(at, steps);
}

size_t countOf(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The ops of @main_vjp (the gradient checker prints @main and then it).
std::string vjpFunction(const GradientCheckResult& r) { return r.vjpText.substr(r.vjpText.find("@main_vjp")); }

TEST(LoopTrip, CounterLoopsMatchFiniteDifferences) {
  for (const Case& c : cases()) {
    std::string counter = c.mlir.find("tensor<i32>") != std::string::npos ? "i32" : "i64";
    std::string mlir = withSteps(c.mlir, counter);
    for (auto [start, bound] : c.startsAndBounds) {
      SCOPED_TRACE(fmt::format("{}: start {} bound {}", c.name, start, bound));
      GradientCheckOptions o = withRuntimeCheck();
      o.values[0] = {start};
      o.values[1] = {bound};
      GradientCheckResult r = checkGradient(mlir, o);
      ASSERT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
      // No loop that only counts: the primal loop (left dead), checkpoints, segments over them, each
      // segment's recomputation and its backward sweep. tanh: the checkpointing pass, the
      // recomputation and the sweep's recomputation (and the dead primal loop).
      std::string vjp = vjpFunction(r);
      EXPECT_EQ(countOf(vjp, "stablehlo.while"), 5u) << vjp;
      EXPECT_EQ(countOf(vjp, "stablehlo.tanh"), 4u) << vjp;
    }
  }
}

TEST(LoopTrip, WhichLoopsHaveATripCountBeforeTheLoop) {
  struct Expect {
    std::string compare, next;
    bool carriedBound, computed;
  };
  // A counter moving away from its bound, or compared for inequality, may run forever: counted; so
  // are a counter that does not step by a constant and a bound that the body changes.
  for (const Expect& e : {Expect{"LT, %i, %e", "stablehlo.add %i, %one", false, true},
                          Expect{"LT, %i, %b", "stablehlo.add %i, %one", true, true},
                          Expect{"GT, %i, %e", "stablehlo.add %i, %one", false, false},
                          Expect{"NE, %i, %e", "stablehlo.add %i, %one", false, false},
                          Expect{"LT, %i, %e", "stablehlo.multiply %i, %two", false, false},
                          Expect{"LT, %i, %b", "stablehlo.add %i, %one", true, false}}) {
    SCOPED_TRACE(e.compare + " / " + e.next);
    std::string mlir = withSteps(counterLoop("i64", e.compare, e.next, e.carriedBound), "i64");
    if (e.carriedBound && !e.computed)  // the body yields a new bound
      mlir.replace(mlir.find("stablehlo.return %i1, %b"), 24, "stablehlo.return %i1, %i1");
    SourceManager sources;
    DiagnosticEngine diag(&sources);
    auto m = ir::parseModuleText(sources, "loop.mlir", mlir, diag);
    ASSERT_TRUE(m) << diag.renderAll();
    ir::Operation* loop = nullptr;
    for (ir::Operation& op : m->entryFunc()->entry())
      if (op.is(ir::OpCode::While)) loop = &op;
    ASSERT_TRUE(loop);
    ir::Builder b(*loop->block(), loop);
    EXPECT_EQ(rules::tripCountBefore(b, *loop) != nullptr, e.computed);
  }
}

// Newton's iteration stops on data: a loop that counts replaces the primal one, and the checkpointing
// pass runs the body again.
TEST(LoopTrip, DataDependentLoopsStillCount) {
  const char* newton = R"(func.func @main(%a: tensor<f64>) -> tensor<f64> {
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
  GradientCheckOptions o = withRuntimeCheck(4, 8);
  o.values[0] = {5.0};
  o.step = 1e-5;
  o.rtol = 1e-6;
  GradientCheckResult r = checkGradient(newton, o);
  ASSERT_TRUE(r.ok) << r.message;
  std::string vjp = vjpFunction(r);
  EXPECT_EQ(countOf(vjp, "stablehlo.while"), 6u) << vjp;  // the counting loop as well
  EXPECT_EQ(countOf(vjp, "stablehlo.abs"), 2u) << vjp;     // its condition and the dead primal one
}

}  // namespace
}  // namespace juxla::ad
