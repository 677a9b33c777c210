// Statements and the operator precedence levels of parser.jl, loosest to tightest:
// toplevel, block, docstring, assignment, comma, pair, ?:, arrows, ||, &&, comparison, <|, |>,
// ranges, + (with chains), * (with chains), //, <<, unary <:, where, juxtaposition, unary, ^, ::.
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

namespace {
bool isPrecPair(K k) { return isPrec(k, Prec::Pair); }
bool isPrecLazyOr(K k) { return isPrec(k, Prec::LazyOr); }
bool isPrecLazyAnd(K k) { return isPrec(k, Prec::LazyAnd); }
bool isPrecPipeLt(K k) { return isPrec(k, Prec::PipeLt); }
bool isPrecPipeGt(K k) { return isPrec(k, Prec::PipeGt); }
bool isPrecPlus(K k) { return isPrec(k, Prec::Plus); }
bool isPrecTimes(K k) { return isPrec(k, Prec::Times); }
bool isPrecRational(K k) { return isPrec(k, Prec::Rational); }
bool isPrecBitshift(K k) { return isPrec(k, Prec::Bitshift); }
bool isPrecPower(K k) { return isPrec(k, Prec::Power); }

bool isTypeOperator(K k, bool dotted) { return (k == K::Subtype || k == K::Supertype) && !dotted; }

bool isUnaryOp(const Token& t, bool dotted) {
  if (t.suffixed) return false;
  switch (t.kind) {
    case K::Subtype: case K::Supertype: return !dotted;
    case K::Plus: case K::Minus: case K::Exclaim: case K::Tilde: case K::Not: case K::SquareRoot:
    case K::CubeRoot: case K::FourthRoot: case K::StarOperator: case K::PlusMinus: case K::MinusPlus:
      return true;
    default: return false;
  }
}

// Operators that are prefix as well as infix: `[a -b]` is two elements, `[a - b]` one.
bool isBothUnaryAndBinary(const Token& t, bool dotted) {
  if (t.suffixed) return false;
  switch (t.kind) {
    case K::Plus: case K::Minus: case K::StarOperator: case K::PlusMinus: case K::MinusPlus: return true;
    case K::Dollar: case K::Ampersand: case K::Tilde: return !dotted;
    default: return false;
  }
}

bool isSyntacticUnaryOp(K k) { return k == K::Dollar || k == K::Ampersand || k == K::ColonColon; }

bool isBlockForm(K k) {
  switch (k) {
    case K::Block: case K::Quote: case K::If: case K::For: case K::While: case K::Let:
    case K::Function: case K::Macro: case K::Abstract: case K::Primitive: case K::Struct:
    case K::Try: case K::Module:
      return true;
    default: return false;
  }
}

K dottedAssignment(K k) {
  switch (k) {
    case K::OrOr: return K::DotOrOr;
    case K::AndAnd: return K::DotAndAnd;
    case K::Equals: return K::DotEquals;
    case K::OpEquals: return K::DotOpEquals;
    default: return K::Error;
  }
}
}  // namespace

void Parser::parseLtoR(Production down, KindPredicate isOp) {
  Mark mark = position();
  (this->*down)();
  while (true) {
    auto [dotted, t] = peekDottedOpToken();
    if (!isOp(t.kind)) break;
    if (dotted) bump(kTriviaNode);
    bump(0, K::Identifier);
    (this->*down)();
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

void Parser::parseRtoL(Production down, KindPredicate isOp, Production self) {
  DepthGuard guard(*this);
  Mark mark = position();
  (this->*down)();
  auto [dotted, t] = peekDottedOpToken();
  if (isOp(t.kind)) {
    bumpDotted(dotted, 0, K::Identifier);
    (this->*self)();
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

bool Parser::parseNary(Production down, bool isBlock) {
  auto isDelimiter = [&](K k) { return k == K::Semicolon || (isBlock && k == K::NewlineWs); };
  auto isCloser = [&](K k) {
    if (!isBlock) return k == K::NewlineWs;
    return k == K::End || k == K::Else || k == K::Elseif || k == K::Catch || k == K::Finally;
  };
  bumpTrivia();
  K k = peek();
  if (isCloser(k)) return true;
  int delimiters = 0;
  if (!isDelimiter(k)) (this->*down)();  // leading delimiters are allowed: `; a`
  while (isDelimiter(peek())) {
    bump(kTriviaNode);
    ++delimiters;
    k = peek();
    if (k == K::EndMarker || isCloser(k)) break;
    if (isDelimiter(k)) continue;  // `a;;;b`
    (this->*down)();
  }
  return delimiters != 0;
}

void Parser::parseToplevel() {
  Mark mark = position();
  while (true) {
    if (peekNl(1, true) == K::EndMarker) {
      bumpTrivia();
      break;
    }
    bumpTrivia();
    parseStmts();
  }
  emit(mark, K::Toplevel);
}

void Parser::parseBlock(Production down, Mark* mark) {
  Mark m = mark ? *mark : position();
  parseBlockInner(down);
  emit(m, K::Block);
}

void Parser::parseBlockInner(Production down) { parseNary(down, true); }

void Parser::parseStmts() {
  Mark mark = position();
  bool doEmit = parseNary(&Parser::parsePublic, false);
  // Whatever follows a complete statement on its line is an error; recovery resumes on the next.
  Mark junk = position();
  const Token& first = peekToken();
  uint32_t junkOffset = first.begin;
  std::string message = isClosingToken(first.kind) || first.kind == K::End
                            ? "unexpected `" + std::string(textOf(first)) + "`"
                            : "extra tokens after the end of an expression; expected a newline or `;`" +
                                  loneCrNote(junkOffset);
  while (peek() != K::EndMarker && peek() != K::NewlineWs) bump();
  if (junk.token != next_) {
    error(junkOffset, message);
    emit(junk, K::Error, kTriviaNode);
  }
  if (doEmit) emit(mark, K::Toplevel, kToplevelSemicolonsFlag);
}

void Parser::parsePublic() {
  if (peek() == K::Public) {
    K k2 = peek(2);
    if (k2 == K::LParen || k2 == K::Equals || k2 == K::LSquare) {
      warning(nextTokenOffset(), "using `public` as an identifier is deprecated");
    } else {
      parseResword();
      return;
    }
  }
  parseDocstring();
}

void Parser::parseDocstringWith(Production down) {
  Mark mark = position();
  (this->*down)();
  if (peekBehindKind() != K::StringNode) return;
  bool isDoc = true;
  K k = peek();
  if (isClosingToken(k)) {
    isDoc = false;
  } else if (k == K::NewlineWs) {
    K k2 = peek(2);
    if (isClosingToken(k2) || k2 == K::NewlineWs) {
      isDoc = false;  // a blank line or the end of a block detaches the string
    } else {
      bump(kTriviaNode);
    }
  }
  if (isDoc) {
    (this->*down)();
    emit(mark, K::Doc);
  }
}

void Parser::parseEq() { parseAssignment(&Parser::parseCommaEmit); }

void Parser::parseEqStar() {
  K k = peek(), k2 = peek(2);
  if ((isLiteral(k) || k == K::Identifier) &&
      (k2 == K::Comma || k2 == K::RParen || k2 == K::RBrace || k2 == K::RSquare)) {
    bump();  // a lone name or literal before a closer: skip the precedence ladder
  } else {
    parseAssignment(&Parser::parsePair);
  }
}

void Parser::parseAssignment(Production down) {
  DepthGuard guard(*this);
  Mark mark = position();
  (this->*down)();
  parseAssignmentWithInitialEx(mark, down);
}

void Parser::parseAssignmentWithInitialEx(Mark mark, Production down) {
  auto [dotted, t] = peekDottedOpToken();
  K k = t.kind;
  if (!isPrec(k, Prec::Assignment)) return;
  if (k == K::Tilde) {
    // `[a ~b]` is two elements; elsewhere `~` is an ordinary call at assignment precedence.
    if (ctx_.spaceSensitive && t.precededByWhitespace && !peekToken(2).precededByWhitespace) return;
    bumpDotted(dotted, 0, K::Identifier);
    bumpTrivia();
    parseAssignment(down);
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
    return;
  }
  bool isShortFormFunction = k == K::Equals && !dotted && wasEventuallyCall();
  if (k == K::OpEquals) {
    bumpTrivia();
    bumpSplitOpEquals(dotted);
  } else {
    bumpDotted(dotted, kTriviaNode);
  }
  bumpTrivia();
  parseAssignment(down);
  if (isShortFormFunction) {
    emit(mark, K::Function, kShortFormFunctionFlag);
  } else if (dotted) {
    K d = dottedAssignment(k);
    emit(mark, d, 0, d == K::Error ? "this operator cannot be dotted" : "");
  } else {
    emit(mark, k);
  }
}

int Parser::parseComma(bool doEmit) {
  Mark mark = position();
  int commas = 0;
  parsePair();
  while (true) {
    if (peek() != K::Comma) {
      if (doEmit && commas >= 1) emit(mark, K::Tuple);
      return commas;
    }
    bump(kTriviaNode);
    ++commas;
    const Token& t = peekToken();
    if (t.kind == K::Equals && !t.suffixed) continue;  // `x, = xs`
    parsePair();
  }
}

void Parser::parsePair() { parseRtoL(&Parser::parseCond, isPrecPair, &Parser::parsePair); }

void Parser::parseCond() {
  Mark mark = position();
  parseArrow();
  const Token& t = peekToken();
  if (t.kind != K::Question) return;
  if (!t.precededByWhitespace) bumpInvisible(K::Error, kTriviaNode, "space required before `?` operator");
  bump(kTriviaNode);
  if (!peekToken().precededByWhitespace)
    bumpInvisible(K::Error, kTriviaNode, "space required after `?` operator");
  {
    ContextScope scope(*this);
    ctx_.rangeColonEnabled = false;
    parseEqStar();
  }
  Token t2 = peekToken();
  if (!t2.precededByWhitespace)
    bumpInvisible(K::Error, kTriviaNode, "space required before `:` in `?` expression");
  if (t2.kind == K::Colon) {
    bump(kTriviaNode);
  } else {
    bumpInvisible(K::Error, kTriviaNode, "`:` expected in `?` expression");
  }
  const Token& t3 = peekTokenNl(1, true);
  if (!t3.precededByWhitespace)
    bumpInvisible(K::Error, kTriviaNode, "space required after `:` in `?` expression");
  if (isBlockContinuationKeywordCtx(t3.kind)) {
    // The keyword belongs to the enclosing block: stop here rather than swallow it.
    bumpInvisible(K::Error, kTriviaNode, "unexpected `" + std::string(kindName(t3.kind)) + "`");
    emit(mark, K::If);
    return;
  }
  parseEqStar();
  emit(mark, K::Question);
}

void Parser::parseArrow() {
  DepthGuard guard(*this);
  Mark mark = position();
  parseOr();
  auto [dotted, t] = peekDottedOpToken();
  if (!isPrec(t.kind, Prec::Arrow)) return;
  if (t.kind == K::LongRightArrow && !dotted && !t.suffixed) {
    bump(kTriviaNode);  // `-->` is the one syntactic arrow
    parseArrow();
    emit(mark, K::LongRightArrow);
  } else {
    bumpDotted(dotted, 0, K::Identifier);
    parseArrow();
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

void Parser::parseLazyCond(Production down, KindPredicate isOp, Production self) {
  DepthGuard guard(*this);
  Mark mark = position();
  (this->*down)();
  auto [dotted, t] = peekDottedOpToken();
  if (!isOp(t.kind)) return;
  bumpDotted(dotted, kTriviaNode);
  (this->*self)();
  emit(mark, dotted ? dottedAssignment(t.kind) : t.kind);
}

void Parser::parseOr() { parseLazyCond(&Parser::parseAnd, isPrecLazyOr, &Parser::parseOr); }
void Parser::parseAnd() { parseLazyCond(&Parser::parseComparison, isPrecLazyAnd, &Parser::parseAnd); }

void Parser::parseComparisonWith(bool subtypeComparison) {
  Mark mark = position();
  if (subtypeComparison && isReservedWord(peek())) {
    std::string name(kindName(peek()));
    bump();
    emit(mark, K::Error, 0, "invalid type name `" + name + "`");
  } else {
    parsePipeLt();
  }
  int comparisons = 0;
  Node* opNode = nullptr;
  bool opDotted = false;
  auto [initialDot, initialTok] = peekDottedOpToken();
  while (true) {
    auto [dotted, t] = peekDottedOpToken();
    if (!isPrec(t.kind, Prec::Comparison)) break;
    ++comparisons;
    opDotted = dotted;
    opNode = bumpDotted(dotted, 0, K::Identifier, true);
    parsePipeLt();
  }
  if (comparisons == 1) {
    if (isTypeOperator(initialTok.kind, initialDot)) {
      opNode->flags |= kTriviaNode;  // `x <: y` is syntax: (<: x y)
      emit(mark, initialTok.kind);
    } else {
      if (opDotted) opNode->flags |= kSpliceFlag;  // (dotcall-i x < y), not (. <)
      emit(mark, opDotted ? K::Dotcall : K::Call, kInfixFlag);
    }
  } else if (comparisons > 1) {
    emit(mark, K::Comparison);
  }
}

void Parser::parsePipeLt() { parseRtoL(&Parser::parsePipeGt, isPrecPipeLt, &Parser::parsePipeLt); }
void Parser::parsePipeGt() { parseLtoR(&Parser::parseRange, isPrecPipeGt); }

void Parser::parseRange() {
  Mark mark = position();
  parseInvalidOps();
  auto [initialDot, initialTok] = peekDottedOpToken();
  K initialKind = initialTok.kind;
  if (initialKind != K::Colon && isPrec(initialKind, Prec::Colon)) {
    bumpDotted(initialDot, 0, K::Identifier);  // `a..b`, `a … b`
    parseInvalidOps();
    emit(mark, initialDot ? K::Dotcall : K::Call, kInfixFlag);
  } else if (initialKind == K::Colon && ctx_.rangeColonEnabled) {
    int colons = 0;
    while (peek() == K::Colon) {
      if (ctx_.spaceSensitive && peekToken().precededByWhitespace && !peekToken(2).precededByWhitespace)
        break;  // `[1 :a]` is a symbol element
      const Token& t2 = peekToken(2);
      if ((t2.kind == K::Less || t2.kind == K::Greater) && !t2.precededByWhitespace) {
        // `:>` and `:<` are likely typos of `>:` and `<:`; recover as a comparison.
        bumpTrivia(false);
        Mark emark = position();
        bump(0, K::Identifier);
        std::string op(kindName(peek()));
        bump(0, K::Identifier);
        emit(emark, K::Error, 0, "invalid `:" + op + "` found, maybe replace with `" + op + ":`");
        parseInvalidOps();
        emit(mark, K::Call, kInfixFlag);
        break;
      }
      ++colons;
      bump(colons == 1 ? 0 : kTriviaNode, K::Identifier);
      bool hadNewline = peek() == K::NewlineWs;
      K k = peek();
      if (isClosingToken(k)) {
        bumpInvisible(K::Error, 0, "missing last argument in range expression");
        emit(mark, K::Call, kInfixFlag);
        return;
      }
      if (hadNewline) {
        error(lastEnd_, "line break after `:` in range expression");
        bumpInvisible(K::Error);
        emit(mark, K::Call, kInfixFlag);
        return;
      }
      parseInvalidOps();
      if (colons == 2) {
        emit(mark, K::Call, kInfixFlag);
        colons = 0;
      }
    }
    if (colons > 0) emit(mark, K::Call, kInfixFlag);
  }
  if (peek() == K::Ellipsis) {  // `x...`
    bump(kTriviaNode);
    emit(mark, K::Ellipsis);
  }
}

void Parser::parseInvalidOps() {
  Mark mark = position();
  parseExpr();
  while (true) {
    auto [dotted, t] = peekDottedOpToken();
    if (t.kind != K::ErrorInvalidOperator && t.kind != K::ErrorStarStar) break;
    bumpTrivia();
    bumpDotted(dotted);
    parseExpr();
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

void Parser::parseExpr() { parseWithChains(&Parser::parseTerm, isPrecPlus, K::Plus, K::PlusPlus); }
void Parser::parseTerm() { parseWithChains(&Parser::parseRational, isPrecTimes, K::Star, K::Star); }

void Parser::parseWithChains(Production down, KindPredicate isOp, K chainOp1, K chainOp2) {
  Mark mark = position();
  (this->*down)();
  while (true) {
    auto [dotted, t] = peekDottedOpToken();
    if (!isOp(t.kind)) break;
    if (ctx_.spaceSensitive && t.precededByWhitespace && isBothUnaryAndBinary(t, dotted) &&
        !peekToken(2).precededByWhitespace)
      break;  // `[x +y]` is two elements
    bumpDotted(dotted, 0, K::Identifier);
    (this->*down)();
    // `a + b + c` is one call with three arguments; suffixed or dotted operators nest.
    if ((t.kind == chainOp1 || t.kind == chainOp2) && !t.suffixed && !dotted) parseChain(down, t.kind);
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

void Parser::parseChain(Production down, K opKind) {
  while (true) {
    auto [dotted, t] = peekDottedOpToken();
    if (t.kind != opKind || t.suffixed || dotted) break;
    if (ctx_.spaceSensitive && t.precededByWhitespace && isBothUnaryAndBinary(t, false) &&
        !peekToken(2).precededByWhitespace)
      break;
    bump(kTriviaNode);
    (this->*down)();
  }
}

void Parser::parseRational() { parseLtoR(&Parser::parseShift, isPrecRational); }
void Parser::parseShift() { parseLtoR(&Parser::parseUnarySubtype, isPrecBitshift); }

void Parser::parseUnarySubtype() {
  DepthGuard guard(*this);
  const Token t = peekToken();
  if (!isTypeOperator(t.kind, false)) {
    parseWhere(&Parser::parseJuxtapose);
    return;
  }
  K k2 = peek(2);
  if (isClosingToken(k2) || k2 == K::NewlineWs || k2 == K::Equals) {
    bump();  // `<:` on its own
  } else if (k2 == K::LBrace || k2 == K::LParen) {
    parseWhere(&Parser::parseJuxtapose);  // `<:{T}(x::T)`, `<:(x::T)`
  } else {
    Mark mark = position();
    bump(kTriviaNode);
    parseUnarySubtype();
    emit(mark, t.kind, kPrefixOpFlag);  // `<: A where B` is (<:-pre (where A B))
  }
}

void Parser::parseWhereChain(Mark mark) {
  ContextScope scope(*this);
  ctx_.whereEnabled = false;
  while (peek() == K::Where) {
    bump(kTriviaNode);
    bumpTrivia();
    if (peek() == K::LBrace) {
      Mark m = position();
      bump(kTriviaNode);
      CatResult cat = parseCat(K::RBrace, ctx_.endSymbol);
      emitBraces(m, cat);
      emit(mark, K::Where);
    } else {
      parseComparison();
      emit(mark, K::Where);
    }
  }
}

void Parser::parseWhere(Production down) {
  Mark mark = position();
  (this->*down)();
  if (ctx_.whereEnabled && peek() == K::Where) parseWhereChain(mark);
}

void Parser::parseJuxtapose() {
  Mark mark = position();
  parseUnary();
  int terms = 1;
  while (true) {
    const Token t = peekToken();
    K k = t.kind;
    K prev = peekBehindKind();
    bool juxtapose = false;
    if (!t.precededByWhitespace &&
        (isNumber(prev) || (!isNumber(k) && k != K::At &&
                            !(isBlockForm(prev) || isSyntacticUnaryOp(prev) || isInitialReservedWord(prev)))) &&
        (!isOperator(k) || isRadicalOp(k)) && !isClosingToken(k)) {
      if (prev == K::StringNode || isStringDelim(k)) {
        bumpInvisible(K::Error, kTriviaNode, "cannot juxtapose string literal");
        juxtapose = true;  // assume juxtaposition, for recovery
      } else if (!isInitialReservedWord(k)) {
        juxtapose = true;  // `2x`, `2(x+1)`, `(x-1)y`, `x'y`
      }
    }
    if (!juxtapose) break;
    if (isRadicalOp(k)) parseUnary();
    else parseFactor();
    ++terms;
  }
  if (terms > 1) emit(mark, K::Juxtapose);
}

void Parser::parseUnary() {
  DepthGuard guard(*this);
  Mark mark = position();
  bumpTrivia();
  auto [opDotted, opTok] = peekDottedOpToken();
  K opK = opTok.kind;
  if (!isOperator(opK) || isWordOperator(opK) || opK == K::Colon || opK == K::Prime || opK == K::DotPrime ||
      (isSyntacticUnaryOp(opK) && !opDotted) || isSyntacticOperator(opK)) {
    parseFactor();  // not a prefix operator: `:T`, `in::T`
    return;
  }
  const Token t2 = peekToken(2 + (opDotted ? 1 : 0));
  K k2 = t2.kind;
  if ((opK == K::Minus || opK == K::Plus) && !opTok.suffixed && !opDotted) {
    bool number = k2 == K::Integer || k2 == K::Float || k2 == K::Float32 ||
                  (opK == K::Plus && (k2 == K::BinInt || k2 == K::HexInt || k2 == K::OctInt));
    if (!t2.precededByWhitespace && number) {
      K k3 = peek(3);
      if (isPrecPower(k3) || k3 == K::LSquare || k3 == K::LBrace) {
        // `^`, `[` and `{` bind tighter than a sign: -2^x is (call-pre - (call-i 2 ^ x)).
        bump(0, K::Identifier);
        parseFactor();
        emit(mark, K::Call, kPrefixOpFlag);
      } else {
        bumpGlue(k2);  // a signed literal: -2, +2.0, -1.0f0
        parseFactorWithInitialEx(mark);
      }
      return;
    }
  }
  if (isClosingToken(k2) || k2 == K::NewlineWs || k2 == K::Equals) {
    parseAtom();  // an operator on its own: `+)`, `.+`
  } else if (k2 == K::LBrace || (!isUnaryOp(opTok, opDotted) && k2 == K::LParen)) {
    parseFactor();  // `+{T}(x)`, `*(x)`
  } else if (k2 == K::LParen) {
    parseUnaryParenCall(mark, opDotted, opTok);
  } else {
    Node* opNode;
    if (isUnaryOp(opTok, opDotted)) {
      opNode = bumpDotted(opDotted, 0, K::Identifier);  // `-x`, `√x`, `.~x`
    } else {
      // `--x` keeps the lexer's advice about `--`; `/x` says which operator needs a left operand.
      std::string opText = (opDotted ? "." : "") + std::string(textOf(opTok));
      std::string message = isError(opK) ? lexicalErrorMessage(opK, textOf(opTok))
                                         : "`" + opText + "` is not a unary operator; it needs a left operand";
      bumpDotted(opDotted, 0, K::Identifier, true);
      opNode = emit(mark, K::Error, 0, message);
    }
    parseUnary();
    if (isTypeOperator(opK, opDotted)) {
      opNode->flags |= kTriviaNode;
      emit(mark, opK, kPrefixOpFlag);
    } else {
      emit(mark, opDotted ? K::Dotcall : K::Call, kPrefixOpFlag);
    }
  }
}

// `+(a, b)` is a prefix call; `+(a)` is unary plus on a parenthesized value.
void Parser::parseUnaryParenCall(Mark mark, bool opDotted, const Token& opTok) {
  K opK = opTok.kind;
  Node* opNode = bumpDotted(opDotted, 0, K::Identifier, true);
  bool spaceBeforeParen = peekToken().precededByWhitespace;
  uint32_t spaceOffset = lastEnd_;
  Mark beforeParen = position();
  uint32_t parenOffset = nextTokenOffset();
  bump(kTriviaNode);  // (
  bool initialSemi = peekNl(1, true) == K::Semicolon;
  BracketSummary s = parseBracketsBody(K::RParen, true, "argument");
  bool isParenCall = s.hadCommas || s.hadSplat || (initialSemi && s.numSubexprs > 0) ||
                     (initialSemi && s.numSemis == 1) || (s.numSemis == 0 && s.numSubexprs == 0);
  bool isBlock = !isParenCall && s.numSemis > 0;
  finishBrackets(s, isParenCall, K::RParen, parenOffset);
  if (isParenCall) {
    if (spaceBeforeParen) error(spaceOffset, "whitespace not allowed between prefix function call and argument list");
    if (isTypeOperator(opK, opDotted)) {
      opNode->flags |= kTriviaNode;  // `<:(a,)` is (<: a)
      emit(mark, opK, delimFlags(s));
    } else {
      emit(mark, K::Call, delimFlags(s));
    }
    parseCallChain(mark);
    parseFactorWithInitialEx(mark);
  } else {
    emit(beforeParen, isBlock ? K::Block : K::Parens, isBlock ? kParensFlag : 0);
    // Unary operators bind looser than `^`: +(a)^2 is (call-pre + (call-i (parens a) ^ 2)).
    parseCallChain(beforeParen);
    parseFactorWithInitialEx(beforeParen);
    if (isTypeOperator(opK, opDotted)) {
      opNode->flags |= kTriviaNode;
      emit(mark, opK, kPrefixOpFlag);
    } else if (opDotted) {
      opNode->flags |= kSpliceFlag;
      emit(mark, K::Dotcall, kPrefixOpFlag);
    } else {
      emit(mark, K::Call, kPrefixOpFlag);
    }
  }
}

void Parser::parseFactor() {
  Mark mark = position();
  parseCall();
  parseFactorWithInitialEx(mark);
}

void Parser::parseFactorWithInitialEx(Mark mark) {
  parseDeclWithInitialEx(mark);
  auto [dotted, t] = peekDottedOpToken();
  if (isPrecPower(t.kind)) {
    bumpDotted(dotted, 0, K::Identifier);
    parseFactorAfter();
    emit(mark, dotted ? K::Dotcall : K::Call, kInfixFlag);
  }
}

void Parser::parseFactorAfter() { parseRtoL(&Parser::parseJuxtapose, isPrecPower, &Parser::parseFactorAfter); }

void Parser::parseDeclWithInitialEx(Mark mark) {
  while (peek() == K::ColonColon) {
    bump(kTriviaNode);  // a::b::c is (::-i (::-i a b) c)
    parseWhere(&Parser::parseCall);
    emit(mark, K::ColonColon, kInfixFlag);
  }
  if (peek() == K::RightArrow) {
    K before = peekBehindKind();
    // `x -> y` takes a tuple of arguments; `(x, y) -> z` already has one.
    if (before != K::Tuple && before != K::Where) emit(mark, K::Tuple);
    bump(kTriviaNode);
    parseEqStar();  // `->` binds tightly on the left and loosely on the right
    emit(mark, K::RightArrow);
  }
}

}  // namespace juxla::frontend::detail
