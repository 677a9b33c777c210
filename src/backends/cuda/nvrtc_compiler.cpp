// NVRTC through dlopen, and the disk cache of its results (see nvrtc_compiler.h). A cache entry
// carries its key and a checksum of the image: a torn, truncated or foreign file is recompiled.
#include "backends/cuda/nvrtc_compiler.h"

#include <fmt/format.h>
#include <nvrtc.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>

#include "backends/cuda/dynamic_library.h"

namespace juxla::cuda {

struct NvrtcCompiler::Api {
  DynamicLibrary lib{"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
  std::string error;
  decltype(&::nvrtcVersion) version = nullptr;
  decltype(&::nvrtcGetErrorString) errorString = nullptr;
  decltype(&::nvrtcCreateProgram) create = nullptr;
  decltype(&::nvrtcDestroyProgram) destroy = nullptr;
  decltype(&::nvrtcCompileProgram) compile = nullptr;
  decltype(&::nvrtcGetProgramLogSize) logSize = nullptr;
  decltype(&::nvrtcGetProgramLog) log = nullptr;
  decltype(&::nvrtcGetPTXSize) ptxSize = nullptr;
  decltype(&::nvrtcGetPTX) ptx = nullptr;
  decltype(&::nvrtcGetCUBINSize) cubinSize = nullptr;
  decltype(&::nvrtcGetCUBIN) cubin = nullptr;
  bool ok = false;

  Api() {
    if (!lib.loaded()) {
      error = "cannot open libnvrtc: " + lib.error();
      return;
    }
    bool all = true;
    auto get = [&](auto& fn, const char* name) {
      fn = lib.function<std::remove_reference_t<decltype(fn)>>(name);
      all = all && fn;
    };
    get(version, "nvrtcVersion");
    get(errorString, "nvrtcGetErrorString");
    get(create, "nvrtcCreateProgram");
    get(destroy, "nvrtcDestroyProgram");
    get(compile, "nvrtcCompileProgram");
    get(logSize, "nvrtcGetProgramLogSize");
    get(log, "nvrtcGetProgramLog");
    get(ptxSize, "nvrtcGetPTXSize");
    get(ptx, "nvrtcGetPTX");
    get(cubinSize, "nvrtcGetCUBINSize");
    get(cubin, "nvrtcGetCUBIN");
    ok = all;
    if (!ok) error = "libnvrtc lacks a function: " + lib.error();
  }
};

namespace {

// FNV-1a over bytes, from a given basis: two bases give a 128-bit key.
uint64_t fnv1a(std::string_view bytes, uint64_t h) {
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}
constexpr uint64_t kBasisA = 0xcbf29ce484222325ull, kBasisB = 0x84222325cbf29ce4ull;

constexpr char kMagic[8] = {'J', 'U', 'X', 'L', 'A', 'K', '0', '1'};

struct EntryHeader {
  char magic[8];
  uint64_t keyA, keyB, size, checksum;
};

// The cached image for the key, or nothing when the entry is missing or does not check out.
std::optional<std::vector<char>> readEntry(const std::filesystem::path& path, uint64_t keyA, uint64_t keyB) {
  std::ifstream f(path, std::ios::binary);
  EntryHeader h;
  if (!f.read(reinterpret_cast<char*>(&h), sizeof h)) return std::nullopt;
  if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0 || h.keyA != keyA || h.keyB != keyB || h.size > (uint64_t(1) << 30))
    return std::nullopt;
  std::vector<char> image(h.size);
  if (!f.read(image.data(), std::streamsize(h.size)) || f.peek() != std::char_traits<char>::eof()) return std::nullopt;
  if (fnv1a(std::string_view(image.data(), image.size()), kBasisA) != h.checksum) return std::nullopt;
  return image;
}

// Written to a private temporary file, then renamed over the entry: readers see all or nothing.
void writeEntry(const std::filesystem::path& path, uint64_t keyA, uint64_t keyB, const std::vector<char>& image) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::random_device rd;
  std::filesystem::path tmp = path;
  tmp += fmt::format(".tmp.{}.{:08x}", getpid(), rd());
  EntryHeader h;
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.keyA = keyA, h.keyB = keyB, h.size = image.size();
  h.checksum = fnv1a(std::string_view(image.data(), image.size()), kBasisA);
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(&h), sizeof h);
    f.write(image.data(), std::streamsize(image.size()));
    if (!f.flush()) {
      f.close();
      std::filesystem::remove(tmp, ec);
      return;  // the cache is an optimization: a full disk only costs a recompile
    }
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) std::filesystem::remove(tmp, ec);
}

}  // namespace

std::string defaultKernelCacheDirectory() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/juxla/kernels";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/juxla/kernels";
  return "";
}

NvrtcCompiler::NvrtcCompiler(std::string cacheDirectory)
    : api_(std::make_unique<Api>()), cacheDirectory_(std::move(cacheDirectory)) {}
NvrtcCompiler::~NvrtcCompiler() = default;

bool NvrtcCompiler::available() const { return api_->ok; }
const std::string& NvrtcCompiler::loadError() const { return api_->error; }

std::string NvrtcCompiler::version() const {
  int major = 0, minor = 0;
  if (!api_->ok || api_->version(&major, &minor) != NVRTC_SUCCESS) return "";
  return fmt::format("{}.{}", major, minor);
}

CompiledKernel NvrtcCompiler::compile(std::string_view source, KernelImage kind, std::string_view arch,
                                      const std::vector<std::string>& extraOptions) {
  CompiledKernel out;
  if (!api_->ok) {
    out.error = api_->error;
    return out;
  }
  if (arch.substr(0, 3) != "sm_") {
    out.error = fmt::format("architecture `{}` is not of the form sm_XY", arch);
    return out;
  }
  // PTX for the virtual architecture of the same number; a cubin for the real one.
  std::vector<std::string> options = {
      fmt::format("--gpu-architecture={}{}", kind == KernelImage::Ptx ? "compute_" : "sm_", arch.substr(3)),
      "--std=c++17", "--fmad=false"};
  options.insert(options.end(), extraOptions.begin(), extraOptions.end());

  std::string keyText = fmt::format("nvrtc {}\n{}\n", version(), kind == KernelImage::Ptx ? "ptx" : "cubin");
  for (const std::string& o : options) keyText += o + "\n";
  uint64_t keyA = fnv1a(source, fnv1a(keyText, kBasisA)), keyB = fnv1a(source, fnv1a(keyText, kBasisB));
  std::filesystem::path entry;
  if (!cacheDirectory_.empty()) {
    entry = std::filesystem::path(cacheDirectory_) / fmt::format("{:016x}{:016x}.{}", keyA, keyB, kind == KernelImage::Ptx ? "ptx" : "cubin");
    if (auto image = readEntry(entry, keyA, keyB)) {
      out.ok = true;
      out.fromCache = true;
      out.image = std::move(*image);
      return out;
    }
  }

  const Api& a = *api_;
  nvrtcProgram program = nullptr;
  std::string text(source);
  if (nvrtcResult r = a.create(&program, text.c_str(), "juxla_fused.cu", 0, nullptr, nullptr); r != NVRTC_SUCCESS) {
    out.error = std::string("nvrtcCreateProgram: ") + a.errorString(r);
    return out;
  }
  std::vector<const char*> argv;
  for (const std::string& o : options) argv.push_back(o.c_str());
  auto start = std::chrono::steady_clock::now();
  nvrtcResult result = a.compile(program, int(argv.size()), argv.data());
  out.compileSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  size_t logSize = 0;
  if (a.logSize(program, &logSize) == NVRTC_SUCCESS && logSize > 1) {
    out.log.resize(logSize);
    a.log(program, out.log.data());
    out.log.resize(logSize - 1);  // the terminating 0
  }
  if (result != NVRTC_SUCCESS) {
    out.error = fmt::format("NVRTC could not compile the kernel ({}):\n{}", a.errorString(result), out.log);
  } else {
    size_t size = 0;
    bool ptx = kind == KernelImage::Ptx;
    nvrtcResult r = ptx ? a.ptxSize(program, &size) : a.cubinSize(program, &size);
    if (r == NVRTC_SUCCESS) {
      out.image.resize(size);
      r = ptx ? a.ptx(program, out.image.data()) : a.cubin(program, out.image.data());
    }
    if (r != NVRTC_SUCCESS || size == 0) {
      out.error = fmt::format("NVRTC compiled the kernel but gave no {}: {}", ptx ? "PTX" : "cubin", a.errorString(r));
      out.image.clear();
    } else {
      out.ok = true;
    }
  }
  a.destroy(&program);
  if (out.ok && !entry.empty()) writeEntry(entry, keyA, keyB, out.image);
  return out;
}

}  // namespace juxla::cuda
