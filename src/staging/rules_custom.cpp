// Custom derivatives while a function is staged for a gradient (DESIGN decision 8): a call that a
// user's ChainRulesCore.rrule covers is staged as the rrule's forward computation plus a
// custom_call @juxla.custom_rule marker; the backward pass reaches the marker and runs the rrule's
// pullback there (running the rrule again on the marker's inputs, so that it also works inside
// recomputed loop bodies; CSE merges the repeated forward where it is in the same block). A call
// that @non_differentiable covers has its results put behind stop-gradient markers.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "ad/vjp.h"
#include "compiler/subtype.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/session.h"

namespace juxla::staging {

using compiler::isStagedScalar;
using compiler::StagedScalar;
using compiler::StructObject;
using compiler::TupleObject;

namespace {

bool isFloat(Session& s, const JType* t) {
  const compiler::CoreTypes& c = s.ev.core();
  return t == c.Float64 || t == c.Float32 || t == c.Float16;
}

bool isFloatArray(Session& s, const Value& v) {
  return s.isNumericArray(v) && isFloat(s, v.as<ArrayObject>()->elementType);
}

bool isContainer(Session& s, const Value& v) {
  if (!v.isObject() || isStagedScalar(v) || s.isNumericArray(v)) return false;
  const DataType* t = v.type();
  if (t->isTupleType || t->name == s.ev.core().NamedTuple) return true;
  return !t->isKindType && dynamic_cast<StructObject*>(v.obj()) != nullptr;
}

const std::vector<Value>& partsOf(const Value& v) {
  if (auto* st = dynamic_cast<StructObject*>(v.obj())) return st->fields;
  return v.as<TupleObject>()->elements;
}

// The differentiable leaves of `v` in walk order: float arrays and staged float numbers, inside
// tuples, NamedTuples and structs (closures' captures too).
void collectLeaves(Session& s, const Value& v, std::vector<ir::Value*>& out, int depth) {
  if (depth > 32 || !v.defined()) return;
  if (isFloatArray(s, v)) return out.push_back(s.arrayValue(v));
  if (isStagedScalar(v)) {
    if (isFloat(s, v.type())) out.push_back(v.as<StagedScalar>()->value);
    return;
  }
  if (isContainer(s, v))
    for (const Value& part : partsOf(v)) collectLeaves(s, part, out, depth + 1);
}

size_t countLeaves(Session& s, const Value& v) {
  std::vector<ir::Value*> out;
  collectLeaves(s, v, out, 0);
  return out.size();
}

// `v` with its leaves (collectLeaves order) replaced: by values[k...] or, where a value is null, zeros.
Value replaceLeaves(Session& s, const Value& v, std::span<ir::Value* const> values, size_t& k, int depth) {
  if (depth > 32 || !v.defined()) return v;
  auto next = [&](ir::Type t) {
    ir::Value* x = k < values.size() ? values[k] : nullptr;
    ++k;
    return x ? x : s.b.zeros(t);
  };
  if (isFloatArray(s, v)) return s.newArray(next(s.arrayValue(v)->type()), v.as<ArrayObject>()->elementType);
  if (isStagedScalar(v)) {
    if (!isFloat(s, v.type())) return v;
    return s.scalar(next(v.as<StagedScalar>()->value->type()), v.type());
  }
  if (!isContainer(s, v)) return v;
  std::vector<Value> parts;
  for (const Value& part : partsOf(v)) parts.push_back(replaceLeaves(s, part, values, k, depth + 1));
  if (dynamic_cast<StructObject*>(v.obj())) return Value::object(v.type(), new StructObject(std::move(parts)));
  return Value::object(v.type(), new TupleObject(std::move(parts)));
}

// nothing, NoTangent() and ZeroTangent(): no cotangent flows.
bool isZeroTangent(Session& s, const Value& g) {
  if (!g.defined() || g.type() == s.ev.core().Nothing) return true;
  const compiler::TypeName* n = g.type()->name;
  if (!n || !n->name || !n->module || !n->module->name || n->module->name->view() != "ChainRulesCore") return false;
  return n->name->view() == "NoTangent" || n->name->view() == "ZeroTangent";
}

// The cotangent of the leaves of `arg` from the tangent `g` a pullback returned for it: arrays and
// numbers where `arg` has leaves, tuples and NamedTuples (by field name for structs) around them;
// anything else (nothing, NoTangent(), ZeroTangent()) is zero.
void collectTangents(Session& s, const Value& arg, const Value& g, std::vector<ir::Value*>& out, SourceSpan span,
                     int depth) {
  if (depth > 32) return;
  size_t n = countLeaves(s, arg);
  if (n == 0) return;
  if (isZeroTangent(s, g)) {
    out.insert(out.end(), n, nullptr);
    return;
  }
  if (isFloatArray(s, arg)) {
    ir::Value* x = s.arrayValue(arg);
    if (!s.isNumericArray(g) || g.as<ArrayObject>()->dims != arg.as<ArrayObject>()->dims) {
      auto size = [](const std::vector<int64_t>& d) { return fmt::format("({}{})", fmt::join(d, ", "), d.size() == 1 ? "," : ""); };
      std::string got = s.isNumericArray(g) ? "an array of size " + size(g.as<ArrayObject>()->dims) : "a " + s.ev.universe().show(g.type());
      s.ev.raise("DimensionMismatch",
                 "rrule pullback: the tangent of an array argument of size " + size(arg.as<ArrayObject>()->dims) +
                     " must be an array of that size, got " + got,
                 span);
    }
    ir::Value* t = s.arrayValue(g);
    out.push_back(t->type().elementType() == x->type().elementType() ? t : s.b.convert(t, x->type().elementType()));
    return;
  }
  if (isStagedScalar(arg)) {
    ir::ElementType e = arg.as<StagedScalar>()->value->type().elementType();
    if (!isStagedScalar(g) && !compiler::isSubtype(s.ev.universe(), g.type(), s.ev.core().Number))
      s.ev.raise("ArgumentError", "rrule pullback: the tangent of a number must be a number, got " + s.ev.universe().show(g.type()),
                 span);
    out.push_back(s.valueOf(g, e));
    return;
  }
  const std::vector<Value>& parts = partsOf(arg);
  bool byName = dynamic_cast<StructObject*>(arg.obj()) || arg.type()->name == s.ev.core().NamedTuple;
  bool gNamed = isContainer(s, g) && g.type()->name == s.ev.core().NamedTuple;
  for (size_t i = 0; i < parts.size(); ++i) {
    Value gi;
    if (byName && gNamed) {
      // A struct's or NamedTuple's tangent: the NamedTuple entry with the field's name, if any.
      const auto& fieldNames = arg.type()->name->fieldNames;
      const compiler::SymbolName* name = nullptr;
      if (dynamic_cast<StructObject*>(arg.obj()) && i < fieldNames.size()) name = fieldNames[i];
      else if (!arg.type()->params.empty() && arg.type()->params[0].isObject())
        name = static_cast<const compiler::SymbolName*>(arg.type()->params[0].as<TupleObject>()->elements[i].rawPointer());
      const DataType* gt = g.type();
      if (name && !gt->params.empty() && gt->params[0].isObject()) {
        const auto& gNames = gt->params[0].as<TupleObject>()->elements;
        for (size_t j = 0; j < gNames.size(); ++j)
          if (gNames[j].rawPointer() == name) gi = g.as<TupleObject>()->elements[j];
      }
    } else if (isContainer(s, g) && !dynamic_cast<StructObject*>(g.obj()) && i < partsOf(g).size()) {
      gi = partsOf(g)[i];
    }
    collectTangents(s, parts[i], gi, out, span, depth + 1);
  }
}

// Emits at `b`'s insertion point through the session's builder, and puts it back afterwards.
struct EmitAt {
  Session& s;
  ir::Block* block;
  ir::Operation* before;
  SourceLoc loc;
  EmitAt(Session& s, ir::Builder& b) : s(s), block(s.b.block()), before(s.b.insertionPoint()), loc(s.b.loc()) {
    if (b.insertionPoint()) s.b.setInsertionPoint(*b.insertionPoint());
    else s.b.setInsertionPointToEnd(*b.block());
    s.b.setLoc(b.loc());
  }
  ~EmitAt() {
    if (before) s.b.setInsertionPoint(*before);
    else s.b.setInsertionPointToEnd(*block);
    s.b.setLoc(loc);
  }
};

struct NoRules {  // user code of a rule runs without other rules applying inside it
  Session& s;
  explicit NoRules(Session& s) : s(s) { ++s.inCustomRule; }
  ~NoRules() { --s.inCustomRule; }
};

Value callValue(Session& s, const Value& f, const std::vector<Value>& args, SourceSpan span, compiler::Module* from) {
  CallArgs call;
  call.span = span;
  call.callerModule = from;
  call.args.push(f);
  for (const Value& a : args) call.args.push(a);
  return s.ev.call(call);
}

// ChainRulesCore.rrule, or an undefined Value when the program has no ChainRulesCore.
Value rruleFunction(Session& s) {
  compiler::Module* m = s.ev.findModule(compiler::intern("ChainRulesCore"), s.ev.mainModule());
  if (!m) return Value();
  compiler::Binding* b = m->findOwn(compiler::intern("rrule"));
  return b ? b->value : Value();
}

// Whether a method of rrule other than ChainRulesCore's fallback applies to `call`.
bool hasRrule(Session& s, const Value& rrule, CallArgs& call) {
  if (!rrule.defined() || !call.keywords.empty()) return false;
  std::vector<const JType*> types{rrule.type()};
  for (size_t i = 0; i < call.size(); ++i) types.push_back(call[i].type());
  compiler::MethodTable* table = s.ev.methodTableOf(rrule);
  if (!table) return false;
  const compiler::MethodTable::Lookup& found = table->lookup(s.ev.universe(), types);
  if (!found.method || !found.ambiguous.empty()) return false;
  compiler::Module* m = found.method->module;
  return !(m && m->name && m->name->view() == "ChainRulesCore");
}

// (y, pullback) from calling rrule on f(args...).
std::pair<Value, Value> runRrule(Session& s, const Value& rrule, const Value& f, const std::vector<Value>& args,
                                 SourceSpan span, compiler::Module* from) {
  std::vector<Value> all{f};
  all.insert(all.end(), args.begin(), args.end());
  Value r = callValue(s, rrule, all, span, from);
  if (!r.isObject() || !r.type()->isTupleType || r.as<TupleObject>()->elements.size() != 2)
    s.ev.raise("ArgumentError", "rrule must return a tuple (y, pullback), got " + s.ev.universe().show(r.type()), span);
  return {r.as<TupleObject>()->elements[0], r.as<TupleObject>()->elements[1]};
}

}  // namespace

Value stopGradients(Session& s, const Value& v, int depth) {
  if (depth > 32 || !v.defined()) return v;
  if (isFloatArray(s, v)) return s.newArray(ad::stopGradient(s.b, s.arrayValue(v)), v.as<ArrayObject>()->elementType);
  if (isStagedScalar(v)) {
    if (!isFloat(s, v.type())) return v;
    return s.scalar(ad::stopGradient(s.b, v.as<StagedScalar>()->value), v.type());
  }
  if (!isContainer(s, v) || countLeaves(s, v) == 0) return v;
  std::vector<Value> parts;
  for (const Value& part : partsOf(v)) parts.push_back(stopGradients(s, part, depth + 1));
  if (dynamic_cast<StructObject*>(v.obj())) return Value::object(v.type(), new StructObject(std::move(parts)));
  return Value::object(v.type(), new TupleObject(std::move(parts)));
}

bool applyCustomRule(Session& s, const std::vector<std::pair<Value, Value>>& nonDifferentiable, CallArgs& call,
                     Value& result) {
  std::vector<Value> args;
  for (size_t i = 1; i < call.size(); ++i) args.push_back(call[i]);
  for (const auto& [f, signature] : nonDifferentiable) {
    if (f.type() != call[0].type() || (f.isObject() && f.obj() != call[0].obj())) continue;
    std::vector<const JType*> types;
    for (const Value& a : args) types.push_back(a.type());
    if (!compiler::isSubtype(s.ev.universe(), s.ev.universe().tupleOf(types), signature.asType())) continue;
    NoRules guard(s);
    CallArgs again;
    again.span = call.span;
    again.callerModule = call.callerModule;
    for (size_t i = 0; i < call.size(); ++i) again.args.push(call[i]);
    again.keywords = call.keywords;
    result = stopGradients(s, s.ev.call(again));
    return true;
  }
  Value rrule = rruleFunction(s);
  if (!hasRrule(s, rrule, call)) return false;
  std::vector<ir::Value*> inputs;  // the leaves of the callee (a callable struct, a closure) and the arguments
  collectLeaves(s, call[0], inputs, 0);
  for (const Value& a : args) collectLeaves(s, a, inputs, 0);
  Value y;
  {
    NoRules guard(s);
    y = runRrule(s, rrule, call[0], args, call.span, call.callerModule).first;
  }
  std::vector<ir::Value*> outputs;
  collectLeaves(s, y, outputs, 0);
  if (inputs.empty() || outputs.empty()) {
    result = y;
    return true;
  }
  std::vector<ir::Value*> operands = inputs;
  operands.insert(operands.end(), outputs.begin(), outputs.end());
  std::vector<ir::Type> types;
  for (ir::Value* v : outputs) types.push_back(v->type());
  ir::Operation* marker =
      s.b.customCall(ad::kCustomRuleTarget, operands, types, false, std::to_string(s.customSites.size()));
  s.customSites.push_back({call[0], args, inputs.size(), call.span, call.callerModule});
  std::vector<ir::Value*> marked;
  for (size_t i = 0; i < marker->numResults(); ++i) marked.push_back(marker->result(i));
  size_t k = 0;
  result = replaceLeaves(s, y, marked, k, 0);
  return true;
}

std::vector<ir::Value*> customRuleBackward(Session& s, ir::Builder& b, const ir::Operation& op,
                                           std::span<ir::Value* const> cotangents) {
  ir::Attr config = op.attr("backend_config");
  size_t id = config ? std::stoul(config.str()) : s.customSites.size();
  if (id >= s.customSites.size()) throw ad::AdError(op.loc(), "internal error: a custom rule marker of another staging");
  const Session::CustomSite site = s.customSites[id];
  EmitAt at(s, b);
  NoRules guard(s);
  // The call's arguments with their leaves as the marker sees them here (recomputed in loops).
  std::vector<ir::Value*> inputs;
  for (size_t i = 0; i < site.numLeaves; ++i) inputs.push_back(op.operand(i));
  std::vector<Value> args;
  size_t k = 0;
  Value f = replaceLeaves(s, site.f, inputs, k, 0);
  for (const Value& a : site.args) args.push_back(replaceLeaves(s, a, inputs, k, 0));
  auto [y, pullback] = runRrule(s, rruleFunction(s), f, args, site.span, site.callerModule);
  k = 0;
  Value dy = replaceLeaves(s, y, cotangents, k, 0);
  Value grads = callValue(s, pullback, {dy}, site.span, site.callerModule);
  if (!grads.isObject() || !grads.type()->isTupleType || grads.as<TupleObject>()->elements.size() != args.size() + 1)
    s.ev.raise("ArgumentError",
               fmt::format("an rrule's pullback must return a tuple of {} tangents (the function's, then one per "
                           "argument), got {}",
                           args.size() + 1, s.ev.universe().show(grads.type())),
               site.span);
  std::vector<ir::Value*> out;
  const auto& tangents = grads.as<TupleObject>()->elements;
  collectTangents(s, f, tangents[0], out, site.span, 0);
  for (size_t i = 0; i < args.size(); ++i) collectTangents(s, args[i], tangents[i + 1], out, site.span, 0);
  out.resize(op.numOperands(), nullptr);
  return out;
}

}  // namespace juxla::staging
