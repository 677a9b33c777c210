// cuDNN 9 (its legacy convolution and pooling API) opened with dlopen: one table of typed function
// pointers loaded once, one handle for the process, and errors that name the call and the status.
#pragma once

#include <cudnn.h>

#include <string>

namespace juxla::cuda {

struct Cudnn {
  decltype(&::cudnnCreate) create;
  decltype(&::cudnnSetStream) setStream;
  decltype(&::cudnnGetErrorString) errorString;
  decltype(&::cudnnGetLastErrorString) lastErrorString;  // may be null (older cuDNN)
  decltype(&::cudnnCreateTensorDescriptor) createTensor;
  decltype(&::cudnnSetTensorNdDescriptor) setTensorNd;
  decltype(&::cudnnDestroyTensorDescriptor) destroyTensor;
  decltype(&::cudnnCreateFilterDescriptor) createFilter;
  decltype(&::cudnnSetFilterNdDescriptor) setFilterNd;
  decltype(&::cudnnDestroyFilterDescriptor) destroyFilter;
  decltype(&::cudnnCreateConvolutionDescriptor) createConv;
  decltype(&::cudnnSetConvolutionNdDescriptor) setConvNd;
  decltype(&::cudnnSetConvolutionGroupCount) setGroupCount;
  decltype(&::cudnnSetConvolutionMathType) setMathType;
  decltype(&::cudnnDestroyConvolutionDescriptor) destroyConv;
  decltype(&::cudnnFindConvolutionForwardAlgorithm) findForward;
  decltype(&::cudnnFindConvolutionBackwardDataAlgorithm) findBackwardData;
  decltype(&::cudnnFindConvolutionBackwardFilterAlgorithm) findBackwardFilter;
  decltype(&::cudnnConvolutionForward) forward;
  decltype(&::cudnnConvolutionBackwardData) backwardData;
  decltype(&::cudnnConvolutionBackwardFilter) backwardFilter;
  decltype(&::cudnnCreatePoolingDescriptor) createPooling;
  decltype(&::cudnnSetPoolingNdDescriptor) setPoolingNd;
  decltype(&::cudnnDestroyPoolingDescriptor) destroyPooling;
  decltype(&::cudnnPoolingForward) poolingForward;
  decltype(&::cudnnCreateReduceTensorDescriptor) createReduce;
  decltype(&::cudnnSetReduceTensorDescriptor) setReduce;
  decltype(&::cudnnDestroyReduceTensorDescriptor) destroyReduce;
  decltype(&::cudnnGetReductionWorkspaceSize) reductionWorkspaceSize;
  decltype(&::cudnnReduceTensor) reduceTensor;
};

// The table; throws CudaError naming the library or symbol that is missing.
const Cudnn& cudnn();
// Whether libcudnn.so.9 loads; `why` says what failed.
bool cudnnAvailable(std::string* why);
// The process's handle on the selected device (needs a GPU).
cudnnHandle_t cudnnHandle();
// Throws CudaError "call: CUDNN_STATUS_X (cuDNN's last error message)" unless `status` is success.
void checkCudnn(cudnnStatus_t status, const std::string& call);

}  // namespace juxla::cuda
