// Typing rules for gather and scatter, with the batching dimensions of StableHLO 1.x (spec C1-C25).
#include <fmt/format.h>

#include <algorithm>

#include "ir/infer_rules.h"

namespace juxla::ir::infer_detail {

namespace {
std::vector<int64_t> concat(std::span<const int64_t> a, std::span<const int64_t> b) {
  std::vector<int64_t> out(a.begin(), a.end());
  out.insert(out.end(), b.begin(), b.end());
  return out;
}

bool contains(std::span<const int64_t> dims, int64_t d) { return std::find(dims.begin(), dims.end(), d) != dims.end(); }

// The checks gather and scatter share, in scatter's words: `inputDims` are collapsed (inserted)
// dimensions, `batchDims` the operand's batching dimensions, `indexBatchDims` those of the indices.
struct IndexingDims {
  std::string_view collapsedName, batchName, indexBatchName, indexMapName;
  std::span<const int64_t> collapsed, batch, indexBatch, indexMap;
  int64_t indexVectorDim;
};

bool checkIndexing(OpTyping& t, const IndexingDims& d, Type operand, size_t operandIndex, Type indices,
                   size_t indicesIndex) {
  int64_t rank = operand.rank(), indicesRank = indices.rank();
  std::string operandDesc = fmt::format("operand #{} ({})", operandIndex, operand.str());
  std::string indicesDesc = fmt::format("operand #{} ({})", indicesIndex, indices.str());
  if (d.indexVectorDim < 0 || d.indexVectorDim > indicesRank)
    return t.fail(fmt::format("index_vector_dim = {} is outside [0, {}] for {}", d.indexVectorDim, indicesRank,
                              indicesDesc));
  std::string collapsedAndBatch = fmt::format("concatenation of {} and {}", d.collapsedName, d.batchName);
  if (!dimsUnique(t, collapsedAndBatch, concat(d.collapsed, d.batch)) ||
      !dimsSorted(t, d.collapsedName, d.collapsed) || !dimsInRange(t, d.collapsedName, d.collapsed, rank, operandDesc) ||
      !dimsSorted(t, d.batchName, d.batch) || !dimsInRange(t, d.batchName, d.batch, rank, operandDesc) ||
      !dimsUnique(t, d.indexBatchName, d.indexBatch) ||
      !dimsInRange(t, d.indexBatchName, d.indexBatch, indicesRank, indicesDesc))
    return false;
  if (contains(d.indexBatch, d.indexVectorDim))
    return t.fail(fmt::format("index_vector_dim = {} must not be one of {} = {}", d.indexVectorDim, d.indexBatchName,
                              listStr(d.indexBatch)));
  if (d.batch.size() != d.indexBatch.size())
    return t.fail(fmt::format("{} = {} and {} = {} must have the same size", d.batchName, listStr(d.batch),
                              d.indexBatchName, listStr(d.indexBatch)));
  for (size_t i = 0; i < d.batch.size(); ++i)
    if (operand.dim(d.batch[i]) != indices.dim(d.indexBatch[i]))
      return t.fail(fmt::format("batching dimension {} of {} has size {} but dimension {} of {} has size {}",
                                d.batch[i], operandDesc, operand.dim(d.batch[i]), d.indexBatch[i], indicesDesc,
                                indices.dim(d.indexBatch[i])));
  int64_t indexVectorSize = d.indexVectorDim < indicesRank ? indices.dim(d.indexVectorDim) : 1;
  if (int64_t(d.indexMap.size()) != indexVectorSize)
    return t.fail(fmt::format("{} = {} has {} entries but the index vectors of {} have {} elements", d.indexMapName,
                              listStr(d.indexMap), d.indexMap.size(), indicesDesc, indexVectorSize));
  return dimsUnique(t, fmt::format("concatenation of {} and {}", d.indexMapName, d.batchName),
                    concat(d.indexMap, d.batch)) &&
         dimsInRange(t, d.indexMapName, d.indexMap, rank, operandDesc);
}

// The sizes of the indices' batch dimensions: every dimension except index_vector_dim.
std::vector<int64_t> indexBatchSizes(Type indices, int64_t indexVectorDim) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != indexVectorDim) out.push_back(indices.dim(d));
  return out;
}
}  // namespace

bool typeGather(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperand(t, 0) || !operandElements(t, 1, kIntElements)) return false;
  Type operand = t.operand(0), indices = t.operand(1);
  Attr dnAttr = t.attrs.get("dimension_numbers");
  if (!dnAttr) return t.fail("requires attribute 'dimension_numbers'");
  if (!dnAttr.is(Attr::Kind::Gather)) return t.fail("attribute 'dimension_numbers' must be #stablehlo.gather<...>");
  const GatherDims& dn = dnAttr.gatherDims();
  std::vector<int64_t> sliceSizes;
  bool sorted = false;
  if (!readI64Array(t, "slice_sizes", Need::Required, sliceSizes) ||
      !readBool(t, "indices_are_sorted", Need::Optional, sorted))
    return false;
  int64_t rank = operand.rank();
  if (!sizeIs(t, "slice_sizes", sliceSizes.size(), rank, fmt::format("the rank of operand #0 ({})", operand.str())))
    return false;
  size_t windowDims = dn.offsetDims.size() + dn.collapsedSliceDims.size() + dn.operandBatchingDims.size();
  if (int64_t(windowDims) != rank)
    return t.fail(fmt::format("operand #0 ({}) has rank {} but offset_dims, collapsed_slice_dims and "
                              "operand_batching_dims have {} + {} + {} dimensions",
                              operand.str(), rank, dn.offsetDims.size(), dn.collapsedSliceDims.size(),
                              dn.operandBatchingDims.size()));
  IndexingDims dims{"collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
                    "start_index_map",      dn.collapsedSliceDims,   dn.operandBatchingDims,
                    dn.startIndicesBatchingDims, dn.startIndexMap,   dn.indexVectorDim};
  if (!dimsUnique(t, "offset_dims", dn.offsetDims) || !dimsSorted(t, "offset_dims", dn.offsetDims) ||
      !checkIndexing(t, dims, operand, 0, indices, 1))
    return false;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t s = sliceSizes[size_t(d)];
    if (s < 0 || s > operand.dim(d))
      return t.fail(fmt::format("slice_sizes = {} holds {} for dimension {}, outside [0, {}] of operand #0 ({})",
                                listStr(sliceSizes), s, d, operand.dim(d), operand.str()));
    bool dropped = contains(dn.collapsedSliceDims, d) || contains(dn.operandBatchingDims, d);
    if (dropped && s > 1)
      return t.fail(fmt::format("slice_sizes = {} holds {} for dimension {}, which is {}; such dimensions take size "
                                "0 or 1",
                                listStr(sliceSizes), s, d,
                                contains(dn.collapsedSliceDims, d) ? "collapsed" : "a batching dimension"));
  }
  std::vector<int64_t> batchSizes = indexBatchSizes(indices, dn.indexVectorDim), offsetSizes;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(dn.collapsedSliceDims, d) && !contains(dn.operandBatchingDims, d))
      offsetSizes.push_back(sliceSizes[size_t(d)]);
  int64_t resultRank = int64_t(batchSizes.size() + offsetSizes.size());
  if (!dimsInRange(t, "offset_dims", dn.offsetDims, resultRank, fmt::format("the result, of rank {}", resultRank)))
    return false;
  std::vector<int64_t> shape;
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t d = 0; d < resultRank; ++d)
    shape.push_back(contains(dn.offsetDims, d) ? offsetSizes[nextOffset++] : batchSizes[nextBatch++]);
  return t.succeed({Type::tensor(operand.elementType(), shape)});
}

bool typeScatter(OpTyping& t) {
  size_t count = t.numOperands();
  if (count < 3 || count % 2 == 0)
    return t.fail(fmt::format("expects 2N+1 operands (N inputs, scatter_indices, N updates, N >= 1) but has {}", count));
  if (!tensorOperands(t)) return false;
  size_t n = (count - 1) / 2, indicesIndex = n;
  Type input = t.operand(0), indices = t.operand(indicesIndex), update = t.operand(n + 1);
  if (!operandElements(t, indicesIndex, kIntElements)) return false;
  for (size_t k = 0; k < n; ++k) {
    Type in = t.operand(k), up = t.operand(n + 1 + k);
    if (!std::ranges::equal(in.shape(), input.shape()))
      return t.fail(fmt::format("operand #{} (input) has type {} but operand #0 has type {}; scatter inputs need one "
                                "shape",
                                k, in.str(), input.str()));
    if (!std::ranges::equal(up.shape(), update.shape()))
      return t.fail(fmt::format("operand #{} (update) has type {} but operand #{} has type {}; updates need one shape",
                                n + 1 + k, up.str(), n + 1, update.str()));
    if (up.elementType() != in.elementType())
      return t.fail(fmt::format("operand #{} (update) has type {} but its input, operand #{}, has type {}; they need "
                                "one element type",
                                n + 1 + k, up.str(), k, in.str()));
  }
  Attr dnAttr = t.attrs.get("scatter_dimension_numbers");
  if (!dnAttr) return t.fail("requires attribute 'scatter_dimension_numbers'");
  if (!dnAttr.is(Attr::Kind::Scatter))
    return t.fail("attribute 'scatter_dimension_numbers' must be #stablehlo.scatter<...>");
  const ScatterDims& dn = dnAttr.scatterDims();
  bool flag = false;
  if (!readBool(t, "indices_are_sorted", Need::Optional, flag) || !readBool(t, "unique_indices", Need::Optional, flag))
    return false;
  int64_t rank = input.rank();
  size_t windowDims = dn.updateWindowDims.size() + dn.insertedWindowDims.size() + dn.inputBatchingDims.size();
  if (int64_t(windowDims) != rank)
    return t.fail(fmt::format("operand #0 ({}) has rank {} but update_window_dims, inserted_window_dims and "
                              "input_batching_dims have {} + {} + {} dimensions",
                              input.str(), rank, dn.updateWindowDims.size(), dn.insertedWindowDims.size(),
                              dn.inputBatchingDims.size()));
  std::string updateDesc = fmt::format("operand #{} ({})", n + 1, update.str());
  IndexingDims dims{"inserted_window_dims",          "input_batching_dims",  "scatter_indices_batching_dims",
                    "scatter_dims_to_operand_dims",  dn.insertedWindowDims,  dn.inputBatchingDims,
                    dn.scatterIndicesBatchingDims,   dn.scatterDimsToOperandDims, dn.indexVectorDim};
  if (!dimsUnique(t, "update_window_dims", dn.updateWindowDims) ||
      !dimsSorted(t, "update_window_dims", dn.updateWindowDims) ||
      !dimsInRange(t, "update_window_dims", dn.updateWindowDims, update.rank(), updateDesc) ||
      !checkIndexing(t, dims, input, 0, indices, indicesIndex))
    return false;
  // C4: the updates hold the indices' batch dimensions around windows no larger than the input's.
  std::vector<int64_t> scatterSizes = indexBatchSizes(indices, dn.indexVectorDim), windowLimits;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(dn.insertedWindowDims, d) && !contains(dn.inputBatchingDims, d)) windowLimits.push_back(d);
  int64_t expectedRank = int64_t(scatterSizes.size() + dn.updateWindowDims.size());
  if (update.rank() != expectedRank)
    return t.fail(fmt::format("{} has rank {} but needs {}: {} scatter dimensions from operand #{} ({}) and {} "
                              "update_window_dims",
                              updateDesc, update.rank(), expectedRank, scatterSizes.size(), indicesIndex,
                              indices.str(), dn.updateWindowDims.size()));
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t d = 0; d < update.rank(); ++d) {
    if (contains(dn.updateWindowDims, d)) {
      int64_t inputDim = windowLimits[nextWindow++];
      if (update.dim(d) > input.dim(inputDim))
        return t.fail(fmt::format("window dimension {} of {} has size {}, larger than dimension {} of operand #0 ({})",
                                  d, updateDesc, update.dim(d), inputDim, input.str()));
    } else if (update.dim(d) != scatterSizes[nextScatter++]) {
      return t.fail(fmt::format("scatter dimension {} of {} has size {} but operand #{} ({}) gives {}", d, updateDesc,
                                update.dim(d), indicesIndex, indices.str(), scatterSizes[nextScatter - 1]));
    }
  }
  std::vector<Type> inputs(t.operands.begin(), t.operands.begin() + ptrdiff_t(n));
  std::vector<Type> scalars = scalarsOf(inputs), args = scalars;
  args.insert(args.end(), scalars.begin(), scalars.end());
  if (!regionCount(t, 1) || !checkRegion(t, 0, "update_computation", args, &scalars)) return false;
  return t.succeed(inputs);
}

}  // namespace juxla::ir::infer_detail
