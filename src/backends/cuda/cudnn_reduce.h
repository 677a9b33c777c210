// stablehlo.reduce on cuDNN (cudnnReduceTensor) for the reductions the fused kernels do not take —
// a sum, max or min over dims that are not adjacent, as the bias gradient of a convolution sums
// over batch and spatial dims. One input, the body exactly add (init ±0), maximum (init -inf) or
// minimum (init +inf). cuDNN sums in its own order: not the interpreter's bits, within rounding.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <cuda_runtime_api.h>

#include "ir/ir.h"

namespace juxla::cuda {

enum class ReduceKind { Add, Max, Min };

struct ReduceMapping {
  bool ok = false;
  std::string reason;
  ReduceKind kind = ReduceKind::Add;
  ir::ElementType elementType = ir::ElementType::F32;
  std::vector<int> inDims, inStrides, outDims, outStrides;  // the same rank (>= 4), reduced dims 1 in out
};
ReduceMapping readReduceMapping(const ir::Operation& reduce);

class CudnnReduce {
 public:
  explicit CudnnReduce(const ReduceMapping& mapping);
  ~CudnnReduce();
  CudnnReduce(const CudnnReduce&) = delete;
  CudnnReduce& operator=(const CudnnReduce&) = delete;
  void run(const void* input, void* result, cudaStream_t stream);

 private:
  struct Descriptors;
  std::unique_ptr<Descriptors> d_;
  ReduceMapping mapping_;
};

}  // namespace juxla::cuda
