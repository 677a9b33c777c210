// The vjp rules of each group of ops; vjp_rules.cpp puts them in the one table. Internal to src/ad.
#pragma once

#include <cstdint>
#include <vector>

#include "ad/reverse.h"
#include "ad/vjp.h"

namespace juxla::ad::rules {

// Small helpers the rules share.
VjpResult none(VjpArgs& a);  // a cotangent for no operand
VjpResult single(VjpArgs& a, ir::Value* operand0);
// Sums `v` over dimensions so that it has `type`'s shape (for 0-d operands of clamp and the like).
ir::Value* sumToShape(ir::Builder& b, ir::Value* v, ir::Type type);
std::vector<int64_t> allDims(int64_t rank);

// rules_elementwise.cpp
VjpResult unaryMath(VjpArgs& a);   // abs, exp, log, sqrt, sin, tanh, logistic, ...
VjpResult zeroDerivative(VjpArgs& a);  // floor, ceil, sign, round: piecewise constant
VjpResult add(VjpArgs& a);
VjpResult subtract(VjpArgs& a);
VjpResult multiply(VjpArgs& a);
VjpResult divide(VjpArgs& a);
VjpResult maxMin(VjpArgs& a);
VjpResult power(VjpArgs& a);
VjpResult atan2(VjpArgs& a);
VjpResult remainder(VjpArgs& a);
VjpResult convert(VjpArgs& a);
VjpResult clamp(VjpArgs& a);
VjpResult select(VjpArgs& a);
VjpResult passThrough(VjpArgs& a);  // reduce_precision, optimization_barrier: identity cotangents

// rules_data_movement.cpp
std::vector<int64_t> shapeOf(const ir::Value* v);
VjpResult broadcastInDim(VjpArgs& a);
VjpResult reshape(VjpArgs& a);
VjpResult transpose(VjpArgs& a);

// rules_slicing.cpp
VjpResult slice(VjpArgs& a);
VjpResult dynamicSlice(VjpArgs& a);
VjpResult dynamicUpdateSlice(VjpArgs& a);
VjpResult concatenate(VjpArgs& a);
VjpResult pad(VjpArgs& a);
VjpResult reverse(VjpArgs& a);

// rules_gather_scatter.cpp
VjpResult gather(VjpArgs& a);
VjpResult scatter(VjpArgs& a);
VjpResult sort(VjpArgs& a);

// rules_control.cpp
VjpResult while_(VjpArgs& a);
VjpResult if_(VjpArgs& a);
VjpResult case_(VjpArgs& a);

// rules_contraction.cpp
VjpResult dotGeneral(VjpArgs& a);
VjpResult convolution(VjpArgs& a);

// rules_reduction.cpp
VjpResult reduce(VjpArgs& a);
VjpResult reduceWindow(VjpArgs& a);
VjpResult selectAndScatter(VjpArgs& a);

}  // namespace juxla::ad::rules
