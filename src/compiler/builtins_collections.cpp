// Collections in host memory: ranges, tuples, arrays (construction, indexing with Int, ranges,
// colons and masks, iteration, push!/pop!), pairs, convert, and `=>`. Broadcasting lives in
// builtins_broadcast.cpp.
#include <cmath>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

__extension__ typedef __int128 Int128;

namespace {

const CoreTypes& coreOf(Evaluator& ev) { return ev.core(); }

Value makeUnitRange(Evaluator& ev, const Value& start, const Value& stop) {
  const DataType* t = ev.universe().apply(ev.core().UnitRange, {ev.universe().typeValue(start.type())});
  return Value::object(t, new StructObject({start, stop}));
}

// 'a':'e' and 'a':2:'e': a StepRange{Char, Int64} whose stop moves to the last character reached.
Value charRange(Evaluator& ev, const Value& a, int64_t step, const Value& b) {
  Universe& u = ev.universe();
  int64_t start = a.asChar(), stop = b.asChar(), last;
  if (step == 0) ev.raise("ArgumentError", "step cannot be zero");
  if (start == stop) last = stop;
  else if ((step > 0) != (stop > start)) last = start - step;  // steprange_last_empty
  else last = stop - (stop - start) % step;
  const DataType* t = u.apply(ev.core().StepRange, {u.typeValue(ev.core().Char), u.typeValue(ev.core().Int64)});
  return Value::object(t, new StructObject({a, u.int64(step), u.character(uint32_t(last))}));
}

// a:b over integers: empty ranges end at a-1, as Julia normalizes them.
Value builtinColon(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Value a = call[1], b = call[2];
  if (a.type() == c.Char && b.type() == c.Char) return charRange(ev, a, 1, b);
  if (a.type() != b.type()) {
    const JType* t = promoteType(ev, a.type(), b.type());
    a = convertTo(ev, t, a, call.span);
    b = convertTo(ev, t, b, call.span);
  }
  if (a.type() == c.Int64) {
    int64_t start = a.asInt(), stop = b.asInt();
    if (stop < start) stop = start - 1;
    return makeUnitRange(ev, a, ev.universe().int64(stop));
  }
  if (a.type() == c.Float64 || a.type() == c.Float32) {
    // (:)(a::T, b::T) where {T<:AbstractFloat} = (:)(a, T(1), b)
    return ev.callFunction(ev.baseFunction("__float_colon"), {a, convertNumber(ev, a.type(), ev.universe().int64(1), call.span), b}, call.span);
  }
  if (a.type()->isData() && isSubtype(ev.universe(), a.type(), c.Integer)) {
    Value one = convertNumber(ev, a.type(), ev.universe().int64(1), call.span);
    Value stop = b;
    if (ev.callFunction(ev.baseFunction("<"), {b, a}).asBool()) stop = ev.callFunction(ev.baseFunction("-"), {a, one});
    return makeUnitRange(ev, a, stop);
  }
  ev.raise("MethodError", "no method matching (:)(::" + ev.universe().show(a.type()) + ", ::" + ev.universe().show(b.type()) + ")", call.span);
}

// a:s:b: over integers a StepRange whose stop moves to the last value reached; over floats (any
// of the three a float) Julia's twice-precision StepRangeLen.
Value builtinStepColon(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  Value a = call[1], s = call[2], b = call[3];
  if (a.type() == c.Char && b.type() == c.Char && s.type()->isData() && isSubtype(u, s.type(), c.Integer))
    return charRange(ev, a, convertNumber(ev, c.Int64, s, call.span).asInt(), b);
  auto isFloat = [&](const Value& v) { return v.type() == c.Float64 || v.type() == c.Float32 || v.type() == c.Float16; };
  if (isFloat(a) || isFloat(s) || isFloat(b)) {
    const JType* t = promoteType(ev, promoteType(ev, a.type(), s.type()), b.type());
    if (t != c.Float64 && t != c.Float32)
      ev.raise("MethodError", "ranges of " + u.show(t) + " are not supported (Float64 and Float32 only)", call.span);
    return ev.callFunction(ev.baseFunction("__float_colon"), {convertTo(ev, t, a, call.span), convertTo(ev, t, s, call.span),
                                                              convertTo(ev, t, b, call.span)}, call.span);
  }
  auto isInteger = [&](const Value& v) { return v.type()->isData() && isSubtype(u, v.type(), c.Integer) && v.type() != c.Bool; };
  if (!isInteger(a) || !isInteger(s) || !isInteger(b))
    ev.raise("MethodError", "no method matching (:)(::" + u.show(a.type()) + ", ::" + u.show(s.type()) + ", ::" + u.show(b.type()) + ")", call.span);
  // start and stop are promoted together; the step keeps its type (range.jl).
  if (a.type() != b.type()) {
    const JType* t = promoteType(ev, a.type(), b.type());
    a = convertTo(ev, t, a, call.span);
    b = convertTo(ev, t, b, call.span);
  }
  int64_t start = a.asInt(), step = convertNumber(ev, c.Int64, s, call.span).asInt(), stop = b.asInt();
  if (step == 0) ev.raise("ArgumentError", "step cannot be zero", call.span);
  int64_t last;
  if (stop == start) {
    last = stop;
  } else if ((step > 0) != (stop > start)) {
    last = step > 0 ? start - 1 : start + 1;  // steprange_last_empty
  } else {
    Int128 remain = (stop > start ? Int128(stop) - start : Int128(start) - stop) % (step > 0 ? Int128(step) : -Int128(step));
    last = int64_t(stop > start ? stop - remain : stop + remain);
  }
  const DataType* t = u.apply(c.StepRange, {u.typeValue(a.type()), u.typeValue(s.type())});
  return Value::object(t, new StructObject({a, s, convertNumber(ev, a.type(), u.int64(last), call.span)}));
}

// ---- iterate ----

Value pairOf(Evaluator& ev, Value a, Value b) { return makeTuple(ev, {std::move(a), std::move(b)}); }

Value builtinIterateArray(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  int64_t i = call.size() > 2 ? call[2].asInt() : 1;
  if (i > a.length()) return ev.universe().nothing();
  return pairOf(ev, arrayGet(ev, a, i - 1, call.span), ev.universe().int64(i + 1));
}

Value builtinIterateTuple(Evaluator& ev, CallArgs& call) {
  const auto& e = call[1].as<TupleObject>()->elements;
  int64_t i = call.size() > 2 ? call[2].asInt() : 1;
  if (i > int64_t(e.size())) return ev.universe().nothing();
  return pairOf(ev, e[size_t(i - 1)], ev.universe().int64(i + 1));
}

Value builtinIterateNumber(Evaluator& ev, CallArgs& call) {
  if (call.size() > 2) return ev.universe().nothing();
  return pairOf(ev, call[1], ev.universe().nothing());
}

Value builtinIteratePair(Evaluator& ev, CallArgs& call) {
  const auto& f = call[1].as<StructObject>()->fields;
  int64_t i = call.size() > 2 ? call[2].asInt() : 1;
  if (i > 2) return ev.universe().nothing();
  return pairOf(ev, f[size_t(i - 1)], ev.universe().int64(i + 1));
}

// ---- sizes ----

Value builtinLength(Evaluator& ev, CallArgs& call) {
  const Value& v = call[1];
  const CoreTypes& c = ev.core();
  if (isArray(ev, v)) return ev.universe().int64(arrayOf(v).length());
  if (v.type()->isTupleType || v.type()->name == c.NamedTuple) return ev.universe().int64(int64_t(v.as<TupleObject>()->elements.size()));
  RangeView r;
  if (viewRange(ev, v, r)) return ev.universe().int64(r.length);
  if (v.type()->name == c.Dict) return ev.universe().int64(int64_t(v.as<DictObject>()->entries.size()));
  if (v.type()->name == c.Pair) return ev.universe().int64(2);
  if (isSubtype(ev.universe(), v.type(), c.Number)) return ev.universe().int64(1);
  // A program's own AbstractArray subtype: the product of its size, as abstractarray.jl defines length.
  if (isSubtype(ev.universe(), v.type(), c.AbstractArray->wrapper)) {
    Value dims = ev.callFunction(ev.baseFunction("size"), {v}, call.span);
    if (dims.type()->isTupleType) {
      int64_t n = 1;
      for (const Value& d : dims.as<TupleObject>()->elements) n *= d.asInt();
      return ev.universe().int64(n);
    }
  }
  ev.raise("MethodError", "no method matching length(::" + ev.universe().show(v.type()) + ")", call.span);
}

std::vector<int64_t> shapeOf(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  if (isArray(ev, v)) return arrayOf(v).dims;
  RangeView r;
  if (viewRange(ev, v, r)) return {r.length};
  if (v.type()->isTupleType) return {int64_t(v.as<TupleObject>()->elements.size())};
  if (isSubtype(ev.universe(), v.type(), ev.core().Number)) return {};
  ev.raise("MethodError", "no method matching size(::" + ev.universe().show(v.type()) + ")", span);
}

Value builtinSize(Evaluator& ev, CallArgs& call) {
  std::vector<int64_t> dims = shapeOf(ev, call[1], call.span);
  if (call.size() > 2) {
    int64_t d = call[2].asInt();
    if (d < 1) ev.raise("ArgumentError", "dimension out of range", call.span);
    return ev.universe().int64(size_t(d) <= dims.size() ? dims[size_t(d - 1)] : 1);
  }
  std::vector<Value> out;
  for (int64_t d : dims) out.push_back(ev.universe().int64(d));
  return makeTuple(ev, std::move(out));
}

Value builtinNdims(Evaluator& ev, CallArgs& call) {
  // ndims(::AbstractArray{T,N}) is N, read from the type (a program's own array types too).
  if (!isArray(ev, call[1]))
    for (const DataType* s = call[1].type(); s; s = s->super)
      if (s->name == ev.core().AbstractArray && s->params.size() == 2 && s->params[1].type() == ev.core().Int64) return s->params[1];
  return ev.universe().int64(int64_t(shapeOf(ev, call[1], call.span).size()));
}

Value builtinFirstIndex(Evaluator& ev, CallArgs&) { return ev.universe().int64(1); }

Value builtinLastIndex(Evaluator& ev, CallArgs& call) {
  if (call.size() > 2) {
    std::vector<int64_t> dims = shapeOf(ev, call[1], call.span);
    int64_t d = call[2].asInt();
    return ev.universe().int64(size_t(d) <= dims.size() ? dims[size_t(d - 1)] : 1);
  }
  return ev.callFunction(ev.baseFunction("length"), {call[1]}, call.span);
}

Value builtinEltype(Evaluator& ev, CallArgs& call) {
  const Value& v = call[1];
  const JType* t = isTypeValue(ev, v) ? v.asType() : v.type();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  if (t->isData()) {
    const DataType* d = static_cast<const DataType*>(t);
    for (const DataType* s = d; s; s = s->super)
      if (s->name == ev.core().AbstractArray && !s->params.empty()) return s->params[0];
    if (d->name == ev.core().Dict)
      return ev.universe().typeValue(ev.universe().apply(ev.core().Pair, {d->params[0], d->params[1]}));
    if (d->isTupleType) {
      const JType* j = ev.core().Bottom;
      for (const Value& p : d->params) j = promoteTypejoin(ev, j, p.asType());
      return ev.universe().typeValue(j);
    }
    if (isSubtype(ev.universe(), d, ev.core().Number)) return ev.universe().typeValue(d);
  }
  return ev.universe().typeValue(ev.core().Any);
}

// ---- indexing ----

// One index of a getindex/setindex! call: a position, or a list of them (ranges, `:`, vectors, masks).
struct IndexSet {
  bool scalar = true;
  std::vector<int64_t> positions;  // 1-based
};

IndexSet readIndex(Evaluator& ev, const Value& idx, int64_t extent, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  IndexSet s;
  const DataType* t = idx.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 || t == c.UInt8 || t == c.UInt16 || t == c.UInt32 ||
      t == c.UInt64) {
    s.positions.push_back(idx.asInt());
    return s;
  }
  s.scalar = false;
  RangeView r;
  if (t == ev.baseFunction(":").type()) {
    for (int64_t i = 1; i <= extent; ++i) s.positions.push_back(i);
  } else if (viewRange(ev, idx, r) && !r.isFloat() && r.elementType != c.Bool && r.elementType != c.Char) {
    for (int64_t k = 1; k <= r.length; ++k) s.positions.push_back(r.intAt(k));
  } else if (isArray(ev, idx)) {
    const ArrayObject& a = arrayOf(idx);
    if (a.elementType == c.Bool) {
      if (a.length() != extent)
        ev.raise("BoundsError", "a mask of length " + std::to_string(a.length()) + " cannot index a dimension of length " + std::to_string(extent), span);
      for (int64_t i = 0; i < a.length(); ++i)
        if (a.storage->bytes[size_t(i)]) s.positions.push_back(i + 1);
    } else {
      for (int64_t i = 0; i < a.length(); ++i) {
        Value e = arrayGet(ev, a, i, span);
        if (!isSubtype(ev.universe(), e.type(), c.Integer) || e.type() == c.Bool)
          ev.raise("ArgumentError", "invalid index: " + ev.showValue(e) + " of type " + ev.universe().show(e.type()), span);
        s.positions.push_back(e.asInt());
      }
    }
  } else if (t == c.Bool) {
    ev.raise("ArgumentError", "invalid index: " + ev.showValue(idx) + " of type Bool", span);
  } else {
    ev.raise("ArgumentError", "invalid index: " + ev.showValue(idx) + " of type " + ev.universe().show(t), span);
  }
  return s;
}

// Julia's showerror(BoundsError) after to_indices: a `:` became Base.Slice(OneTo(n)), shown as 1:n.
[[noreturn]] void boundsError(Evaluator& ev, const Value& a, CallArgs& call, size_t firstIndex,
                              const std::vector<int64_t>& extents = {}) {
  std::string where = "[";
  const DataType* colon = ev.baseFunction(":").type();
  for (size_t i = firstIndex; i < call.size(); ++i) {
    size_t d = i - firstIndex;
    std::string shown = call[i].type() == colon && d < extents.size() ? "1:" + std::to_string(extents[d]) : ev.showValue(call[i]);
    if (call[i].type()->name->name->view() == "OneTo") shown = "1:" + ev.printValue(call[i].as<StructObject>()->fields[0]);
    where += (i > firstIndex ? ", " : "") + shown;
  }
  where += "]";
  ev.raise("BoundsError", "attempt to access " + describeArray(ev, a) + " at index " + where, call.span);
}

// The 0-based linear positions that indices select, with the result's shape; `scalar` when every index is.
struct Selection {
  std::vector<int64_t> linear;
  std::vector<int64_t> dims;
  bool scalar = true;
};

Selection select(Evaluator& ev, const Value& arrayValue, CallArgs& call, size_t firstIndex) {
  const ArrayObject& a = arrayOf(arrayValue);
  size_t n = call.size() - firstIndex;
  Selection sel;
  std::vector<int64_t> extents;
  if (n == 1) {
    extents.push_back(a.length());
  } else {
    // Fewer indices than dimensions: the last one runs over the remaining dimensions together.
    for (size_t d = 0; d < n; ++d) {
      int64_t e = d < a.dims.size() ? a.dims[d] : 1;
      if (d + 1 == n)
        for (size_t k = n; k < a.dims.size(); ++k) e *= a.dims[k];
      extents.push_back(e);
    }
  }
  std::vector<IndexSet> sets;
  for (size_t d = 0; d < n; ++d) {
    sets.push_back(readIndex(ev, call[firstIndex + d], extents[d], call.span));
    for (int64_t p : sets.back().positions)
      if (p < 1 || p > extents[d]) boundsError(ev, arrayValue, call, firstIndex, extents);
    if (!sets.back().scalar) {
      sel.scalar = false;
      // A matrix index keeps its shape when it is the only index; otherwise each index adds one dimension.
      sel.dims.push_back(int64_t(sets.back().positions.size()));
    }
  }
  if (n == 1 && !sel.scalar && isArray(ev, call[firstIndex]) && arrayOf(call[firstIndex]).elementType != ev.core().Bool)
    sel.dims = arrayOf(call[firstIndex]).dims;
  // Enumerate positions column-major over the index sets.
  std::vector<size_t> cursor(n, 0);
  int64_t total = 1;
  for (const IndexSet& s : sets) total *= int64_t(s.positions.size());
  sel.linear.reserve(size_t(total));
  for (int64_t k = 0; k < total; ++k) {
    int64_t linear = 0, stride = 1;
    for (size_t d = 0; d < n; ++d) {
      linear += (sets[d].positions[cursor[d]] - 1) * stride;
      stride *= extents[d];
    }
    sel.linear.push_back(linear);
    for (size_t d = 0; d < n; ++d) {
      if (++cursor[d] < sets[d].positions.size()) break;
      cursor[d] = 0;
    }
  }
  return sel;
}

Value builtinGetindexArray(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  const CoreTypes& c = ev.core();
  // The fast paths: a[i] and a[i, j] with Int64.
  if (call.size() == 3 && call[2].type() == c.Int64) {
    int64_t i = call[2].asInt();
    if (i < 1 || i > a.length()) boundsError(ev, call[1], call, 2);
    return arrayGet(ev, a, i - 1, call.span);
  }
  if (call.size() == 4 && a.dims.size() == 2 && call[2].type() == c.Int64 && call[3].type() == c.Int64) {
    int64_t i = call[2].asInt(), j = call[3].asInt();
    if (i < 1 || i > a.dims[0] || j < 1 || j > a.dims[1]) boundsError(ev, call[1], call, 2);
    return arrayGet(ev, a, (j - 1) * a.dims[0] + (i - 1), call.span);
  }
  if (call.size() == 2) {
    if (a.length() != 1) boundsError(ev, call[1], call, 2);
    return arrayGet(ev, a, 0, call.span);
  }
  Selection sel = select(ev, call[1], call, 2);
  if (sel.scalar) return arrayGet(ev, a, sel.linear[0], call.span);
  Value out = newArray(ev, a.elementType, sel.dims);
  ArrayObject& o = arrayOf(out);
  for (size_t k = 0; k < sel.linear.size(); ++k) arraySetExact(o, int64_t(k), arrayGet(ev, a, sel.linear[k], call.span));
  return out;
}

Value builtinSetindexArray(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[1]);
  const CoreTypes& c = ev.core();
  const Value& v = call[2];
  if (call.size() == 4 && call[3].type() == c.Int64) {
    int64_t i = call[3].asInt();
    if (i < 1 || i > a.length()) boundsError(ev, call[1], call, 3);
    arraySet(ev, a, i - 1, v, call.span);
    return call[1];
  }
  if (call.size() == 5 && a.dims.size() == 2 && call[3].type() == c.Int64 && call[4].type() == c.Int64) {
    int64_t i = call[3].asInt(), j = call[4].asInt();
    if (i < 1 || i > a.dims[0] || j < 1 || j > a.dims[1]) boundsError(ev, call[1], call, 3);
    arraySet(ev, a, (j - 1) * a.dims[0] + (i - 1), v, call.span);
    return call[1];
  }
  Selection sel = select(ev, call[1], call, 3);
  if (sel.scalar) {
    arraySet(ev, a, sel.linear[0], v, call.span);
    return call[1];
  }
  // a[range] = values: as many values as places (a scalar needs `.=`).
  std::vector<Value> values;
  if (isArray(ev, v)) {
    const ArrayObject& src = arrayOf(v);
    for (int64_t i = 0; i < src.length(); ++i) values.push_back(arrayGet(ev, src, i, call.span));
  } else if (v.type()->isTupleType) {
    values = v.as<TupleObject>()->elements;
  } else {
    RangeView r;
    if (!viewRange(ev, v, r))
      ev.raise("ArgumentError", "indexed assignment with a single value to possibly many locations is not supported; "
                                "perhaps use broadcasting `.=` instead?", call.span);
    for (int64_t k = 1; k <= r.length; ++k) values.push_back(r.at(ev, k));
  }
  if (values.size() != sel.linear.size())
    ev.raise("DimensionMismatch", "tried to assign " + std::to_string(values.size()) + " elements to " +
                                      std::to_string(sel.linear.size()) + " destinations", call.span);
  for (size_t k = 0; k < values.size(); ++k) arraySet(ev, a, sel.linear[k], values[k], call.span);
  return call[1];
}

Value builtinGetindexTuple(Evaluator& ev, CallArgs& call) {
  const auto& e = call[1].as<TupleObject>()->elements;
  if (call.size() != 3) ev.raise("MethodError", "tuples take one index", call.span);
  const Value& idx = call[2];
  if (idx.type() == ev.core().Int64) {
    int64_t i = idx.asInt();
    if (i < 1 || i > int64_t(e.size()))
      ev.raise("BoundsError", "attempt to access " + ev.universe().show(call[1].type()) + " at index [" + std::to_string(i) + "]", call.span);
    return e[size_t(i - 1)];
  }
  IndexSet s = readIndex(ev, idx, int64_t(e.size()), call.span);
  std::vector<Value> out;
  for (int64_t p : s.positions) {
    if (p < 1 || p > int64_t(e.size()))
      ev.raise("BoundsError", "attempt to access " + ev.universe().show(call[1].type()) + " at index [" + ev.showValue(idx) + "]", call.span);
    out.push_back(e[size_t(p - 1)]);
  }
  return makeTuple(ev, std::move(out));
}

Value builtinGetindexNamedTuple(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("getfield"), {call[1], call[2]}, call.span);
}

// Float64[1, 2]: a vector of the given element type; T[] is empty.
Value builtinTypedVect(Evaluator& ev, CallArgs& call) {
  const JType* t = call[1].asType();
  Value out = newArray(ev, t, {int64_t(call.size() - 2)});
  for (size_t i = 2; i < call.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i - 2), call[i], call.span);
  return out;
}

// [a, b, c]: the element type is the promotion of the elements' types.
Value builtinVect(Evaluator& ev, CallArgs& call) {
  const JType* t = call.size() > 1 ? call[1].type() : static_cast<const JType*>(ev.core().Any);
  for (size_t i = 2; i < call.size(); ++i) t = promoteType(ev, t, call[i].type());
  Value out = newArray(ev, t, {int64_t(call.size() - 1)});
  for (size_t i = 1; i < call.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i - 1), call[i], call.span);
  return out;
}

// ---- construction ----

std::vector<int64_t> readDims(Evaluator& ev, CallArgs& call, size_t first) {
  std::vector<int64_t> dims;
  for (size_t i = first; i < call.size(); ++i) {
    const Value& d = call[i];
    if (d.type()->isTupleType) {
      for (const Value& e : d.as<TupleObject>()->elements) dims.push_back(e.asInt());
    } else if (d.type() == ev.core().Int64) {
      dims.push_back(d.asInt());
    } else {
      ev.raise("ArgumentError", "array dimensions must be integers, not " + ev.universe().show(d.type()), call.span);
    }
  }
  for (int64_t d : dims)
    if (d < 0) ev.raise("ArgumentError", "invalid array dimensions: negative size " + std::to_string(d), call.span);
  return dims;
}

// Array{T,N}(undef, dims...), Vector{T}(undef, n), Matrix{T}(undef, m, n), Vector{T}().
Value builtinArrayUndef(Evaluator& ev, CallArgs& call) {
  const JType* t = call[0].asType();
  const JType* body = t;
  while (body->kind == TypeKind::UnionAll) body = static_cast<const UnionAll*>(body)->body;
  const DataType* at = static_cast<const DataType*>(body);
  if (at->params[0].type() == ev.core().TypeVarKind)
    ev.raise("MethodError", "the element type of " + ev.universe().show(t) + " is not given; write e.g. Vector{Float64}(undef, n)", call.span);
  size_t first = call.size() > 1 && call[1].type() == ev.baseType("UndefInitializer") ? 2 : 1;
  std::vector<int64_t> dims = readDims(ev, call, first);
  if (first == 1 && !dims.empty())
    ev.raise("MethodError", "write " + ev.universe().show(t) + "(undef, dims...) to make an uninitialized array", call.span);
  if (at->params[1].type() == ev.core().Int64) {
    int64_t n = at->params[1].asInt();
    if (first == 1 && dims.empty()) dims.assign(size_t(n), 0);
    if (int64_t(dims.size()) != n)
      ev.raise("MethodError", ev.universe().show(t) + " needs " + std::to_string(n) + " dimensions, got " + std::to_string(dims.size()), call.span);
  }
  return newArray(ev, at->params[0].asType(), dims);
}

Value filled(Evaluator& ev, const JType* t, std::vector<int64_t> dims, const Value& v, frontend::SourceSpan span) {
  Value out = newArray(ev, t, std::move(dims));
  ArrayObject& a = arrayOf(out);
  Value converted = convertTo(ev, t, v, span);
  for (int64_t i = 0; i < a.length(); ++i) arraySetExact(a, i, converted);
  return out;
}

template <int kValue>
Value builtinZerosOnes(Evaluator& ev, CallArgs& call) {
  size_t first = 1;
  const JType* t = ev.core().Float64;
  if (call.size() > 1 && isTypeValue(ev, call[1])) {
    t = call[1].asType();
    first = 2;
  }
  return filled(ev, t, readDims(ev, call, first), ev.universe().int64(kValue), call.span);
}

Value builtinFill(Evaluator& ev, CallArgs& call) {
  return filled(ev, call[1].type(), readDims(ev, call, 2), call[1], call.span);
}

Value builtinPush(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[1]);
  if (a.dims.size() != 1) ev.raise("MethodError", "push! needs a vector, not " + describeArray(ev, call[1]), call.span);
  if (a.storage.use_count() > 1) ev.raise("ErrorException", "cannot resize array with shared data", call.span);
  for (size_t i = 2; i < call.size(); ++i) {
    Value v = a.elementType == ev.core().Any ? call[i] : convertTo(ev, a.elementType, call[i], call.span);
    int64_t n = a.length();
    if (a.unboxed()) a.storage->bytes.resize(size_t(n + 1) * size_t(a.storage->elementBytes));
    else a.storage->values.emplace_back();
    a.dims[0] = n + 1;
    arraySetExact(a, n, v);
  }
  return call[1];
}

Value builtinPop(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[1]);
  if (a.dims.size() != 1) ev.raise("MethodError", "pop! needs a vector", call.span);
  int64_t n = a.length();
  if (n == 0) ev.raise("ArgumentError", "array must be non-empty", call.span);
  if (a.storage.use_count() > 1) ev.raise("ErrorException", "cannot resize array with shared data", call.span);
  Value last = arrayGet(ev, a, n - 1, call.span);
  if (a.unboxed()) a.storage->bytes.resize(size_t(n - 1) * size_t(a.storage->elementBytes));
  else a.storage->values.pop_back();
  a.dims[0] = n - 1;
  return last;
}

Value builtinPairArrow(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  const DataType* t = u.apply(ev.core().Pair, {u.typeValue(call[1].type()), u.typeValue(call[2].type())});
  return Value::object(t, new StructObject({call[1], call[2]}));
}

// convert(T, x): x itself when it is already a T; numbers by value; arrays element by element.
Value builtinConvert(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  if (!isTypeValue(ev, call[1])) ev.raise("TypeError", "convert needs a type as its first argument", call.span);
  const JType* t = call[1].asType();
  const Value& x = call[2];
  if (isa(u, x, t)) return x;
  if (t->isData()) {
    const DataType* d = static_cast<const DataType*>(t);
    Value n = convertNumber(ev, d, x, call.span);
    if (n.defined()) return n;
    if (d->name == ev.core().Array && isArray(ev, x) && d->params[0].type() != ev.core().TypeVarKind) {
      const ArrayObject& a = arrayOf(x);
      if (d->params[1].type() == ev.core().Int64 && d->params[1].asInt() != int64_t(a.dims.size()))
        ev.raise("MethodError", "Cannot `convert` an object of type " + u.show(x.type()) + " to an object of type " + u.show(t), call.span);
      Value out = newArray(ev, d->params[0].asType(), a.dims);
      for (int64_t i = 0; i < a.length(); ++i) arraySet(ev, arrayOf(out), i, arrayGet(ev, a, i, call.span), call.span);
      return out;
    }
    if (d->isTupleType && x.type()->isTupleType) {
      const auto& e = x.as<TupleObject>()->elements;
      if (e.size() == d->params.size()) {
        std::vector<Value> out;
        for (size_t i = 0; i < e.size(); ++i) out.push_back(convertTo(ev, d->params[i].asType(), e[i], call.span));
        return makeTuple(ev, std::move(out));
      }
    }
  }
  // Union{Nothing, T} and other unions: the first member that converts.
  if (t->kind == TypeKind::Union) {
    for (const JType* m : static_cast<const UnionType*>(t)->members) {
      if (!m->isData()) continue;
      Value n = convertNumber(ev, static_cast<const DataType*>(m), x, call.span);
      if (n.defined()) return n;
    }
  }
  JuliaError e("MethodError", "Cannot `convert` an object of type " + u.show(x.type()) + " to an object of type " + u.show(t), call.span);
  e.advice = "convert it explicitly where the value is made, or give the variable or field a type that fits";
  throw e;
}

Value builtinCopyArray(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  Value out = newArray(ev, a.elementType, a.dims);
  *arrayOf(out).storage = *a.storage;
  return out;
}

// reshape(A, dims...): one dimension may be `:` (Julia's _reshape_uncolon); a range is collected first.
Value builtinReshape(Evaluator& ev, CallArgs& call) {
  if (!isArray(ev, call[1])) call[1] = ev.callFunction(ev.baseFunction("collect"), {call[1]}, call.span);
  const ArrayObject& a = arrayOf(call[1]);
  const DataType* colonType = ev.baseFunction(":").type();
  std::vector<Value> given;
  for (size_t i = 2; i < call.size(); ++i) {
    if (call[i].type()->isTupleType) given.insert(given.end(), call[i].as<TupleObject>()->elements.begin(), call[i].as<TupleObject>()->elements.end());
    else given.push_back(call[i]);
  }
  std::string shown = "(";
  for (size_t i = 0; i < given.size(); ++i)
    shown += (i ? ", " : "") + (given[i].type() == colonType ? std::string("Colon()") : ev.showValue(given[i]));
  shown += given.size() == 1 ? ",)" : ")";
  int64_t known = 1, colonAt = -1;
  std::vector<int64_t> dims;
  for (size_t i = 0; i < given.size(); ++i) {
    if (given[i].type() == colonType) {
      if (colonAt >= 0)
        ev.raise("DimensionMismatch", "new dimensions " + shown + " may have at most one omitted dimension specified by `Colon()`", call.span);
      colonAt = int64_t(i);
      dims.push_back(0);
      continue;
    }
    if (!given[i].type()->isData() || !isSubtype(ev.universe(), given[i].type(), ev.core().Integer))
      ev.raise("ArgumentError", "array dimensions must be integers, not " + ev.universe().show(given[i].type()), call.span);
    dims.push_back(convertNumber(ev, ev.core().Int64, given[i], call.span).asInt());
    if (dims.back() < 0) ev.raise("ArgumentError", "invalid Array dimensions", call.span);
    known *= dims.back();
  }
  if (colonAt >= 0) {
    if (known == 0 || a.length() % known != 0)
      ev.raise("DimensionMismatch", "array size " + std::to_string(a.length()) + " must be divisible by the product of the new dimensions " + shown, call.span);
    dims[size_t(colonAt)] = a.length() / known;
  } else if (known != a.length()) {
    ev.raise("DimensionMismatch", "new dimensions " + shown + " must be consistent with array length " + std::to_string(a.length()), call.span);
  }
  return aliasArray(ev, a, dims);
}

Value builtinVec(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  return aliasArray(ev, a, {a.length()});
}

// collect: the iterate protocol, with the element type widened as elements arrive.
Value builtinCollectValues(Evaluator& ev, CallArgs& call) {
  const Value& itr = call[1];
  const Value& iterate = ev.baseFunction("iterate");
  std::vector<Value> values;
  const JType* elementType = ev.core().Bottom;
  Value next = ev.callFunction(iterate, {itr}, call.span);
  while (next.type() != ev.core().Nothing) {
    const auto& pair = next.as<TupleObject>()->elements;
    values.push_back(pair[0]);
    if (pair[0].type() != elementType) elementType = promoteTypejoin(ev, elementType, pair[0].type());
    Value state = pair[1];
    next = ev.callFunction(iterate, {itr, state}, call.span);
  }
  if (values.empty()) elementType = ev.core().Any;
  Value out = newArray(ev, elementType, {int64_t(values.size())});
  for (size_t i = 0; i < values.size(); ++i) arraySetExact(arrayOf(out), int64_t(i), values[i]);
  return out;
}

// similar(a), similar(a, n...), similar(a, T), similar(a, T, n...): a new array, contents unset.
Value builtinSimilar(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  const JType* t = a.elementType;
  size_t first = 2;
  if (call.size() > 2 && isTypeValue(ev, call[2])) {
    t = call[2].asType();
    first = 3;
  }
  std::vector<int64_t> dims = call.size() > first ? readDims(ev, call, first) : a.dims;
  return newArray(ev, t, dims);
}

}  // namespace

const JType* promoteTypejoin(Evaluator& ev, const JType* a, const JType* b) {
  const CoreTypes& c = ev.core();
  if (a == c.Bottom) return b;
  if (b == c.Bottom) return a;
  if (a == b) return a;
  if (a == c.Nothing || b == c.Nothing) return ev.universe().unionOf({a, b});
  return typejoin(ev, a, b);
}

void registerCollectionBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = coreOf(ev);
  Universe& u = ev.universe();
  const JType* any = c.Any;
  const JType* integer = c.Integer;
  const JType* array = c.Array->wrapper;
  const JType* tuple = u.tupleOf({u.varargOf(c.Any)});
  // Vector, Matrix, AbstractVector, AbstractMatrix, VecOrMat: aliases over the families.
  auto alias = [&](const char* name, TypeName* family, int64_t n) {
    const TypeVar* t = u.typeVar(intern("T"));
    const JType* type = u.unionAll(t, u.apply(family, {u.typeValue(t), u.int64(n)}));
    Binding* b = base->binding(intern(name));
    b->value = u.typeValue(type);
    b->isConst = true;
    b->exported = true;
  };
  alias("Vector", c.Array, 1);
  alias("Matrix", c.Array, 2);
  alias("AbstractVector", c.AbstractArray, 1);
  alias("AbstractMatrix", c.AbstractArray, 2);
  const DataType* undefType = defineBaseType(ev, "UndefInitializer", c.Any, false, false);
  Binding* undef = base->binding(intern("undef"));
  undef->value = Value::bits(undefType, 0);
  undef->isConst = true;
  undef->exported = true;

  ev.defineBuiltin(base, ":", {any, any}, builtinColon);
  ev.defineBuiltin(base, ":", {any, any, any}, builtinStepColon);
  registerRangeBuiltins(ev);
  registerConcatBuiltins(ev);
  registerArrayEditBuiltins(ev);
  registerArraySortBuiltins(ev);
  registerArrayReduceBuiltins(ev);
  ev.defineBuiltin(base, "iterate", {array}, builtinIterateArray);
  ev.defineBuiltin(base, "iterate", {array, any}, builtinIterateArray);
  ev.defineBuiltin(base, "iterate", {tuple}, builtinIterateTuple);
  ev.defineBuiltin(base, "iterate", {tuple, any}, builtinIterateTuple);
  ev.defineBuiltin(base, "iterate", {c.NamedTuple->wrapper}, builtinIterateTuple);
  ev.defineBuiltin(base, "iterate", {c.NamedTuple->wrapper, any}, builtinIterateTuple);
  ev.defineBuiltin(base, "iterate", {c.Number}, builtinIterateNumber);
  ev.defineBuiltin(base, "iterate", {c.Number, any}, builtinIterateNumber);
  ev.defineBuiltin(base, "iterate", {c.Pair->wrapper}, builtinIteratePair);
  ev.defineBuiltin(base, "iterate", {c.Pair->wrapper, any}, builtinIteratePair);
  ev.defineBuiltin(base, "length", {any}, builtinLength);
  ev.defineBuiltin(base, "size", {any}, builtinSize);
  ev.defineBuiltin(base, "size", {any, integer}, builtinSize);
  ev.defineBuiltin(base, "ndims", {any}, builtinNdims);
  ev.defineBuiltin(base, "firstindex", {any}, builtinFirstIndex);
  ev.defineBuiltin(base, "firstindex", {any, integer}, builtinFirstIndex);
  ev.defineBuiltin(base, "lastindex", {any}, builtinLastIndex);
  ev.defineBuiltin(base, "lastindex", {any, integer}, builtinLastIndex);
  ev.defineBuiltin(base, "eltype", {any}, builtinEltype);
  ev.defineBuiltin(base, "getindex", {array, any}, builtinGetindexArray, true);
  ev.defineBuiltin(base, "setindex!", {array, any, any}, builtinSetindexArray, true);
  ev.defineBuiltin(base, "getindex", {tuple, any}, builtinGetindexTuple, true);
  ev.defineBuiltin(base, "getindex", {c.NamedTuple->wrapper, any}, builtinGetindexNamedTuple);
  ev.defineBuiltin(base, "getindex", {c.Type->wrapper, any}, builtinTypedVect, true);  // Float64[1, 2], Int[]
  ev.defineBuiltin(base, "vect", {any}, builtinVect, true);
  ev.defineBuiltin(base, "zeros", {any}, builtinZerosOnes<0>, true);
  ev.defineBuiltin(base, "ones", {any}, builtinZerosOnes<1>, true);
  ev.defineBuiltin(base, "fill", {any, any}, builtinFill, true);
  ev.defineBuiltin(base, "push!", {array, any}, builtinPush, true);
  ev.defineBuiltin(base, "pop!", {array}, builtinPop);
  ev.defineBuiltin(base, "=>", {any, any}, builtinPairArrow);
  ev.defineBuiltin(base, "convert", {any, any}, builtinConvert);
  ev.defineBuiltin(base, "copy", {array}, builtinCopyArray);
  ev.defineBuiltin(base, "reshape", {any, any}, builtinReshape, true);
  ev.defineBuiltin(base, "vec", {array}, builtinVec);
  ev.defineBuiltin(base, "__collect_values", {any}, builtinCollectValues);
  ev.defineBuiltin(base, "similar", {array, any}, builtinSimilar, true);
  // Array{T,N}(undef, dims...) and friends: one method over every Array type.
  const TypeVar* A = u.typeVar(intern("A"), nullptr, array);
  defineTypeBuiltin(ev, A, {any}, builtinArrayUndef, true, {A});
}

}  // namespace juxla::compiler
