// What the CPU executor runs for one op (DESIGN decision 10): a kernel prepared once when the
// executable is planned (oneDNN primitives created, dimension numbers decoded), then called on
// every run with the op's operand and result buffers in the executable's arena.
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <span>

#include "ir/ir.h"

namespace juxla::cpu {

class ThreadPool;

// A tensor in memory: row-major, element bytes as the interpreter stores them (i1: one byte).
struct Buffer {
  void* data = nullptr;
  ir::Type type;
};

struct KernelContext {
  ThreadPool& pool;
};

// Element i of a buffer of `width`-byte elements as zero-extended bits (integers, i1, or the raw
// bits of floats).
inline uint64_t elementBits(const void* data, int64_t i, int64_t width) {
  uint64_t v = 0;
  std::memcpy(&v, static_cast<const uint8_t*>(data) + i * width, size_t(width));
  return v;
}

using Kernel = std::function<void(KernelContext& ctx, std::span<const Buffer> operands, std::span<const Buffer> results)>;

}  // namespace juxla::cpu
