// IR emitters for Julia's whole-array operations (reductions, argmax, permutedims, reshape, cat, `*`,
// indexing and indexed assignment). Each takes IR values already in decision 4's layout (Julia size
// (d1,...,dn) is the IR tensor [dn,...,d1]) and Julia-level parameters (1-based dims, Julia sizes,
// Julia permutations and index ranges), and returns IR values in that layout with Base's semantics.
//
// Conventions shared by every function here:
// - Julia scalars are 0-d tensors; an Int is i64, a Bool i1.
// - Operands of one call have one element type: the caller promotes first (Float32 * Float64 converts
//   the Float32 side to f64, as Julia's promote_type does). A mismatch throws std::invalid_argument.
// - Bad Julia-level parameters throw std::invalid_argument with Julia's wording ("DimensionMismatch: ...",
//   "ArgumentError: ...", "BoundsError: ..."); bad shapes reaching the builder throw ir::BuildError.
// - Staged (IR-valued) indices cannot be checked while building: the functions that take them return an
//   i1 0-d "in bounds" predicate that the caller records in the error flag (decision 13), because
//   dynamic_slice, dynamic_update_slice and gather clamp, and scatter drops, out-of-range indices silently.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "ir/builder.h"

namespace juxla::staging {

// ---------------------------------------------------------------- reductions (array_emit_reduce.cpp)

enum class ReduceKind { Sum, Prod, Max, Min, Any, All };

// sum/prod/maximum/minimum/any/all(x; dims). `juliaDims` empty means dims=: (all dims, 0-d result);
// otherwise the reduced dims stay with size 1 and dims past ndims(x) are no-ops, as in Julia (so Julia's
// rare dims=() is passed as {ndims(x) + 1}). Element types follow Base: sum of Bool and sum/prod of
// integers narrower than 64 bits give Int64 (UInt64 for unsigned ones, Base.add_sum/mul_prod), prod of
// Bool stays Bool; maximum/minimum keep the type and propagate NaN (Julia's max/min do; the StableHLO
// spec makes maximum/minimum IEEE-754 maximum/minimum, which propagate NaN too and order -0.0 < 0.0, and
// the interpreter follows it). any/all take Bool arrays only. maximum/minimum over an empty dim throw
// Julia's ArgumentError; sum/prod of empty give 0/1.
ir::Value* reduce(ir::Builder& b, ReduceKind kind, ir::Value* x, std::span<const int64_t> juliaDims = {});

// Statistics.mean(x; dims): sum / count with Julia's types (integers and Bool become Float64 first;
// Float32 stays Float32). The mean of an empty array is NaN (0/0), as in Julia.
ir::Value* mean(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});

// findmax/findmin(x; dims) -> {values, indices}. Indices are 1-based Julia *linear* (column-major)
// indices into the whole of x, as i64, shaped like the values (the caller makes CartesianIndex of them).
// Julia's order (base/reducedim.jl findminmax!): ties keep the first index; NaN beats everything in both
// findmax and findmin (the first NaN wins); -0.0 < 0.0 as isless says (a TOTALORDER compare once NaNs
// are ruled out). One variadic reduce over (value, index). Empty slices throw ArgumentError.
std::pair<ir::Value*, ir::Value*> findmax(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});
std::pair<ir::Value*, ir::Value*> findmin(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});
// argmax/argmin: the index half of findmax/findmin.
ir::Value* argmax(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});
ir::Value* argmin(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});

// ---------------------------------------------------------------- shapes (array_emit_shape.cpp)

// permutedims(x, perm) with a Julia permutation (1-based).
ir::Value* permutedims(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaPerm);
// permutedims(x) of a matrix (perm (2, 1)) or of a vector (the 1xn matrix).
ir::Value* permutedims(ir::Builder& b, ir::Value* x);
// transpose(x) / adjoint(x) of a real matrix or vector: a vector of length n becomes the 1xn matrix
// (IR [n,1], the same bytes: a reshape, no data movement).
ir::Value* transpose(ir::Builder& b, ir::Value* x);
// reverse(x; dims): `juliaDims` empty means dims=: (every dim, Julia's default since 1.6); each dim
// must be in 1:ndims(x) and appear once (base/arraymath.jl's ArgumentError otherwise).
ir::Value* reverse(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims = {});
// reshape(x, juliaSize...) (sizes already resolved: the caller turns a `:` into a number) and vec(x).
ir::Value* reshape(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaSize);
ir::Value* vec(ir::Builder& b, ir::Value* x);
// dropdims(x; dims): removes size-1 Julia dims (a reshape), with Base's ArgumentErrors otherwise.
ir::Value* dropdims(ir::Builder& b, ir::Value* x, std::span<const int64_t> juliaDims);
// cat(xs...; dims=juliaDim): inputs of fewer dims get trailing singleton dims, so dims may exceed every
// input's ndims (hcat of vectors gives a matrix). vcat is dims=1, hcat dims=2.
ir::Value* cat(ir::Builder& b, std::span<ir::Value* const> xs, int64_t juliaDim);
// repeat(x; inner, outer) with Julia's per-dim counts (missing entries are 1; more entries than ndims add
// trailing dims). repeat(x, counts...) is outer=counts.
ir::Value* repeat(ir::Builder& b, ir::Value* x, std::span<const int64_t> inner, std::span<const int64_t> outer);

// Julia's `*` for Matrix*Matrix, Matrix*Vector and Vector*Matrix (the matrix must have one row, as
// with v * w' where the caller has made w' by transpose()), each as one dot_general with no transpose
// (Julia A (m,k) is IR [k,m], so C = A*B is dot_general(B, A) contracting IR dims 1 and 0). Bool operands
// give Int64 as in Julia. Vector*Vector is a MethodError in Julia and throws here.
ir::Value* matmul(ir::Builder& b, ir::Value* a, ir::Value* c);
// adjoint(v) * w for vectors: the 0-d dot product (Julia's v'w, a scalar). v' * A for a matrix A is
// matmul(transpose(v), A): a reshape and one dot_general.
ir::Value* adjointTimes(ir::Builder& b, ir::Value* v, ir::Value* w);
// LinearAlgebra.dot(x, y) of real arrays of equal length (any shapes): one dot_general of their vecs.
ir::Value* dot(ir::Builder& b, ir::Value* x, ir::Value* y);
// v * w' for vectors: the (m, n) outer product.
ir::Value* outer(ir::Builder& b, ir::Value* v, ir::Value* w);

// ---------------------------------------------------------------- indexing (array_emit_index.cpp)

// One index of x[i1, i2, ...] in Julia's terms.
struct Index {
  enum class Kind {
    Int,          // static Int: the dim is dropped
    Range,        // static start:step:stop (UnitRange has step 1); empty ranges allowed
    Colon,        // :
    StagedInt,    // a staged 0-d integer (1-based): the dim is dropped
    StagedRange,  // staged start (0-d integer, 1-based), static length, step 1: start:start+length-1
    Array,        // an IR integer tensor of 1-based indices (static or staged); the dim becomes its shape
  };
  Kind kind = Kind::Colon;
  int64_t start = 0, step = 1, stop = 0;  // Int: start; Range: start, step, stop; StagedRange: stop = length
  ir::Value* value = nullptr;             // StagedInt, StagedRange (the start), Array

  static Index integer(int64_t i) { return {Kind::Int, i, 1, i, nullptr}; }
  static Index range(int64_t start, int64_t stop) { return {Kind::Range, start, 1, stop, nullptr}; }
  static Index range(int64_t start, int64_t step, int64_t stop) { return {Kind::Range, start, step, stop, nullptr}; }
  static Index colon() { return {}; }
  static Index staged(ir::Value* i) { return {Kind::StagedInt, 0, 1, 0, i}; }
  static Index stagedRange(ir::Value* start, int64_t length) { return {Kind::StagedRange, 0, 1, length, start}; }
  static Index array(ir::Value* indices) { return {Kind::Array, 0, 1, 0, indices}; }

  // Number of elements a static Range selects (Julia's length(start:step:stop)).
  int64_t rangeLength() const;
};

struct Indexed {
  ir::Value* value = nullptr;
  ir::Value* inBounds = nullptr;  // i1 0-d; nullptr when every index was static (and checked here)
};

// x[indices...] with Julia's rules: one index is linear (column-major) indexing; fewer indices than dims
// merge the trailing dims into the last index; extra indices must be 1 (or 1:1, :). Static indices are
// bounds-checked here (BoundsError); staged ones go into the predicate. Static indices become one slice
// (negative steps a reverse first), staged ones a dynamic_slice, index arrays a gather each.
Indexed getIndex(ir::Builder& b, ir::Value* x, std::span<const Index> indices);

// How setIndex treats its right-hand side.
enum class Assign {
  Store,      // x[I] = v: v has as many elements as I selects, matching apart from singleton dims
              // (Base.setindex_shape_check); a scalar v needs scalar indices, as in Julia
  Broadcast,  // x[I] .= v: v broadcasts to the shape x[I] has
};

// x[indices...] = v; returns the new value of x (the caller rebinds the array object to it). v has x's
// element type (the caller converts, as setindex! does). When the predicate is false the returned value
// equals x: nothing is written, as Julia checks every index before writing. Static
// Int/unit-range/colon/staged-int indices become one dynamic_update_slice; steps other than +-1 and index
// arrays one scatter, where repeated indices are last-write-wins in Julia's (column-major) order,
// deterministically on every backend (decision 13): earlier duplicates are sent out of bounds first.
Indexed setIndex(ir::Builder& b, ir::Value* x, std::span<const Index> indices, ir::Value* v,
                 Assign mode = Assign::Store);

}  // namespace juxla::staging
