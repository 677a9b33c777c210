// Running a planned function on the GPU (see executable.h and plan.h).
#include "backends/cuda/executable.h"

#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "backends/cpu/onednn_layout.h"
#include "backends/cuda/allocator.h"
#include "backends/cuda/device.h"
#include "backends/cuda/kernel_source.h"
#include "backends/cuda/plan.h"

namespace juxla::cuda {

namespace {

using interp::Tensor;
using Buffer = std::shared_ptr<DeviceBuffer>;

bool tf32Allowed(const CudaOptions& options) {
  const char* env = std::getenv("JUXLA_CUDA_TF32");
  return options.allowTf32 && !(env && std::string_view(env) == "0");
}

bool channelsLastAllowed(const CudaOptions& options) {
  const char* env = std::getenv("JUXLA_CHANNELS_LAST");
  return options.channelsLast && !(env && std::string_view(env) == "0");
}


int64_t bytesOf(ir::Type t) { return t.isTensor() ? t.numElements() * ir::storageBytes(t.elementType()) : 0; }

// Whether every value of `f` is a tensor or token (tuples run in the interpreter, as on the CPU).
bool plannable(const ir::Block& b) {
  for (size_t i = 0; i < b.numArgs(); ++i)
    if (!b.arg(i)->type().isTensor() && !b.arg(i)->type().isToken()) return false;
  for (const ir::Operation& op : b) {
    for (const ir::Value* v : op.results())
      if (!v->type().isTensor() && !v->type().isToken()) return false;
    for (size_t r = 0; r < op.numRegions(); ++r)
      if (!plannable(op.region(r).block())) return false;
  }
  return true;
}

size_t countOps(const ir::Block& b) {
  size_t n = 0;
  for (const ir::Operation& op : b) {
    ++n;
    for (size_t r = 0; r < op.numRegions(); ++r) n += countOps(op.region(r).block());
  }
  return n;
}

// Page-locked host memory for argument uploads (cudaMemcpyAsync from pageable memory does not
// overlap with compute); grown as needed, kept for the next run.
class PinnedStaging {
 public:
  PinnedStaging() = default;
  ~PinnedStaging() { release(); }
  PinnedStaging(const PinnedStaging&) = delete;
  PinnedStaging& operator=(const PinnedStaging&) = delete;
  // False when no pinned memory could be had (the caller copies from pageable memory instead).
  bool reserve(size_t bytes) {
    if (bytes <= capacity_) return true;
    release();
    void* p = nullptr;
    if (cudart().hostAlloc(&p, bytes, cudaHostAllocDefault) != cudaSuccess) {
      cudart().getLastError();  // not sticky: clear it
      return false;
    }
    data_ = static_cast<uint8_t*>(p);
    capacity_ = bytes;
    return true;
  }
  // A batch of uploads: `begin` with the bytes of every host buffer of the batch, then `copy` each;
  // without pinned memory the copies go from the caller's (pageable) buffers.
  void begin(const std::vector<size_t>& sizes) {
    size_t total = 0;
    for (size_t n : sizes) total += rounded(n);
    pinned_ = reserve(total);
    offset_ = 0;
  }
  void copy(void* device, const void* host, size_t bytes, cudaStream_t stream) {
    if (bytes == 0) return;
    if (pinned_) host = std::memcpy(data_ + offset_, host, bytes);
    offset_ += rounded(bytes);
    copyToDevice(device, host, bytes, stream);
  }

 private:
  static size_t rounded(size_t bytes) { return (bytes + 255) / 256 * 256; }
  bool pinned_ = false;
  size_t offset_ = 0;

  void release() {
    if (data_) cudart().freeHost(data_);  // at exit, after the driver's teardown, fails harmlessly
    data_ = nullptr;
    capacity_ = 0;
  }
  uint8_t* data_ = nullptr;
  size_t capacity_ = 0;
};

class CudaExecutable : public runtime::Executable {
 public:
  CudaExecutable(const ir::Module& module, const ir::Func& entry, CudaOptions options)
      : module_(module), entry_(entry) {
    std::string why;
    if (!available(&why)) throw CudaError("no CUDA device: " + why);
    if (!plannable(entry.entry())) return;  // the interpreter runs it whole
    if (channelsLastAllowed(options)) {
      // The CPU's layout rewrite (onednn_layout.h), on a copy: activations between convolutions
      // become channels-last, which cuDNN's tensor-core kernels take without transposing.
      rewritten_ = cpu::copyForRewrite(entry);
      cpu::LayoutRewrite r = cpu::assignConvolutionLayouts(*rewritten_);
      if (r.convolutions == 0 && r.productsSwapped == 0) rewritten_.reset();
    }
    plan_ = planCudaFunction(func(), CudaPlanOptions{options.fuse, tf32Allowed(options)});
    planned_ = true;
    // Constants go to the device once, for every run.
    std::vector<Tensor> values;  // alive until the copies are done
    for (const ir::Operation* c : plan_.constants) {
      values.push_back(Tensor::fromAttr(c->attr("value")));
      constants_[c->result(0)] = upload(values.back().bytes().data(), values.back().bytes().size());
    }
    stream_.synchronize("cudaStreamSynchronize(constants)");
  }

  std::vector<Tensor> run(std::vector<Tensor> args, const runtime::RunOptions& options) override {
    interp::Interpreter::Options io;
    io.infeed = options.infeed;
    io.outfeed = options.outfeed;
    interp_.emplace(module_, io);
    stats_.interpretedOps = 0;
    if (!planned_) {
      std::vector<Tensor> out = interp_->call(entry_, std::move(args));
      stats_.checksPassed = interp_->checksPassed();
      stats_.interpretedOps = countOps(entry_.entry());
      return out;
    }
    const ir::Block& body = func().entry();
    if (args.size() != body.numArgs())
      throw interp::InterpreterError(entry_.loc(), "@" + entry_.name() + " takes " + std::to_string(body.numArgs()) +
                                                       " arguments, got " + std::to_string(args.size()));
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i].type() != body.arg(i)->type())
        throw interp::InterpreterError(entry_.loc(), "argument " + std::to_string(i) + " has type " + args[i].type().str() +
                                                         ", not " + body.arg(i)->type().str());
    env_ = constants_;
    uploadArguments(body, args);
    uploadInfeed(options.infeed);
    exec(*plan_.entry);
    for (const auto& pending : pendingArguments_)  // arguments no step read: their copies end before the run
      check(cudart().streamWaitEvent(stream_.get(), pending.second, 0), "cudaStreamWaitEvent(unread argument)");
    pendingArguments_.clear();
    // The results come down together: every copy queued, then one wait.
    const std::vector<const ir::Value*>& yields = plan_.entry->yields;
    std::vector<std::vector<uint8_t>> bytes(yields.size());
    for (size_t i = 0; i < yields.size(); ++i) {
      if (yields[i]->type().isToken()) continue;
      bytes[i].resize(size_t(bytesOf(yields[i]->type())));
      copyToHost(bytes[i].data(), pointer(yields[i]), bytes[i].size(), stream_.get());
    }
    stream_.synchronize("cudaStreamSynchronize(results)");
    std::vector<Tensor> out;
    for (size_t i = 0; i < yields.size(); ++i)
      out.push_back(yields[i]->type().isToken() ? Tensor::token() : Tensor::fromBytes(yields[i]->type(), std::move(bytes[i])));
    env_.clear();
    stats_.checksPassed = interp_->checksPassed();
    stats_.arenaBytes = deviceAllocator().stats().bytesInUse;
    return out;
  }

  const runtime::RunStats& stats() const override { return stats_; }

 private:
  // Arguments go up on a second stream from pinned staging, one event each; the compute stream waits
  // on an argument's event when a step first reads it (at()), so the first steps overlap later copies.
  void uploadArguments(const ir::Block& body, const std::vector<Tensor>& args) {
    copyStream_.synchronize("cudaStreamSynchronize(argument copies)");  // the staging is free again
    pendingArguments_.clear();
    std::vector<size_t> sizes;
    for (const Tensor& a : args) sizes.push_back(a.bytes().size());
    staging_.begin(sizes);
    while (events_.size() < args.size()) events_.push_back(std::make_unique<Event>());
    for (size_t i = 0; i < args.size(); ++i) {
      auto b = std::make_shared<DeviceBuffer>(deviceAllocator().allocate(sizes[i]));
      ++stats_.arenaAllocations;
      env_[body.arg(i)] = b;
      if (sizes[i] == 0) continue;
      staging_.copy(b->data(), args[i].bytes().data(), sizes[i], copyStream_.get());  // (args outlive the run)
      check(cudart().eventRecord(events_[i]->get(), copyStream_.get()), "cudaEventRecord(argument " + std::to_string(i) + ")");
      pendingArguments_[body.arg(i)] = events_[i]->get();
    }
  }

  // Every queued infeed entry goes up on the copy stream when the run starts, from its own pinned
  // staging, so an infeed step waits only for its entry's copy while earlier steps compute.
  void uploadInfeed(interp::InfeedQueue* queue) {
    infeed_.clear();
    infeedQueue_ = queue;
    if (!queue || queue->entries.empty()) return;
    std::vector<size_t> sizes;
    for (const auto& entry : queue->entries)
      for (const Tensor& t : entry) sizes.push_back(t.bytes().size());
    infeedStaging_.begin(sizes);
    for (const auto& entry : queue->entries) {
      InfeedEntry up;
      for (const Tensor& t : entry) {
        up.buffers.push_back(std::make_shared<DeviceBuffer>(deviceAllocator().allocate(t.bytes().size())));
        up.types.push_back(t.type());
        infeedStaging_.copy(up.buffers.back()->data(), t.bytes().data(), t.bytes().size(), copyStream_.get());
      }
      up.ready = std::make_shared<Event>();
      check(cudart().eventRecord(up.ready->get(), copyStream_.get()), "cudaEventRecord(infeed entry)");
      infeed_.push_back(std::move(up));
    }
  }

  // An infeed step: the next entry, checked as the interpreter checks it, and taken off the
  // caller's queue as the interpreter takes it.
  void infeed(const CudaStep& s) {
    auto fail = [&](const std::string& what) {
      throw interp::InterpreterError(s.op->loc(), "'stablehlo.infeed' op " + what);
    };
    if (infeed_.empty() || !infeedQueue_ || infeedQueue_->entries.empty()) fail("reads from an empty infeed queue");
    InfeedEntry entry = std::move(infeed_.front());
    infeed_.pop_front();
    infeedQueue_->entries.pop_front();
    size_t n = s.op->numResults() - 1;  // the last result is the token
    if (entry.buffers.size() != n)
      fail("expects " + std::to_string(n) + " values but the infeed entry has " + std::to_string(entry.buffers.size()));
    for (size_t i = 0; i < n; ++i)
      if (entry.types[i] != s.op->result(i)->type())
        fail("result #" + std::to_string(i) + " is " + s.op->result(i)->type().str() + " but the infeed entry holds " +
             entry.types[i].str());
    check(cudart().streamWaitEvent(stream_.get(), entry.ready->get(), 0), "cudaStreamWaitEvent(infeed entry)");
    for (size_t i = 0; i < n; ++i) env_[s.op->result(i)] = entry.buffers[i];
  }

  Buffer upload(const void* data, size_t bytes) {
    auto b = std::make_shared<DeviceBuffer>(deviceAllocator().allocate(bytes));
    ++stats_.arenaAllocations;
    copyToDevice(b->data(), data, bytes, stream_.get());
    return b;
  }

  Buffer fresh(const ir::Value* v) {
    ++stats_.arenaAllocations;
    return std::make_shared<DeviceBuffer>(deviceAllocator().allocate(size_t(bytesOf(v->type()))));
  }

  const Buffer& at(const ir::Value* v) {
    if (auto p = pendingArguments_.find(v); p != pendingArguments_.end()) {
      check(cudart().streamWaitEvent(stream_.get(), p->second, 0), "cudaStreamWaitEvent(argument)");
      pendingArguments_.erase(p);
    }
    auto it = env_.find(v);
    if (it == env_.end())
      throw CudaError("internal error: the CUDA executor has no buffer for a value of type " + v->type().str() + " in @" +
                      entry_.name());
    return it->second;
  }

  void* pointer(const ir::Value* v) { return v->type().isToken() ? nullptr : at(v)->data(); }

  // A value on the host, waiting for the stream (for the interpreter and for predicates).
  Tensor toHost(const ir::Value* v) {
    if (v->type().isToken()) return Tensor::token();
    std::vector<uint8_t> bytes(size_t(bytesOf(v->type())));
    copyToHost(bytes.data(), pointer(v), bytes.size(), stream_.get());
    stream_.synchronize("cudaStreamSynchronize(read back)");
    return Tensor::fromBytes(v->type(), std::move(bytes));
  }

  void exec(const CudaBlockPlan& b) {
    for (size_t i = 0; i < b.steps.size(); ++i) {
      const CudaStep& s = b.steps[i];
      switch (s.kind) {
        case CudaStep::Kind::Fused:
        case CudaStep::Kind::Kernel: launch(s); break;
        case CudaStep::Kind::Matmul: {  // inputs: lhs, rhs and an epilogue's bias
          Buffer out = fresh(s.outputs[0]);
          const void* bias = s.inputs.size() > 2 ? pointer(s.inputs[2]) : nullptr;
          s.matmul->run(pointer(s.inputs[0]), pointer(s.inputs[1]), bias, out->data(), stream_.get());
          env_[s.outputs[0]] = out;
          break;
        }
        case CudaStep::Kind::Convolution: convolve(s); break;
        case CudaStep::Kind::Pool: {
          Buffer out = fresh(s.op->result());
          s.pool->run(pointer(s.op->operand(0)), out->data(), stream_.get());
          env_[s.op->result()] = out;
          break;
        }
        case CudaStep::Kind::Reduce: {
          Buffer out = fresh(s.op->result(0));
          s.reduce->run(pointer(s.op->operand(0)), out->data(), stream_.get());
          env_[s.op->result(0)] = out;
          break;
        }
        case CudaStep::Kind::Copy: {
          Buffer out = fresh(s.op->result());
          runCopy(s.copy, pointer(s.op->operand(0)), out->data(), stream_.get());
          env_[s.op->result()] = out;
          break;
        }
        case CudaStep::Kind::Alias:
          for (size_t k = 0; k < s.op->numResults(); ++k)
            if (!s.op->result(k)->type().isToken()) env_[s.op->result(k)] = at(s.op->operand(k));
          break;
        case CudaStep::Kind::While: loop(s); break;
        case CudaStep::Kind::If:
        case CudaStep::Kind::Case: branch(s); break;
        case CudaStep::Kind::Infeed: infeed(s); break;
        case CudaStep::Kind::Host: host(s); break;
      }
      for (const ir::Value* v : b.deadAfter[i]) env_.erase(v);
    }
  }

  // The filter's channels-last copy (plan.h) is made before the call or unmade after it.
  void convolve(const CudaStep& s) {
    Buffer out = fresh(s.op->result());
    const void* filter = pointer(s.op->operand(1));
    DeviceBuffer filterCopy, resultCopy;
    if (s.filterIn) {
      filterCopy = deviceAllocator().allocate(size_t(bytesOf(s.op->operand(1)->type())));
      runCopy(*s.filterIn, filter, filterCopy.data(), stream_.get());
      filter = filterCopy.data();
    }
    void* result = out->data();
    if (s.filterOut) {
      resultCopy = deviceAllocator().allocate(size_t(bytesOf(s.op->result()->type())));
      result = resultCopy.data();
    }
    s.convolution->run(pointer(s.op->operand(0)), filter, result, stream_.get());
    if (s.filterOut) runCopy(*s.filterOut, result, out->data(), stream_.get());
    env_[s.op->result()] = out;
  }

  void launch(const CudaStep& s) {
    std::vector<void*> pointers;
    for (const ir::Value* v : s.inputs) pointers.push_back(pointer(v));
    for (const ir::Value* v : s.outputs) {
      Buffer out = fresh(v);
      pointers.push_back(out->data());
      env_[v] = out;
    }
    if (s.kernel->gridBlocks == 0) return;  // nothing to compute (empty shapes)
    std::vector<void*> args;
    for (void*& p : pointers) args.push_back(&p);
    dim3 grid{unsigned(s.kernel->gridBlocks)}, block{unsigned(kFusedBlockSize)};
    check(cudart().launchKernel(reinterpret_cast<const void*>(s.kernel->kernel), grid, block, args.data(), 0, stream_.get()),
          "cudaLaunchKernel(" + s.kernel->name + " for " + std::string(s.op->name()) + ")");
  }

  // The op in the interpreter on copies of its operands; its results go back to the device.
  void host(const CudaStep& s) {
    std::vector<Tensor> operands;
    for (const ir::Value* v : s.op->operands()) operands.push_back(toHost(v));
    std::unordered_map<const ir::Value*, Tensor> captured;
    for (const ir::Value* v : s.captured) captured[v] = toHost(v);
    std::vector<Tensor> results = interp_->evalOp(*s.op, std::move(operands), std::move(captured));
    for (size_t i = 0; i < results.size(); ++i) {
      const ir::Value* r = s.op->result(i);
      if (r->type().isToken()) continue;
      env_[r] = upload(results[i].bytes().data(), results[i].bytes().size());
    }
    stream_.synchronize("cudaStreamSynchronize(host op results)");  // `results` goes away here
    ++stats_.interpretedOps;
  }

  // Loop state moves from the body's yields to its arguments by buffer, with no copy: values are
  // never written after they are made, so sharing a buffer is safe. The predicate is read back
  // every iteration (CUDA graph conditional nodes would keep it on the device: not done yet).
  void loop(const CudaStep& s) {
    const CudaBlockPlan& cond = *s.regions[0];
    const CudaBlockPlan& body = *s.regions[1];
    std::vector<Buffer> state;
    for (const ir::Value* v : s.op->operands()) state.push_back(v->type().isToken() ? nullptr : at(v));
    for (;;) {
      bind(cond, state);
      exec(cond);
      bool again = toHost(cond.yields[0]).bytes()[0] != 0;
      clear(cond);
      if (!again) break;
      bind(body, state);
      exec(body);
      for (size_t i = 0; i < state.size(); ++i) state[i] = body.yields[i]->type().isToken() ? nullptr : at(body.yields[i]);
      clear(body);
    }
    for (size_t i = 0; i < state.size(); ++i)
      if (state[i]) env_[s.op->result(i)] = state[i];
  }

  void branch(const CudaStep& s) {
    size_t chosen;
    Tensor p = toHost(s.op->operand(0));
    if (s.kind == CudaStep::Kind::If) {
      chosen = p.bytes()[0] ? 0 : 1;
    } else {
      int32_t index;
      std::memcpy(&index, p.bytes().data(), sizeof index);
      size_t n = s.regions.size();
      chosen = index < 0 || size_t(index) >= n ? n - 1 : size_t(index);  // out of range: the last branch
    }
    const CudaBlockPlan& b = *s.regions[chosen];
    exec(b);
    std::vector<Buffer> results;
    for (const ir::Value* y : b.yields) results.push_back(y->type().isToken() ? nullptr : at(y));
    clear(b);
    for (size_t i = 0; i < results.size(); ++i)
      if (results[i]) env_[s.op->result(i)] = results[i];
  }

  void bind(const CudaBlockPlan& b, const std::vector<Buffer>& state) {
    for (size_t i = 0; i < b.block->numArgs() && i < state.size(); ++i)
      if (state[i]) env_[b.block->arg(i)] = state[i];
  }

  // Drops what a region defined (its arguments and step results); outer values stay.
  void clear(const CudaBlockPlan& b) {
    for (size_t i = 0; i < b.block->numArgs(); ++i) env_.erase(b.block->arg(i));
    for (const CudaStep& s : b.steps)
      for (const ir::Value* v : s.outputs) env_.erase(v);
  }

  // The function planned and run: the layout-rewritten copy, or the module's own.
  const ir::Func& func() const { return rewritten_ ? *rewritten_ : entry_; }

  const ir::Module& module_;
  const ir::Func& entry_;
  std::unique_ptr<ir::Func> rewritten_;
  Stream stream_, copyStream_;
  PinnedStaging staging_, infeedStaging_;
  struct InfeedEntry {
    std::vector<Buffer> buffers;
    std::vector<ir::Type> types;
    std::shared_ptr<Event> ready;  // recorded on the copy stream after the entry's copies
  };
  std::deque<InfeedEntry> infeed_;
  interp::InfeedQueue* infeedQueue_ = nullptr;
  std::vector<std::unique_ptr<Event>> events_;  // one per argument, reused every run
  std::unordered_map<const ir::Value*, cudaEvent_t> pendingArguments_;  // copies no step has waited for yet
  CudaPlan plan_;
  bool planned_ = false;
  std::unordered_map<const ir::Value*, Buffer> constants_, env_;
  std::optional<interp::Interpreter> interp_;
  runtime::RunStats stats_;
};

}  // namespace

std::unique_ptr<runtime::Executable> compileCuda(const ir::Module& module, const ir::Func& entry, CudaOptions options) {
  return std::make_unique<CudaExecutable>(module, entry, options);
}

}  // namespace juxla::cuda
