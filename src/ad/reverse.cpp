// The reverse-mode driver: finds the ops between the wrt values and the outputs, then walks them
// backwards, calling each op's vjp rule and adding up cotangents where a value has several uses.
#include "ad/reverse.h"

#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

namespace juxla::ad {
namespace {

using ir::Block;
using ir::Operation;
using ir::Value;

void collectDefined(const Operation& op, std::unordered_set<const Value*>& defined) {
  for (size_t r = 0; r < op.numRegions(); ++r) {
    const ir::Region& region = op.region(r);
    if (region.empty()) continue;
    for (Value* a : region.block().args()) defined.insert(a);
    for (Operation& nested : region.block()) {
      for (Value* v : nested.results()) defined.insert(v);
      collectDefined(nested, defined);
    }
  }
}

void collectUses(const Operation& op, const std::unordered_set<const Value*>& defined,
                 std::unordered_set<const Value*>& seen, std::vector<Value*>& out) {
  for (size_t r = 0; r < op.numRegions(); ++r) {
    const ir::Region& region = op.region(r);
    if (region.empty()) continue;
    for (Operation& nested : region.block()) {
      for (Value* v : nested.operands())
        if (!defined.count(v) && seen.insert(v).second) out.push_back(v);
      collectUses(nested, defined, seen, out);
    }
  }
}

}  // namespace

std::vector<Value*> capturedValues(const Operation& op) {
  std::unordered_set<const Value*> defined, seen;
  collectDefined(op, defined);
  std::vector<Value*> out;
  collectUses(op, defined, seen, out);
  return out;
}

std::vector<Value*> Reverse::backward(ir::Builder& b, Block& block, Operation* after,
                                      std::span<Value* const> outputs, std::span<Value* const> seeds,
                                      std::span<Value* const> wrt) {
  std::vector<Operation*> ops;
  for (Operation* op = after ? after->next() : block.front(); op; op = op->next())
    if (!op->hasTrait(ir::kTerminator)) ops.push_back(op);
  // The ops are only those present now: the rules below append the backward pass to this block.
  std::unordered_map<const Operation*, std::vector<Value*>> captures;
  auto inputsOf = [&](Operation* op) {
    std::vector<Value*> in(op->operands().begin(), op->operands().end());
    if (op->numRegions()) {
      auto it = captures.find(op);
      if (it == captures.end()) it = captures.emplace(op, capturedValues(*op)).first;
      in.insert(in.end(), it->second.begin(), it->second.end());
    }
    return in;
  };

  // Forward: values that depend on a wrt value through differentiable values.
  std::unordered_set<const Value*> active;
  for (Value* v : wrt)
    if (isDifferentiable(v)) active.insert(v);
  std::vector<bool> opActive(ops.size(), false);
  for (size_t i = 0; i < ops.size(); ++i) {
    Operation* op = ops[i];
    if (isStopGradient(*op)) continue;
    for (Value* in : inputsOf(op))
      if (active.count(in)) opActive[i] = true;
    if (!opActive[i]) continue;
    for (Value* r : op->results())
      if (isDifferentiable(r)) active.insert(r);
  }
  // Backward: of those, the ones that reach an output with a seed.
  std::unordered_set<const Value*> needed;
  for (size_t i = 0; i < outputs.size(); ++i)
    if (seeds[i] && active.count(outputs[i])) needed.insert(outputs[i]);
  std::vector<bool> opUseful(ops.size(), false);
  for (size_t i = ops.size(); i-- > 0;) {
    if (!opActive[i]) continue;
    for (Value* r : ops[i]->results())
      if (needed.count(r)) opUseful[i] = true;
    if (!opUseful[i]) continue;
    for (Value* in : inputsOf(ops[i]))
      if (active.count(in)) needed.insert(in);
  }

  std::unordered_map<const Value*, Value*> ct;
  auto accumulate = [&](Value* v, Value* c) {
    if (!c || !needed.count(v)) return;
    if (c->type() != v->type())
      throw AdError(b.loc(), fmt::format("internal error: cotangent of type {} for a value of type {}",
                                         c->type().str(), v->type().str()));
    Value*& slot = ct[v];
    slot = addCotangents(b, slot, c);
  };
  for (size_t i = 0; i < outputs.size(); ++i) accumulate(outputs[i], seeds[i]);

  auto wanted = [&](const Value* v) { return needed.count(v) > 0; };
  for (size_t i = ops.size(); i-- > 0;) {
    if (!opUseful[i]) continue;
    Operation* op = ops[i];
    std::vector<Value*> cts;
    bool any = false;
    for (Value* r : op->results()) {
      auto it = ct.find(r);
      cts.push_back(it == ct.end() ? nullptr : it->second);
      any = any || cts.back();
    }
    if (!any) continue;
    VjpRule rule = findVjpRule(op->code());
    if (!rule)
      throw AdError(op->loc(), fmt::format("cannot differentiate '{}': it has no vjp rule", op->name()));
    SourceLoc saved = b.loc();
    b.setLoc(op->loc());
    VjpArgs args{b, *op, cts, *this, wanted};
    VjpResult result = rule(args);
    b.setLoc(saved);
    for (size_t k = 0; k < result.operands.size() && k < op->numOperands(); ++k)
      accumulate(op->operand(k), result.operands[k]);
    for (auto& [v, c] : result.captured) accumulate(v, c);
  }

  std::vector<Value*> out;
  for (Value* v : wrt) {
    auto it = ct.find(v);
    out.push_back(it == ct.end() ? nullptr : it->second);
  }
  return out;
}

Value* Reverse::resolve(Value* v) const {
  for (auto it = replaced_.find(v); it != replaced_.end(); it = replaced_.find(v)) v = it->second;
  return v;
}

std::vector<Value*> cloneBlock(ir::Builder& b, const Block& source, ir::ValueMap& map) {
  for (const Operation& op : source) {
    if (op.hasTrait(ir::kTerminator)) {
      std::vector<Value*> yields;
      for (Value* v : op.operands()) yields.push_back(map.count(v) ? map[v] : v);
      return yields;
    }
    b.block()->insertBefore(b.insertionPoint(), op.clone(map));
  }
  return {};
}

std::vector<Value*> Reverse::recompute(ir::Builder& b, const Block& source, ir::ValueMap& map) {
  for (Operation& op : source) {
    if (op.hasTrait(ir::kTerminator)) {
      std::vector<Value*> yields;
      for (Value* v : op.operands()) yields.push_back(map.count(v) ? map[v] : v);
      return yields;
    }
    if (op.is(ir::OpCode::Outfeed)) {  // its effect happened in the forward pass
      Value* token = op.operand(op.numOperands() - 1);
      auto it = map.find(token);
      map[op.result(0)] = it == map.end() ? token : it->second;
      continue;
    }
    if (op.is(ir::OpCode::Infeed))
      throw AdError(op.loc(), "cannot differentiate through a loop or branch that reads an infeed");
    Operation* copy = op.clone(map);
    b.block()->insertBefore(b.insertionPoint(), copy);
  }
  return {};
}

ir::Func* buildVjpFunc(ir::Module& m, const ir::Func& f, const std::vector<bool>& wrt, const std::string& name,
                       const ReverseOptions& options, int64_t* tapeBytes) {
  std::vector<ir::Type> inputs(f.inputTypes().begin(), f.inputTypes().end());
  std::vector<ir::Type> results(f.resultTypes().begin(), f.resultTypes().end());
  std::vector<size_t> seeded;
  for (size_t i = 0; i < f.resultTypes().size(); ++i)
    if (isDifferentiable(f.resultTypes()[i])) {
      seeded.push_back(i);
      inputs.push_back(f.resultTypes()[i]);
    }
  for (size_t i = 0; i < f.inputTypes().size(); ++i)
    if (i < wrt.size() && wrt[i]) results.push_back(f.inputTypes()[i]);
  auto owned = std::make_unique<ir::Func>(name, inputs, results);
  owned->setLoc(f.loc());
  ir::Func* g = m.addFunc(std::move(owned));
  if (!g) throw AdError(f.loc(), "a function named @" + name + " exists already");
  Block& body = g->createBody();
  ir::ValueMap map;
  for (size_t i = 0; i < f.inputTypes().size(); ++i) map[f.entry().arg(i)] = body.arg(i);
  ir::Builder b(body);
  b.setLoc(f.loc());
  Reverse reverse(options);
  std::vector<Value*> primalOut = cloneBlock(b, f.entry(), map);
  std::vector<Value*> outputs, seeds, wrtValues;
  for (size_t k = 0; k < seeded.size(); ++k) {
    outputs.push_back(primalOut[seeded[k]]);
    seeds.push_back(body.arg(f.inputTypes().size() + k));
  }
  for (size_t i = 0; i < f.inputTypes().size(); ++i)
    if (i < wrt.size() && wrt[i]) wrtValues.push_back(body.arg(i));
  std::vector<Value*> grads = reverse.backward(b, body, nullptr, outputs, seeds, wrtValues);
  std::vector<Value*> yields;
  for (Value* v : primalOut) yields.push_back(reverse.resolve(v));
  for (size_t k = 0; k < grads.size(); ++k)
    yields.push_back(grads[k] ? grads[k] : b.zeros(wrtValues[k]->type()));
  b.funcReturn(yields);
  if (tapeBytes) *tapeBytes = reverse.tapeBytes();
  return g;
}

}  // namespace juxla::ad
