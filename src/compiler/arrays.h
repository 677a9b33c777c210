// Host arrays: making them, reading and writing elements, and the names Julia prints for them.
// Every builtin that touches array memory goes through these, so the unboxed layout (the one the
// IR and the backends share) is decided in one place.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::compiler {

// Bytes of one unboxed element of type `t`, or 0 when elements of `t` are kept as Values.
int unboxedElementBytes(const CoreTypes& c, const JType* t);
// Array{T,N}.
const DataType* arrayType(Evaluator& ev, const JType* elementType, int64_t ndims);
// A new array; unboxed elements start as zero bits, boxed ones undefined (#undef).
Value newArray(Evaluator& ev, const JType* elementType, std::vector<int64_t> dims);
// Another array header over the same storage (reshape, vec).
Value aliasArray(Evaluator& ev, const ArrayObject& a, std::vector<int64_t> dims);

inline ArrayObject& arrayOf(const Value& v) { return *v.as<ArrayObject>(); }
bool isArray(Evaluator& ev, const Value& v);

// Element `i` (0-based, column-major); raises UndefRefError for unassigned boxed elements.
Value arrayGet(Evaluator& ev, const ArrayObject& a, int64_t i, frontend::SourceSpan span = {});
// Stores `v`, converting it to the element type first (`convert`, as Julia's setindex! does).
void arraySet(Evaluator& ev, ArrayObject& a, int64_t i, const Value& v, frontend::SourceSpan span = {});
// Stores a value that is already of the element type.
void arraySetExact(ArrayObject& a, int64_t i, const Value& v);

// `x` converted to type `t` (isa: unchanged; else Base.convert, which raises when it cannot).
Value convertTo(Evaluator& ev, const JType* t, const Value& x, frontend::SourceSpan span);

// "3-element Vector{Float64}", "2×3 Matrix{Int64}": how BoundsError and display name arrays.
std::string describeArray(Evaluator& ev, const Value& a);
// "[4]", "[3, 1]"
std::string describeIndex(std::span<const int64_t> index);

}  // namespace juxla::compiler
