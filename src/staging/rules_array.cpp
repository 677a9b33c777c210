// Staged rules for arrays: indexing and indexed assignment (checked, decision 13), the matrix
// product, reductions with `dims`, and the array functions that make, copy or reshape arrays.
#include <cmath>
#include <limits>

#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/layout.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;
using E = ir::ElementType;
using ir::OpCode;

std::vector<int64_t> shapeOf(ir::Value* v) {
  auto s = v->type().shape();
  return std::vector<int64_t>(s.begin(), s.end());
}

const JType* elementTypeOfArray(const Value& v) { return v.as<ArrayObject>()->elementType; }

// One index of x[i1, ..., ik] along one Julia dimension.
struct IndexSpec {
  bool dropped = false;        // an integer: the dimension goes away
  bool staged = false;         // a staged integer
  ir::Value* stagedStart = nullptr;  // 0-based i64 when staged
  int64_t start = 0, count = 0, step = 1;  // 0-based start, number of elements, step (host)
};

const compiler::SymbolName* colonName() {
  static const compiler::SymbolName* n = compiler::intern("Colon");
  return n;
}

// Reads one index; false when it is a kind the staged rules do not handle (index vectors, masks).
bool readIndex(Session& s, const Value& idx, int64_t extent, IndexSpec& out, SourceSpan span) {
  const compiler::CoreTypes& c = s.ev.core();
  const DataType* t = idx.type();
  if (isStagedScalar(idx)) {
    if (!s.elementTypeOf(t) || ir::isFloat(*s.elementTypeOf(t)) || t == c.Bool) return false;
    out.dropped = true;
    out.staged = true;
    out.count = 1;
    out.stagedStart = s.b.subtract(s.valueOf(idx, E::I64), s.b.constantInt(E::I64, 1));
    return true;
  }
  if (isNumberType(s.ev, t) && t != c.Bool && !ir::isFloat(*s.elementTypeOf(t))) {
    out.dropped = true;
    out.start = idx.asInt() - 1;
    out.count = 1;
    return true;
  }
  if (t->name->name == colonName()) {
    out.start = 0;
    out.count = extent;
    return true;
  }
  compiler::RangeView r;
  if (compiler::viewRange(s.ev, idx, r) && r.kind == compiler::RangeView::Kind::Integer) {
    out.start = r.first - 1;
    out.step = r.step;
    out.count = r.length;
    return true;
  }
  return false;
}

[[noreturn]] void boundsError(Session& s, const Value& array, const std::vector<Value>& idx, SourceSpan span) {
  std::string text;
  for (size_t i = 0; i < idx.size(); ++i) text += (i ? ", " : "") + s.ev.printValue(idx[i]);
  s.ev.raise("BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) + " at index [" + text + "]", span);
}

// The specs of x[idx...] over an array of Julia size `dims`; linear indexing reads x as a vector.
bool readIndices(Session& s, const Value& array, const std::vector<Value>& idx, std::vector<int64_t>& dims,
                 std::vector<IndexSpec>& specs, SourceSpan span) {
  if (idx.size() == 1 && dims.size() != 1) {
    int64_t n = 1;
    for (int64_t d : dims) n *= d;
    dims = {n};
  }
  if (idx.size() < dims.size()) return false;  // partial linear indexing: not staged
  for (size_t i = 0; i < idx.size(); ++i) {
    int64_t extent = i < dims.size() ? dims[i] : 1;
    IndexSpec spec;
    if (!readIndex(s, idx[i], extent, spec, span)) return false;
    if (!spec.staged && spec.count > 0) {
      int64_t last = spec.start + (spec.count - 1) * spec.step;
      if (spec.start < 0 || spec.start >= extent || last < 0 || last >= extent) boundsError(s, array, idx, span);
    }
    specs.push_back(spec);
  }
  while (dims.size() < specs.size()) dims.push_back(1);
  return true;
}

// The block x[specs] as an IR value of the kept dimensions (dropped ones removed), bounds checked.
ir::Value* readBlock(Session& s, ir::Value* x, const std::vector<int64_t>& dims, const std::vector<IndexSpec>& specs,
                     const Value& array, SourceSpan span) {
  int64_t n = int64_t(specs.size());
  x = s.b.reshape(x, irShape(dims));
  bool anyStaged = false;
  for (const IndexSpec& sp : specs) anyStaged |= sp.staged;
  std::vector<int64_t> keptJulia;
  for (const IndexSpec& sp : specs)
    if (!sp.dropped) keptJulia.push_back(sp.count);
  if (!anyStaged) {
    std::vector<int64_t> start(static_cast<size_t>(n)), limit(static_cast<size_t>(n)), strides(static_cast<size_t>(n));
    std::vector<int64_t> reversed;
    for (int64_t j = 0; j < n; ++j) {
      const IndexSpec& sp = specs[size_t(j)];
      int64_t d = irDim(j + 1, n);
      int64_t step = sp.step < 0 ? -sp.step : sp.step;
      int64_t first = sp.step < 0 ? sp.start + (sp.count - 1) * sp.step : sp.start;
      start[size_t(d)] = sp.count ? first : 0;
      limit[size_t(d)] = sp.count ? first + (sp.count - 1) * step + 1 : 0;
      strides[size_t(d)] = step;
      if (sp.step < 0) reversed.push_back(d);
    }
    ir::Value* block = s.b.slice(x, start, limit, strides);
    if (!reversed.empty()) block = s.b.reverse(block, reversed);
    return s.b.reshape(block, irShape(keptJulia));
  }
  // Staged integers: one dynamic_slice, each staged index checked (dynamic_slice clamps).
  std::vector<ir::Value*> starts(static_cast<size_t>(n));
  std::vector<int64_t> sizes(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    const IndexSpec& sp = specs[size_t(j)];
    int64_t d = irDim(j + 1, n);
    if (sp.staged) {
      ir::Value* i = sp.stagedStart;
      ir::Value* ok = s.b.and_(s.b.compare(i, s.b.constantInt(E::I64, 0), ir::ComparisonDirection::GE),
                               s.b.compare(i, s.b.constantInt(E::I64, dims[size_t(j)]), ir::ComparisonDirection::LT));
      s.check(ok, ErrorSite{span, "BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) +
                                                   " at an index computed by the compiled code that is out of bounds"});
      starts[size_t(d)] = i;
      sizes[size_t(d)] = 1;
    } else {
      if (sp.step != 1) return nullptr;
      starts[size_t(d)] = s.b.constantInt(E::I64, sp.start);
      sizes[size_t(d)] = sp.count;
    }
  }
  ir::Value* block = s.b.dynamicSlice(x, starts, sizes);
  return s.b.reshape(block, irShape(keptJulia));
}

Value getindex(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1])) return Value();
  Value array = call[1];
  std::vector<Value> idx;
  for (size_t i = 2; i < call.size(); ++i) idx.push_back(call[i]);
  std::vector<int64_t> dims = array.as<ArrayObject>()->dims;
  if (idx.empty()) {
    if (dims.size() != 0) return Value();
    return s.scalar(s.arrayValue(array), static_cast<const DataType*>(elementTypeOfArray(array)));
  }
  std::vector<IndexSpec> specs;
  if (!readIndices(s, array, idx, dims, specs, call.span)) return Value();
  ir::Value* block = readBlock(s, s.arrayValue(array), dims, specs, array, call.span);
  if (!block) return Value();
  bool allDropped = true;
  for (const IndexSpec& sp : specs) allDropped &= sp.dropped;
  const JType* et = elementTypeOfArray(array);
  if (allDropped) return s.scalar(block, static_cast<const DataType*>(et));
  return s.newArray(block, et);
}

// x[idx...] = v: the block is replaced with v (a number, or an array of the block's size).
Value setindex(Session& s, CallArgs& call) {
  if (call.size() < 3 || !s.isNumericArray(call[1])) return Value();
  Value array = call[1];
  const Value& v = call[2];
  std::vector<Value> idx;
  for (size_t i = 3; i < call.size(); ++i) idx.push_back(call[i]);
  std::vector<int64_t> origDims = array.as<ArrayObject>()->dims;
  std::vector<int64_t> dims = origDims;
  std::vector<IndexSpec> specs;
  if (idx.empty() || !readIndices(s, array, idx, dims, specs, call.span)) return Value();
  ir::ElementType e = *s.elementTypeOf(elementTypeOfArray(array));
  int64_t n = int64_t(specs.size());
  std::vector<int64_t> blockJulia;
  for (const IndexSpec& sp : specs) blockJulia.push_back(sp.count);
  ir::Value* update;
  if (s.isNumericArray(v)) {
    ir::Value* src = s.arrayValue(v);
    int64_t have = 1, want = 1;
    for (int64_t d : src->type().shape()) have *= d;
    for (int64_t d : blockJulia) want *= d;
    if (have != want) {
      std::string a, b;
      for (int64_t d : v.as<ArrayObject>()->dims) a += (a.empty() ? "" : ", ") + std::to_string(d);
      for (const IndexSpec& sp : specs) if (!sp.dropped) b += (b.empty() ? "" : ", ") + std::to_string(sp.count);
      s.ev.raise("DimensionMismatch", "tried to assign " + a + " array to " + b + " destination", call.span);
    }
    if (src->type().elementType() != e) src = s.b.convert(src, e);
    update = s.b.reshape(src, irShape(blockJulia));
  } else if (isStagedScalar(v) || isNumberType(s.ev, v.type())) {
    ir::Value* x = s.valueOf(v, e);
    if (x->type().rank() != 0) return Value();
    update = s.b.broadcastInDim(x, irShape(blockJulia), {});
  } else {
    return Value();
  }
  std::vector<int64_t> reversed;
  std::vector<ir::Value*> starts(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    const IndexSpec& sp = specs[size_t(j)];
    int64_t d = irDim(j + 1, n);
    if (sp.staged) {
      ir::Value* ok = s.b.and_(s.b.compare(sp.stagedStart, s.b.constantInt(E::I64, 0), ir::ComparisonDirection::GE),
                               s.b.compare(sp.stagedStart, s.b.constantInt(E::I64, dims[size_t(j)]), ir::ComparisonDirection::LT));
      s.check(ok, ErrorSite{call.span, "BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) +
                                                        " at an index computed by the compiled code that is out of bounds"});
      starts[size_t(d)] = sp.stagedStart;
    } else {
      if (sp.step != 1 && sp.step != -1 && sp.count > 1) return Value();
      int64_t first = sp.step < 0 ? sp.start + (sp.count - 1) * sp.step : sp.start;
      if (sp.step < 0 && sp.count > 1) reversed.push_back(d);
      starts[size_t(d)] = s.b.constantInt(E::I64, first);
    }
  }
  if (!reversed.empty()) update = s.b.reverse(update, reversed);
  ir::Value* x = s.b.reshape(s.arrayValue(array), irShape(dims));
  x = s.b.dynamicUpdateSlice(x, update, starts);
  s.setArrayValue(array, s.b.reshape(x, irShape(origDims)));
  return array;
}

// ---- matrix product ----

Value matmul(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2])) return Value();
  const JType* t = compiler::promoteType(s.ev, elementTypeOfArray(call[1]), elementTypeOfArray(call[2]));
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return Value();
  ir::Value* a = s.arrayValue(call[1]);
  ir::Value* b = s.arrayValue(call[2]);
  if (a->type().elementType() != *e) a = s.b.convert(a, *e);
  if (b->type().elementType() != *e) b = s.b.convert(b, *e);
  auto da = call[1].as<ArrayObject>()->dims, db = call[2].as<ArrayObject>()->dims;
  ir::DotDims dd;
  auto mismatch = [&] {
    s.ev.raise("DimensionMismatch", "matrix A has dimensions (" + std::to_string(da[0]) + "," +
                                        std::to_string(da.size() > 1 ? da[1] : 1) + "), matrix B has dimensions (" +
                                        std::to_string(db[0]) + "," + std::to_string(db.size() > 1 ? db[1] : 1) + ")",
               call.span);
  };
  if (da.size() == 2 && db.size() == 2) {
    if (da[1] != db[0]) mismatch();
    dd.lhsContractingDims = {1};
    dd.rhsContractingDims = {0};
    return s.newArray(s.b.dotGeneral(b, a, dd), t);  // C_ir[j,i] = sum_l B_ir[j,l] A_ir[l,i]
  }
  if (da.size() == 2 && db.size() == 1) {
    if (da[1] != db[0]) mismatch();
    dd.lhsContractingDims = {0};
    dd.rhsContractingDims = {0};
    return s.newArray(s.b.dotGeneral(b, a, dd), t);
  }
  if (da.size() == 1 && db.size() == 2) {  // a vector times a 1×n matrix: the outer product
    if (db[0] != 1) mismatch();
    ir::Value* row = s.b.reshape(b, {db[1]});
    return s.newArray(s.b.dotGeneral(row, a, dd), t);
  }
  return Value();
}

// ---- reductions ----

ir::Value* reductionInit(Session& s, OpCode op, E e) {
  switch (op) {
    case OpCode::Add: return s.b.constantInt(e, 0);
    case OpCode::Multiply: return s.b.constantInt(e, 1);
    case OpCode::And: return s.b.constantInt(e, 1);
    case OpCode::Or: return s.b.constantInt(e, 0);
    case OpCode::Maximum:
      if (ir::isFloat(e)) return s.b.constant(e, -INFINITY);
      return s.b.constantInt(e, ir::isUnsignedInteger(e) ? 0 : std::numeric_limits<int64_t>::min() >> (64 - ir::bitWidth(e)));
    case OpCode::Minimum:
      if (ir::isFloat(e)) return s.b.constant(e, INFINITY);
      return s.b.constantInt(e, ir::isUnsignedInteger(e) ? -1 : std::numeric_limits<int64_t>::max() >> (64 - ir::bitWidth(e)));
    default: return nullptr;
  }
}

// The Julia dims of a `dims` keyword: an Int, a tuple of Ints, or `:` (all).
bool readDims(Session& s, const Value& v, int64_t rank, std::vector<int64_t>& out, SourceSpan span) {
  if (v.type()->name->name == colonName()) {
    for (int64_t d = 1; d <= rank; ++d) out.push_back(d);
    return true;
  }
  if (v.type()->isTupleType) {
    for (const Value& e : v.as<compiler::TupleObject>()->elements) out.push_back(s.requireInt(e, span, "`dims`"));
    return true;
  }
  out.push_back(s.requireInt(v, span, "`dims`"));
  return true;
}

Value reduceWith(Session& s, CallArgs& call, OpCode op, bool widenSmallInts) {
  // f(x) and f(x; dims); f(g, x) applies g elementwise first.
  size_t xi = call.size() == 3 ? 2 : 1;
  if (call.size() < 2 || call.size() > 3 || !s.isNumericArray(call[xi])) return Value();
  Value x = call[xi];
  if (xi == 2) x = s.ev.callFunction(s.ev.baseFunction("broadcast"), {call[1], x}, call.span);
  if (!s.isNumericArray(x)) return Value();
  Value dimsValue;
  for (auto& [name, value] : call.keywords) {
    if (name->view() == "dims") dimsValue = value;
    else return Value();  // init: the Julia method
  }
  ir::Value* v = s.arrayValue(x);
  const JType* et = elementTypeOfArray(x);
  E e = v->type().elementType();
  const compiler::CoreTypes& c = s.ev.core();
  if (widenSmallInts && (op == OpCode::Add || op == OpCode::Multiply)) {
    // sum of Bool and small integers is an Int (Julia's add_sum / mul_prod).
    if (et == c.Bool || et == c.Int8 || et == c.Int16 || et == c.Int32) e = E::I64, et = c.Int64;
    else if (et == c.UInt8 || et == c.UInt16 || et == c.UInt32) e = E::UI64, et = c.UInt64;
    if (v->type().elementType() != e) v = s.b.convert(v, e);
  }
  int64_t rank = v->type().rank();
  std::vector<int64_t> juliaDims;
  if (dimsValue.defined()) readDims(s, dimsValue, rank, juliaDims, call.span);
  else
    for (int64_t d = 1; d <= rank; ++d) juliaDims.push_back(d);
  std::vector<int64_t> irDims;
  std::vector<int64_t> keptJulia = x.as<ArrayObject>()->dims;
  for (int64_t d : juliaDims) {
    if (d < 1) s.ev.raise("ArgumentError", "dimension must be ≥ 1, got " + std::to_string(d), call.span);
    if (d > rank) continue;  // reducing over a dimension past ndims changes nothing
    if (std::find(irDims.begin(), irDims.end(), irDim(d, rank)) == irDims.end()) irDims.push_back(irDim(d, rank));
    keptJulia[size_t(d - 1)] = 1;
  }
  std::sort(irDims.begin(), irDims.end());
  if ((op == OpCode::Maximum || op == OpCode::Minimum) && v->type().numElements() == 0)
    s.ev.raise("ArgumentError", "reducing over an empty collection is not allowed; consider supplying `init` to the reducer", call.span);
  ir::Value* r = s.b.reduce(v, reductionInit(s, op, e), irDims, op);
  if (!dimsValue.defined()) return s.scalar(r, static_cast<const DataType*>(et));
  return s.newArray(s.b.reshape(r, irShape(keptJulia)), et);
}

Value sum(Session& s, CallArgs& call) { return reduceWith(s, call, OpCode::Add, true); }
Value prod(Session& s, CallArgs& call) { return reduceWith(s, call, OpCode::Multiply, true); }
Value maximum(Session& s, CallArgs& call) { return reduceWith(s, call, OpCode::Maximum, false); }
Value minimum(Session& s, CallArgs& call) { return reduceWith(s, call, OpCode::Minimum, false); }
Value any(Session& s, CallArgs& call) {
  size_t xi = call.size() == 3 ? 2 : 1;
  if (call.size() < 2 || !s.isNumericArray(call[xi])) return Value();
  if (xi == 1 && elementTypeOfArray(call[1]) != s.ev.core().Bool) return Value();
  return reduceWith(s, call, OpCode::Or, false);
}
Value all(Session& s, CallArgs& call) {
  size_t xi = call.size() == 3 ? 2 : 1;
  if (call.size() < 2 || !s.isNumericArray(call[xi])) return Value();
  if (xi == 1 && elementTypeOfArray(call[1]) != s.ev.core().Bool) return Value();
  return reduceWith(s, call, OpCode::And, false);
}

// ---- making, copying and reshaping ----

Value copy(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return s.newArray(s.arrayValue(call[1]), elementTypeOfArray(call[1]));
}

// similar(x) and zero(x): Julia leaves similar's contents undefined; zeros are what it gives here.
Value zerosLike(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  ir::Value* v = s.arrayValue(call[1]);
  return s.newArray(s.b.zerosLike(v), elementTypeOfArray(call[1]));
}

Value fillInPlace(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1])) return Value();
  ir::Value* v = s.arrayValue(call[1]);
  ir::Value* x = s.valueOf(call[2], v->type().elementType());
  s.setArrayValue(call[1], s.b.broadcastInDim(x, shapeOf(v), {}));
  return call[1];
}

Value reshape(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1])) return Value();
  std::vector<Value> dimsIn;
  if (call.size() == 3 && call[2].type()->isTupleType) dimsIn = call[2].as<compiler::TupleObject>()->elements;
  else
    for (size_t i = 2; i < call.size(); ++i) dimsIn.push_back(call[i]);
  int64_t total = call[1].as<ArrayObject>()->length();
  std::vector<int64_t> dims;
  int colon = -1;
  int64_t known = 1;
  for (size_t i = 0; i < dimsIn.size(); ++i) {
    if (dimsIn[i].type()->name->name == colonName()) {
      colon = int(i);
      dims.push_back(0);
      continue;
    }
    dims.push_back(s.requireInt(dimsIn[i], call.span, "a size passed to `reshape`"));
    known *= dims.back();
  }
  if (colon >= 0) {
    if (known == 0 || total % known != 0)
      s.ev.raise("DimensionMismatch", "array size " + std::to_string(total) + " must be divisible by the product of the new dimensions", call.span);
    dims[size_t(colon)] = total / known;
    known *= dims[size_t(colon)];
  }
  if (known != total) return Value();  // the host method raises Julia's DimensionMismatch
  return s.newArray(s.b.reshape(s.arrayValue(call[1]), irShape(dims)), elementTypeOfArray(call[1]));
}

Value vec(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return s.newArray(s.b.reshape(s.arrayValue(call[1]), {call[1].as<ArrayObject>()->length()}), elementTypeOfArray(call[1]));
}

// transpose/adjoint of a matrix (real elements: the same); of a vector, the 1×n matrix.
Value transposeRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  ir::Value* v = s.arrayValue(call[1]);
  if (v->type().rank() == 1) return s.newArray(s.b.reshape(v, {v->type().dim(0), 1}), elementTypeOfArray(call[1]));
  if (v->type().rank() != 2) return Value();
  return s.newArray(s.b.transpose(v, {1, 0}), elementTypeOfArray(call[1]));
}

Value permutedims(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1])) return Value();
  ir::Value* v = s.arrayValue(call[1]);
  std::vector<int64_t> perm;
  if (call.size() == 2) {
    if (v->type().rank() == 1) return s.newArray(s.b.reshape(v, {v->type().dim(0), 1}), elementTypeOfArray(call[1]));
    if (v->type().rank() != 2) return Value();
    perm = {2, 1};
  } else {
    Value p = call[2];
    std::vector<Value> items = p.type()->isTupleType ? p.as<compiler::TupleObject>()->elements : std::vector<Value>{};
    if (!p.type()->isTupleType) return Value();
    for (const Value& e : items) perm.push_back(s.requireInt(e, call.span, "a permutation"));
    if (int64_t(perm.size()) != v->type().rank()) return Value();
  }
  return s.newArray(s.b.transpose(v, irPermutation(perm)), elementTypeOfArray(call[1]));
}

}  // namespace

void registerArrayRules(RuleTable& t) {
  t.add("getindex", getindex);
  t.add("setindex!", setindex);
  t.add("*", matmul);
  t.add("sum", sum);
  t.add("prod", prod);
  t.add("maximum", maximum);
  t.add("minimum", minimum);
  t.add("any", any);
  t.add("all", all);
  t.add("copy", copy);
  t.add("similar", zerosLike);
  t.add("zero", zerosLike);
  t.add("fill!", fillInPlace);
  t.add("reshape", reshape);
  t.add("vec", vec);
  t.add("transpose", transposeRule);
  t.add("adjoint", transposeRule);
  t.add("permutedims", permutedims);
}

}  // namespace juxla::staging
