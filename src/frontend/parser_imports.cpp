// import/using/export paths and iteration specifications (`for i in xs, j = 1:n`).
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

void Parser::parseImportAtsym(bool allowQuotes) {
  bumpTrivia();
  if (peek() == K::At) {
    Mark mark = position();  // export @a is (export (macro_name a))
    bump(kTriviaNode);
    parseMacroName();
    emit(mark, K::MacroName);
    return;
  }
  Mark mark = position();
  if (allowQuotes && peek() == K::Colon && !isClosingToken(peek(2)))
    warning(nextTokenOffset(), "quoting with `:` is not required here");
  parseUnaryPrefix();
  Node* b = peekBehind(false);
  bool warnParens = false;
  if (b && b->kind == K::Parens && b->numChildren() > 0) {
    b = b->child(0);
    warnParens = true;
  }
  if (b && allowQuotes && b->kind == K::Quote && b->numChildren() > 0) {
    b = b->child(0);
    if (b->kind == K::Parens && b->numChildren() > 0) {
      b = b->child(0);
      warnParens = true;
    }
  }
  if (b && warnParens && b->tokenKind != K::DotDot) warning(b->span.begin, "parentheses are not required here");
  bool ok = b && ((b->isLeaf() && (b->kind == K::Identifier || isOperator(b->kind))) ||
                  (!b->isLeaf() && (b->kind == K::Dollar || b->kind == K::Var)));
  if (!ok) emit(mark, K::Error, 0, "expected identifier");
}

void Parser::parseImports() {
  Mark mark = position();
  K word = peek();
  bump(kTriviaNode);
  Mark emark = position();
  bool initialAs = parseImport(word, false);
  const Token t = peekToken();
  bool hasImportPrefix = false;
  bool hasComma = false;
  if (t.kind == K::Colon && !t.precededByWhitespace) {
    bump(kTriviaNode);  // import A: x, y
    hasImportPrefix = true;
    if (initialAs) emit(emark, K::Error, 0, "`as` before `:` in import/using");
  } else if (t.kind == K::Comma) {
    bump(kTriviaNode);
    hasComma = true;
  }
  auto parseImportList = [&] {
    while (true) {
      parseImport(word, hasImportPrefix);
      if (peek() != K::Comma) break;
      bump(kTriviaNode);
    }
  };
  if (hasImportPrefix || hasComma) {
    parseImportList();
    if (peek() == K::Colon) {
      Mark m = position();
      bump(kTriviaNode);
      parseImportList();
      emit(m, K::Error, kTriviaNode,
           "`:` can only be used when importing a single module. Split imports into multiple lines");
    }
  }
  if (hasImportPrefix) emit(mark, K::Colon);
  emit(mark, word);
}

bool Parser::parseImport(K word, bool hasImportPrefix) {
  Mark mark = position();
  parseImportPath();
  if (peek() != K::As) return false;
  bump(kTriviaNode);  // import A as B is (import (as (importpath A) B))
  parseImportAtsym(false);
  emit(mark, K::As);
  if (word == K::Using && !hasImportPrefix)
    emit(mark, K::Error, 0, "`using` with `as` renaming requires a `:` and context module");
  return true;
}

void Parser::parseImportPath() {
  Mark mark = position();
  bumpTrivia();
  // Relative paths: import .A, import ..A (the lexer reads `..` and `...` as one token).
  bool firstDot = true;
  while (true) {
    const Token& t = peekToken();
    if (!firstDot && t.precededByWhitespace && (t.kind == K::Dot || t.kind == K::DotDot || t.kind == K::Ellipsis))
      warning(t.begin, "space between dots in import path");
    if (t.kind == K::Dot) bump();
    else if (t.kind == K::DotDot) bumpSplitDots(2, false);
    else if (t.kind == K::Ellipsis) bumpSplitDots(3, false);
    else break;
    firstDot = false;
  }
  parseImportAtsym(false);
  while (true) {
    const Token& t = peekToken();
    if (t.kind == K::Dot) {
      const Token& nextTok = peekToken(2);
      if (isOperator(nextTok.kind)) {
        if (t.precededByWhitespace) warning(t.begin, "space between dots in import path");
        bumpTrivia();
      } else {
        bumpDisallowedSpace();
      }
      bump(kTriviaNode);
      parseImportAtsym(true);
    } else if (t.kind == K::Ellipsis) {
      bumpSplitDots(0, true);  // import A... imports the `..` operator
    } else {
      break;
    }
  }
  emit(mark, K::Importpath);
}

int Parser::parseCommaSeparated(Production down) {
  int count = 0;
  while (true) {
    (this->*down)();
    ++count;
    if (peek() != K::Comma) break;
    bump(kTriviaNode);
  }
  return count;
}

K Parser::peekSkipNewlineInGen(int n) {
  K k = peek(n);
  // Generators allow a newline before `=`/`in` (JuliaLang/julia#37393).
  if (ctx_.forGenerator && k == K::NewlineWs) k = peek(n + 1);
  return k;
}

void Parser::parseIterationSpec() {
  Mark mark = position();
  {
    ContextScope scope(*this);
    withSpaceSensitive();
    parsePipeLt();
  }
  auto isIn = [](K k) { return k == K::Equals || k == K::In || k == K::ElementOf; };
  Node* behind = peekBehind();
  if (behind && behind->isLeaf() && behind->tokenKind == K::Outer && !isIn(peekSkipNewlineInGen())) {
    // `outer i = rhs` reuses an outer variable: (in (outer i) rhs)
    behind->flags |= kTriviaNode;
    parsePipeLt();
    emit(mark, K::Outer);
  }
  if (isIn(peekSkipNewlineInGen())) {
    bump(kTriviaNode);
    parsePipeLt();
  } else {
    recover(&Parser::isIterationSpecCloser, 0, "invalid iteration spec: expected one of `=`, `in` or `∈`");
  }
  emit(mark, K::In);
}

void Parser::parseIterationSpecs() {
  Mark mark = position();
  parseCommaSeparated(&Parser::parseIterationSpec);
  emit(mark, K::Iteration);
}

}  // namespace juxla::frontend::detail
