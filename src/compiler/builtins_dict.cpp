// Dict{K,V} in host memory: construction with Julia's key and value type inference, lookup,
// insertion with conversion to K and V, deletion, and iteration as Pair{K,V}. Entries keep their
// insertion order (Julia's order follows its hash table: docs/language.md says how they differ);
// a hash index over the entries makes lookup O(1). Set, keys/values views, merge and filter are
// Julia code in prelude/collections.jl on top of these.
#include <unordered_map>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/host_equality.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

// Every Dict this file makes: the entries plus an index from key hash to entry position.
class IndexedDict : public DictObject {
 public:
  std::unordered_multimap<uint64_t, size_t> index;
  size_t indexedCount = 0;  // entries covered by `index`; a mismatch means it must be rebuilt
};

const JType* keyTypeOf(const Value& d) { return d.type()->params[0].asType(); }
const JType* valueTypeOf(const Value& d) { return d.type()->params[1].asType(); }

void rebuildIndex(Evaluator& ev, IndexedDict& d) {
  d.index.clear();
  for (size_t i = 0; i < d.entries.size(); ++i) d.index.emplace(hostHash(ev, d.entries[i].first), i);
  d.indexedCount = d.entries.size();
}

// The position of `key` among the entries, or -1.
int64_t findKey(Evaluator& ev, const Value& dict, const Value& key) {
  auto* d = dynamic_cast<IndexedDict*>(dict.obj());
  auto& entries = dict.as<DictObject>()->entries;
  if (!d) {
    for (size_t i = 0; i < entries.size(); ++i)
      if (hostIsEqual(ev, entries[i].first, key)) return int64_t(i);
    return -1;
  }
  if (d->indexedCount != entries.size()) rebuildIndex(ev, *d);
  auto [lo, hi] = d->index.equal_range(hostHash(ev, key));
  for (auto it = lo; it != hi; ++it)
    if (hostIsEqual(ev, entries[it->second].first, key)) return int64_t(it->second);
  return -1;
}

void appendEntry(Evaluator& ev, const Value& dict, Value key, Value value) {
  auto& entries = dict.as<DictObject>()->entries;
  auto* d = dynamic_cast<IndexedDict*>(dict.obj());
  bool indexed = d && d->indexedCount == entries.size();
  entries.emplace_back(std::move(key), std::move(value));
  if (indexed) {
    d->index.emplace(hostHash(ev, entries.back().first), entries.size() - 1);
    d->indexedCount = entries.size();
  }
}

void eraseEntry(const Value& dict, size_t position) {
  auto& entries = dict.as<DictObject>()->entries;
  entries.erase(entries.begin() + int64_t(position));
  if (auto* d = dynamic_cast<IndexedDict*>(dict.obj())) d->indexedCount = size_t(-1);  // positions moved
}

Value newDict(Evaluator& ev, const JType* k, const JType* v) {
  Universe& u = ev.universe();
  const DataType* t = u.apply(ev.core().Dict, {u.typeValue(k), u.typeValue(v)});
  return Value::object(t, new IndexedDict());
}

Value makePair(Evaluator& ev, const JType* k, const JType* v, Value first, Value second) {
  Universe& u = ev.universe();
  const DataType* t = u.apply(ev.core().Pair, {u.typeValue(k), u.typeValue(v)});
  return Value::object(t, new StructObject({std::move(first), std::move(second)}));
}

[[noreturn]] void keyError(Evaluator& ev, const Value& key, frontend::SourceSpan span) {
  ev.raise("KeyError", "key " + ev.showValue(key) + " not found", span);
}

// d[k] = v: the key converts to K (and must stay isequal to what was given), the value to V.
void storeEntry(Evaluator& ev, const Value& dict, const Value& key0, const Value& value0, frontend::SourceSpan span) {
  Value key = convertTo(ev, keyTypeOf(dict), key0, span);
  if (key.type() != key0.type() && !hostIsEqual(ev, key, key0))
    ev.raise("ArgumentError", ev.showValue(key0) + " is not a valid key for type " + ev.universe().show(keyTypeOf(dict)), span);
  Value value = convertTo(ev, valueTypeOf(dict), value0, span);
  int64_t i = findKey(ev, dict, key);
  auto& entries = dict.as<DictObject>()->entries;
  if (i >= 0) {
    entries[size_t(i)].first = key;
    entries[size_t(i)].second = value;
    return;
  }
  appendEntry(ev, dict, std::move(key), std::move(value));
}

bool isPairValue(Evaluator& ev, const Value& v) { return v.type()->name == ev.core().Pair; }

// The key and value of one element of the iterable given to Dict(...): a Pair or a 2-tuple.
bool splitEntry(Evaluator& ev, const Value& e, Value& k, Value& v) {
  if (isPairValue(ev, e)) {
    const auto& f = e.as<StructObject>()->fields;
    k = f[0];
    v = f[1];
    return true;
  }
  if (e.type()->isTupleType) {
    const auto& t = e.as<TupleObject>()->elements;
    if (t.size() != 2) return false;
    k = t[0];
    v = t[1];
    return true;
  }
  return false;
}

[[noreturn]] void notPairs(Evaluator& ev, frontend::SourceSpan span) {
  ev.raise("ArgumentError", "Dict(kv): kv needs to be an iterator of tuples or pairs", span);
}

// The elements of any iterable, by the iterate protocol.
std::vector<Value> iterateAll(Evaluator& ev, const Value& itr, frontend::SourceSpan span) {
  std::vector<Value> out;
  if (isArray(ev, itr)) {
    const ArrayObject& a = arrayOf(itr);
    for (int64_t i = 0; i < a.length(); ++i) out.push_back(arrayGet(ev, a, i, span));
    return out;
  }
  if (itr.type()->isTupleType) return itr.as<TupleObject>()->elements;
  const Value& iterate = ev.baseFunction("iterate");
  Value next = ev.callFunction(iterate, {itr}, span);
  while (next.type() != ev.core().Nothing) {
    const auto& pair = next.as<TupleObject>()->elements;
    out.push_back(pair[0]);
    Value state = pair[1];
    ev.tick(span);
    next = ev.callFunction(iterate, {itr, state}, span);
  }
  return out;
}

// Julia's grow_to!: the types of the first entry, widened with promote_typejoin whenever an
// entry does not fit (Dict(1 => 1, 2 => 2.0) is a Dict{Int64, Real}).
Value dictGrownFrom(Evaluator& ev, const std::vector<Value>& elements, frontend::SourceSpan span) {
  const JType* k = nullptr;
  const JType* v = nullptr;
  std::vector<std::pair<Value, Value>> kvs;
  Universe& u = ev.universe();
  for (const Value& e : elements) {
    Value key, value;
    if (!splitEntry(ev, e, key, value)) notPairs(ev, span);
    if (!k) {
      k = key.type();
      v = value.type();
    } else {
      if (!isa(u, key, k)) k = promoteTypejoin(ev, k, key.type());
      if (!isa(u, value, v)) v = promoteTypejoin(ev, v, value.type());
    }
    kvs.emplace_back(std::move(key), std::move(value));
  }
  if (!k) return newDict(ev, ev.core().Any, ev.core().Any);
  Value d = newDict(ev, k, v);
  for (auto& [key, value] : kvs) storeEntry(ev, d, key, value, span);
  return d;
}

// The element type Julia knows before iterating (HasEltype): arrays and tuples of pairs.
bool knownEntryTypes(Evaluator& ev, const Value& itr, const JType*& k, const JType*& v) {
  const JType* e = nullptr;
  if (itr.type()->name == ev.core().Dict) {
    k = itr.type()->params[0].asType();
    v = itr.type()->params[1].asType();
    return true;
  }
  if (isArray(ev, itr)) e = arrayOf(itr).elementType;
  if (!e || !e->isData()) return false;
  const DataType* d = static_cast<const DataType*>(e);
  if (d->name == ev.core().Pair && d->params.size() == 2 && d->params[0].type() != ev.core().TypeVarKind) {
    k = d->params[0].asType();
    v = d->params[1].asType();
    return true;
  }
  if (d->isTupleType && d->params.size() == 2 && d->params[1].asType()->kind != TypeKind::Vararg) {
    k = d->params[0].asType();
    v = d->params[1].asType();
    return true;
  }
  return false;
}


// Dict(), Dict(k => v, ...), Dict(itr), Dict{K,V}(), Dict{K,V}(k => v, ...), Dict{K,V}(itr).
Value builtinDictConstruct(Evaluator& ev, CallArgs& call) {
  const JType* t = call[0].asType();
  const CoreTypes& c = ev.core();
  std::vector<Value> args;
  for (size_t i = 1; i < call.size(); ++i) args.push_back(call[i]);
  bool varargs = args.size() != 1 || isPairValue(ev, args[0]);
  if (t->isData()) {
    // Dict{K,V}(...): every entry converted to K and V.
    const DataType* d = static_cast<const DataType*>(t);
    Value out = newDict(ev, d->params[0].asType(), d->params[1].asType());
    std::vector<Value> elements = varargs ? args : iterateAll(ev, args[0], call.span);
    for (const Value& e : elements) {
      Value key, value;
      if (!splitEntry(ev, e, key, value)) notPairs(ev, call.span);
      storeEntry(ev, out, key, value, call.span);
    }
    return out;
  }
  if (args.empty()) return newDict(ev, c.Any, c.Any);
  std::vector<Value> elements = varargs ? args : iterateAll(ev, args[0], call.span);
  // Pairs of one type, or a collection whose element type names K and V: Dict{K,V}.
  const JType* k = nullptr;
  const JType* v = nullptr;
  bool typed = false;
  if (varargs) {
    typed = !elements.empty();
    for (const Value& e : elements)
      if (!isPairValue(ev, e) || e.type() != elements[0].type()) typed = false;
    if (typed) {
      k = elements[0].type()->params[0].asType();
      v = elements[0].type()->params[1].asType();
    }
  } else {
    typed = knownEntryTypes(ev, args[0], k, v);
  }
  if (!typed) return dictGrownFrom(ev, elements, call.span);
  Value out = newDict(ev, k, v);
  for (const Value& e : elements) {
    Value key, value;
    if (!splitEntry(ev, e, key, value)) notPairs(ev, call.span);
    storeEntry(ev, out, key, value, call.span);
  }
  return out;
}

Value builtinDictGetindex(Evaluator& ev, CallArgs& call) {
  Value key = call[2];
  if (call.size() > 3) {
    // d[k1, k2] is d[(k1, k2)]
    std::vector<Value> parts;
    for (size_t i = 2; i < call.size(); ++i) parts.push_back(call[i]);
    key = makeTuple(ev, std::move(parts));
  }
  int64_t i = findKey(ev, call[1], key);
  if (i < 0) keyError(ev, key, call.span);
  return call[1].as<DictObject>()->entries[size_t(i)].second;
}

Value builtinDictSetindex(Evaluator& ev, CallArgs& call) {
  Value key = call[3];
  if (call.size() > 4) {
    std::vector<Value> parts;
    for (size_t i = 3; i < call.size(); ++i) parts.push_back(call[i]);
    key = makeTuple(ev, std::move(parts));
  }
  storeEntry(ev, call[1], key, call[2], call.span);
  return call[1];
}

// get(d, k, default) and get(f, d, k): the default (or f()) when k is missing.
Value builtinDictGet(Evaluator& ev, CallArgs& call) {
  int64_t i = findKey(ev, call[1], call[2]);
  return i < 0 ? call[3] : call[1].as<DictObject>()->entries[size_t(i)].second;
}

Value builtinDictGetWith(Evaluator& ev, CallArgs& call) {
  int64_t i = findKey(ev, call[2], call[3]);
  if (i >= 0) return call[2].as<DictObject>()->entries[size_t(i)].second;
  return ev.callFunction(call[1], {}, call.span);
}

// get!(d, k, default) and get!(f, d, k): store the default when k is missing; return the value.
Value builtinDictGetBang(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  int64_t i = findKey(ev, d, call[2]);
  if (i >= 0) return d.as<DictObject>()->entries[size_t(i)].second;
  storeEntry(ev, d, call[2], call[3], call.span);
  return d.as<DictObject>()->entries[size_t(findKey(ev, d, call[2]))].second;
}

Value builtinDictGetBangWith(Evaluator& ev, CallArgs& call) {
  const Value& d = call[2];
  int64_t i = findKey(ev, d, call[3]);
  if (i >= 0) return d.as<DictObject>()->entries[size_t(i)].second;
  Value v = ev.callFunction(call[1], {}, call.span);
  storeEntry(ev, d, call[3], v, call.span);
  return d.as<DictObject>()->entries[size_t(findKey(ev, d, call[3]))].second;
}

Value builtinDictHaskey(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(findKey(ev, call[1], call[2]) >= 0);
}

// The stored key equal to k (getkey(d, k, default)).
Value builtinDictGetkey(Evaluator& ev, CallArgs& call) {
  int64_t i = findKey(ev, call[1], call[2]);
  return i < 0 ? call[3] : call[1].as<DictObject>()->entries[size_t(i)].first;
}

Value builtinDictDelete(Evaluator& ev, CallArgs& call) {
  int64_t i = findKey(ev, call[1], call[2]);
  if (i >= 0) eraseEntry(call[1], size_t(i));
  return call[1];
}

// pop!(d, k), pop!(d, k, default) and pop!(d) (the first entry, as a Pair).
Value builtinDictPop(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  auto& entries = d.as<DictObject>()->entries;
  if (call.size() == 2) {
    if (entries.empty()) ev.raise("ArgumentError", "dict must be non-empty", call.span);
    Value p = makePair(ev, keyTypeOf(d), valueTypeOf(d), entries[0].first, entries[0].second);
    eraseEntry(d, 0);
    return p;
  }
  int64_t i = findKey(ev, d, call[2]);
  if (i < 0) {
    if (call.size() > 3) return call[3];
    keyError(ev, call[2], call.span);
  }
  Value v = entries[size_t(i)].second;
  eraseEntry(d, size_t(i));
  return v;
}

Value builtinDictEmpty(Evaluator& ev, CallArgs& call) {
  call[1].as<DictObject>()->entries.clear();
  if (auto* d = dynamic_cast<IndexedDict*>(call[1].obj())) {
    d->index.clear();
    d->indexedCount = 0;
  }
  (void)ev;
  return call[1];
}

// iterate(d[, i]): the i-th entry as a Pair{K,V}; the state is the next position.
Value builtinDictIterate(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  const auto& entries = d.as<DictObject>()->entries;
  int64_t i = call.size() > 2 ? call[2].asInt() : 0;
  if (i < 0 || i >= int64_t(entries.size())) return ev.universe().nothing();
  const auto& [k, v] = entries[size_t(i)];
  return makeTuple(ev, {makePair(ev, keyTypeOf(d), valueTypeOf(d), k, v), ev.universe().int64(i + 1)});
}

// Entry i (1-based) of the insertion order: __dict_key(d, i), __dict_value(d, i).
Value builtinDictKeyAt(Evaluator& ev, CallArgs& call) {
  (void)ev;
  return call[1].as<DictObject>()->entries[size_t(call[2].asInt() - 1)].first;
}
Value builtinDictValueAt(Evaluator& ev, CallArgs& call) {
  (void)ev;
  return call[1].as<DictObject>()->entries[size_t(call[2].asInt() - 1)].second;
}
Value builtinDictPairAt(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  const auto& e = d.as<DictObject>()->entries[size_t(call[2].asInt() - 1)];
  return makePair(ev, keyTypeOf(d), valueTypeOf(d), e.first, e.second);
}
// Replaces the value of entry i without hashing (map!(f, values(d))).
Value builtinDictSetValueAt(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  d.as<DictObject>()->entries[size_t(call[2].asInt() - 1)].second = convertTo(ev, valueTypeOf(d), call[3], call.span);
  return d;
}

Value builtinDictCopy(Evaluator& ev, CallArgs& call) {
  const Value& d = call[1];
  Value out = newDict(ev, keyTypeOf(d), valueTypeOf(d));
  for (const auto& [k, v] : d.as<DictObject>()->entries) appendEntry(ev, out, k, v);
  return out;
}

Value builtinDictLength(Evaluator& ev, CallArgs& call) {
  return ev.universe().int64(int64_t(call[1].as<DictObject>()->entries.size()));
}

Value builtinDictIsempty(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(call[1].as<DictObject>()->entries.empty());
}

Value builtinSizehint(Evaluator&, CallArgs& call) { return call[1]; }

// isequal for any two values, as Dict compares its keys (used by Set and unique in the prelude).
Value builtinHostIsequal(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(hostIsEqual(ev, call[1], call[2])); }

// hash(x): consistent with isequal within one run (juxla's hash values are not Julia's).
Value builtinHostHash(Evaluator& ev, CallArgs& call) { return Value::bits(ev.core().UInt64, hostHash(ev, call[1])); }

// promote_type and promote_typejoin for the set operations of the prelude (element types).
Value builtinPromoteTypes(Evaluator& ev, CallArgs& call) {
  return ev.universe().typeValue(promoteType(ev, call[1].asType(), call[2].asType()));
}
Value builtinPromoteTypejoin(Evaluator& ev, CallArgs& call) {
  return ev.universe().typeValue(promoteTypejoin(ev, call[1].asType(), call[2].asType()));
}

}  // namespace

void registerDictBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const JType* any = c.Any;
  const JType* dict = c.Dict->wrapper;
  const JType* function = c.Function;
  const TypeVar* D = u.typeVar(intern("D"), nullptr, dict);
  defineTypeBuiltin(ev, D, {any}, builtinDictConstruct, true, {D});
  ev.defineBuiltin(base, "getindex", {dict, any}, builtinDictGetindex, true);
  ev.defineBuiltin(base, "setindex!", {dict, any, any}, builtinDictSetindex, true);
  ev.defineBuiltin(base, "get", {dict, any, any}, builtinDictGet);
  ev.defineBuiltin(base, "get", {function, dict, any}, builtinDictGetWith);
  ev.defineBuiltin(base, "get!", {dict, any, any}, builtinDictGetBang);
  ev.defineBuiltin(base, "get!", {function, dict, any}, builtinDictGetBangWith);
  ev.defineBuiltin(base, "haskey", {dict, any}, builtinDictHaskey);
  ev.defineBuiltin(base, "getkey", {dict, any, any}, builtinDictGetkey);
  ev.defineBuiltin(base, "delete!", {dict, any}, builtinDictDelete);
  ev.defineBuiltin(base, "pop!", {dict}, builtinDictPop);
  ev.defineBuiltin(base, "pop!", {dict, any}, builtinDictPop);
  ev.defineBuiltin(base, "pop!", {dict, any, any}, builtinDictPop);
  ev.defineBuiltin(base, "empty!", {dict}, builtinDictEmpty);
  ev.defineBuiltin(base, "iterate", {dict}, builtinDictIterate);
  ev.defineBuiltin(base, "iterate", {dict, any}, builtinDictIterate);
  ev.defineBuiltin(base, "copy", {dict}, builtinDictCopy);
  ev.defineBuiltin(base, "length", {dict}, builtinDictLength);
  ev.defineBuiltin(base, "isempty", {dict}, builtinDictIsempty);
  ev.defineBuiltin(base, "sizehint!", {dict, any}, builtinSizehint);
  ev.defineBuiltin(base, "__dict_key", {dict, c.Int64}, builtinDictKeyAt);
  ev.defineBuiltin(base, "__dict_value", {dict, c.Int64}, builtinDictValueAt);
  ev.defineBuiltin(base, "__dict_pair", {dict, c.Int64}, builtinDictPairAt);
  ev.defineBuiltin(base, "__dict_setvalue!", {dict, c.Int64, any}, builtinDictSetValueAt);
  ev.defineBuiltin(base, "__isequal_key", {any, any}, builtinHostIsequal);
  ev.defineBuiltin(base, "hash", {any}, builtinHostHash);
  ev.defineBuiltin(base, "__promote_type", {any, any}, builtinPromoteTypes);
  ev.defineBuiltin(base, "__promote_typejoin", {any, any}, builtinPromoteTypejoin);
}

}  // namespace juxla::compiler
