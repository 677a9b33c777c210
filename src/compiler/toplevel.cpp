#include "compiler/toplevel.h"

#include "compiler/builtins.h"
#include "compiler/objects.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

Module* moduleValue(const Value& v) { return static_cast<Module*>(const_cast<void*>(v.rawPointer())); }

// `T`, `T <: Real`, `T >: Int`, `Real >: T >: Int` (rare): a new type variable with bounds.
const TypeVar* whereVar(Evaluator& ev, Lowering& l, const Node* v, std::map<const SymbolName*, Value>& names) {
  const JType* lower = nullptr;
  const JType* upper = nullptr;
  const SymbolName* name = identifierName(v);
  if (!name && v->kind == K::Subtype && v->numChildren() == 2) {
    name = identifierName(v->child(0));
    Value ub = l.evalType(v->child(1), names);
    upper = ub.asType();
  } else if (!name && v->kind == K::Supertype && v->numChildren() == 2) {
    name = identifierName(v->child(0));
    lower = l.evalType(v->child(1), names).asType();
  }
  if (!name) l.error(v, "expected a type variable like `T` or `T <: Real`");
  const TypeVar* tv = ev.universe().typeVar(name, lower, upper);
  names[name] = ev.universe().typeValue(tv);
  return tv;
}

const JType* requireType(Lowering& l, const Node* at, const Value& v) {
  if (!isTypeValue(l.ev, v) && v.type() != l.ev.core().TypeVarKind)
    l.error(at, "expected a type, found a value of type " + l.ev.universe().show(v.type()));
  return v.asType();
}

}  // namespace

void defineMethods(Evaluator& ev, const Node* def, Module* m, TypeName* innerConstructorOf) {
  Universe& u = ev.universe();
  Lowering l(ev, m);
  SignatureSpec sig = readSignature(l, def);
  std::map<const SymbolName*, Value> names;
  std::vector<const TypeVar*> sparams;
  for (const Node* v : sig.whereVars) sparams.push_back(whereVar(ev, l, v, names));

  // The callee: f, Base.f, (m::Dense), (::Type{Foo}), Foo{T}.
  const Node* callee = unwrapParens(sig.callee);
  if (!callee) l.error(def, "expected a function name");
  const JType* calleeType = nullptr;
  Value function;
  const SymbolName* fname = nullptr;
  if (const SymbolName* name = identifierName(callee)) {
    fname = name;
    Binding* b = m->resolve(name);
    if (b && b->value.defined() && isTypeValue(ev, b->value)) {
      calleeType = u.dispatchType(b->value);  // a constructor: Foo(x) = ...
    } else if (b && b->value.defined() && b->owner != m && !m->isImported(name) && !m->wasUsedFromOther(name)) {
      function = ev.genericFunction(m, name);  // a new function of this module that hides the other's
      calleeType = function.type();
    } else if (b && b->value.defined() && b->owner != m && !m->isImported(name)) {
      throw JuliaError("ErrorException",
                       "function " + b->owner->qualifiedName() + "." + std::string(name->view()) +
                           " must be explicitly imported to be extended (write `" + b->owner->qualifiedName() + "." +
                           std::string(name->view()) + "(...) = ...` or `import " + b->owner->qualifiedName() + ": " +
                           std::string(name->view()) + "`)",
                       callee->span);
    } else if (b && b->value.defined() && b->owner != m) {
      function = b->value;  // imported with `import M: f`
      calleeType = function.type();
    } else {
      function = ev.genericFunction(m, name);
      calleeType = function.type();
    }
  } else if (callee->kind == K::Dot && callee->numChildren() == 2) {
    // Base.f and Base.:+ (a quoted operator)
    const Node* member = unwrapParens(callee->child(1));
    if (member->kind == K::Quote && member->numChildren() == 1) member = member->child(0);
    fname = identifierName(member);
    Value owner = l.evalType(callee->child(0), names);
    if (owner.type() != ev.core().Module || !fname) l.error(callee, "expected `Module.name` to extend a function of a module");
    Module* target = moduleValue(owner);
    Binding* b = target->resolve(fname);
    if (b && b->value.defined() && isTypeValue(ev, b->value)) {
      calleeType = u.dispatchType(b->value);
    } else {
      function = ev.genericFunction(b && b->value.defined() ? b->owner : target, fname);
      calleeType = function.type();
    }
  } else if (callee->kind == K::ColonColon) {
    // (m::Dense)(x) or (::Type{T})(x): methods of calling instances of a type.
    const Node* t = callee->numChildren() == 2 ? callee->child(1) : callee->child(0);
    calleeType = requireType(l, t, l.evalType(t, names));
    fname = intern("(callable)");
  } else if (callee->kind == K::Curly) {
    // Foo{T}(x) where T: a constructor of the applied type.
    Value t = l.evalType(callee, names);
    calleeType = u.apply(ev.core().Type, {t});
    fname = identifierName(callee->child(0));
  } else {
    l.error(callee, "expected a function name");
  }

  std::vector<const JType*> paramTypes;
  bool vararg = false;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const ParamSpec& p = sig.params[i];
    const JType* t = p.type ? requireType(l, p.type, l.evalType(p.type, names)) : ev.core().Any;
    if (p.vararg) {
      if (i + 1 != sig.params.size()) l.error(p.node, "only the last parameter can be a vararg `x...`");
      vararg = true;
      if (t->isData() && static_cast<const DataType*>(t)->name == ev.core().Tuple) {}
      t = u.varargOf(t);
    }
    paramTypes.push_back(t);
  }
  auto makeSignature = [&](size_t count, bool withVararg) {
    std::vector<const JType*> elems{calleeType};
    for (size_t i = 0; i < count; ++i) elems.push_back(paramTypes[i]);
    if (!withVararg && count > 0 && vararg && count == paramTypes.size()) {}
    const JType* s = u.tupleOf(elems);
    for (size_t i = sparams.size(); i-- > 0;) s = u.unionAll(sparams[i], s);
    return s;
  };
  MethodTable* table = ev.methodTableOf(function.defined() ? function : u.typeValue(calleeType->isData() && static_cast<const DataType*>(calleeType)->name == ev.core().Type
                                                                                       ? static_cast<const DataType*>(calleeType)->params[0].asType()
                                                                                       : calleeType));
  if (!table) l.error(callee, "cannot add methods to this callee");
  SourceLoc loc{def->span.file, def->span.begin};
  auto add = [&](size_t count, int defaultsFrom) {
    auto method = std::make_unique<Method>();
    method->name = fname;
    method->signature = makeSignature(count, true);
    method->sparams = sparams;
    method->numArgs = count + 1;
    method->isVararg = vararg && count == paramTypes.size();
    method->definition = def;
    method->module = m;
    method->keywords = sig.keywords;
    method->hasKeywordSplat = sig.keywordSplat != nullptr;
    method->defaultsFrom = defaultsFrom;
    method->innerConstructorOf = innerConstructorOf;
    method->loc = loc;
    table->add(u, std::move(method));
  };
  add(sig.params.size(), -1);
  // f(a, b = 1, c = 2) also defines f(a) and f(a, b), which fill in the defaults.
  for (size_t k = sig.params.size(); k-- > 0 && sig.params[k].defaultValue;) add(k, int(k));
}

namespace {

Value defineFunction(Evaluator& ev, Frame&, const Node* n, Module* m) {
  // `function f end`: the generic function with no methods yet.
  if (n->numChildren() >= 1 && identifierName(unwrapParens(n->child(0)))) {
    const SymbolName* name = identifierName(unwrapParens(n->child(0)));
    Binding* b = m->resolve(name);
    if (b && b->value.defined() && (b->owner == m || m->isImported(name)) && b->value.type()->name->isSingletonFunction) return b->value;
    if (b && b->value.defined() && b->owner == m) throw JuliaError("ErrorException", "invalid redefinition of constant " + std::string(name->view()), n->span);
    return ev.genericFunction(m, name);
  }
  defineMethods(ev, n, m);
  return ev.universe().nothing();
}

Value defineConst(Evaluator& ev, Frame& f, const Node* n, Module* m) {
  const Node* eq = n->child(0);
  if (!eq || eq->kind != K::Equals || eq->numChildren() != 2) throw JuliaError("SyntaxError", "expected `const name = value`", n->span);
  const SymbolName* name = identifierName(eq->child(0));
  if (!name) throw JuliaError("SyntaxError", "expected a name after `const`", eq->child(0)->span);
  Lowering l(ev, m);
  Value v = l.evalType(eq->child(1), {});
  Binding* b = m->binding(name);
  if (b->value.defined() && b->isConst && !(b->value.type() == v.type() && b->value.rawBits() == v.rawBits()))
    throw JuliaError("ErrorException", "invalid redefinition of constant " + std::string(name->view()), n->span);
  b->value = v;
  b->isConst = true;
  return v;
}

Value defineModule(Evaluator& ev, Frame&, const Node* n, Module* parent) {
  const SymbolName* name = identifierName(n->child(0));
  if (!name) throw JuliaError("SyntaxError", "expected a module name", n->span);
  Module* m = ev.newModule(name, parent);
  for (const Node* stmt : n->child(1)->children()) ev.runStatement(stmt, m);
  return ev.universe().nothing();
}

Value usingOrImport(Evaluator& ev, Frame&, const Node* n, Module* m) {
  bool isUsing = n->kind == K::Using;
  auto pathModule = [&](const Node* path) -> Module* {
    // (importpath A B): A.B; a leading `.` means relative (Main's submodules).
    Module* cur = nullptr;
    for (const Node* part : path->children()) {
      const SymbolName* s = identifierName(part);
      if (!s) continue;  // dots
      if (!cur) {
        cur = ev.findModule(s, m);
        if (!cur) throw JuliaError("ArgumentError",
                                   "package " + std::string(s->view()) +
                                       " is not available; juxla provides Base, LinearAlgebra, Statistics, Random, "
                                       "Printf, Flux, NNlib, Optimisers, MLUtils and modules defined in the program",
                                   part->span);
      } else {
        Binding* b = cur->resolve(s);
        if (!b || b->value.type() != ev.core().Module) throw JuliaError("UndefVarError", "`" + std::string(s->view()) + "` is not a module", part->span);
        cur = moduleValue(b->value);
      }
    }
    return cur;
  };
  for (const Node* item : n->children()) {
    if (item->kind == K::Colon && item->numChildren() >= 1) {
      // using M: a, b
      Module* src = pathModule(item->child(0));
      for (size_t i = 1; i < item->numChildren(); ++i) {
        const Node* nameNode = item->child(i);
        const Node* asNode = nullptr;
        if (nameNode->kind == K::As && nameNode->numChildren() == 2) {
          asNode = nameNode->child(1);
          nameNode = nameNode->child(0);
        }
        const SymbolName* s = nullptr;
        for (const Node* c : nameNode->children()) s = identifierName(c) ? identifierName(c) : s;
        if (!s) s = identifierName(nameNode);
        Binding* b = src->resolve(s);
        if (!b || !b->value.defined())
          throw JuliaError("UndefVarError", "`" + std::string(s->view()) + "` not defined in `" + src->qualifiedName() + "`", nameNode->span);
        const SymbolName* as = asNode ? identifierName(asNode->kind == K::Importpath ? asNode->child(0) : asNode) : s;
        m->importBinding(as, b);
      }
      continue;
    }
    const Node* path = item;
    const SymbolName* as = nullptr;
    if (item->kind == K::As && item->numChildren() == 2) {
      path = item->child(0);
      as = identifierName(item->child(1)->kind == K::Importpath ? item->child(1)->child(0) : item->child(1));
    }
    Module* src = pathModule(path);
    const SymbolName* last = nullptr;
    for (const Node* c : path->children())
      if (identifierName(c)) last = identifierName(c);
    Binding* b = m->binding(as ? as : last);
    if (!b->value.defined()) {
      b->value = Value::pointer(ev.core().Module, src);
      b->isConst = true;
    }
    if (isUsing) m->use(src);
  }
  return ev.universe().nothing();
}

Value exportNames(Evaluator& ev, Frame&, const Node* n, Module* m) {
  for (const Node* c : n->children())
    if (const SymbolName* s = identifierName(c)) m->binding(s)->exported = true;
  return ev.universe().nothing();
}

Value ignored(Evaluator& ev, Frame&, const Node*, Module*) { return ev.universe().nothing(); }

}  // namespace

Value defineStruct(Evaluator& ev, Frame& f, const Node* n, Module* m);  // toplevel_types.cpp
Value defineAbstractType(Evaluator& ev, Frame& f, const Node* n, Module* m);
Value definePrimitiveType(Evaluator& ev, Frame& f, const Node* n, Module* m);

const Code* toplevelAction(Lowering& l, const Node* n) {
  Toplevel::Action action = nullptr;
  switch (n->kind) {
    case K::Function: action = defineFunction; break;
    case K::Struct: action = defineStruct; break;
    case K::Abstract: action = defineAbstractType; break;
    case K::Primitive: action = definePrimitiveType; break;
    case K::Const: action = defineConst; break;
    case K::Module: action = defineModule; break;
    case K::Using:
    case K::Import: action = usingOrImport; break;
    case K::Export: action = exportNames; break;
    case K::Macro: throw UnsupportedError("macro definitions are not supported: user macros are outside juxla's subset", n->span);
    case K::Macrocall: {
      // Base.@kwdef struct ...; Flux.@layer T (nothing to do on the host); docstrings.
      const Node* target = n->numChildren() > 1 ? n->child(n->numChildren() - 1) : nullptr;
      if (target && target->kind == K::Struct) {
        action = defineStruct;
        n = n;  // the struct node itself is found from the macro call by defineStruct
      } else {
        action = ignored;
      }
      break;
    }
    default:
      l.error(n, "`" + std::string(frontend::kindName(n->kind)) + "` is not supported here");
  }
  return l.lambda->make<Toplevel>(n->span, action, n, l.module);
}

}  // namespace juxla::compiler
