// A native kernel for 2-d f32 convolutions with few input and output features: LeNet-5's forward
// layers and the input gradient AD emits for them (a forward convolution of dy with the kernel's
// feature dims swapped and full padding). oneDNN vectorizes over features and leaves most of its lanes
// empty there (1 -> 6 features: ~35 GFLOP/s of ~400); this kernel puts 16 batch elements in the lanes.
// Sums in its own order (f32, with multiply-adds), as oneDNN does; padding enters as zeros times the
// kernel, as the spec has it, so an infinite kernel element over padding gives NaN.
#pragma once

#include <optional>

#include "backends/cpu/kernel.h"

namespace juxla::cpu {

// The kernel for `op`: 2 spatial dimensions, f32, no lhs dilation, no groups, input features times
// output features at most 256; any dimension numbers, window strides, rhs dilation, window reversal
// and padding (negative too). Otherwise nullopt. With `onlyWhereFaster` (the executor's choice) also
// nullopt outside what was measured faster than oneDNN: fewer than 16 batch elements, more than 16
// input or output features, more than 8 output features with more than 2^17 result elements, or a
// window larger than the result (the kernel gradient's shape, small_kernel_gradient.h's).
std::optional<Kernel> smallChannelConvolution(const ir::Operation& op, bool onlyWhereFaster = true);

}  // namespace juxla::cpu
