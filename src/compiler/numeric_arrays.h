// Host arrays of primitive numbers as plain C++ buffers: what the linear algebra, statistics,
// .npy and random-number builtins compute on. Integers travel as their two's-complement bits
// (wrap-around arithmetic then truncates to the element width, as Julia's does).
#pragma once

#include <cstdint>
#include <vector>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::compiler {

enum class NumericKind { Float64, Float32, Float16, Integer, Other };

// How elements of type `t` compute: Bool and every integer type are Integer.
NumericKind numericKind(Evaluator& ev, const JType* t);
// The element type of a matrix product (Julia's promote_op(matprod, T, S)): promote_type, except
// that Bool * Bool sums to Int64; Any when either side is not a primitive number.
const JType* matprodType(Evaluator& ev, const JType* a, const JType* b);

// The elements of a numeric array converted to T (double, float or uint64_t bits).
template <typename T>
std::vector<T> readAs(Evaluator& ev, const ArrayObject& a);
// Stores computed values into an unboxed array of a primitive number type (converting to it).
template <typename T>
void writeFrom(Evaluator& ev, ArrayObject& a, const std::vector<T>& values);

// The value of a primitive number element as a double, and a Value of type `t` from a double.
double elementAsDouble(Evaluator& ev, const ArrayObject& a, int64_t i);
Value numberFromDouble(Evaluator& ev, const JType* t, double d);

}  // namespace juxla::compiler
