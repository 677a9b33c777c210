// Running a fused program (see fused_kernel.h). This file is compiled with -O3, -fno-math-errno,
// -fno-trapping-math (so that sqrt and the selects of poly_math.h vectorize; neither changes a
// result) and -ffp-contract=off (no fused multiply-add, so every CPU gets the same bits).
// runInstructions is cloned for AVX-512, AVX2 and baseline x86-64; the loader picks one per CPU.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <memory>

#include "backends/cpu/target_clones.h"
#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"
#include "backends/cpu/poly_math.h"
#include "backends/cpu/thread_pool.h"

#define JUXLA_INLINE inline __attribute__((always_inline))

namespace juxla::cpu {

namespace {

constexpr int64_t C = kFusedChunk;
constexpr int64_t kGrainElements = 1 << 15;  // per task: below this, threads cost more than they save

template <typename T>
using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;

// IEEE maximum and minimum as the interpreter has them: NaN propagates (the first one), -0 < +0.
// For equal operands, and-ing (or-ing) the bits picks +0 (-0) of two zeros and is x otherwise.
template <typename T>
JUXLA_INLINE T maxOf(T a, T b) {
  T r = a > b ? a : b;
  T same = std::bit_cast<T>(Bits<T>(std::bit_cast<Bits<T>>(a) & std::bit_cast<Bits<T>>(b)));
  r = a == b ? same : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}
template <typename T>
JUXLA_INLINE T minOf(T a, T b) {
  T r = a < b ? a : b;
  T same = std::bit_cast<T>(Bits<T>(std::bit_cast<Bits<T>>(a) | std::bit_cast<Bits<T>>(b)));
  r = a == b ? same : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}

template <typename T>
JUXLA_INLINE void fill(T* d, T x, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = x;
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
  for (int64_t done = 0; done < n;) {
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
    for (size_t k = rank - 1; k > 0 && idx[k] == v.shape[k]; --k) {
      idx[k] = 0;
      off += v.strides[k - 1] - v.shape[k] * v.strides[k];
      ++idx[k - 1];
    }
  }
}

// Elements [f0, f0 + n) of a pad's result (FusedView::padded): the pad value everywhere, then each
// run of the operand copied to where it lands. Rows (all dims but the last outer one) outside the
// operand's lattice cost nothing beyond the fill; in the others only the landing columns are visited.
template <typename T>
JUXLA_INLINE void loadPadded(T* __restrict d, const T* __restrict base, const FusedView& v, T fillValue, int64_t f0, int64_t n) {
  fill(d, fillValue, n);
  size_t m = v.shape.size();
  int64_t R = v.run;
  if (m == 0) {  // every dimension copied whole
    for (int64_t i = 0; i < n; ++i) d[i] = base[f0 + i];
    return;
  }
  int64_t cols = v.shape[m - 1], rowLength = cols * R, low = v.low[m - 1], step = v.step[m - 1];
  int64_t extent = v.extent[m - 1], colStride = v.strides[m - 1];
  int64_t end = f0 + n;
  for (int64_t row = f0 / rowLength; row * rowLength < end; ++row) {
    // The operand's offset of this row, or -1 where a row dimension falls between its elements.
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
    // Operand columns j land at column low + j * step; those overlapping [from, to) elements.
    int64_t firstCol = from / R, lastCol = (to - 1) / R;
    int64_t j0 = firstCol - low <= 0 ? 0 : (firstCol - low + step - 1) / step;
    for (int64_t j = j0; j < extent; ++j) {
      int64_t col = low + j * step;
      if (col > lastCol) break;
      int64_t e0 = std::max(from, col * R), e1 = std::min(to, col * R + R);
      const T* src = base + offset + j * colStride + (e0 - col * R);
      T* dst = d + (rowStart + e0 - f0);
      for (int64_t e = 0; e < e1 - e0; ++e) dst[e] = src[e];
    }
  }
}

template <typename T>
JUXLA_INLINE void load(T* __restrict d, const T* __restrict base, const FusedView& v, double fillValue, int64_t f0, int64_t n) {
  if (v.padded) return loadPadded(d, base, v, T(fillValue), f0, n);
  loadView(d, base, v, f0, n);
}

// f32 through double: widen, apply, round once.
template <typename F>
JUXLA_INLINE void viaDouble(float* __restrict d, const float* __restrict a, double* __restrict t, int64_t n, F f) {
  for (int64_t i = 0; i < n; ++i) t[i] = double(a[i]);
  for (int64_t i = 0; i < n; ++i) t[i] = f(t[i]);
  for (int64_t i = 0; i < n; ++i) d[i] = float(t[i]);
}

template <typename T>
JUXLA_INLINE void unary(const FusedInstr& in, T* __restrict d, const T* __restrict a, double* __restrict t, int64_t n) {
  switch (in.op) {
    case FusedOp::Neg: for (int64_t i = 0; i < n; ++i) d[i] = -a[i]; return;
    case FusedOp::Abs: for (int64_t i = 0; i < n; ++i) d[i] = std::fabs(a[i]); return;
    case FusedOp::Sqrt: for (int64_t i = 0; i < n; ++i) d[i] = std::sqrt(a[i]); return;
    case FusedOp::Rsqrt: for (int64_t i = 0; i < n; ++i) d[i] = T(1.0 / std::sqrt(double(a[i]))); return;
    default: break;
  }
  if constexpr (std::is_same_v<T, float>) {
    switch (in.op) {
      case FusedOp::Exp: return viaDouble(d, a, t, n, [](double x) { return poly::exp(x); });
      case FusedOp::Expm1: return viaDouble(d, a, t, n, [](double x) { return poly::expm1(x); });
      case FusedOp::Log: return viaDouble(d, a, t, n, [](double x) { return poly::log(x); });
      case FusedOp::Tanh: return viaDouble(d, a, t, n, [](double x) { return poly::tanh(x); });
      case FusedOp::Logistic: return viaDouble(d, a, t, n, [](double x) { return poly::logistic(x); });
      default: break;
    }
  }
  interp::FloatFn fn = in.fn;  // Call1: the interpreter's definition
  for (int64_t i = 0; i < n; ++i) d[i] = T(fn(double(a[i]), 0.0));
}

template <typename T>
JUXLA_INLINE void binary(const FusedInstr& in, T* __restrict d, const T* __restrict a, const T* __restrict b, int64_t n) {
  switch (in.op) {
    case FusedOp::Add: for (int64_t i = 0; i < n; ++i) d[i] = a[i] + b[i]; return;
    case FusedOp::Sub: for (int64_t i = 0; i < n; ++i) d[i] = a[i] - b[i]; return;
    case FusedOp::Mul: for (int64_t i = 0; i < n; ++i) d[i] = a[i] * b[i]; return;
    case FusedOp::Div: for (int64_t i = 0; i < n; ++i) d[i] = a[i] / b[i]; return;
    case FusedOp::Max: for (int64_t i = 0; i < n; ++i) d[i] = maxOf(a[i], b[i]); return;
    case FusedOp::Min: for (int64_t i = 0; i < n; ++i) d[i] = minOf(a[i], b[i]); return;
    default: {
      interp::FloatFn fn = in.fn;  // Call2
      for (int64_t i = 0; i < n; ++i) d[i] = T(fn(double(a[i]), double(b[i])));
    }
  }
}

template <typename T>
JUXLA_INLINE void compare(uint8_t direction, uint8_t* __restrict d, const T* __restrict a, const T* __restrict b, int64_t n) {
  switch (direction) {
    case 0: for (int64_t i = 0; i < n; ++i) d[i] = a[i] == b[i]; return;
    case 1: for (int64_t i = 0; i < n; ++i) d[i] = a[i] != b[i]; return;
    case 2: for (int64_t i = 0; i < n; ++i) d[i] = a[i] >= b[i]; return;
    case 3: for (int64_t i = 0; i < n; ++i) d[i] = a[i] > b[i]; return;
    case 4: for (int64_t i = 0; i < n; ++i) d[i] = a[i] <= b[i]; return;
    default: for (int64_t i = 0; i < n; ++i) d[i] = a[i] < b[i]; return;
  }
}

template <typename T>
JUXLA_INLINE void select(T* __restrict d, const uint8_t* __restrict p, const T* __restrict a, const T* __restrict b, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = p[i] != 0 ? a[i] : b[i];
}

template <typename T>
JUXLA_INLINE void convert(Lane from, T* __restrict d, const void* a, int64_t n) {
  if (from == Lane::F32) {
    const float* x = static_cast<const float*>(a);
    for (int64_t i = 0; i < n; ++i) d[i] = T(x[i]);
  } else if (from == Lane::F64) {
    const double* x = static_cast<const double*>(a);
    for (int64_t i = 0; i < n; ++i) d[i] = T(x[i]);
  } else {
    const uint8_t* x = static_cast<const uint8_t*>(a);
    for (int64_t i = 0; i < n; ++i) d[i] = x[i] != 0 ? T(1) : T(0);
  }
}

void logic(FusedOp op, uint8_t* __restrict d, const uint8_t* __restrict a, const uint8_t* __restrict b, int64_t n) {
  switch (op) {
    case FusedOp::And: for (int64_t i = 0; i < n; ++i) d[i] = (a[i] != 0) & (b[i] != 0); return;
    case FusedOp::Or: for (int64_t i = 0; i < n; ++i) d[i] = (a[i] != 0) | (b[i] != 0); return;
    case FusedOp::Xor: for (int64_t i = 0; i < n; ++i) d[i] = (a[i] != 0) ^ (b[i] != 0); return;
    default: for (int64_t i = 0; i < n; ++i) d[i] = a[i] == 0; return;
  }
}

// Accumulates `n` elements into the reduction's outputs, term by term in the interpreter's order
// (its reduce starts from init and combines the reduced elements in row-major order).
template <typename T, typename F>
JUXLA_INLINE void accumulate(const FusedProgram& p, T* out, T init, const T* __restrict v, int64_t f0, int64_t n, F combine) {
  if (p.inner == 1) {  // the segment lies within one output's run: a chain of dependent steps
    int64_t row = f0 / p.reduced;
    T acc = f0 % p.reduced == 0 ? init : out[row];
    for (int64_t i = 0; i < n; ++i) acc = combine(acc, v[i]);
    out[row] = acc;
    return;
  }
  for (int64_t i = 0; i < n;) {  // runs along the kept inner dimensions: one output per lane
    int64_t f = f0 + i, c = f % p.inner, rest = f / p.inner;
    int64_t run = std::min(n - i, p.inner - c);
    T* __restrict acc = out + (rest / p.reduced) * p.inner + c;
    if (rest % p.reduced == 0) fill(acc, init, run);
    for (int64_t j = 0; j < run; ++j) acc[j] = combine(acc[j], v[i + j]);
    i += run;
  }
}

template <typename T>
JUXLA_INLINE void reduce(const FusedProgram& p, const FusedInstr& in, T* out, T init, const T* v, int64_t f0, int64_t n) {
  switch (FusedOp(in.aux)) {
    case FusedOp::Add: return accumulate(p, out, init, v, f0, n, [](T x, T y) { return x + y; });
    case FusedOp::Mul: return accumulate(p, out, init, v, f0, n, [](T x, T y) { return x * y; });
    case FusedOp::Max: return accumulate(p, out, init, v, f0, n, [](T x, T y) { return maxOf(x, y); });
    default: return accumulate(p, out, init, v, f0, n, [](T x, T y) { return minOf(x, y); });
  }
}

template <typename T>
JUXLA_INLINE void typed(const FusedProgram& p, const FusedInstr& in, void* const* ptr, const Buffer* ins, const Buffer* outs,
                        int64_t f0, int64_t n, double* tmp) {
  T* d = in.dst >= 0 ? static_cast<T*>(ptr[in.dst]) : nullptr;
  const T* a = in.a >= 0 ? static_cast<const T*>(ptr[in.a]) : nullptr;
  const T* b = in.b >= 0 ? static_cast<const T*>(ptr[in.b]) : nullptr;
  switch (in.op) {
    case FusedOp::Load: return load(d, static_cast<const T*>(ins[in.index].data), p.views[size_t(in.view)], in.constant, f0, n);
    case FusedOp::Neg: case FusedOp::Abs: case FusedOp::Sqrt: case FusedOp::Rsqrt: case FusedOp::Exp: case FusedOp::Expm1:
    case FusedOp::Log: case FusedOp::Tanh: case FusedOp::Logistic: case FusedOp::Call1:
      return unary(in, d, a, tmp, n);
    case FusedOp::Add: case FusedOp::Sub: case FusedOp::Mul: case FusedOp::Div: case FusedOp::Max: case FusedOp::Min:
    case FusedOp::Call2:
      return binary(in, d, a, b, n);
    case FusedOp::Compare: return compare(in.aux, static_cast<uint8_t*>(ptr[in.dst]), a, b, n);
    case FusedOp::Select:
      return select(d, static_cast<const uint8_t*>(ptr[in.a]), b, static_cast<const T*>(ptr[in.c]), n);
    case FusedOp::Convert: return convert(Lane(in.aux), d, ptr[in.a], n);
    case FusedOp::Reduce:
      return reduce(p, in, static_cast<T*>(outs[in.index].data), *static_cast<const T*>(ins[in.init].data), a, f0, n);
    default: return;
  }
}

// The body of a program over one segment: elements [f0, f0 + n) of the iteration shape.
JUXLA_CLONES
void runInstructions(const FusedProgram& p, void* const* ptr, const Buffer* ins, const Buffer* outs, int64_t f0, int64_t n,
                     double* tmp) {
  for (const FusedInstr& in : p.body) {
    if (in.op == FusedOp::Store) {
      int64_t w = laneBytes(in.lane);
      std::memcpy(static_cast<uint8_t*>(outs[in.index].data) + f0 * w, ptr[in.a], size_t(n * w));
      continue;
    }
    switch (in.lane) {
      case Lane::F32: typed<float>(p, in, ptr, ins, outs, f0, n, tmp); break;
      case Lane::F64: typed<double>(p, in, ptr, ins, outs, f0, n, tmp); break;
      case Lane::Pred:
        if (in.op == FusedOp::Load) {
          loadView(static_cast<uint8_t*>(ptr[in.dst]), static_cast<const uint8_t*>(ins[in.index].data), p.views[size_t(in.view)], f0, n);
        } else {
          logic(in.op, static_cast<uint8_t*>(ptr[in.dst]), static_cast<const uint8_t*>(ptr[in.a]),
                static_cast<const uint8_t*>(ptr[in.b >= 0 ? in.b : in.a]), n);
        }
        break;
    }
  }
}

// Constants and splat reads, filled once per task for a whole segment.
void runPrologue(const FusedProgram& p, void* const* ptr, const Buffer* ins) {
  for (const FusedInstr& in : p.prologue) {
    bool isConst = in.op == FusedOp::Const;
    switch (in.lane) {
      case Lane::F32: fill(static_cast<float*>(ptr[in.dst]), isConst ? float(in.constant) : *static_cast<const float*>(ins[in.index].data), C); break;
      case Lane::F64: fill(static_cast<double*>(ptr[in.dst]), isConst ? in.constant : *static_cast<const double*>(ins[in.index].data), C); break;
      case Lane::Pred:
        fill(static_cast<uint8_t*>(ptr[in.dst]), uint8_t(isConst ? in.constant != 0 : *static_cast<const uint8_t*>(ins[in.index].data) != 0), C);
        break;
    }
  }
}

// One thread's buffers: the values' pointers, scratch and invariant buffers, a double buffer.
struct Frame {
  std::unique_ptr<uint8_t[]> raw;
  size_t capacity = 0;
  std::vector<void*> ptr;

  uint8_t* reserve(size_t bytes) {
    if (bytes + 64 > capacity) {
      raw.reset(new uint8_t[bytes + 64]);
      capacity = bytes + 64;
    }
    return raw.get() + (64 - reinterpret_cast<uintptr_t>(raw.get()) % 64) % 64;
  }
};

void runTask(const FusedProgram& p, std::span<const Buffer> ins, std::span<const Buffer> outs, int64_t u0, int64_t u1) {
  thread_local Frame frame;
  size_t buffer = size_t(C) * 8;
  uint8_t* base = frame.reserve(buffer * size_t(p.scratchBuffers + p.invariantBuffers + 1));
  frame.ptr.assign(p.values.size(), nullptr);
  for (size_t v = 0; v < p.values.size(); ++v) {
    const FusedStorage& s = p.values[v];
    if (s.kind == FusedStorage::Kind::Scratch) frame.ptr[v] = base + buffer * size_t(s.index);
    if (s.kind == FusedStorage::Kind::Invariant) frame.ptr[v] = base + buffer * size_t(p.scratchBuffers + s.index);
  }
  double* tmp = reinterpret_cast<double*>(base + buffer * size_t(p.scratchBuffers + p.invariantBuffers));
  runPrologue(p, frame.ptr.data(), ins.data());
  auto segment = [&](int64_t f0, int64_t n) {
    for (size_t v = 0; v < p.values.size(); ++v) {
      const FusedStorage& s = p.values[v];
      if (s.kind == FusedStorage::Kind::Input)
        frame.ptr[v] = static_cast<uint8_t*>(ins[size_t(s.index)].data) + f0 * laneBytes(s.lane);
      else if (s.kind == FusedStorage::Kind::Output)
        frame.ptr[v] = static_cast<uint8_t*>(outs[size_t(s.index)].data) + f0 * laneBytes(s.lane);
    }
    runInstructions(p, frame.ptr.data(), ins.data(), outs.data(), f0, n, tmp);
  };
  auto range = [&](int64_t from, int64_t to) {
    for (int64_t f = from; f < to; f += C) segment(f, std::min(C, to - f));
  };
  int64_t rowElements = p.reduced * p.inner;
  for (int64_t u = u0; u < u1; ++u) {
    if (!p.reduces) {
      range(u * C, std::min(p.elements, (u + 1) * C));
    } else if (p.inner <= C) {  // whole rows of one outer index: segments never cross an output row
      range(u * rowElements, (u + 1) * rowElements);
    } else {  // a block of C inner columns of one outer index, row after row
      int64_t blocks = (p.inner + C - 1) / C, k1 = u / blocks, c0 = (u % blocks) * C;
      for (int64_t r = 0; r < p.reduced; ++r) {
        int64_t f0 = (k1 * p.reduced + r) * p.inner + c0;
        segment(f0, std::min(C, p.inner - c0));
      }
    }
  }
}

// A reduction over nothing: every output is its init.
void fillInits(const FusedProgram& p, std::span<const Buffer> ins, std::span<const Buffer> outs) {
  for (const FusedInstr& in : p.body) {
    if (in.op != FusedOp::Reduce) continue;
    int64_t w = laneBytes(in.lane), n = p.outer * p.inner;
    auto* out = static_cast<uint8_t*>(outs[in.index].data);
    for (int64_t i = 0; i < n; ++i) std::memcpy(out + i * w, ins[in.init].data, size_t(w));
  }
}

void runProgram(const FusedProgram& p, ThreadPool& pool, std::span<const Buffer> ins, std::span<const Buffer> outs) {
  if (p.elements == 0) {
    if (p.reduces) fillInits(p, ins, outs);
    return;
  }
  int64_t units, perUnit;
  if (!p.reduces) {
    units = (p.elements + C - 1) / C, perUnit = C;
  } else if (p.inner <= C) {
    units = p.outer, perUnit = p.reduced * p.inner;
  } else {
    units = p.outer * ((p.inner + C - 1) / C), perUnit = p.reduced * C;
  }
  pool.parallelFor(units, std::max<int64_t>(1, kGrainElements / perUnit),
                   [&](int64_t u0, int64_t u1) { runTask(p, ins, outs, u0, u1); });
}

}  // namespace

Kernel fusedKernel(const FusionCluster& cluster) {
  auto program = std::make_shared<const FusedProgram>(compileFusedProgram(cluster));
  return [program](KernelContext& ctx, std::span<const Buffer> ins, std::span<const Buffer> outs) {
    runProgram(*program, ctx.pool, ins, outs);
  };
}

}  // namespace juxla::cpu
