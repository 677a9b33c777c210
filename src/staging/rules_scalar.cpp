// Staged rules for numbers: Julia's arithmetic, comparisons, math functions and conversions on
// staged scalars. Inside a broadcast a staged scalar holds the whole broadcast shape, so every rule
// here is elementwise and matches a 0-d operand to the other's shape.
#include <cmath>

#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/rules_scalar.h"

namespace juxla::staging {

using compiler::isStagedScalar;
using E = ir::ElementType;
using ir::OpCode;

bool isNumber(Session& s, const Value& v) { return isStagedScalar(v) || s.elementTypeOf(v.type()).has_value(); }

bool anyStaged(CallArgs& call) {
  for (size_t i = 1; i < call.size(); ++i)
    if (isStagedScalar(call[i])) return true;
  return false;
}

// Makes two values the same shape: a 0-d one is broadcast to the other's shape.
void matchShapes(Session& s, ir::Value*& x, ir::Value*& y) {
  if (x->type().shape().size() == y->type().shape().size() && x->type().shape().size() == 0) return;
  if (x->type().rank() == 0 && y->type().rank() > 0) {
    auto shape = y->type().shape();
    x = s.b.broadcastInDim(x, std::vector<int64_t>(shape.begin(), shape.end()), {});
  } else if (y->type().rank() == 0 && x->type().rank() > 0) {
    auto shape = x->type().shape();
    y = s.b.broadcastInDim(y, std::vector<int64_t>(shape.begin(), shape.end()), {});
  }
}

// Julia's promotion of two number arguments; both come back as IR values of the promoted type.
const DataType* promote2(Session& s, const Value& a, const Value& b, ir::Value*& x, ir::Value*& y) {
  const compiler::JType* t = compiler::promoteType(s.ev, a.type(), b.type());
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return nullptr;
  x = s.valueOf(a, *e);
  y = s.valueOf(b, *e);
  matchShapes(s, x, y);
  return static_cast<const DataType*>(t);
}

const DataType* promote3(Session& s, CallArgs& call, ir::Value*& x, ir::Value*& y, ir::Value*& z) {
  if (call.size() != 4 || !anyStaged(call)) return nullptr;
  for (size_t i = 1; i < 4; ++i)
    if (!isNumber(s, call[i])) return nullptr;
  const compiler::JType* t = compiler::promoteType(s.ev, compiler::promoteType(s.ev, call[1].type(), call[2].type()), call[3].type());
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return nullptr;
  x = s.valueOf(call[1], *e);
  y = s.valueOf(call[2], *e);
  z = s.valueOf(call[3], *e);
  matchShapes(s, x, y);
  matchShapes(s, x, z);
  matchShapes(s, y, z);
  return static_cast<const DataType*>(t);
}

const DataType* floatOf(Session& s, const Value& v, ir::Value*& x) {
  x = s.valueOf(v);
  if (!ir::isFloat(x->type().elementType())) {
    x = s.b.convert(x, E::F64);
    return s.ev.core().Float64;
  }
  return v.type();
}

namespace {

// Arithmetic on Bool and small integers works in Int (true + true == 2), as Julia's promotion does.
const DataType* arithmeticType(Session& s, const DataType* t, ir::Value*& x, ir::Value*& y) {
  const compiler::CoreTypes& c = s.ev.core();
  if (t == c.Bool) {
    x = s.b.convert(x, E::I64);
    y = s.b.convert(y, E::I64);
    return c.Int64;
  }
  return t;
}

// Bool with Bool stays Bool for the logical ops: true * false is false, max is |, & is and.
bool keepsBool(OpCode code) {
  return code == OpCode::And || code == OpCode::Or || code == OpCode::Xor || code == OpCode::Maximum ||
         code == OpCode::Minimum || code == OpCode::Multiply;
}

Value binaryArith(Session& s, CallArgs& call, OpCode code) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t) return Value();
  if (t == s.ev.core().Bool && keepsBool(code))
    return s.scalar(s.b.binary(code == OpCode::Multiply ? OpCode::And : code, x, y), t);
  t = arithmeticType(s, t, x, y);
  return s.scalar(s.b.binary(code, x, y), t);
}

// Julia's Bool is a strong zero with floats: false * y is copysign(0, y) even for Inf and NaN, and
// false + y is y (so false + -0.0 stays -0.0); true * y is y and true + y is 1 + y.
Value boolWithFloat(Session& s, CallArgs& call, bool isMultiply) {
  if (call.size() != 3 || !anyStaged(call)) return Value();
  const DataType* boolType = s.ev.core().Bool;
  size_t bi = call[1].type() == boolType ? 1 : call[2].type() == boolType ? 2 : 0;
  if (bi == 0 || call[3 - bi].type() == boolType) return Value();
  std::optional<E> e = s.elementTypeOf(call[3 - bi].type());
  if (!e || !ir::isFloat(*e)) return Value();
  ir::Value* b = s.valueOf(call[bi]);
  ir::Value* y = s.valueOf(call[3 - bi]);
  matchShapes(s, b, y);
  ir::Value* whenFalse = y;
  if (isMultiply) {
    ir::Value* zero = s.b.zerosLike(y);
    whenFalse = s.b.select(signBitOf(s, y), s.b.negate(zero), zero);
  }
  ir::Value* whenTrue = isMultiply ? y : s.b.add(s.b.onesLike(y), y);
  return s.scalar(s.b.select(b, whenTrue, whenFalse), call[3 - bi].type());
}

Value add(Session& s, CallArgs& call) {
  if (call.size() == 2 && isStagedScalar(call[1])) {  // unary +; +true is 1
    if (call[1].type() != s.ev.core().Bool) return call[1];
    return s.scalar(s.b.convert(s.valueOf(call[1]), E::I64), s.ev.core().Int64);
  }
  if (Value r = boolWithFloat(s, call, false); r.defined()) return r;
  return binaryArith(s, call, OpCode::Add);
}
Value subtract(Session& s, CallArgs& call) {
  if (call.size() == 2 && isStagedScalar(call[1])) {
    ir::Value* x = s.valueOf(call[1]);
    const DataType* t = call[1].type();
    if (t == s.ev.core().Bool) x = s.b.convert(x, E::I64), t = s.ev.core().Int64;
    return s.scalar(s.b.negate(x), t);
  }
  return binaryArith(s, call, OpCode::Subtract);
}
Value multiply(Session& s, CallArgs& call) {
  if (call.size() > 3 && anyStaged(call)) {  // a * b * c
    Value acc = call[1];
    for (size_t i = 2; i < call.size(); ++i) acc = s.ev.callFunction(call[0], {acc, call[i]}, call.span);
    return acc;
  }
  if (Value r = boolWithFloat(s, call, true); r.defined()) return r;
  return binaryArith(s, call, OpCode::Multiply);
}
Value maximum(Session& s, CallArgs& call) { return binaryArith(s, call, OpCode::Maximum); }
Value minimum(Session& s, CallArgs& call) { return binaryArith(s, call, OpCode::Minimum); }

// a / b is floating point for integers (1/2 == 0.5).
Value divide(Session& s, CallArgs& call) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t) return Value();
  if (!ir::isFloat(x->type().elementType())) {
    x = s.b.convert(x, E::F64);
    y = s.b.convert(y, E::F64);
    t = s.ev.core().Float64;
  }
  return s.scalar(s.b.divide(x, y), t);
}

// x ^ y: Float ^ Int raises to the converted power; Int ^ Int stays integer.
Value power(Session& s, CallArgs& call) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  std::optional<E> ex = s.elementTypeOf(call[1].type());
  std::optional<E> ey = s.elementTypeOf(call[2].type());
  if (!ex || !ey) return Value();
  if (ir::isFloat(*ex) && !ir::isFloat(*ey)) {
    // Small literal integer powers multiply, as Julia's literal_pow does for x^2 and x^3.
    if (!isStagedScalar(call[2]) && call[2].asInt() >= 0 && call[2].asInt() <= 3) {
      ir::Value* x = s.valueOf(call[1]);
      int64_t n = call[2].asInt();
      ir::Value* r = n == 0 ? s.b.onesLike(x) : x;
      for (int64_t i = 1; i < n; ++i) r = s.b.multiply(r, x);
      return s.scalar(r, call[1].type());
    }
    ir::Value* x = s.valueOf(call[1]);
    ir::Value* y = s.valueOf(call[2], *ex);
    matchShapes(s, x, y);
    return s.scalar(s.b.power(x, y), call[1].type());
  }
  if (!ir::isFloat(*ex) && !ir::isFloat(*ey) && *ex != E::I1 && *ey != E::I1) {
    // Julia's power_by_squaring: a negative power of an integer other than ±1 is a DomainError.
    ir::Value *x, *n;
    if (!promote2(s, call[1], call[2], x, n)) return Value();
    ir::Value* nonnegative = s.b.compare(n, s.b.zerosLike(n), ir::ComparisonDirection::GE);
    ir::Value* unit = s.b.compare(s.b.abs(x), s.b.onesLike(x), ir::ComparisonDirection::EQ);
    checkAll(s, s.b.or_(nonnegative, unit),
             ErrorSite{call.span, "DomainError", "Cannot raise an integer x to a negative power.\nMake x or the power a float "
                                                 "by adding a zero decimal, or write 1/x^n, float(x)^n or x^float(n)."});
  }
  if (ir::isFloat(*ex) || ir::isFloat(*ey)) {  // (Float ^ Int returned above)
    // Julia's ^(::Float64, ::Float64): a negative base with a (not huge) non-integer exponent.
    ir::Value *x, *y;
    if (!promote2(s, call[1], call[2], x, y)) return Value();
    ir::Value* negative = s.b.compare(x, s.b.zerosLike(x), ir::ComparisonDirection::LT);
    ir::Value* fractional = s.b.and_(s.b.compare(y, s.b.splat(y->type(), -4e18), ir::ComparisonDirection::GT),
                                     s.b.compare(y, s.b.roundNearestEven(y), ir::ComparisonDirection::NE));
    checkAll(s, s.b.not_(s.b.and_(negative, fractional)),
             ErrorSite{call.span, "DomainError", "Exponentiation yielding a complex result requires a complex argument.\n"
                                                 "Replace x^y with (x+0im)^y, Complex(x)^y, or similar."});
  }
  return binaryArith(s, call, OpCode::Power);
}

Value compareWith(Session& s, CallArgs& call, ir::ComparisonDirection d) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  ir::Value *x, *y;
  if (!promote2(s, call[1], call[2], x, y)) return Value();
  return s.scalar(s.b.compare(x, y, d), s.ev.core().Bool);
}
Value lt(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::LT); }
Value le(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::LE); }
Value gt(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::GT); }
Value ge(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::GE); }
Value eq(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::EQ); }
Value ne(Session& s, CallArgs& c) { return compareWith(s, c, ir::ComparisonDirection::NE); }

// sqrt and log of a negative number (log1p below -1) are Julia's DomainError, checked into the error
// flag (the message cannot name the value: it is known only when the compiled code runs).
void checkComplexResult(Session& s, const std::string& f, ir::Value* x, SourceSpan span) {
  bool log1p = f == "log1p";
  ir::Value* ok = s.b.not_(s.b.compare(x, s.b.splat(x->type(), log1p ? -1.0 : 0.0), ir::ComparisonDirection::LT));
  std::string what = log1p ? "a real argument < -1" : "a negative real argument";
  checkAll(s, ok, ErrorSite{span, "DomainError", f + " was called with " + what +
                                                     " but will only return a complex result if called with a complex argument. Try " +
                                                     f + "(Complex(x))."});
}

// Math functions of one argument: integers are converted to Float64 first, as Julia's do.
template <OpCode code>
Value unaryFloat(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  const DataType* t = call[1].type();
  if (!ir::isFloat(x->type().elementType())) x = s.b.convert(x, E::F64), t = s.ev.core().Float64;
  if (code == OpCode::Sqrt) checkComplexResult(s, "sqrt", x, call.span);
  if (code == OpCode::Log) checkComplexResult(s, "log", x, call.span);
  if (code == OpCode::LogPlusOne) checkComplexResult(s, "log1p", x, call.span);
  return s.scalar(s.b.unary(code, x), t);
}

// Functions that keep integers integer: abs, sign, -x.
template <OpCode code>
Value unarySame(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  if (call[1].type() == s.ev.core().Bool) return call[1];  // abs(true) and sign(true) are true
  return s.scalar(s.b.unary(code, s.valueOf(call[1])), call[1].type());
}

Value log2(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  checkComplexResult(s, "log2", x, call.span);
  ir::Value* c = s.b.splat(x->type(), 1.0 / std::log(2.0));
  return s.scalar(s.b.multiply(s.b.log(x), c), t);
}
Value log10(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  checkComplexResult(s, "log10", x, call.span);
  return s.scalar(s.b.divide(s.b.log(x), s.b.splat(x->type(), std::log(10.0))), t);
}
Value exp2(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  return s.scalar(s.b.power(s.b.splat(x->type(), 2.0), x), t);
}
Value inv(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  return s.scalar(s.b.divide(s.b.onesLike(x), x), t);
}
Value abs2(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  return s.scalar(s.b.multiply(x, x), call[1].type());
}
// sinh, cosh from exp: (e^x ∓ e^-x) / 2.
Value hyperbolic(Session& s, CallArgs& call, bool isCosh) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  ir::Value* e = s.b.exp(x);
  ir::Value* einv = s.b.exp(s.b.negate(x));
  ir::Value* sum = isCosh ? s.b.add(e, einv) : s.b.subtract(e, einv);
  return s.scalar(s.b.multiply(sum, s.b.splat(x->type(), 0.5)), t);
}
Value sinh(Session& s, CallArgs& c) { return hyperbolic(s, c, false); }
Value cosh(Session& s, CallArgs& c) { return hyperbolic(s, c, true); }

Value atan(Session& s, CallArgs& call) {
  if (!anyStaged(call)) return Value();
  if (call.size() == 2) {
    ir::Value* x;
    const DataType* t = floatOf(s, call[1], x);
    return s.scalar(s.b.atan2(x, s.b.onesLike(x)), t);
  }
  if (call.size() != 3) return Value();
  ir::Value *y, *x;
  const DataType* t = promote2(s, call[1], call[2], y, x);
  if (!t) return Value();
  if (!ir::isFloat(y->type().elementType())) y = s.b.convert(y, E::F64), x = s.b.convert(x, E::F64), t = s.ev.core().Float64;
  return s.scalar(s.b.atan2(y, x), t);
}

Value isnan(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  if (!ir::isFloat(x->type().elementType())) return s.scalar(s.b.splatInt(x->type().withElementType(E::I1), 0), s.ev.core().Bool);
  return s.scalar(s.b.compare(x, x, ir::ComparisonDirection::NE), s.ev.core().Bool);
}
Value isfinite(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  if (!ir::isFloat(x->type().elementType())) return s.scalar(s.b.splatInt(x->type().withElementType(E::I1), 1), s.ev.core().Bool);
  return s.scalar(s.b.isFinite(x), s.ev.core().Bool);
}
Value isinf(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  if (!ir::isFloat(x->type().elementType())) return s.scalar(s.b.splatInt(x->type().withElementType(E::I1), 0), s.ev.core().Bool);
  ir::Value* inf = s.b.splat(x->type(), INFINITY);
  return s.scalar(s.b.compare(s.b.abs(x), inf, ir::ComparisonDirection::EQ), s.ev.core().Bool);
}

// !x, x & y, x | y, xor(x, y) on Bool and integers.
Value logicalNot(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  return s.scalar(s.b.not_(s.valueOf(call[1])), call[1].type());
}
Value bitAnd(Session& s, CallArgs& c) { return binaryArith(s, c, OpCode::And); }
Value bitOr(Session& s, CallArgs& c) { return binaryArith(s, c, OpCode::Or); }
Value bitXor(Session& s, CallArgs& c) { return binaryArith(s, c, OpCode::Xor); }

// rem(x, y) truncates like C; div too. mod and fld follow the divisor's sign. Integer division by
// zero (and typemin ÷ -1) is Julia's DivideError, checked into the error flag.
Value truncatedDivision(Session& s, CallArgs& call, bool quotient) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t || t == s.ev.core().Bool) return Value();
  if (!ir::isFloat(x->type().elementType())) {
    checkIntegerDivision(s, x, y, quotient, call.span);
    return s.scalar(quotient ? s.b.divide(x, y) : s.b.remainder(x, y), t);
  }
  if (!quotient) return s.scalar(s.b.remainder(x, y), t);
  ir::Value* q = s.b.divide(s.b.subtract(x, s.b.remainder(x, y)), y);
  return s.scalar(s.b.roundNearestEven(q), t);
}
Value rem(Session& s, CallArgs& c) { return truncatedDivision(s, c, false); }
Value div(Session& s, CallArgs& c) { return truncatedDivision(s, c, true); }
Value mod(Session& s, CallArgs& call) {
  if (call.size() != 3 || !anyStaged(call) || !isNumber(s, call[1]) || !isNumber(s, call[2])) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t || t == s.ev.core().Bool) return Value();
  if (!ir::isFloat(x->type().elementType())) checkIntegerDivision(s, x, y, false, call.span);
  return s.scalar(modValue(s, x, y), t);
}

}  // namespace

ir::Value* modValue(Session& s, ir::Value* x, ir::Value* y) {
  ir::Value* r = s.b.remainder(x, y);
  ir::Value* zero = s.b.zerosLike(r);
  // r != 0 and sign(r) != sign(y): r + y
  ir::Value* nonzero = s.b.compare(r, zero, ir::ComparisonDirection::NE);
  ir::Value* differ = s.b.compare(s.b.compare(r, zero, ir::ComparisonDirection::LT), s.b.compare(y, zero, ir::ComparisonDirection::LT),
                                  ir::ComparisonDirection::NE);
  r = s.b.select(s.b.and_(nonzero, differ), s.b.add(r, y), r);
  if (ir::isFloat(r->type().elementType())) {  // a zero remainder takes the divisor's sign: mod(6.0, -3.0) == -0.0
    ir::Value* signedZero = s.b.select(s.b.compare(y, zero, ir::ComparisonDirection::LT), s.b.negate(zero), zero);
    r = s.b.select(nonzero, r, signedZero);
  }
  return r;
}

void checkAll(Session& s, ir::Value* ok, ErrorSite site) {
  if (ok->type().rank() > 0) {
    std::vector<int64_t> dims;
    for (int64_t i = 0; i < ok->type().rank(); ++i) dims.push_back(i);
    ok = s.b.reduce(ok, s.b.constantInt(E::I1, 1), dims, OpCode::And);
  }
  s.check(ok, std::move(site));
}

void checkIntegerDivision(Session& s, ir::Value* x, ir::Value* y, bool quotient, SourceSpan span) {
  E e = y->type().elementType();
  ir::Value* ok = s.b.compare(y, s.b.zerosLike(y), ir::ComparisonDirection::NE);
  if (quotient && ir::isSignedInteger(e)) {  // typemin ÷ -1 overflows
    int64_t typemin = ir::bitWidth(e) == 64 ? INT64_MIN : -(int64_t(1) << (ir::bitWidth(e) - 1));
    ir::Value* overflow = s.b.and_(s.b.compare(x, s.b.splatInt(x->type(), typemin), ir::ComparisonDirection::EQ),
                                   s.b.compare(y, s.b.splatInt(y->type(), -1), ir::ComparisonDirection::EQ));
    ok = s.b.and_(ok, s.b.not_(overflow));
  }
  checkAll(s, ok, ErrorSite{span, "DivideError", "integer division error"});
}

namespace {

Value ifelse(Session& s, CallArgs& call) {
  if (call.size() != 4 || !anyStaged(call) || !isNumber(s, call[2]) || !isNumber(s, call[3])) return Value();
  ir::Value* c = s.valueOf(call[1]);
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[2], call[3], x, y);
  if (!t) return Value();
  matchShapes(s, c, x);
  matchShapes(s, c, y);
  matchShapes(s, x, y);
  return s.scalar(s.b.select(c, x, y), t);
}

Value clamp(Session& s, CallArgs& call) {
  ir::Value *x, *lo, *hi;
  const DataType* t = promote3(s, call, x, lo, hi);
  if (!t) return Value();
  return s.scalar(s.b.minimum(s.b.maximum(x, lo), hi), t);
}

Value muladd(Session& s, CallArgs& call) {
  if (call.size() != 4 || !anyStaged(call)) return Value();
  Value product = s.ev.callFunction(s.ev.baseFunction("*"), {call[1], call[2]}, call.span);
  return s.ev.callFunction(s.ev.baseFunction("+"), {product, call[3]}, call.span);
}

// zero(x), one(x), oneunit(x) of a staged number: a constant of its type and shape.
template <int kValue>
Value constantLike(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  return s.scalar(s.b.splatInt(x->type(), kValue), call[1].type());
}

Value identity(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  return call[1];
}

}  // namespace

// T(x) and convert(T, x) for number types T. Float -> Int conversion rounds only when exact in Julia;
// a staged value is checked into the error flag (InexactError).
Value convertTo(Session& s, const Value& typeValue, const Value& x, SourceSpan span) {
  if (!isStagedScalar(x) || !typeValue.type()->isKindType) return Value();
  const JType* t = typeValue.asType();
  const compiler::CoreTypes& c = s.ev.core();
  if (t == c.AbstractFloat || t == c.Real || t == c.Number) return x;
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return Value();
  ir::Value* v = s.valueOf(x);
  E from = v->type().elementType();
  if (ir::isFloat(from) && !ir::isFloat(*e)) {
    ir::Value* rounded = s.b.convert(v, *e);
    ir::Value* back = s.b.convert(rounded, from);
    ir::Value* exact = s.b.compare(back, v, ir::ComparisonDirection::EQ);
    checkAll(s, exact, ErrorSite{span, "InexactError", s.ev.universe().show(t) + "(...): the value is not an integer"});
    return s.scalar(rounded, static_cast<const DataType*>(t));
  }
  if (*e == E::I1 && from != E::I1) {  // Bool(x) of 0 or 1 only
    ir::Value* zero = s.b.compare(v, s.b.zerosLike(v), ir::ComparisonDirection::EQ);
    ir::Value* one = s.b.compare(v, s.b.onesLike(v), ir::ComparisonDirection::EQ);
    checkAll(s, s.b.or_(zero, one), ErrorSite{span, "InexactError", "Bool(...): the value is neither 0 nor 1"});
    return s.scalar(s.b.not_(zero), c.Bool);
  }
  if (ir::isInteger(from) && from != E::I1 && ir::isInteger(*e) && *e != E::I1 && from != *e) {
    // Int32(x), UInt8(x), ...: the value must fit (a round trip keeps it and keeps its sign).
    ir::Value* narrowed = s.b.convert(v, *e);
    ir::Value* same = s.b.compare(s.b.convert(narrowed, from), v, ir::ComparisonDirection::EQ);
    if (ir::isSignedInteger(from) != ir::isSignedInteger(*e)) {
      ir::Value* negative = ir::isSignedInteger(from) ? s.b.compare(v, s.b.zerosLike(v), ir::ComparisonDirection::LT)
                                                      : s.b.compare(narrowed, s.b.zerosLike(narrowed), ir::ComparisonDirection::LT);
      same = s.b.and_(same, s.b.not_(negative));
    }
    checkAll(s, same, ErrorSite{span, "InexactError", s.ev.universe().show(t) + "(...): the value does not fit"});
    return s.scalar(narrowed, static_cast<const DataType*>(t));
  }
  return s.scalar(from == *e ? v : s.b.convert(v, *e), static_cast<const DataType*>(t));
}

namespace {

Value typeCall(Session& s, CallArgs& call) {
  if (call.size() != 2) return Value();
  return convertTo(s, call[0], call[1], call.span);
}
Value convert(Session& s, CallArgs& call) {
  if (call.size() != 3) return Value();
  return convertTo(s, call[1], call[2], call.span);
}
Value oftype(Session& s, CallArgs& call) {
  if (call.size() != 3) return Value();
  return convertTo(s, s.ev.universe().typeValue(call[1].type()), call[2], call.span);
}
Value toFloat(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  return s.scalar(x, t);
}

}  // namespace

void registerScalarRules(RuleTable& t) {
  registerScalarMathRules(t);
  registerRoundingRules(t);
  t.add("+", add);
  t.add("-", subtract);
  t.add("*", multiply);
  t.add("/", divide);
  t.add("^", power);
  t.add("max", maximum);
  t.add("min", minimum);
  t.add("<", lt);
  t.add("<=", le);
  t.add(">", gt);
  t.add(">=", ge);
  t.add("==", eq);
  t.add("!=", ne);
  t.add("sqrt", unaryFloat<OpCode::Sqrt>);
  t.add("√", unaryFloat<OpCode::Sqrt>);  // Julia's √ and ∛ are sqrt and cbrt
  t.add("∛", unaryFloat<OpCode::Cbrt>);
  t.add("exp", unaryFloat<OpCode::Exponential>);
  t.add("expm1", unaryFloat<OpCode::ExponentialMinusOne>);
  t.add("log", unaryFloat<OpCode::Log>);
  t.add("log1p", unaryFloat<OpCode::LogPlusOne>);
  t.add("sin", unaryFloat<OpCode::Sine>);
  t.add("cos", unaryFloat<OpCode::Cosine>);
  t.add("tan", unaryFloat<OpCode::Tan>);
  t.add("tanh", unaryFloat<OpCode::Tanh>);
  t.add("cbrt", unaryFloat<OpCode::Cbrt>);
  t.add("sinh", sinh);
  t.add("cosh", cosh);
  t.add("atan", atan);
  t.add("log2", log2);
  t.add("log10", log10);
  t.add("exp2", exp2);
  t.add("inv", inv);
  t.add("abs2", abs2);
  t.add("abs", unarySame<OpCode::Abs>);
  t.add("sign", unarySame<OpCode::Sign>);
  t.add("isnan", isnan);
  t.add("isfinite", isfinite);
  t.add("isinf", isinf);
  t.add("!", logicalNot);
  t.add("~", logicalNot);
  t.add("&", bitAnd);
  t.add("|", bitOr);
  t.add("xor", bitXor);
  t.add("⊻", bitXor);
  t.add("rem", rem);
  t.add("%", rem);
  t.add("div", div);
  t.add("÷", div);
  t.add("mod", mod);
  t.add("ifelse", ifelse);
  t.add("clamp", clamp);
  t.add("muladd", muladd);
  t.add("zero", constantLike<0>);
  t.add("one", constantLike<1>);
  t.add("oneunit", constantLike<1>);
  t.add("identity", identity);
  t.add("convert", convert);
  t.add("oftype", oftype);
  t.add("float", toFloat);
  for (const char* type : {"Float64", "Float32", "Float16", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt16",
                           "UInt8", "Bool"})
    t.add(type, typeCall);
}

}  // namespace juxla::staging
