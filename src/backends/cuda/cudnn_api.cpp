// cuDNN through dlopen (see cudnn_api.h).
#include "backends/cuda/cudnn_api.h"

#include <memory>

#include "backends/cuda/device.h"
#include "backends/cuda/dynamic_library.h"

namespace juxla::cuda {

namespace {

struct Loaded {
  std::unique_ptr<DynamicLibrary> library;
  Cudnn api{};
  std::string error;
};

template <typename Fn>
void bind(DynamicLibrary& lib, Fn& slot, const char* name, std::string& error) {
  slot = lib.function<Fn>(name);
  if (!slot && error.empty()) error = std::string("libcudnn.so.9 lacks ") + name + ": " + lib.error();
}

const Loaded& load() {
  static Loaded state = [] {
    Loaded s;
    s.library = std::make_unique<DynamicLibrary>(std::initializer_list<const char*>{"libcudnn.so.9", "libcudnn.so"});
    if (!s.library->loaded()) {
      s.error = "cannot load libcudnn.so.9 (" + s.library->error() + ")";
      return s;
    }
    DynamicLibrary& l = *s.library;
    Cudnn& t = s.api;
    std::string& e = s.error;
    bind(l, t.create, "cudnnCreate", e);
    bind(l, t.setStream, "cudnnSetStream", e);
    bind(l, t.errorString, "cudnnGetErrorString", e);
    t.lastErrorString = l.function<decltype(t.lastErrorString)>("cudnnGetLastErrorString");
    bind(l, t.createTensor, "cudnnCreateTensorDescriptor", e);
    bind(l, t.setTensorNd, "cudnnSetTensorNdDescriptor", e);
    bind(l, t.destroyTensor, "cudnnDestroyTensorDescriptor", e);
    bind(l, t.createFilter, "cudnnCreateFilterDescriptor", e);
    bind(l, t.setFilterNd, "cudnnSetFilterNdDescriptor", e);
    bind(l, t.destroyFilter, "cudnnDestroyFilterDescriptor", e);
    bind(l, t.createConv, "cudnnCreateConvolutionDescriptor", e);
    bind(l, t.setConvNd, "cudnnSetConvolutionNdDescriptor", e);
    bind(l, t.setGroupCount, "cudnnSetConvolutionGroupCount", e);
    bind(l, t.setMathType, "cudnnSetConvolutionMathType", e);
    bind(l, t.destroyConv, "cudnnDestroyConvolutionDescriptor", e);
    bind(l, t.findForward, "cudnnFindConvolutionForwardAlgorithm", e);
    bind(l, t.findBackwardData, "cudnnFindConvolutionBackwardDataAlgorithm", e);
    bind(l, t.findBackwardFilter, "cudnnFindConvolutionBackwardFilterAlgorithm", e);
    bind(l, t.forward, "cudnnConvolutionForward", e);
    bind(l, t.backwardData, "cudnnConvolutionBackwardData", e);
    bind(l, t.backwardFilter, "cudnnConvolutionBackwardFilter", e);
    bind(l, t.createPooling, "cudnnCreatePoolingDescriptor", e);
    bind(l, t.setPoolingNd, "cudnnSetPoolingNdDescriptor", e);
    bind(l, t.destroyPooling, "cudnnDestroyPoolingDescriptor", e);
    bind(l, t.poolingForward, "cudnnPoolingForward", e);
    bind(l, t.createReduce, "cudnnCreateReduceTensorDescriptor", e);
    bind(l, t.setReduce, "cudnnSetReduceTensorDescriptor", e);
    bind(l, t.destroyReduce, "cudnnDestroyReduceTensorDescriptor", e);
    bind(l, t.reductionWorkspaceSize, "cudnnGetReductionWorkspaceSize", e);
    bind(l, t.reduceTensor, "cudnnReduceTensor", e);
    return s;
  }();
  return state;
}

}  // namespace

const Cudnn& cudnn() {
  const Loaded& l = load();
  if (!l.error.empty()) throw CudaError(l.error);
  return l.api;
}

bool cudnnAvailable(std::string* why) {
  const Loaded& l = load();
  if (!l.error.empty() && why) *why = l.error;
  return l.error.empty();
}

cudnnHandle_t cudnnHandle() {
  static cudnnHandle_t h = [] {
    std::string why;
    if (!available(&why)) throw CudaError("no CUDA device: " + why);
    cudnnHandle_t made = nullptr;
    checkCudnn(cudnn().create(&made), "cudnnCreate");
    return made;
  }();
  return h;
}

void checkCudnn(cudnnStatus_t status, const std::string& call) {
  if (status == CUDNN_STATUS_SUCCESS) return;
  const Cudnn& api = cudnn();
  std::string message = call + ": " + api.errorString(status);
  if (api.lastErrorString) {
    char detail[512] = {0};
    api.lastErrorString(detail, sizeof detail);
    if (detail[0]) message += std::string(" (") + detail + ")";
  }
  throw CudaError(message);
}

}  // namespace juxla::cuda
