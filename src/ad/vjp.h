// Vector-Jacobian products of IR ops (DESIGN decision 8): one rule per differentiable op, looked up
// in one table (vjp_rules.cpp). A rule builds its op's backward pass with the ordinary builder, so
// the backward pass is IR like any other and the passes optimize it.
#pragma once

#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/builder.h"
#include "ir/ir.h"

namespace juxla::ad {

// An op on the differentiated path that has no rule, or a construct AD refuses; carries the op's
// location so that callers can print a located error.
struct AdError : std::runtime_error {
  AdError(SourceLoc loc, const std::string& message) : std::runtime_error(message), loc(loc) {}
  SourceLoc loc;
};

class Reverse;

// What a rule gets. Cotangents have the primal value's type; nullptr means zero.
struct VjpArgs {
  ir::Builder& b;
  ir::Operation& op;                       // the primal op; its operands and results are in scope
  std::span<ir::Value* const> cotangents;  // one per result
  Reverse& reverse;                        // for ops with regions: differentiates their bodies
  // Whether the caller wants a cotangent for this value (an operand, or a value a region captures);
  // rules may return nullptr for the others and save the work.
  std::function<bool(const ir::Value*)> wanted;

  ir::Value* cotangent(size_t result) const { return cotangents[result]; }
  // The cotangent of a result, materialized as zeros when it is nullptr.
  ir::Value* cotangentOrZero(size_t result) const;
  bool wants(size_t operand) const { return wanted(op.operand(operand)); }
};

// One cotangent per operand (nullptr: none), plus cotangents of values that the op's regions use
// from outside (captures); only ops with regions fill `captured`.
struct VjpResult {
  std::vector<ir::Value*> operands;
  std::vector<std::pair<ir::Value*, ir::Value*>> captured;  // {captured value, its cotangent}
};

using VjpRule = VjpResult (*)(VjpArgs&);

// The rule for an op, or nullptr when the op has none (then it must not be on a differentiated path).
VjpRule findVjpRule(ir::OpCode code);

// Values that carry cotangents: tensors of a floating-point element type. Integers, booleans,
// tokens and comparisons carry none.
bool isDifferentiable(const ir::Value* v);
bool isDifferentiable(ir::Type t);

// The custom call that stops gradients (`ignore_derivatives`, `@non_differentiable` results); it is
// an identity at run time and is removed before export (removeStopGradients).
inline constexpr const char* kStopGradientTarget = "juxla.stop_gradient";
bool isStopGradient(const ir::Operation& op);
ir::Value* stopGradient(ir::Builder& b, ir::Value* v);
// Replaces every stop-gradient marker in the module by its operand; returns whether it changed anything.
bool removeStopGradients(ir::Module& m);

// A call a user's rrule differentiates (staging's rules_custom.cpp): operands are the call's
// differentiable inputs then its results, which it returns; ReverseOptions::customRule gives the
// inputs' cotangents. An identity on the results at run time; removed before export.
inline constexpr const char* kCustomRuleTarget = "juxla.custom_rule";
bool isCustomRule(const ir::Operation& op);

// Adds two cotangents where either may be nullptr (zero).
ir::Value* addCotangents(ir::Builder& b, ir::Value* a, ir::Value* c);

}  // namespace juxla::ad
