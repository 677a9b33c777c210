// Op order for memory (DESIGN decision 10): the executor runs a block's ops in order and frees a
// value's slot after its last use, so where an op runs decides how long its result holds memory.
#pragma once

#include <cstddef>

#include "ir/ir.h"

namespace juxla::cpu {

// Moves each effect-free op of the entry block whose results are large (>= 16 MiB) and at least 4x
// the bytes it reads (arguments and constants count nothing: they are held anyway) to just before
// its first user: a dense layer's weight gradient computed early in the backward pass and used by
// the update at its end, a kernel flipped for a later convolution. Returns the ops moved.
size_t sinkLargeResults(ir::Func& f);

}  // namespace juxla::cpu
