// Staged reductions through the array emitters: sum/prod/maximum/minimum/any/all (with `f` and `dims`),
// mean, findmax/findmin/argmax/argmin (a CartesianIndex of staged Ints for arrays of two or more dims, as
// the host's __array_key gives; with `dims` an array of them), map / mapreduce / reduce / foldl with +, *, max, min, &, | as one
// stablehlo.reduce (other operators and `init`: the prelude's indexed fold, one staged loop), and
// cumsum/cumprod as one reduce_window.
#include <algorithm>

#include "compiler/errors.h"
#include "staging/array_emit.h"
#include "staging/cartesian_array.h"
#include "staging/layout.h"
#include "staging/rules_array_support.h"

namespace juxla::staging {

namespace {

using namespace array_rules;
using E = ir::ElementType;

// The array a reduction runs over: x, or f.(x) when a function comes first. Undefined to decline.
Value reducedArray(Session& s, CallArgs& call, size_t xi) {
  if (call.size() != xi + 1) return Value();
  if (hasTypeName(call[xi], "Generator")) {  // sum(f(i) for i in 1:n): the generator's numbers as a vector
    Value collected = s.ev.callFunction(s.ev.baseFunction("__collect_values"), {call[xi]}, call.span);
    if (!s.isNumericArray(collected) || keyword(call, "dims")) return Value();
    if (xi == 1 || ruleKey(s.ev, call[1]) == "identity") return collected;
    return stagedBroadcast(s, call[1], {collected}, call.span);
  }
  if (!s.isNumericArray(call[xi])) return Value();
  if (xi == 1 || ruleKey(s.ev, call[1]) == "identity") return call[xi];
  return stagedBroadcast(s, call[1], {call[xi]}, call.span);
}

bool initGiven(Session& s, CallArgs& call) {
  const Value* init = keyword(call, "init");
  return init && !hasTypeName(*init, "__NoInit");
}

// The result of a reduction: a scalar for dims = :, else an array with the reduced dims kept.
Value reductionResult(Session& s, ir::Value* r, const Value* dims) {
  bool all = !dims || isColon(s.ev, *dims) || dims->type() == s.ev.core().Nothing;
  if (all) return s.scalar(r);
  return s.newArray(r, s.juliaTypeOf(r->type().elementType()));
}

Value reduceWith(Session& s, CallArgs& call, ReduceKind kind, Value x) {
  if (!x.defined() || !s.isNumericArray(x)) return Value();
  const Value* dimsValue = keyword(call, "dims");
  ir::Value* v = s.arrayValue(x);
  std::vector<int64_t> dims = dimsOf(s, dimsValue, v->type().rank(), call.span);
  ir::Value* r = emitOrRaise(s, call.span, [&] { return reduce(s.b, kind, v, dims); });
  return reductionResult(s, r, dimsValue);
}

template <ReduceKind kKind>
Value reduction(Session& s, CallArgs& call) {
  if (!onlyKeywords(call, {"dims", "init"}) || initGiven(s, call) || call.size() < 2) return Value();
  return reduceWith(s, call, kKind, reducedArray(s, call, call.size() == 3 ? 2 : 1));
}

Value meanRule(Session& s, CallArgs& call) {
  if (!onlyKeywords(call, {"dims"}) || call.size() < 2) return Value();
  Value x = reducedArray(s, call, call.size() == 3 ? 2 : 1);
  if (!x.defined() || !s.isNumericArray(x)) return Value();
  const Value* dimsValue = keyword(call, "dims");
  ir::Value* v = s.arrayValue(x);
  std::vector<int64_t> dims = dimsOf(s, dimsValue, v->type().rank(), call.span);
  return reductionResult(s, emitOrRaise(s, call.span, [&] { return mean(s.b, v, dims); }), dimsValue);
}

// Statistics.var/std(A; dims, corrected): per slice, the sum of squared deviations from the slice's
// mean over (n - corrected), as the host's __varm_array; one mean, one broadcast and one reduce. Without
// dims the prelude's code stages as it is.
template <bool kStd>
Value varianceRule(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims", "corrected"})) return Value();
  const Value* dimsValue = keyword(call, "dims");
  if (!dimsValue || dimsValue->type() == s.ev.core().Nothing) return Value();
  bool corrected = true;
  if (const Value* c = keyword(call, "corrected")) corrected = s.requireBool(*c, call.span, "`corrected`");
  ir::Value* x = s.arrayValue(call[1]);
  std::vector<int64_t> dims = dimsOf(s, dimsValue, x->type().rank(), call.span);
  ir::Value* m = emitOrRaise(s, call.span, [&] { return mean(s.b, x, dims); });
  E e = m->type().elementType();
  if (x->type().elementType() != e) x = s.b.convert(x, e);
  auto shape = x->type().shape();
  std::vector<int64_t> full(shape.begin(), shape.end()), identity;
  for (int64_t d = 0; d < int64_t(full.size()); ++d) identity.push_back(d);
  ir::Value* centered = s.b.subtract(x, m->type().rank() == 0 ? s.b.broadcastInDim(m, full, {}) : s.b.broadcastInDim(m, full, identity));
  ir::Value* total = reduce(s.b, ReduceKind::Sum, s.b.multiply(centered, centered), dims);
  int64_t n = x->type().numElements() / std::max<int64_t>(1, total->type().numElements());
  if (x->type().numElements() == 0) n = 0;
  ir::Value* r = s.b.divide(total, s.b.splat(total->type(), double(n - (corrected ? 1 : 0))));
  if (kStd) r = s.b.sqrt(r);
  return reductionResult(s, r, dimsValue);
}

// ---- findmax and friends ----

// The host's __array_key: a vector's position is its Int; an array of more dims gives the
// CartesianIndex of the linear position, here built from staged Ints.
Value arrayKey(Session& s, const Value& array, ir::Value* linear) {
  const std::vector<int64_t>& dims = array.as<ArrayObject>()->dims;
  if (dims.size() == 1) return s.scalar(linear, s.ev.core().Int64);
  ir::Value* k = s.b.subtract(linear, s.b.constantInt(E::I64, 1));
  std::vector<Value> components;
  for (int64_t n : dims) {
    ir::Value* size = s.b.constantInt(E::I64, n == 0 ? 1 : n);
    components.push_back(s.scalar(s.b.add(s.b.remainder(k, size), s.b.constantInt(E::I64, 1)), s.ev.core().Int64));
    k = s.b.divide(k, size);
  }
  // CartesianIndex{N}(I) made directly: its constructor's `new` would meet staged values in a tuple.
  const JType* family = s.ev.baseFunction("CartesianIndex").asType();
  while (family->kind == compiler::TypeKind::UnionAll) family = static_cast<const compiler::UnionAll*>(family)->body;
  compiler::TypeName* name = static_cast<const DataType*>(family)->name;
  const DataType* t = s.ev.universe().apply(name, {s.ev.universe().int64(int64_t(dims.size()))});
  return Value::object(t, new compiler::StructObject({compiler::makeTuple(s.ev, std::move(components))}));
}

// findmax/findmin/argmax/argmin(A; dims): the same reduce per slice; the indices are keys(A) as the
// host's: an Int vector for a vector, else a staged Array{CartesianIndex{N}} (cartesian_array.h).
template <bool kMax, bool kValue>
Value findExtremeDims(Session& s, CallArgs& call, const Value& dimsValue) {
  const ArrayObject* a = call[1].as<ArrayObject>();
  std::vector<int64_t> dims = intsOf(s, dimsValue, call.span, "`dims`");
  bool oneDim = !(dimsValue.isObject() && dimsValue.type()->isTupleType);
  for (int64_t d : dims)  // Base's reduced_indices0 words an Int and a tuple differently
    if (d < 1)
      s.ev.raise("ArgumentError", std::string(oneDim ? "dimension" : "region dimension(s)") + " must be ≥ 1, got " + std::to_string(d),
                 call.span);
  int64_t rank = int64_t(a->dims.size()), slices = 1;
  for (int64_t k = 1; k <= rank; ++k)
    if (std::find(dims.begin(), dims.end(), k) == dims.end()) slices *= a->dims[size_t(k - 1)];
  if (a->length() == 0 && slices != 0) s.ev.raise("ArgumentError", "collection slices must be non-empty", call.span);
  if (dims.empty()) dims.push_back(rank + 1);  // dims=() reduces nothing
  ir::Value* x = s.arrayValue(call[1]);
  auto [value, index] = emitOrRaise(s, call.span, [&] { return kMax ? findmax(s.b, x, dims) : findmin(s.b, x, dims); });
  Value keys = rank == 1 ? s.newArray(index, s.ev.core().Int64)
                         : newCartesianArray(s, cartesianComponents(s.b, index, a->dims), juliaDims(index->type()));
  if (!kValue) return keys;
  return compiler::makeTuple(s.ev, {s.newArray(value, a->elementType), keys});
}

template <bool kMax, bool kValue>
Value findExtreme(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims"})) return Value();
  const Value* dimsValue = keyword(call, "dims");
  if (dimsValue && dimsValue->type() != s.ev.core().Nothing && !isColon(s.ev, *dimsValue))
    return findExtremeDims<kMax, kValue>(s, call, *dimsValue);
  ir::Value* x = s.arrayValue(call[1]);
  auto [value, index] = emitOrRaise(s, call.span, [&] { return kMax ? findmax(s.b, x) : findmin(s.b, x); });
  Value key = arrayKey(s, call[1], index);
  if (!kValue) return key;
  return compiler::makeTuple(s.ev, {s.scalar(value, static_cast<const DataType*>(elementTypeOf(call[1]))), key});
}

// ---- map, mapreduce, reduce ----

Value mapRule(Session& s, CallArgs& call) {
  if (call.size() < 3 || !call.keywords.empty()) return Value();
  std::vector<Value> arrays = argsFrom(call, 2);
  for (const Value& a : arrays)
    if (!s.isNumericArray(a) || a.as<ArrayObject>()->dims != arrays[0].as<ArrayObject>()->dims) return Value();
  return stagedBroadcast(s, call[1], arrays, call.span);
}

// The reduction an operator names, when one stablehlo.reduce computes Julia's reduce(op, x) exactly: +
// widens only Bool (true + true is 2; Int8 + Int8 stays Int8, unlike sum), * and & and | are kept.
std::optional<ReduceKind> operatorReduction(Session& s, const Value& op, E e) {
  std::string name = ruleKey(s.ev, op);
  bool wide = ir::isFloat(e) || e == E::I64 || e == E::UI64;
  if (name == "+" && (wide || e == E::I1)) return ReduceKind::Sum;
  if (name == "*" && (wide || e == E::I1)) return ReduceKind::Prod;
  if (name == "max") return ReduceKind::Max;
  if (name == "min") return ReduceKind::Min;
  if (name == "&" && e == E::I1) return ReduceKind::All;
  if (name == "|" && e == E::I1) return ReduceKind::Any;
  return std::nullopt;
}

// An operator no single reduction computes: the prelude's indexed left fold (__fold_any), which stages as a
// loop over the elements (Julia's reduce/foldl order for arrays this small: op(op(x1, x2), x3)...).
Value foldLoop(Session& s, CallArgs& call, const Value& f, const Value& op, const Value& x) {
  const Value* dims = keyword(call, "dims");
  if (dims && dims->type() != s.ev.core().Nothing && !isColon(s.ev, *dims)) return Value();
  const Value* init = keyword(call, "init");
  Value initValue = init ? *init : s.ev.baseFunction("__noinit");
  return s.ev.callFunction(s.ev.baseFunction("__fold_any"), {f, op, x, initValue}, call.span);
}

// mapreduce(f, op, x; dims, init), reduce(op, x; dims, init), mapfoldl(f, op, x; init), foldl(op, x; init).
Value mapreduceRule(Session& s, CallArgs& call) {
  std::string name = ruleKey(s.ev, call[0]);
  bool withF = name == "mapreduce" || name == "mapfoldl";
  size_t xi = withF ? 3 : 2;
  if (call.size() != xi + 1 || !onlyKeywords(call, {"dims", "init"}) || !s.isNumericArray(call[xi])) return Value();
  Value f = withF ? call[1] : s.ev.baseFunction("identity");
  const Value& op = call[xi - 1];
  if (initGiven(s, call)) return foldLoop(s, call, f, op, call[xi]);
  Value x = call[xi];
  if (withF && ruleKey(s.ev, f) != "identity") x = stagedBroadcast(s, f, {x}, call.span);
  if (!x.defined() || !s.isNumericArray(x)) return foldLoop(s, call, f, op, call[xi]);
  std::optional<ReduceKind> kind = operatorReduction(s, op, *s.elementTypeOf(elementTypeOf(x)));
  if (!kind) return foldLoop(s, call, s.ev.baseFunction("identity"), op, x);
  return reduceWith(s, call, *kind, x);
}

// findmax(f, x) / findmin(f, x): the extreme of f.(x) and its index.
template <bool kMax>
Value findExtremeOf(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[2]) || !call.keywords.empty()) return Value();
  Value y = stagedBroadcast(s, call[1], {call[2]}, call.span);
  if (!y.defined() || !s.isNumericArray(y)) return Value();
  ir::Value* v = s.arrayValue(y);
  auto [value, index] = emitOrRaise(s, call.span, [&] { return kMax ? findmax(s.b, v) : findmin(s.b, v); });
  return compiler::makeTuple(s.ev, {s.scalar(value, static_cast<const DataType*>(elementTypeOf(y))), arrayKey(s, call[2], index)});
}

// cumsum/cumprod(x; dims): one reduce_window whose window spans the whole dim, padded in front, so output
// k sums elements 1..k. Sums of Bool and narrow integers accumulate in Int64/UInt64 (Base.add_sum), a
// cumprod of Bool stays Bool; a dim past ndims(x) leaves x as it is.
template <bool kSum>
Value cumulative(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims"})) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  int64_t rank = x->type().rank();
  const Value* dimsValue = keyword(call, "dims");
  int64_t d = 1;
  if (dimsValue && dimsValue->type() != s.ev.core().Nothing) d = s.requireInt(*dimsValue, call.span, "`dims`");
  else if (rank != 1) return Value();  // the host's UndefKeywordError
  if (d < 1) return Value();            // the host's ArgumentError
  E e = x->type().elementType();
  E acc = e;
  if (e == E::I1 ? kSum : (e == E::I8 || e == E::I16 || e == E::I32)) acc = E::I64;
  if (e == E::UI8 || e == E::UI16 || e == E::UI32) acc = E::UI64;
  if (acc != e) x = s.b.convert(x, acc);
  if (d <= rank && x->type().numElements() > 0) {
    int64_t axis = rank - d;  // decision 4: Julia dim d is IR dim rank - d
    int64_t n = x->type().dim(axis);
    ir::WindowOptions w;
    w.dimensions.assign(size_t(rank), 1);
    w.dimensions[size_t(axis)] = n;
    w.padding.assign(size_t(rank), {0, 0});
    w.padding[size_t(axis)] = {n - 1, 0};
    bool boolProd = !kSum && acc == E::I1;
    ir::Value* init = boolProd ? s.b.constantInt(E::I1, 1) : s.b.constant(acc, kSum ? 0.0 : 1.0);
    x = s.b.reduceWindow(x, init, w, boolProd ? ir::OpCode::And : kSum ? ir::OpCode::Add : ir::OpCode::Multiply);
  }
  return s.newArray(x, s.juliaTypeOf(acc));
}

}  // namespace

void registerArrayReduceRules(RuleTable& t) {
  registerCartesianRules(t);
  t.add("sum", reduction<ReduceKind::Sum>);
  t.add("prod", reduction<ReduceKind::Prod>);
  t.add("maximum", reduction<ReduceKind::Max>);
  t.add("minimum", reduction<ReduceKind::Min>);
  t.add("any", reduction<ReduceKind::Any>);
  t.add("all", reduction<ReduceKind::All>);
  t.add("mean", meanRule);
  t.add("var", varianceRule<false>);
  t.add("std", varianceRule<true>);
  t.add("findmax", findExtreme<true, true>);
  t.add("findmin", findExtreme<false, true>);
  t.add("argmax", findExtreme<true, false>);
  t.add("argmin", findExtreme<false, false>);
  t.add("map", mapRule);
  t.add("mapreduce", mapreduceRule);
  t.add("reduce", mapreduceRule);
  t.add("mapfoldl", mapreduceRule);
  t.add("cumsum", cumulative<true>);
  t.add("cumprod", cumulative<false>);
  t.add("foldl", mapreduceRule);
  t.add("findmax", findExtremeOf<true>);
  t.add("findmin", findExtremeOf<false>);
}

}  // namespace juxla::staging
