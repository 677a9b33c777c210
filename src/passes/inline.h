// Inlining: replaces every func.call whose callee has a body in the module with a copy of that body,
// calls nested in regions included, then erases private functions that nothing references any more.
// Recursion cannot be inlined: it is reported as an error at a call on the cycle and nothing changes.
#pragma once

#include "passes/pass.h"

namespace juxla::passes {

class Inliner final : public Pass {
 public:
  std::string_view name() const override { return "inline"; }
  bool run(ir::Module& module) override;
};

// Replaces one call with a copy of `callee`'s body, placed before the call. The callee must have a body
// and a signature matching the call.
void inlineCall(ir::Operation& call, const ir::Func& callee);

// Erases private functions that no symbol reference in the remaining functions names; returns how many.
size_t eraseUnreferencedPrivateFuncs(ir::Module& module);

}  // namespace juxla::passes
