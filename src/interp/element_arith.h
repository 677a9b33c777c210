// Ring arithmetic of one element type for the contractions (dot_general, convolution): conversion
// of operand elements into the result type, then + and * rounded once each in that type.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <type_traits>

#include "interp/element.h"
#include "interp/tensor.h"

namespace juxla::interp {

// `v` converted to R: floats round to nearest even, integers wrap (C++20 conversions are modular),
// booleans are 0 and 1. Contractions never mix floats and integers (the verifier refuses it).
template <typename R, typename S>
R convertElement(S v) {
  if constexpr (std::is_same_v<R, S>) {
    return v;
  } else if constexpr (kIsFloat<R> && kIsFloat<S>) {
    return fromDouble<R>(toDouble(v));
  } else if constexpr (!kIsFloat<R> && !kIsFloat<S>) {
    return R(v);
  } else {
    throw std::logic_error("convertElement: a contraction mixes integer and floating-point elements");
  }
}

// Every element of `t`, in row-major order, converted to R (an array, not a vector<bool>).
template <typename R>
std::unique_ptr<R[]> elementsAs(const Tensor& t) {
  auto out = std::make_unique<R[]>(size_t(t.numElements()));
  visitElementType(t.elementType(), [&]<typename S>(Tag<S>) {
    for (int64_t i = 0; i < t.numElements(); ++i) out[size_t(i)] = convertElement<R>(t.get<S>(i));
  });
  return out;
}

template <typename T>
T zeroElement() {
  if constexpr (kIsFloat<T>) return fromDouble<T>(0.0);
  else return T(0);
}

// i1 is the boolean semiring (or, and); integers wrap; 16-bit floats compute in double, where + and
// * of two such values are exact or rounded once, then round once to the type.
template <typename T>
T addElements(T a, T b) {
  if constexpr (kIsBool<T>) return a || b;
  else if constexpr (kIsInt<T>) return T(uint64_t(a) + uint64_t(b));
  else if constexpr (std::is_floating_point_v<T>) return a + b;
  else return fromDouble<T>(toDouble(a) + toDouble(b));
}

template <typename T>
T multiplyElements(T a, T b) {
  if constexpr (kIsBool<T>) return a && b;
  else if constexpr (kIsInt<T>) return T(uint64_t(a) * uint64_t(b));
  else if constexpr (std::is_floating_point_v<T>) return a * b;
  else return fromDouble<T>(toDouble(a) * toDouble(b));
}


}  // namespace juxla::interp
