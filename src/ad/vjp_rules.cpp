// The vjp rule table: one entry per differentiable op (DESIGN decision 8). Ops absent here have no
// derivative; reaching one on a differentiated path is a located error.
#include <array>

#include "ad/rules.h"
#include "ad/vjp.h"
#include <fmt/format.h>

#include "ir/printer.h"

namespace juxla::ad {
namespace rules {
VjpResult customCall(VjpArgs& a);  // below
}  // namespace rules
namespace {

using ir::OpCode;

struct RuleEntry {
  OpCode code;
  VjpRule rule;
};

constexpr RuleEntry kRules[] = {
    // Elementwise (rules_elementwise.cpp).
    {OpCode::Abs, rules::unaryMath},
    {OpCode::Cbrt, rules::unaryMath},
    {OpCode::Cosine, rules::unaryMath},
    {OpCode::Exponential, rules::unaryMath},
    {OpCode::ExponentialMinusOne, rules::unaryMath},
    {OpCode::Log, rules::unaryMath},
    {OpCode::LogPlusOne, rules::unaryMath},
    {OpCode::Logistic, rules::unaryMath},
    {OpCode::Negate, rules::unaryMath},
    {OpCode::Rsqrt, rules::unaryMath},
    {OpCode::Sine, rules::unaryMath},
    {OpCode::Sqrt, rules::unaryMath},
    {OpCode::Tan, rules::unaryMath},
    {OpCode::Tanh, rules::unaryMath},
    {OpCode::Ceil, rules::zeroDerivative},
    {OpCode::Floor, rules::zeroDerivative},
    {OpCode::RoundNearestAfz, rules::zeroDerivative},
    {OpCode::RoundNearestEven, rules::zeroDerivative},
    {OpCode::Sign, rules::zeroDerivative},
    {OpCode::Add, rules::add},
    {OpCode::Subtract, rules::subtract},
    {OpCode::Multiply, rules::multiply},
    {OpCode::Divide, rules::divide},
    {OpCode::Maximum, rules::maxMin},
    {OpCode::Minimum, rules::maxMin},
    {OpCode::Power, rules::power},
    {OpCode::Atan2, rules::atan2},
    {OpCode::Remainder, rules::remainder},
    {OpCode::Convert, rules::convert},
    {OpCode::Clamp, rules::clamp},
    {OpCode::Select, rules::select},
    {OpCode::ReducePrecision, rules::passThrough},
    {OpCode::OptimizationBarrier, rules::passThrough},

    // Data movement (rules_data_movement.cpp).
    {OpCode::BroadcastInDim, rules::broadcastInDim},
    {OpCode::Reshape, rules::reshape},
    {OpCode::Transpose, rules::transpose},

    // Slicing (rules_slicing.cpp).
    {OpCode::Slice, rules::slice},
    {OpCode::DynamicSlice, rules::dynamicSlice},
    {OpCode::DynamicUpdateSlice, rules::dynamicUpdateSlice},
    {OpCode::Concatenate, rules::concatenate},
    {OpCode::Pad, rules::pad},
    {OpCode::Reverse, rules::reverse},

    // Gather, scatter and sort (rules_gather_scatter.cpp).
    {OpCode::Gather, rules::gather},
    {OpCode::Scatter, rules::scatter},
    {OpCode::Sort, rules::sort},

    // Control flow (rules_control.cpp).
    {OpCode::While, rules::while_},
    {OpCode::If, rules::if_},
    {OpCode::Case, rules::case_},

    // Contractions (rules_contraction.cpp).
    {OpCode::DotGeneral, rules::dotGeneral},
    {OpCode::Convolution, rules::convolution},

    // Reductions and windows (rules_reduction.cpp).
    {OpCode::Reduce, rules::reduce},
    {OpCode::ReduceWindow, rules::reduceWindow},
    {OpCode::SelectAndScatter, rules::selectAndScatter},

    // A user's custom rule (above).
    {OpCode::CustomCall, rules::customCall},
};

}  // namespace

bool isCustomRule(const ir::Operation& op) {
  if (!op.is(OpCode::CustomCall)) return false;
  ir::Attr target = op.attr("call_target_name");
  return target && target.str() == kCustomRuleTarget;
}

namespace rules {
// Custom calls: a user's rule through ReverseOptions::customRule; stop-gradient markers never get here
// (Reverse skips them); any other target is opaque.
VjpResult customCall(VjpArgs& a) {
  const auto& custom = a.reverse.options().customRule;
  if (isCustomRule(a.op) && custom) {
    VjpResult r = none(a);
    std::vector<ir::Value*> cts = custom(a.b, a.op, a.cotangents);
    for (size_t i = 0; i < cts.size() && i < r.operands.size(); ++i) r.operands[i] = cts[i];
    return r;
  }
  throw AdError(a.op.loc(), fmt::format("cannot differentiate custom_call @{}: it has no vjp rule",
                                        a.op.attr("call_target_name") ? a.op.attr("call_target_name").str() : "?"));
}
}  // namespace rules

VjpRule findVjpRule(OpCode code) {
  static const auto table = [] {
    std::array<VjpRule, size_t(ir::kNumOpCodes)> t{};
    for (const RuleEntry& e : kRules) t[size_t(e.code)] = e.rule;
    return t;
  }();
  return table[size_t(code)];
}

bool isDifferentiable(ir::Type t) { return t.isTensor() && ir::isFloat(t.elementType()); }
bool isDifferentiable(const ir::Value* v) { return isDifferentiable(v->type()); }

ir::Value* VjpArgs::cotangentOrZero(size_t result) const {
  return cotangents[result] ? cotangents[result] : b.zeros(op.result(result)->type());
}

ir::Value* addCotangents(ir::Builder& b, ir::Value* a, ir::Value* c) {
  if (!a) return c;
  if (!c) return a;
  return b.add(a, c);
}

bool isStopGradient(const ir::Operation& op) {
  if (!op.is(OpCode::CustomCall)) return false;
  ir::Attr target = op.attr("call_target_name");
  return target && target.str() == kStopGradientTarget;
}

ir::Value* stopGradient(ir::Builder& b, ir::Value* v) {
  return b.customCall(kStopGradientTarget, {v}, {v->type()})->result(0);
}

bool removeStopGradients(ir::Module& m) {
  bool changed = false;
  for (const auto& f : m.funcs()) {
    if (f->isDeclaration()) continue;
    f->entry().walkPostOrder([&](ir::Operation& op) {
      if (!isStopGradient(op)) return;
      op.result(0)->replaceAllUsesWith(op.operand(0));
      op.erase();
      changed = true;
    });
  }
  return changed;
}

namespace rules {

VjpResult none(VjpArgs& a) { return {std::vector<ir::Value*>(a.op.numOperands(), nullptr), {}}; }

VjpResult single(VjpArgs& a, ir::Value* operand0) {
  VjpResult r = none(a);
  if (!r.operands.empty()) r.operands[0] = operand0;
  return r;
}

std::vector<int64_t> allDims(int64_t rank) {
  std::vector<int64_t> d;
  for (int64_t i = 0; i < rank; ++i) d.push_back(i);
  return d;
}

ir::Value* sumToShape(ir::Builder& b, ir::Value* v, ir::Type type) {
  if (v->type() == type) return v;
  if (type.rank() != 0)
    throw AdError(b.loc(), "internal error: sumToShape only reduces to a 0-d tensor");
  return b.reduce(v, b.zeros(type), allDims(v->type().rank()), OpCode::Add);
}

}  // namespace rules
}  // namespace juxla::ad
