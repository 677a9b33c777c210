// Element types and the interned types of IR values: ranked static tensors, tokens, tuples.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "support/float_format.h"

namespace juxla::ir {

enum class ElementType : uint8_t {
  I1, I8, I16, I32, I64,
  UI8, UI16, UI32, UI64,
  F16, BF16, F32, F64,
  Index,  // only inside attributes (custom_call layouts), never a value's type
};

std::string_view elementTypeName(ElementType t);
std::optional<ElementType> parseElementTypeName(std::string_view name);

bool isFloat(ElementType t);
bool isInteger(ElementType t);  // i1 included
bool isSignedInteger(ElementType t);
bool isUnsignedInteger(ElementType t);
bool isBool(ElementType t);
int bitWidth(ElementType t);      // i1 is 1
int storageBytes(ElementType t);  // bytes per element in dense storage; i1 takes one byte
FloatFormat floatFormatOf(ElementType t);  // requires isFloat

namespace detail {
struct TypeStorage;
}

// An IR type. Types are interned process-wide, so copying and comparing is a pointer operation.
class Type {
 public:
  enum class Kind : uint8_t { Tensor, Token, Tuple };

  Type() = default;
  static Type tensor(ElementType element, std::span<const int64_t> shape);
  static Type scalar(ElementType element) { return tensor(element, {}); }
  static Type token();
  static Type tuple(std::span<const Type> elements);

  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(const Type& o) const { return impl_ == o.impl_; }
  bool operator!=(const Type& o) const { return impl_ != o.impl_; }

  Kind kind() const;
  bool isTensor() const { return impl_ && kind() == Kind::Tensor; }
  bool isToken() const { return impl_ && kind() == Kind::Token; }
  bool isTuple() const { return impl_ && kind() == Kind::Tuple; }

  // Tensor accessors.
  ElementType elementType() const;
  std::span<const int64_t> shape() const;
  int64_t rank() const { return int64_t(shape().size()); }
  int64_t dim(int64_t i) const { return shape()[size_t(i)]; }
  int64_t numElements() const;
  Type withElementType(ElementType e) const { return tensor(e, shape()); }
  Type withShape(std::span<const int64_t> s) const { return tensor(elementType(), s); }

  // Tuple accessors.
  std::span<const Type> tupleElements() const;

  std::string str() const;  // MLIR spelling: tensor<2x3xf32>, !stablehlo.token, tuple<...>
  size_t hash() const { return std::hash<const void*>()(impl_); }

 private:
  explicit Type(const detail::TypeStorage* impl) : impl_(impl) {}
  const detail::TypeStorage* impl_ = nullptr;
};

struct TypeHash {
  size_t operator()(const Type& t) const { return t.hash(); }
};

std::string shapeStr(std::span<const int64_t> shape);  // "2x3" (empty for scalars)

}  // namespace juxla::ir
