// Vjp rules of elementwise ops. Where a derivative is best written with the op's result (exp, tanh,
// logistic, sqrt), the rule reuses the primal result instead of recomputing it.
#include <fmt/format.h>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::OpCode;
using ir::Value;

namespace {

Value* scalarLike(ir::Builder& b, Value* like, double v) { return b.splat(like->type(), v); }

}  // namespace

VjpResult unaryMath(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* y = a.op.result(0);
  switch (a.op.code()) {
    case OpCode::Negate: return single(a, b.neg(g));
    case OpCode::Abs: return single(a, b.mul(g, b.sign(x)));
    case OpCode::Exponential: return single(a, b.mul(g, y));
    case OpCode::ExponentialMinusOne: return single(a, b.mul(g, b.add(y, scalarLike(b, y, 1))));
    case OpCode::Log: return single(a, b.div(g, x));
    case OpCode::LogPlusOne: return single(a, b.div(g, b.add(x, scalarLike(b, x, 1))));
    case OpCode::Sqrt: return single(a, b.div(g, b.mul(scalarLike(b, y, 2), y)));
    case OpCode::Rsqrt:  // d/dx x^(-1/2) = -1/2 * y^3
      return single(a, b.mul(g, b.mul(scalarLike(b, y, -0.5), b.mul(y, b.mul(y, y)))));
    case OpCode::Cbrt:  // d/dx x^(1/3) = 1 / (3 y^2)
      return single(a, b.div(g, b.mul(scalarLike(b, y, 3), b.mul(y, y))));
    case OpCode::Sine: return single(a, b.mul(g, b.cosine(x)));
    case OpCode::Cosine: return single(a, b.neg(b.mul(g, b.sine(x))));
    case OpCode::Tan: return single(a, b.mul(g, b.add(scalarLike(b, y, 1), b.mul(y, y))));
    case OpCode::Tanh: return single(a, b.mul(g, b.sub(scalarLike(b, y, 1), b.mul(y, y))));
    case OpCode::Logistic: return single(a, b.mul(g, b.mul(y, b.sub(scalarLike(b, y, 1), y))));
    default: break;
  }
  throw AdError(a.op.loc(), fmt::format("internal error: no unary derivative for '{}'", a.op.name()));
}

VjpResult zeroDerivative(VjpArgs& a) { return none(a); }

VjpResult add(VjpArgs& a) {
  Value* g = a.cotangent(0);
  return {{a.wants(0) ? g : nullptr, a.wants(1) ? g : nullptr}, {}};
}

VjpResult subtract(VjpArgs& a) {
  Value* g = a.cotangent(0);
  return {{a.wants(0) ? g : nullptr, a.wants(1) ? a.b.neg(g) : nullptr}, {}};
}

VjpResult multiply(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* y = a.op.operand(1);
  return {{a.wants(0) ? b.mul(g, y) : nullptr, a.wants(1) ? b.mul(g, x) : nullptr}, {}};
}

VjpResult divide(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* y = a.op.operand(1);
  Value* q = a.op.result(0);
  Value* dx = b.div(g, y);
  // d(x/y)/dy = -(x/y)/y, reusing the quotient.
  return {{a.wants(0) ? dx : nullptr, a.wants(1) ? b.neg(b.mul(dx, q)) : nullptr}, {}};
}

// Ties split the cotangent evenly, as JAX does and as central differences see it.
VjpResult maxMin(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* y = a.op.operand(1);
  auto dir = a.op.is(OpCode::Maximum) ? ir::ComparisonDirection::GT : ir::ComparisonDirection::LT;
  Value* zero = b.zerosLike(g);
  Value* half = b.mul(g, scalarLike(b, g, 0.5));
  Value* tie = b.compare(x, y, ir::ComparisonDirection::EQ);
  Value* xWins = b.compare(x, y, dir);
  Value* yWins = b.compare(y, x, dir);
  Value* dx = a.wants(0) ? b.select(tie, half, b.select(xWins, g, zero)) : nullptr;
  Value* dy = a.wants(1) ? b.select(tie, half, b.select(yWins, g, zero)) : nullptr;
  return {{dx, dy}, {}};
}

VjpResult power(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* y = a.op.operand(1);
  Value* z = a.op.result(0);
  Value* dx = nullptr;
  Value* dy = nullptr;
  if (a.wants(0)) {  // y * x^(y-1); at y == 0 it is 0 even where x == 0
    Value* d = b.mul(y, b.power(x, b.sub(y, scalarLike(b, y, 1))));
    Value* yZero = b.compare(y, b.zerosLike(y), ir::ComparisonDirection::EQ);
    dx = b.mul(g, b.select(yZero, b.zerosLike(d), d));
  }
  if (a.wants(1)) {  // x^y * log(x); taken as 0 where x == 0 (JAX's convention)
    Value* xZero = b.compare(x, b.zerosLike(x), ir::ComparisonDirection::EQ);
    Value* safeX = b.select(xZero, b.onesLike(x), x);
    dy = b.mul(g, b.mul(z, b.log(safeX)));
  }
  return {{dx, dy}, {}};
}

VjpResult atan2(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* y = a.op.operand(0);
  Value* x = a.op.operand(1);
  Value* denom = b.add(b.mul(x, x), b.mul(y, y));
  return {{a.wants(0) ? b.div(b.mul(g, x), denom) : nullptr,
           a.wants(1) ? b.neg(b.div(b.mul(g, y), denom)) : nullptr}, {}};
}

// rem(x, y) = x - trunc(x / y) * y.
VjpResult remainder(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* y = a.op.operand(1);
  Value* dy = nullptr;
  if (a.wants(1)) {
    Value* q = b.div(x, y);
    Value* trunc = b.mul(b.sign(q), b.floor(b.abs(q)));
    dy = b.neg(b.mul(g, trunc));
  }
  return {{a.wants(0) ? g : nullptr, dy}, {}};
}

VjpResult convert(VjpArgs& a) {
  Value* x = a.op.operand(0);
  if (!isDifferentiable(x) || !a.wants(0)) return none(a);
  return single(a, a.b.convert(a.cotangent(0), x->type().elementType()));
}

// clamp(lo, x, hi): the cotangent goes to whichever argument the result came from.
VjpResult clamp(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* lo = a.op.operand(0);
  Value* x = a.op.operand(1);
  Value* hi = a.op.operand(2);
  ir::Type full = x->type();
  auto broadcast = [&](Value* v) {
    return v->type() == full ? v : b.broadcastInDim(v, std::vector<int64_t>(full.shape().begin(), full.shape().end()), {});
  };
  Value* loFull = broadcast(lo);
  Value* hiFull = broadcast(hi);
  Value* zero = b.zerosLike(g);
  Value* below = b.compare(x, loFull, ir::ComparisonDirection::LT);
  Value* above = b.compare(x, hiFull, ir::ComparisonDirection::GT);
  Value* dx = a.wants(1) ? b.select(below, zero, b.select(above, zero, g)) : nullptr;
  Value* dlo = a.wants(0) ? sumToShape(b, b.select(below, g, zero), lo->type()) : nullptr;
  Value* dhi = a.wants(2) ? sumToShape(b, b.select(above, g, zero), hi->type()) : nullptr;
  return {{dlo, dx, dhi}, {}};
}

VjpResult select(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* pred = a.op.operand(0);
  ir::Type full = g->type();
  if (pred->type().rank() == 0 && full.rank() != 0)
    pred = b.broadcastInDim(pred, std::vector<int64_t>(full.shape().begin(), full.shape().end()), {});
  Value* zero = b.zerosLike(g);
  return {{nullptr, a.wants(1) ? b.select(pred, g, zero) : nullptr, a.wants(2) ? b.select(pred, zero, g) : nullptr},
          {}};
}

VjpResult passThrough(VjpArgs& a) {
  VjpResult r = none(a);
  for (size_t i = 0; i < a.op.numOperands(); ++i)
    if (a.wants(i) && isDifferentiable(a.op.operand(i))) r.operands[i] = a.cotangent(i);
  return r;
}

}  // namespace juxla::ad::rules
