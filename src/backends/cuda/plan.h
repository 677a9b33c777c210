// The CUDA executor's plan of a function (executable.h): each op of each block becomes a step —
// a fused cluster (the CPU's fusion planner, fusion.h, with kernels from kernel_source.h compiled
// by NVRTC), a cuBLASLt matmul (with a bias or bias-relu epilogue it absorbs, matmul_epilogue.h),
// a cuDNN convolution, max pooling or reduction, a gather for data movement (device_copy.h), an
// NVRTC kernel of one op (op_kernels.h: dynamic slices, windows, integer ops), a reshape or
// optimization_barrier that shares its operand's buffer, native control flow, or the interpreter
// on the host — and each value gets the step after which it is dead, so a run returns buffers to
// the allocator as soon as it can.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <cuda_runtime_api.h>

#include "backends/cuda/cublaslt_matmul.h"
#include "backends/cuda/cudnn_conv.h"
#include "backends/cuda/cudnn_pool.h"
#include "backends/cuda/cudnn_reduce.h"
#include "backends/cuda/device_copy.h"
#include "ir/ir.h"

namespace juxla::cuda {

// A fused kernel loaded into the device: launched with one device pointer per input and output.
struct LoadedKernel {
  cudaLibrary_t library = nullptr;
  cudaKernel_t kernel = nullptr;
  std::string name;
  int64_t gridBlocks = 0;
  ~LoadedKernel();
};

struct CudaBlockPlan;

struct CudaStep {
  enum class Kind { Fused, Kernel, Matmul, Convolution, Pool, Reduce, Copy, Alias, Infeed, While, If, Case, Host } kind = Kind::Host;
  const ir::Operation* op = nullptr;  // for Fused: the cluster's last op; for Matmul: the dot_general
  // Fused, Kernel: the kernel's parameters; Matmul: lhs, rhs (and the bias of an epilogue).
  std::vector<const ir::Value*> inputs, outputs;
  std::shared_ptr<LoadedKernel> kernel;  // Fused, Kernel
  std::unique_ptr<CublasLtMatmul> matmul;
  std::unique_ptr<CudnnConvolution> convolution;
  // Convolution on channels-last activations with a [K, C, spatial...] filter: the filter goes
  // through a [K, spatial..., C] copy, before (an operand) or after (the result) the call.
  std::optional<CopyPlan> filterIn, filterOut;
  std::unique_ptr<CudnnMaxPool> pool;
  std::unique_ptr<CudnnReduce> reduce;
  CopyPlan copy;
  std::vector<const ir::Value*> captured;                // Host: values the op's regions read from outside
  std::vector<std::unique_ptr<CudaBlockPlan>> regions;   // While: {cond, body}; If, Case: the branches
  std::string reason;                                    // Host: why no device step
};

struct CudaBlockPlan {
  const ir::Block* block = nullptr;
  std::vector<CudaStep> steps;
  std::vector<const ir::Value*> yields;
  // Values to release after step i: defined in this block (or its arguments) and last used there.
  std::vector<std::vector<const ir::Value*>> deadAfter;
};

struct CudaPlanOptions {
  bool fuse = true;
  bool allowTf32 = false;
  // Off: decide every step but create no library object and compile no kernel (no GPU needed; for
  // tests and reports of what would run where).
  bool prepare = true;
};

struct CudaPlanStats {
  size_t fusedSteps = 0, fusedOps = 0, libraryCalls = 0, hostSteps = 0;
  size_t kernelSteps = 0;     // one-op NVRTC kernels (op_kernels.h)
  size_t epilogueMatmuls = 0;  // matmuls that absorbed a bias (and relu)
  std::vector<std::string> hostOps;  // "op name: reason" per host step, for reports
};

struct CudaPlan {
  std::unique_ptr<CudaBlockPlan> entry;
  std::vector<const ir::Operation*> constants;  // every constant op, in any block
  CudaPlanStats stats;
};

// Plans `f` (needs a GPU for the library objects unless !options.prepare; NVRTC compiles the
// clusters). Throws CudaError
// when a library or NVRTC fails on what it should take.
CudaPlan planCudaFunction(const ir::Func& f, const CudaPlanOptions& options);

// Values used inside `op`'s regions but defined outside it.
std::vector<const ir::Value*> capturedValues(const ir::Operation& op);

}  // namespace juxla::cuda
