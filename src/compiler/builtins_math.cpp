// The elementary functions of base/math.jl and base/special/*.jl: sqrt, cbrt, exp and log
// families, trigonometric and hyperbolic functions with their inverses, atan(y, x), fma and
// muladd. Results keep the argument's float type (sin(1f0) is a Float32; Float16 goes through
// Float32 as Julia's does); integers and Bool become Float64; π and other non-primitive numbers
// go through their `float`. Domain errors carry Julia's messages.
#include <bit>
#include <cmath>
#include <cstdint>

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

// cbrt as Julia's base/special/cbrt.jl computes it (FDLIBM's bit-trick estimate, a polynomial
// step, rounding to 23 bits and one Newton step): libm's cbrt(27.0) is 3.0000000000000004, Julia's 3.0.
double juliaCbrt(double x) {
  if (!std::isfinite(x) || x == 0) return x;
  double adj = 1023.0 * 2 / 3 - 0.03306235651;
  double scaled = x;
  uint32_t u = uint32_t(std::bit_cast<uint64_t>(x) >> 32) & 0x7fffffffu;
  if (u < 0x00100000u) {  // subnormal: scale by maxintfloat(Float64) = 2^53 first
    scaled = x * 9007199254740992.0;
    adj -= 53.0 / 3;
    u = uint32_t(std::bit_cast<uint64_t>(scaled) >> 32) & 0x7fffffffu;
  }
  uint32_t v = u / 3 + uint32_t(std::floor(adj * 1048576.0));
  double t = std::copysign(std::bit_cast<double>(uint64_t(v) << 32), x);
  double r = (t * t) * (t / x);
  double p1 = std::fma(r, std::fma(r, 1.621429720105354466140, -1.88497979543377169875), 1.87595182427177009643);
  double p2 = std::fma(r, 0.145996192886612446982, -0.758397934778766047437);
  t *= p1 + (r * r * r) * p2;
  uint64_t bits = (std::bit_cast<uint64_t>(t) + 0x80000000u) & 0xffffffffc0000000ull;
  t = std::bit_cast<double>(bits);
  double s = t * t;
  r = x / s;
  double w = t + t;
  r = (r - t) / (w + r);
  return std::fma(t, r, t);
}

float juliaCbrt(float x) {
  if (!std::isfinite(x) || x == 0) return x;
  double adj = 127.0 * 2 / 3 - 0.03306235651;
  float scaled = x;
  uint32_t u = std::bit_cast<uint32_t>(x) & 0x7fffffffu;
  if (u < 0x00800000u) {  // subnormal: scale by maxintfloat(Float32) = 2^24 first
    scaled = x * 16777216.0f;
    adj -= 24.0 / 3;
    u = std::bit_cast<uint32_t>(scaled) & 0x7fffffffu;
  }
  uint32_t v = u / 3 + uint32_t(std::floor(adj * 8388608.0));
  double xx = x, tt = std::copysign(std::bit_cast<float>(v), x);
  for (int step = 0; step < 2; ++step) {  // two Newton steps in Float64: 16, then 47 bits
    double tt3 = tt * tt * tt;
    tt *= (2 * xx + tt3) / (xx + 2 * tt3);
  }
  return float(tt);
}

// Float16 cbrt: a 5-bit estimate and two Newton steps in Float32, rounded once to Float16.
float juliaCbrtHalf(float x) {
  if (!std::isfinite(x) || x == 0) return x;
  uint32_t v = (std::bit_cast<uint32_t>(x) & 0x7fffffffu) / 3 + 0x2a5119f2u;
  float t = std::copysign(std::bit_cast<float>(v), x);
  t = 0.33333334f * (2.0f * t + x / (t * t));
  t = 0.33333334f * (2.0f * t + x / (t * t));
  return t;
}

enum class Fn {
  Sqrt, Cbrt, Exp, Exp2, Exp10, Expm1, Log, Log2, Log10, Log1p,
  Sin, Cos, Tan, Sec, Csc, Cot, Asin, Acos, Atan,
  Sinh, Cosh, Tanh, Asinh, Acosh, Atanh
};

double compute(Fn f, double x) {
  switch (f) {
    case Fn::Sqrt: return std::sqrt(x);
    case Fn::Cbrt: return std::cbrt(x);
    case Fn::Exp: return std::exp(x);
    case Fn::Exp2: return std::exp2(x);
    case Fn::Exp10: return std::pow(10.0, x);
    case Fn::Expm1: return std::expm1(x);
    case Fn::Log: return std::log(x);
    case Fn::Log2: return std::log2(x);
    case Fn::Log10: return std::log10(x);
    case Fn::Log1p: return std::log1p(x);
    case Fn::Sin: case Fn::Csc: return std::sin(x);
    case Fn::Cos: case Fn::Sec: return std::cos(x);
    case Fn::Tan: case Fn::Cot: return std::tan(x);
    case Fn::Asin: return std::asin(x);
    case Fn::Acos: return std::acos(x);
    case Fn::Atan: return std::atan(x);
    case Fn::Sinh: return std::sinh(x);
    case Fn::Cosh: return std::cosh(x);
    case Fn::Tanh: return std::tanh(x);
    case Fn::Asinh: return std::asinh(x);
    case Fn::Acosh: return std::acosh(x);
    case Fn::Atanh: return std::atanh(x);
  }
  return NAN;
}

const char* nameOf(Fn f) {
  switch (f) {
    case Fn::Sqrt: return "sqrt";
    case Fn::Log: return "log";
    case Fn::Log2: return "log2";
    case Fn::Log10: return "log10";
    case Fn::Log1p: return "log1p";
    case Fn::Sin: case Fn::Csc: return "sin";
    case Fn::Cos: case Fn::Sec: return "cos";
    case Fn::Tan: case Fn::Cot: return "tan";
    default: return "";
  }
}

// The message of the DomainError `f(x)` raises, or null when x is in the domain.
std::string domainMessage(Fn f, double x) {
  std::string name = nameOf(f);
  switch (f) {
    case Fn::Sqrt: case Fn::Log: case Fn::Log2: case Fn::Log10:
      if (x < 0)
        return name + " was called with a negative real argument but will only return a complex result if called with a complex argument. Try " +
               name + "(Complex(x)).";
      return "";
    case Fn::Log1p:
      if (x < -1)
        return "log1p was called with a real argument < -1 but will only return a complex result if called with a complex argument. Try log1p(Complex(x)).";
      return "";
    case Fn::Sin: case Fn::Cos: case Fn::Tan: case Fn::Sec: case Fn::Csc: case Fn::Cot:
      return std::isinf(x) ? name + "(x) is only defined for finite x." : "";
    case Fn::Asin: return std::fabs(x) > 1 ? "asin(x) is not defined for |x| > 1." : "";
    case Fn::Acos: return std::fabs(x) > 1 ? "acos(x) not defined for |x| > 1" : "";
    case Fn::Acosh: return x < 1 ? "acosh(x) is only defined for x ≥ 1." : "";
    case Fn::Atanh: return std::fabs(x) > 1 ? "atanh(x) is only defined for |x| ≤ 1." : "";
    default: return "";
  }
}

bool isReciprocal(Fn f) { return f == Fn::Sec || f == Fn::Csc || f == Fn::Cot; }

}  // namespace

// The float a math function works on: floats as they are, integers and Bool as Float64, other
// numbers through Julia's `float`.
Value mathArgument(Evaluator& ev, CallArgs& call, size_t i, Num& kind) {
  kind = numOf(ev.core(), call[i].type());
  if (isFloatNum(kind)) return call[i];
  if (kind != Num::None) {
    kind = Num::Float64;
    return castNum(ev, call[i], numOf(ev.core(), call[i].type()), Num::Float64);
  }
  Value f = floatOfNonPrimitive(ev, call[i], call.span);
  if (!f.defined()) raiseNoMethod(ev, call);
  kind = numOf(ev.core(), f.type());
  return f;
}

// A result computed in double, rounded as Julia's type would give it (Float16 via Float32).
Value mathResult(Evaluator& ev, Num t, double r) {
  if (t == Num::Float16) r = double(float(r));
  return fromDouble(ev, t, r);
}

namespace {

template <Fn f>
Value unaryMath(Evaluator& ev, CallArgs& call) {
  Num t;
  Value x = mathArgument(ev, call, 1, t);
  double d = toDouble(x, t);
  std::string message = domainMessage(f, d);
  if (!message.empty()) raiseDomain(ev, x, message, call.span);
  if (f == Fn::Cbrt) {
    if (t == Num::Float64) return ev.universe().float64(juliaCbrt(d));
    return fromDouble(ev, t, t == Num::Float32 ? juliaCbrt(float(d)) : juliaCbrtHalf(float(d)));
  }
  double r = compute(f, d);
  if (isReciprocal(f)) {
    double c = t == Num::Float64 ? r : roundToFloat(t == Num::Float16 ? Num::Float32 : t, r);
    return mathResult(ev, t, 1.0 / c);  // sec(x) = inv(cos(x)) in the type's precision
  }
  return mathResult(ev, t, r);
}

// log(b, x) = log(x) / log(b) after promotion (log(2, 8) == 3.0).
Value logBase(Evaluator& ev, CallArgs& call) {
  Num tb, tx;
  Value b = mathArgument(ev, call, 1, tb);
  Value x = mathArgument(ev, call, 2, tx);
  Num t = promoteNum(tb, tx);
  double db = toDouble(b, tb), dx = toDouble(x, tx);
  for (auto [v, d] : {std::pair{x, dx}, std::pair{b, db}})
    if (d < 0) raiseDomain(ev, castNum(ev, v, numOf(ev.core(), v.type()), t), domainMessage(Fn::Log, d), call.span);
  double lx = toDouble(mathResult(ev, t, std::log(dx)), t), lb = toDouble(mathResult(ev, t, std::log(db)), t);
  return fromDouble(ev, t, lx / lb);
}

Value atan2(Evaluator& ev, CallArgs& call) {
  Num ty, tx;
  Value y = mathArgument(ev, call, 1, ty);
  Value x = mathArgument(ev, call, 2, tx);
  Num t = promoteNum(ty, tx);
  return mathResult(ev, t, std::atan2(toDouble(y, ty), toDouble(x, tx)));
}

// fma(x, y, z) and muladd(x, y, z): fused for floats, x*y + z (wrapping) for integers.
Value fusedMultiplyAdd(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Num n[3];
  for (int i = 0; i < 3; ++i) {
    n[i] = numOf(c, call[size_t(i) + 1].type());
    if (n[i] == Num::None) raiseNoMethod(ev, call);
  }
  Num t = promoteNum(promoteNum(n[0], n[1]), n[2]);
  if (t == Num::Bool) t = Num::Int64;
  Value v[3];
  for (int i = 0; i < 3; ++i) v[i] = castNum(ev, call[size_t(i) + 1], n[i], t);
  if (isFloatNum(t)) {
    double a = toDouble(v[0], t), b = toDouble(v[1], t), d = toDouble(v[2], t);
    if (t == Num::Float64) return ev.universe().float64(std::fma(a, b, d));
    if (t == Num::Float32) return ev.universe().float32(std::fmaf(float(a), float(b), float(d)));
    return fromDouble(ev, t, std::fma(a, b, d));  // exact in double before the one rounding to Float16
  }
  return fromInt(ev, t, v[0].rawBits() * v[1].rawBits() + v[2].rawBits());
}

// __remainder(x, y): rem(x, y, RoundNearest) on floats of one type (floatfuncs.jl), the IEEE
// remainder: x - y*n for the integer n nearest x/y, ties to even; exact.
Value ieeeRemainder(Evaluator& ev, CallArgs& call) {
  Num t = numOf(ev.core(), call[1].type());
  if (!isFloatNum(t) || numOf(ev.core(), call[2].type()) != t) raiseNoMethod(ev, call);
  return fromDouble(ev, t, std::remainder(toDouble(call[1], t), toDouble(call[2], t)));
}

}  // namespace

void registerMathBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* num = ev.core().Number;
  struct Entry {
    const char* name;
    BuiltinFn fn;
  };
  const Entry table[] = {
      {"sqrt", unaryMath<Fn::Sqrt>},   {"√", unaryMath<Fn::Sqrt>},     {"cbrt", unaryMath<Fn::Cbrt>},
      {"∛", unaryMath<Fn::Cbrt>},      {"exp", unaryMath<Fn::Exp>},     {"exp2", unaryMath<Fn::Exp2>},
      {"exp10", unaryMath<Fn::Exp10>}, {"expm1", unaryMath<Fn::Expm1>}, {"log", unaryMath<Fn::Log>},
      {"log2", unaryMath<Fn::Log2>},   {"log10", unaryMath<Fn::Log10>}, {"log1p", unaryMath<Fn::Log1p>},
      {"sin", unaryMath<Fn::Sin>},     {"cos", unaryMath<Fn::Cos>},     {"tan", unaryMath<Fn::Tan>},
      {"sec", unaryMath<Fn::Sec>},     {"csc", unaryMath<Fn::Csc>},     {"cot", unaryMath<Fn::Cot>},
      {"asin", unaryMath<Fn::Asin>},   {"acos", unaryMath<Fn::Acos>},   {"atan", unaryMath<Fn::Atan>},
      {"sinh", unaryMath<Fn::Sinh>},   {"cosh", unaryMath<Fn::Cosh>},   {"tanh", unaryMath<Fn::Tanh>},
      {"asinh", unaryMath<Fn::Asinh>}, {"acosh", unaryMath<Fn::Acosh>}, {"atanh", unaryMath<Fn::Atanh>},
  };
  for (const Entry& e : table) ev.defineBuiltin(base, e.name, {num}, e.fn);
  ev.defineBuiltin(base, "log", {num, num}, logBase);
  ev.defineBuiltin(base, "atan", {num, num}, atan2);
  ev.defineBuiltin(base, "fma", {num, num, num}, fusedMultiplyAdd);
  ev.defineBuiltin(base, "muladd", {num, num, num}, fusedMultiplyAdd);
  ev.defineBuiltin(base, "__remainder", {num, num}, ieeeRemainder);
  registerTrigBuiltins(ev);
  registerBitBuiltins(ev);
  registerNumTraitBuiltins(ev);
  registerRoundingBuiltins(ev);
  registerNumParseBuiltins(ev);
  registerIntFuncBuiltins(ev);
}

}  // namespace juxla::compiler
