// x^y as Julia computes it (base/intfuncs.jl, base/math.jl): integer powers by squaring in the
// type of x with wrap-around and a DomainError for negative exponents, float^integer by Julia's
// compensated power by squaring (so 1.1^3 and x^-2 round as Julia's do), float^float with
// Julia's special cases, and Bool's rules (x^false is one(x), Bool^Bool is x | !y).
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

bool usePowerBySquaring(int64_t n) { return -4096 <= n && n <= 3 * 8192; }

// base/intfuncs.jl power_by_squaring for p >= 1, with its order of multiplications.
template <typename T>
T powerBySquaring(T x, uint64_t p) {
  if (p == 1) return x;
  if (p == 2) return x * x;
  int t = std::countr_zero(p) + 1;
  p >>= t;
  if (--t > 0) x = x * x;
  while (--t > 0) x = x * x;
  T y = x;
  while (p > 0) {
    t = std::countr_zero(p) + 1;
    p >>= t;
    while (--t >= 0) x = x * x;
    y = y * x;
  }
  return y;
}

std::pair<double, double> twoMul(double x, double y) {
  double xy = x * y;
  return {xy, std::fma(x, y, -xy)};
}

// pow_body(x::Float64, n::Integer): power by squaring that carries the rounding error along.
double powBody64(double x, int64_t n) {
  double y = 1.0, xnlo = -0.0, ynlo = 0.0;
  if (n == 3) return x * x * x;
  uint64_t m = uint64_t(n);
  if (n < 0) {
    double rx = 1.0 / x;
    if (n == -2) return rx * rx;
    if (std::isfinite(x)) xnlo = -std::fma(x, rx, -1.0) * rx;
    x = rx;
    m = uint64_t(0) - m;
  }
  while (m > 1) {
    if (m & 1) {
      double err = std::fma(y, xnlo, x * ynlo);
      auto [hi, lo] = twoMul(x, y);
      y = hi;
      ynlo = lo + err;
    }
    double err = x * 2 * xnlo;
    auto [hi, lo] = twoMul(x, x);
    x = hi;
    xnlo = lo + err;
    m >>= 1;
  }
  double err = std::fma(y, xnlo, x * ynlo);
  return std::isfinite(x) && std::isfinite(err) ? std::fma(x, y, err) : x * y;
}

double powFloat64Int(double x, int64_t n) {
  if (n == 0) return 1.0;
  if (usePowerBySquaring(n)) return powBody64(x, n);
  double s = x < 0 && (n & 1) ? -1.0 : 1.0;
  x = std::fabs(x);
  double y = double(n);
  if ((long double)y == (long double)n) return std::copysign(std::pow(x, y), s);
  int64_t n2 = n % 1024;
  return std::pow(x, double(n - n2)) * std::copysign(powBody64(x, n2), s);
}

// Float32 and Float16: the work is done in the wider type W (Float64 and Float32) and rounded.
template <typename W>
double narrowPowBody(Num t, double x, int32_t n) {
  auto r = [t](double v) { return roundToFloat(t, v); };
  if (n == -2) {
    double i = r(1.0 / x);
    return r(i * i);
  }
  if (n == 3) return r(r(x * x) * x);
  if (n < 0) return r(double(powerBySquaring<W>(W(1) / W(x), uint64_t(-int64_t(n)))));
  return r(double(powerBySquaring<W>(W(x), uint64_t(n))));
}
double narrowPowInt(Num t, double x, int32_t n) {
  return t == Num::Float32 ? narrowPowBody<double>(t, x, n) : narrowPowBody<float>(t, x, n);
}
// pow_body(x::T, y) = T(exp2(log2(abs(widen(x))) * y)) for T = Float32, Float16.
double narrowPowReal(Num t, double x, double y) {
  if (t == Num::Float32) return roundToFloat(t, std::exp2(std::log2(std::fabs(x)) * y));
  float w = std::exp2(std::log2(std::fabs(float(x))) * float(y));
  return roundToFloat(t, double(w));
}

int64_t clampToInt64(const Value& n, Num k) {
  if (k == Num::UInt64 && n.rawBits() > uint64_t(INT64_MAX)) return INT64_MAX;
  return n.asInt();
}

[[noreturn]] void expDomainError(Evaluator& ev, Num t, double x, frontend::SourceSpan span) {
  raiseDomain(ev, fromDouble(ev, t, x),
              "Exponentiation yielding a complex result requires a complex argument.\n"
              "Replace x^y with (x+0im)^y, Complex(x)^y, or similar.",
              span);
}

Value floatPowInt(Evaluator& ev, Num t, double x, int64_t n) {
  if (t == Num::Float64) return ev.universe().float64(powFloat64Int(x, n));
  int32_t m = int32_t(std::clamp<int64_t>(n, INT32_MIN, INT32_MAX));
  if (m == 0) return fromDouble(ev, t, 1.0);
  if (usePowerBySquaring(m)) return fromDouble(ev, t, narrowPowInt(t, x, m));
  // Julia computes a sign here but returns pow_body(abs(x), n) without it; kept as Julia has it.
  return fromDouble(ev, t, narrowPowReal(t, x, double(m)));
}

Value floatPowFloat(Evaluator& ev, Num t, double x, double y, frontend::SourceSpan span) {
  if (x == 1.0) return fromDouble(ev, t, 1.0);
  double limit = t == Num::Float64 ? 0x1.8p62 : t == Num::Float32 ? 0x1.Ap30 : double(3 << 14);
  if (!(std::fabs(y) < limit)) {
    if (std::isnan(y)) return fromDouble(ev, t, y);
    y = std::copysign(limit, y);
  }
  int64_t yint = int64_t(y);
  bool yisint = double(yint) == y;
  if (t != Num::Float64) {
    int32_t y32 = int32_t(yint);
    if (yisint) {
      if (y32 == 0) return fromDouble(ev, t, 1.0);
      if (usePowerBySquaring(y32)) return fromDouble(ev, t, narrowPowInt(t, x, y32));
    }
  } else if (yisint) {
    if (yint == 0) return ev.universe().float64(1.0);
    if (usePowerBySquaring(yint)) return ev.universe().float64(powBody64(x, yint));
  }
  if (t == Num::Float64 && x == 0) return ev.universe().float64(y > 0 ? 0.0 : INFINITY);
  double s = 1.0;
  if (x < 0) {
    if (!yisint) expDomainError(ev, t, x, span);
    s = (yint & 1) ? -1.0 : 1.0;
  }
  if (!std::isfinite(x)) {
    double v = std::copysign(x, s);
    return fromDouble(ev, t, (y > 0 || std::isnan(x)) ? v : std::copysign(0.0, v));
  }
  double body = t == Num::Float64 ? std::pow(std::fabs(x), y) : narrowPowReal(t, x, y);
  return fromDouble(ev, t, std::copysign(body, s));
}

std::string printInt(const Value& p, Num k) {
  return isUnsignedNum(k) ? std::to_string(p.rawBits()) : std::to_string(p.asInt());
}

[[noreturn]] void negativePowerError(Evaluator& ev, const Value& p, Num np, frontend::SourceSpan span) {
  std::string n = printInt(p, np), f = ev.printValue(ev.universe().float64(double(p.asInt())));
  std::string minus = std::to_string(-p.asInt());
  raiseDomain(ev, p,
              "Cannot raise an integer x to a negative power " + n + ".\nMake x or " + n +
                  " a float by adding a zero decimal (e.g., 2.0^" + n + " or 2^" + f + " instead of 2^" + n +
                  ") or write 1/x^" + minus + ", float(x)^" + n + ", x^float(" + n + ") or (x//1)^" + n + ".",
              span);
}

// Integer x to an integer power, in x's type (2^UInt8(3) is an Int, Int8(2)^10 wraps to 0).
Value intPow(Evaluator& ev, const Value& x, Num nx, const Value& p, Num np, frontend::SourceSpan span) {
  bool negative = isSignedNum(np) && p.asInt() < 0;
  if (nx == Num::Bool) {
    if (negative && !x.asBool()) negativePowerError(ev, p, np, span);
    return ev.universe().boolean(p.rawBits() == 0 || x.asBool());
  }
  if (negative) {
    if (x.asInt() == 1) return x;
    if (x.asInt() == -1 && isSignedNum(nx)) return (p.asInt() & 1) ? x : fromInt(ev, nx, 1);
    negativePowerError(ev, p, np, span);
  }
  if (p.rawBits() == 0) return fromInt(ev, nx, 1);
  return fromInt(ev, nx, powerBySquaring<uint64_t>(x.rawBits(), p.rawBits()));
}

}  // namespace

Value powNumbers(Evaluator& ev, CallArgs& call, Num na, Num nb) {
  const Value& x = call[1];
  const Value& y = call[2];
  if (isIntNum(nb)) {
    if (nb == Num::Bool && isIntNum(na) && na != Num::Bool) return y.asBool() ? x : fromInt(ev, na, 1);  // x^true, x^false
    if (na == Num::Bool && nb == Num::Bool) return ev.universe().boolean(x.asBool() || !y.asBool());
    if (isFloatNum(na)) return floatPowInt(ev, na, toDouble(x, na), nb == Num::Bool ? int64_t(y.asBool()) : clampToInt64(y, nb));
    return intPow(ev, x, na, y, nb, call.span);
  }
  // A float exponent: both promote to the wider float (2^0.5 is a Float64, 2^0.5f0 a Float32).
  Num t = promoteNum(na, nb);
  return floatPowFloat(ev, t, toDouble(castNum(ev, x, na, t), t), toDouble(castNum(ev, y, nb, t), t), call.span);
}

}  // namespace juxla::compiler
