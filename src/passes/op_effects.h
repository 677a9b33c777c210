// What passes may do with an op, from its traits and those of the ops nested in it.
#pragma once

#include "ir/ir.h"

namespace juxla::passes {

// True when running the op has no observable effect besides its results: a pure op, or control flow
// (while, if, case) whose regions hold no side-effecting op at any depth. Check ops and calls are effects.
bool isEffectFree(const ir::Operation& op);

// True when the op may be erased once no result is used: effect free and not a terminator.
bool isRemovableWhenUnused(const ir::Operation& op);

// True when the op may be erased now: removable and every result unused.
bool isTriviallyDead(const ir::Operation& op);

}  // namespace juxla::passes
