// juxla's own exp, expm1, log, tanh and logistic in double (DESIGN decision 10), written in the
// restricted dialect that vectorizing compilers (and NVRTC) take: + - * /, comparisons, selects,
// bit casts and 64-bit integer + - << on the bits; no branches on data, no calls, no tables, and
// one condition per select (GCC gives up on selects of combined masks).
// Range reduction by powers of two (Cody-Waite split of ln 2), then Taylor polynomials short
// enough that truncation stays below 2^-56 relative.
//
// Bounds (measured by poly_math_test.cpp against the C library's double functions, which the
// interpreter uses; logistic against its 1 / (1 + exp(-x))):
//   in double: exp ≤ 1 ULP, expm1 and log ≤ 2 ULP, tanh and logistic ≤ 4 ULP;
//   f32 results rounded from them are within 1 ULP of the interpreter's, and its very bits unless
//   the exact value lies within ~2^-50 of a midpoint between two floats: none of the tests' 4M
//   inputs per function (random bit patterns of every exponent, and the useful range) differ.
// The CPU's fused kernels compute f32 exp, expm1, log, tanh and logistic with these; f64 ones call
// the C library as the interpreter does.
// The CUDA kernels embed this text (backends/cuda/kernel_source.h): under NVRTC, which has no
// standard headers, bit casts are CUDA intrinsics and the functions are __device__.
#pragma once

#if defined(__CUDACC__)
#if defined(__CUDACC_RTC__)
typedef unsigned long long uint64_t;
#else
#include <cstdint>
#endif
#define JUXLA_POLY __device__ __forceinline__
#define JUXLA_BITS_OF_F64(x) ((uint64_t)__double_as_longlong(x))
#define JUXLA_F64_OF_BITS(b) __longlong_as_double((long long)(b))
#else
#include <bit>
#include <cstdint>
// Inlined into every caller, so that the caller's loop vectorizes (GCC, Clang; others: plain inline).
#if defined(__GNUC__)
#define JUXLA_POLY inline __attribute__((always_inline))
#else
#define JUXLA_POLY inline
#endif
#define JUXLA_BITS_OF_F64(x) std::bit_cast<uint64_t>(double(x))
#define JUXLA_F64_OF_BITS(b) std::bit_cast<double>(uint64_t(b))
#endif

namespace juxla::cpu::poly {

// Round to the nearest integer (ties to even) as a double, for |x| < 2^51.
JUXLA_POLY double roundToInt(double x) {
  constexpr double kMagic = 0x1.8p52;
  return (x + kMagic) - kMagic;
}

// 2^k for an integral double k in [-1022, 1023], built from its exponent bits.
JUXLA_POLY double pow2(double k) {
  constexpr double kMagic = 0x1.8p52;
  uint64_t integer = JUXLA_BITS_OF_F64(k + kMagic) - JUXLA_BITS_OF_F64(kMagic);  // k, two's complement
  return JUXLA_F64_OF_BITS((integer + 1023) << 52);
}

inline constexpr double kLog2e = 0x1.71547652b82fep+0;
// ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has 40 significant bits, so k * kLn2Hi is exact for |k| < 2^13.
inline constexpr double kLn2Hi = 0x1.62e42fefa4000p-1;
inline constexpr double kLn2Lo = -0x1.8432a1b0e2634p-43;

// e^r - 1 for |r| ≤ ln2/2 + ε: Taylor to r^14 (the next term is below 2^-58 relative).
JUXLA_POLY double expm1Reduced(double r) {
  double p = 1.0 / 87178291200.0;  // 1/14!
  p = 1.0 / 6227020800.0 + r * p;
  p = 1.0 / 479001600.0 + r * p;
  p = 1.0 / 39916800.0 + r * p;
  p = 1.0 / 3628800.0 + r * p;
  p = 1.0 / 362880.0 + r * p;
  p = 1.0 / 40320.0 + r * p;
  p = 1.0 / 5040.0 + r * p;
  p = 1.0 / 720.0 + r * p;
  p = 1.0 / 120.0 + r * p;
  p = 1.0 / 24.0 + r * p;
  p = 1.0 / 6.0 + r * p;
  p = 0.5 + r * p;
  return r + r * (r * p);
}

// x = k ln2 + r with k integral and |r| ≤ ln2/2 (the subtraction of k*kLn2Hi is exact).
struct Reduced {
  double k, r;
};
JUXLA_POLY Reduced reduceLn2(double x) {
  double k = roundToInt(x * kLog2e);
  return {k, (x - k * kLn2Hi) - k * kLn2Lo};
}

JUXLA_POLY double exp(double x) {
  double c = x < -746.0 ? -746.0 : x;  // beyond: 0 and inf; NaN stays NaN
  c = c > 710.0 ? 710.0 : c;
  Reduced red = reduceLn2(c);
  // 2^k as two factors, so that subnormal results and the overflow to inf round once.
  double half = roundToInt(red.k * 0.5);
  double p = (1.0 + expm1Reduced(red.r)) * pow2(half);
  double result = p * pow2(red.k - half);
  return x != x ? x : result;
}

JUXLA_POLY double expm1(double x) {
  double c = x < -40.0 ? -40.0 : x;  // below -40 the result is -1 in double
  c = c > 710.0 ? 710.0 : c;
  Reduced red = reduceLn2(c);
  double p = expm1Reduced(red.r);
  // 2^k p + (2^k - 1): the second term is exact for k ≤ 53, so only the sum rounds. Near the
  // overflow 2^k is two factors (2^k - 1 would be inf there).
  double scale = pow2(red.k);
  double moderate = scale * p + (scale - 1.0);
  double half = roundToInt(red.k * 0.5);
  double huge = (p + 1.0) * pow2(half) * pow2(red.k - half) - 1.0;
  double result = red.k < 1000.0 ? moderate : huge;
  result = red.k == 0.0 ? p : result;
  result = x == 0.0 ? x : result;  // ±0 keep their sign
  return x != x ? x : result;
}

// log x = e ln2 + log m with m in [√½, √2); log m = 2 atanh(s), s = (m-1)/(m+1), |s| ≤ 0.1716, to s^23.
JUXLA_POLY double log(double x) {
  bool tiny = x < 0x1p-1022;  // subnormals (and 0, negatives): scale up first
  double y = tiny ? x * 0x1p54 : x;
  uint64_t bits = JUXLA_BITS_OF_F64(y);
  double m = JUXLA_F64_OF_BITS((bits & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  // The biased exponent as a double, through the bits of 2^52 + exponent.
  double e = JUXLA_F64_OF_BITS((bits >> 52) | 0x4330000000000000ull) - 0x1p52 - 1023.0;
  bool big = m > 0x1.6a09e667f3bcdp+0;
  m = big ? m * 0.5 : m;
  e = e + (big ? 1.0 : 0.0) - (tiny ? 54.0 : 0.0);
  double s = (m - 1.0) / (m + 1.0);
  double s2 = s * s;
  double q = 1.0 / 23.0;
  q = 1.0 / 21.0 + s2 * q;
  q = 1.0 / 19.0 + s2 * q;
  q = 1.0 / 17.0 + s2 * q;
  q = 1.0 / 15.0 + s2 * q;
  q = 1.0 / 13.0 + s2 * q;
  q = 1.0 / 11.0 + s2 * q;
  q = 1.0 / 9.0 + s2 * q;
  q = 1.0 / 7.0 + s2 * q;
  q = 1.0 / 5.0 + s2 * q;
  q = 1.0 / 3.0 + s2 * q;
  double logm = 2.0 * s + (2.0 * s) * (s2 * q);
  double result = e * kLn2Hi + (e * kLn2Lo + logm);
  const double kInf = JUXLA_F64_OF_BITS(0x7ff0000000000000ull);
  double invalid = JUXLA_F64_OF_BITS(0xfff8000000000000ull);  // x86's default NaN, as the C library gives
  result = x == 0.0 ? -kInf : result;
  result = x < 0.0 ? invalid : result;
  result = x == kInf ? kInf : result;
  return x != x ? x : result;
}

// tanh x = expm1(2x) / (expm1(2x) + 2); beyond |x| = 20 it is ±1 in double.
JUXLA_POLY double tanh(double x) {
  double c = x < -20.0 ? -20.0 : x;
  c = c > 20.0 ? 20.0 : c;
  double e = expm1(2.0 * c);
  double result = e / (e + 2.0);
  return x != x ? x : result;
}

// The interpreter's definition, 1 / (1 + e^-x), with this exp.
JUXLA_POLY double logistic(double x) { return 1.0 / (1.0 + exp(-x)); }

}  // namespace juxla::cpu::poly
