// Builtins: elementary functions, rounding, integer and bit operations, number parsing and formatting (helper: numerics).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerMathBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
