// What gradient, pullback and jacobian share while staging (rules_gradient.cpp, rules_pullback.cpp):
// the arguments' differentiable leaves replaced by fresh values to differentiate with respect to,
// the tree that puts their cotangents back in the arguments' shape, and the backward pass.
#pragma once

#include <unordered_map>
#include <utility>
#include <vector>

#include "ad/reverse.h"
#include "compiler/builtins.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/session.h"

namespace juxla::staging {

using compiler::isStagedScalar;
using compiler::StagedScalar;
using compiler::StructObject;
using compiler::TupleObject;

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
      if (depth == 0 && seenArrays.count(v.obj())) {
        // The same array as a second argument: Zygote's gradients are per argument, so this one
        // differentiates a copy of its own (writes through it are not seen through the first).
        node.wrt = wrt.size();
        wrt.push_back(fresh(s.arrayValue(v)));
        return s.newArray(wrt.back(), e);
      }
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

  // Stages `call[1](call[2:]...)` with its arguments' differentiable leaves made wrt values: the
  // gradient tree of each argument, the op the backward pass starts after, and the result.
  struct Staged {
    std::vector<GradNode> nodes;
    ir::Operation* marker;
    Value y;
  };
  Staged stage(CallArgs& call);

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
      std::vector<ir::Value*> grads = reverse.backward(s.b, *s.b.block(), marker, outputs, seeds, wrt);
      const auto& replaced = reverse.replacements();
      s.replacedValues.insert(s.replacedValues.end(), replaced.begin(), replaced.end());
      return grads;
    } catch (const ad::AdError& e) {
      s.ev.raise("ErrorException", std::string("gradient: ") + e.what(), span);
    }
  }
};

// The differentiable IR value of a result that is an array or a real number; null when none.
ir::Value* outputValue(Session& s, const Value& y, SourceSpan span);

}  // namespace juxla::staging
