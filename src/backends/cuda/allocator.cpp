// The caching device allocator (see allocator.h).
#include "backends/cuda/allocator.h"

#include <bit>
#include <string>

#include "backends/cuda/device.h"

namespace juxla::cuda {

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& o) noexcept {
  if (this != &o) {
    reset();
    owner_ = o.owner_;
    data_ = o.data_;
    bytes_ = o.bytes_;
    o.owner_ = nullptr;
    o.data_ = nullptr;
    o.bytes_ = 0;
  }
  return *this;
}

void DeviceBuffer::reset() {
  if (owner_ && data_) owner_->release(data_, bytes_);
  owner_ = nullptr;
  data_ = nullptr;
  bytes_ = 0;
}

CachingAllocator::CachingAllocator(RawMemory raw) : raw_(std::move(raw)) {}

CachingAllocator::~CachingAllocator() {
  std::lock_guard lock(mutex_);
  trimLocked();
}

size_t CachingAllocator::sizeClass(size_t bytes) {
  constexpr size_t kMinimum = 512;
  if (bytes <= kMinimum) return kMinimum;
  size_t power = std::bit_ceil(bytes);  // 2^k >= bytes
  size_t threeQuarters = power / 4 * 3;  // 3·2^(k-2), between 2^(k-1) and 2^k
  return bytes <= threeQuarters ? threeQuarters : power;
}

DeviceBuffer CachingAllocator::allocate(size_t bytes) {
  if (bytes == 0) return DeviceBuffer();
  size_t size = sizeClass(bytes);
  std::lock_guard lock(mutex_);
  if (auto it = cache_.find(size); it != cache_.end() && !it->second.empty()) {
    void* p = it->second.back();
    it->second.pop_back();
    ++stats_.reuses;
    stats_.bytesCached -= size;
    stats_.bytesInUse += size;
    stats_.peakBytesInUse = std::max(stats_.peakBytesInUse, stats_.bytesInUse);
    return DeviceBuffer(this, p, bytes);
  }
  void* p = raw_.allocate(size);
  if (!p && stats_.bytesCached > 0) {  // memory ran out: give back what the cache holds, try once more
    trimLocked();
    ++stats_.trims;
    p = raw_.allocate(size);
  }
  if (!p)
    throw OutOfDeviceMemory("out of device memory: cannot allocate " + std::to_string(bytes) + " bytes (" +
                            std::to_string(stats_.bytesInUse) + " bytes in use by juxla)");
  ++stats_.rawAllocations;
  stats_.bytesInUse += size;
  stats_.peakBytesInUse = std::max(stats_.peakBytesInUse, stats_.bytesInUse);
  return DeviceBuffer(this, p, bytes);
}

void CachingAllocator::release(void* data, size_t bytes) {
  size_t size = sizeClass(bytes);
  std::lock_guard lock(mutex_);
  cache_[size].push_back(data);
  stats_.bytesInUse -= size;
  stats_.bytesCached += size;
}

void CachingAllocator::trim() {
  std::lock_guard lock(mutex_);
  trimLocked();
}

void CachingAllocator::trimLocked() {
  for (auto& [size, blocks] : cache_) {
    for (void* p : blocks) {
      raw_.release(p);
      ++stats_.rawReleases;
      stats_.bytesCached -= size;
    }
    blocks.clear();
  }
}

AllocatorStats CachingAllocator::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

CachingAllocator& deviceAllocator() {
  // Never destroyed: cudaFree after the driver's own teardown at exit would fail.
  static CachingAllocator* allocator = new CachingAllocator(RawMemory{
      [](size_t bytes) -> void* {
        void* p = nullptr;
        cudaError_t s = cudart().malloc(&p, bytes);
        if (s == cudaErrorMemoryAllocation) {
          cudart().getLastError();  // clear the sticky-free error so later calls do not see it
          return nullptr;
        }
        check(s, "cudaMalloc(" + std::to_string(bytes) + " bytes)");
        return p;
      },
      [](void* p) { check(cudart().free(p), "cudaFree"); },
  });
  return *allocator;
}

}  // namespace juxla::cuda
