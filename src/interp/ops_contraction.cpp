// dot_general and convolution, computed as the spec defines them: each result element is a dot
// product accumulated from zero in the result element type (which may be wider than the operands',
// JAX's preferred_element_type), one rounding per + and *, terms in the lexicographic order of the
// contracting index. precision_config and algorithm are hints and change nothing here.
#include <algorithm>

#include "interp/element_arith.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {

std::vector<int64_t> freeDims(int64_t rank, std::span<const int64_t> batching, std::span<const int64_t> contracting) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (std::ranges::find(batching, d) == batching.end() && std::ranges::find(contracting, d) == contracting.end())
      dims.push_back(d);
  return dims;
}

template <typename R>
Tensor dotGeneralIn(const Tensor& lhs, const Tensor& rhs, const ir::DotDims& dn, ir::Type resultType) {
  auto l = elementsAs<R>(lhs), r = elementsAs<R>(rhs);
  std::vector<int64_t> lhsStrides = stridesOf(lhs.shape()), rhsStrides = stridesOf(rhs.shape());
  std::vector<int64_t> lhsFree = freeDims(lhs.rank(), dn.lhsBatchingDims, dn.lhsContractingDims);
  std::vector<int64_t> rhsFree = freeDims(rhs.rank(), dn.rhsBatchingDims, dn.rhsContractingDims);

  // The (lhs, rhs) offsets of every term of a dot product, in the order the terms are added.
  std::vector<int64_t> contractingSizes;
  for (int64_t d : dn.lhsContractingDims) contractingSizes.push_back(lhs.shape()[size_t(d)]);
  std::vector<std::pair<int64_t, int64_t>> terms;
  forEachIndex(contractingSizes, [&](std::span<const int64_t> index) {
    int64_t lo = 0, ro = 0;
    for (size_t k = 0; k < index.size(); ++k) {
      lo += index[k] * lhsStrides[size_t(dn.lhsContractingDims[k])];
      ro += index[k] * rhsStrides[size_t(dn.rhsContractingDims[k])];
    }
    terms.emplace_back(lo, ro);
  });

  Tensor result = Tensor::zeros(resultType);
  int64_t next = 0;
  forEachIndex(resultType.shape(), [&](std::span<const int64_t> index) {
    // Result dimensions: batching, then lhs free, then rhs free (C13).
    int64_t lhsBase = 0, rhsBase = 0;
    size_t pos = 0;
    for (size_t k = 0; k < dn.lhsBatchingDims.size(); ++k, ++pos) {
      lhsBase += index[pos] * lhsStrides[size_t(dn.lhsBatchingDims[k])];
      rhsBase += index[pos] * rhsStrides[size_t(dn.rhsBatchingDims[k])];
    }
    for (int64_t d : lhsFree) lhsBase += index[pos++] * lhsStrides[size_t(d)];
    for (int64_t d : rhsFree) rhsBase += index[pos++] * rhsStrides[size_t(d)];
    R sum = zeroElement<R>();
    for (auto [lo, ro] : terms)
      sum = addElements(sum, multiplyElements(l[size_t(lhsBase + lo)], r[size_t(rhsBase + ro)]));
    result.set<R>(next++, sum);
  });
  return result;
}

// The convolution's attributes with the spec's defaults filled in.
struct ConvolutionParams {
  ir::ConvDims dims;
  std::vector<int64_t> strides, lhsDilation, rhsDilation, reversal;
  std::vector<int64_t> paddingLow;  // the high padding only shapes the result, which is given
  int64_t featureGroups = 1, batchGroups = 1;
};

ConvolutionParams readConvolutionParams(const OpContext& ctx) {
  ConvolutionParams p;
  p.dims = ctx.attr("dimension_numbers").convDims();
  size_t spatial = p.dims.inputSpatialDims.size();
  std::vector<int64_t> ones(spatial, 1);
  p.strides = ctx.ints("window_strides", ones);
  p.lhsDilation = ctx.ints("lhs_dilation", ones);
  p.rhsDilation = ctx.ints("rhs_dilation", ones);
  p.reversal = ctx.ints("window_reversal", std::vector<int64_t>(spatial, 0));
  std::vector<int64_t> padding = ctx.ints("padding", std::vector<int64_t>(2 * spatial, 0));
  for (size_t s = 0; s < spatial; ++s) p.paddingLow.push_back(padding[2 * s]);
  if (ir::Attr a = ctx.attr("feature_group_count")) p.featureGroups = a.intValue();
  if (ir::Attr a = ctx.attr("batch_group_count")) p.batchGroups = a.intValue();
  return p;
}

// The spec: pad and dilate lhs with zeros, slice the window of each output position (window
// dilation rhs_dilation, reversed along window_reversal), then dot_general it with the kernel over
// the spatial dimensions and the input features, in that order. Padding and dilation holes enter the
// sum as products with zero, exactly as in that definition. Feature groups pair the g-th slice of
// input features with the g-th slice of output features; batch groups pair the g-th slice of the
// batch with the g-th slice of output features.
template <typename R>
Tensor convolutionIn(const Tensor& lhs, const Tensor& rhs, const ConvolutionParams& p, ir::Type resultType) {
  const ir::ConvDims& dn = p.dims;
  auto input = elementsAs<R>(lhs), kernel = elementsAs<R>(rhs);
  std::vector<int64_t> inStrides = stridesOf(lhs.shape()), kStrides = stridesOf(rhs.shape());
  auto inDim = [&](int64_t d) { return lhs.shape()[size_t(d)]; };
  auto kDim = [&](int64_t d) { return rhs.shape()[size_t(d)]; };
  size_t spatial = dn.inputSpatialDims.size();

  int64_t outFeatures = kDim(dn.kernelOutputFeatureDim);
  int64_t kernelInFeatures = kDim(dn.kernelInputFeatureDim);
  int64_t batchPerGroup = inDim(dn.inputBatchDim) / p.batchGroups;
  int64_t outPerFeatureGroup = outFeatures / p.featureGroups, outPerBatchGroup = outFeatures / p.batchGroups;

  // The contracting index space: kernel spatial positions, then the kernel's input features.
  std::vector<int64_t> windowShape;
  for (int64_t d : dn.kernelSpatialDims) windowShape.push_back(kDim(d));
  windowShape.push_back(kernelInFeatures);

  Tensor result = Tensor::zeros(resultType);
  int64_t next = 0;
  const R zero = zeroElement<R>();
  forEachIndex(resultType.shape(), [&](std::span<const int64_t> index) {
    int64_t batch = index[size_t(dn.outputBatchDim)], feature = index[size_t(dn.outputFeatureDim)];
    int64_t inBatch = batch + (feature / outPerBatchGroup) * batchPerGroup;
    int64_t inFeatureBase = (feature / outPerFeatureGroup) * kernelInFeatures;
    int64_t inBase = inBatch * inStrides[size_t(dn.inputBatchDim)];
    int64_t kBase = feature * kStrides[size_t(dn.kernelOutputFeatureDim)];
    R sum = zero;
    forEachIndex(windowShape, [&](std::span<const int64_t> w) {
      int64_t c = w[spatial];
      int64_t inOffset = inBase + (inFeatureBase + c) * inStrides[size_t(dn.inputFeatureDim)];
      int64_t kOffset = kBase + c * kStrides[size_t(dn.kernelInputFeatureDim)];
      bool inside = true;
      for (size_t s = 0; s < spatial; ++s) {
        int64_t k = w[s];
        kOffset += k * kStrides[size_t(dn.kernelSpatialDims[s])];
        int64_t windowPos = p.reversal[s] ? windowShape[s] - 1 - k : k;
        // Position in the dilated input, before padding.
        int64_t pos = index[size_t(dn.outputSpatialDims[s])] * p.strides[s] + windowPos * p.rhsDilation[s] -
                      p.paddingLow[s];
        int64_t at = pos / p.lhsDilation[s];
        if (pos < 0 || pos % p.lhsDilation[s] != 0 || at >= inDim(dn.inputSpatialDims[s])) inside = false;
        else inOffset += at * inStrides[size_t(dn.inputSpatialDims[s])];
      }
      R x = inside ? input[size_t(inOffset)] : zero;
      sum = addElements(sum, multiplyElements(x, kernel[size_t(kOffset)]));
    });
    result.set<R>(next++, sum);
  });
  return result;
}

}  // namespace

Values evalDotGeneral(OpContext& ctx) {
  const ir::DotDims& dn = ctx.attr("dot_dimension_numbers").dotDims();
  ir::Type resultType = ctx.resultType();
  return {visitElementType(resultType.elementType(), [&]<typename R>(Tag<R>) {
    return dotGeneralIn<R>(ctx.operand(0), ctx.operand(1), dn, resultType);
  })};
}

Values evalConvolution(OpContext& ctx) {
  ConvolutionParams params = readConvolutionParams(ctx);
  ir::Type resultType = ctx.resultType();
  return {visitElementType(resultType.elementType(), [&]<typename R>(Tag<R>) {
    return convolutionIn<R>(ctx.operand(0), ctx.operand(1), params, resultType);
  })};
}

}  // namespace juxla::interp
