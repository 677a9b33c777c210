// Conversion of one element between any two element types, as `stablehlo.convert` defines it; the
// contractions use it to bring operands into the result type.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "interp/element.h"

namespace juxla::interp {

namespace detail {
// A non-negative integer rounded to `precision` significant bits, nearest-even, as an exact double:
// rounding once here (instead of int -> double -> narrower float) avoids double rounding.
inline double roundIntegerToPrecision(uint64_t magnitude, int precision) {
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

}  // namespace detail

// Float to float and integer to float round to nearest even (integers once, from their exact value);
// float to integer truncates and saturates (NaN -> 0); integers wrap; anything to i1 is `!= 0`.
template <typename To, typename From>
To convertElement(From v) {
  using namespace detail;
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


}  // namespace juxla::interp
