// The small-channel kernel gradient (small_kernel_gradient.h). In the convolution's terms: lhs x has
// batch C (the layer's input channels) and features N (the batch), rhs dy has input features N,
// output features O and a P x Q window; the result dw[c][o][ky][kx] sums x at row ky*s0 + p*d0 - lo0,
// column kx*s1 + q*d1 - lo1 times dy[n][o][p][q] over n, p, q (s: window strides, d: rhs dilation).
//
// Where dy's rows are runs of (q, o) pairs (features innermost, as channels-last layers leave them) and
// d = 1 (unit forward strides), the spread path: a vector is 16 floats of such a run read in place, and
// x's rows are copied with each value repeated O times ("spread", SpreadPattern), so that the x a lane
// needs is the vector at the same offset plus kx*s1*O. Per batch element and vector column, each x
// row's KW vectors meet the dy rows of every ky that reads them, with KH x KW accumulators in registers;
// a lane's sums go to feature (offset % O) at the end. Otherwise, per batch element the task copies x
// into rows already shifted for every kx ([c][row][kx][q], zero where the spec pads and past Q) and dy
// into [o][p][q] (zero past Q), so the inner loop is a multiply-add of aligned 16-float vectors over q;
// accumulators [c][o][ky][kx][q] stay in cache and their lanes are summed once at the end. Tasks:
// runs of batch elements, a few per thread.
#include "backends/cpu/small_kernel_gradient.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <numeric>
#include <optional>
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
using Index = int32_t __attribute__((vector_size(kLanes * sizeof(int32_t))));

// Past these the accumulators leave L2 or the vectors run mostly empty: oneDNN then.
constexpr int64_t kMaxChannelProduct = 256;
constexpr int64_t kMaxAccumulatorBytes = 512 * 1024;
// The spread path's register tile: up to 5 x 5 taps (and 5 x vectors and a dy vector: 31 registers).
constexpr int64_t kMaxSpreadTaps = 5;
constexpr int64_t kTasksPerThread = 4;

// Unaligned; by reference, as a Vec passed by value outside AVX-512 code changes the ABI.
inline __attribute__((always_inline)) void loadVec(Vec& v, const float* p) { std::memcpy(&v, p, sizeof(Vec)); }
inline __attribute__((always_inline)) void storeVec(float* p, const Vec& v) { std::memcpy(p, &v, sizeof(Vec)); }

int64_t roundUpToVecs(int64_t floats) { return (floats + kLanes - 1) / kLanes * kLanes; }

// Where dy's rows hold (q, o) pairs with features innermost, a vector of 16 of their floats lines up
// with x's columns once each x value is repeated O times ("spread"): spread[i] = row[i / O]. Vector
// k of a spread row permutes the 16 floats of the row from start[k % period] + (k / period) * step;
// the permutations repeat every `period` vectors.
struct SpreadPattern {
  int64_t features = 1, period = 1, step = 0;
  std::vector<int64_t> start;
  std::vector<std::array<int32_t, kLanes>> index;  // (a std::vector does not align vector types)

  explicit SpreadPattern(int64_t featureCount) : features(featureCount) {
    period = features / std::gcd(features, kLanes);
    step = period * kLanes / features;
    for (int64_t k = 0; k < period; ++k) {
      start.push_back(k * kLanes / features);
      std::array<int32_t, kLanes> idx;
      for (int64_t lane = 0; lane < kLanes; ++lane)
        idx[size_t(lane)] = int32_t((k * kLanes + lane) / features - start.back());
      index.push_back(idx);
    }
  }
  // Floats of an unspread row that `vectors` spread vectors read (the last 16-float load included),
  // in whole vectors.
  int64_t rowFloats(int64_t vectors) const { return roundUpToVecs((vectors * kLanes + features - 1) / features + kLanes); }
};

// out[0, 16 * vectors): the spread of row (which must hold pattern.rowFloats(vectors) floats), the
// permutation cycling.
inline __attribute__((always_inline)) void spreadRow(const SpreadPattern& pattern, const float* row, float* out,
                                                     int64_t vectors) {
  int64_t period = pattern.period, step = pattern.step;  // (locals: the stores below could alias them)
  const int64_t* start = pattern.start.data();
  const std::array<int32_t, kLanes>* indexes = pattern.index.data();
  for (int64_t v = 0, k = 0; v < vectors; ++v) {
    Vec in;
    Index index;
    loadVec(in, row + start[k]);
    std::memcpy(&index, indexes[k].data(), sizeof(Index));
    storeVec(out + v * kLanes, __builtin_shuffle(in, index));
    if (++k == period) k = 0, row += step;
  }
}

struct Geometry {
  int64_t channels = 0, batch = 0, features = 0;  // C, N, O
  std::array<int64_t, 2> taps{}, window{}, input{}, stride{}, dilation{}, low{};  // KH KW, P Q, H W, s, d, lo
  int64_t xChannel = 0, xBatch = 0, dyBatch = 0, dyFeature = 0, dwChannel = 0, dwFeature = 0;
  std::array<int64_t, 2> xSpatial{}, dySpatial{}, dwSpatial{};  // element strides
  int64_t chunks = 0;  // vectors per row of Q
  int64_t rows = 0;    // x rows a batch element's window reaches: (KH-1)*s0 + (P-1)*d0 + 1
  // The spread path: vectors per dy row (Q * O floats, the last vector part full), floats per spread x row.
  bool spread = false;
  int64_t spreadVecs = 0, spreadRowFloats = 0;

  int64_t xRowVecs() const { return taps[1] * chunks; }  // one shifted row: [kx][chunk]
  int64_t xVecs() const {
    return spread ? channels * rows * spreadRowFloats / kLanes : channels * rows * xRowVecs();
  }
  int64_t dyVecs() const { return spread ? window[0] * spreadVecs : features * window[0] * chunks; }
  int64_t accVecs() const {
    return spread ? channels * taps[0] * taps[1] * spreadVecs : channels * features * taps[0] * taps[1] * chunks;
  }
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
  g.spread = g.dilation[0] == 1 && g.dilation[1] == 1 && g.taps[1] <= kMaxSpreadTaps &&
             (g.features == 1 || g.dyFeature == 1) && g.dySpatial[1] == g.features;
  if (g.spread) {
    g.spreadVecs = (g.window[1] * g.features + kLanes - 1) / kLanes;
    g.spreadRowFloats = roundUpToVecs(g.spreadVecs * kLanes + (g.taps[1] - 1) * g.stride[1] * g.features);
  }
  auto fits = [&] { return int64_t(sizeof(Vec)) * (g.accVecs() + g.xVecs() + g.dyVecs()) <= kMaxAccumulatorBytes; };
  if (g.spread && !fits()) g.spread = false;
  if (!fits()) return std::nullopt;
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

// The spread path's x for batch element n: xs[c][r][i] = x at padded row r and padded column i / O
// (zero where the spec pads), i < spreadRowFloats. `scratch` (rows x pattern.rowFloats floats) holds
// a channel's rows unspread first, all of them: reading a row just written would wait for the stores,
// as a load spanning several stores is not forwarded from them.
JUXLA_CLONES void spreadBatchElement(const Geometry& g, const SpreadPattern& pattern, const float* x, int64_t n,
                                     float* scratch, float* xs) {
  int64_t vectors = g.spreadRowFloats / kLanes, width = pattern.rowFloats(vectors);
  int64_t first = std::clamp<int64_t>(g.low[1], 0, width), last = std::clamp<int64_t>(g.low[1] + g.input[1], first, width);
  int64_t rowBegin = std::clamp<int64_t>(g.low[0], 0, g.rows);
  int64_t rowEnd = std::clamp<int64_t>(g.low[0] + g.input[0], rowBegin, g.rows);
  for (int64_t c = 0; c < g.channels; ++c) {
    for (int64_t r = rowBegin; r < rowEnd; ++r) {
      // Zeros, then x's columns over them: whole vectors where they are a run, the rest one by one
      // (std::fill and std::copy call into libc, costly for rows of a few vectors).
      float* row = scratch + r * width;
      const float* src =
          x + n * g.xBatch + c * g.xChannel + (r - g.low[0]) * g.xSpatial[0] + (first - g.low[1]) * g.xSpatial[1];
      Vec zero{}, v;
      for (int64_t i = 0; i < width; i += kLanes) storeVec(row + i, zero);
      int64_t i = first;
      if (g.xSpatial[1] == 1)
        for (; i + kLanes <= last; i += kLanes) loadVec(v, src + (i - first)), storeVec(row + i, v);
      for (; i < last; ++i) row[i] = src[(i - first) * g.xSpatial[1]];
    }
    float* out = xs + c * g.rows * g.spreadRowFloats;
    for (int64_t r = 0; r < g.rows; ++r, out += g.spreadRowFloats) {
      if (r < rowBegin || r >= rowEnd) {
        std::fill(out, out + g.spreadRowFloats, 0.0f);
        continue;
      }
      spreadRow(pattern, scratch + r * width, out, vectors);
    }
  }
}

// Batch element n's dy rows as the spread path reads them: row p at base + p * rowStride, each a whole
// number of vectors long. In place, or where the last vector of a row would read past the end of dy,
// copied to `spare` (P x spreadVecs vectors).
struct DyRows {
  const float* base;
  int64_t rowStride;
};

DyRows dyRows(const Geometry& g, const float* dy, int64_t dyElements, int64_t n, float* spare) {
  int64_t start = n * g.dyBatch, last = start + (g.window[0] - 1) * g.dySpatial[0];
  if (last + g.spreadVecs * kLanes <= dyElements) return {dy + start, g.dySpatial[0]};
  int64_t valid = g.window[1] * g.features, stride = g.spreadVecs * kLanes;
  for (int64_t p = 0; p < g.window[0]; ++p) {
    const float* row = dy + start + p * g.dySpatial[0];
    std::copy(row, row + valid, spare + p * stride);
    std::fill(spare + p * stride + valid, spare + (p + 1) * stride, 0.0f);
  }
  return {spare, stride};
}

// acc[ky0 + k][kx][j] += xs at row p + (ky0 + k) * s0, offset j * 16 + kx * s1 * O, times dy row p's
// vector j, over p, for k < KB: each x row's KW vectors are loaded once and meet the dy rows of every
// ky that reads them; KB x KW accumulators stay in registers.
template <int KW, int KB>
inline __attribute__((always_inline)) void accumulateSpreadTile(const Geometry& g, const float* xc, DyRows dy, float* acc,
                                                                int64_t ky0, int64_t j) {
  int64_t rowFloats = g.spreadRowFloats, s0 = g.stride[0], columnStep = g.stride[1] * g.features;
  int64_t window = g.window[0], tapStride = g.spreadVecs * kLanes, offset = j * kLanes;
  Vec a[KB][KW];
  float* at = acc + ky0 * KW * tapStride + offset;
  #pragma GCC unroll 8
  for (int k = 0; k < KB; ++k)
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) loadVec(a[k][kx], at + (k * KW + kx) * tapStride);
  const float* x0 = xc + ky0 * s0 * rowFloats + offset;
  const float* d0 = dy.base + offset;
  // Row r meets dy row r - k * s0 for each k where that is one of dy's P rows: all k in the middle.
  auto step = [&](int64_t r, auto checked) __attribute__((always_inline)) {
    Vec xv[KW];
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) loadVec(xv[kx], x0 + r * rowFloats + kx * columnStep);
    #pragma GCC unroll 8
    for (int k = 0; k < KB; ++k) {
      int64_t p = r - k * s0;
      if (checked && (p < 0 || p >= window)) continue;
      Vec d;
      loadVec(d, d0 + p * dy.rowStride);
      #pragma GCC unroll 8
      for (int kx = 0; kx < KW; ++kx) a[k][kx] += xv[kx] * d;
    }
  };
  int64_t rows = window + (KB - 1) * s0, middle = std::min<int64_t>((KB - 1) * s0, rows), end = std::max(middle, window);
  for (int64_t r = 0; r < middle; ++r) step(r, std::true_type{});
  for (int64_t r = middle; r < window; ++r) step(r, std::false_type{});
  for (int64_t r = end; r < rows; ++r) step(r, std::true_type{});
  #pragma GCC unroll 8
  for (int k = 0; k < KB; ++k)
    #pragma GCC unroll 8
    for (int kx = 0; kx < KW; ++kx) storeVec(at + (k * KW + kx) * tapStride, a[k][kx]);
}

template <int KW>
inline __attribute__((always_inline)) void accumulateSpreadChannel(const Geometry& g, const float* xc, DyRows dy,
                                                                   float* acc) {
  for (int64_t ky0 = 0; ky0 < g.taps[0]; ky0 += kMaxSpreadTaps)
    for (int64_t j = 0; j < g.spreadVecs; ++j) switch (std::min(kMaxSpreadTaps, g.taps[0] - ky0)) {
        case 1: accumulateSpreadTile<KW, 1>(g, xc, dy, acc, ky0, j); break;
        case 2: accumulateSpreadTile<KW, 2>(g, xc, dy, acc, ky0, j); break;
        case 3: accumulateSpreadTile<KW, 3>(g, xc, dy, acc, ky0, j); break;
        case 4: accumulateSpreadTile<KW, 4>(g, xc, dy, acc, ky0, j); break;
        default: accumulateSpreadTile<KW, 5>(g, xc, dy, acc, ky0, j); break;
      }
}

// acc[c][ky][kx][j] (vectors) += the spread path's sums for one batch element.
JUXLA_CLONES void accumulateSpread(const Geometry& g, const float* xs, DyRows dy, float* acc) {
  int64_t accPerChannel = g.taps[0] * g.taps[1] * g.spreadVecs * kLanes;
  for (int64_t c = 0; c < g.channels; ++c) {
    const float* xc = xs + c * g.rows * g.spreadRowFloats;
    float* ac = acc + c * accPerChannel;
    switch (g.taps[1]) {
      case 1: accumulateSpreadChannel<1>(g, xc, dy, ac); break;
      case 2: accumulateSpreadChannel<2>(g, xc, dy, ac); break;
      case 3: accumulateSpreadChannel<3>(g, xc, dy, ac); break;
      case 4: accumulateSpreadChannel<4>(g, xc, dy, ac); break;
      default: accumulateSpreadChannel<5>(g, xc, dy, ac); break;
    }
  }
}

// sums[c][o][ky][kx] = the spread path's accumulators' lanes: lane l of vector j holds feature
// (16 j + l) % O, up to Q * O.
void sumSpreadLanes(const Geometry& g, const float* acc, float* sums) {
  int64_t taps = g.taps[0] * g.taps[1], valid = g.window[1] * g.features;
  std::fill(sums, sums + g.channels * g.features * taps, 0.0f);
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t t = 0; t < taps; ++t) {
      const float* a = acc + (c * taps + t) * g.spreadVecs * kLanes;
      for (int64_t o = 0; o < g.features; ++o)
        for (int64_t i = o; i < valid; i += g.features) sums[(c * g.features + o) * taps + t] += a[i];
    }
}

// Vec-aligned, reused across calls on a thread (no page faults or allocation per call).
float* threadVecs(int slot, int64_t vecs) {
  struct alignas(sizeof(Vec)) Block {
    float lanes[kLanes];
  };
  thread_local std::array<std::vector<Block>, 5> buffers;
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
    // A few tasks per thread, taken as threads come free (the cores are shared, a thread may start
    // late); the sums depend on the task count only, not on which thread ran a task.
    int64_t tasks = std::min<int64_t>(kTasksPerThread * ctx.pool.size(), g.batch);
    int64_t dyElements = operands[1].type.numElements();
    std::optional<SpreadPattern> pattern;
    if (g.spread) pattern.emplace(g.features);
    // Each task's sums, [task][c][o][ky][kx], added in task order at the end.
    std::vector<float> partial(size_t(tasks * outputs));
    ctx.pool.parallelFor(tasks, 1, [&](int64_t begin, int64_t end) {
      float* xs = threadVecs(0, g.xVecs());
      float* dys = threadVecs(1, g.dyVecs());
      float* acc = threadVecs(2, g.accVecs());
      float* scratch =
          g.spread ? threadVecs(3, g.rows * pattern->rowFloats(g.spreadRowFloats / kLanes) / kLanes) : nullptr;
      for (int64_t t = begin; t < end; ++t) {
        std::fill(acc, acc + g.accVecs() * kLanes, 0.0f);
        for (int64_t n = t * g.batch / tasks; n < (t + 1) * g.batch / tasks; ++n) {
          if (!g.spread) {
            gatherBatchElement(g, x, dy, n, xs, dys);
            accumulateBatchElement(g, xs, dys, acc);
            continue;
          }
          spreadBatchElement(g, *pattern, x, n, scratch, xs);
          accumulateSpread(g, xs, dyRows(g, dy, dyElements, n, dys), acc);
        }
        float* sums = partial.data() + t * outputs;
        if (g.spread) {
          sumSpreadLanes(g, acc, sums);
          continue;
        }
        for (int64_t i = 0; i < outputs; ++i) sums[i] = laneSum(acc + i * g.chunks * kLanes, g.chunks);
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
