// Typing rules for dot_general and convolution.
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

bool sameOperandElements(OpTyping& t) {
  if (t.operand(0).elementType() == t.operand(1).elementType()) return true;
  return t.fail(fmt::format("operand #1 (rhs) has type {} but operand #0 (lhs) has type {}; {} needs one element type",
                            t.operand(1).str(), t.operand(0).str(), t.name().substr(t.name().find('.') + 1)));
}

// Contractions may widen their result (JAX's preferred_element_type: bf16 x bf16 -> f32), but an
// integer contraction stays integer and a float one stays float.
bool resultElementType(OpTyping& t, ElementType& out) {
  ElementType in = t.operand(0).elementType();
  out = in;
  if (!t.given || t.given->empty()) return true;
  if (!tensorResult(t, 0)) return false;
  ElementType given = (*t.given)[0].elementType();
  bool floatIn = isFloat(in), floatOut = isFloat(given);
  if (floatIn != floatOut || (!isBool(in) && isBool(given)))
    return t.fail(fmt::format("result #0 has type {} but a contraction of {} operands yields {} elements",
                              (*t.given)[0].str(), elementTypeName(in), floatIn ? "floating-point" : "integer"));
  out = given;
  return true;
}
}  // namespace

bool typeDotGeneral(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperands(t) || !sameOperandElements(t)) return false;
  Type lhs = t.operand(0), rhs = t.operand(1);
  Attr dnAttr = t.attrs.get("dot_dimension_numbers");
  if (!dnAttr) return t.fail("requires attribute 'dot_dimension_numbers'");
  if (!dnAttr.is(Attr::Kind::Dot)) return t.fail("attribute 'dot_dimension_numbers' must be #stablehlo.dot<...>");
  if (!readPrecisionConfig(t)) return false;
  const DotDims& dn = dnAttr.dotDims();
  if (dn.lhsBatchingDims.size() != dn.rhsBatchingDims.size())
    return t.fail(fmt::format("lhs_batching_dimensions = {} and rhs_batching_dimensions = {} must have the same size",
                              listStr(dn.lhsBatchingDims), listStr(dn.rhsBatchingDims)));
  if (dn.lhsContractingDims.size() != dn.rhsContractingDims.size())
    return t.fail(fmt::format("lhs_contracting_dimensions = {} and rhs_contracting_dimensions = {} must have the same "
                              "size",
                              listStr(dn.lhsContractingDims), listStr(dn.rhsContractingDims)));
  std::string lhsDesc = fmt::format("operand #0 (lhs, {})", lhs.str());
  std::string rhsDesc = fmt::format("operand #1 (rhs, {})", rhs.str());
  if (!dimsUnique(t, "lhs batching and contracting dimensions", concat(dn.lhsBatchingDims, dn.lhsContractingDims)) ||
      !dimsUnique(t, "rhs batching and contracting dimensions", concat(dn.rhsBatchingDims, dn.rhsContractingDims)) ||
      !dimsInRange(t, "lhs_batching_dimensions", dn.lhsBatchingDims, lhs.rank(), lhsDesc) ||
      !dimsInRange(t, "lhs_contracting_dimensions", dn.lhsContractingDims, lhs.rank(), lhsDesc) ||
      !dimsInRange(t, "rhs_batching_dimensions", dn.rhsBatchingDims, rhs.rank(), rhsDesc) ||
      !dimsInRange(t, "rhs_contracting_dimensions", dn.rhsContractingDims, rhs.rank(), rhsDesc))
    return false;
  for (size_t i = 0; i < dn.lhsBatchingDims.size(); ++i)
    if (lhs.dim(dn.lhsBatchingDims[i]) != rhs.dim(dn.rhsBatchingDims[i]))
      return t.fail(fmt::format("batching dimension {} of {} has size {} but batching dimension {} of {} has size {}",
                                dn.lhsBatchingDims[i], lhsDesc, lhs.dim(dn.lhsBatchingDims[i]), dn.rhsBatchingDims[i],
                                rhsDesc, rhs.dim(dn.rhsBatchingDims[i])));
  for (size_t i = 0; i < dn.lhsContractingDims.size(); ++i)
    if (lhs.dim(dn.lhsContractingDims[i]) != rhs.dim(dn.rhsContractingDims[i]))
      return t.fail(fmt::format("contracting dimension {} of {} has size {} but contracting dimension {} of {} has "
                                "size {}",
                                dn.lhsContractingDims[i], lhsDesc, lhs.dim(dn.lhsContractingDims[i]),
                                dn.rhsContractingDims[i], rhsDesc, rhs.dim(dn.rhsContractingDims[i])));
  // C13: batch dimensions, then lhs free dimensions, then rhs free dimensions.
  std::vector<int64_t> shape;
  for (int64_t d : dn.lhsBatchingDims) shape.push_back(lhs.dim(d));
  auto appendFree = [&](Type x, std::span<const int64_t> batch, std::span<const int64_t> contracting) {
    for (int64_t d = 0; d < x.rank(); ++d)
      if (std::ranges::find(batch, d) == batch.end() && std::ranges::find(contracting, d) == contracting.end())
        shape.push_back(x.dim(d));
  };
  appendFree(lhs, dn.lhsBatchingDims, dn.lhsContractingDims);
  appendFree(rhs, dn.rhsBatchingDims, dn.rhsContractingDims);
  ElementType element;
  if (!resultElementType(t, element)) return false;
  return t.succeed({Type::tensor(element, shape)});
}

namespace {
// The windowing attributes of a convolution, defaulted as the spec says when absent.
struct ConvWindow {
  std::vector<int64_t> strides, lhsDilation, rhsDilation, reversal;
  std::vector<std::pair<int64_t, int64_t>> padding;
  int64_t featureGroups = 1, batchGroups = 1;
};

bool readConvWindow(OpTyping& t, int64_t spatial, ConvWindow& w) {
  w.strides.assign(size_t(spatial), 1);
  w.lhsDilation.assign(size_t(spatial), 1);
  w.rhsDilation.assign(size_t(spatial), 1);
  w.reversal.assign(size_t(spatial), 0);
  w.padding.assign(size_t(spatial), {0, 0});
  std::string because = fmt::format("the number of spatial dimensions (rank - 2 = {})", spatial);
  return readI64Array(t, "window_strides", Need::Optional, w.strides) &&
         sizeIs(t, "window_strides", w.strides.size(), spatial, because) &&
         allPositive(t, "window_strides", w.strides) && readPadding(t, "padding", Need::Optional, spatial, w.padding) &&
         readI64Array(t, "lhs_dilation", Need::Optional, w.lhsDilation) &&
         sizeIs(t, "lhs_dilation", w.lhsDilation.size(), spatial, because) &&
         allPositive(t, "lhs_dilation", w.lhsDilation) &&
         readI64Array(t, "rhs_dilation", Need::Optional, w.rhsDilation) &&
         sizeIs(t, "rhs_dilation", w.rhsDilation.size(), spatial, because) &&
         allPositive(t, "rhs_dilation", w.rhsDilation) &&
         readBoolArray(t, "window_reversal", Need::Optional, w.reversal) &&
         sizeIs(t, "window_reversal", w.reversal.size(), spatial, because) &&
         readInt(t, "feature_group_count", Need::Optional, w.featureGroups) &&
         readInt(t, "batch_group_count", Need::Optional, w.batchGroups) && readPrecisionConfig(t);
}

// C13/C14, C18/C19, C20/C21: each layout names N-2 spatial dimensions plus two more, all distinct.
bool checkLayout(OpTyping& t, std::string_view what, std::span<const int64_t> spatial, std::vector<int64_t> dims,
                 int64_t rank, std::string_view rankOf) {
  if (!sizeIs(t, fmt::format("{} spatial dimensions", what), spatial.size(), rank - 2, "rank - 2")) return false;
  dims.insert(dims.end(), spatial.begin(), spatial.end());
  return dimsUnique(t, fmt::format("{} dimensions", what), dims) &&
         dimsInRange(t, fmt::format("{} dimensions", what), dims, rank, rankOf);
}
}  // namespace

bool typeConvolution(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperands(t)) return false;
  Type lhs = t.operand(0), rhs = t.operand(1);
  int64_t n = lhs.rank();
  if (rhs.rank() != n)
    return t.fail(fmt::format("operand #1 (rhs) has type {} of rank {} but operand #0 (lhs) has type {} of rank {}; "
                              "convolution needs equal ranks",
                              rhs.str(), rhs.rank(), lhs.str(), n));
  if (n < 2)
    return t.fail(fmt::format("operand #0 (lhs) has type {}; convolution needs rank >= 2 (batch and feature "
                              "dimensions)",
                              lhs.str()));
  if (!sameOperandElements(t)) return false;
  Attr dnAttr = t.attrs.get("dimension_numbers");
  if (!dnAttr) return t.fail("requires attribute 'dimension_numbers'");
  if (!dnAttr.is(Attr::Kind::Conv)) return t.fail("attribute 'dimension_numbers' must be #stablehlo.conv<...>");
  const ConvDims& dn = dnAttr.convDims();
  ConvWindow w;
  if (!readConvWindow(t, n - 2, w)) return false;
  std::string lhsDesc = fmt::format("operand #0 (lhs, {})", lhs.str());
  std::string rhsDesc = fmt::format("operand #1 (rhs, {})", rhs.str());
  if (!checkLayout(t, "input", dn.inputSpatialDims, {dn.inputBatchDim, dn.inputFeatureDim}, n, lhsDesc) ||
      !checkLayout(t, "kernel", dn.kernelSpatialDims, {dn.kernelInputFeatureDim, dn.kernelOutputFeatureDim}, n,
                   rhsDesc) ||
      !checkLayout(t, "output", dn.outputSpatialDims, {dn.outputBatchDim, dn.outputFeatureDim}, n,
                   fmt::format("the result, of rank {}", n)))
    return false;
  if (w.featureGroups <= 0) return t.fail(fmt::format("feature_group_count = {} must be positive", w.featureGroups));
  if (w.batchGroups <= 0) return t.fail(fmt::format("batch_group_count = {} must be positive", w.batchGroups));
  if (w.featureGroups != 1 && w.batchGroups != 1)
    return t.fail(fmt::format("feature_group_count = {} and batch_group_count = {}; at least one must be 1",
                              w.featureGroups, w.batchGroups));
  int64_t batch = lhs.dim(dn.inputBatchDim), features = lhs.dim(dn.inputFeatureDim);
  int64_t kernelIn = rhs.dim(dn.kernelInputFeatureDim), kernelOut = rhs.dim(dn.kernelOutputFeatureDim);
  if (batch % w.batchGroups != 0)
    return t.fail(fmt::format("input batch dimension {} of {} has size {}, not divisible by batch_group_count = {}",
                              dn.inputBatchDim, lhsDesc, batch, w.batchGroups));
  if (features % w.featureGroups != 0)
    return t.fail(fmt::format("input feature dimension {} of {} has size {}, not divisible by feature_group_count = {}",
                              dn.inputFeatureDim, lhsDesc, features, w.featureGroups));
  if (kernelIn != features / w.featureGroups)
    return t.fail(fmt::format("kernel input feature dimension {} of {} has size {} but the input has {} features / "
                              "feature_group_count {} = {}",
                              dn.kernelInputFeatureDim, rhsDesc, kernelIn, features, w.featureGroups,
                              features / w.featureGroups));
  if (kernelOut % w.batchGroups != 0 || kernelOut % w.featureGroups != 0)
    return t.fail(fmt::format("kernel output feature dimension {} of {} has size {}, not divisible by "
                              "batch_group_count = {} and feature_group_count = {}",
                              dn.kernelOutputFeatureDim, rhsDesc, kernelOut, w.batchGroups, w.featureGroups));
  std::vector<int64_t> shape(size_t(n), 0);
  shape[size_t(dn.outputBatchDim)] = batch / w.batchGroups;
  shape[size_t(dn.outputFeatureDim)] = kernelOut;
  for (size_t s = 0; s < dn.inputSpatialDims.size(); ++s) {
    int64_t padded = w.padding[s].first + dilatedSize(lhs.dim(dn.inputSpatialDims[s]), w.lhsDilation[s]) +
                     w.padding[s].second;
    int64_t window = dilatedSize(rhs.dim(dn.kernelSpatialDims[s]), w.rhsDilation[s]);
    shape[size_t(dn.outputSpatialDims[s])] = numWindows(padded, window, w.strides[s]);
  }
  ElementType element;
  if (!resultElementType(t, element)) return false;
  return t.succeed({Type::tensor(element, shape)});
}

}  // namespace juxla::ir::infer_detail
