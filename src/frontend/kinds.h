// Kinds of tokens and AST nodes (one table, kinds.def) and the questions the parser asks of them.
#pragma once

#include <cstdint>
#include <string_view>

namespace juxla::frontend {

enum class Prec : uint8_t {
  None, Assignment, Pair, Conditional, Arrow, LazyOr, LazyAnd, Comparison, PipeLt, PipeGt,
  Colon, Plus, Times, Rational, Bitshift, Power, Decl, WhereLevel, DotLevel,
};

enum KindCategory : uint16_t {
  kTrivia = 1 << 0,
  kIdentifierKind = 1 << 1,
  kKeyword = 1 << 2,
  kBlockContinuation = 1 << 3,
  kContextual = 1 << 4,
  kLiteral = 1 << 5,
  kNumber = 1 << 6,
  kDelimiter = 1 << 7,
  kOperator = 1 << 8,
  kWordOperator = 1 << 9,
  kSyntacticAssign = 1 << 10,
  kRadicalOrNot = 1 << 11,
  kSyntax = 1 << 12,
  kSpecial = 1 << 13,
  kError = 1 << 14,
};

enum class K : uint16_t {
#define X(name, text, category, prec) name,
#include "frontend/kinds.def"
#undef X
};

// The name printed for a node head, or the spelling of a single-spelling token.
std::string_view kindName(K k);
uint16_t kindCategories(K k);
Prec precedence(K k);

inline bool hasCategory(K k, uint16_t c) { return (kindCategories(k) & c) != 0; }
inline bool isTrivia(K k) { return hasCategory(k, kTrivia); }
inline bool isIdentifierKind(K k) { return hasCategory(k, kIdentifierKind); }
inline bool isKeyword(K k) { return hasCategory(k, kKeyword); }
inline bool isContextualKeyword(K k) { return hasCategory(k, kContextual); }
inline bool isBlockContinuationKeyword(K k) { return hasCategory(k, kBlockContinuation); }
inline bool isReservedWord(K k) { return isKeyword(k) && !isContextualKeyword(k); }
inline bool isLiteral(K k) { return hasCategory(k, kLiteral); }
inline bool isNumber(K k) { return hasCategory(k, kNumber); }
inline bool isOperator(K k) { return hasCategory(k, kOperator); }
inline bool isWordOperator(K k) { return hasCategory(k, kWordOperator); }
inline bool isError(K k) { return hasCategory(k, kError); }
inline bool isSyntacticAssignment(K k) { return hasCategory(k, kSyntacticAssign); }
inline bool isRadicalOp(K k) { return k == K::SquareRoot || k == K::CubeRoot || k == K::FourthRoot; }
inline bool isStringDelim(K k) { return k == K::DoubleQuote || k == K::TripleDoubleQuote; }
// && || . ... -> and the syntactic assignments: operators that are syntax, not calls.
bool isSyntacticOperator(K k);
// Operators that may carry suffix characters (+₁, -->′), as JuliaSyntax's optakessuffix.
bool operatorTakesSuffix(K k);

inline bool isPrec(K k, Prec p) { return precedence(k) == p; }

}  // namespace juxla::frontend
