// The IR: modules of functions whose bodies are blocks of ops in SSA form, with regions.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/attributes.h"
#include "ir/op_code.h"
#include "ir/types.h"
#include "support/source.h"

namespace juxla::ir {

class Block;
class Func;
class Module;
class Operation;
class Region;
class Value;

struct Use {
  Operation* user;
  unsigned operandIndex;
};

// One operand slot of an op, linked into its value's list of uses so that unlinking is O(1).
struct OpOperand {
  Value* value = nullptr;
  Operation* owner = nullptr;
  unsigned index = 0;
  OpOperand* prevUse = nullptr;
  OpOperand* nextUse = nullptr;
};

// The uses of a value, most recent first; iterating yields Use{user, operandIndex}.
class UseRange {
 public:
  class iterator {
   public:
    using value_type = Use;
    using difference_type = std::ptrdiff_t;
    explicit iterator(const OpOperand* p = nullptr) : p_(p) {}
    Use operator*() const { return {p_->owner, p_->index}; }
    iterator& operator++() {
      p_ = p_->nextUse;
      return *this;
    }
    iterator operator++(int) {
      iterator it = *this;
      ++*this;
      return it;
    }
    bool operator==(const iterator& o) const { return p_ == o.p_; }

   private:
    const OpOperand* p_;
  };
  explicit UseRange(const OpOperand* first) : first_(first) {}
  iterator begin() const { return iterator(first_); }
  iterator end() const { return iterator(nullptr); }
  bool empty() const { return first_ == nullptr; }
  size_t size() const {
    size_t n = 0;
    for (const OpOperand* p = first_; p; p = p->nextUse) ++n;
    return n;
  }

 private:
  const OpOperand* first_;
};

// An SSA value: an op result or a block argument, with the list of its uses.
class Value {
 public:
  Value() = default;
  Value(const Value&) = delete;
  Value& operator=(const Value&) = delete;

  Type type() const { return type_; }
  void setType(Type t) { type_ = t; }
  Operation* definingOp() const { return op_; }
  Block* ownerBlock() const { return block_; }
  bool isBlockArgument() const { return block_ != nullptr; }
  unsigned index() const { return index_; }  // result number or argument number

  UseRange uses() const { return UseRange(firstUse_); }
  bool hasUses() const { return firstUse_ != nullptr; }
  void replaceAllUsesWith(Value* other);

 private:
  friend class Operation;
  friend class Block;
  void link(OpOperand* use);
  void unlink(OpOperand* use);
  Type type_;
  Operation* op_ = nullptr;
  Block* block_ = nullptr;
  unsigned index_ = 0;
  OpOperand* firstUse_ = nullptr;
};

using ValueMap = std::unordered_map<const Value*, Value*>;

// A single-block region (StableHLO regions have exactly one block); empty for declarations.
class Region {
 public:
  Region() = default;
  Region(const Region&) = delete;
  ~Region();

  bool empty() const { return block_ == nullptr; }
  Block& block() { return *block_; }
  const Block& block() const { return *block_; }
  Block& emplaceBlock();  // creates the block if absent
  std::unique_ptr<Block> takeBlock();
  void setBlock(std::unique_ptr<Block> b);

  Operation* parentOp() const { return parentOp_; }
  Func* parentFunc() const { return parentFunc_; }

 private:
  friend class Operation;
  friend class Func;
  std::unique_ptr<Block> block_;
  Operation* parentOp_ = nullptr;
  Func* parentFunc_ = nullptr;
};

class Operation {
 public:
  static Operation* create(OpCode code, std::span<Value* const> operands, std::span<const Type> resultTypes,
                           NamedAttrList attrs = {}, unsigned numRegions = 0, SourceLoc loc = {});
  Operation(const Operation&) = delete;
  ~Operation();

  OpCode code() const { return code_; }
  std::string_view name() const { return opName(code_); }
  bool is(OpCode c) const { return code_ == c; }
  bool hasTrait(OpTrait t) const { return ir::hasTrait(code_, t); }
  SourceLoc loc() const { return loc_; }
  void setLoc(SourceLoc l) { loc_ = l; }

  size_t numOperands() const { return operands_.size(); }
  Value* operand(size_t i) const { return operands_[i]; }
  std::span<Value* const> operands() const { return operands_; }
  void setOperand(size_t i, Value* v);
  void setOperands(std::span<Value* const> values);

  size_t numResults() const { return numResults_; }
  Value* result(size_t i = 0) const { return &results_[i]; }
  std::vector<Value*> results() const;
  std::vector<Type> resultTypes() const;
  std::vector<Type> operandTypes() const;

  const NamedAttrList& attrs() const { return attrs_; }
  Attr attr(std::string_view name) const { return attrs_.get(name); }
  void setAttr(std::string name, Attr value) { attrs_.set(std::move(name), std::move(value)); }
  bool removeAttr(std::string_view name) { return attrs_.remove(name); }
  void setAttrs(NamedAttrList attrs) { attrs_ = std::move(attrs); }

  size_t numRegions() const { return regions_.size(); }
  Region& region(size_t i) { return *regions_[i]; }
  const Region& region(size_t i) const { return *regions_[i]; }

  Block* block() const { return block_; }
  Operation* parentOp() const;
  Func* parentFunc() const;  // the function this op is nested in, at any depth
  Operation* next() const { return next_; }
  Operation* prev() const { return prev_; }
  bool isBeforeInBlock(const Operation* other) const;

  // Unlinks from its block and deletes; results must have no remaining uses.
  void erase();
  // Deep copy; operands found in `map` are remapped, and the copy's values are added to it.
  Operation* clone(ValueMap& map) const;
  // Clears all operands here and in nested regions so that ops can be destroyed in any order.
  void dropAllReferences();

  // Visits nested ops (not this one) in pre-order; the callback may not erase.
  void walkNested(const std::function<void(Operation&)>& fn);

 private:
  friend class Block;
  friend class Value;
  Operation(OpCode code, size_t numResults);
  void linkOperands();
  void unlinkOperands();
  OpCode code_;
  SourceLoc loc_;
  std::vector<Value*> operands_;
  std::unique_ptr<OpOperand[]> operandLinks_;  // parallel to operands_
  std::unique_ptr<Value[]> results_;
  size_t numResults_;
  NamedAttrList attrs_;
  std::vector<std::unique_ptr<Region>> regions_;
  Block* block_ = nullptr;
  Operation* prev_ = nullptr;
  Operation* next_ = nullptr;
};

// A block owns its arguments and an intrusive list of ops.
class Block {
 public:
  Block() = default;
  Block(const Block&) = delete;
  ~Block();

  class iterator {
   public:
    using value_type = Operation;
    using difference_type = std::ptrdiff_t;
    explicit iterator(Operation* op = nullptr) : op_(op) {}
    Operation& operator*() const { return *op_; }
    Operation* operator->() const { return op_; }
    iterator& operator++() {
      op_ = op_->next();
      return *this;
    }
    iterator operator++(int) {
      iterator it = *this;
      ++*this;
      return it;
    }
    bool operator==(const iterator& o) const { return op_ == o.op_; }

   private:
    Operation* op_;
  };
  iterator begin() const { return iterator(first_); }
  iterator end() const { return iterator(nullptr); }

  Region* parent() const { return parent_; }
  Operation* parentOp() const { return parent_ ? parent_->parentOp() : nullptr; }

  size_t numArgs() const { return args_.size(); }
  Value* arg(size_t i) const { return args_[i].get(); }
  std::vector<Value*> args() const;
  std::vector<Type> argTypes() const;
  Value* addArg(Type type);
  void eraseArg(size_t i);  // the argument must have no uses

  bool empty() const { return first_ == nullptr; }
  Operation* front() const { return first_; }
  Operation* back() const { return last_; }
  Operation* terminator() const { return last_ && last_->hasTrait(kTerminator) ? last_ : nullptr; }
  size_t size() const;

  void push_back(Operation* op);
  void insertBefore(Operation* pos, Operation* op);  // pos == nullptr appends
  Operation* unlink(Operation* op);                  // caller takes ownership

  // Visits every op in the block and nested regions, post-order; the callback may erase the op.
  void walkPostOrder(const std::function<void(Operation&)>& fn);

 private:
  friend class Region;
  Region* parent_ = nullptr;
  std::vector<std::unique_ptr<Value>> args_;
  Operation* first_ = nullptr;
  Operation* last_ = nullptr;
};

class Func {
 public:
  Func(std::string name, std::vector<Type> inputs, std::vector<Type> results);
  Func(const Func&) = delete;

  const std::string& name() const { return name_; }
  void setName(std::string n);  // throws std::logic_error if the module already has that name
  // "public", "private" or "nested" when written explicitly (MLIR keeps the attribute verbatim).
  const std::optional<std::string>& visibility() const { return visibility_; }
  void setVisibility(std::optional<std::string> v) { visibility_ = std::move(v); }
  bool isPrivate() const { return visibility_ && *visibility_ == "private"; }

  std::span<const Type> inputTypes() const { return inputs_; }
  std::span<const Type> resultTypes() const { return results_; }
  void setResultTypes(std::vector<Type> types);
  void setInputTypes(std::vector<Type> types);

  NamedAttrList& argAttrs(size_t i) { return argAttrs_[i]; }
  const NamedAttrList& argAttrs(size_t i) const { return argAttrs_[i]; }
  NamedAttrList& resultAttrs(size_t i) { return resultAttrs_[i]; }
  const NamedAttrList& resultAttrs(size_t i) const { return resultAttrs_[i]; }
  NamedAttrList& attrs() { return attrs_; }
  const NamedAttrList& attrs() const { return attrs_; }

  bool isDeclaration() const { return body_.empty(); }
  Region& body() { return body_; }
  const Region& body() const { return body_; }
  Block& entry() { return body_.block(); }
  const Block& entry() const { return body_.block(); }
  // Creates the body block with one argument per input.
  Block& createBody();

  Module* parent() const { return parent_; }
  SourceLoc loc() const { return loc_; }
  void setLoc(SourceLoc l) { loc_ = l; }

 private:
  friend class Module;
  std::string name_;
  std::optional<std::string> visibility_;
  std::vector<Type> inputs_, results_;
  std::vector<NamedAttrList> argAttrs_, resultAttrs_;
  NamedAttrList attrs_;
  Region body_;
  Module* parent_ = nullptr;
  SourceLoc loc_;
};

class Module {
 public:
  Module() = default;
  Module(const Module&) = delete;

  const std::optional<std::string>& name() const { return name_; }
  void setName(std::optional<std::string> n) { name_ = std::move(n); }
  NamedAttrList& attrs() { return attrs_; }
  const NamedAttrList& attrs() const { return attrs_; }

  std::span<const std::unique_ptr<Func>> funcs() const { return funcs_; }
  Func* lookup(std::string_view name) const;
  Func* addFunc(std::unique_ptr<Func> f);  // returns nullptr if the name is taken
  void eraseFunc(Func* f);
  // Erases every function for which `pred` holds, in one pass.
  void eraseFuncs(const std::function<bool(const Func&)>& pred);
  // The entry point: @main, or the only function.
  Func* entryFunc() const;

  SourceLoc loc() const { return loc_; }
  void setLoc(SourceLoc l) { loc_ = l; }

 private:
  std::optional<std::string> name_;
  NamedAttrList attrs_;
  friend class Func;
  std::vector<std::unique_ptr<Func>> funcs_;
  std::unordered_map<std::string, Func*> byName_;
  SourceLoc loc_;
};

}  // namespace juxla::ir
