// oneDNN kernels for the CPU executor (DESIGN decision 10): dot_general as matmul, convolution as
// convolution or deconvolution, reduce_window max/add as pooling. Each function decides when the
// executable is planned whether oneDNN computes the op as StableHLO defines it (f32 and bf16; sums
// in any order, accumulated in f32) and, if so, returns a kernel holding the prepared primitives;
// otherwise nullopt, and the executor's fallback runs the op. Kernels may run on several threads at
// once; result buffers must not alias operands.
#pragma once

#include <optional>

#include "backends/cpu/kernel.h"

namespace juxla::cpu {

// lhs and rhs f32 with an f32 result, or bf16 with a bf16 or f32 result; any dimension numbers.
std::optional<Kernel> oneDnnDotGeneral(const ir::Operation& op);
// Element types as for dot_general; 0 to 3 spatial dimensions, any dimension numbers, strides,
// padding (negative too), rhs dilation, feature groups, window reversal; lhs dilation only with unit
// strides (computed as a deconvolution); kernel gradients (a kernel larger than the result's
// window) as oneDNN's backward-weights convolution; not batch groups.
std::optional<Kernel> oneDnnConvolution(const ir::Operation& op);
// The same for a convolution whose result Flux adds a per-feature bias to and, when `relu`, passes
// through relu (select(x < 0, 0, x)): one primitive with oneDNN's bias and relu post-op. Operands: the
// convolution's two and the bias (f32, the result's features in order, any shape); result: the
// relu's (or the add's). f32 forward convolutions only (not transposed, not kernel gradients).
std::optional<Kernel> oneDnnConvolutionBiasRelu(const ir::Operation& conv, bool relu);
// A dot_general whose f32 result r is used only as w - s * r (plain SGD: s the learning rate, a 0-d
// operand or the constant `constantScale`): one matmul with output scale -s and a sum post-op onto w,
// so the gradient is never written. Operands: the dot's two, s (unless constant), w; result: the
// update, which may be w's own buffer. oneDNN may fuse the scale and the sum into one multiply-add.
std::optional<Kernel> oneDnnDotGeneralUpdate(const ir::Operation& dot, std::optional<float> constantScale);
// reduce_window of one f32 or bf16 input whose body is maximum (any init value) or add (init a
// constant +0.0), over 1 to 3 windowed dimensions, with strides, padding and window dilations.
std::optional<Kernel> oneDnnPooling(const ir::Operation& op);

}  // namespace juxla::cpu
