// Builtins behind Test (prelude/test.jl) and Flux.outputsize (prelude/flux/outputsize.jl).
#pragma once

#include "compiler/value.h"

namespace juxla::compiler {

class Evaluator;

void registerTestingBuiltins(Evaluator& ev);

// throw(e) reports its value here: while a Base.__catch_call runs, the catcher hands Julia code
// the thrown object itself rather than only its type's name and message.
void noteThrownValue(const Value& e);

}  // namespace juxla::compiler
