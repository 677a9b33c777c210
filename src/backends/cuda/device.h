// The CUDA runtime as juxla uses it (DESIGN decision 10): cudart opened with dlopen (one table of
// typed function pointers, loaded once), whether a GPU is there and why not, errors that name the
// call and CUDA's error, and a stream.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <stdexcept>
#include <string>

namespace juxla::cuda {

// A failed CUDA (or cuBLASLt, cuDNN) call: "cudaMalloc(4096 bytes): cudaErrorMemoryAllocation (out of memory)".
struct CudaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The cudart functions juxla calls, typed from the toolkit's own declarations.
struct Cudart {
  decltype(&::cudaGetDeviceCount) getDeviceCount;
  decltype(&::cudaGetErrorName) getErrorName;
  decltype(&::cudaGetErrorString) getErrorString;
  decltype(&::cudaSetDevice) setDevice;
  decltype(&::cudaDeviceGetAttribute) deviceGetAttribute;
  decltype(&::cudaDriverGetVersion) driverGetVersion;
  decltype(&::cudaMalloc) malloc;
  decltype(&::cudaFree) free;
  decltype(&::cudaMemGetInfo) memGetInfo;
  decltype(&::cudaMemcpyAsync) memcpyAsync;
  decltype(&::cudaMemsetAsync) memsetAsync;
  decltype(&::cudaStreamCreateWithFlags) streamCreateWithFlags;
  decltype(&::cudaStreamDestroy) streamDestroy;
  decltype(&::cudaStreamSynchronize) streamSynchronize;
  decltype(&::cudaLaunchKernel) launchKernel;
  decltype(&::cudaLibraryLoadData) libraryLoadData;
  decltype(&::cudaLibraryUnload) libraryUnload;
  decltype(&::cudaLibraryGetKernel) libraryGetKernel;
  decltype(&::cudaGetLastError) getLastError;
  // Pinned staging and a second stream's events (argument uploads overlapped with compute).
  decltype(&::cudaHostAlloc) hostAlloc;
  decltype(&::cudaFreeHost) freeHost;
  decltype(&::cudaEventCreateWithFlags) eventCreateWithFlags;
  decltype(&::cudaEventDestroy) eventDestroy;
  decltype(&::cudaEventRecord) eventRecord;
  decltype(&::cudaStreamWaitEvent) streamWaitEvent;
};

// The table, loaded on first use; throws CudaError naming the library or symbol that is missing.
const Cudart& cudart();

// Whether a CUDA device can be used: false with the reason (library, driver or device missing).
// Selects device 0 (or $JUXLA_CUDA_DEVICE) on success. Cheap after the first call.
bool available(std::string* why);

// Throws CudaError "call: cudaErrorX (description)" unless `status` is cudaSuccess.
void check(cudaError_t status, const std::string& call);

// The device's compute capability as major*10+minor (90 for an H100/H200).
int computeCapability();

// A non-blocking stream on the selected device, destroyed with the object.
class Stream {
 public:
  Stream();
  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  cudaStream_t get() const { return stream_; }
  void synchronize(const char* why = "cudaStreamSynchronize");

 private:
  cudaStream_t stream_ = nullptr;
};

// An event without timing, destroyed with the object.
class Event {
 public:
  Event();
  ~Event();
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  cudaEvent_t get() const { return event_; }

 private:
  cudaEvent_t event_ = nullptr;
};

// Copies between host and device memory on `stream`; the host side must stay valid until the
// stream is synchronized.
void copyToDevice(void* device, const void* host, size_t bytes, cudaStream_t stream);
void copyToHost(void* host, const void* device, size_t bytes, cudaStream_t stream);
void copyOnDevice(void* to, const void* from, size_t bytes, cudaStream_t stream);

}  // namespace juxla::cuda
