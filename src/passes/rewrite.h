// Rewrite rules and the one driver that runs them (DESIGN decision 9): a rule is {name, match, rewrite},
// where `match` is a tree pattern over an op and the ops defining its operands, and `rewrite` returns the
// values that replace the op's results (existing values or ops it builds). The driver applies the rules
// to every op, nested regions included, with a worklist until nothing matches.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/builder.h"
#include "ir/ir.h"

namespace juxla::passes {

// What a pattern bound while matching, and a builder that inserts before the matched op.
class Match {
 public:
  explicit Match(ir::Operation& root);
  ir::Operation& root() const { return *root_; }
  // The value bound by any("name") or same("name"); throws std::logic_error when unbound.
  ir::Value* operator[](std::string_view name) const;
  // The op bound by Pattern::bind("name").
  ir::Operation& op(std::string_view name) const;
  ir::Builder& builder() { return builder_; }

 private:
  friend class Pattern;
  ir::Value* findValue(std::string_view name) const;
  ir::Operation* root_;
  std::vector<std::pair<std::string, ir::Value*>> values_;
  std::vector<std::pair<std::string, ir::Operation*>> ops_;
  ir::Builder builder_;
};

// A tree pattern. Op patterns with operand patterns require that many operands; those of commutative
// ops also match with the two operands swapped.
class Pattern {
 public:
  // Matches `op` as the root; returns "" on success, else why it does not match.
  std::string matchOp(ir::Operation& op, Match& match) const;
  // Binds the op this node matches, for Match::op(name).
  Pattern bind(std::string name) const;
  // A condition checked once the whole tree matched; `description` says what must hold.
  Pattern where(std::string description, std::function<bool(const Match&)> test) const;

 private:
  friend Pattern op(ir::OpCode, std::vector<Pattern>);
  friend Pattern any(std::string);
  friend Pattern same(std::string);
  friend Pattern splat(double);
  enum class Kind { Op, AnyValue, SameValue, Splat };
  struct Condition {
    std::string description;
    std::function<bool(const Match&)> test;
  };
  std::string matchValue(ir::Value* value, Match& match) const;
  std::string matchOperands(ir::Operation& op, Match& match) const;
  std::string checkConditions(const Match& match) const;

  Kind kind_ = Kind::AnyValue;
  ir::OpCode code_{};
  std::vector<Pattern> operands_;
  std::string name_;  // the binding of any/same, or of bind() on an op pattern
  double splatValue_ = 0;
  std::vector<Condition> conditions_;
};

// An op with `code`; with operand patterns, exactly that many operands matching them.
Pattern op(ir::OpCode code, std::vector<Pattern> operands = {});
// Any value, bound to `name` (unbound when empty; acts as same() when the name is already bound).
Pattern any(std::string name = "");
// The value already bound to `name`.
Pattern same(std::string name);
// A value defined by stablehlo.constant whose every element equals `value` (i1: 0 false, 1 true).
Pattern splat(double value);

// The values replacing the matched op's results, one per result, of exactly the same types.
struct Replacement {
  std::vector<ir::Value*> values;
  Replacement(ir::Value* value) : values{value} {}
  Replacement(std::vector<ir::Value*> v) : values(std::move(v)) {}
};

struct RewriteRule {
  std::string_view name;
  Pattern match;
  std::function<Replacement(Match&)> rewrite;
};

struct RewriteOptions {
  // Bounds the rewrites of one run, so rules that undo each other cannot loop forever; 0 means 16 per
  // op in the module plus 1000, far above what terminating rule tables need.
  size_t maxRewrites = 0;
  // Erases ops found unused and effect free on the way, as MLIR's greedy driver does.
  bool eraseDeadOps = true;
};

struct RewriteStats {
  size_t rewrites = 0;
  size_t erasedDeadOps = 0;
  std::map<std::string, size_t, std::less<>> appliedByRule;
  std::string notConverged;  // "" when a fixpoint was reached, else why not
  bool changed() const { return rewrites + erasedDeadOps > 0; }
};

// Runs `rules` (first matching rule wins, in table order) over every op of every function to a fixpoint.
RewriteStats applyRewriteRules(ir::Module& module, std::span<const RewriteRule> rules,
                               const RewriteOptions& options = {});

// For each rule, "" when it matches `op`, else why not; builds nothing.
std::vector<std::pair<std::string_view, std::string>> explainRules(ir::Operation& op,
                                                                   std::span<const RewriteRule> rules);

}  // namespace juxla::passes
