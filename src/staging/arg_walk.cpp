#include "staging/arg_walk.h"

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/types.h"
#include "compiler/universe.h"

namespace juxla::staging {

using compiler::Value;

bool isNumberType(compiler::Evaluator& ev, const compiler::DataType* t) {
  const compiler::CoreTypes& c = ev.core();
  return t == c.Float64 || t == c.Float32 || t == c.Float16 || t == c.Int64 || t == c.Int32 || t == c.Int16 ||
         t == c.Int8 || t == c.UInt64 || t == c.UInt32 || t == c.UInt16 || t == c.UInt8 || t == c.Bool;
}

bool isNumericArray(compiler::Evaluator& ev, const Value& v) {
  if (!v.isObject() || v.type()->name != ev.core().Array) return false;
  const compiler::JType* e = v.as<compiler::ArrayObject>()->elementType;
  return e->isData() && isNumberType(ev, static_cast<const compiler::DataType*>(e));
}

void ArgWalk::walk(compiler::Evaluator& ev, compiler::CallArgs& call, const std::set<size_t>& staticLeaves) {
  for (size_t i = 0; i < call.size(); ++i) {
    args.push_back(call[i]);
    key += i ? "," : "";
    visit(ev, call[i], staticLeaves, 0);
  }
  for (const auto& [name, value] : call.keywords) {
    key += ";" + std::string(name->view()) + "=";
    visit(ev, value, staticLeaves, 0);
  }
}

static std::string pointerKey(const void* p) { return std::to_string(reinterpret_cast<uintptr_t>(p)); }

void ArgWalk::visit(compiler::Evaluator& ev, const Value& v, const std::set<size_t>& staticLeaves, int depth) {
  if (depth > 64) {
    key += "…";
    return;
  }
  const compiler::DataType* t = v.type();
  const compiler::CoreTypes& c = ev.core();
  if (!v.defined()) {
    key += "#undef";
    return;
  }
  if (isNumericArray(ev, v)) {
    auto* a = v.as<compiler::ArrayObject>();
    auto it = arrayLeaf.find(a);
    if (it != arrayLeaf.end()) {  // the same array again: the aliasing pattern is part of the key
      key += "A@" + std::to_string(it->second);
      return;
    }
    if (auto shared = storageLeaf.find(a->storage.get()); a->storage && shared != storageLeaf.end()) {
      if (!aliasIndex.count(a)) {
        aliasIndex[a] = aliases.size();
        aliases.push_back(v);
      }
      key += "R@" + std::to_string(shared->second) + pointerKey(t) + (dynamic_cast<compiler::RowOfVector*>(a) ? "row[" : "[");
      for (int64_t d : a->dims) key += std::to_string(d) + "x";
      key += "]";
      return;
    }
    if (a->storage) storageLeaf[a->storage.get()] = leaves.size();
    arrayLeaf[a] = leaves.size();
    leaves.push_back({Leaf::Kind::Array, v});
    leafRole_.emplace_back();
    holdsArray = true;
    key += "A" + pointerKey(t) + "[";
    for (int64_t d : a->dims) key += std::to_string(d) + "x";
    key += "]";
    if (auto* row = dynamic_cast<compiler::RowOfVector*>(a)) {  // `v'` brings v along (staged rules use it)
      key += "row:";
      visit(ev, row->parent, staticLeaves, depth + 1);
    }
    return;
  }
  if (isNumberType(ev, t) && t != c.Bool) {
    size_t index = leaves.size();
    leaves.push_back({Leaf::Kind::Number, v});
    bool integer = t != c.Float64 && t != c.Float32 && t != c.Float16;
    leafRole_.push_back(integer && role_.find('.') != std::string::npos ? role_ : std::string());
    key += "N" + pointerKey(t);
    if (staticLeaves.count(index)) key += "=" + std::to_string(v.rawBits());
    return;
  }
  if (!v.isObject()) {  // bits values, singletons, types, symbols: by value
    key += "b" + pointerKey(t) + ":" + std::to_string(v.rawBits());
    return;
  }
  if (t == c.String) {
    key += "s" + std::to_string(v.as<compiler::StringObject>()->text.size()) + ":" + v.as<compiler::StringObject>()->text;
    return;
  }
  if (t->isTupleType || t->name == c.NamedTuple) {
    key += "(" + pointerKey(t);
    std::string saved = role_;
    size_t i = 0;
    for (const Value& e : v.as<compiler::TupleObject>()->elements) {
      key += " ";
      role_ = saved + "/" + std::to_string(i++);
      visit(ev, e, staticLeaves, depth + 1);
    }
    role_ = saved;
    key += ")";
    return;
  }
  if (t->name == c.Array) {  // Vector{Any} and other boxed arrays: their elements
    auto* a = v.as<compiler::ArrayObject>();
    if (a->storage->elementBytes) {
      key += "O" + pointerKey(a);
      return;
    }
    key += "V" + pointerKey(t) + "[";
    for (const Value& e : a->storage->values) {
      visit(ev, e, staticLeaves, depth + 1);
      key += " ";
    }
    key += "]";
    return;
  }
  if (auto* box = dynamic_cast<compiler::BoxObject*>(v.obj())) {
    auto it = objectIndex.find(box);
    if (it != objectIndex.end()) {
      key += "M@" + std::to_string(it->second);
      return;
    }
    objectIndex[box] = objects.size();
    objects.push_back(v);
    key += "box(";
    visit(ev, box->value, staticLeaves, depth + 1);
    key += ")";
    return;
  }
  if (auto* s = dynamic_cast<compiler::StructObject*>(v.obj())) {
    if (t->name->isMutable) {
      auto it = objectIndex.find(s);
      if (it != objectIndex.end()) {
        key += "M@" + std::to_string(it->second);
        return;
      }
      objectIndex[s] = objects.size();
      objects.push_back(v);
    }
    key += "{" + pointerKey(t);
    std::string saved = role_;
    size_t i = 0;
    for (const Value& f : s->fields) {
      key += " ";
      role_ = pointerKey(t->name) + "." + std::to_string(i++);
      visit(ev, f, staticLeaves, depth + 1);
    }
    role_ = saved;
    key += "}";
    return;
  }
  key += "O" + pointerKey(v.obj());  // dicts, IO, ...: by identity, never staged
}

void ArgWalk::addStatic(std::set<size_t>& staticLeaves, size_t leaf) const {
  staticLeaves.insert(leaf);
  if (leaf >= leafRole_.size() || leafRole_[leaf].empty()) return;
  for (size_t k = 0; k < leafRole_.size(); ++k)
    if (leafRole_[k] == leafRole_[leaf]) staticLeaves.insert(k);
}

}  // namespace juxla::staging
