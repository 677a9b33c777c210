#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "compiler/module.h"
#include "compiler/subtype.h"
#include "compiler/universe.h"

namespace juxla::compiler {

namespace {
// Keys of the interning maps: raw bytes (cheap to build; these maps are hit on every tuple made).
std::string pointerKey(const void* p) { return std::string(reinterpret_cast<const char*>(&p), sizeof p); }
void appendBits(std::string& key, uint64_t bits) { key.append(reinterpret_cast<const char*>(&bits), sizeof bits); }
bool isKind(const CoreTypes& c, const DataType* t) {
  return t == c.DataTypeKind || t == c.UnionKind || t == c.UnionAllKind || t == c.TypeVarKind;
}
}  // namespace

Universe::~Universe() = default;

DataType* Universe::abstractType(const char* name, DataType* super) {
  TypeName* tn = family(name, {}, true);
  defineTypeName(tn, super, {}, {});
  return const_cast<DataType*>(static_cast<const DataType*>(tn->wrapper));
}

DataType* Universe::primitiveType(const char* name, DataType* super, int bits) {
  TypeName* tn = family(name, {}, false);
  tn->isPrimitive = true;
  tn->primitiveBits = bits;
  defineTypeName(tn, super, {}, {});
  return const_cast<DataType*>(static_cast<const DataType*>(tn->wrapper));
}

TypeName* Universe::family(const char* name, std::vector<const char*> params, bool isAbstract) {
  std::vector<const TypeVar*> vars;
  for (const char* p : params) vars.push_back(typeVar(intern(p)));
  TypeName* tn = newTypeName(intern(name), nullptr, vars);
  tn->isAbstract = isAbstract;
  return tn;
}

Universe::Universe() {
  CoreTypes& c = core_;
  // Any is its own root; everything else hangs below it.
  {
    TypeName* any = family("Any", {}, true);
    auto dt = std::make_unique<DataType>();
    dt->name = any;
    DataType* raw = own(std::move(dt));
    any->wrapper = raw;
    c.Any = raw;
  }
  c.Bottom = unionOf({});
  c.Number = abstractType("Number", c.Any);
  c.Real = abstractType("Real", c.Number);
  c.Integer = abstractType("Integer", c.Real);
  c.Signed = abstractType("Signed", c.Integer);
  c.Unsigned = abstractType("Unsigned", c.Integer);
  c.AbstractFloat = abstractType("AbstractFloat", c.Real);
  c.AbstractChar = abstractType("AbstractChar", c.Any);
  c.AbstractString = abstractType("AbstractString", c.Any);
  c.Function = abstractType("Function", c.Any);
  c.Exception = abstractType("Exception", c.Any);

  c.Bool = primitiveType("Bool", c.Integer, 8);
  c.Int8 = primitiveType("Int8", c.Signed, 8);
  c.Int16 = primitiveType("Int16", c.Signed, 16);
  c.Int32 = primitiveType("Int32", c.Signed, 32);
  c.Int64 = primitiveType("Int64", c.Signed, 64);
  c.UInt8 = primitiveType("UInt8", c.Unsigned, 8);
  c.UInt16 = primitiveType("UInt16", c.Unsigned, 16);
  c.UInt32 = primitiveType("UInt32", c.Unsigned, 32);
  c.UInt64 = primitiveType("UInt64", c.Unsigned, 64);
  c.Float16 = primitiveType("Float16", c.AbstractFloat, 16);
  c.Float32 = primitiveType("Float32", c.AbstractFloat, 32);
  c.Float64 = primitiveType("Float64", c.AbstractFloat, 64);
  c.Char = primitiveType("Char", c.AbstractChar, 32);
  // Symbols are interned names: the payload points at the name, nothing to count.
  c.Symbol = primitiveType("Symbol", c.Any, 64);
  c.Nothing = primitiveType("Nothing", c.Any, 0);
  c.Module = primitiveType("Module", c.Any, 64);
  c.DataTypeKind = primitiveType("DataType", c.Any, 64);
  c.UnionKind = primitiveType("Union", c.Any, 64);
  c.UnionAllKind = primitiveType("UnionAll", c.Any, 64);
  c.TypeVarKind = primitiveType("TypeVar", c.Any, 64);
  for (DataType* k : {c.DataTypeKind, c.UnionKind, c.UnionAllKind, c.TypeVarKind}) k->isKindType = true;
  {
    TypeName* tn = family("String", {}, false);
    defineTypeName(tn, c.AbstractString, {}, {});
    c.String = const_cast<DataType*>(static_cast<const DataType*>(tn->wrapper));
    c.String->boxed = true;
  }

  c.Type = family("Type", {"T"}, true);
  defineTypeName(c.Type, c.Any, {}, {});
  c.Tuple = family("Tuple", {}, false);  // variadic: applied with any number of element types
  c.Tuple->wrapper = nullptr;
  c.EmptyTuple = tupleOf({});
  c.NamedTuple = family("NamedTuple", {"names", "T"}, false);
  defineTypeName(c.NamedTuple, c.Any, {}, {});
  c.AbstractArray = family("AbstractArray", {"T", "N"}, true);
  defineTypeName(c.AbstractArray, c.Any, {}, {});
  c.Array = family("Array", {"T", "N"}, false);
  c.Array->isMutable = true;
  {
    std::vector<Value> ps{typeValue(c.Array->params[0]), typeValue(c.Array->params[1])};
    defineTypeName(c.Array, apply(c.AbstractArray, ps), {}, {});
  }
  c.Pair = family("Pair", {"A", "B"}, false);
  defineTypeName(c.Pair, c.Any, {intern("first"), intern("second")},
                 {c.Pair->params[0], c.Pair->params[1]});
  c.AbstractDict = family("AbstractDict", {"K", "V"}, true);
  defineTypeName(c.AbstractDict, c.Any, {}, {});
  c.Dict = family("Dict", {"K", "V"}, false);
  c.Dict->isMutable = true;
  defineTypeName(c.Dict, apply(c.AbstractDict, {typeValue(c.Dict->params[0]), typeValue(c.Dict->params[1])}), {}, {});
  c.UnitRange = family("UnitRange", {"T"}, false);
  c.StepRange = family("StepRange", {"T", "S"}, false);
  c.Val = family("Val", {"x"}, false);
  c.Ref = family("Ref", {"T"}, false);
  c.Ref->isMutable = true;
  {
    // Julia's range tower: AbstractRange{T} <: AbstractVector{T}, OrdinalRange{T,S} <: AbstractRange{T},
    // AbstractUnitRange{T} <: OrdinalRange{T,T}, UnitRange{T} <: AbstractUnitRange{T},
    // StepRange{T,S} <: OrdinalRange{T,S}.
    c.AbstractRange = family("AbstractRange", {"T"}, true);
    defineTypeName(c.AbstractRange, apply(c.AbstractArray, {typeValue(c.AbstractRange->params[0]), int64(1)}), {}, {});
    c.OrdinalRange = family("OrdinalRange", {"T", "S"}, true);
    defineTypeName(c.OrdinalRange, apply(c.AbstractRange, {typeValue(c.OrdinalRange->params[0])}), {}, {});
    c.AbstractUnitRange = family("AbstractUnitRange", {"T"}, true);
    const Value unitT = typeValue(c.AbstractUnitRange->params[0]);
    defineTypeName(c.AbstractUnitRange, apply(c.OrdinalRange, {unitT, unitT}), {}, {});
    const JType* T = c.UnitRange->params[0];
    defineTypeName(c.UnitRange, apply(c.AbstractUnitRange, {typeValue(T)}), {intern("start"), intern("stop")}, {T, T});
    const JType* S = c.StepRange->params[0];
    defineTypeName(c.StepRange, apply(c.OrdinalRange, {typeValue(S), typeValue(c.StepRange->params[1])}),
                   {intern("start"), intern("step"), intern("stop")}, {S, c.StepRange->params[1], S});
  }
  defineTypeName(c.Val, c.Any, {}, {});
  defineTypeName(c.Ref, c.Any, {intern("x")}, {c.Ref->params[0]});
}

TypeName* Universe::newTypeName(const SymbolName* name, Module* module, std::vector<const TypeVar*> params) {
  auto tn = std::make_unique<TypeName>();
  tn->name = name;
  tn->module = module;
  tn->params = std::move(params);
  typeNames_.push_back(std::move(tn));
  return typeNames_.back().get();
}

void Universe::defineTypeName(TypeName* tn, const JType* superTemplate, std::vector<const SymbolName*> fieldNames,
                              std::vector<const JType*> fieldTypeTemplates) {
  tn->superTemplate = superTemplate;
  tn->fieldNames = std::move(fieldNames);
  tn->fieldTypeTemplates = std::move(fieldTypeTemplates);
  if (tn->params.empty()) {
    tn->wrapper = apply(tn, {});
    return;
  }
  std::vector<Value> vars;
  for (const TypeVar* v : tn->params) vars.push_back(typeValue(v));
  const JType* body = apply(tn, vars);
  for (size_t i = tn->params.size(); i-- > 0;) body = unionAll(tn->params[i], body);
  tn->wrapper = body;
}

void Universe::setFieldTypes(TypeName* tn, std::vector<const JType*> fieldTypeTemplates) {
  tn->fieldTypeTemplates = std::move(fieldTypeTemplates);
  for (auto& [key, instance] : tn->instances) {
    std::map<const TypeVar*, Value> bindings;
    for (size_t i = 0; i < tn->params.size() && i < instance->params.size(); ++i) bindings[tn->params[i]] = instance->params[i];
    instance->fieldTypes.clear();
    for (const JType* f : tn->fieldTypeTemplates) instance->fieldTypes.push_back(substitute(f, bindings));
  }
}

std::string Universe::paramsKey(const std::vector<Value>& params) const {
  std::string key;
  for (const Value& p : params) {
    key += pointerKey(p.type());
    if (p.isObject() && p.type()->isTupleType) {
      key += "tuple";  // tuples of plain values (NamedTuple names): compared by their shown form
      key += showParam(p);
      key += ';';
    } else {
      appendBits(key, p.rawBits());
    }
  }
  return key;
}

const DataType* Universe::apply(TypeName* tn, std::vector<Value> params) {
  std::string key = paramsKey(params);
  auto it = tn->instances.find(key);
  if (it != tn->instances.end()) return it->second;
  auto dt = std::make_unique<DataType>();
  DataType* raw = dt.get();
  owned_.push_back(std::move(dt));
  tn->instances.emplace(key, raw);
  raw->name = tn;
  raw->params = std::move(params);
  bool hasFreeVars = false;
  for (const Value& p : raw->params)
    if (p.type() == core_.TypeVarKind) hasFreeVars = true;
  std::map<const TypeVar*, Value> bindings;
  for (size_t i = 0; i < tn->params.size() && i < raw->params.size(); ++i) bindings[tn->params[i]] = raw->params[i];
  if (tn->superTemplate) {
    const JType* super = substitute(tn->superTemplate, bindings);
    raw->super = super->isData() ? static_cast<const DataType*>(super) : core_.Any;
  } else if (tn != core_.Any->name) {
    raw->super = core_.Any;
  }
  for (const JType* f : tn->fieldTypeTemplates) raw->fieldTypes.push_back(substitute(f, bindings));
  raw->isConcrete = !tn->isAbstract && !hasFreeVars;
  raw->boxed = !tn->isPrimitive;
  if (tn->isSingletonFunction) raw->boxed = false;
  return raw;
}

const DataType* Universe::tupleOf(std::vector<const JType*> elements) {
  // Tuple{Vararg{T, 2}} is Tuple{T, T}, as Julia normalizes it.
  if (!elements.empty() && elements.back()->kind == TypeKind::Vararg) {
    const VarargType* v = static_cast<const VarargType*>(elements.back());
    if (v->count.defined() && v->count.type() == core_.Int64 && v->count.asInt() >= 0 && v->count.asInt() < 4096) {
      elements.pop_back();
      elements.insert(elements.end(), size_t(v->count.asInt()), v->element);
    }
  }
  std::vector<Value> params;
  for (const JType* e : elements) params.push_back(typeValue(e));
  const DataType* t = apply(core_.Tuple, std::move(params));
  DataType* dt = const_cast<DataType*>(t);
  if (!dt->isTupleType) {
    dt->isTupleType = true;
    dt->super = core_.Any;
    bool concrete = true;
    for (const JType* e : elements)
      concrete = concrete && e->isData() && static_cast<const DataType*>(e)->isConcrete;
    dt->isConcrete = concrete;
    dt->boxed = true;
  }
  return t;
}

const JType* Universe::varargOf(const JType* element, Value count) {
  std::string key = pointerKey(element) + "/" + (count.defined() ? pointerKey(count.type()) + ":" + std::to_string(count.rawBits()) : "");
  auto it = varargs_.find(key);
  if (it != varargs_.end()) return it->second;
  auto v = std::make_unique<VarargType>();
  v->element = element;
  v->count = count;
  const JType* raw = own(std::move(v));
  varargs_.emplace(key, raw);
  return raw;
}

namespace {

// Julia's isbits for a concrete DataType: immutable, and primitive or made of isbits fields.
bool isBitsType(const CoreTypes& c, const DataType* t, int depth = 0) {
  if (!t->isConcrete || t->name->isMutable || t == c.String || t->name == c.Array || depth > 8) return false;
  if (t->name->isPrimitive) return true;
  if (t->name == c.Dict) return false;
  const std::vector<const JType*>* fields = &t->fieldTypes;
  std::vector<const JType*> elems;
  if (t->isTupleType) {
    for (const Value& p : t->params) elems.push_back(p.asType());
    fields = &elems;
  }
  for (const JType* f : *fields)
    if (!f->isData() || !isBitsType(c, static_cast<const DataType*>(f), depth + 1)) return false;
  return true;
}

const char* moduleNameOf(const TypeName* tn) { return tn->module ? tn->module->name->view().data() : "Core"; }

// jltypes.c datatype_name_cmp: module name, type name, number of parameters, then the first three
// parameters that are both types.
int dataTypeNameCompare(const CoreTypes& core, const JType* a, const JType* b) {
  while (a->kind == TypeKind::UnionAll) a = static_cast<const UnionAll*>(a)->body;
  while (b->kind == TypeKind::UnionAll) b = static_cast<const UnionAll*>(b)->body;
  if (!a->isData()) return b->isData() ? 1 : 0;
  if (!b->isData()) return -1;
  const DataType* x = static_cast<const DataType*>(a);
  const DataType* y = static_cast<const DataType*>(b);
  if (int c = std::string_view(moduleNameOf(x->name)).compare(moduleNameOf(y->name))) return c < 0 ? -1 : 1;
  if (int c = x->name->name->view().compare(y->name->name->view())) return c < 0 ? -1 : 1;
  if (x->params.size() != y->params.size()) return x->params.size() < y->params.size() ? -1 : 1;
  for (size_t i = 0; i < 3 && i < x->params.size(); ++i) {
    const Value& p = x->params[i];
    const Value& q = y->params[i];
    if (p.type() == q.type() && p.rawBits() == q.rawBits()) continue;
    auto isType = [&](const Value& v) { return v.type() == core.DataTypeKind || v.type() == core.UnionAllKind; };
    if (isType(p) && isType(q))
      if (int c = dataTypeNameCompare(core, p.asType(), q.asType())) return c;
  }
  return 0;
}

}  // namespace

// jltypes.c union_sort_cmp: singletons first, then isbits types, then other DataTypes, then the rest.
int Universe::unionOrder(const JType* a, const JType* b) const {
  auto rank = [&](const JType* t) {
    if (!t->isData()) return 3;
    const DataType* d = static_cast<const DataType*>(t);
    bool singleton = d->isConcrete && !d->name->isAbstract && (!d->name->isPrimitive || d->name->primitiveBits == 0) && !d->isTupleType && d->fieldTypes.empty() &&
                     !d->name->isMutable && d != core_.String;
    if (singleton) return 0;
    return isBitsType(core_, d) ? 1 : 2;
  };
  int ra = rank(a), rb = rank(b);
  if (ra != rb) return ra < rb ? -1 : 1;
  return dataTypeNameCompare(core_, a, b);
}

const JType* Universe::unionOf(std::vector<const JType*> members) {
  // Flatten, drop duplicates and members below another member, order canonically.
  std::vector<const JType*> flat;
  for (const JType* m : members) {
    if (m->kind == TypeKind::Union) {
      for (const JType* inner : static_cast<const UnionType*>(m)->members) flat.push_back(inner);
    } else {
      flat.push_back(m);
    }
  }
  std::vector<const JType*> kept;
  for (size_t i = 0; i < flat.size(); ++i) {
    bool redundant = false;
    for (size_t j = 0; j < flat.size() && !redundant; ++j) {
      if (i == j) continue;
      if (flat[i] == flat[j]) redundant = j < i;
      else if (isSubtype(*this, flat[i], flat[j])) redundant = !isSubtype(*this, flat[j], flat[i]) || j < i;
    }
    if (!redundant) kept.push_back(flat[i]);
  }
  if (kept.size() == 1) return kept[0];
  std::sort(kept.begin(), kept.end(), [&](const JType* a, const JType* b) {
    int order = unionOrder(a, b);
    return order != 0 ? order < 0 : show(a) < show(b);
  });
  std::string key;
  for (const JType* m : kept) key += pointerKey(m) + ",";
  auto it = unions_.find(key);
  if (it != unions_.end()) return it->second;
  auto u = std::make_unique<UnionType>();
  u->members = kept;
  const JType* raw = own(std::move(u));
  unions_.emplace(key, raw);
  return raw;
}

const TypeVar* Universe::typeVar(const SymbolName* name, const JType* lower, const JType* upper) {
  auto v = std::make_unique<TypeVar>();
  v->name = name;
  v->lower = lower ? lower : core_.Bottom;
  v->upper = upper ? upper : core_.Any;
  return own(std::move(v));
}

const JType* Universe::unionAll(const TypeVar* var, const JType* body) {
  std::string key = pointerKey(var) + "/" + pointerKey(body);
  auto it = unionAlls_.find(key);
  if (it != unionAlls_.end()) return it->second;
  auto u = std::make_unique<UnionAll>();
  u->var = var;
  u->body = body;
  const JType* raw = own(std::move(u));
  unionAlls_.emplace(key, raw);
  return raw;
}

Value Universe::typeValue(const JType* t) const {
  switch (t->kind) {
    case TypeKind::Data: return Value::pointer(core_.DataTypeKind, t);
    case TypeKind::Union: return Value::pointer(core_.UnionKind, t);
    case TypeKind::UnionAll: return Value::pointer(core_.UnionAllKind, t);
    case TypeKind::Var: return Value::pointer(core_.TypeVarKind, t);
    case TypeKind::Vararg: return Value::pointer(core_.DataTypeKind, t);
  }
  return Value();
}

const JType* Universe::typeOfTypeValue(const Value& v) { return apply(core_.Type, {v}); }

Value Universe::substituteParam(const Value& param, const std::map<const TypeVar*, Value>& bindings) {
  const DataType* t = param.type();
  if (t == core_.TypeVarKind) {
    auto it = bindings.find(static_cast<const TypeVar*>(param.asType()));
    return it == bindings.end() ? param : it->second;
  }
  if (isKind(core_, t)) return typeValue(substitute(param.asType(), bindings));
  return param;
}

const JType* Universe::substitute(const JType* t, const std::map<const TypeVar*, Value>& bindings) {
  if (bindings.empty()) return t;
  switch (t->kind) {
    case TypeKind::Var: {
      auto it = bindings.find(static_cast<const TypeVar*>(t));
      if (it == bindings.end()) return t;
      if (isKind(core_, it->second.type())) return it->second.asType();
      throw std::logic_error("a type variable bound to a value is used as a type");
    }
    case TypeKind::Data: {
      const DataType* dt = static_cast<const DataType*>(t);
      if (dt->params.empty()) return t;
      std::vector<Value> params;
      bool changed = false;
      for (const Value& p : dt->params) {
        params.push_back(substituteParam(p, bindings));
        changed = changed || params.back().rawBits() != p.rawBits() || params.back().type() != p.type();
      }
      if (!changed) return t;
      if (dt->isTupleType) {
        std::vector<const JType*> elems;
        for (const Value& p : params) elems.push_back(p.asType());
        return tupleOf(elems);
      }
      return apply(dt->name, std::move(params));
    }
    case TypeKind::Union: {
      std::vector<const JType*> members;
      for (const JType* m : static_cast<const UnionType*>(t)->members) members.push_back(substitute(m, bindings));
      return unionOf(members);
    }
    case TypeKind::UnionAll: {
      const UnionAll* u = static_cast<const UnionAll*>(t);
      std::map<const TypeVar*, Value> inner = bindings;
      inner.erase(u->var);  // the inner variable shadows an outer binding of the same object
      const JType* body = substitute(u->body, inner);
      return body == u->body ? t : unionAll(u->var, body);
    }
    case TypeKind::Vararg: {
      const VarargType* v = static_cast<const VarargType*>(t);
      return varargOf(substitute(v->element, bindings), v->count.defined() ? substituteParam(v->count, bindings) : Value());
    }
  }
  return t;
}

Value Universe::float64(double v) const {
  uint64_t b;
  std::memcpy(&b, &v, 8);
  return Value::bits(core_.Float64, b);
}

Value Universe::float32(float v) const {
  uint32_t b;
  std::memcpy(&b, &v, 4);
  return Value::bits(core_.Float32, b);
}

}  // namespace juxla::compiler
