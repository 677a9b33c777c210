// Square and curly brackets: vectors, matrices ([a b; c d]), n-dimensional concatenation
// ([a;; b]), comprehensions and generators, and braces.
#include <climits>

#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

namespace {
enum ArrayOrder { kUnknownOrder, kRowMajor, kColumnMajor };
constexpr int kNoSeparator = INT_MIN;
const char* kSeparatorMismatch =
    "cannot mix space and ;; separators in an array expression, except to wrap a line";
}  // namespace

Parser::CatResult Parser::parseCat(K closer, bool endIsSymbol) {
  ContextScope scope(*this);
  ctx_.rangeColonEnabled = true;
  ctx_.spaceSensitive = true;
  ctx_.whereEnabled = true;
  ctx_.whitespaceNewline = false;
  ctx_.forGenerator = true;
  uint32_t opener = tokens_[next_ - 1].begin;  // every caller has just consumed the bracket
  K k = peekNl(1, true);
  Mark mark = position();
  if (k == closer) return parseVect(closer, false, opener);  // [] is (vect)
  if (k == K::Semicolon) {
    bumpTrivia();  // [;;] is (ncat-2)
    int order = kUnknownOrder;
    int dim = parseArraySeparator(order).first;
    bumpCatCloser(closer, opener);
    return {K::Ncat, 0, dim};
  }
  parseEqStar();
  k = peekNl(1, true);
  if (k == K::Comma || (isClosingToken(k) && k != K::Semicolon)) {
    bool trailingComma = k == K::Comma;
    if (trailingComma) bumpNl(true, kTriviaNode);
    return parseVect(closer, trailingComma, opener);  // [x], [x, y]
  }
  if (k == K::For) return parseComprehension(mark, closer, opener);  // [x for a in as]
  return parseArray(mark, closer, endIsSymbol, opener);               // [x y], [x; y], ...
}

void Parser::bumpCatCloser(K closer, uint32_t openerOffset) {
  bumpClosingToken(closer, nullptr, openerOffset, closer == K::RSquare ? "[" : "{");
}

Parser::CatResult Parser::parseVect(K closer, bool prefixTrailingComma, uint32_t openerOffset) {
  BracketSummary s = parseBracketsBody(closer);
  finishBrackets(s, true, closer, openerOffset);
  uint16_t flags = delimFlags(s);
  if (s.numSubexprs == 0 && prefixTrailingComma) flags |= kTrailingCommaFlag;
  return {K::Vect, flags, 0};
}

void Parser::parseGenerator(Mark mark) {
  while (peek() == K::For) {
    if (!peekToken().precededByWhitespace)
      bumpInvisible(K::Error, kTriviaNode, "expected space before `for` in generator");
    bump(kTriviaNode);
    Mark iterMark = position();
    parseIterationSpecs();
    if (peek() == K::If) {  // (x for a in as if z) has (filter (iteration ...) z)
      bump(kTriviaNode);
      parseCond();
      emit(iterMark, K::Filter);
    }
  }
  emit(mark, K::Generator);
}

Parser::CatResult Parser::parseComprehension(Mark mark, K closer, uint32_t openerOffset) {
  ContextScope scope(*this);
  ctx_.whitespaceNewline = true;
  ctx_.spaceSensitive = false;
  ctx_.endSymbol = false;
  parseGenerator(mark);
  bumpCatCloser(closer, openerOffset);
  return {K::Comprehension, 0, 0};
}

// Separators bind with decreasing power: whitespace (0) > `;` or newline (-1) > `;;` (-2) > ...
Parser::CatResult Parser::parseArray(Mark mark, K closer, bool endIsSymbol, uint32_t openerOffset) {
  ContextScope scope(*this);
  ctx_.endSymbol = endIsSymbol;
  int order = kUnknownOrder;
  auto [dim, bindingPower] = parseArraySeparator(order);
  if (bindingPower == kNoSeparator) {
    bumpCatCloser(closer, openerOffset);  // [x@y
    return {K::Hcat, 0, 0};
  }
  while (true) {
    auto [nextDim, nextBp] = parseArrayInner(bindingPower, order);
    if (nextBp == kNoSeparator) break;
    if (bindingPower == 0) {
      emit(mark, K::Row);
    } else {
      emit(mark, K::Nrow)->dim = uint8_t(dim);
    }
    dim = nextDim;
    bindingPower = nextBp;
  }
  bumpCatCloser(closer, openerOffset);
  if (bindingPower == -1) return {K::Vcat, 0, 0};
  if (bindingPower == 0) return {K::Hcat, 0, 0};
  return {K::Ncat, 0, dim};
}

std::pair<int, int> Parser::parseArrayInner(int bindingPower, int& order) {
  Mark mark = position();
  int dim = -1;
  int bp = bindingPower;
  while (true) {
    if (bp < bindingPower) return {dim, bp};
    if (isClosingToken(peek())) return {kNoSeparator, kNoSeparator};  // [a ;] is (vcat a)
    std::pair<int, int> next;
    if (bp == bindingPower) {
      mark = position();
      parseEqStar();
      next = parseArraySeparator(order);
    } else {
      // A separator binding tighter than ours: [a ;; b ; c] groups b and c first.
      DepthGuard guard(*this);
      next = parseArrayInner(bp, order);
      if (bp == 0) emit(mark, K::Row);
      else emit(mark, K::Nrow)->dim = uint8_t(dim);
    }
    dim = next.first;
    bp = next.second;
  }
}

std::pair<int, int> Parser::parseArraySeparator(int& order) {
  Mark mark = position();
  const Token& t = peekTokenNl(1, true);
  if (t.kind == K::Semicolon) {
    bumpTrivia();  // newlines before `;` do not count
    int semis = 1;
    while (true) {
      bump(kTriviaNode);
      const Token& next = peekToken();
      if (next.kind != K::Semicolon) break;
      if (next.precededByWhitespace) bumpDisallowedSpace();
      ++semis;
    }
    bool hadNewline = peek() == K::NewlineWs;
    bumpTrivia();
    if (semis == 2) {
      if (order == kRowMajor) {
        if (hadNewline) return {2, 0};  // `;;` at a line end continues a row
        emit(mark, K::Error, kTriviaNode, kSeparatorMismatch);
      } else {
        order = kColumnMajor;
      }
    }
    return {semis, -semis};
  }
  const Token& t1 = peekToken();
  if (t1.kind == K::NewlineWs) {
    bumpTrivia();
    if (peek() == K::RSquare) return {kNoSeparator, kNoSeparator};  // [a b\n]
    return {1, -1};  // a line break separates rows like `;`
  }
  if (t1.kind == K::Comma) {
    bumpError("unexpected comma in array expression", kTriviaNode);
    return {1, -1};
  }
  if (t1.precededByWhitespace && !isClosingToken(t1.kind)) {
    if (order == kColumnMajor) {
      error(t1.begin, kSeparatorMismatch);
    } else {
      order = kRowMajor;
    }
    return {2, 0};
  }
  return {kNoSeparator, kNoSeparator};
}

void Parser::emitBraces(Mark mark, const CatResult& cat) {
  if (cat.kind == K::Hcat) {
    emit(mark, K::Row, uint16_t(cat.flags & ~kTrailingCommaFlag));  // {x y} is (bracescat (row x y))
  } else if (cat.kind == K::Ncat) {
    emit(mark, K::Nrow)->dim = uint8_t(cat.dim);
  }
  bool braces = cat.kind == K::Vect || cat.kind == K::Comprehension;
  emit(mark, braces ? K::Braces : K::Bracescat, braces ? uint16_t(cat.flags & kTrailingCommaFlag) : 0);
}

}  // namespace juxla::frontend::detail
