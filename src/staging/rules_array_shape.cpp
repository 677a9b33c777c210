// Staged rules that make, copy or rearrange arrays through the array emitters: cat/hcat/vcat/hvcat (of
// arrays and staged numbers), reverse, dropdims, repeat, permutedims, reshape, vec, copy, and
// zeros/ones/fill/similar/zero/fill! (sizes are host values: a staged size concretizes or is a located
// error).
#include <algorithm>

#include "staging/array_emit.h"
#include "staging/layout.h"
#include "staging/rules_array_support.h"

namespace juxla::staging {

namespace {

using namespace array_rules;
using compiler::isStagedScalar;
using E = ir::ElementType;

bool isNumberLike(Session& s, const Value& v) { return isStagedScalar(v) || isNumberType(s.ev, v.type()); }

// The Julia element type of a cat operand (an array's eltype, a number's type); null when neither.
const JType* catElementType(Session& s, const Value& v) {
  if (s.isNumericArray(v)) return elementTypeOf(v);
  if (isNumberLike(s, v) && s.elementTypeOf(v.type())) return v.type();
  return nullptr;
}

// vcat/hcat of vectors and matrices: the host's DimensionMismatch (builtins_array_concat.cpp); other
// shapes get cat's "mismatch in dimension" from the emitter, as on the host.
void checkVecOrMatSizes(Session& s, const std::vector<Value>& items, int64_t dim, SourceSpan span) {
  if (dim != 1 && dim != 2) return;
  for (const Value& v : items)
    if (!s.isNumericArray(v) || v.as<ArrayObject>()->dims.size() > 2) return;
  size_t other = dim == 1 ? 1 : 0;
  auto extent = [&](const Value& v) {
    const auto& d = v.as<ArrayObject>()->dims;
    return other < d.size() ? d[other] : int64_t(1);
  };
  std::vector<Value> sizes;
  bool same = true;
  for (const Value& v : items) {
    sizes.push_back(s.ev.universe().int64(extent(v)));
    same &= extent(v) == extent(items[0]);
  }
  if (same || (dim == 1 && items.size() > 0 && std::all_of(items.begin(), items.end(), [](const Value& v) {
                 return v.as<ArrayObject>()->dims.size() == 1;
               })))
    return;
  s.ev.raise("DimensionMismatch", std::string("number of ") + (dim == 1 ? "columns" : "rows") +
                                      " of each array must match (got " + s.ev.showValue(compiler::makeTuple(s.ev, sizes)) + ")",
             span);
}

// cat of `items` along Julia dim `dim`, every item converted to `t` (promoted from theirs when null).
Value catOf(Session& s, const std::vector<Value>& items, int64_t dim, const JType* t, SourceSpan span) {
  if (items.empty()) return Value();
  const JType* promoted = t;
  for (const Value& v : items) {
    const JType* et = catElementType(s, v);
    if (!et) return Value();
    if (!t) promoted = promoted ? compiler::promoteType(s.ev, promoted, et) : et;
  }
  std::optional<E> e = s.elementTypeOf(promoted);
  if (!e) return Value();
  checkVecOrMatSizes(s, items, dim, span);
  std::vector<ir::Value*> values;
  for (const Value& v : items) {
    ir::Value* x = s.isNumericArray(v) ? s.arrayValue(v) : s.valueOf(v);
    if (x->type().elementType() != *e) x = s.b.convert(x, *e);
    values.push_back(x);
  }
  return s.newArray(emitOrRaise(s, span, [&] { return cat(s.b, values, dim); }), promoted);
}

Value catRule(Session& s, CallArgs& call) {
  if (!onlyKeywords(call, {"dims"}) || !keyword(call, "dims")) return Value();
  std::vector<int64_t> dims = intsOf(s, *keyword(call, "dims"), call.span, "`dims`");
  if (dims.size() != 1) return Value();  // block-diagonal cat: the host's
  return catOf(s, argsFrom(call, 1), dims[0], nullptr, call.span);
}

template <int64_t kDim>
Value hvRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty()) return Value();
  return catOf(s, argsFrom(call, 1), kDim, nullptr, call.span);
}

// [a, b, c] of numbers (a vector of arrays is a host container).
Value vectRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 2) return Value();
  for (size_t i = 1; i < call.size(); ++i)
    if (!isNumberLike(s, call[i])) return Value();
  return catOf(s, argsFrom(call, 1), 1, nullptr, call.span);
}

// T[a, b, c] of numbers: getindex(T, items...).
Value typedVectRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 3 || !compiler::isTypeValue(s.ev, call[1])) return Value();
  for (size_t i = 2; i < call.size(); ++i)
    if (!isNumberLike(s, call[i])) return Value();
  return catOf(s, argsFrom(call, 2), 1, call[1].asType(), call.span);
}

template <int64_t kDim>
Value typedHvRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 2 || !compiler::isTypeValue(s.ev, call[1])) return Value();
  return catOf(s, argsFrom(call, 2), kDim, call[1].asType(), call.span);
}

// [a b; c d]: hvcat(rows, items...) with rows a tuple of row lengths or one length for every row.
Value hvcatOf(Session& s, const Value& rowsValue, const std::vector<Value>& items, const JType* t, SourceSpan span) {
  std::vector<int64_t> rows = intsOf(s, rowsValue, span, "the row lengths");
  if (rows.size() == 1 && !rowsValue.type()->isTupleType && rows[0] > 0)
    rows = std::vector<int64_t>(items.size() / size_t(rows[0]), rows[0]);
  const JType* promoted = t;
  for (const Value& v : items) {
    const JType* et = catElementType(s, v);
    if (!et) return Value();
    if (!t) promoted = promoted ? compiler::promoteType(s.ev, promoted, et) : et;
  }
  std::vector<Value> rowValues;
  size_t next = 0;
  for (int64_t n : rows) {
    if (n < 0 || next + size_t(n) > items.size()) return Value();
    std::vector<Value> row(items.begin() + long(next), items.begin() + long(next + size_t(n)));
    next += size_t(n);
    Value r = catOf(s, row, 2, promoted, span);
    if (!r.defined()) return Value();
    rowValues.push_back(r);
  }
  if (next != items.size()) return Value();  // the host says how the counts disagree
  return catOf(s, rowValues, 1, promoted, span);
}

Value hvcatRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 3) return Value();
  return hvcatOf(s, call[1], argsFrom(call, 2), nullptr, call.span);
}

Value typedHvcatRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 4 || !compiler::isTypeValue(s.ev, call[1])) return Value();
  return hvcatOf(s, call[2], argsFrom(call, 3), call[1].asType(), call.span);
}

// ---- rearranging ----

Value reverseRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims"})) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  std::vector<int64_t> dims = dimsOf(s, keyword(call, "dims"), x->type().rank(), call.span);
  return s.newArray(emitOrRaise(s, call.span, [&] { return reverse(s.b, x, dims); }), elementTypeOf(call[1]));
}

Value dropdimsRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims"}) || !keyword(call, "dims")) return Value();
  std::vector<int64_t> dims = intsOf(s, *keyword(call, "dims"), call.span, "`dims`");
  ir::Value* x = s.arrayValue(call[1]);
  return s.newArray(emitOrRaise(s, call.span, [&] { return dropdims(s.b, x, dims); }), elementTypeOf(call[1]));
}

Value repeatRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"inner", "outer"})) return Value();
  std::vector<int64_t> inner, outer;
  if (const Value* v = keyword(call, "inner")) inner = intsOf(s, *v, call.span, "`inner`");
  if (const Value* v = keyword(call, "outer")) outer = intsOf(s, *v, call.span, "`outer`");
  if (call.size() > 2) {
    if (!call.keywords.empty()) return Value();
    for (size_t i = 2; i < call.size(); ++i) outer.push_back(s.requireInt(call[i], call.span, "a repeat count"));
  }
  ir::Value* x = s.arrayValue(call[1]);
  return s.newArray(emitOrRaise(s, call.span, [&] { return repeat(s.b, x, inner, outer); }), elementTypeOf(call[1]));
}

Value permutedimsRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || call.size() > 3 || !s.isNumericArray(call[1]) || !call.keywords.empty()) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  ir::Value* r;
  if (call.size() == 2) {
    r = emitOrRaise(s, call.span, [&] { return permutedims(s.b, x); });
  } else {
    std::vector<int64_t> perm = intsOf(s, call[2], call.span, "a permutation");
    r = emitOrRaise(s, call.span, [&] { return permutedims(s.b, x, perm); });
  }
  return s.newArray(r, elementTypeOf(call[1]));
}

Value reshapeRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1]) || !call.keywords.empty()) return Value();
  std::vector<Value> dimsIn;
  if (call.size() == 3 && call[2].type()->isTupleType) dimsIn = call[2].as<compiler::TupleObject>()->elements;
  else dimsIn = argsFrom(call, 2);
  int64_t total = call[1].as<ArrayObject>()->length();
  std::vector<int64_t> dims;
  int colon = -1;
  int64_t known = 1;
  for (size_t i = 0; i < dimsIn.size(); ++i) {
    if (isColon(s.ev, dimsIn[i])) {
      if (colon >= 0) return Value();  // two colons: the host's error
      colon = int(i);
      dims.push_back(0);
      continue;
    }
    dims.push_back(s.requireInt(dimsIn[i], call.span, "a size passed to `reshape`"));
    known *= dims.back();
  }
  if (colon >= 0) {
    if (known == 0 || total % known != 0)
      s.ev.raise("DimensionMismatch", "array size " + std::to_string(total) +
                                          " must be divisible by the product of the new dimensions", call.span);
    dims[size_t(colon)] = total / known;
  }
  int64_t product = 1;
  for (int64_t d : dims) product *= d;
  if (product != total || std::any_of(dims.begin(), dims.end(), [](int64_t d) { return d < 0; })) {  // the emitter words Julia's DimensionMismatch (and the ArgumentError of a negative size)
    ir::Value* x = s.arrayValue(call[1]);
    emitOrRaise(s, call.span, [&] { return reshape(s.b, x, dims); });
  }
  return s.newAlias(call[1], dims);  // shares its elements, as Julia's reshape does
}

Value vecRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return s.newAlias(call[1], {call[1].as<ArrayObject>()->length()});
}

Value copyRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return s.newArray(s.arrayValue(call[1]), elementTypeOf(call[1]));
}

// ---- making arrays ----

// Sizes given as Ints or one tuple, each a host Int.
bool readSizes(Session& s, CallArgs& call, size_t first, std::vector<int64_t>& out) {
  std::vector<Value> items;
  if (call.size() == first + 1 && call[first].isObject() && call[first].type()->isTupleType)
    items = call[first].as<compiler::TupleObject>()->elements;
  else items = argsFrom(call, first);
  for (const Value& v : items) {
    if (!isNumberLike(s, v)) return false;
    out.push_back(s.requireInt(v, call.span, "an array size"));
  }
  return true;
}

// An array of Julia type `t` and `dims` with every element `value` (a 0-d IR value of t's element type).
Value filled(Session& s, const JType* t, const std::vector<int64_t>& dims, ir::Value* value) {
  for (int64_t d : dims)
    if (d < 0) s.ev.raise("ArgumentError", "invalid Array dimensions", {});
  return s.newArray(s.b.broadcastInDim(value, irShape(dims), {}), t);
}

// zeros(T, dims...) / ones(T, dims...) with a staged size: the size concretizes, the values are constants.
template <int kValue>
Value zerosOnes(Session& s, CallArgs& call) {
  if (!call.keywords.empty()) return Value();
  const JType* t = s.ev.core().Float64;
  size_t first = 1;
  if (call.size() > 1 && compiler::isTypeValue(s.ev, call[1])) t = call[1].asType(), first = 2;
  std::optional<E> e = s.elementTypeOf(t);
  std::vector<int64_t> dims;
  if (!e || !readSizes(s, call, first, dims)) return Value();
  return filled(s, t, dims, s.b.splat(ir::Type::scalar(*e), double(kValue)));
}

Value fillRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 2 || !isNumberLike(s, call[1]) || !s.elementTypeOf(call[1].type())) return Value();
  std::vector<int64_t> dims;
  if (!readSizes(s, call, 2, dims)) return Value();
  return filled(s, call[1].type(), dims, s.valueOf(call[1]));
}

// similar(x[, T][, dims...]) and zero(x): Julia leaves similar's contents undefined; here they are zeros.
Value similarRule(Session& s, CallArgs& call) {
  if (!call.keywords.empty() || call.size() < 2 || !s.isNumericArray(call[1])) return Value();
  const JType* t = elementTypeOf(call[1]);
  size_t first = 2;
  if (call.size() > 2 && compiler::isTypeValue(s.ev, call[2])) t = call[2].asType(), first = 3;
  std::optional<E> e = s.elementTypeOf(t);
  std::vector<int64_t> dims = call[1].as<ArrayObject>()->dims;
  if (call.size() > first) {
    dims.clear();
    if (!readSizes(s, call, first, dims)) return Value();
  }
  if (!e) return Value();
  return filled(s, t, dims, s.b.splat(ir::Type::scalar(*e), 0.0));
}

Value zeroRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1])) return Value();
  return similarRule(s, call);
}

Value fillInPlace(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !isNumberLike(s, call[2])) return Value();
  const JType* et = elementTypeOf(call[1]);
  Value v = call[2].type() == et ? call[2]
                                 : s.ev.callFunction(s.ev.baseFunction("convert"), {s.ev.universe().typeValue(et), call[2]}, call.span);
  ir::Value* x = s.arrayValue(call[1]);
  auto shape = x->type().shape();
  s.setArrayValue(call[1], s.b.broadcastInDim(s.valueOf(v, x->type().elementType()), {shape.begin(), shape.end()}, {}));
  return call[1];
}

}  // namespace

void registerArrayShapeRules(RuleTable& t) {
  t.add("cat", catRule);
  t.add("vcat", hvRule<1>);
  t.add("hcat", hvRule<2>);
  t.add("__typed_vcat", typedHvRule<1>);
  t.add("__typed_hcat", typedHvRule<2>);
  t.add("vect", vectRule);
  t.add("getindex", typedVectRule);
  t.add("hvcat", hvcatRule);
  t.add("__typed_hvcat", typedHvcatRule);
  t.add("reverse", reverseRule);
  t.add("dropdims", dropdimsRule);
  t.add("repeat", repeatRule);
  t.add("permutedims", permutedimsRule);
  t.add("reshape", reshapeRule);
  t.add("vec", vecRule);
  t.add("copy", copyRule);
  t.add("zeros", zerosOnes<0>);
  t.add("ones", zerosOnes<1>);
  t.add("fill", fillRule);
  t.add("similar", similarRule);
  t.add("zero", zeroRule);
  t.add("fill!", fillInPlace);
}

}  // namespace juxla::staging
