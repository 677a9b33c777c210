// Literals, strings, calls, macros, brackets and whitespace rules, with the tree shapes of
// JuliaSyntax's SyntaxNode.
#include "frontend/parser_test_support.h"

namespace juxla::frontend {
namespace {

using testing::ast;
using testing::firstError;

TEST(ParserLiterals, Numbers) {
  EXPECT_EQ(ast("1_000"), "1000");
  EXPECT_EQ(ast("0x1F"), "0x1f");
  EXPECT_EQ(ast("0x001F"), "0x001f");   // UInt16: four digits
  EXPECT_EQ(ast("0x123456789"), "0x0000000123456789");
  EXPECT_EQ(ast("0b101"), "0x05");
  EXPECT_EQ(ast("0o17"), "0x0f");
  EXPECT_EQ(ast("1e-3"), "0.001");
  EXPECT_EQ(ast("1e-5"), "1.0e-5");
  EXPECT_EQ(ast("1e20"), "1.0e20");
  EXPECT_EQ(ast(".5"), "0.5");
  EXPECT_EQ(ast("1."), "1.0");
  EXPECT_EQ(ast("123456.0"), "123456.0");
  EXPECT_EQ(ast("1234567.0"), "1.234567e6");
  EXPECT_EQ(ast("1f0"), "1.0f0");
  EXPECT_EQ(ast("3f-4"), "0.0003f0");
  EXPECT_EQ(ast("1.5f0"), "1.5f0");
  EXPECT_EQ(ast("1f6"), "1.0f6");
  EXPECT_EQ(ast("0x1p3"), "8.0");
  EXPECT_EQ(ast("9223372036854775807"), "9223372036854775807");
  EXPECT_EQ(ast("9223372036854775808"), "9223372036854775808");  // Int128
  EXPECT_EQ(ast("true"), "true");
  EXPECT_EQ(firstError("1e999"), "t.jl:1:1: error: overflow in floating point literal");
}

TEST(ParserLiterals, StringsAndInterpolation) {
  EXPECT_EQ(ast("\"abc\""), "(string \"abc\")");
  EXPECT_EQ(ast("\"\""), "(string \"\")");
  EXPECT_EQ(ast("\"a $x b\""), "(string \"a \" x \" b\")");
  EXPECT_EQ(ast("\"$(x + 1)!\""), "(string (parens (call-i x + 1)) \"!\")");
  EXPECT_EQ(ast("\"$x$y\""), "(string x y)");
  EXPECT_EQ(ast("\"a\\nb\\t\\\"\\$\""), "(string \"a\\nb\\t\\\"\\$\")");
  EXPECT_EQ(ast("\"\\u03b1\\x41\""), "(string \"αA\")");
  EXPECT_EQ(ast("\"a\\\n   b\""), "(string \"a\" \"b\")");  // escaped newline and its indentation vanish
  EXPECT_EQ(firstError("\"\\q\""), "t.jl:1:2: error: invalid escape sequence");
  EXPECT_EQ(firstError("\"$(x, y)\""),
            "t.jl:1:3: error: invalid interpolation syntax: `$(...)` takes one expression, not a tuple; "
            "write `$(x), $(y)` to interpolate each value, or `$((x, y))` for the tuple");
  EXPECT_EQ(firstError("\"$(x + 1,)\""),
            "t.jl:1:3: error: invalid interpolation syntax: `$(...)` takes one expression, not a tuple; "
            "write `$(x + 1)` to interpolate the value, or `$((x + 1,))` for the tuple");
  EXPECT_EQ(firstError("\"$()\""),
            "t.jl:1:3: error: invalid interpolation syntax: `$()` is empty; put an expression inside, or write `\\$` "
            "for a dollar sign");
  EXPECT_EQ(firstError("\"$(a; b)\""),
            "t.jl:1:3: error: invalid interpolation syntax: `$(...)` takes one expression, not statements separated by `;`");
  EXPECT_EQ(firstError("\"$(x for x in xs)\""),
            "t.jl:1:3: error: invalid interpolation syntax: `$(...)` takes one expression, not a bare generator; wrap it "
            "in parentheses or a call such as `join(...)`");
}

TEST(ParserLiterals, TripleQuotedStringsLoseCommonIndentation) {
  EXPECT_EQ(ast("\"\"\"\n    a\n    b\n    \"\"\""), "(string-s \"a\\n\" \"b\\n\")");
  EXPECT_EQ(ast("\"\"\"\n  a\n    b\"\"\""), "(string-s \"a\\n\" \"  b\")");
  EXPECT_EQ(ast("\"\"\"\n  a\n\n  b\"\"\""), "(string-s \"a\\n\" \"\\n\" \"b\")");  // blank lines do not count
  EXPECT_EQ(ast("\"\"\" a\n b\"\"\""), "(string-s \" a\\n\" \"b\")");     // the first line does not count
  EXPECT_EQ(ast("\"\"\"\n  $x\n  y\"\"\""), "(string-s x \"\\n\" \"y\")");
  EXPECT_EQ(ast("\"\"\"\nx\n\"\"\""), "(string-s \"x\\n\")");
}

TEST(ParserLiterals, StringMacros) {
  EXPECT_EQ(ast("r\"\\d+\""), "(macrocall (macro_name_str r) (string-r \"\\\\d+\"))");
  EXPECT_EQ(ast("raw\"a\\\"b$x\""), "(macrocall (macro_name_str raw) (string-r \"a\\\"b\\$x\"))");
  EXPECT_EQ(ast("r\"a\"i"), "(macrocall (macro_name_str r) (string-r \"a\") \"i\")");
  EXPECT_EQ(ast("Base.r\"x\""), "(macrocall (macro_name_str (. Base r)) (string-r \"x\"))");
  EXPECT_EQ(ast("`ls -l`"), "(cmdstring-r \"ls -l\")");
}

TEST(ParserLiterals, CharsSymbolsQuotes) {
  EXPECT_EQ(ast("'a'"), "(char 'a')");
  EXPECT_EQ(ast("'\\n'"), "(char '\\n')");
  EXPECT_EQ(ast("'α'"), "(char 'α')");
  EXPECT_EQ(ast("'\\''"), "(char '\\'')");
  EXPECT_EQ(ast(":x"), "(quote-: x)");
  EXPECT_EQ(ast(":end"), "(quote-: end)");
  EXPECT_EQ(ast(":+"), "(quote-: +)");
  EXPECT_EQ(ast(":(a + b)"), "(quote-: (parens (call-i a + b)))");
  EXPECT_EQ(ast("quote\n  x + $y\nend"), "(quote (block (call-i x + ($ y))))");
  EXPECT_EQ(ast("var\"a b\""), "(var a b)");
  EXPECT_EQ(firstError("''"), "t.jl:1:2: error: empty character literal");
  EXPECT_EQ(firstError("'ab'"), "t.jl:1:2: error: character literal contains multiple characters");
}

TEST(ParserCalls, ArgumentsAndKeywords) {
  EXPECT_EQ(ast("f()"), "(call f)");
  EXPECT_EQ(ast("f(a, b; c = 1)"), "(call f a b (parameters (= c 1)))");
  EXPECT_EQ(ast("f(a,)"), "(call-, f a)");
  EXPECT_EQ(ast("f(xs...; kw...)"), "(call f (... xs) (parameters (... kw)))");
  EXPECT_EQ(ast("f(; a)"), "(call f (parameters a))");
  EXPECT_EQ(ast("f(\n  a,\n  b\n)"), "(call f a b)");
  EXPECT_EQ(ast("f(x)(y)"), "(call (call f x) y)");
  EXPECT_EQ(ast("f(x for x in xs)"), "(call f (generator x (iteration (in x xs))))");
  EXPECT_EQ(ast("sum(x^2 for x in xs if x > 0)"),
            "(call sum (generator (call-i x ^ 2) (filter (iteration (in x xs)) (call-i x > 0))))");
  EXPECT_EQ(firstError("f (x)"), "t.jl:1:2: error: whitespace is not allowed here");
}

TEST(ParserCalls, FieldsDotCallsCurlies) {
  EXPECT_EQ(ast("a.b.c"), "(. (. a b) c)");
  EXPECT_EQ(ast("a.b(c)"), "(call (. a b) c)");
  EXPECT_EQ(ast("Base.:+"), "(. Base (quote-: +))");
  EXPECT_EQ(ast("f.(x, y)"), "(dotcall f x y)");
  EXPECT_EQ(ast("m.σ.(x)"), "(dotcall (. m σ) x)");
  EXPECT_EQ(ast("T{A, B}"), "(curly T A B)");
  EXPECT_EQ(ast("Vector{Float32}(undef, 3)"), "(call (curly Vector Float32) undef 3)");
  EXPECT_EQ(ast("f.$x"), "(. f ($ x))");
}

TEST(ParserCalls, DoBlocks) {
  EXPECT_EQ(ast("f(x) do y\n  y\nend"), "(call f x (do (tuple y) (block y)))");
  EXPECT_EQ(ast("map(xs) do x, i\nend"), "(call map xs (do (tuple x i) (block)))");
  EXPECT_EQ(ast("open(f) do\n  1\nend"), "(call open f (do (tuple) (block 1)))");
}

TEST(ParserMacros, CallForms) {
  EXPECT_EQ(ast("@show x"), "(macrocall (macro_name show) x)");
  EXPECT_EQ(ast("@time f(x)"), "(macrocall (macro_name time) (call f x))");
  EXPECT_EQ(ast("@assert x > 0 \"msg\""), "(macrocall (macro_name assert) (call-i x > 0) (string \"msg\"))");
  EXPECT_EQ(ast("@m(a, b)"), "(macrocall-p (macro_name m) a b)");
  EXPECT_EQ(ast("@m (a, b)"), "(macrocall (macro_name m) (tuple-p a b))");
  EXPECT_EQ(ast("@m a -b"), "(macrocall (macro_name m) a (call-pre - b))");
  EXPECT_EQ(ast("@m a - b"), "(macrocall (macro_name m) (call-i a - b))");
  EXPECT_EQ(ast("Flux.@layer Dense"), "(macrocall (. Flux (macro_name layer)) Dense)");
  EXPECT_EQ(ast("@A.m x"), "(macrocall (macro_name (. A m)) x)");
  EXPECT_EQ(ast("@. y = a * x + b"), "(macrocall (macro_name .) (= y (call-i (call-i a * x) + b)))");
  EXPECT_EQ(ast("@info \"step\" loss = 1"), "(macrocall (macro_name info) (string \"step\") (= loss 1))");
  EXPECT_EQ(ast("@printf(\"%d\\n\", x)"), "(macrocall-p (macro_name printf) (string \"%d\\n\") x)");
  EXPECT_EQ(ast("[@m x, y]"), "(vect (macrocall (macro_name m) (tuple x y)))");  // macro arguments take commas
  EXPECT_EQ(ast("@inbounds @simd for i in 1:n\nend"),
            "(macrocall (macro_name inbounds) (macrocall (macro_name simd) (for (iteration (in i (call-i 1 : n))) (block))))");
  EXPECT_EQ(ast("Base.@kwdef struct S\n  a = 1\nend"),
            "(macrocall (. Base (macro_name kwdef)) (struct S (block (= a 1))))");
  EXPECT_EQ(ast("@doc \"text\"\nf(x) = x"),
            "(macrocall (macro_name doc) (string \"text\") (function-= (call f x) x))");
  EXPECT_EQ(ast("@S[a, b]"), "(macrocall (macro_name S) (vect a b))");
}

TEST(ParserBrackets, ArraysAndMatrices) {
  EXPECT_EQ(ast("[]"), "(vect)");
  EXPECT_EQ(ast("[1, 2]"), "(vect 1 2)");
  EXPECT_EQ(ast("[1,]"), "(vect-, 1)");
  EXPECT_EQ(ast("[1 2]"), "(hcat 1 2)");
  EXPECT_EQ(ast("[1; 2]"), "(vcat 1 2)");
  EXPECT_EQ(ast("[1;]"), "(vcat 1)");
  EXPECT_EQ(ast("[1 2; 3 4]"), "(vcat (row 1 2) (row 3 4))");
  EXPECT_EQ(ast("[1 2\n 3 4]"), "(vcat (row 1 2) (row 3 4))");
  EXPECT_EQ(ast("[1 2; 3]"), "(vcat (row 1 2) 3)");
  EXPECT_EQ(ast("[a;; b]"), "(ncat-2 a b)");
  EXPECT_EQ(ast("[a; b;; c; d]"), "(ncat-2 (nrow-1 a b) (nrow-1 c d))");
  EXPECT_EQ(ast("[a ;;; b]"), "(ncat-3 a b)");
  EXPECT_EQ(ast("[x for x in xs]"), "(comprehension (generator x (iteration (in x xs))))");
  EXPECT_EQ(ast("[x for x in xs, y in ys]"), "(comprehension (generator x (iteration (in x xs) (in y ys))))");
  EXPECT_EQ(ast("[x for x in xs for y in ys]"),
            "(comprehension (generator x (iteration (in x xs)) (iteration (in y ys))))");
  EXPECT_EQ(ast("[(i, j) for i = 1:2, j ∈ 1:3]"),
            "(comprehension (generator (tuple-p i j) (iteration (in i (call-i 1 : 2)) (in j (call-i 1 : 3)))))");
  EXPECT_EQ(ast("{a, b}"), "(braces a b)");
  EXPECT_EQ(ast("{a b}"), "(bracescat (row a b))");
}

TEST(ParserBrackets, TypedArraysAndIndexing) {
  EXPECT_EQ(ast("T[]"), "(ref T)");
  EXPECT_EQ(ast("Float32[1, 2]"), "(ref Float32 1 2)");
  EXPECT_EQ(ast("Float32[1 2]"), "(typed_hcat Float32 1 2)");
  EXPECT_EQ(ast("Float32[1; 2]"), "(typed_vcat Float32 1 2)");
  EXPECT_EQ(ast("Int[x for x in y]"), "(typed_comprehension Int (generator x (iteration (in x y))))");
  EXPECT_EQ(ast("a[i, j]"), "(ref a i j)");
  EXPECT_EQ(ast("a[end]"), "(ref a end)");
  EXPECT_EQ(ast("a[begin:end-1]"), "(ref a (call-i begin : (call-i end - 1)))");
  EXPECT_EQ(ast("a[:, 1]"), "(ref a : 1)");
  EXPECT_EQ(ast("a[i][j]"), "(ref (ref a i) j)");
  EXPECT_EQ(ast("x[i] = v"), "(= (ref x i) v)");
  EXPECT_EQ(ast("a[end÷2]"), "(ref a (call-i end ÷ 2))");
  EXPECT_EQ(ast("a[f(end)]"), "(ref a (call f end))");
}

TEST(ParserBrackets, WhitespaceInsideBrackets) {
  EXPECT_EQ(ast("[a -b]"), "(hcat a (call-pre - b))");
  EXPECT_EQ(ast("[a - b]"), "(vect (call-i a - b))");
  EXPECT_EQ(ast("[a-b]"), "(vect (call-i a - b))");
  EXPECT_EQ(ast("[a -b c]"), "(hcat a (call-pre - b) c)");
  EXPECT_EQ(ast("[x +y]"), "(hcat x (call-pre + y))");
  EXPECT_EQ(ast("[f (x)]"), "(hcat f (parens x))");
  EXPECT_EQ(ast("[f(x)]"), "(vect (call f x))");
  EXPECT_EQ(ast("[1 :a]"), "(hcat 1 (quote-: a))");
  EXPECT_EQ(ast("[a' b']"), "(hcat (call-post a ') (call-post b '))");
  EXPECT_EQ(ast("[a ~b]"), "(hcat a (call-pre ~ b))");
  EXPECT_EQ(ast("[a ~ b]"), "(vect (call-i a ~ b))");
  EXPECT_EQ(ast("(a -b)"), "(parens (call-i a - b))");  // only brackets are space sensitive
}

TEST(ParserBrackets, TuplesAndNamedTuples) {
  EXPECT_EQ(ast("(1, 2)"), "(tuple-p 1 2)");
  EXPECT_EQ(ast("(1,)"), "(tuple-p-, 1)");
  EXPECT_EQ(ast("()"), "(tuple-p)");
  EXPECT_EQ(ast("(x)"), "(parens x)");
  EXPECT_EQ(ast("(a=1, b=2)"), "(tuple-p (= a 1) (= b 2))");
  EXPECT_EQ(ast("(; a, b)"), "(tuple-p (parameters a b))");
  EXPECT_EQ(ast("(; a=1)"), "(tuple-p (parameters (= a 1)))");
  EXPECT_EQ(ast("(;)"), "(tuple-p (parameters))");
  EXPECT_EQ(ast("(a; b)"), "(block-p a b)");
  EXPECT_EQ(ast("(x for x in xs)"), "(parens (generator x (iteration (in x xs))))");
  EXPECT_EQ(ast("(a...,)"), "(tuple-p-, (... a))");
}

}  // namespace
}  // namespace juxla::frontend
