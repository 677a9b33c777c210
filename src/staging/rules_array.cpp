// Staged rules for arrays: the matrix product (with the host's `v'` rows, so that v'w is a scalar),
// adjoint/transpose and dot here; indexing in rules_array_index.cpp, reductions in rules_array_reduce.cpp,
// making and rearranging arrays in rules_array_shape.cpp. Every rule emits through array_emit.h.
#include <cmath>

#include "compiler/arrays.h"
#include "compiler/numeric_arrays.h"
#include "staging/array_emit.h"
#include "staging/rules_array_support.h"

namespace juxla::staging {

namespace {

using namespace array_rules;
using E = ir::ElementType;

// `v'` / transpose(v) of a vector in staged code: the host's RowOfVector (compiler/arrays.h), so `v'w`
// is a scalar, `v'A` a row again and `(v')'` is v; a host row passed in aliases its vector's buffer.
using StagedRow = compiler::RowOfVector;

const StagedRow* rowOf(const Value& v) { return v.isObject() ? dynamic_cast<const StagedRow*>(v.obj()) : nullptr; }

// A new staged row over `vector` (whose IR value is `v`, IR [n]): the 1×n matrix is IR [n, 1].
Value newRow(Session& s, const Value& vector, ir::Value* v) {
  const JType* et = elementTypeOf(vector);
  auto* row = new StagedRow();
  Value result = Value::object(compiler::arrayType(s.ev, et, 2), row);
  row->elementType = et;
  row->dims = {1, v->type().dim(0)};
  row->parent = vector;
  s.heap()[row] = transpose(s.b, v);
  s.heapKeep.push_back(result);
  return result;
}

Value adjointRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  if (const StagedRow* row = rowOf(call[1])) return row->parent;
  ir::Value* v = s.arrayValue(call[1]);
  if (v->type().rank() == 1) return newRow(s, call[1], v);
  return s.newArray(emitOrRaise(s, call.span, [&] { return transpose(s.b, v); }), elementTypeOf(call[1]));
}

std::string dimsText(int64_t m, int64_t n) { return "(" + std::to_string(m) + "," + std::to_string(n) + ")"; }

// The host's DimensionMismatch of A * B (builtinArrayTimes), checked before emitting.
void checkProductShapes(Session& s, const Value& a, const Value& b, SourceSpan span) {
  const auto& da = a.as<ArrayObject>()->dims;
  const auto& db = b.as<ArrayObject>()->dims;
  auto rows = [](const std::vector<int64_t>& d) { return d.empty() ? int64_t(1) : d[0]; };
  auto cols = [](const std::vector<int64_t>& d) { return d.size() < 2 ? int64_t(1) : d[1]; };
  if (da.size() == 2 && db.size() == 2 && cols(da) != rows(db))
    s.ev.raise("DimensionMismatch", "A has dimensions " + dimsText(rows(da), cols(da)) + " but B has dimensions " +
                                        dimsText(rows(db), cols(db)), span);
  if (da.size() == 2 && db.size() == 1 && cols(da) != db[0]) {
    const JType* ta = elementTypeOf(a);
    bool blas = ta == elementTypeOf(b) && (ta == s.ev.core().Float64 || ta == s.ev.core().Float32);
    s.ev.raise("DimensionMismatch",
               blas ? "second dimension of A, " + std::to_string(cols(da)) + ", does not match length of x, " + std::to_string(db[0])
                    : "matrix A has dimensions " + dimsText(rows(da), cols(da)) + ", vector B has length " + std::to_string(db[0]),
               span);
  }
  if (da.size() == 1 && db.size() == 2 && rows(db) != 1)
    s.ev.raise("DimensionMismatch", "A has dimensions " + dimsText(da[0], 1) + " but B has dimensions " +
                                        dimsText(rows(db), cols(db)), span);
}

Value matmulRule(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2])) return Value();
  const JType* t = compiler::matprodType(s.ev, elementTypeOf(call[1]), elementTypeOf(call[2]));
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return Value();
  auto valueAs = [&](const Value& v) {
    ir::Value* x = s.arrayValue(v);
    return x->type().elementType() == *e ? x : s.b.convert(x, *e);
  };
  const StagedRow* row = rowOf(call[1]);
  size_t nb = call[2].as<ArrayObject>()->dims.size();
  if (row && nb == 1) {  // v'w: the dot product, a scalar
    ir::Value* v = valueAs(row->parent);
    ir::Value* w = valueAs(call[2]);
    return s.scalar(emitOrRaise(s, call.span, [&] { return adjointTimes(s.b, v, w); }), static_cast<const DataType*>(t));
  }
  if (call[1].as<ArrayObject>()->dims.size() > 2 || nb > 2) return Value();  // the host's MethodError
  checkProductShapes(s, call[1], call[2], call.span);
  ir::Value* a = valueAs(call[1]);
  ir::Value* b = valueAs(call[2]);
  ir::Value* c = emitOrRaise(s, call.span, [&] { return matmul(s.b, a, b); });
  if (row && nb == 2) {  // v'A is a row again: (A'v)'
    Value column = s.newArray(vec(s.b, c), t);
    return newRow(s, column, s.arrayValue(column));
  }
  return s.newArray(c, t);
}

Value dotRule(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2]) || !call.keywords.empty()) return Value();
  const JType* t = compiler::matprodType(s.ev, elementTypeOf(call[1]), elementTypeOf(call[2]));
  std::optional<E> e = s.elementTypeOf(t);
  if (!e) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  ir::Value* y = s.arrayValue(call[2]);
  if (x->type().elementType() != *e) x = s.b.convert(x, *e);
  if (y->type().elementType() != *e) y = s.b.convert(y, *e);
  return s.scalar(emitOrRaise(s, call.span, [&] { return dot(s.b, x, y); }), static_cast<const DataType*>(t));
}

// LinearAlgebra.norm(x, p) (Base.__norm): computed in Float64 as the host does, then the host's result type
// (Float32 and Float16 stay, others are Float64). p = 2 returns the largest |x| when it is 0, Inf or NaN.
Value normRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || call.size() > 3 || !s.isNumericArray(call[1]) || !call.keywords.empty()) return Value();
  if (call.size() == 3 && (compiler::isStagedScalar(call[2]) || !isNumberType(s.ev, call[2].type()))) return Value();
  double p = 2;
  if (call.size() == 3) p = s.ev.callFunction(s.ev.baseFunction("Float64"), {call[2]}, call.span).asFloat64();
  const compiler::CoreTypes& c = s.ev.core();
  const JType* et = elementTypeOf(call[1]);
  const JType* t = et == c.Float32 || et == c.Float16 ? et : c.Float64;
  ir::Value* x = s.arrayValue(call[1]);
  if (x->type().elementType() != E::F64) x = s.b.convert(x, E::F64);
  ir::Builder& b = s.b;
  ir::Value* r;
  if (x->type().numElements() == 0) {
    r = b.constant(E::F64, 0.0);
  } else {
    ir::Value* a = b.abs(x);
    if (p == 2) {
      ir::Value* big = reduce(b, ReduceKind::Max, a);
      ir::Value* root = b.sqrt(reduce(b, ReduceKind::Sum, b.multiply(x, x)));
      ir::Value* special = b.or_(b.or_(b.compare(big, b.constant(E::F64, 0.0), ir::ComparisonDirection::EQ),
                                       b.compare(big, b.constant(E::F64, INFINITY), ir::ComparisonDirection::EQ)),
                                 b.compare(big, big, ir::ComparisonDirection::NE));
      r = b.select(special, big, root);
    } else if (p == 1) {
      r = reduce(b, ReduceKind::Sum, a);
    } else if (std::isinf(p)) {
      r = reduce(b, p > 0 ? ReduceKind::Max : ReduceKind::Min, a);
    } else if (p == 0) {
      ir::Value* nonzero = b.compare(x, b.splat(x->type(), 0.0), ir::ComparisonDirection::NE);
      r = b.convert(reduce(b, ReduceKind::Sum, nonzero), E::F64);
    } else {
      ir::Value* powered = b.power(a, b.splat(a->type(), p));
      r = b.power(reduce(b, ReduceKind::Sum, powered), b.constant(E::F64, 1 / p));
    }
  }
  if (t != c.Float64) r = b.convert(r, *s.elementTypeOf(t));
  return s.scalar(r, static_cast<const DataType*>(t));
}

// lastindex(x) / lastindex(x, d) / firstindex: what `end` and `begin` mean inside x[...]; sizes are static.
Value lastindexRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || call.size() > 3 || !s.isNumericArray(call[1])) return Value();
  const ArrayObject* a = call[1].as<ArrayObject>();
  if (call.size() == 2) return s.ev.universe().int64(a->length());
  int64_t d = s.requireInt(call[2], call.span, "a dimension");
  if (d < 1) return Value();  // the host's error
  return s.ev.universe().int64(size_t(d) <= a->dims.size() ? a->dims[size_t(d - 1)] : 1);
}

Value firstindexRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || call.size() > 3 || !s.isNumericArray(call[1])) return Value();
  return s.ev.universe().int64(1);
}

}  // namespace

void registerArrayRules(RuleTable& t) {
  registerArrayIndexRules(t);
  registerArrayReduceRules(t);
  registerArrayShapeRules(t);
  t.add("*", matmulRule);
  t.add("transpose", adjointRule);
  t.add("adjoint", adjointRule);
  t.add("dot", dotRule);
  t.add("lastindex", lastindexRule);
  t.add("__norm", normRule);
  t.add("firstindex", firstindexRule);
}

}  // namespace juxla::staging
