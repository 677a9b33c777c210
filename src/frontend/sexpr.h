// S-expressions of the AST in the style of JuliaSyntax's `show(::SyntaxNode)`:
// `(call-i a + b)`, `(function (call f x) (block (return x)))`.
#pragma once

#include <string>

#include "frontend/ast.h"

namespace juxla::frontend {

// The head of an interior node with its flag suffixes: `call-i`, `tuple-p-,`, `nrow-2`.
std::string headName(const Node& node);
// The whole tree on one line.
std::string toSexpr(const Node* node);
// Wrapped: a subtree that fits in `width` columns stays on one line, else its children go on
// their own lines, indented by two spaces per level.
std::string toSexprWrapped(const Node* node, size_t width = 100);

}  // namespace juxla::frontend
