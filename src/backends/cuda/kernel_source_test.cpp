// Generated fused kernels, run on the host behind the grid-loop shim (host_shim.h), compared
// with the interpreter on random inputs with edge values. Bit for bit except poly_math.h's
// functions (their ULP bounds) and chains through them (a relative tolerance).
#include "backends/cuda/kernel_source.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "backends/cuda/host_shim.h"
#include "backends/cuda/kernel_test_support.h"
#include "interp/checks.h"

namespace juxla::cuda {
namespace {

using interp::Tensor;
using testing::HostShim;
using testing::Launch;
using testing::ModuleKernels;

// The module's ULP bound for `v`: its result's own where given.
uint64_t ulpBound(const ModuleKernels& k, const ir::Value* v) {
  const ir::Operation* ret = k.main->entry().terminator();
  for (size_t r = 0; r < ret->numOperands() && r < k.spec.resultUlp.size(); ++r)
    if (ret->operand(r) == v) return k.spec.resultUlp[r];
  return k.spec.ulp;
}

// Whether `got` element i is within `ulp` (or the module's relative tolerance) of the
// interpreter's `want`.
bool close(const Tensor& got, const Tensor& want, int64_t i, const testing::KernelModule& spec, uint64_t ulp) {
  uint64_t g = got.bits(i), w = want.bits(i);
  ir::ElementType e = want.elementType();
  if (g == w || !ir::isFloat(e)) return g == w;
  double gd = got.getDouble(i), wd = want.getDouble(i);
  if (std::isnan(gd) || std::isnan(wd)) return std::isnan(gd) && std::isnan(wd);
  if (spec.relative > 0) return gd == wd || std::fabs(gd - wd) <= spec.relative * std::max(1.0, std::fabs(wd));
  if (gd == 0 && wd == 0) return false;  // -0 against +0: ulpDistance counts them as one point
  return interp::ulpDistance(g, w, ir::floatFormatOf(e)) <= ulp;
}

// Every cluster of `k` run through the shim with the launch shape `grid` x `block` (0: the
// kernel's own), against the interpreter; returns the number of outputs compared.
int runAgainstInterpreter(const ModuleKernels& k, HostShim& shim, uint64_t seed, bool edges, unsigned grid, unsigned block) {
  auto env = testing::interpretBody(k, testing::randomArguments(*k.main, seed, edges));
  int compared = 0;
  for (size_t c = 0; c < k.kernels.size(); ++c) {
    const FusedKernelSource& kernel = k.kernels[c];
    const cpu::FusionCluster& cluster = k.fusion.clusters[c];
    Launch launch = shim.launcher(kernel.name);
    if (!launch) {
      ADD_FAILURE() << "no launcher for " << kernel.name;
      continue;
    }
    std::vector<Tensor> ins, outs;
    std::vector<void*> args;
    for (const ir::Value* v : cluster.inputs) ins.push_back(env.at(v));
    for (Tensor& t : ins) args.push_back(const_cast<uint8_t*>(t.bytes().data()));
    for (const ir::Value* v : cluster.outputs) {
      std::vector<uint8_t> garbage(env.at(v).bytes().size(), 0xa5);  // what a kernel forgets to write shows
      outs.push_back(Tensor::fromBytes(v->type(), std::move(garbage)));
    }
    for (Tensor& t : outs) args.push_back(t.mutableBytes().data());
    unsigned g = grid ? grid : unsigned(kernel.gridBlocks), b = block ? block : unsigned(kFusedBlockSize);
    if (kernel.workItems > 0) launch(args.data(), g, b);
    for (size_t o = 0; o < outs.size(); ++o, ++compared) {
      const Tensor& want = env.at(cluster.outputs[o]);
      uint64_t ulp = ulpBound(k, cluster.outputs[o]);
      for (int64_t i = 0; i < want.numElements(); ++i) {
        if (close(outs[o], want, i, k.spec, ulp)) continue;
        ADD_FAILURE() << k.spec.name << " cluster " << c << " output " << o << " element " << i << " (seed " << seed << ", grid "
                      << g << "x" << b << "): " << outs[o].getDouble(i) << " vs the interpreter's " << want.getDouble(i) << "\n"
                      << cpu::compileFusedProgram(cluster).str() << kernel.kernel;
        return compared;
      }
    }
  }
  return compared;
}

TEST(KernelSource, EveryRepresentativeClusterHasAKernel) {
  int clusters = 0;
  for (const testing::KernelModule& m : testing::representativeModules()) {
    auto k = testing::kernelsOf(m);
    EXPECT_FALSE(k->fusion.clusters.empty()) << m.name;
    for (size_t c = 0; c < k->kernels.size(); ++c, ++clusters) {
      const FusedKernelSource& kernel = k->kernels[c];
      ASSERT_TRUE(kernel.ok) << m.name << ": " << kernel.reason;
      EXPECT_EQ(kernel.numInputs, int(k->fusion.clusters[c].inputs.size()));
      EXPECT_EQ(kernel.numOutputs, int(k->fusion.clusters[c].outputs.size()));
      EXPECT_NE(kernel.kernel.find("extern \"C\" __global__ void " + kernel.name + "("), std::string::npos);
    }
  }
  EXPECT_GE(clusters, 30);
}

// The ABI on a small cluster, as text: pointers in the cluster's order (the bias first: first use
// first; the splat constant keeps its place though it is baked in), the shape baked in, a
// broadcast read by index arithmetic, the output written last.
TEST(KernelSource, KernelTextShowsTheAbi) {
  auto k = testing::kernelsOf({"abi", R"(func.func @main(%x: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %one = stablehlo.constant dense<-1.5> : tensor<2x3xf32>
  %s = stablehlo.add %x, %bb : tensor<2x3xf32>
  %m = stablehlo.multiply %s, %one : tensor<2x3xf32>
  return %m : tensor<2x3xf32>
})"});
  ASSERT_EQ(k->kernels.size(), 1u);
  const FusedKernelSource& kernel = k->kernels[0];
  EXPECT_EQ(kernel.workItems, 6);
  EXPECT_EQ(kernel.gridBlocks, 1);
  EXPECT_EQ(kernel.kernel,
            "extern \"C\" __global__ void abi_0(const void* in0_, const void* in1_, const void* in2_, void* out0_) {\n"
            "  const float* in0 = (const float*)in0_;\n"
            "  const float* in1 = (const float*)in1_;\n"
            "  float* out0 = (float*)out0_;\n"
            "  typedef unsigned int idx_t;\n"
            "  const float v3 = -0x1.8p+0f;\n"
            "  for (idx_t t = (idx_t)blockIdx.x * blockDim.x + threadIdx.x; t < 6; t += (idx_t)gridDim.x * blockDim.x) {\n"
            "    const idx_t f = t;\n"
            "    const float v1 = in1[f];\n"
            "    const float v0 = in0[(f % 3)];\n"
            "    const float v2 = v1 + v0;\n"
            "    const float v4 = v2 * v3;\n"
            "    out0[f] = v4;\n"
            "  }\n"
            "}\n");
}

// An op whose scalar function has no CUDA definition is refused with a reason, not miscompiled.
TEST(KernelSource, RefusesAScalarFunctionWithoutADefinition) {
  auto k = testing::kernelsOf({"refuse", R"(func.func @main(%x: tensor<4xf64>) -> tensor<4xf64> {
  %s = stablehlo.sine %x : tensor<4xf64>
  return %s : tensor<4xf64>
})"});
  ASSERT_EQ(k->fusion.clusters.size(), 1u);
  cpu::FusedProgram p = cpu::compileFusedProgram(k->fusion.clusters[0]);
  bool changed = false;
  for (cpu::FusedInstr& in : p.body)
    if (in.op == cpu::FusedOp::Call1) in.fn = [](double x, double) { return x * 3.0; }, changed = true;
  ASSERT_TRUE(changed);
  FusedKernelSource kernel = generateFusedKernel(p, "refused");
  EXPECT_FALSE(kernel.ok);
  EXPECT_NE(kernel.reason.find("no CUDA definition"), std::string::npos) << kernel.reason;
  EXPECT_FALSE(generateFusedKernel(k->fusion.clusters[0], "1bad").ok);
}

// Every representative cluster's kernel on the host: with edge values and its own launch shape,
// then without edges (finite sums, whose bits show the order) on a grid far too small (so the
// grid-stride loop does the work).
TEST(KernelSource, HostShimMatchesTheInterpreter) {
  std::vector<std::unique_ptr<ModuleKernels>> modules;
  std::vector<const FusedKernelSource*> kernels;
  for (const testing::KernelModule& m : testing::representativeModules()) {
    modules.push_back(testing::kernelsOf(m));
    for (const FusedKernelSource& k : modules.back()->kernels) {
      ASSERT_TRUE(k.ok) << m.name << ": " << k.reason;
      kernels.push_back(&k);
    }
  }
  HostShim shim(kernels);
  ASSERT_EQ(shim.error(), "");
  std::cout << "[ host shim ] " << kernels.size() << " kernels compiled by the host compiler in " << shim.compileSeconds() << " s\n";
  int compared = 0;
  for (const auto& k : modules) {
    compared += runAgainstInterpreter(*k, shim, 1, true, 0, 0);
    compared += runAgainstInterpreter(*k, shim, 2, false, 2, 7);
  }
  EXPECT_GE(compared, 100);
}

}  // namespace
}  // namespace juxla::cuda
