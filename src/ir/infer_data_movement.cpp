// Typing rules for the shape and data-movement ops: broadcast_in_dim, reshape, transpose, slice,
// dynamic_slice, dynamic_update_slice, concatenate, pad, reverse.
#include <fmt/format.h>

#include <algorithm>

#include "ir/infer_rules.h"

namespace juxla::ir::infer_detail {

namespace {
std::string operandDesc(OpTyping& t, size_t i) { return fmt::format("operand #{} ({})", i, t.operand(i).str()); }
std::string rankOf(OpTyping& t, size_t i) { return fmt::format("the rank of operand #{} ({})", i, t.operand(i).str()); }

// dynamic_slice and dynamic_update_slice: one 0-d integer start index per dimension, all one type.
bool startIndices(OpTyping& t, size_t first, int64_t rank) {
  size_t count = t.numOperands() - first;
  if (int64_t(count) != rank)
    return t.fail(fmt::format("has {} start indices but needs {}, one per dimension of operand #0 ({})", count, rank,
                              t.operand(0).str()));
  for (size_t i = first; i < t.numOperands(); ++i) {
    Type index = t.operand(i);
    if (!index.isTensor() || index.rank() != 0 || !inClass(index.elementType(), kIntElements))
      return t.fail(fmt::format("operand #{} (start index) has type {} but needs a 0-dimensional integer tensor", i,
                                index.str()));
    if (index != t.operand(first))
      return t.fail(fmt::format("operand #{} (start index) has type {} but operand #{} has type {}; start indices need "
                                "one type",
                                i, index.str(), first, t.operand(first).str()));
  }
  return true;
}
}  // namespace

bool typeBroadcastInDim(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0) || !needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
  Type in = t.operand(0), out = (*t.given)[0];
  if (in.elementType() != out.elementType())
    return t.fail(fmt::format("result #0 has type {} but operand #0 has type {}; broadcast_in_dim keeps the element "
                              "type",
                              out.str(), in.str()));
  std::vector<int64_t> dims;
  if (!readI64Array(t, "broadcast_dimensions", Need::Required, dims)) return false;
  if (!sizeIs(t, "broadcast_dimensions", dims.size(), in.rank(), rankOf(t, 0)) ||
      !dimsInRange(t, "broadcast_dimensions", dims, out.rank(), "the result type " + out.str()) ||
      !dimsUnique(t, "broadcast_dimensions", dims))
    return false;
  for (size_t j = 0; j < dims.size(); ++j) {
    int64_t size = in.dim(int64_t(j)), target = out.dim(dims[j]);
    if (size != 1 && size != target)
      return t.fail(fmt::format("dimension {} of operand #0 ({}) has size {} but result dimension {} ({}) has size {}; "
                                "broadcasting needs equal sizes or 1",
                                j, in.str(), size, dims[j], out.str(), target));
  }
  return t.succeed({out});
}

bool typeReshape(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0) || !needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
  Type in = t.operand(0), out = (*t.given)[0];
  if (in.elementType() != out.elementType())
    return t.fail(fmt::format("result #0 has type {} but operand #0 has type {}; reshape keeps the element type",
                              out.str(), in.str()));
  if (in.numElements() != out.numElements())
    return t.fail(fmt::format("result #0 has type {} with {} elements but operand #0 has type {} with {}; reshape "
                              "keeps the element count",
                              out.str(), out.numElements(), in.str(), in.numElements()));
  return t.succeed({out});
}

bool typeTranspose(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0)) return false;
  Type in = t.operand(0);
  std::vector<int64_t> perm;
  if (!readI64Array(t, "permutation", Need::Required, perm)) return false;
  if (!sizeIs(t, "permutation", perm.size(), in.rank(), rankOf(t, 0))) return false;
  std::vector<int64_t> sorted = perm;
  std::ranges::sort(sorted);
  for (size_t i = 0; i < sorted.size(); ++i)
    if (sorted[i] != int64_t(i))
      return t.fail(fmt::format("permutation = {} is not a permutation of [0, {}) for operand #0 ({})", listStr(perm),
                                in.rank(), in.str()));
  std::vector<int64_t> shape;
  for (int64_t p : perm) shape.push_back(in.dim(p));
  return t.succeed({in.withShape(shape)});
}

bool typeSlice(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0)) return false;
  Type in = t.operand(0);
  std::vector<int64_t> start, limit, strides(size_t(in.rank()), 1);
  if (!readI64Array(t, "start_indices", Need::Required, start) ||
      !readI64Array(t, "limit_indices", Need::Required, limit) ||
      !readI64Array(t, "strides", Need::Optional, strides))
    return false;
  if (!sizeIs(t, "start_indices", start.size(), in.rank(), rankOf(t, 0)) ||
      !sizeIs(t, "limit_indices", limit.size(), in.rank(), rankOf(t, 0)) ||
      !sizeIs(t, "strides", strides.size(), in.rank(), rankOf(t, 0)) || !allPositive(t, "strides", strides))
    return false;
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < in.rank(); ++d) {
    size_t i = size_t(d);
    if (start[i] < 0 || start[i] > limit[i] || limit[i] > in.dim(d))
      return t.fail(fmt::format("slice {}:{} of dimension {} does not fit operand #0 ({}); it needs 0 <= start <= "
                                "limit <= {}",
                                start[i], limit[i], d, in.str(), in.dim(d)));
    shape.push_back((limit[i] - start[i] + strides[i] - 1) / strides[i]);
  }
  return t.succeed({in.withShape(shape)});
}

bool typeDynamicSlice(OpTyping& t) {
  if (!minOperandCount(t, 1, "the operand and its start indices") || !tensorOperand(t, 0)) return false;
  Type in = t.operand(0);
  if (!startIndices(t, 1, in.rank())) return false;
  std::vector<int64_t> sizes;
  if (!readI64Array(t, "slice_sizes", Need::Required, sizes)) return false;
  if (!sizeIs(t, "slice_sizes", sizes.size(), in.rank(), rankOf(t, 0))) return false;
  for (int64_t d = 0; d < in.rank(); ++d)
    if (sizes[size_t(d)] < 0 || sizes[size_t(d)] > in.dim(d))
      return t.fail(fmt::format("slice_sizes = {} holds {} for dimension {}, outside [0, {}] of operand #0 ({})",
                                listStr(sizes), sizes[size_t(d)], d, in.dim(d), in.str()));
  return t.succeed({in.withShape(sizes)});
}

bool typeDynamicUpdateSlice(OpTyping& t) {
  if (!minOperandCount(t, 2, "the operand, the update and start indices") || !tensorOperand(t, 0) ||
      !tensorOperand(t, 1))
    return false;
  Type in = t.operand(0), update = t.operand(1);
  if (update.elementType() != in.elementType())
    return t.fail(fmt::format("operand #1 (update) has type {} but operand #0 has type {}; the update needs the same "
                              "element type",
                              update.str(), in.str()));
  if (update.rank() != in.rank())
    return t.fail(fmt::format("operand #1 (update) has type {} of rank {} but operand #0 ({}) has rank {}",
                              update.str(), update.rank(), in.str(), in.rank()));
  for (int64_t d = 0; d < in.rank(); ++d)
    if (update.dim(d) > in.dim(d))
      return t.fail(fmt::format("operand #1 (update) of type {} does not fit in operand #0 of type {}: dimension {} "
                                "has size {} > {}",
                                update.str(), in.str(), d, update.dim(d), in.dim(d)));
  if (!startIndices(t, 2, in.rank())) return false;
  return t.succeed({in});
}

bool typeConcatenate(OpTyping& t) {
  if (!minOperandCount(t, 1, "the tensors to concatenate") || !tensorOperands(t)) return false;
  Type first = t.operand(0);
  int64_t dim = 0;
  if (!readInt(t, "dimension", Need::Required, dim)) return false;
  if (dim < 0 || dim >= first.rank())
    return t.fail(fmt::format("dimension = {} is outside [0, {}) for {}", dim, first.rank(), operandDesc(t, 0)));
  std::vector<int64_t> shape(first.shape().begin(), first.shape().end());
  for (size_t i = 1; i < t.numOperands(); ++i) {
    Type in = t.operand(i);
    if (in.elementType() != first.elementType())
      return t.fail(fmt::format("operand #{} has type {} but operand #0 has type {}; concatenate needs one element "
                                "type",
                                i, in.str(), first.str()));
    bool sameOtherDims = in.rank() == first.rank();
    for (int64_t d = 0; sameOtherDims && d < in.rank(); ++d) sameOtherDims = d == dim || in.dim(d) == first.dim(d);
    if (!sameOtherDims)
      return t.fail(fmt::format("operand #{} has type {} but operand #0 has type {}; shapes may differ only in "
                                "dimension {}",
                                i, in.str(), first.str(), dim));
    shape[size_t(dim)] += in.dim(dim);
  }
  return t.succeed({first.withShape(shape)});
}

bool typePad(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperand(t, 0) || !scalarOperand(t, 1, "padding_value")) return false;
  Type in = t.operand(0);
  if (t.operand(1).elementType() != in.elementType())
    return t.fail(fmt::format("operand #1 (padding_value) has type {} but operand #0 has type {}; pad needs one "
                              "element type",
                              t.operand(1).str(), in.str()));
  std::vector<int64_t> low, high, interior;
  if (!readI64Array(t, "edge_padding_low", Need::Required, low) ||
      !readI64Array(t, "edge_padding_high", Need::Required, high) ||
      !readI64Array(t, "interior_padding", Need::Required, interior))
    return false;
  if (!sizeIs(t, "edge_padding_low", low.size(), in.rank(), rankOf(t, 0)) ||
      !sizeIs(t, "edge_padding_high", high.size(), in.rank(), rankOf(t, 0)) ||
      !sizeIs(t, "interior_padding", interior.size(), in.rank(), rankOf(t, 0)))
    return false;
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < in.rank(); ++d) {
    size_t i = size_t(d);
    if (interior[i] < 0)
      return t.fail(fmt::format("interior_padding = {} holds {}; interior padding must not be negative",
                                listStr(interior), interior[i]));
    int64_t size = in.dim(d) + std::max<int64_t>(in.dim(d) - 1, 0) * interior[i] + low[i] + high[i];
    if (size < 0)
      return t.fail(fmt::format("padding dimension {} of operand #0 ({}) by low {}, high {}, interior {} gives "
                                "negative size {}",
                                d, in.str(), low[i], high[i], interior[i], size));
    shape.push_back(size);
  }
  return t.succeed({in.withShape(shape)});
}

bool typeReverse(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0)) return false;
  std::vector<int64_t> dims;
  if (!readI64Array(t, "dimensions", Need::Required, dims)) return false;
  if (!dimsUnique(t, "dimensions", dims) ||
      !dimsInRange(t, "dimensions", dims, t.operand(0).rank(), operandDesc(t, 0)))
    return false;
  return t.succeed({t.operand(0)});
}

}  // namespace juxla::ir::infer_detail
