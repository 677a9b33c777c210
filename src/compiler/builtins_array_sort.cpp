// sort! and sortperm of host vectors with Julia's keywords (by, lt, rev; alg and order accepted).
// Julia's default algorithms are stable, so both sort stably; numbers under the default order
// compare natively by isless (NaN last, -0.0 before 0.0), anything else through calls of lt and by.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "compiler/arrays.h"
#include "compiler/builtins.h"

namespace juxla::compiler {

namespace {

struct SortOptions {
  Value by, lt;
  bool rev = false;
  bool defaultBy = true, defaultLt = true;
};

SortOptions readSortOptions(Evaluator& ev, CallArgs& call, const char* fn) {
  SortOptions o;
  for (auto& [name, value] : call.keywords) {
    std::string_view k = name->view();
    if (k == "by") {
      o.by = value;
      o.defaultBy = value.type() == ev.baseFunction("identity").type();
    } else if (k == "lt") {
      o.lt = value;
      o.defaultLt = value.type() == ev.baseFunction("isless").type();
    } else if (k == "rev") {
      if (value.type() != ev.core().Bool)
        ev.raise("TypeError", std::string("in keyword argument rev, expected Bool, got a value of type ") + ev.universe().show(value.type()), call.span);
      o.rev = value.asBool();
    } else if (k != "alg" && k != "order") {
      ev.raise("MethodError", std::string(fn) + " got unsupported keyword argument \"" + std::string(k) + "\"", call.span);
    }
  }
  return o;
}

enum class NativeKind { None, Signed, Unsigned, Float };

NativeKind nativeKind(Evaluator& ev, const JType* t) {
  const CoreTypes& c = ev.core();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8) return NativeKind::Signed;
  if (t == c.UInt64 || t == c.UInt32 || t == c.UInt16 || t == c.UInt8 || t == c.Bool || t == c.Char) return NativeKind::Unsigned;
  if (t == c.Float64 || t == c.Float32) return NativeKind::Float;
  return NativeKind::None;
}

// Julia's isless on floats: NaN after everything, -0.0 before 0.0.
bool floatIsless(double x, double y) {
  if (std::isnan(x)) return false;
  if (std::isnan(y)) return true;
  if (x == y) return std::signbit(x) && !std::signbit(y);
  return x < y;
}

double asDouble(const Value& v, const CoreTypes& c) { return v.type() == c.Float32 ? double(v.asFloat32()) : v.asFloat64(); }

// A stable merge sort whose loops are bounded by the lengths alone: a user's `lt` that is not a
// strict weak order (lt = (a, b) -> true) gives some order, never a read out of bounds, which
// std::stable_sort does not promise.
template <class Less>
void mergeSort(std::vector<int64_t>& v, Less less) {
  size_t n = v.size();
  std::vector<int64_t> buffer(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buffer[k++] = less(v[j], v[i]) ? v[j++] : v[i++];
      while (i < mid) buffer[k++] = v[i++];
      while (j < hi) buffer[k++] = v[j++];
    }
    v.swap(buffer);
  }
}

// The permutation (0-based) that sorts `a` stably under the options.
std::vector<int64_t> sortingPermutation(Evaluator& ev, const ArrayObject& a, const SortOptions& o, frontend::SourceSpan span) {
  int64_t n = a.length();
  std::vector<int64_t> perm(static_cast<size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<Value> keys(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    Value x = arrayGet(ev, a, i, span);
    keys[size_t(i)] = o.defaultBy ? x : ev.callFunction(o.by, {x}, span);
  }
  // Native comparisons when every key is the same primitive number type and lt is isless.
  NativeKind kind = NativeKind::None;
  if (o.defaultLt && n > 0) {
    kind = nativeKind(ev, keys[0].type());
    for (const Value& k : keys)
      if (k.type() != keys[0].type()) kind = NativeKind::None;
  }
  const CoreTypes& c = ev.core();
  auto less = [&](int64_t i, int64_t j) -> bool {
    Value r = ev.callFunction(o.defaultLt ? ev.baseFunction("isless") : o.lt, {keys[size_t(i)], keys[size_t(j)]}, span);
    if (r.type() != c.Bool)
      ev.raise("TypeError", "non-boolean (" + ev.universe().show(r.type()) + ") used in boolean context", span);
    return r.asBool();
  };
  if (kind != NativeKind::None) {
    // isless on one primitive type is a strict weak order, so the library's sort is safe here;
    // keys are read once into plain numbers.
    std::vector<std::pair<double, int64_t>> f;
    std::vector<std::pair<uint64_t, int64_t>> u;
    std::vector<std::pair<int64_t, int64_t>> si;
    auto order = [&](auto& pairs, auto lt) {
      if (o.rev) std::stable_sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) { return lt(y.first, x.first); });
      else std::stable_sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) { return lt(x.first, y.first); });
      for (size_t k = 0; k < pairs.size(); ++k) perm[k] = pairs[k].second;
    };
    for (int64_t i = 0; i < n; ++i) {
      const Value& x = keys[size_t(i)];
      if (kind == NativeKind::Float) f.emplace_back(asDouble(x, c), i);
      else if (kind == NativeKind::Unsigned) u.emplace_back(x.rawBits(), i);
      else si.emplace_back(x.asInt(), i);
    }
    if (kind == NativeKind::Float) order(f, floatIsless);
    else if (kind == NativeKind::Unsigned) order(u, [](uint64_t a, uint64_t b) { return a < b; });
    else order(si, [](int64_t a, int64_t b) { return a < b; });
    return perm;
  }
  if (o.rev) mergeSort(perm, [&](int64_t i, int64_t j) { return less(j, i); });
  else mergeSort(perm, less);
  return perm;
}

Value builtinSortInPlace(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[1]);
  if (a.dims.size() != 1)
    ev.raise("UndefKeywordError", "keyword argument `dims` not assigned", call.span);
  SortOptions o = readSortOptions(ev, call, "sort!");
  std::vector<int64_t> perm = sortingPermutation(ev, a, o, call.span);
  std::vector<Value> values;
  values.reserve(perm.size());
  for (int64_t p : perm) values.push_back(arrayGet(ev, a, p, call.span));
  for (size_t i = 0; i < values.size(); ++i) arraySetExact(a, int64_t(i), values[i]);
  return call[1];
}

Value builtinSortperm(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  if (a.dims.size() != 1)
    ev.raise("UndefKeywordError", "keyword argument `dims` not assigned", call.span);
  SortOptions o = readSortOptions(ev, call, "sortperm");
  std::vector<int64_t> perm = sortingPermutation(ev, a, o, call.span);
  Value out = newArray(ev, ev.core().Int64, {int64_t(perm.size())});
  for (size_t i = 0; i < perm.size(); ++i) arraySetExact(arrayOf(out), int64_t(i), ev.universe().int64(perm[i] + 1));
  return out;
}

}  // namespace

void registerArraySortBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* array = ev.core().Array->wrapper;
  ev.defineBuiltin(base, "sort!", {array}, builtinSortInPlace)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "sortperm", {array}, builtinSortperm)->hasKeywordSplat = true;
}

}  // namespace juxla::compiler
