// The small-channel kernel gradient (small_kernel_gradient.h). In the convolution's terms: lhs x has
// batch C (the layer's input channels) and features N (the batch), rhs dy has input features N,
// output features O and a P x Q window; the result dw[c][o][ky][kx] sums x at row ky*s0 + p*d0 - lo0,
// column kx*s1 + q*d1 - lo1 times dy[n][o][p][q] over n, p, q (s: window strides, d: rhs dilation).
//
// Per batch element the task copies x into rows already shifted for every kx ([c][row][kx][q],
// zero where the spec pads and past Q) and dy into [o][p][q] (zero past Q), so the inner loop is
// a multiply-add of aligned 16-float vectors over q; accumulators [c][o][ky][kx][q] stay in cache
// and their lanes are summed once at the end. Batch elements split across the pool's threads.
#include "backends/cpu/small_kernel_gradient.h"

#include <algorithm>
#include <array>
#include <vector>

#include "backends/cpu/onednn_common.h"
#include "backends/cpu/small_conv.h"
#include "backends/cpu/thread_pool.h"


namespace juxla::cpu {

namespace {

using onednn::Dims;
using onednn::rowMajorStrides;

constexpr int64_t kLanes = 16;
using Vec = float __attribute__((vector_size(kLanes * sizeof(float))));

// Past these the accumulators leave L2 or the vectors run mostly empty: oneDNN then.
constexpr int64_t kMaxChannelProduct = 256;
constexpr int64_t kMaxAccumulatorBytes = 512 * 1024;

struct Geometry {
  int64_t channels = 0, batch = 0, features = 0;  // C, N, O
  std::array<int64_t, 2> taps{}, window{}, input{}, stride{}, dilation{}, low{};  // KH KW, P Q, H W, s, d, lo
  int64_t xChannel = 0, xBatch = 0, dyBatch = 0, dyFeature = 0, dwChannel = 0, dwFeature = 0;
  std::array<int64_t, 2> xSpatial{}, dySpatial{}, dwSpatial{};  // element strides
  int64_t chunks = 0;  // vectors per row of Q
  int64_t rows = 0;    // x rows a batch element's window reaches: (KH-1)*s0 + (P-1)*d0 + 1

  int64_t xRowVecs() const { return taps[1] * chunks; }  // one shifted row: [kx][chunk]
  int64_t xVecs() const { return channels * rows * xRowVecs(); }
  int64_t dyVecs() const { return features * window[0] * chunks; }
  int64_t accVecs() const { return channels * features * taps[0] * taps[1] * chunks; }
};

std::optional<Geometry> geometryOf(const ir::Operation& op) {
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  std::optional<Conv2dAttrs> attrs = readConv2d(op);
  if (!attrs || attrs->lhsDilation != std::vector<int64_t>{1, 1} || attrs->reversal != std::vector<int64_t>{0, 0})
    return std::nullopt;
  const ir::ConvDims& dn = *attrs->dims;
  const std::vector<int64_t>&strides = attrs->strides, &rhsDilation = attrs->rhsDilation, &padding = attrs->padding;
  Dims ls = rowMajorStrides(lhs.shape()), ks = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  auto at = [](const Dims& v, int64_t d) { return v[size_t(d)]; };
  Geometry g;
  g.channels = lhs.dim(dn.inputBatchDim), g.batch = lhs.dim(dn.inputFeatureDim);
  g.features = rhs.dim(dn.kernelOutputFeatureDim);
  g.xChannel = at(ls, dn.inputBatchDim), g.xBatch = at(ls, dn.inputFeatureDim);
  g.dyBatch = at(ks, dn.kernelInputFeatureDim), g.dyFeature = at(ks, dn.kernelOutputFeatureDim);
  g.dwChannel = at(os, dn.outputBatchDim), g.dwFeature = at(os, dn.outputFeatureDim);
  for (size_t s = 0; s < 2; ++s) {
    g.taps[s] = out.dim(dn.outputSpatialDims[s]), g.window[s] = rhs.dim(dn.kernelSpatialDims[s]);
    g.input[s] = lhs.dim(dn.inputSpatialDims[s]);
    g.stride[s] = strides[s], g.dilation[s] = rhsDilation[s], g.low[s] = padding[2 * s];
    g.xSpatial[s] = at(ls, dn.inputSpatialDims[s]), g.dySpatial[s] = at(ks, dn.kernelSpatialDims[s]);
    g.dwSpatial[s] = at(os, dn.outputSpatialDims[s]);
  }
  // The kernel-gradient shape: dy's window larger than the result's (a forward convolution has the
  // small kernel as its window); small channel counts; anything else stays with oneDNN.
  if (g.window[0] * g.window[1] <= g.taps[0] * g.taps[1] || g.channels * g.features > kMaxChannelProduct)
    return std::nullopt;
  // oneDNN vectorizes over dy's features: from 16 of them it is the faster (LeNet-5's 6 -> 16 layer,
  // quiet machine: 0.25 ms against 0.47 ms here; its 1 -> 6 layer: 0.68 ms against 0.44 ms).
  if (g.features >= kLanes) return std::nullopt;
  if (g.batch != rhs.dim(dn.kernelInputFeatureDim) || g.channels != out.dim(dn.outputBatchDim) ||
      g.features != out.dim(dn.outputFeatureDim) || lhs.numElements() == 0 || rhs.numElements() == 0)
    return std::nullopt;
  g.chunks = (g.window[1] + kLanes - 1) / kLanes;
  g.rows = (g.taps[0] - 1) * g.stride[0] + (g.window[0] - 1) * g.dilation[0] + 1;
  if (int64_t(sizeof(Vec)) * (g.accVecs() + g.xVecs() + g.dyVecs()) > kMaxAccumulatorBytes) return std::nullopt;
  return g;
}

// Copies batch element n of x and dy into the shifted, zero-padded layouts described above.
void gatherBatchElement(const Geometry& g, const float* x, const float* dy, int64_t n, float* xs, float* dys) {
  int64_t width = g.chunks * kLanes;
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t r = 0; r < g.rows; ++r) {
      float* row = xs + (c * g.rows + r) * g.taps[1] * width;
      int64_t iy = r - g.low[0];
      if (iy < 0 || iy >= g.input[0]) {
        std::fill(row, row + g.taps[1] * width, 0.0f);
        continue;
      }
      const float* src = x + n * g.xBatch + c * g.xChannel + iy * g.xSpatial[0];
      for (int64_t kx = 0; kx < g.taps[1]; ++kx) {
        // Column q reads x at start + q * d1: inside x for q in [first, last).
        int64_t start = kx * g.stride[1] - g.low[1], d = g.dilation[1];
        int64_t first = start >= 0 ? 0 : (-start + d - 1) / d;
        int64_t last = start >= g.input[1] ? 0 : std::min(g.window[1], (g.input[1] - start + d - 1) / d);
        first = std::min(first, last);
        float* out = row + kx * width;
        std::fill(out, out + first, 0.0f);
        const float* in = src + start * g.xSpatial[1];
        int64_t step = d * g.xSpatial[1];
        for (int64_t q = first; q < last; ++q) out[q] = in[q * step];
        std::fill(out + last, out + width, 0.0f);
      }
    }
  for (int64_t o = 0; o < g.features; ++o)
    for (int64_t p = 0; p < g.window[0]; ++p) {
      float* row = dys + (o * g.window[0] + p) * width;
      const float* src = dy + n * g.dyBatch + o * g.dyFeature + p * g.dySpatial[0];
      for (int64_t q = 0; q < g.window[1]; ++q) row[q] = src[q * g.dySpatial[1]];
      std::fill(row + g.window[1], row + width, 0.0f);
    }
}

// acc[c][o][ky][kx][chunk] += xs[c][p*d0 + ky*s0][kx][chunk] * dys[o][p][chunk] over p, for `Features`
// output features from o and one chunk: Features x KW accumulators held in registers across p.
template <int KW, int Features>
inline __attribute__((always_inline)) void accumulateTile(const Geometry& g, const Vec* xv, const Vec* dv, Vec* av,
                                                          int64_t c, int64_t ky, int64_t o, int64_t j) {
  int64_t chunks = g.chunks, rowVecs = g.xRowVecs();
  Vec acc[Features][KW];
  Vec* a[Features];
  #pragma GCC unroll 8
  for (int f = 0; f < Features; ++f) {
    a[f] = av + ((c * g.features + o + f) * g.taps[0] + ky) * rowVecs + j;
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) acc[f][kx] = a[f][kx * chunks];
  }
  const Vec* xrow = xv + (c * g.rows + ky * g.stride[0]) * rowVecs + j;
  const Vec* d = dv + o * g.window[0] * chunks + j;
  int64_t xStep = g.dilation[0] * rowVecs, dStep = g.window[0] * chunks;
  for (int64_t p = 0; p < g.window[0]; ++p, xrow += xStep, d += chunks) {
    Vec x[KW];
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) x[kx] = xrow[kx * chunks];
    #pragma GCC unroll 8
    for (int f = 0; f < Features; ++f) {
      Vec df = d[f * dStep];
      #pragma GCC unroll 8
      for (int kx = 0; kx < KW; ++kx) acc[f][kx] += x[kx] * df;
    }
  }
  #pragma GCC unroll 8
  for (int f = 0; f < Features; ++f)
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) a[f][kx * chunks] = acc[f][kx];
}

template <int KW>
inline __attribute__((always_inline)) void accumulateTiles(const Geometry& g, const Vec* xv, const Vec* dv, Vec* av) {
  constexpr int kFeatureBlock = 4;  // 4 x 5 accumulators, 5 x values and a dy vector: 26 of 32 registers
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t ky = 0; ky < g.taps[0]; ++ky)
      for (int64_t j = 0; j < g.chunks; ++j) {
        int64_t o = 0;
        for (; o + kFeatureBlock <= g.features; o += kFeatureBlock) accumulateTile<KW, kFeatureBlock>(g, xv, dv, av, c, ky, o, j);
        for (; o < g.features; ++o) accumulateTile<KW, 1>(g, xv, dv, av, c, ky, o, j);
      }
}

// Any kernel width: the accumulators in memory.
inline void accumulateAnyWidth(const Geometry& g, const Vec* xv, const Vec* dv, Vec* av) {
  int64_t chunks = g.chunks, rowVecs = g.xRowVecs();
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t p = 0; p < g.window[0]; ++p)
      for (int64_t ky = 0; ky < g.taps[0]; ++ky) {
        const Vec* xrow = xv + (c * g.rows + p * g.dilation[0] + ky * g.stride[0]) * rowVecs;
        for (int64_t o = 0; o < g.features; ++o) {
          const Vec* d = dv + (o * g.window[0] + p) * chunks;
          Vec* a = av + ((c * g.features + o) * g.taps[0] + ky) * rowVecs;
          for (int64_t j = 0; j < chunks; ++j)
            for (int64_t kx = 0; kx < g.taps[1]; ++kx) a[kx * chunks + j] += xrow[kx * chunks + j] * d[j];
        }
      }
}

// acc[c][o][ky][kx][chunk] += xs[c][p*d0 + ky*s0][kx][chunk] * dys[o][p][chunk] over c, p, ky, o.
JUXLA_CLONES void accumulateBatchElement(const Geometry& g, const float* xs, const float* dys, float* acc) {
  const Vec* xv = reinterpret_cast<const Vec*>(xs);
  const Vec* dv = reinterpret_cast<const Vec*>(dys);
  Vec* av = reinterpret_cast<Vec*>(acc);
  switch (g.taps[1]) {
    case 1: return accumulateTiles<1>(g, xv, dv, av);
    case 2: return accumulateTiles<2>(g, xv, dv, av);
    case 3: return accumulateTiles<3>(g, xv, dv, av);
    case 4: return accumulateTiles<4>(g, xv, dv, av);
    case 5: return accumulateTiles<5>(g, xv, dv, av);
    default: return accumulateAnyWidth(g, xv, dv, av);
  }
}

// The sum of one accumulator's lanes.
float laneSum(const float* acc, int64_t chunks) {
  float s = 0.0f;
  for (int64_t i = 0; i < chunks * kLanes; ++i) s += acc[i];
  return s;
}

// Vec-aligned, reused across calls on a thread (no page faults or allocation per call).
float* threadVecs(int slot, int64_t vecs) {
  struct alignas(sizeof(Vec)) Block {
    float lanes[kLanes];
  };
  thread_local std::array<std::vector<Block>, 3> buffers;
  std::vector<Block>& b = buffers[size_t(slot)];
  if (int64_t(b.size()) < vecs) b.resize(size_t(vecs));
  return reinterpret_cast<float*>(b.data());
}

}  // namespace

std::optional<Kernel> smallKernelGradient(const ir::Operation& op) {
  if (!op.is(ir::OpCode::Convolution)) return std::nullopt;
  std::optional<Geometry> geometry = geometryOf(op);
  if (!geometry) return std::nullopt;
  return Kernel([g = *geometry](KernelContext& ctx, std::span<const Buffer> operands, std::span<const Buffer> results) {
    const auto* x = static_cast<const float*>(operands[0].data);
    const auto* dy = static_cast<const float*>(operands[1].data);
    int64_t outputs = g.channels * g.features * g.taps[0] * g.taps[1];
    int64_t tasks = std::min<int64_t>(ctx.pool.size(), g.batch);
    // Each task's sums, [task][c][o][ky][kx], added in task order at the end.
    std::vector<float> partial(size_t(tasks * outputs));
    ctx.pool.parallelFor(tasks, 1, [&](int64_t begin, int64_t end) {
      float* xs = threadVecs(0, g.xVecs());
      float* dys = threadVecs(1, g.dyVecs());
      float* acc = threadVecs(2, g.accVecs());
      for (int64_t t = begin; t < end; ++t) {
        std::fill(acc, acc + g.accVecs() * kLanes, 0.0f);
        for (int64_t n = t * g.batch / tasks; n < (t + 1) * g.batch / tasks; ++n) {
          gatherBatchElement(g, x, dy, n, xs, dys);
          accumulateBatchElement(g, xs, dys, acc);
        }
        for (int64_t i = 0; i < outputs; ++i) partial[size_t(t * outputs + i)] = laneSum(acc + i * g.chunks * kLanes, g.chunks);
      }
    });
    auto* dw = static_cast<float*>(results[0].data);
    int64_t i = 0;
    for (int64_t c = 0; c < g.channels; ++c)
      for (int64_t o = 0; o < g.features; ++o)
        for (int64_t ky = 0; ky < g.taps[0]; ++ky)
          for (int64_t kx = 0; kx < g.taps[1]; ++kx, ++i) {
            float s = partial[size_t(i)];
            for (int64_t t = 1; t < tasks; ++t) s += partial[size_t(t * outputs + i)];
            dw[c * g.dwChannel + o * g.dwFeature + ky * g.dwSpatial[0] + kx * g.dwSpatial[1]] = s;
          }
  });
}

}  // namespace juxla::cpu
