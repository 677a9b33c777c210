// Values of the reference interpreter: dense tensors in host memory (row-major, element bytes as
// in dense attributes, i1 one byte per element), tokens, and tuples.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "interp/element.h"
#include "ir/attributes.h"
#include "ir/types.h"

namespace juxla::interp {

class Tensor {
 public:
  Tensor() = default;
  // A tensor of `type` filled with zero bytes (false, 0, +0.0); tokens and tuples of such.
  static Tensor zeros(ir::Type type);
  // The value of a dense elements attribute (splats expanded).
  static Tensor fromAttr(const ir::Attr& dense);
  static Tensor fromBytes(ir::Type type, std::vector<uint8_t> bytes);
  static Tensor token() { return zeros(ir::Type::token()); }
  static Tensor tuple(std::vector<Tensor> elements);
  // A tensor whose element i is `values[i]` converted to the element type (tests and examples).
  static Tensor fromDoubles(ir::Type type, std::span<const double> values);
  static Tensor fromInts(ir::Type type, std::span<const int64_t> values);

  explicit operator bool() const { return bool(type_); }
  ir::Type type() const { return type_; }
  bool isTensor() const { return type_.isTensor(); }
  bool isToken() const { return type_.isToken(); }
  bool isTuple() const { return type_.isTuple(); }
  ir::ElementType elementType() const { return type_.elementType(); }
  std::span<const int64_t> shape() const { return type_.shape(); }
  int64_t rank() const { return type_.rank(); }
  int64_t numElements() const { return type_.numElements(); }

  std::span<const uint8_t> bytes() const { return bytes_ ? std::span<const uint8_t>(*bytes_) : std::span<const uint8_t>(); }
  std::span<uint8_t> mutableBytes();  // copies the buffer first if another Tensor shares it
  // The bytes, moved out when no other Tensor shares them (copied otherwise); empty afterwards.
  std::vector<uint8_t> takeBytes();

  // Element access by linear (row-major) index.
  uint64_t bits(int64_t i) const;
  void setBits(int64_t i, uint64_t bits);
  template <typename T>
  T get(int64_t i) const {
    T v{};
    std::memcpy(&v, bytes_->data() + size_t(i) * sizeof(T), sizeof(T));
    return v;
  }
  template <typename T>
  void set(int64_t i, T v) {
    std::memcpy(mutableBytes().data() + size_t(i) * sizeof(T), &v, sizeof(T));
  }
  double getDouble(int64_t i) const;  // any element type, converted (integers exactly when they fit)
  int64_t getInt(int64_t i) const;    // integer or bool elements, sign- or zero-extended

  std::span<const Tensor> tupleElements() const { return tuple_; }

  // Element-wise bit equality of type and contents.
  bool operator==(const Tensor& o) const;
  // MLIR-like literal of the contents, e.g. "tensor<2xf32> [1.000000e+00, 2.000000e+00]".
  std::string toString() const;

 private:
  ir::Type type_;
  std::shared_ptr<std::vector<uint8_t>> bytes_;
  std::vector<Tensor> tuple_;
};

// Row-major strides of a shape, in elements.
std::vector<int64_t> stridesOf(std::span<const int64_t> shape);
// Calls fn(index) for every multi-index of `shape` in row-major order.
void forEachIndex(std::span<const int64_t> shape, const std::function<void(std::span<const int64_t>)>& fn);
int64_t linearIndex(std::span<const int64_t> index, std::span<const int64_t> strides);

}  // namespace juxla::interp
