// Ring arithmetic of one element type for the contractions (dot_general, convolution): operand
// elements converted into the result type (element_convert.h), then + and * rounded once each.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <type_traits>

#include "interp/element.h"
#include "interp/element_convert.h"
#include "interp/tensor.h"

namespace juxla::interp {

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
