#include "staging/array_emit_support.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "staging/layout.h"

namespace juxla::staging::emit_detail {

std::string juliaTypeName(ir::ElementType e) {
  using E = ir::ElementType;
  switch (e) {
    case E::I1: return "Bool";
    case E::I8: return "Int8";
    case E::I16: return "Int16";
    case E::I32: return "Int32";
    case E::I64: return "Int64";
    case E::UI8: return "UInt8";
    case E::UI16: return "UInt16";
    case E::UI32: return "UInt32";
    case E::UI64: return "UInt64";
    case E::F16: return "Float16";
    case E::BF16: return "BFloat16";
    case E::F32: return "Float32";
    case E::F64: return "Float64";
    case E::Index: break;
  }
  return "Any";
}

std::string describeArray(ir::Type t) {
  std::vector<int64_t> dims = juliaDims(t);
  std::string elt = juliaTypeName(t.elementType());
  if (dims.empty()) return "0-dimensional Array{" + elt + ", 0}";
  if (dims.size() == 1) return std::to_string(dims[0]) + "-element Vector{" + elt + "}";
  std::string size;
  for (size_t i = 0; i < dims.size(); ++i) size += (i ? "×" : "") + std::to_string(dims[i]);
  if (dims.size() == 2) return size + " Matrix{" + elt + "}";
  return size + " Array{" + elt + ", " + std::to_string(dims.size()) + "}";
}

std::string juliaTuple(std::span<const int64_t> values) {
  std::string s = "(";
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : "") + std::to_string(values[i]);
  return s + (values.size() == 1 ? ",)" : ")");
}

void requireSameElementType(std::string_view what, std::span<ir::Value* const> values) {
  for (ir::Value* v : values)
    if (v->type().elementType() != values[0]->type().elementType())
      throw std::invalid_argument(std::string(what) + ": operands of " + juliaTypeName(values[0]->type().elementType()) +
                                  " and " + juliaTypeName(v->type().elementType()) +
                                  " must be promoted to one element type first");
}

ir::Value* reshapeTo(ir::Builder& b, ir::Value* v, const std::vector<int64_t>& shape) {
  auto current = v->type().shape();
  if (std::equal(current.begin(), current.end(), shape.begin(), shape.end())) return v;
  return b.reshape(v, shape);
}

ir::Value* constantI64s(ir::Builder& b, std::span<const int64_t> values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(int64_t));
  if (!values.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
  int64_t n = int64_t(values.size());
  return b.constant(ir::Attr::dense(ir::Type::tensor(ir::ElementType::I64, std::span<const int64_t>(&n, 1)),
                                    std::move(bytes), false));
}

ir::Value* toI64(ir::Builder& b, ir::Value* scalar) {
  ir::Type t = scalar->type();
  if (!t.isTensor() || t.rank() != 0 || !ir::isInteger(t.elementType()) || ir::isBool(t.elementType()))
    throw std::invalid_argument("ArgumentError: an index must be a 0-d integer, got " + t.str());
  return t.elementType() == ir::ElementType::I64 ? scalar : b.convert(scalar, ir::ElementType::I64);
}

}  // namespace juxla::staging::emit_detail
