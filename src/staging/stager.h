// The Stager the tools install into the evaluator (DESIGN decision 5): host calls of user functions
// whose arguments hold arrays are staged whole into one IR function, compiled once per
// specialization key, cached, and run on the chosen device; mutated arrays and struct fields are
// written back so callers see Julia's semantics.
#pragma once

#include <array>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/staged.h"
#include "runtime/executable.h"
#include "ir/ir.h"

namespace juxla::staging {

class Session;
struct Compiled;
struct EpochPlan;

class StagerImpl : public compiler::Stager {
 public:
  struct Options {
    size_t recompileWarning = 8;  // warn when one function has been compiled this many times
    // A call on arrays made by host code that cannot be compiled (a string built from a staged
    // number, a shape from data) runs in the evaluator instead, with a warning; false: the error.
    bool hostFallback = true;
    runtime::Device device = runtime::Device::Interp;  // where compiled functions run
    // Called with each newly compiled module (`--dump-ir`, tests).
    std::function<void(const std::string& functionName, const ir::Module&)> onCompile;
  };
  StagerImpl();
  explicit StagerImpl(Options options);
  ~StagerImpl() override;

  bool active() const override { return session_ != nullptr; }
  double compileSeconds() const override { return compileSeconds_; }
  bool stageHostCall(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                     compiler::CallArgs& call, compiler::Value& result) override;
  bool interceptCall(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                     compiler::CallArgs& call, compiler::Value& result) override;
  compiler::Value stageIf(compiler::Evaluator& ev, compiler::Frame& f, const compiler::If& node,
                          const compiler::Value& cond) override;
  compiler::Value stageWhile(compiler::Evaluator& ev, compiler::Frame& f, const compiler::While& node) override;
  compiler::Value stageFor(compiler::Evaluator& ev, compiler::Frame& f, const compiler::ForIn& node,
                           const compiler::Value& iterable) override;
  compiler::Value stageEpoch(compiler::Evaluator& ev, compiler::Frame& f, const compiler::ForIn& node,
                             const EpochPlan& plan);
  compiler::Value unrollFor(compiler::Evaluator& ev, compiler::Frame& f, const compiler::ForIn& node,
                            const compiler::Value& iterable) override;
  compiler::Value unrollWhile(compiler::Evaluator& ev, compiler::Frame& f, const compiler::While& node) override;
  compiler::Value stageLogical(compiler::Evaluator& ev, compiler::Frame& f, const compiler::Value& a,
                               const compiler::Code& b, bool isAnd, bool valueUsed) override;
  compiler::Value stageRemainder(compiler::Evaluator& ev, compiler::Frame& f, const compiler::Block& block,
                                 size_t from) override;
  compiler::Value finishFunction(compiler::Evaluator& ev, compiler::Frame& f, const compiler::Value& result) override;
  compiler::Value compileAndRun(compiler::Evaluator& ev, compiler::CallArgs& call) override;

  std::string stagedText(compiler::Evaluator& ev, compiler::CallArgs& call) override;
  void seedRandom(uint64_t seed) override;
  void markNonDifferentiable(const compiler::Value& f, const compiler::Value& signature) override;
  void touchBox(const compiler::Value& box) override;
  // Stages `f(args...)` without running it and returns the StableHLO module (`@code_hlo`, `juxla compile`).
  std::unique_ptr<ir::Module> compileOnly(compiler::Evaluator& ev, compiler::CallArgs& call);

  // How many times each function was compiled (tests count recompiles).
  size_t compileCount(const std::string& functionName) const;
  size_t totalCompiles() const { return totalCompiles_; }
  size_t cacheHits() const { return cacheHits_; }

 private:
  Compiled* compile(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                    compiler::CallArgs& call, const std::string& key, struct ArgWalk& walk);
  compiler::Value run(compiler::Evaluator& ev, Compiled& c, struct ArgWalk& walk, frontend::SourceSpan span);
  bool stageAndRun(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                   compiler::CallArgs& call, compiler::Value& result, bool onlyWithArrays);

  Options options_;
  Session* session_ = nullptr;
  std::array<uint64_t, 2> rng_{};  // the Philox stream staged code draws from: [key, position]
  std::unordered_map<std::string, std::unique_ptr<Compiled>> cache_;
  // Numbers used as shapes or conditions, by leaf index, per method and structure of its arguments
  // (an index names another number in arguments of another structure: Descent's state vs Adam's).
  std::map<std::string, std::set<size_t>> staticLeaves_;
  std::set<size_t>& staticLeavesFor(compiler::Evaluator& ev, const compiler::Method& m, compiler::CallArgs& call);
  std::map<std::string, size_t> compiles_;
  std::set<std::string> warned_;
  std::set<std::string> hostOnly_;  // cache keys of calls that run in the evaluator (hostFallback)
  void warnHostFallback(compiler::Evaluator& ev, const compiler::Method& m, compiler::CallArgs& call,
                        const compiler::JuliaError& why);
  std::vector<std::pair<compiler::Value, compiler::Value>> nonDifferentiable_;  // (function, signature)
  size_t totalCompiles_ = 0, cacheHits_ = 0;
  double compileSeconds_ = 0;
  // Executables by last run, most recent first: past a budget of held memory the least recently
  // run ones are dropped (made again from their module when called again).
  std::list<Compiled*> recentlyRun_;
  std::set<Compiled*> running_;
  void keepWithinMemoryBudget(Compiled& justRun);
};

}  // namespace juxla::staging
