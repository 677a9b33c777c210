// Builtins: Dict and Set (helper: collections).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerDictBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
