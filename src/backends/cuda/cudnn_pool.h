// reduce_window max pooling on cuDNN (DESIGN decision 10): a maximum body with init -inf, no
// dilations, padding that cuDNN's symmetric padding reproduces. The windowed dims become cuDNN's
// spatial ones, at most two others its N and C, all passed as strides (any layout). NaN propagates
// as the spec's maximum says. Sum and average pooling are not taken here (the executable runs them
// elsewhere): cuDNN's average times the window size would not give the spec's sum bit for bit.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <cuda_runtime_api.h>

#include "ir/ir.h"

namespace juxla::cuda {

struct PoolMapping {
  bool ok = false;
  std::string reason;
  ir::ElementType elementType = ir::ElementType::F32;
  std::vector<int> xDims, xStrides, yDims, yStrides;  // [N, C, spatial...]
  std::vector<int> window, pad, stride;
};
PoolMapping readPoolMapping(const ir::Operation& reduceWindow);

class CudnnMaxPool {
 public:
  explicit CudnnMaxPool(const PoolMapping& mapping);
  ~CudnnMaxPool();
  CudnnMaxPool(const CudnnMaxPool&) = delete;
  CudnnMaxPool& operator=(const CudnnMaxPool&) = delete;
  void run(const void* input, void* result, cudaStream_t stream);

 private:
  struct Descriptors;
  std::unique_ptr<Descriptors> d_;
  PoolMapping mapping_;
};

}  // namespace juxla::cuda
