// Arrays of CartesianIndex in staged code (what argmax/findmax with `dims` give for arrays of two or
// more dims). A staged Array{CartesianIndex{N}} of size (d1, ..., dk) is an array object in the heap
// whose IR value is the i64 tensor [dk, ..., d1, N] of each element's components, innermost: the bytes
// of Julia's Array{CartesianIndex{N}} (N Ints per element, column-major, decision 4), so the boundary,
// printing and control flow rebuild it without knowing which array it indexes.
#pragma once

#include <span>
#include <vector>

#include "interp/tensor.h"
#include "staging/session.h"

namespace juxla::staging {

// Whether t is CartesianIndex{N}; its N in *n when given.
bool isCartesianIndexType(Evaluator& ev, const JType* t, int64_t* n = nullptr);
// Whether v is a staged Array{CartesianIndex{N}} (in the heap).
bool isStagedCartesianArray(Session& s, const Value& v);
// A staged Array{CartesianIndex{N}} of Julia size `juliaDims` whose components are `components`.
Value newCartesianArray(Session& s, ir::Value* components, std::vector<int64_t> juliaDims);
// The components ([shape..., N]) of 1-based linear indices `linear` (i64, any shape) into an array of
// Julia size `sourceDims`: Base's CartesianIndices(source)[linear].
ir::Value* cartesianComponents(ir::Builder& b, ir::Value* linear, std::span<const int64_t> sourceDims);
// CartesianIndex{N}(I...) of host or staged Ints, made directly (its constructor's `new` would meet
// staged values in a tuple).
Value makeCartesianIndex(Session& s, std::vector<Value> components);
// The host Array{CartesianIndex{N}} of a run's components tensor.
Value cartesianArrayFromTensor(Session& s, const interp::Tensor& t, const JType* elementType);

// For control flow and printing, which carry arrays by element type and IR value: the IR element type
// of an array of `elementType` (i64 for CartesianIndex), and the array object of IR value `v`.
ir::ElementType carriedElementType(Session& s, const JType* elementType);
Value carriedArray(Session& s, ir::Value* v, const JType* elementType);

// getindex/setindex!/__dotview with an array of CartesianIndex, and one element of a staged one.
void registerCartesianRules(RuleTable& t);

}  // namespace juxla::staging
