// Op order for memory (DESIGN decision 10): the executor runs a block's ops in order and frees a
// value's slot after its last use, so where an op runs decides how long its result holds memory.
#pragma once

#include <cstddef>

#include "ir/ir.h"

namespace juxla::cpu {

// Moves effect-free ops to just before their first user, in every block (a loop body's too), where
// that costs no memory worth having:
// - results that are large (>= 16 MiB) and at least 4x the bytes the op reads (arguments and
//   constants count nothing: they are held anyway): a dense layer's weight gradient computed early
//   in the backward pass and used by the update at its end;
// - results of at most 4 KiB from at most 1 MiB of reads: a check's `all` over a mask and the
//   error-flag arithmetic after it, which otherwise sit between an optimizer's moments and its
//   update and split them into two fused passes (Adam's sqrt domain check); but not a reduction
//   the fused kernels take of a value they compute (a bias gradient stays by the select it sums).
// Returns the ops moved.
size_t sinkLargeResults(ir::Func& f);

}  // namespace juxla::cpu
