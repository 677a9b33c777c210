// The CUDA executor against the interpreter: dense layers, convolutions with their gradients, fused
// clusters, loops and an MLP's gradient step, each on the GPU (skipped, with the reason, without
// one); and the clear error every device-less machine gives.
#include "backends/cuda/executable.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ad/reverse.h"
#include "backends/cuda/cuda_test_support.h"
#include "ir/parser.h"

namespace juxla::cuda {
namespace {

using interp::Tensor;

using testing::Parsed;
using testing::parse;

std::vector<Tensor> randomInputs(const ir::Func& f, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<Tensor> out;
  for (ir::Type t : f.inputTypes()) {
    std::vector<double> v(size_t(t.numElements()));
    for (double& x : v) x = u(rng);
    out.push_back(Tensor::fromDoubles(t, v));
  }
  return out;
}

// Runs `fn` of the module on the GPU (TF32 off) and in the interpreter, twice (the second run
// reuses cached device memory), and compares every output within `tolerance` relative to its norm.
void expectSameAsInterpreter(const ir::Module& module, const ir::Func& fn, double tolerance, size_t maxInterpreted = 0) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  std::unique_ptr<runtime::Executable> gpu = compileCuda(module, fn, CudaOptions{true, false});
  std::unique_ptr<runtime::Executable> reference = runtime::compile(runtime::Device::Interp, module, fn);
  for (uint64_t run = 1; run <= 2; ++run) {
    std::vector<Tensor> in = randomInputs(fn, run);
    std::vector<Tensor> got = gpu->run(in), want = reference->run(in);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) {
      ASSERT_EQ(got[i].type(), want[i].type()) << "output " << i;
      double diff = 0, norm = 0;
      for (int64_t k = 0; k < want[i].numElements(); ++k) {
        double g = got[i].getDouble(k), w = want[i].getDouble(k);
        ASSERT_FALSE(std::isnan(g) != std::isnan(w)) << "output " << i << " element " << k;
        if (std::isnan(w)) continue;
        diff += (g - w) * (g - w);
        norm += w * w;
      }
      EXPECT_LE(std::sqrt(diff), tolerance * (std::sqrt(norm) + 1e-6)) << "run " << run << " output " << i;
    }
    EXPECT_LE(gpu->stats().interpretedOps, maxInterpreted) << "ops the interpreter ran for the GPU";
  }
}

TEST(CudaExecutable, WithoutADeviceCompilingSaysWhy) {
  std::string why;
  if (available(&why)) GTEST_SKIP() << "a CUDA device is present";
  std::string runtimeWhy;
  EXPECT_FALSE(runtime::deviceAvailable(runtime::Device::Cuda, &runtimeWhy));
  EXPECT_EQ(runtimeWhy, why);
  auto p = parse("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32>\n}\n");
  try {
    runtime::compile(runtime::Device::Cuda, *p->module, *p->module->lookup("main"));
    FAIL() << "compiled for a device that is not there";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "no CUDA device: " + why);
  }
  EXPECT_EQ(runtime::parseDevice("cuda"), runtime::Device::Cuda);
  EXPECT_STREQ(runtime::deviceName(runtime::Device::Cuda), "cuda");
}

TEST(CudaExecutable, DenseLayerWithAFusedEpilogueAndReduction) {
  auto p = parse(R"(func.func @main(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>, %b: tensor<48xf32>) -> (tensor<64x48xf32>, tensor<48xf32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<48xf32>) -> tensor<64x48xf32>
  %s = stablehlo.add %p, %bb : tensor<64x48xf32>
  %t = stablehlo.tanh %s : tensor<64x48xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x48xf32>, tensor<f32>) -> tensor<48xf32>
  return %t, %r : tensor<64x48xf32>, tensor<48xf32>
})");
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5);
}

TEST(CudaExecutable, F64ElementwiseClusterAndTransposedProduct) {
  auto p = parse(R"(func.func @main(%x: tensor<16x8xf64>, %y: tensor<16x8xf64>) -> (tensor<8x8xf64>, tensor<16x8xf64>) {
  %e = stablehlo.exponential %x : tensor<16x8xf64>
  %m = stablehlo.multiply %e, %y : tensor<16x8xf64>
  %s = stablehlo.subtract %m, %x : tensor<16x8xf64>
  %d = stablehlo.dot_general %s, %y, contracting_dims = [0] x [0] : (tensor<16x8xf64>, tensor<16x8xf64>) -> tensor<8x8xf64>
  return %d, %s : tensor<8x8xf64>, tensor<16x8xf64>
})");
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-12);
}

TEST(CudaExecutable, ConvolutionPoolingAndTheirGradient) {
  auto p = parse(R"(func.func @main(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = "stablehlo.reduce_window"(%c, %init) <{window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %mx = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %mx : tensor<f32>
  }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
  return %m : tensor<2x4x4x4xf32>
})");
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5);
  // The gradient: cuDNN's backward-data and backward-filter calls and select_and_scatter (max
  // pooling's gradient) as an op kernel: nothing in the interpreter.
  ir::Func* vjp = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {true, true}, "main_vjp");
  expectSameAsInterpreter(*p->module, *vjp, 1e-5, 0);
}

TEST(CudaExecutable, ChannelsLastConvolutionsWithTransposedFilters) {
  // The forward reads its [K, C, kh, kw] filter through a [K, kh, kw, C] copy; the filter gradient
  // is written through one (plan.h).
  auto p = parse(R"(func.func @main(%x: tensor<2x8x8x3xf32>, %w: tensor<4x3x3x5xf32>, %g: tensor<2x8x6x4xf32>) -> (tensor<2x8x6x4xf32>, tensor<4x3x3x5xf32>) {
  %y = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<4x3x3x5xf32>) -> tensor<2x8x6x4xf32>
  %dw = stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<2x8x6x4xf32>) -> tensor<4x3x3x5xf32>
  return %y, %dw : tensor<2x8x6x4xf32>, tensor<4x3x3x5xf32>
})");
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5);
}

TEST(CudaExecutable, WhileLoopOfGradientSteps) {
  // Ten steps of w <- w - 0.1 * x^T (x w - y) on a least-squares problem.
  auto p = parse(R"(func.func @main(%x: tensor<32x8xf32>, %y: tensor<32x1xf32>, %w0: tensor<8x1xf32>) -> (tensor<8x1xf32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %lr = stablehlo.constant dense<0.01> : tensor<8x1xf32>
  %r:2 = stablehlo.while(%i = %zero, %w = %w0) : tensor<i32>, tensor<8x1xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<32x8xf32>, tensor<8x1xf32>) -> tensor<32x1xf32>
    %e = stablehlo.subtract %p, %y : tensor<32x1xf32>
    %g = stablehlo.dot_general %x, %e, contracting_dims = [0] x [0] : (tensor<32x8xf32>, tensor<32x1xf32>) -> tensor<8x1xf32>
    %s = stablehlo.multiply %g, %lr : tensor<8x1xf32>
    %next = stablehlo.subtract %w, %s : tensor<8x1xf32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %next : tensor<i32>, tensor<8x1xf32>
  }
  return %r#1, %r#0 : tensor<8x1xf32>, tensor<i32>
})");
  // The i32 counter's add and compare run as integer op kernels: nothing in the interpreter.
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5, 0);
}

TEST(CudaExecutable, MlpTrainingStepGradient) {
  // loss = sum((tanh(relu(x W1 + b1) W2 + b2) - y)^2): forward and backward in one function.
  auto p = parse(R"(func.func @main(%x: tensor<16x10xf32>, %w1: tensor<10x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x4xf32>, %b2: tensor<4xf32>, %y: tensor<16x4xf32>) -> tensor<f32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x10xf32>, tensor<10x32xf32>) -> tensor<16x32xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<16x32xf32>
  %z = stablehlo.constant dense<0.0> : tensor<16x32xf32>
  %r = stablehlo.maximum %h1, %z : tensor<16x32xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
  %o1 = stablehlo.add %o, %bb2 : tensor<16x4xf32>
  %t = stablehlo.tanh %o1 : tensor<16x4xf32>
  %d = stablehlo.subtract %t, %y : tensor<16x4xf32>
  %sq = stablehlo.multiply %d, %d : tensor<16x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
  return %l : tensor<f32>
})");
  ir::Func* step = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {false, true, true, true, true, false}, "train_step");
  expectSameAsInterpreter(*p->module, *step, 1e-5, 0);
}

TEST(CudaExecutable, BatchIndexingLoopWithDynamicSlices) {
  auto p = parse(testing::kBatchedLoop);
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5, 0);
}

TEST(CudaExecutable, InfeedEntriesAreReadInOrderAndTakenOffTheQueue) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  auto p = parse(testing::kInfeedLoop);
  const ir::Func& fn = *p->module->lookup("main");
  std::unique_ptr<runtime::Executable> gpu = compileCuda(*p->module, fn, CudaOptions{true, false});
  std::unique_ptr<runtime::Executable> reference = runtime::compile(runtime::Device::Interp, *p->module, fn);
  auto queue = [] {
    interp::InfeedQueue q;
    for (uint64_t k = 0; k < 4; ++k) q.entries.push_back(randomInputs(*parse(R"(func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
})")->module->lookup("main"), 10 + k));
    return q;
  };
  interp::InfeedQueue mine = queue(), theirs = queue();
  std::vector<Tensor> in = randomInputs(fn, 3);
  runtime::RunOptions a, b;
  a.infeed = &mine, b.infeed = &theirs;
  Tensor got = gpu->run(in, a)[0], want = reference->run(in, b)[0];
  for (int64_t k = 0; k < want.numElements(); ++k) EXPECT_NEAR(got.getDouble(k), want.getDouble(k), 1e-5) << k;
  EXPECT_EQ(mine.entries.size(), 1u);  // three read, one left, as the interpreter leaves it
  EXPECT_EQ(gpu->stats().interpretedOps, 0u);
  interp::InfeedQueue empty;
  runtime::RunOptions c;
  c.infeed = &empty;
  EXPECT_THROW(gpu->run(in, c), interp::InterpreterError);
}

TEST(CudaExecutable, MaxAndAveragePoolingAndTheirGradient) {
  auto p = parse(testing::kPooling);
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5, 0);
  ir::Func* vjp = ad::buildVjpFunc(*p->module, *p->module->lookup("main"), {true, true}, "main_vjp");
  expectSameAsInterpreter(*p->module, *vjp, 1e-5, 0);
}

TEST(CudaExecutable, DenseLayersWithBiasAndReluEpilogues) {
  auto p = parse(R"(func.func @main(%x: tensor<64x32xf32>, %w1: tensor<32x48xf32>, %b1: tensor<48xf32>, %w2: tensor<48x16xf32>, %b2: tensor<16xf32>) -> (tensor<64x16xf32>, tensor<64x48xf32>) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<48xf32>) -> tensor<64x48xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<64x48xf32>
  %z = stablehlo.constant dense<0.0> : tensor<64x48xf32>
  %r = stablehlo.maximum %h1, %z : tensor<64x48xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x16xf32>) -> tensor<64x16xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
  %o1 = stablehlo.add %o, %bb2 : tensor<64x16xf32>
  %t = stablehlo.tanh %o1 : tensor<64x16xf32>
  return %t, %r : tensor<64x16xf32>, tensor<64x48xf32>
})");
  expectSameAsInterpreter(*p->module, *p->module->lookup("main"), 1e-5, 0);
}

}  // namespace
}  // namespace juxla::cuda
