// What each lowered node does when it runs.
#include "compiler/code.h"

#include "compiler/builtins.h"
#include "compiler/objects.h"
#include "compiler/staged.h"
#include "compiler/subtype.h"

#include <chrono>
#include <cstdio>

namespace juxla::compiler {

namespace {
[[noreturn]] void undefined(Evaluator& ev, const SymbolName* name, frontend::SourceSpan span) {
  ev.raise("UndefVarError", "`" + std::string(name->view()) + "` not defined in local scope", span);
}

bool condition(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  if (v.type() != ev.core().Bool)
    ev.raise("TypeError", "non-boolean (" + ev.universe().show(v.type()) + ") used in boolean context", span);
  return v.asBool();
}
}  // namespace

Value SlotGet::eval(Evaluator& ev, Frame& f) const {
  const Value& v = f.slots[size_t(slot)];
  if (!v.defined()) undefined(ev, name, span);
  return v;
}

Value SlotSet::eval(Evaluator& ev, Frame& f) const {
  Value v = value->eval(ev, f);
  f.slots[size_t(slot)] = v;
  return v;
}

Value BoxGet::eval(Evaluator& ev, Frame& f) const {
  const Value& box = f.slots[size_t(slot)];
  if (!box.defined()) undefined(ev, name, span);
  const Value& v = box.as<BoxObject>()->value;
  if (!v.defined()) undefined(ev, name, span);
  return v;
}

Value BoxSet::eval(Evaluator& ev, Frame& f) const {
  Value v = value->eval(ev, f);
  Value& box = f.slots[size_t(slot)];
  if (!box.defined()) box = Value::object(ev.core().Any, new BoxObject());
  if (ev.stager && ev.stager->active()) ev.stager->touchBox(box);
  box.as<BoxObject>()->value = v;
  return v;
}

Value NewBoxes::eval(Evaluator& ev, Frame& f) const {
  for (int s : slots) f.slots[size_t(s)] = Value::object(ev.core().Any, new BoxObject());
  return ev.universe().nothing();
}

Value CapturedGet::eval(Evaluator& ev, Frame& f) const {
  const Value& v = f.slots[0].as<StructObject>()->fields[field];
  if (!boxed) {
    if (!v.defined()) ev.raise("UndefVarError", "`" + std::string(name->view()) + "` not defined", span);
    return v;
  }
  const Value& inner = v.as<BoxObject>()->value;
  if (!inner.defined()) ev.raise("UndefVarError", "`" + std::string(name->view()) + "` not defined", span);
  return inner;
}

Value CapturedSet::eval(Evaluator& ev, Frame& f) const {
  Value v = value->eval(ev, f);
  if (ev.stager && ev.stager->active()) ev.stager->touchBox(f.slots[0].as<StructObject>()->fields[field]);
  f.slots[0].as<StructObject>()->fields[field].as<BoxObject>()->value = v;
  return v;
}

Value CapturedRaw::eval(Evaluator&, Frame& f) const { return f.slots[0].as<StructObject>()->fields[field]; }

Value GlobalGet::eval(Evaluator& ev, Frame&) const {
  if (!cached || !cached->value.defined()) {
    cached = module->resolve(name);
    if (cached && cached->owner != module) module->noteUsedFromOther(name);
    if (!cached || !cached->value.defined())
      ev.raise("UndefVarError", "`" + std::string(name->view()) + "` not defined in `" + module->qualifiedName() + "`", span);
  }
  return cached->value;
}

Value GlobalSet::eval(Evaluator& ev, Frame& f) const {
  if (ev.stager && ev.stager->active()) {
    // Compiled code runs again and again from one staging: a global it assigns would be set once.
    JuliaError e("StagingError", "assigning the global `" + std::string(name->view()) + "` inside compiled code is not supported", span);
    e.advice = "return the value and assign the global in host code, or keep the state in an array argument and mutate it";
    throw e;
  }
  Binding* b = module->binding(name);
  if (declaredType) {
    Value t = declaredType->eval(ev, f);
    if (!isTypeValue(ev, t)) ev.raise("TypeError", "in a typed global, expected a type, got " + ev.showValue(t), span);
    if (b->declaredType && b->declaredType != t.asType())
      ev.raise("ErrorException", "cannot set type for global " + module->qualifiedName() + "." + std::string(name->view()) +
                                     ". It already has a value or is already set to a different type.", span);
    if (!b->declaredType && b->value.defined() && !isa(ev.universe(), b->value, t.asType()))
      ev.raise("ErrorException", "cannot set type for global " + module->qualifiedName() + "." + std::string(name->view()) +
                                     ". It already has a value or is already set to a different type.", span);
    b->declaredType = t.asType();
  }
  Value v = value->eval(ev, f);
  if (b->isConst && b->value.defined())
    ev.raise("ErrorException", "invalid redefinition of constant " + module->qualifiedName() + "." + std::string(name->view()), span);
  if (b->declaredType && !isa(ev.universe(), v, b->declaredType)) {
    Value t = ev.universe().typeValue(b->declaredType);
    v = ev.callFunction(ev.baseFunction("convert"), {t, v}, span);
    if (!isa(ev.universe(), v, b->declaredType))
      ev.raise("TypeError", "in typeassert, expected " + ev.universe().show(b->declaredType) + ", got a value of type " +
                                ev.universe().show(v.type()), span);
  }
  b->value = v;
  if (isConst) b->isConst = true;
  if (!b->definedAt.valid()) b->definedAt = SourceLoc{span.file, span.begin};
  return v;
}

void discardValue(const Code* c) {
  if (auto* b = dynamic_cast<const Block*>(c)) {
    if (!b->stmts.empty()) discardValue(b->stmts.back());
  } else if (auto* i = dynamic_cast<const If*>(c)) {
    i->valueDiscarded = true;
    discardValue(i->then);
    if (i->otherwise) discardValue(i->otherwise);
  } else if (auto* a = dynamic_cast<const And*>(c)) {
    a->valueDiscarded = true;
    discardValue(a->b);
  } else if (auto* o = dynamic_cast<const Or*>(c)) {
    o->valueDiscarded = true;
    discardValue(o->b);
  }
}

Value Block::eval(Evaluator& ev, Frame& f) const {
  Value last;
  for (size_t i = 0; i < stmts.size(); ++i) {
    last = stmts[i]->eval(ev, f);
    if (f.flow == Flow::Staged) return ev.stager->stageRemainder(ev, f, *this, i + 1);
    if (f.flow != Flow::Normal) return last;
  }
  return last.defined() ? last : ev.universe().nothing();
}

Value If::eval(Evaluator& ev, Frame& f) const {
  Value c = cond->eval(ev, f);
  if (isStagedScalar(c)) return ev.stager->stageIf(ev, f, *this, c);
  if (condition(ev, c, cond->span)) return then->eval(ev, f);
  if (otherwise) return otherwise->eval(ev, f);
  return ev.universe().nothing();
}

Value And::eval(Evaluator& ev, Frame& f) const {
  Value c = a->eval(ev, f);
  if (isStagedScalar(c)) return ev.stager->stageLogical(ev, f, c, *b, true, !valueDiscarded);
  if (!condition(ev, c, a->span)) return ev.universe().boolean(false);
  return b->eval(ev, f);
}

Value Or::eval(Evaluator& ev, Frame& f) const {
  Value c = a->eval(ev, f);
  if (isStagedScalar(c)) return ev.stager->stageLogical(ev, f, c, *b, false, !valueDiscarded);
  if (condition(ev, c, a->span)) return ev.universe().boolean(true);
  return b->eval(ev, f);
}

Value While::eval(Evaluator& ev, Frame& f) const {
  if (ev.stager && ev.stager->active()) return ev.stager->stageWhile(ev, f, *this);
  return runOnHost(ev, f);
}

Value While::runOnHost(Evaluator& ev, Frame& f) const {
  if (ev.stager && ev.stager->active()) return ev.stager->unrollWhile(ev, f, *this);
  while (true) {
    ev.tick(span);
    for (int s : bodyLocals) f.slots[size_t(s)] = Value();
    if (!condition(ev, cond->eval(ev, f), cond->span)) break;
    body->eval(ev, f);
    if (f.flow == Flow::Break) {
      f.flow = Flow::Normal;
      break;
    }
    if (f.flow == Flow::Continue) f.flow = Flow::Normal;
    if (f.flow == Flow::Return) break;
  }
  return ev.universe().nothing();
}

// One iteration's bookkeeping; returns false when the loop must stop.
static bool afterBody(Frame& f, bool propagateBreak) {
  if (f.flow == Flow::Break) {
    if (!propagateBreak) f.flow = Flow::Normal;
    return false;
  }
  if (f.flow == Flow::Continue) f.flow = Flow::Normal;
  return f.flow != Flow::Return;
}

static const SymbolName* oneToName() {
  static const SymbolName* name = intern("OneTo");
  return name;
}

Value ForIn::eval(Evaluator& ev, Frame& f) const {
  Value iterable = this->iterable->eval(ev, f);
  if (ev.stager && ev.stager->active()) return ev.stager->stageFor(ev, f, *this, iterable);
  return runOnHost(ev, f, iterable);
}

Value ForIn::runOnHost(Evaluator& ev, Frame& f, const Value& iterable) const {
  if (ev.stager && ev.stager->active()) return ev.stager->unrollFor(ev, f, *this, iterable);
  const CoreTypes& c = ev.core();
  const DataType* t = iterable.type();
  // a:b, a:s:b and Base.OneTo(n) (eachindex, axes) over Int64 count directly: the common loops,
  // with the same elements as iterate gives.
  int64_t start = 0, step = 1, count = -1;
  bool countable = t->name == c.UnitRange || t->name == c.StepRange || (t->name->name == oneToName() && t->name->module == ev.baseModule());
  if (countable && t->params.size() >= 1 && t->params[0].asType() == c.Int64 && iterable.isObject()) {
    const auto& fields = iterable.as<StructObject>()->fields;
    if (t->name == c.UnitRange) {
      start = fields[0].asInt();
      count = fields[1].asInt() < start ? 0 : int64_t(uint64_t(fields[1].asInt()) - uint64_t(start)) + 1;
    } else if (t->name == c.StepRange && t->params[1].asType() == c.Int64 && fields[1].asInt() != 0) {
      start = fields[0].asInt();
      step = fields[1].asInt();
      int64_t stop = fields[2].asInt();
      bool empty = step > 0 ? stop < start : stop > start;
      count = empty ? 0 : int64_t((uint64_t(stop > start ? stop - start : start - stop)) / uint64_t(step > 0 ? step : -step)) + 1;
    } else if (t->name->name == oneToName() && t->name->module == ev.baseModule() && fields.size() == 1) {
      start = 1;
      count = std::max<int64_t>(fields[0].asInt(), 0);
    }
  }
  if (count >= 0) {
    int64_t i = start;
    for (int64_t k = 0; k < count; ++k, i += step) {
      ev.tick(span);
      for (int s : bodyLocals) f.slots[size_t(s)] = Value();
      f.slots[size_t(elementSlot)] = ev.universe().int64(i);
      assign->eval(ev, f);
      body->eval(ev, f);
      if (!afterBody(f, propagateBreak)) break;
    }
    return ev.universe().nothing();
  }
  const Value& iterate = ev.baseFunction("iterate");
  Value next = ev.callFunction(iterate, {iterable}, span);
  while (next.type() != c.Nothing) {
    ev.tick(span);
    if (!next.type()->isTupleType || next.as<TupleObject>()->elements.size() != 2)
      ev.raise("TypeError", "iterate must return `nothing` or a tuple (element, state), not " + ev.universe().show(next.type()), span);
    Value state = next.as<TupleObject>()->elements[1];
    for (int s : bodyLocals) f.slots[size_t(s)] = Value();
    f.slots[size_t(elementSlot)] = next.as<TupleObject>()->elements[0];
    assign->eval(ev, f);
    body->eval(ev, f);
    if (!afterBody(f, propagateBreak)) break;
    next = ev.callFunction(iterate, {iterable, state}, span);
  }
  return ev.universe().nothing();
}

Value Break::eval(Evaluator& ev, Frame& f) const {
  f.flow = Flow::Break;
  return ev.universe().nothing();
}

Value Continue::eval(Evaluator& ev, Frame& f) const {
  f.flow = Flow::Continue;
  return ev.universe().nothing();
}

Value Return::eval(Evaluator& ev, Frame& f) const {
  Value v = value->eval(ev, f);
  if (f.flow != Flow::Normal) return v;
  f.returned = v;
  f.flow = Flow::Return;
  return v;
}

Value MakeClosure::eval(Evaluator& ev, Frame& f) const {
  std::vector<Value> fields;
  fields.reserve(captures.size());
  for (const Code* c : captures) fields.push_back(c->eval(ev, f));
  return Value::object(type, new StructObject(std::move(fields)));
}

Value Timed::eval(Evaluator& ev, Frame& f) const {
  auto start = std::chrono::steady_clock::now();
  Value v = body->eval(ev, f);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (elapsed) return ev.universe().float64(seconds);
  char text[64];
  std::snprintf(text, sizeof text, "%10.6f seconds\n", seconds);
  ev.out() << text;
  return v;
}

// kw...: a NamedTuple, Base.Pairs, a Pair{Symbol} or any iterable of them spread into keywords.
template <typename Add>
static void spreadKeywords(Evaluator& ev, Frame& f, const Code* splat, Add& add) {
  Value v = splat->eval(ev, f);
  const CoreTypes& c = ev.core();
  auto addPair = [&](const Value& pair) {
    if (pair.type()->name != c.Pair) ev.raise("ArgumentError", "keyword splatting needs pairs of a Symbol and a value, got " + ev.showValue(pair), splat->span);
    const Value& key = pair.as<StructObject>()->fields[0];
    if (key.type() != c.Symbol)
      ev.raise("ArgumentError", "a keyword argument from a pair needs a Symbol key, not " + ev.universe().show(key.type()), splat->span);
    add(key.asSymbol(), pair.as<StructObject>()->fields[1]);
  };
  if (v.type()->name == c.Pair) return addPair(v);
  if (v.type()->name->name == intern("Pairs") && v.type()->name->module == ev.baseModule()) v = v.as<StructObject>()->fields[0];
  if (v.type()->name == c.NamedTuple) {
    const auto& names = v.type()->params[0].as<TupleObject>()->elements;
    const auto& values = v.as<TupleObject>()->elements;
    for (size_t k = 0; k < names.size(); ++k) add(names[k].asSymbol(), values[k]);
    return;
  }
  const Value& iterate = ev.baseFunction("iterate");
  Value next = ev.callFunction(iterate, {v}, splat->span);
  while (next.type() != c.Nothing) {
    const auto& step = next.as<TupleObject>()->elements;
    addPair(step[0]);
    next = ev.callFunction(iterate, {v, step[1]}, splat->span);
  }
}

Value Call::eval(Evaluator& ev, Frame& f) const {
  CallArgs call;
  call.span = span;
  call.callerModule = f.module;
  call.args.push(callee->eval(ev, f));
  if (splat.empty()) {
    for (const Code* a : args) call.args.push(a->eval(ev, f));
  } else {
    for (size_t i = 0; i < args.size(); ++i) {
      Value v = args[i]->eval(ev, f);
      if (!splat[i]) {
        call.args.push(std::move(v));
        continue;
      }
      // f(xs...): every element of xs becomes an argument.
      if (v.type()->isTupleType) {
        for (const Value& e : v.as<TupleObject>()->elements) call.args.push(e);
        continue;
      }
      const Value& iterate = ev.baseFunction("iterate");
      Value next = ev.callFunction(iterate, {v}, span);
      while (next.type() != ev.core().Nothing) {
        const auto& pair = next.as<TupleObject>()->elements;
        call.args.push(pair[0]);
        next = ev.callFunction(iterate, {v, pair[1]}, span);
      }
    }
  }
  // Keywords in source order; a later one of the same name replaces the earlier value (f(; nt..., b = 0)).
  auto addKeyword = [&call](const SymbolName* name, Value v) {
    for (auto& kw : call.keywords)
      if (kw.first == name) {
        kw.second = std::move(v);
        return;
      }
    call.keywords.emplace_back(name, std::move(v));
  };
  size_t nextSplat = 0;
  for (size_t i = 0; (!kwNames.empty() || !kwSplats.empty()) && i <= kwNames.size(); ++i) {
    for (; nextSplat < kwSplats.size() && kwSplatAfter[nextSplat] == i; ++nextSplat) spreadKeywords(ev, f, kwSplats[nextSplat], addKeyword);
    if (i < kwNames.size()) addKeyword(kwNames[i], kwValues[i]->eval(ev, f));
  }

  // Dispatch, through this call site's cache; Int64/Float64 arithmetic first, without it.
  size_t n = call.size();
  if (n == 3 && call.keywords.empty())
    if (Value r = ev.scalarArithmetic(call[0], call[1], call[2]); r.defined()) return r;
  if (n == cacheArity && cacheTable->version == cacheVersion) {
    bool hit = true;
    for (size_t i = 0; i < n; ++i) hit &= call[i].type() == cacheTypes[i];
    if (hit) return ev.invoke(*cacheLookup->method, cacheLookup->bindings, call);
  }
  MethodTable* table = ev.methodTableOf(call[0]);
  if (!table) return ev.call(call);
  const JType* types[16];
  std::vector<const JType*> more;
  const JType** typePtr = types;
  if (n > 16) {
    more.resize(n);
    typePtr = more.data();
  }
  Universe& u = ev.universe();
  bool typeValues = false;
  for (size_t i = 0; i < n; ++i) {
    typePtr[i] = u.dispatchType(call[i]);
    typeValues |= call[i].type()->isKindType;
  }
  const MethodTable::Lookup& found = table->lookup(u, std::span<const JType* const>(typePtr, n));
  if (!found.method) return ev.call(call);  // reports the MethodError
  if (!typeValues && n <= kCachedArity) {
    for (size_t i = 0; i < n; ++i) cacheTypes[i] = call[i].type();
    cacheArity = n;
    cacheTable = table;
    cacheVersion = table->version;
    cacheLookup = &found;
  }
  return ev.invoke(*found.method, found.bindings, call);
}

}  // namespace juxla::compiler
