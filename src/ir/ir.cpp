#include "ir/ir.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace juxla::ir {

// ---- Value ----

void Value::link(OpOperand* use) {
  use->prevUse = nullptr;
  use->nextUse = firstUse_;
  if (firstUse_) firstUse_->prevUse = use;
  firstUse_ = use;
}

void Value::unlink(OpOperand* use) {
  if (use->prevUse) use->prevUse->nextUse = use->nextUse; else firstUse_ = use->nextUse;
  if (use->nextUse) use->nextUse->prevUse = use->prevUse;
  use->prevUse = use->nextUse = nullptr;
}

void Value::replaceAllUsesWith(Value* other) {
  if (other == this) return;
  while (OpOperand* use = firstUse_) {
    unlink(use);
    use->value = other;
    use->owner->operands_[use->index] = other;
    other->link(use);
  }
}

// ---- Region ----

Region::~Region() {
  if (block_) {
    for (Operation& op : *block_) op.dropAllReferences();
  }
}

Block& Region::emplaceBlock() {
  if (!block_) {
    block_ = std::make_unique<Block>();
    block_->parent_ = this;
  }
  return *block_;
}

std::unique_ptr<Block> Region::takeBlock() {
  if (block_) block_->parent_ = nullptr;
  return std::move(block_);
}

void Region::setBlock(std::unique_ptr<Block> b) {
  if (block_) {
    for (Operation& op : *block_) op.dropAllReferences();
  }
  block_ = std::move(b);
  if (block_) block_->parent_ = this;
}

// ---- Operation ----

Operation::Operation(OpCode code, size_t numResults)
    : code_(code), results_(new Value[numResults]), numResults_(numResults) {}

Operation* Operation::create(OpCode code, std::span<Value* const> operands, std::span<const Type> resultTypes,
                             NamedAttrList attrs, unsigned numRegions, SourceLoc loc) {
  auto* op = new Operation(code, resultTypes.size());
  op->loc_ = loc;
  op->attrs_ = std::move(attrs);
  for (size_t i = 0; i < resultTypes.size(); ++i) {
    op->results_[i].type_ = resultTypes[i];
    op->results_[i].op_ = op;
    op->results_[i].index_ = unsigned(i);
  }
  op->operands_.assign(operands.begin(), operands.end());
  op->linkOperands();
  for (unsigned i = 0; i < numRegions; ++i) {
    op->regions_.push_back(std::make_unique<Region>());
    op->regions_.back()->parentOp_ = op;
  }
  return op;
}

void Operation::linkOperands() {
  operandLinks_.reset(new OpOperand[operands_.size()]);
  for (size_t i = 0; i < operands_.size(); ++i) {
    OpOperand& link = operandLinks_[i];
    link.value = operands_[i];
    link.owner = this;
    link.index = unsigned(i);
    if (operands_[i]) operands_[i]->link(&link);
  }
}

void Operation::unlinkOperands() {
  for (size_t i = 0; i < operands_.size(); ++i) {
    if (operandLinks_[i].value) operandLinks_[i].value->unlink(&operandLinks_[i]);
    operandLinks_[i].value = nullptr;
  }
}

Operation::~Operation() { unlinkOperands(); }

void Operation::setOperand(size_t i, Value* v) {
  if (operands_[i] == v) return;
  OpOperand& link = operandLinks_[i];
  if (link.value) link.value->unlink(&link);
  operands_[i] = v;
  link.value = v;
  if (v) v->link(&link);
}

void Operation::setOperands(std::span<Value* const> values) {
  std::vector<Value*> copy(values.begin(), values.end());
  unlinkOperands();
  operands_ = std::move(copy);
  linkOperands();
}

std::vector<Value*> Operation::results() const {
  std::vector<Value*> out;
  for (size_t i = 0; i < numResults_; ++i) out.push_back(&results_[i]);
  return out;
}

std::vector<Type> Operation::resultTypes() const {
  std::vector<Type> out;
  for (size_t i = 0; i < numResults_; ++i) out.push_back(results_[i].type());
  return out;
}

std::vector<Type> Operation::operandTypes() const {
  std::vector<Type> out;
  for (Value* v : operands_) out.push_back(v->type());
  return out;
}

Operation* Operation::parentOp() const { return block_ ? block_->parentOp() : nullptr; }

Func* Operation::parentFunc() const {
  const Operation* op = this;
  while (op && op->block_) {
    Region* r = op->block_->parent();
    if (!r) return nullptr;
    if (r->parentFunc()) return r->parentFunc();
    op = r->parentOp();
  }
  return nullptr;
}

bool Operation::isBeforeInBlock(const Operation* other) const {
  for (const Operation* o = next_; o; o = o->next_)
    if (o == other) return true;
  return false;
}

void Operation::erase() {
  for (size_t i = 0; i < numResults_; ++i)
    if (results_[i].hasUses()) throw std::logic_error("erasing " + std::string(name()) + " whose result is still used");
  if (block_) block_->unlink(this);
  dropAllReferences();
  delete this;
}

void Operation::dropAllReferences() {
  unlinkOperands();
  for (Value*& v : operands_) v = nullptr;
  for (auto& r : regions_)
    if (!r->empty())
      for (Operation& op : r->block()) op.dropAllReferences();
}

Operation* Operation::clone(ValueMap& map) const {
  std::vector<Value*> operands;
  for (Value* v : operands_) {
    auto it = map.find(v);
    operands.push_back(it == map.end() ? v : it->second);
  }
  Operation* copy = create(code_, operands, resultTypes(), attrs_, unsigned(regions_.size()), loc_);
  for (size_t i = 0; i < numResults_; ++i) map[&results_[i]] = &copy->results_[i];
  for (size_t r = 0; r < regions_.size(); ++r) {
    if (regions_[r]->empty()) continue;
    const Block& src = regions_[r]->block();
    Block& dst = copy->regions_[r]->emplaceBlock();
    for (size_t a = 0; a < src.numArgs(); ++a) map[src.arg(a)] = dst.addArg(src.arg(a)->type());
    for (const Operation& op : src) dst.push_back(op.clone(map));
  }
  return copy;
}

void Operation::walkNested(const std::function<void(Operation&)>& fn) {
  for (auto& r : regions_) {
    if (r->empty()) continue;
    for (Operation& op : r->block()) {
      fn(op);
      op.walkNested(fn);
    }
  }
}

// ---- Block ----

Block::~Block() {
  for (Operation& op : *this) op.dropAllReferences();
  Operation* op = first_;
  while (op) {
    Operation* next = op->next_;
    delete op;
    op = next;
  }
}

std::vector<Value*> Block::args() const {
  std::vector<Value*> out;
  for (auto& a : args_) out.push_back(a.get());
  return out;
}

std::vector<Type> Block::argTypes() const {
  std::vector<Type> out;
  for (auto& a : args_) out.push_back(a->type());
  return out;
}

Value* Block::addArg(Type type) {
  auto v = std::make_unique<Value>();
  v->type_ = type;
  v->block_ = this;
  v->index_ = unsigned(args_.size());
  args_.push_back(std::move(v));
  return args_.back().get();
}

void Block::eraseArg(size_t i) {
  if (args_[i]->hasUses()) throw std::logic_error("erasing a block argument that is still used");
  args_.erase(args_.begin() + ptrdiff_t(i));
  for (size_t j = i; j < args_.size(); ++j) args_[j]->index_ = unsigned(j);
}

size_t Block::size() const {
  size_t n = 0;
  for (Operation* op = first_; op; op = op->next_) ++n;
  return n;
}

void Block::push_back(Operation* op) { insertBefore(nullptr, op); }

void Block::insertBefore(Operation* pos, Operation* op) {
  assert(!op->block_ && "op is already in a block");
  op->block_ = this;
  if (!pos) {
    op->prev_ = last_;
    op->next_ = nullptr;
    if (last_) last_->next_ = op; else first_ = op;
    last_ = op;
    return;
  }
  op->next_ = pos;
  op->prev_ = pos->prev_;
  if (pos->prev_) pos->prev_->next_ = op; else first_ = op;
  pos->prev_ = op;
}

Operation* Block::unlink(Operation* op) {
  if (op->prev_) op->prev_->next_ = op->next_; else first_ = op->next_;
  if (op->next_) op->next_->prev_ = op->prev_; else last_ = op->prev_;
  op->prev_ = op->next_ = nullptr;
  op->block_ = nullptr;
  return op;
}

void Block::walkPostOrder(const std::function<void(Operation&)>& fn) {
  Operation* op = first_;
  while (op) {
    Operation* next = op->next_;
    for (auto& r : op->regions_)
      if (!r->empty()) r->block().walkPostOrder(fn);
    fn(*op);
    op = next;
  }
}

// ---- Func ----

Func::Func(std::string name, std::vector<Type> inputs, std::vector<Type> results)
    : name_(std::move(name)),
      inputs_(std::move(inputs)),
      results_(std::move(results)),
      argAttrs_(inputs_.size()),
      resultAttrs_(results_.size()) {
  body_.parentFunc_ = this;
}

void Func::setResultTypes(std::vector<Type> types) {
  results_ = std::move(types);
  resultAttrs_.resize(results_.size());
}

void Func::setInputTypes(std::vector<Type> types) {
  inputs_ = std::move(types);
  argAttrs_.resize(inputs_.size());
}

Block& Func::createBody() {
  Block& b = body_.emplaceBlock();
  for (Type t : inputs_) b.addArg(t);
  return b;
}

// ---- Module ----

Func* Module::lookup(std::string_view name) const {
  auto it = byName_.find(std::string(name));
  return it == byName_.end() ? nullptr : it->second;
}

Func* Module::addFunc(std::unique_ptr<Func> f) {
  if (byName_.count(f->name())) return nullptr;
  f->parent_ = this;
  byName_[f->name()] = f.get();
  funcs_.push_back(std::move(f));
  return funcs_.back().get();
}

void Module::eraseFunc(Func* f) {
  eraseFuncs([f](const Func& g) { return &g == f; });
}

void Module::eraseFuncs(const std::function<bool(const Func&)>& pred) {
  auto keep = std::stable_partition(funcs_.begin(), funcs_.end(), [&](const auto& f) { return !pred(*f); });
  for (auto it = keep; it != funcs_.end(); ++it) byName_.erase((*it)->name());
  funcs_.erase(keep, funcs_.end());
}

void Func::setName(std::string n) {
  if (n == name_) return;
  if (parent_) {
    if (parent_->byName_.count(n)) throw std::logic_error("the module already has a function @" + n);
    parent_->byName_.erase(name_);
    parent_->byName_[n] = this;
  }
  name_ = std::move(n);
}

Func* Module::entryFunc() const {
  if (Func* m = lookup("main")) return m;
  if (funcs_.size() == 1) return funcs_.front().get();
  return nullptr;
}

}  // namespace juxla::ir
