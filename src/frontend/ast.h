// The Julia AST: one generic node type with JuliaSyntax's SyntaxNode shape (kind, flags, exact
// source span, a value for leaves, children), allocated in an arena owned by the parse result.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "frontend/kinds.h"

namespace juxla::frontend {

// Flags as JuliaSyntax prints them after the head: `call-i`, `tuple-p`, `string-s-r`, ...
enum NodeFlag : uint16_t {
  kTriviaNode = 1 << 0,         // -t: error nodes kept in place of skipped tokens
  kInfixFlag = 1 << 1,          // -i: `a + b`
  kPrefixOpFlag = 1 << 2,       // -pre: `-a`
  kPostfixOpFlag = 1 << 3,      // -post: `a'`
  kTripleStringFlag = 1 << 4,   // -s: """..."""
  kRawStringFlag = 1 << 5,      // -r: r"..." and var"..."
  kParensFlag = 1 << 6,         // -p: (a, b), (a; b), @m(x)
  kTrailingCommaFlag = 1 << 7,  // -,: f(a,)
  kColonQuoteFlag = 1 << 8,     // -: : `:x` rather than `quote x end`
  kToplevelSemicolonsFlag = 1 << 9,  // -; : `a; b` at top level
  kShortFormFunctionFlag = 1 << 10,  // -= : `f(x) = x`
  kMutableFlag = 1 << 11,       // -mut
  kBareModuleFlag = 1 << 12,    // -bare
  kSpliceFlag = 1 << 13,        // parser-internal: replaced by its children in the parent
};

enum class ValueType : uint8_t {
  None, Symbol, Bool, Int64, Int128, BigInt, UInt8, UInt16, UInt32, UInt64, UInt128, Float64,
  Float32, Char, String,
};

// The value of a leaf. Integers too wide for 64 bits keep their decimal digits in `text`
// (UInt128: hex digits, 32 of them); Char keeps its bytes in `text` (it may be malformed UTF-8).
struct Value {
  ValueType type = ValueType::None;
  bool boolean = false;
  int64_t int64 = 0;
  uint64_t uint64 = 0;
  double float64 = 0;
  float float32 = 0;
  char32_t character = 0;
  std::string_view text;  // Symbol name, String bytes, wide integer digits, Char bytes
};

struct SourceSpan {
  uint32_t file = 0;
  uint32_t begin = 0;  // byte range [begin, end)
  uint32_t end = 0;
};

class Node {
 public:
  K kind = K::None;
  K tokenKind = K::None;  // leaves: the token's kind before the parser remapped it (`in` -> Identifier)
  uint16_t flags = 0;
  uint8_t dim = 0;  // nrow-N, ncat-N
  uint32_t height = 1;  // longest path to a leaf; the parser bounds it so recursive walks are safe
  SourceSpan span;
  Value value;

  std::span<Node* const> children() const { return {children_, numChildren_}; }
  size_t numChildren() const { return numChildren_; }
  Node* child(size_t i) const { return i < numChildren_ ? children_[i] : nullptr; }
  bool isLeaf() const { return isLeaf_; }
  bool has(uint16_t flag) const { return (flags & flag) != 0; }
  bool isInfix() const { return has(kInfixFlag); }
  // Later stages rewrite trees in place.
  void setChild(size_t i, Node* n) { children_[i] = n; }

 private:
  friend class AstArena;
  Node** children_ = nullptr;
  uint32_t numChildren_ = 0;
  bool isLeaf_ = true;
};

// Owns every node and every string of one or more parsed files; nodes die with it.
class AstArena {
 public:
  AstArena() = default;
  AstArena(const AstArena&) = delete;
  AstArena& operator=(const AstArena&) = delete;

  Node* leaf(K kind, SourceSpan span, uint16_t flags = 0);
  Node* interior(K kind, SourceSpan span, uint16_t flags, std::span<Node* const> children);
  std::string_view copy(std::string_view text);
  size_t nodeCount() const { return nodeCount_; }

 private:
  void* allocate(size_t bytes, size_t align);
  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::byte* cursor_ = nullptr;
  size_t remaining_ = 0;
  size_t nodeCount_ = 0;
};

}  // namespace juxla::frontend
