// The CUDA libraries (cudart, cuBLASLt, cuDNN, NVRTC) are opened with dlopen when first needed, not
// linked: the juxla binary starts without them (machines with no toolkit or driver) and pays no
// load time for them when it runs on the CPU.
#pragma once

#include <initializer_list>
#include <string>

namespace juxla::cuda {

class DynamicLibrary {
 public:
  // Opens the first of `names` that loads, trying the toolkit's lib64 folder after the loader's
  // search path; `error()` says why none did.
  explicit DynamicLibrary(std::initializer_list<const char*> names);
  ~DynamicLibrary();
  DynamicLibrary(const DynamicLibrary&) = delete;
  DynamicLibrary& operator=(const DynamicLibrary&) = delete;

  bool loaded() const { return handle_ != nullptr; }
  const std::string& error() const { return error_; }
  // The address of `name`, or nullptr (with `error()` set) when the library lacks it.
  void* symbol(const char* name);

  template <typename Fn>
  Fn function(const char* name) {
    return reinterpret_cast<Fn>(symbol(name));
  }

 private:
  void* handle_ = nullptr;
  std::string error_;
};

// The toolkit's root: $CUDA_HOME, $CUDA_PATH, or /usr/local/cuda.
std::string toolkitRoot();

}  // namespace juxla::cuda
