// Staged indexing and indexed assignment (decision 13) through the array emitters: Ints, ranges (any
// step), `:`, index arrays (a gather; assignment a last-write-wins scatter) and staged Ints. Static
// indices out of bounds raise the host's BoundsError while staging; staged ones are checked into the
// error flag. Masks and searches whose result size depends on staged data are refused with a located
// error that suggests a masked alternative. Also the element-wise relatives: copyto!, reverse!,
// destructuring (__unpack) and comprehensions of numbers (__collect_values).
#include <algorithm>
#include <optional>

#include "compiler/errors.h"
#include "staging/array_emit.h"
#include "staging/array_emit_support.h"
#include "staging/rules_array_support.h"

namespace juxla::staging {

namespace {

using namespace array_rules;
using compiler::isStagedScalar;
using E = ir::ElementType;

// Whether the contents of a host array are known while staging: made by host code during this staging
// (a literal, collect(1:3)) and not yet written by staged code.
bool contentsKnown(Session& s, const Value& v) {
  auto* a = v.as<ArrayObject>();
  return !s.inHeap(a) && a->serial >= s.firstSerial && a->storage;
}

[[noreturn]] void dataDependentShape(Session& s, const std::string& what, SourceSpan span) {
  compiler::JuliaError e("StagingError", what + " gives a result whose length depends on the data; compiled code has static shapes", span);
  e.advice = "keep the shape and mask the values instead: `ifelse.(mask, x, zero(eltype(x)))`, `x .* mask`, "
             "`sum(x .* mask)` or `count(mask)`";
  throw e;
}

// The extent each index runs over, as the host computes it: one index is linear, fewer than ndims merge
// the trailing dims into the last, more add trailing 1s.
std::vector<int64_t> indexExtents(const std::vector<int64_t>& dims, size_t n) {
  std::vector<int64_t> out;
  if (n == 1) {
    int64_t total = 1;
    for (int64_t d : dims) total *= d;
    return {total};
  }
  for (size_t d = 0; d < n; ++d) {
    int64_t e = d < dims.size() ? dims[d] : 1;
    if (d + 1 == n)
      for (size_t k = n; k < dims.size(); ++k) e *= dims[k];
    out.push_back(e);
  }
  return out;
}

// An index as Julia's show writes it; ranges are spelled here because showing one runs Julia code,
// which in staged code would be staged.
std::string showIndexValue(Session& s, const Value& v) {
  compiler::RangeView r;
  bool stagedFields = false;
  if (v.isObject() && !v.type()->isKindType)
    if (auto* st = dynamic_cast<compiler::StructObject*>(v.obj()))
      for (const Value& f : st->fields) stagedFields |= isStagedScalar(f);
  if (stagedFields) return "<computed range>";
  if (!isStagedScalar(v) && compiler::viewRange(s.ev, v, r) && r.kind == compiler::RangeView::Kind::Integer) {
    std::string first = std::to_string(r.first), last = std::to_string(r.length > 0 ? r.intAt(r.length) : r.first - r.step);
    if (v.type()->name == s.ev.core().UnitRange) return first + ":" + last;
    return first + ":" + std::to_string(r.step) + ":" + last;
  }
  return s.ev.showValue(v);
}

// Julia's ArgumentError for an index that is not an integer, a range, `:` or an array of them.
[[noreturn]] void invalidIndex(Session& s, const Value& idx, SourceSpan span) {
  std::string type = s.ev.universe().show(idx.type());
  if (isStagedScalar(idx)) s.ev.raise("ArgumentError", "invalid index of type " + type + " (a value computed by staged code)", span);
  s.ev.raise("ArgumentError", "invalid index: " + s.ev.showValue(idx) + " of type " + type, span);
}

// The host's BoundsError (builtins_collections.cpp): a `:` shows as 1:n, Base.OneTo(n) as 1:n.
[[noreturn]] void hostBoundsError(Session& s, const Value& array, const std::vector<Value>& idx, SourceSpan span) {
  std::vector<int64_t> extents = indexExtents(array.as<ArrayObject>()->dims, idx.size());
  std::string where;
  for (size_t d = 0; d < idx.size(); ++d) {
    std::string shown;
    if (isColon(s.ev, idx[d])) shown = "1:" + std::to_string(extents[d]);
    else if (hasTypeName(idx[d], "OneTo")) shown = "1:" + s.ev.printValue(idx[d].as<compiler::StructObject>()->fields[0]);
    else if (isStagedScalar(idx[d])) shown = "<computed>";
    else shown = showIndexValue(s, idx[d]);
    where += (d ? ", " : "") + shown;
  }
  s.ev.raise("BoundsError", "attempt to access " + compiler::describeArray(s.ev, array) + " at index [" + where + "]", span);
}

// start:stop with staged bounds as an index: a dynamic slice of static length. The length is known when
// stop is start plus a constant (x[i:i+2]); otherwise it must be a host value (concretized or unrolled).
bool stagedRangeIndex(Session& s, const Value& idx, Index& out, SourceSpan span) {
  if (!idx.isObject() || idx.type()->name != s.ev.core().UnitRange) return false;
  const auto& f = idx.as<compiler::StructObject>()->fields;
  if (f.size() != 2 || !(isStagedScalar(f[0]) || isStagedScalar(f[1]))) return false;
  ir::Value* start = s.valueOf(f[0], E::I64);
  out = Index::stagedRange(start, unitRangeLength(s, start, s.valueOf(f[1], E::I64), span, "the length of a range index"));
  return true;
}

bool isIntegerType(Session& s, const JType* t) {
  std::optional<E> e = s.elementTypeOf(t);
  return e && !ir::isFloat(*e) && *e != E::I1;
}

// One index value as the emitters take it; false to decline (the host method then says what it is).
bool readIndex(Session& s, const Value& array, const std::vector<Value>& all, size_t k, int64_t extent, Index& out,
               SourceSpan span) {
  const Value& idx = all[k];
  const DataType* t = idx.type();
  if (isStagedScalar(idx) || isNumberType(s.ev, t)) {
    if (!isIntegerType(s, t)) invalidIndex(s, idx, span);
    out = isStagedScalar(idx) ? Index::staged(s.valueOf(idx)) : Index::integer(idx.asInt());
    return true;
  }
  if (isColon(s.ev, idx)) {
    out = Index::colon();
    return true;
  }
  if (hasTypeName(idx, "OneTo")) {
    out = Index::range(1, s.requireInt(idx.as<compiler::StructObject>()->fields[0], span, "a range"));
    return true;
  }
  if (stagedRangeIndex(s, idx, out, span)) return true;
  // Other ranges with staged fields (a:s:b with a staged end): their values must be host values.
  if (idx.isObject() && (idx.type()->name == s.ev.core().StepRange || idx.type()->name == s.ev.core().UnitRange)) {
    bool staged = false;
    for (const Value& field : idx.as<compiler::StructObject>()->fields) staged |= isStagedScalar(field);
    if (staged) {
      std::vector<Value> fields;
      for (const Value& field : idx.as<compiler::StructObject>()->fields)
        fields.push_back(s.ev.universe().int64(s.requireInt(field, span, "a range used as an index (its length is the result's size)")));
      Value host = Value::object(idx.type(), new compiler::StructObject(std::move(fields)));
      compiler::RangeView hr;
      if (!compiler::viewRange(s.ev, host, hr)) return false;
      out = hr.length == 0 ? Index::range(1, 0) : Index::range(hr.first, hr.step, hr.intAt(hr.length));
      return true;
    }
  }
  compiler::RangeView r;
  if (compiler::viewRange(s.ev, idx, r)) {
    if (r.isFloat() || r.elementType == s.ev.core().Bool || r.elementType == s.ev.core().Char) return false;
    out = r.length == 0 ? Index::range(1, 0) : Index::range(r.first, r.step, r.intAt(r.length));
    return true;
  }
  if (!s.isNumericArray(idx)) return false;
  const ArrayObject* a = idx.as<ArrayObject>();
  bool known = contentsKnown(s, idx);
  if (a->elementType == s.ev.core().Bool) {
    if (!known) dataDependentShape(s, "`x[mask]` with a mask computed by staged code", span);
    if (a->length() != extent)
      s.ev.raise("BoundsError", "a mask of length " + std::to_string(a->length()) + " cannot index a dimension of length " +
                                    std::to_string(extent), span);
    std::vector<int64_t> positions;
    for (int64_t i = 0; i < a->length(); ++i)
      if (a->storage->bytes[size_t(i)]) positions.push_back(i + 1);
    out = Index::array(emit_detail::constantI64s(s.b, positions));
    return true;
  }
  if (!isIntegerType(s, a->elementType)) {
    if (!known || a->length() == 0) return false;
    invalidIndex(s, compiler::arrayGet(s.ev, *a, 0, span), span);
  }
  if (known)
    for (int64_t i = 0; i < a->length(); ++i) {
      int64_t p = compiler::arrayGet(s.ev, *a, i, span).asInt();
      if (p < 1 || p > extent) hostBoundsError(s, array, all, span);
    }
  out = Index::array(s.arrayValue(idx));
  return true;
}

bool readIndices(Session& s, const Value& array, const std::vector<Value>& idx, std::vector<Index>& out, SourceSpan span) {
  std::vector<int64_t> extents = indexExtents(array.as<ArrayObject>()->dims, idx.size());
  for (size_t k = 0; k < idx.size(); ++k) {
    Index ix;
    if (!readIndex(s, array, idx, k, extents[k], ix, span)) return false;
    out.push_back(ix);
  }
  return true;
}

// Runs an indexing emitter: its static BoundsError becomes the host's wording, the others Julia errors.
template <typename F>
Indexed emitIndexing(Session& s, const Value& array, const std::vector<Value>& idx, SourceSpan span, F&& emit) {
  try {
    return emit();
  } catch (const std::invalid_argument& e) {
    if (std::string_view(e.what()).rfind("BoundsError", 0) == 0) hostBoundsError(s, array, idx, span);
    throw;
  }
}

// The host's BoundsError text, with each staged integer index filled in after the run ({0}..{3}).
void checkInBounds(Session& s, const Indexed& r, const Value& array, const std::vector<Value>& idx, SourceSpan span) {
  if (!r.inBounds) return;
  std::vector<int64_t> extents = indexExtents(array.as<ArrayObject>()->dims, idx.size());
  std::vector<ir::Value*> details;
  std::string where;
  bool exact = true;
  for (size_t d = 0; d < idx.size(); ++d) {
    std::string shown;
    if (isColon(s.ev, idx[d])) shown = "1:" + std::to_string(extents[d]);
    else if (hasTypeName(idx[d], "OneTo")) shown = "1:" + s.ev.printValue(idx[d].as<compiler::StructObject>()->fields[0]);
    else if (isStagedScalar(idx[d]) && details.size() < size_t(Session::kErrorDetails)) {
      shown = "{" + std::to_string(details.size()) + "}";
      details.push_back(s.valueOf(idx[d], E::I64));
    } else if (s.isStagedArray(idx[d]) ||
               (idx[d].isObject() && !idx[d].type()->isKindType && dynamic_cast<compiler::StructObject*>(idx[d].obj()))) {
      exact = false;  // an index vector computed by staged code, or a range with staged bounds
    } else if (!isStagedScalar(idx[d])) shown = showIndexValue(s, idx[d]);
    else exact = false;
    where += (d ? ", " : "") + shown;
  }
  std::string message = "attempt to access " + compiler::describeArray(s.ev, array) +
                        (exact ? " at index [" + where + "]" : " at an index computed by the compiled code that is out of bounds");
  s.check(r.inBounds, ErrorSite{span, "BoundsError", message}, exact ? details : std::vector<ir::Value*>{});
}

Value getindex(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1]) || !call.keywords.empty()) return Value();
  Value array = call[1];
  std::vector<Value> idx = argsFrom(call, 2);
  std::vector<Index> indices;
  if (!readIndices(s, array, idx, indices, call.span)) return Value();
  ir::Value* x = s.arrayValue(array);
  Indexed r = emitOrRaise(s, call.span, [&] {
    return emitIndexing(s, array, idx, call.span, [&] { return getIndex(s.b, x, indices); });
  });
  checkInBounds(s, r, array, idx, call.span);
  bool scalar = true;
  for (const Index& ix : indices) scalar &= ix.kind == Index::Kind::Int || ix.kind == Index::Kind::StagedInt;
  if (scalar) return scalarOf(s, r.value, elementTypeOf(array));
  return s.newArray(r.value, elementTypeOf(array));
}

// The right-hand side of x[I] = v as an IR value of x's element type (Julia's convert per element).
ir::Value* assignedValue(Session& s, const Value& array, const Value& v, SourceSpan span) {
  const JType* et = elementTypeOf(array);
  E e = *s.elementTypeOf(et);
  Value typeValue = s.ev.universe().typeValue(et);
  if (s.isNumericArray(v)) {
    ir::Value* src = s.arrayValue(v);
    if (src->type().elementType() == e) return src;
    Value converted = s.ev.callFunction(s.ev.baseFunction("convert"),
                                        {typeValue, s.scalar(src, s.juliaTypeOf(src->type().elementType()))}, span);
    return s.valueOf(converted, e);
  }
  if (isStagedScalar(v) || isNumberType(s.ev, v.type())) {
    Value converted = v.type() == et ? v : s.ev.callFunction(s.ev.baseFunction("convert"), {typeValue, v}, span);
    return s.valueOf(converted, e);
  }
  return nullptr;
}

Value setindex(Session& s, CallArgs& call) {
  if (call.size() < 3 || !s.isNumericArray(call[1]) || !call.keywords.empty()) return Value();
  Value array = call[1];
  std::vector<Value> idx = argsFrom(call, 3);
  std::vector<Index> indices;
  if (!readIndices(s, array, idx, indices, call.span)) return Value();
  ir::Value* v = assignedValue(s, array, call[2], call.span);
  if (!v) return Value();
  ir::Value* x = s.arrayValue(array);
  Indexed r = emitOrRaise(s, call.span, [&] {
    return emitIndexing(s, array, idx, call.span, [&] { return setIndex(s.b, x, indices, v); });
  });
  checkInBounds(s, r, array, idx, call.span);
  s.setArrayValue(array, r.value);
  return array;
}

// copyto!(dest, src): src's elements into dest's first positions in linear order (one
// dynamic_update_slice of the flattened dest); the host's BoundsError when src is longer.
Value copytoRule(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2]) || !call.keywords.empty()) return Value();
  int64_t n = call[2].as<ArrayObject>()->length(), total = call[1].as<ArrayObject>()->length();
  if (n > total)
    s.ev.raise("BoundsError", "attempt to access " + compiler::describeArray(s.ev, call[1]) + " at index [" + std::to_string(n) + "]",
               call.span);
  ir::Value* v = assignedValue(s, call[1], call[2], call.span);
  ir::Value* x = s.arrayValue(call[1]);
  std::vector<Index> all{Index::range(1, n)};
  Indexed r = emitOrRaise(s, call.span, [&] { return setIndex(s.b, x, all, v); });
  s.setArrayValue(call[1], r.value);
  return call[1];
}

// reverse!(v) of a vector: its elements in reverse order, in place.
Value reverseInPlace(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || call[1].as<ArrayObject>()->dims.size() != 1) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  s.setArrayValue(call[1], reverse(s.b, x));
  return call[1];
}

// t[i] of a tuple holding staged values with a host Int i: the element (out of range: the host's error).
Value tupleGetindex(Session& s, CallArgs& call) {
  if (call.size() != 3 || !call[1].isObject() || !call[1].type()->isTupleType || !isIntegerType(s, call[2].type()) ||
      isStagedScalar(call[2]))
    return Value();
  const auto& elements = call[1].as<compiler::TupleObject>()->elements;
  int64_t i = call[2].asInt();
  if (i < 1 || i > int64_t(elements.size())) return Value();
  return elements[size_t(i - 1)];
}

// collect of a generator (a comprehension) whose values are numbers, some staged: the generator runs
// element by element while staging (its length is a host value), and the numbers become one vector.
// Values of different types or arrays (a Vector of arrays is a host container) decline.
Value collectValuesRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !call.keywords.empty() || !hasTypeName(call[1], "Generator")) return Value();
  constexpr size_t kMaxElements = 4096;
  const Value& iterate = s.ev.baseFunction("iterate");
  std::vector<Value> values;
  Value next = s.ev.callFunction(iterate, {call[1]}, call.span);
  while (next.type() != s.ev.core().Nothing) {
    const auto& pair = next.as<compiler::TupleObject>()->elements;
    const Value& v = pair[0];
    if (!(isStagedScalar(v) || isNumberType(s.ev, v.type())) || !s.elementTypeOf(v.type()) ||
        (!values.empty() && v.type() != values[0].type()))
      return Value();
    if (values.size() == kMaxElements) {
      compiler::JuliaError e("StagingError", "a comprehension over staged values with more than " + std::to_string(kMaxElements) +
                                                 " elements is unrolled while compiling, which is too large", call.span);
      e.advice = "write it as a broadcast (f.(x) or f.(1:n)) or as a loop writing into an array";
      throw e;
    }
    values.push_back(v);
    next = s.ev.callFunction(iterate, {call[1], pair[1]}, call.span);
  }
  if (values.empty()) return Value();
  std::vector<ir::Value*> items;
  for (const Value& v : values) items.push_back(s.b.reshape(s.valueOf(v), {1}));
  ir::Value* joined = items.size() == 1 ? items[0] : s.b.concatenate(items, 0);
  return s.newArray(joined, values[0].type());
}

// a, b = x: __unpack(x, i) of a staged array (element i; the host's error past the end) or of a tuple
// holding staged values (its element, as the host builtin gives).
Value unpackRule(Session& s, CallArgs& call) {
  if (call.size() != 3 || isStagedScalar(call[2]) || !isIntegerType(s, call[2].type())) return Value();
  int64_t i = call[2].asInt();
  if (call[1].isObject() && call[1].type()->isTupleType) {
    const auto& e = call[1].as<compiler::TupleObject>()->elements;
    return i >= 1 && i <= int64_t(e.size()) ? e[size_t(i - 1)] : Value();
  }
  if (!s.isNumericArray(call[1]) || i < 1) return Value();
  if (i > call[1].as<ArrayObject>()->length())
    s.ev.raise("BoundsError", "not enough values to unpack: wanted " + std::to_string(i), call.span);
  std::vector<Index> at{Index::integer(i)};
  return scalarOf(s, getIndex(s.b, s.arrayValue(call[1]), at).value, elementTypeOf(call[1]));
}

// x[mask] .= v with a staged Bool mask of x's shape and a number v: the shape does not change, so it is
// one select (Julia writes v where the mask is true). Other masked assignments go the usual way (and a
// staged mask is refused there with the advice to mask the values).
Value maskedAssign(Session& s, CallArgs& call) {
  if (call.size() != 3 || !isStagedDotView(call[1])) return Value();
  auto* view = static_cast<StagedDotView*>(call[1].obj());
  const Value& src = call[2];
  if (view->indices.size() != 1 || !s.isNumericArray(view->array) || !s.isNumericArray(view->indices[0])) return Value();
  const Value& mask = view->indices[0];
  if (elementTypeOf(mask) != s.ev.core().Bool || contentsKnown(s, mask)) return Value();
  if (!(isStagedScalar(src) || isNumberType(s.ev, src.type()))) return Value();
  const ArrayObject* a = view->array.as<ArrayObject>();
  if (mask.as<ArrayObject>()->length() != a->length())
    s.ev.raise("BoundsError", "a mask of length " + std::to_string(mask.as<ArrayObject>()->length()) +
                                  " cannot index a dimension of length " + std::to_string(a->length()), call.span);
  ir::Value* x = s.arrayValue(view->array);
  ir::Value* v = assignedValue(s, view->array, src, call.span);
  auto shape = x->type().shape();
  std::vector<int64_t> dims(shape.begin(), shape.end());
  ir::Value* m = s.b.reshape(s.arrayValue(mask), dims);
  s.setArrayValue(view->array, s.b.select(m, s.b.broadcastInDim(v, dims, {}), x));
  return call[1];
}

// findall / filter on staged data: the result's length is data-dependent.
Value searchRefusal(Session& s, CallArgs& call) {
  for (size_t i = 1; i < call.size(); ++i)
    if (s.isNumericArray(call[i]) && !contentsKnown(s, call[i]))
      dataDependentShape(s, "`" + ruleKey(s.ev, call[0]) + "` on staged data", call.span);
  return Value();
}

}  // namespace

void registerArrayIndexRules(RuleTable& t) {
  t.add("getindex", getindex);
  t.add("getindex", tupleGetindex);
  t.add("setindex!", setindex);
  t.add("copyto!", copytoRule);
  t.add("__unpack", unpackRule);
  t.add("__broadcast_assign!", maskedAssign);
  t.add("__collect_values", collectValuesRule);
  t.add("reverse!", reverseInPlace);
  t.add("findall", searchRefusal);
  t.add("filter", searchRefusal);
}

}  // namespace juxla::staging
