// Vjp rules of dot_general and convolution: each cotangent is again a contraction of the result's
// cotangent with the other operand (the contraction is linear in each operand), then a transpose
// or reshape that puts its dimensions back in the operand's order.
#include <algorithm>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::Value;

namespace {

// Dimensions of a rank-`rank` tensor not in `a` nor `b`, in increasing order.
std::vector<int64_t> otherDims(int64_t rank, std::span<const int64_t> a, std::span<const int64_t> b) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (std::ranges::find(a, d) == a.end() && std::ranges::find(b, d) == b.end()) dims.push_back(d);
  return dims;
}

// `v`'s dimension k holds the operand's dimension holds[k]; transposes it into the operand's order.
Value* toOperandOrder(ir::Builder& b, Value* v, const std::vector<int64_t>& holds) {
  std::vector<int64_t> perm(holds.size());
  for (size_t k = 0; k < holds.size(); ++k) perm[size_t(holds[k])] = int64_t(k);
  if (std::ranges::is_sorted(perm)) return v;
  return b.transpose(v, perm);
}

// A contraction whose result is wider than its operands (preferred_element_type) has cotangents of
// the wider type: the other operand is widened for the backward contraction and the cotangent
// narrowed back to its operand's type.
Value* withType(ir::Builder& b, Value* v, ir::ElementType e) {
  return v->type().elementType() == e ? v : b.convert(v, e);
}

// The cotangent of operand `self` of dot_general(lhs, rhs): g contracted with the other operand
// over the other's free dimensions (g's dims from gOtherFreeStart on), batch dimensions kept; g's
// remaining dims are self's free dims in order.
Value* dotOperandCotangent(ir::Builder& b, Value* g, Value* self, Value* other, std::span<const int64_t> selfBatch,
                           std::span<const int64_t> selfContract, std::span<const int64_t> otherBatch,
                           std::span<const int64_t> otherContract, int64_t gOtherFreeStart) {
  int64_t selfRank = self->type().rank(), otherRank = other->type().rank();
  std::vector<int64_t> selfFree = otherDims(selfRank, selfBatch, selfContract);
  std::vector<int64_t> otherFree = otherDims(otherRank, otherBatch, otherContract);
  ir::DotDims dn;
  for (size_t k = 0; k < selfBatch.size(); ++k) dn.lhsBatchingDims.push_back(int64_t(k));
  dn.rhsBatchingDims.assign(otherBatch.begin(), otherBatch.end());
  for (size_t k = 0; k < otherFree.size(); ++k) dn.lhsContractingDims.push_back(gOtherFreeStart + int64_t(k));
  dn.rhsContractingDims = otherFree;
  ir::ElementType e = g->type().elementType();
  Value* r = b.dotGeneral(g, withType(b, other, e), dn);
  // r: batch, then self's free dims, then other's contracting dims in increasing order, which
  // stand for the matching contracting dims of self.
  std::vector<int64_t> holds(selfBatch.begin(), selfBatch.end());
  holds.insert(holds.end(), selfFree.begin(), selfFree.end());
  for (int64_t d : otherDims(otherRank, otherBatch, otherFree)) {
    size_t k = size_t(std::ranges::find(otherContract, d) - otherContract.begin());
    holds.push_back(selfContract[k]);
  }
  return withType(b, toOperandOrder(b, r, holds), self->type().elementType());
}

}  // namespace

VjpResult dotGeneral(VjpArgs& a) {
  VjpResult r = none(a);
  Value* g = a.cotangent(0);
  if (!g) return r;
  ir::Builder& b = a.b;
  const ir::DotDims& dn = a.op.attr("dot_dimension_numbers").dotDims();
  Value *lhs = a.op.operand(0), *rhs = a.op.operand(1);
  int64_t batch = int64_t(dn.lhsBatchingDims.size());
  int64_t lhsFree = lhs->type().rank() - batch - int64_t(dn.lhsContractingDims.size());
  // The result holds batch dims, then lhs free dims, then rhs free dims.
  if (a.wants(0) && isDifferentiable(lhs))
    r.operands[0] = dotOperandCotangent(b, g, lhs, rhs, dn.lhsBatchingDims, dn.lhsContractingDims,
                                        dn.rhsBatchingDims, dn.rhsContractingDims, batch + lhsFree);
  if (a.wants(1) && isDifferentiable(rhs))  // g's lhs free dims follow its batch dims
    r.operands[1] = dotOperandCotangent(b, g, rhs, lhs, dn.rhsBatchingDims, dn.rhsContractingDims,
                                        dn.lhsBatchingDims, dn.lhsContractingDims, batch);
  return r;
}


namespace {

// A convolution in the canonical layout: lhs [batch, feature, spatial...], kernel [out feature, in
// feature, spatial...], result [batch, feature, spatial...], spatial dims paired in order.
ir::ConvDims canonicalDims(size_t spatial) {
  ir::ConvDims dn;
  dn.inputBatchDim = 0, dn.inputFeatureDim = 1, dn.kernelOutputFeatureDim = 0, dn.kernelInputFeatureDim = 1;
  dn.outputBatchDim = 0, dn.outputFeatureDim = 1;
  for (size_t s = 0; s < spatial; ++s) {
    dn.inputSpatialDims.push_back(2 + int64_t(s));
    dn.kernelSpatialDims.push_back(2 + int64_t(s));
    dn.outputSpatialDims.push_back(2 + int64_t(s));
  }
  return dn;
}

std::vector<int64_t> layout(int64_t first, int64_t second, const std::vector<int64_t>& spatial) {
  std::vector<int64_t> dims = {first, second};
  dims.insert(dims.end(), spatial.begin(), spatial.end());
  return dims;
}

std::vector<int64_t> permuted(const std::vector<int64_t>& shape, const std::vector<int64_t>& perm) {
  std::vector<int64_t> out;
  for (int64_t d : perm) out.push_back(shape[size_t(d)]);
  return out;
}

Value* transposeIfNeeded(ir::Builder& b, Value* v, const std::vector<int64_t>& perm) {
  return std::ranges::is_sorted(perm) ? v : b.transpose(v, perm);
}

// Splits dimension `dim` of `v` into [groups, size / groups].
Value* splitDim(ir::Builder& b, Value* v, int64_t dim, int64_t groups) {
  std::vector<int64_t> shape = shapeOf(v);
  shape[size_t(dim)] /= groups;
  shape.insert(shape.begin() + dim, groups);
  return b.reshape(v, shape);
}

// Merges dimensions `dim` and `dim + 1` of `v`.
Value* mergeDims(ir::Builder& b, Value* v, int64_t dim) {
  std::vector<int64_t> shape = shapeOf(v);
  shape[size_t(dim)] *= shape[size_t(dim) + 1];
  shape.erase(shape.begin() + dim + 1);
  return b.reshape(v, shape);
}

// Moves dimension `from` of `v` to position `to`.
Value* moveDim(ir::Builder& b, Value* v, int64_t from, int64_t to) {
  std::vector<int64_t> perm = allDims(v->type().rank());
  perm.erase(perm.begin() + from);
  perm.insert(perm.begin() + to, from);
  return transposeIfNeeded(b, v, perm);
}

// The forward convolution's window parameters, spec defaults filled in.
struct ConvWindow {
  std::vector<int64_t> strides, lhsDilation, rhsDilation, padLow, padHigh;
  std::vector<bool> reversed;
  int64_t featureGroups = 1, batchGroups = 1;
};

ConvWindow readConvWindow(const ir::Operation& op, size_t spatial) {
  ConvWindow w;
  auto ints = [&](const char* name) {
    ir::Attr attr = op.attr(name);
    return attr ? std::vector<int64_t>(attr.ints().begin(), attr.ints().end()) : std::vector<int64_t>(spatial, 1);
  };
  w.strides = ints("window_strides"), w.lhsDilation = ints("lhs_dilation"), w.rhsDilation = ints("rhs_dilation");
  w.padLow.assign(spatial, 0), w.padHigh.assign(spatial, 0), w.reversed.assign(spatial, false);
  if (ir::Attr p = op.attr("padding"))
    for (size_t s = 0; s < spatial; ++s) w.padLow[s] = p.intElement(int64_t(2 * s)), w.padHigh[s] = p.intElement(int64_t(2 * s + 1));
  if (ir::Attr r = op.attr("window_reversal"))
    for (size_t s = 0; s < spatial; ++s) w.reversed[s] = r.ints()[s] != 0;
  if (ir::Attr f = op.attr("feature_group_count")) w.featureGroups = f.intValue();
  if (ir::Attr g = op.attr("batch_group_count")) w.batchGroups = g.intValue();
  return w;
}

// Along one spatial dim, the forward pairs output o, kernel tap k and input i where
//   o * stride + tap(k) * rhsDilation == i * lhsDilation + padLow,
// tap(k) being k, or K - 1 - k where the window is reversed.

// d lhs = conv(g dilated by the strides, the kernel with its taps reversed, strides = lhs dilation).
// Feature groups stay feature groups with the kernel's in/out features regrouped; batch groups
// become feature groups whose output features are then moved into the batch.
Value* convLhsCotangent(ir::Builder& b, Value* g, Value* kernel, const ConvWindow& w, std::span<const int64_t> inShape,
                        std::span<const int64_t> gShape) {
  size_t spatial = w.strides.size();
  int64_t groups = std::max(w.featureGroups, w.batchGroups);
  std::vector<int64_t> kShape = shapeOf(kernel);
  std::vector<int64_t> flip;
  for (size_t s = 0; s < spatial; ++s)
    if (!w.reversed[s]) flip.push_back(2 + int64_t(s));
  Value* k = flip.empty() ? kernel : b.reverse(kernel, flip);
  // [out = G * Fg, in = Cg] -> [G * Cg, Fg]: output feature c of group gr reads g's features of gr.
  ir::ConvDims dn = canonicalDims(spatial);
  if (groups > 1) {
    k = splitDim(b, k, 0, groups);  // [G, Fg, Cg, ...]
    k = moveDim(b, k, 2, 1);        // [G, Cg, Fg, ...]
    k = mergeDims(b, k, 0);         // [G * Cg, Fg, ...]
  } else {
    dn.kernelOutputFeatureDim = 1, dn.kernelInputFeatureDim = 0;
  }
  ir::ConvolutionOptions o;
  o.featureGroupCount = groups;
  for (size_t s = 0; s < spatial; ++s) {
    int64_t taps = kShape[2 + s], extent = (taps - 1) * w.rhsDilation[s] + 1;
    int64_t low = extent - 1 - w.padLow[s];
    int64_t high = (inShape[2 + s] - 1) * w.lhsDilation[s] + extent - (gShape[2 + s] - 1) * w.strides[s] - 1 - low;
    o.windowStrides.push_back(w.lhsDilation[s]);
    o.lhsDilation.push_back(w.strides[s]);
    o.rhsDilation.push_back(w.rhsDilation[s]);
    o.padding.emplace_back(low, high);
  }
  Value* r = b.convolution(g, k, dn, o);
  if (w.batchGroups > 1) {  // [Nb, Bg * C] -> [Bg * Nb, C]
    r = splitDim(b, r, 1, w.batchGroups);  // [Nb, Bg, C, ...]
    r = moveDim(b, r, 1, 0);               // [Bg, Nb, C, ...]
    r = mergeDims(b, r, 0);
  }
  return r;
}

// d kernel = conv(lhs with batch and features swapped, g as the kernel, strides = rhs dilation,
// rhs dilation = strides): its outputs run over the taps. Feature groups of the forward become
// batch groups here and batch groups feature groups.
Value* convKernelCotangent(ir::Builder& b, Value* g, Value* lhs, const ConvWindow& w, std::span<const int64_t> kShape,
                           std::span<const int64_t> gShape) {
  size_t spatial = w.strides.size();
  ir::ConvDims dn = canonicalDims(spatial);
  dn.inputBatchDim = 1, dn.inputFeatureDim = 0;                  // lhs [N, C]: C is the batch here
  dn.kernelInputFeatureDim = 0, dn.kernelOutputFeatureDim = 1;   // g [N, F]
  dn.outputBatchDim = 1, dn.outputFeatureDim = 0;                // result [F, Cg]
  ir::ConvolutionOptions o;
  o.featureGroupCount = w.batchGroups, o.batchGroupCount = w.featureGroups;
  std::vector<int64_t> flip;
  std::vector<int64_t> inShape = shapeOf(lhs);
  for (size_t s = 0; s < spatial; ++s) {
    int64_t taps = kShape[2 + s], gExtent = (gShape[2 + s] - 1) * w.strides[s] + 1;
    int64_t low = w.padLow[s];
    int64_t high = (taps - 1) * w.rhsDilation[s] + gExtent - 1 - (inShape[2 + s] - 1) * w.lhsDilation[s] - low;
    o.windowStrides.push_back(w.rhsDilation[s]);
    o.lhsDilation.push_back(w.lhsDilation[s]);
    o.rhsDilation.push_back(w.strides[s]);
    o.padding.emplace_back(low, high);
    if (w.reversed[s]) flip.push_back(2 + int64_t(s));
  }
  Value* r = b.convolution(lhs, g, dn, o);
  return flip.empty() ? r : b.reverse(r, flip);
}

}  // namespace

VjpResult convolution(VjpArgs& a) {
  VjpResult r = none(a);
  Value* g = a.cotangent(0);
  if (!g) return r;
  ir::Builder& b = a.b;
  const ir::ConvDims& dn = a.op.attr("dimension_numbers").convDims();
  size_t spatial = dn.inputSpatialDims.size();
  ConvWindow w = readConvWindow(a.op, spatial);
  Value *lhs = a.op.operand(0), *kernel = a.op.operand(1);
  bool wantLhs = a.wants(0) && isDifferentiable(lhs), wantKernel = a.wants(1) && isDifferentiable(kernel);
  if (!wantLhs && !wantKernel) return r;
  if (g->type().numElements() == 0) {  // nothing flows back from an empty result
    if (wantLhs) r.operands[0] = b.zerosLike(lhs);
    if (wantKernel) r.operands[1] = b.zerosLike(kernel);
    return r;
  }
  // Work in the canonical layout, in g's element type.
  ir::ElementType e = g->type().elementType();
  std::vector<int64_t> lhsLayout = layout(dn.inputBatchDim, dn.inputFeatureDim, dn.inputSpatialDims);
  std::vector<int64_t> kLayout = layout(dn.kernelOutputFeatureDim, dn.kernelInputFeatureDim, dn.kernelSpatialDims);
  std::vector<int64_t> gLayout = layout(dn.outputBatchDim, dn.outputFeatureDim, dn.outputSpatialDims);
  Value* gc = transposeIfNeeded(b, g, gLayout);
  std::vector<int64_t> gShape = shapeOf(gc);
  if (wantLhs) {
    Value* kc = transposeIfNeeded(b, withType(b, kernel, e), kLayout);
    std::vector<int64_t> inShape = permuted(shapeOf(lhs), lhsLayout);
    Value* d = convLhsCotangent(b, gc, kc, w, inShape, gShape);
    r.operands[0] = withType(b, toOperandOrder(b, d, lhsLayout), lhs->type().elementType());
  }
  if (wantKernel) {
    Value* xc = transposeIfNeeded(b, withType(b, lhs, e), lhsLayout);
    std::vector<int64_t> kShape = permuted(shapeOf(kernel), kLayout);
    Value* d = convKernelCotangent(b, gc, xc, w, kShape, gShape);
    r.operands[1] = withType(b, toOperandOrder(b, d, kLayout), kernel->type().elementType());
  }
  return r;
}

}  // namespace juxla::ad::rules
