// Loops that write slices of a carried buffer (an RNN's outputs, H[t, :] = h): the tape keeps an undo
// log of the overwritten slices instead of the whole buffer. Gradients against float64 central
// differences, including bodies that read the buffer where it is about to be overwritten, several
// buffers, clamped and overlapping writes, and checkpointed loops; tape bytes against the formula.
#include <gtest/gtest.h>

#include <optional>

#include <fmt/format.h>

#include "ad/gradient_check.h"
#include "ad/loop_tape.h"
#include "ir/parser.h"

namespace juxla::ad {
namespace {

constexpr int64_t kF64 = 8, kI64 = 8;

void expectGradient(const GradientCheckResult& r) { EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText; }

GradientCheckOptions withRuntimeCheck(int64_t checkpoints, int64_t segment) {
  return withCheckpointing(checkpoints, segment);
}

// h = tanh(W h + x[t] + 0.5 H[t-1]) when `readsPrevious`, else tanh(2 (W h + x[t])); H[t, :] = h, for
// t in 0:trips-1 (nullopt: the argument %n). H is rows x d; returns (H, h).
std::string rnn(int64_t rows, int64_t d, bool readsPrevious, std::optional<int64_t> trips) {
  std::string H = fmt::format("tensor<{}x{}xf64>", rows, d), v = fmt::format("tensor<{}xf64>", d),
              row = fmt::format("tensor<1x{}xf64>", d), W = fmt::format("tensor<{}x{}xf64>", d, d);
  std::string previous = readsPrevious ? fmt::format(R"(
    %one0 = stablehlo.constant dense<1> : tensor<i64>
    %tm = stablehlo.subtract %t, %one0 : tensor<i64>
    %ps = stablehlo.dynamic_slice %H, %tm, %c0, sizes = [1, {0}] : ({1}, tensor<i64>, tensor<i64>) -> {2}
    %p = stablehlo.reshape %ps : ({2}) -> {3}
    %half = stablehlo.constant dense<0.5> : {3}
    %hp = stablehlo.multiply %p, %half : {3}
    %a = stablehlo.add %a0, %hp : {3})", d, H, row, v)
                                               : fmt::format(R"(
    %a = stablehlo.add %a0, %a0 : {})", v);
  return fmt::format(R"(func.func @main({7}%W: {3}, %x: {0}, %H0: {0}) -> ({0}, {1}) {{
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %h0 = stablehlo.constant dense<0.0> : {1}
  %r:3 = stablehlo.while(%t = %zero, %h = %h0, %H = %H0) : tensor<i64>, {1}, {0}
   cond {{
    %limit = stablehlo.constant dense<{4}> : tensor<i64>
    %c = stablehlo.compare LT, %t, {6} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %xs = stablehlo.dynamic_slice %x, %t, %c0, sizes = [1, {5}] : ({0}, tensor<i64>, tensor<i64>) -> {2}
    %xt = stablehlo.reshape %xs : ({2}) -> {1}
    %wh = stablehlo.dot_general %W, %h, contracting_dims = [1] x [0] : ({3}, {1}) -> {1}
    %a0 = stablehlo.add %wh, %xt : {1}{8}
    %hn = stablehlo.tanh %a : {1}
    %hr = stablehlo.reshape %hn : ({1}) -> {2}
    %Hn = stablehlo.dynamic_update_slice %H, %hr, %t, %c0 : ({0}, {2}, tensor<i64>, tensor<i64>) -> {0}
    %one = stablehlo.constant dense<1> : tensor<i64>
    %t1 = stablehlo.add %t, %one : tensor<i64>
    stablehlo.return %t1, %hn, %Hn : tensor<i64>, {1}, {0}
  }}
  return %r#2, %r#1 : {0}, {1}
}})",
                     H, v, row, W, trips.value_or(0), d, trips ? "%limit" : "%n", trips ? "" : "%n: tensor<i64>, ",
                     previous);
}

// Per iteration: the counter, h, and the log of one row (its values and its two starts).
int64_t rnnTapePerIteration(int64_t d) { return kI64 + d * kF64 + d * kF64 + 2 * kI64; }

TEST(LoopTape, RnnWritingRowsOfABuffer) {
  GradientCheckOptions o;
  o.lo = -0.8, o.hi = 0.8;
  GradientCheckResult r = checkGradient(rnn(6, 3, false, 6), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, 6 * rnnTapePerIteration(3));
}

TEST(LoopTape, RnnReadingTheRowBeforeItWrites) {
  // At t = 0 the read of row -1 clamps to row 0 of H0, so H0's gradient is not zero there.
  GradientCheckOptions o;
  o.lo = -0.8, o.hi = 0.8;
  GradientCheckResult r = checkGradient(rnn(6, 3, true, 6), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, 6 * rnnTapePerIteration(3));
  // Zero trips: the gradient of the identity; the tape keeps its one (unused) slot.
  r = checkGradient(rnn(6, 3, true, 0), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, rnnTapePerIteration(3));
}

// Three buffers, each read where it is about to be overwritten, so the backward pass must see the
// values from before the write: H1 (rows, f64), H2 (two columns at a time with i32 starts: the writes
// overlap, and the last one clamps from column 5 to 4), M (i64, not differentiable, initially
// [3,1,4,1,5,9], entry t set to t).
const char* kThreeBuffers = R"(func.func @main(%W: tensor<3x3xf64>, %x: tensor<6x3xf64>, %H10: tensor<6x3xf64>, %H20: tensor<3x6xf64>) -> (tensor<6x3xf64>, tensor<3x6xf64>, tensor<3xf64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %h0 = stablehlo.constant dense<0.0> : tensor<3xf64>
  %M0 = stablehlo.constant dense<[3, 1, 4, 1, 5, 9]> : tensor<6xi64>
  %r:5 = stablehlo.while(%t = %zero, %h = %h0, %H1 = %H10, %H2 = %H20, %M = %M0) : tensor<i64>, tensor<3xf64>, tensor<6x3xf64>, tensor<3x6xf64>, tensor<6xi64>
   cond {
    %limit = stablehlo.constant dense<6> : tensor<i64>
    %c = stablehlo.compare LT, %t, %limit : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %xs = stablehlo.dynamic_slice %x, %t, %c0, sizes = [1, 3] : (tensor<6x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %xt = stablehlo.reshape %xs : (tensor<1x3xf64>) -> tensor<3xf64>
    %wh = stablehlo.dot_general %W, %h, contracting_dims = [1] x [0] : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3xf64>
    %a0 = stablehlo.add %wh, %xt : tensor<3xf64>
    %q1s = stablehlo.dynamic_slice %H1, %t, %c0, sizes = [1, 3] : (tensor<6x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %q1 = stablehlo.reshape %q1s : (tensor<1x3xf64>) -> tensor<3xf64>
    %q2s = stablehlo.dynamic_slice %H2, %c0, %t, sizes = [3, 1] : (tensor<3x6xf64>, tensor<i64>, tensor<i64>) -> tensor<3x1xf64>
    %q2 = stablehlo.reshape %q2s : (tensor<3x1xf64>) -> tensor<3xf64>
    %ms = stablehlo.dynamic_slice %M, %t, sizes = [1] : (tensor<6xi64>, tensor<i64>) -> tensor<1xi64>
    %m = stablehlo.reshape %ms : (tensor<1xi64>) -> tensor<i64>
    %mf = stablehlo.convert %m : (tensor<i64>) -> tensor<f64>
    %tenth = stablehlo.constant dense<0.1> : tensor<f64>
    %ms2 = stablehlo.multiply %mf, %tenth : tensor<f64>
    %mb = stablehlo.broadcast_in_dim %ms2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %q = stablehlo.add %q1, %q2 : tensor<3xf64>
    %qm = stablehlo.multiply %q, %mb : tensor<3xf64>
    %a = stablehlo.add %a0, %qm : tensor<3xf64>
    %hn = stablehlo.tanh %a : tensor<3xf64>
    %hr = stablehlo.reshape %hn : (tensor<3xf64>) -> tensor<1x3xf64>
    %H1n = stablehlo.dynamic_update_slice %H1, %hr, %t, %c0 : (tensor<6x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<6x3xf64>
    %sq = stablehlo.multiply %hn, %hn : tensor<3xf64>
    %col1 = stablehlo.reshape %hn : (tensor<3xf64>) -> tensor<3x1xf64>
    %col2 = stablehlo.reshape %sq : (tensor<3xf64>) -> tensor<3x1xf64>
    %cols = stablehlo.concatenate %col1, %col2, dim = 1 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x2xf64>
    %t32 = stablehlo.convert %t : (tensor<i64>) -> tensor<i32>
    %z32 = stablehlo.constant dense<0> : tensor<i32>
    %H2n = stablehlo.dynamic_update_slice %H2, %cols, %z32, %t32 : (tensor<3x6xf64>, tensor<3x2xf64>, tensor<i32>, tensor<i32>) -> tensor<3x6xf64>
    %tv = stablehlo.reshape %t : (tensor<i64>) -> tensor<1xi64>
    %Mn = stablehlo.dynamic_update_slice %M, %tv, %t : (tensor<6xi64>, tensor<1xi64>, tensor<i64>) -> tensor<6xi64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %t1 = stablehlo.add %t, %one : tensor<i64>
    stablehlo.return %t1, %hn, %H1n, %H2n, %Mn : tensor<i64>, tensor<3xf64>, tensor<6x3xf64>, tensor<3x6xf64>, tensor<6xi64>
  }
  return %r#2, %r#3, %r#1 : tensor<6x3xf64>, tensor<3x6xf64>, tensor<3xf64>
})";

TEST(LoopTape, ThreeBuffersReadBeforeTheirOverlappingAndClampedWrites) {
  GradientCheckOptions o;
  o.lo = -0.8, o.hi = 0.8;
  GradientCheckResult r = checkGradient(kThreeBuffers, o);
  expectGradient(r);
  // The counter, h, and three logs: a 1x3 row, a 3x2 block and one i64, each with two or one starts.
  const int64_t perIteration = kI64 + 3 * kF64 + (3 * kF64 + 2 * kI64) + (6 * kF64 + 2 * kI64) + (kI64 + kI64);
  EXPECT_EQ(r.tapeBytes, 6 * perIteration);
}

TEST(LoopTape, TapeOfALongRnnIsLinearInItsLength) {
  // 200 steps of a width-8 RNN: the log is 200 rows, where stacking H would keep 200 copies of H.
  const int64_t n = 200, d = 8;
  GradientCheckOptions o;
  o.lo = -0.3, o.hi = 0.3;
  o.wrt = {true, false, false};  // W only: finite differences of x and H0 would take long
  o.rtol = 1e-5;
  GradientCheckResult r = checkGradient(rnn(n, d, true, n), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, n * rnnTapePerIteration(d));
  EXPECT_LT(r.tapeBytes * 50, n * (n * d * kF64));
}

TEST(LoopTape, CheckpointedRnnLogsWritesInsideSegments) {
  // Run-time trip counts: (K + 1) whole checkpoints, then a segment of S iterations logged.
  const int64_t K = 3, S = 4, n = 6, d = 3;
  for (double trips : {0.0, 1.0, 3.0, 5.0, 6.0, 11.0}) {
    SCOPED_TRACE(trips);
    GradientCheckOptions o = withRuntimeCheck(K, S);
    o.values[0] = {trips};
    o.lo = -0.8, o.hi = 0.8;
    GradientCheckResult r = checkGradient(rnn(n, d, true, std::nullopt), o);
    expectGradient(r);
    EXPECT_EQ(r.tapeBytes, (K + 1) * (kI64 + d * kF64 + n * d * kF64) + S * rnnTapePerIteration(d));
  }
}

// A loop that carries W (d x d) and an integer pair `flag` and yields them unchanged, as staging
// threads a captured weight or the error flag through a loop: x = tanh(W x + 0.1 flag[0] (W0 u)),
// where the body also reads W0 itself. Returns (x, W), so W's cotangent flows in from the result too.
std::string invariantLoop(int64_t d, std::optional<int64_t> trips) {
  std::string M = fmt::format("tensor<{0}x{0}xf64>", d), v = fmt::format("tensor<{}xf64>", d);
  return fmt::format(R"(func.func @main({2}%W0: {0}, %x0: {1}, %u: {1}, %flag0: tensor<2xi64>) -> ({1}, {0}) {{
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:4 = stablehlo.while(%t = %zero, %W = %W0, %x = %x0, %flag = %flag0) : tensor<i64>, {0}, {1}, tensor<2xi64>
   cond {{
    %limit = stablehlo.constant dense<{3}> : tensor<i64>
    %c = stablehlo.compare LT, %t, {4} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
    %wx = stablehlo.dot_general %W, %x, contracting_dims = [1] x [0] : ({0}, {1}) -> {1}
    %wu = stablehlo.dot_general %W0, %u, contracting_dims = [1] x [0] : ({0}, {1}) -> {1}
    %fs = stablehlo.slice %flag [0:1] : (tensor<2xi64>) -> tensor<1xi64>
    %f = stablehlo.reshape %fs : (tensor<1xi64>) -> tensor<i64>
    %ff = stablehlo.convert %f : (tensor<i64>) -> tensor<f64>
    %tenth = stablehlo.constant dense<0.1> : tensor<f64>
    %sc = stablehlo.multiply %ff, %tenth : tensor<f64>
    %scb = stablehlo.broadcast_in_dim %sc, dims = [] : (tensor<f64>) -> {1}
    %wus = stablehlo.multiply %wu, %scb : {1}
    %a = stablehlo.add %wx, %wus : {1}
    %xn = stablehlo.tanh %a : {1}
    %one = stablehlo.constant dense<1> : tensor<i64>
    %t1 = stablehlo.add %t, %one : tensor<i64>
    stablehlo.return %t1, %W, %xn, %flag : tensor<i64>, {0}, {1}, tensor<2xi64>
  }}
  return %r#2, %r#1 : {1}, {0}
}})",
                     M, v, trips ? "" : "%n: tensor<i64>, ", trips.value_or(0), trips ? "%limit" : "%n");
}

TEST(LoopTape, InvariantCarriedValuesAreNotTaped) {
  // Per iteration only the counter and x: W and the flag are the loop's operands at every iteration.
  const int64_t d = 3;
  GradientCheckOptions o;
  o.lo = -0.8, o.hi = 0.8;
  o.values[3] = {2.0, 3.0};
  GradientCheckResult r = checkGradient(invariantLoop(d, 5), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, 5 * (kI64 + d * kF64));
  // Checkpointed (a run-time trip count): (K + 1) checkpoints and S states, each a counter and x.
  const int64_t K = 3, S = 4;
  for (double trips : {0.0, 2.0, 7.0}) {
    SCOPED_TRACE(trips);
    GradientCheckOptions c = withRuntimeCheck(K, S);
    c.lo = -0.8, c.hi = 0.8;
    c.values[0] = {trips};
    c.values[4] = {2.0, 3.0};
    r = checkGradient(invariantLoop(d, std::nullopt), c);
    expectGradient(r);
    EXPECT_EQ(r.tapeBytes, (K + 1 + S) * (kI64 + d * kF64));
  }
}

TEST(LoopTape, LargeInvariantMatrixIsNotTaped) {
  // A 64 x 64 weight carried through 10 steps: stacking it would keep 10 copies (320 KiB).
  const int64_t d = 64, n = 10;
  GradientCheckOptions o;
  o.lo = -0.2, o.hi = 0.2;
  o.values[3] = {1.0, 0.0};
  o.wrt = {false, false, true, false};  // u only: finite differences of W would take long
  GradientCheckResult r = checkGradient(invariantLoop(d, n), o);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, n * (kI64 + d * kF64));
  EXPECT_LT(r.tapeBytes * 50, n * d * d * kF64);
}

// Only a write onto the loop's own argument, smaller than the value, is logged.
TEST(LoopTape, WhichWritesAreLogged) {
  const char* mlir = R"(func.func @main(%A0: tensor<4x2xf64>, %B0: tensor<4x2xf64>, %C0: tensor<4x2xf64>) -> tensor<4x2xf64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:4 = stablehlo.while(%t = %zero, %A = %A0, %B = %B0, %C = %C0) : tensor<i64>, tensor<4x2xf64>, tensor<4x2xf64>, tensor<4x2xf64>
   cond {
    %limit = stablehlo.constant dense<4> : tensor<i64>
    %c = stablehlo.compare LT, %t, %limit : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %row = stablehlo.slice %B [0:1, 0:2] : (tensor<4x2xf64>) -> tensor<1x2xf64>
    %An = stablehlo.dynamic_update_slice %A, %row, %t, %c0 : (tensor<4x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<4x2xf64>
    %B2 = stablehlo.add %B, %B : tensor<4x2xf64>
    %Bn = stablehlo.dynamic_update_slice %B2, %row, %t, %c0 : (tensor<4x2xf64>, tensor<1x2xf64>, tensor<i64>, tensor<i64>) -> tensor<4x2xf64>
    %Cn = stablehlo.dynamic_update_slice %C, %B, %c0, %c0 : (tensor<4x2xf64>, tensor<4x2xf64>, tensor<i64>, tensor<i64>) -> tensor<4x2xf64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %t1 = stablehlo.add %t, %one : tensor<i64>
    stablehlo.return %t1, %An, %Bn, %Cn : tensor<i64>, tensor<4x2xf64>, tensor<4x2xf64>, tensor<4x2xf64>
  }
  %s = stablehlo.add %r#1, %r#2 : tensor<4x2xf64>
  %u = stablehlo.multiply %s, %r#3 : tensor<4x2xf64>
  return %u : tensor<4x2xf64>
})";
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto m = ir::parseModuleText(sources, "loop.mlir", mlir, diag);
  ASSERT_TRUE(m) << diag.renderAll();
  ir::Operation* loop = nullptr;
  for (ir::Operation& op : m->entryFunc()->entry())
    if (op.is(ir::OpCode::While)) loop = &op;
  ASSERT_TRUE(loop);
  EXPECT_EQ(rules::carriedInPlaceWrite(*loop, 0), nullptr);  // the counter
  const ir::Operation* a = rules::carriedInPlaceWrite(*loop, 1);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->operand(0), loop->region(1).block().arg(1));
  EXPECT_EQ(rules::carriedInPlaceWrite(*loop, 2), nullptr);  // writes onto B + B, not B
  EXPECT_EQ(rules::carriedInPlaceWrite(*loop, 3), nullptr);  // overwrites all of C
  // The mix differentiates, and only A is logged: counter, B and C whole, A as one row + 2 starts.
  GradientCheckResult r = checkGradient(mlir);
  expectGradient(r);
  EXPECT_EQ(r.tapeBytes, 4 * (kI64 + 2 * 8 * kF64 + 2 * kF64 + 2 * kI64));
}

}  // namespace
}  // namespace juxla::ad
