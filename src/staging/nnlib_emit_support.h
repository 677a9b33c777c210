// Small helpers shared by the NNlib emitters (nnlib_emit*.cpp); not part of the staging API.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/builder.h"

namespace juxla::staging::nnlib_detail {

// A tensor of x's type filled with v.
inline ir::Value* fill(ir::Builder& b, ir::Value* x, double v) { return b.splat(x->type(), v); }

// Julia's float(x): integers and Bool become Float64, floats stay as they are.
inline ir::Value* toFloat(ir::Builder& b, ir::Value* x) {
  return ir::isFloat(x->type().elementType()) ? x : b.convert(x, ir::ElementType::F64);
}

// Julia's promote_type for two element types, as far as the emitters need it (floats win; the wider
// type otherwise; Float16 with BFloat16 gives Float32).
inline ir::ElementType promoteElements(ir::ElementType a, ir::ElementType c) {
  using ir::ElementType;
  if (a == c) return a;
  bool fa = ir::isFloat(a), fc = ir::isFloat(c);
  if (fa != fc) return fa ? a : c;
  if (fa && ((a == ElementType::F16 && c == ElementType::BF16) || (a == ElementType::BF16 && c == ElementType::F16)))
    return ElementType::F32;
  return ir::bitWidth(a) >= ir::bitWidth(c) ? a : c;
}

// A Julia tuple as Julia prints it: (1, 2) and (3,).
inline std::string juliaTuple(const std::vector<int64_t>& v) {
  std::string s = "(";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + (v.size() == 1 ? ",)" : ")");
}

}  // namespace juxla::staging::nnlib_detail
