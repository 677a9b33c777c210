// Broadcasting on the host: f.(args...) and x .op y over arrays, ranges, tuples and scalars with
// Julia's shape rules (trailing dimensions of length 1 stretch), and the in-place forms x .= y and
// a[i, :] .= y. The element type of a result is the join of its elements' types, as Julia's
// collection by widening gives.
#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

// One argument of a broadcast: an array (ranges and tuples are read as vectors) or a scalar.
struct Operand {
  bool scalar = true;
  Value value;                 // the scalar, or the array
  std::vector<int64_t> dims;
};

// The destination of `a[idx...] .= v`: positions of the parent array and their shape.
class DotView : public Object {
 public:
  Value parent;
  std::vector<int64_t> linear;
  std::vector<int64_t> dims;
};

// A SubArray of prelude/arrays_views.jl: fields parent, positions (1-based), dims.
bool isSubArray(Evaluator& ev, const Value& v) {
  const DataType* t = v.type();
  return v.isObject() && t->name->module == ev.baseModule() && t->name->name->view() == "SubArray" &&
         t->name->fieldNames.size() == 3;
}

Operand operandOf(Evaluator& ev, const Value& v, bool& anyArray, bool& anyTuple) {
  Operand op;
  op.value = v;
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (isArray(ev, v)) {
    op.scalar = false;
    op.dims = arrayOf(v).dims;
    anyArray = true;
  } else if (isRange(ev, v)) {
    op.value = ev.callFunction(ev.baseFunction("collect"), {v});
    op.scalar = false;
    op.dims = arrayOf(op.value).dims;
    anyArray = true;
  } else if (t->isTupleType) {
    const auto& e = v.as<TupleObject>()->elements;
    Value a = newArray(ev, c.Any, {int64_t(e.size())});
    for (size_t i = 0; i < e.size(); ++i) arraySetExact(arrayOf(a), int64_t(i), e[i]);
    op.value = a;
    op.scalar = false;
    op.dims = {int64_t(e.size())};
    anyTuple = true;
  } else if (isSubArray(ev, v) || (t->isData() && t->name != c.Ref && isSubtype(ev.universe(), t, c.AbstractArray->wrapper))) {
    // Other AbstractArrays (views): their elements, collected in their shape.
    op.value = ev.callFunction(ev.baseFunction("collect"), {v});
    op.scalar = false;
    op.dims = arrayOf(op.value).dims;
    anyArray = true;
  } else if (t->name == c.Ref) {
    op.value = v.as<StructObject>()->fields[0];  // Ref(x) protects x from broadcasting
  }
  return op;
}

std::vector<int64_t> commonShape(Evaluator& ev, const std::vector<Operand>& ops, frontend::SourceSpan span) {
  std::vector<int64_t> shape;
  for (const Operand& op : ops) {
    if (op.scalar) continue;
    if (op.dims.size() > shape.size()) shape.resize(op.dims.size(), 1);
    for (size_t d = 0; d < op.dims.size(); ++d) {
      int64_t n = op.dims[d];
      if (shape[d] == n || n == 1) continue;
      if (shape[d] == 1) {
        shape[d] = n;
        continue;
      }
      ev.raise("DimensionMismatch", "arrays could not be broadcast to a common size; got a dimension with lengths " +
                                        std::to_string(shape[d]) + " and " + std::to_string(n), span);
    }
  }
  return shape;
}

// The element of `op` at the output position `index` (a dimension of length 1 repeats).
Value elementAt(Evaluator& ev, const Operand& op, const std::vector<int64_t>& index, frontend::SourceSpan span) {
  if (op.scalar) return op.value;
  int64_t linear = 0, stride = 1;
  for (size_t d = 0; d < op.dims.size(); ++d) {
    int64_t i = op.dims[d] == 1 ? 0 : index[d];
    linear += i * stride;
    stride *= op.dims[d];
  }
  return arrayGet(ev, arrayOf(op.value), linear, span);
}

// Calls f on each combination, through a one-entry dispatch cache (broadcasts are homogeneous).
class ElementCaller {
 public:
  ElementCaller(Evaluator& ev, const Value& f, frontend::SourceSpan span) : ev_(ev), f_(f), span_(span) {
    table_ = ev.methodTableOf(f);
  }
  Value operator()(std::vector<Value>& args) {
    CallArgs call;
    call.span = span_;
    call.args.push(f_);
    for (Value& a : args) call.args.push(a);
    if (!table_) return ev_.call(call);
    types_.assign(1, ev_.universe().dispatchType(f_));
    for (Value& a : args) types_.push_back(ev_.universe().dispatchType(a));
    if (types_ != cachedTypes_ || version_ != table_->version) {
      lookup_ = &table_->lookup(ev_.universe(), types_);
      cachedTypes_ = types_;
      version_ = table_->version;
    }
    if (!lookup_->method) return ev_.call(call);
    return ev_.invoke(*lookup_->method, lookup_->bindings, call);
  }

 private:
  Evaluator& ev_;
  Value f_;
  frontend::SourceSpan span_;
  MethodTable* table_ = nullptr;
  std::vector<const JType*> types_, cachedTypes_;
  uint64_t version_ = 0;
  const MethodTable::Lookup* lookup_ = nullptr;
};

// `r .+ x`, `-r`, `x .* r`, `r ./ x` over ranges and numbers stay ranges where Julia's
// broadcasted methods say so (prelude/arrays.jl); an undefined Value when no rule applies.
Value rangeBroadcast(Evaluator& ev, CallArgs& call) {
  if (call.size() < 3 || call.size() > 4) return Value();
  const DataType* f = call[1].type();
  bool arithmetic = false;
  for (const char* op : {"+", "-", "*", "/"}) arithmetic = arithmetic || f == ev.baseFunction(op).type();
  if (!arithmetic) return Value();
  bool anyRange = false;
  for (size_t i = 2; i < call.size(); ++i) {
    if (isRange(ev, call[i])) anyRange = true;
    else if (!call[i].type()->isData() || !isSubtype(ev.universe(), call[i].type(), ev.core().Number)) return Value();
  }
  if (!anyRange) return Value();
  CallArgs rule;
  rule.span = call.span;
  rule.args.push(ev.baseFunction("__range_broadcast"));
  for (size_t i = 1; i < call.size(); ++i) rule.args.push(call[i]);
  Value r = ev.call(rule);
  return r.type() == ev.core().Nothing ? Value() : r;
}

Value broadcastElements(Evaluator& ev, CallArgs& call);

Value builtinBroadcast(Evaluator& ev, CallArgs& call) {
  if (Value r = rangeBroadcast(ev, call); r.defined()) return r;
  return broadcastElements(ev, call);
}

Value broadcastElements(Evaluator& ev, CallArgs& call) {
  bool anyArray = false, anyTuple = false;
  std::vector<Operand> ops;
  for (size_t i = 2; i < call.size(); ++i) ops.push_back(operandOf(ev, call[i], anyArray, anyTuple));
  ElementCaller caller(ev, call[1], call.span);
  std::vector<Value> args(ops.size());
  if (!anyArray && !anyTuple) {
    for (size_t i = 0; i < ops.size(); ++i) args[i] = ops[i].value;
    return caller(args);
  }
  std::vector<int64_t> shape = commonShape(ev, ops, call.span);
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<Value> results;
  results.reserve(size_t(n));
  std::vector<int64_t> index(shape.size(), 0);
  const JType* elementType = ev.core().Bottom;
  for (int64_t k = 0; k < n; ++k) {
    for (size_t i = 0; i < ops.size(); ++i) args[i] = elementAt(ev, ops[i], index, call.span);
    results.push_back(caller(args));
    if (results.back().type() != elementType) elementType = promoteTypejoin(ev, elementType, results.back().type());
    for (size_t d = 0; d < shape.size(); ++d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  // Tuples in, tuples out (when no array is involved).
  if (!anyArray) return makeTuple(ev, std::move(results));
  if (n == 0) elementType = ev.core().Any;
  Value out = newArray(ev, elementType, shape);
  ArrayObject& a = arrayOf(out);
  for (int64_t k = 0; k < n; ++k) arraySetExact(a, k, results[size_t(k)]);
  return out;
}

// x .= y: writes y (broadcast to x's shape) into x's elements, converting to x's element type.
void assignInto(Evaluator& ev, ArrayObject& dest, const std::vector<int64_t>& linear, const std::vector<int64_t>& shape,
                const Value& src, frontend::SourceSpan span) {
  bool anyArray = false, anyTuple = false;
  Operand op = operandOf(ev, src, anyArray, anyTuple);
  if (!op.scalar) {
    // check_broadcast_shape: each source dimension is 1 or the destination's; extra ones must be 1.
    for (size_t d = 0; d < op.dims.size(); ++d) {
      int64_t want = d < shape.size() ? shape[d] : 1;
      if (op.dims[d] != 1 && op.dims[d] != want)
        ev.raise("DimensionMismatch", "array could not be broadcast to match destination", span);
    }
  }
  std::vector<int64_t> index(shape.size(), 0);
  Value scalar = op.scalar ? convertTo(ev, dest.elementType, op.value, span) : Value();
  for (size_t k = 0; k < linear.size(); ++k) {
    if (op.scalar) arraySetExact(dest, linear[k], scalar);
    else arraySet(ev, dest, linear[k], elementAt(ev, op, index, span), span);
    for (size_t d = 0; d < shape.size(); ++d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

Value builtinBroadcastAssign(Evaluator& ev, CallArgs& call) {
  const Value& dest = call[1];
  if (isArray(ev, dest)) {
    ArrayObject& a = arrayOf(dest);
    std::vector<int64_t> linear(size_t(a.length()));
    for (size_t k = 0; k < linear.size(); ++k) linear[k] = int64_t(k);
    assignInto(ev, a, linear, a.dims, call[2], call.span);
    return dest;
  }
  if (isSubArray(ev, dest)) {
    const auto& f = dest.as<StructObject>()->fields;
    const ArrayObject& pos = arrayOf(f[1]);
    std::vector<int64_t> linear(size_t(pos.length())), dims;
    for (int64_t k = 0; k < pos.length(); ++k) linear[size_t(k)] = arrayGet(ev, pos, k).asInt() - 1;
    for (const Value& d : f[2].as<TupleObject>()->elements) dims.push_back(d.asInt());
    assignInto(ev, arrayOf(f[0]), linear, dims, call[2], call.span);
    return dest;
  }
  if (auto* view = dest.isObject() ? dynamic_cast<DotView*>(dest.obj()) : nullptr) {
    assignInto(ev, arrayOf(view->parent), view->linear, view->dims, call[2], call.span);
    return view->parent;
  }
  ev.raise("MethodError", "cannot broadcast into a value of type " + ev.universe().show(dest.type()) +
                              "; the left side of .= must be an array or an indexed array", call.span);
}

// a[idx...] on the left of .=: the selected places of a, not a copy.
Value builtinDotview(Evaluator& ev, CallArgs& call) {
  if (isSubArray(ev, call[1])) {
    // v[idx...] .= x on a view: the view of the view writes into the same parent.
    CallArgs view;
    view.span = call.span;
    view.args.push(ev.baseFunction("view"));
    for (size_t i = 1; i < call.size(); ++i) view.args.push(call[i]);
    return ev.call(view);
  }
  if (!isArray(ev, call[1])) return ev.callFunction(ev.baseFunction("getindex"), {call[1]}, call.span);
  // The positions come from the same selection getindex uses: index a linear-position array.
  const ArrayObject& a = arrayOf(call[1]);
  Value positions = newArray(ev, ev.core().Int64, a.dims);
  for (int64_t i = 0; i < a.length(); ++i) arraySetExact(arrayOf(positions), i, ev.universe().int64(i));
  CallArgs get;
  get.span = call.span;
  get.args.push(ev.baseFunction("getindex"));
  get.args.push(positions);
  for (size_t i = 2; i < call.size(); ++i) get.args.push(call[i]);
  Value picked = ev.call(get);
  auto* view = new DotView();
  Value result = Value::object(ev.baseType("__DotView"), view);
  view->parent = call[1];
  if (picked.type() == ev.core().Int64) {
    view->linear = {picked.asInt()};
    view->dims = {};
  } else {
    const ArrayObject& p = arrayOf(picked);
    for (int64_t i = 0; i < p.length(); ++i) view->linear.push_back(arrayGet(ev, p, i).asInt());
    view->dims = p.dims;
  }
  return result;
}

}  // namespace

void registerBroadcastBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  defineBaseType(ev, "__DotView", ev.core().Any, false, true);
  ev.defineBuiltin(base, "broadcast", {any, any}, builtinBroadcast, true);
  ev.defineBuiltin(base, "__broadcast_assign!", {any, any}, builtinBroadcastAssign);
  ev.defineBuiltin(base, "__dotview", {any, any}, builtinDotview, true);
}

}  // namespace juxla::compiler
