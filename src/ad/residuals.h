// Splitting a function's backward pass from its forward pass at the seeds (DESIGN decision 8: a
// host-level `pullback`'s `back` is a compiled executable holding its residual buffers). The
// backward pass is emitted after the forward one with placeholder seeds; the ops that depend on
// the seeds move to a function of their own, and the forward values they read become its
// residual arguments.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "ir/builder.h"
#include "ir/ir.h"

namespace juxla::ad {

// A placeholder for a seed (the cotangent `back` is called with): an op without operands that
// only splitBackward removes; it must not reach a module that runs.
inline constexpr const char* kSeedTarget = "juxla.pullback_seed";
ir::Value* seedPlaceholder(ir::Builder& b, ir::Type type);

struct BackwardSplit {
  std::unique_ptr<ir::Module> module;  // holds @backward(seeds..., residuals...) -> results
  std::vector<ir::Value*> residuals;   // the forward values @backward reads, in argument order
};

// Moves the ops of `block` after `after` that depend on `seeds` (placeholders), through operands
// or values their regions use, into @backward, and returns it with the values of `block` it reads.
// Constants (and broadcasts, reshapes, converts of them) are recomputed there instead of passed.
// `results` may be values of either side. Throws AdError when a forward op, or a value of
// `forwardOnly` (an error flag the forward pass returns), depends on a seed.
BackwardSplit splitBackward(ir::Block& block, ir::Operation* after, std::span<ir::Value* const> seeds,
                            std::span<ir::Value* const> results, std::span<ir::Value* const> forwardOnly = {});

}  // namespace juxla::ad
