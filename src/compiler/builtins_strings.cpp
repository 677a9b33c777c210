// Builtins: strings and characters (helper: printing and strings).
#include "compiler/builtins.h"

namespace juxla::compiler {

void registerStringBuiltins(Evaluator& ev) { (void)ev; }

}  // namespace juxla::compiler
