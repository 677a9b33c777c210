// Zygote's interface in staged code (DESIGN decision 8): `gradient`, `withgradient` and `jacobian`
// (`pullback` in rules_pullback.cpp) stage the function where they are called, then src/ad emits its
// backward pass right after it in the same IR function, so forward and backward are one executable.
// Arrays keep their identity (writes inside the function are written back, as BatchNorm statistics
// need).
#include <fmt/format.h>

#include "staging/arg_walk.h"
#include "staging/differentiation.h"

namespace juxla::staging {

namespace {

ir::Operation* currentMarker(Session& s) {
  ir::Operation* at = s.b.insertionPoint();
  return at ? at->prev() : s.b.block()->back();
}

// f(args...) with the evaluator, as a call from the gradient's call site; users' rrules and
// @non_differentiable apply inside it (rules_custom.cpp).
Value callWith(Session& s, const Value& f, const std::vector<Value>& args, SourceSpan span,
               compiler::Module* callerModule) {
  struct Differentiating {
    Session& s;
    int savedInRule;
    explicit Differentiating(Session& s) : s(s), savedInRule(s.inCustomRule) { ++s.differentiating, s.inCustomRule = 0; }
    ~Differentiating() { --s.differentiating, s.inCustomRule = savedInRule; }
  } differentiating(s);
  compiler::CallArgs call;
  call.span = span;
  call.callerModule = callerModule;
  call.args.push(f);
  for (const Value& a : args) call.args.push(a);
  return s.ev.call(call);
}

// The IR value and Julia type of a real-valued result; null when it does not depend on staged data.
}  // namespace

Differentiation::Staged Differentiation::stage(CallArgs& call) {
  std::vector<GradNode> nodes(call.size() - 2);
  std::vector<Value> args;
  for (size_t i = 2; i < call.size(); ++i) args.push_back(substitute(call[i], nodes[i - 2], 0));
  ir::Operation* marker = currentMarker(s);
  Value y = callWith(s, call[1], args, call.span, call.callerModule);
  return {std::move(nodes), marker, y};
}

static ir::Value* lossValue(Session& s, const Value& y, SourceSpan span) {
  const compiler::CoreTypes& c = s.ev.core();
  const DataType* t = y.type();
  bool isReal = t == c.Float64 || t == c.Float32 || t == c.Float16 || t == c.Int64 || t == c.Bool ||
                t == c.Int32;
  if (!isReal)
    s.ev.raise("ErrorException",
               "Output should be scalar; gradients are not defined for output of type " + s.ev.universe().show(t), span);
  if (!isStagedScalar(y) || !ir::isFloat(y.as<StagedScalar>()->value->type().elementType())) return nullptr;
  return y.as<StagedScalar>()->value;
}

namespace {

// __withgradient(f, args...) -> (val = f(args...), grad = (∂args...)); for a Tuple or NamedTuple
// result, the first element is differentiated and the whole result returned (Zygote's convention).
Value withGradient(Session& s, CallArgs& call) {
  Differentiation d{s, call.span};
  auto [nodes, marker, y] = d.stage(call);
  Value loss = y;
  if (y.isObject() && (y.type()->isTupleType || y.type()->name == s.ev.core().NamedTuple) &&
      !y.as<TupleObject>()->elements.empty())
    loss = y.as<TupleObject>()->elements[0];
  ir::Value* out = lossValue(s, loss, call.span);
  std::vector<ir::Value*> grads(d.wrt.size(), nullptr);
  if (out) grads = d.backward(marker, {out}, {s.b.ones(out->type())});
  d.restoreUnwritten();
  std::vector<Value> parts;
  for (const GradNode& n : nodes) parts.push_back(d.build(n, grads));
  Evaluator& ev = s.ev;
  return compiler::makeNamedTuple(ev, {ev.universe().symbol("val"), ev.universe().symbol("grad")},
                                  {y, compiler::makeTuple(ev, std::move(parts))});
}

}  // namespace

ir::Value* outputValue(Session& s, const Value& y, SourceSpan span) {
  if (s.isNumericArray(y)) {
    ir::Value* v = s.arrayValue(y);
    return ir::isFloat(v->type().elementType()) ? v : nullptr;
  }
  return lossValue(s, y, span);
}

namespace {

// __jacobian(f, args...): one matrix per argument, length(y) x length(arg), row i the gradient of
// y[i]; one backward pass per element of y, so it is meant for small outputs.
Value jacobian(Session& s, CallArgs& call) {
  Differentiation d{s, call.span};
  auto [nodes, marker, y] = d.stage(call);
  ir::Value* out = outputValue(s, y, call.span);
  const int64_t n = out ? out->type().numElements() : 0;
  if (n > 4096)
    s.ev.raise("ArgumentError", fmt::format("jacobian of a function with {} outputs: at most 4096 (one backward pass each)", n),
               call.span);
  ir::Builder& b = s.b;
  std::vector<std::vector<ir::Value*>> rows(d.wrt.size());
  for (int64_t i = 0; i < n; ++i) {
    ir::Type flat = ir::Type::tensor(out->type().elementType(), std::vector<int64_t>{n});
    ir::Value* hot = b.compare(b.iota(flat.withElementType(ir::ElementType::I64), 0),
                               b.splatInt(flat.withElementType(ir::ElementType::I64), i), ir::ComparisonDirection::EQ);
    ir::Value* seed = b.reshape(b.select(hot, b.ones(flat), b.zeros(flat)),
                                std::vector<int64_t>(out->type().shape().begin(), out->type().shape().end()));
    std::vector<ir::Value*> g = d.backward(marker, {out}, {seed});
    for (size_t k = 0; k < g.size(); ++k)
      rows[k].push_back(b.reshape(g[k] ? g[k] : b.zeros(d.wrt[k]->type()), {d.wrt[k]->type().numElements(), 1}));
  }
  d.restoreUnwritten();
  std::vector<ir::Value*> matrices;
  for (size_t k = 0; k < d.wrt.size(); ++k) {
    int64_t m = d.wrt[k]->type().numElements();
    matrices.push_back(n ? b.concatenate(rows[k], 1)
                         : b.zeros(ir::Type::tensor(d.wrt[k]->type().elementType(), std::vector<int64_t>{m, 0})));
  }
  std::vector<Value> parts;
  for (const GradNode& node : nodes) {
    if (node.kind != GradNode::Kind::Array && node.kind != GradNode::Kind::Number)
      s.ev.raise("ArgumentError", "jacobian takes arrays and numbers as arguments", call.span);
    parts.push_back(s.newArray(matrices[node.wrt], node.elementType));
  }
  return compiler::makeTuple(s.ev, std::move(parts));
}

// ignore_derivatives(x): the value, with no gradient flowing back through it.
Value stopGradient(Session& s, CallArgs& call) { return stopGradients(s, call[1]); }

}  // namespace

void removeGradientMarkers(ir::Module& m) {
  ad::removeStopGradients(m);
  for (const auto& f : m.funcs()) {
    if (f->isDeclaration()) continue;
    f->entry().walkPostOrder([](ir::Operation& op) {
      if (ad::isCustomRule(op)) {  // (inputs..., results...) -> results
        size_t first = op.numOperands() - op.numResults();
        for (size_t i = 0; i < op.numResults(); ++i) op.result(i)->replaceAllUsesWith(op.operand(first + i));
        op.erase();
        return;
      }
      if (!op.is(ir::OpCode::OptimizationBarrier)) return;  // staging makes them only as wrt markers
      for (size_t i = 0; i < op.numResults(); ++i) op.result(i)->replaceAllUsesWith(op.operand(i));
      op.erase();
    });
  }
}

bool differentiates(const std::string& name) {
  return name == "__withgradient" || name == "__jacobian" || name == "__stop_gradient" ||
         name == "__pullback" || name == "__pullback_back";
}

void registerGradientRules(RuleTable& t) {
  t.add("__withgradient", withGradient);
  t.add("__jacobian", jacobian);
  t.add("__stop_gradient", stopGradient);
}

}  // namespace juxla::staging
