#include "frontend/ast.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace juxla::frontend {

void* AstArena::allocate(size_t bytes, size_t align) {
  size_t padding = (align - reinterpret_cast<uintptr_t>(cursor_) % align) % align;
  if (!cursor_ || padding + bytes > remaining_) {
    size_t blockSize = std::max<size_t>(64 * 1024, bytes + align);
    blocks_.push_back(std::make_unique<std::byte[]>(blockSize));
    cursor_ = blocks_.back().get();
    remaining_ = blockSize;
    padding = (align - reinterpret_cast<uintptr_t>(cursor_) % align) % align;
  }
  std::byte* p = cursor_ + padding;
  cursor_ = p + bytes;
  remaining_ -= padding + bytes;
  return p;
}

Node* AstArena::leaf(K kind, SourceSpan span, uint16_t flags) {
  Node* n = new (allocate(sizeof(Node), alignof(Node))) Node();
  n->kind = kind;
  n->span = span;
  n->flags = flags;
  ++nodeCount_;
  return n;
}

Node* AstArena::interior(K kind, SourceSpan span, uint16_t flags, std::span<Node* const> children) {
  Node* n = leaf(kind, span, flags);
  n->isLeaf_ = false;
  n->numChildren_ = uint32_t(children.size());
  if (!children.empty()) {
    n->children_ = static_cast<Node**>(allocate(sizeof(Node*) * children.size(), alignof(Node*)));
    std::copy(children.begin(), children.end(), n->children_);
  }
  return n;
}

std::string_view AstArena::copy(std::string_view text) {
  if (text.empty()) return {};
  char* p = static_cast<char*>(allocate(text.size(), 1));
  std::memcpy(p, text.data(), text.size());
  return {p, text.size()};
}

}  // namespace juxla::frontend
