// dynamic_slice and dynamic_update_slice as NVRTC kernels (see op_kernels.h): every thread reads
// the start indices through their device pointers and clamps them into [0, dim - size] as the spec
// does, so a training loop that indexes its batches never reads a scalar back to the host.
#include <fmt/format.h>

#include "backends/cuda/op_kernel_text.h"
#include "backends/cuda/op_kernels.h"

namespace juxla::cuda {

using namespace opkernel;

namespace {

// `const long long s<d> = clamp(index d, 0, dim - size);` for every dim; indices are operands
// `first`, `first + 1`, ...
std::string clampedStarts(const ir::Operation& op, size_t first, std::span<const int64_t> dims, std::span<const int64_t> sizes) {
  std::string s;
  for (size_t d = 0; d < dims.size(); ++d) {
    ir::ElementType e = op.operand(first + d)->type().elementType();
    s += fmt::format("  long long s{0} = {1};\n  s{0} = s{0} < 0 ? 0 : s{0} > {2}LL ? {2}LL : s{0};\n", d,
                     readStartIndex(e, int(first + d)), dims[d] - sizes[d]);
  }
  return s;
}

std::string checkOperands(const ir::Operation& op, size_t first, size_t rank) {
  if (op.numOperands() != first + rank || op.numResults() != 1) return "start indices do not match the rank";
  for (size_t d = 0; d < rank; ++d) {
    ir::Type t = op.operand(first + d)->type();
    if (!t.isTensor() || t.rank() != 0 || !ir::isInteger(t.elementType()) || ir::isBool(t.elementType()))
      return "a start index that is not a rank-0 integer";
  }
  return "";
}

}  // namespace

FusedKernelSource generateSliceKernel(const ir::Operation& op, std::string_view name) {
  bool update = op.is(ir::OpCode::DynamicUpdateSlice);
  if (!update && !op.is(ir::OpCode::DynamicSlice)) return refused(std::string(op.name()) + " is not a dynamic slice");
  ir::Type operand = op.operand(0)->type(), result = op.result()->type();
  if (!operand.isTensor()) return refused("a dynamic slice of a non-tensor");
  std::span<const int64_t> dims = operand.shape();
  size_t first = update ? 2 : 1;
  if (std::string why = checkOperands(op, first, dims.size()); !why.empty()) return refused(std::string(op.name()) + ": " + why);
  std::vector<int64_t> strides = rowMajorStrides(dims);
  const char* T = bitsType(result.elementType());
  KernelFrame f;
  f.outputTypes = {T};
  f.workItems = result.numElements();
  std::vector<std::string> index;
  if (!update) {
    // result[r] = operand[s + r]
    std::span<const int64_t> sizes = result.shape();
    f.inputTypes.assign(op.numOperands(), "");
    f.inputTypes[0] = T;
    f.prologue = clampedStarts(op, first, dims, sizes);
    f.body = splitIndex(sizes, "t", "r", "    ");
    for (size_t d = 0; d < dims.size(); ++d) index.push_back(fmt::format("(s{0} + r{0})", d));
    f.body += fmt::format("    out0[t] = in0[{}];\n", linearIndex(index, strides));
    return assemble(name, f);
  }
  // result[r] = update[r - s] inside the update's window, else operand[r]
  ir::Type upd = op.operand(1)->type();
  std::span<const int64_t> sizes = upd.shape();
  std::vector<int64_t> updateStrides = rowMajorStrides(sizes);
  f.inputTypes.assign(op.numOperands(), "");
  f.inputTypes[0] = f.inputTypes[1] = T;
  f.prologue = clampedStarts(op, first, dims, sizes);
  f.body = splitIndex(dims, "t", "r", "    ") + "    bool inside = true;\n";
  for (size_t d = 0; d < dims.size(); ++d) {
    f.body += fmt::format("    const long long u{0} = r{0} - s{0};\n    inside = inside && u{0} >= 0 && u{0} < {1}LL;\n", d, sizes[d]);
    index.push_back(fmt::format("u{}", d));
  }
  f.body += fmt::format("    out0[t] = inside ? in1[{}] : in0[t];\n", linearIndex(index, updateStrides));
  return assemble(name, f);
}

}  // namespace juxla::cuda
