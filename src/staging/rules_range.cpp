// Staged rules for ranges whose bounds are staged numbers: `1:n` with n a number parameter stays a
// UnitRange whose fields are staged, so `for i in 1:n` compiles to one while with a staged count.
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;
using E = ir::ElementType;

bool anyStaged(CallArgs& call) {
  for (size_t i = 1; i < call.size(); ++i)
    if (isStagedScalar(call[i])) return true;
  return false;
}

// a:b with a staged end: a UnitRange whose fields are staged (its stop normalized as Julia's
// constructor does: max(stop, start - 1)). Loops over it compile to a while with a staged count.
Value colon(Session& s, CallArgs& call) {
  if (call.size() != 3 || !anyStaged(call)) return Value();
  const compiler::CoreTypes& c = s.ev.core();
  for (size_t i = 1; i < 3; ++i) {
    const DataType* t = call[i].type();
    if (t != c.Int64 && t != c.Int32 && t != c.Int16 && t != c.Int8) return Value();
  }
  ir::Value* a = s.valueOf(call[1], E::I64);
  ir::Value* b = s.valueOf(call[2], E::I64);
  ir::Value* stop = s.b.maximum(b, s.b.subtract(a, s.b.constantInt(E::I64, 1)));
  const DataType* type = s.ev.universe().apply(c.UnitRange, {s.ev.universe().typeValue(c.Int64)});
  Value start = isStagedScalar(call[1]) ? s.scalar(a, c.Int64) : s.ev.universe().int64(call[1].asInt());
  return Value::object(type, new compiler::StructObject({start, s.scalar(stop, c.Int64)}));
}

bool isStagedUnitRange(Session& s, const Value& v) {
  if (!v.isObject() || v.type()->name != s.ev.core().UnitRange) return false;
  const auto& f = v.as<compiler::StructObject>()->fields;
  return f.size() == 2 && (isStagedScalar(f[0]) || isStagedScalar(f[1]));
}

Value rangeLength(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedUnitRange(s, call[1])) return Value();
  const auto& f = call[1].as<compiler::StructObject>()->fields;
  ir::Value* n = s.b.add(s.b.subtract(s.valueOf(f[1], E::I64), s.valueOf(f[0], E::I64)), s.b.constantInt(E::I64, 1));
  return s.scalar(s.b.maximum(n, s.b.constantInt(E::I64, 0)), s.ev.core().Int64);
}

Value rangeFirst(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedUnitRange(s, call[1])) return Value();
  return call[1].as<compiler::StructObject>()->fields[0];
}

Value rangeLast(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedUnitRange(s, call[1])) return Value();
  return call[1].as<compiler::StructObject>()->fields[1];
}

// A staged number where only a host one will do -- a tuple index, ntuple's length, Val's parameter --
// becomes a host value: a number parameter is compiled in (restaging), a loop variable unrolls its loop.
Value hostOnlyIndex(Session& s, CallArgs& call) {
  if (call.size() != 3 || !isStagedScalar(call[2])) return Value();
  const DataType* t = call[1].type();
  if (!call[1].isObject() || !(t->isTupleType || t->name == s.ev.core().NamedTuple)) return Value();
  int64_t i = s.requireInt(call[2], call.span, "a tuple index");
  return s.ev.callFunction(call[0], {call[1], s.ev.universe().int64(i)}, call.span);
}

Value hostOnlyFirst(Session& s, CallArgs& call) {
  if (call.size() < 2 || !isStagedScalar(call[1])) return Value();
  CallArgs again;
  again.span = call.span;
  again.args.push(call[0]);
  again.args.push(s.ev.universe().int64(s.requireInt(call[1], call.span, "this argument")));
  for (size_t i = 2; i < call.size(); ++i) again.args.push(call[i]);
  return s.ev.call(again);
}

}  // namespace

void registerRangeRules(RuleTable& t) {
  t.add("getindex", hostOnlyIndex);
  t.add("Val", hostOnlyFirst);
  t.add(":", colon);
  t.add("length", rangeLength);
  t.add("first", rangeFirst);
  t.add("last", rangeLast);
}

}  // namespace juxla::staging
