// Arithmetic and comparison on the primitive numbers, with Julia's promotion (Float32 * 2.0 is a
// Float64, Int / Int is a Float64, Int + UInt is a UInt), integer wrap-around and IEEE floats.
#include <bit>
#include <cmath>
#include <cstring>

#include "compiler/builtins.h"
#include "support/float_format.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

// The primitive number kinds in promotion order (Bool lowest; floats above all integers).
enum class Num : int { Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Float16, Float32, Float64, None };

Num numOf(const CoreTypes& c, const DataType* t) {
  if (t == c.Int64) return Num::Int64;
  if (t == c.Float64) return Num::Float64;
  if (t == c.Float32) return Num::Float32;
  if (t == c.Bool) return Num::Bool;
  if (t == c.Int32) return Num::Int32;
  if (t == c.Int8) return Num::Int8;
  if (t == c.Int16) return Num::Int16;
  if (t == c.UInt8) return Num::UInt8;
  if (t == c.UInt16) return Num::UInt16;
  if (t == c.UInt32) return Num::UInt32;
  if (t == c.UInt64) return Num::UInt64;
  if (t == c.Float16) return Num::Float16;
  return Num::None;
}

bool isFloatNum(Num n) { return n >= Num::Float16 && n <= Num::Float64; }
bool isUnsignedNum(Num n) { return n == Num::UInt8 || n == Num::UInt16 || n == Num::UInt32 || n == Num::UInt64 || n == Num::Bool; }
int bitsOf(Num n) {
  switch (n) {
    case Num::Bool: return 8;
    case Num::Int8: case Num::UInt8: return 8;
    case Num::Int16: case Num::UInt16: case Num::Float16: return 16;
    case Num::Int32: case Num::UInt32: case Num::Float32: return 32;
    default: return 64;
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

// Julia's promote_type for two primitive numbers.
Num promote(Num a, Num b) {
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

double toDouble(const Value& v, Num n) {
  switch (n) {
    case Num::Float64: return v.asFloat64();
    case Num::Float32: return double(v.asFloat32());
    case Num::Float16: return floatBitsToDouble(v.rawBits(), FloatFormat::F16);
    case Num::UInt64: return double(v.rawBits());
    case Num::Bool: case Num::UInt8: case Num::UInt16: case Num::UInt32: return double(v.rawBits());
    default: return double(v.asInt());
  }
}

int64_t toInt(const Value& v, Num n) {
  switch (n) {
    case Num::Int8: return int8_t(v.rawBits());
    case Num::Int16: return int16_t(v.rawBits());
    case Num::Int32: return int32_t(v.rawBits());
    default: return int64_t(v.rawBits());
  }
}

Value fromDouble(Evaluator& ev, Num n, double d) {
  switch (n) {
    case Num::Float64: return ev.universe().float64(d);
    case Num::Float32: return ev.universe().float32(float(d));
    default: return Value::bits(ev.core().Float16, doubleToFloatBits(d, FloatFormat::F16));
  }
}

// Wraps to the type's width (two's complement), as Julia's integer arithmetic does.
Value fromInt(Evaluator& ev, Num n, uint64_t bits) {
  int w = bitsOf(n);
  if (n == Num::Bool) bits &= 1;
  else if (w < 64) bits &= (uint64_t(1) << w) - 1;
  if (!isUnsignedNum(n) && w < 64 && ((bits >> (w - 1)) & 1)) bits |= ~((uint64_t(1) << w) - 1);
  return Value::bits(typeOfNum(ev.core(), n), bits);
}

Value convertNum(Evaluator& ev, const Value& v, Num from, Num to) {
  if (from == to) return v;
  if (isFloatNum(to)) return fromDouble(ev, to, toDouble(v, from));
  if (isFloatNum(from)) {
    double d = toDouble(v, from);
    if (d != std::trunc(d) || !std::isfinite(d)) ev.raise("InexactError", "cannot convert " + ev.printValue(v) + " to " + ev.universe().show(typeOfNum(ev.core(), to)));
    return fromInt(ev, to, uint64_t(int64_t(d)));
  }
  return fromInt(ev, to, uint64_t(toInt(v, from)));
}

enum class Op { Add, Sub, Mul, Div, IntDiv, Rem, Pow, Eq, Ne, Lt, Le, Gt, Ge, Min, Max };

Value arith(Evaluator& ev, CallArgs& call, Op op) {
  const CoreTypes& c = ev.core();
  Num na = numOf(c, call[1].type()), nb = numOf(c, call[2].type());
  if (na == Num::None || nb == Num::None)
    ev.raise("MethodError", "no method matching " + calleeName(ev, call) + "(::" + ev.universe().show(call[1].type()) + ", ::" +
                                ev.universe().show(call[2].type()) + ")", call.span);
  Num t = promote(na, nb);
  Value a = convertNum(ev, call[1], na, t), b = convertNum(ev, call[2], nb, t);
  Universe& u = ev.universe();
  if (op == Op::Div && !isFloatNum(t)) t = Num::Float64, a = convertNum(ev, a, promote(na, nb), t), b = convertNum(ev, b, promote(na, nb), t);
  if (isFloatNum(t)) {
    double x = toDouble(a, t), y = toDouble(b, t);
    switch (op) {
      case Op::Add: return fromDouble(ev, t, x + y);
      case Op::Sub: return fromDouble(ev, t, x - y);
      case Op::Mul: return fromDouble(ev, t, x * y);
      case Op::Div: return fromDouble(ev, t, x / y);
      case Op::IntDiv: return fromDouble(ev, t, std::trunc(x / y));
      case Op::Rem: return fromDouble(ev, t, std::fmod(x, y));
      case Op::Pow: return fromDouble(ev, t, std::pow(x, y));
      case Op::Eq: return u.boolean(x == y);
      case Op::Ne: return u.boolean(x != y);
      case Op::Lt: return u.boolean(x < y);
      case Op::Le: return u.boolean(x <= y);
      case Op::Gt: return u.boolean(x > y);
      case Op::Ge: return u.boolean(x >= y);
      case Op::Min: return std::isnan(x) || std::isnan(y) ? fromDouble(ev, t, NAN) : (x < y || (x == y && std::signbit(x)) ? a : b);
      case Op::Max: return std::isnan(x) || std::isnan(y) ? fromDouble(ev, t, NAN) : (x > y || (x == y && !std::signbit(x)) ? a : b);
    }
  }
  bool uns = isUnsignedNum(t);
  int64_t x = toInt(a, t), y = toInt(b, t);
  uint64_t ux = a.rawBits(), uy = b.rawBits();
  switch (op) {
    case Op::Add: return fromInt(ev, t, ux + uy);
    case Op::Sub: return fromInt(ev, t, ux - uy);
    case Op::Mul: return fromInt(ev, t, ux * uy);
    case Op::IntDiv:
    case Op::Rem:
      if (y == 0) ev.raise("DivideError", "integer division error", call.span);
      if (uns) return fromInt(ev, t, op == Op::IntDiv ? ux / uy : ux % uy);
      if (x == INT64_MIN && y == -1) return fromInt(ev, t, op == Op::IntDiv ? uint64_t(x) : 0);
      return fromInt(ev, t, uint64_t(op == Op::IntDiv ? x / y : x % y));
    case Op::Pow: {
      if (y < 0 && !uns) {
        if (x == 1) return fromInt(ev, t, 1);
        if (x == -1) return fromInt(ev, t, (y & 1) ? uint64_t(-1) : 1);
        ev.raise("DomainError", "cannot raise an integer x to a negative power " + std::to_string(y) +
                                    "; convert the base to a float (e.g. float(x)^" + std::to_string(y) + ")", call.span);
      }
      uint64_t result = 1, base = ux, e = uy;
      while (e) {
        if (e & 1) result *= base;
        base *= base;
        e >>= 1;
      }
      return fromInt(ev, t, result);
    }
    case Op::Eq: return u.boolean(ux == uy);
    case Op::Ne: return u.boolean(ux != uy);
    case Op::Lt: return u.boolean(uns ? ux < uy : x < y);
    case Op::Le: return u.boolean(uns ? ux <= uy : x <= y);
    case Op::Gt: return u.boolean(uns ? ux > uy : x > y);
    case Op::Ge: return u.boolean(uns ? ux >= uy : x >= y);
    case Op::Min: return (uns ? ux <= uy : x <= y) ? a : b;
    case Op::Max: return (uns ? ux >= uy : x >= y) ? a : b;
    default: break;
  }
  return u.nothing();
}

template <Op op>
Value binary(Evaluator& ev, CallArgs& call) {
  return arith(ev, call, op);
}

Value negate(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (isFloatNum(n)) return fromDouble(ev, n, -toDouble(call[1], n));
  if (n == Num::Bool) n = Num::Int64;
  return fromInt(ev, n, 0 - call[1].rawBits());
}

Value unaryPlus(Evaluator&, CallArgs& call) { return call[1]; }

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
  Value v;
  if (t->isData()) v = convertNumber(ev, static_cast<const DataType*>(t), ev.universe().int64(kValue), call.span);
  if (!v.defined()) ev.raise("MethodError", std::string(kValue ? "one" : "zero") + " is not defined for " + ev.universe().show(t), call.span);
  return v;
}

// isless: the total order of sort (NaN after everything, -0.0 before 0.0).
Value builtinIsless(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Num na = numOf(c, call[1].type()), nb = numOf(c, call[2].type());
  if (isFloatNum(na) || isFloatNum(nb)) {
    double x = toDouble(call[1], na), y = toDouble(call[2], nb);
    if (std::isnan(x)) return ev.universe().boolean(false);
    if (std::isnan(y)) return ev.universe().boolean(true);
    if (x == y) return ev.universe().boolean(std::signbit(x) && !std::signbit(y));
    return ev.universe().boolean(x < y);
  }
  CallArgs lt;
  lt.span = call.span;
  lt.args.push(call[0]);
  lt.args.push(call[1]);
  lt.args.push(call[2]);
  return arith(ev, lt, Op::Lt);
}

}  // namespace

Value convertNumber(Evaluator& ev, const DataType* to, const Value& v, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  Num from = numOf(c, v.type()), target = numOf(c, to);
  if (from == Num::None || target == Num::None) return Value();
  if (from == target) return v;
  if (isFloatNum(target)) return fromDouble(ev, target, toDouble(v, from));
  // To an integer type: the value must be representable exactly, else InexactError.
  auto inexact = [&] {
    ev.raise("InexactError", std::string(target == Num::Bool ? "Bool" : "convert") + "(" + ev.universe().show(to) + ", " +
                                 ev.showValue(v) + ")", span);
  };
  int w = bitsOf(target);
  bool unsignedTarget = isUnsignedNum(target);
  if (target == Num::Bool) {
    double d = isFloatNum(from) ? toDouble(v, from) : double(toInt(v, from));
    if (isUnsignedNum(from) && from != Num::Bool && v.rawBits() > 1) inexact();
    if (d != 0 && d != 1) inexact();
    return ev.universe().boolean(d == 1);
  }
  if (isFloatNum(from)) {
    double d = toDouble(v, from);
    if (!std::isfinite(d) || d != std::trunc(d)) inexact();
    double lo = unsignedTarget ? 0.0 : -std::ldexp(1.0, w - 1);
    double hi = unsignedTarget ? std::ldexp(1.0, w) : std::ldexp(1.0, w - 1);
    if (d < lo || d >= hi) inexact();
    if (unsignedTarget) return fromInt(ev, target, uint64_t(d));
    return fromInt(ev, target, uint64_t(int64_t(d)));
  }
  // Integer to integer: check the range (the source may be unsigned 64-bit).
  bool fromUnsigned = isUnsignedNum(from);
  uint64_t bits = v.rawBits();
  int64_t sv = toInt(v, from);
  if (fromUnsigned && from == Num::UInt64 && !unsignedTarget && w == 64 && bits > uint64_t(INT64_MAX)) inexact();
  if (!fromUnsigned && sv < 0 && unsignedTarget) inexact();
  if (w < 64) {
    if (unsignedTarget) {
      if ((fromUnsigned ? bits : uint64_t(sv)) >> w) inexact();
    } else {
      int64_t lo = -(int64_t(1) << (w - 1)), hi = (int64_t(1) << (w - 1)) - 1;
      if (fromUnsigned ? bits > uint64_t(hi) : (sv < lo || sv > hi)) inexact();
    }
  }
  return fromInt(ev, target, fromUnsigned ? bits : uint64_t(sv));
}

const JType* promoteType(Evaluator& ev, const JType* a, const JType* b) {
  const CoreTypes& c = ev.core();
  if (a == b) return a;
  if (a == c.Bottom) return b;
  if (b == c.Bottom) return a;
  if (a->isData() && b->isData()) {
    Num na = numOf(c, static_cast<const DataType*>(a)), nb = numOf(c, static_cast<const DataType*>(b));
    if (na != Num::None && nb != Num::None) return typeOfNum(c, promote(na, nb));
  }
  // Nothing with T gives Union{Nothing, T}, as Julia's promote_rule says.
  if (a == c.Nothing || b == c.Nothing) return ev.universe().unionOf({a, b});
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
  ev.defineBuiltin(base, "^", {num, num}, binary<Op::Pow>);
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
