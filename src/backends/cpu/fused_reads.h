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

namespace juxla::cpu::reads {

template <typename T>
JUXLA_INLINE void fill(T* d, T x, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = x;
}

constexpr int64_t kShortRun = 16;  // runs up to this many elements get a loop of constant length

// `count` runs of `length` elements, run r from s + r * sStride to d + r * dStride: a copy, or (for
// a pad added to a value) that value plus the run, in the add's operand order.
template <typename T>
struct CopyRuns {
  T* __restrict d;
  const T* __restrict s;
  template <int K>
  JUXLA_INLINE void run(int64_t dStride, int64_t sStride, int64_t count, int64_t length) const {
    int64_t n = K ? K : length;
    for (int64_t r = 0; r < count; ++r)
      for (int64_t j = 0; j < n; ++j) d[r * dStride + j] = s[r * sStride + j];
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
  auto carry = [&](size_t from) {
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

// The operand's runs of a pad's result that land in elements [f0, f0 + n): calls
// emit(dOffset, src, dStride, sStride, count, length) with dOffset relative to f0. Rows (all dims
// but the last outer one) off the operand's lattice cost nothing; in the others only the landing
// columns are visited.
template <typename T, typename Emit>
JUXLA_INLINE void landingRuns(const T* base, const FusedView& v, int64_t f0, int64_t n, Emit emit) {
  size_t m = v.shape.size();
  int64_t R = v.run;
  if (m == 0) {  // every dimension copied whole
    emit(0, base + f0, 0, 0, 1, n);
    return;
  }
  int64_t cols = v.shape[m - 1], rowLength = cols * R, low = v.low[m - 1], step = v.step[m - 1];
  int64_t extent = v.extent[m - 1], colStride = v.strides[m - 1];
  int64_t end = f0 + n;
  for (int64_t row = f0 / rowLength; row * rowLength < end; ++row) {
    // The operand's offset of this row, unless a row dimension falls between its elements.
    int64_t rest = row, offset = 0;
    bool lands = true;
    for (size_t k = m - 1; k-- > 0;) {
      int64_t i = rest % v.shape[k], q = i - v.low[k];
      rest /= v.shape[k];
      if (q < 0 || q % v.step[k] != 0 || q / v.step[k] >= v.extent[k]) {
        lands = false;
        break;
      }
      offset += (q / v.step[k]) * v.strides[k];
    }
    if (!lands) continue;
    int64_t rowStart = row * rowLength;
    int64_t from = std::max(f0, rowStart) - rowStart, to = std::min(end, rowStart + rowLength) - rowStart;
    // Operand columns j land at column low + j * step; [j0, j1) overlap elements [from, to).
    int64_t firstCol = from / R, lastCol = (to - 1) / R;
    int64_t j0 = firstCol - low <= 0 ? 0 : (firstCol - low + step - 1) / step;
    int64_t j1 = lastCol < low ? 0 : std::min(extent, (lastCol - low) / step + 1);
    auto part = [&](int64_t j) {  // a run the segment cuts
      int64_t col = low + j * step, e0 = std::max(from, col * R), e1 = std::min(to, col * R + R);
      emit(rowStart + e0 - f0, base + offset + j * colStride + (e0 - col * R), 0, 0, 1, e1 - e0);
    };
    int64_t j = j0;
    for (; j < j1 && (low + j * step) * R < from; ++j) part(j);
    int64_t whole = j;
    while (whole < j1 && (low + whole * step) * R + R <= to) ++whole;
    if (whole > j) emit(rowStart + (low + j * step) * R - f0, base + offset + j * colStride, step * R, colStride, whole - j, R);
    for (j = whole; j < j1; ++j) part(j);
  }
}

// Elements [f0, f0 + n) of a pad's result: the pad value, then the operand's runs where they land.
template <typename T>
JUXLA_INLINE void loadPadded(T* __restrict d, const T* __restrict base, const FusedView& v, T padValue, int64_t f0, int64_t n) {
  fill(d, padValue, n);
  landingRuns(base, v, f0, n, [&](int64_t at, const T* src, int64_t dStride, int64_t sStride, int64_t count, int64_t length) {
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
  landingRuns(base, v, f0, n, [&](int64_t at, const T* src, int64_t dStride, int64_t sStride, int64_t count, int64_t length) {
    if (padFirst) runs(AddRuns<T, true>{d + at, a + at, src}, dStride, sStride, count, length);
    else runs(AddRuns<T, false>{d + at, a + at, src}, dStride, sStride, count, length);
  });
}

}  // namespace juxla::cpu::reads
