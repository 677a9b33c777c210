#include "passes/rewrite.h"

#include <cstdio>
#include <stdexcept>
#include <unordered_set>
#include <unordered_map>

#include "passes/op_effects.h"

namespace juxla::passes {

// ---- Match ----

Match::Match(ir::Operation& root) : root_(&root) {
  if (root.block()) builder_ = ir::Builder(*root.block(), &root);
  builder_.setLoc(root.loc());
}

ir::Value* Match::findValue(std::string_view name) const {
  for (auto& [n, v] : values_)
    if (n == name) return v;
  return nullptr;
}

ir::Value* Match::operator[](std::string_view name) const {
  if (ir::Value* v = findValue(name)) return v;
  throw std::logic_error("pattern bound no value named '" + std::string(name) + "'");
}

ir::Operation& Match::op(std::string_view name) const {
  for (auto& [n, o] : ops_)
    if (n == name) return *o;
  throw std::logic_error("pattern bound no op named '" + std::string(name) + "'");
}

// ---- Pattern ----

Pattern op(ir::OpCode code, std::vector<Pattern> operands) {
  Pattern p;
  p.kind_ = Pattern::Kind::Op;
  p.code_ = code;
  p.operands_ = std::move(operands);
  return p;
}

Pattern any(std::string name) {
  Pattern p;
  p.kind_ = Pattern::Kind::AnyValue;
  p.name_ = std::move(name);
  return p;
}

Pattern same(std::string name) {
  Pattern p;
  p.kind_ = Pattern::Kind::SameValue;
  p.name_ = std::move(name);
  return p;
}

Pattern splat(double value) {
  Pattern p;
  p.kind_ = Pattern::Kind::Splat;
  p.splatValue_ = value;
  return p;
}

Pattern Pattern::bind(std::string name) const {
  Pattern p = *this;
  p.name_ = std::move(name);
  return p;
}

Pattern Pattern::where(std::string description, std::function<bool(const Match&)> test) const {
  Pattern p = *this;
  p.conditions_.push_back({std::move(description), std::move(test)});
  return p;
}

namespace {
bool elementEquals(const ir::Attr& dense, int64_t i, double value) {
  ir::ElementType e = dense.elementType();
  if (ir::isFloat(e)) return dense.floatElement(i) == value;
  if (ir::isBool(e)) return (dense.elementBits(i) != 0) == (value != 0);
  return double(dense.intElement(i)) == value;
}

bool isSplatConstant(ir::Value* v, double value) {
  ir::Operation* def = v->definingOp();
  if (!def || !def->is(ir::OpCode::Constant)) return false;
  ir::Attr dense = def->attr("value");
  if (!dense.is(ir::Attr::Kind::DenseElements)) return false;
  int64_t n = dense.isSplat() ? 1 : dense.numElements();
  for (int64_t i = 0; i < n; ++i)
    if (!elementEquals(dense, i, value)) return false;
  return n > 0;
}

std::string numberText(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

std::string valueDescription(const ir::Value* v) {
  if (v->isBlockArgument()) return "a block argument";
  return "the result of " + std::string(v->definingOp()->name());
}
}  // namespace

std::string Pattern::matchValue(ir::Value* value, Match& match) const {
  switch (kind_) {
    case Kind::AnyValue: {
      if (name_.empty()) return "";
      if (ir::Value* bound = match.findValue(name_))
        return bound == value ? "" : "the value is not the one bound to '" + name_ + "'";
      match.values_.emplace_back(name_, value);
      return "";
    }
    case Kind::SameValue: {
      ir::Value* bound = match.findValue(name_);
      if (!bound) throw std::logic_error("same('" + name_ + "') before any('" + name_ + "')");
      return bound == value ? "" : "the value is not the one bound to '" + name_ + "'";
    }
    case Kind::Splat:
      if (isSplatConstant(value, splatValue_)) return "";
      return valueDescription(value) + " is not a constant splat of " + numberText(splatValue_);
    case Kind::Op: {
      ir::Operation* def = value->definingOp();
      if (!def || !def->is(code_))
        return valueDescription(value) + " is not a " + std::string(ir::opName(code_));
      return matchOp(*def, match);
    }
  }
  return "unknown pattern";
}

std::string Pattern::matchOperands(ir::Operation& op, Match& match) const {
  if (operands_.empty()) return "";
  if (op.numOperands() != operands_.size())
    return std::string(op.name()) + " has " + std::to_string(op.numOperands()) + " operands, the pattern " +
           std::to_string(operands_.size());
  size_t values = match.values_.size(), ops = match.ops_.size();
  auto tryOrder = [&](bool swapped) -> std::string {
    for (size_t i = 0; i < operands_.size(); ++i) {
      size_t operandIndex = swapped ? operands_.size() - 1 - i : i;
      std::string reason = operands_[i].matchValue(op.operand(operandIndex), match);
      if (!reason.empty()) return "operand #" + std::to_string(operandIndex) + ": " + reason;
    }
    return "";
  };
  std::string reason = tryOrder(false);
  if (reason.empty() || !op.hasTrait(ir::kCommutative) || operands_.size() != 2) return reason;
  match.values_.resize(values);
  match.ops_.resize(ops);
  if (tryOrder(true).empty()) return "";
  match.values_.resize(values);
  match.ops_.resize(ops);
  return reason;
}

std::string Pattern::checkConditions(const Match& match) const {
  for (const Condition& c : conditions_)
    if (!c.test(match)) return "needs " + c.description;
  for (const Pattern& p : operands_)
    if (std::string reason = p.checkConditions(match); !reason.empty()) return reason;
  return "";
}

std::string Pattern::matchOp(ir::Operation& op, Match& match) const {
  if (kind_ != Kind::Op) throw std::logic_error("the root of a rule's pattern must be an op pattern");
  if (!op.is(code_)) return std::string(op.name()) + " is not a " + std::string(ir::opName(code_));
  if (!name_.empty()) match.ops_.emplace_back(name_, &op);
  if (std::string reason = matchOperands(op, match); !reason.empty()) return reason;
  // Conditions run from the root only, once every binding of the tree is known.
  if (&op == &match.root()) return checkConditions(match);
  return "";
}

// ---- The driver ----

namespace {
// A first-in first-out worklist of ops in program order; erased ops are dropped from it.
class Worklist {
 public:
  void push(ir::Operation* op) {
    if (position_.count(op)) return;
    position_[op] = items_.size();
    items_.push_back(op);
  }
  // Returns how many ops it visited.
  size_t pushWithNested(ir::Operation* op) {
    size_t count = 1;
    push(op);
    op->walkNested([&](ir::Operation& nested) { push(&nested), ++count; });
    return count;
  }
  ir::Operation* pop() {
    while (head_ < items_.size()) {
      ir::Operation* op = items_[head_++];
      if (!op) continue;
      position_.erase(op);
      return op;
    }
    return nullptr;
  }
  void remove(ir::Operation* op) {
    auto it = position_.find(op);
    if (it == position_.end()) return;
    items_[it->second] = nullptr;
    position_.erase(it);
  }

 private:
  std::vector<ir::Operation*> items_;
  size_t head_ = 0;
  std::unordered_map<ir::Operation*, size_t> position_;
};

class RewriteDriver {
 public:
  RewriteDriver(std::span<const RewriteRule> rules, const RewriteOptions& options) : rules_(rules), options_(options) {}

  RewriteStats run(ir::Module& module) {
    size_t ops = 0;
    for (const auto& func : module.funcs()) {
      if (func->isDeclaration()) continue;
      for (ir::Operation& op : func->entry()) ops += worklist_.pushWithNested(&op);
    }
    maxRewrites_ = options_.maxRewrites ? options_.maxRewrites : 16 * ops + 1000;
    while (ir::Operation* op = worklist_.pop()) {
      if (options_.eraseDeadOps && isTriviallyDead(*op)) {
        eraseOp(*op);
        ++stats_.erasedDeadOps;
        continue;
      }
      if (stats_.rewrites >= maxRewrites_) {
        stats_.notConverged = "stopped after " + std::to_string(stats_.rewrites) +
                              " rewrites without reaching a fixpoint; the last rule applied was '" + lastRule_ + "'";
        break;
      }
      applyFirstMatchingRule(*op);
    }
    return std::move(stats_);
  }

 private:
  void applyFirstMatchingRule(ir::Operation& op) {
    for (const RewriteRule& rule : rules_) {
      Match match(op);
      if (!rule.match.matchOp(op, match).empty()) continue;
      ir::Block* block = op.block();
      ir::Operation* before = op.prev();
      Replacement replacement = rule.rewrite(match);
      checkReplacement(rule, op, replacement);
      // Ops the rule built sit between `before` and `op`.
      for (ir::Operation* built = before ? before->next() : block->front(); built != &op; built = built->next())
        worklist_.pushWithNested(built);
      for (size_t i = 0; i < op.numResults(); ++i) {
        op.result(i)->replaceAllUsesWith(replacement.values[i]);
        for (const ir::Use& use : replacement.values[i]->uses()) worklist_.push(use.user);
      }
      eraseOp(op);
      ++stats_.rewrites;
      ++stats_.appliedByRule[std::string(rule.name)];
      lastRule_ = rule.name;
      return;
    }
  }

  static void checkReplacement(const RewriteRule& rule, const ir::Operation& op, const Replacement& r) {
    std::string prefix = "rewrite rule '" + std::string(rule.name) + "' ";
    if (r.values.size() != op.numResults())
      throw std::logic_error(prefix + "returned " + std::to_string(r.values.size()) + " values for " +
                             std::to_string(op.numResults()) + " results");
    for (size_t i = 0; i < r.values.size(); ++i) {
      ir::Value* v = r.values[i];
      if (!v || v->definingOp() == &op)
        throw std::logic_error(prefix + "replaced " + std::string(op.name()) + " with itself or nothing");
      if (v->type() != op.result(i)->type())
        throw std::logic_error(prefix + "replaced a result of type " + op.result(i)->type().str() + " by one of type " +
                               v->type().str());
    }
  }

  // Erases `op` and everything nested in it from the IR and the worklist; its operands' producers may
  // have become dead, so they are visited again.
  void eraseOp(ir::Operation& op) {
    std::unordered_set<const ir::Operation*> erased = {&op};
    op.walkNested([&](ir::Operation& nested) { erased.insert(&nested); });
    std::vector<ir::Operation*> producers;
    auto collectProducers = [&](ir::Operation& o) {
      for (ir::Value* v : o.operands())
        if (ir::Operation* def = v ? v->definingOp() : nullptr; def && !erased.count(def)) producers.push_back(def);
    };
    collectProducers(op);
    op.walkNested(collectProducers);
    worklist_.remove(&op);
    op.walkNested([&](ir::Operation& nested) { worklist_.remove(&nested); });
    op.erase();
    for (ir::Operation* def : producers) worklist_.push(def);
  }

  std::span<const RewriteRule> rules_;
  const RewriteOptions& options_;
  Worklist worklist_;
  RewriteStats stats_;
  size_t maxRewrites_ = 0;
  std::string lastRule_;
};
}  // namespace

RewriteStats applyRewriteRules(ir::Module& module, std::span<const RewriteRule> rules, const RewriteOptions& options) {
  return RewriteDriver(rules, options).run(module);
}

std::vector<std::pair<std::string_view, std::string>> explainRules(ir::Operation& op,
                                                                   std::span<const RewriteRule> rules) {
  std::vector<std::pair<std::string_view, std::string>> out;
  for (const RewriteRule& rule : rules) {
    Match match(op);
    out.emplace_back(rule.name, rule.match.matchOp(op, match));
  }
  return out;
}

}  // namespace juxla::passes
