// Constructs introduced by reserved words: blocks, loops, conditionals, let, declarations,
// function and macro definitions, type definitions, try, return/break/continue, modules.
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

void Parser::parseResword() {
  DepthGuard guard(*this);
  ContextScope scope(*this);
  normalContext();  // begin f() where T = x end is (block (= (where (call f) T) x))
  bumpTrivia();
  Mark mark = position();
  uint32_t opener = nextTokenOffset();
  K word = peek();
  std::string wordName(kindName(word));
  auto closeWithEnd = [&](std::string_view what) { bumpClosingToken(K::End, nullptr, opener, what); };
  switch (word) {
    case K::Begin:
    case K::Quote:
      bump(kTriviaNode);
      parseBlockInner(&Parser::parseDocstring);
      closeWithEnd(wordName);
      emit(mark, K::Block);
      if (word == K::Quote) emit(mark, K::Quote);
      break;
    case K::While:
      bump(kTriviaNode);
      parseCond();
      parseBlock();
      closeWithEnd("while");
      emit(mark, K::While);
      break;
    case K::For:
      bump(kTriviaNode);
      parseIterationSpecs();
      parseBlock();
      closeWithEnd("for");
      emit(mark, K::For);
      break;
    case K::Let: {
      bump(kTriviaNode);
      Mark m = position();
      if (peek() != K::NewlineWs && peek() != K::Semicolon) parseCommaSeparated(&Parser::parseEqStar);
      emit(m, K::Block);
      K k = peek();
      if (k == K::NewlineWs || k == K::Semicolon) {
        bump(kTriviaNode);
      } else if (k != K::End) {
        recover(&Parser::isCloserOrNewline, kTriviaNode, "let variables should end in `;` or newline");
      }
      parseBlock();
      closeWithEnd("let");
      emit(mark, K::Let);
      break;
    }
    case K::If:
      parseIfElseif(false, false, opener);
      break;
    case K::Global:
    case K::Local: {
      bump(kTriviaNode);
      bool isConst = peek() == K::Const;
      Mark constMark = position();
      if (isConst) bump(kTriviaNode);
      bool hadAssignment = parseGlobalLocalConstVars();
      if (isConst) {
        emit(constMark, K::Const);  // global const x = 1 is (global (const (= x 1)))
        if (!hadAssignment) emit(mark, K::Error, 0, "expected assignment after `const`");
      }
      emit(mark, word);
      break;
    }
    case K::Const: {
      bump(kTriviaNode);
      K scopeKind = peek();
      bool scoped = scopeKind == K::Local || scopeKind == K::Global;
      Mark scopeMark = position();
      if (scoped) bump(kTriviaNode);
      bool hadAssignment = parseGlobalLocalConstVars();
      if (scoped) emit(scopeMark, scopeKind);
      emit(mark, K::Const);
      if (!hadAssignment) emit(mark, K::Error, 0, "expected assignment after `const`");
      break;
    }
    case K::Function:
    case K::Macro: {
      bump(kTriviaNode);
      bumpTrivia();
      if (parseFunctionSignature(word == K::Function)) {
        parseBlock();
        closeWithEnd(wordName);
      } else {
        bumpNl(true, kTriviaNode);  // function f end: a function without methods
      }
      emit(mark, word);
      break;
    }
    case K::Abstract:
      bump(kTriviaNode);
      bump(kTriviaNode);  // type
      parseSubtypeSpec();
      bumpSemicolonTrivia();
      closeWithEnd("abstract type");
      emit(mark, K::Abstract);
      break;
    case K::Struct:
    case K::Mutable: {
      bool isMutable = word == K::Mutable;
      if (isMutable) bump(kTriviaNode);
      bump(kTriviaNode);  // struct
      parseSubtypeSpec();
      parseBlock(&Parser::parseStructBodyStatement);
      closeWithEnd(isMutable ? "mutable struct" : "struct");
      emit(mark, K::Struct, isMutable ? kMutableFlag : 0);
      break;
    }
    case K::Primitive: {
      bump(kTriviaNode);
      bump(kTriviaNode);  // type
      {
        ContextScope spaces(*this);
        withSpaceSensitive();
        parseSubtypeSpec();
        parseCond();
      }
      bumpSemicolonTrivia();
      closeWithEnd("primitive type");
      emit(mark, K::Primitive);
      break;
    }
    case K::Try:
      parseTry();
      break;
    case K::Return: {
      bump(kTriviaNode);
      K k = peek();
      if (k != K::NewlineWs && !isClosingToken(k)) parseEq();  // return x, y is (return (tuple x y))
      emit(mark, K::Return);
      break;
    }
    case K::Break:
    case K::Continue: {
      bump(kTriviaNode);
      emit(mark, word);
      K k = peek();
      if (!(k == K::NewlineWs || k == K::Semicolon || k == K::RParen || k == K::Colon || k == K::EndMarker ||
            (k == K::End && !ctx_.endSymbol)))
        recover(&Parser::isCloserOrNewline, kTriviaNode, ("unexpected token after `" + wordName + "`").c_str());
      break;
    }
    case K::Module:
    case K::Baremodule:
      bump(kTriviaNode);
      if (K k = peekNl(1, true); k == K::End || k == K::EndMarker || k == K::Semicolon)
        bumpInvisible(K::Error, 0, "expected a module name after `" + wordName + "`");  // `module end`
      else if (isReservedWord(peek())) bumpError("invalid module name");
      else parseUnaryPrefix();
      parseBlock(&Parser::parseModuleStatement);
      closeWithEnd(wordName);
      emit(mark, K::Module, word == K::Baremodule ? kBareModuleFlag : 0);
      break;
    case K::Export:
    case K::Public:
      bump(kTriviaNode);
      parseCommaSeparated(&Parser::parseImportAtsymNoQuotes);
      emit(mark, word);
      break;
    case K::Import:
    case K::Using:
      parseImports();
      break;
    case K::Do:
      bumpError("invalid `do` syntax: `do` follows a call, as in `f(x) do y ... end`", kTriviaNode);
      break;
    default:
      bumpError("unexpected `" + wordName + "`");
      break;
  }
}

void Parser::parseIfElseif(bool isElseif, bool isElseifWhitespaceErr, uint32_t openerOffset) {
  DepthGuard guard(*this);
  Mark mark = position();
  K word = peek();
  if (isElseifWhitespaceErr) {
    word = K::Elseif;  // recovering from `else if`
  } else {
    bump(kTriviaNode);
  }
  if (peek() == K::NewlineWs || peek() == K::End) {
    bumpTrivia(true, isElseif ? "missing condition in `elseif`" : "missing condition in `if`");
  } else {
    parseCond();
  }
  parseBlock();
  bumpTrivia();
  K k = peek();
  if (k == K::Elseif) {
    parseIfElseif(true, false, openerOffset);
  } else if (k == K::Else) {
    Mark emark = position();
    bump(kTriviaNode);
    if (peek() == K::If) {
      bump(kTriviaNode);
      emit(emark, K::Error, kTriviaNode, "use `elseif` instead of `else if`");
      parseIfElseif(true, true, openerOffset);
    } else {
      parseBlock();
    }
  }
  if (!isElseif) bumpClosingToken(K::End, nullptr, openerOffset, "if");
  emit(mark, word);
}

bool Parser::parseGlobalLocalConstVars() {
  Mark mark = position();
  int commas = parseComma(false);
  auto [dotted, t] = peekDottedOpToken();
  if (isPrec(t.kind, Prec::Assignment)) {
    if (commas >= 1) emit(mark, K::Tuple);  // const x, y = 1, 2
    parseAssignmentWithInitialEx(mark, &Parser::parseCommaEmit);
  }
  return t.kind == K::Equals && !dotted;
}

bool Parser::parseFunctionSignature(bool isFunction) {
  bool isAnonFunc = false;
  bool needsParseCall = true;
  Mark mark = position();
  const char* what = isFunction ? "function" : "macro";
  if (!isFunction) {
    parseUnaryPrefix();  // the macro name
    Node* b = peekBehind();
    if (b && isInitialReservedWord(b->tokenKind)) emit(mark, K::Error, 0, "invalid macro name");
  } else if (peek() != K::LParen) {
    parseUnaryPrefix();
  } else {
    // `(` starts the name in parens, an anonymous function's arguments, or the whole signature.
    uint32_t openerOffset = nextTokenOffset();
    bump(kTriviaNode);
    bool isEmptyTuple = peekNl(1, true) == K::RParen;
    BracketSummary s = parseBracketsBody(K::RParen, true, "argument");
    bool parsedCall = wasEventuallyCall();
    K afterParen = peek(2);
    needsParseCall = afterParen == K::LParen || afterParen == K::Dot;
    isAnonFunc = (!needsParseCall && !parsedCall) || s.hadCommas;
    bool maybeGroupingParens = !s.hadCommas && !s.hadSplat && s.numSemis == 0 && s.numSubexprs == 1;
    finishBrackets(s, isAnonFunc, K::RParen, openerOffset);
    if (isAnonFunc) {
      K inner = peekBehindKind();
      bool ambiguous = maybeGroupingParens && (inner == K::Macrocall || inner == K::Dollar);
      emit(mark, K::Tuple, uint16_t(kParensFlag | delimFlags(s)));  // function (x, y) ... end
      if (ambiguous)
        emit(mark, K::Error, 0,
             "ambiguous signature: add a trailing comma if this is a 1-argument anonymous function; "
             "remove the parentheses if this is a macro call acting as function signature");
    } else if (isEmptyTuple) {
      emit(mark, K::Tuple, kParensFlag);
    } else {
      emit(mark, K::Parens);  // function (A).f() end
    }
  }
  if (isFunction && !isAnonFunc) {
    Node* b = peekBehind();
    if (b && b->isLeaf() && isReservedWord(b->tokenKind)) emit(mark, K::Error, 0, "invalid function name");
  }
  if (needsParseCall) {
    parseCallChain(mark);
    K sigKind = peekBehindKind();
    if ((sigKind == K::Identifier || sigKind == K::Var || sigKind == K::Dollar) && peekNl(1, true) == K::End)
      return false;  // function f end
    if (sigKind != K::Call && sigKind != K::Macrocall)
      emit(mark, K::Error, 0, std::string("invalid signature in ") + what + " definition; expected a call such as `f(x)`");
  }
  if (isFunction && peek() == K::ColonColon) {
    bump(kTriviaNode);  // function f()::T is (function (::-i (call f) T) ...)
    parseCall();
    emit(mark, K::ColonColon, kInfixFlag);
  }
  if (peek() == K::Where) parseWhereChain(mark);
  return true;
}

void Parser::parseTry() {
  Mark mark = position();
  uint32_t opener = nextTokenOffset();
  bump(kTriviaNode);
  parseBlock();
  bool hasCatch = false;
  bool hasFinally = false;
  bumpTrivia();
  if (peek() == K::Catch) {
    hasCatch = true;
    parseCatch();
  }
  bumpTrivia();
  if (peek() == K::Else) {
    Mark elseMark = position();
    bump(kTriviaNode);
    parseBlock();
    if (!hasCatch) emit(elseMark, K::Error, 0, "expected `catch` before `else`");
    emit(elseMark, K::Else);
  }
  bumpTrivia();
  if (peek() == K::Finally) {
    Mark finallyMark = position();
    hasFinally = true;
    bump(kTriviaNode);
    parseBlock();
    emit(finallyMark, K::Finally);
  }
  bumpTrivia();
  if (!hasCatch && peek() == K::Catch) {
    warning(nextTokenOffset(), "`catch` after `finally` will execute out of order");
    parseCatch();
  }
  bool missing = !hasCatch && !hasFinally;
  if (missing) bumpInvisible(K::Error, kTriviaNode);
  bumpClosingToken(K::End, nullptr, opener, "try");
  emit(mark, K::Try);
  if (missing) error(opener, "try without catch or finally");
}

void Parser::parseCatch() {
  Mark mark = position();
  bump(kTriviaNode);
  K k = peek();
  if (k == K::NewlineWs || k == K::Semicolon || isClosingToken(k)) {
    bumpInvisible(K::Placeholder);  // catch with no variable: (catch □ (block ...))
  } else {
    Mark m = position();
    parseEqStar();
    K b = peekBehindKind();
    if (b != K::Identifier && b != K::Var && b != K::Dollar)
      emit(m, K::Error, 0, "a variable name is expected after `catch`");
  }
  parseBlock();
  emit(mark, K::Catch);
}

void Parser::parseStructField() {
  Mark mark = position();
  bool constField = peek() == K::Const;
  if (constField) bump(kTriviaNode);
  parseEq();
  if (constField) emit(mark, K::Const);
}

void Parser::parseStructBodyStatement() { parseDocstringWith(&Parser::parseStructField); }

}  // namespace juxla::frontend::detail
