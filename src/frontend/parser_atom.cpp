// Atoms: names, literals, operators used as values, quoted symbols, char literals, var"...",
// and everything in parentheses (grouping, tuples, named tuples, blocks, generators).
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

namespace {
bool isValidIdentifier(K k) {
  return !(isSyntacticOperator(k) || k == K::Question || k == K::Dot || k == K::DotPrime);
}
}  // namespace

void Parser::parseAtom(bool checkIdentifiers, bool hasUnaryPrefix) {
  DepthGuard guard(*this);
  bumpTrivia();
  Mark mark = position();
  auto [leadingDot, leadingTok] = peekDottedOpToken();
  K k = leadingTok.kind;
  if (leadingDot || (isOperator(k) && !isWordOperator(k) && !isError(k) && k != K::Prime &&
                     k != K::Colon && !(checkIdentifiers && k == K::Equals && !leadingTok.suffixed))) {
    // Operators as values: `+`, `.+` is (. +); syntactic ones only where quoted (`:(=)`).
    bumpDotted(leadingDot, 0, isSyntacticOperator(k) ? k : K::Identifier, true);
    if (checkIdentifiers && !isValidIdentifier(k)) emit(mark, K::Error, 0, "invalid identifier");
    return;
  }
  if (isError(k)) {
    bump();  // the lexer's error token; the message comes with the leaf
  } else if (k == K::Prime) {
    parseCharLiteral(mark);
  } else if (k == K::Char) {
    bump(0, K::Identifier);
  } else if (k == K::Colon) {
    parseQuoteColon(mark);
  } else if (k == K::Equals) {
    bumpError("unexpected `=`");
  } else if (k == K::Identifier) {
    bump();
  } else if (isWordOperator(k)) {
    bump(0, K::Identifier);  // where=1 is (= where 1)
  } else if (isKeyword(k)) {
    const Token& t2 = peekToken(2);
    if (k == K::Var && t2.kind == K::DoubleQuote && !t2.precededByWhitespace) {
      parseVarIdentifier(mark);
    } else if (checkIdentifiers && isClosingToken(k)) {
      // Unlike JuliaSyntax, leave `end`/`else`/... in place: the enclosing block can still close.
      error(nextTokenOffset(), "unexpected `" + std::string(kindName(k)) + "`");
      bumpInvisible(K::Error);
    } else {
      bump(0, K::Identifier);  // :end is (quote-: end); `type` is a name
    }
  } else if (k == K::LParen) {
    parseParen(checkIdentifiers, hasUnaryPrefix);
  } else if (k == K::LSquare) {
    bump(kTriviaNode);
    CatResult cat = parseCat(K::RSquare, ctx_.endSymbol);
    Node* n = emit(mark, cat.kind, cat.flags);
    n->dim = uint8_t(cat.dim);
  } else if (k == K::LBrace) {
    bump(kTriviaNode);
    CatResult cat = parseCat(K::RBrace, ctx_.endSymbol);
    emitBraces(mark, cat);
  } else if (k == K::At) {
    bump(kTriviaNode);  // @end x is (macrocall (macro_name end) x)
    parseMacroName();
    parseCallChain(mark, true);
  } else if (isStringDelim(k)) {
    parseString(false);
  } else if (k == K::Backtick || k == K::TripleBacktick) {
    parseString(true);
  } else if (isLiteral(k)) {
    bump();
  } else if (isClosingToken(k)) {
    // Leave the closer for the enclosing production to recover with.
    if (k == K::EndMarker) {
      bumpInvisible(K::Error, 0, inputEndedInLiteral_ ? "" : "unexpected end of input; an expression was expected");
    } else {
      error(nextTokenOffset(), "unexpected `" + std::string(textOf(leadingTok)) + "`");
      bumpInvisible(K::Error);
    }
  } else {
    bumpError("invalid syntax atom `" + shortText(leadingTok) + "`");
  }
}

void Parser::parseCharLiteral(Mark mark) {
  static const char* kUnterminated = "unterminated character literal; expected a closing `'`";
  bump(kTriviaNode);
  // Newlines matter even inside brackets: the lexer ends a char literal at one.
  K k = peekNl(1, false);
  if (k == K::Prime) {
    bumpInvisible(K::Error, 0, "empty character literal");
    bump(kTriviaNode);
  } else if (k == K::EndMarker || k == K::NewlineWs) {
    bumpInvisible(K::Error, 0, kUnterminated);
    if (k == K::EndMarker) inputEndedInLiteral_ = true;
  } else {
    if (k == K::Char || isError(k)) bump();
    else bump(0, K::Char);
    if (peekNl(1, false) == K::Prime) bump(kTriviaNode);
    else bumpInvisible(K::Error, kTriviaNode, kUnterminated);  // 'a is (char 'a' (error-t))
  }
  emit(mark, K::CharNode);
}

void Parser::parseQuoteColon(Mark mark) {
  const Token& t = peekToken(2);
  if (isClosingToken(t.kind) && (!isKeyword(t.kind) || t.precededByWhitespace)) {
    bump();  // a colon on its own: a[:], `: end`
    return;
  }
  bump(kTriviaNode);
  if (t.precededByWhitespace) bumpTrivia(true, "whitespace not allowed after `:` used for quoting");
  ContextScope scope(*this);
  ctx_.endSymbol = false;  // quoting makes `end` an ordinary name again
  parseAtom(false);
  emit(mark, K::Quote, kColonQuoteFlag);
}

void Parser::parseVarIdentifier(Mark mark) {
  bump(kTriviaNode);  // var
  bump(kTriviaNode);  // "
  if (peek() == K::String) bump(kRawStringFlag, K::Identifier);
  else bumpInvisible(K::Identifier, kRawStringFlag)->value.type = ValueType::Symbol;
  if (peek() == K::DoubleQuote) bump(kTriviaNode);
  else bumpInvisible(K::Error, kTriviaNode, "unterminated `var\"\"` identifier");
  const Token& t = peekToken();
  K k = t.kind;
  if (t.precededByWhitespace || isOperator(k) || k == K::LParen || k == K::RParen || k == K::LSquare ||
      k == K::RSquare || k == K::LBrace || k == K::RBrace || k == K::Comma || k == K::Semicolon ||
      k == K::At || k == K::EndMarker) {
    // var"x" followed by an operator or a delimiter is just the name.
  } else if (k == K::Identifier || isKeyword(k) || isWordOperator(k) || isNumber(k)) {
    bumpError("suffix not allowed after `var\"...\"` syntax", kTriviaNode);
  } else if (k == K::Backtick || k == K::DoubleQuote || k == K::TripleDoubleQuote || k == K::TripleBacktick) {
    bumpInvisible(K::Error, kTriviaNode, "`var\"...\"` syntax not supported as string macro name");
  }
  emit(mark, K::Var);
}

void Parser::parseParen(bool checkIdentifiers, bool hasUnaryPrefix) {
  ContextScope scope(*this);
  ctx_.rangeColonEnabled = true;
  ctx_.spaceSensitive = false;
  ctx_.whereEnabled = true;
  ctx_.whitespaceNewline = true;
  Mark mark = position();
  uint32_t openerOffset = nextTokenOffset();
  bump(kTriviaNode);  // (
  auto [dotted, tok] = peekDottedOpToken();
  K k = tok.kind;
  if (k == K::RParen) {
    bump(kTriviaNode);
    emit(mark, K::Tuple, kParensFlag);  // () is (tuple-p)
  } else if (isSyntacticOperator(k)) {
    parseAtom(checkIdentifiers);  // :(=) is (quote-: (parens =))
    bumpClosingToken(K::RParen, nullptr, openerOffset, "(");
    emit(mark, K::Parens);
  } else if (!checkIdentifiers && k == K::ColonColon && peekNl(2, true) == K::RParen) {
    bump();
    bumpNl(true, kTriviaNode);
    emit(mark, K::Parens);
  } else {
    bool initialSemi = peek() == K::Semicolon;
    BracketSummary s = parseBracketsBody(K::RParen);
    bool arrowFollows = peek(2) == K::RightArrow && peekBehindKind() != K::Where && !hasUnaryPrefix;
    bool isTuple = s.hadCommas || (s.hadSplat && s.numSemis >= 1) ||
                   (initialSemi && (s.numSemis == 1 || s.numSubexprs > 0)) || arrowFollows;
    finishBrackets(s, isTuple, K::RParen, openerOffset);
    if (isTuple) {
      emit(mark, K::Tuple, uint16_t(kParensFlag | delimFlags(s)));  // (x, y), (; a=1), (x) -> y
    } else if (s.numSemis > 0) {
      emit(mark, K::Block, kParensFlag);  // (a; b) is (block-p a b)
    } else {
      emit(mark, K::Parens);
    }
  }
}

Parser::BracketSummary Parser::parseBracketsBody(K closing, bool generatorIsLast, const char* item) {
  ContextScope scope(*this);
  ctx_.rangeColonEnabled = true;
  ctx_.spaceSensitive = false;
  ctx_.whereEnabled = true;
  ctx_.whitespaceNewline = true;
  BracketSummary s;
  bool inParameters = false;
  Mark paramStart;
  while (true) {
    K k = peek();
    if (k == closing) break;
    if (k == K::Semicolon) {
      // `a, b; c, d` puts c and d in a parameters group.
      if (inParameters) s.parameterGroups.push_back(emit(paramStart, K::Tombstone, kSpliceFlag));
      ++s.numSemis;
      inParameters = true;
      paramStart = position();
      bump(kTriviaNode);
      bumpTrivia();
    } else if (k == K::Comma) {
      // `f(a,,b)`, `f(,)`: report the gap and go on with the next entry.
      bumpError(std::string("missing ") + item + " before `,`", kTriviaNode);
      s.hadCommas = true;
      s.trailingComma = true;
    } else if (isClosingToken(k)) {
      s.trailingComma = false;
      break;  // the caller reports the missing closer
    } else {
      Mark mark = position();
      parseEqStar();
      s.trailingComma = false;
      ++s.numSubexprs;
      if (s.numSubexprs == 1) s.hadSplat = peekBehindKind() == K::Ellipsis;
      k = peekNl(1, true);
      if (k == K::For) {
        parseGenerator(mark);  // (x for a in as)
        if (generatorIsLast) break;
        k = peekNl(1, true);
      }
      if (k == K::Comma) {
        s.hadCommas = true;
        bump(kTriviaNode);
        s.trailingComma = true;
      } else if (k == K::Semicolon || k == closing) {
        continue;
      } else {
        break;
      }
    }
  }
  if (inParameters && (paramStart.token != next_ || paramStart.output != output_.size()))
    s.parameterGroups.push_back(emit(paramStart, K::Tombstone, kSpliceFlag));
  return s;
}

void Parser::finishBrackets(BracketSummary& s, bool needsParameters, K closing, uint32_t openerOffset) {
  if (needsParameters) {
    for (Node* group : s.parameterGroups) {
      group->kind = K::Parameters;
      group->flags &= uint16_t(~kSpliceFlag);
    }
  }
  ContextScope scope(*this);
  ctx_.whitespaceNewline = true;
  ctx_.spaceSensitive = false;
  std::string_view opener = closing == K::RParen ? "(" : closing == K::RSquare ? "[" : "{";
  bumpClosingToken(closing, " or `,`", openerOffset, opener);
}

}  // namespace juxla::frontend::detail
