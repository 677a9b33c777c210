// A native kernel for the kernel gradient of a 2-d f32 convolution with few channels (what AD emits
// for d loss / d kernel: x with batch and features swapped, dy as the kernel; see onednn_conv.cpp's
// prepareKernelGradient). With fewer than 16 output features oneDNN's backward-weights primitive
// leaves most of its vector lanes empty (LeNet-5's 1 -> 6 layer: ~11 GFLOP/s); this kernel vectorizes
// over dy's columns instead. Sums in its own order (f32, with multiply-adds), as oneDNN does; padding
// enters as zeros times dy, as the spec has it, so an infinite dy over padding gives NaN.
#pragma once

#include <optional>

#include "backends/cpu/kernel.h"

namespace juxla::cpu {

// The kernel for `op` when it is such a kernel gradient: 2 spatial dimensions, unit lhs dilation, no
// window reversal, no groups, f32, fewer than 16 features in dy, channels in x times features in dy
// at most 256 and the per-thread accumulators small enough to stay in cache; otherwise nullopt.
std::optional<Kernel> smallKernelGradient(const ir::Operation& op);

}  // namespace juxla::cpu
