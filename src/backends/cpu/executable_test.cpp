// The CPU executor against the interpreter: the same results bit for bit where its kernels are
// native (f64 programs), control flow whose branch yields and loop state share nothing they must
// not, ops the interpreter runs for it, and an arena that later runs reuse without allocating.
#include <gtest/gtest.h>

#include <random>

#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/executable.h"
#include "backends/cpu/plan.h"
#include "ir/parser.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

struct Compiled {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  std::unique_ptr<runtime::Executable> cpu, interp;
};

std::unique_ptr<Compiled> compile(const std::string& text) {
  auto c = std::make_unique<Compiled>();
  DiagnosticEngine diag;
  c->module = ir::parseModuleText(c->sources, "test.mlir", text, diag);
  EXPECT_TRUE(c->module) << diag.renderAll();
  const ir::Func& main = *c->module->lookup("main");
  c->cpu = runtime::compile(runtime::Device::Cpu, *c->module, main);
  c->interp = runtime::compile(runtime::Device::Interp, *c->module, main);
  return c;
}

std::vector<Tensor> randomInputs(const ir::Func& f, uint64_t seed) { return testing::randomInputs(f, seed, -2.0, 2.0); }

// Runs both on the same random inputs (several times, so reuse of the arena is exercised too).
void expectSameAsInterpreter(const std::string& text, int runs = 3, bool allNative = false) {
  auto c = compile(text);
  const ir::Func& main = *c->module->lookup("main");
  for (int r = 0; r < runs; ++r) {
    std::vector<Tensor> in = randomInputs(main, uint64_t(r + 1));
    std::vector<Tensor> got = c->cpu->run(in), want = c->interp->run(in);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], want[i]) << "run " << r << " output " << i << ": " << got[i].toString() << " vs " << want[i].toString();
  }
  EXPECT_EQ(c->cpu->stats().arenaAllocations, 1u);
  if (allNative) {
    EXPECT_EQ(c->cpu->stats().interpretedOps, 0u);
  }
}

TEST(CpuExecutable, DenseLayerMatchesTheInterpreterBitForBit) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<4x3xf64>, %w: tensor<3x5xf64>, %b: tensor<5xf64>) -> (tensor<4x5xf64>, tensor<5xf64>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x3xf64>, tensor<3x5xf64>) -> tensor<4x5xf64>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf64>) -> tensor<4x5xf64>
  %s = stablehlo.add %p, %bb : tensor<4x5xf64>
  %t = stablehlo.tanh %s : tensor<4x5xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf64>, tensor<f64>) -> tensor<5xf64>
  %tt = stablehlo.transpose %t, dims = [1, 0] : (tensor<4x5xf64>) -> tensor<5x4xf64>
  %back = stablehlo.transpose %tt, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
  %e = stablehlo.exponential %back : tensor<4x5xf64>
  return %e, %r : tensor<4x5xf64>, tensor<5xf64>
})");
}

// The native dot (below oneDNN's minimum work): every output's terms in the interpreter's order, the
// outputs of a row a vector at a time; free dimensions on either side, batches, odd widths.
TEST(CpuExecutable, NativeDotProductsMatchTheInterpreterBitForBit) {
  expectSameAsInterpreter(R"(func.func @main(%a: tensor<64x84xf32>, %b: tensor<84x10xf32>, %c: tensor<10x84xf32>, %d: tensor<3x5x7xf64>, %e: tensor<3x7x9xf64>) -> (tensor<64x10xf32>, tensor<84x10xf32>, tensor<10x64xf32>, tensor<3x5x9xf64>) {
  %p = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x84xf32>, tensor<84x10xf32>) -> tensor<64x10xf32>
  %q = stablehlo.dot_general %a, %p, contracting_dims = [0] x [0] : (tensor<64x84xf32>, tensor<64x10xf32>) -> tensor<84x10xf32>
  %r = stablehlo.dot_general %c, %a, contracting_dims = [1] x [1] : (tensor<10x84xf32>, tensor<64x84xf32>) -> tensor<10x64xf32>
  %s = stablehlo.dot_general %d, %e, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x5x7xf64>, tensor<3x7x9xf64>) -> tensor<3x5x9xf64>
  return %p, %q, %r, %s : tensor<64x10xf32>, tensor<84x10xf32>, tensor<10x64xf32>, tensor<3x5x9xf64>
})", 3, true);
}

// Data movement on its own (the strided copy of kernels_data.cpp, its dimensions merged where the
// source walks them as one): a weight's reverse over its window (rows of 9 read backwards), reverses
// that merge with nothing, size-1 and adjacent broadcast dimensions, transposes and strided slices,
// at element widths 1, 4 and 8.
TEST(CpuExecutable, DataMovementMatchesTheInterpreterBitForBit) {
  expectSameAsInterpreter(R"(func.func @main(%w: tensor<6x5x3x3xf32>, %x: tensor<2x1x7x4xf64>, %b: tensor<4xi8>, %p: tensor<3x1x5xi1>) -> (tensor<6x5x3x3xf32>, tensor<6x5x3x3xf32>, tensor<2x1x7x4xf64>, tensor<3x2x2x4xi8>, tensor<4x7x1x2xf64>, tensor<2x1x3x2xf64>, tensor<5x1x3xi1>, tensor<2x3x5xi1>) {
  %r = stablehlo.reverse %w, dims = [2, 3] : tensor<6x5x3x3xf32>
  %r2 = stablehlo.reverse %w, dims = [0, 3] : tensor<6x5x3x3xf32>
  %r3 = stablehlo.reverse %x, dims = [1, 2] : tensor<2x1x7x4xf64>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<4xi8>) -> tensor<3x2x2x4xi8>
  %t = stablehlo.transpose %x, dims = [3, 2, 1, 0] : (tensor<2x1x7x4xf64>) -> tensor<4x7x1x2xf64>
  %s = stablehlo.slice %x [0:2, 0:1, 1:7:2, 1:4:2] : (tensor<2x1x7x4xf64>) -> tensor<2x1x3x2xf64>
  %tp = stablehlo.transpose %p, dims = [2, 1, 0] : (tensor<3x1x5xi1>) -> tensor<5x1x3xi1>
  %bp = stablehlo.broadcast_in_dim %p, dims = [1, 0, 2] : (tensor<3x1x5xi1>) -> tensor<2x3x5xi1>
  return %r, %r2, %r3, %bb, %t, %s, %tp, %bp : tensor<6x5x3x3xf32>, tensor<6x5x3x3xf32>, tensor<2x1x7x4xf64>, tensor<3x2x2x4xi8>, tensor<4x7x1x2xf64>, tensor<2x1x3x2xf64>, tensor<5x1x3xi1>, tensor<2x3x5xi1>
})");
}

// The branch's yields are copied into the if's results one by one: a result that took the slot of
// a yield of the first branch (their lifetimes only touch) would be overwritten before it is read.
TEST(CpuExecutable, BranchYieldsAndResultsDoNotShareSlots) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<f64>, %v: tensor<5xf64>) -> (tensor<f64>, tensor<5xf64>, tensor<f64>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %p = stablehlo.compare GT, %x, %zero : (tensor<f64>, tensor<f64>) -> tensor<i1>
  %r:3 = "stablehlo.if"(%p) ({
    %a = stablehlo.add %x, %x : tensor<f64>
    %b = stablehlo.multiply %v, %v : tensor<5xf64>
    stablehlo.return %a, %b, %a : tensor<f64>, tensor<5xf64>, tensor<f64>
  }, {
    stablehlo.return %x, %v, %zero : tensor<f64>, tensor<5xf64>, tensor<f64>
  }) : (tensor<i1>) -> (tensor<f64>, tensor<5xf64>, tensor<f64>)
  return %r#0, %r#1, %r#2 : tensor<f64>, tensor<5xf64>, tensor<f64>
})", 6);
}

// Loop state lives in place; a body that swaps two carried values goes through scratch space.
TEST(CpuExecutable, LoopsCarryTheirStateInPlace) {
  expectSameAsInterpreter(R"(func.func @main(%a: tensor<3xf64>, %b: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<i64>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<5> : tensor<i64>
  %r:3 = stablehlo.while(%i = %c0, %x = %a, %y = %b) : tensor<i64>, tensor<3xf64>, tensor<3xf64>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %j = stablehlo.add %i, %c1 : tensor<i64>
    %s = stablehlo.sine %x : tensor<3xf64>
    %t = stablehlo.add %s, %y : tensor<3xf64>
    stablehlo.return %j, %y, %t : tensor<i64>, tensor<3xf64>, tensor<3xf64>
  }
  return %r#1, %r#2, %r#0 : tensor<3xf64>, tensor<3xf64>, tensor<i64>
})");
}

// Windowed reductions in f64 (which oneDNN does not take): strides, padding, dilations, every body.
TEST(CpuExecutable, ReduceWindowMatchesTheInterpreterBitForBit) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<2x7x6xf64>) -> (tensor<2x4x3xf64>, tensor<2x3x5xf64>, tensor<2x4x3xf64>) {
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %m = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %r : tensor<f64>
  }) {window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>, padding = dense<[[0, 0], [1, 0], [0, 0]]> : tensor<3x2xi64>} : (tensor<2x7x6xf64>, tensor<f64>) -> tensor<2x4x3xf64>
  %s = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %r : tensor<f64>
  }) {window_dimensions = array<i64: 1, 3, 2>, window_strides = array<i64: 1, 2, 1>, window_dilations = array<i64: 1, 2, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>} : (tensor<2x7x6xf64>, tensor<f64>) -> tensor<2x3x5xf64>
  %p = "stablehlo.reduce_window"(%x, %one) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = stablehlo.multiply %a, %b : tensor<f64>
    stablehlo.return %r : tensor<f64>
  }) {window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>, base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 0]]> : tensor<3x2xi64>} : (tensor<2x7x6xf64>, tensor<f64>) -> tensor<2x4x3xf64>
  return %m, %s, %p : tensor<2x4x3xf64>, tensor<2x3x5xf64>, tensor<2x4x3xf64>
})", 3, true);
}

// Ops without a CPU kernel (here sort and an integer compare) run in the interpreter inside the
// plan, with the values their regions use.
TEST(CpuExecutable, OpsWithoutKernelsRunInTheInterpreter) {
  // (a sort by the total order of floats has no native kernel)
  auto c = compile(R"(func.func @main(%x: tensor<6xf64>) -> tensor<6xf64> {
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf64>) -> tensor<6xf64>
  %d = stablehlo.multiply %s, %s : tensor<6xf64>
  return %d : tensor<6xf64>
})");
  const ir::Func& main = *c->module->lookup("main");
  std::vector<Tensor> in = randomInputs(main, 7);
  EXPECT_EQ(c->cpu->run(in)[0], c->interp->run(in)[0]);
  EXPECT_EQ(c->cpu->stats().interpretedOps, 1u);
}

// The arena is made once: three runs of a kernel-only program allocate it once and interpret nothing.
TEST(CpuExecutable, LaterRunsReuseTheArena) {
  auto c = compile(R"(func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = stablehlo.tanh %p : tensor<64x64xf32>
  %q = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %q : tensor<64x64xf32>
})");
  const ir::Func& main = *c->module->lookup("main");
  for (int r = 0; r < 3; ++r) {
    std::vector<Tensor> in = randomInputs(main, uint64_t(r));
    std::vector<Tensor> got = c->cpu->run(in), want = c->interp->run(in);
    for (int64_t i = 0; i < got[0].numElements(); ++i)
      EXPECT_NEAR(got[0].getDouble(i), want[0].getDouble(i), 1e-4 * (1 + std::abs(want[0].getDouble(i))));
  }
  EXPECT_EQ(c->cpu->stats().arenaAllocations, 1u);
  EXPECT_EQ(c->cpu->stats().interpretedOps, 0u);
}

}  // namespace
}  // namespace juxla::cpu

namespace juxla::cpu {
namespace {

bool overlaps(const Slot& a, const Slot& b) {
  if (a.constant || b.constant || !a.bytes || !b.bytes) return false;
  return a.offset < b.offset + b.bytes && b.offset < a.offset + a.bytes;
}

// The plan itself: no if result overlaps a value either branch yields (they are copied one by one).
TEST(CpuPlan, BranchResultsGetSlotsOfTheirOwn) {
  SourceManager sources;
  DiagnosticEngine diag;
  auto m = ir::parseModuleText(sources, "test.mlir", R"(func.func @main(%x: tensor<f64>, %v: tensor<5xf64>) -> (tensor<f64>, tensor<5xf64>, tensor<f64>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %p = stablehlo.compare GT, %x, %zero : (tensor<f64>, tensor<f64>) -> tensor<i1>
  %r:3 = "stablehlo.if"(%p) ({
    %a = stablehlo.add %x, %x : tensor<f64>
    %b = stablehlo.multiply %v, %v : tensor<5xf64>
    stablehlo.return %a, %b, %a : tensor<f64>, tensor<5xf64>, tensor<f64>
  }, {
    stablehlo.return %x, %v, %zero : tensor<f64>, tensor<5xf64>, tensor<f64>
  }) : (tensor<i1>) -> (tensor<f64>, tensor<5xf64>, tensor<f64>)
  return %r#0, %r#1, %r#2 : tensor<f64>, tensor<5xf64>, tensor<f64>
})", diag);
  ASSERT_TRUE(m) << diag.renderAll();
  Plan plan = planFunction(*m->lookup("main"));
  const ir::Operation* ifOp = nullptr;
  for (const ir::Operation& op : m->lookup("main")->entry())
    if (op.is(ir::OpCode::If)) ifOp = &op;
  ASSERT_TRUE(ifOp);
  for (size_t r = 0; r < ifOp->numRegions(); ++r)
    for (const ir::Value* y : ifOp->region(r).block().terminator()->operands())
      for (const ir::Value* result : ifOp->results())
        EXPECT_FALSE(overlaps(plan.slots.at(result), plan.slots.at(y))) << "a result shares the slot of a yield";
}

}  // namespace
}  // namespace juxla::cpu

namespace juxla::cpu {
namespace {

Plan planOf(SourceManager& sources, std::unique_ptr<ir::Module>& m, const std::string& text) {
  DiagnosticEngine diag;
  m = ir::parseModuleText(sources, "test.mlir", text, diag);
  EXPECT_TRUE(m) << diag.renderAll();
  return planFunction(*m->lookup("main"));
}

// A loop filling a buffer row by row writes each row into the loop state's slot (no copy of the
// buffer per iteration); where the old buffer is read afterwards, the update copies.
TEST(CpuPlan, DynamicUpdateSliceWritesInPlaceWhenTheOperandDies) {
  const char* fill = R"(func.func @main(%x: tensor<1x4xf64>) -> tensor<6x4xf64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<6> : tensor<i64>
  %buf = stablehlo.constant dense<0.0> : tensor<6x4xf64>
  %r:2 = stablehlo.while(%i = %c0, %h = %buf) : tensor<i64>, tensor<6x4xf64>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %f = stablehlo.convert %i : (tensor<i64>) -> tensor<f64>
    %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f64>) -> tensor<1x4xf64>
    %row = stablehlo.add %x, %fb : tensor<1x4xf64>
    %u = stablehlo.dynamic_update_slice %h, %row, %i, %c0 : (tensor<6x4xf64>, tensor<1x4xf64>, tensor<i64>, tensor<i64>) -> tensor<6x4xf64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %u : tensor<i64>, tensor<6x4xf64>
  }
  return %r#1 : tensor<6x4xf64>
})";
  SourceManager sources;
  std::unique_ptr<ir::Module> m;
  EXPECT_EQ(planOf(sources, m, fill).inPlaceUpdates, 1u);
  expectSameAsInterpreter(fill);
  const char* keep = R"(func.func @main(%b: tensor<4xf64>, %u: tensor<2xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %w = stablehlo.dynamic_update_slice %b, %u, %c1 : (tensor<4xf64>, tensor<2xf64>, tensor<i64>) -> tensor<4xf64>
  %s = stablehlo.add %b, %w : tensor<4xf64>
  return %w, %s : tensor<4xf64>, tensor<4xf64>
})";
  EXPECT_EQ(planOf(sources, m, keep).inPlaceUpdates, 0u);
  expectSameAsInterpreter(keep);
}

// A reshape whose operand dies there shares its operand's slot (the copy kernel copies nothing);
// where the operand is read afterwards, each has its own.
TEST(CpuPlan, ReshapeKeepsItsOperandsBytesWhenTheOperandDies) {
  // (a product's result, which no fused kernel reads through the reshape, sorted after it)
  const std::string head = R"(
  %t = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
  %r = stablehlo.reshape %t : (tensor<4x5xf32>) -> tensor<20xf32>
  %y = "stablehlo.sort"(%r) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<20xf32>) -> tensor<20xf32>)";
  const std::string dies = "func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x5xf32>) -> tensor<20xf32> {" + head +
                           "\n  return %y : tensor<20xf32>\n}";
  const std::string lives = "func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x5xf32>) -> (tensor<20xf32>, tensor<5x5xf32>) {" +
                            head + R"(
  %z = stablehlo.dot_general %t, %t, contracting_dims = [0] x [0] : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
  return %y, %z : tensor<20xf32>, tensor<5x5xf32>
})";
  for (const auto& [text, shared] : {std::pair{dies, true}, std::pair{lives, false}}) {
    SourceManager sources;
    std::unique_ptr<ir::Module> m;
    Plan plan = planOf(sources, m, text);
    const ir::Operation* reshape = nullptr;
    for (const ir::Operation& op : m->lookup("main")->entry())
      if (op.is(ir::OpCode::Reshape)) reshape = &op;
    ASSERT_NE(reshape, nullptr);
    const Slot& from = plan.slots.at(reshape->operand(0));
    const Slot& to = plan.slots.at(reshape->result(0));
    EXPECT_EQ(from.offset == to.offset, shared) << text;
    expectSameAsInterpreter(text);
  }
}

// A training-step-like loop: w is read by the gradient (a dot) and then updated by a fused pass that
// reads it element for element: the update writes into w's slot. v is read after its next value is
// computed (by a transpose in a later op), and m is read through a transpose in the cluster that
// computes its next value: both keep the copy. Each result matches the interpreter.
TEST(CpuPlan, LoopStateIsUpdatedInItsSlotWhereNothingReadsItLater) {
  const char* step = R"(func.func @main(%w0: tensor<8x8xf64>, %x: tensor<8x8xf64>, %v0: tensor<8x8xf64>, %m0: tensor<8x8xf64>) -> (tensor<8x8xf64>, tensor<8x8xf64>, tensor<8x8xf64>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<4> : tensor<i64>
  %lr = stablehlo.constant dense<0.125> : tensor<8x8xf64>
  %r:4 = stablehlo.while(%i = %c0, %w = %w0, %v = %v0, %m = %m0) : tensor<i64>, tensor<8x8xf64>, tensor<8x8xf64>, tensor<8x8xf64>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %g = stablehlo.dot_general %w, %x, contracting_dims = [1] x [0] : (tensor<8x8xf64>, tensor<8x8xf64>) -> tensor<8x8xf64>
    %t = stablehlo.tanh %g : tensor<8x8xf64>
    %d = stablehlo.multiply %t, %lr : tensor<8x8xf64>
    %wn = stablehlo.subtract %w, %d : tensor<8x8xf64>
    %vn = stablehlo.add %v, %d : tensor<8x8xf64>
    %vt = stablehlo.transpose %v, dims = [1, 0] : (tensor<8x8xf64>) -> tensor<8x8xf64>
    %vq = stablehlo.dot_general %vt, %vn, contracting_dims = [1] x [0] : (tensor<8x8xf64>, tensor<8x8xf64>) -> tensor<8x8xf64>
    %mt = stablehlo.transpose %m, dims = [1, 0] : (tensor<8x8xf64>) -> tensor<8x8xf64>
    %ms = stablehlo.add %mt, %vq : tensor<8x8xf64>
    %mn = stablehlo.multiply %ms, %lr : tensor<8x8xf64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %wn, %vq, %mn : tensor<i64>, tensor<8x8xf64>, tensor<8x8xf64>, tensor<8x8xf64>
  }
  return %r#1, %r#2, %r#3 : tensor<8x8xf64>, tensor<8x8xf64>, tensor<8x8xf64>
})";
  SourceManager sources;
  std::unique_ptr<ir::Module> m;
  Plan plan = planOf(sources, m, step);
  // %j (after the last read of %i, by %lt in the condition and %j itself: same step, not fused) no;
  // %wn yes (same fused pass); %vq yes (a dot after %v's last read by the transpose); %mn no.
  EXPECT_EQ(plan.loopStateInPlace, 2u);
  expectSameAsInterpreter(step, 3, true);
}

// Convolutions oneDNN does not take (f64; unusual dimension numbers; lhs and rhs dilation, window
// reversal, negative padding) run natively with the interpreter's order of terms: the same bits.
TEST(CpuExecutable, NativeConvolutionMatchesTheInterpreterBitForBit) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<2x3x9x8xf64>, %w: tensor<4x3x3x2xf64>, %u: tensor<7x5x2x3xf64>, %k: tensor<3x3x3x4xf64>) -> (tensor<2x4x9x8xf64>, tensor<4x12x2x2xf64>) {
  %a = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [0, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x8xf64>, tensor<4x3x3x2xf64>) -> tensor<2x4x9x8xf64>
  %b = stablehlo.convolution(%u, %k) dim_numbers = [0, 1, b, f]x[0, i, 1, o]->[f, 0, b, 1], window = {stride = [1, 2], pad = [[2, -1], [1, 2]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<7x5x2x3xf64>, tensor<3x3x3x4xf64>) -> tensor<4x12x2x2xf64>
  return %a, %b : tensor<2x4x9x8xf64>, tensor<4x12x2x2xf64>
})", 2, true);
}

// A reduce whose body is several scalar ops (an argmax of (value, index) pairs with NaN and ties,
// as Julia's argmax lowers) runs natively with the interpreter's fold order: the same bits.
TEST(CpuExecutable, ReduceWithAScalarBodyMatchesTheInterpreter) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<6x5xf64>) -> (tensor<6xf64>, tensor<6xi64>) {
  %i = stablehlo.iota dim = 1 : tensor<6x5xi64>
  %lo = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %half = stablehlo.constant dense<0.5> : tensor<6x5xf64>
  %p = stablehlo.compare GT, %x, %half, FLOAT : (tensor<6x5xf64>, tensor<6x5xf64>) -> tensor<6x5xi1>
  %nan = stablehlo.divide %half, %half : tensor<6x5xf64>
  %zero = stablehlo.subtract %half, %half : tensor<6x5xf64>
  %z = stablehlo.divide %zero, %zero : tensor<6x5xf64>
  %y = stablehlo.select %p, %z, %x : tensor<6x5xi1>, tensor<6x5xf64>
  %r:2 = stablehlo.reduce(%y init: %lo), (%i init: %c0) across dimensions = [1] : (tensor<6x5xf64>, tensor<6x5xi64>, tensor<f64>, tensor<i64>) -> (tensor<6xf64>, tensor<6xi64>)
   reducer(%a: tensor<f64>, %b: tensor<f64>) (%ai: tensor<i64>, %bi: tensor<i64>) {
    %lt = stablehlo.compare LT, %bi, %ai, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %an = stablehlo.compare NE, %a, %a, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %bn = stablehlo.compare NE, %b, %b, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %gt = stablehlo.compare GT, %b, %a, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %b, %a, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %nb = stablehlo.not %bn : tensor<i1>
    %g1 = stablehlo.and %nb, %gt : tensor<i1>
    %g2 = stablehlo.or %bn, %g1 : tensor<i1>
    %na = stablehlo.not %an : tensor<i1>
    %g3 = stablehlo.and %na, %g2 : tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %take = stablehlo.or %g3, %tie : tensor<i1>
    %v = stablehlo.select %take, %b, %a : tensor<i1>, tensor<f64>
    %k = stablehlo.select %take, %bi, %ai : tensor<i1>, tensor<i64>
    stablehlo.return %v, %k : tensor<f64>, tensor<i64>
  }
  return %r#0, %r#1 : tensor<6xf64>, tensor<6xi64>
})", 3, true);
}


// A sort whose comparator is one compare runs natively (kernels_sort.cpp), in the interpreter's
// merge order: the same permutation for ties, both directions, swapped operands and inner dims.
std::string sortModule(const std::string& type, const std::string& compare, int64_t dimension) {
  return "func.func @main(%k: " + type + ", %v: " + type + ") -> (" + type + ", " + type + ") {\n"
         "  %s:2 = \"stablehlo.sort\"(%k, %v) ({\n"
         "  ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>):\n"
         "    %p = " + compare + " : (tensor<f64>, tensor<f64>) -> tensor<i1>\n"
         "    stablehlo.return %p : tensor<i1>\n"
         "  }) {dimension = " + std::to_string(dimension) + " : i64, is_stable = true} : (" + type + ", " + type + ") -> (" + type + ", " + type + ")\n"
         "  return %s#0, %s#1 : " + type + ", " + type + "\n}\n";
}

TEST(CpuExecutable, SortMatchesTheInterpreterBitForBit) {
  expectSameAsInterpreter(sortModule("tensor<37xf64>", "stablehlo.compare LT, %a, %b", 0), 3, true);
  expectSameAsInterpreter(sortModule("tensor<37xf64>", "stablehlo.compare GT, %a, %b", 0), 3, true);
  expectSameAsInterpreter(sortModule("tensor<37xf64>", "stablehlo.compare LT, %b, %a", 0), 3, true);
  expectSameAsInterpreter(sortModule("tensor<5x9xf64>", "stablehlo.compare LT, %a, %b", 0), 3, true);
  expectSameAsInterpreter(sortModule("tensor<5x9xf64>", "stablehlo.compare GE, %a, %b", 1), 3, true);
}

TEST(CpuExecutable, SortByIntegerKeysKeepsTiesInOrder) {
  // keys 3 1 3 1 2 (ties) carry their positions: a stable ascending sort gives 1 3 4 0 2.
  const char* text = R"(func.func @main(%v: tensor<5xf64>) -> (tensor<5xi64>, tensor<5xi64>) {
    %k = stablehlo.constant dense<[3, 1, 3, 1, 2]> : tensor<5xi64>
    %i = stablehlo.iota dim = 0 : tensor<5xi64>
    %s:2 = "stablehlo.sort"(%k, %i) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
      %p = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi64>, tensor<5xi64>) -> (tensor<5xi64>, tensor<5xi64>)
    return %s#0, %s#1 : tensor<5xi64>, tensor<5xi64>
  })";
  auto c = compile(text);
  std::vector<double> zeros(5, 0.0), expected{1, 3, 4, 0, 2};
  std::vector<Tensor> in{Tensor::fromDoubles(ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{5}), zeros)};
  std::vector<Tensor> got = c->cpu->run(in);
  EXPECT_EQ(got[0], c->interp->run(in)[0]);
  EXPECT_EQ(got[1].toString(), c->interp->run(in)[1].toString());
  EXPECT_EQ(c->cpu->stats().interpretedOps, 0u);
  EXPECT_EQ(got[1].toString(), Tensor::fromDoubles(ir::Type::tensor(ir::ElementType::I64, std::vector<int64_t>{5}), expected).toString());
}


// all/any of a mask (a domain check): the contiguous fast path and a strided one agree with the
// interpreter, on masks with and without a false.
TEST(CpuExecutable, BoolReducesMatchTheInterpreter) {
  for (const char* threshold : {"-3.0", "1.5"}) {  // -3: every element passes; 1.5: some do not
    std::string text = std::string(R"(func.func @main(%x: tensor<37x5xf64>) -> (tensor<i1>, tensor<i1>, tensor<5xi1>, tensor<37xi1>) {
    %t = stablehlo.constant dense<)") + threshold + R"(> : tensor<37x5xf64>
    %m = stablehlo.compare GT, %x, %t : (tensor<37x5xf64>, tensor<37x5xf64>) -> tensor<37x5xi1>
    %yes = stablehlo.constant dense<true> : tensor<i1>
    %no = stablehlo.constant dense<false> : tensor<i1>
    %all = stablehlo.reduce(%m init: %yes) applies stablehlo.and across dimensions = [0, 1] : (tensor<37x5xi1>, tensor<i1>) -> tensor<i1>
    %any = stablehlo.reduce(%m init: %no) applies stablehlo.or across dimensions = [0, 1] : (tensor<37x5xi1>, tensor<i1>) -> tensor<i1>
    %cols = stablehlo.reduce(%m init: %yes) applies stablehlo.and across dimensions = [0] : (tensor<37x5xi1>, tensor<i1>) -> tensor<5xi1>
    %rows = stablehlo.reduce(%m init: %no) applies stablehlo.or across dimensions = [1] : (tensor<37x5xi1>, tensor<i1>) -> tensor<37xi1>
    return %all, %any, %cols, %rows : tensor<i1>, tensor<i1>, tensor<5xi1>, tensor<37xi1>
  })";
    expectSameAsInterpreter(text, 3, true);
  }
}

// A reduce over the leading dims that keeps the trailing one (a bias gradient in NHWC) sweeps rows
// and, below 4096 rows, still adds each output's terms in the interpreter's order: the same bits,
// also with a select before it (which fusion then leaves out of the reduce).
TEST(CpuExecutable, ReduceKeepingTheInnermostDimMatchesTheInterpreter) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<63x8x8x6xf32>, %y: tensor<63x8x8x6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<63x8x8x6xf32>) {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %lo = stablehlo.constant dense<-1.0e+30> : tensor<f32>
    %s = stablehlo.add %x, %y : tensor<63x8x8x6xf32>
    %p = stablehlo.compare GT, %x, %y : (tensor<63x8x8x6xf32>, tensor<63x8x8x6xf32>) -> tensor<63x8x8x6xi1>
    %m = stablehlo.select %p, %s, %y : tensor<63x8x8x6xi1>, tensor<63x8x8x6xf32>
    %sum = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<63x8x8x6xf32>, tensor<f32>) -> tensor<6xf32>
    %max = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<63x8x8x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %sum, %max, %m : tensor<6xf32>, tensor<6xf32>, tensor<63x8x8x6xf32>
  })", 3, true);
}

// The row-sum kernels (kernels_contraction.cpp narrowRowSums, wideRowSums): a block of up to 64 bytes
// of columns summed (or multiplied) in one vector, wider blocks in batches of vectors and a scalar
// tail, f64 and f32, rows that end past a whole vector's reach; with fusion off, small reduces too.
TEST(CpuExecutable, NarrowRowSumsMatchTheInterpreter) {
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<4000x8xf64>, %y: tensor<4095x16xf32>, %z: tensor<40x100x3xf32>) -> (tensor<8xf64>, tensor<16xf32>, tensor<3xf32>) {
    %zero = stablehlo.constant dense<0.5> : tensor<f64>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4000x8xf64>, tensor<f64>) -> tensor<8xf64>
    %p = stablehlo.reduce(%y init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4095x16xf32>, tensor<f32>) -> tensor<16xf32>
    %t = stablehlo.reduce(%z init: %one) applies stablehlo.add across dimensions = [0, 1] : (tensor<40x100x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %s, %p, %t : tensor<8xf64>, tensor<16xf32>, tensor<3xf32>
  })", 3, true);
  // Wider blocks (wideRowSums): whole vectors in batches, and a scalar tail.
  expectSameAsInterpreter(R"(func.func @main(%x: tensor<4100x40xf32>, %y: tensor<5000x24xf64>, %z: tensor<4100x20xf32>) -> (tensor<40xf32>, tensor<24xf64>, tensor<20xf32>) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %half = stablehlo.constant dense<0.5> : tensor<f64>
    %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4100x40xf32>, tensor<f32>) -> tensor<40xf32>
    %t = stablehlo.reduce(%y init: %half) applies stablehlo.add across dimensions = [0] : (tensor<5000x24xf64>, tensor<f64>) -> tensor<24xf64>
    %p = stablehlo.reduce(%z init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4100x20xf32>, tensor<f32>) -> tensor<20xf32>
    return %s, %t, %p : tensor<40xf32>, tensor<24xf64>, tensor<20xf32>
  })", 3, true);
  const char* small = R"(func.func @main(%x: tensor<3x5xf32>, %y: tensor<2x7xf64>) -> (tensor<5xf32>, tensor<7xf64>) {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %w = stablehlo.constant dense<-0.0> : tensor<f64>
    %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %t = stablehlo.reduce(%y init: %w) applies stablehlo.add across dimensions = [0] : (tensor<2x7xf64>, tensor<f64>) -> tensor<7xf64>
    return %s, %t : tensor<5xf32>, tensor<7xf64>
  })";
  auto c = compile(small);
  auto unfused = compileCpu(*c->module, *c->module->lookup("main"), CpuOptions{.fuse = false, .channelsLast = true, .donatedResults = {}});
  std::vector<Tensor> in = randomInputs(*c->module->lookup("main"), 4);
  std::vector<Tensor> got = unfused->run(in), want = c->interp->run(in);
  for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], want[i]) << "output " << i;
  EXPECT_EQ(unfused->stats().interpretedOps, 0u);
}

// Past 4095 rows narrowRowSums sums 16 fixed runs of whole periods of rows, then the runs in order:
// within (n + 2) ulp of the sum of |terms| of the float64 sum, the same bits on every run; a last
// run shorter than the others (50177 = 15 * 3144 + 3017 rows); products too.
TEST(CpuExecutable, BlockedRowSumsAreWithinTheSumBound) {
  // Periods of 3, 5 (f32) and 7 (f64) vectors, runs ending with rows past their last whole period.
  auto c = compile(R"(func.func @main(%x: tensor<50177x6xf32>, %y: tensor<8000x3x2xf64>, %z: tensor<4096x4xf32>, %u: tensor<9001x5xf32>, %v: tensor<4100x7xf64>) -> (tensor<6xf32>, tensor<2xf64>, tensor<4xf32>, tensor<5xf32>, tensor<7xf64>) {
    %init = stablehlo.constant dense<0.25> : tensor<f32>
    %half = stablehlo.constant dense<-0.5> : tensor<f64>
    %s = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<50177x6xf32>, tensor<f32>) -> tensor<6xf32>
    %t = stablehlo.reduce(%y init: %half) applies stablehlo.add across dimensions = [0, 1] : (tensor<8000x3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %p = stablehlo.reduce(%z init: %init) applies stablehlo.multiply across dimensions = [0] : (tensor<4096x4xf32>, tensor<f32>) -> tensor<4xf32>
    %q = stablehlo.reduce(%u init: %init) applies stablehlo.add across dimensions = [0] : (tensor<9001x5xf32>, tensor<f32>) -> tensor<5xf32>
    %r = stablehlo.reduce(%v init: %half) applies stablehlo.add across dimensions = [0] : (tensor<4100x7xf64>, tensor<f64>) -> tensor<7xf64>
    return %s, %t, %p, %q, %r : tensor<6xf32>, tensor<2xf64>, tensor<4xf32>, tensor<5xf32>, tensor<7xf64>
  })");
  const ir::Func& main = *c->module->lookup("main");
  std::vector<Tensor> in = randomInputs(main, 11);
  std::vector<double> ones(4096 * 4);
  for (size_t i = 0; i < ones.size(); ++i) ones[i] = 1.0 + 0x1p-10 * double(int(i % 7) - 3);  // products stay near 1
  in[2] = Tensor::fromDoubles(in[2].type(), ones);
  std::vector<Tensor> got = c->cpu->run(in), again = c->cpu->run(in);
  EXPECT_EQ(c->cpu->stats().interpretedOps, 0u);
  struct Case { size_t out; int64_t rows, cols; double init, eps; bool product; };
  for (Case k : {Case{0, 50177, 6, 0.25, 0x1p-24, false}, Case{1, 24000, 2, -0.5, 0x1p-53, false}, Case{2, 4096, 4, 0.25, 0x1p-24, true},
                 Case{3, 9001, 5, 0.25, 0x1p-24, false}, Case{4, 4100, 7, -0.5, 0x1p-53, false}}) {
    const Tensor& x = in[k.out];
    for (int64_t col = 0; col < k.cols; ++col) {
      double want = k.init, magnitude = std::fabs(k.init);
      for (int64_t r = 0; r < k.rows; ++r) {
        double v = x.getDouble(r * k.cols + col);
        want = k.product ? want * v : want + v;
        magnitude = k.product ? magnitude * std::fabs(v) : magnitude + std::fabs(v);
      }
      double g = got[k.out].getDouble(col);
      EXPECT_NEAR(g, want, double(k.rows + 2) * k.eps * magnitude) << "output " << k.out << " column " << col;
      EXPECT_EQ(got[k.out].bits(col), again[k.out].bits(col)) << "output " << k.out << " column " << col;
    }
  }
}

// A training step's shape: new weights from old ones, and a result that is an argument as it came.
// Arguments are read where the caller keeps them; donated ones receive their results in place.
constexpr const char* kUpdateStep = R"(func.func @main(%w: tensor<64x33xf32>, %g: tensor<64x33xf32>, %flag: tensor<i32>) -> (tensor<64x33xf32>, tensor<64x33xf32>, tensor<i32>) {
  %lr = stablehlo.constant dense<0.5> : tensor<64x33xf32>
  %s = stablehlo.multiply %lr, %g : tensor<64x33xf32>
  %n = stablehlo.subtract %w, %s : tensor<64x33xf32>
  return %n, %g, %flag : tensor<64x33xf32>, tensor<64x33xf32>, tensor<i32>
})";

TEST(CpuExecutable, ResultsGoIntoDonatedArgumentsInPlace) {
  auto c = compile(kUpdateStep);
  const ir::Func& main = *c->module->lookup("main");
  for (int r = 0; r < 3; ++r) {
    std::vector<Tensor> in = randomInputs(main, uint64_t(r + 1));
    in[2] = Tensor::fromInts(ir::Type::scalar(ir::ElementType::I32), std::vector<int64_t>{0});
    std::vector<Tensor> want = c->interp->run(in);
    const uint8_t* w = in[0].bytes().data();
    runtime::RunOptions options;
    options.resultsIntoArguments = {{0, 0}, {1, 0}};  // (the second asks for a buffer already given)
    options.errorFlag = 2;
    std::vector<Tensor> got = c->cpu->run(in, options);
    ASSERT_EQ(got.size(), 3u);
    for (size_t i = 0; i < 3; ++i) EXPECT_EQ(got[i], want[i]) << "run " << r << " output " << i;
    EXPECT_EQ(got[0].bytes().data(), w);  // the new weights where the old ones were
    EXPECT_NE(got[1].bytes().data(), w);
    EXPECT_EQ(in[0], want[0]);  // (the caller's tensor shares the donated buffer)
  }
}

TEST(CpuExecutable, AFailedRunLeavesDonatedArgumentsAsTheyWere) {
  auto c = compile(kUpdateStep);
  const ir::Func& main = *c->module->lookup("main");
  std::vector<Tensor> in = randomInputs(main, 7);
  in[2] = Tensor::fromInts(ir::Type::scalar(ir::ElementType::I32), std::vector<int64_t>{3});
  Tensor before = Tensor::fromBytes(in[0].type(), std::vector<uint8_t>(in[0].bytes().begin(), in[0].bytes().end()));
  runtime::RunOptions options;
  options.resultsIntoArguments = {{0, 0}};
  options.errorFlag = 2;
  std::vector<Tensor> got = c->cpu->run(in, options), want = c->interp->run(in);
  EXPECT_EQ(got[0], want[0]);
  EXPECT_NE(got[0].bytes().data(), in[0].bytes().data());
  EXPECT_EQ(in[0], before);
}

// Donated at compile time: results computed straight into the arguments' buffers where every read
// of the argument comes first (or in the same elementwise pass, or the dynamic_update_slice of the
// argument itself), and copied at the end where it does not.
TEST(CpuExecutable, DonatedResultsAreComputedInTheArgumentsBuffers) {
  const char* text = R"(func.func @main(%w: tensor<64x33xf32>, %g: tensor<64x33xf32>, %buf: tensor<8x5xf64>, %row: tensor<1x5xf64>, %i: tensor<i32>, %late: tensor<64x33xf32>) -> (tensor<64x33xf32>, tensor<8x5xf64>, tensor<64x33xf32>, tensor<f32>) {
  %lr = stablehlo.constant dense<0.5> : tensor<64x33xf32>
  %s = stablehlo.multiply %lr, %g : tensor<64x33xf32>
  %n = stablehlo.subtract %w, %s : tensor<64x33xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %u = stablehlo.dynamic_update_slice %buf, %row, %i, %zero : (tensor<8x5xf64>, tensor<1x5xf64>, tensor<i32>, tensor<i32>) -> tensor<8x5xf64>
  %t = stablehlo.transpose %late, dims = [1, 0] : (tensor<64x33xf32>) -> tensor<33x64xf32>
  %back = stablehlo.reshape %t : (tensor<33x64xf32>) -> tensor<64x33xf32>
  %m = stablehlo.add %back, %n : tensor<64x33xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%late init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x33xf32>, tensor<f32>) -> tensor<f32>
  return %n, %u, %m, %sum : tensor<64x33xf32>, tensor<8x5xf64>, tensor<64x33xf32>, tensor<f32>
})";
  SourceManager sources;
  DiagnosticEngine diag;
  auto module = ir::parseModuleText(sources, "test.mlir", text, diag);
  ASSERT_TRUE(module) << diag.renderAll();
  const ir::Func& main = *module->lookup("main");
  runtime::CompileOptions options;
  options.donatedResults = {{0, 0}, {1, 2}, {2, 5}};
  Plan plan = planFunction(main, true, options.donatedResults);
  EXPECT_EQ(plan.resultsInArguments, (std::vector<std::pair<size_t, size_t>>{{0, 0}, {1, 2}}));
  EXPECT_EQ(plan.inPlaceUpdates, 1u);
  auto cpu = runtime::compile(runtime::Device::Cpu, *module, main, options);
  auto interp = runtime::compile(runtime::Device::Interp, *module, main);
  for (int r = 0; r < 3; ++r) {
    std::vector<Tensor> in = randomInputs(main, uint64_t(r + 11));
    in[4] = Tensor::fromInts(ir::Type::scalar(ir::ElementType::I32), std::vector<int64_t>{r * 3});
    std::vector<Tensor> want = interp->run(in);
    const uint8_t* w = in[0].bytes().data();
    const uint8_t* buf = in[2].bytes().data();
    // Each run donates: the caller's tensors share the buffers that receive the results.
    std::vector<Tensor> donated = {in[0], in[2], in[5]};
    runtime::RunOptions run;
    run.resultsIntoArguments = options.donatedResults;
    std::vector<Tensor> got = cpu->run(std::move(in), run);
    for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], want[i]) << "run " << r << " output " << i;
    EXPECT_EQ(got[0].bytes().data(), w);
    EXPECT_EQ(got[1].bytes().data(), buf);
    EXPECT_EQ(got[2].bytes().data(), donated[2].bytes().data());  // (read before: copied at the end)
  }
}
}  // namespace
}  // namespace juxla::cpu
