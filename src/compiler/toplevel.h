// Top-level definitions: methods (with default arguments, keywords, `where`), structs (default and
// inner constructors, Base.@kwdef), abstract and primitive types, const, modules, using/import.
#pragma once

#include "compiler/lower.h"

namespace juxla::compiler {

// A Code node that performs the definition `n` when the top-level statement runs.
const Code* toplevelAction(Lowering& l, const Node* n);

// Adds the methods that `def` (a function definition) defines to their generic function.
void defineMethods(Evaluator& ev, const Node* def, Module* m, TypeName* innerConstructorOf = nullptr);

}  // namespace juxla::compiler
