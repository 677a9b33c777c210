// Staged rules for the rest of Julia's number functions: floored and ceiling division, sign
// manipulation, predicates, isless/isequal (NaN and -0.0 as Julia orders them), shifts, and the math
// functions StableHLO has no op for, written from ops it has. Elementwise, as in rules_scalar.cpp.
#include <cmath>
#include <numbers>

#include "compiler/types.h"
#include "staging/rules_scalar.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;
using E = ir::ElementType;
using ir::ComparisonDirection;
using ir::OpCode;

ir::Value* cmp(Session& s, ir::Value* x, ir::Value* y, ComparisonDirection d) { return s.b.compare(x, y, d); }
ir::Value* cmpZero(Session& s, ir::Value* x, ComparisonDirection d) { return s.b.compare(x, s.b.zerosLike(x), d); }
Value boolean(Session& s, ir::Value* v) { return s.scalar(v, s.ev.core().Bool); }

bool twoNumbers(Session& s, CallArgs& call) {
  return call.size() == 3 && anyStaged(call) && isNumber(s, call[1]) && isNumber(s, call[2]);
}

// fld(x, y) rounds the quotient down, cld(x, y) up: for integers the truncated quotient moved by one
// where the remainder is nonzero and its sign differs from (fld) or agrees with (cld) the divisor's.
Value floorOrCeilDiv(Session& s, CallArgs& call, bool down) {
  if (!twoNumbers(s, call)) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t || t == s.ev.core().Bool) return Value();
  if (ir::isFloat(x->type().elementType())) {  // Julia: round((x - mod(x, ±y)) / y), -y for cld
    ir::Value* m = modValue(s, x, down ? y : s.b.negate(y));
    return s.scalar(s.b.roundNearestEven(s.b.divide(s.b.subtract(x, m), y)), t);
  }
  checkIntegerDivision(s, x, y, true, call.span);
  ir::Value* r = s.b.remainder(x, y);
  ir::Value* q = s.b.divide(s.b.subtract(x, r), y);
  ir::Value* signsDiffer = cmp(s, cmpZero(s, r, ComparisonDirection::LT), cmpZero(s, y, ComparisonDirection::LT), ComparisonDirection::NE);
  ir::Value* move = s.b.and_(cmpZero(s, r, ComparisonDirection::NE), down ? signsDiffer : s.b.not_(signsDiffer));
  ir::Value* one = s.b.onesLike(q);
  return s.scalar(s.b.select(move, down ? s.b.subtract(q, one) : s.b.add(q, one), q), t);
}
Value fld(Session& s, CallArgs& c) { return floorOrCeilDiv(s, c, true); }
Value cld(Session& s, CallArgs& c) { return floorOrCeilDiv(s, c, false); }

// copysign(x, y) and flipsign(x, y) keep x's type; y only gives a sign.
Value signFrom(Session& s, CallArgs& call, bool flip) {
  if (!twoNumbers(s, call) || call[1].type() == s.ev.core().Bool) return Value();
  std::optional<E> e = s.elementTypeOf(call[1].type());
  if (!e) return Value();
  ir::Value* x = s.valueOf(call[1]);
  ir::Value* y = s.valueOf(call[2]);
  matchShapes(s, x, y);
  ir::Value* negative = signBitOf(s, y);
  ir::Value* magnitude = flip ? x : s.b.abs(x);
  return s.scalar(s.b.select(negative, s.b.negate(magnitude), magnitude), call[1].type());
}
Value copysign(Session& s, CallArgs& c) { return signFrom(s, c, false); }
Value flipsign(Session& s, CallArgs& c) { return signFrom(s, c, true); }

Value signbit(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  return boolean(s, signBitOf(s, s.valueOf(call[1])));
}

// hypot(x, y) = m * sqrt(1 + (n/m)^2) with m = max(|x|, |y|), so x^2 cannot overflow; 0 when both are.
Value hypot(Session& s, CallArgs& call) {
  if (!twoNumbers(s, call)) return Value();
  ir::Value *x, *y;
  const DataType* t = promote2(s, call[1], call[2], x, y);
  if (!t) return Value();
  if (!ir::isFloat(x->type().elementType())) x = s.b.convert(x, E::F64), y = s.b.convert(y, E::F64), t = s.ev.core().Float64;
  ir::Value* ax = s.b.abs(x);
  ir::Value* ay = s.b.abs(y);
  ir::Value* m = s.b.maximum(ax, ay);
  ir::Value* n = s.b.minimum(ax, ay);
  ir::Value* ratio = s.b.divide(n, m);
  ir::Value* scaled = s.b.multiply(m, s.b.sqrt(s.b.add(s.b.onesLike(m), s.b.multiply(ratio, ratio))));
  ir::Value* inf = s.b.splat(m->type(), INFINITY);
  ir::Value* special = s.b.or_(cmpZero(s, m, ComparisonDirection::EQ), cmp(s, m, inf, ComparisonDirection::EQ));
  return s.scalar(s.b.select(special, m, scaled), t);
}

// iszero, isone, isinteger, iseven, isodd.
Value isValue(Session& s, CallArgs& call, int64_t value) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  return boolean(s, cmp(s, x, s.b.splatInt(x->type(), value), ComparisonDirection::EQ));
}
Value iszero(Session& s, CallArgs& c) { return isValue(s, c, 0); }
Value isone(Session& s, CallArgs& c) { return isValue(s, c, 1); }

ir::Value* isIntegerValue(Session& s, ir::Value* x) {
  if (!ir::isFloat(x->type().elementType())) return s.b.splatInt(x->type().withElementType(E::I1), 1);
  ir::Value* whole = cmp(s, s.b.remainder(x, s.b.onesLike(x)), s.b.zerosLike(x), ComparisonDirection::EQ);
  return s.b.and_(s.b.isFinite(x), whole);  // fmod(±Inf, 1) is NaN already; kept explicit
}
Value isinteger(Session& s, CallArgs& call) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  return boolean(s, isIntegerValue(s, s.valueOf(call[1])));
}
// iseven(x) for a real x: an integer whose remainder by 2 is zero (Julia 1.7's definition).
Value parity(Session& s, CallArgs& call, bool even) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x = s.valueOf(call[1]);
  if (x->type().elementType() == E::I1) x = s.b.convert(x, E::I64);
  ir::Value* r = s.b.remainder(x, s.b.splatInt(x->type(), 2));
  ir::Value* zero = cmpZero(s, r, ComparisonDirection::EQ);
  return boolean(s, s.b.and_(isIntegerValue(s, x), even ? zero : s.b.not_(zero)));
}
Value iseven(Session& s, CallArgs& c) { return parity(s, c, true); }
Value isodd(Session& s, CallArgs& c) { return parity(s, c, false); }

// isless orders floats totally: -0.0 before 0.0, NaN after everything. isequal: NaN equals NaN,
// -0.0 does not equal 0.0.
Value isless(Session& s, CallArgs& call) {
  if (!twoNumbers(s, call)) return Value();
  ir::Value *x, *y;
  if (!promote2(s, call[1], call[2], x, y)) return Value();
  ir::Value* lt = cmp(s, x, y, ComparisonDirection::LT);
  if (!ir::isFloat(x->type().elementType())) return boolean(s, lt);
  ir::Value* xNan = cmp(s, x, x, ComparisonDirection::NE);
  ir::Value* yNan = cmp(s, y, y, ComparisonDirection::NE);
  ir::Value* zeros = s.b.and_(cmp(s, x, y, ComparisonDirection::EQ), s.b.and_(signBitOf(s, x), s.b.not_(signBitOf(s, y))));
  ir::Value* ordered = s.b.or_(lt, zeros);
  return boolean(s, s.b.select(xNan, s.b.zerosLike(lt), s.b.select(yNan, s.b.onesLike(lt), ordered)));
}
Value isequal(Session& s, CallArgs& call) {
  if (!twoNumbers(s, call)) return Value();
  ir::Value *x, *y;
  if (!promote2(s, call[1], call[2], x, y)) return Value();
  ir::Value* eq = cmp(s, x, y, ComparisonDirection::EQ);
  if (!ir::isFloat(x->type().elementType())) return boolean(s, eq);
  ir::Value* sameSign = cmp(s, signBitOf(s, x), signBitOf(s, y), ComparisonDirection::EQ);
  ir::Value* bothNan = s.b.and_(cmp(s, x, x, ComparisonDirection::NE), cmp(s, y, y, ComparisonDirection::NE));
  return boolean(s, s.b.or_(s.b.and_(eq, sameSign), bothNan));
}

// x << n, x >> n, x >>> n on integers; a negative n shifts the other way, as in Julia.
enum class Shift { Left, Arithmetic, Logical };
ir::Value* shiftBy(Session& s, Shift k, ir::Value* x, ir::Value* n) {
  if (k == Shift::Left) return s.b.shiftLeft(x, n);
  return k == Shift::Arithmetic ? s.b.shiftRightArithmetic(x, n) : s.b.shiftRightLogical(x, n);
}
Value shift(Session& s, CallArgs& call, Shift k) {
  if (!twoNumbers(s, call) || call[1].type() == s.ev.core().Bool) return Value();
  std::optional<E> e = s.elementTypeOf(call[1].type());
  std::optional<E> en = s.elementTypeOf(call[2].type());
  if (!e || !en || ir::isFloat(*e) || ir::isFloat(*en) || *en == E::I1) return Value();
  ir::Value* x = s.valueOf(call[1]);
  ir::Value* n = s.valueOf(call[2], *e);
  matchShapes(s, x, n);
  ir::Value* forward = shiftBy(s, k, x, n);
  Shift back = k == Shift::Left ? (ir::isSignedInteger(*e) ? Shift::Arithmetic : Shift::Logical) : Shift::Left;
  ir::Value* backward = shiftBy(s, back, x, s.b.negate(n));
  return s.scalar(s.b.select(cmpZero(s, n, ComparisonDirection::LT), backward, forward), call[1].type());
}
Value shl(Session& s, CallArgs& c) { return shift(s, c, Shift::Left); }
Value sar(Session& s, CallArgs& c) { return shift(s, c, Shift::Arithmetic); }
Value shr(Session& s, CallArgs& c) { return shift(s, c, Shift::Logical); }

// fma(x, y, z) rounds x * y + z once: the product's exact error (two-product) and the sum's
// (two-sum) are added back before the final rounding. Integers: x * y + z.
Value fma(Session& s, CallArgs& call) {
  ir::Value *x, *y, *z;
  const DataType* t = promote3(s, call, x, y, z);
  if (!t) return Value();
  ir::Value* p = s.b.multiply(x, y);
  if (!ir::isFloat(x->type().elementType())) return s.scalar(s.b.add(p, z), t);
  ir::Value* productErr = productError(s, x, y, p);
  ir::Value* sum = s.b.add(p, z);  // two-sum: p + z == sum + sumErr exactly
  ir::Value* zVirtual = s.b.subtract(sum, p);
  ir::Value* sumErr = s.b.add(s.b.subtract(p, s.b.subtract(sum, zVirtual)), s.b.subtract(z, zVirtual));
  ir::Value* fused = s.b.add(sum, s.b.add(sumErr, productErr));
  return s.scalar(s.b.select(s.b.isFinite(fused), fused, sum), t);  // Inf/NaN: as computed
}

// Math functions of one float argument written from StableHLO's ops (integers become Float64).
// `domain` (when given) says where x is allowed; elsewhere Julia's DomainError with `message`.
using FloatFormula = ir::Value* (*)(Session& s, ir::Value* x);
using DomainTest = ir::Value* (*)(Session& s, ir::Value* x);
template <FloatFormula formula, DomainTest domain = nullptr>
Value floatFunction(Session& s, CallArgs& call, const char* message) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x;
  const DataType* t = floatOf(s, call[1], x);
  if (domain) checkAll(s, domain(s, x), ErrorSite{call.span, "DomainError", message});
  return s.scalar(formula(s, x), t);
}
// NaN passes every domain test (the function returns NaN, as Julia's do).
ir::Value* notAbove(Session& s, ir::Value* v, double limit) {
  return s.b.not_(cmp(s, v, s.b.splat(v->type(), limit), ComparisonDirection::GT));
}
ir::Value* withinOne(Session& s, ir::Value* x) { return notAbove(s, s.b.abs(x), 1.0); }
ir::Value* atLeastOne(Session& s, ir::Value* x) {
  return s.b.not_(cmp(s, x, s.b.onesLike(x), ComparisonDirection::LT));
}
ir::Value* constant(Session& s, ir::Value* like, double v) { return s.b.splat(like->type(), v); }
// sqrt(1 - x^2) as sqrt((1 - x)(1 + x)), which keeps its digits near |x| = 1.
ir::Value* cosOfAsin(Session& s, ir::Value* x) {
  ir::Value* one = s.b.onesLike(x);
  return s.b.sqrt(s.b.multiply(s.b.subtract(one, x), s.b.add(one, x)));
}
ir::Value* asinOf(Session& s, ir::Value* x) { return s.b.atan2(x, cosOfAsin(s, x)); }
ir::Value* acosOf(Session& s, ir::Value* x) { return s.b.atan2(cosOfAsin(s, x), x); }
// asinh(x) = sign(x) log(|x| + sqrt(x^2 + 1)), odd so that negative x does not cancel.
ir::Value* asinhOf(Session& s, ir::Value* x) {
  ir::Value* a = s.b.abs(x);
  ir::Value* r = s.b.log(s.b.add(a, s.b.sqrt(s.b.add(s.b.multiply(a, a), s.b.onesLike(a)))));
  return s.b.select(signBitOf(s, x), s.b.negate(r), r);
}
ir::Value* acoshOf(Session& s, ir::Value* x) {
  return s.b.log(s.b.add(x, s.b.sqrt(s.b.subtract(s.b.multiply(x, x), s.b.onesLike(x)))));
}
// atanh(x) = log1p(2x / (1 - x)) / 2.
ir::Value* atanhOf(Session& s, ir::Value* x) {
  ir::Value* ratio = s.b.divide(s.b.add(x, x), s.b.subtract(s.b.onesLike(x), x));
  return s.b.multiply(s.b.logPlusOne(ratio), constant(s, x, 0.5));
}
ir::Value* secOf(Session& s, ir::Value* x) { return s.b.divide(s.b.onesLike(x), s.b.cosine(x)); }
ir::Value* cscOf(Session& s, ir::Value* x) { return s.b.divide(s.b.onesLike(x), s.b.sine(x)); }
ir::Value* cotOf(Session& s, ir::Value* x) { return s.b.divide(s.b.onesLike(x), s.b.tan(x)); }
ir::Value* exp10Of(Session& s, ir::Value* x) { return s.b.power(constant(s, x, 10.0), x); }
// Julia: deg2rad(x) = x * (oftype(x, pi) / 180), rad2deg(x) = x * (180 / oftype(x, pi)); the
// constants are rounded to x's type first, then divided in it.
ir::Value* deg2radOf(Session& s, ir::Value* x) {
  ir::Value* ratio = s.b.divide(constant(s, x, std::numbers::pi), constant(s, x, 180.0));
  return s.b.multiply(x, ratio);
}
ir::Value* rad2degOf(Session& s, ir::Value* x) {
  ir::Value* ratio = s.b.divide(constant(s, x, 180.0), constant(s, x, std::numbers::pi));
  return s.b.multiply(x, ratio);
}

// sinpi(x) and cospi(x) as Julia computes them: exact at integers and half-integers (with Julia's
// signed zeros). |x| is split into n/2 + r with n = round(2|x|) and |r| <= 1/4, then n mod 4 picks
// ±sin(πr) or ±cos(πr); |x| >= maxintfloat gives 0 (sinpi) or 1 (cospi); ±Inf is a DomainError.
Value piTrig(Session& s, CallArgs& call, bool isSin) {
  if (call.size() != 2 || !isStagedScalar(call[1])) return Value();
  ir::Value* x0;
  const DataType* t = floatOf(s, call[1], x0);
  ir::Value* x = s.b.abs(x0);
  checkAll(s, s.b.not_(cmp(s, x, s.b.splat(x->type(), INFINITY), ComparisonDirection::EQ)),
           ErrorSite{call.span, "DomainError", std::string("`") + (isSin ? "sinpi" : "cospi") + "(x)` is only defined for finite `x`."});
  ir::Value* n = s.b.roundNearestEven(s.b.add(x, x));
  ir::Value* r = s.b.subtract(x, s.b.multiply(s.b.splat(x->type(), 0.5), n));  // exact
  ir::Value* k = s.b.subtract(n, s.b.multiply(s.b.splat(n->type(), 4.0), s.b.floor(s.b.divide(n, s.b.splat(n->type(), 4.0)))));
  ir::Value* pr = s.b.multiply(s.b.splat(r->type(), M_PI), r);
  ir::Value* sinR = s.b.sine(pr);
  ir::Value* cosR = s.b.cosine(pr);
  ir::Value* zero = s.b.zerosLike(x);
  auto is = [&](double v) { return cmp(s, k, s.b.splat(k->type(), v), ComparisonDirection::EQ); };
  // sinpi: k = 0: sin, 1: cos, 2: 0 - sin, 3: 0 - cos. cospi: cos, 0 - sin, 0 - cos, sin.
  ir::Value* q0 = isSin ? sinR : cosR;
  ir::Value* q1 = isSin ? cosR : s.b.subtract(zero, sinR);
  ir::Value* q2 = s.b.subtract(zero, isSin ? sinR : cosR);
  ir::Value* q3 = isSin ? s.b.subtract(zero, cosR) : sinR;
  ir::Value* res = s.b.select(is(0), q0, s.b.select(is(1), q1, s.b.select(is(2), q2, q3)));
  double maxInt = x->type().elementType() == E::F32 ? 16777216.0 : 9007199254740992.0;  // maxintfloat
  ir::Value* huge = cmp(s, x, s.b.splat(x->type(), maxInt), ComparisonDirection::GE);
  res = s.b.select(huge, isSin ? zero : s.b.onesLike(x), res);
  ir::Value* nan = cmp(s, x0, x0, ComparisonDirection::NE);
  res = s.b.select(nan, x0, res);
  if (isSin) res = s.b.select(signBitOf(s, x0), s.b.negate(res), res);  // sinpi is odd, cospi even
  return s.scalar(res, t);
}

}  // namespace

// A float's bit pattern read as a signed integer is negative exactly when its sign bit is set (so
// -0.0 and -NaN count); an integer's is x < 0.
ir::Value* signBitOf(Session& s, ir::Value* x) {
  E e = x->type().elementType();
  if (e == E::I1) return s.b.splatInt(x->type(), 0);
  if (!ir::isFloat(e)) return cmpZero(s, x, ComparisonDirection::LT);
  E asInt = ir::bitWidth(e) == 64 ? E::I64 : ir::bitWidth(e) == 32 ? E::I32 : E::I16;
  return cmpZero(s, s.b.bitcastConvert(x, x->type().withElementType(asInt)), ComparisonDirection::LT);
}

void registerScalarMathRules(RuleTable& t) {
  t.add("fld", fld);
  t.add("cld", cld);
  t.add("copysign", copysign);
  t.add("flipsign", flipsign);
  t.add("signbit", signbit);
  t.add("hypot", hypot);
  t.add("fma", fma);
  t.add("sinpi", [](Session& s, CallArgs& c) { return piTrig(s, c, true); });
  t.add("cospi", [](Session& s, CallArgs& c) { return piTrig(s, c, false); });
  t.add("iszero", iszero);
  t.add("isone", isone);
  t.add("isinteger", isinteger);
  t.add("iseven", iseven);
  t.add("isodd", isodd);
  t.add("isless", isless);
  t.add("isequal", isequal);
  t.add("<<", shl);
  t.add(">>", sar);
  t.add(">>>", shr);
  t.add("asin", [](Session& s, CallArgs& c) { return floatFunction<asinOf, withinOne>(s, c, "asin(x) is not defined for |x| > 1."); });
  t.add("acos", [](Session& s, CallArgs& c) { return floatFunction<acosOf, withinOne>(s, c, "acos(x) not defined for |x| > 1"); });
  t.add("asinh", [](Session& s, CallArgs& c) { return floatFunction<asinhOf>(s, c, ""); });
  t.add("acosh", [](Session& s, CallArgs& c) { return floatFunction<acoshOf, atLeastOne>(s, c, "acosh(x) is only defined for x ≥ 1."); });
  t.add("atanh", [](Session& s, CallArgs& c) { return floatFunction<atanhOf, withinOne>(s, c, "atanh(x) is only defined for |x| ≤ 1."); });
  t.add("sec", [](Session& s, CallArgs& c) { return floatFunction<secOf>(s, c, ""); });
  t.add("csc", [](Session& s, CallArgs& c) { return floatFunction<cscOf>(s, c, ""); });
  t.add("cot", [](Session& s, CallArgs& c) { return floatFunction<cotOf>(s, c, ""); });
  t.add("exp10", [](Session& s, CallArgs& c) { return floatFunction<exp10Of>(s, c, ""); });
  t.add("deg2rad", [](Session& s, CallArgs& c) { return floatFunction<deg2radOf>(s, c, ""); });
  t.add("rad2deg", [](Session& s, CallArgs& c) { return floatFunction<rad2degOf>(s, c, ""); });
}

}  // namespace juxla::staging
