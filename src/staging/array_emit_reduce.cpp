// Reductions with Julia's semantics: sum/prod/maximum/minimum/any/all, mean, findmax/findmin.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "staging/array_emit.h"
#include "staging/array_emit_support.h"
#include "staging/layout.h"

namespace juxla::staging {

using emit_detail::describeArray;
using emit_detail::reshapeTo;
using emit_detail::juliaTypeName;
using ir::ComparisonDirection;
using ir::ElementType;
using ir::OpCode;
using ir::Type;
using ir::Value;

namespace {

// The reduced IR dims of Julia `dims` (sorted, unique; dims past ndims are dropped: Julia ignores them).
// Empty `juliaDims` means all dims.
std::vector<int64_t> reducedIrDims(int64_t rank, std::span<const int64_t> juliaDims) {
  std::vector<int64_t> out;
  if (juliaDims.empty()) {
    for (int64_t d = 0; d < rank; ++d) out.push_back(d);
    return out;
  }
  for (int64_t d : juliaDims) {
    if (d < 1) throw std::invalid_argument("ArgumentError: region dimension(s) must be ≥ 1, got " + std::to_string(d));
    if (d <= rank) out.push_back(irDim(d, rank));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The IR shape with the reduced dims kept at size 1 (Julia's `dims` result), or {} for dims=:.
std::vector<int64_t> resultShape(Type t, std::span<const int64_t> juliaDims, const std::vector<int64_t>& irDims) {
  if (juliaDims.empty()) return {};
  std::vector<int64_t> shape(t.shape().begin(), t.shape().end());
  for (int64_t d : irDims) shape[size_t(d)] = 1;
  return shape;
}

bool anyReducedDimEmpty(Type t, const std::vector<int64_t>& irDims) {
  return std::any_of(irDims.begin(), irDims.end(), [&](int64_t d) { return t.dim(d) == 0; });
}

// Base.add_sum / mul_prod: integers narrower than 64 bits accumulate in Int64 / UInt64, and so does a
// sum of Bool (true + true is 2).
ElementType accumulatorType(ElementType e) {
  switch (e) {
    case ElementType::I1: case ElementType::I8: case ElementType::I16: case ElementType::I32: return ElementType::I64;
    case ElementType::UI8: case ElementType::UI16: case ElementType::UI32: return ElementType::UI64;
    default: return e;
  }
}

// The 0-d identity of max (lowest) or min (highest) for element type e.
Value* extremeValue(ir::Builder& b, ElementType e, bool lowest) {
  Type t = Type::scalar(e);
  if (ir::isFloat(e)) return b.constant(e, lowest ? -INFINITY : INFINITY);
  if (ir::isBool(e)) return b.splatInt(t, lowest ? 0 : 1);
  int bits = ir::bitWidth(e);
  uint64_t mask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  uint64_t pattern;
  if (ir::isUnsignedInteger(e)) pattern = lowest ? 0 : mask;
  else pattern = lowest ? (uint64_t(1) << (bits - 1)) : (mask >> 1);  // two's complement min / max
  return b.constant(ir::Attr::denseSplatBits(t, pattern));
}

Value* keepDims(ir::Builder& b, Value* r, const std::vector<int64_t>& shape, std::span<const int64_t> juliaDims) {
  return juliaDims.empty() ? r : reshapeTo(b, r, shape);
}

[[noreturn]] void throwEmptyReduce() {
  throw std::invalid_argument(
      "ArgumentError: reducing over an empty collection is not allowed; consider supplying `init` to the reducer");
}

// 1-based Julia linear indices of every element of an array of IR type t, shaped like it: Julia's
// column-major linear index is the IR row-major one plus 1 (decision 4: same bytes).
Value* linearIndices(ir::Builder& b, Type t) {
  int64_t n = t.numElements();
  Value* flat = b.iota(Type::tensor(ElementType::I64, std::span<const int64_t>(&n, 1)), 0);
  Value* oneBased = b.add(flat, b.splatInt(flat->type(), 1));
  return reshapeTo(b, oneBased, {t.shape().begin(), t.shape().end()});
}

// The reducer of findmax (wantMax) / findmin over (value, index) pairs. b wins over a when it is
// better in isless's order with NaN beating every number, or equal with a smaller index; a total order
// on (value, index), so the result does not depend on the reduction's schedule.
ir::RegionBody findReducer(ElementType e, bool wantMax) {
  return [e, wantMax](ir::Builder& r, std::span<Value* const> args) -> std::vector<Value*> {
    Value *av = args[0], *ai = args[1], *bv = args[2], *bi = args[3];
    Value* smallerIndex = r.compare(bi, ai, ComparisonDirection::LT);
    Value* better;
    Value* tie;
    ComparisonDirection dir = wantMax ? ComparisonDirection::GT : ComparisonDirection::LT;
    if (ir::isFloat(e)) {
      Value* aNaN = r.compare(av, av, ComparisonDirection::NE);
      Value* bNaN = r.compare(bv, bv, ComparisonDirection::NE);
      Value* aNumber = r.not_(aNaN);
      Value* bNumber = r.not_(bNaN);
      // TOTALORDER orders -0.0 before 0.0 as isless does; NaNs are handled before it is asked.
      Value* ordered = r.compare(bv, av, dir, ir::CompareType::TotalOrder);
      Value* same = r.compare(bv, av, ComparisonDirection::EQ, ir::CompareType::TotalOrder);
      better = r.and_(aNumber, r.or_(bNaN, r.and_(bNumber, ordered)));
      tie = r.or_(r.and_(aNaN, bNaN), r.and_(r.and_(aNumber, bNumber), same));
    } else {
      better = r.compare(bv, av, dir);
      tie = r.compare(bv, av, ComparisonDirection::EQ);
    }
    Value* takeB = r.or_(better, r.and_(tie, smallerIndex));
    return {r.select(takeB, bv, av), r.select(takeB, bi, ai)};
  };
}

std::pair<Value*, Value*> findExtreme(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims, bool wantMax) {
  Type t = x->type();
  std::vector<int64_t> irDims = reducedIrDims(t.rank(), juliaDims);
  std::vector<int64_t> shape = resultShape(t, juliaDims, irDims);
  if (t.numElements() == 0) {
    if (juliaDims.empty()) throwEmptyReduce();
    int64_t resultCount = 1;
    for (int64_t s : shape) resultCount *= s;
    if (resultCount != 0) throw std::invalid_argument("ArgumentError: collection slices must be non-empty");
  }
  ElementType e = t.elementType();
  Value* valueInit = extremeValue(b, e, wantMax);
  Value* indexInit = b.constantInt(ElementType::I64, std::numeric_limits<int64_t>::max());
  std::vector<Value*> r = b.reduce({x, linearIndices(b, t)}, {valueInit, indexInit}, irDims, findReducer(e, wantMax));
  return {keepDims(b, r[0], shape, juliaDims), keepDims(b, r[1], shape, juliaDims)};
}

}  // namespace

Value* reduce(ir::Builder& b, ReduceKind kind, Value* x, std::span<const int64_t> juliaDims) {
  Type t = x->type();
  ElementType e = t.elementType();
  std::vector<int64_t> irDims = reducedIrDims(t.rank(), juliaDims);
  std::vector<int64_t> shape = resultShape(t, juliaDims, irDims);
  Value* r = nullptr;
  switch (kind) {
    case ReduceKind::Sum:
    case ReduceKind::Prod: {
      if (kind == ReduceKind::Prod && ir::isBool(e)) {  // Bool * Bool is Bool (mul_prod does not widen it)
        r = b.reduce(x, b.splatInt(Type::scalar(e), 1), irDims, OpCode::And);
        break;
      }
      ElementType acc = accumulatorType(e);
      Value* input = acc == e ? x : b.convert(x, acc);
      bool sum = kind == ReduceKind::Sum;
      r = b.reduce(input, b.constant(acc, sum ? 0.0 : 1.0), irDims, sum ? OpCode::Add : OpCode::Multiply);
      break;
    }
    case ReduceKind::Max:
    case ReduceKind::Min: {
      bool isMax = kind == ReduceKind::Max;
      if (juliaDims.empty() ? t.numElements() == 0 : anyReducedDimEmpty(t, irDims)) throwEmptyReduce();
      OpCode op = ir::isBool(e) ? (isMax ? OpCode::Or : OpCode::And) : (isMax ? OpCode::Maximum : OpCode::Minimum);
      r = b.reduce(x, extremeValue(b, e, isMax), irDims, op);
      break;
    }
    case ReduceKind::Any:
    case ReduceKind::All: {
      if (!ir::isBool(e))
        throw std::invalid_argument("TypeError: non-boolean (" + juliaTypeName(e) + ") used in boolean context");
      bool isAny = kind == ReduceKind::Any;
      r = b.reduce(x, b.splatInt(Type::scalar(e), isAny ? 0 : 1), irDims, isAny ? OpCode::Or : OpCode::And);
      break;
    }
  }
  return keepDims(b, r, shape, juliaDims);
}

Value* mean(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) {
  Type t = x->type();
  ElementType e = ir::isFloat(t.elementType()) ? t.elementType() : ElementType::F64;
  Value* xf = e == t.elementType() ? x : b.convert(x, e);
  std::vector<int64_t> irDims = reducedIrDims(t.rank(), juliaDims);
  int64_t count = 1;
  for (int64_t d : irDims) count *= t.dim(d);
  Value* s = reduce(b, ReduceKind::Sum, xf, juliaDims);
  // Julia divides by the Int count: Float32 / Int stays Float32.
  return b.divide(s, b.splat(s->type(), double(count)));
}

std::pair<Value*, Value*> findmax(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) {
  return findExtreme(b, x, juliaDims, true);
}

std::pair<Value*, Value*> findmin(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) {
  return findExtreme(b, x, juliaDims, false);
}

Value* argmax(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) { return findmax(b, x, juliaDims).second; }

Value* argmin(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) { return findmin(b, x, juliaDims).second; }

}  // namespace juxla::staging
