#include "staging/carried.h"

#include <cstring>

#include "compiler/code.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/cartesian_array.h"

namespace juxla::staging {

using compiler::isStagedScalar;

State captureState(Session& s, compiler::Frame& f) {
  State st;
  st.slots = f.slots;
  st.heap = s.heap();
  for (auto& [obj, original] : s.touched) st.fields.push_back(obj.as<compiler::StructObject>()->fields);
  st.touchedCount = s.touched.size();
  st.errorCode = s.errorCode;
  st.token = s.token;
  st.rng = s.rng;
  st.serialMark = ArrayObject::nextSerial;
  if (auto it = s.exits.find(&f); it != s.exits.end()) st.exit = it->second;
  st.allExits = s.exits;
  for (auto& [box, original] : s.touchedBoxes) st.boxes.push_back(box.as<compiler::BoxObject>()->value);
  return st;
}

void restoreState(Session& s, compiler::Frame& f, const State& st) {
  f.slots = st.slots;
  s.heap() = st.heap;
  // A global first met after `st` was captured is still a parameter, holding its entry value there.
  for (auto& [a, param] : s.capturedArrays()) s.heap().emplace(a, param);
  for (size_t i = 0; i < s.touched.size(); ++i) {
    auto& fields = s.touched[i].first.as<compiler::StructObject>()->fields;
    fields = i < st.touchedCount ? st.fields[i] : s.touched[i].second;
  }
  s.errorCode = st.errorCode;
  s.token = st.token;
  s.rng = st.rng;
  s.exits = st.allExits;
  for (size_t i = 0; i < s.touchedBoxes.size(); ++i)
    s.touchedBoxes[i].first.as<compiler::BoxObject>()->value = i < st.boxes.size() ? st.boxes[i] : s.touchedBoxes[i].second;
  if (st.exit.any() || st.exit.returnValue.defined()) s.exits[&f] = st.exit;
  else s.exits.erase(&f);
}

Value numberFromTensor(Session& s, const interp::Tensor& t) {
  const DataType* jt = s.juliaTypeOf(t.elementType());
  uint64_t bits = 0;
  std::memcpy(&bits, t.bytes().data(), t.bytes().size());
  const compiler::CoreTypes& c = s.ev.core();
  if (jt == c.Int32) bits = uint64_t(int64_t(int32_t(uint32_t(bits))));
  else if (jt == c.Int16) bits = uint64_t(int64_t(int16_t(uint16_t(bits))));
  else if (jt == c.Int8) bits = uint64_t(int64_t(int8_t(uint8_t(bits))));
  else if (jt == c.Bool) bits = bits & 1;
  return Value::bits(jt, bits);
}

Value arrayFromTensor(Session& s, const interp::Tensor& t, const JType* elementType) {
  if (isCartesianIndexType(s.ev, elementType)) return cartesianArrayFromTensor(s, t, elementType);
  auto shape = t.shape();
  Value v = compiler::newArray(s.ev, elementType, std::vector<int64_t>(shape.rbegin(), shape.rend()));
  auto& bytes = v.as<ArrayObject>()->storage->bytes;
  size_t n = std::min(bytes.size(), t.bytes().size());
  if (n) std::memcpy(bytes.data(), t.bytes().data(), n);  // empty arrays have no buffer
  return v;
}

Value tokenValue(Session& s, ir::Value* token) {
  return Value::object(s.ev.core().Nothing, new compiler::StagedScalar(token));
}

bool isTokenValue(Session& s, const Value& v) {
  return v.isObject() && v.type() == s.ev.core().Nothing && dynamic_cast<compiler::StagedScalar*>(v.obj());
}

Value hostFromLayout(Session& s, const Layout& l, std::span<const interp::Tensor> tensors, size_t& next) {
  switch (l.kind) {
    case Layout::Kind::Host: return l.host;
    case Layout::Kind::Scalar: return numberFromTensor(s, tensors[next++]);
    case Layout::Kind::Array: return arrayFromTensor(s, tensors[next++], l.elementType);
    case Layout::Kind::Token: ++next; return s.ev.universe().nothing();
    case Layout::Kind::Tuple:
    case Layout::Kind::Struct: {
      std::vector<Value> e;
      for (const Layout& c : l.children) e.push_back(hostFromLayout(s, c, tensors, next));
      if (l.kind == Layout::Kind::Tuple) return Value::object(l.type, new compiler::TupleObject(std::move(e)));
      return Value::object(l.type, new compiler::StructObject(std::move(e)));
    }
  }
  return Value();
}

bool sameValue(const Value& a, const Value& b) {
  if (a.defined() != b.defined()) return false;
  return a.type() == b.type() && a.rawBits() == b.rawBits();
}

Layout layoutOf(Session& s, const Value& v) {
  Layout l;
  if (isTokenValue(s, v)) {
    l.kind = Layout::Kind::Token;
    return l;
  }
  if (isStagedScalar(v)) {
    l.kind = Layout::Kind::Scalar;
    l.type = v.type();
    return l;
  }
  if (s.isNumericArray(v) || isStagedCartesianArray(s, v)) {
    l.kind = Layout::Kind::Array;
    l.type = v.type();
    l.elementType = v.as<ArrayObject>()->elementType;
    auto shape = s.arrayValue(v)->type().shape();
    l.irShape.assign(shape.begin(), shape.end());
    return l;
  }
  const DataType* t = v.defined() ? v.type() : nullptr;
  if (t && v.isObject() && (t->isTupleType || t->name == s.ev.core().NamedTuple)) {
    l.kind = Layout::Kind::Tuple;
    l.type = t;
    for (const Value& e : v.as<compiler::TupleObject>()->elements) l.children.push_back(layoutOf(s, e));
    bool allHost = true;
    for (const Layout& c : l.children) allHost &= c.kind == Layout::Kind::Host;
    if (!allHost) return l;
  } else if (t && v.isObject() && (!t->name->isMutable || s.builtInRegion.count(v.obj())) && !t->isKindType &&
             dynamic_cast<compiler::StructObject*>(v.obj())) {
    l.kind = Layout::Kind::Struct;
    l.type = t;
    for (const Value& e : v.as<compiler::StructObject>()->fields) l.children.push_back(layoutOf(s, e));
    bool allHost = true;
    for (const Layout& c : l.children) allHost &= c.kind == Layout::Kind::Host;
    if (!allHost) return l;
  }
  Layout h;
  h.kind = Layout::Kind::Host;
  h.host = v;
  return h;
}

static std::string describe(Session& s, const Value& v) {
  if (!v.defined()) return "undefined";
  return s.ev.universe().show(v.type());
}

bool join(Session& s, Layout& l, const Value& v, std::string& why) {
  switch (l.kind) {
    case Layout::Kind::Host: {
      if (sameValue(l.host, v)) return true;
      if (!l.host.defined() || !v.defined()) {
        why = "it is assigned on one path only";
        return false;
      }
      bool hostNumber = isNumberType(s.ev, l.host.type());
      bool vNumber = isStagedScalar(v) || isNumberType(s.ev, v.type());
      if (hostNumber && vNumber) {
        const JType* t = compiler::promoteType(s.ev, l.host.type(), v.type());
        if (!s.elementTypeOf(t)) {
          why = "it is a " + describe(s, l.host) + " on one path and a " + describe(s, v) + " on another";
          return false;
        }
        l = Layout{};
        l.kind = Layout::Kind::Scalar;
        l.type = static_cast<const DataType*>(t);
        return true;
      }
      Layout self = layoutOf(s, l.host);
      bool madeInRegion = v.isObject() && l.host.isObject() &&
                          (s.builtInRegion.count(v.obj()) || s.builtInRegion.count(l.host.obj()));
      if (self.kind == Layout::Kind::Host && v.defined() && v.isObject() && v.type() == l.host.type() &&
          (v.type()->isTupleType || v.type()->name == s.ev.core().NamedTuple ||
           ((!v.type()->name->isMutable || madeInRegion) && dynamic_cast<compiler::StructObject*>(v.obj())))) {
        // A host tuple or struct meeting another of its type: compare them field by field.
        bool tuple = v.type()->isTupleType || v.type()->name == s.ev.core().NamedTuple;
        self.kind = tuple ? Layout::Kind::Tuple : Layout::Kind::Struct;
        self.type = v.type();
        const auto& fields = tuple ? l.host.as<compiler::TupleObject>()->elements : l.host.as<compiler::StructObject>()->fields;
        self.children.clear();
        for (const Value& e : fields) {
          Layout c;
          c.host = e;
          // A mutable object's fields are read here in another path's state: its numbers travel as
          // values, never as constants of one path.
          if (v.type()->name->isMutable && isNumberType(s.ev, e.type()) && s.elementTypeOf(e.type())) {
            c.kind = Layout::Kind::Scalar;
            c.type = e.type();
            c.host = Value();
          }
          self.children.push_back(c);
        }
      }
      if (self.kind == Layout::Kind::Host) {
        why = v.type() == l.host.type()
                  ? "it is a different " + describe(s, v) + " object on each path (a mutable object made before compiled code chose between them keeps its identity)"
                  : "it is " + describe(s, l.host) + " on one path and " + describe(s, v) + " on another";
        return false;
      }
      l = self;
      return join(s, l, v, why);
    }
    case Layout::Kind::Token: return isTokenValue(s, v);
    case Layout::Kind::Scalar: {
      if (!v.defined() || !(isStagedScalar(v) || isNumberType(s.ev, v.type()))) {
        why = "it is a " + s.ev.universe().show(l.type) + " on one path and " + describe(s, v) + " on another";
        return false;
      }
      const JType* t = compiler::promoteType(s.ev, l.type, v.type());
      if (!s.elementTypeOf(t)) {
        why = "it is a " + s.ev.universe().show(l.type) + " on one path and a " + describe(s, v) + " on another";
        return false;
      }
      l.type = static_cast<const DataType*>(t);
      return true;
    }
    case Layout::Kind::Array: {
      if (!s.isNumericArray(v) && !isStagedCartesianArray(s, v)) {
        why = "it is an array on one path and " + describe(s, v) + " on another";
        return false;
      }
      auto shape = s.arrayValue(v)->type().shape();
      if (std::vector<int64_t>(shape.begin(), shape.end()) != l.irShape) {
        why = "its size differs between paths (sizes are static in compiled code)";
        return false;
      }
      if (v.as<ArrayObject>()->elementType != l.elementType) {
        why = "its element type differs between paths: " + s.ev.universe().show(l.type) + " and " + describe(s, v);
        return false;
      }
      return true;
    }
    case Layout::Kind::Tuple:
    case Layout::Kind::Struct: {
      if (!v.defined() || v.type() != l.type) {
        why = "it is a " + s.ev.universe().show(l.type) + " on one path and " + describe(s, v) + " on another";
        return false;
      }
      const auto& fields = l.kind == Layout::Kind::Tuple ? v.as<compiler::TupleObject>()->elements
                                                         : v.as<compiler::StructObject>()->fields;
      for (size_t i = 0; i < fields.size(); ++i)
        if (!join(s, l.children[i], fields[i], why)) return false;
      return true;
    }
  }
  return false;
}

void leavesOf(Session& s, const Layout& l, const Value& v, std::vector<ir::Value*>& out) {
  switch (l.kind) {
    case Layout::Kind::Host: return;
    case Layout::Kind::Token: out.push_back(v.as<compiler::StagedScalar>()->value); return;
    case Layout::Kind::Scalar: out.push_back(s.valueOf(v, *s.elementTypeOf(l.type))); return;
    case Layout::Kind::Array: out.push_back(s.arrayValue(v)); return;
    case Layout::Kind::Tuple:
    case Layout::Kind::Struct: {
      const auto& fields = l.kind == Layout::Kind::Tuple ? v.as<compiler::TupleObject>()->elements
                                                         : v.as<compiler::StructObject>()->fields;
      for (size_t i = 0; i < fields.size(); ++i) leavesOf(s, l.children[i], fields[i], out);
      return;
    }
  }
}

std::vector<ir::Type> leafTypes(Session& s, const Layout& l) {
  std::vector<ir::Type> out;
  switch (l.kind) {
    case Layout::Kind::Host: break;
    case Layout::Kind::Token: out.push_back(ir::Type::token()); break;
    case Layout::Kind::Scalar: out.push_back(ir::Type::scalar(*s.elementTypeOf(l.type))); break;
    case Layout::Kind::Array: out.push_back(ir::Type::tensor(carriedElementType(s, l.elementType), l.irShape)); break;
    case Layout::Kind::Tuple:
    case Layout::Kind::Struct:
      for (const Layout& c : l.children) {
        auto t = leafTypes(s, c);
        out.insert(out.end(), t.begin(), t.end());
      }
      break;
  }
  return out;
}

Value rebuildFrom(Session& s, const Layout& l, ir::Value* const*& next) {
  switch (l.kind) {
    case Layout::Kind::Host: return l.host;
    case Layout::Kind::Token: return tokenValue(s, *next++);
    case Layout::Kind::Scalar: return s.scalar(*next++, l.type);
    case Layout::Kind::Array: return carriedArray(s, *next++, l.elementType);
    case Layout::Kind::Tuple: {
      std::vector<Value> e;
      for (const Layout& c : l.children) e.push_back(rebuildFrom(s, c, next));
      return Value::object(l.type, new compiler::TupleObject(std::move(e)));
    }
    case Layout::Kind::Struct: {
      std::vector<Value> e;
      for (const Layout& c : l.children) e.push_back(rebuildFrom(s, c, next));
      Value made = Value::object(l.type, new compiler::StructObject(std::move(e)));
      if (l.type->name->isMutable) {  // a mutable struct two paths made: new again, for outer regions
        std::vector<Value> before(l.children.size());
        for (size_t i = 0; i < l.children.size(); ++i)
          if (l.children[i].kind == Layout::Kind::Host) before[i] = l.children[i].host;
        s.touchNew(made, std::move(before));
      }
      return made;
    }
  }
  return Value();
}

void cannotJoin(Session& s, const Place& p, const std::string& why, frontend::SourceSpan span, const char* what) {
  compiler::JuliaError e("StagingError", p.name + " cannot be carried through " + what + ": " + why, span);
  e.advice = "give it one type on every path (convert it first), and keep array sizes the same";
  throw e;
}

void pathsDisagree(Session& s, ir::Value* pred, const Place* p, const std::string& why, frontend::SourceSpan span,
                   const char* what) {
  std::vector<size_t> params;
  if (s.fromNumberParams(pred, params)) throw ConcretizeRequest{params};
  std::string where = std::string(what) + " on a staged condition";
  if (p) cannotJoin(s, *p, why, span, where.c_str());
  // Inside the prelude (`ifelse`, `max`) the error points at the user's call.
  std::string message = s.ev.isPreludeFile(span.file)
                            ? "this call chooses on a staged condition between values that differ: " + why
                            : "the value of " + where + " differs between its paths: " + why;
  compiler::JuliaError e("StagingError", message, span);
  e.advice = "give both paths a value of one type (convert it first), with the same array sizes; as a function's "
             "last expression it is the function's result, so end the function with `nothing` if that is not used";
  throw e;
}

}  // namespace juxla::staging
