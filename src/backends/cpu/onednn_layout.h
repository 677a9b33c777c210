// The layout of activations between oneDNN convolutions (DESIGN decision 10), decided once when an
// executable is planned. oneDNN's convolutions want channels last (NHWC); StableHLO from Flux keeps
// activations channels first, so each convolution would reorder its input and its result on every
// call. This rewrite gives every convolution that oneDNN runs a channels-last result followed by a
// transpose back to the program's layout, then moves those transposes down through the ops that
// do not care about layout (elementwise ops, broadcasts of per-channel values, slices, pads,
// reverses, reductions) and folds them into the convolutions that read them (whose dimension
// numbers take any layout). What remains are transposes at the ends of conv chains. Transposes are
// exact, so the rewritten function computes the same values as the original.
#pragma once

#include <cstddef>
#include <memory>

#include "ir/ir.h"

namespace juxla::cpu {

struct LayoutRewrite {
  size_t convolutions = 0;      // convolutions given a channels-last result
  size_t transposesMoved = 0;   // ops a transpose moved below
  size_t transposesFolded = 0;  // transposes folded into a convolution's operand or cancelled
  size_t transposesLeft = 0;    // transposes the rewrite leaves (the ends of chains)
  size_t productsSwapped = 0;   // transpose(a x b) written as b x a
};

// Rewrites `f` in place (every block, loop bodies and branches too); a function without a convolution
// that oneDNN would run is left as it is, but for one more rewrite of the same kind: a transposed
// matrix product (a dense layer's kernel gradient, transposed for its update) becomes the product of
// the operands swapped.
LayoutRewrite assignConvolutionLayouts(ir::Func& f);

// A copy of `f`'s body for such rewrites, with the same name and types, in no module: the module
// stays as compiled (the CPU and CUDA executables rewrite their copy).
std::unique_ptr<ir::Func> copyForRewrite(const ir::Func& f);

}  // namespace juxla::cpu
