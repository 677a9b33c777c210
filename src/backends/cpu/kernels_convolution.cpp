// Native convolution for what oneDNN does not take (f64, small f32 ones, unusual dimension numbers):
// the same sums as the interpreter (interp/ops_contraction.cpp), bit for bit. Each result element
// accumulates from zero over the kernel's spatial positions in lexicographic order and, within
// each, over its input features, padding and dilation holes entering as products with zero; one
// rounding per * and + (this file is compiled without multiply-add contraction). The work is
// vectorized across output features and tiled over output positions, which changes no element's
// order of terms: the kernel is repacked per run as [position][in feature][out feature].
#include <algorithm>
#include <cstring>
#include <vector>

#include "backends/cpu/target_clones.h"
#include "backends/cpu/kernels.h"
#include "backends/cpu/thread_pool.h"
#include "interp/tensor.h"


namespace juxla::cpu {

namespace {

using E = ir::ElementType;

constexpr int64_t kTile = 8;  // output positions computed together: the kernel is read once per tile

struct ConvPlan {
  int64_t batch = 0, inFeatures = 0, outFeatures = 0, positions = 0, windowSize = 0;
  int64_t inBatchStride = 0, inFeatureStride = 0, outBatchStride = 0, outFeatureStride = 0;
  int64_t kInStride = 0, kOutStride = 0;
  std::vector<int64_t> kernelOffset;  // per window position (lexicographic): its kernel offset
  // Per output position p (row-major over the output's spatial dims) and window position k: the
  // input's spatial offset, or -1 in padding or a dilation hole. And p's offset in the output.
  std::vector<int64_t> inputOffset, outputOffset;
};

std::optional<ConvPlan> planConvolution(const ir::Operation& op) {
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  auto intsOr = [&](const char* name, std::vector<int64_t> fallback) {  // dense arrays, or padding's dense elements
    ir::Attr a = op.attr(name);
    if (!a) return fallback;
    if (a.is(ir::Attr::Kind::DenseArray)) return std::vector<int64_t>(a.ints().begin(), a.ints().end());
    std::vector<int64_t> out;
    for (int64_t i = 0; i < a.numElements(); ++i) out.push_back(a.intElement(i));
    return out;
  };
  auto intOr = [&](const char* name) { ir::Attr a = op.attr(name); return a ? a.intValue() : int64_t(1); };
  if (intOr("feature_group_count") != 1 || intOr("batch_group_count") != 1) return std::nullopt;
  ir::Type in = op.operand(0)->type(), k = op.operand(1)->type(), out = op.result(0)->type();
  size_t spatial = dn.inputSpatialDims.size();
  std::vector<int64_t> ones(spatial, 1);
  std::vector<int64_t> strides = intsOr("window_strides", ones), lhsDilation = intsOr("lhs_dilation", ones),
                       rhsDilation = intsOr("rhs_dilation", ones),
                       reversal = intsOr("window_reversal", std::vector<int64_t>(spatial, 0)),
                       padding = intsOr("padding", std::vector<int64_t>(2 * spatial, 0));
  std::vector<int64_t> inS = interp::stridesOf(in.shape()), kS = interp::stridesOf(k.shape()),
                       outS = interp::stridesOf(out.shape());
  ConvPlan p;
  p.batch = in.shape()[size_t(dn.inputBatchDim)];
  p.inFeatures = k.shape()[size_t(dn.kernelInputFeatureDim)];
  p.outFeatures = k.shape()[size_t(dn.kernelOutputFeatureDim)];
  if (p.inFeatures != in.shape()[size_t(dn.inputFeatureDim)]) return std::nullopt;
  p.inBatchStride = inS[size_t(dn.inputBatchDim)];
  p.inFeatureStride = inS[size_t(dn.inputFeatureDim)];
  p.outBatchStride = outS[size_t(dn.outputBatchDim)];
  p.outFeatureStride = outS[size_t(dn.outputFeatureDim)];
  p.kInStride = kS[size_t(dn.kernelInputFeatureDim)];
  p.kOutStride = kS[size_t(dn.kernelOutputFeatureDim)];
  std::vector<int64_t> window, outSpatial;
  for (int64_t d : dn.kernelSpatialDims) window.push_back(k.shape()[size_t(d)]);
  for (int64_t d : dn.outputSpatialDims) outSpatial.push_back(out.shape()[size_t(d)]);
  p.windowSize = 1;
  for (int64_t w : window) p.windowSize *= w;
  p.positions = 1;
  for (int64_t o : outSpatial) p.positions *= o;
  std::vector<int64_t> wi(spatial, 0);
  for (int64_t kk = 0; kk < p.windowSize; ++kk) {
    int64_t off = 0;
    for (size_t s = 0; s < spatial; ++s) off += wi[s] * kS[size_t(dn.kernelSpatialDims[s])];
    p.kernelOffset.push_back(off);
    for (size_t s = spatial; s-- > 0;) {
      if (++wi[s] < window[s]) break;
      wi[s] = 0;
    }
  }
  std::vector<int64_t> oi(spatial, 0);
  p.inputOffset.resize(size_t(p.positions * p.windowSize));
  for (int64_t pos = 0; pos < p.positions; ++pos) {
    int64_t outOff = 0;
    for (size_t s = 0; s < spatial; ++s) outOff += oi[s] * outS[size_t(dn.outputSpatialDims[s])];
    p.outputOffset.push_back(outOff);
    std::fill(wi.begin(), wi.end(), 0);
    for (int64_t kk = 0; kk < p.windowSize; ++kk) {
      int64_t off = 0;
      bool inside = true;
      for (size_t s = 0; s < spatial; ++s) {
        int64_t windowPos = reversal[s] ? window[s] - 1 - wi[s] : wi[s];
        int64_t at = oi[s] * strides[s] + windowPos * rhsDilation[s] - padding[2 * s];
        int64_t size = in.shape()[size_t(dn.inputSpatialDims[s])];
        if (at < 0 || at % lhsDilation[s] != 0 || at / lhsDilation[s] >= size) inside = false;
        else off += at / lhsDilation[s] * inS[size_t(dn.inputSpatialDims[s])];
      }
      p.inputOffset[size_t(pos * p.windowSize + kk)] = inside ? off : -1;
      for (size_t s = spatial; s-- > 0;) {
        if (++wi[s] < window[s]) break;
        wi[s] = 0;
      }
    }
    for (size_t s = spatial; s-- > 0;) {
      if (++oi[s] < outSpatial[s]) break;
      oi[s] = 0;
    }
  }
  return p;
}

// acc[t][o] += x[t] * w[o] for a tile of positions: each acc element gets its terms in order.
template <typename T>
JUXLA_CLONES void accumulateTile(T* __restrict acc, const T* __restrict x, const T* __restrict w, int64_t tile,
                                 int64_t outFeatures) {
  for (int64_t t = 0; t < tile; ++t) {
    T xv = x[t];
    T* a = acc + t * outFeatures;
    for (int64_t o = 0; o < outFeatures; ++o) a[o] = a[o] + xv * w[o];
  }
}

template <typename T>
Kernel convolution(ConvPlan plan) {
  auto p = std::make_shared<const ConvPlan>(std::move(plan));
  return [p](KernelContext& ctx, std::span<const Buffer> ins, std::span<const Buffer> outs) {
    const T* x = static_cast<const T*>(ins[0].data);
    const T* k = static_cast<const T*>(ins[1].data);
    T* y = static_cast<T*>(outs[0].data);
    int64_t O = p->outFeatures, C = p->inFeatures, K = p->windowSize;
    // The kernel as [window position][in feature][out feature]: contiguous across out features.
    std::vector<T> packed(size_t(K * C * O));
    for (int64_t kk = 0; kk < K; ++kk)
      for (int64_t c = 0; c < C; ++c)
        for (int64_t o = 0; o < O; ++o)
          packed[size_t((kk * C + c) * O + o)] = k[p->kernelOffset[size_t(kk)] + c * p->kInStride + o * p->kOutStride];
    int64_t tilesPerImage = (p->positions + kTile - 1) / kTile;
    ctx.pool.parallelFor(p->batch * tilesPerImage, 1, [&](int64_t begin, int64_t end) {
      std::vector<T> acc(size_t(kTile * O));
      T xs[kTile];
      for (int64_t task = begin; task < end; ++task) {
        int64_t n = task / tilesPerImage, first = (task % tilesPerImage) * kTile;
        int64_t tile = std::min(kTile, p->positions - first);
        std::fill(acc.begin(), acc.end(), T(0));
        const T* image = x + n * p->inBatchStride;
        for (int64_t kk = 0; kk < K; ++kk) {
          for (int64_t c = 0; c < C; ++c) {
            for (int64_t t = 0; t < tile; ++t) {
              int64_t off = p->inputOffset[size_t((first + t) * K + kk)];
              xs[t] = off < 0 ? T(0) : image[off + c * p->inFeatureStride];
            }
            accumulateTile(acc.data(), xs, packed.data() + (kk * C + c) * O, tile, O);
          }
        }
        for (int64_t t = 0; t < tile; ++t)
          for (int64_t o = 0; o < O; ++o)
            y[n * p->outBatchStride + o * p->outFeatureStride + p->outputOffset[size_t(first + t)]] = acc[size_t(t * O + o)];
      }
    });
  };
}

}  // namespace

std::optional<Kernel> convolutionKernel(const ir::Operation& op) {
  if (!op.is(ir::OpCode::Convolution)) return std::nullopt;
  E e = op.result(0)->type().elementType();
  if (op.operand(0)->type().elementType() != e || op.operand(1)->type().elementType() != e) return std::nullopt;
  if (e != E::F32 && e != E::F64) return std::nullopt;
  std::optional<ConvPlan> plan = planConvolution(op);
  if (!plan) return std::nullopt;
  if (e == E::F64) return convolution<double>(std::move(*plan));
  return convolution<float>(std::move(*plan));
}

}  // namespace juxla::cpu
