// Parses snippets for the front end's unit tests.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "frontend/parser.h"
#include "frontend/sexpr.h"

namespace juxla::frontend::testing {

struct ParsedSnippet {
  std::string tree;    // the only statement's S-expression, or the whole toplevel's
  std::string errors;  // rendered diagnostics, empty when none
};

inline ParsedSnippet parseSnippet(std::string_view text) {
  SourceManager sources;
  uint32_t id = sources.add("t.jl", std::string(text));
  DiagnosticEngine diag(&sources);
  AstArena arena;
  Node* root = parseJulia(sources, id, arena, diag);
  const Node* shown = root->numChildren() == 1 ? root->child(0) : root;
  return {toSexpr(shown), diag.renderAll()};
}

// The S-expression of a snippet that must parse without errors.
inline std::string ast(std::string_view text) {
  ParsedSnippet p = parseSnippet(text);
  EXPECT_EQ(p.errors, "") << "while parsing: " << text;
  return p.tree;
}

// The first line of the first diagnostic of a snippet that must not parse.
inline std::string firstError(std::string_view text) {
  ParsedSnippet p = parseSnippet(text);
  EXPECT_NE(p.errors, "") << "expected an error for: " << text;
  return p.errors.substr(0, p.errors.find('\n'));
}

}  // namespace juxla::frontend::testing
