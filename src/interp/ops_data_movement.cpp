// Constants, iota and the ops that move elements without looking at them: broadcast_in_dim, reshape,
// transpose, slice, dynamic_slice, dynamic_update_slice, concatenate, pad, reverse (spec semantics).
// Each moves whole elements as bytes, so one path serves every element type.
#include <algorithm>
#include <functional>

#include "interp/element_moves.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {

using IndexFn = std::function<int64_t(std::span<const int64_t>)>;

// A tensor of `type` whose element at each index is element `sourceIndex(index)` (linear) of `source`.
Tensor pickElements(ir::Type type, const Tensor& source, const IndexFn& sourceIndex) {
  ElementWriter out(type);
  std::vector<int64_t> strides = stridesOf(type.shape());
  forEachIndex(type.shape(), [&](std::span<const int64_t> index) {
    out.copy(linearIndex(index, strides), source, sourceIndex(index));
  });
  return std::move(out).finish();
}

// Start indices of dynamic_slice and dynamic_update_slice: one rank-0 integer tensor per dimension,
// clamped into [0, dim(operand) - window] so that the whole window stays inside (spec).
std::vector<int64_t> clampedStarts(std::span<const Tensor> indices, std::span<const int64_t> operandShape,
                                   std::span<const int64_t> windowShape) {
  std::vector<int64_t> starts;
  for (size_t d = 0; d < operandShape.size(); ++d)
    starts.push_back(std::clamp<int64_t>(indexElement(indices[d], 0), 0, operandShape[d] - windowShape[d]));
  return starts;
}

int64_t intAttr(OpContext& ctx, std::string_view name) {
  ir::Attr a = ctx.attr(name);
  if (!a || !a.is(ir::Attr::Kind::Integer)) ctx.fail("needs an integer attribute '" + std::string(name) + "'");
  return a.intValue();
}

}  // namespace

Values evalConstant(OpContext& ctx) {
  ir::Attr value = ctx.attr("value");
  if (!value || !value.is(ir::Attr::Kind::DenseElements)) ctx.fail("needs a dense elements attribute 'value'");
  Tensor t = Tensor::fromAttr(value);
  if (t.type() != ctx.resultType())
    ctx.fail("has a value of type " + t.type().str() + " for a result of type " + ctx.resultType().str());
  return {t};
}

// The index along iota_dimension converted to the element type as convert does: integers wrap to their
// width, floats round to nearest even (f16 overflows to +inf from 65520), i1 (refused by the verifier,
// as by the spec) would be `index != 0`.
Values evalIota(OpContext& ctx) {
  ir::Type type = ctx.resultType();
  int64_t dim = intAttr(ctx, "iota_dimension");
  Tensor out = Tensor::zeros(type);
  std::vector<int64_t> strides = stridesOf(type.shape());
  visitElementType(type.elementType(), [&]<typename T>(Tag<T>) {
    forEachIndex(type.shape(), [&](std::span<const int64_t> index) {
      int64_t i = linearIndex(index, strides), value = index[size_t(dim)];
      if constexpr (kIsBool<T>)
        out.set<bool>(i, value != 0);
      else if constexpr (kIsFloat<T>)
        out.set<T>(i, fromDouble<T>(double(value)));
      else
        out.setBits(i, ir::truncateIntBits(value, type.elementType()));
    });
  });
  return {out};
}

// result[r] = operand[o] with o[d] = r[broadcast_dimensions[d]], or 0 where the operand's size is 1.
Values evalBroadcastInDim(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  std::vector<int64_t> dims = ctx.ints("broadcast_dimensions");
  std::vector<int64_t> strides = stridesOf(operand.shape());
  return {pickElements(ctx.resultType(), operand, [&](std::span<const int64_t> r) {
    int64_t o = 0;
    for (size_t d = 0; d < dims.size(); ++d)
      if (operand.shape()[d] != 1) o += r[size_t(dims[d])] * strides[d];
    return o;
  })};
}

// Row-major reshape keeps the element order, so the bytes stay as they are.
Values evalReshape(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  return {Tensor::fromBytes(ctx.resultType(), std::vector<uint8_t>(operand.bytes().begin(), operand.bytes().end()))};
}

// Result dimension d is operand dimension permutation[d].
Values evalTranspose(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  std::vector<int64_t> perm = ctx.ints("permutation");
  std::vector<int64_t> strides = stridesOf(operand.shape());
  return {pickElements(ctx.resultType(), operand, [&](std::span<const int64_t> r) {
    int64_t o = 0;
    for (size_t d = 0; d < perm.size(); ++d) o += r[d] * strides[size_t(perm[d])];
    return o;
  })};
}

Values evalSlice(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  std::vector<int64_t> start = ctx.ints("start_indices");
  std::vector<int64_t> step = ctx.ints("strides", std::vector<int64_t>(start.size(), 1));
  std::vector<int64_t> strides = stridesOf(operand.shape());
  return {pickElements(ctx.resultType(), operand, [&](std::span<const int64_t> r) {
    int64_t o = 0;
    for (size_t d = 0; d < r.size(); ++d) o += (start[d] + r[d] * step[d]) * strides[d];
    return o;
  })};
}

Values evalDynamicSlice(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  std::vector<int64_t> sizes = ctx.ints("slice_sizes");
  std::vector<int64_t> starts = clampedStarts(ctx.operands.subspan(1), operand.shape(), sizes);
  std::vector<int64_t> strides = stridesOf(operand.shape());
  return {pickElements(ctx.resultType(), operand, [&](std::span<const int64_t> r) {
    int64_t o = 0;
    for (size_t d = 0; d < r.size(); ++d) o += (starts[d] + r[d]) * strides[d];
    return o;
  })};
}

Values evalDynamicUpdateSlice(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  const Tensor& update = ctx.operand(1);
  std::vector<int64_t> starts = clampedStarts(ctx.operands.subspan(2), operand.shape(), update.shape());
  std::vector<int64_t> strides = stridesOf(operand.shape()), updateStrides = stridesOf(update.shape());
  ElementWriter out = ElementWriter::copyOf(operand);
  forEachIndex(update.shape(), [&](std::span<const int64_t> u) {
    int64_t o = 0;
    for (size_t d = 0; d < u.size(); ++d) o += (starts[d] + u[d]) * strides[d];
    out.copy(o, update, linearIndex(u, updateStrides));
  });
  return {std::move(out).finish()};
}

// Each input lands at its running offset along `dimension`.
Values evalConcatenate(OpContext& ctx) {
  int64_t dim = intAttr(ctx, "dimension");
  ir::Type type = ctx.resultType();
  std::vector<int64_t> strides = stridesOf(type.shape());
  ElementWriter out(type);
  int64_t offset = 0;
  for (const Tensor& input : ctx.operands) {
    std::vector<int64_t> inputStrides = stridesOf(input.shape());
    forEachIndex(input.shape(), [&](std::span<const int64_t> i) {
      int64_t r = linearIndex(i, strides) + offset * strides[size_t(dim)];
      out.copy(r, input, linearIndex(i, inputStrides));
    });
    offset += input.shape()[size_t(dim)];
  }
  return {std::move(out).finish()};
}

// Operand element o lands at low + o * (interior + 1); negative low/high padding crops, so elements
// that land outside the result are dropped. Everything else is the padding value.
Values evalPad(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  ir::Type type = ctx.resultType();
  std::vector<int64_t> low = ctx.ints("edge_padding_low");
  std::vector<int64_t> interior = ctx.ints("interior_padding", std::vector<int64_t>(low.size(), 0));
  std::vector<int64_t> strides = stridesOf(type.shape()), operandStrides = stridesOf(operand.shape());
  ElementWriter out(type);
  out.fill(ctx.operand(1));
  forEachIndex(operand.shape(), [&](std::span<const int64_t> o) {
    int64_t r = 0;
    for (size_t d = 0; d < o.size(); ++d) {
      int64_t at = low[d] + o[d] * (interior[d] + 1);
      if (at < 0 || at >= type.shape()[d]) return;
      r += at * strides[d];
    }
    out.copy(r, operand, linearIndex(o, operandStrides));
  });
  return {std::move(out).finish()};
}

Values evalReverse(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  std::vector<bool> reversed(size_t(operand.rank()), false);
  for (int64_t d : ctx.ints("dimensions")) reversed[size_t(d)] = true;
  std::vector<int64_t> strides = stridesOf(operand.shape());
  return {pickElements(ctx.resultType(), operand, [&](std::span<const int64_t> r) {
    int64_t o = 0;
    for (size_t d = 0; d < r.size(); ++d) o += (reversed[d] ? operand.shape()[d] - 1 - r[d] : r[d]) * strides[d];
    return o;
  })};
}

}  // namespace juxla::interp
