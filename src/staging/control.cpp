// Control flow on staged values (decision 6): `if` on a staged Bool becomes stablehlo.if with both
// branches staged; `for` over a range and `while` whose state is staged become stablehlo.while,
// never unrolled, carrying every place the body changes (found by staging the body to a fixpoint,
// widening types by Julia's promotion). Loops whose body stages nothing run on the host; loops
// whose variable must be a host value (a tuple index, a shape) unroll up to a bound.
#include <set>

#include "compiler/code.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/cartesian_array.h"
#include "staging/carried.h"
#include "staging/control.h"
#include "staging/epoch.h"
#include "staging/stager.h"

namespace juxla::staging {

using compiler::Flow;
using compiler::Frame;
using compiler::isStagedScalar;
using compiler::JuliaError;

namespace {

constexpr int64_t kMaxUnroll = 10000;

std::string slotName(Frame& f, size_t i) {
  if (f.lambda && i < f.lambda->slotNames.size() && f.lambda->slotNames[i]) return std::string(f.lambda->slotNames[i]->view());
  return "a variable";
}

Value arrayHandle(Session& s, const ArrayObject* a) {
  return Value::object(compiler::arrayType(s.ev, a->elementType, int64_t(a->dims.size())), const_cast<ArrayObject*>(a));
}

// Places whose value differs between two states; `exclude` lists slots local to a loop body.
void changedPlaces(Session& s, Frame& f, const State& a, const State& b, const std::vector<int>& exclude,
                   std::vector<Place>& out, bool firstAssigned = false) {
  auto has = [&](const Place& p) {
    for (const Place& q : out)
      if (q.kind == p.kind && q.index == p.index && q.field == p.field && q.array.rawBits() == p.array.rawBits()) return true;
    return false;
  };
  auto add = [&](Place p) {
    if (!has(p)) out.push_back(std::move(p));
  };
  for (size_t i = 0; i < a.slots.size() && i < b.slots.size(); ++i) {
    if (std::find(exclude.begin(), exclude.end(), int(i)) != exclude.end()) continue;
    // Lowering's temporaries (#a, #i, ...) are assigned before every use: never carried.
    if (f.lambda && i < f.lambda->slotNames.size() && f.lambda->slotNames[i] && f.lambda->slotNames[i]->view().starts_with("#")) continue;
    // Assigned on one path only: stays local -- except a loop body's first assignment of a variable
    // declared outside it (`local v` before the loop), which the loop carries.
    if (!b.slots[i].defined() || (!a.slots[i].defined() && !firstAssigned)) continue;
    if (sameValue(a.slots[i], b.slots[i])) continue;
    add(Place{Place::Kind::Slot, i, 0, Value(), "`" + slotName(f, i) + "`"});
  }
  for (auto& [arr, v] : a.heap) {
    auto it = b.heap.find(arr);
    if (it == b.heap.end() || it->second == v) continue;
    add(Place{Place::Kind::Array, 0, 0, arrayHandle(s, arr), "an array"});
  }
  // An array host code made before the region (zeros(n)) that staged code first wrote inside it, or
  // a global first met inside it (it held its parameter before) and written there.
  for (auto& [arr, v] : b.heap) {
    if (a.heap.count(arr) || !arr->storage || arr->serial >= a.serialMark) continue;
    if (arr->serial < s.firstSerial) {
      auto c = s.capturedArrays().find(arr);
      if (c == s.capturedArrays().end() || c->second == v) continue;
    }
    add(Place{Place::Kind::Array, 0, 0, arrayHandle(s, arr), "an array"});
  }
  for (size_t i = 0; i < s.touched.size(); ++i) {
    const auto& fa = i < a.touchedCount ? a.fields[i] : s.touched[i].second;
    const auto& fb = i < b.touchedCount ? b.fields[i] : s.touched[i].second;
    for (size_t k = 0; k < fa.size() && k < fb.size(); ++k) {
      if (sameValue(fa[k], fb[k])) continue;
      const DataType* t = s.touched[i].first.type();
      std::string name = k < t->name->fieldNames.size() ? "field `" + std::string(t->name->fieldNames[k]->view()) + "`" : "a field";
      add(Place{Place::Kind::Field, i, k, Value(), name});
    }
  }
  if (a.errorCode != b.errorCode) add(Place{Place::Kind::ErrorCode, 0, 0, Value(), "the error flag"});
  if (a.token != b.token) add(Place{Place::Kind::Token, 0, 0, Value(), "the output token"});
  if (a.rng != b.rng) add(Place{Place::Kind::Rng, 0, 0, Value(), "the random number state"});
  for (size_t i = 0; i < s.touchedBoxes.size(); ++i) {
    const Value& va = i < a.boxes.size() ? a.boxes[i] : s.touchedBoxes[i].second;
    const Value& vb = i < b.boxes.size() ? b.boxes[i] : s.touchedBoxes[i].second;
    if (va.defined() && vb.defined() && !sameValue(va, vb))
      add(Place{Place::Kind::Box, i, 0, Value(), "a captured variable"});
  }
  if (a.exit.returned != b.exit.returned) add(Place{Place::Kind::Returned, 0, 0, Value(), "the return flag"});
  if (!sameValue(a.exit.returnValue, b.exit.returnValue)) add(Place{Place::Kind::ReturnValue, 0, 0, Value(), "the returned value"});
  if (a.exit.broken != b.exit.broken) add(Place{Place::Kind::Broken, 0, 0, Value(), "the break flag"});
  if (a.exit.continued != b.exit.continued) add(Place{Place::Kind::Continued, 0, 0, Value(), "the continue flag"});
}

Value flagValue(Session& s, ir::Value* flag) {
  return s.scalar(flag ? flag : s.b.constantInt(ir::ElementType::I1, 0), s.ev.core().Bool);
}

Value getPlace(Session& s, Frame& f, const Place& p) {
  switch (p.kind) {
    case Place::Kind::Slot: return f.slots[p.index];
    case Place::Kind::Array: return p.array;
    case Place::Kind::Field: return s.touched[p.index].first.as<compiler::StructObject>()->fields[p.field];
    case Place::Kind::ErrorCode: return s.pinnedArray(s.ensureErrorCode(), s.ev.core().Int64);
    case Place::Kind::Returned: return flagValue(s, s.exits[&f].returned);
    case Place::Kind::ReturnValue: return s.exits[&f].returnValue;
    case Place::Kind::Broken: return flagValue(s, s.exits[&f].broken);
    case Place::Kind::Continued: return flagValue(s, s.exits[&f].continued);
    case Place::Kind::Token: return tokenValue(s, s.ensureToken());
    case Place::Kind::Rng: return s.pinnedArray(s.ensureRng(), s.ev.core().UInt64);
    case Place::Kind::Box: return s.touchedBoxes[p.index].first.as<compiler::BoxObject>()->value;
  }
  return Value();
}

void setPlace(Session& s, Frame& f, const Place& p, const Value& v) {
  switch (p.kind) {
    case Place::Kind::Slot: f.slots[p.index] = v; return;
    case Place::Kind::Array: s.heap()[p.array.as<ArrayObject>()] = s.arrayValue(v); return;
    case Place::Kind::Field: s.touched[p.index].first.as<compiler::StructObject>()->fields[p.field] = v; return;
    case Place::Kind::ErrorCode: s.errorCode = s.arrayValue(v); return;
    case Place::Kind::Returned: s.exits[&f].returned = s.valueOf(v); return;
    case Place::Kind::ReturnValue: s.exits[&f].returnValue = v; return;
    case Place::Kind::Broken: s.exits[&f].broken = s.valueOf(v); return;
    case Place::Kind::Continued: s.exits[&f].continued = s.valueOf(v); return;
    case Place::Kind::Token: s.token = v.as<compiler::StagedScalar>()->value; return;
    case Place::Kind::Rng: s.rng = s.arrayValue(v); return;
    case Place::Kind::Box: s.touchedBoxes[p.index].first.as<compiler::BoxObject>()->value = v; return;
  }
}

Layout placeLayout(Session& s, const Place& p, const Value& v) { return layoutOf(s, v); }

// A value of layout `l` whose contents do not matter (the path it stands for has exited).
Value placeholder(Session& s, const Layout& l) {
  switch (l.kind) {
    case Layout::Kind::Host: return l.host;
    case Layout::Kind::Token: return tokenValue(s, s.b.afterAll({}));
    case Layout::Kind::Scalar: return s.scalar(s.b.constantInt(*s.elementTypeOf(l.type), 0), l.type);
    case Layout::Kind::Array:
      return carriedArray(s, s.b.broadcastInDim(s.b.constantInt(carriedElementType(s, l.elementType), 0), l.irShape, {}), l.elementType);
    case Layout::Kind::Tuple:
    case Layout::Kind::Struct: {
      std::vector<Value> e;
      for (const Layout& c : l.children) e.push_back(placeholder(s, c));
      if (l.kind == Layout::Kind::Tuple) return Value::object(l.type, new compiler::TupleObject(std::move(e)));
      return Value::object(l.type, new compiler::StructObject(std::move(e)));
    }
  }
  return Value();
}

[[noreturn]] void exitNotSupported(Session& s, frontend::SourceSpan span, Flow flow) {
  const char* kw = flow == Flow::Return ? "return" : flow == Flow::Break ? "break" : "continue";
  JuliaError e("StagingError", std::string("`") + kw + "` inside an elementwise branch (an `if` in a broadcast function) is not supported", span);
  e.advice = "write the function without an early exit (assign a variable, or use `ifelse`)";
  throw e;
}

struct BuilderGuard {
  Session& s;
  ir::Builder saved;
  explicit BuilderGuard(Session& s) : s(s), saved(s.b) {}
  ~BuilderGuard() { s.b = saved; }
};

// Gradients taken while staging a region record the primal loops they replaced (redirected when the
// function is finished); a region that is thrown away (a loop round that grew, a probe) takes its
// records with it, since their values no longer exist.
struct ReplacementMark {
  Session& s;
  size_t mark;
  bool kept = false;
  explicit ReplacementMark(Session& s) : s(s), mark(s.replacedValues.size()) {}
  ~ReplacementMark() {
    if (!kept && s.replacedValues.size() > mark) s.replacedValues.resize(mark);
  }
};

struct RegionDepth {
  Session& s;
  explicit RegionDepth(Session& s) : s(s) { ++s.regionDepth; }
  ~RegionDepth() { --s.regionDepth; }
};

constexpr int kMaxRegionDepth = 64;

// Runs one path of a staged branch. A Julia error raised on it (error(...), a BoundsError of a
// static index, a DomainError) is what that path does at run time: the error flag is set there and
// the path ends, so the host raises it after the run only when the path is taken (decision 11).
Value runPath(Session& s, Frame& f, const State& start, const std::function<Value()>& path, bool& raised) {
  try {
    return path();
  } catch (const JuliaError& e) {
    if (e.typeName == "StagingError" || e.typeName == "UnsupportedError" || e.trace.empty()) throw;
    restoreState(s, f, start);
    f.flow = Flow::Normal;
    s.check(s.b.constantInt(ir::ElementType::I1, 0), ErrorSite{e.trace.front(), e.typeName, e.message});
    // The path ends here: it leaves the function as a return would (its value never used).
    Session::ExitState& ex = s.exits[&f];
    ex.returned = s.b.constantInt(ir::ElementType::I1, 1);
    ex.raised = true;
    raised = true;
    return Value();
  }
}

// Turns a branch's unconditional exit into its flag (set on this path), so that the paths merge.
Flow settleExit(Session& s, Frame& f) {
  Flow flow = f.flow;
  Session::ExitState& ex = s.exits[&f];
  ir::Value* yes = nullptr;
  if (flow == Flow::Return || flow == Flow::Break || flow == Flow::Continue) yes = s.b.constantInt(ir::ElementType::I1, 1);
  if (flow == Flow::Return) {
    ex.returned = yes;
    ex.returnValue = f.returned;
    f.returned = Value();
  } else if (flow == Flow::Break) {
    ex.broken = yes;
  } else if (flow == Flow::Continue) {
    ex.continued = yes;
  }
  if (!ex.any() && !ex.returnValue.defined()) s.exits.erase(&f);
  f.flow = Flow::Normal;
  return flow;
}

bool exited(Flow flow) { return flow != Flow::Normal; }

}  // namespace

// Stages `if pred then… else… end` (pred a 0-d i1): both branches into regions of one stablehlo.if
// yielding every place either changes, joined by layout. `elseValueFree`: the else branch's value is
// never used (the remainder of a block after an exit), so it takes the then branch's layout.
// `valueUsed`: something reads the value, so the two paths' values must join like a variable's
// (`what` names the construct in the error); otherwise an unjoinable value is `nothing`.
Value stageBranches(Session& s, compiler::Evaluator& ev, Frame& f, ir::Value* pred, const std::function<Value()>& thenFn,
                    const std::function<Value()>& elseFn, frontend::SourceSpan span, bool elseValueFree,
                    bool valueUsed, const char* what) {
  ++s.ifsStaged;
  State before = captureState(s, f);
  BuilderGuard guard(s);
  RegionDepth depth(s);
  auto thenRegion = std::make_unique<ir::Region>();
  auto elseRegion = std::make_unique<ir::Region>();
  ir::Block& thenBlock = thenRegion->emplaceBlock();
  ir::Block& elseBlock = elseRegion->emplaceBlock();

  if (s.regionDepth > kMaxRegionDepth) {
    // A condition made only from number parameters (a recursion depth passed as an Int) is compiled
    // in, so the recursion evaluates; anything else cannot end at compile time.
    std::vector<size_t> params;
    if (s.fromNumberParams(pred, params)) throw ConcretizeRequest{params};
    JuliaError e("StagingError", "staged branches nested deeper than " + std::to_string(kMaxRegionDepth) +
                                     " levels: a recursion whose end depends on staged values?", span);
    e.advice = "recursion under a staged condition cannot be compiled; write it as a `while` loop";
    throw e;
  }
  bool raised1 = false, raised2 = false;
  s.b.setInsertionPointToEnd(thenBlock);
  Value v1 = runPath(s, f, before, thenFn, raised1);
  Flow flow1 = raised1 ? Flow::Return : settleExit(s, f);
  State afterThen = captureState(s, f);
  restoreState(s, f, before);

  s.b.setInsertionPointToEnd(elseBlock);
  Value v2 = runPath(s, f, before, elseFn, raised2);
  Flow flow2 = raised2 ? Flow::Return : settleExit(s, f);
  State afterElse = captureState(s, f);
  if (raised1) v1 = raised2 ? v1 : Value();

  std::vector<Place> places;
  changedPlaces(s, f, before, afterThen, {}, places);
  changedPlaces(s, f, before, afterElse, {}, places);
  // Variables first assigned inside the `if` are defined after it when every path that goes on
  // assigned them.
  for (size_t i = 0; i < before.slots.size(); ++i) {
    if (before.slots[i].defined()) continue;
    bool t = afterThen.slots[i].defined(), e = afterElse.slots[i].defined();
    if ((t && e) || (t && exited(flow2)) || (e && exited(flow1)))
      places.push_back(Place{Place::Kind::Slot, i, 0, Value(), "`" + slotName(f, i) + "`"});
  }
  // A place known on one path only (the other exited before assigning it) takes a placeholder there.
  std::vector<Layout> layouts;
  std::vector<char> thenMissing, elseMissing;
  std::string why;
  for (const Place& p : places) {
    restoreState(s, f, afterThen);
    Value a = getPlace(s, f, p);
    restoreState(s, f, afterElse);
    Value b = getPlace(s, f, p);
    thenMissing.push_back(!a.defined());
    elseMissing.push_back(!b.defined());
    Layout l;
    if (a.defined()) {
      restoreState(s, f, afterThen);
      l = placeLayout(s, p, a);
      restoreState(s, f, afterElse);
      if (b.defined() && !join(s, l, b, why)) pathsDisagree(s, pred, &p, why, span, what);
    } else {
      l = placeLayout(s, p, b);
    }
    layouts.push_back(l);
  }
  // A path that raised has no value: it takes the other path's layout (a placeholder there).
  bool thenValueFree = raised1 && !raised2;
  bool valueFreeElse = elseValueFree || raised2;
  Layout valueLayout;
  bool valueOk;
  if (thenValueFree) {
    restoreState(s, f, afterElse);
    valueLayout = layoutOf(s, v2);
    valueOk = true;
  } else {
    restoreState(s, f, afterThen);
    valueLayout = layoutOf(s, v1);
    restoreState(s, f, afterElse);
    valueOk = valueFreeElse || join(s, valueLayout, v2, why);
  }
  if (!valueOk && valueUsed) pathsDisagree(s, pred, nullptr, why, span, what);

  auto yield = [&](ir::Block& block, const State& st, const Value& v, const std::vector<char>& missing, bool valueFree) {
    restoreState(s, f, st);
    s.b.setInsertionPointToEnd(block);
    std::vector<ir::Value*> out;
    for (size_t i = 0; i < places.size(); ++i) {
      Value x = missing[i] ? placeholder(s, layouts[i]) : getPlace(s, f, places[i]);
      leavesOf(s, layouts[i], x, out);
    }
    if (valueOk) leavesOf(s, valueLayout, valueFree ? placeholder(s, valueLayout) : v, out);
    s.b.return_(out);
  };
  yield(thenBlock, afterThen, v1, thenMissing, thenValueFree);
  yield(elseBlock, afterElse, v2, elseMissing, valueFreeElse);
  restoreState(s, f, before);
  s.b = guard.saved;
  std::vector<ir::Type> types;
  for (const Layout& l : layouts) {
    auto t = leafTypes(s, l);
    types.insert(types.end(), t.begin(), t.end());
  }
  if (valueOk) {
    auto t = leafTypes(s, valueLayout);
    types.insert(types.end(), t.begin(), t.end());
  }
  std::vector<std::unique_ptr<ir::Region>> regions;
  regions.push_back(std::move(thenRegion));
  regions.push_back(std::move(elseRegion));
  ir::Operation* op = s.b.createWithBuiltRegions(ir::OpCode::If, {pred}, {}, std::move(regions), types);
  guard.saved = s.b;
  std::vector<ir::Value*> results = op->results();
  ir::Value* const* next = results.data();
  // A variable (or the `if`'s value) bound to one of two arrays that existed before the `if` is
  // that array, not a copy: writes through it reach the chosen one.
  auto choice = [&](const Value& a, const Value& b, Value merged) {
    auto existed = [&](const Value& v) {
      const ArrayObject* arr = v.as<ArrayObject>();
      return before.heap.count(arr) || (arr->storage && arr->serial < before.serialMark);
    };
    if (a.defined() && b.defined() && a.rawBits() != b.rawBits() && s.isNumericArray(a) && s.isNumericArray(b) &&
        a.type() == b.type() && existed(a) && existed(b))
      return s.newChoice(pred, a, b);
    return merged;
  };
  for (size_t i = 0; i < places.size(); ++i) {
    Value merged = rebuildFrom(s, layouts[i], next);
    if (places[i].kind == Place::Kind::Slot && layouts[i].kind == Layout::Kind::Array)
      merged = choice(afterThen.slots[places[i].index], afterElse.slots[places[i].index], merged);
    setPlace(s, f, places[i], merged);
  }
  Value result = valueOk ? rebuildFrom(s, valueLayout, next) : ev.universe().nothing();
  if (valueOk && valueLayout.kind == Layout::Kind::Array && !raised1 && !raised2) result = choice(v1, v2, result);
  if (afterThen.exit.raised || afterElse.exit.raised) s.exits[&f].raised = true;

  // Both paths left the same way: that exit is unconditional again.
  if (!raised1 && !raised2 && flow1 == flow2 && (flow1 == Flow::Return || flow1 == Flow::Break || flow1 == Flow::Continue)) {
    Session::ExitState& ex = s.exits[&f];
    if (flow1 == Flow::Return) {
      f.returned = ex.returnValue;
      ex.returned = before.exit.returned;
      ex.returnValue = before.exit.returnValue;
    } else if (flow1 == Flow::Break) {
      ex.broken = before.exit.broken;
    } else {
      ex.continued = before.exit.continued;
    }
    if (!ex.any() && !ex.returnValue.defined()) s.exits.erase(&f);
    f.flow = flow1;
    return result;
  }
  auto it = s.exits.find(&f);
  if (it != s.exits.end() && it->second.any()) f.flow = Flow::Staged;
  return result;
}

// ---- if ----

// Only a Bool may decide (Julia's TypeError otherwise, as the host raises it).
void requireBoolCondition(compiler::Evaluator& ev, const Value& cond, frontend::SourceSpan span) {
  if (cond.type() != ev.core().Bool)
    ev.raise("TypeError", "non-boolean (" + ev.universe().show(cond.type()) + ") used in boolean context", span);
}

Value StagerImpl::stageIf(compiler::Evaluator& ev, Frame& f, const compiler::If& node, const Value& cond) {
  Session& s = *session_;
  requireBoolCondition(ev, cond, node.cond->span);
  ir::Value* pred = s.valueOf(cond);
  if (pred->type().rank() > 0) {
    // Inside a broadcast every element takes its own branch: both are computed and selected.
    State before = captureState(s, f);
    Value v1 = node.then->eval(ev, f);
    if (f.flow != Flow::Normal) exitNotSupported(s, node.span, f.flow);
    State afterThen = captureState(s, f);
    restoreState(s, f, before);
    Value v2 = node.otherwise ? node.otherwise->eval(ev, f) : ev.universe().nothing();
    if (f.flow != Flow::Normal) exitNotSupported(s, node.span, f.flow);
    State afterElse = captureState(s, f);
    std::vector<Place> places;
    changedPlaces(s, f, before, afterThen, {}, places);
    changedPlaces(s, f, before, afterElse, {}, places);
    for (size_t i = 0; i < before.slots.size(); ++i)
      if (!before.slots[i].defined() && afterThen.slots[i].defined() && afterElse.slots[i].defined())
        places.push_back(Place{Place::Kind::Slot, i, 0, Value(), "`" + slotName(f, i) + "`"});
    auto select = [&](const Value& a, const Value& b) -> Value {
      const JType* t = compiler::promoteType(ev, a.type(), b.type());
      std::optional<ir::ElementType> e = s.elementTypeOf(t);
      if (!e) ev.raise("StagingError", "the branches of an elementwise `if` give " + ev.universe().show(a.type()) + " and " + ev.universe().show(b.type()), node.span);
      ir::Value *x = s.valueOf(a, *e), *y = s.valueOf(b, *e);
      auto shape = pred->type().shape();
      std::vector<int64_t> full(shape.begin(), shape.end());
      if (x->type().rank() == 0) x = s.b.broadcastInDim(x, full, {});
      if (y->type().rank() == 0) y = s.b.broadcastInDim(y, full, {});
      return s.scalar(s.b.select(pred, x, y), static_cast<const DataType*>(t));
    };
    for (const Place& p : places) {
      if (p.kind != Place::Kind::Slot) ev.raise("StagingError", "an elementwise `if` may only assign local variables", node.span);
      f.slots[p.index] = select(afterThen.slots[p.index], afterElse.slots[p.index]);
    }
    bool numbers = (isStagedScalar(v1) || isNumberType(ev, v1.type())) && (isStagedScalar(v2) || isNumberType(ev, v2.type()));
    if (!numbers && !node.valueDiscarded)  // only numbers select elementwise
      ev.raise("StagingError", "the branches of an elementwise `if` give " + ev.universe().show(v1.type()) + " and " + ev.universe().show(v2.type()), node.span);
    return numbers ? select(v1, v2) : ev.universe().nothing();
  }
  return stageBranches(
      s, ev, f, pred, [&] { return node.then->eval(ev, f); },
      [&] { return node.otherwise ? node.otherwise->eval(ev, f) : ev.universe().nothing(); }, node.span, false,
      !node.valueDiscarded, node.ternary ? "a `?:`" : "an `if`");
}

// The statements after one that left some staged paths run on the others only.
Value StagerImpl::stageRemainder(compiler::Evaluator& ev, Frame& f, const compiler::Block& block, size_t from) {
  Session& s = *session_;
  f.flow = Flow::Normal;
  if (from >= block.stmts.size()) {
    f.flow = Flow::Staged;
    return ev.universe().nothing();
  }
  Session::ExitState ex = s.exits[&f];
  ir::Value* left = nullptr;
  for (ir::Value* flag : {ex.returned, ex.broken, ex.continued})
    if (flag) left = left ? s.b.or_(left, flag) : flag;
  if (!left) {
    Value last = ev.universe().nothing();
    for (size_t i = from; i < block.stmts.size() && f.flow == Flow::Normal; ++i) last = block.stmts[i]->eval(ev, f);
    return last;
  }
  ir::Value* goOn = s.b.not_(left);
  Value v = stageBranches(
      s, ev, f, goOn,
      [&]() -> Value {
        Value last = ev.universe().nothing();
        for (size_t i = from; i < block.stmts.size(); ++i) {
          last = block.stmts[i]->eval(ev, f);
          if (f.flow == Flow::Staged) return stageRemainder(ev, f, block, i + 1);
          if (f.flow != Flow::Normal) return last;
        }
        return last;
      },
      [&] { return ev.universe().nothing(); }, block.span, true);
  auto it = s.exits.find(&f);
  if (f.flow == Flow::Normal && it != s.exits.end() && it->second.any()) f.flow = Flow::Staged;
  return v;
}

// A function whose staged paths returned early: its result is the returned value on those paths.
Value StagerImpl::finishFunction(compiler::Evaluator& ev, Frame& f, const Value& result) {
  Session& s = *session_;
  auto it = s.exits.find(&f);
  if (it == s.exits.end()) return result;
  Session::ExitState ex = it->second;
  s.exits.erase(it);
  if (f.flow == Flow::Staged) f.flow = Flow::Normal;
  if (!ex.returned || !ex.returnValue.defined()) return result;
  std::string why;
  Layout l = layoutOf(s, ex.returnValue);
  if (!join(s, l, result, why)) {
    // Every path that did not return raised an error: the returned value is the result.
    if (ex.raised) return ex.returnValue;
    JuliaError e("StagingError", "this function returns different kinds of values on different staged paths: " + why, frontend::SourceSpan{});
    throw e;
  }
  std::vector<ir::Value*> a, b;
  leavesOf(s, l, ex.returnValue, a);
  leavesOf(s, l, result, b);
  std::vector<ir::Value*> merged;
  for (size_t i = 0; i < a.size(); ++i) merged.push_back(s.b.select(ex.returned, a[i], b[i]));
  ir::Value* const* next = merged.data();
  return rebuildFrom(s, l, next);
}

// `a && b` is `if a; b; else false; end` (and `a || b` is `if a; true; else b; end`): with a staged
// `a` the right side is staged under a stablehlo.if, so its effects and exits happen only where Julia
// evaluates it.
Value StagerImpl::stageLogical(compiler::Evaluator& ev, Frame& f, const Value& a, const compiler::Code& b, bool isAnd,
                               bool valueUsed) {
  Session& s = *session_;
  requireBoolCondition(ev, a, b.span);
  ir::Value* pred = s.valueOf(a);
  if (pred->type().rank() > 0) {  // elementwise (inside a broadcast): both sides, combined
    Value rhs = b.eval(ev, f);
    if (!isStagedScalar(rhs) && rhs.type() != ev.core().Bool)
      ev.raise("TypeError", "non-boolean (" + ev.universe().show(rhs.type()) + ") used in boolean context", b.span);
    ir::Value* y = s.valueOf(rhs, ir::ElementType::I1);
    if (y->type().rank() == 0) y = s.b.broadcastInDim(y, std::vector<int64_t>(pred->type().shape().begin(), pred->type().shape().end()), {});
    return s.scalar(isAnd ? s.b.and_(pred, y) : s.b.or_(pred, y), ev.core().Bool);
  }
  Value constant = ev.universe().boolean(!isAnd);
  auto rhs = [&] { return b.eval(ev, f); };
  auto fixed = [&] { return constant; };
  return isAnd ? stageBranches(s, ev, f, pred, rhs, fixed, b.span, false, valueUsed, "a `&&`")
               : stageBranches(s, ev, f, pred, fixed, rhs, b.span, false, valueUsed, "a `||`");
}

// ---- loops ----

namespace {

// Builds one stablehlo.while whose body is `runBody` and whose condition is `runCond`, carrying the
// places the body changes; repeats until the carried set and its layouts stop growing.
struct LoopBuilder {
  compiler::Evaluator& ev;
  Session& s;
  Frame& f;
  frontend::SourceSpan span;
  std::vector<int> exclude;
  // Extra carried leaves in front of the places (a for loop's counter).
  std::vector<ir::Value*> extraInit;
  std::function<ir::Value*(std::span<ir::Value* const> extra)> runCond;            // returns an i1 scalar
  std::function<std::vector<ir::Value*>(std::span<ir::Value* const> extra)> runBody;  // returns the next extras
  ir::Value* brokenAfter = nullptr;  // this loop's break flag after it (an epoch's last batch reads it)

  void run() {
    // break/continue flags belong to this loop; the enclosing loop's come back afterwards.
    Session::ExitState outer = s.exits[&f];
    s.exits[&f].broken = nullptr;
    s.exits[&f].continued = nullptr;
    runLoop();
    Session::ExitState& ex = s.exits[&f];
    brokenAfter = ex.broken;
    ex.broken = outer.broken;
    ex.continued = outer.continued;
    if (ex.returned) f.flow = Flow::Staged;
    else if (!ex.any() && !ex.returnValue.defined()) s.exits.erase(&f);
  }

  void runLoop() {
    State before = captureState(s, f);
    std::vector<Place> places;
    std::vector<Layout> layouts;
    std::set<size_t> localSlots;  // variables the body assigns on some paths only
    std::string why;
    for (int round = 0; round < 16; ++round) {
      restoreState(s, f, before);
      ReplacementMark replacements(s);
      BuilderGuard guard(s);
      RegionDepth depth(s);
      std::vector<ir::Type> types;
      for (ir::Value* v : extraInit) types.push_back(v->type());
      for (const Layout& l : layouts) {
        auto t = leafTypes(s, l);
        types.insert(types.end(), t.begin(), t.end());
      }
      auto bind = [&](ir::Block& block) -> std::vector<ir::Value*> {
        for (ir::Type t : types) block.addArg(t);
        std::vector<ir::Value*> args = block.args();
        ir::Value* const* next = args.data() + extraInit.size();
        restoreState(s, f, before);
        for (size_t i = 0; i < places.size(); ++i) setPlace(s, f, places[i], rebuildFrom(s, layouts[i], next));
        return std::vector<ir::Value*>(args.begin(), args.begin() + long(extraInit.size()));
      };
      auto condRegion = std::make_unique<ir::Region>();
      ir::Block& condBlock = condRegion->emplaceBlock();
      std::vector<ir::Value*> condExtra = bind(condBlock);
      s.b.setInsertionPointToEnd(condBlock);
      ir::Value* pred = runCond(condExtra);
      {
        Session::ExitState& ex = s.exits[&f];  // a staged break or return ends the loop
        if (ex.broken) pred = s.b.and_(pred, s.b.not_(ex.broken));
        if (ex.returned) pred = s.b.and_(pred, s.b.not_(ex.returned));
      }
      s.b.return_({pred});

      auto bodyRegion = std::make_unique<ir::Region>();
      ir::Block& bodyBlock = bodyRegion->emplaceBlock();
      std::vector<ir::Value*> bodyExtra = bind(bodyBlock);
      State start = captureState(s, f);
      s.b.setInsertionPointToEnd(bodyBlock);
      std::vector<ir::Value*> nextExtra = runBody(bodyExtra);
      State end = captureState(s, f);

      // Grow: places the body changed that are not carried yet; widen the carried ones.
      size_t known = places.size();
      bool grew = false;
      std::vector<Place> changed;
      changedPlaces(s, f, start, end, exclude, changed, true);
      for (const Place& p : changed) {
        bool carried = false;
        for (size_t i = 0; i < known; ++i)
          carried |= places[i].kind == p.kind && places[i].index == p.index && places[i].field == p.field &&
                     places[i].array.rawBits() == p.array.rawBits();
        if (carried) continue;
        if (p.kind == Place::Kind::Slot && localSlots.count(p.index)) continue;
        // A mutable struct made in this round is carried through what holds it, as arrays are.
        if (p.kind == Place::Kind::Field && p.index >= start.touchedCount) continue;
        if (p.kind == Place::Kind::Array) {
          // An array made in this round (a carried variable's value bound to a block argument) is
          // carried through that variable, not as an array of its own.
          const ArrayObject* arr = p.array.as<ArrayObject>();
          if (!before.heap.count(arr) && !(arr->storage && arr->serial < before.serialMark)) continue;
        }
        restoreState(s, f, before);
        Value initial = getPlace(s, f, p);
        Layout l;
        if (initial.defined()) {
          l = placeLayout(s, p, initial);
          restoreState(s, f, end);
          if (!join(s, l, getPlace(s, f, p), why)) cannotJoin(s, p, why, span, "a staged loop");
        } else {  // the value returned from inside the loop: nothing before it
          restoreState(s, f, end);
          l = placeLayout(s, p, getPlace(s, f, p));
        }
        places.push_back(p);
        layouts.push_back(l);
        grew = true;
      }
      restoreState(s, f, end);
      std::vector<size_t> dropped;
      for (size_t i = 0; i < known; ++i) {
        Layout widened = layouts[i];
        Value now = getPlace(s, f, places[i]);
        if (!now.defined() && places[i].kind == Place::Kind::Slot) {
          // Assigned on some paths of the body only: local to an iteration, not carried.
          dropped.push_back(i);
          localSlots.insert(places[i].index);
          continue;
        }
        if (!join(s, widened, now, why)) cannotJoin(s, places[i], why, span, "a staged loop");
        if (leafTypes(s, widened) != leafTypes(s, layouts[i]) || widened.kind != layouts[i].kind) {
          layouts[i] = widened;
          grew = true;
        }
      }
      for (size_t k = dropped.size(); k-- > 0;) {
        places.erase(places.begin() + long(dropped[k]));
        layouts.erase(layouts.begin() + long(dropped[k]));
        grew = true;
      }
      if (grew) continue;

      std::vector<ir::Value*> yielded = nextExtra;
      for (size_t i = 0; i < places.size(); ++i) leavesOf(s, layouts[i], getPlace(s, f, places[i]), yielded);
      s.b.return_(yielded);

      restoreState(s, f, before);
      s.b = guard.saved;
      std::vector<ir::Value*> init = extraInit;
      for (size_t i = 0; i < places.size(); ++i) {
        Value initial = getPlace(s, f, places[i]);
        leavesOf(s, layouts[i], initial.defined() ? initial : placeholder(s, layouts[i]), init);
      }
      std::vector<std::unique_ptr<ir::Region>> regions;
      regions.push_back(std::move(condRegion));
      regions.push_back(std::move(bodyRegion));
      ir::Operation* op = s.b.createWithBuiltRegions(ir::OpCode::While, init, {}, std::move(regions), types);
      guard.saved = s.b;
      std::vector<ir::Value*> results = op->results();
      ir::Value* const* next = results.data() + extraInit.size();
      for (size_t i = 0; i < places.size(); ++i) setPlace(s, f, places[i], rebuildFrom(s, layouts[i], next));
      ++s.loopsStaged;
      replacements.kept = true;
      return;
    }
    ev.raise("StagingError", "the types carried by this loop did not settle", span);
  }
};

// Whether running `iteration` stages anything: it runs into a scratch block, and the state is
// restored afterwards either way.
bool iterationStages(Session& s, Frame& f, const std::function<void()>& iteration) {
  State before = captureState(s, f);
  ReplacementMark replacements(s);  // the scratch block is thrown away
  BuilderGuard guard(s);
  RegionDepth depth(s);  // host-made arrays the probe writes are staged, so restoring undoes the writes
  auto scratch = std::make_unique<ir::Region>();
  ir::Block& block = scratch->emplaceBlock();
  s.b.setInsertionPointToEnd(block);
  bool stages = false;
  try {
    iteration();
    stages = !block.empty();
    State after = captureState(s, f);
    for (size_t i = 0; i < after.slots.size() && !stages; ++i) stages = isStagedScalar(after.slots[i]) || (after.slots[i].defined() && after.slots[i].isObject() && s.isNumericArray(after.slots[i]) && !before.heap.count(after.slots[i].as<ArrayObject>()));
  } catch (UnrollRequest&) {
    stages = true;
  }
  f.flow = Flow::Normal;
  restoreState(s, f, before);
  return stages;
}

// The end of a staged loop body: a staged `continue` only skipped the rest of this iteration.
void checkFlow(Session& s, Frame& f, frontend::SourceSpan span) {
  if (auto it = s.exits.find(&f); it != s.exits.end()) it->second.continued = nullptr;
  if (f.flow == Flow::Normal || f.flow == Flow::Staged || f.flow == Flow::Continue) {
    f.flow = Flow::Normal;
    return;
  }
  const char* kw = f.flow == Flow::Return ? "return" : "break";
  JuliaError e("StagingError", std::string("`") + kw + "` on every path of a loop compiled as stablehlo.while: the body runs at most once", span);
  e.advice = "write it without the loop, or make the exit conditional";
  throw e;
}

}  // namespace

Value StagerImpl::stageWhile(compiler::Evaluator& ev, Frame& f, const compiler::While& node) {
  Session& s = *session_;
  // A loop whose condition and body stage nothing runs on the host.
  Flow firstFlow = Flow::Normal;
  bool hostCondition = true;  // the condition is a host value before and after the first iteration
  bool stages = iterationStages(s, f, [&] {
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    Value c = node.cond->eval(ev, f);
    if (isStagedScalar(c) || (c.type() == ev.core().Bool && c.asBool())) {
      node.body->eval(ev, f);
      firstFlow = f.flow;
      if (f.flow == Flow::Normal && !isStagedScalar(c)) {
        for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
        hostCondition = !isStagedScalar(node.cond->eval(ev, f));
      }
    }
    if (isStagedScalar(c)) {
      hostCondition = false;
      throw UnrollRequest{nullptr};
    }
  });
  // A condition the host knows (an iterator protocol, a host counter) runs the loop on the host,
  // unrolled; staged state with a staged condition is one stablehlo.while.
  if (!stages || (hostCondition && firstFlow == Flow::Normal)) return node.runOnHost(ev, f);
  if (firstFlow == Flow::Return || firstFlow == Flow::Break) {
    // Every path of the body leaves the loop: it runs at most once, an `if` on the condition.
    Session::ExitState outer = s.exits[&f];
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    Value c = node.cond->eval(ev, f);
    if (!isStagedScalar(c)) {
      if (c.type() == ev.core().Bool && c.asBool()) node.body->eval(ev, f);
    } else {
      stageBranches(
          s, ev, f, s.valueOf(c, ir::ElementType::I1), [&] { return node.body->eval(ev, f); },
          [&] { return ev.universe().nothing(); }, node.span, false);
    }
    // A break leaves only this loop.
    Session::ExitState& ex = s.exits[&f];
    ex.broken = outer.broken;
    if (f.flow == Flow::Break || (f.flow == Flow::Staged && !ex.any())) f.flow = Flow::Normal;
    return ev.universe().nothing();
  }
  s.loopStack.push_back(nullptr);
  struct Pop {
    Session& s;
    ~Pop() { s.loopStack.pop_back(); }
  } pop{s};
  LoopBuilder loop{ev, s, f, node.span, node.bodyLocals, {}, {}, {}};
  bool conditionChecks = false;
  loop.runCond = [&](std::span<ir::Value* const>) -> ir::Value* {
    size_t sites = s.errorSites.size();
    ir::Value* flagBefore = s.errorCode;
    Value c = node.cond->eval(ev, f);
    requireBoolCondition(ev, c, node.cond->span);
    ir::Value* pred = s.valueOf(c, ir::ElementType::I1);
    if (s.errorSites.size() != sites && s.errorCode != flagBefore) {
      // A check in the condition (an index out of bounds) cannot reach the flag from the condition's
      // region: the loop stops, and the condition runs once more after it to record the error.
      conditionChecks = true;
      ir::Value* code = s.b.reshape(s.b.slice(s.errorCode, {0}, {1}), std::vector<int64_t>{});
      pred = s.b.and_(pred, s.b.compare(code, s.b.constantInt(ir::ElementType::I64, 0), ir::ComparisonDirection::EQ));
    }
    return pred;
  };
  loop.runBody = [&](std::span<ir::Value* const>) -> std::vector<ir::Value*> {
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    node.body->eval(ev, f);
    checkFlow(s, f, node.span);
    return {};
  };
  loop.run();
  if (conditionChecks) {
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    node.cond->eval(ev, f);
  }
  return ev.universe().nothing();
}

Value StagerImpl::stageFor(compiler::Evaluator& ev, Frame& f, const compiler::ForIn& node, const Value& iterable) {
  Session& s = *session_;
  const compiler::CoreTypes& c = ev.core();
  const DataType* t = iterable.type();
  bool isRange = iterable.isObject() && (t->name == c.UnitRange || t->name == c.StepRange ||
                                         (t->name->name->view() == "OneTo" && t->name->module == ev.baseModule()));
  bool numericArray = s.isNumericArray(iterable);
  if (EpochPlan epoch; !isRange && !numericArray && planEpoch(s, iterable, node.span, epoch))
    return stageEpoch(ev, f, node, epoch);
  if (!isRange && !numericArray) return node.runOnHost(ev, f, iterable);
  if (isRange && (t->params.empty() || t->params[0].asType() != c.Int64)) return node.runOnHost(ev, f, iterable);

  // start, step and trip count: host numbers or staged ones.
  Value start, step, count;
  if (numericArray) {
    start = ev.universe().int64(1);
    step = ev.universe().int64(1);
    count = ev.universe().int64(iterable.as<ArrayObject>()->length());
  } else {
    const auto& fields = iterable.as<compiler::StructObject>()->fields;
    if (t->name == c.UnitRange) {
      start = fields[0];
      step = ev.universe().int64(1);
      // length = max(stop - start + 1, 0)
      Value diff = ev.callFunction(ev.baseFunction("-"), {fields[1], fields[0]}, node.span);
      Value len = ev.callFunction(ev.baseFunction("+"), {diff, ev.universe().int64(1)}, node.span);
      count = ev.callFunction(ev.baseFunction("max"), {len, ev.universe().int64(0)}, node.span);
    } else if (t->name == c.StepRange) {
      start = fields[0];
      step = fields[1];
      if (!isStagedScalar(fields[0]) && !isStagedScalar(fields[1]) && !isStagedScalar(fields[2])) {
        // Floor division: an empty range (stop on the wrong side of start) has no trips.
        int64_t a = fields[0].asInt(), st = fields[1].asInt(), b = fields[2].asInt();
        int64_t d = b - a, q = st ? d / st : 0;
        if (st && d % st != 0 && ((d < 0) != (st < 0))) --q;
        count = ev.universe().int64(st ? std::max<int64_t>(q + 1, 0) : 0);
      } else {
        // A staged stop is normalized (the last element), so the division is exact.
        Value diff = ev.callFunction(ev.baseFunction("-"), {fields[2], fields[0]}, node.span);
        Value q = ev.callFunction(ev.baseFunction("div"), {diff, fields[1]}, node.span);
        Value len = ev.callFunction(ev.baseFunction("+"), {q, ev.universe().int64(1)}, node.span);
        count = ev.callFunction(ev.baseFunction("max"), {len, ev.universe().int64(0)}, node.span);
      }
    } else {
      start = ev.universe().int64(1);
      step = ev.universe().int64(1);
      count = ev.callFunction(ev.baseFunction("max"), {fields[0], ev.universe().int64(0)}, node.span);
    }
  }
  bool hostCount = !isStagedScalar(count);
  if (hostCount && count.asInt() == 0) return ev.universe().nothing();  // zero trips: nothing changes, as in Julia

  auto element = [&](const Value& i) -> Value {
    if (!numericArray) return i;
    return ev.callFunction(ev.baseFunction("getindex"), {iterable, i}, node.span);
  };
  if (hostCount && !isStagedScalar(start) && !isStagedScalar(step)) {
    Flow firstFlow = Flow::Normal;
    bool stages = iterationStages(s, f, [&] {
      for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
      f.slots[size_t(node.elementSlot)] = element(start);
      node.assign->eval(ev, f);
      node.body->eval(ev, f);
      firstFlow = f.flow;
    });
    if (!stages && !numericArray) return node.runOnHost(ev, f, iterable);
    if (firstFlow == Flow::Return || firstFlow == Flow::Break) {
      // Every path of the body leaves the loop: it runs once, without a while.
      for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
      f.slots[size_t(node.elementSlot)] = element(start);
      node.assign->eval(ev, f);
      node.body->eval(ev, f);
      if (f.flow == Flow::Break) f.flow = Flow::Normal;
      return ev.universe().nothing();
    }
  }

  State before = captureState(s, f);
  // A range loop can unroll when it must; a staged trip count is then compiled in, if it can be.
  s.loopStack.push_back(!numericArray && !isStagedScalar(start) && !isStagedScalar(step) ? &node : nullptr);
  try {
    ir::Value* countValue = nullptr;
    LoopBuilder loop{ev, s, f, node.span, node.bodyLocals, {}, {}, {}};
    loop.exclude.push_back(node.elementSlot);
    loop.extraInit = {s.b.constantInt(ir::ElementType::I64, 0)};
    countValue = s.valueOf(count, ir::ElementType::I64);
    ir::Value* startValue = s.valueOf(start, ir::ElementType::I64);
    ir::Value* stepValue = s.valueOf(step, ir::ElementType::I64);
    loop.runCond = [&](std::span<ir::Value* const> extra) -> ir::Value* {
      return s.b.compare(extra[0], countValue, ir::ComparisonDirection::LT);
    };
    loop.runBody = [&](std::span<ir::Value* const> extra) -> std::vector<ir::Value*> {
      ir::Value* k = extra[0];
      ir::Value* i = s.b.add(startValue, s.b.multiply(k, stepValue));
      for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
      f.slots[size_t(node.elementSlot)] = element(s.scalar(i, c.Int64));
      node.assign->eval(ev, f);
      node.body->eval(ev, f);
      checkFlow(s, f, node.span);
      return {s.b.add(k, s.b.constantInt(ir::ElementType::I64, 1))};
    };
    loop.run();
  } catch (UnrollRequest& r) {
    s.loopStack.pop_back();
    if (r.loop != &node) throw;
    restoreState(s, f, before);
    f.flow = Flow::Normal;
    if (!hostCount)
      s.needHost(s.valueOf(count, ir::ElementType::I64), node.span,
                 "the trip count of this loop (it must unroll: its variable is used as a tuple index, a size, a dims or a type)");
    if (count.asInt() > kMaxUnroll) {
      JuliaError e("StagingError", "this loop must be unrolled (its variable is used as a tuple index, a size, a dims or a type), but it runs " +
                                       std::to_string(count.asInt()) + " times, more than the limit of " + std::to_string(kMaxUnroll), node.span);
      throw e;
    }
    return node.runOnHost(ev, f, iterable);
  } catch (...) {
    s.loopStack.pop_back();
    throw;
  }
  s.loopStack.pop_back();
  return ev.universe().nothing();
}

// An epoch over a DataLoader (epoch.h): the full batches are one stablehlo.while; the last, partial
// batch (its shape differs) is the body staged once more after it, skipped where the loop broke.
Value StagerImpl::stageEpoch(compiler::Evaluator& ev, Frame& f, const compiler::ForIn& node, const EpochPlan& plan) {
  Session& s = *session_;
  ir::Value* brokenAfter = nullptr;
  auto batch = [&](const Value& k, int64_t len) {
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    f.slots[size_t(node.elementSlot)] = epochElement(s, plan, k, len, node.span);
    node.assign->eval(ev, f);
  };
  Flow firstFlow = Flow::Normal;
  if (plan.full > 0)
    iterationStages(s, f, [&] {
      batch(ev.universe().int64(0), plan.size);
      node.body->eval(ev, f);
      firstFlow = f.flow;
    });
  if (firstFlow == Flow::Return || firstFlow == Flow::Break) {  // every path leaves: the first batch only
    batch(ev.universe().int64(0), plan.size);
    node.body->eval(ev, f);
    if (f.flow == Flow::Break) f.flow = Flow::Normal;
    return ev.universe().nothing();
  }
  if (plan.full > 0) {
    s.loopStack.push_back(nullptr);
    struct Pop {
      Session& s;
      ~Pop() { s.loopStack.pop_back(); }
    } pop{s};
    LoopBuilder loop{ev, s, f, node.span, node.bodyLocals, {}, {}, {}};
    loop.exclude.push_back(node.elementSlot);
    loop.extraInit = {s.b.constantInt(ir::ElementType::I64, 0)};
    loop.runCond = [&](std::span<ir::Value* const> extra) -> ir::Value* {
      return s.b.compare(extra[0], s.b.constantInt(ir::ElementType::I64, plan.full), ir::ComparisonDirection::LT);
    };
    loop.runBody = [&](std::span<ir::Value* const> extra) -> std::vector<ir::Value*> {
      batch(s.scalar(extra[0], ev.core().Int64), plan.size);
      node.body->eval(ev, f);
      checkFlow(s, f, node.span);
      return {s.b.add(extra[0], s.b.constantInt(ir::ElementType::I64, 1))};
    };
    loop.run();
    brokenAfter = loop.brokenAfter;
  }
  // A staged return in the loop: the last batch runs where it was not taken (unrolledIteration).
  bool returned = f.flow == Flow::Staged;
  if (returned) f.flow = Flow::Normal;
  if (plan.rest > 0) {
    Session::ExitState outer = s.exits[&f];
    s.exits[&f].broken = brokenAfter, s.exits[&f].continued = nullptr;
    batch(ev.universe().int64(plan.full), plan.rest);
    unrolledIteration(s, ev, f, *node.body, node.span);
    endUnrolledLoop(s, f, outer);
  }
  if (returned && f.flow == Flow::Normal) f.flow = Flow::Staged;
  return ev.universe().nothing();
}

}  // namespace juxla::staging
