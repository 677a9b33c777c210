// Constructs introduced by keywords: control flow, definitions, modules and imports, docstrings.
#include "frontend/parser_test_support.h"

namespace juxla::frontend {
namespace {

using testing::ast;
using testing::firstError;

TEST(ParserKeywords, ControlFlow) {
  EXPECT_EQ(ast("if a\n  b\nelseif c\n  d\nelse\n  e\nend"), "(if a (block b) (elseif c (block d) (block e)))");
  EXPECT_EQ(ast("if a b end"), "(if a (block b))");
  EXPECT_EQ(ast("while x < 10\n  x += 1\nend"), "(while (call-i x < 10) (block (op= x + 1)))");
  EXPECT_EQ(ast("for i = 1:n\nend"), "(for (iteration (in i (call-i 1 : n))) (block))");
  EXPECT_EQ(ast("for (i, x) in enumerate(xs)\n  break\nend"),
            "(for (iteration (in (tuple-p i x) (call enumerate xs))) (block (break)))");
  EXPECT_EQ(ast("for i in a, j in b\n  continue\nend"),
            "(for (iteration (in i a) (in j b)) (block (continue)))");
  EXPECT_EQ(ast("for outer i in 1:3 end"), "(for (iteration (in (outer i) (call-i 1 : 3))) (block))");
  EXPECT_EQ(ast("begin\n  a\n  b\nend"), "(block a b)");
  EXPECT_EQ(ast("begin end"), "(block)");
  EXPECT_EQ(ast("let x = 1, y\n  x\nend"), "(let (block (= x 1) y) (block x))");
  EXPECT_EQ(ast("let\n  x\nend"), "(let (block) (block x))");
  EXPECT_EQ(ast("return"), "(return)");
  EXPECT_EQ(ast("return x, y"), "(return (tuple x y))");
  EXPECT_EQ(ast("a && return b"), "(&& a (return b))");
}

TEST(ParserKeywords, Declarations) {
  EXPECT_EQ(ast("global x = 1"), "(global (= x 1))");
  EXPECT_EQ(ast("local a, b"), "(local a b)");
  EXPECT_EQ(ast("const A = 1"), "(const (= A 1))");
  EXPECT_EQ(ast("const a, b = 1, 2"), "(const (= (tuple a b) (tuple 1 2)))");
  EXPECT_EQ(ast("global const x = 1"), "(global (const (= x 1)))");
  EXPECT_EQ(ast("const global x = 1"), "(const (global (= x 1)))");
  EXPECT_EQ(firstError("const x"), "t.jl:1:1: error: expected assignment after `const`");
}

TEST(ParserKeywords, Functions) {
  EXPECT_EQ(ast("function f end"), "(function f)");
  EXPECT_EQ(ast("function f(x)\n  x\nend"), "(function (call f x) (block x))");
  EXPECT_EQ(ast("function f(x::T)::T where T\n  x\nend"),
            "(function (where (::-i (call f (::-i x T)) T) T) (block x))");
  EXPECT_EQ(ast("function f(x) where {T <: Real}\nend"),
            "(function (where (call f x) (braces (<: T Real))) (block))");
  EXPECT_EQ(ast("function (x, y)\n  x\nend"), "(function (tuple-p x y) (block x))");
  EXPECT_EQ(ast("function Base.show(io::IO, x)\nend"), "(function (call (. Base show) (::-i io IO) x) (block))");
  EXPECT_EQ(ast("function (m::Dense)(x)\nend"), "(function (call (parens (::-i m Dense)) x) (block))");
  EXPECT_EQ(ast("function f(x, y = 2; z = 3, kw...)\nend"),
            "(function (call f x (= y 2) (parameters (= z 3) (... kw))) (block))");
  EXPECT_EQ(ast("function f(xs::Vararg{T, N}) where {T, N} end"),
            "(function (where (call f (::-i xs (curly Vararg T N))) (braces T N)) (block))");
  EXPECT_EQ(ast("macro m(ex)\n  ex\nend"), "(macro (call m ex) (block ex))");
  EXPECT_EQ(firstError("function begin() end"), "t.jl:1:10: error: invalid function name");
}

TEST(ParserKeywords, Types) {
  EXPECT_EQ(ast("struct A <: B\n  x::Int\n  A(x) = new(x)\nend"),
            "(struct (<: A B) (block (::-i x Int) (function-= (call A x) (call new x))))");
  EXPECT_EQ(ast("mutable struct S\n  x\n  const y\nend"), "(struct-mut S (block x (const y)))");
  EXPECT_EQ(ast("struct P{T <: Real}\n  x::T\nend"), "(struct (curly P (<: T Real)) (block (::-i x T)))");
  EXPECT_EQ(ast("struct S\n  \"the field\"\n  x\nend"), "(struct S (block (doc (string \"the field\") x)))");
  EXPECT_EQ(ast("abstract type AbstractLayer end"), "(abstract AbstractLayer)");
  EXPECT_EQ(ast("abstract type A{T} <: B{T} end"), "(abstract (<: (curly A T) (curly B T)))");
  EXPECT_EQ(ast("primitive type P 32 end"), "(primitive P 32)");
  EXPECT_EQ(ast("primitive type P <: Integer 8 end"), "(primitive (<: P Integer) 8)");
  EXPECT_EQ(ast("mutable = 1"), "(= mutable 1)");  // contextual keywords are names elsewhere
  EXPECT_EQ(ast("type, abstract"), "(tuple type abstract)");
}

TEST(ParserKeywords, ModulesAndImports) {
  EXPECT_EQ(ast("module M\nx = 1\nend"), "(module M (block (= x 1)))");
  EXPECT_EQ(ast("baremodule M end"), "(module-bare M (block))");
  EXPECT_EQ(ast("using A, B"), "(using (importpath A) (importpath B))");
  EXPECT_EQ(ast("using A: b, c"), "(using (: (importpath A) (importpath b) (importpath c)))");
  EXPECT_EQ(ast("import A as B"), "(import (as (importpath A) B))");
  EXPECT_EQ(ast("import A: x as y"), "(import (: (importpath A) (as (importpath x) y)))");
  EXPECT_EQ(ast("import Base.show"), "(import (importpath Base show))");
  EXPECT_EQ(ast("import ..A"), "(import (importpath . . A))");
  EXPECT_EQ(ast("using .M"), "(using (importpath . M))");
  EXPECT_EQ(ast("import Base: +, *"), "(import (: (importpath Base) (importpath +) (importpath *)))");
  EXPECT_EQ(ast("export f, g, @m"), "(export f g (macro_name m))");
  EXPECT_EQ(ast("public f"), "(public f)");
  EXPECT_EQ(firstError("using A as B"), "t.jl:1:7: error: `using` with `as` renaming requires a `:` and context module");
}

TEST(ParserKeywords, TryCatch) {
  EXPECT_EQ(ast("try\n  a\ncatch e\n  b\nfinally\n  c\nend"),
            "(try (block a) (catch e (block b)) (finally (block c)))");
  EXPECT_EQ(ast("try\n  a\ncatch\n  b\nend"), "(try (block a) (catch □ (block b)))");
  EXPECT_EQ(ast("try a catch e; b else c end"), "(try (block a) (catch e (block b)) (else (block c)))");
  EXPECT_EQ(firstError("try a end"), "t.jl:1:1: error: try without catch or finally");
}

TEST(ParserKeywords, Docstrings) {
  EXPECT_EQ(ast("\"doc\"\nf(x) = x"), "(doc (string \"doc\") (function-= (call f x) x))");
  EXPECT_EQ(ast("\"\"\"\n    doc\n    \"\"\"\nfunction f end"), "(doc (string-s \"doc\\n\") (function f))");
  EXPECT_EQ(ast("\"doc\" f"), "(doc (string \"doc\") f)");
  // A blank line detaches the string.
  EXPECT_EQ(ast("\"not doc\"\n\nf"), "(toplevel (string \"not doc\") f)");
}

TEST(ParserKeywords, StatementSeparators) {
  EXPECT_EQ(ast("a; b"), "(toplevel-; a b)");
  EXPECT_EQ(ast("a\n\n# comment\nb"), "(toplevel a b)");
  EXPECT_EQ(ast("x = begin a; b end"), "(= x (block a b))");
  EXPECT_EQ(ast("f(x) = (y = x; y + 1)"), "(function-= (call f x) (block-p (= y x) (call-i y + 1)))");
  EXPECT_EQ(ast("a +\n b"), "(call-i a + b)");  // an operator at a line end continues the line
  EXPECT_EQ(ast(""), "(toplevel)");
}

}  // namespace
}  // namespace juxla::frontend
