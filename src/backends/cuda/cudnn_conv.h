// stablehlo.convolution on cuDNN (DESIGN decision 10). A convolution is read as one of cuDNN's
// three calls: a forward convolution; the backward-data convolution AD writes (input dilated by the
// forward strides, kernel features swapped, taps reversed: cudnnConvolutionBackwardData); or the
// backward-filter one (batch and features of the input swapped, the cotangent as kernel:
// cudnnConvolutionBackwardFilter). Activations keep the IR's layout, passed to cuDNN as strides
// (NHWC when the program is channels-last); filters must be packed OIHW or OHWI. Anything else is
// refused with a reason, and the executable runs it elsewhere.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <cuda_runtime_api.h>

#include "ir/ir.h"

namespace juxla::cuda {

enum class ConvCall { Forward, BackwardData, BackwardFilter };

// A tensor as cuDNN sees it: dims and strides (in elements) in cuDNN's order, [N, C, spatial...]
// for activations, [K, C, spatial...] for filters; `operand` is the op operand (-1: the result).
struct CudnnTensor {
  int operand = 0;
  std::vector<int> dims, strides;
};

// A pure reading of the op (no GPU needed).
struct ConvMapping {
  bool ok = false;
  std::string reason;  // when !ok: why no cuDNN call fits
  ConvCall call = ConvCall::Forward;
  ir::ElementType elementType = ir::ElementType::F32;
  CudnnTensor x, w, y;  // the forward's input, filter and output (cuDNN's x, w, y / dx, dw, dy)
  bool filterNhwc = false;  // the filter is packed [K, spatial..., C] (else [K, C, spatial...])
  std::vector<int> pad, stride, dilation;
  bool flipped = false;  // CUDNN_CONVOLUTION (a true convolution) rather than cross-correlation
  int groups = 1;
  bool allowsTf32 = false;  // every precision_config entry is DEFAULT (or there is none)
};
ConvMapping readConvMapping(const ir::Operation& convolution);

// A prepared convolution: descriptors and the algorithm cuDNN measured fastest (found once per
// shape, shared across ops), run on the op's device buffers. Needs a GPU.
class CudnnConvolution {
 public:
  CudnnConvolution(const ConvMapping& mapping, bool allowTf32);
  ~CudnnConvolution();
  CudnnConvolution(const CudnnConvolution&) = delete;
  CudnnConvolution& operator=(const CudnnConvolution&) = delete;

  // Queues the convolution on `stream`; the workspace comes from deviceAllocator().
  void run(const void* operand0, const void* operand1, void* result, cudaStream_t stream);

 private:
  struct Descriptors;
  std::unique_ptr<Descriptors> d_;
  ConvMapping mapping_;
};

}  // namespace juxla::cuda
