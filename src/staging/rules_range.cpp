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
// a:s:b with a staged start or end and a host step: a StepRange whose stop is normalized as Julia's
// constructor does (the last element reached, or a - s when empty), so its length is exact.
Value stepColon(Session& s, CallArgs& call) {
  const compiler::CoreTypes& c = s.ev.core();
  for (size_t i = 1; i < 4; ++i)
    if (call[i].type() != c.Int64) return Value();
  if (isStagedScalar(call[2])) return Value();  // a staged step: not supported
  int64_t step = call[2].asInt();
  if (step == 0) return Value();  // the host's ArgumentError
  ir::Value* startValue = s.valueOf(call[1], E::I64);
  ir::Value* stop = s.valueOf(call[3], E::I64);
  ir::Value* d = s.b.subtract(stop, startValue);
  ir::Value* q = s.b.divide(d, s.b.constantInt(E::I64, step));  // truncates: floor when the signs differ
  ir::Value* r = s.b.remainder(d, s.b.constantInt(E::I64, step));
  ir::Value* zero = s.b.constantInt(E::I64, 0);
  ir::Value* adjust = s.b.and_(s.b.compare(r, zero, ir::ComparisonDirection::NE),
                               s.b.compare(s.b.compare(d, zero, ir::ComparisonDirection::LT),
                                           s.b.constantInt(E::I1, step < 0 ? 1 : 0), ir::ComparisonDirection::NE));
  ir::Value* floorQ = s.b.select(adjust, s.b.subtract(q, s.b.constantInt(E::I64, 1)), q);
  ir::Value* len = s.b.maximum(s.b.add(floorQ, s.b.constantInt(E::I64, 1)), zero);
  ir::Value* last = s.b.add(startValue, s.b.multiply(s.b.subtract(len, s.b.constantInt(E::I64, 1)),
                                                                           s.b.constantInt(E::I64, step)));
  const DataType* type = s.ev.universe().apply(c.StepRange, {s.ev.universe().typeValue(c.Int64), s.ev.universe().typeValue(c.Int64)});
  return Value::object(type, new compiler::StructObject({call[1], call[2], s.scalar(last, c.Int64)}));
}

Value colon(Session& s, CallArgs& call) {
  if (call.size() == 4 && anyStaged(call)) return stepColon(s, call);
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

// iterate(x[, i]) over a staged array with a host state: the element is staged, the protocol is the
// host's (enumerate, zip and other iterators over staged arrays unroll).
Value iterateArray(Session& s, CallArgs& call) {
  if ((call.size() != 2 && call.size() != 3) || !s.isNumericArray(call[1])) return Value();
  int64_t i = call.size() == 3 ? s.requireInt(call[2], call.span, "an iteration state") : 1;
  if (i < 1 || i > call[1].as<ArrayObject>()->length()) return s.ev.universe().nothing();
  Value element = s.ev.callFunction(s.ev.baseFunction("getindex"), {call[1], s.ev.universe().int64(i)}, call.span);
  return compiler::makeTuple(s.ev, {element, s.ev.universe().int64(i + 1)});
}

// identity(x) of a staged array is the array itself (NNlib's attention passes arrays through it).
Value identityArray(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return call[1];
}

}  // namespace

void registerRangeRules(RuleTable& t) {
  t.add("identity", identityArray);
  t.add("iterate", iterateArray);
  t.add("getindex", hostOnlyIndex);
  t.add("Val", hostOnlyFirst);
  t.add(":", colon);
  t.add("length", rangeLength);
  t.add("first", rangeFirst);
  t.add("last", rangeLast);
}

}  // namespace juxla::staging
