// The caching allocator's bookkeeping, over injected memory (no GPU needed).
#include "backends/cuda/allocator.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

namespace juxla::cuda {
namespace {

// Host memory standing in for the device, with a limit so that exhaustion can be tested.
struct FakeMemory {
  size_t limit = SIZE_MAX;
  size_t used = 0;
  std::set<void*> live;
  std::map<void*, size_t> sizes;
  RawMemory raw() {
    return RawMemory{[this](size_t bytes) -> void* {
                       if (used + bytes > limit) return nullptr;
                       void* p = std::malloc(bytes);
                       live.insert(p);
                       sizes[p] = bytes;
                       used += bytes;
                       return p;
                     },
                     [this](void* p) {
                       EXPECT_TRUE(live.erase(p)) << "freed a block twice or one never allocated";
                       used -= sizes.at(p);
                       std::free(p);
                     }};
  }
};

TEST(CachingAllocator, SizeClassesRoundUpByAtMostAThird) {
  EXPECT_EQ(CachingAllocator::sizeClass(1), 512u);
  EXPECT_EQ(CachingAllocator::sizeClass(512), 512u);
  EXPECT_EQ(CachingAllocator::sizeClass(513), 768u);
  EXPECT_EQ(CachingAllocator::sizeClass(768), 768u);
  EXPECT_EQ(CachingAllocator::sizeClass(769), 1024u);
  EXPECT_EQ(CachingAllocator::sizeClass(1024), 1024u);
  EXPECT_EQ(CachingAllocator::sizeClass(1025), 1536u);
  EXPECT_EQ(CachingAllocator::sizeClass(3u << 20), 3u << 20);
  for (size_t b = 1; b < (1u << 22); b = b * 5 / 4 + 1) {
    size_t c = CachingAllocator::sizeClass(b);
    EXPECT_GE(c, b);
    EXPECT_LE(double(c - b), std::max(512.0, double(c) / 3 + 1)) << b;
  }
}

TEST(CachingAllocator, FreedBlocksAreReusedForTheirClass) {
  FakeMemory mem;
  {
    CachingAllocator a(mem.raw());
    void* first;
    {
      DeviceBuffer b = a.allocate(1000);
      first = b.data();
      EXPECT_EQ(b.bytes(), 1000u);
      EXPECT_EQ(a.stats().bytesInUse, 1024u);
    }
    EXPECT_EQ(a.stats().bytesInUse, 0u);
    EXPECT_EQ(a.stats().bytesCached, 1024u);
    DeviceBuffer again = a.allocate(800);  // same class (1024): the same block
    EXPECT_EQ(again.data(), first);
    EXPECT_EQ(a.stats().reuses, 1u);
    DeviceBuffer other = a.allocate(600);  // class 768: a new block
    EXPECT_NE(other.data(), first);
    EXPECT_EQ(a.stats().rawAllocations, 2u);
    EXPECT_EQ(a.stats().peakBytesInUse, 1024u + 768u);
    DeviceBuffer none = a.allocate(0);
    EXPECT_EQ(none.data(), nullptr);
    EXPECT_EQ(a.stats().rawAllocations, 2u);
    DeviceBuffer moved = std::move(again);
    EXPECT_EQ(moved.data(), first);
    EXPECT_EQ(again.data(), nullptr);
  }
  EXPECT_TRUE(mem.live.empty()) << "the allocator's destructor frees its cache";
}

TEST(CachingAllocator, TrimsTheCacheWhenMemoryRunsOut) {
  FakeMemory mem;
  mem.limit = 4096;
  CachingAllocator a(mem.raw());
  { DeviceBuffer b = a.allocate(3000); }  // class 3072, cached after this scope
  EXPECT_EQ(mem.used, 3072u);
  DeviceBuffer c = a.allocate(2048);  // 3072 + 2048 > 4096: the cache is trimmed first
  EXPECT_NE(c.data(), nullptr);
  EXPECT_EQ(a.stats().trims, 1u);
  EXPECT_EQ(a.stats().rawReleases, 1u);
  EXPECT_EQ(mem.used, 2048u);
  try {
    DeviceBuffer d = a.allocate(4096);
    FAIL() << "allocated past the limit";
  } catch (const OutOfDeviceMemory& e) {
    EXPECT_NE(std::string(e.what()).find("4096 bytes"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace juxla::cuda
