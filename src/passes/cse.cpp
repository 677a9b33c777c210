#include "passes/cse.h"

#include <unordered_map>
#include <vector>

#include "passes/op_effects.h"

namespace juxla::passes {

namespace {
const ir::Value* corresponding(const ir::Value* v, const ir::ValueMap& correspondence) {
  auto it = correspondence.find(v);
  return it == correspondence.end() ? v : it->second;
}

bool sameOperands(const ir::Operation& a, const ir::Operation& b, const ir::ValueMap& correspondence) {
  if (a.numOperands() != b.numOperands()) return false;
  auto same = [&](size_t i, size_t j) { return corresponding(b.operand(j), correspondence) == a.operand(i); };
  bool inOrder = true;
  for (size_t i = 0; i < a.numOperands() && inOrder; ++i) inOrder = same(i, i);
  if (inOrder) return true;
  return a.hasTrait(ir::kCommutative) && a.numOperands() == 2 && same(0, 1) && same(1, 0);
}

bool sameRegions(const ir::Operation& a, const ir::Operation& b, ir::ValueMap& correspondence) {
  for (size_t r = 0; r < a.numRegions(); ++r) {
    const ir::Region& ra = a.region(r);
    const ir::Region& rb = b.region(r);
    if (ra.empty() || rb.empty()) {
      if (ra.empty() != rb.empty()) return false;
      continue;
    }
    const ir::Block& ba = ra.block();
    const ir::Block& bb = rb.block();
    if (ba.argTypes() != bb.argTypes() || ba.size() != bb.size()) return false;
    for (size_t i = 0; i < ba.numArgs(); ++i) correspondence[bb.arg(i)] = ba.arg(i);
    for (auto ia = ba.begin(), ib = bb.begin(); ia != ba.end(); ++ia, ++ib) {
      if (!computeSameValues(*ia, *ib, correspondence)) return false;
      for (size_t i = 0; i < ia->numResults(); ++i) correspondence[ib->result(i)] = ia->result(i);
    }
  }
  return true;
}

// A cheap hash consistent with computeSameValues: operands only from outside any region being compared.
size_t hashOp(const ir::Operation& op) {
  size_t h = size_t(op.code()) * 0x9E3779B97F4A7C15ull;
  auto mix = [&](size_t v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); };
  for (size_t i = 0; i < op.numResults(); ++i) mix(op.result(i)->type().hash());
  mix(op.attrs().hash());
  size_t operands = 0;  // order-independent, so that swapped commutative operands hash alike
  for (ir::Value* v : op.operands()) operands += std::hash<const void*>()(v);
  mix(operands);
  mix(op.numRegions());
  return h;
}

// Values visible at a point: one table per enclosing block, innermost last.
class ScopedTable {
 public:
  void push() { scopes_.emplace_back(); }
  void pop() { scopes_.pop_back(); }
  ir::Operation* find(const ir::Operation& op, size_t hash) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      auto it = scope->find(hash);
      if (it == scope->end()) continue;
      for (ir::Operation* candidate : it->second) {
        ir::ValueMap correspondence;
        if (computeSameValues(*candidate, op, correspondence)) return candidate;
      }
    }
    return nullptr;
  }
  void insert(ir::Operation& op, size_t hash) { scopes_.back()[hash].push_back(&op); }

 private:
  std::vector<std::unordered_map<size_t, std::vector<ir::Operation*>>> scopes_;
};

class Eliminator {
 public:
  size_t merged = 0;

  void runOnBlock(ir::Block& block) {
    table_.push();
    for (ir::Operation* op = block.front(); op;) {
      ir::Operation* next = op->next();
      // Regions first, so that two ops whose regions simplify alike compare equal afterwards.
      for (size_t r = 0; r < op->numRegions(); ++r)
        if (!op->region(r).empty()) runOnBlock(op->region(r).block());
      if (op->numResults() > 0 && isRemovableWhenUnused(*op)) {
        size_t hash = hashOp(*op);
        if (ir::Operation* existing = table_.find(*op, hash)) {
          for (size_t i = 0; i < op->numResults(); ++i) op->result(i)->replaceAllUsesWith(existing->result(i));
          op->erase();
          ++merged;
        } else {
          table_.insert(*op, hash);
        }
      }
      op = next;
    }
    table_.pop();
  }

 private:
  ScopedTable table_;
};
}  // namespace

bool computeSameValues(const ir::Operation& a, const ir::Operation& b, ir::ValueMap& correspondence) {
  if (a.code() != b.code() || a.numResults() != b.numResults() || a.numRegions() != b.numRegions()) return false;
  if (a.resultTypes() != b.resultTypes() || !(a.attrs() == b.attrs())) return false;
  if (!sameOperands(a, b, correspondence)) return false;
  return sameRegions(a, b, correspondence);
}

bool CommonSubexpressionElimination::run(ir::Module& module) {
  Eliminator eliminator;
  for (const auto& func : module.funcs())
    if (!func->isDeclaration()) eliminator.runOnBlock(func->entry());
  return eliminator.merged > 0;
}

}  // namespace juxla::passes

