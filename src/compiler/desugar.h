// Rewrites of the AST done once, in place, before lowering: forms that are shorthand for other
// forms the lowering already knows.
#pragma once

#include "frontend/ast.h"

namespace juxla::compiler {

// `(generator e (iteration i A) (iteration j B))` — a comprehension with several `for` clauses —
// becomes `__flatten((generator (generator e (iteration j B)) (iteration i A)))`, so that B may use
// i, as Julia lowers it. New nodes come from `arena`.
void desugar(frontend::Node* root, frontend::AstArena& arena);

}  // namespace juxla::compiler
