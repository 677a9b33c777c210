#include "backends/cpu/schedule.h"

#include <unordered_set>
#include <vector>

#include "backends/cpu/fused_kernel.h"
#include "passes/op_effects.h"

namespace juxla::cpu {

namespace {

constexpr int64_t kLargeResult = int64_t(16) << 20;
constexpr int64_t kGrowth = 4;
constexpr int64_t kSmallResult = 4096;
constexpr int64_t kSmallReads = int64_t(1) << 20;

int64_t bytesOf(const ir::Value* v) {
  ir::Type t = v->type();
  return t.isTensor() ? t.numElements() * ir::storageBytes(t.elementType()) : 0;
}

// Bytes whose lifetime moving `op` later would extend: its operands, except what stays live anyway.
int64_t operandCost(const ir::Operation& op, const ir::Block& home) {
  const ir::Block* entry = &home;
  while (entry->parentOp()) entry = entry->parentOp()->block();
  std::unordered_set<const ir::Value*> seen;
  int64_t cost = 0;
  for (const ir::Value* v : op.operands()) {
    if (!seen.insert(v).second) continue;
    if (v->isBlockArgument() && v->ownerBlock() == entry) continue;
    if (const ir::Operation* def = v->definingOp(); def && def->is(ir::OpCode::Constant)) continue;
    cost += bytesOf(v);
  }
  return cost;
}

// The op of `b` that holds the first use of any of `op`'s results, or nullptr.
ir::Operation* firstUser(const ir::Operation& op, const ir::Block& b) {
  ir::Operation* first = nullptr;
  for (const ir::Value* r : op.results())
    for (ir::Use u : r->uses()) {
      ir::Operation* at = u.user;
      while (at && at->block() != &b) at = at->parentOp();
      if (at && (!first || at->isBeforeInBlock(first))) first = at;
    }
  return first;
}


// A reduction the fused kernels take of a value they compute in the same block: left where it is,
// the two run as one pass (a bias gradient beside the relu backward select it sums).
bool reducesAFusedValue(const ir::Operation& op, const ir::Block& b) {
  if (!op.is(ir::OpCode::Reduce) || !fusedSupport(op).ok) return false;
  const ir::Operation* def = op.operand(0)->definingOp();
  if (!def || def->block() != &b) return false;
  FusedSupport s = fusedSupport(*def);
  return s.ok && s.role == FusedRole::Elementwise;
}

// The ops of `b` (and of the blocks nested in it) moved; see the header.
size_t sinkIn(ir::Block& b) {
  std::vector<ir::Operation*> ops;
  for (ir::Operation& op : b) ops.push_back(&op);
  size_t moved = 0;
  for (ir::Operation* op : ops)
    for (size_t r = 0; r < op->numRegions(); ++r) moved += sinkIn(op->region(r).block());
  for (auto it = ops.rbegin(); it != ops.rend(); ++it) {  // (from the end: users are already in place)
    ir::Operation* op = *it;
    // (Control flow stays: its regions may read values defined just before it. A reduce's body moves with it.)
    bool control = op->is(ir::OpCode::While) || op->is(ir::OpCode::If) || op->is(ir::OpCode::Case);
    if (op->hasTrait(ir::kTerminator) || control || op->numResults() == 0 || !passes::isEffectFree(*op)) continue;
    int64_t result = 0;
    for (const ir::Value* r : op->results()) result += bytesOf(r);
    int64_t reads = operandCost(*op, b);
    bool large = result >= kLargeResult && result >= kGrowth * reads;
    bool small = result <= kSmallResult && reads <= kSmallReads && !reducesAFusedValue(*op, b);
    if (!large && !small) continue;
    ir::Operation* user = firstUser(*op, b);
    if (!user || user == op->next()) continue;
    b.insertBefore(user, b.unlink(op));
    ++moved;
  }
  return moved;
}

}  // namespace

size_t sinkLargeResults(ir::Func& f) { return sinkIn(f.entry()); }

}  // namespace juxla::cpu
