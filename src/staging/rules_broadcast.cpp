// Broadcasting in staged code: a dotted call becomes one elementwise IR expression. Each array
// argument is broadcast_in_dim'ed to the result shape (Julia aligns leading dimensions, so a
// Julia dim k is IR dim n-k), and `f` itself is staged once on "scalars" that hold whole tensors,
// so a user's function broadcasts exactly as its scalar code says.
#include "compiler/subtype.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/layout.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;

// A range operand broadcasts as the vector it stands for (its bounds may be staged).
bool isRangeOperand(Session& s, const Value& v) { return isStagedRange(s, v) || compiler::isRange(s.ev, v); }

// Julia's promote_shape check of A + B (base/indices.jl): the longer axes tuple is `a`; sizes must
// agree where both have a dimension and `a`'s extra dimensions must be 1. Empty when they agree.
std::string promoteShapeError(std::vector<int64_t> a, std::vector<int64_t> b) {
  if (a.size() < b.size()) std::swap(a, b);
  auto axes = [](const std::vector<int64_t>& dims) {
    std::string t;
    for (int64_t d : dims) t += (t.empty() ? "" : ", ") + std::string("Base.OneTo(") + std::to_string(d) + ")";
    return "(" + t + (dims.size() == 1 ? ",)" : ")");
  };
  for (size_t i = 0; i < b.size(); ++i)
    if (a[i] != b[i])
      return "dimensions must match: a has dims " + axes(a) + ", b has dims " + axes(b) + ", mismatch at " + std::to_string(i + 1);
  for (size_t i = b.size(); i < a.size(); ++i)
    if (a[i] != 1) return "dimensions must match: a has dims " + axes(a) + ", must have singleton at dim " + std::to_string(i + 1);
  return "";
}

}  // namespace

Value stagedBroadcast(Session& s, const Value& f, const std::vector<Value>& argsIn, SourceSpan span) {
  Evaluator& ev = s.ev;
  std::vector<Value> args = argsIn;
  bool anyArray = false;
  for (Value& a : args) {
    if (isRangeOperand(s, a)) {
      // Int64 ranges are an iota; float ranges are the host's elements (Julia's exact rounding).
      Value v = stagedRangeVector(s, a, span);
      a = v.defined() ? v : ev.callFunction(ev.baseFunction("collect"), {a}, span);
    }
    if (a.isObject() && a.type()->isTupleType) return Value();  // tuples broadcast on the host
    if (s.isNumericArray(a)) anyArray = true;
    else if (a.isObject() && a.type()->name == ev.core().Array) return Value();
  }
  if (!anyArray) return Value();
  // The result size: Julia's rule, dimension by dimension (1 stretches).
  std::vector<int64_t> dims;
  for (const Value& a : args) {
    if (!s.isNumericArray(a)) continue;
    const auto& d = a.as<ArrayObject>()->dims;
    if (d.size() > dims.size()) dims.resize(d.size(), 1);
    for (size_t i = 0; i < d.size(); ++i) {
      if (d[i] == dims[i] || d[i] == 1) continue;
      if (dims[i] == 1) {
        dims[i] = d[i];
        continue;
      }
      ev.raise("DimensionMismatch", "arrays could not be broadcast to a common size; got a dimension with lengths " +
                                        std::to_string(dims[i]) + " and " + std::to_string(d[i]), span);
    }
  }
  int64_t n = int64_t(dims.size());
  std::vector<int64_t> shape = irShape(dims);
  compiler::CallArgs call;
  call.span = span;
  call.args.push(f);
  for (const Value& a : args) {
    if (!s.isNumericArray(a)) {
      call.args.push(a);
      continue;
    }
    ir::Value* v = s.arrayValue(a);
    int64_t k = v->type().rank();
    std::vector<int64_t> map;
    for (int64_t j = 0; j < k; ++j) map.push_back(n - k + j);
    if (std::vector<int64_t>(v->type().shape().begin(), v->type().shape().end()) != shape)
      v = s.b.broadcastInDim(v, shape, map);
    call.args.push(s.scalar(v, static_cast<const DataType*>(a.as<ArrayObject>()->elementType)));
  }
  struct Batched {
    Session& s;
    bool on;
    Batched(Session& s, bool on) : s(s), on(on) { s.batchedBroadcasts += on; }
    ~Batched() { s.batchedBroadcasts -= on; }
  } batched(s, n > 0);
  Value r = ev.call(call);
  ir::Value* out;
  const DataType* et;
  if (isStagedScalar(r)) {
    out = s.valueOf(r);
    et = r.type();
  } else if (isNumberType(ev, r.type())) {
    out = s.valueOf(r);
    et = r.type();
  } else {
    ev.raise("StagingError", "in staged code a broadcast function must return a number; it returned a " + ev.universe().show(r.type()), span);
  }
  if (out->type().rank() == 0 && n > 0) out = s.b.broadcastInDim(out, shape, {});
  return s.newArray(out, et);
}

Value stagedAssign(Session& s, const Value& dest, const Value& src, SourceSpan span) {
  Evaluator& ev = s.ev;
  if (isStagedDotView(dest)) {
    auto* view = static_cast<StagedDotView*>(dest.obj());
    // The block's current value, then the assignment into it, then the block written back.
    compiler::CallArgs get;
    get.span = span;
    get.args.push(ev.baseFunction("getindex"));
    get.args.push(view->array);
    for (const Value& i : view->indices) get.args.push(i);
    Value block = ev.call(get);
    Value updated;
    if (s.isNumericArray(block)) {
      updated = stagedAssign(s, s.newArray(s.arrayValue(block), block.as<ArrayObject>()->elementType), src, span);
    } else {
      updated = src;  // x[i] .= v with one element
    }
    compiler::CallArgs set;
    set.span = span;
    set.args.push(ev.baseFunction("setindex!"));
    set.args.push(view->array);
    set.args.push(updated);
    for (const Value& i : view->indices) set.args.push(i);
    ev.call(set);
    return dest;
  }
  if (!s.isNumericArray(dest)) return Value();
  const auto& dims = dest.as<ArrayObject>()->dims;
  ir::Value* target = s.arrayValue(dest);
  ir::ElementType e = target->type().elementType();
  std::vector<int64_t> shape = irShape(dims);
  ir::Value* v;
  if (s.isNumericArray(src)) {
    const auto& sd = src.as<ArrayObject>()->dims;
    for (size_t i = 0; i < sd.size(); ++i)
      if (sd[i] != 1 && (i >= dims.size() || sd[i] != dims[i]))
        ev.raise("DimensionMismatch", "array could not be broadcast to match destination", span);
    v = s.arrayValue(src);
    int64_t n = int64_t(shape.size()), k = v->type().rank();
    std::vector<int64_t> map;
    for (int64_t j = 0; j < k; ++j) map.push_back(n - k + j);
    if (k > n) v = s.b.reshape(v, shape);
    else if (std::vector<int64_t>(v->type().shape().begin(), v->type().shape().end()) != shape) v = s.b.broadcastInDim(v, shape, map);
    if (v->type().elementType() != e) {
      // Julia converts each element to the destination's type (InexactError when it cannot).
      Value converted = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(dest.as<ArrayObject>()->elementType),
                                                                     s.scalar(v, s.juliaTypeOf(v->type().elementType()))}, span);
      v = s.valueOf(converted, e);
    }
  } else if (isStagedScalar(src) || isNumberType(ev, src.type())) {
    Value converted = src;
    if (src.type() != dest.as<ArrayObject>()->elementType)
      converted = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(dest.as<ArrayObject>()->elementType), src}, span);
    v = s.valueOf(converted, e);
    if (v->type().rank() == 0) v = s.b.broadcastInDim(v, shape, {});
  } else {
    return Value();
  }
  s.setArrayValue(dest, v);
  return dest;
}

namespace {

// f.(t...) over tuples holding staged numbers (and numbers): a tuple of the calls, tuples of length 1
// stretching, as Julia's broadcast over tuples.
Value tupleBroadcast(Session& s, const Value& f, const std::vector<Value>& args, SourceSpan span) {
  size_t n = 1;
  for (const Value& a : args) {
    if (!(a.isObject() && a.type()->isTupleType)) continue;
    size_t len = a.as<compiler::TupleObject>()->elements.size();
    if (len == n || len == 1) continue;
    if (n != 1)
      s.ev.raise("DimensionMismatch", "arrays could not be broadcast to a common size; got a dimension with lengths " +
                                          std::to_string(n) + " and " + std::to_string(len), span);
    n = len;
  }
  std::vector<Value> out;
  for (size_t i = 0; i < n; ++i) {
    compiler::CallArgs c;
    c.span = span;
    c.args.push(f);
    for (const Value& a : args) {
      if (!(a.isObject() && a.type()->isTupleType)) c.args.push(a);
      else {
        const auto& e = a.as<compiler::TupleObject>()->elements;
        c.args.push(e.size() == 1 ? e[0] : e[i]);
      }
    }
    out.push_back(s.ev.call(c));
  }
  return compiler::makeTuple(s.ev, std::move(out));
}

// r .+ x, x .* r, -r ... of ranges and numbers: a range where Julia's broadcasted methods give one
// (prelude's __range_broadcast, as the host asks), its bounds staged; undefined otherwise.
Value rangeArithmetic(Session& s, CallArgs& call) {
  if (call.size() < 3 || call.size() > 4) return Value();
  std::string name = ruleKey(s.ev, call[1]);
  if (name != "+" && name != "-" && name != "*" && name != "/") return Value();
  const compiler::CoreTypes& c = s.ev.core();
  bool integers = name != "/";
  for (size_t i = 2; i < call.size(); ++i) {
    const Value& a = call[i];
    if (isRangeOperand(s, a)) integers &= !a.type()->params.empty() && compiler::isSubtype(s.ev.universe(), a.type()->params[0].asType(), c.Integer);
    else if (isStagedScalar(a) || isNumberType(s.ev, a.type())) integers &= compiler::isSubtype(s.ev.universe(), a.type(), c.Integer);
    else return Value();
  }
  // Julia's result is a floating-point range then, whose elements (twice-precision arithmetic) are
  // not staged: refused rather than answered with other roundings.
  if (!integers)
    unsupported(s.ev, "`" + name + "` broadcast over a range and a staged number gives a floating-point range, which "
                "staged code cannot build yet; `collect` the range to broadcast over its elements", call.span);
  compiler::CallArgs rule;
  rule.span = call.span;
  rule.args.push(s.ev.baseFunction("__range_broadcast"));
  for (size_t i = 1; i < call.size(); ++i) rule.args.push(call[i]);
  Value r = s.ev.call(rule);
  return r.type() == c.Nothing ? Value() : r;
}

Value broadcastRule(Session& s, CallArgs& call) {
  if (call.size() < 2 || !call.keywords.empty()) return Value();
  std::vector<Value> args;
  bool anyArray = false, anyStaged = false, anyTuple = false, anyRange = false;
  for (size_t i = 2; i < call.size(); ++i) {
    const Value& a = call[i];
    args.push_back(a);
    anyArray |= s.isNumericArray(a), anyStaged |= isStagedScalar(a), anyRange |= isRangeOperand(s, a);
    anyTuple |= a.isObject() && a.type()->isTupleType;
  }
  if (!anyArray && anyRange) {
    if (Value r = rangeArithmetic(s, call); r.defined()) return r;
    anyArray = true;  // the range's elements, as a vector
  }
  if (!anyArray && anyTuple) {
    for (const Value& a : args)  // only tuples and numbers: anything else is the host's broadcast
      if (!(a.isObject() && a.type()->isTupleType) && !isStagedScalar(a) && !isNumberType(s.ev, a.type())) return Value();
    return tupleBroadcast(s, call[1], args, call.span);
  }
  if (!anyArray) {
    if (!anyStaged) return Value();
    // Only numbers: broadcasting is the call itself.
    compiler::CallArgs c;
    c.span = call.span;
    c.args.push(call[1]);
    for (const Value& a : args) c.args.push(a);
    return s.ev.call(c);
  }
  return stagedBroadcast(s, call[1], args, call.span);
}

Value assignRule(Session& s, CallArgs& call) {
  if (call.size() != 3) return Value();
  return stagedAssign(s, call[1], call[2], call.span);
}

Value dotview(Session& s, CallArgs& call) {
  if (call.size() < 2 || !s.isNumericArray(call[1])) return Value();
  auto* view = new StagedDotView();
  Value v = Value::object(s.ev.core().Any, view);
  view->array = call[1];
  for (size_t i = 2; i < call.size(); ++i) view->indices.push_back(call[i]);
  return v;
}

// A + B, A - B of equal sizes, -A, and an array times or divided by a number: elementwise, as Julia.
Value arrayArithmetic(Session& s, CallArgs& call) {
  bool anyArray = false;
  for (size_t i = 1; i < call.size(); ++i) anyArray |= s.isNumericArray(call[i]);
  if (!anyArray) return Value();
  std::string name = ruleKey(s.ev, call[0]);
  if (call.size() == 2 && (name == "-" || name == "+"))
    return stagedBroadcast(s, call[0], {call[1]}, call.span);
  if (call.size() != 3) return Value();
  bool a = s.isNumericArray(call[1]), b = s.isNumericArray(call[2]);
  if (name == "+" || name == "-") {
    if (!(a && b)) return Value();  // array + number is a MethodError in Julia: the host says so
    std::string mismatch = promoteShapeError(call[1].as<ArrayObject>()->dims, call[2].as<ArrayObject>()->dims);
    if (!mismatch.empty()) s.ev.raise("DimensionMismatch", mismatch, call.span);
    return stagedBroadcast(s, call[0], {call[1], call[2]}, call.span);
  }
  if (name == "*" && a != b) return stagedBroadcast(s, call[0], {call[1], call[2]}, call.span);
  if (name == "/" && a && !b) return stagedBroadcast(s, call[0], {call[1], call[2]}, call.span);
  return Value();
}

}  // namespace

void registerBroadcastRules(RuleTable& t) {
  t.add("broadcast", broadcastRule);
  t.add("__broadcast_assign!", assignRule);
  t.add("__dotview", dotview);
  for (const char* op : {"+", "-", "*", "/"}) t.add(op, arrayArithmetic);
}

}  // namespace juxla::staging
