// Convolutions on cuDNN (see cudnn_conv.h).
#include "backends/cuda/cudnn_conv.h"

#include <climits>
#include <map>
#include <mutex>

#include "backends/cuda/allocator.h"
#include "backends/cuda/cudnn_api.h"
#include "backends/cuda/device.h"

namespace juxla::cuda {

namespace {

std::vector<int64_t> rowMajorStrides(ir::Type t) {
  std::vector<int64_t> s(size_t(t.rank()), 1);
  for (int64_t d = t.rank() - 2; d >= 0; --d) s[size_t(d)] = s[size_t(d) + 1] * t.dim(d + 1);
  return s;
}

// The view of `t` with its dims in the order [first, second, spatial...]; a single spatial dim
// gets a second of extent 1, as cuDNN's legacy API wants 4-d tensors at least.
CudnnTensor viewOf(ir::Type t, int operand, int64_t first, int64_t second, const std::vector<int64_t>& spatial) {
  std::vector<int64_t> strides = rowMajorStrides(t);
  CudnnTensor v;
  v.operand = operand;
  std::vector<int64_t> order = {first, second};
  order.insert(order.end(), spatial.begin(), spatial.end());
  for (int64_t d : order) {
    v.dims.push_back(int(t.dim(d)));
    v.strides.push_back(int(strides[size_t(d)]));
  }
  if (spatial.size() == 1) {
    v.dims.push_back(1);
    v.strides.push_back(1);
  }
  return v;
}

// Whether the filter [k, c, spatial...] is packed as KCRS (0) or KRSC (1), or neither (-1).
int filterPacking(int64_t k, int64_t c, const std::vector<int64_t>& spatial) {
  std::vector<int64_t> nchw = {k, c}, nhwc = {k};
  nchw.insert(nchw.end(), spatial.begin(), spatial.end());
  nhwc.insert(nhwc.end(), spatial.begin(), spatial.end());
  nhwc.push_back(c);
  auto identity = [](const std::vector<int64_t>& v) {
    for (size_t i = 0; i < v.size(); ++i)
      if (v[i] != int64_t(i)) return false;
    return true;
  };
  return identity(nchw) ? 0 : identity(nhwc) ? 1 : -1;
}

std::vector<int64_t> intsOr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  return a ? std::vector<int64_t>(a.ints().begin(), a.ints().end()) : fallback;
}

bool allEqual(const std::vector<int64_t>& v, int64_t value) {
  for (int64_t x : v)
    if (x != value) return false;
  return true;
}

std::vector<int> narrow(const std::vector<int64_t>& v) { return std::vector<int>(v.begin(), v.end()); }

// The convolution's window, spec defaults filled in.
struct Window {
  std::vector<int64_t> strides, lhsDilation, rhsDilation, padLow, padHigh, reversal;
  int64_t featureGroups = 1, batchGroups = 1;
};

Window readWindow(const ir::Operation& op, size_t spatial) {
  Window w;
  std::vector<int64_t> ones(spatial, 1);
  w.strides = intsOr(op, "window_strides", ones);
  w.lhsDilation = intsOr(op, "lhs_dilation", ones);
  w.rhsDilation = intsOr(op, "rhs_dilation", ones);
  w.reversal = intsOr(op, "window_reversal", std::vector<int64_t>(spatial, 0));
  w.padLow.assign(spatial, 0);
  w.padHigh.assign(spatial, 0);
  if (ir::Attr p = op.attr("padding"))
    for (size_t s = 0; s < spatial; ++s) w.padLow[s] = p.intElement(int64_t(2 * s)), w.padHigh[s] = p.intElement(int64_t(2 * s + 1));
  if (ir::Attr a = op.attr("feature_group_count")) w.featureGroups = a.intValue();
  if (ir::Attr a = op.attr("batch_group_count")) w.batchGroups = a.intValue();
  return w;
}

// cuDNN's forward output extent along each spatial dim must be the one `out` has: it takes the
// padding as symmetric, which gives the IR's values whenever the extents agree.
std::string checkExtents(const CudnnTensor& in, const CudnnTensor& filter, const CudnnTensor& out, const ConvMapping& m) {
  for (size_t s = 0; s < m.pad.size(); ++s) {
    int64_t extent = int64_t(filter.dims[2 + s] - 1) * m.dilation[s] + 1;
    int64_t span = int64_t(in.dims[2 + s]) + 2 * m.pad[s] - extent;
    int64_t want = span < 0 ? 0 : span / m.stride[s] + 1;
    if (want != out.dims[2 + s])
      return "spatial dim " + std::to_string(s) + ": cuDNN's symmetric padding gives extent " + std::to_string(want) +
             ", the op has " + std::to_string(out.dims[2 + s]);
  }
  return "";
}

std::string asForward(const ir::Operation& op, const Window& w, ConvMapping& m) {
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  if (!allEqual(w.lhsDilation, 1)) return "input dilation";
  if (w.batchGroups != 1) return "batch groups";
  bool none = allEqual(w.reversal, 0), all = allEqual(w.reversal, 1);
  if (!none && !all) return "a window reversed along some spatial dims only";
  int packing = filterPacking(dn.kernelOutputFeatureDim, dn.kernelInputFeatureDim, dn.kernelSpatialDims);
  if (packing < 0) return "the kernel is not packed [out, in, spatial...] or [out, spatial..., in]";
  m.call = ConvCall::Forward;
  m.x = viewOf(op.operand(0)->type(), 0, dn.inputBatchDim, dn.inputFeatureDim, dn.inputSpatialDims);
  m.w = viewOf(op.operand(1)->type(), 1, dn.kernelOutputFeatureDim, dn.kernelInputFeatureDim, dn.kernelSpatialDims);
  m.y = viewOf(op.result()->type(), -1, dn.outputBatchDim, dn.outputFeatureDim, dn.outputSpatialDims);
  m.filterNhwc = packing == 1;
  m.pad = narrow(w.padLow), m.stride = narrow(w.strides), m.dilation = narrow(w.rhsDilation);
  m.flipped = all && !none;
  m.groups = int(w.featureGroups);
  return checkExtents(m.x, m.w, m.y, m);
}

// The kernel cotangent AD writes: the input with batch and features swapped, the output
// cotangent as kernel, window strides = the forward's rhs dilation and rhs dilation = its strides.
std::string asBackwardFilter(const ir::Operation& op, const Window& w, ConvMapping& m) {
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  if (!allEqual(w.lhsDilation, 1)) return "input dilation";
  if (!allEqual(w.reversal, 0)) return "a reversed window";
  if (w.featureGroups != 1 || w.batchGroups != 1) return "groups";
  int packing = filterPacking(dn.outputFeatureDim, dn.outputBatchDim, dn.outputSpatialDims);
  if (packing < 0) return "the result is not packed [features, batch, spatial...] or [features, spatial..., batch]";
  m.call = ConvCall::BackwardFilter;
  m.x = viewOf(op.operand(0)->type(), 0, dn.inputFeatureDim, dn.inputBatchDim, dn.inputSpatialDims);
  m.y = viewOf(op.operand(1)->type(), 1, dn.kernelInputFeatureDim, dn.kernelOutputFeatureDim, dn.kernelSpatialDims);
  m.w = viewOf(op.result()->type(), -1, dn.outputFeatureDim, dn.outputBatchDim, dn.outputSpatialDims);
  m.filterNhwc = packing == 1;
  m.pad = narrow(w.padLow), m.stride = narrow(w.rhsDilation), m.dilation = narrow(w.strides);
  m.flipped = false;
  return checkExtents(m.x, m.w, m.y, m);
}

// The input cotangent AD writes: the output cotangent dilated by the forward strides, the kernel
// with in and out features swapped and its taps reversed, padding (extent - 1 - forward padding).
std::string asBackwardData(const ir::Operation& op, const Window& w, ConvMapping& m) {
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  if (!allEqual(w.strides, 1)) return "window strides";
  if (w.featureGroups != 1 || w.batchGroups != 1) return "groups";
  bool none = allEqual(w.reversal, 0), all = allEqual(w.reversal, 1);
  if (!none && !all) return "a window reversed along some spatial dims only";
  int packing = filterPacking(dn.kernelInputFeatureDim, dn.kernelOutputFeatureDim, dn.kernelSpatialDims);
  if (packing < 0) return "the kernel is not packed [in, out, spatial...] or [in, spatial..., out]";
  m.call = ConvCall::BackwardData;
  m.y = viewOf(op.operand(0)->type(), 0, dn.inputBatchDim, dn.inputFeatureDim, dn.inputSpatialDims);
  m.w = viewOf(op.operand(1)->type(), 1, dn.kernelInputFeatureDim, dn.kernelOutputFeatureDim, dn.kernelSpatialDims);
  m.x = viewOf(op.result()->type(), -1, dn.outputBatchDim, dn.outputFeatureDim, dn.outputSpatialDims);
  m.filterNhwc = packing == 1;
  m.stride = narrow(w.lhsDilation), m.dilation = narrow(w.rhsDilation);
  m.pad.clear();
  for (size_t s = 0; s < w.padLow.size(); ++s) {
    int64_t extent = int64_t(m.w.dims[2 + s] - 1) * w.rhsDilation[s] + 1;
    int64_t pad = extent - 1 - w.padLow[s];
    if (pad < 0) return "padding beyond the window's extent";
    m.pad.push_back(int(pad));
  }
  m.flipped = none;  // the taps this op reads reversed are cuDNN's filter read as a convolution
  return checkExtents(m.x, m.w, m.y, m);
}

}  // namespace

ConvMapping readConvMapping(const ir::Operation& op) {
  ConvMapping m;
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  ir::ElementType e = lhs.elementType();
  if (e != ir::ElementType::F32 && e != ir::ElementType::F64 && e != ir::ElementType::BF16 && e != ir::ElementType::F16) {
    m.reason = "convolution of " + lhs.str() + ": cuDNN here takes f32, f64, bf16 and f16";
    return m;
  }
  if (rhs.elementType() != e || out.elementType() != e) {
    m.reason = "convolution mixing element types";
    return m;
  }
  for (ir::Type t : {lhs, rhs, out}) {
    if (t.numElements() == 0 || t.numElements() > INT32_MAX) {
      m.reason = "convolution with an empty tensor or one of 2^31 elements or more";
      return m;
    }
  }
  size_t spatial = op.attr("dimension_numbers").convDims().inputSpatialDims.size();
  if (spatial < 1 || spatial > 3) {
    m.reason = "convolution with " + std::to_string(spatial) + " spatial dims (cuDNN here: 1 to 3)";
    return m;
  }
  Window w = readWindow(op, spatial);
  for (size_t s = 0; s < spatial; ++s) {
    if (w.padLow[s] < 0 || w.padHigh[s] < 0) {
      m.reason = "convolution with negative padding";
      return m;
    }
  }
  m.elementType = e;
  m.allowsTf32 = true;
  if (ir::Attr p = op.attr("precision_config"))
    for (const ir::Attr& entry : p.elements()) m.allowsTf32 &= entry.str() == "DEFAULT";
  auto pad1d = [&](ConvMapping& c) {  // the extra spatial dim of a 1-d convolution
    if (spatial == 1) c.pad.push_back(0), c.stride.push_back(1), c.dilation.push_back(1);
  };
  std::string reasons;
  for (auto reader : {&asForward, &asBackwardFilter, &asBackwardData}) {
    ConvMapping c = m;
    std::string why = reader(op, w, c);
    if (why.empty()) {
      pad1d(c);
      c.ok = true;
      return c;
    }
    const char* name = reader == &asForward ? "forward" : reader == &asBackwardFilter ? "backward filter" : "backward data";
    reasons += std::string(reasons.empty() ? "" : "; ") + "not a cuDNN " + name + " convolution (" + why + ")";
  }
  m.reason = reasons;
  return m;
}

namespace {

// The algorithm Find measured fastest, per shape, shared by every convolution of the process.
struct AlgoChoice {
  int algo = 0;
  cudnnMathType_t math = CUDNN_DEFAULT_MATH;
  size_t workspace = 0;
};
std::mutex algoMutex;
std::map<std::string, AlgoChoice> algoCache;

constexpr size_t kMaxWorkspace = size_t(4) << 30;

std::string keyOf(const ConvMapping& m, bool tf32) {
  std::string k = std::to_string(int(m.call)) + ":" + std::to_string(int(m.elementType)) + (tf32 ? ":tf32" : "") +
                  (m.filterNhwc ? ":nhwc" : "") + (m.flipped ? ":flip" : "") + ":g" + std::to_string(m.groups);
  auto add = [&](const char* tag, const std::vector<int>& v) {
    k += tag;
    for (int x : v) k += std::to_string(x) + ",";
  };
  add("|x", m.x.dims), add("/", m.x.strides), add("|w", m.w.dims), add("|y", m.y.dims), add("/", m.y.strides);
  add("|p", m.pad), add("|s", m.stride), add("|d", m.dilation);
  return k;
}

cudnnDataType_t dataType(ir::ElementType e) {
  switch (e) {
    case ir::ElementType::F64: return CUDNN_DATA_DOUBLE;
    case ir::ElementType::F16: return CUDNN_DATA_HALF;
    case ir::ElementType::BF16: return CUDNN_DATA_BFLOAT16;
    default: return CUDNN_DATA_FLOAT;
  }
}

bool isTensorOpMath(cudnnMathType_t t) { return t == CUDNN_TENSOR_OP_MATH || t == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION; }

// The first (fastest) result that succeeded, fits the workspace limit and keeps f32 off tensor
// cores when TF32 is not allowed.
template <typename Perf>
AlgoChoice pick(const Perf* results, int count, bool strictF32, const std::string& call) {
  std::string statuses;
  for (int i = 0; i < count; ++i) {
    const Perf& r = results[i];
    if (r.status != CUDNN_STATUS_SUCCESS || r.memory > kMaxWorkspace || (strictF32 && isTensorOpMath(r.mathType))) {
      statuses += " " + std::to_string(int(r.algo)) + ":" + cudnn().errorString(r.status);
      continue;
    }
    return AlgoChoice{int(r.algo), r.mathType, r.memory};
  }
  throw CudaError(call + ": no usable algorithm (" + statuses + " )");
}

// Runs one of cuDNN's Find calls (`find(requested, &found, perf)`) and picks from its results.
template <typename Perf, typename Find>
AlgoChoice fastest(const char* call, bool strictF32, Find find) {
  constexpr int kRequested = 16;
  Perf perf[kRequested];
  int found = 0;
  checkCudnn(find(kRequested, &found, perf), call);
  return pick(perf, found, strictF32, call);
}

}  // namespace

struct CudnnConvolution::Descriptors {
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnFilterDescriptor_t w = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
  AlgoChoice choice;
  ~Descriptors() {
    if (!cudnnAvailable(nullptr)) return;
    const Cudnn& api = cudnn();
    if (x) api.destroyTensor(x);
    if (y) api.destroyTensor(y);
    if (w) api.destroyFilter(w);
    if (conv) api.destroyConv(conv);
  }
};

CudnnConvolution::CudnnConvolution(const ConvMapping& m, bool allowTf32)
    : d_(std::make_unique<Descriptors>()), mapping_(m) {
  if (!m.ok) throw CudaError("CudnnConvolution: " + m.reason);
  const Cudnn& api = cudnn();
  cudnnHandle_t h = cudnnHandle();
  cudnnDataType_t type = dataType(m.elementType);
  bool f32 = m.elementType == ir::ElementType::F32;
  bool tf32 = f32 && allowTf32 && m.allowsTf32;
  cudnnDataType_t compute = m.elementType == ir::ElementType::F64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
  int rank = int(m.x.dims.size());

  checkCudnn(api.createTensor(&d_->x), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->x, type, rank, m.x.dims.data(), m.x.strides.data()), "cudnnSetTensorNdDescriptor(x)");
  checkCudnn(api.createTensor(&d_->y), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->y, type, rank, m.y.dims.data(), m.y.strides.data()), "cudnnSetTensorNdDescriptor(y)");
  checkCudnn(api.createFilter(&d_->w), "cudnnCreateFilterDescriptor");
  checkCudnn(api.setFilterNd(d_->w, type, m.filterNhwc ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW, rank, m.w.dims.data()),
             "cudnnSetFilterNdDescriptor");
  checkCudnn(api.createConv(&d_->conv), "cudnnCreateConvolutionDescriptor");
  checkCudnn(api.setConvNd(d_->conv, rank - 2, m.pad.data(), m.stride.data(), m.dilation.data(),
                           m.flipped ? CUDNN_CONVOLUTION : CUDNN_CROSS_CORRELATION, compute),
             "cudnnSetConvolutionNdDescriptor");
  if (m.groups != 1) checkCudnn(api.setGroupCount(d_->conv, m.groups), "cudnnSetConvolutionGroupCount");
  cudnnMathType_t math = m.elementType == ir::ElementType::F64 ? CUDNN_DEFAULT_MATH
                         : f32                                 ? (tf32 ? CUDNN_DEFAULT_MATH : CUDNN_FMA_MATH)
                                                               : CUDNN_TENSOR_OP_MATH;
  checkCudnn(api.setMathType(d_->conv, math), "cudnnSetConvolutionMathType");

  std::string key = keyOf(m, tf32);
  std::lock_guard lock(algoMutex);
  if (auto it = algoCache.find(key); it != algoCache.end()) {
    d_->choice = it->second;
  } else {
    bool strict = f32 && !tf32;
    switch (m.call) {
      case ConvCall::Forward:
        d_->choice = fastest<cudnnConvolutionFwdAlgoPerf_t>("cudnnFindConvolutionForwardAlgorithm", strict, [&](int n, int* found, auto* perf) {
          return api.findForward(h, d_->x, d_->w, d_->conv, d_->y, n, found, perf);
        });
        break;
      case ConvCall::BackwardData:
        d_->choice = fastest<cudnnConvolutionBwdDataAlgoPerf_t>("cudnnFindConvolutionBackwardDataAlgorithm", strict, [&](int n, int* found, auto* perf) {
          return api.findBackwardData(h, d_->w, d_->y, d_->conv, d_->x, n, found, perf);
        });
        break;
      case ConvCall::BackwardFilter:
        d_->choice = fastest<cudnnConvolutionBwdFilterAlgoPerf_t>("cudnnFindConvolutionBackwardFilterAlgorithm", strict, [&](int n, int* found, auto* perf) {
          return api.findBackwardFilter(h, d_->x, d_->y, d_->conv, d_->w, n, found, perf);
        });
        break;
    }
    algoCache.emplace(key, d_->choice);
  }
  if (!(f32 && !tf32))  // keep FMA math for strict f32; otherwise the math the algorithm was measured with
    checkCudnn(api.setMathType(d_->conv, d_->choice.math), "cudnnSetConvolutionMathType");
}

CudnnConvolution::~CudnnConvolution() = default;

void CudnnConvolution::run(const void* operand0, const void* operand1, void* result, cudaStream_t stream) {
  const Cudnn& api = cudnn();
  cudnnHandle_t h = cudnnHandle();
  checkCudnn(api.setStream(h, stream), "cudnnSetStream");
  auto pointer = [&](const CudnnTensor& t) -> void* {
    return t.operand == 0 ? const_cast<void*>(operand0) : t.operand == 1 ? const_cast<void*>(operand1) : result;
  };
  DeviceBuffer workspace = deviceAllocator().allocate(d_->choice.workspace);
  double oneD = 1, zeroD = 0;
  float oneF = 1, zeroF = 0;
  bool doubles = mapping_.elementType == ir::ElementType::F64;
  const void* alpha = doubles ? static_cast<const void*>(&oneD) : &oneF;
  const void* beta = doubles ? static_cast<const void*>(&zeroD) : &zeroF;
  void *x = pointer(mapping_.x), *w = pointer(mapping_.w), *y = pointer(mapping_.y);
  switch (mapping_.call) {
    case ConvCall::Forward:
      checkCudnn(api.forward(h, alpha, d_->x, x, d_->w, w, d_->conv, cudnnConvolutionFwdAlgo_t(d_->choice.algo),
                             workspace.data(), d_->choice.workspace, beta, d_->y, y),
                 "cudnnConvolutionForward");
      break;
    case ConvCall::BackwardData:
      checkCudnn(api.backwardData(h, alpha, d_->w, w, d_->y, y, d_->conv, cudnnConvolutionBwdDataAlgo_t(d_->choice.algo),
                                  workspace.data(), d_->choice.workspace, beta, d_->x, x),
                 "cudnnConvolutionBackwardData");
      break;
    case ConvCall::BackwardFilter:
      checkCudnn(api.backwardFilter(h, alpha, d_->x, x, d_->y, y, d_->conv,
                                    cudnnConvolutionBwdFilterAlgo_t(d_->choice.algo), workspace.data(),
                                    d_->choice.workspace, beta, d_->w, w),
                 "cudnnConvolutionBackwardFilter");
      break;
  }
}

}  // namespace juxla::cuda
