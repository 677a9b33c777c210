// Syntax errors: located messages that say what was expected, and recovery that reports
// independent errors together.
#include "frontend/parser_test_support.h"

namespace juxla::frontend {
namespace {

using testing::firstError;
using testing::ParsedSnippet;
using testing::parseSnippet;

TEST(ParserErrors, MissingEndNamesTheOpener) {
  ParsedSnippet p = parseSnippet("function f(x)\n    if x\n        x\n    end\n");
  EXPECT_EQ(p.errors,
            "t.jl:4:8: error: expected `end` to close the `function` opened at 1:1, found the end of the file\n"
            "    end\n"
            "       ^\n"
            "t.jl:1:1: note: `function` opened here\n"
            "function f(x)\n"
            "^\n");
}

TEST(ParserErrors, UnclosedBrackets) {
  EXPECT_EQ(firstError("x = (1 + 2\ny = 3"), "t.jl:2:1: error: expected `)` or `,` to close the `(` opened at 1:5, found `y`");
  EXPECT_EQ(firstError("x = [1, 2"), "t.jl:1:10: error: expected `]` or `,` to close the `[` opened at 1:5, found the end of the file");
  EXPECT_EQ(firstError("f(a b)"), "t.jl:1:5: error: expected `)` or `,` to close the `(` opened at 1:2, found `b`");
  EXPECT_EQ(firstError("a = 1 ]"), "t.jl:1:7: error: unexpected `]`");
}

TEST(ParserErrors, IndependentErrorsAreReportedTogether) {
  ParsedSnippet p = parseSnippet("x = 1 +* 2\ny = 3\nz = )\nw = [1 2\nv = 4\n");
  EXPECT_NE(p.errors.find("t.jl:1:8: error: `*` is not a unary operator"), std::string::npos) << p.errors;
  EXPECT_NE(p.errors.find("t.jl:3:5: error: unexpected `)`"), std::string::npos) << p.errors;
  EXPECT_NE(p.errors.find("t.jl:4:"), std::string::npos) << p.errors;
  // The good statements between the bad ones are still in the tree.
  EXPECT_NE(p.tree.find("(= y 3)"), std::string::npos) << p.tree;
}

TEST(ParserErrors, RecoveryAtTheNextStatement) {
  ParsedSnippet p = parseSnippet("a = 1 2 3\nb = 2\n");
  EXPECT_EQ(p.errors.substr(0, p.errors.find('\n')),
            "t.jl:1:7: error: extra tokens after the end of an expression; expected a newline or `;`");
  EXPECT_EQ(p.tree, "(toplevel (= a 1) (error-t 2 3) (= b 2))");
}

TEST(ParserErrors, StringsAndChars) {
  EXPECT_EQ(firstError("s = \"abc\nt = 1"), "t.jl:1:5: error: unterminated string literal; expected a closing \"");
  EXPECT_EQ(firstError("s = \"\"\"abc"), "t.jl:1:5: error: unterminated string literal; expected a closing \"\"\"");
  EXPECT_EQ(firstError("x = 'ab'"), "t.jl:1:6: error: character literal contains multiple characters");
}

TEST(ParserErrors, CharLiteralEndsAtTheLine) {
  ParsedSnippet p = parseSnippet("c = 'a\nd = 2\n");
  EXPECT_EQ(p.errors, "t.jl:1:7: error: unterminated character literal; expected a closing `'`\nc = 'a\n      ^\n");
  EXPECT_EQ(p.tree, "(toplevel (= c (char 'a' (error-t))) (= d 2))");
  // Inside brackets too, where newlines are otherwise whitespace.
  p = parseSnippet("f('a\n, 1)");
  EXPECT_EQ(p.tree, "(call f (char 'a' (error-t)) 1)");
  p = parseSnippet("f('\n)");
  EXPECT_EQ(p.tree, "(call f (char (error)))");
  EXPECT_EQ(testing::ast("'\n'"), "(char '\\n')");  // a newline between quotes is the character
}

TEST(ParserErrors, MissingEntriesAndNames) {
  ParsedSnippet p = parseSnippet("f(a,,b)");
  EXPECT_EQ(p.errors, "t.jl:1:5: error: missing argument before `,`\nf(a,,b)\n    ^\n");
  EXPECT_EQ(p.tree, "(call f a (error-t) b)");  // the arguments around the gap are kept
  EXPECT_EQ(firstError("f(,)"), "t.jl:1:3: error: missing argument before `,`");
  EXPECT_EQ(firstError("[1,,2]"), "t.jl:1:4: error: missing element before `,`");
  EXPECT_EQ(firstError("x = @\n"), "t.jl:1:6: error: expected a macro name after `@`");
  EXPECT_EQ(firstError("f(@)"), "t.jl:1:4: error: expected a macro name after `@`");
  EXPECT_EQ(firstError("@ m x"), "t.jl:1:2: error: whitespace is not allowed between `@` and the macro name");
  EXPECT_EQ(testing::ast("@end x"), "(macrocall (macro_name end) x)");  // `end` is a macro name here
  p = parseSnippet("module\nend");
  EXPECT_EQ(p.errors.substr(0, p.errors.find('\n')), "t.jl:1:7: error: expected a module name after `module`");
  EXPECT_EQ(p.tree, "(module (error) (block))");
  EXPECT_EQ(firstError("baremodule end"), "t.jl:1:11: error: expected a module name after `baremodule`");
  EXPECT_EQ(testing::ast("module\nM\nend"), "(module M (block))");  // the name may follow a newline
}

TEST(ParserErrors, LoneCarriageReturnIsNotANewline) {
  // As in Julia, a lone \r is whitespace; the line table still counts it as a line end.
  ParsedSnippet p = parseSnippet("x = 1\ry = 2\r");
  EXPECT_EQ(p.errors,
            "t.jl:2:1: error: extra tokens after the end of an expression; expected a newline or `;` (a lone carriage "
            "return `\\r` does not end a line in Julia: use `\\n` or `\\r\\n` line endings)\ny = 2\n^\n");
  EXPECT_EQ(firstError("x = 1 2\r\ny = 2"),
            "t.jl:1:7: error: extra tokens after the end of an expression; expected a newline or `;`");
}

TEST(ParserErrors, KeywordMisuse) {
  EXPECT_EQ(firstError("if a\n  b\nelse if c\n  d\nend"), "t.jl:3:1: error: use `elseif` instead of `else if`");
  EXPECT_EQ(firstError("for i 1:10\nend"), "t.jl:1:7: error: invalid iteration spec: expected one of `=`, `in` or `∈`");
  EXPECT_EQ(firstError("if x == 1\n  y\nelseif\nend"), "t.jl:3:7: error: missing condition in `elseif`");
  EXPECT_EQ(firstError("x = end"), "t.jl:1:5: error: unexpected `end`");
  EXPECT_EQ(firstError("function f\n  x\nend"), "t.jl:1:10: error: invalid signature in function definition; expected a call such as `f(x)`");
  EXPECT_EQ(firstError("x = "), "t.jl:1:4: error: unexpected end of input; an expression was expected");
}

TEST(ParserErrors, LexicalErrors) {
  EXPECT_EQ(firstError("α = 1 ∣ 2"), "t.jl:1:7: error: unknown unicode character `∣`");
  EXPECT_EQ(firstError("x\u200b = 1"), "t.jl:1:2: error: invisible character U+200B (zero width space); remove it");
  EXPECT_EQ(firstError("x = a\u00ad"), "t.jl:1:6: error: invisible character U+00AD (soft hyphen); remove it");
  EXPECT_EQ(firstError("x = 1.2.3"), "t.jl:1:5: error: invalid numeric constant `1.2.`");
  EXPECT_EQ(firstError("x = 1\xff"), "t.jl:1:6: error: invalid UTF-8 sequence");
  EXPECT_EQ(firstError("#= open"), "t.jl:1:1: error: unterminated multi-line comment #= ... =#");
  EXPECT_EQ(firstError("x = 2.x"), "t.jl:1:5: error: numeric constant cannot be implicitly multiplied because it ends with `.`");
}

}  // namespace
}  // namespace juxla::frontend
