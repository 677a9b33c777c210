// Scalar semantics of the elementwise ops, one function per op and value class. Floats are computed
// in double and rounded once by the caller; integers travel as their zero-extended bits together
// with an IntFormat, so one function serves every width and signedness.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

namespace juxla::interp::scalar {

// Width and signedness of an integer element type; values are its bits, zero-extended to 64.
struct IntFormat {
  int bits = 64;
  bool isSigned = true;

  uint64_t mask() const { return bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }
  uint64_t wrap(uint64_t v) const { return v & mask(); }
  bool signBit(uint64_t v) const { return (v >> (bits - 1)) & 1; }
  // Two's-complement value of the bits, whatever the signedness (arithmetic shifts need it).
  int64_t signExtend(uint64_t v) const { return signBit(v) ? int64_t(v | ~mask()) : int64_t(v); }
  bool isNegative(uint64_t v) const { return isSigned && signBit(v); }
  uint64_t signedMin() const { return uint64_t(1) << (bits - 1); }
};

// ---- Floats (in double) ----

inline double roundHalfAwayFromZero(double x) { return std::round(x); }

// roundToIntegralTiesToEven without relying on the current rounding mode.
inline double roundHalfToEven(double x) {
  if (std::fabs(x - std::trunc(x)) == 0.5) return 2.0 * std::round(x / 2.0);
  return std::round(x);
}

// sign(-0.0) = -0.0, sign(NaN) = NaN (spec).
inline double signOf(double x) {
  if (std::isnan(x) || x == 0.0) return x;
  return x < 0 ? -1.0 : 1.0;
}

// IEEE-754 maximum/minimum: NaN propagates, and -0.0 < +0.0.
inline double maximumOf(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
inline double minimumOf(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

inline double logisticOf(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// ---- Integers ----

// XLA's choices where the spec leaves division undefined: x / 0 = -1 (all bits set) and
// INT_MIN / -1 = INT_MIN; signed division truncates toward zero.
inline uint64_t intDivide(uint64_t a, uint64_t b, IntFormat f) {
  if (b == 0) return f.mask();
  if (!f.isSigned) return a / b;
  int64_t sa = f.signExtend(a), sb = f.signExtend(b);
  if (sb == -1) return f.wrap(uint64_t(0) - a);  // also INT_MIN / -1 = INT_MIN, by wrap-around
  return f.wrap(uint64_t(sa / sb));
}

// XLA: x % 0 = x and INT_MIN % -1 = 0; otherwise the result takes the sign of the dividend.
inline uint64_t intRemainder(uint64_t a, uint64_t b, IntFormat f) {
  if (b == 0) return a;
  if (!f.isSigned) return a % b;
  int64_t sa = f.signExtend(a), sb = f.signExtend(b);
  if (sb == -1) return 0;
  return f.wrap(uint64_t(sa % sb));
}

// Exponentiation by squaring, wrapping. A negative exponent gives the truncated quotient 1 / a^-b:
// 1 for a = 1, ±1 for a = -1, and 0 otherwise (0 also for a = 0), as StableHLO's interpreter does.
inline uint64_t intPower(uint64_t a, uint64_t b, IntFormat f) {
  if (f.isNegative(b)) {
    int64_t base = f.signExtend(a);
    if (base == 1) return 1;
    if (base == -1) return (b & 1) ? f.mask() : 1;
    return 0;
  }
  uint64_t result = 1, base = a;
  for (uint64_t e = b; e != 0; e >>= 1) {
    if (e & 1) result *= base;
    base *= base;
  }
  return f.wrap(result);
}

// Shift amounts are read as unsigned, so a negative amount counts as at least the bit width; shifting
// by the width or more gives 0, or all sign bits for the arithmetic right shift (XLA, and LLVM
// APInt in StableHLO's interpreter).
inline uint64_t shiftLeft(uint64_t a, uint64_t b, IntFormat f) { return b >= uint64_t(f.bits) ? 0 : f.wrap(a << b); }
inline uint64_t shiftRightLogical(uint64_t a, uint64_t b, IntFormat f) { return b >= uint64_t(f.bits) ? 0 : a >> b; }
inline uint64_t shiftRightArithmetic(uint64_t a, uint64_t b, IntFormat f) {
  int64_t v = f.signExtend(a);
  return f.wrap(uint64_t(b >= uint64_t(f.bits) ? (v < 0 ? -1 : 0) : v >> b));
}

inline uint64_t intMaximum(uint64_t a, uint64_t b, IntFormat f) {
  if (f.isSigned) return f.signExtend(a) >= f.signExtend(b) ? a : b;
  return a >= b ? a : b;
}
inline uint64_t intMinimum(uint64_t a, uint64_t b, IntFormat f) {
  if (f.isSigned) return f.signExtend(a) <= f.signExtend(b) ? a : b;
  return a <= b ? a : b;
}

// abs and negate wrap: abs(INT_MIN) = INT_MIN, as two's complement (and APInt::abs) gives.
inline uint64_t intAbs(uint64_t a, IntFormat f) { return f.isNegative(a) ? f.wrap(uint64_t(0) - a) : a; }
inline uint64_t intNegate(uint64_t a, IntFormat f) { return f.wrap(uint64_t(0) - a); }
inline uint64_t intSign(uint64_t a, IntFormat f) {
  if (a == 0) return 0;
  return f.isNegative(a) ? f.mask() : 1;
}
inline uint64_t countLeadingZeros(uint64_t a, IntFormat f) { return uint64_t(f.bits - std::bit_width(a)); }
inline uint64_t popcount(uint64_t a, IntFormat) { return uint64_t(std::popcount(a)); }

}  // namespace juxla::interp::scalar
