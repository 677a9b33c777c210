// Vectors that change length (append!, insert!, deleteat!, resize!, empty!, pushfirst!,
// popfirst!, splice!) and whole-array rewrites (fill!, copyto!, reverse, reverse!, permutedims),
// as Julia's base/array.jl and abstractarraymath.jl define them.
#include <algorithm>
#include <cstring>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

// The vector argument of a resizing call; Julia refuses to resize storage another array shares.
ArrayObject& resizableVector(Evaluator& ev, const Value& v, const char* fn, frontend::SourceSpan span) {
  ArrayObject& a = arrayOf(v);
  if (a.dims.size() != 1) ev.raise("MethodError", std::string("no method matching ") + fn + "(::" + ev.universe().show(v.type()) + ", ...)", span);
  if (a.storage.use_count() > 1) ev.raise("ErrorException", "cannot resize array with shared data", span);
  return a;
}

// Sets the length of a vector; new boxed elements are #undef, new unboxed ones zero bits.
void setLength(ArrayObject& a, int64_t n) {
  if (a.unboxed()) a.storage->bytes.resize(size_t(n) * size_t(a.storage->elementBytes));
  else a.storage->values.resize(size_t(n));
  a.dims[0] = n;
}

// Moves elements [from, end) to start at `to` (overlapping moves are fine: memmove semantics).
void shiftTail(ArrayObject& a, int64_t from, int64_t to, int64_t count) {
  ArrayStorage& s = *a.storage;
  if (s.elementBytes) {
    size_t w = size_t(s.elementBytes);
    std::memmove(s.bytes.data() + size_t(to) * w, s.bytes.data() + size_t(from) * w, size_t(count) * w);
  } else if (to > from) {
    std::move_backward(s.values.begin() + from, s.values.begin() + from + count, s.values.begin() + to + count);
  } else {
    std::move(s.values.begin() + from, s.values.begin() + from + count, s.values.begin() + to);
  }
}

// The values of an iterable: arrays and ranges read directly, anything else through `collect`.
std::vector<Value> valuesOf(Evaluator& ev, const Value& itr, frontend::SourceSpan span) {
  std::vector<Value> out;
  if (itr.type()->isTupleType) return itr.as<TupleObject>()->elements;
  RangeView r;
  if (viewRange(ev, itr, r)) {
    for (int64_t i = 1; i <= r.length; ++i) out.push_back(r.at(ev, i));
    return out;
  }
  Value arr = isArray(ev, itr) ? itr : ev.callFunction(ev.baseFunction("collect"), {itr}, span);
  const ArrayObject& a = arrayOf(arr);
  out.reserve(size_t(a.length()));
  for (int64_t i = 0; i < a.length(); ++i) out.push_back(arrayGet(ev, a, i, span));
  return out;
}

Value builtinAppend(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "append!", call.span);
  for (size_t k = 2; k < call.size(); ++k) {
    std::vector<Value> items = valuesOf(ev, call[k], call.span);
    // Convert first so that a failed conversion leaves the vector as it was.
    for (Value& v : items) v = a.elementType == ev.core().Any ? v : convertTo(ev, a.elementType, v, call.span);
    int64_t n = a.length();
    setLength(a, n + int64_t(items.size()));
    for (size_t i = 0; i < items.size(); ++i) arraySetExact(a, n + int64_t(i), items[i]);
  }
  return call[1];
}

Value builtinPushfirst(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "pushfirst!", call.span);
  std::vector<Value> items;
  for (size_t k = 2; k < call.size(); ++k) items.push_back(convertTo(ev, a.elementType, call[k], call.span));
  int64_t n = a.length(), m = int64_t(items.size());
  setLength(a, n + m);
  shiftTail(a, 0, m, n);
  for (int64_t i = 0; i < m; ++i) arraySetExact(a, i, items[size_t(i)]);
  return call[1];
}

Value builtinPopfirst(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "popfirst!", call.span);
  int64_t n = a.length();
  if (n == 0) ev.raise("ArgumentError", "array must be non-empty", call.span);
  Value first = arrayGet(ev, a, 0, call.span);
  shiftTail(a, 1, 0, n - 1);
  setLength(a, n - 1);
  return first;
}

Value builtinInsert(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "insert!", call.span);
  int64_t n = a.length();
  int64_t i = convertNumber(ev, ev.core().Int64, call[2], call.span).asInt();
  // array.jl: 1 <= i <= length(a)+1 || throw(BoundsError(a, i))
  if (i < 1 || i > n + 1)
    ev.raise("BoundsError", "attempt to access " + describeArray(ev, call[1]) + " at index [" + std::to_string(i) + "]", call.span);
  Value v = convertTo(ev, a.elementType, call[3], call.span);
  setLength(a, n + 1);
  shiftTail(a, i - 1, i, n - (i - 1));
  arraySetExact(a, i - 1, v);
  return call[1];
}

// The sorted, distinct 1-based positions deleteat! removes (an Int, a range, or a vector of them).
std::vector<int64_t> deletePositions(Evaluator& ev, const Value& vec, const Value& idx, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  int64_t n = arrayOf(vec).length();
  std::vector<int64_t> pos;
  if (idx.type()->isData() && isSubtype(ev.universe(), idx.type(), c.Integer) && idx.type() != c.Bool) {
    pos.push_back(convertNumber(ev, c.Int64, idx, span).asInt());
  } else if (isArray(ev, idx) && arrayOf(idx).elementType == c.Bool) {
    const ArrayObject& m = arrayOf(idx);
    if (m.length() != n) ev.raise("BoundsError", "attempt to access " + describeArray(ev, vec) + " at index [" + ev.showValue(idx) + "]", span);
    for (int64_t i = 0; i < n; ++i)
      if (m.storage->bytes[size_t(i)]) pos.push_back(i + 1);
  } else {
    for (const Value& v : valuesOf(ev, idx, span)) pos.push_back(convertNumber(ev, c.Int64, v, span).asInt());
    // Julia: "indices must be unique and sorted"
    for (size_t k = 1; k < pos.size(); ++k)
      if (pos[k] <= pos[k - 1]) ev.raise("ArgumentError", "indices must be unique and sorted", span);
  }
  for (int64_t p : pos)
    if (p < 1 || p > n)
      ev.raise("BoundsError", "attempt to access " + describeArray(ev, vec) + " at index [" + (pos.size() == 1 && !isArray(ev, idx) ? ev.showValue(idx) : std::to_string(p)) + "]", span);
  return pos;
}

void removePositions(ArrayObject& a, const std::vector<int64_t>& pos) {
  int64_t n = a.length(), write = 0;
  size_t k = 0;
  for (int64_t read = 0; read < n; ++read) {
    if (k < pos.size() && pos[k] - 1 == read) {
      ++k;
      continue;
    }
    if (write != read) shiftTail(a, read, write, 1);
    ++write;
  }
  setLength(a, write);
}

Value builtinDeleteat(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "deleteat!", call.span);
  removePositions(a, deletePositions(ev, call[1], call[2], call.span));
  return call[1];
}

// splice!(a, i) removes and returns a[i]; splice!(a, r) returns the removed vector.
Value builtinSplice(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "splice!", call.span);
  std::vector<int64_t> pos = deletePositions(ev, call[1], call[2], call.span);
  bool scalar = !isArray(ev, call[2]) && !isRange(ev, call[2]);
  Value removed;
  if (scalar) {
    removed = arrayGet(ev, a, pos[0] - 1, call.span);
  } else {
    removed = newArray(ev, a.elementType, {int64_t(pos.size())});
    for (size_t k = 0; k < pos.size(); ++k) arraySetExact(arrayOf(removed), int64_t(k), arrayGet(ev, a, pos[k] - 1, call.span));
  }
  removePositions(a, pos);
  if (call.size() > 3) {
    // The replacement goes where the removed block started.
    std::vector<Value> items = valuesOf(ev, call[3], call.span);
    for (Value& v : items) v = convertTo(ev, a.elementType, v, call.span);
    // An empty range r inserts before first(r).
    int64_t at = !pos.empty() ? pos[0] - 1 : ev.callFunction(ev.baseFunction("first"), {call[2]}).asInt() - 1;
    int64_t n = a.length(), m = int64_t(items.size());
    setLength(a, n + m);
    shiftTail(a, at, at + m, n - at);
    for (int64_t i = 0; i < m; ++i) arraySetExact(a, at + i, items[size_t(i)]);
  }
  return removed;
}

Value builtinResize(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = resizableVector(ev, call[1], "resize!", call.span);
  int64_t n = convertNumber(ev, ev.core().Int64, call[2], call.span).asInt();
  if (n < 0) ev.raise("ArgumentError", "new length must be ≥ 0", call.span);
  ev.checkAllocation(double(n) * 16, call.span);
  setLength(a, n);
  return call[1];
}

Value builtinEmpty(Evaluator& ev, CallArgs& call) {
  setLength(resizableVector(ev, call[1], "empty!", call.span), 0);
  return call[1];
}

Value builtinFillInPlace(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[1]);
  Value v = convertTo(ev, a.elementType, call[2], call.span);
  for (int64_t i = 0; i < a.length(); ++i) arraySetExact(a, i, v);
  return call[1];
}

// copyto!(dest, src): src's elements into dest's first positions (linear order).
Value builtinCopyto(Evaluator& ev, CallArgs& call) {
  ArrayObject& d = arrayOf(call[1]);
  std::vector<Value> items = valuesOf(ev, call[2], call.span);
  if (int64_t(items.size()) > d.length())
    ev.raise("BoundsError", "attempt to access " + describeArray(ev, call[1]) + " at index [" + std::to_string(items.size()) + "]", call.span);
  for (size_t i = 0; i < items.size(); ++i) arraySet(ev, d, int64_t(i), items[i], call.span);
  return call[1];
}

// reverse(v) and reverse(v, start, stop) for vectors; for n-d arrays all dimensions reverse
// (Julia's dims=:), which is the linear order reversed.
Value builtinReverse(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  int64_t n = a.length();
  int64_t lo = call.size() > 2 ? convertNumber(ev, ev.core().Int64, call[2], call.span).asInt() : 1;
  int64_t hi = call.size() > 3 ? convertNumber(ev, ev.core().Int64, call[3], call.span).asInt() : n;
  if (lo <= hi && (lo < 1 || hi > n))
    ev.raise("BoundsError", "attempt to access " + describeArray(ev, call[1]) + " at index [" + std::to_string(lo < 1 ? lo : hi) + "]", call.span);
  Value out = newArray(ev, a.elementType, a.dims);
  ArrayObject& o = arrayOf(out);
  for (int64_t i = 0; i < n; ++i) {
    int64_t from = (i + 1 >= lo && i + 1 <= hi) ? (lo - 1) + (hi - 1) - i : i;
    if (a.unboxed() || a.storage->values[size_t(from)].defined()) arraySetExact(o, i, arrayGet(ev, a, from, call.span));
  }
  return out;
}

Value builtinReverseInPlace(Evaluator& ev, CallArgs& call) {
  Value r = builtinReverse(ev, call);
  *arrayOf(call[1]).storage = *arrayOf(r).storage;
  return call[1];
}

// permutedims(A, perm): B[i_perm...] = A[i...]; permutedims(v) of a vector is a 1×n matrix.
Value builtinPermutedims(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  size_t nd = a.dims.size();
  std::vector<int64_t> perm;
  if (call.size() > 2) {
    std::vector<Value> p = call[2].type()->isTupleType ? call[2].as<TupleObject>()->elements : valuesOf(ev, call[2], call.span);
    for (const Value& x : p) perm.push_back(convertNumber(ev, ev.core().Int64, x, call.span).asInt() - 1);
    std::vector<int64_t> sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    bool ok = sorted.size() == nd;
    for (size_t i = 0; ok && i < nd; ++i) ok = sorted[i] == int64_t(i);
    if (!ok) ev.raise("ArgumentError", "no valid permutation of dimensions", call.span);
  } else if (nd == 1) {
    Value out = newArray(ev, a.elementType, {1, a.dims[0]});
    *arrayOf(out).storage = *a.storage;
    return out;
  } else if (nd == 2) {
    perm = {1, 0};
  } else {
    ev.raise("MethodError", "permutedims of a " + std::to_string(nd) + "-dimensional array needs a permutation: permutedims(A, perm)", call.span);
  }
  std::vector<int64_t> dims(nd);
  for (size_t k = 0; k < nd; ++k) dims[k] = a.dims[size_t(perm[k])];
  Value out = newArray(ev, a.elementType, dims);
  ArrayObject& o = arrayOf(out);
  std::vector<int64_t> strides(nd, 1), index(nd, 0);
  for (size_t k = 1; k < nd; ++k) strides[k] = strides[k - 1] * a.dims[k - 1];
  for (int64_t i = 0; i < o.length(); ++i) {
    int64_t src = 0;
    for (size_t k = 0; k < nd; ++k) src += index[k] * strides[size_t(perm[k])];
    if (a.unboxed() || a.storage->values[size_t(src)].defined()) arraySetExact(o, i, arrayGet(ev, a, src, call.span));
    for (size_t k = 0; k < nd; ++k) {
      if (++index[k] < dims[k]) break;
      index[k] = 0;
    }
  }
  return out;
}

// isassigned(a, i...): whether the position is in bounds and holds a value (boxed elements start #undef).
Value builtinIsassigned(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  int64_t linear = 0, stride = 1;
  for (size_t k = 2; k < call.size(); ++k) {
    int64_t i = convertNumber(ev, ev.core().Int64, call[k], call.span).asInt();
    int64_t extent = call.size() == 3 ? a.length() : (k - 2 < a.dims.size() ? a.dims[k - 2] : 1);
    if (i < 1 || i > extent) return ev.universe().boolean(false);
    linear += (i - 1) * stride;
    stride *= extent;
  }
  return ev.universe().boolean(a.unboxed() || a.storage->values[size_t(linear)].defined());
}

}  // namespace

void registerArrayEditBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  const JType* array = ev.core().Array->wrapper;
  const JType* integer = ev.core().Integer;
  ev.defineBuiltin(base, "append!", {array, any}, builtinAppend, true);
  ev.defineBuiltin(base, "pushfirst!", {array, any}, builtinPushfirst, true);
  ev.defineBuiltin(base, "popfirst!", {array}, builtinPopfirst);
  ev.defineBuiltin(base, "insert!", {array, integer, any}, builtinInsert);
  ev.defineBuiltin(base, "deleteat!", {array, any}, builtinDeleteat);
  ev.defineBuiltin(base, "splice!", {array, any}, builtinSplice);
  ev.defineBuiltin(base, "splice!", {array, any, any}, builtinSplice);
  ev.defineBuiltin(base, "resize!", {array, integer}, builtinResize);
  ev.defineBuiltin(base, "empty!", {array}, builtinEmpty);
  ev.defineBuiltin(base, "fill!", {array, any}, builtinFillInPlace);
  ev.defineBuiltin(base, "copyto!", {array, any}, builtinCopyto);
  ev.defineBuiltin(base, "reverse", {array}, builtinReverse);
  ev.defineBuiltin(base, "reverse", {array, integer}, builtinReverse);
  ev.defineBuiltin(base, "reverse", {array, integer, integer}, builtinReverse);
  ev.defineBuiltin(base, "reverse!", {array}, builtinReverseInPlace);
  ev.defineBuiltin(base, "reverse!", {array, integer}, builtinReverseInPlace);
  ev.defineBuiltin(base, "reverse!", {array, integer, integer}, builtinReverseInPlace);
  ev.defineBuiltin(base, "isassigned", {array, any}, builtinIsassigned, true);
  ev.defineBuiltin(base, "permutedims", {array}, builtinPermutedims);
  ev.defineBuiltin(base, "permutedims", {array, any}, builtinPermutedims);
}

}  // namespace juxla::compiler
