// Common subexpression elimination: merges effect-free ops that compute the same value (same op code,
// operands, attributes, result types and structurally equal regions) into the first of them. An op in a
// nested region may reuse an equal value from an enclosing block, never the other way round.
#pragma once

#include "passes/pass.h"

namespace juxla::passes {

class CommonSubexpressionElimination final : public Pass {
 public:
  std::string_view name() const override { return "cse"; }
  bool run(ir::Module& module) override;
};

// Whether two ops compute the same values, given that values of `a`'s regions correspond to those of
// `b`'s through `correspondence` (filled in as regions are compared); commutative operands may swap.
bool computeSameValues(const ir::Operation& a, const ir::Operation& b, ir::ValueMap& correspondence);

}  // namespace juxla::passes
