// stablehlo.dot_general through cuBLASLt (DESIGN decision 10). The dimension numbers are read as a
// strided batched product of row-major matrices, each operand used in place with a transpose where
// its contracting dimensions come first: no copy, no layout change. Shapes that do not fit (batch
// dimensions not leading, free and contracting dimensions interleaved) are refused with a reason.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <cuda_runtime_api.h>

#include "ir/ir.h"

namespace juxla::cuda {

// dot_general as C[b] = op(L[b]) · op(R[b]), all row-major; a pure reading of the op (no GPU).
struct MatmulShape {
  bool ok = false;
  std::string reason;  // when !ok
  ir::ElementType elementType = ir::ElementType::F32;
  int64_t batch = 1, m = 1, n = 1, k = 1;
  bool lhsTransposed = false;  // lhs stored [K, M] instead of [M, K]
  bool rhsTransposed = false;  // rhs stored [N, K] instead of [K, N]
  bool allowsTf32 = false;     // every precision_config entry is DEFAULT (or there is none)
};
MatmulShape readMatmulShape(const ir::Operation& dotGeneral);

// What cuBLASLt adds to the product before writing it: a per-column bias (one value per N, the
// result's last dimension) and a relu after it.
enum class MatmulEpilogue { None, Bias, BiasRelu };

struct MatmulOptions {
  bool allowTf32 = false;  // TF32 for f32 where the op's precision_config allows it
  MatmulEpilogue epilogue = MatmulEpilogue::None;
};

// A prepared matmul: descriptors and the heuristic's algorithm, made once (and cached per shape
// across ops), then run on device pointers. Needs a GPU (throws CudaError without).
class CublasLtMatmul {
 public:
  CublasLtMatmul(const MatmulShape& shape, MatmulOptions options);
  ~CublasLtMatmul();
  CublasLtMatmul(const CublasLtMatmul&) = delete;
  CublasLtMatmul& operator=(const CublasLtMatmul&) = delete;

  // result = lhs·rhs (+ bias, relu), queued on `stream`; the workspace comes from deviceAllocator().
  void run(const void* lhs, const void* rhs, const void* bias, void* result, cudaStream_t stream);
  bool usesTf32() const { return tf32_; }

 private:
  struct Descriptors;
  std::unique_ptr<Descriptors> d_;
  MatmulShape shape_;
  bool tf32_ = false;
};

// Whether cuBLASLt loads (libcublasLt.so.13); `why` says what failed.
bool cublasLtAvailable(std::string* why);

}  // namespace juxla::cuda
