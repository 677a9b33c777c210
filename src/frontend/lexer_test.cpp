#include "frontend/lexer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace juxla::frontend {
namespace {

// "kind:text" for each token up to (not including) EndMarker, newlines as NL.
std::vector<std::string> lex(std::string_view text) {
  std::vector<std::string> out;
  for (const Token& t : tokenize(text)) {
    if (t.kind == K::EndMarker) break;
    if (t.kind == K::NewlineWs) {
      out.push_back("NL");
      continue;
    }
    out.push_back(std::string(kindName(t.kind)) + ":" + std::string(text.substr(t.begin, t.size())));
  }
  return out;
}

using V = std::vector<std::string>;

TEST(Lexer, IdentifiersAndKeywords) {
  EXPECT_EQ(lex("function f end"), (V{"function:function", "Identifier:f", "end:end"}));
  EXPECT_EQ(lex("x! y_1 _z"), (V{"Identifier:x!", "Identifier:y_1", "Identifier:_z"}));
  EXPECT_EQ(lex("mutable struct"), (V{"mutable:mutable", "struct:struct"}));
  EXPECT_EQ(lex("true false"), (V{"Bool:true", "Bool:false"}));
  EXPECT_EQ(lex("in isa where"), (V{"in:in", "isa:isa", "where:where"}));
}

TEST(Lexer, UnicodeIdentifiers) {
  EXPECT_EQ(lex("σ η ŷ x′ ∂x ∇f x₁ 𝟎"),
            (V{"Identifier:σ", "Identifier:η", "Identifier:ŷ", "Identifier:x′", "Identifier:∂x", "Identifier:∇f",
               "Identifier:x₁", "Identifier:𝟎"}));
  // `!=` ends an identifier even though `!` is an identifier character.
  EXPECT_EQ(lex("a!=b"), (V{"Identifier:a", "!=:!=", "Identifier:b"}));
  // A combining mark continues the identifier (x̂ as x + U+0302).
  EXPECT_EQ(lex("x\u0302"), (V{"Identifier:x\u0302"}));
}

TEST(Lexer, Comments) {
  EXPECT_EQ(lex("a # comment\nb"), (V{"Identifier:a", "NL", "Identifier:b"}));
  EXPECT_EQ(lex("a #= one #= nested =# still =# b"), (V{"Identifier:a", "Identifier:b"}));
  EXPECT_EQ(lex("#= never closed"), (V{"ErrorEofMultiComment:#= never closed"}));
  auto tokens = tokenize("a #= c =#b");
  EXPECT_TRUE(tokens[1].precededByWhitespace);  // a comment counts as whitespace
}

TEST(Lexer, Integers) {
  EXPECT_EQ(lex("1 1_000 0x1F 0b101 0o17"),
            (V{"Integer:1", "Integer:1_000", "HexInt:0x1F", "BinInt:0b101", "OctInt:0o17"}));
  EXPECT_EQ(lex("0x"), (V{"ErrorInvalidNumericConstant:0x"}));
  EXPECT_EQ(lex("0b12"), (V{"ErrorInvalidNumericConstant:0b12"}));
  EXPECT_EQ(lex("1_"), (V{"Integer:1", "Identifier:_"}));
  EXPECT_EQ(lex("09x1F"), (V{"Integer:09", "Identifier:x1F"}));  // only a lone 0 starts 0x
}

TEST(Lexer, Floats) {
  EXPECT_EQ(lex("1.0 1e-3 .5 1. 2.5E+2"),
            (V{"Float:1.0", "Float:1e-3", "Float:.5", "Float:1.", "Float:2.5E+2"}));
  EXPECT_EQ(lex("1f0 3f-4 1.5f0"), (V{"Float32:1f0", "Float32:3f-4", "Float32:1.5f0"}));
  EXPECT_EQ(lex("0x1p3 0x1.8p1"), (V{"Float:0x1p3", "Float:0x1.8p1"}));
  EXPECT_EQ(lex("0x1.8"), (V{"ErrorHexFloatMustContainP:0x1.8"}));
  EXPECT_EQ(lex("1.+2"), (V{"ErrorAmbiguousNumericConstant:1.", "+:+", "Integer:2"}));
  EXPECT_EQ(lex("1.x"), (V{"ErrorAmbiguousNumericDotMultiply:1.", "Identifier:x"}));
  EXPECT_EQ(lex("1e"), (V{"Integer:1", "Identifier:e"}));  // not an exponent without digits
  EXPECT_EQ(lex("1..2"), (V{"Integer:1", "..:..", "Integer:2"}));
  EXPECT_EQ(lex("1:2"), (V{"Integer:1", ":::", "Integer:2"}));
}

TEST(Lexer, Operators) {
  EXPECT_EQ(lex("a+=b"), (V{"Identifier:a", "op=:+=", "Identifier:b"}));
  EXPECT_EQ(lex("a .+ b"), (V{"Identifier:a", ".:.", "+:+", "Identifier:b"}));
  EXPECT_EQ(lex(".*= .!"), (V{".:.", "op=:*=", ".:.", "!:!"}));
  EXPECT_EQ(lex("-> => |> <| :: <: >: ..."),
            (V{"->:->", "=>:=>", "|>:|>", "<|:<|", ":::::", "<::<:", ">::>:", "...:..."}));
  EXPECT_EQ(lex(">>>= //= ÷= ⊻="), (V{"op=:>>>=", "op=://=", "op=:÷=", "op=:⊻="}));
  EXPECT_EQ(lex("≈ ÷ ∘ ∈ ≤ ≥ ≠ ⊗ √ →"),
            (V{"ComparisonOp:≈", "÷:÷", "TimesOp:∘", "∈:∈", "ComparisonOp:≤", "ComparisonOp:≥", "ComparisonOp:≠",
               "TimesOp:⊗", "√:√", "ArrowOp:→"}));
  EXPECT_EQ(lex("a−b"), (V{"Identifier:a", "-:−", "Identifier:b"}));  // Unicode minus is `-`
  EXPECT_EQ(lex("x**y"), (V{"Identifier:x", "Error**:**", "Identifier:y"}));
  EXPECT_EQ(lex("a--b"), (V{"Identifier:a", "ErrorInvalidOperator:--", "Identifier:b"}));
}

TEST(Lexer, OperatorSuffixes) {
  auto tokens = tokenize("a +₁ b");
  EXPECT_EQ(tokens[1].kind, K::Plus);
  EXPECT_TRUE(tokens[1].suffixed);
  EXPECT_EQ(tokens[1].size(), std::string("+₁").size());
  EXPECT_EQ(lex("x'ᵀ"), (V{"Identifier:x", "':'ᵀ"}));
  // Assignment operators take no suffix.
  auto assign = tokenize("a =₁ b");
  EXPECT_EQ(assign[1].kind, K::Equals);
  EXPECT_EQ(assign[1].size(), 1u);
}

TEST(Lexer, AdjointVersusCharLiteral) {
  EXPECT_EQ(lex("x'"), (V{"Identifier:x", "':'"}));
  EXPECT_EQ(lex("x''"), (V{"Identifier:x", "':'", "':'"}));
  EXPECT_EQ(lex("'a'"), (V{"':'", "Char:a", "':'"}));
  EXPECT_EQ(lex("f('x')"), (V{"Identifier:f", "(:(", "':'", "Char:x", "':'", "):)"}));
  EXPECT_EQ(lex("(a)'"), (V{"(:(", "Identifier:a", "):)", "':'"}));
  EXPECT_EQ(lex("'\\''"), (V{"':'", "Char:\\'", "':'"}));
  EXPECT_EQ(lex("x '"), (V{"Identifier:x", "':'"}));  // after whitespace: opens a char literal
}

TEST(Lexer, CharLiteralStopsAtANewline) {
  EXPECT_EQ(lex("'a\nb'"), (V{"':'", "Char:a", "NL", "Identifier:b", "':'"}));
  EXPECT_EQ(lex("'a\r\nb"), (V{"':'", "Char:a", "NL", "Identifier:b"}));
  EXPECT_EQ(lex("'\nx"), (V{"':'", "NL", "Identifier:x"}));
  EXPECT_EQ(lex("'\n'"), (V{"':'", "Char:\n", "':'"}));  // a literal newline character
  EXPECT_EQ(lex("\"a\nb\""), (V{"\":\"", "String:a\nb", "\":\""}));  // strings do span lines
}

TEST(Lexer, Strings) {
  EXPECT_EQ(lex("\"abc\""), (V{"\":\"", "String:abc", "\":\""}));
  EXPECT_EQ(lex("\"a$x b\""), (V{"\":\"", "String:a", "$:$", "Identifier:x", "String: b", "\":\""}));
  EXPECT_EQ(lex("\"$(f(x))\""),
            (V{"\":\"", "$:$", "(:(", "Identifier:f", "(:(", "Identifier:x", "):)", "):)", "\":\""}));
  EXPECT_EQ(lex("\"a\\\"b\""), (V{"\":\"", "String:a\\\"b", "\":\""}));
  EXPECT_EQ(lex("\"\"\"\n  a\n  b\"\"\""),
            (V{"\"\"\":\"\"\"", "String:\n", "String:  a\n", "String:  b", "\"\"\":\"\"\""}));
  EXPECT_EQ(lex("\"$x\\u\""), (V{"\":\"", "$:$", "Identifier:x", "String:\\u", "\":\""}));
  EXPECT_EQ(lex("\"$xé\""), (V{"\":\"", "$:$", "Identifier:xé", "\":\""}));
  EXPECT_EQ(lex("`ls`"), (V{"`:`", "CmdString:ls", "`:`"}));
  EXPECT_EQ(lex("\"open"), (V{"\":\"", "String:open"}));
}

TEST(Lexer, RawStringsAfterNames) {
  // `r"\d"`: after a name the string is raw, so `\"` does not end it and `$` is text.
  EXPECT_EQ(lex("r\"\\d$x\""), (V{"Identifier:r", "\":\"", "String:\\d$x", "\":\""}));
  EXPECT_EQ(lex("raw\"a\\\"b\""), (V{"Identifier:raw", "\":\"", "String:a\\\"b", "\":\""}));
}

TEST(Lexer, DotsAfterAt) {
  EXPECT_EQ(lex("@. x"), (V{"@:@", "Identifier:.", "Identifier:x"}));
  EXPECT_EQ(lex("a.b"), (V{"Identifier:a", ".:.", "Identifier:b"}));
}

TEST(Lexer, InvalidCharacters) {
  EXPECT_EQ(lex("\xff"), (V{"ErrorInvalidUTF8:\xff"}));
  EXPECT_EQ(lex("a\u200bb"), (V{"Identifier:a", "ErrorInvisibleChar:\u200b", "Identifier:b"}));
  EXPECT_EQ(lex("\u0300"), (V{"ErrorIdentifierStart:\u0300"}));
}

TEST(Lexer, LookaheadAcrossAsciiAndMultibyteCharacters) {
  // The inline ASCII path hands over to UTF-8 decoding one or two characters ahead.
  EXPECT_EQ(lex("1e\u22123"), (V{"Float:1e\u22123"}));  // 1e−3: the exponent sign is U+2212
  EXPECT_EQ(lex("1.\u22122"), (V{"ErrorAmbiguousNumericConstant:1.", "-:\u2212", "Integer:2"}));  // as `1.-2`
  EXPECT_EQ(lex("x+\u2081 y"), (V{"Identifier:x", "+:+\u2081", "Identifier:y"}));  // +₁
  EXPECT_EQ(lex("a\xff" "b"), (V{"Identifier:a", "ErrorInvalidUTF8:\xff", "Identifier:b"}));
  EXPECT_EQ(lex("\u03c3!=\u03b7"), (V{"Identifier:\u03c3", "!=:!=", "Identifier:\u03b7"}));  // σ!=η
}

TEST(Lexer, NeverReadsPastTheEnd) {
  // Every prefix of these inputs lexes to an EndMarker at its end.
  std::string samples[] = {"\"\"\"a\n$(x", "'\\", "0x1.", "#=#", "x.'", "\xe2\x88", "r\"\\", "@.."};
  for (const std::string& s : samples) {
    for (size_t n = 0; n <= s.size(); ++n) {
      std::string prefix = s.substr(0, n);
      std::vector<Token> tokens = tokenize(prefix);
      ASSERT_FALSE(tokens.empty());
      EXPECT_EQ(tokens.back().kind, K::EndMarker);
      for (const Token& t : tokens) EXPECT_LE(t.end, prefix.size()) << prefix;
    }
  }
}

TEST(Lexer, WhitespaceFlags) {
  auto tokens = tokenize("[a -b]");
  EXPECT_EQ(tokens[2].kind, K::Minus);
  EXPECT_TRUE(tokens[2].precededByWhitespace);
  EXPECT_FALSE(tokens[3].precededByWhitespace);
  auto nl = tokenize("a\nb");
  EXPECT_EQ(nl[1].kind, K::NewlineWs);
  EXPECT_TRUE(nl[2].precededByWhitespace);
}

}  // namespace
}  // namespace juxla::frontend
