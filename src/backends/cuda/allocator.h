// A caching device allocator (DESIGN decision 10): blocks come from cudaMalloc (never managed
// memory) in size classes, and a freed block is kept for the next request of its class, so a run
// that allocates the same buffers as the last one calls cudaMalloc not at all. When cudaMalloc
// fails, the cache is trimmed and the call retried once. All work is on one stream, so a block
// freed after the kernels that read it were queued may be handed out to kernels queued later.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <new>
#include <string>
#include <vector>

namespace juxla::cuda {

// The memory underneath: cudaMalloc/cudaFree on the GPU, injected functions in tests.
// `allocate` returns nullptr when the memory is exhausted (other failures throw).
struct RawMemory {
  std::function<void*(size_t bytes)> allocate;
  std::function<void(void* block)> release;
};

struct AllocatorStats {
  size_t rawAllocations = 0;  // cudaMalloc calls that succeeded
  size_t rawReleases = 0;     // cudaFree calls
  size_t reuses = 0;          // requests served from the cache
  size_t trims = 0;           // times the cache was emptied because memory ran out
  size_t bytesInUse = 0;      // size-class bytes handed out and not yet returned
  size_t bytesCached = 0;     // size-class bytes kept for reuse
  size_t peakBytesInUse = 0;
};

class CachingAllocator;

// A block of device memory, returned to its allocator when destroyed.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  DeviceBuffer(CachingAllocator* owner, void* data, size_t bytes) : owner_(owner), data_(data), bytes_(bytes) {}
  ~DeviceBuffer() { reset(); }
  DeviceBuffer(DeviceBuffer&& o) noexcept { *this = std::move(o); }
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void* data() const { return data_; }
  size_t bytes() const { return bytes_; }  // as requested (the block may be larger)
  void reset();

 private:
  CachingAllocator* owner_ = nullptr;
  void* data_ = nullptr;
  size_t bytes_ = 0;
};

class CachingAllocator {
 public:
  explicit CachingAllocator(RawMemory raw);
  ~CachingAllocator();  // frees the cache; buffers still out are the caller's leak
  CachingAllocator(const CachingAllocator&) = delete;
  CachingAllocator& operator=(const CachingAllocator&) = delete;

  // A block of at least `bytes` (a zero-byte request gets a null, empty buffer). Throws
  // std::bad_alloc-derived OutOfDeviceMemory when even a trimmed cache leaves too little memory.
  DeviceBuffer allocate(size_t bytes);
  // Returns every cached block to the memory underneath.
  void trim();
  AllocatorStats stats() const;

  // The block size a request of `bytes` gets: 512 bytes at least, then 2^k or 1.5·2^k, so no
  // block wastes more than a third of itself and blocks of nearby sizes are shared.
  static size_t sizeClass(size_t bytes);

 private:
  friend class DeviceBuffer;
  void release(void* data, size_t bytes);
  void trimLocked();

  RawMemory raw_;
  mutable std::mutex mutex_;
  std::map<size_t, std::vector<void*>> cache_;  // size class -> free blocks
  AllocatorStats stats_;
};

struct OutOfDeviceMemory : std::bad_alloc {
  explicit OutOfDeviceMemory(std::string message) : message_(std::move(message)) {}
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  std::string message_;
};

// The process's allocator over cudaMalloc/cudaFree on the selected device (device.h).
CachingAllocator& deviceAllocator();

}  // namespace juxla::cuda
