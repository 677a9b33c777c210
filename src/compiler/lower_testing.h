// Test's macros (@test, @test_throws, @test_broken, @test_skip, @testset, @inferred) and Flux's
// @autosize. They are expanded in the AST, before scope analysis, into calls of functions in
// prelude/test.jl and prelude/flux/outputsize.jl: each tested expression goes into a closure (juxla
// has no try/catch; the closure runs under Base.__catch_call) and each `_` of @autosize becomes a
// use of a closure's argument, and only an AST gets closures their captures.
#pragma once

#include <string>

#include "frontend/ast.h"
#include "support/source.h"

namespace juxla::compiler {

// Replaces every well-formed use of those macros under `root`; a malformed one stays for the
// lowering, which reports it (libraryMacroProblem).
void expandLibraryMacros(frontend::Node* root, frontend::AstArena& arena, const SourceManager& sources);

// What is wrong with a use of one of those macros (`name` without the @), or "" when it is well
// formed or not one of them.
std::string libraryMacroProblem(const std::string& name, const frontend::Node* macrocall);

// An expression as Julia prints an Expr (`x + 1`, `f(a, b)`), for @show, @assert and @test.
std::string expressionText(const SourceManager& sources, const frontend::Node* n);

}  // namespace juxla::compiler
