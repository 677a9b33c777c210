// convolution as oneDNN convolution_forward; with lhs dilation (the transposed convolution AD emits
// for an input gradient) as deconvolution_forward with the kernel flipped; with a kernel larger than
// the result's window (AD's kernel gradient) as convolution_backward_weights. The dimension
// numbers become strided views [N, C, spatial...], [O, I, spatial...] (grouped: [G, O/G, I,
// spatial...]) and [N, O, spatial...]; the primitive picks its own layouts ("any") and prepared
// reorders convert, which is faster than running on the caller's layout (brgconv against gemm).
// Negative padding crops the input view. 3x3 convolutions with 64 or more features also prepare
// oneDNN's Winograd (PreparedConvolution::Winograd), and oneDnnConvolutionBiasRelu adds Flux's bias
// and relu as post-ops.
//
// oneDNN skips padding and dilation holes where the spec multiplies them by the kernel; that
// differs only when a kernel element is infinite or NaN (0 * inf is NaN), so in that case the
// outputs whose windows meet padding or holes at such a tap are set to NaN afterwards.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string_view>

#include "backends/cpu/onednn.h"
#include "backends/cpu/onednn_common.h"
#include "backends/cpu/small_channel_conv.h"
#include "backends/cpu/small_kernel_gradient.h"
#include "interp/tensor.h"

namespace juxla::cpu {

namespace {

using namespace onednn;

// The convolution's attributes with the spec's defaults filled in.
struct ConvParams {
  ir::ConvDims dims;
  std::vector<int64_t> strides, lhsDilation, rhsDilation, reversal, low, high;
  int64_t featureGroups = 1, batchGroups = 1;

  static ConvParams read(const ir::Operation& op) {
    ConvParams p;
    p.dims = op.attr("dimension_numbers").convDims();
    size_t spatial = p.dims.inputSpatialDims.size();
    std::vector<int64_t> ones(spatial, 1);
    p.strides = intsAttr(op, "window_strides", ones);
    p.lhsDilation = intsAttr(op, "lhs_dilation", ones);
    p.rhsDilation = intsAttr(op, "rhs_dilation", ones);
    p.reversal = intsAttr(op, "window_reversal", std::vector<int64_t>(spatial, 0));
    std::vector<int64_t> padding = intsAttr(op, "padding", std::vector<int64_t>(2 * spatial, 0));
    for (size_t s = 0; s < spatial && 2 * s + 1 < padding.size(); ++s)
      p.low.push_back(padding[2 * s]), p.high.push_back(padding[2 * s + 1]);
    if (ir::Attr a = op.attr("feature_group_count")) p.featureGroups = a.intValue();
    if (ir::Attr a = op.attr("batch_group_count")) p.batchGroups = a.intValue();
    return p;
  }

  // Whether every list has one entry per spatial dimension (the verifier's rule; checked again
  // because the kernel indexes by it).
  bool wellFormed() const {
    size_t spatial = dims.inputSpatialDims.size();
    for (const auto* v : {&strides, &lhsDilation, &rhsDilation, &reversal, &low, &high})
      if (v->size() != spatial) return false;
    return dims.kernelSpatialDims.size() == spatial && dims.outputSpatialDims.size() == spatial &&
           featureGroups >= 1 && batchGroups >= 1;
  }
};

bool isNonFinite(const std::byte* data, int64_t i, ir::ElementType t) {
  if (t == ir::ElementType::F32) {
    uint32_t bits;
    std::memcpy(&bits, data + 4 * i, 4);
    return (bits & 0x7f800000u) == 0x7f800000u;
  }
  uint16_t bits;
  std::memcpy(&bits, data + 2 * i, 2);
  return (bits & 0x7f80u) == 0x7f80u;
}

void storeNaN(std::byte* data, int64_t i, ir::ElementType t) {
  if (t == ir::ElementType::F32) {
    uint32_t bits = 0x7fc00000u;
    std::memcpy(data + 4 * i, &bits, 4);
  } else {
    uint16_t bits = 0x7fc0u;
    std::memcpy(data + 2 * i, &bits, 2);
  }
}

// Sets to NaN every output whose window puts padding or a dilation hole at a tap where the kernel
// (of that output feature, for some input feature) is not finite: there the spec adds 0 * inf or
// 0 * NaN. The positions are computed exactly as the spec (and the interpreter) define them.
void markNaNsOverPadding(const ConvParams& p, ir::Type lhs, ir::Type rhs, ir::Type out, const std::byte* kernel,
                         std::byte* result) {
  const ir::ConvDims& dn = p.dims;
  size_t spatial = dn.inputSpatialDims.size();
  Dims ks = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  int64_t features = rhs.dim(dn.kernelOutputFeatureDim), inFeatures = rhs.dim(dn.kernelInputFeatureDim);
  std::vector<int64_t> window, outSpatial;
  for (int64_t d : dn.kernelSpatialDims) window.push_back(rhs.dim(d));
  for (int64_t d : dn.outputSpatialDims) outSpatial.push_back(out.dim(d));
  int64_t taps = 1;
  for (int64_t w : window) taps *= w;

  // bad[f * taps + k]: the kernel of output feature f is not finite at tap k.
  std::vector<char> bad(size_t(features * taps), 0), anyBad(size_t(taps), 0);
  bool found = false;
  for (int64_t f = 0; f < features; ++f)
    for (int64_t c = 0; c < inFeatures; ++c) {
      int64_t k = 0;
      interp::forEachIndex(window, [&](std::span<const int64_t> at) {
        int64_t offset = f * ks[size_t(dn.kernelOutputFeatureDim)] + c * ks[size_t(dn.kernelInputFeatureDim)];
        for (size_t s = 0; s < spatial; ++s) offset += at[s] * ks[size_t(dn.kernelSpatialDims[s])];
        if (isNonFinite(kernel, offset, rhs.elementType())) bad[size_t(f * taps + k)] = anyBad[size_t(k)] = 1, found = true;
        ++k;
      });
    }
  if (!found) return;

  int64_t batch = out.dim(dn.outputBatchDim);
  interp::forEachIndex(outSpatial, [&](std::span<const int64_t> position) {
    int64_t base = 0;
    for (size_t s = 0; s < spatial; ++s) base += position[s] * os[size_t(dn.outputSpatialDims[s])];
    int64_t k = 0;
    interp::forEachIndex(window, [&](std::span<const int64_t> at) {
      int64_t tap = k++;
      if (!anyBad[size_t(tap)]) return;
      bool inside = true;
      for (size_t s = 0; s < spatial && inside; ++s) {
        int64_t windowPos = p.reversal[s] ? window[s] - 1 - at[s] : at[s];
        int64_t pos = position[s] * p.strides[s] + windowPos * p.rhsDilation[s] - p.low[s];
        inside = pos >= 0 && pos % p.lhsDilation[s] == 0 && pos / p.lhsDilation[s] < lhs.dim(dn.inputSpatialDims[s]);
      }
      if (inside) return;
      for (int64_t f = 0; f < features; ++f)
        if (bad[size_t(f * taps + tap)])
          for (int64_t b = 0; b < batch; ++b)
            storeNaN(result,
                     base + f * os[size_t(dn.outputFeatureDim)] + b * os[size_t(dn.outputBatchDim)],
                     out.elementType());
    });
  });
}

// Copies a strided tensor into a row-major one of the same dimensions, reversing those in `flip`.
template <typename T>
void copyFlipped(const T* src, T* dst, const Dims& dims, const Dims& strides, const std::vector<bool>& flip) {
  constexpr size_t kMaxRank = 6;  // [G, O/G, I] and three spatial dimensions
  size_t rank = dims.size();
  std::array<int64_t, kMaxRank> step{}, index{};
  int64_t start = 0, total = 1;
  for (size_t d = 0; d < rank; ++d) {
    step[d] = flip[d] ? -strides[d] : strides[d];
    if (flip[d]) start += (dims[d] - 1) * strides[d];
    total *= dims[d];
  }
  int64_t inner = dims[rank - 1], innerStep = step[rank - 1];
  for (int64_t out = 0; out < total; out += inner) {
    int64_t at = start;
    for (size_t d = 0; d + 1 < rank; ++d) at += index[d] * step[d];
    for (int64_t i = 0; i < inner; ++i) dst[out + i] = src[at + i * innerStep];
    for (size_t d = rank - 1; d-- > 0;) {
      if (++index[d] < dims[d]) break;
      index[d] = 0;
    }
  }
}

struct PreparedConvolution {
  Primitive primitive;
  Port src, weights, dst;
  // Winograd, where it pays (winogradPays): its kernel transform (oneDNN's wino_reorder, one thread)
  // is slow, ~80 ms for 512x512x3x3, so it runs only for a kernel seen unchanged on two calls in a row
  // (but see transformNewKernels) and is kept while the kernel stays the same (the weights of
  // inference); otherwise the direct primitive above runs. A kernel that changes between calls (a
  // training step's weights) is transformed into the scratch on each call and nothing is kept (four
  // times the weights, per convolution, otherwise). Inputs with an infinity or NaN take the direct
  // one too: Winograd's transforms would spread it over a whole output tile, where the spec keeps it
  // to the outputs whose windows hold it.
  struct Winograd {
    Primitive primitive;
    Port src, weights, dst;
    std::optional<Port> plainKernel;  // the kernel's view to row-major, where `weights` needs that
    dnnl::memory::desc kernelDesc;    // the transformed kernel
    std::mutex mutex;                 // a call holds it while it uses the cache below
    std::vector<std::byte> lastKernel;  // kept from the second call with an unchanged kernel
    std::vector<std::byte> transformed;
    bool valid = false;  // transformed is lastKernel's
    uint64_t lastHash = 0;  // of the first call's kernel: whether to start keeping it (never trusted for results)
    int64_t calls = 0;
    // Whether a new kernel is transformed at once: where the image is large against the kernel
    // (batch x output positions >= 2^14), the transform (~2-20 ms up to 256 features) costs less
    // than Winograd saves on one call, so training steps use it too.
    bool transformNewKernels = false;
  };
  std::unique_ptr<Winograd> winograd;
  // A kernel gradient by Winograd (prepareKernelGradient, where winogradPays): run for finite x and
  // dy, as the forward's Winograd is (an infinity or NaN would reach every tap its tiles touch).
  struct WinogradGradient {
    Primitive primitive;
    Port src, diffDst, diffWeights;
  };
  std::unique_ptr<WinogradGradient> winogradGradient;
  // Flux's bias and relu after the convolution (oneDnnConvolutionBiasRelu), as the primitives' bias
  // and relu post-op; operand 2 is the bias. oneDNN's relu gives +0 for NaN and -0, the spec's
  // select(x < 0, 0, x) keeps them: inputs with an infinity or NaN, or a bias with a -0 (the only way
  // to a -0 sum) run `plain` (no epilogue) and the epilogue below, element by element.
  bool bias = false, relu = false;
  std::optional<Primitive> plain;
  int64_t featureStride = 1;  // of the result's feature dimension, in elements
  ScratchPlan scratch;
  // The kernel is copied flipped (window reversal, or the transposed convolution) when `flip` has
  // any dimension set; `weightsDims` and `weightsStrides` view the caller's kernel.
  std::vector<bool> flip;
  Dims weightsDims, weightsStrides;
  size_t flippedOffset = 0;
  // Whether the spec multiplies padding or holes by the kernel somewhere.
  bool padsOrHoles = false;
  // What the primitive calls the operands and the result.
  int srcArg = DNNL_ARG_SRC, weightsArg = DNNL_ARG_WEIGHTS, dstArg = DNNL_ARG_DST;
  ConvParams params;
  ir::Type lhs, rhs, out;

  // The transformed kernel this call may run Winograd with (with winograd->mutex held), or nullptr:
  // finite operands, and the kept transform of the same kernel as on the last call, or a transform
  // made now (in the scratch, unless the kernel is being kept).
  const void* winogradKernel(std::span<const Buffer> operands, const void* kernel, std::byte* scratchBase,
                             dnnl::stream& s) const {
    if (!bias && (anyNonFinite(operands[0].data, lhs.numElements(), lhs.elementType()) ||
                  anyNonFinite(operands[1].data, rhs.numElements(), rhs.elementType())))
      return nullptr;  // (with an epilogue, run() has checked)
    size_t bytes = size_t(rhs.numElements() * ir::storageBytes(rhs.elementType()));
    const auto* given = static_cast<const std::byte*>(operands[1].data);
    Winograd& w = *winograd;
    auto transform = [&]() {
      const void* k = w.plainKernel ? w.plainKernel->open(kernel, scratchBase, s).get_data_handle() : kernel;
      dnnl::memory m = w.weights.open(k, scratchBase, s);
      s.wait();
      return m.get_data_handle();
    };
    bool same = !w.lastKernel.empty() && std::memcmp(w.lastKernel.data(), given, bytes) == 0;
    if (!same) {
      w.valid = false;
      w.lastKernel = {};
      w.transformed = {};
      uint64_t hash = kernelHash(given, bytes);
      bool repeated = ++w.calls > 1 && hash == w.lastHash;  // the weights of inference: keep them
      w.lastHash = hash;
      if (!repeated) return w.transformNewKernels ? transform() : nullptr;
      w.lastKernel.assign(given, given + bytes);
    }
    if (!w.valid) {
      const void* t = transform();
      w.transformed.resize(w.kernelDesc.get_size());
      std::memcpy(w.transformed.data(), t, w.transformed.size());
      w.valid = true;
    }
    return w.transformed.data();
  }

  // FNV-1a over four interleaved 64-bit lanes (so the pass runs at memory speed), then the tail.
  static uint64_t kernelHash(const std::byte* p, size_t bytes) {
    uint64_t h[4] = {0xcbf29ce484222325ull, 0x84222325cbf29ce4ull, 0x9ce484222325cbf2ull, 0x2325cbf29ce48422ull};
    size_t i = 0;
    for (; i + 32 <= bytes; i += 32)
      for (int l = 0; l < 4; ++l) {
        uint64_t word;
        std::memcpy(&word, p + i + 8 * l, 8);
        h[l] = (h[l] ^ word) * 0x100000001b3ull;
      }
    for (; i < bytes; ++i) h[0] = (h[0] ^ uint64_t(p[i])) * 0x100000001b3ull;
    return h[0] ^ (h[1] * 3) ^ (h[2] * 5) ^ (h[3] * 7);
  }

  bool needsExactEpilogue(std::span<const Buffer> operands) const {
    int64_t features = out.dim(params.dims.outputFeatureDim);
    return anyNonFinite(operands[0].data, lhs.numElements(), lhs.elementType()) ||
           anyNonFinite(operands[1].data, rhs.numElements(), rhs.elementType()) ||
           anyNonFinite(operands[2].data, features, ir::ElementType::F32) ||
           anyNegativeZero(operands[2].data, features, ir::ElementType::F32);
  }

  // y + b[feature], then select(y < 0, 0, y): the ops the epilogue stands for, as the spec has them.
  void exactEpilogue(const float* b, float* y) const {
    int64_t features = out.dim(params.dims.outputFeatureDim), n = out.numElements();
    for (int64_t i = 0; i < n; ++i) {
      float v = y[i] + b[(i / featureStride) % features];
      y[i] = relu && v < 0.0f ? 0.0f : v;
    }
  }

  void run(std::span<const Buffer> operands, std::span<const Buffer> results) const {
    dnnl::stream& s = threadStream();
    std::byte* scratchBase = threadScratch(scratch.bytes());
    if (winogradGradient && !anyNonFinite(operands[0].data, lhs.numElements(), lhs.elementType()) &&
        !anyNonFinite(operands[1].data, rhs.numElements(), rhs.elementType())) {
      const WinogradGradient& g = *winogradGradient;
      dnnl::memory x = g.src.open(operands[0].data, scratchBase, s), dy = g.diffDst.open(operands[1].data, scratchBase, s);
      dnnl::memory dw = g.diffWeights.open(results[0].data, scratchBase, s);
      g.primitive.execute(s, {{DNNL_ARG_SRC, x}, {DNNL_ARG_DIFF_DST, dy}, {DNNL_ARG_DIFF_WEIGHTS, dw}}, scratchBase);
      g.diffWeights.close(results[0].data, dw, scratchBase, s);
      s.wait();
      return;
    }
    const void* kernel = operands[1].data;
    if (std::ranges::find(flip, true) != flip.end()) {
      std::byte* flipped = scratchBase + flippedOffset;
      if (rhs.elementType() == ir::ElementType::F32)
        copyFlipped(static_cast<const uint32_t*>(kernel), reinterpret_cast<uint32_t*>(flipped), weightsDims,
                    weightsStrides, flip);
      else
        copyFlipped(static_cast<const uint16_t*>(kernel), reinterpret_cast<uint16_t*>(flipped), weightsDims,
                    weightsStrides, flip);
      kernel = flipped;
    }
    std::unordered_map<int, dnnl::memory> extra;
    if (bias) {
      int64_t features = out.dim(params.dims.outputFeatureDim);
      extra.emplace(DNNL_ARG_BIAS, dnnl::memory(dnnl::memory::desc({features}, DataType::f32, dnnl::memory::format_tag::a),
                                                engine(), const_cast<void*>(operands[2].data)));
    }
    bool exact = bias && needsExactEpilogue(operands);
    std::unique_lock<std::mutex> lock;
    if (winograd && !exact) lock = std::unique_lock(winograd->mutex, std::try_to_lock);  // busy: direct
    auto with = [&](std::unordered_map<int, dnnl::memory> args) {
      if (!exact) args.insert(extra.begin(), extra.end());
      return args;
    };
    const void* transformed = lock.owns_lock() ? winogradKernel(operands, kernel, scratchBase, s) : nullptr;
    if (transformed) {
      dnnl::memory srcMem = winograd->src.open(operands[0].data, scratchBase, s);
      dnnl::memory weightsMem(winograd->kernelDesc, engine(), const_cast<void*>(transformed));
      dnnl::memory dstMem = winograd->dst.open(results[0].data, scratchBase, s);
      winograd->primitive.execute(s, with({{srcArg, srcMem}, {weightsArg, weightsMem}, {dstArg, dstMem}}), scratchBase);
      winograd->dst.close(results[0].data, dstMem, scratchBase, s);
    } else {
      dnnl::memory srcMem = src.open(operands[0].data, scratchBase, s);
      dnnl::memory weightsMem = weights.open(kernel, scratchBase, s);
      dnnl::memory dstMem = dst.open(results[0].data, scratchBase, s);
      (exact ? *plain : primitive).execute(s, with({{srcArg, srcMem}, {weightsArg, weightsMem}, {dstArg, dstMem}}), scratchBase);
      dst.close(results[0].data, dstMem, scratchBase, s);
    }
    if (exact) {
      s.wait();
      if (padsOrHoles && anyNonFinite(operands[1].data, rhs.numElements(), rhs.elementType()))
        markNaNsOverPadding(params, lhs, rhs, out, static_cast<const std::byte*>(operands[1].data),
                            static_cast<std::byte*>(results[0].data));
      exactEpilogue(static_cast<const float*>(operands[2].data), static_cast<float*>(results[0].data));
      return;
    }
    s.wait();
    if (padsOrHoles && anyNonFinite(operands[1].data, rhs.numElements(), rhs.elementType()))
      markNaNsOverPadding(params, lhs, rhs, out, static_cast<const std::byte*>(operands[1].data),
                          static_cast<std::byte*>(results[0].data));
  }
};

// Whether the environment variable `name` is "0".
bool turnedOff(const char* name) {
  const char* env = std::getenv(name);
  return env && std::string_view(env) == "0";
}

// oneDNN's Winograd F(4x4, 3x3) (jit_wino_4x3, AVX-512) for 3x3 f32 convolutions with unit strides
// and no dilation: measured here 1.5-3x faster than the direct brgconv on VGG19's layers (64 to 512
// channels), slower with fewer than 64 input or output channels (3 -> 64: 5x slower; 16 -> 16: 1.4x).
// JUXLA_WINOGRAD=0 turns it off.
bool winogradPays(size_t spatial, int64_t groups, const Dims& wDims, const Dims& strides, const Dims& dilates,
                  DataType in, DataType out) {
  static const bool allowed = !turnedOff("JUXLA_WINOGRAD");
  if (!allowed || spatial != 2 || groups != 1 || in != DataType::f32 || out != DataType::f32) return false;
  if (wDims[0] < 64 || wDims[1] < 64 || wDims[2] != 3 || wDims[3] != 3) return false;
  return std::ranges::all_of(strides, [](int64_t s) { return s == 1; }) &&
         std::ranges::all_of(dilates, [](int64_t d) { return d == 0; });
}

// Kernel gradients by Winograd where it pays; JUXLA_WINOGRAD_GRADIENT=0: direct only.
bool kernelGradientWinograd() {
  static const bool allowed = !turnedOff("JUXLA_WINOGRAD_GRADIENT");
  return allowed;
}

dnnl::memory::desc anyLayout(const Dims& dims, DataType type) {
  return dnnl::memory::desc(dims, type, dnnl::memory::format_tag::any);
}

// A kernel gradient (what AD emits for the kernel's cotangent) is a convolution whose kernel is the
// output gradient dy, as large as the image; oneDNN's backward-weights primitive computes it
// directly: dw[o][c][k] = sum over n, p of x[n][c][p * s + k * d - pad] * dy[n][o][p]. In the
// convolution x is lhs with batch and features swapped (batch c, features n), dy is the kernel
// (input features n, output features o), s is rhs_dilation and d the window stride. False when
// oneDNN has no implementation; the forward route takes it then.
bool prepareKernelGradient(const ConvParams& p, ir::Type lhs, ir::Type rhs, ir::Type out, DataType inType,
                           DataType outType, PreparedConvolution& prepared) {
  const ir::ConvDims& dn = p.dims;
  Dims ls = rowMajorStrides(lhs.shape()), ks = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  auto at = [](const Dims& v, int64_t d) { return v[size_t(d)]; };
  Dims xDims{lhs.dim(dn.inputFeatureDim), lhs.dim(dn.inputBatchDim)};
  Dims xStrides{at(ls, dn.inputFeatureDim), at(ls, dn.inputBatchDim)};
  Dims dyDims{rhs.dim(dn.kernelInputFeatureDim), rhs.dim(dn.kernelOutputFeatureDim)};
  Dims dyStrides{at(ks, dn.kernelInputFeatureDim), at(ks, dn.kernelOutputFeatureDim)};
  Dims dwDims{out.dim(dn.outputFeatureDim), out.dim(dn.outputBatchDim)};
  Dims dwStrides{at(os, dn.outputFeatureDim), at(os, dn.outputBatchDim)};
  Dims strides, dilates, padLow, padHigh;
  int64_t xOffset = 0;
  for (size_t s = 0; s < dn.inputSpatialDims.size(); ++s) {
    int64_t inDim = dn.inputSpatialDims[s], n = lhs.dim(inDim), lo = p.low[s];
    int64_t taps = rhs.dim(dn.kernelSpatialDims[s]), window = out.dim(dn.outputSpatialDims[s]);
    if (lo < 0) xOffset += -lo * at(ls, inDim), n += lo, lo = 0;
    // Padding up to the last position used (the spec's high padding may leave some unused).
    int64_t hi = (taps - 1) * p.rhsDilation[s] + (window - 1) * p.strides[s] + 1 - n - lo;
    if (hi < 0) n += hi, hi = 0;
    if (n <= 0) return false;
    strides.push_back(p.rhsDilation[s]), dilates.push_back(p.strides[s] - 1);
    padLow.push_back(lo), padHigh.push_back(hi);
    xDims.push_back(n), xStrides.push_back(at(ls, inDim));
    dyDims.push_back(taps), dyStrides.push_back(at(ks, dn.kernelSpatialDims[s]));
    dwDims.push_back(window), dwStrides.push_back(at(os, dn.outputSpatialDims[s]));
  }
  auto primitiveFor = [&](const dnnl::memory::desc& x, const dnnl::memory::desc& dy,
                          dnnl::algorithm algorithm = dnnl::algorithm::convolution_direct) {
    dnnl::convolution_forward::primitive_desc hint(
        dnnl::convolution_forward::desc(dnnl::prop_kind::forward_training, algorithm, x, anyLayout(dwDims, inType), dy,
                                        strides, dilates, padLow, padHigh),
        strictAttr(), engine());
    return dnnl::convolution_backward_weights::primitive_desc(
        dnnl::convolution_backward_weights::desc(algorithm, x, anyLayout(dwDims, outType), dy, strides, dilates, padLow,
                                                 padHigh),
        strictAttr(), engine(), hint);
  };
  dnnl::memory::desc xUser = stridedDesc(xDims, inType, xStrides), dyUser = stridedDesc(dyDims, inType, dyStrides);
  // Winograd (jit_wino_4x3's backward weights) for VGG-like 3x3 layers: 2.6x the direct primitive on
  // VGG19's 56x56 and 28x28 layers, 1.8x on 224x224, the reorders of x and dy to its layout included.
  if (kernelGradientWinograd() && winogradPays(xDims.size() - 2, 1, dwDims, strides, dilates, inType, outType)) {
    try {
      auto pd = primitiveFor(anyLayout(xDims, inType), anyLayout(dyDims, inType), dnnl::algorithm::convolution_winograd);
      auto g = std::make_unique<PreparedConvolution::WinogradGradient>();
      g->primitive = Primitive(pd, prepared.scratch);
      g->src = Port(xUser, pd.src_desc(), true, prepared.scratch, xOffset * ir::storageBytes(lhs.elementType()));
      g->diffDst = Port(dyUser, pd.diff_dst_desc(), true, prepared.scratch);
      g->diffWeights = Port(stridedDesc(dwDims, outType, dwStrides), pd.diff_weights_desc(), false, prepared.scratch);
      prepared.winogradGradient = std::move(g);
    } catch (const dnnl::error&) {  // no Winograd for this shape: direct only
    }
  }
  try {
    std::optional<dnnl::convolution_backward_weights::primitive_desc> pd;
    // Channels-last activations (onednn_layout.h) as they are, where oneDNN takes them: its choice
    // ("any": nChw16c) would reorder both on every call, for no faster primitive (measured).
    if (xStrides[1] == 1 && dyStrides[1] == 1) {
      try {
        pd = primitiveFor(xUser, dyUser);
        if (isReference(*pd)) pd.reset();
      } catch (const dnnl::error&) {
        pd.reset();
      }
    }
    if (!pd) pd = primitiveFor(anyLayout(xDims, inType), anyLayout(dyDims, inType));
    prepared.primitive = Primitive(*pd, prepared.scratch);
    prepared.src = Port(xUser, pd->src_desc(), true, prepared.scratch, xOffset * ir::storageBytes(lhs.elementType()));
    prepared.weights = Port(dyUser, pd->diff_dst_desc(), true, prepared.scratch);
    prepared.dst = Port(stridedDesc(dwDims, outType, dwStrides), pd->diff_weights_desc(), false, prepared.scratch);
  } catch (const dnnl::error&) {
    prepared.scratch = ScratchPlan();
    return false;
  }
  prepared.srcArg = DNNL_ARG_SRC, prepared.weightsArg = DNNL_ARG_DIFF_DST, prepared.dstArg = DNNL_ARG_DIFF_WEIGHTS;
  return true;
}

int64_t spatialVolume(ir::Type t, std::span<const int64_t> dims) {
  int64_t v = 1;
  for (int64_t d : dims) v *= t.dim(d);
  return v;
}

struct Epilogue {
  bool bias = false, relu = false;
};

std::optional<Kernel> prepare(const ir::Operation& op, Epilogue epilogue = {}) {
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  std::optional<DataType> inType = dataType(lhs.elementType()), outType = dataType(out.elementType());
  // As for dot_general: f32, or bf16 accumulated in f32 and rounded once to a bf16 or f32 result
  // (the interpreter rounds a bf16 result after every term).
  if (!inType || !outType || rhs.elementType() != lhs.elementType() ||
      (*inType == DataType::f32 && *outType != DataType::f32))
    return std::nullopt;
  ConvParams p = ConvParams::read(op);
  const ir::ConvDims& dn = p.dims;
  size_t spatial = dn.inputSpatialDims.size();
  if (!p.wellFormed() || p.batchGroups != 1 || spatial > 3) return std::nullopt;
  if (out.numElements() == 0) return emptyKernel();
  if (lhs.numElements() == 0 || rhs.numElements() == 0) return std::nullopt;
  bool transposed = std::ranges::any_of(p.lhsDilation, [](int64_t d) { return d != 1; });
  if (transposed && std::ranges::any_of(p.strides, [](int64_t s) { return s != 1; })) return std::nullopt;
  if (epilogue.bias && (transposed || *outType != DataType::f32)) return std::nullopt;

  auto prepared = std::make_shared<PreparedConvolution>();
  prepared->params = p, prepared->lhs = lhs, prepared->rhs = rhs, prepared->out = out;
  for (size_t s = 0; s < spatial; ++s) prepared->padsOrHoles |= p.low[s] > 0 || p.high[s] > 0 || p.lhsDilation[s] > 1;
  auto kernel = [prepared](KernelContext&, std::span<const Buffer> operands, std::span<const Buffer> results) {
    prepared->run(operands, results);
  };
  // A kernel larger than the result's window is the shape of a kernel gradient.
  bool kernelGradient = !transposed && spatial > 0 && p.featureGroups == 1 &&
                        std::ranges::none_of(p.reversal, [](int64_t r) { return r != 0; }) &&
                        spatialVolume(rhs, dn.kernelSpatialDims) > spatialVolume(out, dn.outputSpatialDims);
  if (kernelGradient && epilogue.bias) return std::nullopt;
  if (kernelGradient && prepareKernelGradient(p, lhs, rhs, out, *inType, *outType, *prepared)) return Kernel(kernel);
  Dims ls = rowMajorStrides(lhs.shape()), ks = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  auto at = [](const Dims& v, int64_t d) { return v[size_t(d)]; };
  int64_t groups = p.featureGroups, features = rhs.dim(dn.kernelOutputFeatureDim);
  Dims srcDims{lhs.dim(dn.inputBatchDim), lhs.dim(dn.inputFeatureDim)};
  Dims srcStrides{at(ls, dn.inputBatchDim), at(ls, dn.inputFeatureDim)};
  Dims& wDims = prepared->weightsDims;
  Dims& wStrides = prepared->weightsStrides;
  if (groups == 1) {
    wDims = {features, rhs.dim(dn.kernelInputFeatureDim)};
    wStrides = {at(ks, dn.kernelOutputFeatureDim), at(ks, dn.kernelInputFeatureDim)};
  } else {
    // Output feature f belongs to group f / (O / G), so O splits as [G, O/G], G outer.
    wDims = {groups, features / groups, rhs.dim(dn.kernelInputFeatureDim)};
    wStrides = {at(ks, dn.kernelOutputFeatureDim) * (features / groups), at(ks, dn.kernelOutputFeatureDim),
                at(ks, dn.kernelInputFeatureDim)};
  }
  Dims dstDims{out.dim(dn.outputBatchDim), out.dim(dn.outputFeatureDim)};
  Dims dstStrides{at(os, dn.outputBatchDim), at(os, dn.outputFeatureDim)};
  std::vector<bool>& flip = prepared->flip;
  flip.assign(wDims.size(), false);
  Dims strides, dilates, padLow, padHigh;
  int64_t srcOffset = 0;  // elements; negative low padding starts the view later
  for (size_t s = 0; s < spatial; ++s) {
    int64_t inDim = dn.inputSpatialDims[s], n = lhs.dim(inDim), k = rhs.dim(dn.kernelSpatialDims[s]);
    int64_t lo = p.low[s], hi = p.high[s], r = p.rhsDilation[s];
    if (!transposed) {
      if (lo < 0) srcOffset += -lo * at(ls, inDim), n += lo, lo = 0;
      if (hi < 0) n += hi, hi = 0;
      if (n <= 0) return std::nullopt;
      strides.push_back(p.strides[s]);
      flip.push_back(p.reversal[s] != 0);
    } else {
      // Input element i reaches output i * d + lo - k * r for tap k: a deconvolution with stride d
      // over the kernel flipped, whose padding is what remains of the window's extent.
      lo = (k - 1) * r - lo, hi = (k - 1) * r - hi;
      if (lo < 0 || hi < 0) return std::nullopt;
      strides.push_back(p.lhsDilation[s]);
      flip.push_back(p.reversal[s] == 0);
    }
    dilates.push_back(r - 1), padLow.push_back(lo), padHigh.push_back(hi);
    srcDims.push_back(n), srcStrides.push_back(at(ls, inDim));
    wDims.push_back(k), wStrides.push_back(at(ks, dn.kernelSpatialDims[s]));
    dstDims.push_back(out.dim(dn.outputSpatialDims[s])), dstStrides.push_back(at(os, dn.outputSpatialDims[s]));
  }
  if (spatial == 0) {  // oneDNN wants a spatial dimension: a window of one
    for (Dims* d : {&srcDims, &srcStrides, &wDims, &wStrides, &dstDims, &dstStrides, &strides}) d->push_back(1);
    for (Dims* d : {&dilates, &padLow, &padHigh}) d->push_back(0);
    flip.push_back(false);
  }

  dnnl::memory::desc srcUser = stridedDesc(srcDims, *inType, srcStrides);
  dnnl::memory::desc dstUser = stridedDesc(dstDims, *outType, dstStrides);
  dnnl::memory::desc wUser = stridedDesc(wDims, *inType, wStrides);
  if (std::ranges::find(flip, true) != flip.end()) {
    wUser = stridedDesc(wDims, *inType, rowMajorStrides(wDims));
    prepared->flippedOffset = prepared->scratch.reserve(wUser.get_size());
  }
  auto srcAny = anyLayout(srcDims, *inType), wAny = anyLayout(wDims, *inType), dstAny = anyLayout(dstDims, *outType);
  dnnl::memory::desc srcWanted, wWanted, dstWanted;
  int64_t elementBytes = ir::storageBytes(lhs.elementType());
  if (!transposed) {
    dnnl::primitive_attr attr = strictAttr();
    if (epilogue.relu) {
      dnnl::post_ops ops;
      ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
      attr.set_post_ops(ops);
    }
    auto forward = [&](dnnl::algorithm algorithm, bool withEpilogue = true) {
      auto prop = dnnl::prop_kind::forward_inference;
      if (!epilogue.bias || !withEpilogue)
        return dnnl::convolution_forward::primitive_desc(
            dnnl::convolution_forward::desc(prop, algorithm, srcAny, wAny, dstAny, strides, dilates, padLow, padHigh),
            withEpilogue ? attr : strictAttr(), engine());
      auto biasDesc = dnnl::memory::desc({dstDims[1]}, DataType::f32, dnnl::memory::format_tag::a);
      return dnnl::convolution_forward::primitive_desc(
          dnnl::convolution_forward::desc(prop, algorithm, srcAny, wAny, biasDesc, dstAny, strides, dilates, padLow,
                                          padHigh),
          attr, engine());
    };
    dnnl::convolution_forward::primitive_desc pd = forward(dnnl::algorithm::convolution_direct);
    if (epilogue.bias) {
      dnnl::convolution_forward::primitive_desc plain = forward(dnnl::algorithm::convolution_direct, false);
      // The plain primitive must read and write the layouts the epilogue one does (the same ports).
      if (plain.src_desc() != pd.src_desc() || plain.weights_desc() != pd.weights_desc() ||
          plain.dst_desc() != pd.dst_desc())
        return std::nullopt;
      prepared->plain = Primitive(plain, prepared->scratch);
      prepared->bias = true, prepared->relu = epilogue.relu;
      prepared->featureStride = at(os, dn.outputFeatureDim);
    }
    if (winogradPays(spatial, groups, wDims, strides, dilates, *inType, *outType)) {
      try {
        dnnl::convolution_forward::primitive_desc wino = forward(dnnl::algorithm::convolution_winograd);
        if (!isReference(wino)) {
          auto w = std::make_unique<PreparedConvolution::Winograd>();
          w->primitive = Primitive(wino, prepared->scratch);
          w->src = Port(srcUser, wino.src_desc(), true, prepared->scratch, srcOffset * elementBytes);
          try {
            w->weights = Port(wUser, wino.weights_desc(), true, prepared->scratch);
          } catch (const dnnl::error&) {
            // wino_reorder takes plain kernels only (not the [i, o] view of an input gradient's):
            // through a row-major copy first.
            dnnl::memory::desc plain = stridedDesc(wDims, *inType, rowMajorStrides(wDims));
            w->plainKernel = Port(wUser, plain, true, prepared->scratch);
            w->weights = Port(plain, wino.weights_desc(), true, prepared->scratch);
          }
          w->dst = Port(dstUser, wino.dst_desc(), false, prepared->scratch);
          w->kernelDesc = wino.weights_desc();
          int64_t positions = dstDims[0];
          for (size_t d = 2; d < dstDims.size(); ++d) positions *= dstDims[d];
          w->transformNewKernels = positions >= (int64_t(1) << 14);
          prepared->winograd = std::move(w);
        }
      } catch (const dnnl::error&) {  // no Winograd implementation for this shape: direct it is
      }
    }
    srcWanted = pd.src_desc(), wWanted = pd.weights_desc(), dstWanted = pd.dst_desc();
    prepared->primitive = Primitive(pd, prepared->scratch);
  } else {
    if (epilogue.bias) return std::nullopt;
    dnnl::deconvolution_forward::primitive_desc pd(
        dnnl::deconvolution_forward::desc(dnnl::prop_kind::forward_inference,
                                          dnnl::algorithm::deconvolution_direct, srcAny, wAny, dstAny, strides,
                                          dilates, padLow, padHigh),
        strictAttr(), engine());
    srcWanted = pd.src_desc(), wWanted = pd.weights_desc(), dstWanted = pd.dst_desc();
    prepared->primitive = Primitive(pd, prepared->scratch);
  }
  prepared->src = Port(srcUser, srcWanted, true, prepared->scratch, srcOffset * elementBytes);
  prepared->weights = Port(wUser, wWanted, true, prepared->scratch);
  prepared->dst = Port(dstUser, dstWanted, false, prepared->scratch);
  return Kernel(kernel);
}

}  // namespace

std::optional<Kernel> oneDnnConvolution(const ir::Operation& op) {
  if (!op.is(ir::OpCode::Convolution)) return std::nullopt;
  // oneDNN's backward-weights primitive leaves its vectors mostly empty with few output features.
  if (std::optional<Kernel> k = smallKernelGradient(op)) return k;
  // ... and so do its forward convolutions with few features (LeNet-5's 1 -> 6, its input gradients).
  if (std::optional<Kernel> k = smallChannelConvolution(op)) return k;
  try {
    return prepare(op);
  } catch (const dnnl::error&) {
    return std::nullopt;  // no implementation for this shape or type
  }
}

std::optional<Kernel> oneDnnConvolutionBiasRelu(const ir::Operation& conv, bool relu) {
  if (!conv.is(ir::OpCode::Convolution)) return std::nullopt;
  // As kernels.cpp decides for the convolution alone: 2^16 multiply-adds or more.
  ir::Type rhs = conv.operand(1)->type();
  int64_t perOutput = rhs.numElements() / std::max<int64_t>(1, rhs.dim(conv.attr("dimension_numbers").convDims().kernelOutputFeatureDim));
  if (conv.result()->type().numElements() * perOutput < (int64_t(1) << 16)) return std::nullopt;
  try {
    return prepare(conv, {.bias = true, .relu = relu});
  } catch (const dnnl::error&) {
    return std::nullopt;
  }
}

}  // namespace juxla::cpu
