// What the oneDNN kernels share: the engine and streams, element types, strided views of buffers,
// per-thread scratch, and ports that reorder an argument when the primitive wants another layout.
#pragma once

#include <oneapi/dnnl/dnnl.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "backends/cpu/kernel.h"
#include "ir/ir.h"

namespace juxla::cpu::onednn {

using Dims = dnnl::memory::dims;
using DataType = dnnl::memory::data_type;

// One CPU engine per process; one stream per thread, so that kernels may run on several threads.
const dnnl::engine& engine();
dnnl::stream& threadStream();

// f32 and bf16; nullopt for every other element type.
std::optional<DataType> dataType(ir::ElementType t);
Dims rowMajorStrides(std::span<const int64_t> shape);
// An i64 list attribute (dense array or dense elements), or `fallback` when absent.
std::vector<int64_t> intsAttr(const ir::Operation& op, std::string_view name, std::vector<int64_t> fallback);
// f32 math stays f32 (no implicit bf16 or tf32 down-conversion, whatever the environment says),
// and oneDNN's scratch comes from the caller (see Primitive).
dnnl::primitive_attr strictAttr();
// oneDNN's reference implementations are correct but slow; callers try another layout first.
bool isReference(const dnnl::primitive_desc_base& pd);

// Size-1 dimensions may carry any stride; giving them the outermost one keeps plain layouts plain.
void normalizeUnitStrides(const Dims& dims, Dims& strides);
dnnl::memory::desc stridedDesc(const Dims& dims, DataType type, Dims strides);

// Byte ranges of one kernel call's scratch, laid out when the kernel is prepared.
class ScratchPlan {
 public:
  size_t reserve(size_t bytes);  // returns the offset
  size_t bytes() const { return bytes_; }

 private:
  size_t bytes_ = 0;
};
// This thread's scratch, grown to at least `bytes` and reused by every later call on the thread (so
// that its pages are touched once, not on every call).
std::byte* threadScratch(size_t bytes);

// While it lives, oneDNN primitives made or run by this thread use one thread (or, with `one`
// false, as many as before): oneDNN sizes a primitive's partition from the thread count when it is
// made, so both making and running a small one happen under the limit.
class ThreadLimit {
 public:
  explicit ThreadLimit(bool one);
  ~ThreadLimit();
  ThreadLimit(const ThreadLimit&) = delete;

 private:
  int saved_ = 0;
};

// A primitive whose oneDNN scratch is carved from the call's scratch (user scratchpad mode): oneDNN
// then keeps no buffer shared between calls, so one primitive may run on several threads at once.
class Primitive {
 public:
  Primitive() = default;
  Primitive(const dnnl::primitive_desc_base& pd, ScratchPlan& plan);
  void execute(dnnl::stream& s, std::unordered_map<int, dnnl::memory> args, std::byte* scratch) const;

 private:
  dnnl::primitive primitive_;
  dnnl::memory::desc scratchpad_;
  size_t offset_ = 0;
};

// Reorders under this many bytes are made and run on one thread (a 5 us split of 9.6 KB in LeNet-5).
constexpr size_t kOneThreadReorderBytes = size_t(256) << 10;

// One argument of a primitive. The caller's buffer is seen through `user` (a strided view that starts
// `offsetBytes` into the buffer); when the primitive wants another layout, a prepared reorder copies
// inputs into scratch before the primitive runs and outputs out of scratch after it. The primitive
// may see the scratch through another descriptor of the same bytes (`presented`, e.g. with
// dimensions merged).
class Port {
 public:
  Port() = default;
  Port(const dnnl::memory::desc& user, const dnnl::memory::desc& wanted, bool isInput, ScratchPlan& plan,
       int64_t offsetBytes = 0, std::optional<dnnl::memory::desc> presented = std::nullopt);

  // The memory the primitive gets on this call; for inputs that need it, the reorder has run.
  dnnl::memory open(const void* data, std::byte* scratch, dnnl::stream& s) const;
  // For outputs: copies the primitive's result to the caller's buffer when it went to scratch.
  void close(void* data, const dnnl::memory& used, std::byte* scratch, dnnl::stream& s) const;

 private:
  dnnl::memory::desc user_, wanted_, presented_;
  std::optional<Primitive> reorder_;
  size_t scratchOffset_ = 0;
  int64_t offsetBytes_ = 0;
  bool isInput_ = true;
  bool oneThread_ = false;  // a reorder of under kOneThreadReorderBytes: made and run on one thread
};

// Whole-buffer scans of f32 or bf16 elements, written to vectorize: the kernels use them to find the
// rare inputs on which oneDNN and the spec differ.
bool anyNaN(const void* data, int64_t n, ir::ElementType t);
bool anyNonFinite(const void* data, int64_t n, ir::ElementType t);
bool anyNegativeZero(const void* data, int64_t n, ir::ElementType t);

// A kernel for an op whose result is empty: nothing to compute.
Kernel emptyKernel();
// A kernel that writes +0.0 to every result element (a sum over nothing), for f32 and bf16.
Kernel zeroKernel();

}  // namespace juxla::cpu::onednn
