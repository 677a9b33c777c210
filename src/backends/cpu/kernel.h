// What the CPU executor runs for one op (DESIGN decision 10): a kernel prepared once when the
// executable is planned (oneDNN primitives created, dimension numbers decoded), then called on
// every run with the op's operand and result buffers in the executable's arena.
#pragma once

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

using Kernel = std::function<void(KernelContext& ctx, std::span<const Buffer> operands, std::span<const Buffer> results)>;

}  // namespace juxla::cpu
