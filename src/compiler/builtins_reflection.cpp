// Reflection as Base provides it: supertype, nameof, parentmodule, isdefined, fieldtypes,
// fieldcount, fieldname, hasfield, ismutable and the type predicates, hasmethod/applicable.
#include "compiler/builtins.h"
#include "compiler/objects.h"
#include "compiler/staged.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

Module* moduleOf(const Value& v) { return static_cast<Module*>(const_cast<void*>(v.rawPointer())); }

Value symbolValue(Evaluator& ev, const SymbolName* s) { return Value::pointer(ev.core().Symbol, s); }

// The DataType under a type value's `where`s (Vector -> Array{T,1}); nullptr for a Union or a TypeVar.
const DataType* unwrapData(Evaluator& ev, const Value& v, const char* fn, frontend::SourceSpan span) {
  if (!isTypeValue(ev, v)) ev.raise("MethodError", std::string(fn) + " takes a type, not a value of type " + ev.universe().show(v.type()), span);
  const JType* t = v.asType();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  return t->isData() ? static_cast<const DataType*>(t) : nullptr;
}

const DataType* dataTypeArgument(Evaluator& ev, const Value& v, const char* fn, frontend::SourceSpan span) {
  const DataType* dt = unwrapData(ev, v, fn, span);
  if (!dt) ev.raise("ArgumentError", std::string(fn) + ": type " + ev.universe().show(v.asType()) + " does not have a definite layout", span);
  return dt;
}

// supertype(Int64) == Signed; supertype(Vector) == DenseVector{T} where T in Julia, here AbstractVector{T} where T.
Value builtinSupertype(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  const JType* t = call[1].asType();
  std::vector<const TypeVar*> vars;
  while (t->kind == TypeKind::UnionAll) {
    vars.push_back(static_cast<const UnionAll*>(t)->var);
    t = static_cast<const UnionAll*>(t)->body;
  }
  if (!t->isData()) ev.raise("MethodError", "no method matching supertype(::" + u.show(call[1].type()) + ")", call.span);
  const DataType* super = static_cast<const DataType*>(t)->super;
  if (!super) return call[1];  // supertype(Any) === Any
  const JType* result = super;
  for (size_t i = vars.size(); i-- > 0;) result = u.unionAll(vars[i], result);
  return u.typeValue(result);
}

Value builtinNameof(Evaluator& ev, CallArgs& call) {
  const Value& x = call[1];
  if (x.type() == ev.core().Module) return symbolValue(ev, moduleOf(x)->name);
  if (isTypeValue(ev, x)) {
    if (const DataType* dt = unwrapData(ev, x, "nameof", call.span)) return symbolValue(ev, dt->name->name);
  } else if (x.type()->name->isSingletonFunction) {
    return symbolValue(ev, x.type()->name->name);
  }
  ev.raise("MethodError", "no method matching nameof(::" + ev.universe().show(x.type()) + ")", call.span);
}

Value builtinParentmodule(Evaluator& ev, CallArgs& call) {
  const Value& x = call[1];
  const CoreTypes& c = ev.core();
  if (x.type() == c.Module) {
    Module* m = moduleOf(x);
    return Value::pointer(c.Module, m->parent ? m->parent : m);  // Main is its own parent
  }
  const TypeName* tn = nullptr;
  if (isTypeValue(ev, x)) {
    if (const DataType* dt = unwrapData(ev, x, "parentmodule", call.span)) tn = dt->name;
  } else if (x.type()->name->isSingletonFunction) {
    tn = x.type()->name;
  }
  if (!tn) ev.raise("MethodError", "no method matching parentmodule(::" + ev.universe().show(x.type()) + ")", call.span);
  // The built-in types (Julia's Core) belong to Base here: there is no separate Core module.
  return Value::pointer(c.Module, tn->module ? tn->module : ev.baseModule());
}

// isdefined(M, :name): the name resolves to an assigned binding; isdefined(x, :field): the field is assigned.
Value builtinIsdefined(Evaluator& ev, CallArgs& call) {
  const Value& x = call[1];
  const Value& s = call[2];
  Universe& u = ev.universe();
  if (x.type() == ev.core().Module) {
    if (s.type() != ev.core().Symbol) ev.raise("TypeError", "isdefined: the name must be a Symbol, not " + u.show(s.type()), call.span);
    Binding* b = moduleOf(x)->resolve(s.asSymbol());
    return u.boolean(b && b->value.defined());
  }
  const DataType* t = x.type();
  const auto& names = t->name->fieldNames;
  size_t index = names.size();
  if (s.type() == ev.core().Symbol) {
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == s.asSymbol()) index = i;
  } else if (s.type() == ev.core().Int64 && s.asInt() >= 1) {
    index = size_t(s.asInt() - 1);
  }
  if (index >= names.size() || !x.isObject()) return u.boolean(false);
  return u.boolean(x.as<StructObject>()->fields[index].defined());
}

Value builtinFieldtypes(Evaluator& ev, CallArgs& call) {
  const DataType* dt = dataTypeArgument(ev, call[1], "fieldtypes", call.span);
  std::vector<Value> types;
  for (const JType* f : dt->fieldTypes) types.push_back(ev.universe().typeValue(f));
  return makeTuple(ev, std::move(types));
}

Value builtinFieldcount(Evaluator& ev, CallArgs& call) {
  const DataType* dt = dataTypeArgument(ev, call[1], "fieldcount", call.span);
  size_t n = dt->isTupleType || dt->name == ev.core().NamedTuple ? dt->fieldTypes.size() : dt->name->fieldNames.size();
  return ev.universe().int64(int64_t(n));
}

Value builtinFieldname(Evaluator& ev, CallArgs& call) {
  const DataType* dt = dataTypeArgument(ev, call[1], "fieldname", call.span);
  if (call[2].type() != ev.core().Int64) ev.raise("TypeError", "fieldname: the index must be an Int", call.span);
  int64_t i = call[2].asInt();
  const auto& names = dt->name->fieldNames;
  if (i < 1 || i > int64_t(names.size()))
    ev.raise("ArgumentError", "Cannot access field " + std::to_string(i) + " since type " + ev.universe().show(dt) + " only has " +
                                  std::to_string(names.size()) + " fields.", call.span);
  return symbolValue(ev, names[size_t(i - 1)]);
}

Value builtinHasfield(Evaluator& ev, CallArgs& call) {
  const DataType* dt = dataTypeArgument(ev, call[1], "hasfield", call.span);
  if (call[2].type() != ev.core().Symbol) ev.raise("TypeError", "hasfield: the name must be a Symbol", call.span);
  for (const SymbolName* n : dt->name->fieldNames)
    if (n == call[2].asSymbol()) return ev.universe().boolean(true);
  return ev.universe().boolean(false);
}

// ismutable(x): an instance of a mutable type (mutable struct, Array, Dict, String as in Julia).
Value builtinIsmutable(Evaluator& ev, CallArgs& call) {
  const DataType* t = call[1].type();
  return ev.universe().boolean(t->name->isMutable || t == ev.core().String);
}

enum class TypePredicate { Mutable, Concrete, Abstract, Primitive, Struct };

template <TypePredicate P>
Value builtinTypePredicate(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  if (!isTypeValue(ev, call[1])) return u.boolean(false);
  const JType* t = call[1].asType();
  bool isWrapped = t->kind == TypeKind::UnionAll;
  const DataType* dt = unwrapData(ev, call[1], "type predicate", call.span);
  if (!dt) return u.boolean(false);
  const TypeName* tn = dt->name;
  bool primitive = !tn->isAbstract && tn->fieldNames.empty() && !dt->isTupleType && tn->isPrimitive;
  switch (P) {
    case TypePredicate::Mutable: return u.boolean(tn->isMutable);
    case TypePredicate::Concrete: return u.boolean(!isWrapped && dt->isConcrete);
    case TypePredicate::Abstract: return u.boolean(tn->isAbstract);
    case TypePredicate::Primitive: return u.boolean(!isWrapped && primitive);
    case TypePredicate::Struct: return u.boolean(!tn->isAbstract && !primitive && !dt->isTupleType);
  }
  return u.boolean(false);
}

// The methods of `f` applicable to the element types of tuple type `types`.
bool hasApplicableMethod(Evaluator& ev, const Value& f, const JType* types, frontend::SourceSpan span) {
  Universe& u = ev.universe();
  if (!types->isData() || !static_cast<const DataType*>(types)->isTupleType)
    ev.raise("ArgumentError", "hasmethod takes a function and a tuple type such as Tuple{Int, Float64}", span);
  std::vector<const JType*> argTypes{u.dispatchType(f)};
  for (const Value& p : static_cast<const DataType*>(types)->params) argTypes.push_back(p.asType());
  MethodTable* table = ev.tableFor(f.type()->name);
  const MethodTable::Lookup& found = table->lookup(u, argTypes);
  return found.method != nullptr || !found.ambiguous.empty();
}

Value builtinHasmethod(Evaluator& ev, CallArgs& call) {
  if (!isTypeValue(ev, call[2])) ev.raise("ArgumentError", "hasmethod takes a tuple type such as Tuple{Int}", call.span);
  return ev.universe().boolean(hasApplicableMethod(ev, call[1], call[2].asType(), call.span));
}

Value builtinApplicable(Evaluator& ev, CallArgs& call) {
  std::vector<const JType*> types;
  for (size_t i = 2; i < call.size(); ++i) types.push_back(ev.universe().dispatchType(call[i]));
  return ev.universe().boolean(hasApplicableMethod(ev, call[1], ev.universe().tupleOf(types), call.span));
}

}  // namespace

// @code_hlo f(args...): prints the StableHLO module the call compiles to.
Value builtinCodeHlo(Evaluator& ev, CallArgs& call) {
  if (!ev.inspector) ev.raise("ErrorException", "@code_hlo needs juxla's compiler, which this evaluator was made without", call.span);
  CallArgs inner;
  inner.span = call.span;
  inner.callerModule = call.callerModule;
  for (size_t i = 1; i < call.size(); ++i) inner.args.push(call[i]);
  ev.out() << ev.inspector->stagedText(ev, inner);
  return ev.universe().nothing();
}

// Zygote's gradient, pullback and jacobian (prelude/z_zygote.jl) call these; staging differentiates
// them (src/staging/rules_gradient.cpp). At host level each call is compiled and run on its own.
Value builtinCompiledOnly(Evaluator& ev, CallArgs& call) {
  if (!ev.inspector)
    ev.raise("ErrorException", calleeName(ev, call) + " needs juxla's compiler, which this evaluator was made without",
             call.span);
  return ev.inspector->compileAndRun(ev, call);
}

// @non_differentiable f(::T...) (lowered to this): only compiled gradients need to know.
Value builtinNonDifferentiable(Evaluator& ev, CallArgs& call) {
  if (!call[2].type()->isKindType)
    ev.raise("ArgumentError", "@non_differentiable needs argument types, as in `@non_differentiable f(::Any, ::Int)`", call.span);
  if (ev.inspector) ev.inspector->markNonDifferentiable(call[1], call[2]);
  return ev.universe().nothing();
}

// ignore_derivatives(x) outside staged code: nothing to stop.
Value builtinStopGradient(Evaluator&, CallArgs& call) { return call[1]; }

// Random.seed!(n): the stream compiled code draws from restarts from n as well.
Value builtinSeedStagedRandom(Evaluator& ev, CallArgs& call) {
  if (ev.inspector) ev.inspector->seedRandom(call[1].rawBits());
  return ev.universe().nothing();
}

void registerReflectionBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "supertype", {any}, builtinSupertype);
  ev.defineBuiltin(base, "__code_hlo", {any}, builtinCodeHlo, true);
  ev.defineBuiltin(base, "__seed_staged_random", {ev.core().Integer}, builtinSeedStagedRandom);
  ev.defineBuiltin(base, "__withgradient", {any}, builtinCompiledOnly, true);
  ev.defineBuiltin(base, "__jacobian", {any}, builtinCompiledOnly, true);
  ev.defineBuiltin(base, "__pullback", {any}, builtinCompiledOnly, true);
  ev.defineBuiltin(base, "__pullback_back", {any, any, any}, builtinCompiledOnly);
  ev.defineBuiltin(base, "__stop_gradient", {any}, builtinStopGradient);
  ev.defineBuiltin(base, "__non_differentiable", {any, any}, builtinNonDifferentiable);
  ev.defineBuiltin(base, "nameof", {any}, builtinNameof);
  ev.defineBuiltin(base, "parentmodule", {any}, builtinParentmodule);
  ev.defineBuiltin(base, "isdefined", {any, any}, builtinIsdefined);
  ev.defineBuiltin(base, "fieldtypes", {any}, builtinFieldtypes);
  ev.defineBuiltin(base, "fieldcount", {any}, builtinFieldcount);
  ev.defineBuiltin(base, "fieldname", {any, any}, builtinFieldname);
  ev.defineBuiltin(base, "hasfield", {any, any}, builtinHasfield);
  ev.defineBuiltin(base, "ismutable", {any}, builtinIsmutable);
  ev.defineBuiltin(base, "ismutabletype", {any}, builtinTypePredicate<TypePredicate::Mutable>);
  ev.defineBuiltin(base, "isconcretetype", {any}, builtinTypePredicate<TypePredicate::Concrete>);
  ev.defineBuiltin(base, "isabstracttype", {any}, builtinTypePredicate<TypePredicate::Abstract>);
  ev.defineBuiltin(base, "isprimitivetype", {any}, builtinTypePredicate<TypePredicate::Primitive>);
  ev.defineBuiltin(base, "isstructtype", {any}, builtinTypePredicate<TypePredicate::Struct>);
  ev.defineBuiltin(base, "hasmethod", {any, any}, builtinHasmethod);
  ev.defineBuiltin(base, "applicable", {any}, builtinApplicable, true);
}

}  // namespace juxla::compiler
