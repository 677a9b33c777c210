// C++ types for IR element types, and a dispatcher that calls a generic lambda with the right one.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ir/types.h"
#include "support/float_format.h"

namespace juxla::interp {

// 16-bit floats are kept as their bits; arithmetic widens to double and rounds back once, which is
// correctly rounded for + - * / and sqrt because double has more than 2p+2 bits of precision.
struct F16 {
  uint16_t bits = 0;
};
struct BF16 {
  uint16_t bits = 0;
};

template <typename T>
constexpr bool kIsFloat = std::is_same_v<T, F16> || std::is_same_v<T, BF16> || std::is_floating_point_v<T>;
template <typename T>
constexpr bool kIsBool = std::is_same_v<T, bool>;
template <typename T>
constexpr bool kIsInt = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <typename T>
constexpr FloatFormat formatOf() {
  if constexpr (std::is_same_v<T, F16>) return FloatFormat::F16;
  else if constexpr (std::is_same_v<T, BF16>) return FloatFormat::BF16;
  else if constexpr (std::is_same_v<T, float>) return FloatFormat::F32;
  else return FloatFormat::F64;
}

// Exact widening of a float element to double.
template <typename T>
double toDouble(T v) {
  if constexpr (std::is_same_v<T, F16> || std::is_same_v<T, BF16>) return floatBitsToDouble(v.bits, formatOf<T>());
  else return double(v);
}

// Round-to-nearest-even narrowing of a double to a float element type.
template <typename T>
T fromDouble(double v) {
  if constexpr (std::is_same_v<T, F16> || std::is_same_v<T, BF16>) return T{uint16_t(doubleToFloatBits(v, formatOf<T>()))};
  else return T(v);
}

// Raw bits of an element value (zero-extended) and back.
template <typename T>
uint64_t toBits(T v) {
  if constexpr (kIsBool<T>) {
    return v ? 1 : 0;
  } else if constexpr (std::is_same_v<T, F16> || std::is_same_v<T, BF16>) {
    return v.bits;
  } else {
    uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof(T));
    return bits;
  }
}

template <typename T>
T fromBits(uint64_t bits) {
  if constexpr (kIsBool<T>) {
    return (bits & 1) != 0;
  } else if constexpr (std::is_same_v<T, F16> || std::is_same_v<T, BF16>) {
    return T{uint16_t(bits)};
  } else {
    T v;
    std::memcpy(&v, &bits, sizeof(T));
    return v;
  }
}

template <typename T>
struct Tag {
  using type = T;
};

// Calls f(Tag<T>{}) with T the C++ type of `t`: bool, int8_t..int64_t, uint8_t..uint64_t, F16, BF16,
// float or double.
template <typename F>
decltype(auto) visitElementType(ir::ElementType t, F&& f) {
  using E = ir::ElementType;
  switch (t) {
    case E::I1: return f(Tag<bool>{});
    case E::I8: return f(Tag<int8_t>{});
    case E::I16: return f(Tag<int16_t>{});
    case E::I32: return f(Tag<int32_t>{});
    case E::I64: return f(Tag<int64_t>{});
    case E::UI8: return f(Tag<uint8_t>{});
    case E::UI16: return f(Tag<uint16_t>{});
    case E::UI32: return f(Tag<uint32_t>{});
    case E::UI64: return f(Tag<uint64_t>{});
    case E::F16: return f(Tag<F16>{});
    case E::BF16: return f(Tag<BF16>{});
    case E::F32: return f(Tag<float>{});
    case E::F64: return f(Tag<double>{});
    case E::Index: return f(Tag<int64_t>{});
  }
  return f(Tag<int64_t>{});
}

}  // namespace juxla::interp
