// Operator precedence and associativity, level by level, as JuliaSyntax's parser.jl defines them.
#include "frontend/parser_test_support.h"

namespace juxla::frontend {
namespace {

using testing::ast;
using testing::firstError;

TEST(ParserOperators, Assignment) {
  EXPECT_EQ(ast("a = b = c"), "(= a (= b c))");  // right associative
  EXPECT_EQ(ast("a += 1"), "(op= a + 1)");
  EXPECT_EQ(ast("a .*= b"), "(.op= a * b)");
  EXPECT_EQ(ast("a .= f.(b)"), "(.= a (dotcall f b))");
  EXPECT_EQ(ast("a, b = b, a"), "(= (tuple a b) (tuple b a))");
  EXPECT_EQ(ast("x, = xs"), "(= (tuple x) xs)");
  EXPECT_EQ(ast("a ~ b"), "(call-i a ~ b)");
  EXPECT_EQ(ast("a := b"), "(:= a b)");
  EXPECT_EQ(ast("x >>>= 2"), "(op= x >>> 2)");
  EXPECT_EQ(ast("x ÷= 2"), "(op= x ÷ 2)");
  EXPECT_EQ(ast("x −= 1"), "(op= x - 1)");
}

TEST(ParserOperators, ShortFunctionDefinitions) {
  EXPECT_EQ(ast("f(x) = x"), "(function-= (call f x) x)");
  EXPECT_EQ(ast("f(x)::Int = x"), "(function-= (::-i (call f x) Int) x)");
  EXPECT_EQ(ast("f(x::T) where T = x"), "(function-= (where (call f (::-i x T)) T) x)");
  EXPECT_EQ(ast("(m::Dense)(x) = x"), "(function-= (call (parens (::-i m Dense)) x) x)");
  EXPECT_EQ(ast("f(x) .= 1"), "(.= (call f x) 1)");  // only plain `=` defines
}

TEST(ParserOperators, PairAndTernary) {
  EXPECT_EQ(ast("a => b => c"), "(call-i a => (call-i b => c))");
  EXPECT_EQ(ast("2 => 3 + 1"), "(call-i 2 => (call-i 3 + 1))");
  EXPECT_EQ(ast("a ? b : c"), "(? a b c)");
  EXPECT_EQ(ast("a ? b : c ? d : e"), "(? a b (? c d e))");
  EXPECT_EQ(ast("a ? b : c:d"), "(? a b (call-i c : d))");
  EXPECT_EQ(ast("a || b ? c : d"), "(? (|| a b) c d)");
  EXPECT_EQ(ast("x = a ? b : c"), "(= x (? a b c))");
}

TEST(ParserOperators, TernaryNeedsSpaces) {
  EXPECT_EQ(firstError("a? b : c"), "t.jl:1:2: error: space required before `?` operator");
  EXPECT_EQ(firstError("a ?b : c"), "t.jl:1:4: error: space required after `?` operator");
  EXPECT_EQ(firstError("a ? b: c"), "t.jl:1:6: error: space required before `:` in `?` expression");
  EXPECT_EQ(firstError("a ? b c"), "t.jl:1:6: error: `:` expected in `?` expression");
}

TEST(ParserOperators, Arrows) {
  EXPECT_EQ(ast("a → b → c"), "(call-i a → (call-i b → c))");
  EXPECT_EQ(ast("a --> b"), "(--> a b)");
  EXPECT_EQ(ast("a .→ b"), "(dotcall-i a → b)");
  EXPECT_EQ(ast("a → b || c"), "(call-i a → (|| b c))");
}

TEST(ParserOperators, LazyBooleans) {
  EXPECT_EQ(ast("a || b || c"), "(|| a (|| b c))");
  EXPECT_EQ(ast("a && b && c"), "(&& a (&& b c))");
  EXPECT_EQ(ast("a || b && c"), "(|| a (&& b c))");
  EXPECT_EQ(ast("a && b || c"), "(|| (&& a b) c)");
  EXPECT_EQ(ast("a .&& b"), "(.&& a b)");
  EXPECT_EQ(ast("a < b && c"), "(&& (call-i a < b) c)");
}

TEST(ParserOperators, Comparisons) {
  EXPECT_EQ(ast("a < b"), "(call-i a < b)");
  EXPECT_EQ(ast("a < b <= c"), "(comparison a < b <= c)");
  EXPECT_EQ(ast("a .< b"), "(dotcall-i a < b)");
  EXPECT_EQ(ast("a .< b < c"), "(comparison a (. <) b < c)");
  EXPECT_EQ(ast("a == b != c"), "(comparison a == b != c)");
  EXPECT_EQ(ast("x ≈ y"), "(call-i x ≈ y)");
  EXPECT_EQ(ast("x ≤ y ≥ z"), "(comparison x ≤ y ≥ z)");
  EXPECT_EQ(ast("x ∈ s"), "(call-i x ∈ s)");
  EXPECT_EQ(ast("x in s"), "(call-i x in s)");
  EXPECT_EQ(ast("x isa Int"), "(call-i x isa Int)");
  EXPECT_EQ(ast("x === nothing"), "(call-i x === nothing)");
  EXPECT_EQ(ast("T <: Real"), "(<: T Real)");
  EXPECT_EQ(ast("T >: Int"), "(>: T Int)");
  EXPECT_EQ(ast("A <: B <: C"), "(comparison A <: B <: C)");
  EXPECT_EQ(ast("a + b < c * d"), "(call-i (call-i a + b) < (call-i c * d))");
}

TEST(ParserOperators, Pipes) {
  EXPECT_EQ(ast("x |> f |> g"), "(call-i (call-i x |> f) |> g)");
  EXPECT_EQ(ast("f <| g <| x"), "(call-i f <| (call-i g <| x))");
  EXPECT_EQ(ast("x .|> f"), "(dotcall-i x |> f)");
  EXPECT_EQ(ast("x |> f == y"), "(call-i (call-i x |> f) == y)");
  EXPECT_EQ(ast("1:n |> collect"), "(call-i (call-i 1 : n) |> collect)");
}

TEST(ParserOperators, Ranges) {
  EXPECT_EQ(ast("1:n"), "(call-i 1 : n)");
  EXPECT_EQ(ast("1:2:n"), "(call-i 1 : 2 n)");
  EXPECT_EQ(ast("a:b:c:d"), "(call-i (call-i a : b c) : d)");
  EXPECT_EQ(ast("1:n+1"), "(call-i 1 : (call-i n + 1))");
  EXPECT_EQ(ast("a..b"), "(call-i a .. b)");
  EXPECT_EQ(ast("x..."), "(... x)");
  EXPECT_EQ(ast("1:n..."), "(... (call-i 1 : n))");
  EXPECT_EQ(ast("a … b"), "(call-i a … b)");
}

TEST(ParserOperators, PlusLevelAndChains) {
  EXPECT_EQ(ast("a + b + c"), "(call-i a + b c)");
  EXPECT_EQ(ast("a - b - c"), "(call-i (call-i a - b) - c)");
  EXPECT_EQ(ast("a + b - c"), "(call-i (call-i a + b) - c)");
  EXPECT_EQ(ast("a ++ b ++ c"), "(call-i a ++ b c)");
  EXPECT_EQ(ast("a .+ b .+ c"), "(dotcall-i (dotcall-i a + b) + c)");
  EXPECT_EQ(ast("a + b .+ c"), "(dotcall-i (call-i a + b) + c)");
  EXPECT_EQ(ast("a +₁ b +₁ c"), "(call-i (call-i a +₁ b) +₁ c)");
  EXPECT_EQ(ast("a | b ⊻ c"), "(call-i (call-i a | b) ⊻ c)");
  EXPECT_EQ(ast("a ± b"), "(call-i a ± b)");
}

TEST(ParserOperators, TimesLevelAndChains) {
  EXPECT_EQ(ast("a * b * c"), "(call-i a * b c)");
  EXPECT_EQ(ast("a / b / c"), "(call-i (call-i a / b) / c)");
  EXPECT_EQ(ast("a * b / c"), "(call-i (call-i a * b) / c)");
  EXPECT_EQ(ast("a + b * c"), "(call-i a + (call-i b * c))");
  EXPECT_EQ(ast("a ÷ b % c"), "(call-i (call-i a ÷ b) % c)");
  EXPECT_EQ(ast("f ∘ g ∘ h"), "(call-i (call-i f ∘ g) ∘ h)");
  EXPECT_EQ(ast("a ⊗ b"), "(call-i a ⊗ b)");
  EXPECT_EQ(ast("a & b"), "(call-i a & b)");
  EXPECT_EQ(ast("a \\ b"), "(call-i a \\ b)");
  EXPECT_EQ(ast("x · y"), "(call-i x ⋅ y)");  // middle dot reads as ⋅
}

TEST(ParserOperators, RationalShiftPower) {
  EXPECT_EQ(ast("a // b // c"), "(call-i (call-i a // b) // c)");
  EXPECT_EQ(ast("a * b // c"), "(call-i a * (call-i b // c))");
  EXPECT_EQ(ast("a << b >> c"), "(call-i (call-i a << b) >> c)");
  EXPECT_EQ(ast("a // b << c"), "(call-i a // (call-i b << c))");
  EXPECT_EQ(ast("a ^ b ^ c"), "(call-i a ^ (call-i b ^ c))");
  EXPECT_EQ(ast("a << b ^ c"), "(call-i a << (call-i b ^ c))");
  EXPECT_EQ(ast("x .^ 2"), "(dotcall-i x ^ 2)");
  EXPECT_EQ(ast("a ↑ b"), "(call-i a ↑ b)");
}

TEST(ParserOperators, UnaryOperators) {
  EXPECT_EQ(ast("-x"), "(call-pre - x)");
  EXPECT_EQ(ast("!x"), "(call-pre ! x)");
  EXPECT_EQ(ast("√x"), "(call-pre √ x)");
  EXPECT_EQ(ast("¬x"), "(call-pre ¬ x)");
  EXPECT_EQ(ast("- - x"), "(call-pre - (call-pre - x))");
  EXPECT_EQ(ast(".-x"), "(dotcall-pre - x)");
  EXPECT_EQ(ast(".!x"), "(dotcall-pre ! x)");
  EXPECT_EQ(ast("-x^2"), "(call-pre - (call-i x ^ 2))");
  EXPECT_EQ(ast("-x * y"), "(call-i (call-pre - x) * y)");
  EXPECT_EQ(ast("!a && b"), "(&& (call-pre ! a) b)");
  EXPECT_EQ(ast("&x"), "(& x)");
  EXPECT_EQ(ast("$x"), "($ x)");
  EXPECT_EQ(ast("::T"), "(::-pre T)");
  EXPECT_EQ(ast("<: T"), "(<:-pre T)");
  EXPECT_EQ(ast("+(a)^2"), "(call-pre + (call-i (parens a) ^ 2))");
}

TEST(ParserOperators, SignedLiterals) {
  EXPECT_EQ(ast("-2"), "-2");
  EXPECT_EQ(ast("+2.0"), "2.0");
  EXPECT_EQ(ast("-1.0f0"), "-1.0f0");
  EXPECT_EQ(ast("-2*x"), "(call-i -2 * x)");
  EXPECT_EQ(ast("-2^x"), "(call-pre - (call-i 2 ^ x))");  // ^ binds tighter than the sign
  EXPECT_EQ(ast("- 2"), "(call-pre - 2)");
  EXPECT_EQ(ast("-0x1"), "(call-pre - 0x01)");
  EXPECT_EQ(ast("+0xff"), "0xff");
  EXPECT_EQ(ast("−3"), "-3");
}

TEST(ParserOperators, OperatorsAsValuesAndPrefixCalls) {
  EXPECT_EQ(ast("+(a, b)"), "(call + a b)");
  EXPECT_EQ(ast("+(a, b)^2"), "(call-i (call + a b) ^ 2)");
  EXPECT_EQ(ast("*(x)"), "(call * x)");
  EXPECT_EQ(ast("map(+, xs)"), "(call map + xs)");
  EXPECT_EQ(ast("reduce(.+, xs)"), "(call reduce (. +) xs)");
  EXPECT_EQ(ast("f(::Int)"), "(call f (::-pre Int))");
  EXPECT_EQ(ast("+(;a)"), "(call + (parameters a))");
  EXPECT_EQ(ast("+(a; b)"), "(call-pre + (block-p a b))");
  EXPECT_EQ(ast("+()"), "(call +)");
}

TEST(ParserOperators, DeclarationsAndWhere) {
  EXPECT_EQ(ast("x::Int"), "(::-i x Int)");
  EXPECT_EQ(ast("x::A::B"), "(::-i (::-i x A) B)");
  EXPECT_EQ(ast("x::Int + 1"), "(call-i (::-i x Int) + 1)");
  EXPECT_EQ(ast("A where T"), "(where A T)");
  EXPECT_EQ(ast("A where {T, S}"), "(where A (braces T S))");
  EXPECT_EQ(ast("A where T <: Real"), "(where A (<: T Real))");
  EXPECT_EQ(ast("A where T where S"), "(where (where A T) S)");
  EXPECT_EQ(ast("Vector{T} where T"), "(where (curly Vector T) T)");
  EXPECT_EQ(ast("<: A where B"), "(<:-pre (where A B))");
}

TEST(ParserOperators, Lambdas) {
  EXPECT_EQ(ast("x -> x + 1"), "(-> (tuple x) (call-i x + 1))");
  EXPECT_EQ(ast("(x, y) -> x * y"), "(-> (tuple-p x y) (call-i x * y))");
  EXPECT_EQ(ast("(x, y) -> x"), "(-> (tuple-p x y) x)");
  EXPECT_EQ(ast("(x) -> x"), "(-> (tuple-p x) x)");
  EXPECT_EQ(ast("() -> 1"), "(-> (tuple-p) 1)");
  EXPECT_EQ(ast("x::T -> x"), "(-> (tuple (::-i x T)) x)");
  EXPECT_EQ(ast("(x; y=1) -> x"), "(-> (tuple-p x (parameters (= y 1))) x)");
  EXPECT_EQ(ast("map(x -> 2x, xs)"), "(call map (-> (tuple x) (juxtapose 2 x)) xs)");
  EXPECT_EQ(ast("x -> y -> x + y"), "(-> (tuple x) (-> (tuple y) (call-i x + y)))");
  EXPECT_EQ(ast("f = x -> x, 1"), "(= f (tuple (-> (tuple x) x) 1))");
}

TEST(ParserOperators, Juxtaposition) {
  EXPECT_EQ(ast("2x"), "(juxtapose 2 x)");
  EXPECT_EQ(ast("2(x + 1)"), "(juxtapose 2 (parens (call-i x + 1)))");
  EXPECT_EQ(ast("(x - 1)y"), "(juxtapose (parens (call-i x - 1)) y)");
  EXPECT_EQ(ast("2x^2"), "(juxtapose 2 (call-i x ^ 2))");
  EXPECT_EQ(ast("2π * r"), "(call-i (juxtapose 2 π) * r)");
  EXPECT_EQ(ast("1.5f0x"), "(juxtapose 1.5f0 x)");
  EXPECT_EQ(ast("x'y"), "(juxtapose (call-post x ') y)");
  EXPECT_EQ(ast("2√x"), "(juxtapose 2 (call-pre √ x))");
  EXPECT_EQ(ast("-2x"), "(juxtapose -2 x)");
  EXPECT_EQ(firstError("\"a\"x"), "t.jl:1:4: error: cannot juxtapose string literal");
}

TEST(ParserOperators, Adjoint) {
  EXPECT_EQ(ast("x'"), "(call-post x ')");
  EXPECT_EQ(ast("x''"), "(call-post (call-post x ') ')");
  EXPECT_EQ(ast("A'B"), "(juxtapose (call-post A ') B)");
  EXPECT_EQ(ast("v' * w"), "(call-i (call-post v ') * w)");
  EXPECT_EQ(ast("x'ᵀ"), "(call-post x 'ᵀ)");
  EXPECT_EQ(ast("f(x)'"), "(call-post (call f x) ')");
  EXPECT_EQ(ast("a[1]'"), "(call-post (ref a 1) ')");
}

TEST(ParserOperators, DottedOperators) {
  EXPECT_EQ(ast("a .* b"), "(dotcall-i a * b)");
  EXPECT_EQ(ast("a .== b"), "(dotcall-i a == b)");
  EXPECT_EQ(ast("a .=> b"), "(dotcall-i a => b)");
  EXPECT_EQ(ast(".+"), "(. +)");
  EXPECT_EQ(ast("a .|| b"), "(.|| a b)");
}

TEST(ParserOperators, InvalidOperators) {
  EXPECT_EQ(firstError("a ** b"),
            "t.jl:1:3: error: use `x^y` instead of `x**y` for exponentiation, and `x...` instead of `**x` for splatting");
  const char* kMinusMinus =
      "invalid operator `--`; Julia has no decrement operator: write `x -= 1`, or `- -x` with a space to negate twice";
  EXPECT_EQ(firstError("a --b"), std::string("t.jl:1:3: error: ") + kMinusMinus);
  // In prefix position too, where it used to read as an unknown unary operator.
  EXPECT_EQ(firstError("--x"), std::string("t.jl:1:1: error: ") + kMinusMinus);
  EXPECT_EQ(firstError("**x"), "t.jl:1:1: error: use `x^y` instead of `x**y` for exponentiation, and `x...` instead of `**x` for splatting");
}

TEST(ParserOperators, NotAUnaryOperatorNamesIt) {
  EXPECT_EQ(firstError("/x"), "t.jl:1:1: error: `/` is not a unary operator; it needs a left operand");
  EXPECT_EQ(firstError("x +* y"), "t.jl:1:4: error: `*` is not a unary operator; it needs a left operand");
  EXPECT_EQ(firstError(".<: x"), "t.jl:1:1: error: `.<:` is not a unary operator; it needs a left operand");
  EXPECT_EQ(testing::parseSnippet("/x").tree, "(call-pre (error /) x)");  // JuliaSyntax's tree
}

}  // namespace
}  // namespace juxla::frontend
