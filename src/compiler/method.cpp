#include "compiler/method.h"

#include "compiler/universe.h"

#include <map>

namespace juxla::compiler {

namespace {
// How much a signature's type variables constrain it beyond its bounds: each repeated use of a
// variable (x::T, y::T forces equal types) and each bounded variable counts.
int constraintScore(const JType* signature) {
  int score = 0;
  const DataType* body = signatureBody(signature);
  for (const JType* s = signature; s->kind == TypeKind::UnionAll; s = static_cast<const UnionAll*>(s)->body) {
    const TypeVar* v = static_cast<const UnionAll*>(s)->var;
    int uses = 0;
    for (const Value& p : body->params)
      if (p.asType() == v) ++uses;
    if (uses > 1) score += uses - 1;
  }
  return score;
}
}  // namespace

// Signatures written alike: the same structure with type variables matched by position and bounds.
// Redefining a method replaces it only then (subtyping both ways is too coarse for Type{Foo{T}}
// against Type{Foo}).
static bool sameSignature(const JType* a, const JType* b, std::map<const TypeVar*, const TypeVar*>& vars) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case TypeKind::Var: {
      auto it = vars.find(static_cast<const TypeVar*>(a));
      return it != vars.end() ? it->second == b : a == b;
    }
    case TypeKind::UnionAll: {
      const auto* ua = static_cast<const UnionAll*>(a);
      const auto* ub = static_cast<const UnionAll*>(b);
      if (!sameSignature(ua->var->upper, ub->var->upper, vars) || !sameSignature(ua->var->lower, ub->var->lower, vars)) return false;
      vars[ua->var] = ub->var;
      return sameSignature(ua->body, ub->body, vars);
    }
    case TypeKind::Union: {
      const auto& ma = static_cast<const UnionType*>(a)->members;
      const auto& mb = static_cast<const UnionType*>(b)->members;
      if (ma.size() != mb.size()) return false;
      for (size_t i = 0; i < ma.size(); ++i)
        if (!sameSignature(ma[i], mb[i], vars)) return false;
      return true;
    }
    case TypeKind::Vararg: {
      const auto* va = static_cast<const VarargType*>(a);
      const auto* vb = static_cast<const VarargType*>(b);
      return sameSignature(va->element, vb->element, vars) && va->count.defined() == vb->count.defined() &&
             (!va->count.defined() || va->count.rawBits() == vb->count.rawBits());
    }
    case TypeKind::Data: {
      const auto* da = static_cast<const DataType*>(a);
      const auto* db = static_cast<const DataType*>(b);
      if (da == db) return true;
      if (da->name != db->name || da->params.size() != db->params.size()) return false;
      for (size_t i = 0; i < da->params.size(); ++i) {
        const Value& pa = da->params[i];
        const Value& pb = db->params[i];
        if (pa.type() != pb.type()) return false;
        if (pa.type()->isKindType) {
          if (!sameSignature(pa.asType(), pb.asType(), vars)) return false;
        } else if (pa.rawBits() != pb.rawBits()) {
          return false;
        }
      }
      return true;
    }
  }
  return false;
}

// Julia's rule: a method is more specific when its signature is a strict subtype; between
// signatures that are subtypes of each other (f(x::T, y::T) where T vs f(x, y)), the one whose
// variables constrain more wins.
bool moreSpecific(Universe& u, const Method& a, const Method& b) {
  if (!isSubtype(u, a.signature, b.signature)) return false;
  if (!isSubtype(u, b.signature, a.signature)) return true;
  return constraintScore(a.signature) > constraintScore(b.signature);
}

namespace {

// A signature with its trailing Vararg{T} written out as T's up to `arity` elements, so that
// f(::String, ::String...) and f(a, b, c, xs...) compare pointwise for a call with three arguments.
const JType* expandVararg(Universe& u, const JType* signature, size_t arity) {
  std::vector<const TypeVar*> vars;
  const JType* body = signature;
  while (body->kind == TypeKind::UnionAll) {
    vars.push_back(static_cast<const UnionAll*>(body)->var);
    body = static_cast<const UnionAll*>(body)->body;
  }
  if (!body->isData()) return signature;
  const auto& params = static_cast<const DataType*>(body)->params;
  if (params.empty() || params.back().asType()->kind != TypeKind::Vararg) return signature;
  const VarargType* tail = static_cast<const VarargType*>(params.back().asType());
  if (tail->count.defined() || params.size() - 1 > arity) return signature;
  std::vector<const JType*> elems;
  for (size_t i = 0; i + 1 < params.size(); ++i) elems.push_back(params[i].asType());
  while (elems.size() < arity) elems.push_back(tail->element);
  const JType* result = u.tupleOf(elems);
  for (size_t i = vars.size(); i-- > 0;) result = u.unionAll(vars[i], result);
  return result;
}

// moreSpecific, and when the signatures are not ordered, their comparison at the call's arity.
bool moreSpecificForArity(Universe& u, const Method& a, const Method& b, size_t arity) {
  if (moreSpecific(u, a, b)) return true;
  if (!a.isVararg && !b.isVararg) return false;
  if (moreSpecific(u, b, a)) return false;
  const JType* ea = expandVararg(u, a.signature, arity);
  const JType* eb = expandVararg(u, b.signature, arity);
  return isSubtype(u, ea, eb) && !isSubtype(u, eb, ea);
}

}  // namespace

Method* MethodTable::add(Universe& u, std::unique_ptr<Method> m) {
  ++version;
  cache_.clear();
  for (auto& existing : methods) {
    // The same signature replaces (as in Julia); f(x::T, y::T) where T and f(x, y) are different.
    std::map<const TypeVar*, const TypeVar*> vars;
    if (sameSignature(existing->signature, m->signature, vars)) {
      existing = std::move(m);
      return existing.get();
    }
  }
  methods.push_back(std::move(m));
  return methods.back().get();
}

const MethodTable::Lookup& MethodTable::lookup(Universe& u, std::span<const JType* const> argTypes) {
  std::string key;
  key.reserve(argTypes.size() * sizeof(void*));
  for (const JType* t : argTypes) key.append(reinterpret_cast<const char*>(&t), sizeof t);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;

  struct Candidate {
    const Method* method;
    TypeBindings bindings;
  };
  std::vector<Candidate> candidates;
  for (const auto& m : methods)
    if (auto b = matchSignature(u, m->signature, argTypes)) candidates.push_back({m.get(), std::move(*b)});

  Lookup result;
  // The winner is more specific than every other candidate.
  for (const Candidate& c : candidates) {
    bool best = true;
    for (const Candidate& other : candidates)
      if (other.method != c.method && !moreSpecificForArity(u, *c.method, *other.method, argTypes.size())) best = false;
    if (best) {
      result.method = c.method;
      result.bindings = c.bindings;
      break;
    }
  }
  if (!result.method && !candidates.empty()) {
    // Ambiguity: report the candidates that no other candidate beats.
    for (const Candidate& c : candidates) {
      bool beaten = false;
      for (const Candidate& other : candidates)
        if (other.method != c.method && moreSpecificForArity(u, *other.method, *c.method, argTypes.size())) beaten = true;
      if (!beaten) result.ambiguous.push_back(c.method);
    }
  }
  return cache_.emplace(std::move(key), std::move(result)).first->second;
}

}  // namespace juxla::compiler
