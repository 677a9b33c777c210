#include "interp/tensor.h"

#include <stdexcept>

#include "ir/printer.h"

namespace juxla::interp {

using ir::ElementType;
using ir::Type;

Tensor Tensor::zeros(Type type) {
  Tensor t;
  t.type_ = type;
  if (type.isTensor()) {
    t.bytes_ = std::make_shared<std::vector<uint8_t>>(size_t(type.numElements()) * size_t(ir::storageBytes(type.elementType())));
  } else if (type.isTuple()) {
    for (Type e : type.tupleElements()) t.tuple_.push_back(zeros(e));
  }
  return t;
}

Tensor Tensor::fromBytes(Type type, std::vector<uint8_t> bytes) {
  if (!type.isTensor() || bytes.size() != size_t(type.numElements()) * size_t(ir::storageBytes(type.elementType())))
    throw std::logic_error("Tensor::fromBytes: " + std::to_string(bytes.size()) + " bytes do not fit " + type.str());
  Tensor t;
  t.type_ = type;
  t.bytes_ = std::make_shared<std::vector<uint8_t>>(std::move(bytes));
  return t;
}

Tensor Tensor::fromAttr(const ir::Attr& dense) {
  Type type = dense.type();
  if (!dense.isSplat()) {
    std::vector<uint8_t> bytes(dense.rawData().begin(), dense.rawData().end());
    return fromBytes(type, std::move(bytes));
  }
  Tensor t = zeros(type);
  auto raw = dense.rawData();
  auto out = t.mutableBytes();
  for (size_t off = 0; off < out.size(); off += raw.size()) std::memcpy(out.data() + off, raw.data(), raw.size());
  return t;
}

Tensor Tensor::tuple(std::vector<Tensor> elements) {
  std::vector<Type> types;
  for (const Tensor& e : elements) types.push_back(e.type());
  Tensor t;
  t.type_ = Type::tuple(types);
  t.tuple_ = std::move(elements);
  return t;
}

Tensor Tensor::fromDoubles(Type type, std::span<const double> values) {
  Tensor t = zeros(type);
  if (int64_t(values.size()) != t.numElements())
    throw std::logic_error("Tensor::fromDoubles: " + std::to_string(values.size()) + " values for " + type.str());
  visitElementType(type.elementType(), [&]<typename T>(Tag<T>) {
    for (size_t i = 0; i < values.size(); ++i) {
      if constexpr (kIsFloat<T>) t.set(int64_t(i), fromDouble<T>(values[i]));
      else t.set(int64_t(i), T(values[i]));
    }
  });
  return t;
}

Tensor Tensor::fromInts(Type type, std::span<const int64_t> values) {
  Tensor t = zeros(type);
  if (int64_t(values.size()) != t.numElements())
    throw std::logic_error("Tensor::fromInts: " + std::to_string(values.size()) + " values for " + type.str());
  for (size_t i = 0; i < values.size(); ++i) t.setBits(int64_t(i), ir::truncateIntBits(values[i], type.elementType()));
  return t;
}

std::vector<uint8_t> Tensor::takeBytes() {
  if (!bytes_) return {};
  std::vector<uint8_t> out = bytes_.use_count() == 1 ? std::move(*bytes_) : *bytes_;
  bytes_.reset();
  return out;
}

std::span<uint8_t> Tensor::mutableBytes() {
  if (!bytes_) return {};
  if (bytes_.use_count() > 1) bytes_ = std::make_shared<std::vector<uint8_t>>(*bytes_);
  return *bytes_;
}

uint64_t Tensor::bits(int64_t i) const {
  size_t n = size_t(ir::storageBytes(elementType()));
  uint64_t b = 0;
  std::memcpy(&b, bytes_->data() + size_t(i) * n, n);
  return b;
}

void Tensor::setBits(int64_t i, uint64_t b) {
  size_t n = size_t(ir::storageBytes(elementType()));
  if (elementType() == ElementType::I1) b &= 1;
  std::memcpy(mutableBytes().data() + size_t(i) * n, &b, n);
}

double Tensor::getDouble(int64_t i) const {
  return visitElementType(elementType(), [&]<typename T>(Tag<T>) -> double {
    if constexpr (kIsFloat<T>) return toDouble(get<T>(i));
    else return double(get<T>(i));
  });
}

int64_t Tensor::getInt(int64_t i) const { return ir::extendIntBits(bits(i), elementType()); }

bool Tensor::operator==(const Tensor& o) const {
  if (type_ != o.type_) return false;
  if (isTuple()) return tuple_ == o.tuple_;
  if (!bytes_ || !o.bytes_) return bytes_ == o.bytes_;
  return *bytes_ == *o.bytes_;
}

std::string Tensor::toString() const {
  if (!type_) return "<no value>";
  if (isToken()) return "!stablehlo.token";
  if (isTuple()) {
    std::string s = "(";
    for (size_t i = 0; i < tuple_.size(); ++i) s += (i ? ", " : "") + tuple_[i].toString();
    return s + ")";
  }
  // Reuse the attribute printer so that values read exactly like IR literals.
  std::vector<uint8_t> copy(bytes().begin(), bytes().end());
  return ir::printAttr(ir::Attr::dense(type_, std::move(copy), false));
}

std::vector<int64_t> stridesOf(std::span<const int64_t> shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

void forEachIndex(std::span<const int64_t> shape, const std::function<void(std::span<const int64_t>)>& fn) {
  for (int64_t d : shape)
    if (d == 0) return;
  std::vector<int64_t> index(shape.size(), 0);
  while (true) {
    fn(index);
    size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++index[d] < shape[d]) break;
      index[d] = 0;
      if (d == 0) return;
    }
    if (shape.empty()) return;
  }
}

int64_t linearIndex(std::span<const int64_t> index, std::span<const int64_t> strides) {
  int64_t i = 0;
  for (size_t d = 0; d < index.size(); ++d) i += index[d] * strides[d];
  return i;
}

}  // namespace juxla::interp
