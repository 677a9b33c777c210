// Running a fused program (see fused_kernel.h). This file is compiled with -O3, -fno-math-errno,
// -fno-trapping-math (so that sqrt and the selects of poly_math.h vectorize; neither changes a
// result) and -ffp-contract=off (no fused multiply-add, so every CPU gets the same bits).
// runInstructions is cloned for AVX-512, AVX2 and baseline x86-64; the loader picks one per CPU.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <utility>

#include "backends/cpu/target_clones.h"
#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fused_jit.h"
#include "backends/cpu/fused_reads.h"
#include "backends/cpu/fusion.h"
#include "backends/cpu/poly_math.h"
#include "backends/cpu/thread_pool.h"

namespace juxla::cpu {

namespace {

constexpr int64_t C = kFusedChunk;
using reads::fill;
using reads::loadPadded;
using reads::loadView;
// Per task: below this, threads cost more than they save. Small: a kernel left on one thread reads
// the other core's share of what the kernel before it wrote, and writes what the next one reads
// there (LeNet-5's second maxpool, 25600 elements: 2.5x slower than on a core of its own).
constexpr int64_t kGrainElements = 1 << 13;

template <typename T>
using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;

// A PadSum's pad as a task reads it: the operand's data, the pad's view, and where the task's
// last segment left its rows.
struct PadSumTerm {
  const void* data;
  const FusedView* view;
  reads::PadRowWalk walk;
};

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

// Both sides read unconditionally, so the loop is loads and a blend rather than masked loads.
template <typename T>
JUXLA_INLINE void select(T* __restrict d, const uint8_t* __restrict p, const T* __restrict a, const T* __restrict b, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    T x = a[i], y = b[i];
    d[i] = p[i] != 0 ? x : y;
  }
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
  if (p.inner == 1) {  // each output's run a chain of dependent steps; short rows share a segment
    for (int64_t i = 0; i < n;) {
      int64_t f = f0 + i, row = f / p.reduced, run = std::min(n - i, (row + 1) * p.reduced - f);
      T acc = f % p.reduced == 0 ? init : out[row];
      for (int64_t j = 0; j < run; ++j) acc = combine(acc, v[i + j]);
      out[row] = acc;
      i += run;
    }
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
    case FusedOp::AddPadded:
      return reads::addPadded(d, a, static_cast<const T*>(ins[in.index].data), p.views[size_t(in.view)], T(in.constant), in.aux != 0, f0, n);
    case FusedOp::Reduce:
      return reduce(p, in, static_cast<T*>(outs[in.index].data), *static_cast<const T*>(ins[in.init].data), a, f0, n);
    default: return;
  }
}

// The body of a program over one segment: elements [f0, f0 + n) of the iteration shape.
JUXLA_CLONES
void runInstructions(const FusedProgram& p, void* const* ptr, const Buffer* ins, const Buffer* outs, PadSumTerm* terms,
                     int64_t f0, int64_t n, double* tmp) {
  for (const FusedInstr& in : p.body) {
    if (in.op == FusedOp::Store) {
      int64_t w = laneBytes(in.lane);
      std::memcpy(static_cast<uint8_t*>(outs[in.index].data) + f0 * w, ptr[in.a], size_t(n * w));
      continue;
    }
    if (in.op == FusedOp::PadSum) {
      if (in.lane == Lane::F32) reads::padSum(static_cast<float*>(ptr[in.dst]), terms + in.index, in.init, in.aux != 0, f0, n);
      else reads::padSum(static_cast<double*>(ptr[in.dst]), terms + in.index, in.init, in.aux != 0, f0, n);
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

// The body's loads over one segment into the buffers of a compiled loop (`to[j]`: load j's).
JUXLA_CLONES
void readAhead(const FusedProgram& p, const Buffer* ins, const void* const* to, int64_t f0, int64_t n) {
  size_t j = 0;
  for (const FusedInstr& in : p.body) {
    if (in.op != FusedOp::Load) continue;
    void* d = const_cast<void*>(to[j++]);
    const FusedView& v = p.views[size_t(in.view)];
    switch (in.lane) {
      case Lane::F32: load(static_cast<float*>(d), static_cast<const float*>(ins[in.index].data), v, in.constant, f0, n); break;
      case Lane::F64: load(static_cast<double*>(d), static_cast<const double*>(ins[in.index].data), v, in.constant, f0, n); break;
      case Lane::Pred: load(static_cast<uint8_t*>(d), static_cast<const uint8_t*>(ins[in.index].data), v, in.constant, f0, n); break;
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
  std::vector<PadSumTerm> terms;

  uint8_t* reserve(size_t bytes) {
    if (bytes + 64 > capacity) {
      raw.reset(new uint8_t[bytes + 64]);
      capacity = bytes + 64;
    }
    return raw.get() + (64 - reinterpret_cast<uintptr_t>(raw.get()) % 64) % 64;
  }
};

// A read that repeats with a short period (a bias broadcast over the outer dimensions: flat index
// f reads what f % period reads). Each task fills it once over period + C elements; a segment at
// f0 then points at element f0 % period, with nothing to copy.
constexpr int64_t kMaxPeriod = 4096;

struct PeriodicLoad {
  int32_t value = -1, input = -1, view = -1;
  Lane lane = Lane::F32;
  int64_t period = 0;
  size_t offset = 0;  // bytes into the task's periodic area
};

// One pad of a PadSum: its input and view.
struct PadTerm {
  int32_t input = -1, view = -1;
};

// The program as this runner takes it: periodic reads out of the body, the terms of its PadSums.
struct CpuProgram {
  FusedProgram p;
  std::vector<PeriodicLoad> periodic;
  size_t periodicBytes = 0;
  std::vector<PadTerm> padTerms;  // a PadSum's are [index, index + init)
  std::unique_ptr<const FusedJit> jit;  // the program as one compiled loop, where it has one
};

// The period of `v`'s reads: the elements of its dimensions after the leading broadcast ones, when
// that is short and repeats at least four times; 0 otherwise.
int64_t periodOf(const FusedView& v, int64_t elements) {
  if (v.padded) return 0;
  size_t k = 0;
  while (k < v.shape.size() && v.strides[k] == 0) ++k;
  if (k == 0 || k == v.shape.size()) return 0;  // nothing repeats, or a splat (the prologue's)
  int64_t period = 1;
  for (size_t d = k; d < v.shape.size(); ++d) period *= v.shape[d];
  return period <= kMaxPeriod && period * 4 <= elements ? period : 0;
}

// How many instructions of the body read each value.
std::vector<int32_t> usesOf(const FusedProgram& p) {
  std::vector<int32_t> uses(p.values.size(), 0);
  for (const FusedInstr& in : p.body)
    for (int32_t v : {in.a, in.b, in.c})
      if (v >= 0) ++uses[size_t(v)];
  return uses;
}

// The body without the instructions marked.
void dropInstructions(FusedProgram& p, const std::vector<bool>& drop) {
  std::vector<FusedInstr> body;
  for (size_t i = 0; i < p.body.size(); ++i)
    if (!drop[i]) body.push_back(p.body[i]);
  p.body = std::move(body);
}

// A pad read by one add and nothing else merges into it (AddPadded), unless the add would write
// over its other operand, which the sparse pass still reads.
void mergePadsIntoAdds(FusedProgram& p) {
  std::vector<int32_t> uses = usesOf(p), loadAt(p.values.size(), -1);
  for (size_t i = 0; i < p.body.size(); ++i) {
    const FusedInstr& in = p.body[i];
    if (in.op == FusedOp::Load && p.views[size_t(in.view)].padded && p.values[size_t(in.dst)].kind == FusedStorage::Kind::Scratch)
      loadAt[size_t(in.dst)] = int32_t(i);
  }
  auto sameBuffer = [&](int32_t x, int32_t y) {
    const FusedStorage &u = p.values[size_t(x)], &w = p.values[size_t(y)];
    return u.kind == w.kind && u.index == w.index;
  };
  std::vector<bool> merged(p.body.size(), false);
  for (FusedInstr& in : p.body) {
    if (in.op != FusedOp::Add || in.lane == Lane::Pred) continue;
    for (bool padFirst : {true, false}) {
      int32_t pad = padFirst ? in.a : in.b, other = padFirst ? in.b : in.a;
      int32_t at = loadAt[size_t(pad)];
      if (at < 0 || uses[size_t(pad)] != 1 || pad == other || sameBuffer(in.dst, other)) continue;
      const FusedInstr& load = p.body[size_t(at)];
      in.op = FusedOp::AddPadded;
      in.aux = padFirst;
      in.a = other;
      in.b = -1;
      in.index = load.index;
      in.view = load.view;
      in.constant = load.constant;
      merged[size_t(at)] = true;
      break;
    }
  }
  dropInstructions(p, merged);
}

// Whether the positions two pads (of one shape, run and steps) write can meet: in every dimension
// some operand index of each lands on the same position.
bool padsMeet(const FusedView& x, const FusedView& y) {
  for (size_t d = 0; d < x.shape.size(); ++d) {
    int64_t step = x.step[d];
    int64_t xLast = x.low[d] + (x.extent[d] - 1) * step, yLast = y.low[d] + (y.extent[d] - 1) * step;
    bool sameLattice = ((x.low[d] - y.low[d]) % step + step) % step == 0;
    if (!sameLattice || xLast < y.low[d] || yLast < x.low[d] || x.extent[d] == 0 || y.extent[d] == 0) return false;
  }
  return true;
}

// How many positions of its result a pad's operand lands on.
int64_t landings(const FusedView& v) {
  int64_t count = v.run;
  for (size_t d = 0; d < v.shape.size(); ++d) {
    auto [first, end] = reads::landingRange(v, d);
    count *= std::max<int64_t>(0, end - first);
  }
  return count;
}

// A tree of adds whose leaves are zero pads, each read once, that land on disjoint positions (a
// maxpool's gradient: the four window positions' gradients spread back) becomes one PadSum: each
// operand copied (plus zero) to where it lands, instead of a fill and an add per pad.
void sumDisjointPads(FusedProgram& p, CpuProgram& c) {
  std::vector<int32_t> uses = usesOf(p), defAt(p.values.size(), -1);
  for (size_t i = 0; i < p.body.size(); ++i)
    if (p.body[i].dst >= 0) defAt[size_t(p.body[i].dst)] = int32_t(i);
  auto scratch = [&](int32_t v) { return p.values[size_t(v)].kind == FusedStorage::Kind::Scratch; };
  std::vector<bool> removed(p.body.size(), false);
  for (size_t r = p.body.size(); r-- > 0;) {
    FusedInstr& root = p.body[r];
    if (root.op != FusedOp::Add || root.lane == Lane::Pred || removed[r]) continue;
    std::vector<int32_t> stack{root.a, root.b}, leaves, adds;
    bool ok = true;
    while (ok && !stack.empty()) {
      int32_t v = stack.back();
      stack.pop_back();
      int32_t at = defAt[size_t(v)];
      ok = at >= 0 && uses[size_t(v)] == 1 && scratch(v);
      if (!ok) break;
      const FusedInstr& in = p.body[size_t(at)];
      if (in.op == FusedOp::Load && p.views[size_t(in.view)].padded && in.constant == 0 && !std::signbit(in.constant)) {
        leaves.push_back(at);
      } else if (in.op == FusedOp::Add && in.lane == root.lane) {
        adds.push_back(at);
        stack.push_back(in.a), stack.push_back(in.b);
      } else {
        ok = false;
      }
    }
    if (!ok || leaves.size() < 2) continue;
    const FusedView& first = p.views[size_t(p.body[size_t(leaves[0])].view)];
    int64_t covered = 0, total = first.run;
    for (int64_t n : first.shape) total *= n;
    for (size_t i = 0; ok && i < leaves.size(); ++i) {
      const FusedView& v = p.views[size_t(p.body[size_t(leaves[i])].view)];
      ok = v.shape == first.shape && v.run == first.run && v.step == first.step;
      for (size_t j = 0; ok && j < i; ++j) ok = !padsMeet(v, p.views[size_t(p.body[size_t(leaves[j])].view)]);
      covered += landings(v);
    }
    if (!ok) continue;
    FusedInstr sum;
    sum.op = FusedOp::PadSum;
    sum.lane = root.lane;
    sum.dst = root.dst;
    sum.index = int32_t(c.padTerms.size());
    sum.init = int32_t(leaves.size());
    sum.aux = covered == total;  // the pads tile the result: nothing to fill
    for (int32_t at : leaves) {
      c.padTerms.push_back({p.body[size_t(at)].index, p.body[size_t(at)].view});
      removed[size_t(at)] = true;
    }
    for (int32_t at : adds) removed[size_t(at)] = true;
    root = sum;
  }
  dropInstructions(p, removed);
}

// The program as this runner takes it; `mergePads`: with PadSum and AddPadded, the interpreted
// kernel's (a compiled loop reads pads ahead instead).
CpuProgram prepare(FusedProgram p, bool mergePads) {
  CpuProgram c;
  if (mergePads) {
    sumDisjointPads(p, c);
    mergePadsIntoAdds(p);
  }
  std::vector<FusedInstr> body;
  for (const FusedInstr& in : p.body) {
    bool scratch = in.op == FusedOp::Load && p.values[size_t(in.dst)].kind == FusedStorage::Kind::Scratch;
    int64_t period = scratch ? periodOf(p.views[size_t(in.view)], p.elements) : 0;
    if (period == 0) {
      body.push_back(in);
      continue;
    }
    c.periodic.push_back({in.dst, in.index, in.view, in.lane, period, c.periodicBytes});
    c.periodicBytes += size_t((period + C) * laneBytes(in.lane) + 63) / 64 * 64;
    p.values[size_t(in.dst)] = {FusedStorage::Kind::Periodic, int32_t(c.periodic.size() - 1), in.lane};
  }
  p.body = std::move(body);
  c.p = std::move(p);
  return c;
}

template <typename T>
void fillPeriodic(uint8_t* buffer, const PeriodicLoad& l, const FusedView& v, const Buffer& in) {
  T* d = reinterpret_cast<T*>(buffer);
  loadView(d, static_cast<const T*>(in.data), v, 0, l.period);
  for (int64_t i = l.period; i < l.period + C; ++i) d[i] = d[i - l.period];
}

void fillPeriodicLoad(uint8_t* at, const PeriodicLoad& l, const FusedView& v, const Buffer& in) {
  switch (l.lane) {
    case Lane::F32: return fillPeriodic<float>(at, l, v, in);
    case Lane::F64: return fillPeriodic<double>(at, l, v, in);
    case Lane::Pred: return fillPeriodic<uint8_t>(at, l, v, in);
  }
}

// A reduction's rows of outer indices per task unit: as many as fill a segment, so that short rows
// (a softmax over 10 classes) do not each pay a segment's pass through the program.
int64_t rowsPerUnit(const FusedProgram& p) { return std::max<int64_t>(1, C / std::max<int64_t>(1, p.reduced * p.inner)); }

void runTask(const CpuProgram& c, std::span<const Buffer> ins, std::span<const Buffer> outs, int64_t u0, int64_t u1) {
  const FusedProgram& p = c.p;
  thread_local Frame frame;
  size_t buffer = size_t(C) * 8, fixed = buffer * size_t(p.scratchBuffers + p.invariantBuffers + 1);
  uint8_t* base = frame.reserve(fixed + c.periodicBytes);
  uint8_t* periodic = base + fixed;
  frame.ptr.assign(p.values.size(), nullptr);
  for (size_t v = 0; v < p.values.size(); ++v) {
    const FusedStorage& s = p.values[v];
    if (s.kind == FusedStorage::Kind::Scratch) frame.ptr[v] = base + buffer * size_t(s.index);
    if (s.kind == FusedStorage::Kind::Invariant) frame.ptr[v] = base + buffer * size_t(p.scratchBuffers + s.index);
  }
  double* tmp = reinterpret_cast<double*>(base + buffer * size_t(p.scratchBuffers + p.invariantBuffers));
  frame.terms.clear();
  for (const PadTerm& t : c.padTerms) frame.terms.push_back({ins[size_t(t.input)].data, &p.views[size_t(t.view)], {}});
  runPrologue(p, frame.ptr.data(), ins.data());
  for (const PeriodicLoad& l : c.periodic) fillPeriodicLoad(periodic + l.offset, l, p.views[size_t(l.view)], ins[size_t(l.input)]);
  auto segment = [&](int64_t f0, int64_t n) {
    for (size_t v = 0; v < p.values.size(); ++v) {
      const FusedStorage& s = p.values[v];
      if (s.kind == FusedStorage::Kind::Input) {
        frame.ptr[v] = static_cast<uint8_t*>(ins[size_t(s.index)].data) + f0 * laneBytes(s.lane);
      } else if (s.kind == FusedStorage::Kind::Output) {
        frame.ptr[v] = static_cast<uint8_t*>(outs[size_t(s.index)].data) + f0 * laneBytes(s.lane);
      } else if (s.kind == FusedStorage::Kind::Periodic) {
        const PeriodicLoad& l = c.periodic[size_t(s.index)];
        frame.ptr[v] = periodic + l.offset + (f0 % l.period) * laneBytes(s.lane);
      }
    }
    runInstructions(p, frame.ptr.data(), ins.data(), outs.data(), frame.terms.data(), f0, n, tmp);
  };
  auto range = [&](int64_t from, int64_t to) {
    for (int64_t f = from; f < to; f += C) segment(f, std::min(C, to - f));
  };
  int64_t rowElements = p.reduced * p.inner, rows = rowsPerUnit(p);
  for (int64_t u = u0; u < u1; ++u) {
    if (!p.reduces) {
      range(u * C, std::min(p.elements, (u + 1) * C));
    } else if (p.inner <= C) {  // whole rows of outer indices: no other task touches their outputs
      range(u * rows * rowElements, std::min(p.outer, (u + 1) * rows) * rowElements);
    } else {  // a block of C inner columns of one outer index, row after row
      int64_t blocks = (p.inner + C - 1) / C, k1 = u / blocks, c0 = (u % blocks) * C;
      for (int64_t r = 0; r < p.reduced; ++r) {
        int64_t f0 = (k1 * p.reduced + r) * p.inner + c0;
        segment(f0, std::min(C, p.inner - c0));
      }
    }
  }
}

// Units [u0, u1) through the compiled loop, its periodic reads filled as runTask fills them.
constexpr size_t kMaxJitPeriodic = 16, kMaxJitPreloads = 64;  // (prepareCluster keeps to them)

void runJitTask(const CpuProgram& c, std::span<const Buffer> ins, std::span<const Buffer> outs, int64_t u0, int64_t u1) {
  thread_local Frame frame;
  const void* periodic[kMaxJitPeriodic];
  uint8_t* area = frame.reserve(c.periodicBytes);
  for (size_t k = 0; k < c.periodic.size(); ++k) {
    const PeriodicLoad& l = c.periodic[k];
    periodic[k] = area + l.offset;
    fillPeriodicLoad(area + l.offset, l, c.p.views[size_t(l.view)], ins[size_t(l.input)]);
  }
  int64_t begin = u0 * C, end = std::min(c.p.elements, u1 * C);
  size_t preloads = c.jit->preloads();
  if (preloads == 0) return c.jit->run(ins, outs, begin, end, periodic);
  // Strided and padded reads: a segment at a time into L1 buffers, then the loop over the segment.
  thread_local Frame reads;
  uint8_t* base = reads.reserve(preloads * size_t(C) * 8);
  const void* preloaded[kMaxJitPreloads];
  for (size_t j = 0; j < preloads; ++j) preloaded[j] = base + j * size_t(C) * 8;
  for (int64_t f0 = begin; f0 < end; f0 += C) {
    int64_t n = std::min(C, end - f0);
    readAhead(c.p, ins.data(), preloaded, f0, n);
    c.jit->run(ins, outs, f0, f0 + n, periodic, preloaded);
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

void runProgram(const CpuProgram& c, ThreadPool& pool, std::span<const Buffer> ins, std::span<const Buffer> outs) {
  const FusedProgram& p = c.p;
  if (p.elements == 0) {
    if (p.reduces) fillInits(p, ins, outs);
    return;
  }
  int64_t units, perUnit;
  if (c.jit) {
    units = (p.elements + C - 1) / C;
    pool.parallelFor(units, std::max<int64_t>(1, kGrainElements / C), [&](int64_t u0, int64_t u1) { runJitTask(c, ins, outs, u0, u1); });
    return;
  }
  if (!p.reduces) {
    units = (p.elements + C - 1) / C, perUnit = C;
  } else if (p.inner <= C) {
    int64_t rows = rowsPerUnit(p);
    units = (p.outer + rows - 1) / rows, perUnit = rows * p.reduced * p.inner;
  } else {
    units = p.outer * ((p.inner + C - 1) / C), perUnit = p.reduced * C;
  }
  pool.parallelFor(units, std::max<int64_t>(1, kGrainElements / perUnit),
                   [&](int64_t u0, int64_t u1) { runTask(c, ins, outs, u0, u1); });
}

// The cluster's program as it runs: a compiled loop where it has one (a sum of disjoint pads stays
// interpreted: its copies beat reading each pad whole), else interpreted; `why` says why not.
CpuProgram prepareCluster(const FusionCluster& cluster, std::string* why) {
  FusedProgram p = compileFusedProgram(cluster);
  CpuProgram interpreted = prepare(p, true);
  if (!fusedJitEnabled() || !interpreted.padTerms.empty()) {
    *why = fusedJitEnabled() ? "a sum of pads" : "no AVX-512, or JUXLA_FUSED_JIT=0";
    return interpreted;
  }
  CpuProgram compiled = prepare(std::move(p), false);
  size_t loads = 0;
  for (const FusedInstr& in : compiled.p.body) loads += in.op == FusedOp::Load;
  if (compiled.periodic.size() > kMaxJitPeriodic || loads > kMaxJitPreloads) {  // (runJitTask's pointer arrays)
    *why = "more than 16 periodic reads or 64 strided ones";
    return interpreted;
  }
  std::vector<int64_t> periods;
  for (const PeriodicLoad& l : compiled.periodic) periods.push_back(l.period);
  compiled.jit = compileFusedJit(compiled.p, periods, why);
  return compiled.jit ? std::move(compiled) : std::move(interpreted);
}

}  // namespace

std::string whyInterpreted(const FusionCluster& cluster) {
  std::string why;
  return prepareCluster(cluster, &why).jit ? "" : why;
}

Kernel fusedKernel(const FusionCluster& cluster) {
  std::string why;
  CpuProgram prepared = prepareCluster(cluster, &why);
  if (std::getenv("JUXLA_EXPLAIN_FUSION"))
    std::cerr << "fused kernel over " << prepared.p.elements << " elements: " << (prepared.jit ? "compiled" : "interpreted, " + why) << "\n";
  auto program = std::make_shared<const CpuProgram>(std::move(prepared));
  return [program](KernelContext& ctx, std::span<const Buffer> ins, std::span<const Buffer> outs) {
    runProgram(*program, ctx.pool, ins, outs);
  };
}

}  // namespace juxla::cpu
