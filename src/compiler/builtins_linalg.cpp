// Builtins: matrix products, transpose, norms, Statistics (helper: collections).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerLinalgBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
