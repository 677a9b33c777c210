#include "compiler/subtype.h"

#include <algorithm>

#include "compiler/universe.h"

namespace juxla::compiler {

namespace {

// Existential variables of the right-hand side collect constraints while the types are walked;
// a variable is solved when its UnionAll is left.
struct RightVar {
  const TypeVar* var;
  std::optional<Value> equal;          // from invariant positions
  std::vector<const JType*> lowers;    // from covariant positions (tuple elements)
};

class Subtyper {
 public:
  explicit Subtyper(Universe& u) : u_(u), c_(u.core()) {}

  bool sub(const JType* a, const JType* b);
  TypeBindings bindings;  // solved variables, outermost first

 private:
  bool covariant(const JType* a, const JType* b);
  bool equalTypes(const JType* a, const JType* b);
  bool equalParams(const Value& p, const Value& q);
  bool tuples(const DataType* a, const DataType* b);
  bool dataTypes(const DataType* a, const DataType* b);
  bool solve(RightVar& r);
  RightVar* findRight(const JType* t) {
    if (t->kind != TypeKind::Var) return nullptr;
    for (size_t i = right_.size(); i-- > 0;)
      if (right_[i].var == t) return &right_[i];
    return nullptr;
  }
  bool isTypeValue(const Value& v) const {
    const DataType* t = v.type();
    return t == c_.DataTypeKind || t == c_.UnionKind || t == c_.UnionAllKind || t == c_.TypeVarKind;
  }
  const JType* kindOf(const JType* t) const {
    switch (t->kind) {
      case TypeKind::Data: return c_.DataTypeKind;
      case TypeKind::Union: return c_.UnionKind;
      case TypeKind::UnionAll: return c_.UnionAllKind;
      case TypeKind::Var: return c_.TypeVarKind;
      case TypeKind::Vararg: return c_.DataTypeKind;
    }
    return c_.Any;
  }

  Universe& u_;
  const CoreTypes& c_;
  std::vector<RightVar> right_;
};

bool Subtyper::sub(const JType* a, const JType* b) { return covariant(a, b); }

// a <: b where positions are covariant (the top level and tuple elements).
bool Subtyper::covariant(const JType* a, const JType* b) {
  if (a == b) return true;
  if (RightVar* r = findRight(b)) {
    r->lowers.push_back(a);
    return true;
  }
  // A Union on the left is "for all members": each member gets its own solution of the right
  // side's variables (Union{StepRange, UnitRange} <: AbstractRange{T} where T).
  if (a->kind == TypeKind::Union && b->kind == TypeKind::UnionAll) {
    for (const JType* m : static_cast<const UnionType*>(a)->members)
      if (!covariant(m, b)) return false;
    return true;
  }
  if (b->kind == TypeKind::UnionAll) {
    const UnionAll* ub = static_cast<const UnionAll*>(b);
    right_.push_back({ub->var, std::nullopt, {}});
    bool ok = covariant(a, ub->body);
    RightVar r = right_.back();
    right_.pop_back();
    return ok && solve(r);
  }
  if (a->kind == TypeKind::UnionAll) return covariant(static_cast<const UnionAll*>(a)->body, b);
  if (a->kind == TypeKind::Union) {
    for (const JType* m : static_cast<const UnionType*>(a)->members)
      if (!covariant(m, b)) return false;
    return true;
  }
  if (b == c_.Any) return true;
  if (a->kind == TypeKind::Var) return covariant(static_cast<const TypeVar*>(a)->upper, b);
  if (b->kind == TypeKind::Var) return false;  // a free variable: only itself is below it
  if (b->kind == TypeKind::Union) {
    for (const JType* m : static_cast<const UnionType*>(b)->members) {
      auto saved = right_;
      if (covariant(a, m)) return true;
      right_ = std::move(saved);
    }
    return false;
  }
  if (a->isData() && b->isData()) return dataTypes(static_cast<const DataType*>(a), static_cast<const DataType*>(b));
  return false;
}

bool Subtyper::dataTypes(const DataType* a, const DataType* b) {
  // Type{X}: below Type{Y} when X == Y, and below X's kind (Type{Int64} <: DataType).
  if (a->name == c_.Type) {
    if (b->name == c_.Type) return equalParams(a->params[0], b->params[0]);
    return covariant(kindOf(a->params[0].asType()), b);
  }
  if (b->name == c_.Type) {
    // A kind is below Type{T} only when T is still free: DataType <: Type{T} where T.
    return (a == c_.DataTypeKind || a == c_.UnionKind || a == c_.UnionAllKind) && findRight(b->params[0].asType());
  }
  if (a->isTupleType || b->isTupleType) return a->isTupleType && b->isTupleType && tuples(a, b);
  const DataType* ancestor = a;
  while (ancestor && ancestor->name != b->name) ancestor = ancestor->super;
  if (!ancestor) return false;
  if (ancestor->params.size() != b->params.size()) return false;
  for (size_t i = 0; i < b->params.size(); ++i)
    if (!equalParams(ancestor->params[i], b->params[i])) return false;
  return true;
}

bool Subtyper::tuples(const DataType* a, const DataType* b) {
  auto elems = [](const DataType* t) {
    std::vector<const JType*> out;
    for (const Value& p : t->params) out.push_back(p.asType());
    return out;
  };
  std::vector<const JType*> as = elems(a), bs = elems(b);
  auto isVararg = [](const JType* t) { return t && t->kind == TypeKind::Vararg; };
  const VarargType* bVararg = !bs.empty() && isVararg(bs.back()) ? static_cast<const VarargType*>(bs.back()) : nullptr;
  if (bVararg) bs.pop_back();
  const VarargType* aVararg = !as.empty() && isVararg(as.back()) ? static_cast<const VarargType*>(as.back()) : nullptr;
  if (aVararg) as.pop_back();
  if (as.size() < bs.size()) return false;
  if (!bVararg && (as.size() != bs.size() || aVararg)) return false;
  for (size_t i = 0; i < bs.size(); ++i)
    if (!covariant(as[i], bs[i])) return false;
  if (bVararg) {
    for (size_t i = bs.size(); i < as.size(); ++i)
      if (!covariant(as[i], bVararg->element)) return false;
    if (aVararg && !covariant(aVararg->element, bVararg->element)) return false;
    if (bVararg->count.defined()) {
      int64_t extra = int64_t(as.size() - bs.size());
      if (aVararg) return false;
      Value n = u_.int64(extra);
      if (RightVar* r = findRight(bVararg->count.type() == c_.TypeVarKind ? bVararg->count.asType() : nullptr)) {
        if (r->equal && r->equal->rawBits() != n.rawBits()) return false;
        r->equal = n;
      } else if (bVararg->count.type() == c_.Int64 && bVararg->count.asInt() != extra) {
        return false;
      }
    }
  }
  return true;
}

bool Subtyper::equalParams(const Value& p, const Value& q) {
  if (q.type() == c_.TypeVarKind) {
    if (RightVar* r = findRight(q.asType())) {
      if (r->equal) {
        if (isTypeValue(*r->equal) && isTypeValue(p)) return typesEqual(u_, r->equal->asType(), p.asType());
        return r->equal->type() == p.type() && r->equal->rawBits() == p.rawBits();
      }
      r->equal = p;
      return true;
    }
  }
  if (isTypeValue(p) && isTypeValue(q)) return equalTypes(p.asType(), q.asType());
  if (p.type() != q.type()) return false;
  if (p.isObject()) return u_.showParam(p) == u_.showParam(q);
  return p.rawBits() == q.rawBits();
}

// Invariant positions: a == b, binding the right-hand side's variables.
bool Subtyper::equalTypes(const JType* a, const JType* b) {
  if (a == b) return true;
  if (findRight(b)) return equalParams(u_.typeValue(a), u_.typeValue(b));
  // A parameter that is itself a UnionAll (Vector{Vector{<:Real}}) must equal it as a set; it never
  // equals one DataType (Type{Foo} is not Type{Foo{T}} for any T, even where T is Foo's own variable).
  if (a->kind == TypeKind::UnionAll && b->kind == TypeKind::UnionAll) return typesEqual(u_, a, b);
  if (a->kind == TypeKind::UnionAll || b->kind == TypeKind::UnionAll) return false;
  if (a->isData() && b->isData()) {
    const DataType* da = static_cast<const DataType*>(a);
    const DataType* db = static_cast<const DataType*>(b);
    if (da->name != db->name || da->params.size() != db->params.size()) return false;
    for (size_t i = 0; i < da->params.size(); ++i)
      if (!equalParams(da->params[i], db->params[i])) return false;
    return true;
  }
  return isSubtype(u_, a, b) && isSubtype(u_, b, a);
}

bool Subtyper::solve(RightVar& r) {
  Value value;
  if (r.equal) {
    value = *r.equal;
    if (isTypeValue(value))
      for (const JType* l : r.lowers)
        if (!isSubtype(u_, l, value.asType())) return false;
  } else if (!r.lowers.empty()) {
    // Diagonal rule: a variable seen only in element positions stands for one concrete type.
    const JType* first = r.lowers[0];
    for (const JType* l : r.lowers)
      if (!typesEqual(u_, l, first)) return false;
    value = u_.typeValue(first);
  } else {
    return true;  // unconstrained: any type in the bounds
  }
  if (isTypeValue(value)) {
    const JType* t = value.asType();
    const JType* upper = u_.substitute(r.var->upper, bindings);
    const JType* lower = u_.substitute(r.var->lower, bindings);
    if (!isSubtype(u_, t, upper) || !isSubtype(u_, lower, t)) return false;
  }
  bindings[r.var] = value;
  return true;
}

}  // namespace

bool isSubtype(Universe& u, const JType* a, const JType* b) {
  if (a == b) return true;
  Subtyper s(u);
  return s.sub(a, b);
}

bool typesEqual(Universe& u, const JType* a, const JType* b) {
  return a == b || (isSubtype(u, a, b) && isSubtype(u, b, a));
}

bool isa(Universe& u, const Value& v, const JType* t) { return isSubtype(u, u.dispatchType(v), t); }

const DataType* signatureBody(const JType* signature) {
  while (signature->kind == TypeKind::UnionAll) signature = static_cast<const UnionAll*>(signature)->body;
  return static_cast<const DataType*>(signature);
}

std::optional<TypeBindings> matchSignature(Universe& u, const JType* signature, std::span<const JType* const> argTypes) {
  const DataType* args = u.tupleOf(std::vector<const JType*>(argTypes.begin(), argTypes.end()));
  Subtyper s(u);
  if (!s.sub(args, signature)) return std::nullopt;
  return s.bindings;
}

}  // namespace juxla::compiler
