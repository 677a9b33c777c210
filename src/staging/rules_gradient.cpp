// Zygote's interface in staged code (DESIGN decision 8): `gradient`, `withgradient`, `pullback`'s
// back and `jacobian` stage the function where they are called, then src/ad emits its backward pass
// right after it in the same IR function, so forward and backward are one executable. Arrays keep
// their identity (writes inside the function are written back, as BatchNorm statistics need).
#include <fmt/format.h>

#include "ad/reverse.h"
#include "compiler/builtins.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/session.h"

namespace juxla::staging {

using compiler::isStagedScalar;
using compiler::StagedScalar;
using compiler::StructObject;
using compiler::TupleObject;

namespace {

// Where a gradient goes in the tree Zygote returns for one argument.
struct GradNode {
  enum class Kind { Nothing, Array, Number, Tuple, NamedTuple, Struct } kind = Kind::Nothing;
  size_t wrt = 0;                 // Array, Number: index into the wrt values
  const JType* elementType = nullptr;
  std::vector<GradNode> children;  // Tuple, NamedTuple, Struct
  std::vector<Value> names;        // NamedTuple, Struct: field names as symbols
};

struct Differentiation {
  Session& s;
  SourceSpan span;
  std::vector<ir::Value*> wrt;
  std::unordered_map<const compiler::Object*, size_t> seenArrays;
  std::vector<std::pair<Value, ir::Value*>> rebound;  // arrays whose heap value became a wrt value

  bool isFloatType(const JType* t) const {
    const compiler::CoreTypes& c = s.ev.core();
    return t == c.Float64 || t == c.Float32 || t == c.Float16;
  }

  // A fresh IR value equal to `v`: the backward pass differentiates with respect to it, and only
  // code that runs after it (the function) sees it.
  ir::Value* fresh(ir::Value* v) { return s.b.optimizationBarrier({v})[0]; }

  // Replaces the differentiable leaves of `v` by fresh values; returns the value to call with.
  Value substitute(const Value& v, GradNode& node, int depth) {
    if (depth > 32 || !v.defined()) return v;
    Evaluator& ev = s.ev;
    const compiler::CoreTypes& c = ev.core();
    if (s.isNumericArray(v)) {
      const JType* e = v.as<ArrayObject>()->elementType;
      if (!isFloatType(e)) return v;
      node.kind = GradNode::Kind::Array;
      node.elementType = e;
      auto [it, first] = seenArrays.emplace(v.obj(), wrt.size());
      node.wrt = it->second;
      if (first) {
        ir::Value* before = s.arrayValue(v);
        ir::Value* x = fresh(before);
        s.setArrayValue(v, x);
        wrt.push_back(x);
        rebound.push_back({v, before});
      }
      return v;
    }
    const DataType* t = v.type();
    if (isFloatType(t)) {
      node.kind = GradNode::Kind::Number;
      node.elementType = t;
      node.wrt = wrt.size();
      wrt.push_back(fresh(s.valueOf(v)));
      return s.scalar(wrt.back(), t);
    }
    if (!v.isObject() || isStagedScalar(v) || t == c.String) return v;
    if (t->isTupleType || t->name == c.NamedTuple) {
      node.kind = t->isTupleType ? GradNode::Kind::Tuple : GradNode::Kind::NamedTuple;
      std::vector<Value> out;
      const auto& elements = v.as<TupleObject>()->elements;
      node.children.resize(elements.size());
      for (size_t i = 0; i < elements.size(); ++i) out.push_back(substitute(elements[i], node.children[i], depth + 1));
      if (!t->isTupleType) node.names = namedTupleNames(v);
      return Value::object(t, new TupleObject(std::move(out)));
    }
    auto* st = dynamic_cast<StructObject*>(v.obj());
    if (!st || t->name->isClosure) return v;
    node.kind = GradNode::Kind::Struct;
    node.children.resize(st->fields.size());
    for (size_t i = 0; i < st->fields.size(); ++i)
      node.names.push_back(Value::pointer(c.Symbol, t->name->fieldNames[i]));
    if (t->name->isMutable) {  // keep its identity: change the fields in place
      s.touch(v);
      for (size_t i = 0; i < st->fields.size(); ++i) st->fields[i] = substitute(st->fields[i], node.children[i], depth + 1);
      return v;
    }
    std::vector<Value> fields;
    for (size_t i = 0; i < st->fields.size(); ++i) fields.push_back(substitute(st->fields[i], node.children[i], depth + 1));
    return Value::object(t, new StructObject(std::move(fields)));
  }

  // A NamedTuple's names come from its type's parameters: NamedTuple{names, T}.
  std::vector<Value> namedTupleNames(const Value& v) {
    std::vector<Value> out;
    const DataType* t = v.type();
    if (!t->params.empty() && t->params[0].isObject() && t->params[0].type()->isTupleType)
      for (const Value& n : t->params[0].as<TupleObject>()->elements) out.push_back(n);
    return out;
  }

  // The gradient tree for `node` from the cotangents of the wrt values (nothing where none flows).
  Value build(const GradNode& node, const std::vector<ir::Value*>& grads) {
    Evaluator& ev = s.ev;
    switch (node.kind) {
      case GradNode::Kind::Nothing: return ev.universe().nothing();
      case GradNode::Kind::Array:
        return grads[node.wrt] ? s.newArray(grads[node.wrt], node.elementType) : ev.universe().nothing();
      case GradNode::Kind::Number:
        return grads[node.wrt] ? s.scalar(grads[node.wrt], static_cast<const DataType*>(node.elementType))
                               : ev.universe().nothing();
      case GradNode::Kind::Tuple:
      case GradNode::Kind::NamedTuple:
      case GradNode::Kind::Struct: {
        std::vector<Value> parts;
        bool any = false;
        for (const GradNode& child : node.children) {
          parts.push_back(build(child, grads));
          any = any || parts.back().type() != ev.core().Nothing;
        }
        if (node.kind == GradNode::Kind::Tuple) return compiler::makeTuple(ev, std::move(parts));
        if (!any) return ev.universe().nothing();  // Zygote: a struct nothing flows into is `nothing`
        return compiler::makeNamedTuple(ev, node.names, std::move(parts));
      }
    }
    return ev.universe().nothing();
  }

  // Arrays the function did not write get their value from before back, so they are not outputs.
  void restoreUnwritten() {
    for (size_t i = 0; i < rebound.size(); ++i) {
      const Value& array = rebound[i].first;
      if (s.inHeap(array.as<ArrayObject>()) && s.arrayValue(array) == wrt[seenArrays.at(array.obj())])
        s.setArrayValue(array, rebound[i].second);
    }
  }

  std::vector<ir::Value*> backward(ir::Operation* marker, const std::vector<ir::Value*>& outputs,
                                   const std::vector<ir::Value*>& seeds) {
    ad::ReverseOptions options;
    options.check = [this](ir::Builder&, ir::Value* ok, SourceLoc, const std::string& message) {
      s.check(ok, ErrorSite{span, "ErrorException", message});
    };
    options.customRule = [this](ir::Builder& b, const ir::Operation& op, std::span<ir::Value* const> cts) {
      return customRuleBackward(s, b, op, cts);
    };
    ad::Reverse reverse(options);
    try {
      return reverse.backward(s.b, *s.b.block(), marker, outputs, seeds, wrt);
    } catch (const ad::AdError& e) {
      s.ev.raise("ErrorException", std::string("gradient: ") + e.what(), span);
    }
  }
};

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
ir::Value* lossValue(Session& s, const Value& y, SourceSpan span) {
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

// __withgradient(f, args...) -> (val = f(args...), grad = (∂args...)); for a Tuple or NamedTuple
// result, the first element is differentiated and the whole result returned (Zygote's convention).
Value withGradient(Session& s, CallArgs& call) {
  Differentiation d{s, call.span};
  std::vector<GradNode> nodes(call.size() - 2);
  std::vector<Value> args;
  for (size_t i = 2; i < call.size(); ++i) args.push_back(d.substitute(call[i], nodes[i - 2], 0));
  ir::Operation* marker = currentMarker(s);
  Value y = callWith(s, call[1], args, call.span, call.callerModule);
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

// The cotangent `dy` as IR values matching the leaves of `y` (an array or a real number).
ir::Value* seedFor(Session& s, const Value& y, const Value& dy, SourceSpan span) {
  if (s.isNumericArray(y)) {
    if (!s.isNumericArray(dy) || dy.as<ArrayObject>()->dims != y.as<ArrayObject>()->dims)
      s.ev.raise("DimensionMismatch", "the cotangent passed to a pullback must have the size of the result", span);
    ir::Value* v = s.arrayValue(dy);
    ir::ElementType e = s.arrayValue(y)->type().elementType();
    return v->type().elementType() == e ? v : s.b.convert(v, e);
  }
  ir::Value* out = lossValue(s, y, span);
  return out ? s.valueOf(dy, out->type().elementType()) : nullptr;
}

ir::Value* outputValue(Session& s, const Value& y, SourceSpan span) {
  if (s.isNumericArray(y)) {
    ir::Value* v = s.arrayValue(y);
    return ir::isFloat(v->type().elementType()) ? v : nullptr;
  }
  return lossValue(s, y, span);
}

// __vjp(f, dy, args...): the gradients a pullback's `back(dy)` returns, as a tuple over args.
Value vjp(Session& s, CallArgs& call) {
  Differentiation d{s, call.span};
  std::vector<GradNode> nodes(call.size() - 3);
  std::vector<Value> args;
  for (size_t i = 3; i < call.size(); ++i) args.push_back(d.substitute(call[i], nodes[i - 3], 0));
  ir::Operation* marker = currentMarker(s);
  Value y = callWith(s, call[1], args, call.span, call.callerModule);
  ir::Value* out = outputValue(s, y, call.span);
  std::vector<ir::Value*> grads(d.wrt.size(), nullptr);
  if (out) grads = d.backward(marker, {out}, {seedFor(s, y, call[2], call.span)});
  d.restoreUnwritten();
  std::vector<Value> parts;
  for (const GradNode& n : nodes) parts.push_back(d.build(n, grads));
  return compiler::makeTuple(s.ev, std::move(parts));
}

// __jacobian(f, args...): one matrix per argument, length(y) x length(arg), row i the gradient of
// y[i]; one backward pass per element of y, so it is meant for small outputs.
Value jacobian(Session& s, CallArgs& call) {
  Differentiation d{s, call.span};
  std::vector<GradNode> nodes(call.size() - 2);
  std::vector<Value> args;
  for (size_t i = 2; i < call.size(); ++i) args.push_back(d.substitute(call[i], nodes[i - 2], 0));
  ir::Operation* marker = currentMarker(s);
  Value y = callWith(s, call[1], args, call.span, call.callerModule);
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
  return name == "__withgradient" || name == "__vjp" || name == "__jacobian" || name == "__stop_gradient";
}

void registerGradientRules(RuleTable& t) {
  t.add("__withgradient", withGradient);
  t.add("__vjp", vjp);
  t.add("__jacobian", jacobian);
  t.add("__stop_gradient", stopGradient);
}

}  // namespace juxla::staging
