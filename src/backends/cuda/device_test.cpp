// Whether a GPU is there, and the errors CUDA calls raise.
#include "backends/cuda/device.h"

#include <gtest/gtest.h>

#include "backends/cuda/allocator.h"

namespace juxla::cuda {
namespace {

TEST(CudaDevice, AvailableGivesAReasonWhenItSaysNo) {
  std::string why;
  bool ok = available(&why);
  if (ok) {
    EXPECT_TRUE(why.empty());
    EXPECT_GE(computeCapability(), 50);
  } else {
    EXPECT_FALSE(why.empty()) << "no GPU and no reason";
    // The reason names what failed: the library, the call, or the missing device.
    bool named = why.find("libcudart") != std::string::npos || why.find("cudaGetDeviceCount") != std::string::npos ||
                 why.find("cudaSetDevice") != std::string::npos || why.find("JUXLA_CUDA_DEVICE") != std::string::npos;
    EXPECT_TRUE(named) << why;
    std::string again;
    EXPECT_FALSE(available(&again));
    EXPECT_EQ(again, why);
  }
}

TEST(CudaDevice, ErrorsNameTheCallAndCudasErrorName) {
  try {
    cudart();
  } catch (const CudaError& e) {
    GTEST_SKIP() << "cudart does not load here: " << e.what();
  }
  try {
    check(cudaErrorMemoryAllocation, "cudaMalloc(64 bytes)");
    FAIL() << "check did not throw";
  } catch (const CudaError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("cudaMalloc(64 bytes): cudaErrorMemoryAllocation (", 0), 0u) << e.what();
  }
  EXPECT_NO_THROW(check(cudaSuccess, "nothing"));
}

TEST(CudaDevice, StreamCopiesRoundTrip) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  Stream stream;
  std::vector<float> host = {1.5f, -2.0f, 0.0f, 3.25f}, back(4, 7.0f);
  DeviceBuffer d = deviceAllocator().allocate(host.size() * sizeof(float));
  DeviceBuffer e = deviceAllocator().allocate(host.size() * sizeof(float));
  copyToDevice(d.data(), host.data(), d.bytes(), stream.get());
  copyOnDevice(e.data(), d.data(), d.bytes(), stream.get());
  copyToHost(back.data(), e.data(), e.bytes(), stream.get());
  stream.synchronize();
  EXPECT_EQ(back, host);
}

}  // namespace
}  // namespace juxla::cuda
