// The generators behind rand/randn: Xoshiro256++ exactly as Julia's Random (seeding from the
// SHA-256 of the seed, floats from the top bits, bulk array filling with Julia's 8 interleaved
// streams, ranges by Lemire's nearly-divisionless method, normals by the ziggurat with Julia's
// tables), so a seeded program draws Julia's numbers (Julia 1.7-1.10 seeding; 1.11 changed it).
// The state lives in the Julia object (Xoshiro's four UInt64 fields); prelude/random.jl has the API.
#include <cmath>
#include <cstring>
#include <random>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/sha256.h"
#include "support/float_format.h"

namespace juxla::compiler {

namespace {

#include "compiler/random_ziggurat_tables.inc"

uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

struct Xoshiro {
  uint64_t s0, s1, s2, s3;
  uint64_t next() {
    uint64_t res = rotl(s0 + s3, 23) + s0;
    uint64_t t = s1 << 17;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 45);
    return res;
  }
  double float64() { return double(next() >> 11) * 0x1.0p-53; }
};

// The generator state of a Xoshiro object, loaded for a draw and stored back after it.
class RngState {
 public:
  RngState(Evaluator& ev, const Value& rng) : ev_(ev), rng_(rng) {
    auto* s = dynamic_cast<StructObject*>(rng.isObject() ? rng.obj() : nullptr);
    if (!s || s->fields.size() != 4) ev.raise("MethodError", "no generator state in " + ev.showValue(rng));
    x.s0 = s->fields[0].rawBits();
    x.s1 = s->fields[1].rawBits();
    x.s2 = s->fields[2].rawBits();
    x.s3 = s->fields[3].rawBits();
  }
  ~RngState() {
    auto& f = rng_.as<StructObject>()->fields;
    const DataType* u = ev_.core().UInt64;
    f[0] = Value::bits(u, x.s0);
    f[1] = Value::bits(u, x.s1);
    f[2] = Value::bits(u, x.s2);
    f[3] = Value::bits(u, x.s3);
  }
  Xoshiro x{};

 private:
  Evaluator& ev_;
  Value rng_;
};

Value stateTuple(Evaluator& ev, const uint64_t s[4]) {
  const DataType* u = ev.core().UInt64;
  return makeTuple(ev, {Value::bits(u, s[0]), Value::bits(u, s[1]), Value::bits(u, s[2]), Value::bits(u, s[3])});
}

// seed!(rng, n): the SHA-256 of n's 32-bit words (least significant first), read as 4 UInt64s.
Value builtinSeedState(Evaluator& ev, CallArgs& call) {
  const Value& n = call[1];
  const CoreTypes& c = ev.core();
  uint64_t value;
  if (n.type() == c.UInt64 || n.type() == c.UInt32 || n.type() == c.UInt16 || n.type() == c.UInt8 || n.type() == c.Bool) {
    value = n.rawBits();
  } else {
    if (n.asInt() < 0) ev.raise("DomainError", "with " + ev.showValue(n) + ": `n` must be non-negative.", call.span);
    value = uint64_t(n.asInt());
  }
  std::vector<uint8_t> bytes;
  do {
    for (int b = 0; b < 4; ++b) bytes.push_back(uint8_t(value >> (8 * b)));
    value >>= 32;
  } while (value != 0);
  std::array<uint8_t, 32> digest = sha256(bytes);
  uint64_t s[4];
  std::memcpy(s, digest.data(), 32);
  return stateTuple(ev, s);
}

// An unseeded generator starts from the system's entropy, as Julia's does.
Value builtinEntropyState(Evaluator& ev, CallArgs&) {
  std::random_device device;
  uint64_t s[4];
  for (uint64_t& x : s) x = (uint64_t(device()) << 32) | device();
  return stateTuple(ev, s);
}

// rand(rng, T) for one value of a bits type T, with the bits Julia takes from each draw.
Value drawScalar(Evaluator& ev, Xoshiro& x, const JType* t, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  if (t == c.Float64) return ev.universe().float64(x.float64());
  if (t == c.Float32) return ev.universe().float32(float(uint32_t(x.next() >> 32) >> 8) * 0x1.0p-24f);
  if (t == c.Float16) {
    float f = float(uint16_t(x.next() >> 48) >> 5) * 0x1.0p-11f;
    return Value::bits(c.Float16, doubleToFloatBits(double(f), FloatFormat::F16));
  }
  uint64_t r = x.next();
  if (t == c.Int64 || t == c.UInt64) return Value::bits(static_cast<const DataType*>(t), r);
  if (t == c.Bool) return ev.universe().boolean(((r >> 56) & 1) != 0);
  if (t == c.Int32) return Value::bits(c.Int32, uint64_t(int64_t(int32_t(uint32_t(r >> 32)))));
  if (t == c.UInt32) return Value::bits(c.UInt32, r >> 32);
  if (t == c.Int16) return Value::bits(c.Int16, uint64_t(int64_t(int16_t(uint16_t(r >> 48)))));
  if (t == c.UInt16) return Value::bits(c.UInt16, r >> 48);
  if (t == c.Int8) return Value::bits(c.Int8, uint64_t(int64_t(int8_t(uint8_t(r >> 56)))));
  if (t == c.UInt8) return Value::bits(c.UInt8, r >> 56);
  ev.raise("ArgumentError", "Sampler for this object is not defined: rand(" + ev.universe().show(t) + ")", span);
}

Value builtinRandScalar(Evaluator& ev, CallArgs& call) {
  if (!isTypeValue(ev, call[2])) ev.raise("ArgumentError", "Sampler for this object is not defined", call.span);
  RngState st(ev, call[1]);
  return drawScalar(ev, st.x, call[2].asType(), call.span);
}

// Julia's xoshiro_bulk: from 64 bytes on (640 for Bool), eight streams forked from the generator
// fill 8 words per step; the rest comes from the generator itself, one word at a time.
void bulkFill(Xoshiro& x, uint8_t* dst, size_t len, int kind) {
  // kind: 0 raw bytes, 1 Float64, 2 Float32 pairs, 3 Bool bytes.
  auto convert = [kind](uint64_t r) -> uint64_t {
    if (kind == 1) {
      double d = double(r >> 11) * 0x1.0p-53;
      uint64_t b;
      std::memcpy(&b, &d, 8);
      return b;
    }
    if (kind == 2) {
      float u = float(uint32_t(r >> 32) >> 8) * 0x1.0p-24f, l = float(uint32_t(r) >> 8) * 0x1.0p-24f;
      uint32_t ub, lb;
      std::memcpy(&ub, &u, 4);
      std::memcpy(&lb, &l, 4);
      return (uint64_t(ub) << 32) | lb;
    }
    return r;
  };
  const uint64_t mask = 0x0101010101010101ULL;
  size_t i = 0;
  size_t threshold = kind == 3 ? 640 : 64;
  if (len >= threshold) {
    const uint64_t mult[4] = {0x02011ce34bce797fULL, 0x5a94851fb48a6e05ULL, 0x3688cf5d48899fa7ULL, 0x867b4bb4c42e5661ULL};
    Xoshiro lanes[8];
    for (int w = 0; w < 4; ++w)
      for (int j = 0; j < 8; ++j) {
        uint64_t v = mult[w] * x.next();
        (w == 0 ? lanes[j].s0 : w == 1 ? lanes[j].s1 : w == 2 ? lanes[j].s2 : lanes[j].s3) = v;
      }
    size_t step = kind == 3 ? 512 : 64;
    while (i + step <= len) {
      uint64_t res[8];
      for (int j = 0; j < 8; ++j) res[j] = lanes[j].next();
      if (kind == 3) {
        for (int k = 0; k < 8; ++k)
          for (int j = 0; j < 8; ++j) {
            uint64_t v = (res[j] >> k) & mask;
            std::memcpy(dst + i + size_t(k) * 64 + size_t(j) * 8, &v, 8);
          }
      } else {
        for (int j = 0; j < 8; ++j) {
          uint64_t v = convert(res[j]);
          std::memcpy(dst + i + size_t(j) * 8, &v, 8);
        }
      }
      i += step;
    }
  }
  if (kind == 3) {
    while (i + 8 <= len) {
      uint64_t res = x.next();
      for (int shift = 0; shift < 8 && i + 8 <= len; ++shift, i += 8) {
        uint64_t v = (res >> shift) & mask;
        std::memcpy(dst + i, &v, 8);
      }
    }
    if (i < len) {
      uint64_t v = x.next() & mask;
      std::memcpy(dst + i, &v, len - i);
    }
    return;
  }
  while (i + 8 <= len) {
    uint64_t v = convert(x.next());
    std::memcpy(dst + i, &v, 8);
    i += 8;
  }
  if (i < len) {
    uint64_t v = convert(x.next());
    std::memcpy(dst + i, &v, len - i);
  }
}

// rand!(rng, A): fills A's memory as Julia does for its element type.
Value builtinRandFill(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[2]);
  const CoreTypes& c = ev.core();
  const JType* t = a.elementType;
  RngState st(ev, call[1]);
  size_t bytes = size_t(a.length()) * size_t(a.storage->elementBytes);
  if (t == c.Float64) bulkFill(st.x, a.storage->bytes.data(), bytes, 1);
  else if (t == c.Float32) bulkFill(st.x, a.storage->bytes.data(), bytes, 2);
  else if (t == c.Bool) bulkFill(st.x, a.storage->bytes.data(), bytes, 3);
  else if (t == c.Int8 || t == c.Int16 || t == c.Int32 || t == c.Int64 || t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64)
    bulkFill(st.x, a.storage->bytes.data(), bytes, 0);
  else
    for (int64_t i = 0; i < a.length(); ++i) arraySet(ev, a, i, drawScalar(ev, st.x, t, call.span), call.span);
  return call[2];
}

// rand(rng, a:b) for integers: Lemire's nearly-divisionless method on 64-bit (or, for types of
// 32 bits and less, 32-bit) words, as Julia's SamplerRangeNDL. Returns the offset from a.
uint64_t drawBelow(Xoshiro& x, uint64_t s, bool wide) {
  if (wide) {
    __extension__ typedef unsigned __int128 U128;
    U128 m = U128(x.next()) * s;
    uint64_t l = uint64_t(m);
    if (l < s) {
      uint64_t t = (0 - s) % (s == 0 ? 1 : s);
      while (l < t) {
        m = U128(x.next()) * s;
        l = uint64_t(m);
      }
    }
    return s == 0 ? uint64_t(m) : uint64_t(m >> 64);
  }
  uint32_t s32 = uint32_t(s);
  uint64_t m = uint64_t(uint32_t(x.next() >> 32)) * s32;
  uint32_t l = uint32_t(m);
  if (l < s32) {
    uint32_t t = (0 - s32) % (s32 == 0 ? 1 : s32);
    while (l < t) {
      m = uint64_t(uint32_t(x.next() >> 32)) * s32;
      l = uint32_t(m);
    }
  }
  return s32 == 0 ? uint32_t(m) : m >> 32;
}

// __rand_offset(rng, n, wide): a uniform offset in 0:n-1 (n == 0 means the full 2^64 or 2^32).
Value builtinRandOffset(Evaluator& ev, CallArgs& call) {
  RngState st(ev, call[1]);
  return Value::bits(ev.core().UInt64, drawBelow(st.x, call[2].rawBits(), call[3].asBool()));
}

// __rng_range(rng, a, b) for integers a <= b of one type: a + offset, wrapping in that type.
Value builtinRandRange(Evaluator& ev, CallArgs& call) {
  const Value& a = call[2];
  const Value& b = call[3];
  const DataType* t = a.type();
  const CoreTypes& c = ev.core();
  int bits = t == c.Int64 || t == c.UInt64 ? 64 : t == c.Int32 || t == c.UInt32 ? 32 : t == c.Int16 || t == c.UInt16 ? 16 : 8;
  uint64_t widthMask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  uint64_t span = (b.rawBits() - a.rawBits()) & widthMask;
  uint64_t s = bits == 64 ? span + 1 : (span + 1) & 0xffffffffULL;
  RngState st(ev, call[1]);
  uint64_t v = (a.rawBits() + drawBelow(st.x, s, bits == 64)) & widthMask;
  bool isSigned = t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8;
  if (isSigned && bits < 64 && (v >> (bits - 1)) & 1) v |= ~widthMask;  // keep signed payloads sign-extended
  return Value::bits(t, v);
}

// __rand_ltm52(rng, n, mask): Julia's ltm52 sampler (shuffle!, randperm): 52 random bits, masked,
// rejected until below n.
Value builtinRandLtm52(Evaluator& ev, CallArgs& call) {
  RngState st(ev, call[1]);
  int64_t n = call[2].asInt(), mask = call[3].asInt();
  int64_t v;
  do {
    v = int64_t(st.x.next() >> 12) & mask;
  } while (v > n - 1);
  return ev.universe().int64(v);
}

double normal(Xoshiro& x) {
  while (true) {
    uint64_t r = x.next() >> 12;
    int64_t rabs = int64_t(r >> 1);
    int idx = int(rabs & 0xff);
    double v = double((r & 1) ? -rabs : rabs) * kZigguratW[idx];
    if (uint64_t(rabs) < kZigguratK[idx]) return v;
    if (idx == 0) {
      const double inverseR = 1 / 3.6541528853610087963519472518;
      while (true) {
        double xx = -inverseR * std::log(x.float64());
        double yy = -std::log(x.float64());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -3.6541528853610087963519472518 - xx : 3.6541528853610087963519472518 + xx;
      }
    }
    if ((kZigguratF[idx - 1] - kZigguratF[idx]) * x.float64() + kZigguratF[idx] < std::exp(-0.5 * v * v)) return v;
  }
}

Value builtinRandn(Evaluator& ev, CallArgs& call) {
  RngState st(ev, call[1]);
  return ev.universe().float64(normal(st.x));
}

// randn!(rng, A) for Float64/Float32/Float16 arrays: one normal per element, converted.
Value builtinRandnFill(Evaluator& ev, CallArgs& call) {
  ArrayObject& a = arrayOf(call[2]);
  const CoreTypes& c = ev.core();
  if (a.elementType != c.Float64 && a.elementType != c.Float32 && a.elementType != c.Float16)
    ev.raise("MethodError", "randn! needs an array of Float64, Float32 or Float16, not " + describeArray(ev, call[2]), call.span);
  RngState st(ev, call[1]);
  for (int64_t i = 0; i < a.length(); ++i) {
    double d = normal(st.x);
    Value v = a.elementType == c.Float64   ? ev.universe().float64(d)
              : a.elementType == c.Float32 ? ev.universe().float32(float(d))
                                           : Value::bits(c.Float16, doubleToFloatBits(d, FloatFormat::F16));
    arraySetExact(a, i, v);
  }
  return call[2];
}

}  // namespace

void registerRandomBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* any = c.Any;
  const JType* array = c.Array->wrapper;
  ev.defineBuiltin(base, "__rng_seed_state", {c.Integer}, builtinSeedState);
  ev.defineBuiltin(base, "__rng_entropy_state", {}, builtinEntropyState);
  ev.defineBuiltin(base, "__rng_scalar", {any, any}, builtinRandScalar);
  ev.defineBuiltin(base, "__rng_fill!", {any, array}, builtinRandFill);
  ev.defineBuiltin(base, "__rng_offset", {any, c.UInt64, c.Bool}, builtinRandOffset);
  ev.defineBuiltin(base, "__rng_range", {any, c.Integer, c.Integer}, builtinRandRange);
  ev.defineBuiltin(base, "__rng_ltm52", {any, c.Int64, c.Int64}, builtinRandLtm52);
  ev.defineBuiltin(base, "__rng_randn", {any}, builtinRandn);
  ev.defineBuiltin(base, "__rng_randn_fill!", {any, array}, builtinRandnFill);
}

}  // namespace juxla::compiler
