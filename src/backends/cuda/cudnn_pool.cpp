// Max pooling on cuDNN (see cudnn_pool.h).
#include "backends/cuda/cudnn_pool.h"

#include <climits>

#include "backends/cuda/cudnn_api.h"
#include "backends/cuda/device.h"

namespace juxla::cuda {

namespace {

// Whether the body is exactly `return maximum(a, b)` of its two arguments.
bool isMaximumBody(const ir::Operation& op) {
  if (op.numRegions() != 1 || op.region(0).empty()) return false;
  const ir::Block& body = op.region(0).block();
  const ir::Operation* combine = body.front();
  if (body.numArgs() != 2 || !combine || !combine->is(ir::OpCode::Maximum)) return false;
  const ir::Operation* ret = combine->next();
  if (!ret || ret->next() || ret->numOperands() != 1 || ret->operand(0) != combine->result()) return false;
  return (combine->operand(0) == body.arg(0) && combine->operand(1) == body.arg(1)) ||
         (combine->operand(0) == body.arg(1) && combine->operand(1) == body.arg(0));
}

bool isNegativeInfinity(const ir::Value* v) {
  const ir::Operation* def = v->definingOp();
  if (!def || !def->is(ir::OpCode::Constant)) return false;
  ir::Attr value = def->attr("value");
  if (!value.is(ir::Attr::Kind::DenseElements) || value.numElements() != 1) return false;
  uint64_t bits = value.elementBits(0);
  switch (v->type().elementType()) {
    case ir::ElementType::F32: return bits == 0xff800000u;
    case ir::ElementType::F64: return bits == 0xfff0000000000000ull;
    case ir::ElementType::F16: return bits == 0xfc00u;
    case ir::ElementType::BF16: return bits == 0xff80u;
    default: return false;
  }
}

std::vector<int64_t> intsOr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  return a ? std::vector<int64_t>(a.ints().begin(), a.ints().end()) : fallback;
}

}  // namespace

PoolMapping readPoolMapping(const ir::Operation& op) {
  PoolMapping m;
  if (op.numOperands() != 2 || op.numResults() != 1) {
    m.reason = "reduce_window of several inputs";
    return m;
  }
  ir::Type in = op.operand(0)->type(), out = op.result()->type();
  ir::ElementType e = in.elementType();
  if (e != ir::ElementType::F32 && e != ir::ElementType::F64 && e != ir::ElementType::F16 && e != ir::ElementType::BF16) {
    m.reason = "reduce_window of " + in.str();
    return m;
  }
  if (!isMaximumBody(op) || !isNegativeInfinity(op.operand(1))) {
    m.reason = "reduce_window other than a maximum from -inf (cuDNN takes max pooling only here)";
    return m;
  }
  if (in.numElements() == 0 || out.numElements() == 0 || in.numElements() > INT32_MAX) {
    m.reason = "reduce_window of an empty tensor or one of 2^31 elements or more";
    return m;
  }
  size_t rank = size_t(in.rank());
  std::vector<int64_t> ones(rank, 1);
  std::vector<int64_t> window = intsOr(op, "window_dimensions", ones), strides = intsOr(op, "window_strides", ones);
  std::vector<int64_t> base = intsOr(op, "base_dilations", ones), dil = intsOr(op, "window_dilations", ones);
  std::vector<int64_t> padding = intsOr(op, "padding", std::vector<int64_t>(2 * rank, 0));
  for (size_t d = 0; d < rank; ++d) {
    if (base[d] != 1 || dil[d] != 1) {
      m.reason = "reduce_window with dilations";
      return m;
    }
  }
  std::vector<int64_t> inStrides(rank, 1), outStrides(rank, 1);
  for (int64_t d = int64_t(rank) - 2; d >= 0; --d) {
    inStrides[size_t(d)] = inStrides[size_t(d) + 1] * in.dim(d + 1);
    outStrides[size_t(d)] = outStrides[size_t(d) + 1] * out.dim(d + 1);
  }
  std::vector<size_t> free, windowed;
  for (size_t d = 0; d < rank; ++d) {
    bool trivial = window[d] == 1 && strides[d] == 1 && padding[2 * d] == 0 && padding[2 * d + 1] == 0;
    (trivial ? free : windowed).push_back(d);
  }
  if (windowed.empty() || windowed.size() > 3 || free.size() > 2) {
    m.reason = "reduce_window with " + std::to_string(windowed.size()) + " windowed and " + std::to_string(free.size()) +
               " other dims (cuDNN: 1 to 3 and at most 2)";
    return m;
  }
  auto add = [&](int64_t n, int64_t inStride, int64_t no, int64_t outStride) {
    m.xDims.push_back(int(n)), m.xStrides.push_back(int(inStride));
    m.yDims.push_back(int(no)), m.yStrides.push_back(int(outStride));
  };
  for (size_t i = 0; i < 2; ++i) {  // N and C: the free dims, or extents of one
    if (i < free.size()) add(in.dim(int64_t(free[i])), inStrides[free[i]], out.dim(int64_t(free[i])), outStrides[free[i]]);
    else add(1, in.numElements(), 1, out.numElements());
  }
  for (size_t d : windowed) {
    int64_t n = in.dim(int64_t(d)), lo = padding[2 * d];
    if (lo < 0 || padding[2 * d + 1] < 0 || lo >= window[d]) {
      m.reason = "reduce_window padding that is negative or holds whole windows";
      return m;
    }
    int64_t want = (n + 2 * lo - window[d]) / strides[d] + 1;
    if (n + 2 * lo < window[d] || want != out.dim(int64_t(d))) {
      m.reason = "reduce_window padding that cuDNN's symmetric padding does not reproduce";
      return m;
    }
    add(n, inStrides[d], out.dim(int64_t(d)), outStrides[d]);
    m.window.push_back(int(window[d])), m.pad.push_back(int(lo)), m.stride.push_back(int(strides[d]));
  }
  if (windowed.size() == 1) {  // cuDNN's legacy pooling wants two spatial dims at least
    add(1, 1, 1, 1);
    m.window.push_back(1), m.pad.push_back(0), m.stride.push_back(1);
  }
  m.elementType = e;
  m.ok = true;
  return m;
}

struct CudnnMaxPool::Descriptors {
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnPoolingDescriptor_t pool = nullptr;
  ~Descriptors() {
    if (!cudnnAvailable(nullptr)) return;
    if (x) cudnn().destroyTensor(x);
    if (y) cudnn().destroyTensor(y);
    if (pool) cudnn().destroyPooling(pool);
  }
};

CudnnMaxPool::CudnnMaxPool(const PoolMapping& m) : d_(std::make_unique<Descriptors>()), mapping_(m) {
  if (!m.ok) throw CudaError("CudnnMaxPool: " + m.reason);
  const Cudnn& api = cudnn();
  cudnnHandle();  // fails early, with the reason, without a GPU
  cudnnDataType_t type = m.elementType == ir::ElementType::F64    ? CUDNN_DATA_DOUBLE
                         : m.elementType == ir::ElementType::F16  ? CUDNN_DATA_HALF
                         : m.elementType == ir::ElementType::BF16 ? CUDNN_DATA_BFLOAT16
                                                                  : CUDNN_DATA_FLOAT;
  int rank = int(m.xDims.size());
  checkCudnn(api.createTensor(&d_->x), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->x, type, rank, m.xDims.data(), m.xStrides.data()), "cudnnSetTensorNdDescriptor(x)");
  checkCudnn(api.createTensor(&d_->y), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->y, type, rank, m.yDims.data(), m.yStrides.data()), "cudnnSetTensorNdDescriptor(y)");
  checkCudnn(api.createPooling(&d_->pool), "cudnnCreatePoolingDescriptor");
  checkCudnn(api.setPoolingNd(d_->pool, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, rank - 2, m.window.data(), m.pad.data(),
                              m.stride.data()),
             "cudnnSetPoolingNdDescriptor");
}

CudnnMaxPool::~CudnnMaxPool() = default;

void CudnnMaxPool::run(const void* input, void* result, cudaStream_t stream) {
  const Cudnn& api = cudnn();
  cudnnHandle_t h = cudnnHandle();
  checkCudnn(api.setStream(h, stream), "cudnnSetStream");
  double oneD = 1, zeroD = 0;
  float oneF = 1, zeroF = 0;
  bool doubles = mapping_.elementType == ir::ElementType::F64;
  const void* alpha = doubles ? static_cast<const void*>(&oneD) : &oneF;
  const void* beta = doubles ? static_cast<const void*>(&zeroD) : &zeroF;
  checkCudnn(api.poolingForward(h, d_->pool, alpha, d_->x, input, beta, d_->y, result), "cudnnPoolingForward");
}

}  // namespace juxla::cuda
