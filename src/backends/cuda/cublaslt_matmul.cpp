// dot_general on cuBLASLt (see cublaslt_matmul.h).
#include "backends/cuda/cublaslt_matmul.h"

#include <cublasLt.h>

#include <map>
#include <mutex>
#include <numeric>

#include "backends/cuda/allocator.h"
#include "backends/cuda/device.h"
#include "backends/cuda/dynamic_library.h"

namespace juxla::cuda {

namespace {

struct CublasLt {
  decltype(&::cublasLtCreate) create;
  decltype(&::cublasLtGetStatusName) statusName;
  decltype(&::cublasLtGetStatusString) statusString;
  decltype(&::cublasLtMatmulDescCreate) descCreate;
  decltype(&::cublasLtMatmulDescDestroy) descDestroy;
  decltype(&::cublasLtMatmulDescSetAttribute) descSet;
  decltype(&::cublasLtMatrixLayoutCreate) layoutCreate;
  decltype(&::cublasLtMatrixLayoutDestroy) layoutDestroy;
  decltype(&::cublasLtMatrixLayoutSetAttribute) layoutSet;
  decltype(&::cublasLtMatmulPreferenceCreate) prefCreate;
  decltype(&::cublasLtMatmulPreferenceDestroy) prefDestroy;
  decltype(&::cublasLtMatmulPreferenceSetAttribute) prefSet;
  decltype(&::cublasLtMatmulAlgoGetHeuristic) heuristic;
  decltype(&::cublasLtMatmul) matmul;
};

struct Loaded {
  std::unique_ptr<DynamicLibrary> library;
  CublasLt api{};
  std::string error;
};

template <typename Fn>
void bind(DynamicLibrary& lib, Fn& slot, const char* name, std::string& error) {
  slot = lib.function<Fn>(name);
  if (!slot && error.empty()) error = std::string("libcublasLt.so.13 lacks ") + name + ": " + lib.error();
}

const Loaded& load() {
  static Loaded state = [] {
    Loaded s;
    s.library = std::make_unique<DynamicLibrary>(std::initializer_list<const char*>{"libcublasLt.so.13", "libcublasLt.so"});
    if (!s.library->loaded()) {
      s.error = "cannot load libcublasLt.so.13 (" + s.library->error() + ")";
      return s;
    }
    DynamicLibrary& l = *s.library;
    CublasLt& t = s.api;
    std::string& e = s.error;
    bind(l, t.create, "cublasLtCreate", e);
    bind(l, t.statusName, "cublasLtGetStatusName", e);
    bind(l, t.statusString, "cublasLtGetStatusString", e);
    bind(l, t.descCreate, "cublasLtMatmulDescCreate", e);
    bind(l, t.descDestroy, "cublasLtMatmulDescDestroy", e);
    bind(l, t.descSet, "cublasLtMatmulDescSetAttribute", e);
    bind(l, t.layoutCreate, "cublasLtMatrixLayoutCreate", e);
    bind(l, t.layoutDestroy, "cublasLtMatrixLayoutDestroy", e);
    bind(l, t.layoutSet, "cublasLtMatrixLayoutSetAttribute", e);
    bind(l, t.prefCreate, "cublasLtMatmulPreferenceCreate", e);
    bind(l, t.prefDestroy, "cublasLtMatmulPreferenceDestroy", e);
    bind(l, t.prefSet, "cublasLtMatmulPreferenceSetAttribute", e);
    bind(l, t.heuristic, "cublasLtMatmulAlgoGetHeuristic", e);
    bind(l, t.matmul, "cublasLtMatmul", e);
    return s;
  }();
  return state;
}

const CublasLt& api() {
  const Loaded& l = load();
  if (!l.error.empty()) throw CudaError(l.error);
  return l.api;
}

void checkBlas(cublasStatus_t status, const std::string& call) {
  if (status == CUBLAS_STATUS_SUCCESS) return;
  throw CudaError(call + ": " + api().statusName(status) + " (" + api().statusString(status) + ")");
}

// One handle for the process (cuBLASLt handles are cheap to share; the stream is per call).
cublasLtHandle_t handle() {
  static cublasLtHandle_t h = [] {
    std::string why;
    if (!available(&why)) throw CudaError("no CUDA device: " + why);
    cublasLtHandle_t made = nullptr;
    checkBlas(api().create(&made), "cublasLtCreate");
    return made;
  }();
  return h;
}

bool isConsecutive(const std::vector<int64_t>& dims, int64_t from) {
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] != from + int64_t(i)) return false;
  return true;
}

// Where the contracting dimensions of an operand of rank `rank` with `batch` leading batch dims
// sit: 0 after the free ones, 1 before them, -1 neither (not one consecutive run in order).
int contractingPlace(const std::vector<int64_t>& contracting, int64_t batch, int64_t rank) {
  int64_t count = int64_t(contracting.size());
  if (isConsecutive(contracting, rank - count)) return 0;
  if (isConsecutive(contracting, batch)) return 1;
  return -1;
}

cudaDataType_t dataType(ir::ElementType t) {
  switch (t) {
    case ir::ElementType::F64: return CUDA_R_64F;
    case ir::ElementType::BF16: return CUDA_R_16BF;
    case ir::ElementType::F16: return CUDA_R_16F;
    default: return CUDA_R_32F;
  }
}

// The heuristic's answer per shape, shared by every op and executable of the process.
struct AlgoChoice {
  cublasLtMatmulAlgo_t algo;
  size_t workspace = 0;
};
std::mutex algoMutex;
std::map<std::string, AlgoChoice> algoCache;

constexpr size_t kMaxWorkspace = size_t(32) << 20;

}  // namespace

MatmulShape readMatmulShape(const ir::Operation& op) {
  MatmulShape s;
  const ir::DotDims& dn = op.attr("dot_dimension_numbers").dotDims();
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  ir::ElementType e = lhs.elementType();
  if (e != ir::ElementType::F32 && e != ir::ElementType::F64 && e != ir::ElementType::BF16 && e != ir::ElementType::F16) {
    s.reason = "dot_general of " + lhs.str() + ": cuBLASLt here takes f32, f64, bf16 and f16";
    return s;
  }
  if (rhs.elementType() != e || out.elementType() != e) {
    s.reason = "dot_general mixing element types (" + lhs.str() + ", " + rhs.str() + " -> " + out.str() + ")";
    return s;
  }
  s.elementType = e;
  int64_t nb = int64_t(dn.lhsBatchingDims.size());
  if (!isConsecutive(dn.lhsBatchingDims, 0) || !isConsecutive(dn.rhsBatchingDims, 0)) {
    s.reason = "dot_general whose batch dimensions are not the leading ones, in order";
    return s;
  }
  int lp = contractingPlace(dn.lhsContractingDims, nb, lhs.rank());
  int rp = contractingPlace(dn.rhsContractingDims, nb, rhs.rank());
  if (lp < 0 || rp < 0) {
    s.reason = "dot_general whose contracting dimensions are not one run, in order, before or after the free ones";
    return s;
  }
  // Where both readings hold (no free or no contracting dimension), the plain one is taken.
  s.lhsTransposed = !isConsecutive(dn.lhsContractingDims, lhs.rank() - int64_t(dn.lhsContractingDims.size()));
  s.rhsTransposed = !isConsecutive(dn.rhsContractingDims, nb);
  for (int64_t d = 0; d < nb; ++d) s.batch *= lhs.dim(d);
  for (int64_t d : dn.lhsContractingDims) s.k *= lhs.dim(d);
  s.m = lhs.numElements() / std::max<int64_t>(1, s.batch * s.k);
  s.n = rhs.numElements() / std::max<int64_t>(1, s.batch * s.k);
  if (s.batch == 0 || s.k == 0 || out.numElements() == 0) {
    s.reason = "dot_general with an empty dimension";
    return s;
  }
  if (s.batch > INT32_MAX) {
    s.reason = "dot_general with more than 2^31 batches";
    return s;
  }
  s.allowsTf32 = true;
  if (ir::Attr p = op.attr("precision_config"))
    for (const ir::Attr& entry : p.elements()) s.allowsTf32 &= entry.str() == "DEFAULT";
  s.ok = true;
  return s;
}

bool cublasLtAvailable(std::string* why) {
  const Loaded& l = load();
  if (!l.error.empty() && why) *why = l.error;
  return l.error.empty();
}

struct CublasLtMatmul::Descriptors {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, d = nullptr;
  AlgoChoice choice;
  bool doubles = false;
  ~Descriptors() {
    const Loaded& l = load();
    if (!l.error.empty()) return;
    if (op) l.api.descDestroy(op);
    for (cublasLtMatrixLayout_t layout : {a, b, d})
      if (layout) l.api.layoutDestroy(layout);
  }
};

CublasLtMatmul::CublasLtMatmul(const MatmulShape& shape, MatmulOptions options)
    : d_(std::make_unique<Descriptors>()), shape_(shape) {
  if (!shape.ok) throw CudaError("CublasLtMatmul: " + shape.reason);
  const CublasLt& lt = api();
  cublasLtHandle_t h = handle();
  ir::ElementType e = shape.elementType;
  tf32_ = options.allowTf32 && shape.allowsTf32 && e == ir::ElementType::F32;
  d_->doubles = e == ir::ElementType::F64;
  cublasComputeType_t compute = d_->doubles ? CUBLAS_COMPUTE_64F : tf32_ ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  cudaDataType_t scale = d_->doubles ? CUDA_R_64F : CUDA_R_32F;
  cudaDataType_t type = dataType(e);
  checkBlas(lt.descCreate(&d_->op, compute, scale), "cublasLtMatmulDescCreate");

  // Column-major view of row-major C = L·R: C^T (N×M) = R^T · L^T, so cuBLASLt's A is our rhs.
  cublasOperation_t transA = shape.rhsTransposed ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t transB = shape.lhsTransposed ? CUBLAS_OP_T : CUBLAS_OP_N;
  checkBlas(lt.descSet(d_->op, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA), "cublasLtMatmulDescSetAttribute(TRANSA)");
  checkBlas(lt.descSet(d_->op, CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB), "cublasLtMatmulDescSetAttribute(TRANSB)");
  cublasLtEpilogue_t epilogue = options.epilogue == MatmulEpilogue::Bias       ? CUBLASLT_EPILOGUE_BIAS
                                : options.epilogue == MatmulEpilogue::BiasRelu ? CUBLASLT_EPILOGUE_RELU_BIAS
                                                                               : CUBLASLT_EPILOGUE_DEFAULT;
  checkBlas(lt.descSet(d_->op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof epilogue),
            "cublasLtMatmulDescSetAttribute(EPILOGUE)");

  uint64_t m = uint64_t(shape.m), n = uint64_t(shape.n), k = uint64_t(shape.k);
  if (shape.rhsTransposed) checkBlas(lt.layoutCreate(&d_->a, type, k, n, int64_t(k)), "cublasLtMatrixLayoutCreate(rhs)");
  else checkBlas(lt.layoutCreate(&d_->a, type, n, k, int64_t(n)), "cublasLtMatrixLayoutCreate(rhs)");
  if (shape.lhsTransposed) checkBlas(lt.layoutCreate(&d_->b, type, m, k, int64_t(m)), "cublasLtMatrixLayoutCreate(lhs)");
  else checkBlas(lt.layoutCreate(&d_->b, type, k, m, int64_t(k)), "cublasLtMatrixLayoutCreate(lhs)");
  checkBlas(lt.layoutCreate(&d_->d, type, n, m, int64_t(n)), "cublasLtMatrixLayoutCreate(result)");
  if (shape.batch > 1) {
    int32_t count = int32_t(shape.batch);
    int64_t strides[3] = {int64_t(n * k), int64_t(m * k), int64_t(m * n)};
    cublasLtMatrixLayout_t layouts[3] = {d_->a, d_->b, d_->d};
    for (int i = 0; i < 3; ++i) {
      checkBlas(lt.layoutSet(layouts[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof count),
                "cublasLtMatrixLayoutSetAttribute(BATCH_COUNT)");
      checkBlas(lt.layoutSet(layouts[i], CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &strides[i], sizeof strides[i]),
                "cublasLtMatrixLayoutSetAttribute(STRIDED_BATCH_OFFSET)");
    }
  }

  std::string key = std::to_string(int(e)) + ":" + std::to_string(shape.batch) + "x" + std::to_string(m) + "x" +
                    std::to_string(n) + "x" + std::to_string(k) + (shape.lhsTransposed ? "T" : "N") +
                    (shape.rhsTransposed ? "T" : "N") + ":" + std::to_string(int(epilogue)) + (tf32_ ? ":tf32" : "");
  std::lock_guard lock(algoMutex);
  if (auto it = algoCache.find(key); it != algoCache.end()) {
    d_->choice = it->second;
    return;
  }
  cublasLtMatmulPreference_t pref = nullptr;
  checkBlas(lt.prefCreate(&pref), "cublasLtMatmulPreferenceCreate");
  size_t maxWorkspace = kMaxWorkspace;
  cublasStatus_t st = lt.prefSet(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &maxWorkspace, sizeof maxWorkspace);
  cublasLtMatmulHeuristicResult_t result{};
  int found = 0;
  if (st == CUBLAS_STATUS_SUCCESS) st = lt.heuristic(h, d_->op, d_->a, d_->b, d_->d, d_->d, pref, 1, &result, &found);
  lt.prefDestroy(pref);
  checkBlas(st, "cublasLtMatmulAlgoGetHeuristic(" + key + ")");
  if (found == 0 || result.state != CUBLAS_STATUS_SUCCESS)
    throw CudaError("cublasLtMatmulAlgoGetHeuristic(" + key + "): no algorithm for this matmul");
  d_->choice = AlgoChoice{result.algo, result.workspaceSize};
  algoCache.emplace(key, d_->choice);
}

CublasLtMatmul::~CublasLtMatmul() = default;

void CublasLtMatmul::run(const void* lhs, const void* rhs, const void* bias, void* result, cudaStream_t stream) {
  const CublasLt& lt = api();
  if (bias) {
    checkBlas(lt.descSet(d_->op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias),
              "cublasLtMatmulDescSetAttribute(BIAS_POINTER)");
  }
  DeviceBuffer workspace = deviceAllocator().allocate(d_->choice.workspace);
  double oneD = 1, zeroD = 0;
  float oneF = 1, zeroF = 0;
  const void* alpha = d_->doubles ? static_cast<const void*>(&oneD) : &oneF;
  const void* beta = d_->doubles ? static_cast<const void*>(&zeroD) : &zeroF;
  checkBlas(lt.matmul(handle(), d_->op, alpha, rhs, d_->a, lhs, d_->b, beta, result, d_->d, result, d_->d,
                      &d_->choice.algo, workspace.data(), d_->choice.workspace, stream),
            "cublasLtMatmul");
  // The workspace goes back to the cache now; the next user is queued on the same stream after this.
}

}  // namespace juxla::cuda
