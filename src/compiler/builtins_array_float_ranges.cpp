// Float ranges as Julia builds them (base/twiceprecision.jl): `a:s:b`, `range(a; step, length)` and
// `range(a, b; length)` look for exact rational forms of their endpoints and keep the reference
// value and step in twice precision, so that `0:0.1:1` has 0.3 as its fourth element. Float64
// ranges are StepRangeLen{Float64, TwicePrecision{Float64}, TwicePrecision{Float64}, Int64};
// Float32 ranges keep Float64 reference and step, as Julia's steprangelen_hp does.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

__extension__ typedef __int128 Int128;

// ---- Dekker arithmetic (twiceprecision.jl) ----

template <typename F>
F truncbits(F x, int nb) {
  if constexpr (sizeof(F) == 8) {
    uint64_t b;
    std::memcpy(&b, &x, 8);
    b &= nb >= 64 ? 0 : ~uint64_t(0) << nb;
    std::memcpy(&x, &b, 8);
  } else {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    b &= nb >= 32 ? 0 : ~uint32_t(0) << nb;
    std::memcpy(&x, &b, 4);
  }
  return x;
}

template <typename F>
TwicePrec canonicalize2(F big, F little) {
  F h = big + little;
  return {double(h), double((big - h) + little)};
}

template <typename F>
TwicePrec add12(F x, F y) {
  if (std::fabs(y) > std::fabs(x)) std::swap(x, y);
  return canonicalize2<F>(x, y);
}

TwicePrec mul12(double x, double y) {
  double h = x * y;
  if (h == 0 || !std::isfinite(h)) return {h, h};
  return canonicalize2<double>(h, std::fma(x, y, -h));
}

// TwicePrecision{Float64}(i::Integer): exact for any 128-bit integer that fits 80 bits.
TwicePrec fromInteger(Int128 i) {
  double hi = truncbits(double(i), 27);  // cld(precision(Float64), 2)
  Int128 ihi = Int128(hi);
  return canonicalize2<double>(hi, double(i - ihi));
}

TwicePrec divide(TwicePrec x, TwicePrec y) {
  double hi = x.hi / y.hi;
  TwicePrec u = mul12(hi, y.hi);
  double lo = ((((x.hi - u.hi) - u.lo) + x.lo) - hi * y.lo) / y.hi;
  if (hi == 0 || !std::isfinite(hi)) return {hi, hi};
  return canonicalize2<double>(hi, lo);
}

// TwicePrecision{Float64}((num, den)).
TwicePrec ratio(Int128 num, Int128 den) { return divide(fromInteger(num), {double(den), 0.0}); }

TwicePrec twiceprecision(TwicePrec v, int nb) {
  double hi = truncbits(v.hi, nb);
  return {hi, (v.hi - hi) + v.lo};
}

int precisionOf(bool isFloat64) { return isFloat64 ? 53 : 24; }

// The trailing zero bits step.hi needs so that (0:len-1)*step.hi is exact.
int nbitslen(bool isFloat64, int64_t len, int64_t offset) {
  int half = (precisionOf(isFloat64) + 1) / 2;
  if (len < 2) return 0;
  int n = int(std::ceil(std::log2(double(std::max(offset - 1, len - offset))))) + 1;
  return std::min(half, n);
}

// ---- rational detection ----

template <typename F>
constexpr int64_t maxIntFloat() {
  return sizeof(F) == 8 ? (int64_t(1) << 53) : (int64_t(1) << 24);
}
// maxintfloat(narrow(F)): Float32's for Float64 values, Float16's for Float32 ones.
template <typename F>
constexpr int64_t narrowMaxIntFloat() {
  return sizeof(F) == 8 ? (int64_t(1) << 24) : 2048;
}

// Julia's round(Int, x): to nearest, ties to even.
int64_t roundInt(double x) { return int64_t(std::nearbyint(x)); }

// rat(x): a best rational approximation by continued fractions (n, d); d == 0 when there is none.
template <typename F>
std::pair<int64_t, int64_t> rat(F x) {
  F y = x;
  int64_t a = 1, d = 1, b = 0, c = 0;
  const int64_t m = narrowMaxIntFloat<F>();
  while (std::fabs(y) <= F(m)) {
    int64_t f = int64_t(y);  // trunc
    y -= F(f);
    int64_t na = f * a + c, nb = f * b + d;
    c = a;
    d = b;
    a = na;
    b = nb;
    if (std::max(std::llabs(a), std::llabs(b)) > m) return {c, d};
    if (F(a) / F(b) == x) break;
    y = F(1) / y;
  }
  return {a, b};
}

int64_t gcd64(int64_t a, int64_t b) {
  a = std::llabs(a);
  b = std::llabs(b);
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}
int64_t lcmUnchecked(int64_t a, int64_t b) {
  int64_t g = gcd64(a, b);
  return g == 0 ? 0 : int64_t(uint64_t(a) * uint64_t(b / g));
}

// ---- making the range objects ----

// One end of steprangelen_hp: a rational (num, den) or a float pair (hi, lo).
struct HpValue {
  bool rational = false;
  Int128 num = 0, den = 1;
  double hi = 0, lo = 0;
};
HpValue rational(Int128 n, Int128 d) { return {true, n, d, 0, 0}; }
HpValue floats(double hi, double lo = 0) { return {false, 0, 1, hi, lo}; }

template <typename F>
Value steprangelenHp(Evaluator& ev, HpValue ref, HpValue step, int nb, int64_t len, int64_t offset) {
  if constexpr (sizeof(F) == 8) {
    TwicePrec r = ref.rational ? ratio(ref.num, ref.den) : TwicePrec{ref.hi, ref.lo};
    TwicePrec s = step.rational ? ratio(step.num, step.den) : TwicePrec{step.hi, step.lo};
    return makeTwicePrecisionRange(ev, ev.core().Float64, r, twiceprecision(s, nb), len, offset);
  } else {
    // Float32 (and narrower): Float64 reference and step, rounded per element.
    double r = ref.rational ? double(ref.num) / double(ref.den) : ref.hi + ref.lo;
    double s = step.rational ? double(step.num) / double(step.den) : step.hi + step.lo;
    return makePlainStepRangeLen(ev, ev.core().Float32, ev.universe().float64(r), ev.universe().float64(s), len, offset);
  }
}

// floatrange(T, start_n, step_n, len, den): the element of smallest magnitude is the reference.
template <typename F>
Value floatrange(Evaluator& ev, int64_t startN, int64_t stepN, int64_t len, int64_t den) {
  if (len < 2 || stepN == 0) return steprangelenHp<F>(ev, rational(startN, den), rational(stepN, den), 0, len, 1);
  int64_t imin = std::clamp<int64_t>(roundInt(-double(startN) / double(stepN) + 1), 1, len);
  int64_t refN = int64_t(uint64_t(startN) + uint64_t(imin - 1) * uint64_t(stepN));
  int nb = nbitslen(sizeof(F) == 8, len, imin);
  return steprangelenHp<F>(ev, rational(refN, den), rational(stepN, den), nb, len, imin);
}

template <typename F>
bool isbetween(F a, F x, F b) {
  return (a <= x && x <= b) || (b <= x && x <= a);
}

// start:step:stop over floats.
template <typename F>
Value floatColon(Evaluator& ev, F start, F step, F stop, frontend::SourceSpan span) {
  if (step == 0) ev.raise("ArgumentError", "range step cannot be zero", span);
  auto [stepN, stepD] = rat(step);
  if (stepD != 0 && F(double(stepN) / double(stepD)) == step) {
    auto [startN, startD] = rat(start);
    auto [stopN, stopD] = rat(stop);
    if (startD != 0 && stopD != 0 && F(double(startN) / double(startD)) == start && F(double(stopN) / double(stopD)) == stop) {
      int64_t den = lcmUnchecked(startD, stepD);
      const F m = F(maxIntFloat<F>());
      if (den != 0 && std::fabs(start * F(den)) <= m && std::fabs(step * F(den)) <= m && den % startD == 0 && den % stepD == 0) {
        int64_t sN = roundInt(double(start * F(den)));
        int64_t stN = roundInt(double(step * F(den)));
        // Integer arithmetic wraps as Julia's does; the check below catches nonsense.
        int64_t num = int64_t(uint64_t(den) * uint64_t(stopN) - uint64_t(stopD) * uint64_t(sN) + uint64_t(stN) * uint64_t(stopD));
        int64_t dd = int64_t(uint64_t(stN) * uint64_t(stopD));
        int64_t len = dd == 0 ? 0 : std::max<int64_t>(0, num / dd);
        if (isbetween<F>(start, start + F(len - 1) * step, stop + step / F(2)) && !isbetween<F>(start, start + F(len) * step, stop))
          return floatrange<F>(ev, sN, stN, len, den);
      }
    }
  }
  // Fallback: start and step taken literally.
  F lf = (stop - start) / step;
  int64_t len;
  if (lf < 0) {
    len = 0;
  } else if (lf == 0) {
    len = 1;
  } else {
    if (!std::isfinite(lf)) ev.raise("InexactError", std::string("round(Int64, ") + (std::isnan(lf) ? "NaN" : "Inf") + ")", span);
    len = roundInt(double(lf)) + 1;
    F stopPrime = start + F(len - 1) * step;
    len -= int64_t(start < stop && stop < stopPrime) + int64_t(start > stop && stop > stopPrime);
  }
  return steprangelenHp<F>(ev, floats(double(start)), floats(double(step)), 0, len, 1);
}

// range(a; step = st, length = len) over floats.
template <typename F>
Value rangeStartStepLength(Evaluator& ev, F a, F st, int64_t len) {
  auto [startN, startD] = rat(a);
  auto [stepN, stepD] = rat(st);
  if (startD != 0 && stepD != 0 && F(double(startN) / double(startD)) == a && F(double(stepN) / double(stepD)) == st) {
    int64_t den = lcmUnchecked(startD, stepD);
    const F m = F(maxIntFloat<F>());
    if (std::fabs(F(den) * a) <= m && std::fabs(F(den) * st) <= m && den % startD == 0 && den % stepD == 0)
      return floatrange<F>(ev, roundInt(double(F(den) * a)), roundInt(double(F(den) * st)), len, den);
  }
  return steprangelenHp<F>(ev, floats(double(a)), floats(double(st)), 0, len, 1);
}

std::string showNumber(Evaluator& ev, const Value& v) { return ev.showValue(v); }

template <typename F>
Value floatValue(Evaluator& ev, F x) {
  if constexpr (sizeof(F) == 8) return ev.universe().float64(x);
  else return ev.universe().float32(x);
}

// Ranges of length 0 and 1 still remember both ends.
template <typename F>
Value linspace1(Evaluator& ev, F start, F stop, int64_t len, frontend::SourceSpan span) {
  std::string args = "range(" + showNumber(ev, floatValue(ev, start)) + ", stop=" + showNumber(ev, floatValue(ev, stop)) +
                     ", length=" + std::to_string(len) + ")";
  if (len < 0) ev.raise("ArgumentError", args + ": negative length", span);
  if (len == 1 && start != stop) ev.raise("ArgumentError", args + ": endpoints differ", span);
  if constexpr (sizeof(F) == 8)
    return makeTwicePrecisionRange(ev, ev.core().Float64, {start, 0.0}, {start, -stop}, len, 1);
  else
    return makePlainStepRangeLen(ev, ev.core().Float32, ev.universe().float64(double(start)),
                                 ev.universe().float64(double(start) - double(stop)), len, 1);
}

// _linspace(T, start_n, stop_n, len, den): endpoints start_n/den and stop_n/den.
template <typename F>
Value linspaceRational(Evaluator& ev, int64_t startN, int64_t stopN, int64_t len, int64_t den, frontend::SourceSpan span) {
  if (len < 2) return linspace1<F>(ev, F(double(startN) / double(den)), F(double(stopN) / double(den)), len, span);
  if (startN == stopN) return steprangelenHp<F>(ev, rational(startN, den), rational(0, den), 0, len, 1);
  double tmin = -double(startN) / (double(stopN) - double(startN));
  int64_t imin = std::clamp<int64_t>(roundInt(tmin * double(len - 1) + 1), 1, len);
  Int128 refNum = Int128(len - imin) * startN + Int128(imin - 1) * stopN;
  Int128 refDen = Int128(len - 1) * den;
  return steprangelenHp<F>(ev, rational(refNum, refDen), rational(Int128(stopN) - Int128(startN), refDen),
                           nbitslen(sizeof(F) == 8, len, imin), len, imin);
}

// _linspace(start, stop, len) for endpoints without a small rational form.
template <typename F>
Value linspaceFloat(Evaluator& ev, F start, F stop, int64_t len, frontend::SourceSpan span) {
  if (!std::isfinite(start) || !std::isfinite(stop))
    ev.raise("ArgumentError", "start and stop must be finite, got " + showNumber(ev, floatValue(ev, start)) + " and " +
                                  showNumber(ev, floatValue(ev, stop)), span);
  F delta = stop - start;
  int64_t deltaFac = 1;
  if (!std::isfinite(delta)) {
    delta = stop / F(len) - start / F(len);
    deltaFac = len;
  }
  F tmin = -(start / delta) / F(deltaFac);
  int64_t imin = roundInt(double(tmin * F(len - 1) + F(1)));
  F ref, step;
  if (1 < imin && imin < len) {
    double t = double(imin - 1) / double(len - 1);
    ref = F((1 - t) * double(start) + t * double(stop));
    step = imin - 1 < len - imin ? (ref - start) / F(imin - 1) : (stop - ref) / F(len - imin);
  } else if (imin <= 1) {
    imin = 1;
    ref = start;
    step = (delta / F(len - 1)) * F(deltaFac);
  } else {
    imin = len;
    ref = stop;
    step = (delta / F(len - 1)) * F(deltaFac);
  }
  if (len == 2 && !std::isfinite(step)) return steprangelenHp<F>(ev, floats(double(start)), floats(-double(start), double(stop)), 0, 2, 1);
  const F m = std::nextafter(std::numeric_limits<F>::max(), F(0));
  const F k = F(std::max(imin - 1, len - imin));
  F lo = std::max(-(m + ref) / k, (-m + ref) / k), hi = std::min((m - ref) / k, (m + ref) / k);
  F stepHiPre = step > hi ? hi : (step < lo ? lo : step);  // Julia's clamp
  int nb = nbitslen(sizeof(F) == 8, len, imin);
  F stepHi = truncbits(stepHiPre, nb);
  TwicePrec x1 = add12<F>(F(1 - imin) * stepHi, ref);
  TwicePrec x2 = add12<F>(F(len - imin) * stepHi, ref);
  F a = (start - F(x1.hi)) - F(x1.lo), b = (stop - F(x2.hi)) - F(x2.lo);
  F stepLo = (b - a) / F(len - 1);
  F refLo = a - F(1 - imin) * stepLo;
  return steprangelenHp<F>(ev, floats(double(ref), double(refLo)), floats(double(stepHi), double(stepLo)), 0, len, imin);
}

// range(start, stop; length) over floats.
template <typename F>
Value rangeStartStopLength(Evaluator& ev, F start, F stop, int64_t len, frontend::SourceSpan span) {
  if (len < 2) return linspace1<F>(ev, start, stop, len, span);
  if (start == stop) return steprangelenHp<F>(ev, floats(double(start)), floats(0.0), 0, len, 1);
  auto [startN, startD] = rat(start);
  auto [stopN, stopD] = rat(stop);
  if (startD != 0 && stopD != 0) {
    int64_t den = lcmUnchecked(startD, stopD);
    const F m = F(maxIntFloat<F>());
    if (den != 0 && std::fabs(F(den) * start) <= m && std::fabs(F(den) * stop) <= m) {
      int64_t sN = roundInt(double(F(den) * start)), eN = roundInt(double(F(den) * stop));
      if (F(double(sN) / double(den)) == start && F(double(eN) / double(den)) == stop)
        return linspaceRational<F>(ev, sN, eN, len, den, span);
    }
  }
  return linspaceFloat<F>(ev, start, stop, len, span);
}

bool isFloat32(Evaluator& ev, const Value& v) { return v.type() == ev.core().Float32; }

int64_t lengthArgument(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  if (v.type() == ev.core().Bool || !isSubtype(ev.universe(), v.type(), ev.core().Integer))
    ev.raise("ArgumentError", "length must be an integer, got " + ev.showValue(v), span);
  return convertNumber(ev, ev.core().Int64, v, span).asInt();
}

// __float_colon(start, step, stop): start, step and stop already promoted to one float type.
Value builtinFloatColon(Evaluator& ev, CallArgs& call) {
  if (isFloat32(ev, call[1])) return floatColon<float>(ev, call[1].asFloat32(), call[2].asFloat32(), call[3].asFloat32(), call.span);
  return floatColon<double>(ev, call[1].asFloat64(), call[2].asFloat64(), call[3].asFloat64(), call.span);
}

// The two ends promoted to one type (Julia's promote); a float type unless both are integers.
const DataType* promoteEnds(Evaluator& ev, CallArgs& call, bool needFloat) {
  const CoreTypes& c = ev.core();
  for (size_t i = 1; i <= 2; ++i)
    if (!call[i].type()->isData() || !isSubtype(ev.universe(), call[i].type(), c.Real))
      ev.raise("MethodError", "range over " + ev.universe().show(call[i].type()) + " values is not supported (real numbers only)", call.span);
  const JType* t = promoteType(ev, call[1].type(), call[2].type());
  if (needFloat && t != c.Float32) t = c.Float64;
  if (t != c.Float64 && t != c.Float32 && !isSubtype(ev.universe(), t, c.Integer))
    ev.raise("MethodError", "ranges of " + ev.universe().show(t) + " are not supported (Float64, Float32 and integers)", call.span);
  const DataType* d = static_cast<const DataType*>(t);
  if (d == c.Float64 || d == c.Float32)
    for (size_t i = 1; i <= 2; ++i) call[i] = convertNumber(ev, d, call[i], call.span);
  return d;
}

// __range_start_step_length(a, step, len): a float range (the ends promoted to a float type).
Value builtinRangeStartStepLength(Evaluator& ev, CallArgs& call) {
  int64_t len = lengthArgument(ev, call[3], call.span);
  if (len < 0) ev.raise("ArgumentError", "length cannot be negative, got " + std::to_string(len), call.span);
  promoteEnds(ev, call, true);
  if (isFloat32(ev, call[1])) return rangeStartStepLength<float>(ev, call[1].asFloat32(), call[2].asFloat32(), len);
  return rangeStartStepLength<double>(ev, call[1].asFloat64(), call[2].asFloat64(), len);
}

// __range_start_stop_length(a, b, len): floats promoted to one type, or integers (Float64 ends).
Value builtinRangeStartStopLength(Evaluator& ev, CallArgs& call) {
  int64_t len = lengthArgument(ev, call[3], call.span);
  const CoreTypes& c = ev.core();
  promoteEnds(ev, call, false);
  if (call[1].type() == c.Float32) return rangeStartStopLength<float>(ev, call[1].asFloat32(), call[2].asFloat32(), len, call.span);
  if (call[1].type() == c.Float64) return rangeStartStopLength<double>(ev, call[1].asFloat64(), call[2].asFloat64(), len, call.span);
  // Integers: _linspace(Float64, start, stop, len, 1).
  int64_t a = convertNumber(ev, c.Int64, call[1], call.span).asInt();
  int64_t b = convertNumber(ev, c.Int64, call[2], call.span).asInt();
  return linspaceRational<double>(ev, a, b, len, 1, call.span);
}

}  // namespace

// ---- arithmetic used by the range operations in builtins_array_ranges.cpp ----

TwicePrec twicePlus(TwicePrec x, double y) {
  TwicePrec s = add12<double>(x.hi, y);
  return canonicalize2<double>(s.hi, s.lo + x.lo);
}

TwicePrec twicePlus(TwicePrec x, TwicePrec y) {
  double r = x.hi + y.hi;
  double s = std::fabs(x.hi) > std::fabs(y.hi) ? (((x.hi - r) + y.hi) + y.lo) + x.lo : (((y.hi - r) + x.hi) + x.lo) + y.lo;
  return canonicalize2<double>(r, s);
}

TwicePrec twiceTimes(TwicePrec x, TwicePrec y) {
  TwicePrec z = mul12(x.hi, y.hi);
  if (z.hi == 0 || !std::isfinite(z.hi)) return {z.hi, z.hi};
  return canonicalize2<double>(z.hi, (x.hi * y.lo + x.lo * y.hi) + z.lo);
}

TwicePrec twiceTimesInteger(TwicePrec x, int64_t v) {
  if (v == 0) return {x.hi * double(v), x.lo * double(v)};
  int nb = int(std::ceil(std::log2(std::fabs(double(v)))));
  double u = truncbits(x.hi, nb);
  return canonicalize2<double>(u * double(v), ((x.hi - u) + x.lo) * double(v));
}

TwicePrec twiceTimes(TwicePrec x, double v) {
  if (v == 0) return {x.hi * v, x.lo * v};
  return twiceTimes(x, TwicePrec{v, 0.0});
}

TwicePrec twiceDivide(TwicePrec x, double v) { return divide(x, {v, 0.0}); }

TwicePrec twiceTruncate(TwicePrec v, int nb) { return twiceprecision(v, nb); }

TwicePrec twiceAdd12(double x, double y) { return add12<double>(x, y); }

int rangeNbitslen(bool isFloat64, int64_t len, int64_t offset) { return nbitslen(isFloat64, len, offset); }

Value floatRangeStartStepLength(Evaluator& ev, const Value& a, const Value& st, int64_t len) {
  if (isFloat32(ev, a)) return rangeStartStepLength<float>(ev, a.asFloat32(), st.asFloat32(), len);
  return rangeStartStepLength<double>(ev, a.asFloat64(), st.asFloat64(), len);
}

void registerFloatRangeBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "__float_colon", {any, any, any}, builtinFloatColon);
  ev.defineBuiltin(base, "__range_start_step_length", {any, any, any}, builtinRangeStartStepLength);
  ev.defineBuiltin(base, "__range_start_stop_length", {any, any, any}, builtinRangeStartStopLength);
}

}  // namespace juxla::compiler
