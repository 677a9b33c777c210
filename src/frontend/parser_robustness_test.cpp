// No input crashes or hangs the front end: truncations and random mutations of real code, deep
// nesting of every recursive construct, and bytes that are not UTF-8.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>

#include "frontend/parser.h"
#include "frontend/sexpr.h"

namespace juxla::frontend {
namespace {

const char* const kSeeds[] = {
    "function f(x::T; y = 2) where {T<:Real}\n    z = x .+ y\n    return z'\nend\n",
    "struct Dense{M}\n  W::M\nend\n(d::Dense)(x) = d.W * x\n",
    "x = [1 2; 3 4]\ny = [a -b;; c]\nz = (; a, b = 2)\nw = T[x for x in xs if x > 0]\n",
    "s = \"\"\"\n    a $(b + 1)\n      c\n    \"\"\"\nr\"\\d+\"i\n'\\n'\n",
    "@inbounds for i in 1:n, j = 1:m\n  A[i, end] += B[begin, j]\nend\n",
    "try\n  f() do x\n    x^2\n  end\ncatch e\n  @show e\nfinally\n  close(io)\nend\n",
    "module M\nusing A: b as c, d\nimport ..E.f\nexport g, @h\nconst k = 1 ? 2 : 3\nend\n",
    "let a = 1, b\n  quote\n    $a + :b\n  end\nend\nabstract type A{T} <: B end\nprimitive type P 8 end\n",
    "#= c #= d =# =# x = 0x1F + 1_000 - 1e-3 * 3f0 ÷ √2 ∘ y ≈ z ∈ w ≤ 1 ? a => b : c |> d\n",
};

size_t parseAndCheck(const std::string& text) {
  SourceManager sources;
  uint32_t id = sources.add("fuzz.jl", text);
  DiagnosticEngine diag(&sources);
  AstArena arena;
  Node* root = parseJulia(sources, id, arena, diag);
  EXPECT_NE(root, nullptr);
  EXPECT_EQ(root->kind, K::Toplevel);
  for (const Diagnostic& d : diag.diagnostics()) EXPECT_LE(d.loc.offset, text.size());
  std::string printed = toSexpr(root);  // the printer must cope with every tree
  diag.renderAll();
  return printed.size();
}

TEST(ParserRobustness, EveryTruncationParses) {
  for (const char* seed : kSeeds) {
    std::string s = seed;
    for (size_t n = 0; n <= s.size(); ++n) parseAndCheck(s.substr(0, n));
  }
}

TEST(ParserRobustness, RandomMutationsParse) {
  // JUXLA_ROBUSTNESS_ITERATIONS raises the count for a longer run by hand.
  const char* env = std::getenv("JUXLA_ROBUSTNESS_ITERATIONS");
  int iterations = env ? std::atoi(env) : 3000;
  std::mt19937 rng(12345);
  const std::string alphabet = "()[]{}\"'`$@:;,.=+-*/^<>!&|~?#\\ \n\tabxyz019_efendforifdo\xce\xb1\xe2\x88\x88\xff";
  for (int i = 0; i < iterations; ++i) {
    std::string s = kSeeds[rng() % std::size(kSeeds)];
    int edits = 1 + int(rng() % 8);
    for (int e = 0; e < edits && !s.empty(); ++e) {
      size_t at = rng() % s.size();
      switch (rng() % 4) {
        case 0: s.erase(at, 1 + rng() % 4); break;
        case 1: s.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
        case 2: s[at] = alphabet[rng() % alphabet.size()]; break;
        default: s.insert(at, s.substr(rng() % s.size(), rng() % 16)); break;
      }
    }
    parseAndCheck(s);
  }
}

TEST(ParserRobustness, DeepNestingIsALocatedError) {
  const std::pair<std::string, std::string> openClose[] = {
      {"(", ")"}, {"[", "]"}, {"{", "}"}, {"f(", ")"}, {"begin ", " end"}, {"if x ", " end"},
      {"\"$(", ")\""}, {"- ", ""}, {"a = ", ""}, {"x -> ", ""}, {"a ? b : ", ""}, {"@m ", ""},
      {"$", ""}, {":", ""}, {"a^", ""}, {"a => ", ""}, {"a || ", ""}, {"<: ", ""}, {"::", ""},
  };
  for (const auto& [open, close] : openClose) {
    std::string s;
    for (int i = 0; i < 50000; ++i) s += open;
    s += "1";
    for (int i = 0; i < 50000; ++i) s += close;
    SourceManager sources;
    uint32_t id = sources.add("deep.jl", s);
    DiagnosticEngine diag(&sources);
    AstArena arena;
    parseJulia(sources, id, arena, diag);
    ASSERT_TRUE(diag.hasErrors()) << open;
    bool found = false;
    for (const Diagnostic& d : diag.diagnostics()) found = found || d.message.find("nested too deeply") != std::string::npos;
    EXPECT_TRUE(found) << open;
  }
  // Left-nested chains come from loops, not recursion, but make deep trees just the same.
  for (std::string link : {" - 1", "(x)", ".b", "[1]", "'", "::T", " where T"}) {
    std::string s = "x";
    for (int i = 0; i < 20000; ++i) s += link;
    SourceManager sources;
    uint32_t id = sources.add("deep.jl", s);
    DiagnosticEngine diag(&sources);
    AstArena arena;
    Node* root = parseJulia(sources, id, arena, diag);
    ASSERT_TRUE(diag.hasErrors()) << link;
    EXPECT_LE(root->height, 5001u);
    toSexpr(root);
  }
}

TEST(ParserRobustness, NestingWithinTheLimitParses) {
  std::string s;
  for (int i = 0; i < 100; ++i) s += "(";
  s += "x";
  for (int i = 0; i < 100; ++i) s += ")";
  SourceManager sources;
  uint32_t id = sources.add("ok.jl", s);
  DiagnosticEngine diag(&sources);
  AstArena arena;
  parseJulia(sources, id, arena, diag);
  EXPECT_FALSE(diag.hasErrors()) << diag.renderAll();
}

}  // namespace
}  // namespace juxla::frontend
