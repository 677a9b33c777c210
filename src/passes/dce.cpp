#include "passes/dce.h"

#include "passes/op_effects.h"

namespace juxla::passes {

// Every use of a value comes after its definition: later in the block, or nested in a later op. So one
// sweep from the end, entering regions before judging their op, sees each op after all of its users.
size_t eraseDeadOps(ir::Block& block) {
  size_t erased = 0;
  for (ir::Operation* op = block.back(); op;) {
    ir::Operation* prev = op->prev();
    for (size_t r = 0; r < op->numRegions(); ++r)
      if (!op->region(r).empty()) erased += eraseDeadOps(op->region(r).block());
    if (isTriviallyDead(*op)) {
      op->erase();
      ++erased;
    }
    op = prev;
  }
  return erased;
}

bool DeadCodeElimination::run(ir::Module& module) {
  size_t erased = 0;
  for (const auto& func : module.funcs())
    if (!func->isDeclaration()) erased += eraseDeadOps(func->entry());
  return erased > 0;
}

}  // namespace juxla::passes
