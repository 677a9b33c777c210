#include "compiler/desugar.h"

#include <vector>

namespace juxla::compiler {

using frontend::K;
using frontend::Node;

namespace {

Node* identifier(frontend::AstArena& arena, std::string_view name, frontend::SourceSpan span) {
  Node* n = arena.leaf(K::Identifier, span);
  n->value.type = frontend::ValueType::Symbol;
  n->value.text = arena.copy(name);
  return n;
}

// The generator of the clauses from `first` on: the innermost clause keeps its filter.
Node* nestGenerators(frontend::AstArena& arena, Node* gen, size_t first) {
  Node* body = gen->child(0);
  if (first + 1 == gen->numChildren()) {
    Node* children[] = {body, gen->child(first)};
    return arena.interior(K::Generator, gen->span, gen->flags, children);
  }
  Node* inner = nestGenerators(arena, gen, first + 1);
  Node* outerChildren[] = {inner, gen->child(first)};
  Node* outer = arena.interior(K::Generator, gen->span, gen->flags, outerChildren);
  Node* callChildren[] = {identifier(arena, "__flatten", gen->span), outer};
  return arena.interior(K::Call, gen->span, 0, callChildren);
}

Node* rewrite(Node* n, frontend::AstArena& arena) {
  if (!n || n->isLeaf()) return n;
  for (size_t i = 0; i < n->numChildren(); ++i) {
    Node* c = rewrite(n->child(i), arena);
    if (c != n->child(i)) n->setChild(i, c);
  }
  if (n->kind == K::Generator && n->numChildren() > 2) return nestGenerators(arena, n, 1);
  return n;
}

}  // namespace

void desugar(Node* root, frontend::AstArena& arena) {
  Node* r = rewrite(root, arena);
  (void)r;  // the root (toplevel) is never a generator
}

}  // namespace juxla::compiler
