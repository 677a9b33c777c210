// Builtins: rand, randn, seed!, shuffle (helper: collections).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerRandomBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
