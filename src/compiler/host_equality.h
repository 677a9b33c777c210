// Julia's isequal and a hash consistent with it, for host values: what Dict and Set compare keys
// with. isequal(1, 1.0) and isequal(true, 1) hold and such keys hash alike; -0.0 and 0.0 differ;
// NaN equals NaN. Strings, tuples, pairs and arrays compare by content, mutable structs by
// identity, immutable structs field by field (Julia's default `===`).
#pragma once

#include <cstdint>

#include "compiler/evaluator.h"

namespace juxla::compiler {

bool hostIsEqual(Evaluator& ev, const Value& a, const Value& b);
uint64_t hostHash(Evaluator& ev, const Value& v);

// A primitive number read as a double (Bool, integers, floats); false for anything else.
bool numberAsDouble(Evaluator& ev, const Value& v, double& out);

}  // namespace juxla::compiler
