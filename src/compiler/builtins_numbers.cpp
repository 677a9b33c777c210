// Arithmetic and comparison on the primitive numbers with Julia's rules: promotion (Float32 * 2.0
// is a Float64, Int / Int a Float64, Int + UInt a UInt), integer wrap-around, DivideError, Bool
// arithmetic (true + true is 2, false * NaN is 0.0), exact mixed int/float comparison, and the
// signed/unsigned division rules of base/int.jl. Powers live in builtins_pow.cpp.
#include <bit>
#include <cmath>
#include <cstring>

#include "compiler/numbers.h"
#include "compiler/objects.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

Num signedOf(Num n) {
  switch (n) {
    case Num::UInt8: case Num::Bool: return Num::Int8;
    case Num::UInt16: return Num::Int16;
    case Num::UInt32: return Num::Int32;
    case Num::UInt64: return Num::Int64;
    default: return n;
  }
}

Num unsignedOf(Num n) {
  switch (n) {
    case Num::Int8: return Num::UInt8;
    case Num::Int16: return Num::UInt16;
    case Num::Int32: return Num::UInt32;
    case Num::Int64: return Num::UInt64;
    case Num::Bool: return Num::UInt8;
    default: return n;
  }
}

const DataType* typeOfNum(const CoreTypes& c, Num n) {
  switch (n) {
    case Num::Bool: return c.Bool;
    case Num::Int8: return c.Int8;
    case Num::UInt8: return c.UInt8;
    case Num::Int16: return c.Int16;
    case Num::UInt16: return c.UInt16;
    case Num::Int32: return c.Int32;
    case Num::UInt32: return c.UInt32;
    case Num::Int64: return c.Int64;
    case Num::UInt64: return c.UInt64;
    case Num::Float16: return c.Float16;
    case Num::Float32: return c.Float32;
    case Num::Float64: return c.Float64;
    default: return nullptr;
  }
}

Num promoteNum(Num a, Num b) {
  if (a == b) return a;
  if (isFloatNum(a) || isFloatNum(b)) {
    if (isFloatNum(a) && isFloatNum(b)) return a > b ? a : b;
    return isFloatNum(a) ? a : b;  // a float with an integer keeps the float's type
  }
  if (a == Num::Bool) return b;
  if (b == Num::Bool) return a;
  int wa = bitsOf(a), wb = bitsOf(b);
  if (wa != wb) return wa > wb ? a : b;
  return isUnsignedNum(a) ? a : b;  // same width: the unsigned one
}

Value castNum(Evaluator& ev, const Value& v, Num from, Num to) {
  if (from == to) return v;
  if (isFloatNum(to)) {
    if (isFloatNum(from)) return fromDouble(ev, to, toDouble(v, from));
    // One rounding straight from the integer (int -> double -> float could round twice).
    if (to == Num::Float32) return ev.universe().float32(isUnsignedNum(from) ? float(v.rawBits()) : float(v.asInt()));
    return fromDouble(ev, to, isUnsignedNum(from) ? double(v.rawBits()) : double(v.asInt()));
  }
  if (isFloatNum(from)) {
    double d = std::trunc(toDouble(v, from));
    if (isUnsignedNum(to) && d >= 9223372036854775808.0) return fromInt(ev, to, uint64_t(d));
    return fromInt(ev, to, uint64_t(int64_t(d)));
  }
  return fromInt(ev, to, v.rawBits());  // payloads are sign- or zero-extended: this is `x % T`
}

std::string showNumber(Evaluator& ev, const Value& v) { return ev.showValue(v); }

void raiseInexact(Evaluator& ev, const std::string& func, const JType* to, const Value& v, frontend::SourceSpan span,
                  const std::string& extra) {
  std::string typeName = ev.universe().show(to);
  std::string head = func == typeName ? func + "(" : func + "(" + typeName + ", ";
  ev.raise("InexactError", head + ev.showValue(v) + extra + ")", span);
}

void raiseNoMethod(Evaluator& ev, CallArgs& call) {
  std::string callee = isTypeValue(ev, call[0]) ? ev.universe().show(call[0].asType()) : calleeName(ev, call);
  std::string s = "no method matching " + callee + "(";
  for (size_t i = 1; i < call.size(); ++i) s += (i > 1 ? ", ::" : "::") + ev.universe().show(ev.universe().dispatchType(call[i]));
  ev.raise("MethodError", s + ")", call.span);
}

void raiseDomain(Evaluator& ev, const Value& x, const std::string& message, frontend::SourceSpan span) {
  ev.raise("DomainError", "with " + ev.printValue(x) + ": " + message, span);
}

Value floatOfNonPrimitive(Evaluator& ev, const Value& x, frontend::SourceSpan span) {
  Binding* b = ev.baseModule()->findOwn(intern("float"));
  if (!b || !b->value.defined() || !isa(ev.universe(), x, ev.core().Number)) return Value();
  Value f = ev.callFunction(b->value, {x}, span);
  return isFloatNum(numOf(ev.core(), f.type())) ? f : Value();
}

Value powNumbers(Evaluator& ev, CallArgs& call, Num na, Num nb);  // builtins_pow.cpp

namespace {

enum class Op { Add, Sub, Mul, Div, IntDiv, Rem, Fld, Cld, Mod, Eq, Ne, Lt, Le, Gt, Ge, Min, Max };

bool isComparison(Op op) { return op >= Op::Eq && op <= Op::Ge; }

Value compareResult(Evaluator& ev, Op op, int cmp, bool unordered) {
  bool r = false;
  if (unordered) r = op == Op::Ne;
  else {
    switch (op) {
      case Op::Eq: r = cmp == 0; break;
      case Op::Ne: r = cmp != 0; break;
      case Op::Lt: r = cmp < 0; break;
      case Op::Le: r = cmp <= 0; break;
      case Op::Gt: r = cmp > 0; break;
      default: r = cmp >= 0; break;
    }
  }
  return ev.universe().boolean(r);
}

// Julia compares mixed numbers exactly (2^53 + 1 != 2.0^53; -1 < typemax(UInt)).
Value compareMixed(Evaluator& ev, Op op, const Value& a, Num na, const Value& b, Num nb) {
  long double x = toLongDouble(a, na), y = toLongDouble(b, nb);
  if (std::isnan(x) || std::isnan(y)) return compareResult(ev, op, 0, true);
  return compareResult(ev, op, x < y ? -1 : x > y ? 1 : 0, false);
}

// Float div/fld/cld as base/div.jl: round((x - rem(x, y, r)) / y), each step in the type's precision.
double floatMod(Num t, double x, double y) {
  double r = std::fmod(x, y);
  if (r == 0) return std::copysign(r, y);
  if ((r > 0) != (y > 0)) return roundToFloat(t, r + y);
  return r;
}
double floatDivRounded(Num t, double x, double y, Op op) {
  double r;
  if (op == Op::IntDiv) r = std::fmod(x, y);
  else if (op == Op::Fld) r = floatMod(t, x, y);
  else r = roundToFloat(t, x - roundToFloat(t, y * std::ceil(roundToFloat(t, x / y))));
  return std::nearbyint(roundToFloat(t, roundToFloat(t, x - r) / y));
}

Value floatArith(Evaluator& ev, Op op, Num t, const Value& a, const Value& b) {
  double x = toDouble(a, t), y = toDouble(b, t);
  switch (op) {
    case Op::Add: return fromDouble(ev, t, x + y);
    case Op::Sub: return fromDouble(ev, t, x - y);
    case Op::Mul: return fromDouble(ev, t, x * y);
    case Op::Div: return fromDouble(ev, t, x / y);
    case Op::IntDiv: case Op::Fld: case Op::Cld: return fromDouble(ev, t, floatDivRounded(t, x, y, op));
    case Op::Rem: return fromDouble(ev, t, std::fmod(x, y));
    case Op::Mod: return fromDouble(ev, t, floatMod(t, x, y));
    case Op::Min:
      if (std::isnan(x)) return a;
      if (std::isnan(y)) return b;
      return x < y || (x == y && std::signbit(x)) ? a : b;
    case Op::Max:
      if (std::isnan(x)) return a;
      if (std::isnan(y)) return b;
      return x > y || (x == y && !std::signbit(x)) ? a : b;
    default: return compareResult(ev, op, x < y ? -1 : x > y ? 1 : 0, std::isnan(x) || std::isnan(y));
  }
}

[[noreturn]] void divideError(Evaluator& ev, frontend::SourceSpan span) { ev.raise("DivideError", "integer division error", span); }

// Truncating division of same-kind integers; DivideError on zero and on typemin ÷ -1.
uint64_t intDiv(Evaluator& ev, Num t, uint64_t ux, uint64_t uy, frontend::SourceSpan span) {
  if (uy == 0) divideError(ev, span);
  if (isUnsignedNum(t)) return ux / uy;
  int64_t x = int64_t(ux), y = int64_t(uy);
  if (y == -1 && x != 0 && wrapBits(t, 0 - ux) == ux) divideError(ev, span);  // typemin ÷ -1 overflows
  return uint64_t(x / y);
}
uint64_t intRem(Evaluator& ev, Num t, uint64_t ux, uint64_t uy, frontend::SourceSpan span) {
  if (uy == 0) divideError(ev, span);
  if (isUnsignedNum(t)) return ux % uy;
  int64_t x = int64_t(ux), y = int64_t(uy);
  if (y == -1) return 0;
  return uint64_t(x % y);
}

Value intArith(Evaluator& ev, Op op, Num t, const Value& a, const Value& b, frontend::SourceSpan span) {
  uint64_t ux = a.rawBits(), uy = b.rawBits();
  bool uns = isUnsignedNum(t);
  int64_t x = int64_t(ux), y = int64_t(uy);
  switch (op) {
    case Op::Add: return fromInt(ev, t, ux + uy);
    case Op::Sub: return fromInt(ev, t, ux - uy);
    case Op::Mul: return fromInt(ev, t, ux * uy);
    case Op::IntDiv: return fromInt(ev, t, intDiv(ev, t, ux, uy, span));
    case Op::Rem: return fromInt(ev, t, intRem(ev, t, ux, uy, span));
    case Op::Fld: {
      uint64_t d = intDiv(ev, t, ux, uy, span);
      if (!uns && ((x < 0) != (y < 0)) && wrapBits(t, d * uy) != ux) d -= 1;
      return fromInt(ev, t, d);
    }
    case Op::Cld: {
      uint64_t d = intDiv(ev, t, ux, uy, span);
      bool sameSign = uns || ((x > 0) == (y > 0));
      if (sameSign && wrapBits(t, d * uy) != ux) d += 1;
      return fromInt(ev, t, d);
    }
    case Op::Mod: {
      if (uns) return fromInt(ev, t, intRem(ev, t, ux, uy, span));
      if (y == -1) return fromInt(ev, t, 0);
      uint64_t r = intRem(ev, t, ux, uy, span);
      if (r != 0 && ((int64_t(r) < 0) != (y < 0))) r += uy;
      return fromInt(ev, t, r);
    }
    case Op::Min: return (uns ? ux <= uy : x <= y) ? a : b;
    case Op::Max: return (uns ? ux >= uy : x >= y) ? a : b;
    default: return compareResult(ev, op, uns ? (ux < uy ? -1 : ux > uy) : (x < y ? -1 : x > y), false);
  }
}

// Bool with Bool (base/bool.jl): + and - give Int, * is &, div and rem need a true divisor.
Value boolArith(Evaluator& ev, Op op, const Value& a, const Value& b, frontend::SourceSpan span) {
  bool x = a.asBool(), y = b.asBool();
  switch (op) {
    case Op::Add: return ev.universe().int64(int64_t(x) + int64_t(y));
    case Op::Sub: return ev.universe().int64(int64_t(x) - int64_t(y));
    case Op::Mul: return ev.universe().boolean(x && y);
    case Op::Div: return ev.universe().float64(double(x) / double(y));
    case Op::IntDiv: case Op::Fld: case Op::Cld:
      if (!y) divideError(ev, span);
      return a;
    case Op::Rem: case Op::Mod:
      if (!y) divideError(ev, span);
      return ev.universe().boolean(false);
    default: return intArith(ev, op, Num::Bool, a, b, span);
  }
}

// div, rem, fld, cld and mod of a signed and an unsigned integer (base/int.jl, base/div.jl):
// these do not promote; they work on magnitudes and give the signed or unsigned type of the wider.
Value mixedSignDivision(Evaluator& ev, Op op, const Value& a, Num na, const Value& b, Num nb, frontend::SourceSpan span) {
  bool signedFirst = isSignedNum(na);
  const Value& s = signedFirst ? a : b;
  Num ns = signedFirst ? na : nb;
  Num p = promoteNum(unsignedOf(ns), signedFirst ? nb : na);  // the unsigned type of the work
  uint64_t sv = s.rawBits();
  bool negative = int64_t(sv) < 0;
  uint64_t magnitude = wrapBits(p, negative ? uint64_t(0) - sv : sv);
  uint64_t u = (signedFirst ? b : a).rawBits();
  uint64_t num = signedFirst ? magnitude : u, den = signedFirst ? u : magnitude;
  if (den == 0) divideError(ev, span);
  uint64_t q = num / den, r = num % den;
  Num ps = signedOf(p);
  auto flip = [&](uint64_t v) { return negative ? uint64_t(0) - v : v; };
  if (signedFirst) {
    // div and rem follow the sign of x; the results are signed.
    uint64_t qs = flip(q), rs = flip(r);
    switch (op) {
      case Op::IntDiv: return fromInt(ev, ps, qs);
      case Op::Rem: return fromInt(ev, ps, rs);
      case Op::Fld: return fromInt(ev, ps, qs - uint64_t(negative && r != 0));
      case Op::Cld: return fromInt(ev, ps, qs + uint64_t(!negative && r != 0));
      default: return fromInt(ev, p, wrapBits(p, u + wrapBits(p, rs)) % u);  // mod: rem(y + unsigned(rem(x, y)), y)
    }
  }
  // x unsigned, y signed: the quotient takes y's sign and is unsigned; rem is unsigned.
  uint64_t qu = wrapBits(p, flip(q));
  switch (op) {
    case Op::IntDiv: return fromInt(ev, p, qu);
    case Op::Rem: return fromInt(ev, p, r);
    case Op::Fld: return fromInt(ev, p, qu - uint64_t(negative && r != 0));
    case Op::Cld: return fromInt(ev, p, qu + uint64_t(!negative && r != 0));
    default: {
      // mod: rem(y + signed(rem(x, y)), y), in the signed type of the work.
      int64_t y = int64_t(wrapBits(ps, sv)), m = int64_t(wrapBits(ps, sv + r));
      int64_t rr = y == -1 ? 0 : m % y;
      return fromInt(ev, ps, uint64_t(rr));
    }
  }
}

Value arithNonPrimitive(Evaluator& ev, CallArgs& call, Op op);

Value arith(Evaluator& ev, CallArgs& call, Op op) {
  const CoreTypes& c = ev.core();
  const Value& a = call[1];
  const Value& b = call[2];
  Num na = numOf(c, a.type()), nb = numOf(c, b.type());
  if (na == nb) {
    if (na == Num::Int64 || (isIntNum(na) && na != Num::Bool)) {
      if (op == Op::Div) return ev.universe().float64(toDouble(a, na) / toDouble(b, na));
      return intArith(ev, op, na, a, b, call.span);
    }
    if (isFloatNum(na)) return floatArith(ev, op, na, a, b);
    if (na == Num::Bool) return boolArith(ev, op, a, b, call.span);
    return arithNonPrimitive(ev, call, op);
  }
  if (na == Num::None || nb == Num::None) return arithNonPrimitive(ev, call, op);
  if (isComparison(op)) return compareMixed(ev, op, a, na, b, nb);
  bool mixedSigns = (isSignedNum(na) && isUnsignedNum(nb) && nb != Num::Bool) ||
                    (isUnsignedNum(na) && na != Num::Bool && isSignedNum(nb));
  if (mixedSigns && (op == Op::IntDiv || op == Op::Rem || op == Op::Fld || op == Op::Cld || op == Op::Mod))
    return mixedSignDivision(ev, op, a, na, b, nb, call.span);
  // false is a strong zero (false * NaN == 0.0) and false + -0.0 keeps the sign (base/bool.jl).
  if ((na == Num::Bool && isFloatNum(nb)) || (nb == Num::Bool && isFloatNum(na))) {
    bool flag = (na == Num::Bool ? a : b).asBool();
    Num t = na == Num::Bool ? nb : na;
    double y = toDouble(na == Num::Bool ? b : a, t);
    if (op == Op::Mul) return fromDouble(ev, t, flag ? y : std::copysign(0.0, y));
    if (op == Op::Add) return fromDouble(ev, t, flag ? 1.0 + y : y);
  }
  Num t = promoteNum(na, nb);
  Value pa = castNum(ev, a, na, t), pb = castNum(ev, b, nb, t);
  if (isFloatNum(t)) return floatArith(ev, op, t, pa, pb);
  if (op == Op::Div) return ev.universe().float64(toDouble(pa, t) / toDouble(pb, t));
  return intArith(ev, op, t, pa, pb, call.span);
}

// A number that is not primitive (π, a user's Real): Julia's `promote(x, y)` and the operation
// again on the promoted pair; `==` of values that do not promote is `===`.
Value arithNonPrimitive(Evaluator& ev, CallArgs& call, Op op) {
  Binding* promote = ev.baseModule()->findOwn(intern("promote"));
  if (promote && promote->value.defined()) {
    Value p = ev.callFunction(promote->value, {call[1], call[2]}, call.span);
    if (p.defined() && p.type()->isTupleType) {
      const auto& e = p.as<TupleObject>()->elements;
      const CoreTypes& c = ev.core();
      if (e.size() == 2 && numOf(c, e[0].type()) != Num::None && numOf(c, e[1].type()) != Num::None) {
        CallArgs again;
        again.span = call.span;
        again.args.push(call[0]);
        again.args.push(e[0]);
        again.args.push(e[1]);
        return arith(ev, again, op);
      }
    }
  }
  if (op == Op::Eq || op == Op::Ne) {
    Value same = ev.callFunction(ev.baseFunction("==="), {call[1], call[2]}, call.span);
    return ev.universe().boolean(same.asBool() == (op == Op::Eq));
  }
  raiseNoMethod(ev, call);
}

template <Op op>
Value binary(Evaluator& ev, CallArgs& call) {
  return arith(ev, call, op);
}

Value power(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Num na = numOf(c, call[1].type()), nb = numOf(c, call[2].type());
  if (na == Num::None || nb == Num::None) {
    // x^n with a non-primitive x: through float(x), as Julia's Real methods do.
    Value x = na == Num::None ? floatOfNonPrimitive(ev, call[1], call.span) : call[1];
    Value y = nb == Num::None ? floatOfNonPrimitive(ev, call[2], call.span) : call[2];
    if (!x.defined() || !y.defined()) raiseNoMethod(ev, call);
    CallArgs again;
    again.span = call.span;
    again.args.push(call[0]);
    again.args.push(x);
    again.args.push(y);
    return powNumbers(ev, again, numOf(c, x.type()), numOf(c, y.type()));
  }
  return powNumbers(ev, call, na, nb);
}

Value negate(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (n == Num::None) {
    Value f = floatOfNonPrimitive(ev, call[1], call.span);
    if (!f.defined()) raiseNoMethod(ev, call);
    return fromDouble(ev, numOf(ev.core(), f.type()), -toDouble(f, numOf(ev.core(), f.type())));
  }
  if (isFloatNum(n)) return fromDouble(ev, n, -toDouble(call[1], n));
  if (n == Num::Bool) n = Num::Int64;  // -true is -1
  return fromInt(ev, n, 0 - call[1].rawBits());
}

Value unaryPlus(Evaluator& ev, CallArgs& call) {
  if (call[1].type() == ev.core().Bool) return ev.universe().int64(int64_t(call[1].asBool()));  // +true is 1
  return call[1];
}

Value boolNot(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(!call[1].asBool()); }

Value numberConstructor(Evaluator& ev, CallArgs& call) {
  const DataType* to = static_cast<const DataType*>(call[0].asType());
  Value v = convertNumber(ev, to, call[1], call.span);
  if (!v.defined())
    ev.raise("MethodError", "no method matching " + ev.universe().show(to) + "(::" + ev.universe().show(call[1].type()) + ")", call.span);
  return v;
}

// zero(x), one(x), zero(T), one(T) for the primitive numbers.
template <int kValue>
Value builtinZeroOne(Evaluator& ev, CallArgs& call) {
  const Value& x = call[1];
  const JType* t = isTypeValue(ev, x) ? x.asType() : x.type();
  Num n = numOfType(ev.core(), t);
  if (n == Num::None) ev.raise("MethodError", std::string(kValue ? "one" : "zero") + " is not defined for " + ev.universe().show(t), call.span);
  return isFloatNum(n) ? fromDouble(ev, n, kValue) : fromInt(ev, n, kValue);
}

// isless: the total order of sort (NaN after everything, -0.0 before 0.0).
Value builtinIsless(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Num na = numOf(c, call[1].type()), nb = numOf(c, call[2].type());
  if (na == Num::None || nb == Num::None) return arith(ev, call, Op::Lt);
  if (isFloatNum(na) || isFloatNum(nb)) {
    long double x = toLongDouble(call[1], na), y = toLongDouble(call[2], nb);
    if (std::isnan(x)) return ev.universe().boolean(false);
    if (std::isnan(y)) return ev.universe().boolean(true);
    if (x == y) return ev.universe().boolean(std::signbit(x) && !std::signbit(y));
    return ev.universe().boolean(x < y);
  }
  return compareMixed(ev, Op::Lt, call[1], na, call[2], nb);
}

}  // namespace

Value convertNumber(Evaluator& ev, const DataType* to, const Value& v, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  Num from = numOf(c, v.type()), target = numOf(c, to);
  if (from == Num::None || target == Num::None) return Value();
  if (from == target) return v;
  if (isFloatNum(target)) return castNum(ev, v, from, target);
  if (target == Num::Bool) {
    long double d = toLongDouble(v, from);
    if (d != 0 && d != 1) raiseInexact(ev, "Bool", to, v, span);
    return ev.universe().boolean(d == 1);
  }
  int w = bitsOf(target);
  bool unsignedTarget = isUnsignedNum(target);
  if (isFloatNum(from)) {
    // Int64(2.5) and UInt8(300.0) fail as Julia's `(::Type{Ti})(x::Tf)` does.
    double d = toDouble(v, from);
    double lo = unsignedTarget ? 0.0 : -std::ldexp(1.0, w - 1);
    double hi = unsignedTarget ? std::ldexp(1.0, w) : std::ldexp(1.0, w - 1);
    if (!std::isfinite(d) || d != std::trunc(d) || d < lo || d >= hi) raiseInexact(ev, ev.universe().show(to), to, v, span);
    return castNum(ev, v, from, target);
  }
  // Integer to integer: in range, else trunc(T, x), or convert(T, x) between same-size types of
  // opposite signedness (boot.jl's check_sign_bit).
  long double d = toLongDouble(v, from);
  long double lo = unsignedTarget ? 0.0L : -std::ldexp(1.0L, w - 1);
  long double hi = unsignedTarget ? std::ldexp(1.0L, w) - 1 : std::ldexp(1.0L, w - 1) - 1;
  if (d < lo || d > hi) {
    bool sameSize = bitsOf(from) == w && from != Num::Bool;
    raiseInexact(ev, sameSize ? "convert" : "trunc", to, v, span);
  }
  return castNum(ev, v, from, target);
}

// promote_rule(A, B) of Julia code (Irrational, user numbers): a type, or Union{} when none.
static const JType* juliaPromoteRule(Evaluator& ev, const JType* a, const JType* b) {
  Binding* rule = ev.baseModule()->findOwn(intern("promote_rule"));
  if (!rule || !rule->value.defined()) return ev.core().Bottom;
  Universe& u = ev.universe();
  Value r = ev.callFunction(rule->value, {u.typeValue(a), u.typeValue(b)});
  if (isTypeValue(ev, r) && r.asType() != ev.core().Bottom) return r.asType();
  r = ev.callFunction(rule->value, {u.typeValue(b), u.typeValue(a)});
  return isTypeValue(ev, r) ? r.asType() : ev.core().Bottom;
}

const JType* promoteType(Evaluator& ev, const JType* a, const JType* b) {
  const CoreTypes& c = ev.core();
  if (a == b) return a;
  if (a == c.Bottom) return b;
  if (b == c.Bottom) return a;
  Num na = numOfType(c, a), nb = numOfType(c, b);
  if (na != Num::None && nb != Num::None) return typeOfNum(c, promoteNum(na, nb));
  // Nothing with T gives Union{Nothing, T}, as Julia's promote_rule says.
  if (a == c.Nothing || b == c.Nothing) return ev.universe().unionOf({a, b});
  Universe& u = ev.universe();
  // Julia's promote_type asks promote_rule for any two types (strings/basic.jl: two AbstractStrings give String).
  if (a->isData() && b->isData()) {
    const JType* r = juliaPromoteRule(ev, a, b);
    if (r != c.Bottom) {
      // The rule's answer may itself need promoting with a side (π with Float32 -> Float32).
      Num nr = numOfType(c, r);
      if (nr != Num::None && (na != Num::None || nb != Num::None)) return typeOfNum(c, promoteNum(nr, na != Num::None ? na : nb));
      return r;
    }
  }
  return typejoin(ev, a, b);
}

const JType* typejoin(Evaluator& ev, const JType* a, const JType* b) {
  Universe& u = ev.universe();
  if (a == b || isSubtype(u, b, a)) return a;
  if (isSubtype(u, a, b)) return b;
  if (a->kind == TypeKind::Union) {
    const JType* j = u.core().Bottom;
    for (const JType* m : static_cast<const UnionType*>(a)->members) j = typejoin(ev, j, m);
    return typejoin(ev, j, b);
  }
  if (!a->isData()) return u.core().Any;
  for (const DataType* s = static_cast<const DataType*>(a); s; s = s->super) {
    if (isSubtype(u, b, s)) return s;
    // The same family with different parameters joins to the family itself (Vector{Int}, Vector{Float64}).
    if (b->isData() && s->name == static_cast<const DataType*>(b)->name && s->name->wrapper && !s->isTupleType)
      return s->name->wrapper;
  }
  return u.core().Any;
}

void registerNumberBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* num = c.Number;
  ev.defineBuiltin(base, "+", {num, num}, binary<Op::Add>);
  ev.defineBuiltin(base, "-", {num, num}, binary<Op::Sub>);
  ev.defineBuiltin(base, "*", {num, num}, binary<Op::Mul>);
  ev.defineBuiltin(base, "/", {num, num}, binary<Op::Div>);
  ev.defineBuiltin(base, "div", {num, num}, binary<Op::IntDiv>);
  ev.defineBuiltin(base, "÷", {num, num}, binary<Op::IntDiv>);
  ev.defineBuiltin(base, "rem", {num, num}, binary<Op::Rem>);
  ev.defineBuiltin(base, "%", {num, num}, binary<Op::Rem>);
  ev.defineBuiltin(base, "fld", {num, num}, binary<Op::Fld>);
  ev.defineBuiltin(base, "cld", {num, num}, binary<Op::Cld>);
  ev.defineBuiltin(base, "mod", {num, num}, binary<Op::Mod>);
  ev.defineBuiltin(base, "^", {num, num}, power);
  ev.defineBuiltin(base, "==", {num, num}, binary<Op::Eq>);
  ev.defineBuiltin(base, "!=", {num, num}, binary<Op::Ne>);
  ev.defineBuiltin(base, "<", {num, num}, binary<Op::Lt>);
  ev.defineBuiltin(base, "<=", {num, num}, binary<Op::Le>);
  ev.defineBuiltin(base, ">", {num, num}, binary<Op::Gt>);
  ev.defineBuiltin(base, ">=", {num, num}, binary<Op::Ge>);
  ev.defineBuiltin(base, "min", {num, num}, binary<Op::Min>);
  ev.defineBuiltin(base, "max", {num, num}, binary<Op::Max>);
  ev.defineBuiltin(base, "-", {num}, negate);
  ev.defineBuiltin(base, "+", {num}, unaryPlus);
  ev.defineBuiltin(base, "!", {c.Bool}, boolNot);
  ev.defineBuiltin(base, "zero", {c.Any}, builtinZeroOne<0>);
  ev.defineBuiltin(base, "one", {c.Any}, builtinZeroOne<1>);
  ev.defineBuiltin(base, "isless", {num, num}, builtinIsless);
  // Float64(x), Int32(x), Bool(x), ...: exact conversions (InexactError otherwise).
  for (const DataType* t : {c.Bool, c.Int8, c.Int16, c.Int32, c.Int64, c.UInt8, c.UInt16, c.UInt32, c.UInt64, c.Float16,
                            c.Float32, c.Float64})
    defineTypeBuiltin(ev, t, {num}, numberConstructor);
}

}  // namespace juxla::compiler
