// What a number is and its type's limits (base/float.jl, base/int.jl, base/number.jl): typemax,
// typemin, eps, floatmax, floatmin, maxintfloat, nextfloat/prevfloat, the predicates (isnan,
// isinteger, iseven, signbit, ...), sign and magnitude (abs, sign, copysign, flipsign), float,
// widen, precision, exponent/significand/frexp/ldexp, and Char <-> integer conversions.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

// The kind of a number argument, or of a type argument (typemax(Int8) and typemax(x) alike).
Num kindOfArg(Evaluator& ev, const Value& v) {
  return isTypeValue(ev, v) ? numOfType(ev.core(), v.asType()) : numOf(ev.core(), v.type());
}

Value floatFromBits(Evaluator& ev, Num t, uint64_t bits) { return Value::bits(typeOfNum(ev.core(), t), bits); }

uint64_t bitsOfFloat(const Value& v, Num t) {
  return t == Num::Float64 ? v.rawBits() : t == Num::Float32 ? (v.rawBits() & 0xffffffffu) : (v.rawBits() & 0xffffu);
}

template <bool kMax>
Value typeLimit(Evaluator& ev, CallArgs& call) {
  Num t = kindOfArg(ev, call[1]);
  if (t == Num::None) raiseNoMethod(ev, call);
  if (isFloatNum(t)) return fromDouble(ev, t, kMax ? INFINITY : -INFINITY);
  if (t == Num::Bool) return ev.universe().boolean(kMax);
  int w = bitsOf(t);
  if (isUnsignedNum(t)) return fromInt(ev, t, kMax ? ~uint64_t(0) : 0);
  return fromInt(ev, t, kMax ? (~uint64_t(0) >> (65 - w)) : (uint64_t(1) << (w - 1)));
}

Num floatKindArg(Evaluator& ev, CallArgs& call, size_t i) {
  Num t = kindOfArg(ev, call[i]);
  if (!isFloatNum(t)) raiseNoMethod(ev, call);
  return t;
}

// eps(), eps(T), eps(x): the gap at 1.0, or at x (Julia toggles x's last bit and subtracts).
Value eps(Evaluator& ev, CallArgs& call) {
  if (call.size() == 1) return ev.universe().float64(0x1p-52);
  Num t = floatKindArg(ev, call, 1);
  int p = t == Num::Float64 ? 52 : t == Num::Float32 ? 23 : 10;
  if (isTypeValue(ev, call[1])) return fromDouble(ev, t, std::ldexp(1.0, -p));
  Value y = floatFromBits(ev, t, bitsOfFloat(call[1], t) ^ 1);
  return fromDouble(ev, t, std::fabs(toDouble(call[1], t) - toDouble(y, t)));
}

enum class Limit { FloatMax, FloatMin, MaxIntFloat };

template <Limit k>
Value floatLimit(Evaluator& ev, CallArgs& call) {
  Num t = call.size() == 1 ? Num::Float64 : floatKindArg(ev, call, 1);
  const FloatSemantics& s = semanticsOf(formatOf(t));
  if (k == Limit::FloatMin) return fromDouble(ev, t, std::ldexp(1.0, s.minExponent));
  if (k == Limit::MaxIntFloat) return fromDouble(ev, t, std::ldexp(1.0, s.precision));
  return fromDouble(ev, t, std::ldexp(2.0 - std::ldexp(1.0, 1 - s.precision), s.maxExponent));
}

// nextfloat(x, n) as base/float.jl: steps in the sign-magnitude order of the bit patterns.
Value nextFloatBy(Evaluator& ev, Num t, const Value& x, int64_t d) {
  double v = toDouble(x, t);
  if (std::isnan(v)) return x;
  int w = bitsOf(t);
  uint64_t sign = uint64_t(1) << (w - 1);
  uint64_t fumax = bitsOfFloat(fromDouble(ev, t, INFINITY), t);
  uint64_t fi = bitsOfFloat(x, t);
  bool fneg = (fi & sign) != 0;
  uint64_t fu = fi & ~sign;
  bool dneg = d < 0;
  uint64_t du = dneg ? uint64_t(0) - uint64_t(d) : uint64_t(d);
  if (du > fumax) {
    fneg = dneg;
    fu = fumax;
  } else if (fneg != dneg) {
    if (du > fu) {
      fu = std::min(fumax, du - fu);
      fneg = !fneg;
    } else {
      fu -= du;
    }
  } else {
    fu = fumax - fu < du ? fumax : fu + du;
  }
  return floatFromBits(ev, t, fneg ? (fu | sign) : fu);
}

template <int kDirection>
Value nextFloat(Evaluator& ev, CallArgs& call) {
  Num t = floatKindArg(ev, call, 1);
  int64_t n = 1;
  if (call.size() > 2) {
    Num nk = numOf(ev.core(), call[2].type());
    if (!isIntNum(nk)) raiseNoMethod(ev, call);
    n = call[2].asInt();
  }
  return nextFloatBy(ev, t, call[1], kDirection * n);
}

enum class Pred { IsNaN, IsInf, IsFinite, IsZero, IsOne, IsEven, IsOdd, IsInteger, SignBit, IsSubnormal };

template <Pred p>
Value predicate(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (n == Num::None) {
    Value f = floatOfNonPrimitive(ev, call[1], call.span);
    if (!f.defined()) raiseNoMethod(ev, call);
    CallArgs again;
    again.span = call.span;
    again.args.push(call[0]);
    again.args.push(f);
    return predicate<p>(ev, again);
  }
  bool r = false;
  if (isFloatNum(n)) {
    double x = toDouble(call[1], n);
    double maxInt = std::ldexp(1.0, semanticsOf(formatOf(n)).precision);
    bool integral = std::isfinite(x) && x == std::trunc(x);
    switch (p) {
      case Pred::IsNaN: r = std::isnan(x); break;
      case Pred::IsInf: r = std::isinf(x); break;
      case Pred::IsFinite: r = std::isfinite(x); break;
      case Pred::IsZero: r = x == 0; break;
      case Pred::IsOne: r = x == 1; break;
      case Pred::IsInteger: r = integral; break;
      case Pred::SignBit: r = std::signbit(x); break;
      case Pred::IsSubnormal: r = x != 0 && std::fabs(x) < std::ldexp(1.0, semanticsOf(formatOf(n)).minExponent); break;
      case Pred::IsEven: r = integral && (std::fabs(x) > maxInt || std::fmod(x, 2.0) == 0); break;
      case Pred::IsOdd: r = integral && std::fabs(x) <= maxInt && std::fmod(x, 2.0) != 0; break;
    }
    return ev.universe().boolean(r);
  }
  uint64_t u = call[1].rawBits();
  switch (p) {
    case Pred::IsFinite: case Pred::IsInteger: r = true; break;
    case Pred::IsZero: r = u == 0; break;
    case Pred::IsOne: r = u == 1; break;
    case Pred::IsEven: r = (u & 1) == 0; break;
    case Pred::IsOdd: r = (u & 1) != 0; break;
    case Pred::SignBit: r = isSignedNum(n) && call[1].asInt() < 0; break;
    default: r = false; break;
  }
  return ev.universe().boolean(r);
}

Value primitiveArg(Evaluator& ev, CallArgs& call, size_t i, Num& n) {
  n = numOf(ev.core(), call[i].type());
  if (n != Num::None) return call[i];
  Value f = floatOfNonPrimitive(ev, call[i], call.span);
  if (!f.defined()) raiseNoMethod(ev, call);
  n = numOf(ev.core(), f.type());
  return f;
}

Value absValue(Evaluator& ev, CallArgs& call) {
  Num n;
  Value x = primitiveArg(ev, call, 1, n);
  if (isFloatNum(n)) return fromDouble(ev, n, std::fabs(toDouble(x, n)));
  if (isSignedNum(n) && x.asInt() < 0) return fromInt(ev, n, uint64_t(0) - x.rawBits());  // abs(typemin) wraps
  return x;
}

Value abs2Value(Evaluator& ev, CallArgs& call) {
  Num n;
  Value x = primitiveArg(ev, call, 1, n);
  if (isFloatNum(n)) {
    double d = toDouble(x, n);
    return fromDouble(ev, n, d * d);
  }
  if (n == Num::Bool) return x;
  return fromInt(ev, n, x.rawBits() * x.rawBits());
}

// sign(x): -1, 0 or 1 in x's type; sign(-0.0) is -0.0 and sign(NaN) is NaN.
Value signValue(Evaluator& ev, CallArgs& call) {
  Num n;
  Value x = primitiveArg(ev, call, 1, n);
  if (isFloatNum(n)) {
    double d = toDouble(x, n);
    return d < 0 ? fromDouble(ev, n, -1.0) : d > 0 ? fromDouble(ev, n, 1.0) : x;
  }
  if (n == Num::Bool) return x;
  if (isUnsignedNum(n)) return fromInt(ev, n, x.rawBits() != 0);
  int64_t v = x.asInt();
  return fromInt(ev, n, uint64_t(v < 0 ? -1 : v > 0 ? 1 : 0));
}

bool signBitOf(const Value& v, Num n) {
  if (isFloatNum(n)) return std::signbit(toDouble(v, n));
  return isSignedNum(n) && v.asInt() < 0;
}

// copysign(x, y) and flipsign(x, y): the result has x's type.
template <bool kCopy>
Value signTransfer(Evaluator& ev, CallArgs& call) {
  Num nx, ny;
  Value x = primitiveArg(ev, call, 1, nx);
  Value y = primitiveArg(ev, call, 2, ny);
  bool flip = kCopy ? signBitOf(x, nx) != signBitOf(y, ny) : signBitOf(y, ny);
  if (!flip) return x;
  if (isFloatNum(nx)) return fromDouble(ev, nx, -toDouble(x, nx));
  if (nx == Num::Bool) return ev.universe().int64(-int64_t(x.asBool()));
  return fromInt(ev, nx, uint64_t(0) - x.rawBits());
}

// float(x) and float(T): integers become Float64, floats stay.
Value floatOf(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  if (isTypeValue(ev, call[1])) {
    Num t = numOfType(c, call[1].asType());
    if (t == Num::None) raiseNoMethod(ev, call);
    return ev.universe().typeValue(isFloatNum(t) ? typeOfNum(c, t) : c.Float64);
  }
  // Non-primitive numbers (π) have their own float methods in Julia; none here means no method.
  Num n = numOf(c, call[1].type());
  if (n == Num::None) raiseNoMethod(ev, call);
  return isFloatNum(n) ? call[1] : castNum(ev, call[1], n, Num::Float64);
}

Value widen(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  bool isType = isTypeValue(ev, call[1]);
  Num n = kindOfArg(ev, call[1]);
  Num w = Num::None;
  switch (n) {
    case Num::Int8: w = Num::Int16; break;
    case Num::Int16: w = Num::Int32; break;
    case Num::Int32: w = Num::Int64; break;
    case Num::UInt8: w = Num::UInt16; break;
    case Num::UInt16: w = Num::UInt32; break;
    case Num::UInt32: w = Num::UInt64; break;
    case Num::Float16: w = Num::Float32; break;
    case Num::Float32: w = Num::Float64; break;
    case Num::Int64: case Num::UInt64: case Num::Float64:
      ev.raise("UnsupportedError",
               "widen(" + ev.universe().show(typeOfNum(c, n)) + ") is " +
                   (n == Num::Float64 ? "BigFloat" : n == Num::Int64 ? "Int128" : "UInt128") + ", which juxla does not support",
               call.span);
    default: raiseNoMethod(ev, call);
  }
  if (isType) return ev.universe().typeValue(typeOfNum(c, w));
  return castNum(ev, call[1], n, w);
}

Value precision(Evaluator& ev, CallArgs& call) {
  Num t = floatKindArg(ev, call, 1);
  return ev.universe().int64(semanticsOf(formatOf(t)).precision);
}

// exponent(x), significand(x), frexp(x), ldexp(x, n) for floats (integers through Float64).
Num floatValueArg(Evaluator& ev, CallArgs& call, Value& x) {
  Num n;
  x = primitiveArg(ev, call, 1, n);
  if (!isFloatNum(n)) {
    x = castNum(ev, x, n, Num::Float64);
    n = Num::Float64;
  }
  return n;
}

Value exponentOf(Evaluator& ev, CallArgs& call) {
  Value x;
  Num n = floatValueArg(ev, call, x);
  double d = toDouble(x, n);
  if (!std::isfinite(d)) raiseDomain(ev, x, "Cannot be NaN or Inf.", call.span);
  if (d == 0) raiseDomain(ev, x, "Cannot be ±0.0.", call.span);
  return ev.universe().int64(std::ilogb(d));
}

Value significandOf(Evaluator& ev, CallArgs& call) {
  Value x;
  Num n = floatValueArg(ev, call, x);
  double d = toDouble(x, n);
  if (!std::isfinite(d) || d == 0) return x;
  return fromDouble(ev, n, std::ldexp(d, -std::ilogb(d)));
}

Value frexpOf(Evaluator& ev, CallArgs& call) {
  Value x;
  Num n = floatValueArg(ev, call, x);
  double d = toDouble(x, n);
  if (!std::isfinite(d) || d == 0) return makeTuple(ev, {x, ev.universe().int64(0)});
  int e = 0;
  double f = std::frexp(d, &e);
  return makeTuple(ev, {fromDouble(ev, n, f), ev.universe().int64(e)});
}

Value ldexpOf(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type()), k = numOf(ev.core(), call[2].type());
  if (!isFloatNum(n) || !isIntNum(k)) raiseNoMethod(ev, call);
  int64_t e = std::clamp<int64_t>(call[2].asInt(), -100000, 100000);
  return fromDouble(ev, n, std::ldexp(toDouble(call[1], n), int(e)));
}

// Int('a') is 97, UInt8('a') is 0x61, Char(97) is 'a'.
Value integerOfChar(Evaluator& ev, CallArgs& call) {
  const DataType* to = static_cast<const DataType*>(call[0].asType());
  Value cp = fromInt(ev, Num::UInt32, call[1].asChar());
  Value v = convertNumber(ev, to, cp, call.span);
  if (!v.defined()) raiseNoMethod(ev, call);
  return v;
}

Value charOfInteger(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (call[1].type() == ev.core().Char) return call[1];
  if (!isIntNum(n)) raiseNoMethod(ev, call);
  Value u = convertNumber(ev, ev.core().UInt32, call[1], call.span);
  return ev.universe().character(uint32_t(u.rawBits()));
}

// sizeof(Int32) == 4, sizeof(1.0) == 8: the bytes of a primitive number type or value.
Value sizeOfNumber(Evaluator& ev, CallArgs& call) {
  Num t = kindOfArg(ev, call[1]);
  if (t == Num::None) raiseNoMethod(ev, call);
  return ev.universe().int64(bitsOf(t) / 8);
}

}  // namespace

void registerNumTraitBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* any = c.Any;
  const JType* num = c.Number;
  ev.defineBuiltin(base, "typemax", {any}, typeLimit<true>);
  ev.defineBuiltin(base, "typemin", {any}, typeLimit<false>);
  ev.defineBuiltin(base, "eps", {}, eps);
  ev.defineBuiltin(base, "eps", {any}, eps);
  for (const char* name : {"floatmax", "floatmin", "maxintfloat"}) {
    BuiltinFn fn = std::string(name) == "floatmax"   ? floatLimit<Limit::FloatMax>
                   : std::string(name) == "floatmin" ? floatLimit<Limit::FloatMin>
                                                     : floatLimit<Limit::MaxIntFloat>;
    ev.defineBuiltin(base, name, {}, fn);
    ev.defineBuiltin(base, name, {any}, fn);
  }
  ev.defineBuiltin(base, "nextfloat", {num}, nextFloat<1>);
  ev.defineBuiltin(base, "nextfloat", {num, num}, nextFloat<1>);
  ev.defineBuiltin(base, "prevfloat", {num}, nextFloat<-1>);
  ev.defineBuiltin(base, "prevfloat", {num, num}, nextFloat<-1>);
  ev.defineBuiltin(base, "isnan", {num}, predicate<Pred::IsNaN>);
  ev.defineBuiltin(base, "isinf", {num}, predicate<Pred::IsInf>);
  ev.defineBuiltin(base, "isfinite", {num}, predicate<Pred::IsFinite>);
  ev.defineBuiltin(base, "iszero", {num}, predicate<Pred::IsZero>);
  ev.defineBuiltin(base, "isone", {num}, predicate<Pred::IsOne>);
  ev.defineBuiltin(base, "iseven", {num}, predicate<Pred::IsEven>);
  ev.defineBuiltin(base, "isodd", {num}, predicate<Pred::IsOdd>);
  ev.defineBuiltin(base, "isinteger", {num}, predicate<Pred::IsInteger>);
  ev.defineBuiltin(base, "signbit", {num}, predicate<Pred::SignBit>);
  ev.defineBuiltin(base, "issubnormal", {num}, predicate<Pred::IsSubnormal>);
  ev.defineBuiltin(base, "abs", {num}, absValue);
  ev.defineBuiltin(base, "abs2", {num}, abs2Value);
  ev.defineBuiltin(base, "sign", {num}, signValue);
  ev.defineBuiltin(base, "copysign", {num, num}, signTransfer<true>);
  ev.defineBuiltin(base, "flipsign", {num, num}, signTransfer<false>);
  ev.defineBuiltin(base, "float", {any}, floatOf);
  ev.defineBuiltin(base, "widen", {any}, widen);
  ev.defineBuiltin(base, "precision", {any}, precision);
  ev.defineBuiltin(base, "exponent", {num}, exponentOf);
  ev.defineBuiltin(base, "significand", {num}, significandOf);
  ev.defineBuiltin(base, "frexp", {num}, frexpOf);
  ev.defineBuiltin(base, "ldexp", {num, num}, ldexpOf);
  Universe& u = ev.universe();
  const JType* numberType = u.apply(c.Type, {u.typeValue(u.typeVar(intern("T"), nullptr, num))});
  ev.defineBuiltin(base, "sizeof", {num}, sizeOfNumber);
  ev.defineBuiltin(base, "sizeof", {numberType}, sizeOfNumber);
  for (const DataType* t : {c.Int8, c.Int16, c.Int32, c.Int64, c.UInt8, c.UInt16, c.UInt32, c.UInt64})
    defineTypeBuiltin(ev, t, {c.Char}, integerOfChar);
  defineTypeBuiltin(ev, c.Char, {any}, charOfInteger);
}

}  // namespace juxla::compiler
