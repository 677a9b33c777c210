// What the op-kernel generators (op_kernels.h) share: C type names per element type, the spec's
// attribute defaults, index arithmetic as text, and the kernel frame (parameters, casts and the
// grid-stride loop) every op kernel has.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "backends/cuda/kernel_source.h"
#include "ir/ir.h"

namespace juxla::cuda::opkernel {

// The C type that holds an element's bits (1, 2, 4 or 8 bytes): for ops that only move elements.
const char* bitsType(ir::ElementType e);
// The C type that computes with an element: bool, the signed and unsigned integers, float, double;
// empty for f16 and bf16.
std::string valueType(ir::ElementType e);
// The unsigned type integer arithmetic wraps in (no signed overflow, no promotion to int).
std::string wrapType(ir::ElementType e);

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape);
// An integer-array attribute (dense array or dense elements), or `fallback` where it is absent.
std::vector<int64_t> intsAttr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback);

// Statements `const long long <prefix>d = ...;` splitting the flat index `flat` of `shape` into
// its row-major multi-index (one variable per dimension).
std::string splitIndex(std::span<const int64_t> shape, std::string_view flat, std::string_view prefix, const char* indent);
// sum(index[d] * strides[d]) as text ("0" for rank 0).
std::string linearIndex(const std::vector<std::string>& index, std::span<const int64_t> strides);

// A rank-0 start index at *in<k> as a long long: ui64 beyond the signed range saturates, as the
// interpreter reads indices.
std::string readStartIndex(ir::ElementType e, int input);

// One kernel: `elementTypes` of its inputs and outputs (C types, empty: not cast), the loop body
// run for every t in [0, workItems) with `t` a long long, and `prologue` before the loop.
struct KernelFrame {
  std::vector<std::string> inputTypes, outputTypes;
  int64_t workItems = 0;
  std::string prologue, body;
};
FusedKernelSource assemble(std::string_view name, const KernelFrame& frame);

// A refusal with its reason.
FusedKernelSource refused(std::string reason);

}  // namespace juxla::cuda::opkernel
