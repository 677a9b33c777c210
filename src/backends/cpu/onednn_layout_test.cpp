// The channels-last rewrite (onednn_layout.h): which transposes it leaves, that the rewritten
// function verifies and computes the interpreter's values bit for bit (transposes are exact, and the
// interpreter sums a convolution in the same order whatever the layout), and that the CPU executable
// with it agrees with the interpreter within the rounding of oneDNN's order and with itself without it.
// Also the plan's convolution epilogues (bias and relu as oneDNN post-ops, plan.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "backends/cpu/executable.h"
#include "backends/cpu/onednn_layout.h"
#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/plan.h"
#include "ir/parser.h"
#include "ir/verifier.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

using testing::parse;

std::vector<Tensor> randomInputs(const ir::Func& f, uint64_t seed) { return testing::randomInputs(f, seed, -1.0, 1.0); }

// Op names of the function's entry block, in order.
std::vector<std::string> opNames(const ir::Func& f) {
  std::vector<std::string> out;
  for (const ir::Operation& op : f.entry()) out.emplace_back(op.name());
  return out;
}

size_t countOf(const ir::Func& f, std::string_view name) {
  std::vector<std::string> names = opNames(f);
  return size_t(std::count(names.begin(), names.end(), std::string(name)));
}

// Rewrites a copy of the module and checks it against the original in the interpreter, bit for bit.
LayoutRewrite expectRewriteKeepsValues(const std::string& text) {
  auto original = parse(text), rewritten = parse(text);
  LayoutRewrite r = assignConvolutionLayouts(rewritten->main());
  DiagnosticEngine diag(&rewritten->sources);
  EXPECT_TRUE(ir::verifyModule(*rewritten->module, diag)) << diag.renderAll();
  auto want = runtime::compile(runtime::Device::Interp, *original->module, original->main());
  auto got = runtime::compile(runtime::Device::Interp, *rewritten->module, rewritten->main());
  std::vector<Tensor> in = randomInputs(original->main(), 7);
  std::vector<Tensor> a = got->run(in), b = want->run(in);
  EXPECT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) EXPECT_EQ(a[i], b[i]) << "output " << i;
  return r;
}

// The CPU executable with and without the rewrite, and the interpreter: the two CPU runs use the same
// oneDNN primitives on the same layouts, so they agree bit for bit; against the interpreter, within
// f32 rounding of sums of `terms` products of inputs in [-1, 1] in another order.
void expectCpuAgrees(const std::string& text, int64_t terms) {
  auto p = parse(text);
  auto with = compileCpu(*p->module, p->main());
  auto without = compileCpu(*p->module, p->main(), CpuOptions{.channelsLast = false, .donatedResults = {}});
  auto interp = runtime::compile(runtime::Device::Interp, *p->module, p->main());
  for (uint64_t seed : {1, 2}) {
    std::vector<Tensor> in = randomInputs(p->main(), seed);
    std::vector<Tensor> a = with->run(in), b = without->run(in), e = interp->run(in);
    ASSERT_EQ(a.size(), e.size());
    for (size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(a[i], b[i]) << "output " << i;
      double scale = 1;
      for (int64_t k = 0; k < e[i].numElements(); ++k) scale = std::max(scale, std::fabs(e[i].getDouble(k)));
      double tolerance = double(terms + 2) * std::ldexp(1.0, -23) * scale * 4;
      int64_t bad = 0;
      for (int64_t k = 0; k < e[i].numElements(); ++k) bad += !(std::fabs(a[i].getDouble(k) - e[i].getDouble(k)) <= tolerance);
      EXPECT_EQ(bad, 0) << "output " << i << " tolerance " << tolerance;
    }
    EXPECT_EQ(with->stats().arenaAllocations, 1u);
  }
}

// Flux's conv -> bias -> relu -> conv -> max pool (slices and maximum) -> conv, a bias gradient's
// reduction, and a maxpool-gradient pad feeding a conv that reuses a kernel.
const char* kForwardChain = R"(func.func @main(%x: tensor<2x4x12x12xf32>, %w1: tensor<8x4x3x3xf32>, %b1: tensor<8xf32>, %w2: tensor<8x8x3x3xf32>, %w3: tensor<16x8x3x3xf32>) -> (tensor<2x16x6x6xf32>, tensor<8xf32>, tensor<2x8x12x12xf32>) {
  %c1 = stablehlo.convolution(%x, %w1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x12x12xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x12x12xf32>
  %r1 = stablehlo.reshape %b1 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
  %bb = stablehlo.broadcast_in_dim %r1, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x12x12xf32>
  %a1 = stablehlo.add %c1, %bb : tensor<2x8x12x12xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x8x12x12xf32>
  %lt = stablehlo.compare  LT, %a1, %zero,  FLOAT : (tensor<2x8x12x12xf32>, tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xi1>
  %h1 = stablehlo.select %lt, %zero, %a1 : tensor<2x8x12x12xi1>, tensor<2x8x12x12xf32>
  %c2 = stablehlo.convolution(%h1, %w2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
  %s1 = stablehlo.slice %c2 [0:2, 0:8, 0:11:2, 0:11:2] : (tensor<2x8x12x12xf32>) -> tensor<2x8x6x6xf32>
  %s2 = stablehlo.slice %c2 [0:2, 0:8, 1:12:2, 1:12:2] : (tensor<2x8x12x12xf32>) -> tensor<2x8x6x6xf32>
  %m = stablehlo.maximum %s1, %s2 : tensor<2x8x6x6xf32>
  %c3 = stablehlo.convolution(%m, %w3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x6x6xf32>, tensor<16x8x3x3xf32>) -> tensor<2x16x6x6xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%h1 init: %z) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x12x12xf32>, tensor<f32>) -> tensor<8xf32>
  %p = stablehlo.pad %m, %z, low = [0, 0, 1, 1], high = [0, 0, 0, 0], interior = [0, 0, 1, 1] : (tensor<2x8x6x6xf32>, tensor<f32>) -> tensor<2x8x12x12xf32>
  %c4 = stablehlo.convolution(%p, %w2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
  return %c3, %sum, %c4 : tensor<2x16x6x6xf32>, tensor<8xf32>, tensor<2x8x12x12xf32>
})";

// A backward pass as AD emits it: the relu mask on an incoming gradient, the input gradient (a conv
// with the kernel's features swapped), the kernel gradient ([f, b, 0, 1] operands, a kernel-shaped
// result, then reversed) and the bias gradient.
const char* kBackwardChain = R"(func.func @main(%x: tensor<2x8x12x12xf32>, %w: tensor<8x8x3x3xf32>, %dy: tensor<2x8x12x12xf32>) -> (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>) {
  %y = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x8x12x12xf32>
  %lt = stablehlo.compare  LT, %y, %zero,  FLOAT : (tensor<2x8x12x12xf32>, tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xi1>
  %h = stablehlo.select %lt, %zero, %y : tensor<2x8x12x12xi1>, tensor<2x8x12x12xf32>
  %gt = stablehlo.compare  GT, %y, %zero,  FLOAT : (tensor<2x8x12x12xf32>, tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xi1>
  %g = stablehlo.select %gt, %dy, %zero : tensor<2x8x12x12xi1>, tensor<2x8x12x12xf32>
  %dx = stablehlo.convolution(%g, %w) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
  %dw = stablehlo.convolution(%h, %g) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<2x8x12x12xf32>) -> tensor<8x8x3x3xf32>
  %rev = stablehlo.reverse %dw, dims = [2, 3] : tensor<8x8x3x3xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %db = stablehlo.reduce(%g init: %z) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x12x12xf32>, tensor<f32>) -> tensor<8xf32>
  return %dx, %rev, %db : tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>
})";

TEST(ChannelsLast, ForwardChainKeepsTransposesOnlyAtItsEnds) {
  LayoutRewrite r = expectRewriteKeepsValues(kForwardChain);
  EXPECT_EQ(r.convolutions, 4u);
  EXPECT_EQ(r.transposesLeft, 2u);  // before the two convolution results returned
  auto p = parse(kForwardChain);
  assignConvolutionLayouts(p->main());
  EXPECT_EQ(countOf(p->main(), "stablehlo.transpose"), 2u);
  for (const ir::Operation& op : p->main().entry()) {
    if (op.is(ir::OpCode::Convolution)) {  // channels last out, and in but for the argument
      const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
      EXPECT_EQ(dn.inputFeatureDim, op.operand(0)->isBlockArgument() ? 1 : 3);
      EXPECT_EQ(dn.outputFeatureDim, 3);
    }
    if (op.is(ir::OpCode::Reduce)) {  // over N, H and W of NHWC: adjacent dimensions
      EXPECT_EQ(std::vector<int64_t>(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end()),
                (std::vector<int64_t>{0, 1, 2}));
    }
  }
}

TEST(ChannelsLast, BackwardChainFoldsTransposesIntoTheKernelGradient) {
  LayoutRewrite r = expectRewriteKeepsValues(kBackwardChain);
  EXPECT_EQ(r.convolutions, 2u);    // %y and %dx; the kernel gradient keeps its [o, i, 3, 3] result
  EXPECT_EQ(r.transposesLeft, 2u);  // %dy into channels last, %dx out of it
  auto p = parse(kBackwardChain);
  assignConvolutionLayouts(p->main());
  size_t kernelGradients = 0;
  for (const ir::Operation& op : p->main().entry()) {
    if (!op.is(ir::OpCode::Convolution) || op.result()->type().dim(0) != 8) continue;
    const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
    EXPECT_EQ(dn.inputBatchDim, 3);  // channels of NHWC activations are the kernel gradient's batch
    EXPECT_EQ(dn.kernelOutputFeatureDim, 3);
    EXPECT_EQ(dn.outputFeatureDim, 0);
    ++kernelGradients;
  }
  EXPECT_EQ(kernelGradients, 1u);
}

TEST(ChannelsLast, LeavesFunctionsWithoutOneDnnConvolutionsAlone) {
  const char* small = R"(func.func @main(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x4x4xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x4x4xf32>
  %e = stablehlo.exponential %c : tensor<1x2x4x4xf32>
  return %e : tensor<1x2x4x4xf32>
})";
  auto p = parse(small);
  std::vector<std::string> before = opNames(p->main());
  LayoutRewrite r = assignConvolutionLayouts(p->main());
  EXPECT_EQ(r.convolutions, 0u);
  EXPECT_EQ(opNames(p->main()), before);
}

TEST(ChannelsLast, RewritesLoopBodies) {
  // The convolution runs in a while body whose state is the activation: the transposes stay inside.
  const char* loop = R"(func.func @main(%x: tensor<2x8x12x12xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%i = %i0, %h = %x) : tensor<i64>, tensor<2x8x12x12xf32>
  cond {
    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %y = stablehlo.convolution(%h, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
    %t = stablehlo.tanh %y : tensor<2x8x12x12xf32>
    %y2 = stablehlo.convolution(%t, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
    %t2 = stablehlo.tanh %y2 : tensor<2x8x12x12xf32>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %t2 : tensor<i64>, tensor<2x8x12x12xf32>
  }
  return %r#1 : tensor<2x8x12x12xf32>
})";
  LayoutRewrite r = expectRewriteKeepsValues(loop);
  EXPECT_EQ(r.convolutions, 2u);
  EXPECT_EQ(r.transposesLeft, 1u);  // the body yields its state in the program's layout
  expectCpuAgrees(loop, 72 * 3);
}

TEST(ChannelsLast, CpuExecutableAgreesWithAndWithoutIt) {
  expectCpuAgrees(kForwardChain, 3 * 72);
  expectCpuAgrees(kBackwardChain, 2 * 144 + 72);
}

TEST(TransposedProducts, BecomeProductsOfTheOperandsSwapped) {
  // A dense layer's kernel gradient dy^T x, transposed for the update w - 0.1 * g.
  const char* text = R"(func.func @main(%dy: tensor<4x6xf32>, %x: tensor<4x5xf32>, %w: tensor<5x6xf32>) -> (tensor<5x6xf32>, tensor<6x4xf32>) {
  %g = stablehlo.dot_general %dy, %x, contracting_dims = [0] x [0] : (tensor<4x6xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
  %gt = stablehlo.transpose %g, dims = [1, 0] : (tensor<6x5xf32>) -> tensor<5x6xf32>
  %eta = stablehlo.constant dense<1.000000e-01> : tensor<5x6xf32>
  %u = stablehlo.multiply %gt, %eta : tensor<5x6xf32>
  %w2 = stablehlo.subtract %w, %u : tensor<5x6xf32>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x5xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
  %dt = stablehlo.transpose %d, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  return %w2, %dt : tensor<5x6xf32>, tensor<6x4xf32>
})";
  LayoutRewrite r = expectRewriteKeepsValues(text);
  EXPECT_EQ(r.productsSwapped, 2u);
  auto p = parse(text);
  assignConvolutionLayouts(p->main());
  EXPECT_EQ(countOf(p->main(), "stablehlo.transpose"), 0u);
  EXPECT_EQ(countOf(p->main(), "stablehlo.dot_general"), 2u);
}

// Flux's conv -> bias -> relu runs as one oneDNN primitive with the bias and a relu post-op; inputs
// with a NaN take the exact route (the spec's relu keeps NaN where oneDNN's gives 0).
std::string convBiasText(bool relu) {
  std::string text = R"(func.func @main(%x: tensor<2x8x12x12xf32>, %w: tensor<8x8x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x12x12xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x12x12xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x12x12xf32>
  %r = stablehlo.reshape %b : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
  %bb = stablehlo.broadcast_in_dim %r, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x12x12xf32>
  %a = stablehlo.add %c, %bb : tensor<2x8x12x12xf32>
)";
  if (!relu) return text + "  return %a : tensor<2x8x12x12xf32>\n}";
  return text + R"(  %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x8x12x12xf32>
  %lt = stablehlo.compare  LT, %a, %zero,  FLOAT : (tensor<2x8x12x12xf32>, tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xi1>
  %h = stablehlo.select %lt, %zero, %a : tensor<2x8x12x12xi1>, tensor<2x8x12x12xf32>
  return %h : tensor<2x8x12x12xf32>
})";
}

TEST(ConvolutionEpilogue, BiasAndReluRunAsPostOps) {
  for (bool relu : {true, false}) {
    std::string text = convBiasText(relu);
    auto p = parse(text);
    Plan plan = planFunction(p->main());
    EXPECT_EQ(plan.convolutionEpilogues, 1u) << text;
    EXPECT_EQ(plan.fusedSteps, 0u);  // the cluster is the convolution's
    EXPECT_EQ(plan.kernelSteps, 2u);  // the reshape and the convolution
    expectCpuAgrees(text, 72);
  }
}

TEST(ConvolutionEpilogue, LoopStateIsNotOverwrittenWhileRead) {
  // h = relu(conv(h) + b) as a while's state, channels last (no reorders: oneDNN reads and writes the
  // slots): the plan may not put the result in h's slot, since the convolution reads all of h.
  const char* loop = R"(func.func @main(%x: tensor<2x12x12x8xf32>, %w: tensor<3x3x8x8xf32>, %b: tensor<8xf32>) -> tensor<2x12x12x8xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%i = %i0, %h = %x) : tensor<i64>, tensor<2x12x12x8xf32>
  cond {
    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %y = stablehlo.convolution(%h, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x12x12x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x12x12x8xf32>
    %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<8xf32>) -> tensor<2x12x12x8xf32>
    %a = stablehlo.add %y, %bb : tensor<2x12x12x8xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x12x12x8xf32>
    %lt = stablehlo.compare  LT, %a, %zero,  FLOAT : (tensor<2x12x12x8xf32>, tensor<2x12x12x8xf32>) -> tensor<2x12x12x8xi1>
    %h2 = stablehlo.select %lt, %zero, %a : tensor<2x12x12x8xi1>, tensor<2x12x12x8xf32>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %h2 : tensor<i64>, tensor<2x12x12x8xf32>
  }
  return %r#1 : tensor<2x12x12x8xf32>
})";
  auto p = parse(loop);
  EXPECT_EQ(planFunction(p->main()).convolutionEpilogues, 1u);
  expectCpuAgrees(loop, 3 * 72);
}

TEST(ConvolutionEpilogue, NaNsAndInfinitiesTakeTheExactRoute) {
  auto p = parse(convBiasText(true));
  auto cpu = compileCpu(*p->module, p->main());
  auto interp = runtime::compile(runtime::Device::Interp, *p->module, p->main());
  std::vector<Tensor> in = randomInputs(p->main(), 3);
  in[0].set<float>(5 * 12 + 5, std::nanf(""));                                // batch 0, feature 0
  in[0].set<float>(8 * 144 + 3 * 144 + 7, std::numeric_limits<float>::infinity());  // batch 1, feature 3
  Tensor got = cpu->run(in)[0], want = interp->run(in)[0];
  int64_t nans = 0, mismatches = 0;
  for (int64_t k = 0; k < want.numElements(); ++k) {
    double a = got.getDouble(k), e = want.getDouble(k);
    nans += std::isnan(e);
    if (std::isnan(e) || std::isnan(a) || std::isinf(e)) mismatches += !(std::isnan(a) == std::isnan(e) && (std::isnan(a) || a == e));
    else mismatches += !(std::fabs(a - e) <= 1e-5 * (1 + std::fabs(e)));
  }
  EXPECT_GT(nans, 0);
  EXPECT_EQ(mismatches, 0);
}

}  // namespace
}  // namespace juxla::cpu
