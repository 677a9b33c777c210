// The evaluator's side of staging (DESIGN decisions 5 and 6). While a call is being staged, values
// that depend on staged inputs are StagedScalars (numbers, Bool) or arrays whose current contents
// live in the staging session's heap; builtins and control flow that meet them hand over to the
// Stager, which src/staging implements. The evaluator itself knows nothing of the IR.
#pragma once

#include <cstdint>
#include <string>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::ir {
class Value;
}

namespace juxla::compiler {

struct Block;
struct If;
struct While;
struct ForIn;

// A number or Bool computed by staged code: its Julia type is the Value's type (Float32, Bool, ...),
// its contents the IR value. Inside a broadcast the IR value has the broadcast's shape.
class StagedScalar : public Object {
 public:
  explicit StagedScalar(ir::Value* v) : value(v) {}
  ir::Value* value;
};

// Primitive types never live in objects on the host, so an object of one is a staged scalar.
inline bool isStagedScalar(const Value& v) { return v.isObject() && v.type()->name->isPrimitive; }

class Stager {
 public:
  virtual ~Stager() = default;
  // True while a call is being staged.
  virtual bool active() const = 0;
  // A host call of a Julia method: stages, compiles and runs it when its arguments hold arrays
  // (result in `result`, true); false when it should run on the host.
  virtual bool stageHostCall(Evaluator& ev, const Method& m, const TypeBindings& b, CallArgs& call, Value& result) = 0;
  // While staging: a call that meets staged values. True with `result` when a staged rule handled
  // it; false to invoke the method as usual (Julia methods are inlined by evaluating them).
  virtual bool interceptCall(Evaluator& ev, const Method& m, const TypeBindings& b, CallArgs& call, Value& result) = 0;
  // Control flow whose condition or trip count is staged.
  virtual Value stageIf(Evaluator& ev, Frame& f, const If& node, const Value& cond) = 0;
  virtual Value stageWhile(Evaluator& ev, Frame& f, const While& node) = 0;
  virtual Value stageFor(Evaluator& ev, Frame& f, const ForIn& node, const Value& iterable) = 0;
  // Loops that run on the host while staging (over a tuple, an iterator, a host condition): each
  // iteration runs only on the paths no staged break/return has left.
  virtual Value unrollFor(Evaluator& ev, Frame& f, const ForIn& node, const Value& iterable) = 0;
  virtual Value unrollWhile(Evaluator& ev, Frame& f, const While& node) = 0;
  // `a && b` / `a || b` with a staged left side: both sides evaluate, combined with and/or.
  // `valueUsed`: something reads the result (so its two paths must agree on its kind).
  virtual Value stageLogical(Evaluator& ev, Frame& f, const Value& a, const Code& b, bool isAnd, bool valueUsed) = 0;
  // After a statement left some staged paths (Flow::Staged): the block's statements from `from` on
  // run only on the others.
  virtual Value stageRemainder(Evaluator& ev, Frame& f, const Block& block, size_t from) = 0;
  // The StableHLO text of staging `f(args...)` (call[0] is f), without running it: @code_hlo.
  virtual std::string stagedText(Evaluator& ev, CallArgs& call) = 0;
  // A captured variable's box is about to be assigned while staging (control flow carries it).
  virtual void touchBox(const Value& box) = 0;
  // Random.seed!(n) on the host: staged code's random stream restarts from n (decision 12).
  virtual void seedRandom(uint64_t seed) = 0;
  // Stages a builtin call as a function of its own, compiles and runs it, whatever the device:
  // gradients exist only as compiled code (`gradient`, `pullback`, `jacobian` at host level).
  virtual Value compileAndRun(Evaluator& ev, CallArgs& call) = 0;
  // ChainRulesCore's @non_differentiable f(sig...): gradients stop at the results of matching calls.
  virtual void markNonDifferentiable(const Value& f, const Value& signature) = 0;
  // A staged function's result: where a staged `return` was taken, its value.
  virtual Value finishFunction(Evaluator& ev, Frame& f, const Value& result) = 0;
  // Seconds spent compiling so far (staging, passes, the device's planning): benchmarks report it.
  virtual double compileSeconds() const { return 0; }
};

}  // namespace juxla::compiler
