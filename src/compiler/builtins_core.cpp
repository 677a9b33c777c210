// Core language builtins: identity and types, tuples and named tuples, fields and structs,
// destructuring, assertions, and the entry points registerBuiltins / loadPrelude.
#include <cstring>

#include "compiler/builtins.h"
#include "compiler/builtins_testing.h"
#include "compiler/data_files.h"
#include "compiler/prelude_sources.h"
#include "compiler/objects.h"
#include "compiler/subtype.h"
#include "frontend/literals.h"

namespace juxla::compiler {

Value makeString(Evaluator& ev, std::string s) { return Value::object(ev.core().String, new StringObject(std::move(s))); }

const std::string& stringOf(const Value& v) { return v.as<StringObject>()->text; }

Value makeTuple(Evaluator& ev, std::vector<Value> elements) {
  std::vector<const JType*> types;
  types.reserve(elements.size());
  for (const Value& v : elements) types.push_back(v.type());
  return Value::object(ev.universe().tupleOf(types), new TupleObject(std::move(elements)));
}

Value makeNamedTuple(Evaluator& ev, const std::vector<Value>& names, std::vector<Value> values) {
  Universe& u = ev.universe();
  Value namesTuple = makeTuple(ev, names);
  std::vector<const JType*> types;
  for (const Value& v : values) types.push_back(v.type());
  const DataType* t = u.apply(ev.core().NamedTuple, {namesTuple, u.typeValue(u.tupleOf(types))});
  return Value::object(t, new TupleObject(std::move(values)));
}

bool isTypeValue(Evaluator& ev, const Value& v) {
  const CoreTypes& c = ev.core();
  return v.type() == c.DataTypeKind || v.type() == c.UnionAllKind || v.type() == c.UnionKind || v.type() == c.TypeVarKind;
}

std::string calleeName(Evaluator& ev, CallArgs& call) {
  const DataType* t = call[0].type();
  if (t->name->isSingletonFunction) return std::string(t->name->name->view());
  return ev.universe().show(t);
}

const DataType* defineBaseType(Evaluator& ev, const char* name, const DataType* super, bool isAbstract, bool isMutable) {
  Universe& u = ev.universe();
  TypeName* tn = u.newTypeName(intern(name), ev.baseModule(), {});
  tn->isAbstract = isAbstract;
  tn->isMutable = isMutable;
  u.defineTypeName(tn, super, {}, {});
  ev.tableFor(tn);
  Binding* b = ev.baseModule()->binding(intern(name));
  b->value = u.typeValue(tn->wrapper);
  b->isConst = true;
  b->exported = true;
  return static_cast<const DataType*>(tn->wrapper);
}

Method* defineTypeBuiltin(Evaluator& ev, const JType* type, std::vector<const JType*> argTypes, BuiltinFn fn, bool varargTail,
                          std::vector<const TypeVar*> sparams) {
  Universe& u = ev.universe();
  const JType* family = type;
  while (family->kind == TypeKind::UnionAll) family = static_cast<const UnionAll*>(family)->body;
  if (family->kind == TypeKind::Var) family = static_cast<const TypeVar*>(family)->upper;
  while (family->kind == TypeKind::UnionAll) family = static_cast<const UnionAll*>(family)->body;
  TypeName* tn = static_cast<const DataType*>(family)->name;
  std::vector<const JType*> elems{u.apply(ev.core().Type, {u.typeValue(type)})};
  for (size_t i = 0; i < argTypes.size(); ++i)
    elems.push_back(varargTail && i + 1 == argTypes.size() ? u.varargOf(argTypes[i]) : argTypes[i]);
  const JType* sig = u.tupleOf(elems);
  for (size_t i = sparams.size(); i-- > 0;) sig = u.unionAll(sparams[i], sig);
  auto method = std::make_unique<Method>();
  method->name = tn->name;
  method->signature = sig;
  method->sparams = std::move(sparams);
  method->numArgs = argTypes.size() + 1;
  method->isVararg = varargTail;
  method->builtin = fn;
  method->module = ev.baseModule();
  method->data = tn;
  return ev.tableFor(tn)->add(u, std::move(method));
}

void noKeywords(Evaluator& ev, CallArgs& call) {
  if (!call.keywords.empty())
    ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"" +
                                std::string(call.keywords[0].first->view()) + "\"", call.span);
}

namespace {

// === : bits types and types by value; mutable objects by identity; immutable ones by contents.
bool egal(Evaluator& ev, const Value& a, const Value& b) {
  if (a.type() != b.type()) return false;
  if (!a.isObject()) return a.rawBits() == b.rawBits();
  if (a.obj() == b.obj()) return true;
  const DataType* t = a.type();
  if (t->name->isMutable) return false;
  if (t == ev.core().String) return stringOf(a) == stringOf(b);
  if (t->isTupleType || t->name == ev.core().NamedTuple) {
    const auto& x = a.as<TupleObject>()->elements;
    const auto& y = b.as<TupleObject>()->elements;
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (!egal(ev, x[i], y[i])) return false;
    return true;
  }
  if (auto* sa = dynamic_cast<StructObject*>(a.obj())) {
    auto* sb = static_cast<StructObject*>(b.obj());
    if (sa->fields.size() != sb->fields.size()) return false;
    for (size_t i = 0; i < sa->fields.size(); ++i)
      if (!egal(ev, sa->fields[i], sb->fields[i])) return false;
    return true;
  }
  return false;
}

Value builtinEgal(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(egal(ev, call[1], call[2])); }

Value builtinTypeof(Evaluator& ev, CallArgs& call) { return ev.universe().typeValue(call[1].type()); }

Value builtinIsa(Evaluator& ev, CallArgs& call) {
  if (!isTypeValue(ev, call[2])) ev.raise("TypeError", "isa: expected a type as the second argument", call.span);
  return ev.universe().boolean(isa(ev.universe(), call[1], call[2].asType()));
}

Value builtinSubtype(Evaluator& ev, CallArgs& call) {
  if (!isTypeValue(ev, call[1]) || !isTypeValue(ev, call[2])) ev.raise("TypeError", "<: expects two types", call.span);
  return ev.universe().boolean(isSubtype(ev.universe(), call[1].asType(), call[2].asType()));
}

Value builtinTypeassert(Evaluator& ev, CallArgs& call) {
  if (!isa(ev.universe(), call[1], call[2].asType()))
    ev.raise("TypeError", "in typeassert, expected " + ev.universe().show(call[2].asType()) + ", got a value of type " +
                              ev.universe().show(call[1].type()), call.span);
  return call[1];
}

Value builtinTuple(Evaluator& ev, CallArgs& call) {
  std::vector<Value> elems;
  for (size_t i = 1; i < call.size(); ++i) elems.push_back(call[i]);
  return makeTuple(ev, std::move(elems));
}

Value builtinNamedTuple(Evaluator& ev, CallArgs& call) {
  const auto& names = call[1].as<TupleObject>()->elements;
  const auto& values = call[2].as<TupleObject>()->elements;
  for (size_t i = 0; i < names.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (names[i].asSymbol() == names[j].asSymbol())
        ev.raise("ErrorException", "field name \"" + std::string(names[i].asSymbol()->view()) + "\" is not unique", call.span);
  return makeNamedTuple(ev, names, values);
}

// getfield / getproperty for structs, tuples (by index), named tuples and modules.
Value fieldOf(Evaluator& ev, const Value& obj, const Value& key, frontend::SourceSpan span) {
  const DataType* t = obj.type();
  Universe& u = ev.universe();
  if (t == ev.core().Module) {
    Module* m = static_cast<Module*>(const_cast<void*>(obj.rawPointer()));
    Binding* b = m->resolve(key.asSymbol());
    if (!b || !b->value.defined())
      ev.raise("UndefVarError", "`" + std::string(key.asSymbol()->view()) + "` not defined in `" + m->qualifiedName() + "`", span);
    return b->value;
  }
  if (t->isTupleType) {
    if (key.type() != ev.core().Int64) ev.raise("TypeError", "tuples are indexed by integers", span);
    const auto& e = obj.as<TupleObject>()->elements;
    int64_t i = key.asInt();
    if (i < 1 || i > int64_t(e.size()))
      ev.raise("BoundsError", "attempt to access " + u.show(t) + " at index [" + std::to_string(i) + "]", span);
    return e[size_t(i - 1)];
  }
  if (t->name == ev.core().NamedTuple) {
    const auto& names = t->params[0].as<TupleObject>()->elements;
    const auto& values = obj.as<TupleObject>()->elements;
    for (size_t i = 0; i < names.size(); ++i)
      if ((key.type() == ev.core().Symbol && names[i].asSymbol() == key.asSymbol()) ||
          (key.type() == ev.core().Int64 && key.asInt() == int64_t(i + 1)))
        return values[i];
    ev.raise("ErrorException", "type NamedTuple has no field " + (key.type() == ev.core().Symbol ? std::string(key.asSymbol()->view()) : u.showParam(key)), span);
  }
  const auto& names = t->name->fieldNames;
  auto* s = obj.isObject() ? dynamic_cast<StructObject*>(obj.obj()) : nullptr;
  if (s) {
    for (size_t i = 0; i < names.size(); ++i)
      if ((key.type() == ev.core().Symbol && names[i] == key.asSymbol()) ||
          (key.type() == ev.core().Int64 && key.asInt() == int64_t(i + 1))) {
        const Value& v = s->fields[i];
        if (!v.defined()) ev.raise("UndefRefError", "access to undefined reference", span);
        return v;
      }
  }
  ev.raise("ErrorException", "type " + std::string(t->name->name->view()) + " has no field " +
                                 (key.type() == ev.core().Symbol ? std::string(key.asSymbol()->view()) : u.showParam(key)), span);
}

Value builtinGetfield(Evaluator& ev, CallArgs& call) { return fieldOf(ev, call[1], call[2], call.span); }

Value builtinSetfield(Evaluator& ev, CallArgs& call) {
  const DataType* t = call[1].type();
  if (!t->name->isMutable || !call[1].isObject())
    ev.raise("ErrorException", "setfield!: immutable struct of type " + std::string(t->name->name->view()) + " cannot be changed", call.span);
  auto* s = dynamic_cast<StructObject*>(call[1].obj());
  const auto& names = t->name->fieldNames;
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] != call[2].asSymbol()) continue;
    Value v = call[3];
    if (!isa(ev.universe(), v, t->fieldTypes[i]))
      v = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(t->fieldTypes[i]), v}, call.span);
    s->fields[i] = v;
    return v;
  }
  ev.raise("ErrorException", "type " + std::string(t->name->name->view()) + " has no field " + std::string(call[2].asSymbol()->view()), call.span);
}

Value builtinNfields(Evaluator& ev, CallArgs& call) {
  const Value& v = call[1];
  if (v.type()->isTupleType || v.type()->name == ev.core().NamedTuple) return ev.universe().int64(int64_t(v.as<TupleObject>()->elements.size()));
  return ev.universe().int64(int64_t(v.type()->name->fieldNames.size()));
}

Value builtinFieldnames(Evaluator& ev, CallArgs& call) {
  const JType* t = call[1].asType();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  std::vector<Value> names;
  if (t->isData()) {
    const DataType* dt = static_cast<const DataType*>(t);
    if (dt->name == ev.core().NamedTuple) return dt->params[0];
    for (const SymbolName* n : dt->name->fieldNames) names.push_back(Value::pointer(ev.core().Symbol, n));
  }
  return makeTuple(ev, std::move(names));
}

Value applyTypeParams(Evaluator& ev, const JType* t, const std::vector<Value>& params, frontend::SourceSpan span);

// Curly application: Vector{Float32}, Dict{String, Int}, NTuple...
Value builtinApplyType(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  if (!isTypeValue(ev, call[1])) ev.raise("TypeError", "curly braces apply to types, not " + u.show(call[1].type()), call.span);
  const JType* t = call[1].asType();
  std::vector<Value> params;
  // Vector{<:Real}: each anonymous bound variable becomes `#sK` (K its position) so that equal
  // spellings give the same type; the result is wrapped in UnionAlls over them below.
  std::vector<const TypeVar*> anonymous;
  for (size_t i = 2; i < call.size(); ++i) {
    Value p = call[i];
    if (p.type() == u.core().TypeVarKind && isAnonymousTypeVar(static_cast<const TypeVar*>(p.asType()))) {
      const TypeVar* v = static_cast<const TypeVar*>(p.asType());
      v = u.typeVar(intern("#s" + std::to_string(anonymous.size() + 1)), v->lower, v->upper);
      anonymous.push_back(v);
      p = u.typeValue(v);
    }
    params.push_back(p);
  }
  Value applied = applyTypeParams(ev, t, params, call.span);
  if (anonymous.empty()) return applied;
  const JType* result = applied.asType();
  for (size_t i = anonymous.size(); i-- > 0;) result = u.unionAll(anonymous[i], result);
  return u.typeValue(result);
}

Value applyTypeParams(Evaluator& ev, const JType* t, const std::vector<Value>& params, frontend::SourceSpan span) {
  Universe& u = ev.universe();
  // Vararg{T} and Vararg{T, N}
  if (t->kind == TypeKind::Vararg) {
    if (params.empty() || params.size() > 2 || !isTypeValue(ev, params[0]))
      ev.raise("TypeError", "Vararg takes an element type and an optional count, as in Vararg{Int, 2}", span);
    return u.typeValue(u.varargOf(params[0].asType(), params.size() == 2 ? params[1] : Value()));
  }
  // Tuple{A, B}
  if (t->isData() && static_cast<const DataType*>(t)->isTupleType) {
    std::vector<const JType*> elems;
    for (const Value& p : params) elems.push_back(p.asType());
    return u.typeValue(u.tupleOf(elems));
  }
  // Union{A, B}
  if (t == u.core().Bottom || (t->isData() && false)) {}
  if (t->kind == TypeKind::Union && static_cast<const UnionType*>(t)->members.empty()) {
    std::vector<const JType*> ms;
    for (const Value& p : params) ms.push_back(p.asType());
    return u.typeValue(u.unionOf(ms));
  }
  // A UnionAll: bind its variables in order, leaving the rest free.
  std::map<const TypeVar*, Value> bindings;
  const JType* body = t;
  std::vector<const TypeVar*> remaining;
  size_t k = 0;
  while (body->kind == TypeKind::UnionAll) {
    const UnionAll* ua = static_cast<const UnionAll*>(body);
    if (k < params.size()) {
      const Value& p = params[k++];
      // A `where` variable stands for the types within both bounds (f(x::S{T}) where T is fine for S{T<:Number}).
      if (isTypeValue(ev, p) && p.type() != u.core().TypeVarKind && !isSubtype(u, p.asType(), ua->var->upper))
        ev.raise("TypeError", "in " + u.show(t) + ", parameter " + u.showParam(p) + " is not a subtype of the bound " + u.show(ua->var->upper), span);
      bindings[ua->var] = p;
    } else {
      remaining.push_back(ua->var);
    }
    body = ua->body;
  }
  if (k < params.size()) ev.raise("TypeError", "too many parameters for type " + u.show(t), span);
  const JType* result = u.substitute(body, bindings);
  for (size_t i = remaining.size(); i-- > 0;) result = u.unionAll(remaining[i], result);
  return u.typeValue(result);
}

// Vector{<:Real}: the parameter stands for any subtype.
Value builtinLowerBoundVar(Evaluator& ev, CallArgs& call) {
  return ev.universe().typeValue(ev.universe().typeVar(intern("#s"), nullptr, call[1].asType()));
}

// `new(...)`: an instance of the type being constructed.
Value builtinNew(Evaluator& ev, CallArgs& call) {
  const JType* t = call[1].asType();
  if (!t->isData() || !static_cast<const DataType*>(t)->isConcrete)
    ev.raise("ErrorException", "new: " + ev.universe().show(t) + " is not a concrete type", call.span);
  const DataType* dt = static_cast<const DataType*>(t);
  size_t n = call.size() - 2;
  if (n > dt->fieldTypes.size()) ev.raise("ErrorException", "new: too many arguments for " + ev.universe().show(t), call.span);
  std::vector<Value> fields(dt->fieldTypes.size());
  for (size_t i = 0; i < n; ++i) {
    Value v = call[2 + i];
    if (!isa(ev.universe(), v, dt->fieldTypes[i]))
      v = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(dt->fieldTypes[i]), v}, call.span);
    fields[i] = std::move(v);
  }
  return Value::object(dt, new StructObject(std::move(fields)));
}

// a, b = t: element i of a tuple or of any iterable.
Value builtinUnpack(Evaluator& ev, CallArgs& call) {
  const Value& t = call[1];
  int64_t i = call[2].asInt();
  if (t.type()->isTupleType) {
    const auto& e = t.as<TupleObject>()->elements;
    if (i > int64_t(e.size())) ev.raise("BoundsError", "attempt to access " + ev.universe().show(t.type()) + " at index [" + std::to_string(i) + "]", call.span);
    return e[size_t(i - 1)];
  }
  const Value& iterate = ev.baseFunction("iterate");
  Value next = ev.callFunction(iterate, {t}, call.span);
  for (int64_t k = 1;; ++k) {
    if (next.type() == ev.core().Nothing) ev.raise("BoundsError", "not enough values to unpack: wanted " + std::to_string(i), call.span);
    const auto& pair = next.as<TupleObject>()->elements;
    if (k == i) return pair[0];
    next = ev.callFunction(iterate, {t, pair[1]}, call.span);
  }
}

Value builtinUnpackRest(Evaluator& ev, CallArgs& call) {
  const Value& t = call[1];
  int64_t i = call[2].asInt();
  std::vector<Value> rest;
  if (t.type()->isTupleType) {
    const auto& e = t.as<TupleObject>()->elements;
    for (size_t k = size_t(i - 1); k < e.size(); ++k) rest.push_back(e[k]);
  }
  return makeTuple(ev, std::move(rest));
}

Value builtinAssertFailed(Evaluator& ev, CallArgs& call) {
  std::string message = call[1].type() == ev.core().String ? stringOf(call[1]) : ev.printValue(call[1]);
  ev.raise("AssertionError", message, call.span);
}

Value builtinError(Evaluator& ev, CallArgs& call) {
  std::string message;
  for (size_t i = 1; i < call.size(); ++i) message += ev.printValue(call[i]);
  ev.raise("ErrorException", message, call.span);
}

Value builtinIdentity(Evaluator&, CallArgs& call) { return call[1]; }

// throw(e): the exception's type names the error; its message follows Julia's showerror.
// Whether a program defined Base.showerror(io, ::T) for this exception type (or a supertype).
bool hasUserShowerror(Evaluator& ev, const DataType* t) {
  Binding* b = ev.baseModule()->findOwn(intern("showerror"));
  if (!b || !b->value.defined() || !b->value.type()->name->methods) return false;
  for (const auto& m : b->value.type()->name->methods->methods) {
    const JType* sig = m->signature;
    while (sig->kind == TypeKind::UnionAll) sig = static_cast<const UnionAll*>(sig)->body;
    if (!sig->isData() || m->numArgs != 3) continue;
    const JType* exceptionType = static_cast<const DataType*>(sig)->params[2].asType();
    if (exceptionType != ev.core().Any && isSubtype(ev.universe(), t, exceptionType)) return true;
  }
  return false;
}

Value builtinThrow(Evaluator& ev, CallArgs& call) {
  const Value& e = call[1];
  noteThrownValue(e);
  const DataType* t = e.type();
  std::string name(t->name->name->view());
  auto* s = e.isObject() ? dynamic_cast<StructObject*>(e.obj()) : nullptr;
  const auto& fields = t->name->fieldNames;
  auto field = [&](const char* f) -> const Value* {
    for (size_t i = 0; s && i < fields.size(); ++i)
      if (fields[i]->view() == f && s->fields[i].defined()) return &s->fields[i];
    return nullptr;
  };
  std::string message;
  if (hasUserShowerror(ev, t)) {
    Value text = ev.callFunction(ev.baseFunction("sprint"), {ev.baseFunction("showerror"), e}, call.span);
    ev.raise(name, ev.printValue(text), call.span);
  }
  if (name == "BoundsError" && field("a")) {
    // errorshow.jl: "attempt to access <summary of a> at index [i, j]".
    message = "attempt to access " + ev.printValue(ev.callFunction(ev.baseFunction("summary"), {*field("a")}, call.span));
    if (const Value* i = field("i")) {
      std::string index;
      if (i->type()->isTupleType) {
        const auto& parts = i->as<TupleObject>()->elements;
        for (size_t k = 0; k < parts.size(); ++k) index += (k ? ", " : "") + ev.printValue(parts[k]);
      } else {
        index = i->type() == ev.core().String ? ev.showValue(*i) : ev.printValue(*i);
      }
      message += " at index [" + index + "]";
    }
  } else if (name == "DomainError" && field("val")) {
    message = "with " + ev.showValue(*field("val")) + (field("msg") ? ": " + ev.printValue(*field("msg")) : "");
  } else if (name == "KeyError" && field("key")) {
    message = "key " + ev.showValue(*field("key")) + " not found";
  } else if (const Value* msg = field("msg"); msg && fields.size() == 1) {
    message = ev.printValue(*msg);
  } else {
    message = ev.showValue(e);
  }
  ev.raise(name, message, call.span);
}

// include("file.jl"): runs the file in the caller's module; paths are relative to the including file.
Value builtinInclude(Evaluator& ev, CallArgs& call) {
  if (call[1].type() != ev.core().String) ev.raise("MethodError", "include needs a file path string", call.span);
  std::string path = stringOf(call[1]);
  if (call.span.file && ev.isPreludeFile(call.span.file)) {  // one embedded prelude file includes another
    const std::string& from = ev.sources().file(call.span.file).name();
    std::string name = from.substr(0, from.rfind('/') + 1) + path;
    const PreludeFile* file = findPreludeFile(name);
    if (!file) ev.raise("SystemError", "no embedded prelude file " + frontend::quoteJuliaString(name), call.span);
    uint32_t id = ev.sources().add(file->name, file->text);
    ev.markPreludeFile(id);
    return ev.evalFile(id, call.callerModule ? call.callerModule : ev.mainModule());
  }
  if (!ev.options().allowFiles) ev.raise("ErrorException", "include is disabled here (no file access)", call.span);
  if (!path.empty() && path[0] != '/' && call.span.file) {
    const std::string& from = ev.sources().file(call.span.file).name();
    size_t slash = from.rfind('/');
    if (slash != std::string::npos) path = from.substr(0, slash + 1) + path;
  }
  std::string err;
  uint32_t id = ev.sources().addFile(path, err);
  if (!id) ev.raise("SystemError", "opening file " + frontend::quoteJuliaString(path) + ": " + err, call.span);
  return ev.evalFile(id, call.callerModule ? call.callerModule : ev.mainModule());
}

// Val(x): a value whose type carries x (dispatch on constants).
Value builtinValOf(Evaluator& ev, CallArgs& call) {
  return Value::object(ev.universe().apply(ev.core().Val, {call[1]}), new StructObject({}));
}

Value builtinValInstance(Evaluator& ev, CallArgs& call) {
  const JType* t = call[0].asType();
  if (!t->isData() || !static_cast<const DataType*>(t)->isConcrete)
    ev.raise("MethodError", "cannot make an instance of " + ev.universe().show(t), call.span);
  return Value::object(static_cast<const DataType*>(t), new StructObject({}));
}

Value builtinRefOf(Evaluator& ev, CallArgs& call) {
  const DataType* t = ev.universe().apply(ev.core().Ref, {ev.universe().typeValue(call[1].type())});
  return Value::object(t, new StructObject({call[1]}));
}

}  // namespace

void registerCoreBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* any = c.Any;
  ev.defineBuiltin(base, "===", {any, any}, builtinEgal);
  ev.defineBuiltin(base, "typeof", {any}, builtinTypeof);
  ev.defineBuiltin(base, "isa", {any, any}, builtinIsa);
  ev.defineBuiltin(base, "<:", {any, any}, builtinSubtype);
  ev.defineBuiltin(base, "typeassert", {any, any}, builtinTypeassert);
  ev.defineBuiltin(base, "tuple", {any}, builtinTuple, true);
  ev.defineBuiltin(base, "__namedtuple", {any, any}, builtinNamedTuple);
  ev.defineBuiltin(base, "getfield", {any, any}, builtinGetfield);
  ev.defineBuiltin(base, "getproperty", {any, c.Symbol}, builtinGetfield);
  ev.defineBuiltin(base, "setfield!", {any, c.Symbol, any}, builtinSetfield);
  ev.defineBuiltin(base, "setproperty!", {any, c.Symbol, any}, builtinSetfield);
  ev.defineBuiltin(base, "nfields", {any}, builtinNfields);
  ev.defineBuiltin(base, "fieldnames", {any}, builtinFieldnames);
  ev.defineBuiltin(base, "apply_type", {any}, builtinApplyType, true);
  ev.defineBuiltin(base, "__lowerbound_typevar", {any}, builtinLowerBoundVar);
  ev.defineBuiltin(base, "__new", {any}, builtinNew, true);
  ev.defineBuiltin(base, "__unpack", {any, c.Int64}, builtinUnpack);
  ev.defineBuiltin(base, "__unpack_rest", {any, c.Int64}, builtinUnpackRest);
  ev.defineBuiltin(base, "__assert_failed", {any}, builtinAssertFailed);
  ev.defineBuiltin(base, "error", {any}, builtinError, true);
  ev.defineBuiltin(base, "identity", {any}, builtinIdentity);
  ev.defineBuiltin(base, "throw", {any}, builtinThrow);
  ev.defineBuiltin(base, "include", {any}, builtinInclude);
  defineTypeBuiltin(ev, c.Val->wrapper, {any}, builtinValOf);
  const TypeVar* V = ev.universe().typeVar(intern("V"), nullptr, c.Val->wrapper);
  defineTypeBuiltin(ev, V, {}, builtinValInstance, false, {V});
  defineTypeBuiltin(ev, c.Ref->wrapper, {any}, builtinRefOf);
  // Names every program sees.
  for (auto [name, type] : std::initializer_list<std::pair<const char*, const JType*>>{
           {"Any", c.Any}, {"Number", c.Number}, {"Real", c.Real}, {"Integer", c.Integer}, {"Signed", c.Signed},
           {"Unsigned", c.Unsigned}, {"AbstractFloat", c.AbstractFloat}, {"AbstractChar", c.AbstractChar},
           {"AbstractString", c.AbstractString}, {"Function", c.Function}, {"Exception", c.Exception}, {"Bool", c.Bool},
           {"Int8", c.Int8}, {"Int16", c.Int16}, {"Int32", c.Int32}, {"Int64", c.Int64}, {"Int", c.Int64},
           {"UInt8", c.UInt8}, {"UInt16", c.UInt16}, {"UInt32", c.UInt32}, {"UInt64", c.UInt64}, {"UInt", c.UInt64},
           {"Float16", c.Float16}, {"Float32", c.Float32}, {"Float64", c.Float64}, {"Char", c.Char}, {"Symbol", c.Symbol},
           {"String", c.String}, {"Nothing", c.Nothing}, {"Module", c.Module}, {"DataType", c.DataTypeKind},
           {"UnionAll", c.UnionAllKind}, {"TypeVar", c.TypeVarKind}, {"Type", c.Type->wrapper},
           {"Tuple", ev.universe().tupleOf({ev.universe().varargOf(c.Any)})}, {"NamedTuple", c.NamedTuple->wrapper},
           {"Array", c.Array->wrapper}, {"AbstractArray", c.AbstractArray->wrapper}, {"Pair", c.Pair->wrapper},
           {"Dict", c.Dict->wrapper}, {"AbstractDict", c.AbstractDict->wrapper}, {"UnitRange", c.UnitRange->wrapper}, {"StepRange", c.StepRange->wrapper},
           {"AbstractRange", c.AbstractRange->wrapper}, {"OrdinalRange", c.OrdinalRange->wrapper},
           {"AbstractUnitRange", c.AbstractUnitRange->wrapper},
           {"Val", c.Val->wrapper}, {"Ref", c.Ref->wrapper}, {"Union", c.Bottom},
           {"Vararg", ev.universe().varargOf(c.Any)}}) {
    Binding* b = base->binding(intern(name));
    b->value = ev.universe().typeValue(type);
    b->isConst = true;
    b->exported = true;
  }
  // NTuple{N, T} = Tuple{Vararg{T, N}} where {N, T}
  {
    Universe& u = ev.universe();
    const TypeVar* n = u.typeVar(intern("N"));
    const TypeVar* t = u.typeVar(intern("T"));
    const JType* ntuple = u.unionAll(n, u.unionAll(t, u.tupleOf({u.varargOf(t, u.typeValue(n))})));
    Binding* b = base->binding(intern("NTuple"));
    b->value = u.typeValue(ntuple);
    b->isConst = true;
    b->exported = true;
  }
  Binding* nothing = base->binding(intern("nothing"));
  nothing->value = ev.universe().nothing();
  nothing->isConst = true;
  nothing->exported = true;
}

void registerBuiltins(Evaluator& ev) {
  registerCoreBuiltins(ev);
  registerNumberBuiltins(ev);
  registerPrintBuiltins(ev);
  registerCollectionBuiltins(ev);
  registerBroadcastBuiltins(ev);
  registerMathBuiltins(ev);
  registerStringBuiltins(ev);
  registerDictBuiltins(ev);
  registerLinalgBuiltins(ev);
  registerNpyBuiltins(ev);
  registerIdxBuiltins(ev);
  registerNpzBuiltins(ev);
  registerProcessBuiltins(ev);
  registerRandomBuiltins(ev);
  registerReflectionBuiltins(ev);
  registerTestingBuiltins(ev);
}

}  // namespace juxla::compiler
