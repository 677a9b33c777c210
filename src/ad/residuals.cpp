// Splitting the backward pass from the forward pass (see residuals.h).
#include "ad/residuals.h"

#include <functional>
#include <unordered_set>

#include "ad/reverse.h"
#include "ad/vjp.h"

namespace juxla::ad {

using ir::OpCode;
using ir::Operation;
using ir::Value;

ir::Value* seedPlaceholder(ir::Builder& b, ir::Type type) {
  return b.customCall(kSeedTarget, {}, {type}, /*hasSideEffect=*/true)->result(0);
}

namespace {

// The op of `block` that holds `op` (itself, or an op whose regions nest it); nullptr if none.
Operation* topLevelIn(ir::Block& block, Operation* op) {
  while (op && op->block() != &block) op = op->parentOp();
  return op;
}

// Values cheaper to recompute in @backward than to pass: constants and reshaped, broadcast or
// converted constants.
bool cheap(const Value* v, int depth = 0) {
  const Operation* def = v->definingOp();
  if (!def || def->numRegions() || depth > 8) return false;
  if (def->is(OpCode::Constant) || def->is(OpCode::Iota)) return true;
  if (def->is(OpCode::BroadcastInDim) || def->is(OpCode::Reshape) || def->is(OpCode::Convert) ||
      def->is(OpCode::Transpose))
    return cheap(def->operand(0), depth + 1);
  return false;
}

std::vector<Value*> inputsOf(const Operation& op) {
  std::vector<Value*> in(op.operands().begin(), op.operands().end());
  if (op.numRegions()) {
    std::vector<Value*> captured = capturedValues(op);
    in.insert(in.end(), captured.begin(), captured.end());
  }
  return in;
}

}  // namespace

BackwardSplit splitBackward(ir::Block& block, ir::Operation* after, std::span<ir::Value* const> seeds,
                            std::span<ir::Value* const> results, std::span<ir::Value* const> forwardOnly) {
  // The ops that depend on a seed, in block order.
  std::unordered_set<const Value*> backwardValues(seeds.begin(), seeds.end());
  std::unordered_set<const Operation*> moved;
  std::vector<Operation*> ops;
  for (Operation* op = after ? after->next() : block.front(); op; op = op->next()) {
    if (op->hasTrait(ir::kTerminator)) continue;
    bool depends = false;
    for (const Value* r : op->results()) depends = depends || backwardValues.count(r);
    for (const Value* in : inputsOf(*op)) depends = depends || backwardValues.count(in);
    if (!depends) continue;
    moved.insert(op);
    ops.push_back(op);
    for (const Value* r : op->results()) backwardValues.insert(r);
  }
  for (const Value* v : forwardOnly)
    if (v && backwardValues.count(v))
      throw AdError(v->definingOp() ? v->definingOp()->loc() : SourceLoc{},
                    "cannot split a pullback: its backward pass has a run-time check (take `gradient` instead)");
  for (Operation* op : ops)
    for (Value* r : op->results())
      for (ir::Use u : r->uses())
        if (!moved.count(topLevelIn(block, u.user)))
          throw AdError(op->loc(), "cannot split a pullback: the forward computation reads a value of its backward pass");

  // The forward values the backward ops read (constants are recomputed), then the function.
  std::vector<Value*> residuals;
  std::unordered_set<const Value*> seen;
  auto need = [&](Value* v) {
    if (!v || backwardValues.count(v) || cheap(v) || !seen.insert(v).second) return;
    residuals.push_back(v);
  };
  for (Operation* op : ops)
    for (Value* in : inputsOf(*op)) need(in);
  for (Value* r : results) need(r);
  for (Value* v : residuals)
    if (!v->type().isTensor())
      throw AdError(block.parentOp() ? block.parentOp()->loc() : SourceLoc{},
                    "cannot split a pullback: its backward pass reads a " + v->type().str());

  std::vector<ir::Type> inputs, outputs;
  for (Value* s : seeds) inputs.push_back(s->type());
  for (Value* v : residuals) inputs.push_back(v->type());
  for (Value* r : results) outputs.push_back(r->type());
  BackwardSplit split;
  split.module = std::make_unique<ir::Module>();
  ir::Func* f = split.module->addFunc(std::make_unique<ir::Func>("backward", inputs, outputs));
  ir::Block& body = f->createBody();
  ir::Builder b(body);
  ir::ValueMap map;
  for (size_t i = 0; i < seeds.size(); ++i) map[seeds[i]] = body.arg(i);
  for (size_t i = 0; i < residuals.size(); ++i) map[residuals[i]] = body.arg(seeds.size() + i);
  // Constants first, each once, in the order the backward ops read them.
  std::function<Value*(Value*)> remat = [&](Value* v) -> Value* {
    if (map.count(v)) return map[v];
    Operation* def = v->definingOp();
    if (def->numOperands()) remat(def->operand(0));
    Operation* copy = def->clone(map);
    body.push_back(copy);
    return map[v];
  };
  auto mapped = [&](Value* v) {
    if (!map.count(v) && cheap(v)) remat(v);
    return map.count(v) ? map[v] : v;
  };
  std::unordered_set<const Value*> seedSet(seeds.begin(), seeds.end());
  for (Operation* op : ops) {
    if (op->numResults() == 1 && seedSet.count(op->result(0))) continue;  // a placeholder: the argument
    for (Value* in : inputsOf(*op)) mapped(in);
    body.push_back(op->clone(map));
  }
  std::vector<Value*> yields;
  for (Value* r : results) yields.push_back(mapped(r));
  b.funcReturn(yields);

  for (size_t i = ops.size(); i-- > 0;) ops[i]->erase();
  split.residuals = std::move(residuals);
  return split;
}

}  // namespace juxla::ad
