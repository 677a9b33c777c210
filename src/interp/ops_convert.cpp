// convert, bitcast_convert and reduce_precision.
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "interp/ops.h"

namespace juxla::interp {

namespace {

// A non-negative integer rounded to `precision` significant bits, nearest-even, as an exact double:
// rounding once here (instead of int -> double -> narrower float) avoids double rounding.
double roundIntegerToPrecision(uint64_t magnitude, int precision) {
  int length = std::bit_width(magnitude);
  if (length <= precision) return double(magnitude);
  int dropped = length - precision;
  uint64_t kept = magnitude >> dropped;
  uint64_t rest = magnitude & ((uint64_t(1) << dropped) - 1);
  uint64_t half = uint64_t(1) << (dropped - 1);
  if (rest > half || (rest == half && (kept & 1))) ++kept;
  return std::ldexp(double(kept), dropped);
}

template <typename To>
To floatFromInteger(bool negative, uint64_t magnitude) {
  double rounded = roundIntegerToPrecision(magnitude, semanticsOf(formatOf<To>()).precision);
  return fromDouble<To>(negative ? -rounded : rounded);
}

// Float to integer truncates toward zero and saturates: NaN -> 0, values beyond the range -> the
// nearest bound (XLA's behaviour, and APFloat::convertToInteger's in StableHLO's interpreter).
template <typename To>
To integerFromFloat(double value) {
  if (std::isnan(value)) return 0;
  double truncated = std::trunc(value);
  double lowest = double(std::numeric_limits<To>::min());  // 0 or -2^(n-1), exact
  double beyondHighest = std::ldexp(1.0, std::numeric_limits<To>::digits);  // 2^(n-1) or 2^n
  if (truncated <= lowest) return std::numeric_limits<To>::min();
  if (truncated >= beyondHighest) return std::numeric_limits<To>::max();
  return To(truncated);
}

template <typename From, typename To>
To convertElement(From v) {
  if constexpr (kIsBool<From>) {
    if constexpr (kIsFloat<To>) return fromDouble<To>(v ? 1.0 : 0.0);
    else return To(v);  // 0 or 1
  } else if constexpr (kIsFloat<From>) {
    double d = toDouble(v);
    if constexpr (kIsBool<To>) return d != 0.0;  // NaN is nonzero, so true
    else if constexpr (kIsFloat<To>) return fromDouble<To>(d);  // exact widening, one RNE rounding
    else return integerFromFloat<To>(d);
  } else {
    if constexpr (kIsBool<To>) return v != 0;
    else if constexpr (kIsFloat<To>) {
      bool negative = false;
      if constexpr (std::is_signed_v<From>) negative = v < 0;
      uint64_t magnitude = negative ? uint64_t(0) - uint64_t(v) : uint64_t(v);
      return floatFromInteger<To>(negative, magnitude);
    } else {
      return To(v);  // modular: keeps the low bits (C++20 defines this for signed targets too)
    }
  }
}

// The reduced format's rounding and range applied to the bits of one element (XLA's algorithm, which
// StableHLO's interpreter shares): round the mantissa to nearest even, then overflow to infinity and
// flush results below the reduced format's normal range to zero, keeping the sign.
uint64_t reducePrecisionBits(uint64_t bits, FloatFormat format, int exponentBits, int mantissaBits) {
  const FloatSemantics& s = semanticsOf(format);
  int srcMantissaBits = s.precision - 1;
  int srcExponentBits = s.bits - s.precision;
  uint64_t signMask = uint64_t(1) << (s.bits - 1);
  uint64_t exponentMask = ((uint64_t(1) << srcExponentBits) - 1) << srcMantissaBits;
  bool isNaN = (bits & exponentMask) == exponentMask && (bits & ((uint64_t(1) << srcMantissaBits) - 1)) != 0;
  uint64_t original = bits;
  if (mantissaBits < srcMantissaBits) {
    int dropped = srcMantissaBits - mantissaBits;
    uint64_t lastKeptBit = uint64_t(1) << dropped;
    uint64_t bias = (lastKeptBit >> 1) - 1 + ((bits & lastKeptBit) >> dropped);
    bits = (bits + bias) & ~(lastKeptBit - 1);
    if (s.bits < 64) bits &= (uint64_t(1) << s.bits) - 1;
  }
  if (exponentBits < srcExponentBits) {
    uint64_t bias = (uint64_t(1) << (srcExponentBits - 1)) - 1;
    uint64_t reducedBias = (uint64_t(1) << (exponentBits - 1)) - 1;
    uint64_t exponent = bits & exponentMask;
    uint64_t sign = bits & signMask;
    if (exponent > ((bias + reducedBias) << srcMantissaBits)) bits = sign | exponentMask;  // infinity
    else if (exponent <= ((bias - reducedBias) << srcMantissaBits)) bits = sign;          // zero
  }
  // NaN stays NaN; with no mantissa bits left the reduced format has none, so it becomes +infinity.
  if (isNaN) return mantissaBits > 0 ? original : exponentMask;
  return bits;
}

}  // namespace

Values evalConvert(OpContext& ctx) {
  const Tensor& x = ctx.operand(0);
  Tensor result = Tensor::zeros(ctx.resultType());
  int64_t n = result.numElements();
  if (n == 0) return {result};
  visitElementType(x.elementType(), [&]<typename From>(Tag<From>) {
    visitElementType(result.elementType(), [&]<typename To>(Tag<To>) {
      for (int64_t i = 0; i < n; ++i) {
        From v;
        if constexpr (kIsBool<From>) v = x.bits(i) != 0;
        else v = x.get<From>(i);
        result.set<To>(i, convertElement<From, To>(v));
      }
    });
  });
  return {result};
}

// Same widths reinterpret each element; otherwise one wide element is the narrow ones of the new (or
// removed) minor dimension, the first of them in its least significant bits (little-endian).
Values evalBitcastConvert(OpContext& ctx) {
  const Tensor& x = ctx.operand(0);
  Tensor result = Tensor::zeros(ctx.resultType());
  int inBits = ir::bitWidth(x.elementType()), outBits = ir::bitWidth(result.elementType());
  auto maskOf = [](int bits) { return bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; };
  if (inBits >= outBits) {
    int64_t parts = inBits / outBits;
    for (int64_t i = 0; i < x.numElements(); ++i)
      for (int64_t j = 0; j < parts; ++j)
        result.setBits(i * parts + j, (x.bits(i) >> (j * outBits)) & maskOf(outBits));
  } else {
    int64_t parts = outBits / inBits;
    for (int64_t i = 0; i < result.numElements(); ++i) {
      uint64_t bits = 0;
      for (int64_t j = 0; j < parts; ++j) bits |= (x.bits(i * parts + j) & maskOf(inBits)) << (j * inBits);
      result.setBits(i, bits);
    }
  }
  return {result};
}

Values evalReducePrecision(OpContext& ctx) {
  const Tensor& x = ctx.operand(0);
  if (!ir::isFloat(x.elementType())) ctx.fail("needs floating-point elements");
  int exponentBits = int(ctx.attr("exponent_bits").intValue());
  int mantissaBits = int(ctx.attr("mantissa_bits").intValue());
  if (exponentBits < 1 || mantissaBits < 0) ctx.fail("needs exponent_bits >= 1 and mantissa_bits >= 0");
  FloatFormat format = ir::floatFormatOf(x.elementType());
  Tensor result = Tensor::zeros(ctx.resultType());
  for (int64_t i = 0; i < x.numElements(); ++i)
    result.setBits(i, reducePrecisionBits(x.bits(i), format, exponentBits, mantissaBits));
  return {result};
}

}  // namespace juxla::interp
