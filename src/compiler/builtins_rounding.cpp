// round, floor, ceil and trunc (base/rounding.jl, base/floatfuncs.jl): to an integral value of
// the same type, to a type (round(Int, 2.5) == 2, ties to even; InexactError when it does not
// fit), with a RoundingMode (RoundNearest, RoundNearestTiesAway, RoundNearestTiesUp, RoundToZero,
// RoundFromZero, RoundUp, RoundDown), and with digits=, sigdigits=, base= (Julia's exact scaled
// rounding: the product x * 10^d is rounded as the exact value, not as the rounded float).
#include <cmath>
#include <limits>

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

enum class Mode { Nearest, TiesAway, TiesUp, ToZero, FromZero, Up, Down };

std::string modeName(Mode m) {
  switch (m) {
    case Mode::Nearest: return "Nearest";
    case Mode::TiesAway: return "NearestTiesAway";
    case Mode::TiesUp: return "NearestTiesUp";
    case Mode::ToZero: return "ToZero";
    case Mode::FromZero: return "FromZero";
    case Mode::Up: return "Up";
    default: return "Down";
  }
}

// A RoundingMode{:Sym}() value (defined in prelude/numbers.jl) as a Mode.
bool modeOf(const Value& v, Mode& m) {
  const DataType* t = v.type();
  if (!t || !t->name || t->name->name->view() != "RoundingMode" || t->params.size() != 1) return false;
  std::string_view s = t->params[0].asSymbol()->view();
  for (Mode k : {Mode::Nearest, Mode::TiesAway, Mode::TiesUp, Mode::ToZero, Mode::FromZero, Mode::Up, Mode::Down})
    if (s == modeName(k)) {
      m = k;
      return true;
    }
  return false;
}

// round(x, r) for a float of type T.
template <typename T>
T roundTo(T x, Mode m) {
  switch (m) {
    case Mode::Nearest: return std::nearbyint(x);
    case Mode::TiesAway: {
      T y = std::trunc(x);
      return x == y ? y : std::trunc(2 * x - y);
    }
    case Mode::TiesUp: {
      T e = std::ldexp(T(1), std::numeric_limits<T>::digits == 53 ? -53 : -24);  // eps(T(0.5))
      return std::copysign(std::floor((x + (T(0.25) - e)) + (T(0.25) + e)), x);
    }
    case Mode::ToZero: return std::trunc(x);
    case Mode::FromZero: return std::signbit(x) ? std::floor(x) : std::ceil(x);
    case Mode::Up: return std::ceil(x);
    default: return std::floor(x);
  }
}

double roundFloat(Num t, double x, Mode m) {
  if (t == Num::Float64) return roundTo<double>(x, m);
  return roundToFloat(t, double(roundTo<float>(float(x), m)));
}

// ---- digits= and sigdigits=: floatfuncs.jl's exact scaled rounding, for T = double or float ----

template <typename T>
struct Twice {
  T hi, lo;
};

template <typename T>
T roundSticky(T s, T sigma, Mode m) {
  switch (m) {
    case Mode::Down: {
      T f = std::floor(s);
      return (f == s && sigma < 0) ? f - 1 : f;
    }
    case Mode::Up: {
      T c = std::ceil(s);
      return (c == s && sigma > 0) ? std::copysign(c + 1, c) : c;
    }
    case Mode::ToZero: {
      T t = std::trunc(s);
      bool step = t == s && sigma != 0 && std::signbit(sigma) != std::signbit(s);
      return step ? std::copysign(t + std::copysign(T(1), sigma), s) : t;
    }
    case Mode::FromZero: {
      T t = roundTo<T>(s, Mode::FromZero);
      return (t == s && sigma != 0 && std::signbit(sigma) == std::signbit(s)) ? t + std::copysign(T(1), sigma) : t;
    }
    default: {
      T half = T(0.5);
      bool tie = std::fabs(s - std::trunc(s)) == half && sigma != 0;
      return tie ? std::copysign(s + std::copysign(half, sigma), s) : roundTo<T>(s, m);
    }
  }
}

template <typename T>
bool isEvenIntegral(T s) {
  return s == 2 * std::trunc(s / 2);
}

template <typename T>
T roundOffset(T s, T err, T sigma, Mode m) {
  T ei = std::trunc(err);
  T ef = err - ei;
  T b = std::copysign(T(isEvenIntegral(s) == isEvenIntegral(ei) ? 2 : 3), s);
  T t = b + ef;
  T e = (b - t) + ef;
  return ei + (roundSticky<T>(t, e == 0 ? sigma : e, m) - b);
}

template <typename T>
T maxIntFloat() {
  return std::ldexp(T(1), std::numeric_limits<T>::digits);
}

template <typename T>
Twice<T> mulRound(T x, T y, Mode m) {
  T xy = x * y, err = std::fma(x, y, -xy);
  if (!std::isfinite(xy)) return {xy, 0};
  if (std::fabs(xy) < maxIntFloat<T>() / 2) return {roundSticky<T>(xy, err, m), 0};
  return {xy, roundOffset<T>(xy, err, 0, m)};
}

template <typename T>
Twice<T> divRound(T x, T y, Mode m) {
  T q = x / y;
  if (!std::isfinite(q) || !std::isfinite(y)) return {roundTo<T>(q, m), 0};
  T rem = std::fma(-q, y, x);
  if (std::fabs(q) < maxIntFloat<T>() / 2) return {roundSticky<T>(q, std::signbit(y) ? -rem : rem, m), 0};
  T delta = rem / y;
  if (std::fabs(delta) >= maxIntFloat<T>() / 2) return {q, delta};
  T rho = std::fma(-delta, y, rem);
  return {q, roundOffset<T>(q, delta, std::signbit(y) ? -rho : rho, m)};
}

template <typename T>
T epsOf(T x) {
  return std::fabs(std::nextafter(x, std::copysign(std::numeric_limits<T>::infinity(), x)) - x);
}

template <typename T>
T roundDigits(T x, Mode m, int64_t digits, int64_t base) {
  if (digits >= 0) {
    T invstep = std::pow(T(base), T(digits));
    if (std::isfinite(invstep)) {
      if (epsOf(x) * std::fabs(invstep) >= 4) return x;
      Twice<T> v = mulRound<T>(x, invstep, m);
      T hi = v.hi / invstep;
      if (v.lo == 0) return hi;
      T rq = std::fma(-hi, invstep, v.hi);
      return hi + (rq + v.lo) / invstep;
    }
    T s = std::pow(T(base), T(digits) / 2);
    T y = roundTo<T>((x * s) * s, m) / s / s;
    return std::isfinite(y) ? y : x;
  }
  T step = std::pow(T(base), T(-digits));
  T y;
  if (std::isfinite(step)) {
    if (epsOf(x) >= 4 * std::fabs(step)) return x;
    Twice<T> v = divRound<T>(x, step, m);
    if (v.lo == 0) y = v.hi * step;
    else {
      T p = v.hi * step, pe = std::fma(v.hi, step, -p);
      y = p + (pe + v.lo * step);
    }
  } else {
    y = roundTo<T>(x / step, m) * step;
  }
  if (!std::isfinite(y)) {
    if (x > 0) return m == Mode::Up ? std::numeric_limits<T>::infinity() : T(0);
    if (x < 0) return m == Mode::Down ? -std::numeric_limits<T>::infinity() : -T(0);
    return x;
  }
  return y;
}

// hidigit: the position of x's leading digit in `base`.
int64_t leadingDigit(double x, int64_t base) {
  if (x == 0) return 0;
  if (base == 10) return 1 + int64_t(std::floor(std::log10(std::fabs(x))));
  if (base == 2) return 1 + std::ilogb(x);
  return 1 + int64_t(std::floor(std::log(std::fabs(x)) / std::log(double(base))));
}

const Value* keyword(CallArgs& call, std::string_view name) {
  for (auto& [k, v] : call.keywords)
    if (k->view() == name) return &v;
  return nullptr;
}

int64_t integerKeyword(Evaluator& ev, CallArgs& call, const Value& v, const char* name) {
  Num n = numOf(ev.core(), v.type());
  if (!isIntNum(n)) ev.raise("TypeError", std::string("in keyword argument ") + name + ", expected Integer, got a value of type " + ev.universe().show(v.type()), call.span);
  return v.asInt();
}

Value roundWithKeywords(Evaluator& ev, CallArgs& call, Num t, const Value& x, Mode m) {
  for (auto& [k, v] : call.keywords)
    if (k->view() != "digits" && k->view() != "sigdigits" && k->view() != "base")
      ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"" + std::string(k->view()) + "\"", call.span);
  const Value* digits = keyword(call, "digits");
  const Value* sigdigits = keyword(call, "sigdigits");
  const Value* baseArg = keyword(call, "base");
  if (digits && sigdigits) ev.raise("ArgumentError", "`round` cannot use both `digits` and `sigdigits` arguments.", call.span);
  int64_t base = baseArg ? integerKeyword(ev, call, *baseArg, "base") : 10;
  Num ft = isFloatNum(t) ? t : Num::Float64;
  double fx = toDouble(x, t);
  if (!digits && !sigdigits) return isFloatNum(t) ? fromDouble(ev, t, roundFloat(t, fx, m)) : x;
  if (!std::isfinite(fx)) return fromDouble(ev, ft, fx);
  int64_t d = digits ? integerKeyword(ev, call, *digits, "digits")
                     : integerKeyword(ev, call, *sigdigits, "sigdigits") - leadingDigit(fx, base);
  if (ft == Num::Float64) return ev.universe().float64(roundDigits<double>(fx, m, d, base));
  return fromDouble(ev, ft, roundToFloat(ft, double(roundDigits<float>(float(fx), m, d, base))));
}

// round(T, x, r) for a float x: the rounded value converted (InexactError when it does not fit).
Value roundToType(Evaluator& ev, CallArgs& call, const JType* to, const Value& x, Num t, Mode m) {
  const CoreTypes& c = ev.core();
  Num target = numOfType(c, to);
  if (target == Num::None) {
    // round(Integer, x), round(Signed, x): an Int; round(Unsigned, x): a UInt.
    if (to == c.Integer || to == c.Signed) target = Num::Int64;
    else if (to == c.Unsigned) target = Num::UInt64;
    else if (to == c.AbstractFloat) target = isFloatNum(t) ? t : Num::Float64;
    else raiseNoMethod(ev, call);
    to = typeOfNum(c, target);
  }
  const DataType* dt = typeOfNum(c, target);
  if (!isFloatNum(t)) return convertNumber(ev, dt, x, call.span);
  double v = toDouble(x, t);
  double r = roundFloat(t, v, m);
  if (isFloatNum(target)) {
    Value y = castNum(ev, fromDouble(ev, t, r), t, target);
    double yt = toDouble(y, target);
    bool up = m == Mode::Up || (m == Mode::ToZero && std::signbit(v)) || (m == Mode::FromZero && !std::signbit(v));
    bool directed = m == Mode::Up || m == Mode::Down || m == Mode::ToZero || m == Mode::FromZero;
    if (directed && up && yt < r) return fromDouble(ev, target, std::nextafter(yt, INFINITY));
    if (directed && !up && yt > r) return fromDouble(ev, target, std::nextafter(yt, -INFINITY));
    return y;
  }
  if (m == Mode::ToZero && target != Num::Bool) {
    // trunc(T, x): float.jl's round(::Type{Ti}, x::Tf, ::RoundingMode{:ToZero}) range check.
    int w = bitsOf(target);
    double lo = isUnsignedNum(target) ? 0.0 : -std::ldexp(1.0, w - 1);
    double hi = isUnsignedNum(target) ? std::ldexp(1.0, w) : std::ldexp(1.0, w - 1);
    auto rt = [t](double d) { return roundToFloat(t, d); };
    bool exactBounds = isUnsignedNum(target) || bitsOf(target) < bitsOf(t);
    bool ok = exactBounds ? (rt(rt(lo) - 1) < v && v < rt(rt(hi - 1) + 1)) : (rt(lo) <= v && v < rt(hi - 1));
    if (!ok) raiseInexact(ev, "round", dt, x, call.span, ", RoundingMode{:ToZero}()");
    return castNum(ev, fromDouble(ev, t, r), t, target);
  }
  return convertNumber(ev, dt, fromDouble(ev, t, r), call.span);
}

template <Mode kDefault>
Value roundCall(Evaluator& ev, CallArgs& call) {
  size_t i = 1;
  const JType* to = nullptr;
  if (call.size() > 1 && isTypeValue(ev, call[1])) to = call[i++].asType();
  if (i >= call.size()) raiseNoMethod(ev, call);
  Value x = call[i++];
  Mode m = kDefault;
  if (i < call.size() && !modeOf(call[i++], m)) raiseNoMethod(ev, call);
  if (i < call.size()) raiseNoMethod(ev, call);
  Num t = numOf(ev.core(), x.type());
  if (t == Num::None) {
    x = floatOfNonPrimitive(ev, x, call.span);
    if (!x.defined()) raiseNoMethod(ev, call);
    t = numOf(ev.core(), x.type());
  }
  if (to) {
    if (!call.keywords.empty())
      ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"" + std::string(call.keywords[0].first->view()) + "\"", call.span);
    return roundToType(ev, call, to, x, t, m);
  }
  if (!call.keywords.empty()) return roundWithKeywords(ev, call, t, x, m);
  return isFloatNum(t) ? fromDouble(ev, t, roundFloat(t, toDouble(x, t), m)) : x;
}

}  // namespace

void registerRoundingBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "round", {any}, roundCall<Mode::Nearest>, true)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "trunc", {any}, roundCall<Mode::ToZero>, true)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "floor", {any}, roundCall<Mode::Down>, true)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "ceil", {any}, roundCall<Mode::Up>, true)->hasKeywordSplat = true;
}

}  // namespace juxla::compiler
