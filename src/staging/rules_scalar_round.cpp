// Staged round, floor, ceil and trunc: to an integral float, to an integer type (round(Int, x)), and
// with digits= as Julia's floatfuncs.jl does it: x * 10^d is rounded as the exact product would be
// (its rounding error, from Dekker's two-product, breaks ties and exact-integer cases), then scaled
// back; for d < 0, x / 10^-d with its exact remainder likewise.
#include <cmath>

#include "compiler/types.h"
#include "staging/rules_scalar.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;
using E = ir::ElementType;
using ir::ComparisonDirection;

enum class Rounding { Nearest, Down, Up, ToZero };  // round (ties to even), floor, ceil, trunc

ir::Value* cmp(Session& s, ir::Value* x, ir::Value* y, ComparisonDirection d) { return s.b.compare(x, y, d); }
ir::Value* cmpZero(Session& s, ir::Value* x, ComparisonDirection d) { return s.b.compare(x, s.b.zerosLike(x), d); }
ir::Value* constant(Session& s, ir::Value* like, double v) { return s.b.splat(like->type(), v); }
ir::Value* withSignOf(Session& s, ir::Value* magnitude, ir::Value* sign) {
  ir::Value* a = s.b.abs(magnitude);
  return s.b.select(signBitOf(s, sign), s.b.negate(a), a);
}

ir::Value* roundValue(Session& s, ir::Value* x, Rounding r) {
  switch (r) {
    case Rounding::Nearest: return s.b.roundNearestEven(x);
    case Rounding::Down: return s.b.floor(x);
    case Rounding::Up: return s.b.ceil(x);
    case Rounding::ToZero: break;
  }
  return s.b.select(cmpZero(s, x, ComparisonDirection::LT), s.b.ceil(x), s.b.floor(x));
}

// Rounds v + sigma, where sigma is far below v's last bit: sigma only decides ties (Nearest) and
// values that are already integers (the directed modes). Julia's roundSticky.
ir::Value* roundSticky(Session& s, ir::Value* v, ir::Value* sigma, Rounding r) {
  ir::Value* one = s.b.onesLike(v);
  ir::Value* sigmaNeg = cmpZero(s, sigma, ComparisonDirection::LT);
  ir::Value* sigmaPos = cmpZero(s, sigma, ComparisonDirection::GT);
  switch (r) {
    case Rounding::Down: {
      ir::Value* f = s.b.floor(v);
      return s.b.select(s.b.and_(cmp(s, f, v, ComparisonDirection::EQ), sigmaNeg), s.b.subtract(f, one), f);
    }
    case Rounding::Up: {
      ir::Value* c = s.b.ceil(v);
      ir::Value* bumped = withSignOf(s, s.b.add(c, one), c);
      return s.b.select(s.b.and_(cmp(s, c, v, ComparisonDirection::EQ), sigmaPos), bumped, c);
    }
    case Rounding::ToZero: {
      ir::Value* t = roundValue(s, v, Rounding::ToZero);
      ir::Value* sigmaNonzero = s.b.or_(sigmaNeg, sigmaPos);
      ir::Value* inward = cmp(s, signBitOf(s, sigma), signBitOf(s, v), ComparisonDirection::NE);
      ir::Value* step = s.b.and_(s.b.and_(cmp(s, t, v, ComparisonDirection::EQ), sigmaNonzero), inward);
      return s.b.select(step, withSignOf(s, s.b.add(t, withSignOf(s, one, sigma)), v), t);
    }
    case Rounding::Nearest: break;
  }
  ir::Value* half = constant(s, v, 0.5);
  ir::Value* frac = s.b.abs(s.b.subtract(v, roundValue(s, v, Rounding::ToZero)));
  ir::Value* tie = s.b.and_(cmp(s, frac, half, ComparisonDirection::EQ), s.b.or_(sigmaNeg, sigmaPos));
  return s.b.select(tie, withSignOf(s, s.b.add(v, withSignOf(s, half, sigma)), v), s.b.roundNearestEven(v));
}

// round(x; digits) for a float x. Where x * 10^d is 2^(precision - 1) or more it is already an integer
// to the float's precision and x comes back (Julia also returns x there, up to the last bit).
ir::Value* roundDigits(Session& s, ir::Value* x, int64_t digits, Rounding r) {
  ir::Value* step = constant(s, x, std::pow(10.0, double(std::abs(digits))));  // exact up to 10^22 (f64), 10^10 (f32)
  double bigInt = x->type().elementType() == E::F32 ? 8388608.0 : 4503599627370496.0;  // 2^23, 2^52
  ir::Value* y;
  ir::Value* scaled;
  if (digits >= 0) {
    scaled = s.b.multiply(x, step);
    ir::Value* err = productError(s, x, step, scaled);
    y = s.b.divide(roundSticky(s, scaled, err, r), step);
  } else {
    scaled = s.b.divide(x, step);
    // The exact remainder x - q * step, its sign as seen from the quotient (step > 0).
    ir::Value* qs = s.b.multiply(scaled, step);
    ir::Value* remainder = s.b.subtract(s.b.subtract(x, qs), productError(s, scaled, step, qs));
    y = s.b.multiply(roundSticky(s, scaled, remainder, r), step);
  }
  ir::Value* exact = cmp(s, s.b.abs(scaled), constant(s, x, bigInt), ComparisonDirection::GE);
  ir::Value* keep = s.b.or_(exact, s.b.not_(s.b.isFinite(y)));
  return s.b.select(keep, x, y);
}

// round(x), round(x; digits = d), round(Int, x), and floor, ceil, trunc likewise.
template <Rounding r>
Value roundingRule(Session& s, CallArgs& call) {
  std::optional<int64_t> digits;
  for (auto& [name, value] : call.keywords) {
    if (name->view() != "digits") return Value();  // sigdigits, base: the Julia method
    digits = s.requireInt(value, call.span, "digits");
  }
  if (call.size() == 2 && isStagedScalar(call[1])) {
    ir::Value* x = s.valueOf(call[1]);
    if (!digits) return ir::isFloat(x->type().elementType()) ? s.scalar(roundValue(s, x, r), call[1].type()) : call[1];
    const DataType* t = floatOf(s, call[1], x);  // an integer rounds as float(x)
    return s.scalar(roundDigits(s, x, *digits, r), t);
  }
  if (call.size() == 3 && isStagedScalar(call[2]) && call[1].type()->isKindType && !digits)  // round(Int, x)
    return convertTo(s, call[1], s.ev.callFunction(call[0], {call[2]}, call.span), call.span);
  return Value();
}

}  // namespace

// Dekker's two-product: a * b = p + e exactly (p the rounded product), by Veltkamp splitting.
ir::Value* productError(Session& s, ir::Value* a, ir::Value* b, ir::Value* p) {
  double splitter = a->type().elementType() == E::F32 ? 4097.0 : 134217729.0;  // 2^12 + 1, 2^27 + 1
  auto split = [&](ir::Value* v, ir::Value*& hi, ir::Value*& lo) {
    ir::Value* c = s.b.multiply(v, s.b.splat(v->type(), splitter));
    hi = s.b.subtract(c, s.b.subtract(c, v));
    lo = s.b.subtract(v, hi);
  };
  ir::Value *ah, *al, *bh, *bl;
  split(a, ah, al);
  split(b, bh, bl);
  ir::Value* e = s.b.subtract(s.b.multiply(ah, bh), p);
  e = s.b.add(e, s.b.multiply(ah, bl));
  e = s.b.add(e, s.b.multiply(al, bh));
  return s.b.add(e, s.b.multiply(al, bl));
}

void registerRoundingRules(RuleTable& t) {
  t.add("round", roundingRule<Rounding::Nearest>);
  t.add("floor", roundingRule<Rounding::Down>);
  t.add("ceil", roundingRule<Rounding::Up>);
  t.add("trunc", roundingRule<Rounding::ToZero>);
}

}  // namespace juxla::staging
