#include "compiler/host_equality.h"

#include <cmath>
#include <cstring>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/objects.h"
#include "support/float_format.h"

namespace juxla::compiler {

namespace {

__extension__ typedef __int128 Int128;

// A primitive number as Julia's isequal sees it: an integer value (with the sign bit, so that
// -0.0 differs from 0), or a non-integral float.
struct NumberKey {
  bool integral = false;
  Int128 integer = 0;
  bool signbit = false;
  double real = 0;  // non-integral floats (NaN included)
};

bool numberKey(Evaluator& ev, const Value& v, NumberKey& k) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8) {
    k.integral = true;
    k.integer = v.asInt();
    k.signbit = v.asInt() < 0;
    return true;
  }
  if (t == c.UInt64 || t == c.UInt32 || t == c.UInt16 || t == c.UInt8 || t == c.Bool) {
    k.integral = true;
    k.integer = Int128(v.rawBits());
    return true;
  }
  double d;
  if (t == c.Float64) d = v.asFloat64();
  else if (t == c.Float32) d = double(v.asFloat32());
  else if (t == c.Float16) d = floatBitsToDouble(v.rawBits() & 0xffff, FloatFormat::F16);
  else return false;
  k.signbit = std::signbit(d);
  if (std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 1.7e38) {
    k.integral = true;
    k.integer = Int128(d);
  } else {
    k.real = d;
  }
  return true;
}

uint64_t mix(uint64_t h) {
  // splitmix64's finalizer: every input bit reaches every output bit.
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  return h ^ (h >> 31);
}

uint64_t combine(uint64_t seed, uint64_t h) { return mix(seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2))); }

bool isMutableObject(const Value& v) { return v.type()->name->isMutable; }

}  // namespace

bool numberAsDouble(Evaluator& ev, const Value& v, double& out) {
  NumberKey k;
  if (!numberKey(ev, v, k)) return false;
  const CoreTypes& c = ev.core();
  if (v.type() == c.UInt64) out = double(v.rawBits());
  else if (k.integral && v.type() != c.Float64 && v.type() != c.Float32 && v.type() != c.Float16) out = double(int64_t(k.integer));
  else if (v.type() == c.Float64) out = v.asFloat64();
  else if (v.type() == c.Float32) out = double(v.asFloat32());
  else out = floatBitsToDouble(v.rawBits() & 0xffff, FloatFormat::F16);
  return true;
}

bool hostIsEqual(Evaluator& ev, const Value& a, const Value& b) {
  NumberKey ka, kb;
  bool na = numberKey(ev, a, ka), nb = numberKey(ev, b, kb);
  if (na || nb) {
    if (!(na && nb)) return false;
    if (ka.integral != kb.integral) return false;
    if (ka.integral) return ka.integer == kb.integer && ka.signbit == kb.signbit;
    if (std::isnan(ka.real)) return std::isnan(kb.real);
    return ka.real == kb.real;
  }
  const CoreTypes& c = ev.core();
  if (!a.isObject() || !b.isObject()) return a.type() == b.type() && a.rawBits() == b.rawBits();
  if (a.obj() == b.obj()) return true;
  const DataType* ta = a.type();
  const DataType* tb = b.type();
  if (ta == c.String || tb == c.String) return ta == tb && stringOf(a) == stringOf(b);
  if (ta->isTupleType || ta->name == c.NamedTuple) {
    if (ta->isTupleType != tb->isTupleType || ta->name != tb->name) return false;
    if (ta->name == c.NamedTuple && ta->params[0].rawBits() != tb->params[0].rawBits() &&
        !hostIsEqual(ev, ta->params[0], tb->params[0]))
      return false;
    const auto& ea = a.as<TupleObject>()->elements;
    const auto& eb = b.as<TupleObject>()->elements;
    if (ea.size() != eb.size()) return false;
    for (size_t i = 0; i < ea.size(); ++i)
      if (!hostIsEqual(ev, ea[i], eb[i])) return false;
    return true;
  }
  if (isArray(ev, a) || isArray(ev, b)) {
    if (!isArray(ev, a) || !isArray(ev, b)) return false;
    const ArrayObject& x = arrayOf(a);
    const ArrayObject& y = arrayOf(b);
    if (x.dims != y.dims) return false;
    for (int64_t i = 0; i < x.length(); ++i)
      if (!hostIsEqual(ev, arrayGet(ev, x, i), arrayGet(ev, y, i))) return false;
    return true;
  }
  if (ta->name == c.Dict || tb->name == c.Dict) {
    if (ta->name != tb->name) return false;
    const auto& ea = a.as<DictObject>()->entries;
    const auto& eb = b.as<DictObject>()->entries;
    if (ea.size() != eb.size()) return false;
    for (const auto& [k, v] : ea) {
      bool found = false;
      for (const auto& [k2, v2] : eb)
        if (hostIsEqual(ev, k, k2)) {
          found = hostIsEqual(ev, v, v2);
          break;
        }
      if (!found) return false;
    }
    return true;
  }
  if (ta != tb) return false;
  auto* sa = dynamic_cast<StructObject*>(a.obj());
  auto* sb = dynamic_cast<StructObject*>(b.obj());
  if (!sa || !sb) return false;
  if (ta->name == c.Pair) return hostIsEqual(ev, sa->fields[0], sb->fields[0]) && hostIsEqual(ev, sa->fields[1], sb->fields[1]);
  if (isMutableObject(a)) return false;
  // Other immutable structs: Julia's default isequal is `==`, whose default is `===`; a program may
  // define its own `==` (or isequal) for them, so ask dispatch.
  return ev.callFunction(ev.baseFunction("isequal"), {a, b}).asBool();
}

uint64_t hostHash(Evaluator& ev, const Value& v) {
  NumberKey k;
  if (numberKey(ev, v, k)) {
    if (k.integral) return mix(uint64_t(k.integer) ^ uint64_t(k.integer >> 64) * 0x9e3779b97f4a7c15ULL);
    if (std::isnan(k.real)) return mix(0x7ff8000000000000ULL);
    uint64_t bits;
    std::memcpy(&bits, &k.real, 8);
    return mix(bits);
  }
  const CoreTypes& c = ev.core();
  if (!v.isObject()) return combine(reinterpret_cast<uintptr_t>(v.type()), v.rawBits());
  const DataType* t = v.type();
  if (t == c.String) return mix(std::hash<std::string>()(stringOf(v)));
  if (t->isTupleType || t->name == c.NamedTuple) {
    uint64_t h = t->isTupleType ? 0x77cfa1eef01bca90ULL : 0x1a2b3c4d5e6f7081ULL;
    for (const Value& e : v.as<TupleObject>()->elements) h = combine(h, hostHash(ev, e));
    return h;
  }
  if (isArray(ev, v)) {
    const ArrayObject& a = arrayOf(v);
    uint64_t h = 0x6d35bb51952d5539ULL;
    for (int64_t d : a.dims) h = combine(h, uint64_t(d));
    for (int64_t i = 0; i < a.length(); ++i) h = combine(h, hostHash(ev, arrayGet(ev, a, i)));
    return h;
  }
  if (t->name == c.Dict) {
    // Order-independent, as isequal on dicts is.
    uint64_t h = 0x852ada37cfe8e0ceULL;
    for (const auto& [key, value] : v.as<DictObject>()->entries) h ^= combine(hostHash(ev, key), hostHash(ev, value));
    return mix(h);
  }
  if (auto* s = dynamic_cast<StructObject*>(v.obj()); s && !isMutableObject(v)) {
    uint64_t h = reinterpret_cast<uintptr_t>(t);
    for (const Value& f : s->fields) h = combine(h, f.defined() ? hostHash(ev, f) : 0);
    return h;
  }
  return mix(reinterpret_cast<uintptr_t>(v.obj()));
}

}  // namespace juxla::compiler
