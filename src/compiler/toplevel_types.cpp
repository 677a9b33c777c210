// Type definitions: structs with their constructors, abstract and primitive types.
#include "compiler/objects.h"
#include "compiler/subtype.h"
#include "compiler/toplevel.h"

namespace juxla::compiler {

namespace {

struct FieldSpec {
  const SymbolName* name;
  const Node* type;
  const Node* defaultValue;  // Base.@kwdef
};

// Julia's `new`: the arguments converted to the field types of a concrete struct type.
Value newInstance(Evaluator& ev, const DataType* t, CallArgs& call, size_t first) {
  size_t n = call.size() - first;
  if (n != t->fieldTypes.size())
    ev.raise("MethodError", "no method matching " + ev.universe().show(t) + " with " + std::to_string(n) +
                                " arguments; the struct has " + std::to_string(t->fieldTypes.size()) + " fields", call.span);
  std::vector<Value> fields;
  fields.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const JType* ft = t->fieldTypes[i];
    Value v = call[first + i];
    if (!isa(ev.universe(), v, ft))
      v = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(ft), v}, call.span);
    fields.push_back(std::move(v));
  }
  return Value::object(t, new StructObject(std::move(fields)));
}

const DataType* concreteFromCallee(Evaluator& ev, const Value& callee, CallArgs& call) {
  const JType* t = callee.asType();
  if (!t->isData() || !static_cast<const DataType*>(t)->isConcrete)
    ev.raise("MethodError", "cannot construct an instance of the abstract or incomplete type " + ev.universe().show(t), call.span);
  return static_cast<const DataType*>(t);
}

// Foo(a, b) for a non-parametric struct, Foo{T}(a, b) for a parametric one, and `new(...)`.
Value structInnerConstructor(Evaluator& ev, CallArgs& call) {
  return newInstance(ev, concreteFromCallee(ev, call[0], call), call, 1);
}

// Foo(a, b) for Foo{T}: T comes from the argument types (the signature's bindings).
Value structOuterConstructor(Evaluator& ev, CallArgs& call) {
  TypeName* tn = call.method->data;
  std::vector<Value> params;
  for (const TypeVar* v : tn->params) {
    auto it = call.sparams->find(v);
    if (it == call.sparams->end())
      ev.raise("MethodError", "cannot infer the type parameter " + std::string(v->name->view()) + " of " +
                                  std::string(tn->name->view()) + " from the arguments", call.span);
    params.push_back(it->second);
  }
  return newInstance(ev, ev.universe().apply(tn, params), call, 1);
}

// Whether type `t` uses the variable `v` anywhere inside.
bool mentions(const JType* t, const TypeVar* v) {
  switch (t->kind) {
    case TypeKind::Var: return t == v;
    case TypeKind::Union:
      for (const JType* m : static_cast<const UnionType*>(t)->members)
        if (mentions(m, v)) return true;
      return false;
    case TypeKind::UnionAll: return mentions(static_cast<const UnionAll*>(t)->body, v);
    case TypeKind::Vararg: return mentions(static_cast<const VarargType*>(t)->element, v);
    case TypeKind::Data:
      for (const Value& p : static_cast<const DataType*>(t)->params)
        if (p.type()->isKindType && mentions(p.asType(), v)) return true;
      return false;
  }
  return false;
}

// Whether an existing binding holds a struct family equal to `tn`: name, parameters, supertype,
// mutability, field names and field types (compared as printed, since the type variables differ).
bool sameStructDefinition(Evaluator& ev, const Value& previous, const TypeName* tn) {
  Universe& u = ev.universe();
  if (previous.type() != ev.core().DataTypeKind && previous.type() != ev.core().UnionAllKind) return false;
  const JType* t = previous.asType();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  if (!t->isData()) return false;
  const TypeName* old = static_cast<const DataType*>(t)->name;
  if (old->name != tn->name || old->isMutable != tn->isMutable || old->isAbstract != tn->isAbstract ||
      old->params.size() != tn->params.size() || old->fieldNames != tn->fieldNames)
    return false;
  if (u.show(old->wrapper) != u.show(tn->wrapper) || (old->superTemplate == nullptr) != (tn->superTemplate == nullptr) ||
      (old->superTemplate && u.show(old->superTemplate) != u.show(tn->superTemplate)))
    return false;
  for (size_t i = 0; i < old->fieldTypeTemplates.size(); ++i)
    if (u.show(old->fieldTypeTemplates[i]) != u.show(tn->fieldTypeTemplates[i])) return false;
  return true;
}

// The head of a type definition: `Name`, `Name{T, S <: Real}`, optionally `<: Super`. The
// parameters become TypeVars, visible by name in `names` for the supertype and field types.
struct TypeHead {
  const SymbolName* name = nullptr;
  std::vector<const TypeVar*> params;
  const Node* sig = nullptr;
  const Node* super = nullptr;
};

TypeHead readTypeHead(Lowering& l, Universe& u, const Node* sig, std::map<const SymbolName*, Value>& names,
                      const char* paramMessage, const char* nameMessage) {
  TypeHead h;
  if (sig->kind == K::Subtype && sig->numChildren() == 2) {
    h.super = sig->child(1);
    sig = sig->child(0);
  }
  h.sig = sig;
  h.name = identifierName(sig);
  if (!h.name && sig->kind == K::Curly) {
    h.name = identifierName(sig->child(0));
    for (size_t i = 1; i < sig->numChildren(); ++i) {
      const Node* p = sig->child(i);
      const SymbolName* pn = identifierName(p);
      const JType* upper = nullptr;
      if (!pn && p->kind == K::Subtype && p->numChildren() == 2) {
        pn = identifierName(p->child(0));
        upper = l.evalType(p->child(1), names).asType();
      }
      if (!pn) l.error(p, paramMessage);
      const TypeVar* tv = u.typeVar(pn, nullptr, upper);
      h.params.push_back(tv);
      names[pn] = u.typeValue(tv);
    }
  }
  if (!h.name) l.error(sig, nameMessage);
  return h;
}

// Base.@kwdef: Foo(; a = default, b = default) evaluates the defaults it needs, then calls Foo(a, b).
Value structKeywordConstructor(Evaluator& ev, CallArgs& call);

}  // namespace

Value defineStruct(Evaluator& ev, Frame&, const Node* n, Module* m) {
  Universe& u = ev.universe();
  bool kwdef = false;
  if (n->kind == K::Macrocall) {
    kwdef = true;
    n = n->child(n->numChildren() - 1);
  }
  bool isMutable = n->has(frontend::kMutableFlag);
  const Node* body = n->child(1);
  Lowering l(ev, m);
  std::map<const SymbolName*, Value> names;
  TypeHead head = readTypeHead(l, u, n->child(0), names, "expected a type parameter like `T` or `T <: Real`",
                               "expected a struct name");
  const SymbolName* name = head.name;
  const Node* sig = head.sig;
  const Node* superNode = head.super;
  std::vector<const TypeVar*>& params = head.params;
  Binding* binding = m->binding(name);
  const Value previous = binding->value;

  TypeName* tn = u.newTypeName(name, m, params);
  tn->isMutable = isMutable;
  const JType* super = superNode ? l.evalType(superNode, names).asType() : ev.core().Any;
  std::vector<FieldSpec> fields;
  std::vector<const Node*> innerConstructors;
  for (const Node* c : body->children()) {
    const Node* f = unwrapParens(c);
    if (f->kind == K::Function) {
      innerConstructors.push_back(f);
      continue;
    }
    if (f->isLeaf() && f->kind == K::String) continue;  // field docstrings
    FieldSpec spec{nullptr, nullptr, nullptr};
    if (f->kind == K::Equals && f->numChildren() == 2) {
      spec.defaultValue = f->child(1);
      f = f->child(0);
    }
    if (f->kind == K::Const && f->numChildren() == 1) f = f->child(0);
    if (f->kind == K::ColonColon && f->numChildren() == 2) {
      spec.type = f->child(1);
      f = f->child(0);
    }
    spec.name = identifierName(f);
    if (!spec.name) l.error(c, "expected a field like `name` or `name::Type`");
    fields.push_back(spec);
  }
  std::vector<const SymbolName*> fieldNames;
  for (const FieldSpec& f : fields) fieldNames.push_back(f.name);
  // The family exists before its field types are evaluated, so that a field may mention it
  // (`next::Union{Nothing, Node}`); the field types are filled in afterwards.
  u.defineTypeName(tn, super, fieldNames, std::vector<const JType*>(fields.size(), ev.core().Any));
  names[name] = u.typeValue(tn->wrapper);
  std::vector<const JType*> fieldTypes;
  for (const FieldSpec& f : fields) fieldTypes.push_back(f.type ? l.evalType(f.type, names).asType() : ev.core().Any);
  u.setFieldTypes(tn, fieldTypes);
  if (previous.defined()) {
    // Running the same definition again (an `include` twice) is a no-op, as in Julia.
    if (sameStructDefinition(ev, previous, tn)) return u.nothing();
    l.error(sig, "invalid redefinition of constant " + std::string(name->view()));
  }
  ev.tableFor(tn);
  binding->value = u.typeValue(tn->wrapper);
  binding->isConst = true;
  // Base's exception types are exported, as Julia's are (throw(ArgumentError("...")) in any module).
  if (m == ev.baseModule() && isSubtype(u, tn->wrapper, ev.core().Exception)) binding->exported = true;
  binding->definedAt = SourceLoc{n->span.file, n->span.begin};

  SourceLoc loc{n->span.file, n->span.begin};
  auto builtinMethod = [&](const JType* signature, std::vector<const TypeVar*> sparams, size_t numArgs, BuiltinFn fn) {
    auto method = std::make_unique<Method>();
    method->name = name;
    method->signature = signature;
    method->sparams = std::move(sparams);
    method->numArgs = numArgs;
    method->builtin = fn;
    method->module = m;
    method->data = tn;
    method->loc = loc;
    tn->methods->add(u, std::move(method));
  };
  if (innerConstructors.empty()) {
    // Foo{T}(a, b) where T (or Foo(a, b)): converts to the field types.
    std::vector<const JType*> anyArgs(fields.size(), ev.core().Any);
    std::vector<Value> vars;
    for (const TypeVar* p : params) vars.push_back(u.typeValue(p));
    const JType* applied = params.empty() ? tn->wrapper : u.apply(tn, vars);
    std::vector<const JType*> innerElems{u.apply(ev.core().Type, {u.typeValue(applied)})};
    innerElems.insert(innerElems.end(), anyArgs.begin(), anyArgs.end());
    const JType* innerSig = u.tupleOf(innerElems);
    for (size_t i = params.size(); i-- > 0;) innerSig = u.unionAll(params[i], innerSig);
    builtinMethod(innerSig, params, fields.size() + 1, structInnerConstructor);
    // Foo(a::T, b::Int) where T: the parameters follow from the arguments' types (Julia defines it
    // only when every parameter appears in a field's type).
    bool inferable = !params.empty();
    for (const TypeVar* p : params) {
      bool used = false;
      for (const JType* f : fieldTypes) used = used || mentions(f, p);
      inferable = inferable && used;
    }
    if (inferable) {
      std::vector<const JType*> outerElems{u.apply(ev.core().Type, {u.typeValue(tn->wrapper)})};
      outerElems.insert(outerElems.end(), fieldTypes.begin(), fieldTypes.end());
      const JType* outerSig = u.tupleOf(outerElems);
      for (size_t i = params.size(); i-- > 0;) outerSig = u.unionAll(params[i], outerSig);
      builtinMethod(outerSig, params, fields.size() + 1, structOuterConstructor);
    }
  } else {
    for (const Node* def : innerConstructors) defineMethods(ev, def, m, tn);
  }
  if (kwdef) {
    auto method = std::make_unique<Method>();
    method->name = name;
    method->signature = u.tupleOf({u.apply(ev.core().Type, {u.typeValue(tn->wrapper)})});
    method->numArgs = 1;
    method->builtin = structKeywordConstructor;
    method->module = m;
    method->data = tn;
    method->loc = loc;
    for (const FieldSpec& f : fields) method->keywords.push_back(KeywordParam{f.name, f.defaultValue, f.type});
    tn->methods->add(u, std::move(method));
  }
  return u.nothing();
}

namespace {
Value structKeywordConstructor(Evaluator& ev, CallArgs& call) {
  const Method& m = *call.method;
  std::vector<Value> values;
  std::map<const SymbolName*, Value> earlier;  // a default may use the fields before it
  for (const KeywordParam& k : m.keywords) {
    Value v;
    for (auto& [name, value] : call.keywords)
      if (name == k.name) v = value;
    if (!v.defined()) {
      if (!k.defaultValue) ev.raise("UndefKeywordError", "keyword argument `" + std::string(k.name->view()) + "` not assigned", call.span);
      Lowering l(ev, m.module);
      v = l.evalType(k.defaultValue, earlier);
    }
    earlier[k.name] = v;
    values.push_back(std::move(v));
  }
  for (auto& [name, value] : call.keywords) {
    bool known = false;
    for (const KeywordParam& k : m.keywords) known = known || k.name == name;
    if (!known) ev.raise("MethodError", "no keyword argument `" + std::string(name->view()) + "` in the keyword constructor of " +
                                            std::string(m.data->name->view()), call.span);
  }
  CallArgs inner;
  inner.args.push(call[0]);
  for (Value& v : values) inner.args.push(std::move(v));
  inner.span = call.span;
  return ev.call(inner);
}
}  // namespace

Value defineAbstractType(Evaluator& ev, Frame&, const Node* n, Module* m) {
  Universe& u = ev.universe();
  Lowering l(ev, m);
  std::map<const SymbolName*, Value> names;
  TypeHead head = readTypeHead(l, u, n->child(0), names, "expected a type parameter", "expected a type name");
  const SymbolName* name = head.name;
  const Node* sig = head.sig;
  const Node* superNode = head.super;
  const std::vector<const TypeVar*>& params = head.params;
  Binding* b = m->binding(name);
  if (b->value.defined()) l.error(sig, "invalid redefinition of constant " + std::string(name->view()));
  TypeName* tn = u.newTypeName(name, m, params);
  tn->isAbstract = true;
  u.defineTypeName(tn, superNode ? l.evalType(superNode, names).asType() : ev.core().Any, {}, {});
  ev.tableFor(tn);
  b->value = u.typeValue(tn->wrapper);
  b->isConst = true;
  return u.nothing();
}

Value definePrimitiveType(Evaluator& ev, Frame&, const Node* n, Module* m) {
  throw UnsupportedError("primitive type definitions are not supported; use a struct", n->span);
}

}  // namespace juxla::compiler
