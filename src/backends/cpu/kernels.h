// The CPU kernels of ops (DESIGN decision 10), chosen when an executable is planned. Each family
// returns nullopt for what it does not cover (element types, attributes); the plan then runs the
// op with the interpreter. Native kernels compute what the interpreter computes, bit for bit
// (same scalar definitions, same order of accumulation); oneDNN kernels (onednn.h) agree within
// f32 rounding of a different summation order.
#pragma once

#include <optional>

#include "backends/cpu/kernel.h"

namespace juxla::cpu {

std::optional<Kernel> selectKernel(const ir::Operation& op);
// Whether a dot_general or convolution has enough multiply-adds for a oneDNN call to pay (smaller
// ones run natively, exactly as the interpreter sums them).
bool worthOneDnn(const ir::Operation& op);

// kernels_elementwise.cpp: unary and binary float math, compare, select on f32 and f64.
std::optional<Kernel> elementwiseKernel(const ir::Operation& op);
// kernels_data.cpp: broadcast_in_dim, reshape, transpose, iota, slice, reverse, dynamic_slice,
// dynamic_update_slice, concatenate, convert between float types, optimization_barrier, bitcast_convert
// between types of one width.
std::optional<Kernel> dataKernel(const ir::Operation& op);
// kernels_contraction.cpp: dot_general in the interpreter's order; reduce and reduce_window (one
// input) with add, max, min or multiply bodies.
std::optional<Kernel> contractionKernel(const ir::Operation& op);
// kernels_convolution.cpp: convolution in f32 and f64 without feature or batch groups, in the
// interpreter's order of terms.
std::optional<Kernel> convolutionKernel(const ir::Operation& op);
// kernels_integer.cpp: elementwise ops and compare on integers and i1; converts with an integer
// or i1 on either side.
std::optional<Kernel> integerKernel(const ir::Operation& op);
// kernels_sort.cpp: sort whose comparator is one compare of an operand (integer or float keys).
std::optional<Kernel> sortKernel(const ir::Operation& op);

}  // namespace juxla::cpu
