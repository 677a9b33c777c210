// Kernels that move data: every one is a strided copy of element bytes (the element type does not
// matter), so each covers all element types; iota and float conversion compute values.
#include <algorithm>
#include <cstring>
#include <limits>
#include <vector>

#include "backends/cpu/kernels.h"
#include "backends/cpu/thread_pool.h"
#include "interp/tensor.h"

namespace juxla::cpu {

namespace {

using E = ir::ElementType;
using ir::OpCode;

using interp::stridesOf;  // row-major strides, as the interpreter lays tensors out

template <typename T>
void gather(uint8_t* dst, const uint8_t* in, int64_t src, int64_t stride, int64_t n) {
  for (int64_t k = 0; k < n; ++k) {
    T v;
    std::memcpy(&v, in + (src + k * stride) * int64_t(sizeof(T)), sizeof(T));
    std::memcpy(dst + k * int64_t(sizeof(T)), &v, sizeof(T));
  }
}

template <typename T>
void gatherScatter(uint8_t* dst, int64_t t, int64_t dstStride, const uint8_t* src, int64_t s, int64_t srcStride, int64_t n) {
  for (int64_t k = 0; k < n; ++k) {
    T v;
    std::memcpy(&v, src + (s + k * srcStride) * int64_t(sizeof(T)), sizeof(T));
    std::memcpy(dst + (t + k * dstStride) * int64_t(sizeof(T)), &v, sizeof(T));
  }
}

// Dimensions the source walks as one merged (from[d] == from[d + 1] * shape[d + 1]) and size-1 ones
// dropped: a weight's reverse over its 3x3 window copies rows of 9 instead of 3, a bias broadcast
// one run per repeat.
void coalesce(std::vector<int64_t>& shape, std::vector<int64_t>& from) {
  std::vector<int64_t> s, f;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    if (!s.empty() && f.back() == from[d] * shape[d]) {
      s.back() *= shape[d];
      f.back() = from[d];
    } else {
      s.push_back(shape[d]);
      f.push_back(from[d]);
    }
  }
  if (s.empty()) s.push_back(1), f.push_back(0);
  shape = std::move(s), from = std::move(f);
}

// out[i...] = in[base + sum(i[d] * from[d])] for every index of `shape`, `width` bytes per element;
// the rows of the last dimension are split across the pool, each row's start found from the last's.
void stridedCopy(ThreadPool& pool, const uint8_t* in, int64_t base, std::span<const int64_t> fromDims, uint8_t* out,
                 std::span<const int64_t> shapeDims, int64_t width) {
  int64_t total = 1;
  for (int64_t s : shapeDims) total *= s;
  if (total == 0) return;
  if (shapeDims.empty()) {
    std::memcpy(out, in + base * width, size_t(width));
    return;
  }
  std::vector<int64_t> shape(shapeDims.begin(), shapeDims.end()), from(fromDims.begin(), fromDims.end());
  coalesce(shape, from);
  int64_t rank = int64_t(shape.size());
  int64_t inner = shape[size_t(rank - 1)], innerStride = from[size_t(rank - 1)];
  int64_t rows = total / inner;
  pool.parallelFor(rows, std::max<int64_t>(1, 4096 / inner), [&](int64_t begin, int64_t end) {
    std::vector<int64_t> index(size_t(rank), 0);
    int64_t rest = begin, src = base;
    for (int64_t d = rank - 2; d >= 0; --d) {
      index[size_t(d)] = rest % shape[size_t(d)], rest /= shape[size_t(d)];
      src += index[size_t(d)] * from[size_t(d)];
    }
    for (int64_t row = begin; row < end; ++row) {
      uint8_t* dst = out + row * inner * width;
      if (innerStride == 1) {
        std::memcpy(dst, in + src * width, size_t(inner * width));
      } else if (width == 4) {  // f32, i32: without a memcpy call per element
        gather<uint32_t>(dst, in, src, innerStride, inner);
      } else if (width == 8) {
        gather<uint64_t>(dst, in, src, innerStride, inner);
      } else {
        for (int64_t k = 0; k < inner; ++k) std::memcpy(dst + k * width, in + (src + k * innerStride) * width, size_t(width));
      }
      for (int64_t d = rank - 2; d >= 0; --d) {
        src += from[size_t(d)];
        if (++index[size_t(d)] < shape[size_t(d)]) break;
        src -= shape[size_t(d)] * from[size_t(d)];
        index[size_t(d)] = 0;
      }
    }
  });
}

int64_t widthOf(const ir::Value* v) { return ir::storageBytes(v->type().elementType()); }

// A start index operand (0-d, any integer type) as the spec reads it: signed or unsigned.
int64_t readIndex(const Buffer& b) {
  switch (b.type.elementType()) {
    case E::I8: return *static_cast<const int8_t*>(b.data);
    case E::I16: return *static_cast<const int16_t*>(b.data);
    case E::I32: return *static_cast<const int32_t*>(b.data);
    case E::I64: return *static_cast<const int64_t*>(b.data);
    case E::UI8: return *static_cast<const uint8_t*>(b.data);
    case E::UI16: return *static_cast<const uint16_t*>(b.data);
    case E::UI32: return *static_cast<const uint32_t*>(b.data);
    case E::UI64: {
      uint64_t v = *static_cast<const uint64_t*>(b.data);
      return v > uint64_t(INT64_MAX) ? INT64_MAX : int64_t(v);
    }
    default: return 0;
  }
}

// Starts clamped so the window [start, start + size) fits: what dynamic_slice and its update do.
std::vector<int64_t> clampedStarts(std::span<const Buffer> starts, std::span<const int64_t> shape,
                                   std::span<const int64_t> sizes) {
  std::vector<int64_t> out;
  for (size_t d = 0; d < shape.size(); ++d) out.push_back(std::clamp<int64_t>(readIndex(starts[d]), 0, shape[d] - sizes[d]));
  return out;
}

Kernel copyKernel() {  // reshape, optimization_barrier: the bytes as they are
  return [](KernelContext&, std::span<const Buffer> in, std::span<const Buffer> out) {
    for (size_t i = 0; i < out.size(); ++i) {
      int64_t n = out[i].type.isTensor() ? out[i].type.numElements() * ir::storageBytes(out[i].type.elementType()) : 0;
      if (n && in[i].data != out[i].data) std::memmove(out[i].data, in[i].data, size_t(n));
    }
  };
}

Kernel broadcastInDim(const ir::Operation& op) {
  std::vector<int64_t> dims(op.attr("broadcast_dimensions").ints().begin(), op.attr("broadcast_dimensions").ints().end());
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  std::vector<int64_t> inStrides = stridesOf(in.shape());
  std::vector<int64_t> from(size_t(out.rank()), 0);
  for (size_t k = 0; k < dims.size(); ++k)
    if (in.shape()[k] != 1) from[size_t(dims[k])] = inStrides[k];  // size-1 dims repeat
  std::vector<int64_t> shape(out.shape().begin(), out.shape().end());
  int64_t w = widthOf(op.operand(0));
  return [from, shape, w](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    stridedCopy(ctx.pool, static_cast<const uint8_t*>(i[0].data), 0, from, static_cast<uint8_t*>(o[0].data), shape, w);
  };
}

Kernel transpose(const ir::Operation& op) {
  auto perm = op.attr("permutation").ints();
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  std::vector<int64_t> inStrides = stridesOf(in.shape()), from;
  for (int64_t p : perm) from.push_back(inStrides[size_t(p)]);
  std::vector<int64_t> shape(out.shape().begin(), out.shape().end());
  int64_t w = widthOf(op.operand(0));
  return [from, shape, w](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    stridedCopy(ctx.pool, static_cast<const uint8_t*>(i[0].data), 0, from, static_cast<uint8_t*>(o[0].data), shape, w);
  };
}

Kernel slice(const ir::Operation& op) {
  auto starts = op.attr("start_indices").ints();
  auto steps = op.attr("strides").ints();
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  std::vector<int64_t> inStrides = stridesOf(in.shape()), from;
  int64_t base = 0;
  for (size_t d = 0; d < inStrides.size(); ++d) {
    base += starts[d] * inStrides[d];
    from.push_back(steps[d] * inStrides[d]);
  }
  std::vector<int64_t> shape(out.shape().begin(), out.shape().end());
  int64_t w = widthOf(op.operand(0));
  return [base, from, shape, w](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    stridedCopy(ctx.pool, static_cast<const uint8_t*>(i[0].data), base, from, static_cast<uint8_t*>(o[0].data), shape, w);
  };
}

// reverse: a strided copy that walks the reversed dimensions backwards from their last element.
Kernel reverse(const ir::Operation& op) {
  ir::Type in = op.operand(0)->type();
  std::vector<int64_t> from = stridesOf(in.shape());
  int64_t base = 0;
  for (int64_t d : op.attr("dimensions").ints()) {
    base += (in.shape()[size_t(d)] - 1) * from[size_t(d)];
    from[size_t(d)] = -from[size_t(d)];
  }
  std::vector<int64_t> shape(in.shape().begin(), in.shape().end());
  int64_t w = widthOf(op.operand(0));
  return [base, from, shape, w](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    stridedCopy(ctx.pool, static_cast<const uint8_t*>(i[0].data), base, from, static_cast<uint8_t*>(o[0].data), shape, w);
  };
}

// pad: the result filled with the padding value, then each operand element that lands inside it
// (negative padding crops) copied to low + i * (interior + 1) along every dimension. The vjp of a
// strided slice (a max pool's gradient) is such a pad.
Kernel pad(const ir::Operation& op) {
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  size_t rank = size_t(in.rank());
  auto lowA = op.attr("edge_padding_low").ints(), interiorA = op.attr("interior_padding").ints();
  std::vector<int64_t> inStrides = stridesOf(in.shape()), outStrides = stridesOf(out.shape());
  // Per dim: the operand's index range that lands inside, where its first element lands, the step.
  std::vector<int64_t> first(rank), count(rank), at(rank), step(rank);
  for (size_t d = 0; d < rank; ++d) {
    int64_t low = lowA[d], gap = interiorA[d] + 1, n = in.shape()[d], size = out.shape()[d];
    int64_t i0 = low >= 0 ? 0 : (-low + gap - 1) / gap;
    int64_t i1 = n;  // one past the last i with low + i * gap < size
    if (low + (n - 1) * gap >= size) i1 = size - low <= 0 ? 0 : (size - low + gap - 1) / gap;
    first[d] = i0;
    count[d] = std::max<int64_t>(0, i1 - i0);
    at[d] = low + i0 * gap;
    step[d] = gap;
  }
  int64_t w = widthOf(op.operand(0));
  return [=](KernelContext& ctx, std::span<const Buffer> ins, std::span<const Buffer> outs) {
    const uint8_t* src = static_cast<const uint8_t*>(ins[0].data);
    uint8_t* dst = static_cast<uint8_t*>(outs[0].data);
    const uint8_t* value = static_cast<const uint8_t*>(ins[1].data);
    int64_t total = outs[0].type.numElements();
    ctx.pool.parallelFor(total, 1 << 14, [&](int64_t begin, int64_t end) {
      if (w == 4) {
        uint32_t v;
        std::memcpy(&v, value, 4);
        std::fill(reinterpret_cast<uint32_t*>(dst) + begin, reinterpret_cast<uint32_t*>(dst) + end, v);
      } else {
        for (int64_t i = begin; i < end; ++i) std::memcpy(dst + i * w, value, size_t(w));
      }
    });
    if (rank == 0) {
      std::memcpy(dst, src, size_t(w));
      return;
    }
    int64_t inner = count[rank - 1], rows = 1;
    for (size_t d = 0; d + 1 < rank; ++d) rows *= count[d];
    if (rows == 0 || inner == 0) return;
    int64_t srcInner = inStrides[rank - 1], dstInner = outStrides[rank - 1] * step[rank - 1];
    auto copyRow = [&](int64_t s, int64_t t) {
      if (w == 4) gatherScatter<uint32_t>(dst, t, dstInner, src, s, srcInner, inner);
      else if (w == 8) gatherScatter<uint64_t>(dst, t, dstInner, src, s, srcInner, inner);
      else
        for (int64_t k = 0; k < inner; ++k) std::memcpy(dst + (t + k * dstInner) * w, src + (s + k * srcInner) * w, size_t(w));
    };
    // Rows are walked by the dims before the last two (index arithmetic once per group), then by
    // the second-to-last dim with plain strides: a max pool's gradient pads many short rows.
    size_t midDim = rank >= 2 ? rank - 2 : 0;
    int64_t mid = rank >= 2 ? count[midDim] : 1, groups = rows / mid;
    int64_t srcMid = rank >= 2 ? inStrides[midDim] : 0, dstMid = rank >= 2 ? outStrides[midDim] * step[midDim] : 0;
    ctx.pool.parallelFor(groups, std::max<int64_t>(1, 4096 / (inner * mid)), [&](int64_t begin, int64_t end) {
      for (int64_t g = begin; g < end; ++g) {
        int64_t rest = g, s = first[rank - 1] * srcInner, t = at[rank - 1] * outStrides[rank - 1];
        if (rank >= 2) s += first[midDim] * inStrides[midDim], t += at[midDim] * outStrides[midDim];
        for (size_t d = midDim; d-- > 0;) {
          int64_t i = rest % count[d];
          rest /= count[d];
          s += (first[d] + i) * inStrides[d];
          t += (at[d] + i * step[d]) * outStrides[d];
        }
        for (int64_t j = 0; j < mid; ++j) copyRow(s + j * srcMid, t + j * dstMid);
      }
    });
  };
}

// gather without batching dims (a DataLoader's batch, an embedding lookup): for each point of the
// result's batch dims, the start index vector is read, clamped as the spec says so the slice stays
// inside the operand, and the slice copied — in runs where the last result dim steps through the
// operand's last dim.
std::optional<Kernel> gather(const ir::Operation& op) {
  const ir::GatherDims& g = op.attr("dimension_numbers").gatherDims();
  if (!g.operandBatchingDims.empty()) return std::nullopt;
  ir::Type operand = op.operand(0)->type(), indices = op.operand(1)->type(), out = op.result(0)->type();
  E ie = indices.elementType();
  if (!ir::isSignedInteger(ie) && !ir::isUnsignedInteger(ie)) return std::nullopt;
  std::vector<int64_t> sizes(op.attr("slice_sizes").ints().begin(), op.attr("slice_sizes").ints().end());
  auto contains = [](const std::vector<int64_t>& v, int64_t d) { return std::find(v.begin(), v.end(), d) != v.end(); };
  std::vector<int64_t> batchDims, offsetOperandDims;
  for (int64_t d = 0; d < out.rank(); ++d)
    if (!contains(g.offsetDims, d)) batchDims.push_back(d);
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!contains(g.collapsedSliceDims, d)) offsetOperandDims.push_back(d);
  std::vector<int64_t> opStrides = stridesOf(operand.shape()), outStrides = stridesOf(out.shape()),
                       idxStrides = stridesOf(indices.shape());
  bool vectorDim = g.indexVectorDim < indices.rank();
  // Per result batch dim: its stride in the indices (the index vector dim skipped).
  std::vector<int64_t> batchIdxStride;
  for (size_t k = 0, d = 0; k < batchDims.size(); ++k, ++d) {
    if (vectorDim && int64_t(d) == g.indexVectorDim) ++d;
    batchIdxStride.push_back(idxStrides[d]);
  }
  int64_t vectorStride = vectorDim ? idxStrides[size_t(g.indexVectorDim)] : 0;
  // The offset dims: result shape, result stride, operand stride.
  std::vector<int64_t> offShape, offOut, offOp;
  for (size_t w = 0; w < g.offsetDims.size(); ++w) {
    offShape.push_back(out.shape()[size_t(g.offsetDims[w])]);
    offOut.push_back(outStrides[size_t(g.offsetDims[w])]);
    offOp.push_back(opStrides[size_t(offsetOperandDims[w])]);
  }
  bool runs = !offShape.empty() && offOut.back() == 1 && offOp.back() == 1;
  int64_t w = widthOf(op.operand(0)), iw = ir::storageBytes(ie);
  bool isSigned = ir::isSignedInteger(ie);
  std::vector<int64_t> batchShape;
  for (int64_t d : batchDims) batchShape.push_back(out.shape()[size_t(d)]);
  std::vector<int64_t> opShape(operand.shape().begin(), operand.shape().end());
  std::vector<int64_t> startMap = g.startIndexMap;
  return [=](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> o) {
    const uint8_t* src = static_cast<const uint8_t*>(in[0].data);
    const uint8_t* idx = static_cast<const uint8_t*>(in[1].data);
    uint8_t* dst = static_cast<uint8_t*>(o[0].data);
    int64_t points = 1, inner = 1;
    for (int64_t n : batchShape) points *= n;
    for (int64_t n : offShape) inner *= n;
    if (points == 0 || inner == 0) return;
    // Each point's slice is found and its first lines prefetched before any is copied: the rows of a
    // shuffled batch are far apart, and one at a time each waited for memory (labels: 128 rows of
    // 10 bytes took ~26 us).
    int64_t lines = runs ? std::min<int64_t>(8, (offShape.back() * w + 63) / 64) : 1;
    ctx.pool.parallelFor(points, std::max<int64_t>(1, 4096 / inner), [&](int64_t begin, int64_t end) {
      std::vector<int64_t> wi(offShape.size());
      std::vector<std::pair<int64_t, int64_t>> bases;  // (operand, result) element offsets per point
      bases.reserve(size_t(end - begin));
      for (int64_t p = begin; p < end; ++p) {
        int64_t rest = p, idxBase = 0, outBase = 0;
        for (size_t k = batchShape.size(); k-- > 0;) {
          int64_t i = rest % batchShape[k];
          rest /= batchShape[k];
          idxBase += i * batchIdxStride[k];
          outBase += i * outStrides[size_t(batchDims[k])];
        }
        int64_t srcBase = 0;
        for (size_t k = 0; k < startMap.size(); ++k) {
          int64_t v = 0;
          std::memcpy(&v, idx + (idxBase + int64_t(k) * vectorStride) * iw, size_t(iw));
          if (isSigned && iw < 8) v = (v << (64 - 8 * iw)) >> (64 - 8 * iw);  // sign-extend
          if (!isSigned && v < 0) v = std::numeric_limits<int64_t>::max();       // a ui64 above 2^63 - 1
          int64_t d = startMap[k];
          int64_t start = std::clamp<int64_t>(v, 0, opShape[size_t(d)] - sizes[size_t(d)]);
          srcBase += start * opStrides[size_t(d)];
        }
        bases.emplace_back(srcBase, outBase);
        for (int64_t l = 0; l < lines; ++l) __builtin_prefetch(src + srcBase * w + l * 64);
      }
      for (auto [srcBase, outBase] : bases) {
        std::fill(wi.begin(), wi.end(), 0);
        int64_t last = runs ? offShape.back() : 1;
        for (int64_t k = 0; k < inner; k += last) {
          int64_t s = srcBase, t = outBase;
          for (size_t q = 0; q < wi.size(); ++q) s += wi[q] * offOp[q], t += wi[q] * offOut[q];
          std::memcpy(dst + t * w, src + s * w, size_t(last * w));
          for (size_t q = wi.size() - (runs ? 1 : 0); q-- > 0;) {
            if (++wi[q] < offShape[q]) break;
            wi[q] = 0;
          }
        }
      }
    });
  };
}

Kernel dynamicSlice(const ir::Operation& op) {
  ir::Type in = op.operand(0)->type(), out = op.result(0)->type();
  std::vector<int64_t> inShape(in.shape().begin(), in.shape().end()), shape(out.shape().begin(), out.shape().end());
  std::vector<int64_t> inStrides = stridesOf(inShape);
  int64_t w = widthOf(op.operand(0));
  return [inShape, shape, inStrides, w](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    std::vector<int64_t> starts = clampedStarts(i.subspan(1), inShape, shape);
    int64_t base = 0;
    for (size_t d = 0; d < starts.size(); ++d) base += starts[d] * inStrides[d];
    stridedCopy(ctx.pool, static_cast<const uint8_t*>(i[0].data), base, inStrides, static_cast<uint8_t*>(o[0].data), shape, w);
  };
}

// The result is the operand with the update written over it: in place when they share a buffer.
Kernel dynamicUpdateSlice(const ir::Operation& op) {
  ir::Type in = op.operand(0)->type(), update = op.operand(1)->type();
  std::vector<int64_t> shape(in.shape().begin(), in.shape().end()), sizes(update.shape().begin(), update.shape().end());
  std::vector<int64_t> strides = stridesOf(shape), updateStrides = stridesOf(sizes);
  int64_t w = widthOf(op.operand(0));
  int64_t bytes = in.numElements() * w;
  return [=](KernelContext& ctx, std::span<const Buffer> i, std::span<const Buffer> o) {
    uint8_t* dst = static_cast<uint8_t*>(o[0].data);
    if (i[0].data != o[0].data) std::memmove(dst, i[0].data, size_t(bytes));
    std::vector<int64_t> starts = clampedStarts(i.subspan(2), shape, sizes);
    int64_t base = 0;
    for (size_t d = 0; d < starts.size(); ++d) base += starts[d] * strides[d];
    // Scatter the update's rows: the inverse of a strided copy, done row by row.
    int64_t rank = int64_t(sizes.size());
    int64_t total = update.numElements();
    if (total == 0) return;
    if (rank == 0) return (void)std::memcpy(dst + base * w, i[1].data, size_t(w));
    int64_t inner = sizes[size_t(rank - 1)];
    const uint8_t* src = static_cast<const uint8_t*>(i[1].data);
    std::vector<int64_t> index(size_t(rank), 0);
    for (int64_t row = 0; row < total / inner; ++row) {
      int64_t at = base;
      for (int64_t d = 0; d < rank - 1; ++d) at += index[size_t(d)] * strides[size_t(d)];
      std::memcpy(dst + at * w, src + row * inner * w, size_t(inner * w));
      for (int64_t d = rank - 2; d >= 0; --d) {
        if (++index[size_t(d)] < sizes[size_t(d)]) break;
        index[size_t(d)] = 0;
      }
    }
    (void)ctx;
    (void)updateStrides;
  };
}

Kernel concatenate(const ir::Operation& op) {
  int64_t dim = op.attr("dimension").intValue();
  ir::Type out = op.result(0)->type();
  std::vector<int64_t> outStrides = stridesOf(out.shape());
  std::vector<std::vector<int64_t>> shapes;
  std::vector<int64_t> offsets;
  int64_t at = 0;
  for (const ir::Value* v : op.operands()) {
    shapes.emplace_back(v->type().shape().begin(), v->type().shape().end());
    offsets.push_back(at * outStrides[size_t(dim)]);
    at += v->type().shape()[size_t(dim)];
  }
  int64_t w = widthOf(op.result(0));
  return [shapes, offsets, outStrides, w](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> o) {
    // Each input is a strided copy from the output's point of view: read it row-major, write at offset.
    for (size_t k = 0; k < in.size(); ++k) {
      const std::vector<int64_t>& shape = shapes[k];
      std::vector<int64_t> inStrides = stridesOf(shape);
      int64_t rank = int64_t(shape.size()), total = 1;
      for (int64_t s : shape) total *= s;
      if (total == 0) continue;
      int64_t inner = shape[size_t(rank - 1)];
      std::vector<int64_t> index(size_t(rank), 0);
      const uint8_t* src = static_cast<const uint8_t*>(in[k].data);
      uint8_t* dst = static_cast<uint8_t*>(o[0].data);
      for (int64_t row = 0; row < total / inner; ++row) {
        int64_t outAt = offsets[k];
        for (int64_t d = 0; d < rank - 1; ++d) outAt += index[size_t(d)] * outStrides[size_t(d)];
        std::memcpy(dst + outAt * w, src + row * inner * w, size_t(inner * w));
        for (int64_t d = rank - 2; d >= 0; --d) {
          if (++index[size_t(d)] < shape[size_t(d)]) break;
          index[size_t(d)] = 0;
        }
      }
      (void)ctx;
      (void)inStrides;
    }
  };
}

template <typename T>
Kernel iota(const ir::Operation& op) {
  ir::Type out = op.result(0)->type();
  int64_t dim = op.attr("iota_dimension").intValue();
  std::vector<int64_t> strides = stridesOf(out.shape());
  int64_t size = out.shape()[size_t(dim)], stride = strides[size_t(dim)];
  int64_t n = out.numElements();
  return [size, stride, n](KernelContext&, std::span<const Buffer>, std::span<const Buffer> o) {
    T* r = static_cast<T*>(o[0].data);
    for (int64_t i = 0; i < n; ++i) r[i] = T((i / stride) % size);
  };
}

template <typename From, typename To>
Kernel convertFloat() {
  return [](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const From* x = static_cast<const From*>(in[0].data);
    To* r = static_cast<To*>(out[0].data);
    ctx.pool.parallelFor(out[0].type.numElements(), 1 << 14, [&](int64_t b, int64_t e) {
      for (int64_t i = b; i < e; ++i) r[i] = To(x[i]);
    });
  };
}

}  // namespace

std::optional<Kernel> dataKernel(const ir::Operation& op) {
  for (const ir::Value* v : op.results())
    if (!v->type().isTensor()) return std::nullopt;
  switch (op.code()) {
    case OpCode::Reshape:
    case OpCode::OptimizationBarrier: return copyKernel();
    case OpCode::BitcastConvert: {  // between types of one width (f32 <-> i32, say): the bytes as they are
      E from = op.operand(0)->type().elementType(), to = op.result(0)->type().elementType();
      if (from == E::I1 || to == E::I1 || ir::storageBytes(from) != ir::storageBytes(to)) return std::nullopt;
      return copyKernel();
    }
    case OpCode::BroadcastInDim: return broadcastInDim(op);
    case OpCode::Transpose: return transpose(op);
    case OpCode::Slice: return slice(op);
    case OpCode::Reverse: return reverse(op);
    case OpCode::Gather: return gather(op);
    case OpCode::Pad: return pad(op);
    case OpCode::DynamicSlice: return dynamicSlice(op);
    case OpCode::DynamicUpdateSlice: return dynamicUpdateSlice(op);
    case OpCode::Concatenate: return concatenate(op);
    case OpCode::Iota:
      switch (op.result(0)->type().elementType()) {
        case E::F32: return iota<float>(op);
        case E::F64: return iota<double>(op);
        case E::I32: return iota<int32_t>(op);
        case E::I64: return iota<int64_t>(op);
        default: return std::nullopt;
      }
    case OpCode::Convert: {
      E from = op.operand(0)->type().elementType(), to = op.result(0)->type().elementType();
      if (from == E::F32 && to == E::F64) return convertFloat<float, double>();
      if (from == E::F64 && to == E::F32) return convertFloat<double, float>();
      if (from == to) return copyKernel();
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

}  // namespace juxla::cpu
