// Indexing and indexed assignment with Julia's rules (x[i, r, :], linear indexing, index arrays) as
// slice / dynamic_slice / gather and dynamic_update_slice / scatter.
#include <algorithm>
#include <stdexcept>

#include "staging/array_emit.h"
#include "staging/array_emit_support.h"
#include "staging/layout.h"

namespace juxla::staging {

using emit_detail::constantI64s;
using emit_detail::describeArray;
using emit_detail::reshapeTo;
using emit_detail::toI64;
using ir::ComparisonDirection;
using ir::ElementType;
using ir::Type;
using ir::Value;
using Kind = Index::Kind;

int64_t Index::rangeLength() const {
  if (step > 0) return stop < start ? 0 : (stop - start) / step + 1;
  return stop > start ? 0 : (start - stop) / -step + 1;
}

namespace {

Type i64Vector(int64_t n) { return Type::tensor(ElementType::I64, std::span<const int64_t>(&n, 1)); }

std::string showIndex(const Index& ix) {
  switch (ix.kind) {
    case Kind::Int: return std::to_string(ix.start);
    case Kind::Range:
      return ix.step == 1 ? std::to_string(ix.start) + ":" + std::to_string(ix.stop)
                          : std::to_string(ix.start) + ":" + std::to_string(ix.step) + ":" + std::to_string(ix.stop);
    case Kind::Colon: return ":";
    default: return "<staged>";
  }
}

[[noreturn]] void throwBounds(Type x, std::span<const Index> indices) {
  std::string shown;
  for (size_t i = 0; i < indices.size(); ++i) shown += (i ? ", " : "") + showIndex(indices[i]);
  throw std::invalid_argument("BoundsError: attempt to access " + describeArray(x) + " at index [" + shown + "]");
}

// What one Julia dim of the (rank-normalized) array does.
struct DimPlan {
  int64_t size = 0;      // the dim's Julia size
  int64_t length = 0;    // how many positions the index selects (index_lengths)
  int64_t first = 0;     // 0-based first position of a static index (Int, Range)
  int64_t stride = 1;    // static Range step (sign included)
  bool dropped = false;  // Int and StagedInt drop the dim from the result
};

struct Normalized {
  Value* base = nullptr;           // x reshaped to one Julia dim per index
  std::vector<int64_t> dims;       // its Julia size
  std::vector<DimPlan> plans;      // one per index
};

// Julia's rules for the number of indices: one index is linear indexing; fewer merge trailing dims into
// the last index; more add trailing singleton dims. Checks the static indices against the result.
Normalized normalize(ir::Builder& b, Value* x, std::span<const Index> indices) {
  Type t = x->type();
  std::vector<int64_t> dims = juliaDims(t);
  size_t m = indices.size();
  if (m < dims.size()) {
    int64_t merged = 1;
    for (size_t k = m == 0 ? 0 : m - 1; k < dims.size(); ++k) merged *= dims[k];
    dims.resize(m == 0 ? 0 : m - 1);
    if (m > 0) dims.push_back(merged);
    if (m == 0 && merged != 1) throwBounds(t, indices);
  }
  dims.resize(m, 1);
  Normalized n;
  n.dims = dims;
  n.base = juliaDims(t) == dims ? x : reshapeTo(b, x, irShape(dims));
  for (size_t k = 0; k < m; ++k) {
    const Index& ix = indices[k];
    DimPlan p;
    p.size = dims[k];
    switch (ix.kind) {
      case Kind::Int:
        if (ix.start < 1 || ix.start > p.size) throwBounds(t, indices);
        p.length = 1, p.first = ix.start - 1, p.dropped = true;
        break;
      case Kind::Range:
        if (ix.step == 0) throw std::invalid_argument("ArgumentError: step cannot be zero");
        p.length = ix.rangeLength(), p.first = ix.start - 1, p.stride = ix.step;
        if (p.length > 0) {
          int64_t last = ix.start + (p.length - 1) * ix.step;
          if (std::min(ix.start, last) < 1 || std::max(ix.start, last) > p.size) throwBounds(t, indices);
        } else {
          p.first = 0, p.stride = 1;
        }
        break;
      case Kind::Colon: p.length = p.size; break;
      case Kind::StagedInt:
        if (p.size == 0) throwBounds(t, indices);  // no Int is in bounds of an empty dim
        p.length = 1, p.dropped = true;
        break;
      case Kind::StagedRange:
        if (ix.stop < 0) throw std::invalid_argument("ArgumentError: a staged range needs a length ≥ 0");
        if (ix.stop > p.size) throwBounds(t, indices);
        p.length = ix.stop;
        break;
      case Kind::Array: {
        Type it = ix.value->type();
        if (!ir::isInteger(it.elementType()) || ir::isBool(it.elementType()))
          throw std::invalid_argument("ArgumentError: index arrays must hold integers, got " + it.str() +
                                      " (logical indexing has a data-dependent shape)");
        p.length = it.numElements();
        if (p.size == 0 && p.length > 0) throwBounds(t, indices);
        break;
      }
    }
    n.plans.push_back(p);
  }
  return n;
}

Value* andAll(ir::Builder& b, Value* acc, Value* pred) { return acc ? b.and_(acc, pred) : pred; }

// 1 <= i && i + length - 1 <= size, for a staged 1-based start i (0-d i64).
Value* startInBounds(ir::Builder& b, Value* i, int64_t length, int64_t size) {
  if (length == 0) return b.splatInt(Type::scalar(ElementType::I1), 1);
  Value* low = b.compare(i, b.constantInt(ElementType::I64, 1), ComparisonDirection::GE);
  Value* high = b.compare(i, b.constantInt(ElementType::I64, size - length + 1), ComparisonDirection::LE);
  return b.and_(low, high);
}

// all(1 .<= idx .<= size) for an index array, as i1 0-d.
Value* arrayInBounds(ir::Builder& b, Value* idx, int64_t size) {
  if (idx->type().elementType() != ElementType::I64) idx = b.convert(idx, ElementType::I64);  // narrow types overflow
  Type t = idx->type();
  Value* low = b.compare(idx, b.splatInt(t, 1), ComparisonDirection::GE);
  Value* high = b.compare(idx, b.splatInt(t, size), ComparisonDirection::LE);
  std::vector<int64_t> all(size_t(t.rank()));
  for (int64_t d = 0; d < t.rank(); ++d) all[size_t(d)] = d;
  return b.reduce(b.and_(low, high), b.splatInt(Type::scalar(ElementType::I1), 1), all, ir::OpCode::And);
}

// A 0-based i64 copy of a 1-based index array.
Value* zeroBased(ir::Builder& b, Value* idx) {
  Value* i64 = idx->type().elementType() == ElementType::I64 ? idx : b.convert(idx, ElementType::I64);
  return b.subtract(i64, b.splatInt(i64->type(), 1));
}

// Gathers along IR dim p of `operand` with the (1-based) index array: the dim is replaced by the index
// array's IR dims, which is where Julia puts its dims after the reversal of decision 4.
Value* gatherAlong(ir::Builder& b, Value* operand, int64_t p, Value* idx) {
  Type ot = operand->type(), it = idx->type();
  int64_t q = it.rank();
  std::vector<int64_t> withVector(it.shape().begin(), it.shape().end());
  withVector.push_back(1);
  Value* start = reshapeTo(b, zeroBased(b, idx), withVector);
  ir::GatherDims g;
  for (int64_t j = 0; j < ot.rank(); ++j)
    if (j != p) g.offsetDims.push_back(j < p ? j : j - 1 + q);
  g.collapsedSliceDims = {p};
  g.startIndexMap = {p};
  g.indexVectorDim = q;
  std::vector<int64_t> sizes(ot.shape().begin(), ot.shape().end());
  sizes[size_t(p)] = 1;
  return b.gather(operand, start, g, sizes);
}

}  // namespace

Indexed getIndex(ir::Builder& b, Value* x, std::span<const Index> indices) {
  Normalized n = normalize(b, x, indices);
  int64_t m = int64_t(indices.size());
  Value* cur = n.base;
  Indexed out;
  // Negative steps: reverse those dims first, then one strided slice for every static index.
  std::vector<int64_t> reversed, start(static_cast<size_t>(m)), limit(static_cast<size_t>(m)),
      strides(static_cast<size_t>(m), 1);
  bool sliced = false;
  for (int64_t k = 0; k < m; ++k) {
    const DimPlan& p = n.plans[size_t(k)];
    int64_t d = irDim(k + 1, m);
    Kind kind = indices[size_t(k)].kind;
    int64_t first = 0, stride = 1, length = p.size;
    if (kind == Kind::Int || kind == Kind::Range) {
      first = p.first, stride = p.stride, length = p.length;
      if (stride < 0) {
        reversed.push_back(d);
        first = p.size - 1 - p.first, stride = -stride;  // position j of the reversed dim is size-1-j
      }
    }
    start[size_t(d)] = first, strides[size_t(d)] = stride;
    limit[size_t(d)] = length == 0 ? first : first + (length - 1) * stride + 1;
    sliced |= first != 0 || limit[size_t(d)] != p.size || (stride != 1 && length > 1);
  }
  if (!reversed.empty()) {
    std::sort(reversed.begin(), reversed.end());
    cur = b.reverse(cur, reversed);
  }
  if (sliced) cur = b.slice(cur, start, limit, strides);

  // Staged Int and staged ranges: one dynamic_slice.
  bool dynamic = false;
  std::vector<Value*> starts;
  std::vector<int64_t> sizes(cur->type().shape().begin(), cur->type().shape().end());
  Value* zero = nullptr;
  for (int64_t d = 0; d < m; ++d) {
    int64_t k = m - 1 - d;  // Julia dim (0-based) of IR dim d
    const Index& ix = indices[size_t(k)];
    if (ix.kind == Kind::StagedInt || ix.kind == Kind::StagedRange) {
      dynamic = true;
      Value* i = toI64(b, ix.value);
      int64_t length = n.plans[size_t(k)].length;
      out.inBounds = andAll(b, out.inBounds, startInBounds(b, i, length, n.plans[size_t(k)].size));
      starts.push_back(b.subtract(i, b.constantInt(ElementType::I64, 1)));
      sizes[size_t(d)] = length;
    } else {
      if (!zero) zero = b.constantInt(ElementType::I64, 0);
      starts.push_back(zero);
    }
  }
  if (dynamic) cur = b.dynamicSlice(cur, starts, sizes);

  // Index arrays: a gather per dim, Julia dims ascending (IR dims descending keep lower positions fixed).
  for (int64_t k = 0; k < m; ++k) {
    const Index& ix = indices[size_t(k)];
    if (ix.kind != Kind::Array) continue;
    out.inBounds = andAll(b, out.inBounds, arrayInBounds(b, ix.value, n.plans[size_t(k)].size));
    cur = gatherAlong(b, cur, irDim(k + 1, m), ix.value);
  }

  std::vector<int64_t> resultJulia;
  for (int64_t k = 0; k < m; ++k) {
    const Index& ix = indices[size_t(k)];
    if (n.plans[size_t(k)].dropped) continue;
    if (ix.kind == Kind::Array) {
      std::vector<int64_t> shape = juliaDims(ix.value->type());
      resultJulia.insert(resultJulia.end(), shape.begin(), shape.end());
    } else {
      resultJulia.push_back(n.plans[size_t(k)].length);
    }
  }
  std::vector<int64_t> resultIr = irShape(resultJulia);
  out.value = reshapeTo(b, cur, resultIr);
  return out;
}

namespace {

// Julia's dims2string: "2×3", "3-element", "0-dimensional".
std::string dimsString(std::span<const int64_t> d) {
  if (d.empty()) return "0-dimensional";
  if (d.size() == 1) return std::to_string(d[0]) + "-element";
  std::string s;
  for (size_t i = 0; i < d.size(); ++i) s += (i ? "×" : "") + std::to_string(d[i]);
  return s;
}

// Base.setindex_shape_check: the value's dims and the index lengths agree apart from singleton dims.
void setindexShapeCheck(std::span<const int64_t> value, std::span<const int64_t> lengths) {
  auto mismatch = [&] {
    if (lengths.size() == 1) {
      int64_t n = 1;
      for (int64_t d : value) n *= d;
      throw std::invalid_argument("DimensionMismatch: tried to assign " + std::to_string(n) + " elements to " +
                                  std::to_string(lengths[0]) + " destinations");
    }
    throw std::invalid_argument("DimensionMismatch: tried to assign " + dimsString(value) + " array to " +
                                dimsString(lengths) + " destination");
  };
  std::vector<int64_t> x(value.begin(), value.end()), idx(lengths.begin(), lengths.end());
  if (x.empty()) x.push_back(1);  // a 0-d array has one element
  if (idx.empty()) idx.push_back(1);
  size_t li = x.size(), lj = idx.size(), i = 0, j = 0;
  while (true) {
    int64_t ii = x[i], jj = idx[j];
    if (i + 1 == li || j + 1 == lj) {
      while (i + 1 < li) ii *= x[++i];
      while (j + 1 < lj) jj *= idx[++j];
      if (ii != jj) mismatch();
      return;
    }
    if (ii == jj) ++i, ++j;
    else if (ii == 1) ++i;
    else if (jj == 1) ++j;
    else mismatch();
  }
}

// The right-hand side as the update block: Julia dims = the index lengths (Int dims of length 1).
Value* updateBlock(ir::Builder& b, Value* v, std::span<const Index> indices, const Normalized& n, Assign mode) {
  std::vector<int64_t> lengths, viewShape;
  bool allScalar = true;
  for (size_t k = 0; k < indices.size(); ++k) {
    const DimPlan& p = n.plans[k];
    lengths.push_back(p.length);
    if (p.dropped) continue;
    allScalar = false;
    if (indices[k].kind == Kind::Array) {
      std::vector<int64_t> shape = juliaDims(indices[k].value->type());
      viewShape.insert(viewShape.end(), shape.begin(), shape.end());
    } else {
      viewShape.push_back(p.length);
    }
  }
  std::vector<int64_t> vDims = juliaDims(v->type());
  if (mode == Assign::Store) {
    if (vDims.empty() && !allScalar)
      throw std::invalid_argument(
          "ArgumentError: indexed assignment with a single value to possibly many locations is not supported; "
          "perhaps use broadcasting `.=` instead?");
    setindexShapeCheck(vDims, lengths);
    return reshapeTo(b, v, irShape(lengths));
  }
  // x[I] .= v: v's dims must each be 1 or the view's, and any dims past the view's must be 1.
  std::vector<int64_t> kept, broadcastDims;
  for (size_t k = 0; k < vDims.size(); ++k) {
    bool inView = k < viewShape.size();
    if (inView ? (vDims[k] != 1 && vDims[k] != viewShape[k]) : vDims[k] != 1)
      throw std::invalid_argument("DimensionMismatch: array could not be broadcast to match destination");
    if (inView) kept.push_back(vDims[k]);
  }
  Value* compact = kept == vDims ? v : reshapeTo(b, v, irShape(kept));
  int64_t viewRank = int64_t(viewShape.size());
  for (size_t k = kept.size(); k-- > 0;) broadcastDims.push_back(viewRank - 1 - int64_t(k));
  Value* full = b.broadcastInDim(compact, irShape(viewShape), broadcastDims);
  return reshapeTo(b, full, irShape(lengths));
}

// 0-based positions one index selects along its dim, as an i64 vector (scatter path).
Value* positions(ir::Builder& b, const Index& ix, const DimPlan& p) {
  switch (ix.kind) {
    case Kind::Int:
    case Kind::Range: {
      std::vector<int64_t> at;
      for (int64_t j = 0; j < p.length; ++j) at.push_back(p.first + j * p.stride);
      return constantI64s(b, at);
    }
    case Kind::Colon: return b.iota(i64Vector(p.length), 0);
    case Kind::StagedInt: return reshapeTo(b, b.subtract(toI64(b, ix.value), b.constantInt(ElementType::I64, 1)), {1});
    case Kind::StagedRange: {
      Value* s = b.subtract(toI64(b, ix.value), b.constantInt(ElementType::I64, 1));
      Value* iota = b.iota(i64Vector(p.length), 0);
      return b.add(iota, b.broadcastInDim(s, {p.length}, {}));
    }
    case Kind::Array: return reshapeTo(b, zeroBased(b, ix.value), {p.length});
  }
  return nullptr;
}

// Keeps only the last write of an index array to each position along its dim. In the index product,
// Julia's column-major order makes the last write to a cell the one whose every component is the last
// occurrence of its value, so de-duplicating each index array alone suffices. The last occurrence is
// found by a max-scatter of the occurrence numbers (order-independent, so every backend agrees); the
// others become -1, which scatter skips (spec: out-of-bounds updates leave the result unchanged).
Value* lastOccurrencesOnly(ir::Builder& b, Value* at, int64_t size) {
  int64_t count = at->type().dim(0);
  Value* order = b.iota(i64Vector(count), 0);
  Value* column = reshapeTo(b, at, {count, 1});
  ir::ScatterDims s;
  s.insertedWindowDims = {0}, s.scatterDimsToOperandDims = {0}, s.indexVectorDim = 1;
  Value* winner = b.scatter(b.splatInt(i64Vector(size), -1), column, order, s, ir::OpCode::Maximum);
  ir::GatherDims g;
  g.collapsedSliceDims = {0}, g.startIndexMap = {0}, g.indexVectorDim = 1;
  Value* won = b.gather(winner, column, g, {1});  // an out-of-bounds position clamps and never matches
  Value* keep = b.compare(won, order, ComparisonDirection::EQ);
  return b.select(keep, at, b.splatInt(at->type(), -1));
}

}  // namespace

Indexed setIndex(ir::Builder& b, Value* x, std::span<const Index> indices, Value* v, Assign mode) {
  Value* pair[] = {x, v};
  emit_detail::requireSameElementType("setindex!", pair);
  Normalized n = normalize(b, x, indices);
  int64_t m = int64_t(indices.size());
  Value* block = updateBlock(b, v, indices, n, mode);
  Indexed out;
  bool sliceable = std::all_of(indices.begin(), indices.end(), [](const Index& ix) {
    return ix.kind != Kind::Array && (ix.kind != Kind::Range || ix.step == 1 || ix.step == -1);
  });
  Value* result;
  if (sliceable) {
    // One dynamic_update_slice; a step -1 range writes the reversed block at its lowest position.
    std::vector<int64_t> reversed;
    std::vector<Value*> starts;
    for (int64_t d = 0; d < m; ++d) {
      int64_t k = m - 1 - d;
      const Index& ix = indices[size_t(k)];
      const DimPlan& p = n.plans[size_t(k)];
      if (ix.kind == Kind::StagedInt || ix.kind == Kind::StagedRange) {
        Value* i = toI64(b, ix.value);
        out.inBounds = andAll(b, out.inBounds, startInBounds(b, i, p.length, p.size));
        starts.push_back(b.subtract(i, b.constantInt(ElementType::I64, 1)));
        continue;
      }
      int64_t first = 0;
      if (ix.kind == Kind::Int || ix.kind == Kind::Range) first = p.first;
      if (ix.kind == Kind::Range && p.stride < 0 && p.length > 0) {
        reversed.push_back(d);
        first = p.first - (p.length - 1);
      }
      starts.push_back(b.constantInt(ElementType::I64, first));
    }
    if (!reversed.empty()) block = b.reverse(block, reversed);
    if (out.inBounds && block->type().numElements() > 0) {
      // Julia checks bounds before writing: out of bounds, write back what the (clamped) slice held.
      auto blockShape = block->type().shape();
      Value* held = b.dynamicSlice(n.base, starts, {blockShape.begin(), blockShape.end()});
      block = b.select(b.broadcastInDim(out.inBounds, {blockShape.begin(), blockShape.end()}, {}), block, held);
    }
    result = block->type().numElements() == 0 ? n.base : b.dynamicUpdateSlice(n.base, block, starts);
  } else {
    // One elementwise scatter: the index of every block element, built from each dim's positions.
    auto blockShape = block->type().shape();
    std::vector<int64_t> withVector(blockShape.begin(), blockShape.end());
    withVector.push_back(1);
    std::vector<Value*> columns;
    for (int64_t d = 0; d < m; ++d) {
      int64_t k = m - 1 - d;
      const Index& ix = indices[size_t(k)];
      const DimPlan& p = n.plans[size_t(k)];
      if (ix.kind == Kind::StagedInt || ix.kind == Kind::StagedRange)
        out.inBounds = andAll(b, out.inBounds, startInBounds(b, toI64(b, ix.value), p.length, p.size));
      Value* at = positions(b, ix, p);
      if (ix.kind == Kind::Array) {  // only index arrays can repeat a position
        out.inBounds = andAll(b, out.inBounds, arrayInBounds(b, ix.value, p.size));
        at = lastOccurrencesOnly(b, at, p.size);
      }
      columns.push_back(b.broadcastInDim(at, withVector, {d}));
    }
    Value* full = columns.size() == 1 ? columns[0] : b.concatenate(columns, m);
    if (out.inBounds) {  // Julia checks every index before writing any: out of bounds, write nothing
      auto fullShape = full->type().shape();
      std::vector<int64_t> shape(fullShape.begin(), fullShape.end());
      full = b.select(b.broadcastInDim(out.inBounds, shape, {}), full, b.splatInt(full->type(), -1));
    }
    ir::ScatterDims s;
    for (int64_t d = 0; d < m; ++d) s.insertedWindowDims.push_back(d), s.scatterDimsToOperandDims.push_back(d);
    s.indexVectorDim = m;
    result = b.scatter(std::vector<Value*>{n.base}, full, std::vector<Value*>{block}, s, ir::Builder::takeUpdate())[0];
  }
  auto shape = x->type().shape();
  out.value = result == x ? x : reshapeTo(b, result, {shape.begin(), shape.end()});
  return out;
}

}  // namespace juxla::staging
