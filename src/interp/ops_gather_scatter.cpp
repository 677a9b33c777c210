// gather and scatter with every dimension number of the spec, batching dimensions included. Both map an
// index of gather's result (scatter's updates) to an operand index the same way; they differ in what
// happens out of bounds: gather clamps the start index, scatter skips the element.
#include <algorithm>

#include "interp/element_moves.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {

bool contains(std::span<const int64_t> dims, int64_t d) { return std::find(dims.begin(), dims.end(), d) != dims.end(); }

// The dimension numbers gather and scatter share, in gather's words; the comments give scatter's names.
struct IndexingDims {
  std::span<const int64_t> offsetDims;           // update_window_dims
  std::span<const int64_t> collapsedDims;        // inserted_window_dims
  std::span<const int64_t> operandBatchingDims;  // input_batching_dims
  std::span<const int64_t> indicesBatchingDims;  // scatter_indices_batching_dims
  std::span<const int64_t> startIndexMap;        // scatter_dims_to_operand_dims
  int64_t indexVectorDim;
};

// Maps an index of the result (gather) or updates (scatter) to the operand, following the spec's
// semantics: full_start_index (read from the indices, not clamped here) and the sum of
// full_batching_index and full_offset_index (full_window_index in scatter).
class IndexMapping {
 public:
  IndexMapping(const IndexingDims& dn, const Tensor& indices, int64_t indexedRank, int64_t operandRank)
      : dn_(dn), indices_(indices), indicesStrides_(stridesOf(indices.shape())), operandRank_(operandRank) {
    for (int64_t d = 0; d < indexedRank; ++d)
      if (!contains(dn.offsetDims, d)) batchDims_.push_back(d);
    for (int64_t d = 0; d < operandRank; ++d)
      if (!contains(dn.collapsedDims, d) && !contains(dn.operandBatchingDims, d)) offsetOperandDims_.push_back(d);
  }

  void map(std::span<const int64_t> index, std::vector<int64_t>& fullStart, std::vector<int64_t>& within) const {
    fullStart.assign(size_t(operandRank_), 0);
    within.assign(size_t(operandRank_), 0);
    // The index into `indices`: the batch part of `index`, with a slot for the index vector unless
    // index_vector_dim is the rank (then each index vector is one implicit element).
    std::vector<int64_t> indicesIndex;
    for (int64_t d : batchDims_) indicesIndex.push_back(index[size_t(d)]);
    bool hasVectorDim = dn_.indexVectorDim < indices_.rank();
    if (hasVectorDim) indicesIndex.insert(indicesIndex.begin() + dn_.indexVectorDim, 0);
    for (size_t k = 0; k < dn_.startIndexMap.size(); ++k) {
      if (hasVectorDim) indicesIndex[size_t(dn_.indexVectorDim)] = int64_t(k);
      fullStart[size_t(dn_.startIndexMap[k])] = indexElement(indices_, linearIndex(indicesIndex, indicesStrides_));
    }
    for (size_t i = 0; i < dn_.operandBatchingDims.size(); ++i)
      within[size_t(dn_.operandBatchingDims[i])] = indicesIndex[size_t(dn_.indicesBatchingDims[i])];
    for (size_t w = 0; w < offsetOperandDims_.size(); ++w)
      within[size_t(offsetOperandDims_[w])] += index[size_t(dn_.offsetDims[w])];
  }

 private:
  IndexingDims dn_;
  const Tensor& indices_;
  std::vector<int64_t> indicesStrides_;
  int64_t operandRank_;
  std::vector<int64_t> batchDims_;          // dims of the indexed tensor that select an index vector
  std::vector<int64_t> offsetOperandDims_;  // operand dims that offset_dims[i] index, in order
};

}  // namespace

// result[r] = operand[clamp(full_start_index, 0, dim - slice_size) + full_batching_index + full_offset_index]:
// out-of-bounds start indices are clamped so the whole slice stays inside the operand (spec).
Values evalGather(OpContext& ctx) {
  const Tensor& operand = ctx.operand(0);
  const Tensor& indices = ctx.operand(1);
  ir::Attr dnAttr = ctx.attr("dimension_numbers");
  if (!dnAttr || !dnAttr.is(ir::Attr::Kind::Gather)) ctx.fail("needs #stablehlo.gather<...> dimension_numbers");
  const ir::GatherDims& g = dnAttr.gatherDims();
  std::vector<int64_t> sliceSizes = ctx.ints("slice_sizes");
  ir::Type type = ctx.resultType();
  IndexMapping mapping({g.offsetDims, g.collapsedSliceDims, g.operandBatchingDims, g.startIndicesBatchingDims,
                        g.startIndexMap, g.indexVectorDim},
                       indices, type.rank(), operand.rank());
  std::vector<int64_t> operandStrides = stridesOf(operand.shape()), strides = stridesOf(type.shape());
  std::vector<int64_t> fullStart, within;
  ElementWriter out(type);
  forEachIndex(type.shape(), [&](std::span<const int64_t> r) {
    mapping.map(r, fullStart, within);
    int64_t o = 0;
    for (size_t d = 0; d < fullStart.size(); ++d) {
      int64_t start = std::clamp<int64_t>(fullStart[d], 0, operand.shape()[d] - sliceSizes[d]);
      o += (start + within[d]) * operandStrides[d];
    }
    out.copy(linearIndex(r, strides), operand, o);
  });
  return {std::move(out).finish()};
}

// For every update index in row-major order (the spec leaves the schedule to the implementation; this
// is upstream's), results[i] = update_computation(results[i], updates[u]) when i is inside the inputs;
// an element whose index falls outside is skipped, each element on its own as the spec says.
Values evalScatter(OpContext& ctx) {
  size_t n = (ctx.operands.size() - 1) / 2;
  std::span<const Tensor> inputs = ctx.operands.subspan(0, n), updates = ctx.operands.subspan(n + 1, n);
  const Tensor& indices = ctx.operand(n);
  ir::Attr dnAttr = ctx.attr("scatter_dimension_numbers");
  if (!dnAttr || !dnAttr.is(ir::Attr::Kind::Scatter))
    ctx.fail("needs #stablehlo.scatter<...> scatter_dimension_numbers");
  const ir::ScatterDims& s = dnAttr.scatterDims();
  IndexMapping mapping({s.updateWindowDims, s.insertedWindowDims, s.inputBatchingDims, s.scatterIndicesBatchingDims,
                        s.scatterDimsToOperandDims, s.indexVectorDim},
                       indices, updates[0].rank(), inputs[0].rank());
  const ir::Region& computation = ctx.op.region(0);
  std::vector<ir::Type> argTypes = computation.block().argTypes();
  std::span<const int64_t> shape = inputs[0].shape();
  std::vector<int64_t> strides = stridesOf(shape), updateStrides = stridesOf(updates[0].shape());

  std::vector<ElementWriter> results;
  for (const Tensor& input : inputs) results.push_back(ElementWriter::copyOf(input));
  std::vector<int64_t> fullStart, within;
  forEachIndex(updates[0].shape(), [&](std::span<const int64_t> u) {
    mapping.map(u, fullStart, within);
    int64_t r = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      // Saturate first so that a huge start index cannot overflow when the window offset is added.
      int64_t at = std::clamp<int64_t>(fullStart[d], -shape[d] - 1, shape[d]) + within[d];
      if (at < 0 || at >= shape[d]) return;
      r += at * strides[d];
    }
    int64_t ui = linearIndex(u, updateStrides);
    Values args;
    for (size_t k = 0; k < n; ++k) args.push_back(results[k].element(r, argTypes[k]));
    for (size_t k = 0; k < n; ++k) args.push_back(scalarAt(updates[k], ui));
    Values combined = ctx.interp.runRegion(computation, std::move(args));
    for (size_t k = 0; k < n; ++k) {
      if (combined[k].type() != ir::Type::scalar(inputs[k].elementType()))
        ctx.fail("update_computation yields " + combined[k].type().str() + " for input #" + std::to_string(k) + " of " +
                 inputs[k].type().str());
      results[k].copy(r, combined[k], 0);
    }
  });
  Values out;
  for (ElementWriter& w : results) out.push_back(std::move(w).finish());
  return out;
}

}  // namespace juxla::interp
