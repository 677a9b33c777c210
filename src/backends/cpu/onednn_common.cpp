#include "backends/cpu/onednn_common.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace juxla::cpu::onednn {

const dnnl::engine& engine() {
  static const dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

dnnl::stream& threadStream() {
  thread_local dnnl::stream s(engine());
  return s;
}

std::optional<DataType> dataType(ir::ElementType t) {
  switch (t) {
    case ir::ElementType::F32: return DataType::f32;
    case ir::ElementType::BF16: return DataType::bf16;
    default: return std::nullopt;
  }
}

Dims rowMajorStrides(std::span<const int64_t> shape) {
  Dims strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * std::max<int64_t>(shape[i], 1);
  return strides;
}

std::vector<int64_t> intsAttr(const ir::Operation& op, std::string_view name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  if (!a) return fallback;
  if (a.is(ir::Attr::Kind::DenseArray)) return {a.ints().begin(), a.ints().end()};
  std::vector<int64_t> out;
  if (a.is(ir::Attr::Kind::DenseElements))
    for (int64_t i = 0; i < a.numElements(); ++i) out.push_back(a.intElement(i));
  return out;
}

dnnl::primitive_attr strictAttr() {
  dnnl::primitive_attr attr;
  attr.set_fpmath_mode(dnnl::fpmath_mode::strict);
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  return attr;
}

bool isReference(const dnnl::primitive_desc_base& pd) {
  return std::string_view(pd.impl_info_str()).starts_with("ref");
}

void normalizeUnitStrides(const Dims& dims, Dims& strides) {
  int64_t outer = 1;
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] != 1) outer = std::max(outer, strides[i] * dims[i]);
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] == 1) strides[i] = outer;
}

dnnl::memory::desc stridedDesc(const Dims& dims, DataType type, Dims strides) {
  normalizeUnitStrides(dims, strides);
  return dnnl::memory::desc(dims, type, strides);
}

size_t ScratchPlan::reserve(size_t bytes) {
  size_t offset = bytes_;
  bytes_ += (bytes + 63) / 64 * 64;  // every range 64-byte aligned, as oneDNN's own buffers are
  return offset;
}

namespace {
struct AlignedFree {
  void operator()(std::byte* p) const { ::operator delete[](p, std::align_val_t(64)); }
};
}  // namespace

std::byte* threadScratch(size_t bytes) {
  thread_local std::unique_ptr<std::byte[], AlignedFree> buffer;
  thread_local size_t capacity = 0;
  if (bytes > capacity) {
    buffer.reset();
    buffer.reset(static_cast<std::byte*>(::operator new[](bytes, std::align_val_t(64))));
    capacity = bytes;
  }
  return buffer.get();
}

ThreadLimit::ThreadLimit(bool one) {
#ifdef _OPENMP
  if (one) saved_ = omp_get_max_threads(), omp_set_num_threads(1);
#else
  (void)one;
#endif
}

ThreadLimit::~ThreadLimit() {
#ifdef _OPENMP
  if (saved_ > 0) omp_set_num_threads(saved_);
#endif
}

Primitive::Primitive(const dnnl::primitive_desc_base& pd, ScratchPlan& plan)
    : primitive_(pd.get()), scratchpad_(pd.scratchpad_desc()), offset_(plan.reserve(scratchpad_.get_size())) {}

void Primitive::execute(dnnl::stream& s, std::unordered_map<int, dnnl::memory> args, std::byte* scratch) const {
  if (scratchpad_.get_size() > 0) args.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(scratchpad_, engine(), scratch + offset_));
  primitive_.execute(s, args);
}

Port::Port(const dnnl::memory::desc& user, const dnnl::memory::desc& wanted, bool isInput, ScratchPlan& plan,
           int64_t offsetBytes, std::optional<dnnl::memory::desc> presented)
    : user_(user), wanted_(wanted), presented_(presented.value_or(wanted)), offsetBytes_(offsetBytes),
      isInput_(isInput) {
  if (user == wanted) return;
  scratchOffset_ = plan.reserve(wanted.get_size());
  oneThread_ = wanted.get_size() < kOneThreadReorderBytes;
  ThreadLimit limit(oneThread_);
  dnnl::primitive_attr attr = strictAttr();
  reorder_ = isInput ? Primitive(dnnl::reorder::primitive_desc(engine(), user, engine(), wanted, attr), plan)
                     : Primitive(dnnl::reorder::primitive_desc(engine(), wanted, engine(), user, attr), plan);
}

dnnl::memory Port::open(const void* data, std::byte* scratch, dnnl::stream& s) const {
  // oneDNN takes non-const handles; inputs are only read.
  void* base = const_cast<char*>(static_cast<const char*>(data)) + offsetBytes_;
  if (!reorder_) return dnnl::memory(presented_, engine(), base);  // user_ == wanted_: the same bytes
  dnnl::memory user(user_, engine(), base);
  dnnl::memory used(wanted_, engine(), scratch + scratchOffset_);
  ThreadLimit limit(oneThread_);
  if (isInput_) reorder_->execute(s, {{DNNL_ARG_FROM, user}, {DNNL_ARG_TO, used}}, scratch);
  if (presented_ == wanted_) return used;
  return dnnl::memory(presented_, engine(), scratch + scratchOffset_);
}

void Port::close(void* data, const dnnl::memory& used, std::byte* scratch, dnnl::stream& s) const {
  if (!reorder_) return;
  dnnl::memory user(user_, engine(), static_cast<char*>(data) + offsetBytes_);
  dnnl::memory from(wanted_, engine(), used.get_data_handle());
  ThreadLimit limit(oneThread_);
  reorder_->execute(s, {{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, user}}, scratch);
}

namespace {
// Whether pred(bits & mask) holds for some element; no early exit, so that the loop vectorizes.
template <typename Bits, typename Pred>
bool anyBits(const void* data, int64_t n, Bits mask, Pred pred) {
  auto p = static_cast<const std::byte*>(data);
  bool found = false;
  for (int64_t i = 0; i < n; ++i) {
    Bits bits;
    std::memcpy(&bits, p + i * int64_t(sizeof(Bits)), sizeof(Bits));
    found |= pred(Bits(bits & mask));
  }
  return found;
}
}  // namespace

bool anyNaN(const void* data, int64_t n, ir::ElementType t) {
  if (t == ir::ElementType::F32) return anyBits<uint32_t>(data, n, 0x7fffffffu, [](uint32_t b) { return b > 0x7f800000u; });
  return anyBits<uint16_t>(data, n, 0x7fffu, [](uint16_t b) { return b > 0x7f80u; });
}

bool anyNonFinite(const void* data, int64_t n, ir::ElementType t) {
  if (t == ir::ElementType::F32) return anyBits<uint32_t>(data, n, 0x7f800000u, [](uint32_t b) { return b == 0x7f800000u; });
  return anyBits<uint16_t>(data, n, 0x7f80u, [](uint16_t b) { return b == 0x7f80u; });
}

bool anyNegativeZero(const void* data, int64_t n, ir::ElementType t) {
  if (t == ir::ElementType::F32) return anyBits<uint32_t>(data, n, 0xffffffffu, [](uint32_t b) { return b == 0x80000000u; });
  return anyBits<uint16_t>(data, n, 0xffffu, [](uint16_t b) { return b == 0x8000u; });
}

Kernel emptyKernel() {
  return [](KernelContext&, std::span<const Buffer>, std::span<const Buffer>) {};
}

Kernel zeroKernel() {
  return [](KernelContext&, std::span<const Buffer>, std::span<const Buffer> results) {
    const Buffer& r = results[0];
    std::memset(r.data, 0, size_t(r.type.numElements()) * size_t(ir::storageBytes(r.type.elementType())));
  };
}

}  // namespace juxla::cpu::onednn
