// Reductions on cuDNN (see cudnn_reduce.h).
#include "backends/cuda/cudnn_reduce.h"

#include <climits>
#include <cmath>
#include <optional>

#include "backends/cuda/allocator.h"
#include "backends/cuda/cudnn_api.h"
#include "backends/cuda/device.h"

namespace juxla::cuda {

namespace {

// The body's op when it is exactly `return op(a, b)` of its two arguments.
std::optional<ir::OpCode> combinerOf(const ir::Operation& op) {
  if (op.numRegions() != 1 || op.region(0).empty()) return std::nullopt;
  const ir::Block& body = op.region(0).block();
  const ir::Operation* combine = body.front();
  if (body.numArgs() != 2 || !combine || combine->numOperands() != 2) return std::nullopt;
  const ir::Operation* ret = combine->next();
  if (!ret || ret->next() || ret->numOperands() != 1 || ret->operand(0) != combine->result()) return std::nullopt;
  bool args = (combine->operand(0) == body.arg(0) && combine->operand(1) == body.arg(1)) ||
              (combine->operand(0) == body.arg(1) && combine->operand(1) == body.arg(0));
  if (!args) return std::nullopt;
  for (ir::OpCode c : {ir::OpCode::Add, ir::OpCode::Maximum, ir::OpCode::Minimum})
    if (combine->is(c)) return c;
  return std::nullopt;
}

std::optional<double> constantValue(const ir::Value* v) {
  const ir::Operation* def = v->definingOp();
  if (!def || !def->is(ir::OpCode::Constant)) return std::nullopt;
  ir::Attr value = def->attr("value");
  if (!value.is(ir::Attr::Kind::DenseElements) || value.numElements() != 1) return std::nullopt;
  return value.floatElement(0);
}

}  // namespace

ReduceMapping readReduceMapping(const ir::Operation& op) {
  ReduceMapping m;
  if (op.numOperands() != 2 || op.numResults() != 1) {
    m.reason = "reduce of several inputs";
    return m;
  }
  ir::Type in = op.operand(0)->type();
  ir::ElementType e = in.elementType();
  if (e != ir::ElementType::F32 && e != ir::ElementType::F64 && e != ir::ElementType::F16) {
    m.reason = "reduce of " + in.str() + " (cuDNN here: f32, f64, f16)";
    return m;
  }
  if (in.rank() < 1 || in.rank() > 8 || in.numElements() == 0 || in.numElements() > INT32_MAX) {
    m.reason = "reduce of rank 0, above 8, empty or of 2^31 elements or more";
    return m;
  }
  std::optional<ir::OpCode> combiner = combinerOf(op);
  std::optional<double> init = constantValue(op.operand(1));
  if (combiner == ir::OpCode::Add && init && *init == 0.0) m.kind = ReduceKind::Add;
  else if (combiner == ir::OpCode::Maximum && init && *init == -HUGE_VAL) m.kind = ReduceKind::Max;
  else if (combiner == ir::OpCode::Minimum && init && *init == HUGE_VAL) m.kind = ReduceKind::Min;
  else {
    m.reason = "reduce other than add from 0, maximum from -inf or minimum from +inf";
    return m;
  }
  std::vector<bool> reduced(size_t(in.rank()), false);
  for (int64_t d : op.attr("dimensions").ints()) reduced[size_t(d)] = true;
  int64_t inStride = 1, outStride = 1;
  size_t rank = std::max<size_t>(4, size_t(in.rank()));
  m.inDims.assign(rank, 1), m.inStrides.assign(rank, 1), m.outDims.assign(rank, 1), m.outStrides.assign(rank, 1);
  for (int64_t d = in.rank() - 1; d >= 0; --d) {
    m.inDims[size_t(d)] = int(in.dim(d));
    m.inStrides[size_t(d)] = int(inStride);
    inStride *= in.dim(d);
    m.outDims[size_t(d)] = reduced[size_t(d)] ? 1 : int(in.dim(d));
    m.outStrides[size_t(d)] = int(outStride);
    outStride *= m.outDims[size_t(d)];
  }
  m.elementType = e;
  m.ok = true;
  return m;
}

struct CudnnReduce::Descriptors {
  cudnnTensorDescriptor_t in = nullptr, out = nullptr;
  cudnnReduceTensorDescriptor_t reduce = nullptr;
  size_t workspace = 0;
  ~Descriptors() {
    if (!cudnnAvailable(nullptr)) return;
    if (in) cudnn().destroyTensor(in);
    if (out) cudnn().destroyTensor(out);
    if (reduce) cudnn().destroyReduce(reduce);
  }
};

CudnnReduce::CudnnReduce(const ReduceMapping& m) : d_(std::make_unique<Descriptors>()), mapping_(m) {
  if (!m.ok) throw CudaError("CudnnReduce: " + m.reason);
  const Cudnn& api = cudnn();
  cudnnHandle_t h = cudnnHandle();
  cudnnDataType_t type = m.elementType == ir::ElementType::F64 ? CUDNN_DATA_DOUBLE
                         : m.elementType == ir::ElementType::F16 ? CUDNN_DATA_HALF
                                                                 : CUDNN_DATA_FLOAT;
  int rank = int(m.inDims.size());
  checkCudnn(api.createTensor(&d_->in), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->in, type, rank, m.inDims.data(), m.inStrides.data()), "cudnnSetTensorNdDescriptor(reduce input)");
  checkCudnn(api.createTensor(&d_->out), "cudnnCreateTensorDescriptor");
  checkCudnn(api.setTensorNd(d_->out, type, rank, m.outDims.data(), m.outStrides.data()), "cudnnSetTensorNdDescriptor(reduce result)");
  checkCudnn(api.createReduce(&d_->reduce), "cudnnCreateReduceTensorDescriptor");
  cudnnReduceTensorOp_t op = m.kind == ReduceKind::Add   ? CUDNN_REDUCE_TENSOR_ADD
                             : m.kind == ReduceKind::Max ? CUDNN_REDUCE_TENSOR_MAX
                                                         : CUDNN_REDUCE_TENSOR_MIN;
  cudnnDataType_t compute = m.elementType == ir::ElementType::F64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
  checkCudnn(api.setReduce(d_->reduce, op, compute, CUDNN_PROPAGATE_NAN, CUDNN_REDUCE_TENSOR_NO_INDICES, CUDNN_32BIT_INDICES),
             "cudnnSetReduceTensorDescriptor");
  checkCudnn(api.reductionWorkspaceSize(h, d_->reduce, d_->in, d_->out, &d_->workspace), "cudnnGetReductionWorkspaceSize");
}

CudnnReduce::~CudnnReduce() = default;

void CudnnReduce::run(const void* input, void* result, cudaStream_t stream) {
  const Cudnn& api = cudnn();
  cudnnHandle_t h = cudnnHandle();
  checkCudnn(api.setStream(h, stream), "cudnnSetStream");
  DeviceBuffer workspace = deviceAllocator().allocate(d_->workspace);
  double oneD = 1, zeroD = 0;
  float oneF = 1, zeroF = 0;
  bool doubles = mapping_.elementType == ir::ElementType::F64;
  const void* alpha = doubles ? static_cast<const void*>(&oneD) : &oneF;
  const void* beta = doubles ? static_cast<const void*>(&zeroD) : &zeroF;
  checkCudnn(api.reduceTensor(h, d_->reduce, nullptr, 0, workspace.data(), d_->workspace, alpha, d_->in, input, beta, d_->out, result),
             "cudnnReduceTensor");
}

}  // namespace juxla::cuda
