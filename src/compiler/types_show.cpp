// How types print, as Julia shows them: Vector{Float64}, Matrix{Int64}, Tuple{Int64, Float64},
// @NamedTuple{a::Int64}, Union{Nothing, Int64}, Vector{T} where T<:Real, typeof(f).
#include "compiler/module.h"
#include "compiler/objects.h"
#include "compiler/universe.h"

namespace juxla::compiler {

namespace {
bool isKindType(const CoreTypes& c, const DataType* t) {
  return t == c.DataTypeKind || t == c.UnionKind || t == c.UnionAllKind || t == c.TypeVarKind;
}
}  // namespace

std::string Universe::showParam(const Value& p) const {
  const DataType* t = p.type();
  if (!t) return "#undef";
  if (isKindType(core_, t)) return show(p.asType());
  if (t == core_.Symbol) return ":" + std::string(p.asSymbol()->view());
  if (t == core_.Int64) return std::to_string(p.asInt());
  if (t == core_.Bool) return p.asBool() ? "true" : "false";
  if (t->isTupleType && p.isObject()) {
    const auto& elems = p.as<TupleObject>()->elements;
    std::string s = "(";
    for (size_t i = 0; i < elems.size(); ++i) s += (i ? ", " : "") + showParam(elems[i]);
    if (elems.size() == 1) s += ",";
    return s + ")";
  }
  if (t == core_.Char) return "'" + std::string(1, char(p.asChar())) + "'";
  return show(t) + "(" + std::to_string(p.rawBits()) + ")";
}

// show.jl: a type is written with its module path unless Main sees it by its bare name
// (Base.Generator, Main.M.Point); a standard library module (here a child of Base) is written by
// its own name (Random.Xoshiro).
std::string Universe::moduleQualifier(const TypeName* tn) const {
  const Module* m = tn->module;
  if (!m || !mainModule || m == mainModule || tn->isClosure) return "";
  if (const Binding* b = mainModule->resolve(tn->name); b && b->value.defined()) {
    bool visibleType = isKindType(core_, b->value.type()) && b->value.asType() == tn->wrapper;
    bool visibleFunction = tn->isSingletonFunction && b->value.type()->name == tn;  // typeof(f) for f itself
    if (visibleType || visibleFunction) return "";
  }
  if (m == baseModule || m->parent == baseModule) return std::string(m->name->view()) + ".";
  return m->qualifiedName() + ".";
}

std::string Universe::show(const JType* t) const {
  switch (t->kind) {
    case TypeKind::Var: {
      const TypeVar* v = static_cast<const TypeVar*>(t);
      if (isAnonymousTypeVar(v)) return v->lower != core_.Bottom ? ">:" + show(v->lower) : "<:" + show(v->upper);
      return std::string(v->name->view());
    }
    case TypeKind::Vararg: {
      const VarargType* v = static_cast<const VarargType*>(t);
      std::string s = "Vararg{" + show(v->element);
      if (v->count.defined()) s += ", " + showParam(v->count);
      return s + "}";
    }
    case TypeKind::Union: {
      const auto& ms = static_cast<const UnionType*>(t)->members;
      std::string s = "Union{";
      for (size_t i = 0; i < ms.size(); ++i) s += (i ? ", " : "") + show(ms[i]);
      return s + "}";
    }
    case TypeKind::UnionAll: {
      // A family's own wrapper prints as its name; Array{T,1} where T is Vector.
      const JType* body = t;
      std::vector<const TypeVar*> vars;
      while (body->kind == TypeKind::UnionAll) {
        vars.push_back(static_cast<const UnionAll*>(body)->var);
        body = static_cast<const UnionAll*>(body)->body;
      }
      if (body->isData()) {
        const DataType* dt = static_cast<const DataType*>(body);
        if (dt->name->wrapper == t) return moduleQualifier(dt->name) + std::string(dt->name->name->view());
        if ((dt->name == core_.Array || dt->name == core_.AbstractArray) && dt->params.size() == 2 &&
            dt->params[0].type() == core_.TypeVarKind && dt->params[1].type() == core_.Int64 && vars.size() == 1 &&
            dt->params[0].asType() == vars[0] && vars[0]->upper == core_.Any && vars[0]->lower == core_.Bottom) {
          int64_t n = dt->params[1].asInt();
          std::string prefix = dt->name == core_.Array ? "" : "Abstract";
          if (n == 1) return prefix + "Vector";
          if (n == 2) return prefix + "Matrix";
        }
      }
      std::string s = show(body);
      std::erase_if(vars, [](const TypeVar* v) { return isAnonymousTypeVar(v); });
      if (vars.empty()) return s;
      s += " where ";
      if (vars.size() > 1) s += "{";
      for (size_t i = 0; i < vars.size(); ++i) {
        if (i) s += ", ";
        s += std::string(vars[i]->name->view());
        if (vars[i]->upper != core_.Any) s += "<:" + show(vars[i]->upper);
        if (vars[i]->lower != core_.Bottom) s += ">:" + show(vars[i]->lower);
      }
      if (vars.size() > 1) s += "}";
      return s;
    }
    case TypeKind::Data: break;
  }
  const DataType* dt = static_cast<const DataType*>(t);
  const TypeName* tn = dt->name;
  if (tn->isSingletonFunction) return "typeof(" + moduleQualifier(tn) + std::string(tn->name->view()) + ")";
  std::string name = moduleQualifier(tn) + std::string(tn->name->view());
  if (dt->params.empty()) return dt->isTupleType ? "Tuple{}" : name;
  if (dt->isTupleType && dt->params.size() > 3) {  // show.jl: NTuple{4, Int64} for more than 3 equal elements
    bool same = true;
    for (const Value& p : dt->params) same = same && p.rawBits() == dt->params[0].rawBits() && p.type() == dt->params[0].type();
    if (same && dt->params[0].asType()->kind != TypeKind::Vararg)
      return "NTuple{" + std::to_string(dt->params.size()) + ", " + showParam(dt->params[0]) + "}";
  }
  if ((tn == core_.Array || tn == core_.AbstractArray) && dt->params.size() == 2 && dt->params[1].type() == core_.Int64) {
    int64_t n = dt->params[1].asInt();
    const char* prefix = tn == core_.Array ? "" : "Abstract";
    if (n == 1) return prefix + std::string("Vector{") + showParam(dt->params[0]) + "}";
    if (n == 2) return prefix + std::string("Matrix{") + showParam(dt->params[0]) + "}";
  }
  // The bare Tuple family is Tuple{Vararg{Any}}.
  if (dt->isTupleType && dt->params.size() == 1 && dt->params[0].asType()->kind == TypeKind::Vararg) {
    const VarargType* v = static_cast<const VarargType*>(dt->params[0].asType());
    if (v->element == core_.Any && !v->count.defined()) return "Tuple";
  }
  if (tn == core_.NamedTuple && dt->params.size() == 2 && dt->params[0].type() && dt->params[0].type()->isTupleType &&
      dt->params[1].type() == core_.DataTypeKind) {
    const auto& names = dt->params[0].as<TupleObject>()->elements;
    const DataType* types = static_cast<const DataType*>(dt->params[1].asType());
    std::string s = "@NamedTuple{";
    for (size_t i = 0; i < names.size() && i < types->params.size(); ++i) {
      if (i) s += ", ";
      s += std::string(names[i].asSymbol()->view()) + "::" + showParam(types->params[i]);
    }
    return s + "}";
  }
  std::string s = name + "{";
  for (size_t i = 0; i < dt->params.size(); ++i) s += (i ? ", " : "") + showParam(dt->params[i]);
  return s + "}";
}

}  // namespace juxla::compiler
