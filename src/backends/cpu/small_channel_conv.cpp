// The small-channel convolution (small_channel_conv.h). In the convolution's terms: x has batch N,
// features C and rows x columns H x W, the kernel w has C input and O output features and a KH x KW
// window, the result y[n][o][oy][ox] sums x at row oy*s0 + ky*d0 - lo0, column ox*s1 + kx*d1 - lo1
// times w[o][c][ky][kx] (reversed where the window is) over c, ky, kx (s: window strides, d: rhs
// dilation).
//
// Batch elements go 16 to a vector: each block of 16 is first copied to [row][column][c][lane] over
// the padded extent (zeros where the spec pads, and in lanes past the batch), so that a tap is an
// aligned vector load times a broadcast weight. A tile of up to 4 output columns x 8 features stays in
// registers over the taps and input features; one output row of a block goes to a per-thread buffer
// and from there, 16 x 16 through registers where the layout allows, to the result. Taps that meet only padding are skipped when the kernel is
// finite (their terms are then +0). Tasks: rows of blocks, on the pool's threads.
#include "backends/cpu/small_channel_conv.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <utility>
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

constexpr int64_t kMaxChannelProduct = 256;
constexpr int64_t kMaxBufferBytes = 16 << 20;  // a block's padded copy of x, per thread

struct Geometry {
  int64_t batch = 0, channels = 0, features = 0, blocks = 0;  // N, C, O, ceil(N / 16)
  std::array<int64_t, 2> input{}, output{}, taps{}, stride{}, dilation{}, low{}, padded{};
  std::array<bool, 2> reversed{};
  int64_t xBatch = 0, xChannel = 0, wIn = 0, wOut = 0, yBatch = 0, yFeature = 0;
  std::array<int64_t, 2> xSpatial{}, wSpatial{}, ySpatial{};  // element strides

  int64_t blockVecs() const { return padded[0] * padded[1] * channels; }
  int64_t rowVecs() const { return output[1] * features; }
  int64_t weights() const { return taps[0] * taps[1] * channels * features; }
};

std::optional<Geometry> geometryOf(const ir::Operation& op, bool onlyWhereFaster) {
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  // lhs dilation (the input gradient of a strided convolution) is a transposed convolution: oneDNN's.
  std::optional<Conv2dAttrs> attrs = readConv2d(op);
  if (!attrs || attrs->lhsDilation != std::vector<int64_t>{1, 1}) return std::nullopt;
  const ir::ConvDims& dn = *attrs->dims;
  const std::vector<int64_t>&strides = attrs->strides, &rhsDilation = attrs->rhsDilation, &reversal = attrs->reversal,
                            &padding = attrs->padding;
  Dims ls = rowMajorStrides(lhs.shape()), ks = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  auto at = [](const Dims& v, int64_t d) { return v[size_t(d)]; };
  Geometry g;
  g.batch = lhs.dim(dn.inputBatchDim), g.channels = lhs.dim(dn.inputFeatureDim), g.features = rhs.dim(dn.kernelOutputFeatureDim);
  g.xBatch = at(ls, dn.inputBatchDim), g.xChannel = at(ls, dn.inputFeatureDim);
  g.wIn = at(ks, dn.kernelInputFeatureDim), g.wOut = at(ks, dn.kernelOutputFeatureDim);
  g.yBatch = at(os, dn.outputBatchDim), g.yFeature = at(os, dn.outputFeatureDim);
  for (size_t s = 0; s < 2; ++s) {
    g.input[s] = lhs.dim(dn.inputSpatialDims[s]), g.output[s] = out.dim(dn.outputSpatialDims[s]);
    g.taps[s] = rhs.dim(dn.kernelSpatialDims[s]);
    g.stride[s] = strides[s], g.dilation[s] = rhsDilation[s], g.low[s] = padding[2 * s], g.reversed[s] = reversal[s] != 0;
    if (g.stride[s] < 1 || g.dilation[s] < 1) return std::nullopt;
    g.padded[s] = (g.output[s] - 1) * g.stride[s] + (g.taps[s] - 1) * g.dilation[s] + 1;
    g.xSpatial[s] = at(ls, dn.inputSpatialDims[s]), g.wSpatial[s] = at(ks, dn.kernelSpatialDims[s]);
    g.ySpatial[s] = at(os, dn.outputSpatialDims[s]);
  }
  if (g.channels != rhs.dim(dn.kernelInputFeatureDim) || g.features != out.dim(dn.outputFeatureDim) ||
      g.batch != out.dim(dn.outputBatchDim) || lhs.numElements() == 0 || rhs.numElements() == 0 ||
      out.numElements() == 0 || g.channels * g.features > kMaxChannelProduct)
    return std::nullopt;
  g.blocks = (g.batch + kLanes - 1) / kLanes;
  if (g.blockVecs() * int64_t(sizeof(Vec)) > kMaxBufferBytes) return std::nullopt;
  if (onlyWhereFaster) {
    // Measured against oneDNN (2 cores, batch 64 unless said): 3-7x faster with up to 8 output
    // features (LeNet-5's 1 -> 6 and its input gradients 16 -> 6 and 6 -> 1; 8 -> 8 3x3 on 16x16:
    // 2x; batch 16: 2.8x); with 16, 1.35-1.5x on small results (6 -> 16 5x5 on 14x14; 16 -> 16
    // 3x3 on 8x8) but 0.8-0.9x from 2^18 result elements (3 -> 16 and 16 -> 16 3x3 on 32x32, 16 -> 16
    // stride 2), where copying the result out of the lanes costs more than the lanes save.
    constexpr int64_t kMaxWideResult = int64_t(1) << 17;
    if (g.batch < kLanes || g.channels > kLanes || g.features > kLanes ||
        (g.features > kLanes / 2 && out.numElements() > kMaxWideResult) ||
        g.taps[0] * g.taps[1] > g.output[0] * g.output[1])
      return std::nullopt;
  }
  return g;
}

// Whether one of n window columns px0, px0 + s, ... falls inside x's columns [lo, lo + w).
inline bool anyInside(int64_t px0, int64_t s, int64_t n, int64_t lo, int64_t w) {
  int64_t i = px0 >= lo ? 0 : (lo - px0 + s - 1) / s;
  return i < n && px0 + i * s < lo + w;
}

// acc[i][f] += xt[.. + i * xStep + t] * w[t * O + f] for t < count: XB loads and OB broadcasts per t.
template <int XB, int OB>
inline __attribute__((always_inline)) void accumulate(Vec (&acc)[XB][OB], const Vec* a0, int64_t xStep, const float* w,
                                                      int64_t features, int64_t count) {
  for (int64_t t = 0; t < count; ++t, w += features) {
    Vec a[XB];
    #pragma GCC unroll 8
    for (int i = 0; i < XB; ++i) a[i] = a0[i * xStep + t];
    #pragma GCC unroll 8
    for (int f = 0; f < OB; ++f) {
      Vec wf = w[f] - Vec{};  // a broadcast (x - +0 is x, -0 included)
      #pragma GCC unroll 8
      for (int i = 0; i < XB; ++i) acc[i][f] += a[i] * wf;
    }
  }
}

// row[(ox0 + i) * O + o0 + f] = the sums for output columns ox0 + i (i < XB) and features o0 + f
// (f < OB) of output row oy: XB x OB accumulators held in registers over taps and input features.
// Without column dilation, a window row's columns and features are one run of xt (and of wt): one loop.
template <int XB, int OB>
inline __attribute__((always_inline)) void computeTile(const Geometry& g, const Vec* xt, const float* wt, bool skip,
                                                       int64_t oy, int64_t ox0, int64_t o0, Vec* row) {
  int64_t channels = g.channels, features = g.features, taps = g.taps[1], s1 = g.stride[1], d1 = g.dilation[1];
  int64_t lo = g.low[1], width = g.input[1], xStep = s1 * channels;
  Vec acc[XB][OB];
  #pragma GCC unroll 8
  for (int i = 0; i < XB; ++i)
    #pragma GCC unroll 8
    for (int f = 0; f < OB; ++f) acc[i][f] = Vec{};
  // Window columns kx in [kxBegin, kxEnd) meet x for some of the XB outputs (d1 = 1, s1 <= W).
  int64_t kxBegin = 0, kxEnd = taps;
  bool run = d1 == 1 && s1 <= width;
  if (skip && run) {
    kxBegin = std::max<int64_t>(0, lo - (ox0 + XB - 1) * s1);
    kxEnd = std::min<int64_t>(taps, lo + width - ox0 * s1);
  }
  for (int64_t ky = 0; ky < g.taps[0]; ++ky) {
    int64_t py = oy * g.stride[0] + ky * g.dilation[0];
    if (skip && (py < g.low[0] || py >= g.low[0] + g.input[0])) continue;
    const Vec* a0 = xt + (py * g.padded[1] + ox0 * s1) * channels;
    const float* w = wt + ky * taps * channels * features + o0;
    if (run) {
      if (kxBegin < kxEnd)
        accumulate<XB, OB>(acc, a0 + kxBegin * channels, xStep, w + kxBegin * channels * features, features,
                           (kxEnd - kxBegin) * channels);
      continue;
    }
    for (int64_t kx = 0; kx < taps; ++kx)
      if (!skip || anyInside(ox0 * s1 + kx * d1, s1, XB, lo, width))
        accumulate<XB, OB>(acc, a0 + kx * d1 * channels, xStep, w + kx * channels * features, features, channels);
  }
  #pragma GCC unroll 8
  for (int i = 0; i < XB; ++i)
    #pragma GCC unroll 8
    for (int f = 0; f < OB; ++f) row[(ox0 + i) * features + o0 + f] = acc[i][f];
}

template <int OB>
inline __attribute__((always_inline)) void computeTiles(const Geometry& g, const Vec* xt, const float* wt, bool skip,
                                                        int64_t oy, int64_t o0, Vec* row) {
  // XB x OB accumulators, XB loads and a broadcast: at most 29 of 32 registers.
  constexpr int kColumns = OB > 6 ? 3 : 4;
  int64_t ox = 0;
  for (; ox + kColumns <= g.output[1]; ox += kColumns) computeTile<kColumns, OB>(g, xt, wt, skip, oy, ox, o0, row);
  switch (g.output[1] - ox) {
    case 3: return computeTile<3, OB>(g, xt, wt, skip, oy, ox, o0, row);
    case 2: return computeTile<2, OB>(g, xt, wt, skip, oy, ox, o0, row);
    case 1: return computeTile<1, OB>(g, xt, wt, skip, oy, ox, o0, row);
    default: return;
  }
}

// One output row of one block of 16 batch elements: row[ox][o] (lanes: the block's batch elements).
JUXLA_CLONES void computeRow(const Geometry& g, const Vec* xt, const float* wt, bool skip, int64_t oy, Vec* row) {
  for (int64_t o0 = 0; o0 < g.features; o0 += 8) {
    switch (std::min<int64_t>(8, g.features - o0)) {
      case 1: computeTiles<1>(g, xt, wt, skip, oy, o0, row); break;
      case 2: computeTiles<2>(g, xt, wt, skip, oy, o0, row); break;
      case 3: computeTiles<3>(g, xt, wt, skip, oy, o0, row); break;
      case 4: computeTiles<4>(g, xt, wt, skip, oy, o0, row); break;
      case 5: computeTiles<5>(g, xt, wt, skip, oy, o0, row); break;
      case 6: computeTiles<6>(g, xt, wt, skip, oy, o0, row); break;
      case 7: computeTiles<7>(g, xt, wt, skip, oy, o0, row); break;
      default: computeTiles<8>(g, xt, wt, skip, oy, o0, row); break;
    }
  }
}

inline __attribute__((always_inline)) void load(Vec& v, const float* p) { std::memcpy(&v, p, sizeof(Vec)); }

// r[i][j] becomes r[j][i]: four rounds of interleaving rows i and i + 8 (each round rotates the
// 8-bit row:lane address by one bit).
inline __attribute__((always_inline)) void transpose16(Vec (&r)[kLanes]) {
  using Mask = int32_t __attribute__((vector_size(kLanes * sizeof(int32_t))));
  const Mask lo = {0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23};
  const Mask hi = {8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31};
  for (int round = 0; round < 4; ++round) {
    Vec t[kLanes];
    #pragma GCC unroll 8
    for (int i = 0; i < 8; ++i) t[2 * i] = __builtin_shuffle(r[i], r[i + 8], lo), t[2 * i + 1] = __builtin_shuffle(r[i], r[i + 8], hi);
    #pragma GCC unroll 16
    for (int i = 0; i < kLanes; ++i) r[i] = t[i];
  }
}

// Copies lanes' runs src[lane][0, count) into columns: dst(q)[lane] = src[lane][q], where dst(q) is
// the vector for flat index q (next(q) gives dst(q) for q = 0, 1, ... in turn); 16 x 16 through
// registers, the last count % 16 element by element. A null src is a lane past the batch (zeros).
template <typename Next>
inline __attribute__((always_inline)) void transposeIn(const float* const (&src)[kLanes], int64_t count, Next next) {
  int64_t q = 0;
  for (; q + kLanes <= count; q += kLanes) {
    Vec r[kLanes];
    #pragma GCC unroll 16
    for (int lane = 0; lane < kLanes; ++lane) {
      r[lane] = Vec{};
      if (src[lane]) load(r[lane], src[lane] + q);
    }
    transpose16(r);
    #pragma GCC unroll 16
    for (int k = 0; k < kLanes; ++k) std::memcpy(next(), &r[k], sizeof(Vec));
  }
  for (; q < count; ++q) {
    float* d = next();
    for (int64_t lane = 0; lane < kLanes; ++lane) d[lane] = src[lane] ? src[lane][q] : 0.0f;
  }
}

// Padded rows [pyBegin, pyEnd) of block b as xt[py][px][c][lane]: x where the spec reads it, zeros
// where it pads. Where x's rows of columns and features are one run (NHWC, or one feature), 16 x 16
// through registers: over all the rows at once where the runs follow each other (no cropping).
JUXLA_CLONES void gatherRows(const Geometry& g, const float* x, int64_t b, int64_t pyBegin, int64_t pyEnd, float* xt) {
  int64_t channels = g.channels, rowFloats = g.padded[1] * channels * kLanes, width = g.input[1];
  bool runs = (channels == 1 || g.xChannel == 1) && g.xSpatial[1] == channels;
  int64_t pxBegin = std::clamp<int64_t>(g.low[1], 0, g.padded[1]), pxEnd = std::clamp<int64_t>(g.low[1] + width, 0, g.padded[1]);
  pxEnd = std::max(pxBegin, pxEnd);
  int64_t iyBegin = std::max<int64_t>(0, pyBegin - g.low[0]), iyEnd = std::min<int64_t>(g.input[0], pyEnd - g.low[0]);
  const float* src[kLanes];
  for (int64_t lane = 0; lane < kLanes; ++lane) {
    int64_t n = b * kLanes + lane;
    src[lane] = n < g.batch ? x + n * g.xBatch : nullptr;
  }
  for (int64_t py = pyBegin; py < pyEnd; ++py) {
    float* dst = xt + py * rowFloats;
    int64_t iy = py - g.low[0];
    if (iy < 0 || iy >= g.input[0]) {
      std::fill(dst, dst + rowFloats, 0.0f);
    } else if (runs) {
      std::fill(dst, dst + pxBegin * channels * kLanes, 0.0f);
      std::fill(dst + pxEnd * channels * kLanes, dst + rowFloats, 0.0f);
    } else {
      for (int64_t lane = 0; lane < kLanes; ++lane)
        for (int64_t px = 0; px < g.padded[1]; ++px) {
          int64_t ix = px - g.low[1];
          bool inside = src[lane] && ix >= 0 && ix < width;
          for (int64_t c = 0; c < channels; ++c)
            dst[(px * channels + c) * kLanes + lane] =
                inside ? src[lane][iy * g.xSpatial[0] + ix * g.xSpatial[1] + c * g.xChannel] : 0.0f;
        }
    }
  }
  if (!runs || iyBegin >= iyEnd) return;
  int64_t length = (pxEnd - pxBegin) * channels;  // floats of one row that the spec reads
  if (pxBegin == g.low[1] && pxEnd - pxBegin == width && g.xSpatial[0] == width * channels) {
    const float* from[kLanes];
    for (int64_t lane = 0; lane < kLanes; ++lane) from[lane] = src[lane] ? src[lane] + iyBegin * g.xSpatial[0] : nullptr;
    float* d = xt + ((iyBegin + g.low[0]) * g.padded[1] + pxBegin) * channels * kLanes;
    int64_t column = 0;  // of the current row
    transposeIn(from, (iyEnd - iyBegin) * length, [&] {
      if (column == length) column = 0, d += rowFloats;
      return d + kLanes * column++;
    });
    return;
  }
  for (int64_t iy = iyBegin; iy < iyEnd; ++iy) {
    const float* from[kLanes];
    for (int64_t lane = 0; lane < kLanes; ++lane)
      from[lane] = src[lane] ? src[lane] + iy * g.xSpatial[0] + (pxBegin - g.low[1]) * channels : nullptr;
    float* d = xt + ((iy + g.low[0]) * g.padded[1] + pxBegin) * channels * kLanes;
    transposeIn(from, length, [&] { return std::exchange(d, d + kLanes); });
  }
}

// row[q][lane] (q < count) to each lane's result at flat offset start + q, where the result's columns
// and features (and rows, for counts past a row) are one run: 16 x 16 through registers, the last
// count % 16 element by element.
JUXLA_CLONES void scatterRun(const Geometry& g, const float* row, int64_t count, int64_t b, int64_t start, float* y) {
  int64_t lanes = std::min<int64_t>(kLanes, g.batch - b * kLanes);
  float* dst[kLanes];
  for (int64_t lane = 0; lane < lanes; ++lane) dst[lane] = y + (b * kLanes + lane) * g.yBatch + start;
  int64_t q = 0;
  for (; q + kLanes <= count; q += kLanes) {
    Vec r[kLanes];
    #pragma GCC unroll 16
    for (int k = 0; k < kLanes; ++k) load(r[k], row + (q + k) * kLanes);
    transpose16(r);
    for (int64_t lane = 0; lane < lanes; ++lane) std::memcpy(dst[lane] + q, &r[lane], sizeof(Vec));
  }
  for (; q < count; ++q)
    for (int64_t lane = 0; lane < lanes; ++lane) dst[lane][q] = row[q * kLanes + lane];
}

// Output row oy of block b from row[ox][o][lane] into the result's layout, element by element.
void scatterRow(const Geometry& g, const float* row, int64_t b, int64_t oy, float* y) {
  for (int64_t lane = 0; lane < kLanes && b * kLanes + lane < g.batch; ++lane) {
    float* dst = y + (b * kLanes + lane) * g.yBatch + oy * g.ySpatial[0];
    for (int64_t ox = 0; ox < g.output[1]; ++ox)
      for (int64_t o = 0; o < g.features; ++o)
        dst[ox * g.ySpatial[1] + o * g.yFeature] = row[(ox * g.features + o) * kLanes + lane];
  }
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

std::optional<Kernel> smallChannelConvolution(const ir::Operation& op, bool onlyWhereFaster) {
  if (!op.is(ir::OpCode::Convolution)) return std::nullopt;
  std::optional<Geometry> geometry = geometryOf(op, onlyWhereFaster);
  if (!geometry) return std::nullopt;
  return Kernel([g = *geometry](KernelContext& ctx, std::span<const Buffer> operands, std::span<const Buffer> results) {
    const auto* x = static_cast<const float*>(operands[0].data);
    const auto* w = static_cast<const float*>(operands[1].data);
    auto* y = static_cast<float*>(results[0].data);
    // wt[ky][kx][c][o]: the weight at window position (ky, kx), reversal applied.
    float* wt = threadVecs(2, (g.weights() + kLanes - 1) / kLanes);
    bool finite = true;
    for (int64_t ky = 0, i = 0; ky < g.taps[0]; ++ky)
      for (int64_t kx = 0; kx < g.taps[1]; ++kx)
        for (int64_t c = 0; c < g.channels; ++c)
          for (int64_t o = 0; o < g.features; ++o, ++i) {
            int64_t wy = g.reversed[0] ? g.taps[0] - 1 - ky : ky, wx = g.reversed[1] ? g.taps[1] - 1 - kx : kx;
            wt[i] = w[o * g.wOut + c * g.wIn + wy * g.wSpatial[0] + wx * g.wSpatial[1]];
            finite &= std::isfinite(wt[i]);
          }
    bool runs = (g.features == 1 || g.yFeature == 1) && g.ySpatial[1] == g.features &&
                (g.output[0] == 1 || g.ySpatial[0] == g.rowVecs());
    // Each task takes a run of (block, output row) pairs and copies the padded rows of x they read:
    // a whole number of tasks per thread, a block per task where there are enough blocks.
    int64_t threads = ctx.pool.size(), pairs = g.blocks * g.output[0];
    int64_t tasks = std::min(pairs, threads * ((g.blocks + threads - 1) / threads));
    ctx.pool.parallelFor(tasks, 1, [&](int64_t taskBegin, int64_t taskEnd) {
      float* xt = threadVecs(0, g.blockVecs());
      Vec* row = reinterpret_cast<Vec*>(threadVecs(1, g.rowVecs() + kLanes));
      for (int64_t t = taskBegin; t < taskEnd; ++t) {
        int64_t begin = t * pairs / tasks, end = (t + 1) * pairs / tasks;
        while (begin < end) {
          int64_t b = begin / g.output[0], oyBegin = begin % g.output[0];
          int64_t oyEnd = std::min(g.output[0], oyBegin + end - begin);
          gatherRows(g, x, b, oyBegin * g.stride[0], (oyEnd - 1) * g.stride[0] + (g.taps[0] - 1) * g.dilation[0] + 1, xt);
          // Where the result's rows follow each other (NHWC), a row's last columns that do not fill
          // a 16 x 16 transpose wait at the buffer's start for the next row.
          int64_t pending = 0, start = oyBegin * g.ySpatial[0];
          for (int64_t oy = oyBegin; oy < oyEnd; ++oy) {
            if (!runs) {
              computeRow(g, reinterpret_cast<const Vec*>(xt), wt, finite, oy, row);
              scatterRow(g, reinterpret_cast<const float*>(row), b, oy, y);
              continue;
            }
            computeRow(g, reinterpret_cast<const Vec*>(xt), wt, finite, oy, row + pending);
            int64_t total = pending + g.rowVecs(), full = oy + 1 == oyEnd ? total : total / kLanes * kLanes;
            scatterRun(g, reinterpret_cast<const float*>(row), full, b, start, y);
            std::copy(row + full, row + total, row);
            pending = total - full, start += full;
          }
          begin += oyEnd - oyBegin;
        }
      }
    });
  });
}

}  // namespace juxla::cpu
