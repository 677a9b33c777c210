// reduce_window as oneDNN pooling: max pooling for a maximum body, sum pooling (average including
// padding, times the window size) for an add body with init +0.0. The windowed dimensions become
// the spatial ones; the others (window 1, stride 1, no padding) merge into oneDNN's N and C.
//
// Max pooling is exact but for what the spec's maximum says about NaN and zeros: NaN propagates and
// -0 < +0, where the machine's max returns one operand by position. So an input holding NaN is
// reduced by a plain loop instead, and outputs of -0.0 are recomputed by it (only a window holding
// both zeros can differ). The init value enters as max(init, window max), which is the spec's fold
// since max is associative; windows of padding only are refused (there the spec yields init).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

#include "backends/cpu/onednn.h"
#include "backends/cpu/onednn_common.h"
#include "interp/tensor.h"

namespace juxla::cpu {

namespace {

using namespace onednn;

enum class Combiner { Max, Add };

// The body's combiner when it is exactly `return op(a, b)` (either operand order) for max or add.
std::optional<Combiner> combinerOf(const ir::Operation& op) {
  if (op.numRegions() != 1 || op.region(0).empty()) return std::nullopt;
  const ir::Block& body = op.region(0).block();
  const ir::Operation* combine = body.front();
  if (body.numArgs() != 2 || !combine || combine->numOperands() != 2) return std::nullopt;
  const ir::Operation* ret = combine->next();
  if (!ret || ret->next() || !ret->is(ir::OpCode::Return) || ret->numOperands() != 1 ||
      ret->operand(0) != combine->result())
    return std::nullopt;
  bool args = (combine->operand(0) == body.arg(0) && combine->operand(1) == body.arg(1)) ||
              (combine->operand(0) == body.arg(1) && combine->operand(1) == body.arg(0));
  if (!args) return std::nullopt;
  if (combine->is(ir::OpCode::Maximum)) return Combiner::Max;
  if (combine->is(ir::OpCode::Add)) return Combiner::Add;
  return std::nullopt;
}

// The raw bits of a scalar constant operand, when it is one.
std::optional<uint64_t> constantBits(const ir::Value* v) {
  const ir::Operation* def = v->definingOp();
  if (!def || !def->is(ir::OpCode::Constant)) return std::nullopt;
  ir::Attr value = def->attr("value");
  if (!value.is(ir::Attr::Kind::DenseElements) || value.numElements() != 1) return std::nullopt;
  return value.elementBits(0);
}

float loadFloat(const std::byte* data, int64_t i, ir::ElementType t) {
  uint32_t bits = 0;
  if (t == ir::ElementType::F32) std::memcpy(&bits, data + 4 * i, 4);
  else {
    uint16_t half;
    std::memcpy(&half, data + 2 * i, 2);
    bits = uint32_t(half) << 16;
  }
  float v;
  std::memcpy(&v, &bits, 4);
  return v;
}

// Stores one of the values read by loadFloat (or NaN), so bf16 needs no rounding.
void storeFloat(std::byte* data, int64_t i, ir::ElementType t, float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, 4);
  if (std::isnan(v)) bits = 0x7fc00000u;
  if (t == ir::ElementType::F32) std::memcpy(data + 4 * i, &bits, 4);
  else {
    uint16_t half = uint16_t(bits >> 16);
    std::memcpy(data + 2 * i, &half, 2);
  }
}

// The spec's maximum: NaN propagates, and -0 < +0.
float specMax(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::nanf("");
  if (a == 0 && b == 0) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

// The windowing, as the spec states it, over the caller's shapes.
struct Window {
  std::vector<int64_t> inShape, outShape, dims, strides, dilations, low;
  Dims inStrides;

  // The fold of the window at output `index`, from init, padding entering as init.
  float reduce(const std::byte* input, ir::ElementType t, std::span<const int64_t> index, float init) const {
    float acc = init;
    interp::forEachIndex(dims, [&](std::span<const int64_t> at) {
      int64_t offset = 0;
      bool inside = true;
      for (size_t d = 0; d < dims.size() && inside; ++d) {
        int64_t pos = index[d] * strides[d] + at[d] * dilations[d] - low[d];
        inside = pos >= 0 && pos < inShape[d];
        offset += pos * inStrides[d];
      }
      acc = specMax(acc, inside ? loadFloat(input, offset, t) : init);
    });
    return acc;
  }
};

struct PreparedPooling {
  Primitive primitive;
  Port src, dst;
  ScratchPlan scratch;
  Combiner combiner = Combiner::Max;
  bool initIsNegativeInfinity = false;  // max(-inf, x) is x: no pass for the init value
  Window window;
  ir::Type inType, outType;

  void run(std::span<const Buffer> operands, std::span<const Buffer> results) const {
    auto input = static_cast<const std::byte*>(operands[0].data);
    auto output = static_cast<std::byte*>(results[0].data);
    ir::ElementType t = inType.elementType();
    int64_t outCount = outType.numElements();
    if (combiner == Combiner::Max) {
      float init = loadFloat(static_cast<const std::byte*>(operands[1].data), 0, t);
      if (anyNaN(input, inType.numElements(), t)) {
        int64_t i = 0;
        interp::forEachIndex(window.outShape, [&](std::span<const int64_t> index) {
          storeFloat(output, i++, t, window.reduce(input, t, index, init));
        });
        return;
      }
      runPrimitive(input, output);
      if (!initIsNegativeInfinity)
        for (int64_t i = 0; i < outCount; ++i) storeFloat(output, i, t, specMax(init, loadFloat(output, i, t)));
      if (!anyNegativeZero(output, outCount, t)) return;
      for (int64_t i = 0; i < outCount; ++i) {
        float v = loadFloat(output, i, t);
        if (v != 0 || !std::signbit(v)) continue;
        Dims index(window.outShape.size());
        for (size_t d = index.size(), rest = size_t(i); d-- > 0;)
          index[d] = int64_t(rest % size_t(window.outShape[d])), rest /= size_t(window.outShape[d]);
        storeFloat(output, i, t, window.reduce(input, t, index, init));
      }
      return;
    }
    runPrimitive(input, output);
  }

  void runPrimitive(const std::byte* input, std::byte* output) const {
    dnnl::stream& s = threadStream();
    std::byte* scratchBase = threadScratch(scratch.bytes());
    dnnl::memory srcMem = src.open(input, scratchBase, s);
    dnnl::memory dstMem = dst.open(output, scratchBase, s);
    primitive.execute(s, {{DNNL_ARG_SRC, srcMem}, {DNNL_ARG_DST, dstMem}}, scratchBase);
    dst.close(output, dstMem, scratchBase, s);
    s.wait();
  }
};

std::optional<Kernel> prepare(const ir::Operation& op) {
  if (op.numOperands() != 2 || op.numResults() != 1) return std::nullopt;  // one input, one init
  std::optional<Combiner> combiner = combinerOf(op);
  ir::Type in = op.operand(0)->type(), out = op.result()->type();
  std::optional<DataType> type = dataType(in.elementType());
  if (!combiner || !type || out.elementType() != in.elementType()) return std::nullopt;
  std::optional<uint64_t> init = constantBits(op.operand(1));
  uint64_t negativeInfinity = in.elementType() == ir::ElementType::F32 ? 0xff800000u : 0xff80u;
  // Sum pooling has no init of its own: the spec's init enters once per window and per padded
  // element, which only +0.0 leaves out.
  if (*combiner == Combiner::Add && init != uint64_t(0)) return std::nullopt;
  if (out.numElements() == 0) return emptyKernel();

  size_t rank = size_t(in.rank());
  std::vector<int64_t> ones(rank, 1);
  Window w{{in.shape().begin(), in.shape().end()}, {out.shape().begin(), out.shape().end()},
           intsAttr(op, "window_dimensions", ones), intsAttr(op, "window_strides", ones),
           intsAttr(op, "window_dilations", ones), {}, rowMajorStrides(in.shape())};
  std::vector<int64_t> baseDilations = intsAttr(op, "base_dilations", ones);
  std::vector<int64_t> padding = intsAttr(op, "padding", std::vector<int64_t>(2 * rank, 0));
  for (const auto* v : {&w.dims, &w.strides, &w.dilations, &baseDilations})
    if (v->size() != rank) return std::nullopt;  // the verifier's rule, checked again as we index by it
  if (padding.size() != 2 * rank || std::ranges::any_of(baseDilations, [](int64_t d) { return d != 1; }))
    return std::nullopt;
  for (size_t d = 0; d < rank; ++d) w.low.push_back(padding[2 * d]);

  Dims inStrides = rowMajorStrides(in.shape()), outStrides = rowMajorStrides(out.shape());
  struct Run {  // a dimension that the window leaves alone, or several merged
    int64_t size, inStride, outStride;
  };
  std::vector<Run> runs;
  Dims srcSpatial, srcSpatialStrides, dstSpatial, dstSpatialStrides, strides, kernel, dilation, padLow, padHigh;
  int64_t srcOffset = 0, volume = 1, innermostWindowed = INT64_MAX;
  for (size_t d = 0; d < rank; ++d) {
    int64_t n = in.dim(int64_t(d)), lo = padding[2 * d], hi = padding[2 * d + 1];
    if (w.dims[d] == 1 && lo == 0 && hi == 0 && (w.strides[d] == 1 || n == 1)) {
      if (n != 1) runs.push_back({n, inStrides[d], outStrides[d]});
      continue;
    }
    // Every window must hold an element; negative padding crops the view.
    for (int64_t o = 0; o < out.dim(int64_t(d)); ++o) {
      int64_t first = o * w.strides[d] - lo, last = first + (w.dims[d] - 1) * w.dilations[d];
      bool hit = false;
      for (int64_t pos = first; pos <= last && !hit; pos += w.dilations[d]) hit = pos >= 0 && pos < n;
      if (!hit) return std::nullopt;
    }
    if (lo < 0) srcOffset += -lo * inStrides[d], n += lo, lo = 0;
    if (hi < 0) n += hi, hi = 0;
    srcSpatial.push_back(n), srcSpatialStrides.push_back(inStrides[d]);
    dstSpatial.push_back(out.dim(int64_t(d))), dstSpatialStrides.push_back(outStrides[d]);
    strides.push_back(w.strides[d]), kernel.push_back(w.dims[d]), dilation.push_back(w.dilations[d] - 1);
    padLow.push_back(lo), padHigh.push_back(hi);
    volume *= w.dims[d];
    innermostWindowed = std::min(innermostWindowed, inStrides[d]);
  }
  // Beyond two, merge neighbours where a step of the outer one spans the inner one; two inside the
  // window merge too, into the C of a channels-last layout.
  auto tooMany = [&] { return runs.size() > 2 || (runs.size() == 2 && runs[0].inStride < innermostWindowed); };
  for (size_t i = 0; tooMany() && i + 1 < runs.size();) {
    Run &outer = runs[i], &inner = runs[i + 1];
    if (outer.inStride == inner.inStride * inner.size && outer.outStride == inner.outStride * inner.size) {
      outer = {outer.size * inner.size, inner.inStride, inner.outStride};
      runs.erase(runs.begin() + ptrdiff_t(i) + 1);
    } else {
      ++i;
    }
  }
  if (srcSpatial.empty() || srcSpatial.size() > 3 || runs.size() > 2) return std::nullopt;
  // C is the innermost run (channels-last layouts stay channels-last); a lone run outside the
  // windowed dimensions is N, with a C of one just inside it (so that NCHW reads as NCHW, which
  // oneDNN's jit kernels take, where any other order runs its reference code).
  Run n{1, in.numElements(), out.numElements()}, c = n;
  if (runs.size() == 2) n = runs[0], c = runs[1];
  else if (runs.size() == 1 && runs[0].inStride < innermostWindowed) c = runs[0];
  else if (runs.size() == 1) n = runs[0], c = {1, n.inStride, n.outStride};
  Dims srcDims{n.size, c.size}, srcStrides{n.inStride, c.inStride}, dstDims{n.size, c.size},
      dstStrides{n.outStride, c.outStride};
  srcDims.insert(srcDims.end(), srcSpatial.begin(), srcSpatial.end());
  srcStrides.insert(srcStrides.end(), srcSpatialStrides.begin(), srcSpatialStrides.end());
  dstDims.insert(dstDims.end(), dstSpatial.begin(), dstSpatial.end());
  dstStrides.insert(dstStrides.end(), dstSpatialStrides.begin(), dstSpatialStrides.end());
  dnnl::memory::desc srcDesc(srcDims, *type, srcStrides), dstDesc(dstDims, *type, dstStrides);

  dnnl::primitive_attr attr = strictAttr();
  dnnl::algorithm algorithm = dnnl::algorithm::pooling_max;
  if (*combiner == Combiner::Add) {
    // The average over the whole window, padding included, times its size: the sum, off by at
    // most two roundings of the f32 accumulator.
    algorithm = dnnl::algorithm::pooling_avg_include_padding;
    dnnl::post_ops ops;
    ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_linear, float(volume), 0.0f);
    attr.set_post_ops(ops);
  }
  dnnl::pooling_v2_forward::primitive_desc pd(
      dnnl::pooling_v2_forward::desc(dnnl::prop_kind::forward_inference, algorithm, srcDesc, dstDesc, strides,
                                     kernel, dilation, padLow, padHigh),
      attr, engine());

  auto prepared = std::make_shared<PreparedPooling>();
  prepared->primitive = Primitive(pd, prepared->scratch);
  prepared->src = Port(srcDesc, pd.src_desc(), true, prepared->scratch, srcOffset * ir::storageBytes(in.elementType()));
  prepared->dst = Port(dstDesc, pd.dst_desc(), false, prepared->scratch);
  prepared->combiner = *combiner;
  prepared->initIsNegativeInfinity = init == negativeInfinity;
  prepared->window = std::move(w);
  prepared->inType = in, prepared->outType = out;
  return Kernel([prepared](KernelContext&, std::span<const Buffer> operands, std::span<const Buffer> results) {
    prepared->run(operands, results);
  });
}

}  // namespace

std::optional<Kernel> oneDnnPooling(const ir::Operation& op) {
  if (!op.is(ir::OpCode::ReduceWindow)) return std::nullopt;
  try {
    return prepare(op);
  } catch (const dnnl::error&) {
    return std::nullopt;  // no implementation for this shape or type
  }
}

}  // namespace juxla::cpu
