// The op-kernel dispatcher (op_kernels.h) and the text helpers its generators share
// (op_kernel_text.h).
#include "backends/cuda/op_kernels.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "backends/cuda/op_kernel_text.h"

namespace juxla::cuda {

namespace opkernel {

const char* bitsType(ir::ElementType e) {
  switch (ir::storageBytes(e)) {
    case 1: return "unsigned char";
    case 2: return "unsigned short";
    case 4: return "unsigned int";
    default: return "unsigned long long";
  }
}

std::string valueType(ir::ElementType e) {
  switch (e) {
    case ir::ElementType::I1: return "bool";
    case ir::ElementType::I8: return "signed char";
    case ir::ElementType::I16: return "short";
    case ir::ElementType::I32: return "int";
    case ir::ElementType::I64: return "long long";
    case ir::ElementType::UI8: return "unsigned char";
    case ir::ElementType::UI16: return "unsigned short";
    case ir::ElementType::UI32: return "unsigned int";
    case ir::ElementType::UI64: return "unsigned long long";
    case ir::ElementType::F32: return "float";
    case ir::ElementType::F64: return "double";
    default: return "";
  }
}

std::string wrapType(ir::ElementType e) { return ir::bitWidth(e) > 32 ? "unsigned long long" : "unsigned int"; }

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int64_t d = int64_t(shape.size()) - 2; d >= 0; --d) s[size_t(d)] = s[size_t(d) + 1] * shape[size_t(d) + 1];
  return s;
}

std::vector<int64_t> intsAttr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  if (!a) return fallback;
  if (a.is(ir::Attr::Kind::DenseArray)) return std::vector<int64_t>(a.ints().begin(), a.ints().end());
  std::vector<int64_t> out;
  if (a.is(ir::Attr::Kind::DenseElements))
    for (int64_t i = 0; i < a.numElements(); ++i) out.push_back(a.intElement(i));
  return out;
}

std::string splitIndex(std::span<const int64_t> shape, std::string_view flat, std::string_view prefix, const char* indent) {
  std::string s;
  int64_t below = 1;  // elements of the dimensions after d
  for (size_t d = shape.size(); d-- > 0;) {
    std::string idx = below == 1 ? std::string(flat) : fmt::format("({} / {}LL)", flat, below);
    if (d > 0) idx = fmt::format("({} % {}LL)", idx, shape[d]);
    s = fmt::format("{}const long long {}{} = {};\n", indent, prefix, d, idx) + s;
    below *= shape[d];
  }
  return s;
}

std::string linearIndex(const std::vector<std::string>& index, std::span<const int64_t> strides) {
  std::string s;
  for (size_t d = 0; d < index.size(); ++d) {
    if (strides[d] == 0) continue;
    s += (s.empty() ? "" : " + ") + (strides[d] == 1 ? index[d] : fmt::format("{} * {}LL", index[d], strides[d]));
  }
  return s.empty() ? "0" : s;
}

std::string readStartIndex(ir::ElementType e, int input) {
  std::string x = fmt::format("((const {}*)in{}_)[0]", valueType(e), input);
  if (e == ir::ElementType::UI64) return fmt::format("({0} > 9223372036854775807ULL ? 9223372036854775807LL : (long long){0})", x);
  return "(long long)" + x;
}

FusedKernelSource assemble(std::string_view name, const KernelFrame& f) {
  FusedKernelSource k;
  k.name = name;
  k.numInputs = int(f.inputTypes.size());
  k.numOutputs = int(f.outputTypes.size());
  k.workItems = f.workItems;
  k.gridBlocks = std::min<int64_t>((f.workItems + kFusedBlockSize - 1) / kFusedBlockSize, kMaxFusedGridBlocks);
  if (name.empty() || std::isdigit(uint8_t(name[0])) ||
      !std::all_of(name.begin(), name.end(), [](char c) { return std::isalnum(uint8_t(c)) || c == '_'; })) {
    k.reason = "the kernel name `" + std::string(name) + "` is not a C identifier";
    return k;
  }
  std::string params, casts;
  for (size_t i = 0; i < f.inputTypes.size(); ++i) {
    params += fmt::format("{}const void* in{}_", params.empty() ? "" : ", ", i);
    if (!f.inputTypes[i].empty()) casts += fmt::format("  const {0}* in{1} = (const {0}*)in{1}_;\n", f.inputTypes[i], i);
  }
  for (size_t i = 0; i < f.outputTypes.size(); ++i) {
    params += fmt::format("{}void* out{}_", params.empty() ? "" : ", ", i);
    if (!f.outputTypes[i].empty()) casts += fmt::format("  {0}* out{1} = ({0}*)out{1}_;\n", f.outputTypes[i], i);
  }
  k.kernel = fmt::format("extern \"C\" __global__ void {}({}) {{\n", name, params);
  if (f.workItems == 0) {
    k.kernel += "  // nothing to compute: the result is empty\n}\n";
  } else {
    k.kernel += casts + f.prologue;
    k.kernel += fmt::format(
        "  for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < {}LL; t += (long long)gridDim.x * blockDim.x) {{\n",
        f.workItems);
    k.kernel += f.body + "  }\n}\n";
  }
  k.ok = true;
  return k;
}

FusedKernelSource refused(std::string reason) {
  FusedKernelSource k;
  k.reason = std::move(reason);
  return k;
}

}  // namespace opkernel

FusedKernelSource generateOpKernel(const ir::Operation& op, std::string_view name) {
  if (op.is(ir::OpCode::DynamicSlice) || op.is(ir::OpCode::DynamicUpdateSlice)) return generateSliceKernel(op, name);
  if (op.is(ir::OpCode::SelectAndScatter) || op.is(ir::OpCode::ReduceWindow)) return generateWindowKernel(op, name);
  return generateIntegerKernel(op, name);
}

}  // namespace juxla::cuda
