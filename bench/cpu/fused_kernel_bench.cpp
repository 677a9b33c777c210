// The fused kernels (fused_kernel.h) of LeNet-5's and VGG19's elementwise clusters and of the
// Fashion-MNIST epoch's Adam update, timed one by one: each case is a module whose clusters
// planFusion() finds as the training step does, run on random data. Reports bytes read and
// written per second, to compare with the machine's copy rate.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"
#include "backends/cpu/kernel.h"
#include "backends/cpu/thread_pool.h"
#include "ir/ir.h"
#include "ir/parser.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"

namespace {

using namespace juxla;

// conv + bias, relu and its mask (Flux's relu as ifelse(x < 0, 0, x)), channels last.
std::string biasRelu(const std::string& s, int c) {
  std::string t = "tensor<" + s + "x" + std::to_string(c) + "xf32>", m = "tensor<" + s + "x" + std::to_string(c) + "xi1>";
  int rank = int(std::count(s.begin(), s.end(), 'x')) + 1;
  return "func.func @main(%x: " + t + ", %b: tensor<" + std::to_string(c) + "xf32>) -> (" + t + ", " + m + ") {\n" +
         "  %bb = stablehlo.broadcast_in_dim %b, dims = [" + std::to_string(rank) + "] : (tensor<" + std::to_string(c) +
         "xf32>) -> " + t + "\n  %y = stablehlo.add %x, %bb : " + t + "\n  %z = stablehlo.constant dense<0.0> : " + t +
         "\n  %m = stablehlo.compare LT, %y, %z, FLOAT : (" + t + ", " + t + ") -> " + m +
         "\n  %r = stablehlo.select %m, %z, %y : " + m + ", " + t + "\n  return %r, %m : " + t + ", " + m + "\n}\n";
}

// A 2x2 stride-2 maxpool as the AD pipeline writes it: four strided slices, compare and select,
// every mask kept for the backward pass.
const char* kMaxpool = R"(func.func @main(%x: tensor<64x28x28x6xf32>) -> (tensor<64x14x14x6xf32>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>) {
  %lo = stablehlo.constant dense<-3.40282347E+38> : tensor<64x14x14x6xf32>
  %a = stablehlo.slice %x [0:64, 0:27:2, 0:27:2, 0:6] : (tensor<64x28x28x6xf32>) -> tensor<64x14x14x6xf32>
  %ma = stablehlo.compare GT, %a, %lo, FLOAT : (tensor<64x14x14x6xf32>, tensor<64x14x14x6xf32>) -> tensor<64x14x14x6xi1>
  %sa = stablehlo.select %ma, %a, %lo : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %b = stablehlo.slice %x [0:64, 0:27:2, 1:28:2, 0:6] : (tensor<64x28x28x6xf32>) -> tensor<64x14x14x6xf32>
  %mb = stablehlo.compare GT, %b, %sa, FLOAT : (tensor<64x14x14x6xf32>, tensor<64x14x14x6xf32>) -> tensor<64x14x14x6xi1>
  %sb = stablehlo.select %mb, %b, %sa : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %c = stablehlo.slice %x [0:64, 1:28:2, 0:27:2, 0:6] : (tensor<64x28x28x6xf32>) -> tensor<64x14x14x6xf32>
  %mc = stablehlo.compare GT, %c, %sb, FLOAT : (tensor<64x14x14x6xf32>, tensor<64x14x14x6xf32>) -> tensor<64x14x14x6xi1>
  %sc = stablehlo.select %mc, %c, %sb : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %d = stablehlo.slice %x [0:64, 1:28:2, 1:28:2, 0:6] : (tensor<64x28x28x6xf32>) -> tensor<64x14x14x6xf32>
  %md = stablehlo.compare GT, %d, %sc, FLOAT : (tensor<64x14x14x6xf32>, tensor<64x14x14x6xf32>) -> tensor<64x14x14x6xi1>
  %sd = stablehlo.select %md, %d, %sc : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  return %sd, %ma, %mb, %mc, %md : tensor<64x14x14x6xf32>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>, tensor<64x14x14x6xi1>
})";

// The maxpool's gradient: the masks route g to one of four pads, summed, then relu's mask.
const char* kMaxpoolGradient = R"(func.func @main(%g: tensor<64x14x14x6xf32>, %m1: tensor<64x14x14x6xi1>, %m2: tensor<64x14x14x6xi1>, %m3: tensor<64x14x14x6xi1>, %m4: tensor<64x14x14x6xi1>, %relu: tensor<64x28x28x6xi1>) -> tensor<64x28x28x6xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<64x14x14x6xf32>
  %z0 = stablehlo.constant dense<0.0> : tensor<f32>
  %zz = stablehlo.constant dense<0.0> : tensor<64x28x28x6xf32>
  %a = stablehlo.select %m4, %g, %z : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %ra = stablehlo.select %m4, %z, %g : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %pa = stablehlo.pad %a, %z0, low = [0, 1, 1, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<64x14x14x6xf32>, tensor<f32>) -> tensor<64x28x28x6xf32>
  %b = stablehlo.select %m3, %ra, %z : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %rb = stablehlo.select %m3, %z, %ra : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %pb = stablehlo.pad %b, %z0, low = [0, 1, 0, 0], high = [0, 0, 1, 0], interior = [0, 1, 1, 0] : (tensor<64x14x14x6xf32>, tensor<f32>) -> tensor<64x28x28x6xf32>
  %s1 = stablehlo.add %pa, %pb : tensor<64x28x28x6xf32>
  %c = stablehlo.select %m2, %rb, %z : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %rc = stablehlo.select %m2, %z, %rb : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %pc = stablehlo.pad %c, %z0, low = [0, 0, 1, 0], high = [0, 1, 0, 0], interior = [0, 1, 1, 0] : (tensor<64x14x14x6xf32>, tensor<f32>) -> tensor<64x28x28x6xf32>
  %s2 = stablehlo.add %s1, %pc : tensor<64x28x28x6xf32>
  %d = stablehlo.select %m1, %rc, %z : tensor<64x14x14x6xi1>, tensor<64x14x14x6xf32>
  %pd = stablehlo.pad %d, %z0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<64x14x14x6xf32>, tensor<f32>) -> tensor<64x28x28x6xf32>
  %s3 = stablehlo.add %s2, %pd : tensor<64x28x28x6xf32>
  %r = stablehlo.select %relu, %zz, %s3 : tensor<64x28x28x6xi1>, tensor<64x28x28x6xf32>
  return %r : tensor<64x28x28x6xf32>
})";

// Adam's update of one 784x512 weight of the Fashion-MNIST epoch, as Flux.update! stages it: the
// moments, their bias corrections, the step, and sqrt's domain check (an i1 output reduced later).
std::string adam(const std::string& shape) {
  std::string t = "tensor<" + shape + "xf32>", s = "tensor<f32>";
  auto splat = [&](const std::string& name, const std::string& x) {
    return "  %" + name + " = stablehlo.broadcast_in_dim " + x + ", dims = [] : (" + s + ") -> " + t + "\n";
  };
  auto op = [&](const std::string& name, const std::string& code, const std::string& a, const std::string& b,
                const std::string& type) { return "  %" + name + " = stablehlo." + code + " " + a + ", " + b + " : " + type + "\n"; };
  return "func.func @main(%w: " + t + ", %g: " + t + ", %m: " + t + ", %v: " + t + ", %eta: " + s + ", %b1: " + s +
         ", %b2: " + s + ", %eps: " + s + ", %b1t: " + s + ", %b2t: " + s + ") -> (" + t + ", " + t + ", " + t +
         ", tensor<" + shape + "xi1>) {\n  %one = stablehlo.constant dense<1.0> : " + s + "\n" + splat("B1", "%b1") +
         op("mm", "multiply", "%B1", "%m", t) + op("c1", "subtract", "%one", "%b1", s) + splat("C1", "%c1") +
         op("gm", "multiply", "%C1", "%g", t) + op("m2", "add", "%mm", "%gm", t) + splat("B2", "%b2") +
         op("vv", "multiply", "%B2", "%v", t) + op("c2", "subtract", "%one", "%b2", s) + op("gg", "multiply", "%g", "%g", t) +
         splat("C2", "%c2") + op("gv", "multiply", "%C2", "%gg", t) + op("v2", "add", "%vv", "%gv", t) +
         op("d1", "subtract", "%one", "%b1t", s) + splat("D1", "%d1") + op("mh", "divide", "%m2", "%D1", t) +
         op("d2", "subtract", "%one", "%b2t", s) + splat("D2", "%d2") + op("vh", "divide", "%v2", "%D2", t) +
         "  %z = stablehlo.constant dense<0.0> : " + t + "\n  %neg = stablehlo.compare LT, %vh, %z, FLOAT : (" + t + ", " +
         t + ") -> tensor<" + shape + "xi1>\n  %ok = stablehlo.not %neg : tensor<" + shape + "xi1>\n  %sq = stablehlo.sqrt %vh : " +
         t + "\n" + splat("E", "%eps") + op("se", "add", "%sq", "%E", t) + op("u", "divide", "%mh", "%se", t) +
         splat("ETA", "%eta") + op("st", "multiply", "%u", "%ETA", t) + op("w2", "subtract", "%w", "%st", t) +
         "  return %w2, %m2, %v2, %ok : " + t + ", " + t + ", " + t + ", tensor<" + shape + "xi1>\n}\n";
}

// A value of the benchmark: its bytes, random (0 or 1 for i1) or a constant's splat.
std::vector<uint8_t> valueBytes(const ir::Value* v, std::mt19937& rng) {
  ir::Type t = v->type();
  int64_t width = ir::storageBytes(t.elementType()), n = t.numElements();
  std::vector<uint8_t> bytes(size_t(n * width));
  const ir::Operation* def = v->definingOp();
  if (def && def->is(ir::OpCode::Constant)) {
    uint64_t bits = def->attr("value").elementBits(0);
    for (int64_t i = 0; i < n; ++i) std::memcpy(bytes.data() + i * width, &bits, size_t(width));
  } else if (t.elementType() == ir::ElementType::I1) {
    for (uint8_t& b : bytes) b = uint8_t(rng() & 1);
  } else {
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    for (int64_t i = 0; i < n; ++i) {
      float x = u(rng);
      std::memcpy(bytes.data() + i * 4, &x, 4);
    }
  }
  return bytes;
}

// Runs every cluster of `text`'s @main once per iteration.
void runClusters(benchmark::State& state, const std::string& text) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  std::unique_ptr<ir::Module> module = ir::parseModuleText(sources, "bench.mlir", text, diag);
  if (!module || !ir::verifyModule(*module, diag)) {
    state.SkipWithError(diag.renderAll().c_str());
    return;
  }
  cpu::BlockFusion fusion = cpu::planFusion(module->lookup("main")->entry());
  struct Prepared {
    cpu::Kernel kernel;
    std::vector<std::vector<uint8_t>> memory;
    std::vector<cpu::Buffer> ins, outs;
  };
  std::vector<Prepared> runs;
  std::mt19937 rng(7);
  int64_t bytes = 0;
  for (const cpu::FusionCluster& c : fusion.clusters) {
    if (std::getenv("JUXLA_BENCH_PRINT")) std::fprintf(stderr, "%s", cpu::compileFusedProgram(c).str().c_str());
    Prepared p{cpu::fusedKernel(c), {}, {}, {}};
    p.memory.reserve(c.inputs.size() + c.outputs.size());
    // 64-byte aligned, as the executor's arena places values
    auto aligned = [&](const ir::Value* v) {
      std::vector<uint8_t> b = valueBytes(v, rng);
      bytes += int64_t(b.size());
      p.memory.emplace_back(b.size() + 64);
      uint8_t* at = p.memory.back().data() + (64 - reinterpret_cast<uintptr_t>(p.memory.back().data()) % 64) % 64;
      std::memcpy(at, b.data(), b.size());
      return at;
    };
    for (const ir::Value* v : c.inputs) p.ins.push_back({aligned(v), v->type()});
    for (const ir::Value* v : c.outputs) p.outs.push_back({aligned(v), v->type()});
    runs.push_back(std::move(p));
  }
  cpu::KernelContext ctx{cpu::ThreadPool::shared()};
  std::vector<double> seconds(runs.size(), 0.0);  // per cluster, shown as c0_us, c1_us, ...
  for (auto _ : state) {
    for (size_t i = 0; i < runs.size(); ++i) {
      auto t0 = std::chrono::steady_clock::now();
      runs[i].kernel(ctx, runs[i].ins, runs[i].outs);
      seconds[i] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
  }
  for (size_t i = 0; i < runs.size() && runs.size() > 1; ++i)
    state.counters["c" + std::to_string(i) + "_us"] = 1e6 * seconds[i] / double(state.iterations());
  state.SetBytesProcessed(state.iterations() * bytes);
}

void BM_LeNetConv1BiasRelu(benchmark::State& s) { runClusters(s, biasRelu("64x28x28", 6)); }
void BM_LeNetConv2BiasRelu(benchmark::State& s) { runClusters(s, biasRelu("64x10x10", 16)); }
void BM_LeNetMaxpool(benchmark::State& s) { runClusters(s, kMaxpool); }
void BM_LeNetMaxpoolGradient(benchmark::State& s) { runClusters(s, kMaxpoolGradient); }
void BM_Vgg19Conv1BiasRelu(benchmark::State& s) { runClusters(s, biasRelu("8x224x224", 64)); }
void BM_EpochAdam784x512(benchmark::State& s) { runClusters(s, adam("784x512")); }
void BM_EpochAdam32x512(benchmark::State& s) { runClusters(s, adam("32x512")); }  // in L2: the compute alone

BENCHMARK(BM_LeNetConv1BiasRelu)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LeNetConv2BiasRelu)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LeNetMaxpool)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LeNetMaxpoolGradient)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_Vgg19Conv1BiasRelu)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_EpochAdam784x512)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_EpochAdam32x512)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
