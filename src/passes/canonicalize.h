// Canonicalization: a table of small, always-correct rewrites (identity ops, chains of shape ops,
// trivial folds) run to a fixpoint by the rewrite driver, which also erases ops left unused.
#pragma once

#include <span>

#include "passes/pass.h"
#include "passes/rewrite.h"

namespace juxla::passes {

class Canonicalizer final : public Pass {
 public:
  std::string_view name() const override { return "canonicalize"; }
  bool run(ir::Module& module) override;
};

std::span<const RewriteRule> canonicalizationRules();

}  // namespace juxla::passes
