#include "frontend/kinds.h"

namespace juxla::frontend {

namespace {
struct KindInfo {
  std::string_view name;
  uint16_t categories;
  Prec prec;
};

constexpr KindInfo kKindInfo[] = {
#define X(name, text, category, prec) {text, uint16_t(category), Prec::prec},
#include "frontend/kinds.def"
#undef X
};
}  // namespace

std::string_view kindName(K k) { return kKindInfo[size_t(k)].name; }
uint16_t kindCategories(K k) { return kKindInfo[size_t(k)].categories; }
Prec precedence(K k) { return kKindInfo[size_t(k)].prec; }

bool isSyntacticOperator(K k) {
  return k == K::AndAnd || k == K::OrOr || k == K::Dot || k == K::Ellipsis || k == K::RightArrow ||
         isSyntacticAssignment(k);
}

bool operatorTakesSuffix(K k) {
  if (!isOperator(k) || precedence(k) == Prec::Assignment) return false;
  switch (k) {
    case K::Ellipsis: case K::Question: case K::Subtype: case K::Supertype: case K::AndAnd:
    case K::OrOr: case K::In: case K::Isa: case K::Colon: case K::DotDot: case K::Dollar:
    case K::ColonColon: case K::Where: case K::Dot: case K::Exclaim: case K::DotPrime:
    case K::RightArrow: case K::Not: case K::SquareRoot: case K::CubeRoot: case K::FourthRoot:
      return false;
    default:
      return true;
  }
}

}  // namespace juxla::frontend
