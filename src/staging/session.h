// One staging in progress: the IR function being built, the builder's insertion point, the heap that
// maps each array (by identity) to its current IR value (decision 5), the parameters met so far, and
// the error flag of checked operations (decisions 11, 13). Staged rules and control flow use it.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/staged.h"
#include "ir/builder.h"

namespace juxla::staging {

using compiler::ArrayObject;
using compiler::CallArgs;
using compiler::DataType;
using compiler::Evaluator;
using compiler::JType;
using compiler::Value;
using frontend::SourceSpan;

// Thrown when staging needs the host value of a number that was made a 0-d parameter (a shape, a
// type, a tuple index): the boundary marks those parameters static and stages again.
struct ConcretizeRequest {
  std::vector<size_t> params;
};

// Thrown inside a staged loop body when the loop variable is used where only a host value will do
// (a tuple index, a shape, a dims): the loop is unrolled instead (decision 6).
struct UnrollRequest {
  const void* loop;
};

// Where an array or number parameter comes from.
struct Param {
  enum class Kind { Array, Number, Captured, Rng } kind = Kind::Array;
  Value host;         // the array or number of the call that staged this
  size_t leaf = 0;    // Array/Number: index of the argument leaf it was read from
};

// A place in the heap: an array's current value.
struct ErrorSite {
  SourceSpan span;
  std::string typeName, message;
};

class Session {
 public:
  explicit Session(Evaluator& ev);
  Evaluator& ev;
  ir::Module module;
  ir::Func* func = nullptr;
  ir::Builder b;

  // ---- Types ----
  // The IR element type of a Julia number type (Float32 -> f32, Bool -> i1); nullopt when none.
  std::optional<ir::ElementType> elementTypeOf(const JType* t) const;
  const DataType* juliaTypeOf(ir::ElementType e) const;
  bool isNumericArray(const Value& v) const;
  // A numeric array whose contents are staged: in the heap, an alias of one, made by staged code, or a
  // host array from before staging (a parameter). Arrays host code made while staging, that staged
  // data never touched, are host values (compile-time constants once staged code reads them).
  bool isStagedArray(const Value& v) const;

  // ---- Scalars ----
  Value scalar(ir::Value* v, const DataType* juliaType);
  Value scalar(ir::Value* v) { return scalar(v, juliaTypeOf(v->type().elementType())); }
  // The IR value of a staged scalar, or a constant for a host number (converted to `as`).
  ir::Value* valueOf(const Value& v, std::optional<ir::ElementType> as = std::nullopt);
  // A host Int from `v`; a staged number that came from number parameters restages with them static.
  int64_t requireInt(const Value& v, SourceSpan span, const char* what);
  bool requireBool(const Value& v, SourceSpan span, const char* what);
  // Whether `v` is computed from number parameters only (and which): those can be compiled in.
  bool fromNumberParams(ir::Value* v, std::vector<size_t>& params) const;
  // Throws ConcretizeRequest when `v` depends only on number parameters, else a located error.
  [[noreturn]] void needHost(ir::Value* v, SourceSpan span, const char* what);

  // ---- Arrays (the heap) ----
  // A new array object whose contents are `v` (its IR shape is the Julia size reversed).
  Value newArray(ir::Value* v, const JType* elementType);
  // An array object standing for `v` that is never written (the error flag and random state as
  // values control flow carries): it resolves without the heap, so restoring a state keeps it.
  Value pinnedArray(ir::Value* v, const JType* elementType);
  // An array sharing `array`'s elements with other dims (reshape, vec): reads and writes go to the base.
  Value newAlias(const Value& array, std::vector<int64_t> juliaDims);
  // A caller's array that shares `base`'s elements (an argument `reshape(x, …)` beside `x`).
  void adoptAlias(const Value& alias, const Value& base) { aliasBase_[alias.as<ArrayObject>()] = aliasBase(base); }
  // `c ? a : b` of two existing arrays, bound by a staged branch: the chosen array itself, so reads
  // select between them and a write goes to the one chosen (`pred` a 0-d i1 of the enclosing block).
  Value newChoice(ir::Value* pred, const Value& a, const Value& b);
  // The array an alias reads and writes (the array itself when it is none).
  Value aliasBase(const Value& array) const;
  bool isAlias(const ArrayObject* a) const { return aliasBase_.count(a) != 0; }
  bool isChoice(const ArrayObject* a) const { return choices_.count(a) != 0; }
  // The current contents of an array; a host array met for the first time becomes a parameter.
  ir::Value* arrayValue(const Value& array);
  void setArrayValue(const Value& array, ir::Value* v);
  bool inHeap(const ArrayObject* a) const { return heap_.count(a) != 0; }
  // A host array that existed before staging began and was reached other than through the arguments.
  bool isCaptured(const ArrayObject* a) const { return captured_.count(a) != 0; }
  // Each captured array's parameter: its value in any state from before staged code first met it.
  const std::unordered_map<const ArrayObject*, ir::Value*>& capturedArrays() const { return captured_; }
  uint64_t firstSerial = 0;  // arrays with a serial at least this were made while staging
  std::unordered_map<const ArrayObject*, ir::Value*>& heap() { return heap_; }
  // Every array the heap has seen stays alive while staging: states captured by control flow refer
  // to them by address. Staging drops them at the end (keepHeapOnly).
  std::vector<Value> heapKeep;
  void keepHeapOnly(const std::unordered_set<const ArrayObject*>& arrays);

  // ---- Parameters ----
  ir::Value* addParam(ir::Type type, Param p);
  std::vector<Param> params;
  std::vector<Value> keepAlive;  // arrays the plan refers to by identity

  // ---- Errors raised by the compiled code (decision 11) ----
  // Records `site` when `ok` (an i1 scalar) is false and no earlier error was recorded. `details`
  // (up to 4 integers, e.g. the index) replace {0}..{3} in the site's message when it is raised.
  void check(ir::Value* ok, ErrorSite site, std::vector<ir::Value*> details = {});
  ir::Value* ensureErrorCode();    // makes the flag (zeros at the function's entry) when absent
  // tensor<5xi64>: [0, ...] or [1 + the index of the first failed site, its details...]
  ir::Value* errorCode = nullptr;
  std::vector<ErrorSite> errorSites;
  static constexpr int64_t kErrorDetails = 4;

  // ---- Random numbers (decision 12): one Philox stream, its state a parameter and a result ----
  ir::Value* ensureRng();  // the state where staged code first draws (a parameter of the function)
  ir::Value* rng = nullptr;
  ir::Value* rngParam = nullptr;

  // ---- Ordered effects (decision 5): printing becomes outfeed on a token chain ----
  ir::Value* ensureToken();  // the chain's start (after_all at the function's entry) when absent
  ir::Value* token = nullptr;
  // A host call made when the run's outfeed arrives: `callee(args...; keywords...)` with the staged
  // leaves of `bundle` (a tuple of the arguments and a NamedTuple of the keywords) filled in.
  struct DeferredCall {
    Value callee;
    std::shared_ptr<const struct Layout> layout;  // of the bundle, fixed when the call was staged
    SourceSpan span;
  };
  std::vector<DeferredCall> deferred;
  // DataLoaders whose epoch a staged `for` runs (epoch.cpp): before every run the host starts each
  // one's epoch with `start` (MLUtils._start_epoch!: its shuffle), so the order is an argument.
  struct EpochStart {
    Value loader, start;
    SourceSpan span;
  };
  std::vector<EpochStart> epochStarts;

  // ---- Counters for tests and the recompile warning ----
  size_t loopsStaged = 0, ifsStaged = 0;
  // Staged exits of one function call: where `return`, `break` or `continue` was taken on some staged
  // paths (i1 flags; null: on none), and the value returned there.
  struct ExitState {
    ir::Value* returned = nullptr;
    Value returnValue;
    ir::Value* broken = nullptr;
    ir::Value* continued = nullptr;
    bool raised = false;  // some path raised an error (it "returned" with the error flag set)
    bool any() const { return returned || broken || continued; }
  };
  std::unordered_map<const compiler::Frame*, ExitState> exits;
  // Mutable structs whose fields staged code assigned, with their fields before the first assignment:
  // control flow snapshots and merges them like variables.
  std::vector<std::pair<Value, std::vector<Value>>> touched;
  void touch(const Value& object);
  // A mutable struct built inside a staged region: its staged fields did not exist before the region,
  // so control flow carries them as fields first assigned there (undefined before).
  void touchNew(const Value& object, std::vector<Value> before);
  // Those objects: two of them (or one and an older object) join by their fields, a new object
  // standing for whichever the path made (their identity is not kept).
  std::unordered_set<const void*> builtInRegion;
  // Boxes of captured variables assigned while staging, with their values before the first assignment.
  std::vector<std::pair<Value, Value>> touchedBoxes;
  void touchBox(const Value& box);
  // Regions being built: while > 0 a staged loop body is being built (binding-time decisions differ).
  int regionDepth = 0;
  // Inside a broadcast's function staged on whole tensors as its "scalars" (rules_broadcast.cpp):
  // building an array from such a scalar would mix the elements, so it is refused.
  int batchedBroadcasts = 0;

  // ---- Custom derivatives (rules_custom.cpp) ----
  int differentiating = 0;   // > 0 while a function is staged for gradient/pullback/jacobian
  int inCustomRule = 0;      // > 0 while a user's rrule or pullback runs: no rules apply inside
  // A call that a user's rrule differentiates: `f(args...)` as staged, whose differentiable leaves
  // are the first `numLeaves` operands of its custom_call @juxla.custom_rule marker.
  struct CustomSite {
    Value f;
    std::vector<Value> args;
    size_t numLeaves = 0;
    SourceSpan span;
    compiler::Module* callerModule = nullptr;
  };
  std::vector<CustomSite> customSites;
  // Results of primal loops that a gradient replaced by loops recording their tape (old, new), in
  // the order made: values staged code still holds are redirected when the function is finished.
  std::vector<std::pair<ir::Value*, ir::Value*>> replacedValues;
  std::vector<const void*> loopStack;  // the ForIn/While nodes whose bodies are being staged

 private:
  std::unordered_map<const ArrayObject*, ir::Value*> heap_;
  std::unordered_map<const ArrayObject*, ir::Value*> captured_;  // host arrays made parameters
  std::unordered_map<const ArrayObject*, Value> aliasBase_;       // reshape/vec results -> their base
  std::unordered_map<const ArrayObject*, ir::Value*> pinned_;
  struct Choice {
    ir::Value* pred;
    Value a, b;
  };
  std::unordered_map<const ArrayObject*, Choice> choices_;
};

// `x[idx...]` as the destination of `.=` in staged code (the host's __dotview).
class StagedDotView : public compiler::Object {
 public:
  Value array;
  std::vector<Value> indices;
};
inline bool isStagedDotView(const Value& v) { return v.isObject() && dynamic_cast<StagedDotView*>(v.obj()) != nullptr; }

// Staged rules: a Base function's meaning on staged values. A rule returns an undefined Value to
// decline (the method then runs as usual).
using Rule = Value (*)(Session& s, CallArgs& call);
struct RuleTable {
  std::unordered_map<std::string, std::vector<Rule>> byName;  // tried in order until one accepts
  void add(const char* name, Rule r) { byName[name].push_back(r); }
};
RuleTable& rules();
void registerScalarRules(RuleTable& t);     // rules_scalar.cpp
void registerArrayRules(RuleTable& t);      // rules_array.cpp
void registerBroadcastRules(RuleTable& t);  // rules_broadcast.cpp
void registerNnlibRules(RuleTable& t);      // rules_nnlib.cpp
void registerEffectRules(RuleTable& t);     // effects.cpp
void registerRangeRules(RuleTable& t);      // rules_range.cpp
void registerRandomRules(RuleTable& t);     // rules_random.cpp
void registerRefusedRules(RuleTable& t);    // rules_refused.cpp
void registerGradientRules(RuleTable& t);   // rules_gradient.cpp
void registerPullbackRules(RuleTable& t);   // rules_pullback.cpp
// The builtins behind gradient, pullback, jacobian and ignore_derivatives: staged even when their
// arguments hold nothing staged (the function they differentiate may capture staged arrays).
bool differentiates(const std::string& name);
// Removes the stop-gradient, custom-rule and wrt markers gradients leave in a staged module.
void removeGradientMarkers(ir::Module& m);
// While differentiating: a call that `@non_differentiable` (`nonDifferentiable`: function, signature
// pairs) or a user's ChainRulesCore.rrule covers is staged here, with its markers; false otherwise.
bool applyCustomRule(Session& s, const std::vector<std::pair<Value, Value>>& nonDifferentiable, CallArgs& call,
                     Value& result);
// The backward pass of a custom_call @juxla.custom_rule: runs the user's pullback at b's insertion point.
std::vector<ir::Value*> customRuleBackward(Session& s, ir::Builder& b, const ir::Operation& op,
                                           std::span<ir::Value* const> cotangents);
// ignore_derivatives of any value: every differentiable leaf (arrays, numbers, in tuples and structs)
// behind a stop-gradient marker.
Value stopGradients(Session& s, const Value& v, int depth = 0);
// Julia's broadcast of f over args (arrays, staged and host numbers), as one elementwise expression.
Value stagedBroadcast(Session& s, const Value& f, const std::vector<Value>& args, SourceSpan span);
// A range with a staged field (a:b with a staged end).
bool isStagedRange(Session& s, const Value& v);
// The length of start:stop (staged Int64 bounds) as a host value: known when stop is start plus a
// constant (i:i+2); otherwise concretized, unrolled, or a located error naming `what`.
int64_t unitRangeLength(Session& s, ir::Value* start, ir::Value* stop, SourceSpan span, const char* what);
// An Int64 range -- host bounds, or staged ones with a host length -- as a staged vector built from an
// iota; undefined for other ranges (float ranges are collected on the host).
Value stagedRangeVector(Session& s, const Value& range, SourceSpan span);
// `dest .= src` for a staged array or dot view.
Value stagedAssign(Session& s, const Value& dest, const Value& src, SourceSpan span);

// A Base call meeting views (SubArray) of staged arrays, made on their contents (views.cpp); false
// when it has none.
bool callThroughViews(Session& s, CallArgs& call, Value& result);

// The Julia-visible name of a call's callee for the rule table: "+", "sum", "Float32", ...
std::string ruleKey(Evaluator& ev, const Value& callee);

[[noreturn]] void unsupported(Evaluator& ev, const std::string& what, SourceSpan span);

}  // namespace juxla::staging
