// Builtins: read_npy and write_npy (helper: collections).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerNpyBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
