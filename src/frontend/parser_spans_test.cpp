// Every node carries the exact byte range of its source text.
#include <gtest/gtest.h>

#include <string>

#include "frontend/parser.h"
#include "frontend/sexpr.h"

namespace juxla::frontend {
namespace {

class Spans : public ::testing::Test {
 protected:
  Node* parse(std::string text) {
    text_ = std::move(text);
    id_ = sources_.add("t.jl", text_);
    Node* root = parseJulia(sources_, id_, arena_, diag_);
    EXPECT_FALSE(diag_.hasErrors()) << diag_.renderAll();
    return root;
  }
  std::string textOf(const Node* n) const { return text_.substr(n->span.begin, n->span.end - n->span.begin); }

  SourceManager sources_;
  DiagnosticEngine diag_{&sources_};
  AstArena arena_;
  std::string text_;
  uint32_t id_ = 0;
};

TEST_F(Spans, NodesCoverTheirTokens) {
  Node* root = parse("x = f(a, -2) .+ \"s$(y)\"\nfunction g(x)\n  x\nend\n");
  ASSERT_EQ(root->numChildren(), 2u);
  Node* assign = root->child(0);
  EXPECT_EQ(textOf(assign), "x = f(a, -2) .+ \"s$(y)\"");
  Node* rhs = assign->child(1);
  EXPECT_EQ(textOf(rhs), "f(a, -2) .+ \"s$(y)\"");
  EXPECT_EQ(textOf(rhs->child(0)), "f(a, -2)");
  EXPECT_EQ(textOf(rhs->child(0)->child(2)), "-2");  // a signed literal spans its sign
  EXPECT_EQ(textOf(rhs->child(1)), "+");            // the operator without its dot
  EXPECT_EQ(textOf(rhs->child(2)), "\"s$(y)\"");
  Node* fn = root->child(1);
  EXPECT_EQ(textOf(fn), "function g(x)\n  x\nend");
  EXPECT_EQ(textOf(fn->child(1)), "x");  // the body block, without the keywords
  EXPECT_EQ(fn->span.file, id_);
}

TEST_F(Spans, RowsExcludeTheirSeparators) {
  Node* m = parse("[1 2;\n 3 4]")->child(0);
  EXPECT_EQ(textOf(m), "[1 2;\n 3 4]");
  EXPECT_EQ(textOf(m->child(0)), "1 2");
  EXPECT_EQ(textOf(m->child(1)), "3 4");
}

TEST_F(Spans, TripleQuotedChunksStartAfterTheIndentation) {
  Node* s = parse("\"\"\"\n  ab\n  c\"\"\"")->child(0);
  ASSERT_EQ(s->numChildren(), 2u);
  EXPECT_EQ(textOf(s->child(0)), "ab\n");
  EXPECT_EQ(textOf(s->child(1)), "c");
}

TEST_F(Spans, LeavesKnowTheirTokenKind) {
  Node* call = parse("a in b")->child(0);
  EXPECT_EQ(call->child(1)->kind, K::Identifier);
  EXPECT_EQ(call->child(1)->tokenKind, K::In);
  EXPECT_EQ(call->height, 2u);
}

}  // namespace
}  // namespace juxla::frontend
