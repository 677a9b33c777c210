// Dead code elimination: erases effect-free ops whose results are unused, transitively, in every region.
// Ops with side effects, terminators and check ops always stay.
#pragma once

#include "passes/pass.h"

namespace juxla::passes {

class DeadCodeElimination final : public Pass {
 public:
  std::string_view name() const override { return "dce"; }
  bool run(ir::Module& module) override;
};

// Erases the dead ops of one block and the regions nested in it; returns how many ops it erased.
size_t eraseDeadOps(ir::Block& block);

}  // namespace juxla::passes
