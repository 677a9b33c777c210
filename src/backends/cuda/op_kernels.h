// NVRTC kernels for single ops the fused clusters do not take (DESIGN decision 10), so that they
// run on the device instead of round-tripping to the interpreter: dynamic_slice and
// dynamic_update_slice (start indices read on the device, clamped as the spec says),
// select_and_scatter and reduce_window (one thread per result element, the interpreter's order),
// and elementwise ops and iota on integer element types (the CPU's FusedProgram lanes are f32, f64
// and i1 only).
//
// Each kernel has the fused kernels' ABI (kernel_source.h): one device pointer per operand of the
// op, in order, then one per result; shapes and attributes are baked into the text; a 1-D launch
// of kFusedBlockSize threads and `gridBlocks` blocks with a grid-stride loop over `workItems`.
// Rank-0 operands (start indices, init values) are read through their pointer on the device.
// The text is valid under NVRTC and as host C++ (the tests run it behind a grid-loop shim).
#pragma once

#include <string_view>

#include "backends/cuda/kernel_source.h"
#include "ir/ir.h"

namespace juxla::cuda {

// The kernel of `op` by whichever generator takes it, or !ok with every generator's reason.
FusedKernelSource generateOpKernel(const ir::Operation& op, std::string_view name = "juxla_op");

// dynamic_slice and dynamic_update_slice of any element type (moved as raw bytes).
FusedKernelSource generateSliceKernel(const ir::Operation& op, std::string_view name);

// select_and_scatter (select a compare GE/GT/LE/LT, scatter an add; no dilation) and reduce_window
// of one input with an add, maximum, minimum or multiply body (dilations and padding allowed).
FusedKernelSource generateWindowKernel(const ir::Operation& op, std::string_view name);

// Elementwise add, subtract, multiply, divide, remainder, maximum, minimum, negate, abs, sign, not,
// and, or, xor, shifts, compare, select, clamp and convert over i1, i8-i64, ui8-ui64, f32 and f64,
// with at least one integer operand or result; and iota of those types.
FusedKernelSource generateIntegerKernel(const ir::Operation& op, std::string_view name);

}  // namespace juxla::cuda
