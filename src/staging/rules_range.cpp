// Staged rules for ranges whose bounds are staged numbers: `1:n` with n a number parameter stays a
// UnitRange whose fields are staged, so `for i in 1:n` compiles to one while with a staged count.
// A range read as an array (collect, a broadcast operand) is an iota when its length is a host value.
#include <algorithm>
#include <optional>

#include "compiler/subtype.h"
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

// The value of a 0-d integer stablehlo.constant.
std::optional<int64_t> intConstant(ir::Value* v) {
  ir::Operation* def = v->definingOp();
  E e = v->type().elementType();
  if (!def || !def->is(ir::OpCode::Constant) || v->type().rank() != 0 || !ir::isInteger(e) || e == E::I1) return std::nullopt;
  ir::Attr a = def->attr("value");
  if (!a.is(ir::Attr::Kind::DenseElements)) return std::nullopt;
  uint64_t bits = a.elementBits(0);
  int width = int(ir::bitWidth(e));
  if (width < 64 && !ir::isUnsignedInteger(e) && (bits >> (width - 1)) & 1) bits |= ~uint64_t(0) << width;
  return int64_t(bits);
}

// k when v = base + k for a constant k, following adds and subtracts of constants, negations and the
// max/min that UnitRange's constructor puts on the stop: so the length of i:i+2 is known while i is staged.
std::optional<int64_t> offsetFrom(ir::Value* v, ir::Value* base, int depth = 0) {
  if (v == base) return 0;
  ir::Operation* def = v->definingOp();
  ir::Operation* baseDef = base->definingOp();
  if (def && baseDef && def->is(ir::OpCode::Negate) && baseDef->is(ir::OpCode::Negate) && depth <= 8)  // -(a+k) from -a
    if (auto o = offsetFrom(def->operand(0), baseDef->operand(0), depth + 1)) return -*o;
  if (!def || depth > 8 || def->numOperands() != 2) return std::nullopt;
  ir::Value* x = def->operand(0);
  ir::Value* y = def->operand(1);
  if (def->is(ir::OpCode::Add)) {
    if (auto c = intConstant(y))
      if (auto o = offsetFrom(x, base, depth + 1)) return *o + *c;
    if (auto c = intConstant(x))
      if (auto o = offsetFrom(y, base, depth + 1)) return *o + *c;
  }
  if (def->is(ir::OpCode::Subtract))
    if (auto c = intConstant(y))
      if (auto o = offsetFrom(x, base, depth + 1)) return *o - *c;
  if (def->is(ir::OpCode::Maximum) || def->is(ir::OpCode::Minimum)) {
    auto a = offsetFrom(x, base, depth + 1), b = offsetFrom(y, base, depth + 1);
    if (a && b) return def->is(ir::OpCode::Maximum) ? std::max(*a, *b) : std::min(*a, *b);
  }
  return std::nullopt;
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
  const DataType* type = s.ev.universe().apply(c.StepRange, {s.ev.universe().typeValue(c.Int64), s.ev.universe().typeValue(c.Int64)});
  if (auto k = offsetFrom(stop, startValue)) {
    // a:s:a+k: the last element is a plus a host multiple of s, so the length stays a host value.
    int64_t q = *k / step;
    if (*k % step != 0 && ((*k < 0) != (step < 0))) --q;
    int64_t len = std::max<int64_t>(q + 1, 0);
    ir::Value* last = s.b.add(startValue, s.b.constantInt(E::I64, (len - 1) * step));
    return Value::object(type, new compiler::StructObject({call[1], call[2], s.scalar(last, c.Int64)}));
  }
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

bool isOneTo(Session& s, const Value& v) {
  const compiler::TypeName* name = v.type()->name;
  return name->name->view() == "OneTo" && name->module == s.ev.baseModule();
}

bool isStagedUnitRange(Session& s, const Value& v) {
  if (!v.isObject() || v.type()->name != s.ev.core().UnitRange) return false;
  const auto& f = v.as<compiler::StructObject>()->fields;
  return f.size() == 2 && (isStagedScalar(f[0]) || isStagedScalar(f[1]));
}

Value rangeLength(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedUnitRange(s, call[1])) return Value();
  const auto& f = call[1].as<compiler::StructObject>()->fields;
  // length(i:i+2) is a host 3: usable as a size.
  if (auto o = offsetFrom(s.valueOf(f[1], E::I64), s.valueOf(f[0], E::I64))) return s.ev.universe().int64(std::max<int64_t>(*o + 1, 0));
  ir::Value* n = s.b.add(s.b.subtract(s.valueOf(f[1], E::I64), s.valueOf(f[0], E::I64)), s.b.constantInt(E::I64, 1));
  return s.scalar(s.b.maximum(n, s.b.constantInt(E::I64, 0)), s.ev.core().Int64);
}

Value rangeStep(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedUnitRange(s, call[1])) return Value();
  return s.ev.universe().int64(1);
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

// collect(r) of a range with staged bounds (a:a+2): an iota, when its length is a host value; sum(r)
// is the sum of that vector.
Value collectStagedRange(Session& s, CallArgs& call) {
  if (call.size() != 2 || !call.keywords.empty() || !isStagedRange(s, call[1])) return Value();
  Value v = stagedRangeVector(s, call[1], call.span);
  if (!v.defined() || ruleKey(s.ev, call[0]) == "collect") return v;
  return s.ev.callFunction(call[0], {v}, call.span);
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

bool isStagedRange(Session& s, const Value& v) {
  if (!v.isObject() || !compiler::isSubtype(s.ev.universe(), v.type(), s.ev.core().AbstractRange->wrapper)) return false;
  auto* range = dynamic_cast<compiler::StructObject*>(v.obj());
  if (!range) return false;
  for (const Value& field : range->fields)
    if (isStagedScalar(field)) return true;
  return false;
}

int64_t unitRangeLength(Session& s, ir::Value* start, ir::Value* stop, SourceSpan span, const char* what) {
  if (auto o = offsetFrom(stop, start)) return std::max<int64_t>(*o + 1, 0);
  ir::Value* n = s.b.add(s.b.subtract(stop, start), s.b.constantInt(E::I64, 1));
  return std::max<int64_t>(s.requireInt(s.scalar(n, s.ev.core().Int64), span, what), 0);
}

namespace {

// The elements of an Int64 range with staged fields as first + (0..length-1) * step, the length a host
// value: a:b, a:s:b with a host step and b = a + k, and x .* r's StepRangeLen(ref, step, len, offset).
// False when the length is not known this way.
bool stagedBounds(Session& s, const Value& range, ir::Value*& first, ir::Value*& step, int64_t& length, SourceSpan span) {
  const compiler::CoreTypes& c = s.ev.core();
  const char* what = "the length of a range used as an array in staged code";
  const std::string_view family = range.type()->name->name->view();
  const auto& f = range.as<compiler::StructObject>()->fields;
  for (const Value& field : f)
    if (field.type() != c.Int64) return false;
  if (family == "UnitRange") {
    first = s.valueOf(f[0], E::I64);
    length = unitRangeLength(s, first, s.valueOf(f[1], E::I64), span, what);
    return true;
  }
  if (family == "StepRange" && !isStagedScalar(f[1]) && f[1].asInt() != 0) {
    // The stop is normalized (the last element): a host multiple of the step past the start.
    first = s.valueOf(f[0], E::I64);
    auto k = offsetFrom(s.valueOf(f[2], E::I64), first);
    if (!k) return false;
    length = std::max<int64_t>(*k / f[1].asInt() + 1, 0);
    step = s.b.constantInt(E::I64, f[1].asInt());
    return true;
  }
  if (family == "StepRangeLen") {  // element i is ref + (i - offset) * step
    first = s.valueOf(f[0], E::I64);
    step = s.valueOf(f[1], E::I64);
    length = std::max<int64_t>(s.requireInt(f[2], span, what), 0);
    int64_t offset = s.requireInt(f[3], span, "the offset of a range");
    if (offset != 1) first = s.b.add(first, s.b.multiply(step, s.b.constantInt(E::I64, 1 - offset)));
    return true;
  }
  return false;
}

}  // namespace

Value stagedRangeVector(Session& s, const Value& range, SourceSpan span) {
  const compiler::CoreTypes& c = s.ev.core();
  if (!range.isObject()) return Value();
  ir::Value* first = nullptr;
  ir::Value* step = nullptr;  // null: 1
  int64_t length = 0;
  Value host = range;
  if (isStagedRange(s, range) && !stagedBounds(s, range, first, step, length, span)) {
    // a:s:b with a staged step, OneTo(n): their fields must be host values.
    if (range.type()->name != c.StepRange && !isOneTo(s, range)) return Value();
    std::vector<Value> fields;
    for (const Value& field : range.as<compiler::StructObject>()->fields)
      fields.push_back(isStagedScalar(field) ? s.ev.universe().int64(s.requireInt(field, span, "the bounds of a range used as an array in staged code")) : field);
    host = Value::object(range.type(), new compiler::StructObject(std::move(fields)));
  }
  if (!first) {
    compiler::RangeView r;
    if (!compiler::viewRange(s.ev, host, r) || r.kind != compiler::RangeView::Kind::Integer || r.elementType != c.Int64)
      return Value();
    first = s.b.constantInt(E::I64, r.first);
    if (r.step != 1) step = s.b.constantInt(E::I64, r.step);
    length = r.length;
  }
  std::vector<int64_t> shape{length};
  ir::Value* v = s.b.iota(ir::Type::tensor(E::I64, shape), 0);
  if (step) v = s.b.multiply(v, s.b.broadcastInDim(step, shape, {}));
  v = s.b.add(v, s.b.broadcastInDim(first, shape, {}));
  return s.newArray(v, c.Int64);
}

void registerRangeRules(RuleTable& t) {
  t.add("identity", identityArray);
  t.add("iterate", iterateArray);
  t.add("getindex", hostOnlyIndex);
  t.add("Val", hostOnlyFirst);
  t.add(":", colon);
  t.add("length", rangeLength);
  t.add("first", rangeFirst);
  t.add("last", rangeLast);
  t.add("step", rangeStep);
  t.add("collect", collectStagedRange);
  t.add("sum", collectStagedRange);
}

}  // namespace juxla::staging
