// Whole-element byte moves shared by the data-movement, gather and scatter ops. These ops never look
// at element values, so one code path serves every element type (i1 is one byte, like the others).
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <vector>

#include "interp/tensor.h"

namespace juxla::interp {

// A result under construction: the raw element bytes of `type`, written one whole element at a time.
class ElementWriter {
 public:
  explicit ElementWriter(ir::Type type)
      : type_(type),
        elementSize_(size_t(ir::storageBytes(type.elementType()))),
        bytes_(size_t(type.numElements()) * elementSize_) {}
  // Starts from the contents of `t` (dynamic_update_slice, scatter).
  static ElementWriter copyOf(const Tensor& t) {
    ElementWriter w(t.type());
    std::memcpy(w.bytes_.data(), t.bytes().data(), w.bytes_.size());
    return w;
  }

  // Element `to` of the result becomes element `from` of `source` (same element type).
  void copy(int64_t to, const Tensor& source, int64_t from) {
    std::memcpy(bytes_.data() + size_t(to) * elementSize_, source.bytes().data() + size_t(from) * elementSize_,
                elementSize_);
  }
  // Every element becomes element 0 of `scalar` (pad's padding value).
  void fill(const Tensor& scalar) {
    for (size_t off = 0; off < bytes_.size(); off += elementSize_)
      std::memcpy(bytes_.data() + off, scalar.bytes().data(), elementSize_);
  }
  // Element `i` as a rank-0 tensor of `scalarType` (a region argument).
  Tensor element(int64_t i, ir::Type scalarType) const {
    auto first = bytes_.begin() + ptrdiff_t(size_t(i) * elementSize_);
    return Tensor::fromBytes(scalarType, std::vector<uint8_t>(first, first + ptrdiff_t(elementSize_)));
  }
  ir::Type type() const { return type_; }
  Tensor finish() && { return Tensor::fromBytes(type_, std::move(bytes_)); }

 private:
  ir::Type type_;
  size_t elementSize_;
  std::vector<uint8_t> bytes_;
};

// Element `i` of a rank-0-or-more tensor as a rank-0 tensor of its element type.
inline Tensor scalarAt(const Tensor& t, int64_t i) {
  size_t n = size_t(ir::storageBytes(t.elementType()));
  auto first = t.bytes().begin() + ptrdiff_t(size_t(i) * n);
  return Tensor::fromBytes(ir::Type::scalar(t.elementType()), std::vector<uint8_t>(first, first + ptrdiff_t(n)));
}

// An index element of any integer type as int64. A ui64 value past INT64_MAX saturates: every index
// that large is past the end of any dimension, and clamping or bounds checks treat it alike.
inline int64_t indexElement(const Tensor& indices, int64_t i) {
  if (indices.elementType() == ir::ElementType::UI64) {
    uint64_t v = indices.bits(i);
    return v > uint64_t(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max() : int64_t(v);
  }
  return indices.getInt(i);
}

}  // namespace juxla::interp
