// dot_general and reduce in the interpreter's order (each result element accumulated from zero, or
// from the init value, term by term in the lexicographic order of the contracted or reduced index,
// one rounding per operation), so the results are the interpreter's bit for bit; result elements
// are split across the thread pool. f32 products prefer oneDNN where it applies (onednn.h).
#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>
#include <memory>
#include <optional>
#include <unordered_map>
#include <type_traits>
#include <vector>

#include "backends/cpu/kernels.h"
#include "backends/cpu/target_clones.h"
#include "backends/cpu/thread_pool.h"
#include "interp/tensor.h"
#include "interp/ops.h"

namespace juxla::cpu {

namespace {

using E = ir::ElementType;
using ir::OpCode;

using interp::stridesOf;  // row-major strides, as the interpreter lays tensors out

// The offsets of every multi-index over `dims` of a tensor with `strides`, in lexicographic order.
std::vector<int64_t> offsetsOver(std::span<const int64_t> dims, std::span<const int64_t> shape,
                                 std::span<const int64_t> strides) {
  std::vector<int64_t> out{0};
  for (int64_t d : dims) {
    std::vector<int64_t> next;
    for (int64_t base : out)
      for (int64_t i = 0; i < shape[size_t(d)]; ++i) next.push_back(base + i * strides[size_t(d)]);
    out = std::move(next);
  }
  return out;
}

std::vector<int64_t> freeDims(int64_t rank, std::span<const int64_t> a, std::span<const int64_t> b) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(a.begin(), a.end(), d) == a.end() && std::find(b.begin(), b.end(), d) == b.end()) out.push_back(d);
  return out;
}

// One row of a product: o[j] = sum over t of a[t] * p[t * n + j] for j in [0, n), each output
// accumulated from +0 term by term in t's order, a product and a sum rounded each (no contraction:
// this file is compiled with -ffp-contract=off). The outputs' chains are independent, so a vector
// of them advances together instead of one dependent chain at a time.
template <typename T>
[[gnu::always_inline]] inline void dotRow(const T* __restrict a, const T* __restrict p, int64_t k, int64_t n, T* __restrict o) {
  for (int64_t j = 0; j < n; ++j) o[j] = T(0);
  for (int64_t t = 0; t < k; ++t) {
    T at = a[t];
    const T* __restrict pt = p + t * n;
    for (int64_t j = 0; j < n; ++j) o[j] = o[j] + at * pt[j];
  }
}
JUXLA_CLONES void dotRowF32(const float* a, const float* p, int64_t k, int64_t n, float* o) { dotRow(a, p, k, n, o); }
JUXLA_CLONES void dotRowF64(const double* a, const double* p, int64_t k, int64_t n, double* o) { dotRow(a, p, k, n, o); }

template <typename T>
Kernel dotGeneral(const ir::Operation& op) {
  const ir::DotDims& dn = op.attr("dot_dimension_numbers").dotDims();
  ir::Type lt = op.operand(0)->type(), rt = op.operand(1)->type();
  std::vector<int64_t> ls = stridesOf(lt.shape()), rs = stridesOf(rt.shape());
  std::vector<int64_t> batchL = offsetsOver(dn.lhsBatchingDims, lt.shape(), ls);
  std::vector<int64_t> batchR = offsetsOver(dn.rhsBatchingDims, rt.shape(), rs);
  std::vector<int64_t> freeL = offsetsOver(freeDims(lt.rank(), dn.lhsBatchingDims, dn.lhsContractingDims), lt.shape(), ls);
  std::vector<int64_t> freeR = offsetsOver(freeDims(rt.rank(), dn.rhsBatchingDims, dn.rhsContractingDims), rt.shape(), rs);
  std::vector<int64_t> termL = offsetsOver(dn.lhsContractingDims, lt.shape(), ls);
  std::vector<int64_t> termR = offsetsOver(dn.rhsContractingDims, rt.shape(), rs);
  return [=](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const T* l = static_cast<const T*>(in[0].data);
    const T* r = static_cast<const T*>(in[1].data);
    T* o = static_cast<T*>(out[0].data);
    int64_t m = int64_t(freeL.size()), n = int64_t(freeR.size()), k = int64_t(termL.size());
    ctx.pool.parallelFor(int64_t(batchL.size()) * m, std::max<int64_t>(1, 16384 / std::max<int64_t>(1, n * k)),
                         [&](int64_t begin, int64_t end) {
                           // The right operand of the batch as [term][output column], then each row's terms.
                           thread_local std::vector<T> packed, terms;
                           packed.resize(size_t(k * n)), terms.resize(size_t(k));
                           int64_t packedBatch = -1;
                           for (int64_t row = begin; row < end; ++row) {
                             int64_t b = row / m, i = row % m;
                             if (b != packedBatch) {
                               const T* rb = r + batchR[size_t(b)];
                               for (int64_t t = 0; t < k; ++t)
                                 for (int64_t j = 0; j < n; ++j) packed[size_t(t * n + j)] = rb[termR[size_t(t)] + freeR[size_t(j)]];
                               packedBatch = b;
                             }
                             const T* lrow = l + batchL[size_t(b)] + freeL[size_t(i)];
                             for (int64_t t = 0; t < k; ++t) terms[size_t(t)] = lrow[termL[size_t(t)]];
                             if constexpr (std::is_same_v<T, float>) dotRowF32(terms.data(), packed.data(), k, n, o + row * n);
                             else dotRowF64(terms.data(), packed.data(), k, n, o + row * n);
                           }
                         });
  };
}

// The binary op a reduce body applies to its two arguments, when it is only that.
std::optional<OpCode> bodyOp(const ir::Operation& op) {
  const ir::Block& body = op.region(0).block();
  const ir::Operation* first = body.front();
  if (!first || first->next() != body.terminator() || first->numOperands() != 2) return std::nullopt;
  bool args = (first->operand(0) == body.arg(0) && first->operand(1) == body.arg(1)) ||
              (first->operand(0) == body.arg(1) && first->operand(1) == body.arg(0));
  if (!args || body.terminator()->operand(0) != first->result(0)) return std::nullopt;
  OpCode c = first->code();
  if (c == OpCode::Add || c == OpCode::Maximum || c == OpCode::Minimum || c == OpCode::Multiply || c == OpCode::And ||
      c == OpCode::Or || c == OpCode::Xor)
    return c;
  return std::nullopt;
}

// reduce of integers or i1 (all(isfinite, x), counts): the interpreter's integer and boolean
// functions, whose results do not depend on the order of the terms.
Kernel integerReduce(const ir::Operation& op, OpCode combine) {
  ir::Type in = op.operand(0)->type();
  std::vector<int64_t> dims(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end());
  std::vector<int64_t> strides = stridesOf(in.shape());
  std::vector<int64_t> kept = offsetsOver(freeDims(in.rank(), dims, {}), in.shape(), strides);
  std::vector<int64_t> terms = offsetsOver(dims, in.shape(), strides);
  E e = in.elementType();
  int64_t width = ir::storageBytes(e);
  bool isBool = ir::isBool(e);
  interp::scalar::IntFormat format{ir::bitWidth(e), ir::isSignedInteger(e)};
  interp::IntFn intFn = interp::intFunctionOf(combine);
  interp::BoolFn boolFn = interp::boolFunctionOf(combine);
  // all/any over contiguous bytes (a domain check's mask, every step of Adam): memchr and word ORs.
  bool contiguous = true;
  for (size_t i = 0; i < terms.size() && contiguous; ++i) contiguous = terms[i] == int64_t(i);
  if (isBool && contiguous && (combine == OpCode::And || combine == OpCode::Or)) {
    bool all = combine == OpCode::And;
    int64_t n = int64_t(terms.size());
    return [=](KernelContext&, std::span<const Buffer> inputs, std::span<const Buffer> out) {
      const uint8_t* x = static_cast<const uint8_t*>(inputs[0].data);
      uint8_t* o = static_cast<uint8_t*>(out[0].data);
      bool init = elementBits(inputs[1].data, 0, 1) != 0;
      for (size_t j = 0; j < kept.size(); ++j) {
        const uint8_t* base = x + kept[j];
        bool r;
        if (all) {
          r = init && std::memchr(base, 0, size_t(n)) == nullptr;
        } else {
          uint64_t any = 0;
          int64_t i = 0;
          for (uint64_t w; i + 8 <= n; i += 8) std::memcpy(&w, base + i, 8), any |= w;
          for (; i < n; ++i) any |= base[i];
          r = init || any != 0;
        }
        o[j] = r ? 1 : 0;
      }
    };
  }
  return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> out) {
    const uint8_t* x = static_cast<const uint8_t*>(inputs[0].data);
    uint8_t* o = static_cast<uint8_t*>(out[0].data);
    uint64_t init = elementBits(inputs[1].data, 0, width);
    ctx.pool.parallelFor(int64_t(kept.size()), std::max<int64_t>(1, 16384 / std::max<size_t>(1, terms.size())),
                         [&](int64_t begin, int64_t end) {
                           for (int64_t j = begin; j < end; ++j) {
                             const uint8_t* base = x + kept[size_t(j)] * width;
                             uint64_t acc = init;
                             if (isBool) {
                               bool b = acc != 0;
                               for (int64_t t : terms) b = boolFn(b, base[t] != 0);
                               acc = b ? 1 : 0;
                             } else {
                               for (int64_t t : terms) acc = format.wrap(intFn(acc, elementBits(base, t, width), format));
                             }
                             std::memcpy(o + j * width, &acc, size_t(width));
                           }
                         });
  };
}

// The row sums' loops over 64-byte vectors, cloned per CPU (target_clones.h): in baseline x86-64
// code a 64-byte vector is four SSE registers and eight of them spill (LeNet-5's 6 bias sums of
// 50176 terms took ~180 us for 1.2 MB). Each function is one template inlined into a clone per type.
typedef float RowVecF32 __attribute__((vector_size(64)));
typedef double RowVecF64 __attribute__((vector_size(64)));
template <typename T>
using RowVec = std::conditional_t<sizeof(T) == 4, RowVecF32, RowVecF64>;

// Every row of `block` columns combined into acc in order (64 bytes; lanes past the block masked to
// +0): each column's terms in the interpreter's order.
template <typename T>
inline __attribute__((always_inline)) void accumulateRows(const T* x, int64_t count, int64_t block, bool add, RowVec<T>* acc) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  typedef Bits Mask __attribute__((vector_size(64)));
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  Mask keep;
  for (int64_t c = 0; c < kLanes; ++c) keep[c] = c < block ? ~Bits(0) : 0;
  int64_t direct = count - (kLanes + block - 1) / block;  // rows a whole 64-byte load stays inside the input for
  RowVec<T> a = *acc;
  for (int64_t row = 0; row < count; ++row) {
    RowVec<T> v{};
    if (row < direct) std::memcpy(&v, x + row * block, sizeof(v));
    else std::memcpy(&v, x + row * block, size_t(block) * sizeof(T));
    v = (RowVec<T>)((Mask)v & keep);
    a = add ? a + v : a * v;
  }
  *acc = a;
}
JUXLA_CLONES void accumulateRowsF32(const float* x, int64_t count, int64_t block, bool add, RowVec<float>* acc) {
  accumulateRows(x, count, block, add, acc);
}
JUXLA_CLONES void accumulateRowsF64(const double* x, int64_t count, int64_t block, bool add, RowVec<double>* acc) {
  accumulateRows(x, count, block, add, acc);
}
template <typename T>
void accumulateRowsOf(const T* x, int64_t count, int64_t block, bool add, RowVec<T>* acc) {
  if constexpr (sizeof(T) == 4) accumulateRowsF32(x, count, block, add, acc);
  else accumulateRowsF64(x, count, block, add, acc);
}

constexpr int64_t kMaxPeriodVectors = 16;  // lcm(block, lanes) / lanes for a block of at most one vector

// Whole periods of rows read as one flat run: a period is lcm(block, lanes) elements, `k` vectors,
// and vector j of every period goes into acc[j] (k <= 16), so a row costs block / lanes of a load
// instead of a whole one (LeNet-5's 6 bias sums read 64 bytes per 24-byte row). acc[j] starts at
// the first period's vector j.
template <typename T>
inline __attribute__((always_inline)) void accumulatePeriods(const T* x, int64_t periods, int64_t k, bool add, RowVec<T>* acc) {
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  RowVec<T> a[kMaxPeriodVectors];
  for (int64_t j = 0; j < k; ++j) std::memcpy(&a[j], x + j * kLanes, sizeof(a[j]));
  for (int64_t p = 1; p < periods; ++p)
    for (int64_t j = 0; j < k; ++j) {
      RowVec<T> v;
      std::memcpy(&v, x + (p * k + j) * kLanes, sizeof(v));
      a[j] = add ? a[j] + v : a[j] * v;
    }
  for (int64_t j = 0; j < k; ++j) acc[j] = a[j];
}
JUXLA_CLONES void accumulatePeriodsF32(const float* x, int64_t periods, int64_t k, bool add, RowVec<float>* acc) {
  accumulatePeriods(x, periods, k, add, acc);
}
JUXLA_CLONES void accumulatePeriodsF64(const double* x, int64_t periods, int64_t k, bool add, RowVec<double>* acc) {
  accumulatePeriods(x, periods, k, add, acc);
}
template <typename T>
void accumulatePeriodsOf(const T* x, int64_t periods, int64_t k, bool add, RowVec<T>* acc) {
  if constexpr (sizeof(T) == 4) accumulatePeriodsF32(x, periods, k, add, acc);
  else accumulatePeriodsF64(x, periods, k, add, acc);
}

// n (<= 8) whole vectors of columns from c0 on, every row of `count` combined into acc in order.
template <typename T>
inline __attribute__((always_inline)) void sumColumnVectors(const T* x, int64_t count, int64_t block, int64_t c0, int64_t n,
                                                            bool add, RowVec<T>* acc) {
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  RowVec<T> a[8];
  for (int64_t v = 0; v < n; ++v) a[v] = acc[v];
  for (int64_t r = 0; r < count; ++r) {
    const T* row = x + r * block + c0;
    for (int64_t v = 0; v < n; ++v) {
      RowVec<T> t;
      std::memcpy(&t, row + v * kLanes, sizeof(t));
      a[v] = add ? a[v] + t : a[v] * t;
    }
  }
  for (int64_t v = 0; v < n; ++v) acc[v] = a[v];
}
JUXLA_CLONES void sumColumnVectorsF32(const float* x, int64_t count, int64_t block, int64_t c0, int64_t n, bool add,
                                      RowVec<float>* acc) {
  sumColumnVectors(x, count, block, c0, n, add, acc);
}
JUXLA_CLONES void sumColumnVectorsF64(const double* x, int64_t count, int64_t block, int64_t c0, int64_t n, bool add,
                                      RowVec<double>* acc) {
  sumColumnVectors(x, count, block, c0, n, add, acc);
}
template <typename T>
void sumColumnVectorsOf(const T* x, int64_t count, int64_t block, int64_t c0, int64_t n, bool add, RowVec<T>* acc) {
  if constexpr (sizeof(T) == 4) sumColumnVectorsF32(x, count, block, c0, n, add, acc);
  else sumColumnVectorsF64(x, count, block, c0, n, add, acc);
}

// Few kept columns (a bias gradient over a few channels, NHWC): the columns' running sums stay in
// one 64-byte vector, a row added at a time; lanes past the block are masked to +0 and never stored.
// Up to kBlockedRows rows, each column sums its terms in the interpreter's order. Past that the
// order-bound chain was the cost, so the rows split into kRowBlocks fixed runs of whole periods
// (accumulatePeriods) — a run's sum of a column is its lanes' sums in lane order, then its rows
// past the last whole period in order — and the runs' sums are added to init in order: the same
// bits for any number of threads, and a shorter chain of rounding. The threads take halves of the
// runs, so each reads the rows the kernel before it wrote on its core.
template <typename T>
Kernel narrowRowSums(int64_t count, int64_t block, bool add) {
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  constexpr int64_t kBlockedRows = 4096, kRowBlocks = 16;
  int64_t period = std::lcm(block, kLanes), vectors = period / kLanes, periodRows = period / block;
  // Rows per run: whole periods, so that every run starts on one (the last runs may be short or empty).
  int64_t per = ((count + kRowBlocks - 1) / kRowBlocks + periodRows - 1) / periodRows * periodRows;
  return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> out) {
    const T* x = static_cast<const T*>(inputs[0].data);
    T init = *static_cast<const T*>(inputs[1].data);
    RowVec<T> acc;
    for (int64_t c = 0; c < kLanes; ++c) acc[c] = init;
    T* o = static_cast<T*>(out[0].data);
    if (count < kBlockedRows) {
      accumulateRowsOf(x, count, block, add, &acc);
      for (int64_t c = 0; c < block; ++c) o[c] = acc[c];
      return;
    }
    T sums[kRowBlocks][kLanes];
    bool some[kRowBlocks] = {};
    ctx.pool.parallelFor(kRowBlocks, 1, [&](int64_t b0, int64_t b1) {
      for (int64_t b = b0; b < b1; ++b) {
        int64_t first = std::min(count, b * per), end = std::min(count, first + per);
        int64_t periods = (end - first) / periodRows;
        if (first == end) continue;
        some[b] = true;
        T* s = sums[b];
        int64_t row = first;
        if (periods > 0) {
          RowVec<T> lanes[kMaxPeriodVectors];
          accumulatePeriodsOf(x + first * block, periods, vectors, add, lanes);
          for (int64_t c = 0; c < block; ++c) s[c] = lanes[c / kLanes][c % kLanes];
          for (int64_t e = block; e < period; ++e) {
            T v = lanes[e / kLanes][e % kLanes];
            s[e % block] = add ? s[e % block] + v : s[e % block] * v;
          }
          row += periods * periodRows;
        } else {
          for (int64_t c = 0; c < block; ++c) s[c] = x[row * block + c];
          ++row;
        }
        for (; row < end; ++row)
          for (int64_t c = 0; c < block; ++c) s[c] = add ? s[c] + x[row * block + c] : s[c] * x[row * block + c];
      }
    });
    for (int64_t b = 0; b < kRowBlocks; ++b)
      if (some[b])
        for (int64_t c = 0; c < block; ++c) acc[c] = add ? acc[c] + sums[b][c] : acc[c] * sums[b][c];
    for (int64_t c = 0; c < block; ++c) o[c] = acc[c];
  };
}

// Wider blocks of kept columns (VGG19's 64 to 512 channels): the same, over groups of whole
// vectors the threads share out, each group's sums in 64-byte vectors for one pass over the rows
// (the scalar sweep stored and reloaded every sum per row: 48 ms for 64 sums of 401408 terms).
template <typename T>
Kernel wideRowSums(int64_t count, int64_t block, bool add) {
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  constexpr int64_t kBatch = 8;  // vectors summed together in one pass over the rows
  int64_t whole = block / kLanes;  // whole vectors; the columns past them take the scalar sweep
  return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> out) {
    const T* x = static_cast<const T*>(inputs[0].data);
    T init = *static_cast<const T*>(inputs[1].data);
    T* o = static_cast<T*>(out[0].data);
    ctx.pool.parallelFor(whole + 1, 1, [&](int64_t v0, int64_t v1) {
      for (int64_t b0 = v0; b0 < v1; b0 += kBatch) {
        if (b0 == whole) {  // the tail columns, scalar
          for (int64_t c = whole * kLanes; c < block; ++c) {
            T acc = init;
            for (int64_t r = 0; r < count; ++r) acc = add ? acc + x[r * block + c] : acc * x[r * block + c];
            o[c] = acc;
          }
          continue;
        }
        int64_t n = std::min({kBatch, v1 - b0, whole - b0}), c0 = b0 * kLanes;
        RowVec<T> acc[kBatch];
        for (int64_t v = 0; v < kBatch; ++v)
          for (int64_t c = 0; c < kLanes; ++c) acc[v][c] = init;
        sumColumnVectorsOf(x, count, block, c0, n, add, acc);
        for (int64_t v = 0; v < n; ++v)
          for (int64_t c = 0; c < kLanes; ++c) o[c0 + v * kLanes + c] = acc[v][c];
        b0 += n - kBatch;  // (the loop adds kBatch)
      }
    });
  };
}

template <typename T>
Kernel reduce(const ir::Operation& op, OpCode combine) {
  ir::Type in = op.operand(0)->type();
  std::vector<int64_t> dims(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end());
  std::vector<int64_t> strides = stridesOf(in.shape());
  std::vector<int64_t> kept = offsetsOver(freeDims(in.rank(), dims, {}), in.shape(), strides);
  std::vector<int64_t> terms = offsetsOver(dims, in.shape(), strides);
  interp::FloatFn fn = interp::floatFunctionOf(combine);
  // Leading dims reduced, trailing ones kept (a bias gradient in NHWC): sweep rows of the kept
  // block, each output still summing its terms in the same order, so the results are the same.
  int64_t block = int64_t(kept.size());
  bool rows = !kept.empty();
  for (size_t i = 0; i < kept.size() && rows; ++i) rows = kept[i] == int64_t(i);
  for (size_t i = 0; i < terms.size() && rows; ++i) rows = terms[i] == int64_t(i) * block;
  constexpr int64_t kLanes = int64_t(64 / sizeof(T));
  if (rows && terms.size() > 1 && block <= kLanes && (combine == OpCode::Add || combine == OpCode::Multiply))
    return narrowRowSums<T>(int64_t(terms.size()), block, combine == OpCode::Add);
  if (rows && terms.size() > 1 && block > kLanes && (combine == OpCode::Add || combine == OpCode::Multiply))
    return wideRowSums<T>(int64_t(terms.size()), block, combine == OpCode::Add);
  if (rows && terms.size() > 1) {
    int64_t count = int64_t(terms.size());
    return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> out) {
      const T* x = static_cast<const T*>(inputs[0].data);
      T init = *static_cast<const T*>(inputs[1].data);
      T* o = static_cast<T*>(out[0].data);
      ctx.pool.parallelFor(block, std::max<int64_t>(16, block / 8), [&](int64_t begin, int64_t end) {
        for (int64_t c = begin; c < end; ++c) o[c] = init;
        for (int64_t r = 0; r < count; ++r) {
          const T* row = x + r * block;
          if (combine == OpCode::Add) {
            for (int64_t c = begin; c < end; ++c) o[c] = o[c] + row[c];
          } else if (combine == OpCode::Multiply) {
            for (int64_t c = begin; c < end; ++c) o[c] = o[c] * row[c];
          } else {
            for (int64_t c = begin; c < end; ++c) o[c] = T(fn(double(o[c]), double(row[c])));
          }
        }
      });
    };
  }
  return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> out) {
    const T* x = static_cast<const T*>(inputs[0].data);
    T init = *static_cast<const T*>(inputs[1].data);
    T* o = static_cast<T*>(out[0].data);
    ctx.pool.parallelFor(int64_t(kept.size()), std::max<int64_t>(1, 16384 / std::max<size_t>(1, terms.size())),
                         [&](int64_t begin, int64_t end) {
                           for (int64_t j = begin; j < end; ++j) {
                             const T* base = x + kept[size_t(j)];
                             T acc = init;
                             if (combine == OpCode::Add) {
                               for (int64_t t : terms) acc = acc + base[t];
                             } else if (combine == OpCode::Multiply) {
                               for (int64_t t : terms) acc = acc * base[t];
                             } else {
                               for (int64_t t : terms) acc = T(fn(double(acc), double(base[t])));
                             }
                             o[j] = acc;
                           }
                         });
  };
}

// ---- reduce with a body of several scalar ops (argmax's (value, index) pair, variadic reduces) ----

// The body as a register machine over raw element bits: registers 0..2n-1 are its arguments (the
// accumulators, then the inputs' elements), then one per op. Each op is the interpreter's scalar
// definition (floats through double, rounded once; integers with their width and signedness).
struct BodyOp {
  OpCode code;
  E type, operandType;  // the result's element type, and the first operand's
  int a = -1, b = -1, c = -1;
  int direction = 0;      // compare: EQ NE GE GT LE LT
  bool totalOrder = false;
  uint64_t constant = 0;
};

struct ScalarBody {
  size_t args = 0;
  std::vector<BodyOp> ops;
  std::vector<int> results;  // registers the body returns
};

bool scalarFloat(E e) { return e == E::F32 || e == E::F64; }
bool scalarInt(E e) { return ir::isBool(e) || ir::isSignedInteger(e) || ir::isUnsignedInteger(e); }

std::optional<ScalarBody> compileBody(const ir::Block& body) {
  ScalarBody out;
  out.args = body.numArgs();
  std::unordered_map<const ir::Value*, int> reg;
  for (size_t i = 0; i < body.numArgs(); ++i) {
    ir::Type t = body.arg(i)->type();
    if (!t.isTensor() || t.rank() != 0 || !(scalarFloat(t.elementType()) || scalarInt(t.elementType()))) return std::nullopt;
    reg[body.arg(i)] = int(i);
  }
  for (const ir::Operation& op : body) {
    if (op.hasTrait(ir::kTerminator)) {
      for (const ir::Value* v : op.operands()) out.results.push_back(reg.at(v));
      break;
    }
    if (op.numResults() != 1 || op.result(0)->type().rank() != 0) return std::nullopt;
    BodyOp b;
    b.code = op.code();
    b.type = op.result(0)->type().elementType();
    if (!(scalarFloat(b.type) || scalarInt(b.type))) return std::nullopt;
    b.operandType = op.numOperands() ? op.operand(0)->type().elementType() : b.type;
    int* slots[] = {&b.a, &b.b, &b.c};
    if (op.numOperands() > 3) return std::nullopt;
    for (size_t k = 0; k < op.numOperands(); ++k) {
      auto it = reg.find(op.operand(k));
      if (it == reg.end()) return std::nullopt;  // a value from outside the body
      *slots[k] = it->second;
    }
    switch (op.code()) {
      case OpCode::Constant: b.constant = op.attr("value").elementBits(0); break;
      case OpCode::Compare: {
        const std::string& d = op.attr("comparison_direction").str();
        b.direction = d == "EQ" ? 0 : d == "NE" ? 1 : d == "GE" ? 2 : d == "GT" ? 3 : d == "LE" ? 4 : 5;
        ir::Attr ct = op.attr("compare_type");
        b.totalOrder = ct && ct.str() == "TOTALORDER";
        break;
      }
      case OpCode::Select: break;
      default: {
        if (op.numOperands() < 1 || op.numOperands() > 2 || !op.hasTrait(ir::kElementwise)) return std::nullopt;
        bool known = scalarFloat(b.type) ? interp::floatFunctionOf(op.code()) != nullptr
                     : ir::isBool(b.type) ? interp::boolFunctionOf(op.code()) != nullptr
                                          : interp::intFunctionOf(op.code()) != nullptr;
        if (!known || b.operandType != b.type) return std::nullopt;
      }
    }
    reg[op.result(0)] = int(out.args + out.ops.size());
    out.ops.push_back(b);
  }
  return out;
}

double asDouble(uint64_t bits, E e) {
  return e == E::F32 ? double(std::bit_cast<float>(uint32_t(bits))) : std::bit_cast<double>(bits);
}
uint64_t fromDouble(double v, E e) {
  return e == E::F32 ? uint64_t(std::bit_cast<uint32_t>(float(v))) : std::bit_cast<uint64_t>(v);
}
int64_t totalOrderKey(uint64_t bits, int width) {  // IEEE totalOrder as a signed integer order
  uint64_t sign = uint64_t(1) << (width - 1);
  int64_t magnitude = int64_t(bits & (sign - 1));
  return (bits & sign) ? -magnitude - 1 : magnitude;
}
template <typename V>
bool holds(V a, V b, int d) {
  return d == 0 ? a == b : d == 1 ? a != b : d == 2 ? a >= b : d == 3 ? a > b : d == 4 ? a <= b : a < b;
}

void runBody(const ScalarBody& body, uint64_t* r) {
  uint64_t* out = r + body.args;
  for (const BodyOp& op : body.ops) {
    uint64_t x = op.a >= 0 ? r[op.a] : 0, y = op.b >= 0 ? r[op.b] : x, v = 0;
    switch (op.code) {
      case OpCode::Constant: v = op.constant; break;
      case OpCode::Select: v = r[op.a] ? r[op.b] : r[op.c]; break;
      case OpCode::Compare:
        if (scalarFloat(op.operandType)) {
          if (op.totalOrder) {
            int w = op.operandType == E::F32 ? 32 : 64;
            v = holds(totalOrderKey(x, w), totalOrderKey(y, w), op.direction);
          } else {
            v = holds(asDouble(x, op.operandType), asDouble(y, op.operandType), op.direction);
          }
        } else if (ir::isSignedInteger(op.operandType)) {
          interp::scalar::IntFormat f{ir::bitWidth(op.operandType), true};
          v = holds(f.signExtend(x), f.signExtend(y), op.direction);
        } else {
          v = holds(x, y, op.direction);
        }
        break;
      default:
        if (scalarFloat(op.type)) {
          v = fromDouble(interp::floatFunctionOf(op.code)(asDouble(x, op.type), asDouble(y, op.type)), op.type);
        } else if (ir::isBool(op.type)) {
          v = interp::boolFunctionOf(op.code)(x != 0, y != 0);
        } else {
          interp::scalar::IntFormat f{ir::bitWidth(op.type), ir::isSignedInteger(op.type)};
          v = f.wrap(interp::intFunctionOf(op.code)(x, y, f));
        }
    }
    *out++ = v;
  }
}

// reduce of n inputs with such a body: each output folds its terms in row-major order from the
// init values, as the interpreter does.
std::optional<Kernel> bodyReduce(const ir::Operation& op) {
  size_t n = op.numOperands() / 2;
  std::optional<ScalarBody> body = compileBody(op.region(0).block());
  if (!body || body->results.size() != n || body->args != 2 * n) return std::nullopt;
  ir::Type in = op.operand(0)->type();
  std::vector<int64_t> widths;
  for (size_t k = 0; k < n; ++k) {
    auto shape = op.operand(k)->type().shape();
    if (!std::ranges::equal(shape, in.shape()) || op.result(k)->type().elementType() != op.operand(k)->type().elementType())
      return std::nullopt;
    widths.push_back(ir::storageBytes(op.operand(k)->type().elementType()));
  }
  std::vector<int64_t> dims(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end());
  std::vector<int64_t> strides = stridesOf(in.shape());
  std::vector<int64_t> kept = offsetsOver(freeDims(in.rank(), dims, {}), in.shape(), strides);
  std::vector<int64_t> terms = offsetsOver(dims, in.shape(), strides);
  auto b = std::make_shared<const ScalarBody>(std::move(*body));
  return [=](KernelContext& ctx, std::span<const Buffer> ins, std::span<const Buffer> outs) {
    ctx.pool.parallelFor(int64_t(kept.size()), std::max<int64_t>(1, 2048 / std::max<size_t>(1, terms.size())),
                         [&](int64_t begin, int64_t end) {
                           std::vector<uint64_t> r(b->args + b->ops.size());
                           for (int64_t j = begin; j < end; ++j) {
                             for (size_t k = 0; k < n; ++k) r[k] = elementBits(ins[n + k].data, 0, widths[k]);
                             for (int64_t t : terms) {
                               for (size_t k = 0; k < n; ++k) r[n + k] = elementBits(ins[k].data, kept[size_t(j)] + t, widths[k]);
                               runBody(*b, r.data());
                               for (size_t k = 0; k < n; ++k) r[k] = r[size_t(b->results[k])];
                             }
                             for (size_t k = 0; k < n; ++k)
                               std::memcpy(static_cast<uint8_t*>(outs[k].data) + j * widths[k], &r[k], size_t(widths[k]));
                           }
                         });
  };
}

std::vector<int64_t> intsOr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  if (!a) return fallback;
  return std::vector<int64_t>(a.ints().begin(), a.ints().end());
}

// reduce_window of one input, as the interpreter folds it: each window's taps in row-major order
// from the init value, padding and base-dilation holes entering as the init value.
template <typename T>
Kernel reduceWindow(const ir::Operation& op, OpCode combine) {
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  size_t rank = size_t(in.rank());
  std::vector<int64_t> ones(rank, 1);
  std::vector<int64_t> dims = intsOr(op, "window_dimensions", ones), steps = intsOr(op, "window_strides", ones);
  std::vector<int64_t> base = intsOr(op, "base_dilations", ones), dil = intsOr(op, "window_dilations", ones);
  std::vector<int64_t> padding;
  if (ir::Attr a = op.attr("padding")) {
    for (int64_t i = 0; i < a.numElements(); ++i) padding.push_back(a.intElement(i));
  }
  padding.resize(2 * rank, 0);
  std::vector<int64_t> strides = stridesOf(in.shape());
  // Per dimension, for every (result index, tap): the input offset along it, or -1 (padding or a hole).
  std::vector<std::vector<int64_t>> along(rank);
  for (size_t d = 0; d < rank; ++d)
    for (int64_t o = 0; o < out.shape()[d]; ++o)
      for (int64_t t = 0; t < dims[d]; ++t) {
        int64_t pos = o * steps[d] + t * dil[d] - padding[2 * d];
        int64_t i = pos / base[d];
        along[d].push_back(pos < 0 || pos % base[d] != 0 || i >= in.shape()[d] ? -1 : i * strides[d]);
      }
  std::vector<int64_t> outShape(out.shape().begin(), out.shape().end());
  interp::FloatFn fn = interp::floatFunctionOf(combine);
  int64_t taps = 1;
  for (int64_t k : dims) taps *= k;
  return [=](KernelContext& ctx, std::span<const Buffer> inputs, std::span<const Buffer> outs) {
    const T* x = static_cast<const T*>(inputs[0].data);
    T init = *static_cast<const T*>(inputs[1].data);
    T* o = static_cast<T*>(outs[0].data);
    int64_t n = outs[0].type.numElements();
    ctx.pool.parallelFor(n, std::max<int64_t>(1, 4096 / std::max<int64_t>(1, taps)), [&](int64_t begin, int64_t end) {
      std::vector<int64_t> index(rank), tap(rank);
      for (int64_t j = begin; j < end; ++j) {
        int64_t rest = j;
        for (size_t d = rank; d-- > 0;) index[d] = rest % outShape[d], rest /= outShape[d];
        std::fill(tap.begin(), tap.end(), 0);
        T acc = init;
        for (int64_t t = 0; t < taps; ++t) {
          int64_t offset = 0;
          bool inside = true;
          for (size_t d = 0; d < rank && inside; ++d) {
            int64_t a = along[d][size_t(index[d] * dims[d] + tap[d])];
            inside = a >= 0;
            offset += a;
          }
          T v = inside ? x[offset] : init;
          if (combine == OpCode::Add) acc = acc + v;
          else if (combine == OpCode::Multiply) acc = acc * v;
          else acc = T(fn(double(acc), double(v)));
          for (size_t d = rank; d-- > 0;) {
            if (++tap[d] < dims[d]) break;
            tap[d] = 0;
          }
        }
        o[j] = acc;
      }
    });
  };
}

}  // namespace

std::optional<Kernel> contractionKernel(const ir::Operation& op) {
  if (op.is(OpCode::ReduceWindow) && op.numOperands() == 2) {
    std::optional<OpCode> c = bodyOp(op);
    E e = op.operand(0)->type().elementType();
    if (!c || op.result(0)->type().elementType() != e || !interp::floatFunctionOf(*c)) return std::nullopt;
    if (e == E::F64) return reduceWindow<double>(op, *c);
    if (e == E::F32) return reduceWindow<float>(op, *c);
    return std::nullopt;
  }
  if (op.is(OpCode::DotGeneral)) {
    E e = op.result(0)->type().elementType();
    if (op.operand(0)->type().elementType() != e || op.operand(1)->type().elementType() != e) return std::nullopt;
    if (e == E::F64) return dotGeneral<double>(op);
    if (e == E::F32) return dotGeneral<float>(op);
    return std::nullopt;
  }
  if (op.is(OpCode::Reduce) && op.numOperands() > 2) return bodyReduce(op);
  if (op.is(OpCode::Reduce) && op.numOperands() == 2 && !bodyOp(op)) return bodyReduce(op);
  if (op.is(OpCode::Reduce) && op.numOperands() == 2) {
    std::optional<OpCode> c = bodyOp(op);
    E e = op.operand(0)->type().elementType();
    if (!c || op.result(0)->type().elementType() != e) return std::nullopt;
    if (ir::isBool(e) ? interp::boolFunctionOf(*c) != nullptr
                      : (ir::isSignedInteger(e) || ir::isUnsignedInteger(e)) && interp::intFunctionOf(*c) != nullptr)
      return integerReduce(op, *c);
    if (*c == OpCode::And || *c == OpCode::Or || *c == OpCode::Xor) return std::nullopt;
    if (e == E::F64) return reduce<double>(op, *c);
    if (e == E::F32) return reduce<float>(op, *c);
  }
  return std::nullopt;
}

}  // namespace juxla::cpu
