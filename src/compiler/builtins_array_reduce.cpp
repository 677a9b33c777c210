// The loops under reductions along dims and under scans (prelude/arrays_reduce.jl decides what
// to call with which operator): one pass over the array in C++, calling the Julia operator per
// element. Results take the element type their values join to, as collecting does.
#include "compiler/arrays.h"
#include "compiler/builtins.h"

namespace juxla::compiler {

namespace {

bool isIdentity(Evaluator& ev, const Value& f) { return f.type() == ev.baseFunction("identity").type(); }
bool isNoInit(const Value& v) { return v.type()->name->name->view() == "__NoInit"; }

Value arrayArgument(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  return isArray(ev, v) ? v : ev.callFunction(ev.baseFunction("collect"), {v}, span);
}

// An array of `dims` holding `values`, typed by the join of their types (`fallback` when empty).
Value joinedArray(Evaluator& ev, const std::vector<Value>& values, std::vector<int64_t> dims, const JType* fallback) {
  const JType* t = ev.core().Bottom;
  for (const Value& v : values)
    if (v.type() != t) t = promoteTypejoin(ev, t, v.type());
  if (values.empty()) t = fallback;
  Value out = newArray(ev, t, std::move(dims));
  for (size_t i = 0; i < values.size(); ++i) arraySetExact(arrayOf(out), int64_t(i), values[i]);
  return out;
}

// __scan(op, A, init, firstf, d): A[k] combined with the previous result along dimension d
// (d = 0: the linear order); the first of each run is firstf(A[k]) or op(init, A[k]).
Value builtinScan(Evaluator& ev, CallArgs& call) {
  Value op = call[1], init = call[3], firstf = call[4];
  Value arr = arrayArgument(ev, call[2], call.span);
  const ArrayObject& a = arrayOf(arr);
  int64_t d = convertNumber(ev, ev.core().Int64, call[5], call.span).asInt();
  if (d < 0) ev.raise("ArgumentError", "dimension must be ≥ 1, got " + std::to_string(d), call.span);
  int64_t n = a.length(), stride = 1, len = n;
  if (d > 0) {
    for (int64_t k = 0; k < d - 1 && k < int64_t(a.dims.size()); ++k) stride *= a.dims[size_t(k)];
    len = d <= int64_t(a.dims.size()) ? a.dims[size_t(d - 1)] : 1;
  }
  bool noInit = isNoInit(init), identityFirst = isIdentity(ev, firstf);
  std::vector<Value> out;
  out.reserve(size_t(n));
  for (int64_t k = 0; k < n; ++k) {
    Value x = arrayGet(ev, a, k, call.span);
    bool first = len == 0 || (k / stride) % len == 0;
    if (first) out.push_back(noInit ? (identityFirst ? x : ev.callFunction(firstf, {x}, call.span)) : ev.callFunction(op, {init, x}, call.span));
    else out.push_back(ev.callFunction(op, {out[size_t(k - stride)], x}, call.span));
  }
  return joinedArray(ev, out, d == 0 ? std::vector<int64_t>{n} : a.dims, a.elementType);
}

// __reduce_dims(f, op, firstf, A, region, init, emptyf): the dimensions in `region` (a tuple of
// Ints) collapse to length 1; each result folds f of its elements with op, the first through
// firstf (or op(init, ·)); an empty fold is init, firstf(emptyf(eltype(A))), or an error.
Value builtinReduceDims(Evaluator& ev, CallArgs& call) {
  Value f = call[1], op = call[2], firstf = call[3], init = call[6], emptyf = call[7];
  Value arr = arrayArgument(ev, call[4], call.span);
  const ArrayObject& a = arrayOf(arr);
  size_t nd = a.dims.size();
  std::vector<bool> reduced(nd, false);
  if (!call[5].type()->isTupleType) ev.raise("ArgumentError", "dims must be an integer or a tuple of integers", call.span);
  for (const Value& r : call[5].as<TupleObject>()->elements) {
    int64_t d = convertNumber(ev, ev.core().Int64, r, call.span).asInt();
    if (d < 1) ev.raise("ArgumentError", "region dimension(s) must be ≥ 1, got " + std::to_string(d), call.span);
    if (size_t(d) <= nd) reduced[size_t(d - 1)] = true;
  }
  std::vector<int64_t> outDims(nd), outStride(nd, 1);
  int64_t nout = 1;
  for (size_t k = 0; k < nd; ++k) {
    outDims[k] = reduced[k] ? 1 : a.dims[k];
    if (k) outStride[k] = outStride[k - 1] * outDims[k - 1];
    nout *= outDims[k];
  }
  bool noInit = isNoInit(init), identityF = isIdentity(ev, f), identityFirst = isIdentity(ev, firstf);
  std::vector<Value> acc(static_cast<size_t>(nout));
  std::vector<int64_t> index(nd, 0);
  for (int64_t k = 0; k < a.length(); ++k) {
    int64_t o = 0;
    for (size_t j = 0; j < nd; ++j)
      if (!reduced[j]) o += index[j] * outStride[j];
    Value x = arrayGet(ev, a, k, call.span);
    Value v = identityF ? x : ev.callFunction(f, {x}, call.span);
    Value& slot = acc[size_t(o)];
    if (slot.defined()) slot = ev.callFunction(op, {slot, v}, call.span);
    else if (noInit) slot = identityFirst ? v : ev.callFunction(firstf, {v}, call.span);
    else slot = ev.callFunction(op, {init, v}, call.span);
    for (size_t j = 0; j < nd; ++j) {
      if (++index[j] < a.dims[j]) break;
      index[j] = 0;
    }
  }
  for (Value& slot : acc) {
    if (slot.defined()) continue;
    if (!noInit) slot = init;
    else if (emptyf.type() != ev.core().Nothing)
      slot = ev.callFunction(firstf, {ev.callFunction(emptyf, {ev.universe().typeValue(a.elementType)}, call.span)}, call.span);
    else
      ev.raise("ArgumentError", "reducing over an empty collection is not allowed; consider supplying `init` to the reducer", call.span);
  }
  return joinedArray(ev, acc, outDims, a.elementType);
}

}  // namespace

void registerArrayReduceBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "__scan", {any, any, any, any, any}, builtinScan);
  ev.defineBuiltin(base, "__reduce_dims_loop", {any, any, any, any, any, any, any}, builtinReduceDims);
}

}  // namespace juxla::compiler
