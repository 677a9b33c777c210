// Generated kernels run on the host, for tests: the very source NVRTC compiles, behind a small shim
// (macros for __global__ and the thread indices, a loop over blocks and threads), built with the
// host compiler ($CXX, else c++; no contraction, as NVRTC's --fmad=false) as one shared object.
#pragma once

#include <dlfcn.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include "backends/cuda/kernel_source.h"

namespace juxla::cuda::testing {

// Stands in for the CUDA runtime: every kernel gets a `launch_<name>(args, grid, block)` that runs
// its threads one after another.
constexpr const char* kShimHead = R"(#define __global__
#define __device__
#define __forceinline__ inline
struct juxla_dim3 { unsigned x = 0, y = 1, z = 1; };
static juxla_dim3 blockIdx, threadIdx, gridDim, blockDim;
)";

inline std::string launcherOf(const FusedKernelSource& k) {
  std::string args;
  for (int i = 0; i < k.numInputs + k.numOutputs; ++i) args += (i ? ", args[" : "args[") + std::to_string(i) + "]";
  return "extern \"C\" void launch_" + k.name + "(void* const* args, unsigned grid, unsigned block) {\n"
         "  gridDim.x = grid; blockDim.x = block;\n"
         "  for (unsigned b = 0; b < grid; ++b)\n"
         "    for (unsigned t = 0; t < block; ++t) { blockIdx.x = b; threadIdx.x = t; " + k.name + "(" + args + "); }\n}\n";
}

using Launch = void (*)(void* const*, unsigned, unsigned);

// The kernels compiled by the host compiler into a shared object (names must differ).
class HostShim {
 public:
  explicit HostShim(const std::vector<const FusedKernelSource*>& kernels) {
    char dirTemplate[] = "/tmp/juxla_shim_XXXXXX";
    if (!mkdtemp(dirTemplate)) throw std::runtime_error("mkdtemp failed");
    dir_ = dirTemplate;
    std::string source = std::string(kShimHead) + kernelPrelude();
    for (const FusedKernelSource* k : kernels) source += "\n" + k->kernel + launcherOf(*k);
    std::ofstream(dir_ / "shim.cpp") << source;
    const char* cxx = std::getenv("CXX");
    std::string command = std::string(cxx && *cxx ? cxx : "c++") + " -std=c++20 -O1 -ffp-contract=off -fPIC -shared -w -o " +
                          (dir_ / "shim.so").string() + " " + (dir_ / "shim.cpp").string() + " > " + (dir_ / "log").string() + " 2>&1";
    auto start = std::chrono::steady_clock::now();
    int rc = std::system(command.c_str());
    seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (rc != 0) {
      std::ifstream log(dir_ / "log");
      error_ = "host compile failed: " + command + "\n" + std::string(std::istreambuf_iterator<char>(log), {});
      return;
    }
    handle_ = dlopen((dir_ / "shim.so").c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) error_ = dlerror();
  }
  ~HostShim() {
    if (handle_) dlclose(handle_);
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  HostShim(const HostShim&) = delete;
  HostShim& operator=(const HostShim&) = delete;
  const std::string& error() const { return error_; }
  double compileSeconds() const { return seconds_; }
  Launch launcher(const std::string& name) { return handle_ ? reinterpret_cast<Launch>(dlsym(handle_, ("launch_" + name).c_str())) : nullptr; }

 private:
  std::filesystem::path dir_;
  void* handle_ = nullptr;
  std::string error_;
  double seconds_ = 0;
};

}  // namespace juxla::cuda::testing
