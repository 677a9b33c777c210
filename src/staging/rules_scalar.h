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
// The same for three number arguments (clamp, fma, muladd): x, y, z of the promoted type, one shape.
const DataType* promote3(Session& s, CallArgs& call, ir::Value*& x, ir::Value*& y, ir::Value*& z);
// `v` as a float (integers become Float64, as Julia's math functions do); returns its Julia type.
const DataType* floatOf(Session& s, const Value& v, ir::Value*& x);

// The sign bit of each element (i1): set for -0.0 and negative NaNs too.
ir::Value* signBitOf(Session& s, ir::Value* x);

// Julia's mod: the remainder with the divisor's sign (a float zero takes the divisor's sign too).
ir::Value* modValue(Session& s, ir::Value* x, ir::Value* y);
// Records `site` unless every element of `ok` (i1, any shape) is true.
void checkAll(Session& s, ir::Value* ok, ErrorSite site);
// DivideError for integer division by zero (and typemin ÷ -1 when `quotient`).
void checkIntegerDivision(Session& s, ir::Value* x, ir::Value* y, bool quotient, SourceSpan span);

// The rounding error e of the float product p = a * b (a * b == p + e exactly), by Dekker's
// two-product with Veltkamp splitting (no fma needed).
ir::Value* productError(Session& s, ir::Value* a, ir::Value* b, ir::Value* p);
// T(x) and convert(T, x) of a staged number to a number type T, with Julia's InexactError checks.
Value convertTo(Session& s, const Value& typeValue, const Value& x, SourceSpan span);

void registerScalarMathRules(RuleTable& t);  // rules_scalar_math.cpp
void registerRoundingRules(RuleTable& t);    // rules_scalar_round.cpp

}  // namespace juxla::staging
