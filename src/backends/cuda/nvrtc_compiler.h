// Fused kernels compiled at run time by NVRTC (opened with dlopen, dynamic_library.h) to PTX or to a
// cubin for one GPU architecture, with a disk cache of the results: compiling a kernel costs tens of
// milliseconds, loading a cached one nothing. Works without a GPU (NVRTC needs none).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace juxla::cuda {

enum class KernelImage { Ptx, Cubin };

struct CompiledKernel {
  bool ok = false;
  std::string error;          // when !ok: what failed, with NVRTC's log for compile errors
  std::string log;            // NVRTC's log (warnings), empty from the cache
  std::vector<char> image;    // PTX text (with its terminating 0) or cubin bytes
  bool fromCache = false;
  double compileSeconds = 0;  // NVRTC's time, 0 from the cache
};

// "$XDG_CACHE_HOME/juxla/kernels", else "$HOME/.cache/juxla/kernels"; empty when neither is set.
std::string defaultKernelCacheDirectory();

class NvrtcCompiler {
 public:
  // Opens libnvrtc; `available()` says whether it did. `cacheDirectory` empty: no disk cache.
  explicit NvrtcCompiler(std::string cacheDirectory = defaultKernelCacheDirectory());
  ~NvrtcCompiler();
  NvrtcCompiler(const NvrtcCompiler&) = delete;
  NvrtcCompiler& operator=(const NvrtcCompiler&) = delete;

  bool available() const;
  const std::string& loadError() const;  // why libnvrtc did not open
  std::string version() const;           // "13.0"

  // Compiles `source` (one translation unit) for `arch` ("sm_90": the H200). Options always
  // include --fmad=false (no contraction: the interpreter's bits) and -std=c++17.
  CompiledKernel compile(std::string_view source, KernelImage kind, std::string_view arch = "sm_90",
                         const std::vector<std::string>& extraOptions = {});

  const std::string& cacheDirectory() const { return cacheDirectory_; }

 private:
  struct Api;
  std::unique_ptr<Api> api_;
  std::string cacheDirectory_;
};

}  // namespace juxla::cuda
