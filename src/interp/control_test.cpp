// Control flow, calls, tuples, tokens, infeed/outfeed and the check ops in the interpreter.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "interp/checks.h"
#include "interp/interpreter.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::interp {
namespace {

struct Program {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  explicit Program(const std::string& text) {
    DiagnosticEngine diag(&sources);
    module = ir::parseModuleText(sources, "test.mlir", text, diag);
    if (module && !ir::verifyModule(*module, diag)) module.reset();
    EXPECT_TRUE(module) << diag.renderAll();
  }
  std::vector<Tensor> run(std::vector<Tensor> args = {}, Interpreter::Options options = {}) {
    Interpreter interp(*module, options);
    return interp.call(*module->entryFunc(), std::move(args));
  }
};

Tensor i64(int64_t v) { return Tensor::fromInts(ir::Type::scalar(ir::ElementType::I64), std::vector<int64_t>{v}); }
Tensor f32s(std::vector<double> v) {
  return Tensor::fromDoubles(ir::Type::tensor(ir::ElementType::F32, std::vector<int64_t>{int64_t(v.size())}), v);
}

// Sum and product of 1..n with three loop-carried values; a zero-trip loop returns its inputs.
const char* kLoop = R"(
func.func @main(%n: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:3 = stablehlo.while(%i = %one, %sum = %zero, %prod = %one) : tensor<i64>, tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare LE, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.add %sum, %i : tensor<i64>
    %p = stablehlo.multiply %prod, %i : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next, %s, %p : tensor<i64>, tensor<i64>, tensor<i64>
  }
  return %r#1, %r#2 : tensor<i64>, tensor<i64>
})";

TEST(InterpreterControl, WhileCarriesSeveralValues) {
  Program p(kLoop);
  auto r = p.run({i64(5)});
  EXPECT_EQ(r[0].getInt(0), 15);
  EXPECT_EQ(r[1].getInt(0), 120);
  auto zeroTrip = p.run({i64(0)});
  EXPECT_EQ(zeroTrip[0].getInt(0), 0);
  EXPECT_EQ(zeroTrip[1].getInt(0), 1);
}

// A nested loop counts i*j pairs: sum over i < n, j < i of 1 = n(n-1)/2.
TEST(InterpreterControl, NestedWhile) {
  Program p(R"(
func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %count = %zero) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %inner:2 = stablehlo.while(%j = %zero, %k = %count) : tensor<i64>, tensor<i64>
     cond {
      %c = stablehlo.compare LT, %j, %i, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %j1 = stablehlo.add %j, %one : tensor<i64>
      %k1 = stablehlo.add %k, %one : tensor<i64>
      stablehlo.return %j1, %k1 : tensor<i64>, tensor<i64>
    }
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %inner#1 : tensor<i64>, tensor<i64>
  }
  return %r#1 : tensor<i64>
})");
  EXPECT_EQ(p.run({i64(6)})[0].getInt(0), 15);
}

TEST(InterpreterControl, IfRunsOneBranchWithOuterValues) {
  Program p(R"(
func.func @main(%pred: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.if"(%pred) ({
    %y = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %y : tensor<2xf32>
  }, {
    %y = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %y : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %r : tensor<2xf32>
})");
  Tensor t = Tensor::fromInts(ir::Type::scalar(ir::ElementType::I1), std::vector<int64_t>{1});
  Tensor f = Tensor::fromInts(ir::Type::scalar(ir::ElementType::I1), std::vector<int64_t>{0});
  EXPECT_EQ(p.run({t, f32s({1.5, -2})})[0], f32s({3, -4}));
  EXPECT_EQ(p.run({f, f32s({1.5, -2})})[0], f32s({-1.5, 2}));
}

TEST(InterpreterControl, CaseOutOfRangeRunsTheLastBranch) {
  Program p(R"(
func.func @main(%index: tensor<i32>) -> tensor<i64> {
  %r = "stablehlo.case"(%index) ({
    %c = stablehlo.constant dense<10> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }, {
    %c = stablehlo.constant dense<11> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }, {
    %c = stablehlo.constant dense<12> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  return %r : tensor<i64>
})");
  auto index = [](int64_t v) { return Tensor::fromInts(ir::Type::scalar(ir::ElementType::I32), std::vector<int64_t>{v}); };
  EXPECT_EQ(p.run({index(0)})[0].getInt(0), 10);
  EXPECT_EQ(p.run({index(1)})[0].getInt(0), 11);
  EXPECT_EQ(p.run({index(2)})[0].getInt(0), 12);
  EXPECT_EQ(p.run({index(3)})[0].getInt(0), 12);
  EXPECT_EQ(p.run({index(-1)})[0].getInt(0), 12);
}

TEST(InterpreterControl, CallsAndUnboundedRecursion) {
  Program p(R"(
func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %r = call @twice(%x) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
func.func private @twice(%x: tensor<i64>) -> tensor<i64> {
  %a = call @inc(%x) : (tensor<i64>) -> tensor<i64>
  %b = call @inc(%a) : (tensor<i64>) -> tensor<i64>
  return %b : tensor<i64>
}
func.func private @inc(%x: tensor<i64>) -> tensor<i64> {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %y = stablehlo.add %x, %one : tensor<i64>
  return %y : tensor<i64>
})");
  EXPECT_EQ(p.run({i64(40)})[0].getInt(0), 42);
  Program forever(R"(
func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %r = call @main(%x) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
})");
  EXPECT_THROW(forever.run({i64(1)}), InterpreterError);
}

TEST(InterpreterControl, TuplesBarriersAndTokens) {
  Program p(R"(
func.func @main(%x: tensor<i64>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<i64>, !stablehlo.token) {
  %t = stablehlo.tuple %x, %y : tuple<tensor<i64>, tensor<2xf32>>
  %a = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i64>, tensor<2xf32>>) -> tensor<2xf32>
  %b:2 = stablehlo.optimization_barrier %a, %x : tensor<2xf32>, tensor<i64>
  %tok = stablehlo.after_all  : !stablehlo.token
  return %b#0, %b#1, %tok : tensor<2xf32>, tensor<i64>, !stablehlo.token
})");
  auto r = p.run({i64(7), f32s({0.5, 1})});
  EXPECT_EQ(r[0], f32s({0.5, 1}));
  EXPECT_EQ(r[1].getInt(0), 7);
  EXPECT_TRUE(r[2].isToken());
}

TEST(InterpreterControl, InfeedAndOutfeedUseTheCallersQueues) {
  Program p(R"(
func.func @main(%tok: !stablehlo.token) -> !stablehlo.token {
  %in:3 = "stablehlo.infeed"(%tok) : (!stablehlo.token) -> (tensor<2xf32>, tensor<i64>, !stablehlo.token)
  %sum = stablehlo.add %in#0, %in#0 : tensor<2xf32>
  %out = "stablehlo.outfeed"(%sum, %in#1, %in#2) : (tensor<2xf32>, tensor<i64>, !stablehlo.token) -> !stablehlo.token
  return %out : !stablehlo.token
})");
  InfeedQueue infeed;
  OutfeedQueue outfeed;
  infeed.entries.push_back({f32s({1, 2}), i64(3)});
  p.run({Tensor::token()}, {&infeed, &outfeed});
  ASSERT_EQ(outfeed.entries.size(), 1u);
  EXPECT_EQ(outfeed.entries[0][0], f32s({2, 4}));
  EXPECT_EQ(outfeed.entries[0][1].getInt(0), 3);
  EXPECT_TRUE(infeed.entries.empty());
  // A second run finds the queue empty.
  EXPECT_THROW(p.run({Tensor::token()}, {&infeed, &outfeed}), InterpreterError);
  infeed.entries.push_back({f32s({1, 2, 3}), i64(3)});  // wrong shape
  EXPECT_THROW(p.run({Tensor::token()}, {&infeed, &outfeed}), InterpreterError);
}

// Several infeeds read the queue in program order; zero-size and integer tensors pass unchanged.
TEST(InterpreterControl, InfeedsReadEntriesInOrder) {
  Program p(R"(
func.func @main(%tok: !stablehlo.token) -> (tensor<i64>, tensor<0x3xf32>, tensor<i64>) {
  %a:2 = "stablehlo.infeed"(%tok) : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
  %b:3 = "stablehlo.infeed"(%a#1) : (!stablehlo.token) -> (tensor<0x3xf32>, tensor<i64>, !stablehlo.token)
  return %a#0, %b#0, %b#1 : tensor<i64>, tensor<0x3xf32>, tensor<i64>
})");
  InfeedQueue infeed;
  Tensor empty = Tensor::zeros(ir::Type::tensor(ir::ElementType::F32, std::vector<int64_t>{0, 3}));
  infeed.entries.push_back({i64(-5)});
  infeed.entries.push_back({empty, i64(std::numeric_limits<int64_t>::min())});
  infeed.entries.push_back({i64(99)});  // left for a later run
  auto r = p.run({Tensor::token()}, {&infeed, nullptr});
  EXPECT_EQ(r[0].getInt(0), -5);
  EXPECT_EQ(r[1], empty);
  EXPECT_EQ(r[2].getInt(0), std::numeric_limits<int64_t>::min());
  ASSERT_EQ(infeed.entries.size(), 1u);
  EXPECT_EQ(infeed.entries.front()[0].getInt(0), 99);
  // Without a queue an infeed is an error that names the op.
  try {
    p.run({Tensor::token()});
    FAIL() << "expected an error";
  } catch (const InterpreterError& e) {
    EXPECT_EQ(std::string(e.what()), "'stablehlo.infeed' reads from an empty infeed queue");
  }
}

// Outfeeds write in program order, also from inside a loop, and keep every bit of their values.
TEST(InterpreterControl, OutfeedsInLoopsKeepOrderAndBits) {
  Program p(R"(
func.func @main(%tok: !stablehlo.token, %x: tensor<2xf32>) -> !stablehlo.token {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %t = %tok) : tensor<i64>, !stablehlo.token
   cond {
    %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %t1 = "stablehlo.outfeed"(%i, %x, %t) : (tensor<i64>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %t1 : tensor<i64>, !stablehlo.token
  }
  return %r#1 : !stablehlo.token
})");
  OutfeedQueue outfeed;
  Tensor special = Tensor::zeros(ir::Type::tensor(ir::ElementType::F32, std::vector<int64_t>{2}));
  special.setBits(0, 0x80000000);  // -0.0
  special.setBits(1, 0x7FC00123);  // a NaN with a payload
  p.run({Tensor::token(), special}, {nullptr, &outfeed});
  ASSERT_EQ(outfeed.entries.size(), 3u);
  for (int64_t k = 0; k < 3; ++k) {
    EXPECT_EQ(outfeed.entries[size_t(k)][0].getInt(0), k);
    EXPECT_EQ(outfeed.entries[size_t(k)][1], special);
  }
  EXPECT_THROW(p.run({Tensor::token(), special}), InterpreterError);  // no outfeed queue given
}

// The paper's training-loop shape: each iteration reads a batch from infeed and writes a running
// total to outfeed, all inside one while loop.
TEST(InterpreterControl, LoopFedByInfeedReportsThroughOutfeed) {
  Program p(R"(
func.func @main(%tok: !stablehlo.token, %steps: tensor<i64>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %fzero = stablehlo.constant dense<0.0> : tensor<f32>
  %r:3 = stablehlo.while(%i = %zero, %acc = %fzero, %t = %tok) : tensor<i64>, tensor<f32>, !stablehlo.token
   cond {
    %c = stablehlo.compare LT, %i, %steps, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %in:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<3xf32>, !stablehlo.token)
    %s = stablehlo.reduce(%in#0 init: %fzero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %acc1 = stablehlo.add %acc, %s : tensor<f32>
    %t1 = "stablehlo.outfeed"(%acc1, %in#1) : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %acc1, %t1 : tensor<i64>, tensor<f32>, !stablehlo.token
  }
  return %r#1 : tensor<f32>
})");
  InfeedQueue infeed;
  OutfeedQueue outfeed;
  infeed.entries.push_back({f32s({1, 2, 3})});
  infeed.entries.push_back({f32s({0.5, 0.25, 0.25})});
  infeed.entries.push_back({f32s({-7, 0, 0})});
  auto r = p.run({Tensor::token(), i64(3)}, {&infeed, &outfeed});
  EXPECT_EQ(r[0].getDouble(0), 0.0);
  ASSERT_EQ(outfeed.entries.size(), 3u);
  EXPECT_EQ(outfeed.entries[0][0].getDouble(0), 6.0);
  EXPECT_EQ(outfeed.entries[1][0].getDouble(0), 7.0);
  EXPECT_EQ(outfeed.entries[2][0].getDouble(0), 0.0);
  // One step more than the queue holds: the fourth infeed fails.
  infeed.entries.push_back({f32s({1, 1, 1})});
  EXPECT_THROW(p.run({Tensor::token(), i64(2)}, {&infeed, &outfeed}), InterpreterError);
}

TEST(Checks, UlpDistanceFollowsTheReadme) {
  auto f = FloatFormat::F32;
  EXPECT_EQ(ulpDistance(0x3F800000, 0x3F800000, f), 0u);
  EXPECT_EQ(ulpDistance(0x3F800000, 0x3F800003, f), 3u);
  EXPECT_EQ(ulpDistance(0x00000000, 0x80000000, f), 0u);  // +0 vs -0
  EXPECT_EQ(ulpDistance(0x00000002, 0x80000001, f), 3u);  // through zero
  EXPECT_EQ(ulpDistance(0x7FC00000, 0xFFC00001, f), 0u);  // two NaNs
  auto max = std::numeric_limits<uint64_t>::max();
  EXPECT_EQ(ulpDistance(0x7FC00000, 0x3F800000, f), max);
  EXPECT_EQ(ulpDistance(0x7F800000, 0xFF800000, f), max);  // +inf vs -inf
  EXPECT_EQ(ulpDistance(0x7F800000, 0x7F7FFFFF, f), max);  // inf vs the largest finite
  EXPECT_EQ(ulpDistance(0x3C00, 0x3C01, FloatFormat::F16), 1u);
}

TEST(Checks, EqualityAlmostEqualityAndCloseness) {
  CheckBounds bounds;
  auto eq = [&](std::vector<double> a, std::vector<double> b, CheckKind k) {
    return !compareForCheck(f32s(a), f32s(b), k, bounds).has_value();
  };
  EXPECT_TRUE(eq({0.0}, {-0.0}, CheckKind::Equal));
  EXPECT_FALSE(eq({NAN}, {NAN}, CheckKind::Equal));
  EXPECT_TRUE(eq({NAN}, {NAN}, CheckKind::AlmostEqual));
  EXPECT_TRUE(eq({INFINITY}, {INFINITY}, CheckKind::AlmostEqual));
  EXPECT_FALSE(eq({INFINITY}, {-INFINITY}, CheckKind::AlmostEqual));
  bounds.tolerance = 0.001;
  EXPECT_TRUE(eq({1.0}, {1.0009}, CheckKind::AlmostEqual));
  EXPECT_FALSE(eq({1.0}, {1.0011}, CheckKind::AlmostEqual));
  EXPECT_TRUE(eq({NAN, 1}, {NAN, 1}, CheckKind::Close));
  auto failure = compareForCheck(f32s({1, 2}), f32s({1, 3}), CheckKind::Equal, bounds);
  ASSERT_TRUE(failure);
  EXPECT_EQ(*failure, "element [1]: actual 2.000000e+00, expected 3.000000e+00");
  auto ints = Tensor::fromInts(ir::Type::tensor(ir::ElementType::I32, std::vector<int64_t>{2}), std::vector<int64_t>{1, 2});
  EXPECT_TRUE(compareForCheck(ints, ints, CheckKind::Close, bounds).has_value());  // closeness needs floats
}

TEST(Checks, FailingCheckOpsStopTheRunWithTheirLocation) {
  Program p(R"(
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.5]> : tensor<2xf32>
  check.expect_almost_eq %a, %b, tolerance = 1.000000e-01 : tensor<2xf32>
  return
})");
  try {
    p.run();
    FAIL() << "the check should fail";
  } catch (const CheckFailure& e) {
    EXPECT_EQ(std::string(e.what()),
              "check.expect_almost_eq failed: element [1]: actual 2.000000e+00, expected 2.500000e+00 (tolerance 1.000000e-01)");
    EXPECT_EQ(p.sources.file(e.loc.file).lineCol(e.loc.offset).line, 5u);
  }
}

}  // namespace
}  // namespace juxla::interp
