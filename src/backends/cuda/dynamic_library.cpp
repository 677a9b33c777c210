#include "backends/cuda/dynamic_library.h"

#include <dlfcn.h>

#include <cstdlib>

namespace juxla::cuda {

std::string toolkitRoot() {
  for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char* v = std::getenv(var); v && *v) return v;
  return "/usr/local/cuda";
}

DynamicLibrary::DynamicLibrary(std::initializer_list<const char*> names) {
  std::string lib64 = toolkitRoot() + "/lib64/";
  for (const char* name : names) {
    for (const std::string& path : {std::string(name), lib64 + name}) {
      handle_ = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (handle_) return;
      if (const char* e = dlerror()) error_ = e;
    }
  }
}

DynamicLibrary::~DynamicLibrary() {
  if (handle_) dlclose(handle_);
}

void* DynamicLibrary::symbol(const char* name) {
  if (!handle_) return nullptr;
  dlerror();
  void* p = dlsym(handle_, name);
  if (!p) {
    const char* e = dlerror();
    error_ = e ? e : std::string("no symbol ") + name;
  }
  return p;
}

}  // namespace juxla::cuda
