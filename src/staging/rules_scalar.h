// Helpers shared by the staged rules for numbers (rules_scalar.cpp, rules_scalar_math.cpp).
#pragma once

#include "staging/session.h"

namespace juxla::staging {

// A staged scalar or a host number.
bool isNumber(Session& s, const Value& v);
// Whether any argument of the call is a staged scalar.
bool anyStaged(CallArgs& call);
// Makes two values the same shape: a 0-d one is broadcast to the other's shape.
void matchShapes(Session& s, ir::Value*& x, ir::Value*& y);
// Julia's promotion of two number arguments; both come back as IR values of the promoted type
// (nullptr when the promoted type has no IR element type).
const DataType* promote2(Session& s, const Value& a, const Value& b, ir::Value*& x, ir::Value*& y);
// `v` as a float (integers become Float64, as Julia's math functions do); returns its Julia type.
const DataType* floatOf(Session& s, const Value& v, ir::Value*& x);

// The sign bit of each element (i1): set for -0.0 and negative NaNs too.
ir::Value* signBitOf(Session& s, ir::Value* x);

void registerScalarMathRules(RuleTable& t);  // rules_scalar_math.cpp

}  // namespace juxla::staging
