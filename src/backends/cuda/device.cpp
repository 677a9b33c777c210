// cudart through dlopen, device selection and errors (see device.h).
#include "backends/cuda/device.h"

#include <cstdlib>
#include <memory>
#include <mutex>

#include "backends/cuda/dynamic_library.h"

namespace juxla::cuda {

namespace {

// Loads the table once; a failure is remembered and rethrown with the same message.
struct CudartLoad {
  std::unique_ptr<DynamicLibrary> library;
  Cudart table{};
  std::string error;
};

template <typename Fn>
void bind(DynamicLibrary& lib, Fn& slot, const char* name, std::string& error) {
  slot = lib.function<Fn>(name);
  if (!slot && error.empty()) error = std::string("libcudart.so.13 lacks ") + name + ": " + lib.error();
}

const CudartLoad& load() {
  static CudartLoad state = [] {
    CudartLoad s;
    s.library = std::make_unique<DynamicLibrary>(std::initializer_list<const char*>{"libcudart.so.13", "libcudart.so"});
    if (!s.library->loaded()) {
      s.error = "cannot load libcudart.so.13 (" + s.library->error() + ")";
      return s;
    }
    DynamicLibrary& l = *s.library;
    Cudart& t = s.table;
    std::string& e = s.error;
    bind(l, t.getDeviceCount, "cudaGetDeviceCount", e);
    bind(l, t.getErrorName, "cudaGetErrorName", e);
    bind(l, t.getErrorString, "cudaGetErrorString", e);
    bind(l, t.setDevice, "cudaSetDevice", e);
    bind(l, t.deviceGetAttribute, "cudaDeviceGetAttribute", e);
    bind(l, t.driverGetVersion, "cudaDriverGetVersion", e);
    bind(l, t.malloc, "cudaMalloc", e);
    bind(l, t.free, "cudaFree", e);
    bind(l, t.memGetInfo, "cudaMemGetInfo", e);
    bind(l, t.memcpyAsync, "cudaMemcpyAsync", e);
    bind(l, t.memsetAsync, "cudaMemsetAsync", e);
    bind(l, t.streamCreateWithFlags, "cudaStreamCreateWithFlags", e);
    bind(l, t.streamDestroy, "cudaStreamDestroy", e);
    bind(l, t.streamSynchronize, "cudaStreamSynchronize", e);
    bind(l, t.launchKernel, "cudaLaunchKernel", e);
    bind(l, t.libraryLoadData, "cudaLibraryLoadData", e);
    bind(l, t.libraryUnload, "cudaLibraryUnload", e);
    bind(l, t.libraryGetKernel, "cudaLibraryGetKernel", e);
    bind(l, t.getLastError, "cudaGetLastError", e);
    bind(l, t.hostAlloc, "cudaHostAlloc", e);
    bind(l, t.freeHost, "cudaFreeHost", e);
    bind(l, t.eventCreateWithFlags, "cudaEventCreateWithFlags", e);
    bind(l, t.eventDestroy, "cudaEventDestroy", e);
    bind(l, t.eventRecord, "cudaEventRecord", e);
    bind(l, t.streamWaitEvent, "cudaStreamWaitEvent", e);
    return s;
  }();
  return state;
}

struct Availability {
  bool ok = false;
  std::string why;
};

const Availability& probe() {
  static Availability a = [] {
    Availability r;
    const CudartLoad& l = load();
    if (!l.error.empty()) {
      r.why = l.error;
      return r;
    }
    int count = 0;
    cudaError_t s = l.table.getDeviceCount(&count);
    if (s != cudaSuccess) {
      r.why = std::string("cudaGetDeviceCount: ") + l.table.getErrorName(s) + " (" + l.table.getErrorString(s) + ")";
      return r;
    }
    if (count == 0) {
      r.why = "cudaGetDeviceCount found no device";
      return r;
    }
    int ordinal = 0;
    if (const char* env = std::getenv("JUXLA_CUDA_DEVICE"); env && *env) ordinal = std::atoi(env);
    if (ordinal < 0 || ordinal >= count) {
      r.why = "JUXLA_CUDA_DEVICE=" + std::to_string(ordinal) + " but there are " + std::to_string(count) + " devices";
      return r;
    }
    s = l.table.setDevice(ordinal);
    if (s != cudaSuccess) {
      r.why = "cudaSetDevice(" + std::to_string(ordinal) + "): " + l.table.getErrorName(s) + " (" +
              l.table.getErrorString(s) + ")";
      return r;
    }
    r.ok = true;
    return r;
  }();
  return a;
}

}  // namespace

const Cudart& cudart() {
  const CudartLoad& l = load();
  if (!l.error.empty()) throw CudaError(l.error);
  return l.table;
}

bool available(std::string* why) {
  const Availability& a = probe();
  if (!a.ok && why) *why = a.why;
  return a.ok;
}

void check(cudaError_t status, const std::string& call) {
  if (status == cudaSuccess) return;
  const Cudart& rt = cudart();
  throw CudaError(call + ": " + rt.getErrorName(status) + " (" + rt.getErrorString(status) + ")");
}

int computeCapability() {
  const Cudart& rt = cudart();
  int device = 0, major = 0, minor = 0;
  if (const char* env = std::getenv("JUXLA_CUDA_DEVICE"); env && *env) device = std::atoi(env);
  check(rt.deviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device), "cudaDeviceGetAttribute(major)");
  check(rt.deviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, device), "cudaDeviceGetAttribute(minor)");
  return major * 10 + minor;
}

Stream::Stream() {
  std::string why;
  if (!available(&why)) throw CudaError("no CUDA device: " + why);
  check(cudart().streamCreateWithFlags(&stream_, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
}

Stream::~Stream() {
  // A destructor must not throw: a failure here leaves the stream to the driver's teardown.
  if (stream_) cudart().streamDestroy(stream_);
}

void Stream::synchronize(const char* why) { check(cudart().streamSynchronize(stream_), why); }

Event::Event() { check(cudart().eventCreateWithFlags(&event_, cudaEventDisableTiming), "cudaEventCreateWithFlags"); }

Event::~Event() {
  if (event_) cudart().eventDestroy(event_);  // (not throwing, as ~Stream)
}

void copyToDevice(void* device, const void* host, size_t bytes, cudaStream_t stream) {
  if (bytes == 0) return;
  check(cudart().memcpyAsync(device, host, bytes, cudaMemcpyHostToDevice, stream),
        "cudaMemcpyAsync(host to device, " + std::to_string(bytes) + " bytes)");
}

void copyToHost(void* host, const void* device, size_t bytes, cudaStream_t stream) {
  if (bytes == 0) return;
  check(cudart().memcpyAsync(host, device, bytes, cudaMemcpyDeviceToHost, stream),
        "cudaMemcpyAsync(device to host, " + std::to_string(bytes) + " bytes)");
}

void copyOnDevice(void* to, const void* from, size_t bytes, cudaStream_t stream) {
  if (bytes == 0 || to == from) return;
  check(cudart().memcpyAsync(to, from, bytes, cudaMemcpyDeviceToDevice, stream),
        "cudaMemcpyAsync(device to device, " + std::to_string(bytes) + " bytes)");
}

}  // namespace juxla::cuda
