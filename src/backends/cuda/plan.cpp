// Planning a function for the CUDA executor (see plan.h).
#include "backends/cuda/plan.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <atomic>
#include <functional>
#include <thread>
#include <unordered_set>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"
#include "backends/cuda/device.h"
#include "backends/cuda/kernel_source.h"
#include "backends/cuda/matmul_epilogue.h"
#include "backends/cuda/nvrtc_compiler.h"
#include "backends/cuda/op_kernels.h"

namespace juxla::cuda {

using ir::Block;
using ir::OpCode;
using ir::Operation;
using ir::Value;

LoadedKernel::~LoadedKernel() {
  // Unloading at exit, after the driver's own teardown, fails harmlessly: ignore the status.
  if (library) cudart().libraryUnload(library);
}

std::vector<const Value*> capturedValues(const Operation& op) {
  std::unordered_set<const Block*> inside;
  std::function<void(const Operation&)> walk = [&](const Operation& o) {
    for (size_t r = 0; r < o.numRegions(); ++r) {
      inside.insert(&o.region(r).block());
      for (const Operation& inner : o.region(r).block()) walk(inner);
    }
  };
  walk(op);
  std::vector<const Value*> out;
  std::function<void(const Operation&)> uses = [&](const Operation& o) {
    for (size_t r = 0; r < o.numRegions(); ++r)
      for (const Operation& inner : o.region(r).block()) {
        for (const Value* v : inner.operands()) {
          const Block* home = v->isBlockArgument() ? v->ownerBlock() : v->definingOp()->block();
          if (!inside.count(home) && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
        }
        uses(inner);
      }
  };
  uses(op);
  return out;
}

namespace {

int64_t bytesOf(ir::Type t) { return t.isTensor() ? t.numElements() * ir::storageBytes(t.elementType()) : -1; }

class CudaPlanner {
 public:
  CudaPlanner(const CudaPlanOptions& options, CudaPlan& plan) : options_(options), plan_(plan) {
    if (options_.prepare) arch_ = "sm_" + std::to_string(computeCapability());
  }

  std::unique_ptr<CudaBlockPlan> planBlock(const Block& b) {
    auto out = std::make_unique<CudaBlockPlan>();
    out->block = &b;
    std::unique_ptr<cpu::BlockFusion> fusion;
    std::unordered_map<const Operation*, const cpu::FusionCluster*> original;  // before epilogues
    if (options_.fuse) {
      fusion = std::make_unique<cpu::BlockFusion>(cpu::planFusion(b));
      for (const cpu::FusionCluster& c : fusion->clusters)
        for (const Operation* op : c.ops) original[op] = &c;
    }
    // Epilogue matmuls run where their last op's result became available: its cluster's position
    // (before that cluster, which may read it) or its own.
    std::vector<Epilogue> epilogues = epiloguesOf(b);
    std::unordered_set<const Operation*> absorbed;
    std::unordered_map<const Operation*, std::vector<size_t>> anchored;
    for (size_t i = 0; i < epilogues.size(); ++i) {
      absorbed.insert(epilogues[i].match.absorbed.begin(), epilogues[i].match.absorbed.end());
      const Operation* last = epilogues[i].match.absorbed.back();
      auto it = original.find(last);
      anchored[it == original.end() ? last : it->second->ops.back()].push_back(i);
    }
    // Clusters run at their original last op, trimmed of what the epilogues absorbed.
    std::vector<cpu::FusionCluster> clusters;
    std::unordered_map<const Operation*, size_t> emitAt;
    std::unordered_set<const Operation*> clustered;
    if (fusion) {
      clusters.reserve(fusion->clusters.size());
      for (const cpu::FusionCluster& c : fusion->clusters) {
        emitAt[c.ops.back()] = clusters.size();
        bool touched = std::any_of(c.ops.begin(), c.ops.end(), [&](const Operation* op) { return absorbed.count(op) > 0; });
        clusters.push_back(touched ? withoutAbsorbed(c, absorbed) : c);
        clustered.insert(c.ops.begin(), c.ops.end());
      }
    }
    std::unordered_map<const Operation*, size_t> stepOf;
    for (const Operation& op : b) {
      if (op.hasTrait(ir::kTerminator)) {
        out->yields.assign(op.operands().begin(), op.operands().end());
        continue;
      }
      if (op.is(OpCode::Constant)) {
        plan_.constants.push_back(&op);
        continue;
      }
      if (auto it = anchored.find(&op); it != anchored.end()) {
        for (size_t i : it->second) {
          for (const Operation* member : epilogues[i].match.absorbed) stepOf[member] = out->steps.size();
          out->steps.push_back(std::move(epilogues[i].step));
        }
      }
      if (auto it = emitAt.find(&op); it != emitAt.end()) {
        const cpu::FusionCluster& c = clusters[it->second];
        if (c.ops.empty()) continue;
        if (std::optional<CudaStep> s = fusedStep(c)) {
          for (const Operation* member : c.ops) stepOf[member] = out->steps.size();
          out->steps.push_back(std::move(*s));
          continue;
        }
        for (const Operation* member : c.ops) {  // no kernel: op by op
          stepOf[member] = out->steps.size();
          out->steps.push_back(singleStep(*member));
        }
        continue;
      }
      if (clustered.count(&op) || absorbed.count(&op)) continue;
      stepOf[&op] = out->steps.size();
      out->steps.push_back(singleStep(op));
    }
    liveness(*out, stepOf);
    return out;
  }

 private:
  struct Epilogue {
    MatmulEpilogueMatch match;
    CudaStep step;
  };

  // The block's matmul epilogues that cuBLASLt takes (one whose descriptors it refuses is left
  // to the plain matmul and the fused kernels).
  std::vector<Epilogue> epiloguesOf(const Block& b) {
    std::vector<Epilogue> out;
    for (MatmulEpilogueMatch& m : findMatmulEpilogues(b)) {
      CudaStep s;
      s.kind = CudaStep::Kind::Matmul;
      s.op = m.dot;
      s.inputs = {m.dot->operand(0), m.dot->operand(1), m.bias};
      s.outputs = {m.result};
      if (options_.prepare) {
        try {
          s.matmul = std::make_unique<CublasLtMatmul>(m.shape, MatmulOptions{options_.allowTf32, m.epilogue});
        } catch (const CudaError&) {
          continue;
        }
      }
      ++plan_.stats.libraryCalls;
      ++plan_.stats.epilogueMatmuls;
      out.push_back({std::move(m), std::move(s)});
    }
    return out;
  }

  // A cluster as a generated kernel, or nothing (with a note) when the generator refuses it.
  std::optional<CudaStep> fusedStep(const cpu::FusionCluster& c) {
    FusedKernelSource source = generateFusedKernel(c, "juxla_fused");
    if (!source.ok) {
      refusals_ = source.reason;
      return std::nullopt;
    }
    CudaStep s;
    s.kind = CudaStep::Kind::Fused;
    s.op = c.ops.back();
    s.inputs = c.inputs;
    s.outputs = c.outputs;
    if (options_.prepare) s.kernel = request(source);
    ++plan_.stats.fusedSteps;
    plan_.stats.fusedOps += c.ops.size();
    return s;
  }

  // A kernel to compile once planning is done (identical clusters share one).
  std::shared_ptr<LoadedKernel> request(const FusedKernelSource& source) {
    std::string text = source.source();
    if (auto it = bySource_.find(text); it != bySource_.end()) return it->second;
    auto loaded = std::make_shared<LoadedKernel>();
    loaded->name = source.name;
    loaded->gridBlocks = source.gridBlocks;
    bySource_.emplace(text, loaded);
    pending_.push_back({std::move(text), loaded});
    return loaded;
  }

 public:
  // NVRTC compiles the requested kernels on all cores (tens of milliseconds each, a VGG19 training
  // step has a hundred and fifty), then each is loaded into the device.
  void compileRequested() {
    if (pending_.empty()) return;
    std::vector<CompiledKernel> images(pending_.size());
    std::atomic<size_t> next{0};
    auto work = [&] {
      NvrtcCompiler nvrtc;
      for (size_t i; (i = next++) < pending_.size();) {
        if (!nvrtc.available()) {
          images[i].error = "NVRTC is needed for fused kernels: " + nvrtc.loadError();
          continue;
        }
        images[i] = nvrtc.compile(pending_[i].first, KernelImage::Cubin, arch_);
      }
    };
    size_t threads = std::min<size_t>(pending_.size(), std::max(1u, std::min(16u, std::thread::hardware_concurrency())));
    std::vector<std::thread> pool;
    for (size_t t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (std::thread& t : pool) t.join();
    const Cudart& rt = cudart();
    for (size_t i = 0; i < pending_.size(); ++i) {
      LoadedKernel& k = *pending_[i].second;
      if (!images[i].ok) throw CudaError("NVRTC could not compile the fused kernel " + k.name + " for " + arch_ + ": " + images[i].error);
      check(rt.libraryLoadData(&k.library, images[i].image.data(), nullptr, nullptr, 0, nullptr, nullptr, 0),
            "cudaLibraryLoadData(" + k.name + ")");
      check(rt.libraryGetKernel(&k.kernel, k.library, k.name.c_str()), "cudaLibraryGetKernel(" + k.name + ")");
    }
    pending_.clear();
  }

 private:
  CudaStep singleStep(const Operation& op) {
    CudaStep s;
    s.op = &op;
    s.inputs.assign(op.operands().begin(), op.operands().end());
    for (const Value* v : op.results()) s.outputs.push_back(v);
    if (op.is(OpCode::While) || op.is(OpCode::If) || op.is(OpCode::Case)) {
      s.kind = op.is(OpCode::While) ? CudaStep::Kind::While : op.is(OpCode::If) ? CudaStep::Kind::If : CudaStep::Kind::Case;
      for (size_t r = 0; r < op.numRegions(); ++r) s.regions.push_back(planBlock(op.region(r).block()));
      return s;
    }
    std::string reason;
    if (op.is(OpCode::DotGeneral)) {
      MatmulShape shape = readMatmulShape(op);
      if (shape.ok) {
        s.kind = CudaStep::Kind::Matmul;
        if (prepared(op, [&] { s.matmul = std::make_unique<CublasLtMatmul>(shape, MatmulOptions{options_.allowTf32, MatmulEpilogue::None}); }, reason))
          return s;
      } else {
        reason = shape.reason;
      }
    } else if (op.is(OpCode::Convolution)) {
      ConvMapping m = readConvMapping(op);
      if (m.ok) {
        s.kind = CudaStep::Kind::Convolution;
        filterToChannelsLast(op, m, s);
        if (prepared(op, [&] { s.convolution = std::make_unique<CudnnConvolution>(m, options_.allowTf32); }, reason)) return s;
      } else {
        reason = m.reason;
      }
    } else if (op.is(OpCode::ReduceWindow)) {
      PoolMapping m = readPoolMapping(op);
      if (m.ok) {
        s.kind = CudaStep::Kind::Pool;
        if (prepared(op, [&] { s.pool = std::make_unique<CudnnMaxPool>(m); }, reason)) return s;
      } else {
        reason = m.reason;
      }
      if (kernelStep(op, s, reason)) return s;  // sum pooling, or a window cuDNN refuses
    } else if (op.is(OpCode::Reduce) && !cpu::fusedSupport(op).ok && readReduceMapping(op).ok) {
      // A reduction the fused kernels do not take (dims not adjacent: a bias gradient over N, H, W).
      s.kind = CudaStep::Kind::Reduce;
      if (prepared(op, [&] { s.reduce = std::make_unique<CudnnReduce>(readReduceMapping(op)); }, reason)) return s;
    } else if (CopyReading copy = readCopyPlan(op); copy.ok) {
      s.kind = CudaStep::Kind::Copy;  // pad, reverse, transpose, broadcast, slice of their own
      s.copy = copy.plan;
      return s;
    } else if ((op.is(OpCode::Reshape) || op.is(OpCode::BitcastConvert)) && op.operand(0)->type().isTensor() &&
               bytesOf(op.operand(0)->type()) == bytesOf(op.result(0)->type())) {
      s.kind = CudaStep::Kind::Alias;  // same bytes: the result shares the operand's buffer
      return s;
    } else if (op.is(OpCode::Infeed)) {
      s.kind = CudaStep::Kind::Infeed;  // the next entry, uploaded when the run started
      return s;
    } else if (op.is(OpCode::OptimizationBarrier) || op.is(OpCode::AfterAll)) {
      s.kind = CudaStep::Kind::Alias;  // result i is operand i (a token: nothing)
      return s;
    } else if (options_.fuse && cpu::fusedSupport(op).ok && op.numResults() == 1) {
      // An op of its own (a transpose or broadcast the fusion planner leaves to the CPU's
      // data-movement kernels) as a cluster of one.
      cpu::FusionCluster c;
      c.ops = {&op};
      auto shape = op.is(OpCode::Reduce) ? op.operand(0)->type().shape() : op.result(0)->type().shape();
      c.shape.assign(shape.begin(), shape.end());
      for (const Value* v : op.operands())
        if (std::find(c.inputs.begin(), c.inputs.end(), v) == c.inputs.end()) c.inputs.push_back(v);
      c.outputs = {op.result(0)};
      if (std::optional<CudaStep> fused = fusedStep(c)) return std::move(*fused);
      reason = "the kernel generator refused it: " + refusals_;
    } else {
      cpu::FusedSupport support = cpu::fusedSupport(op);
      reason = "no device kernel for " + std::string(op.name()) + (support.ok ? "" : " (fused kernels: " + support.reason + ")");
      if (kernelStep(op, s, reason)) return s;  // dynamic slices, select_and_scatter, integer ops
    }
    s.kind = CudaStep::Kind::Host;
    s.captured = capturedValues(op);
    s.reason = reason;
    ++plan_.stats.hostSteps;
    plan_.stats.hostOps.push_back(std::string(op.name()) + ": " + reason);
    return s;
  }

  // `op` as a one-op NVRTC kernel (op_kernels.h), or false with the generator's reason added.
  bool kernelStep(const Operation& op, CudaStep& s, std::string& reason) {
    FusedKernelSource source = generateOpKernel(op, "juxla_op");
    if (!source.ok) {
      reason += "; op kernels: " + source.reason;
      return false;
    }
    s.kind = CudaStep::Kind::Kernel;
    if (options_.prepare) s.kernel = request(source);
    ++plan_.stats.kernelSteps;
    return true;
  }

  // Makes a step's library object; where the library refuses the shape (cuBLASLt's heuristic or
  // cuDNN's Find has no algorithm), the op runs on the host instead, with the library's message as
  // its reason (JUXLA_EXPLAIN_FUSION=1 lists them). Without a GPU (!prepare) nothing is made.
  template <typename Make>
  bool prepared(const Operation& op, Make make, std::string& reason) {
    if (options_.prepare) {
      try {
        make();
      } catch (const CudaError& e) {
        reason = std::string(op.name()) + " refused by the library: " + e.what();
        return false;
      }
    }
    ++plan_.stats.libraryCalls;
    return true;
  }

  // cuDNN's fast kernels for channels-last activations want the filter channels-last too: weights
  // are small, so a [K, C, spatial...] filter is transposed on the device on every run.
  static void filterToChannelsLast(const Operation& op, ConvMapping& m, CudaStep& s) {
    bool channelsLast = m.x.dims[1] > 1 && m.x.strides[1] == 1 && m.y.dims[1] > 1 && m.y.strides[1] == 1;
    ir::Type filter = m.w.operand == 1 ? op.operand(1)->type() : op.result()->type();
    if (!channelsLast || m.filterNhwc || m.groups != 1 || filter.rank() != int64_t(m.w.dims.size())) return;
    int64_t rank = filter.rank();
    std::vector<int64_t> toLast = {0}, toFirst = {0, rank - 1};
    for (int64_t d = 2; d < rank; ++d) toLast.push_back(d);
    toLast.push_back(1);
    for (int64_t d = 1; d < rank - 1; ++d) toFirst.push_back(d);
    if (m.w.operand == 1) {
      s.filterIn = transposePlan(filter, toLast);
    } else {
      std::vector<int64_t> temp;
      for (int64_t d : toLast) temp.push_back(filter.dim(d));
      s.filterOut = transposePlan(filter.withShape(temp), toFirst);
    }
    m.filterNhwc = true;
  }

  // The step of this block holding `user` (itself, or the step whose regions hold it).
  static const Operation* inBlock(const Operation* user, const Block& b) {
    while (user && user->block() != &b) user = user->parentOp();
    return user;
  }

  // A value defined in the block is dead after the last step that reads it (yields keep theirs;
  // a value nothing reads dies after the step that makes it).
  void liveness(CudaBlockPlan& p, const std::unordered_map<const Operation*, size_t>& stepOf) {
    const Block& b = *p.block;
    p.deadAfter.assign(p.steps.size(), {});
    auto consider = [&](const Value* v, int64_t defined) {
      if (v->type().isToken()) return;
      int64_t last = defined;
      for (ir::Use u : v->uses()) {
        const Operation* at = inBlock(u.user, b);
        if (!at) continue;
        auto it = stepOf.find(at);
        if (at->hasTrait(ir::kTerminator) || it == stepOf.end()) return;  // yielded (or unknown): kept
        last = std::max<int64_t>(last, int64_t(it->second));
      }
      if (last >= 0) p.deadAfter[size_t(last)].push_back(v);
    };
    for (size_t i = 0; i < b.numArgs(); ++i) consider(b.arg(i), -1);
    for (size_t i = 0; i < p.steps.size(); ++i)
      for (const Value* v : p.steps[i].outputs) consider(v, int64_t(i));
  }

  const CudaPlanOptions& options_;
  CudaPlan& plan_;
  std::string arch_;
  std::string refusals_;
  std::unordered_map<std::string, std::shared_ptr<LoadedKernel>> bySource_;
  std::vector<std::pair<std::string, std::shared_ptr<LoadedKernel>>> pending_;
};

}  // namespace

CudaPlan planCudaFunction(const ir::Func& f, const CudaPlanOptions& options) {
  CudaPlan plan;
  CudaPlanner planner(options, plan);
  plan.entry = planner.planBlock(f.entry());
  planner.compileRequested();
  if (std::getenv("JUXLA_EXPLAIN_FUSION")) {
    std::fprintf(stderr, "cuda plan of @%s: %zu fused steps (%zu ops), %zu op kernels, %zu library calls (%zu with epilogues), %zu host steps\n",
                 f.name().c_str(), plan.stats.fusedSteps, plan.stats.fusedOps, plan.stats.kernelSteps, plan.stats.libraryCalls,
                 plan.stats.epilogueMatmuls, plan.stats.hostSteps);
    for (const std::string& h : plan.stats.hostOps) std::fprintf(stderr, "  host: %s\n", h.c_str());
  }
  return plan;
}

}  // namespace juxla::cuda
