// The Julia front end's entry point: source text in, a JuliaSyntax-shaped AST out.
#pragma once

#include <cstdint>

#include "frontend/ast.h"
#include "support/diagnostics.h"
#include "support/source.h"

namespace juxla::frontend {

// Parses file `fileId` of `sources` into a `toplevel` node allocated in `arena`. Syntax errors
// are reported to `diag` (`file:line:col: error: ...`, sorted by position) and the tree holds
// `error` nodes where they were; the parser recovers at the next statement or closing bracket.
// Never throws and never fails to return a tree, whatever the input.
Node* parseJulia(const SourceManager& sources, uint32_t fileId, AstArena& arena, DiagnosticEngine& diag);

}  // namespace juxla::frontend
