// Zygote's `pullback` with residuals (DESIGN decision 8). `__pullback(f, args...)` stages f and its
// backward pass with a placeholder seed, then splits the backward pass off (ad/residuals.h): the
// call returns y, the id of the split-off @backward, and the forward values @backward reads (the
// residuals, as arrays). `__pullback_back(id, residuals, dy)` stages @backward on them. At host
// level each is one compiled executable, so `back` runs only the backward pass, on the buffers
// the forward run left; inside staged code both land in the enclosing function.
#include <fmt/format.h>

#include "ad/residuals.h"
#include "staging/differentiation.h"

namespace juxla::staging {
namespace {

// What `back` needs besides the residuals: @backward and how its results map to the gradients.
struct PullbackPlan {
  std::unique_ptr<ir::Module> module;  // @backward(seed, residuals...) -> gradients; null: none flow
  std::vector<GradNode> nodes;         // the gradient tree of each argument
  std::vector<int> gradResult;         // per wrt value: its result of @backward, or -1 (none flows)
  ir::Type seedType;                   // the type of y's IR value (an array or a real number)
  bool yIsArray = false;
  std::vector<int64_t> yDims;          // Julia dims, when y is an array
};

// Plans live as long as the process: compiled forward passes return their ids.
std::vector<std::unique_ptr<PullbackPlan>>& plans() {
  static std::vector<std::unique_ptr<PullbackPlan>> all;
  return all;
}

Value pullback(Session& s, CallArgs& call) {
  Evaluator& ev = s.ev;
  Differentiation d{s, call.span};
  auto [nodes, marker, y] = d.stage(call);
  ir::Value* out = outputValue(s, y, call.span);
  auto plan = std::make_unique<PullbackPlan>();
  plan->gradResult.assign(d.wrt.size(), -1);
  std::vector<Value> residuals;
  if (out) {
    ir::Value* seed = ad::seedPlaceholder(s.b, out->type());
    std::vector<ir::Value*> grads = d.backward(marker, {out}, {seed});
    std::vector<ir::Value*> results;
    for (size_t k = 0; k < grads.size(); ++k)
      if (grads[k]) plan->gradResult[k] = int(results.size()), results.push_back(grads[k]);
    std::vector<ir::Value*> forwardOnly;
    if (s.errorCode) forwardOnly.push_back(s.errorCode);
    std::vector<ir::Value*> seeds{seed};
    ad::BackwardSplit split;
    try {
      split = ad::splitBackward(*s.b.block(), marker, seeds, results, forwardOnly);
    } catch (const ad::AdError& e) {
      ev.raise("ErrorException", std::string("pullback: ") + e.what(), call.span);
    }
    plan->module = std::move(split.module);
    for (ir::Value* r : split.residuals) {
      const DataType* t = s.juliaTypeOf(r->type().elementType());
      if (!t) ev.raise("ErrorException", "pullback: a residual of type " + r->type().str() + " has no Julia array type", call.span);
      residuals.push_back(s.newArray(r, t));
    }
    plan->seedType = out->type();
    plan->yIsArray = s.isNumericArray(y);
    if (plan->yIsArray) plan->yDims = y.as<ArrayObject>()->dims;
  }
  d.restoreUnwritten();
  plan->nodes = std::move(nodes);
  size_t id = plans().size();
  plans().push_back(std::move(plan));
  return compiler::makeTuple(ev, {y, Value::bits(ev.core().Int64, id), compiler::makeTuple(ev, std::move(residuals))});
}

// The seed of @backward from the cotangent `dy` back was called with.
ir::Value* seedOf(Session& s, const PullbackPlan& plan, const Value& dy, SourceSpan span) {
  if (!plan.yIsArray) return s.valueOf(dy, plan.seedType.elementType());
  if (!s.isNumericArray(dy) || dy.as<ArrayObject>()->dims != plan.yDims)
    s.ev.raise("DimensionMismatch", "the cotangent passed to a pullback must have the size of the result", span);
  ir::Value* v = s.arrayValue(dy);
  return v->type().elementType() == plan.seedType.elementType() ? v : s.b.convert(v, plan.seedType.elementType());
}

Value pullbackBack(Session& s, CallArgs& call) {
  Evaluator& ev = s.ev;
  size_t id = size_t(s.requireInt(call[1], call.span, "a pullback's id"));
  if (id >= plans().size() || !call[2].isObject() || !call[2].type()->isTupleType)
    ev.raise("ArgumentError", "not a pullback made by this program", call.span);
  const PullbackPlan& plan = *plans()[id];
  std::vector<ir::Value*> grads(plan.gradResult.size(), nullptr);
  if (plan.module) {
    const ir::Func& backward = *plan.module->lookup("backward");
    const auto& residuals = call[2].as<TupleObject>()->elements;
    if (residuals.size() + 1 != backward.inputTypes().size())
      ev.raise("ArgumentError", "a pullback's residuals do not match its backward pass", call.span);
    ir::ValueMap map;
    map[backward.entry().arg(0)] = seedOf(s, plan, call[3], call.span);
    for (size_t i = 0; i < residuals.size(); ++i) {
      if (!s.isNumericArray(residuals[i]) || s.arrayValue(residuals[i])->type() != backward.inputTypes()[i + 1])
        ev.raise("ArgumentError", "a pullback's residuals do not match its backward pass", call.span);
      map[backward.entry().arg(i + 1)] = s.arrayValue(residuals[i]);
    }
    std::vector<ir::Value*> results = ad::cloneBlock(s.b, backward.entry(), map);
    for (size_t k = 0; k < grads.size(); ++k)
      if (plan.gradResult[k] >= 0) grads[k] = results[size_t(plan.gradResult[k])];
  }
  Differentiation d{s, call.span};
  std::vector<Value> parts;
  for (const GradNode& n : plan.nodes) parts.push_back(d.build(n, grads));
  return compiler::makeTuple(ev, std::move(parts));
}

}  // namespace

void registerPullbackRules(RuleTable& t) {
  t.add("__pullback", pullback);
  t.add("__pullback_back", pullbackBack);
}

}  // namespace juxla::staging
