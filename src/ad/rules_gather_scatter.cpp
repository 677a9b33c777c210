// Vjp rules of gather, scatter and sort. A gather's cotangent is a scatter-add of g (the dimension
// numbers mirror each other), a scatter's update cotangent a gather of g, and a sort's a scatter of
// g through the permutation found by sorting again with an iota.
#include <algorithm>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::ElementType;
using ir::OpCode;
using ir::Value;

namespace {

Value* i64Vector(ir::Builder& b, const std::vector<int64_t>& values) {
  std::vector<uint8_t> bytes;
  for (int64_t v : values)
    for (int k = 0; k < 8; ++k) bytes.push_back(uint8_t(uint64_t(v) >> (8 * k)));
  std::vector<int64_t> shape = {int64_t(values.size())};
  ir::Type type = ir::Type::tensor(ElementType::I64, shape);
  return b.constant(ir::Attr::dense(type, std::move(bytes), false));
}

// A tensor shaped like `indices` whose index-vector component k is values[k].
Value* perComponent(ir::Builder& b, ir::Type indices, int64_t indexVectorDim, const std::vector<int64_t>& values) {
  ir::Type type = indices.withElementType(ElementType::I64);
  if (indexVectorDim == indices.rank()) return b.splatInt(type, values.at(0));
  std::vector<int64_t> shape(indices.shape().begin(), indices.shape().end());
  return b.broadcastInDim(i64Vector(b, values), shape, {indexVectorDim});
}

// The indices as i64 with component k clamped into [lo[k], hi[k]] (a huge unsigned index turns
// negative here; either way it is out of bounds and clamps to an end).
Value* clampComponents(ir::Builder& b, Value* indices, int64_t indexVectorDim, const std::vector<int64_t>& lo,
                       const std::vector<int64_t>& hi) {
  Value* wide = indices->type().elementType() == ElementType::I64 ? indices : b.convert(indices, ElementType::I64);
  return b.clamp(perComponent(b, indices->type(), indexVectorDim, lo), wide,
                 perComponent(b, indices->type(), indexVectorDim, hi));
}

bool contains(const std::vector<int64_t>& v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// How a scatter combines result i with update i: the only combiners with a simple linear transpose.
enum class Combine { Add, TakeUpdate, KeepInput };

Combine combinerOf(const ir::Operation& op, size_t i, size_t n) {
  const ir::Block& body = op.region(0).block();
  Value* input = body.arg(i);
  Value* update = body.arg(n + i);
  Value* yielded = body.terminator()->operand(i);
  if (yielded == update) return Combine::TakeUpdate;
  if (yielded == input) return Combine::KeepInput;
  ir::Operation* def = yielded->definingOp();
  if (def && def->is(OpCode::Add) && def->block() == &body &&
      ((def->operand(0) == input && def->operand(1) == update) ||
       (def->operand(0) == update && def->operand(1) == input)))
    return Combine::Add;
  throw AdError(op.loc(), "cannot differentiate 'stablehlo.scatter': its update_computation is neither an "
                          "addition nor one that keeps the update");
}

// Reads back, for every update element of a scatter, the element of `v` (shaped like the scatter's
// inputs) it was combined into, or `outside` where the scatter skipped it as out of bounds. `v` is
// padded with one window of `outside` on each side of the scattered dimensions and the starts are
// shifted into it, so that gather's clamping of whole windows cannot move an element.
Value* gatherPerUpdate(ir::Builder& b, const ir::Operation& op, Value* v, double outside, Value* updates) {
  const ir::ScatterDims& sd = op.attr("scatter_dimension_numbers").scatterDims();
  Value* indices = op.operand((op.numOperands() - 1) / 2);
  ir::Type vt = v->type();
  size_t rank = size_t(vt.rank());
  std::vector<int64_t> window(rank, 1);
  size_t next = 0;
  for (int64_t d = 0; d < int64_t(rank); ++d)
    if (!contains(sd.insertedWindowDims, d) && !contains(sd.inputBatchingDims, d))
      window[size_t(d)] = updates->type().dim(sd.updateWindowDims.at(next++));
  std::vector<int64_t> margin(rank, 0), lo, hi, shift;
  for (int64_t d : sd.scatterDimsToOperandDims) {
    margin[size_t(d)] = window[size_t(d)];
    lo.push_back(-window[size_t(d)]);
    hi.push_back(vt.dim(d));
    shift.push_back(window[size_t(d)]);
  }
  Value* padded = b.pad(v, b.splat(ir::Type::scalar(vt.elementType()), outside), margin, margin);
  Value* starts = b.add(clampComponents(b, indices, sd.indexVectorDim, lo, hi),
                        perComponent(b, indices->type(), sd.indexVectorDim, shift));
  ir::GatherDims gd{sd.updateWindowDims,          sd.insertedWindowDims,     sd.inputBatchingDims,
                    sd.scatterIndicesBatchingDims, sd.scatterDimsToOperandDims, sd.indexVectorDim};
  return b.gather(padded, starts, gd, window);
}

}  // namespace

// Gather clamps each start so that its whole slice fits; scatter would skip what falls outside, so
// the starts are clamped the same way first. Duplicate starts add up, as the derivative does.
VjpResult gather(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  ir::Builder& b = a.b;
  const ir::GatherDims& gd = a.op.attr("dimension_numbers").gatherDims();
  std::span<const int64_t> sliceSizes = a.op.attr("slice_sizes").ints();
  ir::Type operand = a.op.operand(0)->type();
  std::vector<int64_t> lo, hi;
  for (int64_t d : gd.startIndexMap) {
    lo.push_back(0);
    hi.push_back(operand.dim(d) - sliceSizes[size_t(d)]);
  }
  Value* starts = clampComponents(b, a.op.operand(1), gd.indexVectorDim, lo, hi);
  ir::ScatterDims sd{gd.offsetDims, gd.collapsedSliceDims, gd.operandBatchingDims, gd.startIndicesBatchingDims,
                     gd.startIndexMap, gd.indexVectorDim};
  return single(a, b.scatter(b.zeros(operand), starts, a.cotangent(0), sd, OpCode::Add));
}

// Scatter with `add`: the input gets g, each update the element of g it was added to. With "last
// write wins": an element written by several updates (duplicate or overlapping indices) takes the
// one last in row-major update order, as the interpreter does (the spec leaves the order to the
// implementation); only that update gets g there, the others 0, and the input gets 0 where written.
VjpResult scatter(VjpArgs& a) {
  ir::Builder& b = a.b;
  size_t n = (a.op.numOperands() - 1) / 2;
  Value* indices = a.op.operand(n);
  const ir::ScatterDims& sd = a.op.attr("scatter_dimension_numbers").scatterDims();
  VjpResult r = none(a);
  std::vector<Combine> combine;
  bool needWinner = false;
  for (size_t i = 0; i < n; ++i) {
    combine.push_back(combinerOf(a.op, i, n));
    bool wanted = a.wants(i) || (isDifferentiable(a.op.operand(n + 1 + i)) && a.wants(n + 1 + i));
    needWinner = needWinner || (combine[i] == Combine::TakeUpdate && wanted);
  }
  // Which update element each input element keeps: the largest row-major id written there, else -1.
  Value *ids = nullptr, *winner = nullptr;
  if (needWinner) {
    ir::Type updates = a.op.operand(n + 1)->type().withElementType(ElementType::I64);
    std::vector<int64_t> flat = {updates.numElements()};
    ids = b.reshape(b.iota(ir::Type::tensor(ElementType::I64, flat), 0), shapeOf(a.op.operand(n + 1)));
    Value* noneYet = b.splatInt(a.op.operand(0)->type().withElementType(ElementType::I64), -1);
    winner = b.scatter(noneYet, indices, ids, sd, OpCode::Maximum);
  }
  for (size_t i = 0; i < n; ++i) {
    Value* input = a.op.operand(i);
    Value* update = a.op.operand(n + 1 + i);
    bool wantInput = isDifferentiable(input) && a.wants(i);
    bool wantUpdate = isDifferentiable(update) && a.wants(n + 1 + i) && combine[i] != Combine::KeepInput;
    if (!wantInput && !wantUpdate) continue;
    Value* g = a.cotangentOrZero(i);
    if (wantInput) {
      if (combine[i] != Combine::TakeUpdate) {
        r.operands[i] = g;
      } else {
        Value* unwritten = b.compare(winner, b.splatInt(winner->type(), -1), ir::ComparisonDirection::EQ);
        r.operands[i] = b.select(unwritten, g, b.zerosLike(g));
      }
    }
    if (wantUpdate) {
      Value* back = gatherPerUpdate(b, a.op, g, 0.0, update);
      if (combine[i] == Combine::TakeUpdate) {
        Value* kept = gatherPerUpdate(b, a.op, winner, -1.0, update);
        back = b.select(b.compare(kept, ids, ir::ComparisonDirection::EQ), back, b.zerosLike(back));
      }
      r.operands[n + 1 + i] = back;
    }
  }
  return r;
}

// Sorting again with an iota appended (the comparator ignores it) gives the permutation; the primal's
// is_stable is kept so that ties come out in the same order as the primal's. g goes back through it
// with a scatter along the sorted dimension, every other dimension a batching dimension.
VjpResult sort(VjpArgs& a) {
  ir::Builder& b = a.b;
  size_t n = a.op.numOperands();
  bool any = false;
  for (size_t i = 0; i < n; ++i) any = any || (isDifferentiable(a.op.operand(i)) && a.wants(i));
  if (!any) return none(a);
  ir::Type type = a.op.operand(0)->type();
  int64_t rank = type.rank();
  int64_t dim = a.op.attr("dimension") ? a.op.attr("dimension").intValue() : 0;
  if (dim < 0) dim += rank;
  ir::Attr stable = a.op.attr("is_stable");
  const ir::Block& comparator = a.op.region(0).block();
  ir::RegionBody compare = [&comparator, n](ir::Builder& bb, std::span<Value* const> args) {
    ir::ValueMap map;
    for (size_t k = 0; k < 2 * n; ++k) map[comparator.arg(k)] = args[k];
    return cloneBlock(bb, comparator, map);
  };
  std::vector<Value*> inputs(a.op.operands().begin(), a.op.operands().end());
  inputs.push_back(b.iota(type.withElementType(ElementType::I64), dim));
  Value* permutation = b.sort(inputs, dim, compare, stable && stable.boolValue())[n];

  ir::ScatterDims sd;
  sd.insertedWindowDims = {dim};
  for (int64_t d = 0; d < rank; ++d)
    if (d != dim) sd.inputBatchingDims.push_back(d);
  sd.scatterIndicesBatchingDims = sd.inputBatchingDims;
  sd.scatterDimsToOperandDims = {dim};
  sd.indexVectorDim = rank;
  VjpResult r = none(a);
  for (size_t i = 0; i < n; ++i) {
    if (!isDifferentiable(a.op.operand(i)) || !a.wants(i)) continue;
    Value* g = a.cotangentOrZero(i);
    r.operands[i] = b.scatter(b.zerosLike(g), permutation, g, sd, OpCode::Add, false, /*uniqueIndices=*/true);
  }
  return r;
}

}  // namespace juxla::ad::rules
