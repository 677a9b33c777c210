// Matmul epilogues (matmul_epilogue.h): which patterns are found, and that the fused clusters left
// after the call absorbs its ops still compute the interpreter's values (run on the host behind the
// grid-loop shim, host_shim.h, with the epilogue's result taken from the interpreter).
#include "backends/cuda/matmul_epilogue.h"

#include <gtest/gtest.h>

#include <cmath>

#include "backends/cuda/cuda_test_support.h"
#include "backends/cuda/host_shim.h"
#include "backends/cuda/kernel_test_support.h"

namespace juxla::cuda {
namespace {

using interp::Tensor;

// Two layers, the relu read again after the call (the cluster keeps a multiply and a reduction
// that read the call's result), and a second product whose sum has two users (bias only).
const char* kLayers = R"(func.func @main(%x: tensor<12x10xf32>, %w1: tensor<10x24xf32>, %b1: tensor<24xf32>, %w2: tensor<24x24xf32>, %b2: tensor<24xf32>) -> (tensor<12x24xf32>, tensor<24xf32>, tensor<12x24xf32>) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<12x10xf32>, tensor<10x24xf32>) -> tensor<12x24xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<24xf32>) -> tensor<12x24xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<12x24xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<12x24xf32>
  %r = stablehlo.maximum %zb, %h1 : tensor<12x24xf32>
  %two = stablehlo.constant dense<2.0> : tensor<12x24xf32>
  %d = stablehlo.multiply %r, %two : tensor<12x24xf32>
  %sum = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<12x24xf32>, tensor<f32>) -> tensor<24xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<12x24xf32>, tensor<24x24xf32>) -> tensor<12x24xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<24xf32>) -> tensor<12x24xf32>
  %o1 = stablehlo.add %o, %bb2 : tensor<12x24xf32>
  %o2 = stablehlo.maximum %o1, %zb : tensor<12x24xf32>
  %e = stablehlo.exponential %o1 : tensor<12x24xf32>
  %f = stablehlo.add %e, %o2 : tensor<12x24xf32>
  return %d, %sum, %f : tensor<12x24xf32>, tensor<24xf32>, tensor<12x24xf32>
})";

TEST(MatmulEpilogue, FindsBiasReluAndBiasOnly) {
  auto p = testing::parse(kLayers);
  const ir::Func& main = *p->module->lookup("main");
  std::vector<MatmulEpilogueMatch> found = findMatmulEpilogues(main.entry());
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].epilogue, MatmulEpilogue::BiasRelu);
  EXPECT_EQ(found[0].bias, main.entry().arg(2));
  EXPECT_TRUE(found[0].result->definingOp()->is(ir::OpCode::Maximum));
  // the zero broadcast is read by the second layer's relu too: it stays
  EXPECT_EQ(found[0].absorbed.size(), 4u);  // dot, broadcast, add, maximum
  EXPECT_EQ(found[1].epilogue, MatmulEpilogue::Bias);  // the sum is read twice: no relu
  EXPECT_TRUE(found[1].result->definingOp()->is(ir::OpCode::Add));
  EXPECT_EQ(found[1].absorbed.size(), 3u);
}

TEST(MatmulEpilogue, RefusesBatchesF64AndRowBiases) {
  auto p = testing::parse(R"(func.func @main(%x: tensor<8x6xf64>, %w: tensor<6x5xf64>, %b: tensor<5xf64>, %y: tensor<8x6xf32>, %v: tensor<6x5xf32>, %c: tensor<8xf32>) -> (tensor<8x5xf64>, tensor<8x5xf32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x6xf64>, tensor<6x5xf64>) -> tensor<8x5xf64>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf64>) -> tensor<8x5xf64>
  %s = stablehlo.add %p, %bb : tensor<8x5xf64>
  %q = stablehlo.dot_general %y, %v, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<8xf32>) -> tensor<8x5xf32>
  %t = stablehlo.add %q, %cb : tensor<8x5xf32>
  return %s, %t : tensor<8x5xf64>, tensor<8x5xf32>
})");
  EXPECT_TRUE(findMatmulEpilogues(p->module->lookup("main")->entry()).empty());
}

// The clusters without the absorbed ops, as kernels on the host: every output they still write
// matches the interpreter, and none reads a value only the call computed inside.
TEST(MatmulEpilogue, TrimmedClustersStillMatchTheInterpreter) {
  testing::KernelModule spec{"layers", kLayers, 0, 1e-6};
  auto k = testing::kernelsOf(spec);
  std::vector<MatmulEpilogueMatch> found = findMatmulEpilogues(k->main->entry());
  ASSERT_EQ(found.size(), 2u);
  std::unordered_set<const ir::Operation*> absorbed;
  for (const MatmulEpilogueMatch& m : found) absorbed.insert(m.absorbed.begin(), m.absorbed.end());
  std::vector<cpu::FusionCluster> trimmed;
  std::vector<FusedKernelSource> kernels;
  for (const cpu::FusionCluster& c : k->fusion.clusters) {
    cpu::FusionCluster t = withoutAbsorbed(c, absorbed);
    if (t.ops.empty()) continue;
    for (const ir::Value* v : t.inputs)
      for (const MatmulEpilogueMatch& m : found) {
        EXPECT_NE(v, m.dot->result());
        for (const ir::Operation* op : m.absorbed)
          EXPECT_TRUE(op->result() != v || v == m.result) << "a trimmed cluster reads an intermediate of the call";
      }
    kernels.push_back(generateFusedKernel(t, "trimmed_" + std::to_string(trimmed.size())));
    ASSERT_TRUE(kernels.back().ok) << kernels.back().reason;
    trimmed.push_back(std::move(t));
  }
  ASSERT_GE(trimmed.size(), 2u);
  std::vector<const FusedKernelSource*> pointers;
  for (const FusedKernelSource& s : kernels) pointers.push_back(&s);
  testing::HostShim shim(pointers);
  ASSERT_EQ(shim.error(), "");
  auto env = testing::interpretBody(*k, testing::randomArguments(*k->main, 7));
  int compared = 0;
  for (size_t c = 0; c < trimmed.size(); ++c) {
    std::vector<Tensor> ins, outs;
    std::vector<void*> args;
    for (const ir::Value* v : trimmed[c].inputs) ins.push_back(env.at(v));
    for (Tensor& t : ins) args.push_back(const_cast<uint8_t*>(t.bytes().data()));
    for (const ir::Value* v : trimmed[c].outputs) outs.push_back(Tensor::fromBytes(v->type(), std::vector<uint8_t>(env.at(v).bytes().size(), 0xa5)));
    for (Tensor& t : outs) args.push_back(t.mutableBytes().data());
    testing::Launch launch = shim.launcher(kernels[c].name);
    ASSERT_TRUE(launch);
    launch(args.data(), unsigned(kernels[c].gridBlocks), kFusedBlockSize);
    for (size_t o = 0; o < outs.size(); ++o, ++compared) {
      const Tensor& want = env.at(trimmed[c].outputs[o]);
      for (int64_t i = 0; i < want.numElements(); ++i) {
        double g = outs[o].getDouble(i), w = want.getDouble(i);
        if (g == w) continue;
        if (std::isnan(w)) {
          EXPECT_TRUE(std::isnan(g));
          continue;
        }
        ASSERT_LE(std::fabs(g - w), 1e-6 * std::max(1.0, std::fabs(w))) << "cluster " << c << " output " << o << " element " << i;
      }
    }
  }
  EXPECT_GE(compared, 3);  // the doubled relu, its column sums, and the exp-plus-relu
}

}  // namespace
}  // namespace juxla::cuda
