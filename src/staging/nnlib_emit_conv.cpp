// NNlib's conv, maxpool and meanpool as IR. Parameters arrive in Julia spatial order (W, H, D) and are
// checked as NNlib's DenseConvDims/PoolDims check them; the IR's spatial dims run the other way
// (D, H, W), so Julia spatial dim i (0-based) is IR spatial position nd-1-i.
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "staging/layout.h"
#include "staging/nnlib_emit.h"
#include "staging/nnlib_emit_support.h"

namespace juxla::staging {

using ir::Builder;
using ir::ElementType;
using ir::OpCode;
using ir::Value;
using nnlib_detail::juliaTuple;

namespace {

// Stride, padding (lo, hi per dim) and dilation in Julia spatial order, as NNlib's check_spdf
// expands and validates them against Julia sizes x_size and w_size (spatial dims first).
struct SpatialParams {
  std::vector<int64_t> stride, padding, dilation;
};

std::vector<int64_t> expandPerDim(const std::vector<int64_t>& v, int64_t nd) {
  return v.size() == 1 ? std::vector<int64_t>(size_t(nd), v[0]) : v;
}

SpatialParams checkSpdf(const std::vector<int64_t>& xSize, const std::vector<int64_t>& wSize,
                        const std::vector<int64_t>& stride, const std::vector<int64_t>& pad,
                        const std::vector<int64_t>& dilation) {
  int64_t nd = int64_t(xSize.size()) - 2;
  SpatialParams p{expandPerDim(stride, nd), expandPerDim(pad, nd), expandPerDim(dilation, nd)};
  if (int64_t(p.stride.size()) != nd)
    throw std::invalid_argument("DimensionMismatch: Stride " + std::to_string(stride.size()) + "d, should be " +
                                std::to_string(nd) + "d!");
  if (int64_t(p.dilation.size()) != nd)
    throw std::invalid_argument("DimensionMismatch: Dilation " + std::to_string(p.dilation.size()) +
                                "d, should be " + std::to_string(nd) + "d!");
  if (int64_t(p.padding.size()) == nd) {
    std::vector<int64_t> loHi;
    for (int64_t v : p.padding) loHi.insert(loHi.end(), {v, v});
    p.padding = loHi;
  } else if (int64_t(p.padding.size()) != 2 * nd) {
    throw std::invalid_argument("DimensionMismatch: Padding " + std::to_string(p.padding.size()) +
                                "d, should be either " + std::to_string(nd) + "d or " + std::to_string(2 * nd) + "d!");
  }
  // NNlib divides by the stride; a zero or negative one (or dilation) has no meaning there either.
  for (int64_t i = 0; i < nd; ++i) {
    if (p.stride[size_t(i)] < 1)
      throw std::invalid_argument("ArgumentError: stride must be ≥ 1, got " + juliaTuple(p.stride));
    if (p.dilation[size_t(i)] < 1)
      throw std::invalid_argument("ArgumentError: dilation must be ≥ 1, got " + juliaTuple(p.dilation));
  }
  for (int64_t i = 0; i < nd; ++i) {
    int64_t is = xSize[size_t(i)], ks = wSize[size_t(i)], ds = p.dilation[size_t(i)];
    int64_t pl = p.padding[size_t(2 * i)], ph = p.padding[size_t(2 * i + 1)];
    if (is + pl + ph < (ks - 1) * ds + 1)
      throw std::invalid_argument("DimensionMismatch: Kernel * dilation ((" + std::to_string(ks) + " - 1) * " +
                                  std::to_string(ds) + " + 1) cannot be larger than input + padding (" +
                                  std::to_string(is) + " + " + std::to_string(pl) + " + " + std::to_string(ph) + ")!");
  }
  return p;
}

// Julia spatial order -> IR spatial order (reversed).
std::vector<int64_t> irSpatial(const std::vector<int64_t>& v) { return {v.rbegin(), v.rend()}; }

std::vector<std::pair<int64_t, int64_t>> irPadding(const std::vector<int64_t>& loHi) {
  std::vector<std::pair<int64_t, int64_t>> out;
  for (size_t i = loHi.size() / 2; i-- > 0;) out.emplace_back(loHi[2 * i], loHi[2 * i + 1]);
  return out;
}

void checkSpatialRank(int64_t rank, const char* what) {
  if (rank < 3 || rank > 5)
    throw std::invalid_argument(std::string("MethodError: NNlib's ") + what +
                                " takes arrays of 3 to 5 dims (1 to 3 spatial dims), got " + std::to_string(rank));
}

}  // namespace

Value* conv(Builder& b, Value* x, Value* w, const ConvSpec& spec) {
  int64_t rank = x->type().rank();
  if (w->type().rank() != rank)
    throw std::invalid_argument("DimensionMismatch: Rank of x and w must match! (" + std::to_string(rank) + " vs. " +
                                std::to_string(w->type().rank()) + ")");
  checkSpatialRank(rank, "conv");
  int64_t nd = rank - 2;
  std::vector<int64_t> xSize = juliaDims(x->type()), wSize = juliaDims(w->type());
  SpatialParams p = checkSpdf(xSize, wSize, spec.stride, spec.pad, spec.dilation);

  int64_t groups = spec.groups;
  if (groups < 1) throw std::invalid_argument("ArgumentError: groups must be ≥ 1, got " + std::to_string(groups));
  int64_t cin = xSize[size_t(nd)], wCin = wSize[size_t(nd)], cout = wSize[size_t(nd + 1)];
  if (cin != wCin * groups)
    throw std::invalid_argument("DimensionMismatch: Input channels must match! (" + std::to_string(cin) + " vs. " +
                                std::to_string(wCin) + ")");
  if (cin % wCin != 0 || cout % groups != 0)
    throw std::invalid_argument("DimensionMismatch: Group count should be divisble by input and output channels (" +
                                std::to_string(groups) + " vs. " + juliaTuple({wCin, cout}) + ")");

  ElementType e = nnlib_detail::promoteElements(x->type().elementType(), w->type().elementType());
  if (x->type().elementType() != e) x = b.convert(x, e);
  if (w->type().elementType() != e) w = b.convert(w, e);

  std::vector<int64_t> spatial;
  for (int64_t s = 0; s < nd; ++s) spatial.push_back(2 + s);
  // flipped=false is a true convolution: reverse the kernel in every spatial dim. A reverse op rather
  // than window_reversal, since every consumer of the StableHLO text supports it.
  Value* kernel = spec.flipped ? w : b.reverse(w, spatial);

  ir::ConvDims dims;  // IR N C spatial... for input and output, O I spatial... for the kernel
  dims.inputBatchDim = 0, dims.inputFeatureDim = 1, dims.inputSpatialDims = spatial;
  dims.kernelOutputFeatureDim = 0, dims.kernelInputFeatureDim = 1, dims.kernelSpatialDims = spatial;
  dims.outputBatchDim = 0, dims.outputFeatureDim = 1, dims.outputSpatialDims = spatial;
  ir::ConvolutionOptions options;
  options.windowStrides = irSpatial(p.stride);
  options.padding = irPadding(p.padding);
  options.rhsDilation = irSpatial(p.dilation);
  options.featureGroupCount = groups;
  return b.convolution(x, kernel, dims, options);
}

std::vector<int64_t> fluxSamePad(const std::vector<int64_t>& kernel, const std::vector<int64_t>& dilation) {
  int64_t nd = int64_t(kernel.size());
  std::vector<int64_t> d = expandPerDim(dilation, nd), pad;
  if (int64_t(d.size()) != nd)
    throw std::invalid_argument("DimensionMismatch: dilation " + juliaTuple(dilation) + " for a kernel " +
                                juliaTuple(kernel));
  for (int64_t i = 0; i < nd; ++i) {
    int64_t amount = (kernel[size_t(i)] - 1) * d[size_t(i)];  // k_eff - 1
    pad.insert(pad.end(), {(amount + 1) / 2, amount / 2});
  }
  return pad;
}

namespace {

// The reduce_window of a pool: window, stride and padding over the spatial dims only.
ir::WindowOptions poolWindow(Value* x, const PoolSpec& spec, const char* name) {
  int64_t rank = x->type().rank();
  checkSpatialRank(rank, name);
  int64_t nd = rank - 2;
  if (int64_t(spec.window.size()) != nd)
    throw std::invalid_argument(std::string("DimensionMismatch: ") + name + " window " + juliaTuple(spec.window) +
                                " needs " + std::to_string(nd) + " dims for an array of " + std::to_string(rank) +
                                " dims");
  for (int64_t k : spec.window)
    if (k < 1) throw std::invalid_argument(std::string("ArgumentError: ") + name + " window must be ≥ 1, got " +
                                           juliaTuple(spec.window));
  std::vector<int64_t> xSize = juliaDims(x->type()), kSize = spec.window;
  kSize.insert(kSize.end(), {1, 1});  // PoolDims checks the window as a kernel (k..., 1, 1)
  SpatialParams p = checkSpdf(xSize, kSize, spec.stride.value_or(spec.window), spec.pad, {1});

  ir::WindowOptions window;
  window.dimensions = {1, 1};
  window.strides = {1, 1};
  window.padding = {{0, 0}, {0, 0}};
  for (int64_t k : irSpatial(spec.window)) window.dimensions.push_back(k);
  for (int64_t s : irSpatial(p.stride)) window.strides.push_back(s);
  for (auto lh : irPadding(p.padding)) window.padding.push_back(lh);
  return window;
}

// NNlib's start value for max: nextfloat(typemin(T)) for floats, typemin(T) for integers.
Value* maxStart(Builder& b, ElementType e) {
  switch (e) {
    case ElementType::F16: return b.constant(e, -65504.0);
    case ElementType::BF16: return b.constant(e, -3.3895313892515355e38);
    case ElementType::F32: return b.constant(e, -double(std::numeric_limits<float>::max()));
    case ElementType::F64: return b.constant(e, -std::numeric_limits<double>::max());
    default: break;
  }
  if (ir::isBool(e) || ir::isUnsignedInteger(e)) return b.constantInt(e, 0);
  return b.constantInt(e, int64_t(-(uint64_t(1) << (ir::bitWidth(e) - 1))));
}

}  // namespace

Value* maxpool(Builder& b, Value* x, const PoolSpec& spec) {
  ir::WindowOptions window = poolWindow(x, spec, "maxpool");
  return b.reduceWindow(x, maxStart(b, x->type().elementType()), window, OpCode::Maximum);
}

Value* maxpoolUnrolled(Builder& b, Value* x, const PoolSpec& spec) {
  ir::WindowOptions window = poolWindow(x, spec, "maxpool");
  ElementType e = x->type().elementType();
  if (!ir::isFloat(e)) throw std::invalid_argument("maxpoolUnrolled: float elements only");
  Value* lowest = maxStart(b, e);
  int64_t rank = x->type().rank();
  std::vector<int64_t> low(size_t(rank), 0), high(size_t(rank), 0);
  bool padded = false;
  for (int64_t d = 0; d < rank; ++d) {
    low[size_t(d)] = window.padding[size_t(d)].first;
    high[size_t(d)] = window.padding[size_t(d)].second;
    padded = padded || low[size_t(d)] != 0 || high[size_t(d)] != 0;
  }
  if (padded) x = b.pad(x, lowest, low, high);  // padding is -floatmax: `xv > m` never takes it
  std::vector<int64_t> in(x->type().shape().begin(), x->type().shape().end()), out(in.size());
  int64_t positions = 1;
  for (size_t d = 0; d < in.size(); ++d) {
    out[d] = (in[d] - window.dimensions[d]) / window.strides[d] + 1;
    positions *= window.dimensions[d];
  }
  if (positions > kUnrolledPoolWindow) throw std::invalid_argument("maxpoolUnrolled: window too large");
  Value* m = b.broadcastInDim(lowest, out, {});
  // Window positions with the last IR dim (Julia's first, W) fastest: NNlib's loop order.
  std::vector<int64_t> at(in.size(), 0);
  for (int64_t k = 0; k < positions; ++k) {
    std::vector<int64_t> start = at, limit(in.size());
    for (size_t d = 0; d < in.size(); ++d) limit[d] = at[d] + (out[d] - 1) * window.strides[d] + 1;
    Value* v = b.slice(x, start, limit, window.strides);
    m = b.select(b.compare(v, m, ir::ComparisonDirection::GT), v, m);
    for (size_t d = in.size(); d-- > 0;) {
      if (++at[d] < window.dimensions[d]) break;
      at[d] = 0;
    }
  }
  return m;
}

Value* meanpool(Builder& b, Value* x, const PoolSpec& spec) {
  ir::WindowOptions window = poolWindow(x, spec, "meanpool");
  ElementType e = x->type().elementType();
  if (!ir::isFloat(e))
    throw std::invalid_argument("MethodError: meanpool of " + std::string(ir::elementTypeName(e)) +
                                " elements: NNlib averages floats only");
  Value* sum = b.reduceWindow(x, b.constant(e, 0.0), window, OpCode::Add);
  if (spec.countIncludePad) {
    // NNlib folds the division into alpha = T(1) / prod(k) and multiplies by it.
    int64_t count = 1;
    for (int64_t k : spec.window) count *= k;
    return b.mul(sum, b.splat(sum->type(), 1.0 / double(count)));
  }
  // The in-bounds count of every window: the same reduce_window over ones of the spatial shape.
  auto shape = x->type().shape();
  std::vector<int64_t> spatialShape(shape.begin() + 2, shape.end()), spatialDims;
  ir::WindowOptions spatialWindow;
  for (size_t i = 2; i < shape.size(); ++i) {
    spatialWindow.dimensions.push_back(window.dimensions[i]);
    spatialWindow.strides.push_back(window.strides[i]);
    spatialWindow.padding.push_back(window.padding[i]);
    spatialDims.push_back(int64_t(i));
  }
  Value* ones = b.splat(ir::Type::tensor(e, spatialShape), 1.0);
  Value* counts = b.reduceWindow(ones, b.constant(e, 0.0), spatialWindow, OpCode::Add);
  auto outShape = sum->type().shape();
  return b.div(sum, b.broadcastInDim(counts, {outShape.begin(), outShape.end()}, spatialDims));
}

}  // namespace juxla::staging
