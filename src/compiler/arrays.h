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

// `v'` and transpose(v) of a vector: a 1×n matrix over the vector's own storage (writes go
// through, as Julia's lazy Adjoint does) that remembers its parent, so that `v'w` is a scalar,
// `v'A` is again a row and `(v')'` is `v` itself. Its type is Matrix{T} (Julia's is
// Adjoint{T, Vector{T}}; the printed values are the same).
class RowOfVector : public ArrayObject {
 public:
  Value parent;
};

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

// ---- ranges (builtins_array_ranges.cpp, builtins_array_float_ranges.cpp) ----

// A number in twice precision (Julia's TwicePrecision{Float64}): hi + lo, hi holding the top bits.
struct TwicePrec {
  double hi = 0, lo = 0;
};
TwicePrec twicePlus(TwicePrec x, double y);
TwicePrec twicePlus(TwicePrec x, TwicePrec y);
TwicePrec twiceTimes(TwicePrec x, TwicePrec y);
TwicePrec twiceTimes(TwicePrec x, double v);
TwicePrec twiceTimesInteger(TwicePrec x, int64_t v);
TwicePrec twiceDivide(TwicePrec x, double v);
TwicePrec twiceTruncate(TwicePrec v, int nb);  // twiceprecision(v, nb)
TwicePrec twiceAdd12(double x, double y);
int rangeNbitslen(bool isFloat64, int64_t len, int64_t offset);

// The elements of any range without collecting it: UnitRange and StepRange over integers,
// StepRangeLen (twice-precision or plain reference and step) and LinRange.
struct RangeView {
  enum class Kind : uint8_t { Integer, TwicePrecision, Plain, Lin } kind = Kind::Integer;
  enum class Arith : uint8_t { Int, Float64, Float32 } arith = Arith::Int;  // how Plain elements compute
  const DataType* elementType = nullptr;
  int64_t length = 0;
  int64_t first = 0, step = 0;  // Integer; Plain with Int arithmetic (ref, step)
  TwicePrec ref, stepTp;        // TwicePrecision; Plain float (hi only)
  int64_t offset = 1;           // StepRangeLen
  double start = 0, stop = 0;   // Lin
  int64_t lendiv = 1;
  // Element i (1-based, unchecked) as a double (float element types) or an integer.
  double floatAt(int64_t i) const;
  int64_t intAt(int64_t i) const { return first + (i - 1) * step; }
  bool isFloat() const { return kind != Kind::Integer && !(kind == Kind::Plain && arith == Arith::Int); }
  Value at(Evaluator& ev, int64_t i) const;
};
// False when `v` is not a range.
bool viewRange(Evaluator& ev, const Value& v, RangeView& out);
bool isRange(Evaluator& ev, const Value& v);
// StepRangeLen{T, TwicePrecision{Float64}, TwicePrecision{Float64}, Int64}.
Value makeTwicePrecisionRange(Evaluator& ev, const DataType* elementType, TwicePrec ref, TwicePrec step, int64_t len,
                              int64_t offset);
// StepRangeLen{T, typeof(ref), typeof(step), Int64}.
Value makePlainStepRangeLen(Evaluator& ev, const DataType* elementType, const Value& ref, const Value& step, int64_t len,
                            int64_t offset);
Value makeIntegerRange(Evaluator& ev, int64_t start, int64_t step, int64_t stop);  // UnitRange or StepRange of Int64
Value floatRangeStartStepLength(Evaluator& ev, const Value& a, const Value& st, int64_t len);
// A range collected into a Vector (or the array itself): what whole-array operations read.
Value collectRange(Evaluator& ev, const RangeView& r);

// Julia's setindex_shape_check: an array of size `src` may be stored into a block of size `dest`
// (singleton dimensions ignored); DimensionMismatch otherwise.
void setindexShapeCheck(Evaluator& ev, const std::vector<int64_t>& src, const std::vector<int64_t>& dest, frontend::SourceSpan span);

// Registration of the array families; registerCollectionBuiltins calls these.
void registerRangeBuiltins(Evaluator& ev);       // builtins_array_ranges.cpp
void registerFloatRangeBuiltins(Evaluator& ev);  // builtins_array_float_ranges.cpp
void registerConcatBuiltins(Evaluator& ev);      // builtins_array_concat.cpp
void registerArrayEditBuiltins(Evaluator& ev);   // builtins_array_edit.cpp
void registerArraySortBuiltins(Evaluator& ev);   // builtins_array_sort.cpp
void registerArrayReduceBuiltins(Evaluator& ev); // builtins_array_reduce.cpp

}  // namespace juxla::compiler
