// NVRTC compiles every generated kernel of the representative modules to PTX and to a cubin for
// sm_90 (the H200), without a GPU; compile errors carry NVRTC's log; the disk cache returns what
// was compiled and recompiles an entry that does not check out. Skips only where libnvrtc is absent.
#include "backends/cuda/nvrtc_compiler.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "backends/cuda/kernel_test_support.h"

namespace juxla::cuda {
namespace {

namespace fs = std::filesystem;

// A fresh cache folder for one test, removed after it.
struct TempDir {
  fs::path path;
  TempDir() {
    char t[] = "/tmp/juxla_nvrtc_XXXXXX";
    if (!mkdtemp(t)) throw std::runtime_error("mkdtemp failed");
    path = t;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

#define SKIP_WITHOUT_NVRTC(compiler) \
  if (!(compiler).available()) GTEST_SKIP() << "libnvrtc cannot be opened: " << (compiler).loadError()

TEST(NvrtcCompiler, CompilesEveryRepresentativeKernelForSm90) {
  NvrtcCompiler nvrtc("");  // no cache: every kernel really compiles
  SKIP_WITHOUT_NVRTC(nvrtc);
  int kernels = 0;
  double ptxSeconds = 0, cubinSeconds = 0;
  for (const testing::KernelModule& m : testing::representativeModules()) {
    auto k = testing::kernelsOf(m);
    for (const FusedKernelSource& kernel : k->kernels) {
      ASSERT_TRUE(kernel.ok) << m.name << ": " << kernel.reason;
      std::string source = kernel.source();
      CompiledKernel cubin = nvrtc.compile(source, KernelImage::Cubin, "sm_90");
      ASSERT_TRUE(cubin.ok) << kernel.name << ": " << cubin.error << "\n" << kernel.kernel;
      EXPECT_EQ(cubin.log, "") << kernel.name << ": generated code draws warnings";
      ASSERT_GE(cubin.image.size(), 4u);
      EXPECT_EQ(std::string(cubin.image.data(), 4), "\x7f" "ELF") << kernel.name;
      CompiledKernel ptx = nvrtc.compile(source, KernelImage::Ptx, "sm_90");
      ASSERT_TRUE(ptx.ok) << kernel.name << ": " << ptx.error;
      std::string text(ptx.image.data());
      EXPECT_NE(text.find(".target sm_90"), std::string::npos) << kernel.name;
      EXPECT_NE(text.find(".entry " + kernel.name + "("), std::string::npos) << kernel.name;
      EXPECT_FALSE(cubin.fromCache || ptx.fromCache);
      cubinSeconds += cubin.compileSeconds, ptxSeconds += ptx.compileSeconds;
      ++kernels;
    }
  }
  EXPECT_GE(kernels, 30);
  std::cout << "[ nvrtc " << nvrtc.version() << " ] " << kernels << " kernels: " << 1e3 * cubinSeconds / kernels
            << " ms per cubin, " << 1e3 * ptxSeconds / kernels << " ms per PTX (sm_90)\n";
}

TEST(NvrtcCompiler, CompileErrorsCarryNvrtcsLog) {
  NvrtcCompiler nvrtc("");
  SKIP_WITHOUT_NVRTC(nvrtc);
  CompiledKernel k = nvrtc.compile("extern \"C\" __global__ void broken(float* x) { x[0] = undefined_thing; }",
                                   KernelImage::Cubin);
  EXPECT_FALSE(k.ok);
  EXPECT_TRUE(k.image.empty());
  EXPECT_NE(k.error.find("NVRTC could not compile"), std::string::npos) << k.error;
  EXPECT_NE(k.error.find("identifier \"undefined_thing\" is undefined"), std::string::npos) << k.error;
  EXPECT_FALSE(nvrtc.compile("extern \"C\" __global__ void k() {}", KernelImage::Ptx, "compute_90").ok);
}

// A second compile comes from the cache with the same bytes; a truncated entry and one with a
// flipped byte are recompiled (and rewritten), never returned; no temporary file is left behind.
TEST(NvrtcCompiler, DiskCacheReturnsImagesAndRecompilesCorruptEntries) {
  TempDir dir;
  NvrtcCompiler nvrtc(dir.path.string());
  SKIP_WITHOUT_NVRTC(nvrtc);
  auto k = testing::kernelsOf(testing::representativeModules()[1]);
  std::string source = k->kernels.at(0).source();
  CompiledKernel first = nvrtc.compile(source, KernelImage::Cubin);
  ASSERT_TRUE(first.ok) << first.error;
  EXPECT_FALSE(first.fromCache);
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(dir.path)) entries.push_back(e.path());
  ASSERT_EQ(entries.size(), 1u);
  CompiledKernel second = nvrtc.compile(source, KernelImage::Cubin);
  EXPECT_TRUE(second.fromCache);
  EXPECT_EQ(second.image, first.image);

  // Another kind, architecture or option is another entry.
  EXPECT_FALSE(nvrtc.compile(source, KernelImage::Ptx).fromCache);
  EXPECT_FALSE(nvrtc.compile(source, KernelImage::Cubin, "sm_80").fromCache);
  EXPECT_TRUE(nvrtc.compile(source, KernelImage::Cubin, "sm_80").fromCache);

  auto corruptAndCheck = [&](auto corrupt) {
    std::string bytes;
    {
      std::ifstream f(entries[0], std::ios::binary);
      bytes.assign(std::istreambuf_iterator<char>(f), {});
    }
    corrupt(bytes);
    std::ofstream(entries[0], std::ios::binary | std::ios::trunc) << bytes;
    CompiledKernel again = nvrtc.compile(source, KernelImage::Cubin);
    EXPECT_TRUE(again.ok) << again.error;
    EXPECT_FALSE(again.fromCache);
    EXPECT_EQ(again.image, first.image);
    EXPECT_TRUE(nvrtc.compile(source, KernelImage::Cubin).fromCache);  // rewritten
  };
  corruptAndCheck([](std::string& b) { b.resize(b.size() / 2); });
  corruptAndCheck([](std::string& b) { b[b.size() - 10] ^= 0x40; });
  corruptAndCheck([](std::string& b) { b = "garbage"; });
  for (const auto& e : fs::directory_iterator(dir.path))
    EXPECT_EQ(e.path().string().find(".tmp."), std::string::npos) << e.path();
}

TEST(NvrtcCompiler, CacheFolderFollowsXdgThenHome) {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  std::string saved = xdg ? xdg : "";
  setenv("XDG_CACHE_HOME", "/some/cache", 1);
  EXPECT_EQ(defaultKernelCacheDirectory(), "/some/cache/juxla/kernels");
  unsetenv("XDG_CACHE_HOME");
  if (const char* home = std::getenv("HOME")) {
    EXPECT_EQ(defaultKernelCacheDirectory(), std::string(home) + "/.cache/juxla/kernels");
  }
  if (xdg) setenv("XDG_CACHE_HOME", saved.c_str(), 1);
}

}  // namespace
}  // namespace juxla::cuda
