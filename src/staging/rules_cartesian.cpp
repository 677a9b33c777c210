// Staged arrays of CartesianIndex (cartesian_array.h): making one from linear indices, rebuilding the
// host array after a run, one element (a CartesianIndex of staged Ints), and indexing a numeric array
// with one -- A[I], A[I] = X, A[I] .= x -- as the same operations with the linear positions into A (a
// gather or scatter), after a run-time check that every component is within A's size.
#include "staging/cartesian_array.h"

#include <cstring>
#include <optional>
#include <utility>

#include "compiler/arrays.h"
#include "compiler/errors.h"
#include "compiler/universe.h"
#include "staging/array_emit.h"
#include "staging/array_emit_support.h"
#include "staging/layout.h"
#include "staging/rules_array_support.h"

namespace juxla::staging {

using namespace array_rules;
using E = ir::ElementType;

bool isCartesianIndexType(Evaluator& ev, const JType* t, int64_t* n) {
  if (!t || t->kind != compiler::TypeKind::Data) return false;
  auto* d = static_cast<const DataType*>(t);
  if (d->name->name->view() != "CartesianIndex" || d->params.size() != 1 || d->params[0].isObject()) return false;
  if (d->params[0].type() != ev.core().Int64) return false;
  if (n) *n = d->params[0].asInt();
  return true;
}

bool isStagedCartesianArray(Session& s, const Value& v) {
  if (!v.isObject() || v.type()->name != s.ev.core().Array) return false;
  const ArrayObject* a = v.as<ArrayObject>();
  return s.inHeap(a) && isCartesianIndexType(s.ev, a->elementType);
}

namespace {

const DataType* cartesianIndexType(Session& s, int64_t n) {
  const JType* family = s.ev.baseFunction("CartesianIndex").asType();
  while (family->kind == compiler::TypeKind::UnionAll) family = static_cast<const compiler::UnionAll*>(family)->body;
  compiler::TypeName* name = static_cast<const DataType*>(family)->name;
  return s.ev.universe().apply(name, {s.ev.universe().int64(n)});
}

std::vector<int64_t> shapeOf(ir::Value* v) { return {v->type().shape().begin(), v->type().shape().end()}; }

}  // namespace

Value newCartesianArray(Session& s, ir::Value* components, std::vector<int64_t> juliaDims) {
  int64_t n = components->type().dim(components->type().rank() - 1);
  auto* a = new ArrayObject();
  Value result = Value::object(compiler::arrayType(s.ev, cartesianIndexType(s, n), int64_t(juliaDims.size())), a);
  a->elementType = cartesianIndexType(s, n);
  a->dims = std::move(juliaDims);
  s.heap()[a] = components;
  s.heapKeep.push_back(result);
  return result;
}

ir::Value* cartesianComponents(ir::Builder& b, ir::Value* linear, std::span<const int64_t> sourceDims) {
  std::vector<int64_t> shape = shapeOf(linear), column = shape;
  column.push_back(1);
  ir::Value* k = b.subtract(linear, b.splatInt(linear->type(), 1));
  std::vector<ir::Value*> parts;
  for (int64_t n : sourceDims) {
    ir::Value* size = b.splatInt(linear->type(), n == 0 ? 1 : n);
    parts.push_back(b.reshape(b.add(b.remainder(k, size), b.splatInt(linear->type(), 1)), column));
    k = b.divide(k, size);
  }
  return b.concatenate(parts, int64_t(shape.size()));
}

Value makeCartesianIndex(Session& s, std::vector<Value> components) {
  const DataType* t = cartesianIndexType(s, int64_t(components.size()));
  return Value::object(t, new compiler::StructObject({compiler::makeTuple(s.ev, std::move(components))}));
}

Value cartesianArrayFromTensor(Session& s, const interp::Tensor& t, const JType* elementType) {
  auto shape = t.shape();
  int64_t n = shape.empty() ? 0 : shape.back();
  std::vector<int64_t> dims(shape.rbegin() + 1, shape.rend());
  Value v = compiler::newArray(s.ev, elementType, dims);
  ArrayObject& a = *v.as<ArrayObject>();
  for (int64_t i = 0; i < a.length(); ++i) {
    std::vector<Value> c;
    for (int64_t j = 0; j < n; ++j) c.push_back(s.ev.universe().int64(t.getInt(i * n + j)));
    compiler::arraySetExact(a, i, makeCartesianIndex(s, std::move(c)));
  }
  return v;
}

ir::ElementType carriedElementType(Session& s, const JType* elementType) {
  return isCartesianIndexType(s.ev, elementType) ? E::I64 : *s.elementTypeOf(elementType);
}

Value carriedArray(Session& s, ir::Value* v, const JType* elementType) {
  if (!isCartesianIndexType(s.ev, elementType)) return s.newArray(v, elementType);
  std::vector<int64_t> dims = juliaDims(v->type());
  dims.erase(dims.begin());  // the components' dim
  return newCartesianArray(s, v, std::move(dims));
}

namespace {

// The components tensor of an index array: a staged one's value, or a host Array{CartesianIndex{N}}'s
// elements (host or staged Ints: a CartesianIndex read from the arguments holds 0-d parameters).
ir::Value* componentsOf(Session& s, const Value& index, SourceSpan span) {
  if (isStagedCartesianArray(s, index)) return s.arrayValue(index);
  const ArrayObject& a = *index.as<ArrayObject>();
  int64_t n = 0;
  isCartesianIndexType(s.ev, a.elementType, &n);
  if (a.length() > 4096)
    unsupported(s.ev, "indexing with a host array of more than 4096 CartesianIndex values", span);
  std::vector<int64_t> shape = irShape(a.dims);
  shape.push_back(n);
  std::vector<ir::Value*> parts;
  std::vector<int64_t> known;
  bool allKnown = true;
  for (int64_t i = 0; i < a.length(); ++i) {
    Value c = compiler::arrayGet(s.ev, a, i, span);
    const Value& tuple = c.as<compiler::StructObject>()->fields[0];
    for (const Value& x : tuple.as<compiler::TupleObject>()->elements) {
      allKnown &= !compiler::isStagedScalar(x);
      if (!compiler::isStagedScalar(x)) known.push_back(x.asInt());
      parts.push_back(s.b.reshape(s.valueOf(x, E::I64), {1}));
    }
  }
  if (allKnown || parts.empty()) return s.b.reshape(emit_detail::constantI64s(s.b, known), shape);
  return s.b.reshape(s.b.concatenate(parts, 0), shape);
}

bool isCartesianIndexArray(Session& s, const Value& v) {
  if (!v.isObject() || v.type()->name != s.ev.core().Array) return false;
  return isCartesianIndexType(s.ev, v.as<ArrayObject>()->elementType) && (s.inHeap(v.as<ArrayObject>()) || v.as<ArrayObject>()->storage);
}

// The linear positions in `array` of the CartesianIndex values of `index`, as a staged Int array of
// index's size; a component outside array's size is a BoundsError the run reports.
Value linearPositions(Session& s, const Value& array, const Value& index, SourceSpan span) {
  ir::Value* c = componentsOf(s, index, span);
  const std::vector<int64_t>& dims = array.as<ArrayObject>()->dims;
  int64_t rank = c->type().rank(), n = c->type().dim(rank - 1);
  if (n != int64_t(dims.size()))
    unsupported(s.ev, "indexing a " + std::to_string(dims.size()) + "-dimensional array with CartesianIndex{" + std::to_string(n) + "} values", span);
  std::vector<int64_t> shape = shapeOf(c), strides;
  int64_t stride = 1;
  for (int64_t d : dims) strides.push_back(std::exchange(stride, stride * d));
  auto along = [&](const std::vector<int64_t>& perComponent) {
    return s.b.broadcastInDim(emit_detail::constantI64s(s.b, perComponent), shape, {rank - 1});
  };
  if (c->type().numElements() > 0) {
    ir::Value* ok = s.b.and_(s.b.compare(c, s.b.splatInt(c->type(), 1), ir::ComparisonDirection::GE),
                             s.b.compare(c, along(dims), ir::ComparisonDirection::LE));
    ir::Value* all = reduce(s.b, ReduceKind::All, ok);
    s.check(all, ErrorSite{span, "BoundsError",
                           "attempt to access " + compiler::describeArray(s.ev, array) +
                               " at an index computed by the compiled code that is out of bounds"});
  }
  ir::Value* offsets = s.b.multiply(s.b.subtract(c, s.b.splatInt(c->type(), 1)), along(strides));
  ir::Value* sum = s.b.reduce(offsets, s.b.constantInt(E::I64, 0), {rank - 1}, ir::OpCode::Add);
  return s.newArray(s.b.add(sum, s.b.splatInt(sum->type(), 1)), s.ev.core().Int64);
}

// A[I] with I an array of CartesianIndex: the gather of A[LinearIndices(A)[I]], shaped like I.
Value getindexWith(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !isCartesianIndexArray(s, call[2]) || !call.keywords.empty()) return Value();
  Value positions = linearPositions(s, call[1], call[2], call.span);
  return s.ev.callFunction(s.ev.baseFunction("getindex"), {call[1], positions}, call.span);
}

Value setindexWith(Session& s, CallArgs& call) {
  if (call.size() != 4 || !s.isNumericArray(call[1]) || !isCartesianIndexArray(s, call[3]) || !call.keywords.empty()) return Value();
  Value positions = linearPositions(s, call[1], call[3], call.span);
  return s.ev.callFunction(s.ev.baseFunction("setindex!"), {call[1], call[2], positions}, call.span);
}

Value dotviewWith(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !isCartesianIndexArray(s, call[2])) return Value();
  Value positions = linearPositions(s, call[1], call[2], call.span);
  return s.ev.callFunction(s.ev.baseFunction("__dotview"), {call[1], positions}, call.span);
}

// I[k] and I[i, j, ...] of a staged Array{CartesianIndex{N}}: the element's components as staged Ints
// (a static slice for host indices, checked while staging; a dynamic one checked at run time).
Value elementOf(Session& s, CallArgs& call) {
  if (call.size() < 3 || !isStagedCartesianArray(s, call[1]) || !call.keywords.empty()) return Value();
  const Value& array = call[1];
  const std::vector<int64_t>& dims = array.as<ArrayObject>()->dims;
  std::vector<Value> idx = argsFrom(call, 2);
  if (idx.size() != 1 && idx.size() != dims.size()) return Value();
  std::vector<int64_t> extents = idx.size() == 1 ? std::vector<int64_t>{array.as<ArrayObject>()->length()} : dims;
  bool host = true;
  for (const Value& i : idx) {
    std::optional<E> e = s.elementTypeOf(i.type());
    if (!e || ir::isFloat(*e) || *e == E::I1) return Value();
    host &= !compiler::isStagedScalar(i);
  }
  ir::Value* c = s.arrayValue(array);
  int64_t n = c->type().dim(c->type().rank() - 1), total = array.as<ArrayObject>()->length();
  ir::Value* flat = s.b.reshape(c, {total, n});
  ir::Value* row;
  if (host) {
    int64_t linear = 0, stride = 1;
    std::string shown;
    bool inside = true;
    for (size_t d = 0; d < idx.size(); ++d) {
      int64_t i = idx[d].asInt();
      inside &= i >= 1 && i <= extents[d];
      shown += (d ? ", " : "") + std::to_string(i);
      linear += (i - 1) * stride;
      stride *= extents[d];
    }
    if (!inside) s.ev.raise("BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) + " at index [" + shown + "]", call.span);
    row = s.b.slice(flat, {linear, 0}, {linear + 1, n}, {1, 1});
  } else {
    ir::Value* linear = s.b.constantInt(E::I64, 0);
    ir::Value* ok = nullptr;
    std::vector<ir::Value*> details;
    std::string shown;
    int64_t stride = 1;
    for (size_t d = 0; d < idx.size(); ++d) {
      ir::Value* i = s.valueOf(idx[d], E::I64);
      ir::Value* inside = s.b.and_(s.b.compare(i, s.b.constantInt(E::I64, 1), ir::ComparisonDirection::GE),
                                   s.b.compare(i, s.b.constantInt(E::I64, extents[d]), ir::ComparisonDirection::LE));
      ok = ok ? s.b.and_(ok, inside) : inside;
      if (details.size() < size_t(Session::kErrorDetails)) {
        shown += (d ? ", {" : "{") + std::to_string(details.size()) + "}";
        details.push_back(i);
      }
      linear = s.b.add(linear, s.b.multiply(s.b.subtract(i, s.b.constantInt(E::I64, 1)), s.b.constantInt(E::I64, stride)));
      stride *= extents[d];
    }
    s.check(ok, ErrorSite{call.span, "BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) + " at index [" + shown + "]"},
            details);
    row = s.b.dynamicSlice(flat, {linear, s.b.constantInt(E::I64, 0)}, {1, n});
  }
  std::vector<Value> components;
  for (int64_t j = 0; j < n; ++j)
    components.push_back(s.scalar(s.b.reshape(s.b.slice(row, {0, j}, {1, j + 1}, {1, 1}), {}), s.ev.core().Int64));
  return makeCartesianIndex(s, std::move(components));
}

}  // namespace

void registerCartesianRules(RuleTable& t) {
  t.add("getindex", elementOf);
  t.add("getindex", getindexWith);
  t.add("setindex!", setindexWith);
  t.add("__dotview", dotviewWith);
}

}  // namespace juxla::staging
