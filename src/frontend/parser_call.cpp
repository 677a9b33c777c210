// Calls and their suffix chains: f(x), a[i], T{S}, a.b, f.(x), a', macro calls (@m x, @m(x),
// A.@m), string macros (r"..."), do blocks.
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

void Parser::parseCall() {
  if (peekInitialReservedWords()) {
    parseResword();
    return;
  }
  Mark mark = position();
  parseUnaryPrefix();  // f(x) is (call f x); $f(x) is (call ($ f) x)
  parseCallChain(mark);
}

void Parser::parseUnaryPrefixWith(bool hasUnaryPrefix) {
  DepthGuard guard(*this);
  Mark mark = position();
  auto [dotted, t] = peekDottedOpToken();
  K k = t.kind;
  if (!(k == K::Dollar || k == K::Ampersand || k == K::ColonColon) || dotted) {
    parseAtom(true, hasUnaryPrefix);  // .&(x,y) is (call .& x y)
    return;
  }
  K k2 = peek(2);
  if ((k == K::Ampersand || k == K::Dollar) && (isClosingToken(k2) || k2 == K::NewlineWs)) {
    bump();  // `&)` and `$` alone are the operators themselves
    return;
  }
  bump(kTriviaNode);
  if (k == K::Ampersand || k == K::ColonColon) {
    parseWhere(&Parser::parseCall);  // &a is (& a); ::T is (::-pre T)
  } else {
    parseUnaryPrefixWith(true);  // $$a is ($ ($ a))
  }
  emit(mark, k, k == K::ColonColon ? kPrefixOpFlag : 0);
}

Parser::BracketSummary Parser::parseCallArglist(K closing, uint32_t openerOffset) {
  ContextScope scope(*this);
  ctx_.forGenerator = true;
  BracketSummary s = parseBracketsBody(closing, false, "argument");
  finishBrackets(s, true, closing, openerOffset);
  return s;
}

void Parser::parseMacroName() {
  const Token& next = peekTokenNl(1, false);
  K k = next.kind;
  if (k == K::NewlineWs || k == K::EndMarker || k == K::RParen || k == K::RSquare || k == K::RBrace ||
      k == K::Comma || k == K::Semicolon) {
    bumpInvisible(K::Error, 0, "expected a macro name after `@`");  // `x = @`
    return;
  }
  if (next.precededByWhitespace) {
    error(lastEnd_, "whitespace is not allowed between `@` and the macro name");
    Mark m = position();
    bumpTrivia(false);
    emit(m, K::Error, kTriviaNode);
  }
  Mark mark = position();
  parseAtom(false);
  Node* b = peekBehind(false);
  if (b && b->kind == K::Parens) {
    warning(b->span.begin, "parenthesizing macro names is unnecessary");
  } else if (!b || isError(b->kind) || !(b->isLeaf() || b->kind == K::Var)) {
    emit(mark, K::Error, 0, "invalid macro name");
  }
}

void Parser::parseCallChain(Mark mark, bool isMacrocall) {
  if (isNumber(peekBehindKind()) && peek() == K::LParen) return;  // 2(x) is juxtaposition
  bool processingMacroName = isMacrocall;
  Node* macroAtName = nullptr;  // the `@x` component of a dotted macro path
  bool maybeStringMacro = true;
  // The last component of a dotted name: its token kind decides whether `x"..."` is a string macro.
  Node* macroNameNode = output_.empty() ? nullptr : output_.back();
  auto emitMacroName = [&] {
    if (processingMacroName) emit(mark, K::MacroName);
    processingMacroName = false;
  };
  while (true) {
    bool maybeStringMacroNext = false;
    const Token t = peekToken();
    K k = t.kind;
    bool opensBracketOrString = k == K::LParen || k == K::LSquare || k == K::LBrace || k == K::DoubleQuote ||
                                k == K::TripleDoubleQuote || k == K::Backtick || k == K::TripleBacktick;
    if (!isMacrocall && ctx_.spaceSensitive && t.precededByWhitespace && opensBracketOrString) {
      break;  // [f (x)] is (hcat f (parens x))
    }
    if (isMacrocall && (t.precededByWhitespace || !(k == K::LParen || k == K::LSquare || k == K::LBrace ||
                                                     k == K::Prime || k == K::Dot))) {
      // Macro calls with space separated arguments: @foo a b
      emitMacroName();
      ContextScope scope(*this);
      withSpaceSensitive();
      int args = parseSpaceSeparatedExprs();
      bool isDocMacro = macroNameNode && macroNameNode->tokenKind == K::Doc;
      if (isDocMacro && args == 1) {
        // @doc "text"\nf(x) = ... documents the definition on the next line.
        K k2 = peek(2);
        if (peek() == K::NewlineWs && !isClosingToken(k2) && k2 != K::NewlineWs) {
          bump();
          parseEq();
        }
      }
      emit(mark, K::Macrocall);
      break;
    }
    if (k == K::LParen) {
      emitMacroName();
      bumpDisallowedSpace();
      uint32_t openerOffset = nextTokenOffset();
      bump(kTriviaNode);
      BracketSummary s = parseCallArglist(K::RParen, openerOffset);
      if (peek() == K::Do) parseDo();  // f(x) do y ... end
      emit(mark, isMacrocall ? K::Macrocall : K::Call, uint16_t((isMacrocall ? kParensFlag : 0) | delimFlags(s)));
      isMacrocall = false;
      macroAtName = nullptr;
    } else if (k == K::LSquare) {
      emitMacroName();
      Mark m = position();
      bumpDisallowedSpace();
      bump(kTriviaNode);
      CatResult cat;
      {
        ContextScope scope(*this);
        bool outerEndSymbol = ctx_.endSymbol;
        ctx_.endSymbol = true;
        cat = parseCat(K::RSquare, outerEndSymbol);
      }
      if (isMacrocall) {
        // @S[a, b] is (macrocall (macro_name S) (vect a b))
        Node* n = emit(m, cat.kind, cat.flags);
        n->dim = uint8_t(cat.dim);
        emit(mark, K::Macrocall);
        isMacrocall = false;
        macroAtName = nullptr;
      } else {
        K outk = cat.kind == K::Vect     ? K::Ref
                 : cat.kind == K::Hcat   ? K::TypedHcat
                 : cat.kind == K::Vcat   ? K::TypedVcat
                 : cat.kind == K::Comprehension ? K::TypedComprehension
                                                : K::TypedNcat;
        Node* n = emit(mark, outk, cat.flags);
        n->dim = uint8_t(cat.dim);
      }
    } else if (k == K::Dot) {
      K k2 = peek(2);
      if (isOperator(k2) && !isWordOperator(k2) && k2 != K::Colon && k2 != K::Dollar && k2 != K::Prime &&
          k2 != K::Question)
        break;  // a dotted operator such as .+ or .=
      bumpDisallowedSpace();
      Mark emark = position();
      if (macroAtName) {
        error(macroAtName->span.begin, "`@` must appear on the first or last macro name component");
        bumpError("unexpected `.` after macro name", kTriviaNode);
        processingMacroName = true;
        macroAtName = nullptr;
      } else {
        bump(kTriviaNode);
      }
      k = peek();
      if (k == K::LParen) {
        if (isMacrocall) {
          emitMacroName();
          bumpInvisible(K::Error, kTriviaNode, "dot call syntax not supported for macros");
        }
        bumpDisallowedSpace();
        uint32_t openerOffset = nextTokenOffset();
        bump(kTriviaNode);
        BracketSummary s = parseCallArglist(K::RParen, openerOffset);
        emit(mark, K::Dotcall, delimFlags(s));  // f.(a, b)
      } else if (k == K::Colon) {
        Mark m = position();  // A.:+ is (. A (quote-: +))
        bump(kTriviaNode);
        bumpDisallowedSpace();
        parseAtom(false);
        emit(m, K::Quote, kColonQuoteFlag);
        emit(mark, K::Dot);
      } else if (k == K::Dollar) {
        Mark m = position();  // f.$x is (. f ($ x))
        bump(kTriviaNode);
        parseAtom();
        if (isMacrocall) emit(m, K::Error, 0, "invalid macro name");
        else emit(m, K::Dollar);
        macroNameNode = output_.back();
        emit(mark, K::Dot);
      } else if (k == K::At) {
        Mark m = position();  // A.@x is (macrocall (. A (macro_name x)))
        if (isMacrocall) bumpError("repeated `@` in macro module path", kTriviaNode);
        else bump(kTriviaNode);
        parseMacroName();
        macroNameNode = output_.back();
        if (!isMacrocall) macroAtName = emit(m, K::MacroName);
        else macroAtName = output_.back();
        isMacrocall = true;
        emit(mark, K::Dot);
      } else if (k == K::Prime) {
        bump(0, K::Identifier);
        emit(emark, K::Error, 0, "the .' operator for transpose is discontinued");
        emit(mark, K::Dotcall, kPostfixOpFlag);
      } else {
        parseAtom(false);  // f.x.y is (. (. f x) y)
        macroNameNode = output_.back();
        maybeStringMacroNext = true;
        emit(mark, K::Dot);
      }
    } else if (k == K::Prime && !t.precededByWhitespace) {
      bump(0, K::Identifier);  // f' is (call-post f ')
      emit(mark, K::Call, kPostfixOpFlag);
    } else if (k == K::LBrace) {
      emitMacroName();
      Mark m = position();
      bumpDisallowedSpace();
      uint32_t openerOffset = nextTokenOffset();
      bump(kTriviaNode);
      BracketSummary s = parseCallArglist(K::RBrace, openerOffset);
      if (isMacrocall) {
        emit(m, K::Braces, delimFlags(s));  // @S{a, b} is (macrocall (macro_name S) (braces a b))
        emit(mark, K::Macrocall);
        isMacrocall = false;
        macroAtName = nullptr;
      } else {
        emit(mark, K::Curly, delimFlags(s));  // S{a, b} is (curly S a b)
      }
    } else if (opensBracketOrString && k != K::LParen && k != K::LSquare && k != K::LBrace &&
               !t.precededByWhitespace && maybeStringMacro && macroNameNode &&
               (macroNameNode->tokenKind == K::Identifier || isContextualKeyword(macroNameNode->tokenKind) ||
                isWordOperator(macroNameNode->tokenKind))) {
      // Custom string literals: x"str" is (macrocall (macro_name_str x) (string-r "str"))
      emit(mark, isStringDelim(k) ? K::MacroNameStr : K::MacroNameCmd);
      parseString(true);
      const Token& suffix = peekToken();
      K sk = suffix.kind;
      if (!suffix.precededByWhitespace && (sk == K::Identifier || isKeyword(sk) || isWordOperator(sk) || isNumber(sk)))
        bump(0, (sk == K::Identifier || isKeyword(sk) || isWordOperator(sk)) ? K::String : sk);
      emit(mark, K::Macrocall);
    } else {
      break;
    }
    maybeStringMacro = maybeStringMacroNext;
  }
}

int Parser::parseSpaceSeparatedExprs() {
  ContextScope scope(*this);
  withSpaceSensitive();
  int count = 0;
  while (true) {
    K k = peek();
    if (isClosingToken(k) || k == K::NewlineWs || (ctx_.forGenerator && k == K::For)) break;
    parseEq();
    ++count;
  }
  return count;
}

void Parser::parseDo() {
  Mark mark = position();
  uint32_t openerOffset = nextTokenOffset();
  bump(kTriviaNode);  // do
  ContextScope scope(*this);
  normalContext();
  Mark m = position();
  if (peek() == K::NewlineWs || peek() == K::Semicolon) {
    bump(kTriviaNode);  // f() do; body end has no arguments: (do (tuple) (block body))
  } else {
    parseCommaSeparated(&Parser::parseRange);
  }
  emit(m, K::Tuple);
  parseBlock();
  bumpClosingToken(K::End, nullptr, openerOffset, "do");
  emit(mark, K::Do);
}

}  // namespace juxla::frontend::detail
