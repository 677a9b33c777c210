// Philox-4x32-10 on the host and as StableHLO integer ops; the stream and conversions are defined in
// philox.h. The IR side mirrors the host step by step, so every rounding happens in the same place.
#include "staging/philox.h"

#include <cmath>
#include <cstdint>
#include <map>
#include <numbers>
#include <stdexcept>
#include <string>
#include <utility>

#include "staging/layout.h"

namespace juxla::staging {

using ir::ElementType;
using ir::Type;
using ir::Value;

namespace {

// The Philox-4x32 multipliers and Weyl key increments (Salmon et al., table 2; Random123 philox.h).
constexpr uint32_t kMultiplier0 = 0xD2511F53u, kMultiplier1 = 0xCD9E8D57u;
constexpr uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;
constexpr int kRounds = 10;

uint32_t low32(uint64_t v) { return uint32_t(v); }
uint32_t high32(uint64_t v) { return uint32_t(v >> 32); }

std::string elementName(ElementType t) { return std::string(ir::elementTypeName(t)); }

}  // namespace

Type philoxStateType() { return Type::tensor(ElementType::UI64, std::vector<int64_t>{2}); }

Value* emitSeededState(ir::Builder& b, Value* seed) {
  Type t = seed ? seed->type() : Type();
  if (!seed || t.rank() != 0 || (t.elementType() != ElementType::I64 && t.elementType() != ElementType::UI64))
    throw std::invalid_argument("Random.seed! in staged code needs a 0-d i64 or ui64 seed, got " +
                                (seed ? t.str() : std::string("nothing")));
  Value* key = seed;
  if (t.elementType() == ElementType::I64) key = b.bitcastConvert(seed, t.withElementType(ElementType::UI64));
  return b.concatenate({b.reshape(key, {1}), b.reshape(b.constantInt(ElementType::UI64, 0), {1})}, 0);
}

std::array<uint32_t, 4> philox4x32_10(std::array<uint32_t, 4> counter, std::array<uint32_t, 2> key) {
  std::array<uint32_t, 4> x = counter;
  for (int round = 0; round < kRounds; ++round) {
    uint64_t p0 = uint64_t(x[0]) * kMultiplier0, p1 = uint64_t(x[2]) * kMultiplier1;
    x = {high32(p1) ^ x[1] ^ key[0], low32(p1), high32(p0) ^ x[3] ^ key[1], low32(p0)};
    key[0] += kWeyl0;
    key[1] += kWeyl1;
  }
  return x;
}

int64_t wordsPerElement(RandomKind kind, ElementType type) {
  switch (kind) {
    case RandomKind::Words:
      if (type == ElementType::UI32) return 1;
      break;
    case RandomKind::Uniform:
      if (type == ElementType::F32) return 1;
      if (type == ElementType::F64) return 2;
      break;
    case RandomKind::Normal:
      if (type == ElementType::F32) return 2;
      if (type == ElementType::F64) return 4;
      break;
  }
  const char* what = kind == RandomKind::Words ? "random words" : kind == RandomKind::Uniform ? "rand" : "randn";
  throw std::invalid_argument(std::string(what) + " of element type " + elementName(type) +
                              " is not supported by juxla's generator (use Float32 or Float64" +
                              (kind == RandomKind::Words ? ", or UInt32 words)" : ")"));
}

// ---- Scalar conversions ----

float uniformFloat32(uint32_t w) { return float(w >> 8) * 0x1p-24f; }

double uniformFloat64(uint32_t lo, uint32_t hi) {
  return double(((uint64_t(hi) << 32) | lo) >> 11) * 0x1p-53;
}

// Each step computes in double and rounds once to float, as the reference interpreter does for f32.
float normalFloat32(uint32_t w0, uint32_t w1) {
  float u1 = float((w0 >> 8) + 1) * 0x1p-24f;
  float u2 = uniformFloat32(w1);
  float minusTwoLog = float(std::log(double(u1))) * -2.0f;
  float radius = float(std::sqrt(double(minusTwoLog)));
  float angle = u2 * float(2 * std::numbers::pi);
  return radius * float(std::cos(double(angle)));
}

double normalFloat64(uint32_t w0, uint32_t w1, uint32_t w2, uint32_t w3) {
  double u1 = double((((uint64_t(w1) << 32) | w0) >> 11) + 1) * 0x1p-53;
  double u2 = uniformFloat64(w2, w3);
  double radius = std::sqrt(std::log(u1) * -2.0);
  return radius * std::cos(u2 * (2 * std::numbers::pi));
}

int64_t intInRange(uint32_t w0, uint32_t w1, int64_t lo, uint64_t span) {
  // (w1 * 2^32 + w0) * span / 2^64 = (w1 * span + (w0 * span) / 2^32) / 2^32; with span <= 2^32 the
  // sum stays below 2^64, and flooring the inner quotient first does not change the outer floor.
  uint64_t offset = (uint64_t(w1) * span + ((uint64_t(w0) * span) >> 32)) >> 32;
  return int64_t(uint64_t(lo) + offset);
}

// ---- Host draws ----

namespace {

// Draws words one Philox block at a time, from the state's position on.
class WordStream {
 public:
  explicit WordStream(PhiloxState& state) : state_(state) {}
  uint32_t next() {
    uint64_t block = state_.position >> 2;
    if (!cached_ || block != cachedBlock_) {
      words_ = philox4x32_10({low32(block), high32(block), 0, 0}, {low32(state_.key), high32(state_.key)});
      cachedBlock_ = block, cached_ = true;
    }
    return words_[state_.position++ & 3];
  }

 private:
  PhiloxState& state_;
  std::array<uint32_t, 4> words_{};
  uint64_t cachedBlock_ = 0;
  bool cached_ = false;
};

}  // namespace

void hostRandomWords(PhiloxState& state, std::span<uint32_t> out) {
  WordStream s(state);
  for (uint32_t& w : out) w = s.next();
}

void hostUniform(PhiloxState& state, std::span<float> out) {
  WordStream s(state);
  for (float& x : out) x = uniformFloat32(s.next());
}

void hostUniform(PhiloxState& state, std::span<double> out) {
  WordStream s(state);
  for (double& x : out) {
    uint32_t lo = s.next();
    x = uniformFloat64(lo, s.next());
  }
}

void hostNormal(PhiloxState& state, std::span<float> out) {
  WordStream s(state);
  for (float& x : out) {
    uint32_t w0 = s.next();
    x = normalFloat32(w0, s.next());
  }
}

void hostNormal(PhiloxState& state, std::span<double> out) {
  WordStream s(state);
  for (double& x : out) {
    uint32_t w0 = s.next(), w1 = s.next(), w2 = s.next();
    x = normalFloat64(w0, w1, w2, s.next());
  }
}

namespace {

// The number of values in lo:hi, checked to be 1 .. 2^32.
uint64_t rangeSpan(int64_t lo, int64_t hi) {
  if (hi < lo) throw std::invalid_argument("ArgumentError: range must be non-empty");
  uint64_t span = uint64_t(hi) - uint64_t(lo) + 1;  // 0 only for the full Int64 range
  if (span == 0 || span > (uint64_t(1) << 32))
    throw std::invalid_argument("rand(" + std::to_string(lo) + ":" + std::to_string(hi) +
                                "): juxla draws from ranges of at most 2^32 values");
  return span;
}

}  // namespace

void hostIntRange(PhiloxState& state, int64_t lo, int64_t hi, std::span<int64_t> out) {
  uint64_t span = rangeSpan(lo, hi);
  WordStream s(state);
  for (int64_t& x : out) {
    uint32_t w0 = s.next();
    x = intInRange(w0, s.next(), lo, span);
  }
}

namespace {

template <typename Fill>
std::vector<double> drawAsDoubles(PhiloxState& state, int64_t n, RandomKind kind, ElementType type, Fill fill) {
  wordsPerElement(kind, type);  // rejects unsupported types
  if (n < 0) throw std::invalid_argument("ArgumentError: invalid array size " + std::to_string(n));
  if (type == ElementType::F32) {
    std::vector<float> f(static_cast<size_t>(n));
    fill(state, std::span<float>(f));
    return {f.begin(), f.end()};
  }
  std::vector<double> d(static_cast<size_t>(n));
  fill(state, std::span<double>(d));
  return d;
}

}  // namespace

std::vector<double> hostUniform(PhiloxState& state, int64_t n, ElementType type) {
  return drawAsDoubles(state, n, RandomKind::Uniform, type, [](PhiloxState& s, auto out) { hostUniform(s, out); });
}

std::vector<double> hostNormal(PhiloxState& state, int64_t n, ElementType type) {
  return drawAsDoubles(state, n, RandomKind::Normal, type, [](PhiloxState& s, auto out) { hostNormal(s, out); });
}

// ---- IR emitters ----

namespace {

// Integer helpers on IR values; all widths are static, so each is a few elementwise ops.
struct IntOps {
  ir::Builder& b;

  std::map<std::pair<std::string, uint64_t>, Value*> constants{};  // one constant per type and value

  Value* splatLike(Value* like, uint64_t v) {
    Value*& c = constants[{like->type().str(), v}];
    if (!c) c = b.splatInt(like->type(), int64_t(v));
    return c;
  }
  // Exact narrowing: masking first keeps the value in range, so convert never overflows.
  Value* low32(Value* v64) {
    return b.convert(b.and_(v64, splatLike(v64, 0xFFFFFFFFu)), ElementType::UI32);
  }
  Value* high32(Value* v64) { return b.convert(b.shiftRightLogical(v64, splatLike(v64, 32)), ElementType::UI32); }
  Value* widen(Value* v32) { return b.convert(v32, ElementType::UI64); }
  Value* join(Value* lo32, Value* hi32) {
    Value* hi = widen(hi32);
    return b.or_(b.shiftLeft(hi, splatLike(hi, 32)), widen(lo32));
  }
  Value* shr(Value* v, uint64_t bits) { return b.shiftRightLogical(v, splatLike(v, bits)); }
  Value* broadcastScalar(Value* scalar, int64_t n) { return b.broadcastInDim(scalar, {n}, {}); }
  Value* element(Value* vector, int64_t i) { return b.reshape(b.slice(vector, {i}, {i + 1}), {}); }
};

// The words position .. position + count - 1 of the stream as a tensor<count x ui32>, and the
// state advanced by count.
StagedDraw emitWordStream(ir::Builder& b, Value* state, int64_t count) {
  IntOps ops{b};
  Value* key = ops.element(state, 0);
  Value* position = ops.element(state, 1);
  Value* advanced = b.add(position, b.constantInt(ElementType::UI64, count));
  Value* newState = b.concatenate({b.reshape(key, {1}), b.reshape(advanced, {1})}, 0);
  if (count == 0) return {b.zeros(Type::tensor(ElementType::UI32, std::vector<int64_t>{0})), newState};

  // Enough whole blocks to cover `count` words starting at any lane 0..3 of the first block.
  int64_t blocks = (count + 6) / 4;
  Type blocks64 = Type::tensor(ElementType::UI64, std::vector<int64_t>{blocks});
  Value* blockIndex = b.add(b.iota(blocks64, 0), ops.broadcastScalar(ops.shr(position, 2), blocks));
  Value* x[4] = {ops.low32(blockIndex), ops.high32(blockIndex), nullptr, nullptr};
  x[2] = x[3] = b.zeros(Type::tensor(ElementType::UI32, std::vector<int64_t>{blocks}));
  Value* key0 = ops.low32(key);
  Value* key1 = ops.high32(key);
  for (int round = 0; round < kRounds; ++round) {
    // Round keys are the key plus round * Weyl increment, wrapping mod 2^32 like the host's +=.
    uint32_t bump0 = uint32_t(round) * kWeyl0, bump1 = uint32_t(round) * kWeyl1;
    Value* k0 = round == 0 ? key0 : b.add(key0, b.constantInt(ElementType::UI32, bump0));
    Value* k1 = round == 0 ? key1 : b.add(key1, b.constantInt(ElementType::UI32, bump1));
    Value* p0 = ops.widen(x[0]);
    p0 = b.multiply(p0, ops.splatLike(p0, kMultiplier0));
    Value* p1 = ops.widen(x[2]);
    p1 = b.multiply(p1, ops.splatLike(p1, kMultiplier1));
    Value* y0 = b.xor_(b.xor_(ops.high32(p1), x[1]), ops.broadcastScalar(k0, blocks));
    Value* y2 = b.xor_(b.xor_(ops.high32(p0), x[3]), ops.broadcastScalar(k1, blocks));
    x[0] = y0, x[1] = ops.low32(p1), x[2] = y2, x[3] = ops.low32(p0);
  }
  // Block j's words at 4j .. 4j + 3, then the `count` words from lane position % 4.
  std::vector<Value*> columns;
  for (Value* word : x) columns.push_back(b.reshape(word, {blocks, 1}));
  Value* all = b.reshape(b.concatenate(columns, 1), {4 * blocks});
  Value* lane = b.convert(b.and_(position, b.constantInt(ElementType::UI64, 3)), ElementType::I64);
  return {b.dynamicSlice(all, {lane}, {count}), newState};
}

// Column `i` of a [n, k] tensor as a [n] tensor.
Value* column(ir::Builder& b, Value* m, int64_t i) {
  int64_t n = m->type().dim(0);
  return b.reshape(b.slice(m, {0, i}, {n, i + 1}), {n});
}

// 53 random bits from words (lo, hi) as a ui64 tensor.
Value* bits53(IntOps& ops, Value* lo, Value* hi) { return ops.shr(ops.join(lo, hi), 11); }

Value* scaled(ir::Builder& b, Value* integer, ElementType type, double scale) {
  Value* f = b.convert(integer, type);
  return b.multiply(f, b.splat(f->type(), scale));
}

// Box-Muller on whole tensors: sqrt(-2 log u1) * cos(2pi u2), in the order the host computes it.
Value* boxMuller(ir::Builder& b, Value* u1, Value* u2, ElementType type) {
  double twoPi = type == ElementType::F32 ? double(float(2 * std::numbers::pi)) : 2 * std::numbers::pi;
  Value* radius = b.sqrt(b.multiply(b.log(u1), b.splat(u1->type(), -2.0)));
  return b.multiply(radius, b.cosine(b.multiply(u2, b.splat(u2->type(), twoPi))));
}

}  // namespace

namespace {

// The element count of a draw of Julia size `juliaDims` from `state`, after checking both.
int64_t checkedDraw(Value* state, std::span<const int64_t> juliaDims) {
  if (!state || state->type() != philoxStateType())
    throw std::invalid_argument("the random state must be a " + philoxStateType().str() + ", got " +
                                (state ? state->type().str() : std::string("nothing")));
  int64_t n = 1;
  for (int64_t d : juliaDims) {
    if (d < 0) throw std::invalid_argument("ArgumentError: invalid array size " + std::to_string(d));
    n *= d;
  }
  return n;
}

}  // namespace

StagedDraw emitRandom(ir::Builder& b, Value* state, RandomKind kind, ElementType type,
                      std::span<const int64_t> juliaDims) {
  int64_t perElement = wordsPerElement(kind, type);
  int64_t n = checkedDraw(state, juliaDims);
  std::vector<int64_t> shape = irShape(juliaDims);
  StagedDraw draw = emitWordStream(b, state, n * perElement);
  Value* w = draw.values;
  IntOps ops{b};
  Value* values = nullptr;
  if (n == 0) {
    values = b.zeros(Type::tensor(type, shape));
  } else if (kind == RandomKind::Words) {
    values = w;
  } else if (kind == RandomKind::Uniform && type == ElementType::F32) {
    values = scaled(b, ops.shr(w, 8), type, 0x1p-24);
  } else {
    Value* m = b.reshape(w, {n, perElement});
    if (kind == RandomKind::Uniform) {
      values = scaled(b, bits53(ops, column(b, m, 0), column(b, m, 1)), type, 0x1p-53);
    } else if (type == ElementType::F32) {
      Value* w0 = column(b, m, 0);
      Value* u1 = scaled(b, b.add(ops.shr(w0, 8), ops.splatLike(w0, 1)), type, 0x1p-24);
      Value* u2 = scaled(b, ops.shr(column(b, m, 1), 8), type, 0x1p-24);
      values = boxMuller(b, u1, u2, type);
    } else {
      Value* b1 = bits53(ops, column(b, m, 0), column(b, m, 1));
      Value* u1 = scaled(b, b.add(b1, ops.splatLike(b1, 1)), type, 0x1p-53);
      Value* u2 = scaled(b, bits53(ops, column(b, m, 2), column(b, m, 3)), type, 0x1p-53);
      values = boxMuller(b, u1, u2, type);
    }
  }
  if (n != 0) values = b.reshape(values, shape);
  return {values, draw.state};
}

StagedDraw emitRandomWords(ir::Builder& b, Value* state, std::span<const int64_t> juliaDims) {
  return emitRandom(b, state, RandomKind::Words, ElementType::UI32, juliaDims);
}

StagedDraw emitUniform(ir::Builder& b, Value* state, ElementType type, std::span<const int64_t> juliaDims) {
  return emitRandom(b, state, RandomKind::Uniform, type, juliaDims);
}

StagedDraw emitNormal(ir::Builder& b, Value* state, ElementType type, std::span<const int64_t> juliaDims) {
  return emitRandom(b, state, RandomKind::Normal, type, juliaDims);
}

StagedDraw emitIntRange(ir::Builder& b, Value* state, int64_t lo, int64_t hi, ElementType type,
                        std::span<const int64_t> juliaDims) {
  if (type != ElementType::I64 && type != ElementType::I32)
    throw std::invalid_argument("rand(lo:hi) of element type " + elementName(type) +
                                " is not supported by juxla's generator (use Int64 or Int32)");
  if (type == ElementType::I32 && (lo < INT32_MIN || hi > INT32_MAX))
    throw std::invalid_argument("rand(" + std::to_string(lo) + ":" + std::to_string(hi) +
                                ") does not fit in Int32");
  uint64_t span = rangeSpan(lo, hi);
  int64_t n = checkedDraw(state, juliaDims);
  std::vector<int64_t> shape = irShape(juliaDims);
  StagedDraw draw = emitWordStream(b, state, 2 * n);
  if (n == 0) return {b.zeros(Type::tensor(type, shape)), draw.state};
  IntOps ops{b};
  Value* m = b.reshape(draw.values, {n, 2});
  Value* w0 = ops.widen(column(b, m, 0));
  Value* w1 = ops.widen(column(b, m, 1));
  // The same split product as intInRange; span <= 2^32 fits a ui64 constant.
  Value* spanSplat = b.splatInt(w0->type(), int64_t(span));
  Value* offset = ops.shr(b.add(b.multiply(w1, spanSplat), ops.shr(b.multiply(w0, spanSplat), 32)), 32);
  Value* value = b.convert(offset, ElementType::I64);
  value = b.add(value, b.splatInt(value->type(), lo));
  if (type == ElementType::I32) value = b.convert(value, ElementType::I32);
  return {b.reshape(value, shape), draw.state};
}

}  // namespace juxla::staging
