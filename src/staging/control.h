// Staged control flow shared by its files (control.cpp: branches and stablehlo.while loops;
// unroll.cpp: loops unrolled while staging; epoch.cpp's last batch).
#pragma once

#include <functional>

#include "compiler/code.h"
#include "staging/session.h"

namespace juxla::staging {

// Stages `if pred then… else… end` (pred a 0-d i1) as one stablehlo.if (control.cpp).
Value stageBranches(Session& s, compiler::Evaluator& ev, compiler::Frame& f, ir::Value* pred,
                    const std::function<Value()>& thenFn, const std::function<Value()>& elseFn,
                    frontend::SourceSpan span, bool elseValueFree, bool valueUsed = false,
                    const char* what = "an `if`");

// One iteration of a loop unrolled while staging, under a staged if where an earlier one broke or
// returned on some paths; false when the loop ends.
bool unrolledIteration(Session& s, compiler::Evaluator& ev, compiler::Frame& f, const compiler::Code& body,
                       frontend::SourceSpan span);
// After an unrolled loop: its break flag does not outlive it; a staged return leaves the function.
void endUnrolledLoop(Session& s, compiler::Frame& f, const Session::ExitState& outer);

}  // namespace juxla::staging
