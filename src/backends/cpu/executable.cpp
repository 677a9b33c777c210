// Running a planned function on the CPU (see executable.h and plan.h).
#include "backends/cpu/executable.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <new>
#include <string_view>
#include <unordered_map>

#include <sys/mman.h>

#include "backends/cpu/onednn_layout.h"
#include "backends/cpu/plan.h"
#include "backends/cpu/schedule.h"
#include "backends/cpu/thread_pool.h"
#include "ir/printer.h"

namespace juxla::cpu {

namespace {

using interp::Tensor;


bool channelsLastAllowed(const CpuOptions& options) {
  const char* env = std::getenv("JUXLA_CHANNELS_LAST");
  return options.channelsLast && !(env && std::string_view(env) == "0");
}

// The arena comes from mmap: zeroed pages the kernel hands out on first touch, so making an
// executable costs no pass over gigabytes (the first run touches what it uses).
struct FreeArena {
  size_t bytes = 0;
  void operator()(uint8_t* p) const {
    if (p) munmap(p, bytes);
  }
};

class CpuExecutable : public runtime::Executable {
 public:
  CpuExecutable(const ir::Module& module, const ir::Func& entry, CpuOptions options)
      : module_(module), entry_(entry), profile_(std::getenv("JUXLA_PROFILE") != nullptr) {
    try {
      if (channelsLastAllowed(options)) {
        // The layout rewrite (onednn_layout.h) runs on a copy: the module stays as compiled.
        rewritten_ = copyForRewrite(entry);
        LayoutRewrite r = assignConvolutionLayouts(*rewritten_);
        if (r.convolutions == 0 && r.productsSwapped == 0) {
          rewritten_.reset();
        } else {
          if (std::getenv("JUXLA_EXPLAIN_FUSION"))
            std::fprintf(stderr,
                         "channels last in @%s: %zu convolutions, %zu ops moved below a transpose, %zu transposes "
                         "folded, %zu left; %zu transposed products swapped\n",
                         entry.name().c_str(), r.convolutions, r.transposesMoved, r.transposesFolded,
                         r.transposesLeft, r.productsSwapped);
          if (std::getenv("JUXLA_DUMP_LAYOUT")) std::fprintf(stderr, "%s\n", ir::printFunc(*rewritten_).c_str());
        }
      }
      // Large results made early for late users (weight gradients, flipped kernels) move to their users.
      std::unique_ptr<ir::Func> ordered = rewritten_ ? nullptr : copyForRewrite(entry);
      if (sinkLargeResults(ordered ? *ordered : *rewritten_) && ordered) rewritten_ = std::move(ordered);
      plan_ = planFunction(func(), options.fuse, options.donatedResults);
      if (plan_.convolutionEpilogues && std::getenv("JUXLA_EXPLAIN_FUSION"))
        std::fprintf(stderr, "@%s: %zu bias/relu clusters run as convolution post-ops\n", entry.name().c_str(),
                     plan_.convolutionEpilogues);
      planned_ = true;
    } catch (const Unplannable&) {
      planned_ = false;  // the interpreter runs it whole
      return;
    }
    // One arena for every value, made once: later runs allocate nothing for their values.
    size_t bytes = size_t((std::max<int64_t>(plan_.arenaBytes, 64) + 63) / 64 * 64);
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    arena_ = std::unique_ptr<uint8_t, FreeArena>(static_cast<uint8_t*>(p), FreeArena{bytes});
    ++stats_.arenaAllocations;
    stats_.arenaBytes = bytes;
    bindArguments(func().entry());
    bind(*plan_.entry);
  }

  std::vector<Tensor> run(std::vector<Tensor> args, const runtime::RunOptions& options) override {
    interp::Interpreter::Options io;
    io.infeed = options.infeed;
    io.outfeed = options.outfeed;
    if (!planned_) {
      interp::Interpreter whole(module_, io);
      std::vector<Tensor> out = whole.call(entry_, std::move(args));
      stats_.checksPassed = whole.checksPassed();
      return out;
    }
    interp_.emplace(module_, io);
    stats_.interpretedOps = 0;
    const ir::Block& body = func().entry();
    if (args.size() != body.numArgs())
      throw interp::InterpreterError(entry_.loc(), "@" + entry_.name() + " takes " + std::to_string(body.numArgs()) +
                                                       " arguments, got " + std::to_string(args.size()));
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].type() != body.arg(i)->type())
        throw interp::InterpreterError(entry_.loc(), "argument " + std::to_string(i) + " has type " + args[i].type().str() +
                                                         ", not " + body.arg(i)->type().str());
      bindArgument(i, args[i].bytes().empty() ? nullptr : args[i].bytes().data());
    }
    exec(*plan_.entry);
    std::vector<Tensor> out(plan_.entry->yields.size());
    for (auto [r, a] : plan_.resultsInArguments) out[r] = args[a];  // computed there
    std::vector<size_t> intoArgument = resultsInPlace(args, options);
    for (size_t r = 0; r < out.size(); ++r)
      if (intoArgument[r] == kNone && !out[r]) out[r] = tensorOf(plan_.entry->yields[r]);
    for (size_t r = 0; r < out.size(); ++r) {
      if (intoArgument[r] == kNone) continue;
      const ir::Value* y = plan_.entry->yields[r];
      std::memcpy(const_cast<uint8_t*>(args[intoArgument[r]].bytes().data()), at(y), size_t(bytesOf(y)));
      out[r] = args[intoArgument[r]];
    }
    for (size_t i = 0; i < args.size(); ++i) bindArgument(i, nullptr);  // (the caller's buffers go back)
    stats_.checksPassed = interp_->checksPassed();
    // A large arena's pages go back to the system after the first run: most executables run once
    // (a model's initialisation, a loading step), and one run again pays the page faults once more.
    if (++runs_ == 1 && stats_.arenaBytes >= kReleasedArenaBytes) madvise(arena_.get(), stats_.arenaBytes, MADV_DONTNEED);
    return out;
  }

  const runtime::RunStats& stats() const override { return stats_; }

  ~CpuExecutable() override {
    if (profile_) printProfile();
  }

 private:
  // The function planned and run: the layout-rewritten copy, or the module's own.
  const ir::Func& func() const { return rewritten_ ? *rewritten_ : entry_; }

  static constexpr size_t kNone = ~size_t(0);
  static constexpr size_t kReleasedArenaBytes = size_t(4) << 20;

  // The arguments are read where the caller keeps them (no copy into the arena): the buffers of the
  // steps that read argument i point at `data` for the run.
  void bindArgument(size_t i, const uint8_t* data) {
    argumentData_[i] = data;
    for (void** use : argumentUses_[i]) *use = const_cast<uint8_t*>(data);
  }

  // For each result, the argument whose donated buffer receives it (kNone: a fresh tensor). Honoured
  // when the types match, the result is computed (not an argument, whose buffer another pair may
  // overwrite first) and the error flag is clear.
  std::vector<size_t> resultsInPlace(const std::vector<Tensor>& args, const runtime::RunOptions& options) {
    const auto& yields = plan_.entry->yields;
    std::vector<size_t> into(yields.size(), kNone);
    if (options.resultsIntoArguments.empty()) return into;
    if (options.errorFlag && *options.errorFlag < yields.size()) {
      const ir::Value* flag = yields[*options.errorFlag];
      const uint8_t* p = at(flag);
      if (std::any_of(p, p + bytesOf(flag), [](uint8_t b) { return b != 0; })) return into;
    }
    std::vector<bool> taken(args.size(), false);
    for (auto [r, a] : plan_.resultsInArguments) taken[a] = true;
    for (auto [r, a] : options.resultsIntoArguments) {
      if (r >= yields.size() || a >= args.size() || into[r] != kNone || taken[a]) continue;
      if (plan_.slots.at(yields[r]).argument >= 0 || args[a].type() != yields[r]->type() || args[a].bytes().empty()) continue;
      into[r] = a;
      taken[a] = true;
    }
    return into;
  }

  uint8_t* at(const ir::Value* v) {
    const Slot& s = plan_.slots.at(v);
    if (s.argument >= 0) return const_cast<uint8_t*>(argumentData_[size_t(s.argument)]);
    return s.constant ? const_cast<uint8_t*>(s.constant) : arena_.get() + s.offset;
  }
  int64_t bytesOf(const ir::Value* v) const { return plan_.slots.at(v).bytes; }

  Tensor tensorOf(const ir::Value* v) {
    if (v->type().isToken()) return Tensor::token();
    const uint8_t* p = at(v);
    return Tensor::fromBytes(v->type(), std::vector<uint8_t>(p, p + bytesOf(v)));
  }

  // The kernels' buffers never move: computed once, so a run builds no lists (but sets the
  // arguments' addresses, see bindArgument).
  void bindArguments(const ir::Block& entry) {
    argumentData_.assign(entry.numArgs(), nullptr);
    argumentUses_.assign(entry.numArgs(), {});
  }
  void bind(BlockPlan& b) {
    for (Step& s : b.steps) {
      for (const ir::Value* v : s.inputs) s.ins.push_back({at(v), v->type()});
      for (const ir::Value* v : s.outputs) s.outs.push_back({at(v), v->type()});
      for (size_t k = 0; k < s.inputs.size(); ++k)
        if (int a = plan_.slots.at(s.inputs[k]).argument; a >= 0) argumentUses_[size_t(a)].push_back(&s.ins[k].data);
      for (size_t k = 0; k < s.outputs.size(); ++k)
        if (int a = plan_.slots.at(s.outputs[k]).argument; a >= 0) argumentUses_[size_t(a)].push_back(&s.outs[k].data);
      for (auto& r : s.regions) bind(*r);
    }
  }

  void copy(const ir::Value* to, const ir::Value* from) {
    uint8_t* d = at(to);
    const uint8_t* src = at(from);
    if (d != src && bytesOf(to)) std::memmove(d, src, size_t(bytesOf(to)));
  }

  void exec(BlockPlan& b) {
    KernelContext ctx{ThreadPool::shared()};
    for (Step& s : b.steps) {
      auto start = profile_ ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
      switch (s.kind) {
        case Step::Kind::Kernel: s.kernel(ctx, s.ins, s.outs); break;
        case Step::Kind::Fallback: fallback(s); break;
        case Step::Kind::While: loop(s); break;
        case Step::Kind::If:
        case Step::Kind::Case: branch(s); break;
      }
      if (profile_ && s.regions.empty() && runs_ > 0) {  // (not the first run: oneDNN's JIT, first page faults)
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        Timing& t = timings_[labelOf(s)];
        t.seconds += seconds;
        ++t.calls;
      }
    }
  }

  // JUXLA_PROFILE: time per kind of step (op name and result type; fused clusters by their ops),
  // summed over all runs but the first and printed when the executable goes away, longest first.
  struct Timing {
    double seconds = 0;
    int64_t calls = 0;
  };
  std::string labelOf(const Step& s) {
    std::string label = s.kind == Step::Kind::Fallback ? "interp " : "";
    if (s.outputs.size() == 1 && s.op != nullptr && s.inputs != std::vector<const ir::Value*>(s.op->operands().begin(), s.op->operands().end()))
      label += "fused ";
    label += s.op->name();
    for (const ir::Value* v : s.outputs) label += " " + v->type().str();
    return label;
  }
  void printProfile() const {
    std::vector<std::pair<std::string, Timing>> rows(timings_.begin(), timings_.end());
    std::sort(rows.begin(), rows.end(), [](auto& a, auto& b) { return a.second.seconds > b.second.seconds; });
    double total = 0;
    for (auto& r : rows) total += r.second.seconds;
    if (total < 1e-3) return;  // the small executables of a script's setup: noise
    if (rows.size() > 30) rows.resize(30);
    std::fprintf(stderr,
                 "juxla profile of @%s: %.4f s in steps of %lld runs after the first, arena %.1f MiB, %zu results computed in "
                 "donated arguments\n",
                 entry_.name().c_str(), total, static_cast<long long>(runs_ - 1), double(stats_.arenaBytes) / (1 << 20),
                 plan_.resultsInArguments.size());
    for (auto& [label, t] : rows)
      std::fprintf(stderr, "%9.4f s %5.1f%% %6lld× %s\n", t.seconds, total > 0 ? 100 * t.seconds / total : 0.0,
                   static_cast<long long>(t.calls), label.c_str());
  }

  void fallback(Step& s) {
    std::vector<Tensor> operands;
    for (const ir::Value* v : s.op->operands()) operands.push_back(tensorOf(v));
    std::unordered_map<const ir::Value*, Tensor> captured;
    for (const ir::Value* v : s.captured) captured[v] = tensorOf(v);
    std::vector<Tensor> results = interp_->evalOp(*s.op, std::move(operands), std::move(captured));
    for (size_t i = 0; i < results.size(); ++i) {
      auto bytes = results[i].bytes();
      if (!bytes.empty()) std::memcpy(at(s.op->result(i)), bytes.data(), bytes.size());
    }
    ++stats_.interpretedOps;
  }

  // The loop state is the body's arguments (shared with the condition's and the results).
  void loop(Step& s) {
    BlockPlan& cond = *s.regions[0];
    BlockPlan& body = *s.regions[1];
    const ir::Block& args = *body.block;
    for (size_t i = 0; i < s.op->numOperands(); ++i) copy(args.arg(i), s.op->operand(i));
    for (;;) {
      exec(cond);
      if (*at(cond.yields[0]) == 0) break;
      exec(body);
      if (s.stagesYields) {  // a yield that is another argument: stage all through scratch first
        uint8_t* scratch = arena_.get() + s.scratch.offset;
        int64_t offset = 0;
        for (const ir::Value* y : body.yields) {
          std::memcpy(scratch + offset, at(y), size_t(bytesOf(y)));
          offset += (bytesOf(y) + 63) / 64 * 64;
        }
        offset = 0;
        for (size_t i = 0; i < body.yields.size(); ++i) {
          std::memcpy(at(args.arg(i)), scratch + offset, size_t(bytesOf(args.arg(i))));
          offset += (bytesOf(args.arg(i)) + 63) / 64 * 64;
        }
      } else {
        for (size_t i = 0; i < body.yields.size(); ++i) copy(args.arg(i), body.yields[i]);
      }
    }
  }

  void branch(Step& s) {
    size_t chosen;
    if (s.kind == Step::Kind::If) {
      chosen = *at(s.op->operand(0)) ? 0 : 1;
    } else {
      int32_t index;
      std::memcpy(&index, at(s.op->operand(0)), sizeof index);
      size_t n = s.regions.size();
      chosen = index < 0 || size_t(index) >= n ? n - 1 : size_t(index);  // out of range: the last branch
    }
    BlockPlan& b = *s.regions[chosen];
    exec(b);
    for (size_t i = 0; i < b.yields.size(); ++i) copy(s.op->result(i), b.yields[i]);
  }

  const ir::Module& module_;
  const ir::Func& entry_;
  std::unique_ptr<ir::Func> rewritten_;
  Plan plan_;
  bool planned_ = false;
  std::unique_ptr<uint8_t, FreeArena> arena_;
  std::optional<interp::Interpreter> interp_;
  std::vector<const uint8_t*> argumentData_;                     // where they are in this run
  std::vector<std::vector<void**>> argumentUses_;                 // the step buffers that read them
  runtime::RunStats stats_;
  bool profile_ = false;
  int64_t runs_ = 0;
  std::map<std::string, Timing> timings_;
};

}  // namespace

std::unique_ptr<runtime::Executable> compileCpu(const ir::Module& module, const ir::Func& entry, CpuOptions options) {
  return std::make_unique<CpuExecutable>(module, entry, options);
}

}  // namespace juxla::cpu
