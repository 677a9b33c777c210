// Small pieces the array emitters share: Julia's names for types and arrays (for error messages),
// dims validation, and i64 constants.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "ir/builder.h"

namespace juxla::staging::emit_detail {

// Julia's name of an element type: Float32, Int64, Bool, UInt8, ...
std::string juliaTypeName(ir::ElementType e);
// How Julia's summary writes an array type: "2×3 Matrix{Float64}", "3-element Vector{Int64}",
// "2×3×4 Array{Float32, 3}", "0-dimensional Array{Bool, 0}".
std::string describeArray(ir::Type t);
// "(2, 3)" (Julia's tuple printing; "(3,)" for one element).
std::string juliaTuple(std::span<const int64_t> values);

// Throws std::invalid_argument unless every value has x's element type.
void requireSameElementType(std::string_view what, std::span<ir::Value* const> values);

// v reshaped to `shape`, or v itself when it already has that shape.
ir::Value* reshapeTo(ir::Builder& b, ir::Value* v, const std::vector<int64_t>& shape);

// A rank-1 i64 constant.
ir::Value* constantI64s(ir::Builder& b, std::span<const int64_t> values);
// A 0-d integer value as i64 (converted when it is another integer type).
ir::Value* toI64(ir::Builder& b, ir::Value* scalar);

}  // namespace juxla::staging::emit_detail
