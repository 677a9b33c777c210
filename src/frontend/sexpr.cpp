#include "frontend/sexpr.h"

#include "frontend/literals.h"

namespace juxla::frontend {

std::string headName(const Node& n) {
  std::string s(kindName(n.kind));
  if (n.has(kTriviaNode)) s += "-t";
  if (n.has(kInfixFlag)) s += "-i";
  if (n.has(kPrefixOpFlag)) s += "-pre";
  if (n.has(kPostfixOpFlag)) s += "-post";
  switch (n.kind) {
    case K::Nrow: case K::Ncat: case K::TypedNcat:
      if (n.dim != 0) s += "-" + std::to_string(n.dim);
      return s;
    case K::StringNode: case K::CmdStringNode: case K::Identifier:
      if (n.has(kTripleStringFlag)) s += "-s";
      if (n.has(kRawStringFlag)) s += "-r";
      break;
    case K::Tuple: case K::Block: case K::Macrocall:
      if (n.has(kParensFlag)) s += "-p";
      break;
    case K::Quote:
      if (n.has(kColonQuoteFlag)) s += "-:";
      break;
    case K::Toplevel:
      if (n.has(kToplevelSemicolonsFlag)) s += "-;";
      break;
    case K::Function:
      if (n.has(kShortFormFunctionFlag)) s += "-=";
      break;
    case K::Struct:
      if (n.has(kMutableFlag)) s += "-mut";
      break;
    case K::Module:
      if (n.has(kBareModuleFlag)) s += "-bare";
      break;
    default:
      break;
  }
  switch (n.kind) {
    case K::Tuple: case K::Call: case K::Dotcall: case K::Macrocall: case K::Vect: case K::Curly:
    case K::Braces: case K::Subtype: case K::Supertype:
      if (n.has(kTrailingCommaFlag)) s += "-,";
      break;
    default:
      break;
  }
  return s;
}

namespace {

std::string leafText(const Node& n) {
  if (isError(n.kind)) return "(" + headName(n) + ")";
  if (n.kind == K::Placeholder && n.value.text.empty()) return "□";  // catch without a variable
  return formatValue(n.value);
}

void appendCompact(const Node* n, std::string& out) {
  if (n->isLeaf()) {
    out += leafText(*n);
    return;
  }
  out += "(";
  out += headName(*n);
  for (const Node* c : n->children()) {
    out += ' ';
    appendCompact(c, out);
  }
  out += ")";
}

void appendWrapped(const Node* n, size_t indent, size_t width, std::string& out) {
  std::string compact;
  appendCompact(n, compact);
  if (n->isLeaf() || indent + compact.size() <= width) {
    out += compact;
    return;
  }
  out += "(";
  out += headName(*n);
  for (const Node* c : n->children()) {
    out += "\n";
    out.append(indent + 2, ' ');
    appendWrapped(c, indent + 2, width, out);
  }
  out += ")";
}

}  // namespace

std::string toSexpr(const Node* node) {
  std::string out;
  appendCompact(node, out);
  return out;
}

std::string toSexprWrapped(const Node* node, size_t width) {
  std::string out;
  appendWrapped(node, 0, width, out);
  return out;
}

}  // namespace juxla::frontend
