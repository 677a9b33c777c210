// Trigonometry that Julia computes with its own kernels (base/special/trig.jl, base/math.jl), so
// that the last bit matches: sinpi/cospi (exact at multiples of 1/2), sind/cosd/tand (exact at
// multiples of 30 and 45 degrees where Julia is), deg2rad/rad2deg and hypot. Julia's muladd is
// taken to be fused, as it is on hardware with FMA.
#include <algorithm>
#include <cmath>
#include <vector>

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

double horner(double x, std::initializer_list<double> p) {
  const double* c = std::data(p);
  size_t n = p.size();
  double r = c[n - 1];
  for (size_t i = n - 1; i-- > 0;) r = std::fma(x, r, c[i]);
  return r;
}
float hornerF(float x, std::initializer_list<float> p) {
  const float* c = std::data(p);
  size_t n = p.size();
  float r = c[n - 1];
  for (size_t i = n - 1; i-- > 0;) r = std::fmaf(x, r, c[i]);
  return r;
}

// ---- sinpi, cospi: reduce to [0, 1/4] and evaluate Julia's minimax polynomials ----

double sinpiKernel(Num t, double x) {
  if (t == Num::Float64) {
    double x2 = x * x, x4 = x2 * x2;
    double r = horner(x2, {2.5501640398773415, -0.5992645293202981, 0.08214588658006512, -7.370429884921779e-3,
                           4.662827319453555e-4, -2.1717412523382308e-5});
    return std::fma(3.141592653589793, x, x * std::fma(-5.16771278004997, x2, std::fma(x4, r, 1.2245907532225998e-16)));
  }
  if (t == Num::Float32)
    return double(float(x * horner(x * x, {3.1415926535762266, -5.167712769188119, 2.5501626483206374, -0.5992021090314925,
                                            0.08100185277841528})));
  float f = float(x);
  return roundToFloat(Num::Float16, f * hornerF(f * f, {3.1415927f, -5.1677127f, 2.5501626f, -0.5992021f, 0.081001855f}));
}

double cospiKernel(Num t, double x) {
  if (t == Num::Float64) {
    double x2 = x * x;
    double r = x2 * horner(x2, {4.058712126416765, -1.3352627688537357, 0.23533063027900392, -0.025806887811869204,
                                1.9294917136379183e-3, -1.0368935675474665e-4});
    double ax2 = 4.934802200544679 * x2;
    double ax2lo = std::fma(3.109686485461973e-16, x2, std::fma(4.934802200544679, x2, -ax2));
    double w = 1.0 - ax2;
    return w + std::fma(x2, r, ((1.0 - w) - ax2) - ax2lo);
  }
  if (t == Num::Float32)
    return double(float(horner(x * x, {1.0, -4.934802200541122, 4.058712123568637, -1.3352624040152927,
                                       0.23531426791507182, -0.02550710082498761})));
  float f = float(x);
  return roundToFloat(Num::Float16, hornerF(f * f, {1.0f, -4.934802f, 4.058712f, -1.3352624f, 0.23531426f, -0.0255071f}));
}

template <bool kSin>
Value piTrig(Evaluator& ev, CallArgs& call) {
  Num k = numOf(ev.core(), call[1].type());
  if (isIntNum(k)) {  // sinpi(n) is ±0.0, cospi(n) is ±1.0
    int64_t n = call[1].asInt();
    bool negative = isSignedNum(k) && n < 0;
    if (kSin) return ev.universe().float64(negative ? -0.0 : 0.0);
    return ev.universe().float64((call[1].rawBits() & 1) ? -1.0 : 1.0);
  }
  Num t;
  Value arg = mathArgument(ev, call, 1, t);
  double x0 = toDouble(arg, t), x = std::fabs(x0);
  if (!std::isfinite(x)) {
    if (std::isnan(x)) return arg;
    raiseDomain(ev, fromDouble(ev, t, x), std::string("`") + (kSin ? "sinpi" : "cospi") + "(x)` is only defined for finite `x`.", call.span);
  }
  double maxInt = std::ldexp(1.0, semanticsOf(formatOf(t)).precision);
  if (x >= maxInt) return fromDouble(ev, t, kSin ? std::copysign(0.0, x0) : 1.0);
  double n = std::nearbyint(roundToFloat(t, 2 * x));
  double rx = roundToFloat(t, std::fma(-0.5, n, x));
  int q = int(int64_t(n) & 3);
  double s = sinpiKernel(t, rx), c = cospiKernel(t, rx);
  double res;
  if (kSin) {
    res = q == 0 ? s : q == 1 ? c : q == 2 ? 0.0 - s : 0.0 - c;
    if (std::signbit(x0)) res = -res;
  } else {
    res = q == 0 ? c : q == 1 ? 0.0 - s : q == 2 ? 0.0 - c : s;
  }
  return fromDouble(ev, t, res);
}

// ---- sind, cosd: reduce degrees exactly, then Julia's sin/cos kernels on a double-double ----

struct DoubleDouble {
  double hi, lo;
};

DoubleDouble deg2radExt(double x) {
  const double m = 0.017453292519943295, mHi = 0.01745329238474369, mLo = 1.3519960527851425e-10;
  double u = 134217729.0 * x;
  double xHi = u - (u - x), xLo = x - xHi;
  double yHi = m * x;
  double yLo = xHi * mLo + (xLo * mHi + ((xHi * mHi - yHi) + xLo * mLo));
  return {yHi, yLo};
}

double sinKernel64(DoubleDouble y) {
  double y2 = y.hi * y.hi, y4 = y2 * y2;
  double r = horner(y2, {8.33333333332248946124e-03, -1.98412698298579493134e-04, 2.75573137070700676789e-06}) +
             y2 * y4 * horner(y2, {-2.50507602534068634195e-08, 1.58969099521155010221e-10});
  double y3 = y2 * y.hi;
  return y.hi - ((y2 * (0.5 * y.lo - y3 * r) - y.lo) - y3 * -1.66666666666666324348e-01);
}

double cosKernel64(DoubleDouble y) {
  double y2 = y.hi * y.hi, y4 = y2 * y2;
  double r = y2 * horner(y2, {4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05}) +
             y4 * y4 * horner(y2, {-2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11});
  double halfY2 = 0.5 * y2;
  double w = 1.0 - halfY2;
  return w + (((1.0 - w) - halfY2) + (y2 * r - y.hi * y.lo));
}

// Float32 kernels take deg2rad(Float64(x)) and round their Float64 result once.
double sinKernel32(double y) {
  double z = y * y, w = z * z;
  double r = horner(z, {-0.00019839334836096632, 2.718311493989822e-6});
  double s = z * y;
  return double(float((y + s * horner(z, {-0.16666666641626524, 0.008333329385889463})) + s * w * r));
}
double cosKernel32(double y) {
  double y2 = y * y, y4 = y2 * y2;
  double r = horner(y2, {-0.001388676377460993, 2.439044879627741e-5});
  return double(float(((1.0 + y2 * -0.499999997251031) + y4 * 0.04166662332373906) + (y4 * y2) * r));
}

// The kernels on degrees `d` (|d| <= 45) for each float type; Float16 uses Julia's fallbacks
// (deg2rad in Float16, then sin/cos through Float32).
double sinDegrees(Num t, double d) {
  if (t == Num::Float64) return sinKernel64(deg2radExt(d));
  if (t == Num::Float32) return sinKernel32(d * 0.017453292519943295);
  double r = roundToFloat(Num::Float16, d * roundToFloat(Num::Float16, roundToFloat(Num::Float16, M_PI) / 180));
  return roundToFloat(Num::Float16, double(float(std::sin(r))));
}
double cosDegrees(Num t, double d) {
  if (t == Num::Float64) return cosKernel64(deg2radExt(d));
  if (t == Num::Float32) return cosKernel32(d * 0.017453292519943295);
  double r = roundToFloat(Num::Float16, d * roundToFloat(Num::Float16, roundToFloat(Num::Float16, M_PI) / 180));
  return roundToFloat(Num::Float16, double(float(std::cos(r))));
}

double sind(Num t, double x) {
  double rx = std::copysign(std::fmod(x, 360.0), x);
  double arx = std::fabs(rx);
  auto r = [t](double v) { return roundToFloat(t, v); };
  if (rx == 0) return rx;
  if (arx < 45) return sinDegrees(t, rx);
  if (arx <= 135) return std::copysign(cosDegrees(t, r(90 - arx)), rx);
  if (arx == 180) return std::copysign(0.0, rx);
  if (arx < 225) return sinDegrees(t, r((180 - arx) * (rx < 0 ? -1 : 1)));
  if (arx <= 315) return -std::copysign(cosDegrees(t, r(270 - arx)), rx);
  return sinDegrees(t, r(rx - std::copysign(360.0, rx)));
}

double cosd(Num t, double x) {
  double rx = std::fabs(std::fmod(x, 360.0));
  auto r = [t](double v) { return roundToFloat(t, v); };
  if (rx <= 45) return cosDegrees(t, rx);
  if (rx < 135) return sinDegrees(t, r(90 - rx));
  if (rx <= 225) return -cosDegrees(t, r(180 - rx));
  if (rx < 315) return sinDegrees(t, r(rx - 270));
  return cosDegrees(t, r(360 - rx));
}

enum class Deg { Sin, Cos, Tan };

template <Deg k>
Value degreeTrig(Evaluator& ev, CallArgs& call) {
  Num t;
  Value arg = mathArgument(ev, call, 1, t);
  double x = toDouble(arg, t);
  if (std::isinf(x)) {
    const char* name = k == Deg::Cos ? "cosd" : "sind";  // tand(x) is sind(x) / cosd(x)
    raiseDomain(ev, call[1], std::string("`") + name + "(x)` is only defined for finite `x`.", call.span);
  }
  if (std::isnan(x)) return arg;
  if (k == Deg::Sin) return fromDouble(ev, t, sind(t, x));
  if (k == Deg::Cos) return fromDouble(ev, t, cosd(t, x));
  return fromDouble(ev, t, sind(t, x) / cosd(t, x));
}

// deg2rad(x) = x * (T(π) / 180) and rad2deg(x) = x * (180 / T(π)), in x's float type.
template <bool kToRadians>
Value angleConversion(Evaluator& ev, CallArgs& call) {
  Num t;
  Value arg = mathArgument(ev, call, 1, t);
  double x = toDouble(arg, t);
  auto r = [t](double v) { return roundToFloat(t, v); };
  double pi = r(M_PI);
  double factor = kToRadians ? r(pi / 180) : r(180 / pi);
  return fromDouble(ev, t, x * factor);
}

// hypot(x, y) as base/math.jl computes it (Borges' correctly rounded algorithm for Float64).
double hypot64(double x, double y) {
  double ax = std::fabs(x), ay = std::fabs(y);
  if (std::isinf(ax) || std::isinf(ay)) return INFINITY;
  if (ay > ax) std::swap(ax, ay);
  if (ay <= ax * std::sqrt(0x1p-52 / 2)) return ax;
  double scale = 0x1p-52 * std::sqrt(0x1p-1022);
  if (ax > std::sqrt(0x1.fffffffffffffp1023 / 2)) {
    ax *= scale;
    ay *= scale;
    scale = 1 / scale;
  } else if (ay < std::sqrt(0x1p-1022)) {
    ax /= scale;
    ay /= scale;
  } else {
    scale = 1;
  }
  double h = std::sqrt(std::fma(ax, ax, ay * ay));
  double hsq = h * h, axsq = ax * ax;
  h -= (std::fma(-ay, ay, hsq - axsq) + std::fma(h, h, -hsq) - std::fma(ax, ax, -axsq)) / (2 * h);
  return h * scale;
}

Value hypot(Evaluator& ev, CallArgs& call) {
  std::vector<double> xs;
  // The arguments promote first (hypot(3f0, 4) is a Float32); integers then work in Float64.
  Num t = Num::None;
  for (size_t i = 1; i < call.size(); ++i) {
    Num given = numOf(ev.core(), call[i].type()), k;
    Value v = mathArgument(ev, call, i, k);
    Num own = given == Num::None ? k : given;
    t = t == Num::None ? own : promoteNum(t, own);
    xs.push_back(toDouble(v, k));
  }
  if (!isFloatNum(t)) t = Num::Float64;
  if (xs.size() == 1) return fromDouble(ev, t, std::fabs(xs[0]));
  if (xs.size() == 2) {
    if (t == Num::Float64) return ev.universe().float64(hypot64(xs[0], xs[1]));
    if (std::isinf(xs[0]) || std::isinf(xs[1])) return fromDouble(ev, t, INFINITY);
    if (t == Num::Float32) return ev.universe().float32(float(std::sqrt(std::fma(xs[0], xs[0], xs[1] * xs[1]))));
    float a = float(xs[0]), b = float(xs[1]);
    return fromDouble(ev, t, double(std::sqrt(std::fmaf(a, a, b * b))));
  }
  // Several: scale by a power of two near the largest magnitude, then sum the squares.
  double maxabs = 0;
  bool nan = false;
  for (double& x : xs) {
    x = std::fabs(x);
    if (std::isinf(x)) return fromDouble(ev, t, INFINITY);
    if (std::isnan(x)) nan = true;
    else maxabs = std::max(maxabs, x);
  }
  if (nan) return fromDouble(ev, t, NAN);
  if (maxabs == 0) return fromDouble(ev, t, 0.0);
  int e = std::ilogb(maxabs);
  double scale = std::ldexp(1.0, std::clamp(e, -1022, 1022)), inv = 1 / scale;
  double sum = 0;
  for (double x : xs) sum = roundToFloat(t, sum + roundToFloat(t, roundToFloat(t, x * inv) * roundToFloat(t, x * inv)));
  return fromDouble(ev, t, scale * roundToFloat(t, std::sqrt(sum)));
}

// rem2pi(x, r) (math.jl): x - 2πk for the integer k that r picks, with 2π to ~160 bits and the
// subtraction in binary128, so the result is correctly rounded for |x| < 2^50 (Julia reduces larger
// arguments with Payne-Hanek; here their results lose accuracy with the size of k).
enum class TwoPiMode { Nearest = 0, ToZero = 1, Down = 2, Up = 3 };
double remTwoPi(double x, TwoPiMode mode) {
  __extension__ using Quad = __float128;
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return NAN;
  const Quad twoPi = Quad(6.283185307179586) + Quad(2.4492935982947064e-16) + Quad(-5.9895396194366793e-33);
  const Quad pi = twoPi / 2;
  if (mode == TwoPiMode::ToZero) mode = std::signbit(x) ? TwoPiMode::Up : TwoPiMode::Down;
  if (mode == TwoPiMode::Nearest && std::fabs(x) < 3.141592653589793) return x;
  if (mode == TwoPiMode::Down && x >= 0 && x < 6.283185307179586) return x;
  if (mode == TwoPiMode::Up && x <= 0 && x > -6.283185307179586) return x;
  Quad r = Quad(x) - Quad(std::nearbyint(x / 6.283185307179586)) * twoPi;
  switch (mode) {
    case TwoPiMode::Nearest:
      while (r > pi) r -= twoPi;
      while (r < -pi) r += twoPi;
      break;
    case TwoPiMode::Down:
      while (r < 0) r += twoPi;
      while (r >= twoPi) r -= twoPi;
      break;
    default:
      while (r > 0) r -= twoPi;
      while (r <= -twoPi) r += twoPi;
      break;
  }
  return double(r);
}

// __rem2pi(x, mode) for prelude/numbers.jl's rem2pi methods: Float64 in, Float64 out.
Value remTwoPiBuiltin(Evaluator& ev, CallArgs& call) {
  Num t;
  Value x = mathArgument(ev, call, 1, t);
  return ev.universe().float64(remTwoPi(toDouble(x, t), TwoPiMode(call[2].asInt() & 3)));
}

}  // namespace

void registerTrigBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* num = ev.core().Number;
  ev.defineBuiltin(base, "sinpi", {num}, piTrig<true>);
  ev.defineBuiltin(base, "cospi", {num}, piTrig<false>);
  ev.defineBuiltin(base, "sind", {num}, degreeTrig<Deg::Sin>);
  ev.defineBuiltin(base, "cosd", {num}, degreeTrig<Deg::Cos>);
  ev.defineBuiltin(base, "tand", {num}, degreeTrig<Deg::Tan>);
  ev.defineBuiltin(base, "deg2rad", {num}, angleConversion<true>);
  ev.defineBuiltin(base, "rad2deg", {num}, angleConversion<false>);
  ev.defineBuiltin(base, "hypot", {num}, hypot, true);
  ev.defineBuiltin(base, "__rem2pi", {num, ev.core().Int64}, remTwoPiBuiltin);
}

}  // namespace juxla::compiler
