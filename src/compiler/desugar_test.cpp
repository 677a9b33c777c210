// The desugaring rewrites, checked on the printed S-expression of the rewritten tree.
#include "compiler/desugar.h"

#include <gtest/gtest.h>

#include "frontend/parser.h"
#include "frontend/sexpr.h"

namespace juxla::compiler {
namespace {

std::string desugared(const std::string& code) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  frontend::AstArena arena;
  uint32_t id = sources.add("t.jl", code);
  frontend::Node* root = frontend::parseJulia(sources, id, arena, diag);
  EXPECT_FALSE(diag.hasErrors());
  desugar(root, arena);
  return frontend::toSexpr(root->child(0));
}

TEST(Desugar, SeveralForClausesNestAndFlatten) {
  EXPECT_EQ(desugared("[(i, j) for i in 1:3 for j in 1:i]"),
            "(comprehension (call __flatten (generator (generator (tuple-p i j) (iteration (in j (call-i 1 : i)))) "
            "(iteration (in i (call-i 1 : 3))))))");
}

TEST(Desugar, FilterStaysOnTheInnermostClause) {
  EXPECT_EQ(desugared("[x for xs in a for x in xs if x > 0]"),
            "(comprehension (call __flatten (generator (generator x (filter (iteration (in x xs)) (call-i x > 0))) "
            "(iteration (in xs a)))))");
}

TEST(Desugar, OneClauseAndGridsAreUnchanged) {
  EXPECT_EQ(desugared("[i for i in 1:3]"), "(comprehension (generator i (iteration (in i (call-i 1 : 3)))))");
  EXPECT_EQ(desugared("[i + j for i in a, j in b]"), "(comprehension (generator (call-i i + j) (iteration (in i a) (in j b))))");
}

}  // namespace
}  // namespace juxla::compiler
