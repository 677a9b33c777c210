// How the fused kernel (fused_kernel.cpp) reads its views over one segment: strided views in runs
// along their last dimension, and pads (FusedView::padded) as the pad value plus the operand's
// runs where they land. Included by fused_kernel.cpp only, so each CPU clone inlines its own copy.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>

#include "backends/cpu/fused_kernel.h"

#ifndef JUXLA_INLINE
#define JUXLA_INLINE inline __attribute__((always_inline))
#endif
// A lambda inlined into its caller, so that each CPU clone compiles its own copy (an outlined one
// is compiled once, for plain x86-64).
#define JUXLA_INLINE_LAMBDA __attribute__((always_inline))

namespace juxla::cpu::reads {

template <typename T>
JUXLA_INLINE void fill(T* d, T x, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = x;
}

constexpr int64_t kShortRun = 16;  // runs up to this many elements get a loop of constant length

// `count` runs of `length` elements, run r from s + r * sStride to d + r * dStride: a copy, or (for
// a pad added to a value) that value plus the run, in the add's operand order. A run of constant
// length is one memcpy, which the compiler expands into a couple of moves after its vectorizer has
// run: vectorized as a loop, runs of 6 floats became a zmm assembled element by element.
template <typename T>
struct CopyRuns {
  T* __restrict d;
  const T* __restrict s;
  template <int K>
  JUXLA_INLINE void run(int64_t dStride, int64_t sStride, int64_t count, int64_t length) const {
    if constexpr (K > 0) {
      for (int64_t r = 0; r < count; ++r) __builtin_memcpy(d + r * dStride, s + r * sStride, K * sizeof(T));
    } else {
      for (int64_t r = 0; r < count; ++r)
        for (int64_t j = 0; j < length; ++j) d[r * dStride + j] = s[r * sStride + j];
    }
  }
};
template <typename T, bool PadFirst>
struct AddRuns {
  T* __restrict d;
  const T* __restrict a;  // the other operand, at d's positions
  const T* __restrict s;
  template <int K>
  JUXLA_INLINE void run(int64_t dStride, int64_t sStride, int64_t count, int64_t length) const {
    int64_t n = K ? K : length;
    for (int64_t r = 0; r < count; ++r)
      for (int64_t j = 0; j < n; ++j) {
        T x = a[r * dStride + j], y = s[r * sStride + j];
        d[r * dStride + j] = PadFirst ? y + x : x + y;
      }
  }
};

// Runs of a few elements (NHWC with C = 6) as a couple of vector moves: the length as a constant.
template <typename Runs, int... K>
JUXLA_INLINE void dispatchRuns(std::integer_sequence<int, K...>, const Runs& r, int64_t dStride, int64_t sStride, int64_t count,
                               int64_t length) {
  if (!((length == K + 1 ? (r.template run<K + 1>(dStride, sStride, count, length), true) : false) || ...))
    r.template run<0>(dStride, sStride, count, length);
}
template <typename Runs>
JUXLA_INLINE void runs(const Runs& r, int64_t dStride, int64_t sStride, int64_t count, int64_t length) {
  dispatchRuns(std::make_integer_sequence<int, kShortRun>(), r, dStride, sStride, count, length);
}

// Elements [f0, f0 + n) of the iteration shape, read through `v`, in runs along its last dimension.
template <typename T>
JUXLA_INLINE void loadView(T* __restrict d, const T* __restrict base, const FusedView& v, int64_t f0, int64_t n) {
  size_t rank = v.shape.size();
  int64_t idx[kMaxFusedRank];
  int64_t rest = f0, off = v.offset;
  for (size_t k = rank; k-- > 0;) {
    idx[k] = rest % v.shape[k];
    rest /= v.shape[k];
    off += idx[k] * v.strides[k];
  }
  int64_t inner = v.shape[rank - 1], s = v.strides[rank - 1];
  bool shortRuns = s == 1 && inner <= kShortRun && rank >= 2;
  auto carry = [&](size_t from) JUXLA_INLINE_LAMBDA {
    for (size_t k = from; k > 0 && idx[k] == v.shape[k]; --k) {
      idx[k] = 0;
      off += v.strides[k - 1] - v.shape[k] * v.strides[k];
      ++idx[k - 1];
    }
  };
  for (int64_t done = 0; done < n;) {
    if (shortRuns && idx[rank - 1] == 0 && n - done >= inner) {  // whole runs along the next dimension
      int64_t rows = std::min((n - done) / inner, v.shape[rank - 2] - idx[rank - 2]), rowStride = v.strides[rank - 2];
      runs(CopyRuns<T>{d + done, base + off}, inner, rowStride, rows, inner);
      done += rows * inner;
      idx[rank - 2] += rows;
      off += rows * rowStride;
      carry(rank - 2);
      continue;
    }
    int64_t run = std::min(n - done, inner - idx[rank - 1]);
    const T* src = base + off;
    T* dst = d + done;
    if (s == 1) {
      for (int64_t j = 0; j < run; ++j) dst[j] = src[j];
    } else if (s == 0) {
      fill(dst, src[0], run);
    } else {
      for (int64_t j = 0; j < run; ++j) dst[j] = src[j * s];
    }
    done += run;
    idx[rank - 1] += run;
    off += run * s;
    carry(rank - 1);
  }
}

// Where a row of a pad's result (every dim but the last) reads the operand, walked row by row:
// per row dim, its index and (index - low) as quot * step + phase, so that moving to the next row
// costs a carry rather than the divisions of decoding it (those were most of a maxpool gradient).
struct PadRowWalk {
  int64_t idx[kMaxFusedRank], quot[kMaxFusedRank], phase[kMaxFusedRank];
  size_t dims = 0;
  const FusedView* v = nullptr;
  int64_t row = -1;  // the row it is at

  static int64_t floorDiv(int64_t a, int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }
  JUXLA_INLINE void place(size_t k, int64_t i) {  // dim k at index i
    int64_t q = i - v->low[k];
    idx[k] = i;
    quot[k] = floorDiv(q, v->step[k]);
    phase[k] = q - quot[k] * v->step[k];
  }
  JUXLA_INLINE void start(const FusedView& view, int64_t at) {
    v = &view;
    dims = view.shape.size() - 1;
    row = at;
    for (size_t k = dims; k-- > 0;) {
      place(k, at % view.shape[k]);
      at /= view.shape[k];
    }
  }
  // At row `at` of `view`: from where it stands when that is this row or the one before it (the
  // next segment of a task goes on where the last one stopped), else decoded afresh.
  JUXLA_INLINE void seek(const FusedView& view, int64_t at) {
    if (v != &view || (row != at && row + 1 != at)) return start(view, at);
    if (row + 1 == at) next();
  }
  // The operand's offset of the row's first column, or -1 where a row dimension falls off its lattice.
  JUXLA_INLINE int64_t offset() const {
    int64_t offset = 0;
    for (size_t k = 0; k < dims; ++k) {
      if (phase[k] != 0 || quot[k] < 0 || quot[k] >= v->extent[k]) return -1;
      offset += quot[k] * v->strides[k];
    }
    return offset;
  }
  JUXLA_INLINE void next() {
    ++row;
    for (size_t k = dims; k-- > 0;) {
      ++idx[k];
      if (++phase[k] == v->step[k]) phase[k] = 0, ++quot[k];
      if (idx[k] < v->shape[k]) return;
      place(k, 0);
    }
  }
};

// The operand indices [first, end) of dim d whose position low + j * step falls inside the result.
inline std::pair<int64_t, int64_t> landingRange(const FusedView& v, size_t d) {
  int64_t first = v.low[d] >= 0 ? 0 : (-v.low[d] + v.step[d] - 1) / v.step[d];
  return {first, std::min(v.extent[d], PadRowWalk::floorDiv(v.shape[d] - 1 - v.low[d], v.step[d]) + 1)};
}

// The operand's runs of a pad's result that land in elements [f0, f0 + n): calls
// emit(dOffset, src, dStride, sStride, count, length) with dOffset relative to f0. Rows (all dims
// but the last outer one) off the operand's lattice cost nothing; in the others only the landing
// columns are visited. `walk` is where the last call on this view left off, if it is kept.
template <typename T, typename Emit>
JUXLA_INLINE void landingRuns(const T* base, const FusedView& v, int64_t f0, int64_t n, Emit emit, PadRowWalk* walk = nullptr) {
  size_t m = v.shape.size();
  int64_t R = v.run;
  if (m == 0) {  // every dimension copied whole
    emit(0, base + f0, 0, 0, 1, n);
    return;
  }
  int64_t cols = v.shape[m - 1], rowLength = cols * R, low = v.low[m - 1], step = v.step[m - 1];
  int64_t extent = v.extent[m - 1], colStride = v.strides[m - 1];
  int64_t end = f0 + n;
  // Operand columns j land at column low + j * step; in a whole row, [full0, full1) land.
  auto [full0, full1] = landingRange(v, m - 1);
  PadRowWalk local;
  if (!walk) walk = &local;
  int64_t row = f0 / rowLength, lastRow = (end - 1) / rowLength;
  walk->seek(v, row);
  for (;; ++row, walk->next()) {
    int64_t offset = walk->offset();
    int64_t rowStart = row * rowLength;
    if (offset >= 0 && rowStart >= f0 && rowStart + rowLength <= end) {
      if (full1 > full0)
        emit(rowStart + (low + full0 * step) * R - f0, base + offset + full0 * colStride, step * R, colStride, full1 - full0, R);
    } else if (offset >= 0) {  // the segment's first or last row, cut
      int64_t from = std::max(f0, rowStart) - rowStart, to = std::min(end, rowStart + rowLength) - rowStart;
      int64_t firstCol = from / R, lastCol = (to - 1) / R;  // [j0, j1) overlap elements [from, to)
      int64_t j0 = firstCol - low <= 0 ? 0 : (firstCol - low + step - 1) / step;
      int64_t j1 = lastCol < low ? 0 : std::min(extent, (lastCol - low) / step + 1);
      auto part = [&](int64_t j) JUXLA_INLINE_LAMBDA {  // a run the segment cuts
        int64_t col = low + j * step, e0 = std::max(from, col * R), e1 = std::min(to, col * R + R);
        emit(rowStart + e0 - f0, base + offset + j * colStride + (e0 - col * R), 0, 0, 1, e1 - e0);
      };
      int64_t j = j0;
      for (; j < j1 && (low + j * step) * R < from; ++j) part(j);
      // Columns from j on whose run ends by `to`: low + w * step + 1 <= to / R.
      int64_t whole = std::max(j, std::min(j1, PadRowWalk::floorDiv(to / R - 1 - low, step) + 1));
      if (whole > j) emit(rowStart + (low + j * step) * R - f0, base + offset + j * colStride, step * R, colStride, whole - j, R);
      for (j = whole; j < j1; ++j) part(j);
    }
    if (row == lastRow) break;
  }
}

// Elements [f0, f0 + n) of a pad's result: the pad value, then the operand's runs where they land.
template <typename T>
JUXLA_INLINE void loadPadded(T* __restrict d, const T* __restrict base, const FusedView& v, T padValue, int64_t f0, int64_t n) {
  fill(d, padValue, n);
  landingRuns(base, v, f0, n, [&](int64_t at, const T* src, int64_t dStride, int64_t sStride, int64_t count, int64_t length) JUXLA_INLINE_LAMBDA {
    runs(CopyRuns<T>{d + at, src}, dStride, sStride, count, length);
  });
}

// a + pad (or pad + a, `padFirst`) in one pass and a sparse one, where a load and an add took a
// fill, a copy and a full add: a plus the pad value everywhere, then a plus the operand where it lands.
template <typename T>
JUXLA_INLINE void addPadded(T* __restrict d, const T* __restrict a, const T* __restrict base, const FusedView& v, T padValue,
                            bool padFirst, int64_t f0, int64_t n) {
  if (padFirst) {
    for (int64_t i = 0; i < n; ++i) d[i] = padValue + a[i];
  } else {
    for (int64_t i = 0; i < n; ++i) d[i] = a[i] + padValue;
  }
  landingRuns(base, v, f0, n, [&](int64_t at, const T* src, int64_t dStride, int64_t sStride, int64_t count, int64_t length) JUXLA_INLINE_LAMBDA {
    if (padFirst) runs(AddRuns<T, true>{d + at, a + at, src}, dStride, sStride, count, length);
    else runs(AddRuns<T, false>{d + at, a + at, src}, dStride, sStride, count, length);
  });
}

// Elements [f0, f0 + n) of a sum of zero pads (FusedOp::PadSum) whose operands land on disjoint
// positions: each operand's runs where they land, zero elsewhere (no fill where they tile the
// result), then + 0 over all (x + 0 is x but for -0, which becomes +0). Any order of the adds
// gives exactly that: each element meets only zeros.
template <typename T, typename Term>
JUXLA_INLINE void padSum(T* __restrict d, Term* terms, int64_t count, bool tiles, int64_t f0, int64_t n) {
  if (!tiles) fill(d, T(0), n);
  for (int64_t t = 0; t < count; ++t)
    landingRuns(
        static_cast<const T*>(terms[t].data), *terms[t].view, f0, n,
        [&](int64_t at, const T* src, int64_t dStride, int64_t sStride, int64_t k, int64_t length) JUXLA_INLINE_LAMBDA {
          runs(CopyRuns<T>{d + at, src}, dStride, sStride, k, length);
        },
        &terms[t].walk);
  for (int64_t i = 0; i < n; ++i) d[i] = d[i] + T(0);
}

}  // namespace juxla::cpu::reads
