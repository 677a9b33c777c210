// convert, bitcast_convert and reduce_precision.
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "interp/element_convert.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {

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
        result.set<To>(i, convertElement<To>(v));
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
