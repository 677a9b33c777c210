// What the CUDA plan runs where, decided without a GPU (CudaPlanOptions::prepare off): fused
// clusters, library calls, and the few ops left to the interpreter, each with its reason.
#include "backends/cuda/plan.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "ad/reverse.h"
#include "backends/cuda/cuda_test_support.h"
#include "ir/parser.h"

namespace juxla::cuda {
namespace {

using testing::Parsed;
using testing::parse;

std::string hostOps(const CudaPlan& plan) {
  std::string s;
  for (const std::string& h : plan.stats.hostOps) s += h + "\n";
  return s;
}

CudaPlan dryPlan(const ir::Func& f) { return planCudaFunction(f, CudaPlanOptions{true, false, false}); }

TEST(CudaPlan, MlpGradientRunsWholeOnTheDevice) {
  auto p = parse(R"(func.func @main(%x: tensor<16x10xf32>, %w1: tensor<10x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x4xf32>, %y: tensor<16x4xf32>) -> tensor<f32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x10xf32>, tensor<10x32xf32>) -> tensor<16x32xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<16x32xf32>
  %z = stablehlo.constant dense<0.0> : tensor<16x32xf32>
  %r = stablehlo.maximum %h1, %z : tensor<16x32xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
  %t = stablehlo.tanh %o : tensor<16x4xf32>
  %d = stablehlo.subtract %t, %y : tensor<16x4xf32>
  %sq = stablehlo.multiply %d, %d : tensor<16x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
  return %l : tensor<f32>
})");
  ir::Func* step = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {false, true, true, true, false}, "train_step");
  CudaPlan plan = dryPlan(*step);
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);
  EXPECT_GE(plan.stats.libraryCalls, 5u);  // two forward products, three backward
  EXPECT_GE(plan.stats.fusedSteps, 2u);
}

TEST(CudaPlan, InfeedReadsEntriesUploadedAtTheStart) {
  auto p = parse(testing::kInfeedLoop);
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);
}

TEST(CudaPlan, ConvolutionGradientRunsWholeOnTheDevice) {
  auto p = parse(R"(func.func @main(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
  return %c : tensor<2x4x8x8xf32>
})");
  ir::Func* vjp = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {true, true}, "main_vjp");
  CudaPlan plan = dryPlan(*vjp);
  EXPECT_EQ(plan.stats.libraryCalls, 3u) << hostOps(plan);  // forward, backward data, backward filter
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);       // the kernel's reversed taps: a device copy
}

TEST(CudaPlan, LoopsPlanTheirBodiesAndReshapesShareBuffers) {
  auto p = parse(R"(func.func @main(%x: tensor<4x8xf32>) -> tensor<32xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<4x8xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %e = stablehlo.exponential %v : tensor<4x8xf32>
    stablehlo.return %i, %e : tensor<i32>, tensor<4x8xf32>
  }
  %flat = stablehlo.reshape %r#1 : (tensor<4x8xf32>) -> tensor<32xf32>
  return %flat : tensor<32xf32>
})");
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  ASSERT_EQ(plan.entry->steps.size(), 2u);
  EXPECT_EQ(plan.entry->steps[0].kind, CudaStep::Kind::While);
  EXPECT_EQ(plan.entry->steps[1].kind, CudaStep::Kind::Alias);
  const CudaBlockPlan& body = *plan.entry->steps[0].regions[1];
  ASSERT_EQ(body.steps.size(), 1u);
  EXPECT_EQ(body.steps[0].kind, CudaStep::Kind::Fused);
  // The argument and the unused counter die with the loop; its other result after the reshape,
  // whose result is returned (kept).
  const ir::Func& main = *p->module->lookup("main");
  const ir::Value* counter = plan.entry->steps[0].outputs[0];
  const ir::Value* state = plan.entry->steps[0].outputs[1];
  auto dead = [&](size_t step, const ir::Value* v) {
    const auto& d = plan.entry->deadAfter[step];
    return std::find(d.begin(), d.end(), v) != d.end();
  };
  EXPECT_TRUE(dead(0, main.entry().arg(0)));
  EXPECT_TRUE(dead(0, counter));
  EXPECT_FALSE(dead(0, state));
  EXPECT_TRUE(dead(1, state));
  EXPECT_FALSE(dead(1, plan.entry->steps[1].outputs[0]));
}

// Channels-last activations with a [K, C, kh, kw] filter: the filter is read through a transposed
// copy, [K, kh, kw, C]; a filter gradient is written through one. (A 3x5 window: kh and kw differ,
// so a wrong permutation shows in the dims and in the values.)
TEST(CudaPlan, ChannelsLastConvolutionsGetAChannelsLastFilter) {
  auto p = parse(R"(func.func @main(%x: tensor<2x8x8x3xf32>, %w: tensor<4x3x3x5xf32>, %g: tensor<2x8x6x4xf32>) -> (tensor<2x8x6x4xf32>, tensor<4x3x3x5xf32>) {
  %y = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<4x3x3x5xf32>) -> tensor<2x8x6x4xf32>
  %dw = stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<2x8x6x4xf32>) -> tensor<4x3x3x5xf32>
  return %y, %dw : tensor<2x8x6x4xf32>, tensor<4x3x3x5xf32>
})");
  ASSERT_TRUE(p->module);
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  ASSERT_EQ(plan.entry->steps.size(), 2u);
  const CudaStep& forward = plan.entry->steps[0];
  const CudaStep& filterGradient = plan.entry->steps[1];
  ASSERT_EQ(forward.kind, CudaStep::Kind::Convolution);
  ASSERT_TRUE(forward.filterIn);
  EXPECT_FALSE(forward.filterOut);
  EXPECT_EQ(std::vector<long long>(forward.filterIn->outDims, forward.filterIn->outDims + 4), (std::vector<long long>{4, 3, 5, 3}));
  ASSERT_EQ(filterGradient.kind, CudaStep::Kind::Convolution);
  ASSERT_TRUE(filterGradient.filterOut);
  EXPECT_EQ(std::vector<long long>(filterGradient.filterOut->outDims, filterGradient.filterOut->outDims + 4),
            (std::vector<long long>{4, 3, 3, 5}));

  // The copies are transposes: [K, C, kh, kw] -> [K, kh, kw, C] and back give the input again.
  std::vector<float> w(4 * 3 * 3 * 5), last(w.size()), back(w.size());
  for (size_t i = 0; i < w.size(); ++i) w[i] = float(i);
  copyOnHost(*forward.filterIn, w.data(), last.data());
  EXPECT_EQ(last[1], w[15]);  // [0, 0, 0, 1] in KRSC is [0, 1, 0, 0] in KCRS: 1 * 3 * 5
  copyOnHost(*filterGradient.filterOut, last.data(), back.data());
  EXPECT_EQ(back, w);
}

TEST(CudaPlan, HostOpsSayWhyTheyRunThere) {
  auto p = parse(R"(func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.popcnt %x : tensor<4xi32>
  return %0 : tensor<4xi32>
})");
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  ASSERT_EQ(plan.stats.hostOps.size(), 1u);
  EXPECT_EQ(plan.stats.hostOps[0].rfind("stablehlo.popcnt: no device kernel for stablehlo.popcnt (fused kernels: ", 0), 0u)
      << plan.stats.hostOps[0];
  EXPECT_NE(plan.stats.hostOps[0].find("; op kernels: "), std::string::npos) << plan.stats.hostOps[0];
}

TEST(CudaPlan, BatchIndexingLoopRunsWholeOnTheDevice) {
  auto p = parse(testing::kBatchedLoop);
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);
  EXPECT_EQ(plan.stats.kernelSteps, 6u);  // compare, multiply, two dynamic_slice, dynamic_update_slice, add
}

// Max pooling's gradient (select_and_scatter) and sum pooling (reduce_window add) as op kernels.
TEST(CudaPlan, PoolingAndItsGradientRunWholeOnTheDevice) {
  auto p = parse(testing::kPooling);
  CudaPlan forward = dryPlan(*p->module->lookup("main"));
  EXPECT_EQ(forward.stats.hostSteps, 0u) << hostOps(forward);
  EXPECT_EQ(forward.stats.kernelSteps, 1u);  // the sum; the maximum is cuDNN's
  ir::Func* vjp = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {true, true}, "main_vjp");
  CudaPlan backward = dryPlan(*vjp);
  EXPECT_EQ(backward.stats.hostSteps, 0u) << hostOps(backward);
  bool selectAndScatter = false;
  for (const CudaStep& s : backward.entry->steps)
    selectAndScatter |= s.kind == CudaStep::Kind::Kernel && s.op->is(ir::OpCode::SelectAndScatter);
  EXPECT_TRUE(selectAndScatter);
}

// A dense layer's bias and relu join its matmul (one cuBLASLt call); the layer after it adds a
// bias only, its tanh stays a fused kernel that reads the call's result.
TEST(CudaPlan, BiasAndReluBecomeMatmulEpilogues) {
  auto p = parse(R"(func.func @main(%x: tensor<16x10xf32>, %w1: tensor<10x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x4xf32>, %b2: tensor<4xf32>) -> tensor<16x4xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x10xf32>, tensor<10x32xf32>) -> tensor<16x32xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<16x32xf32>
  %z = stablehlo.constant dense<0.0> : tensor<16x32xf32>
  %r = stablehlo.maximum %h1, %z : tensor<16x32xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
  %o1 = stablehlo.add %bb2, %o : tensor<16x4xf32>
  %t = stablehlo.tanh %o1 : tensor<16x4xf32>
  return %t : tensor<16x4xf32>
})");
  const ir::Func& main = *p->module->lookup("main");
  CudaPlan plan = dryPlan(main);
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);
  EXPECT_EQ(plan.stats.epilogueMatmuls, 2u);
  ASSERT_EQ(plan.entry->steps.size(), 3u);
  const CudaStep &first = plan.entry->steps[0], &second = plan.entry->steps[1], &tanh = plan.entry->steps[2];
  ASSERT_EQ(first.kind, CudaStep::Kind::Matmul);
  ASSERT_EQ(first.inputs.size(), 3u);
  EXPECT_EQ(first.inputs[2], main.entry().arg(2));
  EXPECT_TRUE(first.outputs[0]->definingOp()->is(ir::OpCode::Maximum));
  ASSERT_EQ(second.kind, CudaStep::Kind::Matmul);
  EXPECT_EQ(second.inputs[0], first.outputs[0]);
  EXPECT_TRUE(second.outputs[0]->definingOp()->is(ir::OpCode::Add));
  ASSERT_EQ(tanh.kind, CudaStep::Kind::Fused);
  EXPECT_EQ(tanh.inputs, (std::vector<const ir::Value*>{second.outputs[0]}));
}

TEST(CudaPlan, EpiloguesLeaveValuesOthersReadAlone) {
  // The product is returned too: no epilogue. The biased sum is returned: no relu in the call.
  auto p = parse(R"(func.func @main(%x: tensor<8x6xf32>, %w: tensor<6x5xf32>, %b: tensor<5xf32>) -> (tensor<8x5xf32>, tensor<8x5xf32>, tensor<8x5xf32>, tensor<8x5xf32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf32>) -> tensor<8x5xf32>
  %s = stablehlo.add %p, %bb : tensor<8x5xf32>
  %q = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
  %t = stablehlo.add %q, %bb : tensor<8x5xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
  %r = stablehlo.maximum %t, %zb : tensor<8x5xf32>
  return %p, %s, %t, %r : tensor<8x5xf32>, tensor<8x5xf32>, tensor<8x5xf32>, tensor<8x5xf32>
})");
  CudaPlan plan = dryPlan(*p->module->lookup("main"));
  EXPECT_EQ(plan.stats.hostSteps, 0u) << hostOps(plan);
  EXPECT_EQ(plan.stats.epilogueMatmuls, 1u);
  size_t withBias = 0;
  for (const CudaStep& s : plan.entry->steps)
    if (s.kind == CudaStep::Kind::Matmul && s.inputs.size() == 3) {
      ++withBias;
      EXPECT_TRUE(s.outputs[0]->definingOp()->is(ir::OpCode::Add));
    }
  EXPECT_EQ(withBias, 1u);
}

}  // namespace
}  // namespace juxla::cuda
