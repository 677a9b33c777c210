// Ranges in host memory: the StepRangeLen, LinRange and TwicePrecision families (made here, next to
// the core's UnitRange and StepRange), reading any range's elements without collecting it, and the
// C++ methods for length, getindex, iterate, collect, first/last/step, sum and the arithmetic that
// keeps a range a range (`-r`, `r .+ x`, `x .* r`, `r ./ x`) as Julia's range.jl and
// twiceprecision.jl define them. Construction from floats is in builtins_array_float_ranges.cpp.
#include <cmath>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

__extension__ typedef __int128 Int128;

namespace {

TypeName* baseFamily(Evaluator& ev, const char* name) {
  const JType* t = ev.baseModule()->findOwn(intern(name))->value.asType();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  return static_cast<const DataType*>(t)->name;
}

bool isFamily(Evaluator& ev, const DataType* t, const char* name) {
  return t->name->module == ev.baseModule() && t->name->name->view() == name;
}

const DataType* twicePrecisionType(Evaluator& ev) {
  Universe& u = ev.universe();
  return u.apply(baseFamily(ev, "TwicePrecision"), {u.typeValue(ev.core().Float64)});
}

Value makeTwice(Evaluator& ev, TwicePrec x) {
  Universe& u = ev.universe();
  return Value::object(twicePrecisionType(ev), new StructObject({u.float64(x.hi), u.float64(x.lo)}));
}

TwicePrec readTwice(const Value& v) {
  const auto& f = v.as<StructObject>()->fields;
  return {f[0].asFloat64(), f[1].asFloat64()};
}

// The kind of arithmetic a plain StepRangeLen's reference and step need.
RangeView::Arith arithOf(Evaluator& ev, const Value& ref, const Value& step) {
  const CoreTypes& c = ev.core();
  if (ref.type() == c.Float64 || step.type() == c.Float64) return RangeView::Arith::Float64;
  if (ref.type() == c.Float32 || step.type() == c.Float32) return RangeView::Arith::Float32;
  return RangeView::Arith::Int;
}

double asDouble(Evaluator& ev, const Value& v) {
  return convertNumber(ev, ev.core().Float64, v, {}).asFloat64();
}

}  // namespace

// ---- reading ----

double RangeView::floatAt(int64_t i) const {
  switch (kind) {
    case Kind::Integer: return double(intAt(i));
    case Kind::TwicePrecision: {
      // unsafe_getindex: (0:len-1)*step.hi is exact, the rest is added in twice precision.
      double u = double(i - offset);
      double shiftHi = u * stepTp.hi, shiftLo = u * stepTp.lo;
      TwicePrec x = twiceAdd12(ref.hi, shiftHi);
      return x.hi + (x.lo + (shiftLo + ref.lo));
    }
    case Kind::Plain: {
      if (arith == Arith::Float32) {
        float u = float(i - offset);
        return double(float(ref.hi) + u * float(stepTp.hi));
      }
      return ref.hi + double(i - offset) * stepTp.hi;
    }
    case Kind::Lin: {
      double t = double(i - 1) / double(lendiv);
      return (1 - t) * start + t * stop;
    }
  }
  return 0;
}

Value RangeView::at(Evaluator& ev, int64_t i) const {
  const CoreTypes& c = ev.core();
  if (!isFloat()) {
    int64_t x = kind == Kind::Integer ? intAt(i) : first + (i - offset) * step;
    if (elementType == c.Int64) return ev.universe().int64(x);
    if (elementType == c.Char) return ev.universe().character(uint32_t(x));  // 'a':'e' counts code points
    return convertNumber(ev, elementType, ev.universe().int64(x), {});
  }
  double x = floatAt(i);
  if (elementType == c.Float64) return ev.universe().float64(x);
  if (elementType == c.Float32) return ev.universe().float32(float(x));
  return convertNumber(ev, elementType, ev.universe().float64(x), {});
}

bool viewRange(Evaluator& ev, const Value& v, RangeView& r) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (!v.isObject() || t->params.empty()) return false;
  if (t->name == c.UnitRange || t->name == c.StepRange) {
    const auto& f = v.as<StructObject>()->fields;
    const JType* et = t->params[0].asType();
    bool isChar = et == c.Char;
    if ((!isSubtype(ev.universe(), et, c.Integer) && !isChar) || et == c.UInt64) return false;
    r = RangeView();
    r.kind = RangeView::Kind::Integer;
    r.elementType = static_cast<const DataType*>(et);
    auto position = [&](const Value& x) { return isChar ? int64_t(x.asChar()) : x.asInt(); };
    r.first = position(f[0]);
    int64_t stop;
    if (t->name == c.UnitRange) {
      r.step = 1;
      stop = position(f[1]);
    } else {
      r.step = convertNumber(ev, c.Int64, f[1], {}).asInt();
      stop = position(f[2]);
    }
    Int128 n = (Int128(stop) - r.first) / r.step + 1;
    r.length = n < 0 ? 0 : int64_t(n);
    return true;
  }
  // Base.OneTo (prelude/arrays_indices.jl): 1:stop, its only field.
  if (isFamily(ev, t, "OneTo")) {
    const Value& stop = v.as<StructObject>()->fields[0];
    if (!stop.type()->isData() || stop.type() == c.UInt64 || !isSubtype(ev.universe(), stop.type(), c.Integer)) return false;
    r = RangeView();
    r.kind = RangeView::Kind::Integer;
    r.elementType = stop.type();
    r.first = 1;
    r.step = 1;
    r.length = std::max<int64_t>(stop.asInt(), 0);
    return true;
  }
  if (isFamily(ev, t, "StepRangeLen")) {
    const auto& f = v.as<StructObject>()->fields;
    const JType* et = t->params[0].asType();
    if (!et->isData() || !isSubtype(ev.universe(), et, c.Real)) return false;
    r = RangeView();
    r.elementType = static_cast<const DataType*>(et);
    r.length = f[2].asInt();
    r.offset = f[3].asInt();
    if (f[0].type()->name == baseFamily(ev, "TwicePrecision")) {
      r.kind = RangeView::Kind::TwicePrecision;
      r.ref = readTwice(f[0]);
      r.stepTp = readTwice(f[1]);
      return true;
    }
    r.kind = RangeView::Kind::Plain;
    r.arith = arithOf(ev, f[0], f[1]);
    if (r.arith == RangeView::Arith::Int) {
      r.first = convertNumber(ev, c.Int64, f[0], {}).asInt();
      r.step = convertNumber(ev, c.Int64, f[1], {}).asInt();
    } else {
      r.ref.hi = asDouble(ev, f[0]);
      r.stepTp.hi = asDouble(ev, f[1]);
    }
    return true;
  }
  if (isFamily(ev, t, "LinRange")) {
    const auto& f = v.as<StructObject>()->fields;
    const JType* et = t->params[0].asType();
    if (et != c.Float64 && et != c.Float32) return false;
    r = RangeView();
    r.kind = RangeView::Kind::Lin;
    r.elementType = static_cast<const DataType*>(et);
    r.start = asDouble(ev, f[0]);
    r.stop = asDouble(ev, f[1]);
    r.length = f[2].asInt();
    r.lendiv = f[3].asInt();
    return true;
  }
  return false;
}

bool isRange(Evaluator& ev, const Value& v) {
  RangeView r;
  return viewRange(ev, v, r);
}

Value collectRange(Evaluator& ev, const RangeView& r) {
  Value out = newArray(ev, r.elementType, {r.length});
  ArrayObject& a = arrayOf(out);
  const CoreTypes& c = ev.core();
  if (r.elementType == c.Float64) {
    auto* p = reinterpret_cast<double*>(a.storage->bytes.data());
    for (int64_t i = 0; i < r.length; ++i) p[i] = r.floatAt(i + 1);
  } else if (r.elementType == c.Int64 && !r.isFloat()) {
    auto* p = reinterpret_cast<int64_t*>(a.storage->bytes.data());
    for (int64_t i = 0; i < r.length; ++i) p[i] = r.kind == RangeView::Kind::Integer ? r.intAt(i + 1) : r.first + (i + 1 - r.offset) * r.step;
  } else {
    for (int64_t i = 0; i < r.length; ++i) arraySetExact(a, i, r.at(ev, i + 1));
  }
  return out;
}

// ---- making ranges ----

Value makeTwicePrecisionRange(Evaluator& ev, const DataType* elementType, TwicePrec ref, TwicePrec step, int64_t len,
                              int64_t offset) {
  Universe& u = ev.universe();
  const DataType* tp = twicePrecisionType(ev);
  const DataType* t = u.apply(baseFamily(ev, "StepRangeLen"),
                              {u.typeValue(elementType), u.typeValue(tp), u.typeValue(tp), u.typeValue(ev.core().Int64)});
  return Value::object(t, new StructObject({makeTwice(ev, ref), makeTwice(ev, step), u.int64(len), u.int64(offset)}));
}

Value makePlainStepRangeLen(Evaluator& ev, const DataType* elementType, const Value& ref, const Value& step, int64_t len,
                            int64_t offset) {
  Universe& u = ev.universe();
  const DataType* t = u.apply(baseFamily(ev, "StepRangeLen"), {u.typeValue(elementType), u.typeValue(ref.type()),
                                                              u.typeValue(step.type()), u.typeValue(ev.core().Int64)});
  return Value::object(t, new StructObject({ref, step, u.int64(len), u.int64(offset)}));
}

namespace {

// ---- methods ----

[[noreturn]] void rangeBoundsError(Evaluator& ev, const Value& range, const RangeView& r, const Value& index, frontend::SourceSpan span) {
  ev.raise("BoundsError", "attempt to access " + std::to_string(r.length) + "-element " + ev.universe().show(range.type()) +
                              " at index [" + ev.showValue(index) + "]", span);
}

Value builtinRangeLength(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  return ev.universe().int64(r.length);
}

// r[i], r[ranges] (a range again, as Julia gives), r[vector or mask or :] (a Vector).
Value builtinRangeGetindex(Evaluator& ev, CallArgs& call) {
  RangeView r;
  if (!viewRange(ev, call[1], r)) ev.raise("MethodError", "getindex over " + ev.universe().show(call[1].type()), call.span);
  if (call.size() != 3) {
    // r[i, 1, ...]: trailing ones are allowed, as for any vector.
    for (size_t k = 3; k < call.size(); ++k)
      if (call[k].type() != ev.core().Int64 || call[k].asInt() != 1) ev.raise("BoundsError", "attempt to access " + std::to_string(r.length) + "-element " + ev.universe().show(call[1].type()) + " at a position past its one dimension", call.span);
  }
  const Value& idx = call[2];
  const CoreTypes& c = ev.core();
  if (idx.type() == c.Bool) ev.raise("ArgumentError", "invalid index: " + ev.showValue(idx) + " of type Bool", call.span);
  if (idx.type()->isData() && isSubtype(ev.universe(), idx.type(), c.Integer)) {
    int64_t i = convertNumber(ev, c.Int64, idx, call.span).asInt();
    if (i < 1 || i > r.length) rangeBoundsError(ev, call[1], r, idx, call.span);
    return r.at(ev, i);
  }
  RangeView s;
  if (viewRange(ev, idx, s) && !s.isFloat() && s.elementType != c.Bool) {
    if (s.length > 0) {
      int64_t lo = std::min(s.intAt(1), s.intAt(s.length)), hi = std::max(s.intAt(1), s.intAt(s.length));
      if (lo < 1 || hi > r.length) rangeBoundsError(ev, call[1], r, idx, call.span);
    }
    return ev.callFunction(ev.baseFunction("__range_index_range"), {call[1], idx}, call.span);
  }
  Value collected = collectRange(ev, r);
  CallArgs get;
  get.span = call.span;
  get.args.push(ev.baseFunction("getindex"));
  get.args.push(collected);
  for (size_t k = 2; k < call.size(); ++k) get.args.push(call[k]);
  try {
    return ev.call(get);
  } catch (JuliaError& e) {
    if (e.typeName == "BoundsError") rangeBoundsError(ev, call[1], r, idx, call.span);
    throw;
  }
}

// StepRangeLen and LinRange indexed by an integer range: Julia's getindex(r, s::OrdinalRange).
Value builtinRangeIndexRange(Evaluator& ev, CallArgs& call) {
  RangeView r, s;
  viewRange(ev, call[1], r);
  viewRange(ev, call[2], s);
  Universe& u = ev.universe();
  if (r.kind == RangeView::Kind::Integer) {
    // range(start, stop) when both are unit ranges, else range(start, stop; step) (range.jl).
    int64_t start = r.first + (s.first - 1) * r.step;
    int64_t step = r.step * s.step;
    Value a = convertNumber(ev, r.elementType, u.int64(start), call.span);
    Value b = convertNumber(ev, r.elementType, u.int64(start + (s.length - 1) * step), call.span);
    if (call[2].type()->name == ev.core().UnitRange && call[1].type()->name == ev.core().UnitRange)
      return ev.callFunction(ev.baseFunction(":"), {a, b}, call.span);
    return ev.callFunction(ev.baseFunction(":"), {a, u.int64(step), b}, call.span);
  }
  if (r.kind == RangeView::Kind::Lin) {
    Value first = r.at(ev, s.length ? s.intAt(1) : 1);
    Value last = s.length ? r.at(ev, s.intAt(s.length)) : first;
    return ev.callFunction(u.typeValue(baseFamily(ev, "LinRange")->wrapper), {first, last, u.int64(s.length)}, call.span);
  }
  // Find the closest approach to the reference index.
  int64_t len = s.length;
  int64_t offset = std::max<int64_t>(std::min<int64_t>(1 + int64_t(std::nearbyint(double(r.offset - s.first) / double(s.step))), std::max<int64_t>(len, 1)), 1);
  int64_t at = s.first + (offset - 1) * s.step;
  if (r.kind == RangeView::Kind::TwicePrecision) {
    double uu = double(at - r.offset);
    TwicePrec x = twiceAdd12(r.ref.hi, uu * r.stepTp.hi);
    x = twiceAdd12(x.hi, x.lo + (uu * r.stepTp.lo + r.ref.lo));
    return makeTwicePrecisionRange(ev, r.elementType, x, twiceTimesInteger(r.stepTp, s.step), len, offset);
  }
  if (r.arith == RangeView::Arith::Int)
    return makePlainStepRangeLen(ev, r.elementType, u.int64(r.first + (at - r.offset) * r.step), u.int64(r.step * s.step), len, offset);
  Value ref = u.float64(r.ref.hi + double(at - r.offset) * r.stepTp.hi), step = u.float64(r.stepTp.hi * double(s.step));
  if (r.arith == RangeView::Arith::Float32) {
    ref = u.float32(float(r.ref.hi) + float(at - r.offset) * float(r.stepTp.hi));
    step = u.float32(float(r.stepTp.hi) * float(s.step));
  }
  return makePlainStepRangeLen(ev, r.elementType, ref, step, len, offset);
}

// iterate(r[, i]): the state is the index of the element last returned.
Value builtinRangeIterate(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  int64_t i = call.size() > 2 ? call[2].asInt() + 1 : 1;
  if (i > r.length) return ev.universe().nothing();
  return makeTuple(ev, {r.at(ev, i), ev.universe().int64(i)});
}

Value builtinRangeCollect(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  return collectRange(ev, r);
}

Value builtinRangeFirst(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  if (r.kind == RangeView::Kind::Lin) return call[1].as<StructObject>()->fields[0];
  if (r.kind == RangeView::Kind::Integer) return call[1].as<StructObject>()->fields[0];
  return r.at(ev, 1);
}

Value builtinRangeLast(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  const auto& f = call[1].as<StructObject>()->fields;
  if (r.kind == RangeView::Kind::Lin) return f[1];
  if (r.kind == RangeView::Kind::Integer) return f.back();
  return r.at(ev, r.length);
}

// step(r): T(r.step) for float StepRangeLens, (stop - start)/lendiv for LinRange.
Value builtinRangeStep(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  Universe& u = ev.universe();
  const auto& f = call[1].as<StructObject>()->fields;
  switch (r.kind) {
    case RangeView::Kind::Integer:
      return call[1].type()->name == ev.core().UnitRange ? convertNumber(ev, r.elementType, u.int64(1), call.span) : f[1];
    case RangeView::Kind::TwicePrecision: {
      double s = r.stepTp.hi + r.stepTp.lo;
      return r.elementType == ev.core().Float32 ? u.float32(float(s)) : convertNumber(ev, r.elementType, u.float64(s), call.span);
    }
    case RangeView::Kind::Plain:
      return r.isFloat() ? convertNumber(ev, r.elementType, f[1], call.span) : f[1];
    case RangeView::Kind::Lin: {
      double s = (r.stop - r.start) / double(r.lendiv);
      return r.elementType == ev.core().Float32 ? u.float32(float((f[1].asFloat32() - f[0].asFloat32()) / float(r.lendiv)))
                                                : u.float64(s);
    }
  }
  return u.nothing();
}

// sum(r): closed forms (range.jl for ordinal and LinRange, twiceprecision.jl for StepRangeLen).
Value builtinRangeSum(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  Universe& u = ev.universe();
  int64_t l = r.length;
  if (!r.isFloat()) {
    int64_t first = r.kind == RangeView::Kind::Integer ? r.first : r.first + (1 - r.offset) * r.step;
    uint64_t s = uint64_t(l) * uint64_t(first) +
                 (l % 2 == 0 ? uint64_t(r.step) * uint64_t(l - 1) * uint64_t(l >> 1) : uint64_t(r.step) * uint64_t(l) * uint64_t((l - 1) >> 1));
    return u.int64(int64_t(s));  // small integer types widen to Int, as l * first(r) does
  }
  if (r.kind == RangeView::Kind::TwicePrecision) {
    int64_t np = l - r.offset, nn = r.offset - 1;
    auto sumpair = [](int64_t n) { return n % 2 == 0 ? std::pair<int64_t, int64_t>{n + 1, n >> 1} : std::pair<int64_t, int64_t>{n, (n + 1) >> 1}; };
    auto [p1, p2] = sumpair(np);
    auto [n1, n2] = sumpair(nn);
    TwicePrec tp = twiceTimesInteger(twiceTimesInteger(r.stepTp, p1), p2);
    TwicePrec tn = twiceTimesInteger(twiceTimesInteger(r.stepTp, n1), n2);
    TwicePrec s = twiceAdd12(tp.hi, -tn.hi);
    s.lo += tp.lo - tn.lo;
    TwicePrec ref = twiceTimesInteger(r.ref, l);
    TwicePrec sm = twiceAdd12(s.hi, ref.hi);
    double total = twiceAdd12(sm.hi, sm.lo + ref.lo).hi;
    return r.elementType == ev.core().Float32 ? u.float32(float(total)) : u.float64(total);
  }
  if (r.kind == RangeView::Kind::Plain) {
    // s = step * Δn, ref * l, converted to T.
    int64_t np = l - r.offset, nn = r.offset - 1;
    auto tri = [](int64_t n) { return Int128(n) * (n + 1) / 2; };
    double s = r.stepTp.hi * double(tri(np) - tri(nn));
    double total = s + r.ref.hi * double(l);
    return r.elementType == ev.core().Float32 ? u.float32(float(total)) : u.float64(total);
  }
  // LinRange: l * first + step * ...
  Value first = builtinRangeFirst(ev, call), step = builtinRangeStep(ev, call);
  const Value& mul = ev.baseFunction("*");
  const Value& add = ev.baseFunction("+");
  Value a = ev.callFunction(mul, {u.int64(l), first});
  Value b = l % 2 == 0 ? ev.callFunction(mul, {ev.callFunction(mul, {step, u.int64(l - 1)}), u.int64(l >> 1)})
                       : ev.callFunction(mul, {ev.callFunction(mul, {step, u.int64(l)}), u.int64((l - 1) >> 1)});
  return ev.callFunction(add, {a, b});
}

// reverse(r) for StepRangeLen: the same reference, negated step, mirrored offset.
Value builtinStepRangeLenReverse(Evaluator& ev, CallArgs& call) {
  RangeView r;
  viewRange(ev, call[1], r);
  const auto& f = call[1].as<StructObject>()->fields;
  int64_t offset = r.length == 0 ? r.offset : r.length - r.offset + 1;
  Universe& u = ev.universe();
  if (r.kind == RangeView::Kind::TwicePrecision)
    return makeTwicePrecisionRange(ev, r.elementType, r.ref, {-r.stepTp.hi, -r.stepTp.lo}, r.length, offset);
  Value step = ev.callFunction(ev.baseFunction("-"), {f[1]}, call.span);
  auto* o = new StructObject({f[0], step, u.int64(r.length), u.int64(offset)});
  return Value::object(call[1].type(), o);
}

// Arithmetic on StepRangeLen that keeps a range: __srl_op(op, r, x) for r op x (and x op r when
// `flipped`), Julia's broadcasted(::typeof(op), r::StepRangeLen, x::Number) methods.
Value builtinStepRangeLenArith(Evaluator& ev, CallArgs& call) {
  std::string_view op = call[1].asSymbol()->view();
  // :mul and :div are `x * r` and `r / x` outside broadcasting: the step is then re-split.
  bool truncateStep = op == "mul" || op == "div";
  if (op == "mul") op = "*";
  if (op == "div") op = "/";
  const Value& rv = call[2];
  const Value& x = call[3];
  bool flipped = call.size() > 4 && call[4].asBool();
  RangeView r;
  viewRange(ev, rv, r);
  const auto& f = rv.as<StructObject>()->fields;
  Universe& u = ev.universe();
  const Value& fn = ev.baseFunction(op == "neg" ? "-" : op);
  // The element type: typeof(T(r.ref) op x).
  Value firstT = r.at(ev, std::max<int64_t>(1, std::min(r.length, r.offset)));
  const DataType* et = r.elementType;
  if (op != "neg") et = (flipped ? ev.callFunction(fn, {x, firstT}) : ev.callFunction(fn, {firstT, x})).type();
  if (r.kind == RangeView::Kind::TwicePrecision && (et == ev.core().Float64 || et == ev.core().Float32)) {
    TwicePrec ref = r.ref, step = r.stepTp;
    bool integer = x.type()->isData() && isSubtype(u, x.type(), ev.core().Integer);
    double xd = op == "neg" ? 0.0 : asDouble(ev, x);
    if (op == "neg") {
      ref = {-ref.hi, -ref.lo};
      step = {-step.hi, -step.lo};
    } else if (op == "+") {
      ref = twicePlus(ref, xd);
    } else if (op == "-") {
      ref = flipped ? twicePlus(TwicePrec{-ref.hi, -ref.lo}, xd) : twicePlus(ref, -xd);
      if (flipped) step = {-step.hi, -step.lo};
    } else if (op == "*") {
      ref = integer ? twiceTimesInteger(ref, x.asInt()) : twiceTimes(ref, xd);
      step = integer ? twiceTimesInteger(step, x.asInt()) : twiceTimes(step, xd);
    } else if (op == "/") {
      ref = twiceDivide(ref, xd);
      step = twiceDivide(step, xd);
    }
    if (truncateStep) step = twiceTruncate(step, rangeNbitslen(et == ev.core().Float64, r.length, r.offset));
    return makeTwicePrecisionRange(ev, et, ref, step, r.length, r.offset);
  }
  // Plain reference and step: the same operations on the stored values.
  Value ref = f[0], step = f[1];
  const Value& neg = ev.baseFunction("-");
  if (op == "neg") {
    ref = ev.callFunction(neg, {ref});
    step = ev.callFunction(neg, {step});
  } else if (op == "+" || (op == "-" && !flipped)) {
    ref = ev.callFunction(fn, {ref, x});
  } else if (op == "-") {
    ref = ev.callFunction(fn, {x, ref});
    step = ev.callFunction(neg, {step});
  } else {
    ref = flipped ? ev.callFunction(fn, {x, ref}) : ev.callFunction(fn, {ref, x});
    step = flipped ? ev.callFunction(fn, {x, step}) : ev.callFunction(fn, {step, x});
  }
  return makePlainStepRangeLen(ev, et, ref, step, r.length, r.offset);
}

// r1 + r2 for twice-precision StepRangeLens of one length (twiceprecision.jl).
Value builtinStepRangeLenAdd(Evaluator& ev, CallArgs& call) {
  RangeView a, b;
  viewRange(ev, call[1], a);
  viewRange(ev, call[2], b);
  if (a.length != b.length)
    ev.raise("DimensionMismatch", "argument dimensions must match: length of r1 is " + std::to_string(a.length) +
                                      ", length of r2 is " + std::to_string(b.length), call.span);
  int64_t imid;
  TwicePrec ref;
  if (a.offset == b.offset) {
    imid = a.offset;
    ref = twicePlus(a.ref, b.ref);
  } else {
    imid = int64_t(std::nearbyint(double(a.offset + b.offset) / 2));
    auto hiprec = [&](const RangeView& r) {
      double uu = double(imid - r.offset);
      TwicePrec x = twiceAdd12(r.ref.hi, uu * r.stepTp.hi);
      return twiceAdd12(x.hi, x.lo + (uu * r.stepTp.lo + r.ref.lo));
    };
    ref = twicePlus(hiprec(a), hiprec(b));
  }
  TwicePrec step = twiceTruncate(twicePlus(a.stepTp, b.stepTp), rangeNbitslen(a.elementType == ev.core().Float64, a.length, imid));
  return makeTwicePrecisionRange(ev, a.elementType, ref, step, a.length, imid);
}

// StepRangeLen(ref, step, len[, offset]) with plain numbers.
Value builtinStepRangeLenNew(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  int64_t len = convertNumber(ev, c.Int64, call[3], call.span).asInt();
  int64_t offset = call.size() > 4 ? convertNumber(ev, c.Int64, call[4], call.span).asInt() : 1;
  if (len < 0) ev.raise("ArgumentError", "length cannot be negative, got " + std::to_string(len), call.span);
  if (offset < 1 || offset > std::max<int64_t>(1, len))
    ev.raise("ArgumentError", "StepRangeLen: offset must be in [1," + std::to_string(len) + "], got " + std::to_string(offset), call.span);
  if (!isSubtype(ev.universe(), call[1].type(), c.Real) || !isSubtype(ev.universe(), call[2].type(), c.Real))
    ev.raise("MethodError", "StepRangeLen of " + ev.universe().show(call[1].type()) + " values is not supported (real numbers only)", call.span);
  Value zeroStep = ev.callFunction(ev.baseFunction("zero"), {call[2]});
  const DataType* t = ev.callFunction(ev.baseFunction("+"), {call[1], zeroStep}).type();
  return makePlainStepRangeLen(ev, t, call[1], call[2], len, offset);
}

// LinRange(start, stop, len): T = typeof((stop - start) / len).
Value builtinLinRangeNew(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  int64_t len = convertNumber(ev, c.Int64, call[3], call.span).asInt();
  Value quotient = ev.callFunction(ev.baseFunction("/"), {ev.callFunction(ev.baseFunction("-"), {call[2], call[1]}), u.int64(len)});
  const DataType* t = quotient.type();
  if (t != c.Float64 && t != c.Float32)
    ev.raise("MethodError", "LinRange over " + u.show(t) + " is not supported (Float64 and Float32 only)", call.span);
  Value start = convertNumber(ev, t, call[1], call.span), stop = convertNumber(ev, t, call[2], call.span);
  std::string args = "range(" + ev.showValue(start) + ", stop=" + ev.showValue(stop) + ", length=" + std::to_string(len) + ")";
  if (len < 0) ev.raise("ArgumentError", args + ": negative length", call.span);
  int64_t lendiv = std::max<int64_t>(len - 1, 1);
  if (len == 1) {
    if (ev.showValue(start) != ev.showValue(stop) && asDouble(ev, start) != asDouble(ev, stop))
      ev.raise("ArgumentError", args + ": endpoints differ", call.span);
    lendiv = 1;
  }
  const DataType* type = u.apply(baseFamily(ev, "LinRange"), {u.typeValue(t), u.typeValue(c.Int64)});
  return Value::object(type, new StructObject({start, stop, u.int64(len), u.int64(lendiv)}));
}

// A family of Base made here: `params` are its type variables, `super` and `fields` mention them.
TypeName* defineFamily(Evaluator& ev, const char* name, std::vector<const TypeVar*> params, const JType* super,
                       std::vector<const char*> fieldNames, std::vector<const JType*> fieldTypes, bool isAbstract,
                       bool exported) {
  Universe& u = ev.universe();
  TypeName* tn = u.newTypeName(intern(name), ev.baseModule(), params);
  tn->isAbstract = isAbstract;
  std::vector<const SymbolName*> names;
  for (const char* f : fieldNames) names.push_back(intern(f));
  u.defineTypeName(tn, super, names, fieldTypes);
  ev.tableFor(tn);
  Binding* b = ev.baseModule()->binding(intern(name));
  b->value = u.typeValue(tn->wrapper);
  b->isConst = true;
  b->exported = exported;
  return tn;
}

}  // namespace

void registerRangeBuiltins(Evaluator& ev) {
  Universe& u = ev.universe();
  const CoreTypes& c = ev.core();
  Module* base = ev.baseModule();
  const JType* any = c.Any;
  auto var = [&](const char* n, const JType* upper = nullptr) { return u.typeVar(intern(n), nullptr, upper); };
  // AbstractRange{T} <: AbstractVector{T} is the core's (types.cpp), above UnitRange and StepRange.
  TypeName* abstractRange = c.AbstractRange;
  const TypeVar* T2 = var("T");
  defineFamily(ev, "TwicePrecision", {T2}, any, {"hi", "lo"}, {T2, T2}, false, false);
  const TypeVar *T3 = var("T"), *R = var("R"), *S = var("S"), *L = var("L", c.Integer);
  TypeName* srl = defineFamily(ev, "StepRangeLen", {T3, R, S, L}, u.apply(abstractRange, {u.typeValue(T3)}),
                               {"ref", "step", "len", "offset"}, {R, S, L, L}, false, true);
  const TypeVar *T4 = var("T"), *L2 = var("L", c.Integer);
  TypeName* lin = defineFamily(ev, "LinRange", {T4, L2}, u.apply(abstractRange, {u.typeValue(T4)}),
                               {"start", "stop", "len", "lendiv"}, {T4, T4, L2, L2}, false, true);

  const JType* unitRange = c.UnitRange->wrapper;
  const JType* stepRange = c.StepRange->wrapper;
  for (const JType* r : {unitRange, stepRange, srl->wrapper, lin->wrapper}) {
    ev.defineBuiltin(base, "length", {r}, builtinRangeLength);
    ev.defineBuiltin(base, "getindex", {r, any}, builtinRangeGetindex, true);
    ev.defineBuiltin(base, "iterate", {r}, builtinRangeIterate);
    ev.defineBuiltin(base, "iterate", {r, any}, builtinRangeIterate);
    ev.defineBuiltin(base, "collect", {r}, builtinRangeCollect);
    ev.defineBuiltin(base, "first", {r}, builtinRangeFirst);
    ev.defineBuiltin(base, "last", {r}, builtinRangeLast);
    ev.defineBuiltin(base, "step", {r}, builtinRangeStep);
    ev.defineBuiltin(base, "sum", {r}, builtinRangeSum);
  }
  ev.defineBuiltin(base, "__range_index_range", {any, any}, builtinRangeIndexRange);
  ev.defineBuiltin(base, "reverse", {srl->wrapper}, builtinStepRangeLenReverse);
  ev.defineBuiltin(base, "__srl_op", {c.Symbol, any, any}, builtinStepRangeLenArith, true);
  ev.defineBuiltin(base, "__srl_add", {any, any}, builtinStepRangeLenAdd);
  defineTypeBuiltin(ev, srl->wrapper, {any, any, any}, builtinStepRangeLenNew, true);
  defineTypeBuiltin(ev, lin->wrapper, {any, any, any}, builtinLinRangeNew);
  registerFloatRangeBuiltins(ev);
}

}  // namespace juxla::compiler
