#include "passes/op_effects.h"

namespace juxla::passes {

namespace {
bool regionsEffectFree(const ir::Operation& op) {
  for (size_t r = 0; r < op.numRegions(); ++r) {
    const ir::Region& region = op.region(r);
    if (region.empty()) continue;
    for (const ir::Operation& nested : region.block())
      if (!nested.hasTrait(ir::kTerminator) && !isEffectFree(nested)) return false;
  }
  return true;
}
}  // namespace

bool isEffectFree(const ir::Operation& op) {
  if (op.hasTrait(ir::kSideEffect) || op.hasTrait(ir::kCheck)) return false;
  if (!op.hasTrait(ir::kPure) && !op.hasTrait(ir::kControlFlow)) return false;
  return regionsEffectFree(op);
}

bool isRemovableWhenUnused(const ir::Operation& op) { return !op.hasTrait(ir::kTerminator) && isEffectFree(op); }

bool isTriviallyDead(const ir::Operation& op) {
  for (size_t i = 0; i < op.numResults(); ++i)
    if (op.result(i)->hasUses()) return false;
  return isRemovableWhenUnused(op);
}

}  // namespace juxla::passes
