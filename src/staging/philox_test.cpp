// juxla's Philox-4x32-10 stream: the block function against Random123's known answers, the host
// stream against an independent Python model (tests/oracles/philox/philox_stream.py), the staged IR
// against the host bit for bit, the advance rule, and the distributions.
#include "staging/philox.h"

#include <gtest/gtest.h>
#include <juxla/interp.h>
#include <juxla/ir.h>

#include <cmath>
#include <cstring>
#include <random>

#include "interp/rng_bits.h"
#include "staging/layout.h"

namespace juxla::staging {
namespace {

// ---- The block function ----

TEST(Philox, KnownAnswerVectors) {
  // Random123 tests/kat_vectors (DEShawResearch/random123), the three "philox4x32 10" lines:
  // counter[4], key[2], expected[4].
  struct Kat {
    std::array<uint32_t, 4> counter;
    std::array<uint32_t, 2> key;
    std::array<uint32_t, 4> expected;
  };
  const Kat kats[] = {
      {{0, 0, 0, 0}, {0, 0}, {0x6627E8D5u, 0xE169C58Du, 0xBC57AC4Cu, 0x9B00DBD8u}},
      {{0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu},
       {0xFFFFFFFFu, 0xFFFFFFFFu},
       {0x408F276Du, 0x41C83B0Eu, 0xA20BC7C6u, 0x6D5451FDu}},
      {{0x243F6A88u, 0x85A308D3u, 0x13198A2Eu, 0x03707344u},
       {0xA4093822u, 0x299F31D0u},
       {0xD16CFE09u, 0x94FDCCEBu, 0x5001E420u, 0x24126EA1u}},
  };
  for (const Kat& k : kats) EXPECT_EQ(philox4x32_10(k.counter, k.key), k.expected);
}

TEST(Philox, AgreesWithTheInterpretersBlockFunction) {
  // rng_bit_generator's Philox (src/interp) is a separate implementation of the same function.
  std::mt19937 gen(12);
  for (int i = 0; i < 200; ++i) {
    std::array<uint32_t, 4> counter = {uint32_t(gen()), uint32_t(gen()), uint32_t(gen()), uint32_t(gen())};
    std::array<uint32_t, 2> key = {uint32_t(gen()), uint32_t(gen())};
    EXPECT_EQ(philox4x32_10(counter, key), interp::philox4x32(key, counter));
  }
}

// ---- The host stream against the Python model ----

struct PythonStream {
  PhiloxState state;
  std::array<uint32_t, 12> words;
  std::array<double, 6> uniform32, uniform64, normal32;
  std::array<double, 3> normal64;
  std::array<std::array<int64_t, 6>, 3> ranges;  // rand(lo:hi) for each of kRanges
};

const std::pair<int64_t, int64_t> kRanges[] = {{1, 10}, {-1000, 999999937}, {INT32_MIN, INT32_MAX}};

// Printed by tests/oracles/philox/philox_stream.py.
const PythonStream kPythonStreams[] = {
    {{0x0123456789ABCDEFull, 5},
     {0x523E0D85u, 0x65401425u, 0xB299DA3Fu, 0xF7CE299Fu, 0x823CCB40u, 0x4FEFE3CCu, 0x1A8FE6B6u, 0xAC3078F0u,
      0x7FBE88A2u, 0x0848E918u, 0xFE13862Du, 0xA02A30B9u},
     {0x1.48f8340000000p-2, 0x1.9500500000000p-2, 0x1.6533b40000000p-1, 0x1.ef9c520000000p-1,
      0x1.0479960000000p-1, 0x1.3fbf8c0000000p-2},
     {0x1.9500509548f82p-2, 0x1.ef9c533f6533bp-1, 0x1.3fbf8f3208f32p-2, 0x1.5860f1e0351fcp-1,
      0x1.091d230ff7d10p-5, 0x1.40546173fc270p-1},
     {-0x1.3196740000000p+0, 0x1.a9b3d80000000p-1, -0x1.c5e2ae0000000p-2, -0x1.fd4d3c0000000p-1,
      0x1.27a1f20000000p+0, -0x1.624bae0000000p-4},
     {0x1.55a7895950fe6p+0, -0x1.6d09fbdef7d81p-1, -0x1.d83fb6b9f4a6fp+0},
     {{{4, 10, 4, 7, 1, 7},
       {395508384, 967989449, 312253471, 672614261, 32361556, 625643360},
       {-448785371, 2009999775, -806362164, 741374192, -2008487656, 539635897}}}},
    {{0xFFFFFFFF00000001ull, 4 * (uint64_t(1) << 32) - 3},
     {0x605BDD6Cu, 0x097852EDu, 0x7DB392A8u, 0x3CA764E3u, 0xABD88384u, 0x21C9B7B6u, 0xC516BEF4u, 0x15EF90FBu,
      0x41355404u, 0xC6A140DEu, 0xA3853B8Fu, 0xF74D6EE0u},
     {0x1.816f740000000p-2, 0x1.2f0a400000000p-5, 0x1.f6ce480000000p-2, 0x1.e53b200000000p-3,
      0x1.57b1060000000p-1, 0x1.0e4db80000000p-3},
     {0x1.2f0a5dac0b7b0p-5, 0x1.e53b271bed9c8p-3, 0x1.0e4dbdb55ec40p-3, 0x1.5ef90fbc516b8p-4,
      0x1.8d4281bc826aap-1, 0x1.ee9addc1470a7p-1},
     {0x1.5c3eee0000000p+0, 0x1.90c2da0000000p-4, 0x1.34c0260000000p-1, 0x1.3de8020000000p-1,
      0x1.125c3e0000000p-2, 0x1.d9c56e0000000p-1},
     {0x1.af6b80c6fc82bp-3, 0x1.ba5166d5608acp+0, 0x1.6474260412f92p-1},
     {{{1, 3, 2, 1, 8, 10},
       {36991282, 236928453, 131983340, 85685822, 775897759, 966025191},
       {-1988603155, -1129880349, -1580615754, -1779461893, 1184973022, 2001563360}}}},
};

TEST(Philox, HostStreamMatchesThePythonModel) {
  for (const PythonStream& p : kPythonStreams) {
    SCOPED_TRACE(::testing::Message() << "key " << std::hex << p.state.key << ", position " << std::dec
                                      << p.state.position);
    PhiloxState s = p.state;
    std::array<uint32_t, 12> words{};
    hostRandomWords(s, words);
    EXPECT_EQ(words, p.words);
    EXPECT_EQ(s.position, p.state.position + 12);
    EXPECT_EQ(s.key, p.state.key);

    s = p.state;
    std::array<float, 6> u32{};
    hostUniform(s, std::span<float>(u32));
    for (size_t i = 0; i < 6; ++i) EXPECT_EQ(u32[i], float(p.uniform32[i])) << i;
    s = p.state;
    std::array<double, 6> u64{};
    hostUniform(s, std::span<double>(u64));
    for (size_t i = 0; i < 6; ++i) EXPECT_EQ(u64[i], p.uniform64[i]) << i;
    EXPECT_EQ(s.position, p.state.position + 12);

    // Box-Muller goes through libm; allow 2 ulp of the result type.
    s = p.state;
    std::array<float, 6> n32{};
    hostNormal(s, std::span<float>(n32));
    for (size_t i = 0; i < 6; ++i) EXPECT_NEAR(n32[i], p.normal32[i], 2 * std::abs(p.normal32[i]) * 0x1p-23) << i;
    s = p.state;
    std::array<double, 3> n64{};
    hostNormal(s, std::span<double>(n64));
    for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(n64[i], p.normal64[i], 2 * std::abs(p.normal64[i]) * 0x1p-52) << i;
    EXPECT_EQ(s.position, p.state.position + 12);

    for (size_t r = 0; r < std::size(kRanges); ++r) {
      s = p.state;
      std::array<int64_t, 6> ints{};
      hostIntRange(s, kRanges[r].first, kRanges[r].second, ints);
      EXPECT_EQ(ints, p.ranges[r]) << kRanges[r].first << ":" << kRanges[r].second;
      EXPECT_EQ(s.position, p.state.position + 12);
    }
  }
}

TEST(Philox, ConversionsAtTheEnds) {
  EXPECT_EQ(uniformFloat32(0), 0.0f);
  EXPECT_EQ(uniformFloat32(0xFFFFFFFFu), 1.0f - 0x1p-24f);  // never 1
  EXPECT_EQ(uniformFloat32(0x000000FFu), 0.0f);             // the low 8 bits are dropped
  EXPECT_EQ(uniformFloat64(0, 0), 0.0);
  EXPECT_EQ(uniformFloat64(0xFFFFFFFFu, 0xFFFFFFFFu), 1.0 - 0x1p-53);
  EXPECT_EQ(uniformFloat64(0x7FFu, 0), 0.0);  // the low 11 bits are dropped
  // u1 = 1 gives radius 0; u1 at its smallest (2^-24, 2^-53) gives the largest |z|, finite.
  EXPECT_EQ(normalFloat32(0xFFFFFFFFu, 0), 0.0f);
  EXPECT_NEAR(normalFloat32(0, 0), std::sqrt(48 * std::log(2.0)), 1e-5);
  EXPECT_NEAR(normalFloat64(0, 0, 0, 0), std::sqrt(106 * std::log(2.0)), 1e-12);
  EXPECT_EQ(normalFloat64(0xFFFFFFFFu, 0xFFFFFFFFu, 0, 0), 0.0);
}

// ---- Staged draws against the host ----

struct StagedResult {
  interp::Tensor values;
  PhiloxState state;
};

PhiloxState stateOf(const interp::Tensor& t) {
  std::vector<uint64_t> w = tensorToHost<uint64_t>(t);
  return PhiloxState::fromWords({w.at(0), w.at(1)});
}

interp::Tensor stateTensor(PhiloxState s) {
  std::array<uint64_t, 2> w = s.words();
  return tensorFromHost<uint64_t>(philoxStateType(), std::span<const uint64_t>(w));
}

StagedResult runStaged(RandomKind kind, ElementType type, std::vector<int64_t> juliaDims, PhiloxState s) {
  Module module;
  Builder b = addFunction(module, "draw", {philoxStateType()},
                          {Type::tensor(type, irShape(juliaDims)), philoxStateType()});
  StagedDraw d = emitRandom(b, b.block()->arg(0), kind, type, juliaDims);
  b.funcReturn({d.values, d.state});
  EXPECT_EQ(verify(module), "");
  std::vector<interp::Tensor> out = runInterpreter(module, "draw", {stateTensor(s)});
  return {out.at(0), stateOf(out.at(1))};
}

// The host draw of n elements as raw bytes, to compare bit for bit with a tensor.
std::vector<uint8_t> hostBytes(RandomKind kind, ElementType type, int64_t n, PhiloxState& s) {
  auto asBytes = [](const auto& v) {
    std::vector<uint8_t> bytes(v.size() * sizeof(v[0]));
    if (!v.empty()) std::memcpy(bytes.data(), v.data(), bytes.size());
    return bytes;
  };
  if (kind == RandomKind::Words) {
    std::vector<uint32_t> w(static_cast<size_t>(n));
    hostRandomWords(s, w);
    return asBytes(w);
  }
  if (type == ElementType::F32) {
    std::vector<float> f(static_cast<size_t>(n));
    kind == RandomKind::Uniform ? hostUniform(s, std::span<float>(f)) : hostNormal(s, std::span<float>(f));
    return asBytes(f);
  }
  std::vector<double> d(static_cast<size_t>(n));
  kind == RandomKind::Uniform ? hostUniform(s, std::span<double>(d)) : hostNormal(s, std::span<double>(d));
  return asBytes(d);
}

struct KindAndType {
  RandomKind kind;
  ElementType type;
};
const KindAndType kAllDraws[] = {{RandomKind::Words, ElementType::UI32},
                                 {RandomKind::Uniform, ElementType::F32},
                                 {RandomKind::Uniform, ElementType::F64},
                                 {RandomKind::Normal, ElementType::F32},
                                 {RandomKind::Normal, ElementType::F64}};

TEST(Philox, StagedBitsEqualTheHostsForShapesAndStates) {
  const std::vector<std::vector<int64_t>> shapes = {{}, {1}, {3}, {4}, {5, 2}, {3, 1, 7}, {2, 3, 4}};
  const PhiloxState states[] = {{0, 0},
                                {42, 1},
                                {0x0123456789ABCDEFull, 2},
                                {0xDEADBEEFCAFEF00Dull, 3},
                                {0xFFFFFFFF00000001ull, 4 * (uint64_t(1) << 32) - 3}};
  for (const KindAndType& d : kAllDraws) {
    for (const auto& dims : shapes) {
      for (PhiloxState s : states) {
        SCOPED_TRACE(::testing::Message() << "type " << ir::elementTypeName(d.type) << ", kind " << int(d.kind)
                                          << ", " << dims.size() << "-d, key " << s.key << ", position "
                                          << s.position);
        StagedResult staged = runStaged(d.kind, d.type, dims, s);
        EXPECT_EQ(staged.values.type(), Type::tensor(d.type, irShape(dims)));
        PhiloxState host = s;
        int64_t n = 1;
        for (int64_t k : dims) n *= k;
        std::vector<uint8_t> expected = hostBytes(d.kind, d.type, n, host);
        std::span<const uint8_t> got = staged.values.bytes();
        EXPECT_TRUE(std::equal(got.begin(), got.end(), expected.begin(), expected.end()));
        EXPECT_EQ(staged.state, host);
        EXPECT_EQ(staged.state.position, s.position + uint64_t(n * wordsPerElement(d.kind, d.type)));
      }
    }
  }
}

TEST(Philox, StagedWordsEqualRngBitGeneratorPhiloxAtBlockBoundaries) {
  // rng_bit_generator PHILOX with state [key, position / 4, 0] is XLA's definition of the same words.
  for (PhiloxState s : {PhiloxState{7, 0}, PhiloxState{0xFEDCBA9876543210ull, 4 * 1000003}}) {
    constexpr int64_t kCount = 10;
    Module module;
    Type state3 = Type::tensor(ElementType::UI64, std::vector<int64_t>{3});
    Type out = Type::tensor(ElementType::UI32, std::vector<int64_t>{kCount});
    Builder b = addFunction(module, "xla", {state3}, {out});
    b.funcReturn({b.rngBitGenerator(b.block()->arg(0), out, "PHILOX").second});
    ASSERT_EQ(verify(module), "");
    std::array<uint64_t, 3> xlaState = {s.key, s.position / 4, 0};
    auto xla = tensorToHost<uint32_t>(
        runInterpreter(module, "xla", {tensorFromHost<uint64_t>(state3, std::span<const uint64_t>(xlaState))}).at(0));
    StagedResult staged = runStaged(RandomKind::Words, ElementType::UI32, {kCount}, s);
    EXPECT_EQ(tensorToHost<uint32_t>(staged.values), xla);
  }
}

TEST(Philox, EmptyAndScalarDraws) {
  PhiloxState s{99, 6};
  StagedResult empty = runStaged(RandomKind::Normal, ElementType::F32, {3, 0}, s);
  EXPECT_EQ(empty.values.type(), Type::tensor(ElementType::F32, std::vector<int64_t>{0, 3}));
  EXPECT_EQ(empty.state, s);
  StagedResult scalar = runStaged(RandomKind::Uniform, ElementType::F64, {}, s);
  EXPECT_EQ(scalar.values.rank(), 0);
  PhiloxState host = s;
  double expected = 0;
  hostUniform(host, std::span<double>(&expected, 1));
  EXPECT_EQ(scalar.values.get<double>(0), expected);
  EXPECT_EQ(scalar.state.position, 8u);
}

StagedResult runStagedIntRange(int64_t lo, int64_t hi, ElementType type, std::vector<int64_t> juliaDims,
                               PhiloxState s) {
  Module module;
  Builder b = addFunction(module, "draw", {philoxStateType()},
                          {Type::tensor(type, irShape(juliaDims)), philoxStateType()});
  StagedDraw d = emitIntRange(b, b.block()->arg(0), lo, hi, type, juliaDims);
  b.funcReturn({d.values, d.state});
  EXPECT_EQ(verify(module), "");
  std::vector<interp::Tensor> out = runInterpreter(module, "draw", {stateTensor(s)});
  return {out.at(0), stateOf(out.at(1))};
}

TEST(Philox, StagedIntRangesEqualTheHosts) {
  // Small, a single value, a large span (the split product's carry matters), the full 2^32 span, the
  // top of Int64, and 2^32 values far below zero.
  const int64_t far = -(int64_t(1) << 40);
  const std::pair<int64_t, int64_t> ranges[] = {
      {1, 10}, {-5, -5}, {0, 1}, {-1000, 999999937}, {INT32_MIN, INT32_MAX}, {INT64_MAX - 6, INT64_MAX},
      {far, far + 4294967295}};
  for (auto [lo, hi] : ranges) {
    for (ElementType type : {ElementType::I64, ElementType::I32}) {
      if (type == ElementType::I32 && (lo < INT32_MIN || hi > INT32_MAX)) continue;
      for (PhiloxState s : {PhiloxState{3, 0}, PhiloxState{0x0123456789ABCDEFull, 7}}) {
        SCOPED_TRACE(::testing::Message() << lo << ":" << hi << " " << ir::elementTypeName(type) << " position "
                                          << s.position);
        StagedResult staged = runStagedIntRange(lo, hi, type, {3, 50}, s);
        PhiloxState host = s;
        std::vector<int64_t> expected(150);
        hostIntRange(host, lo, hi, expected);
        std::vector<int64_t> got;
        for (int64_t i = 0; i < staged.values.numElements(); ++i) got.push_back(staged.values.getInt(i));
        EXPECT_EQ(got, expected);
        EXPECT_EQ(staged.values.type(), Type::tensor(type, std::vector<int64_t>{50, 3}));
        EXPECT_EQ(staged.state, host);
        for (int64_t v : got) EXPECT_TRUE(v >= lo && v <= hi) << v;
      }
    }
  }
}

TEST(Philox, IntInRangeIsTheExactProduct) {
  // The split 64x32-bit product against a plain 128-bit one, for spans up to 2^32.
  std::mt19937_64 gen(77);
  for (int i = 0; i < 100000; ++i) {
    uint64_t u = gen(), span = (gen() >> (i % 33)) % ((uint64_t(1) << 32)) + 1;
    if (i % 1000 == 0) span = uint64_t(1) << 32;
    __extension__ using Wide = unsigned __int128;
    auto exact = int64_t(uint64_t(Wide(u) * span >> 64));
    ASSERT_EQ(intInRange(uint32_t(u), uint32_t(u >> 32), 0, span), exact) << u << " " << span;
  }
  EXPECT_EQ(intInRange(0xFFFFFFFFu, 0xFFFFFFFFu, -3, 7), 3);
  EXPECT_EQ(intInRange(0, 0, INT64_MAX - 1, 2), INT64_MAX - 1);
}

TEST(Philox, IntRangeDistribution) {
  // rand(1:10, 10^5): each value with probability 1/10, mean 5.5 and variance 99/12.
  PhiloxState s = seededState(4242);
  std::vector<int64_t> x(100000);
  hostIntRange(s, 1, 10, x);
  std::array<double, 10> counts{};
  double mean = 0;
  for (int64_t v : x) {
    ASSERT_TRUE(v >= 1 && v <= 10) << v;
    counts[size_t(v - 1)] += 1, mean += double(v);
  }
  double n = double(x.size()), expected = n / 10, chi = 0;
  mean /= n;
  for (double c : counts) chi += (c - expected) * (c - expected) / expected;
  EXPECT_NEAR(mean, 5.5, 4 * std::sqrt(99.0 / 12 / n));
  EXPECT_GT(chi, 1.152);  // chi-square(9) at 0.1% and 99.9%
  EXPECT_LT(chi, 27.877);
}

TEST(Philox, StagedDrawsPrintAsStableHloThatParsesBack) {
  // Every kind in one function, printed, parsed and run again: the text holds the same program.
  Module module;
  std::vector<int64_t> dims = {2, 3};
  Type shape = Type::tensor(ElementType::F32, irShape(dims));
  Builder b = addFunction(module, "draws", {philoxStateType()},
                          {shape.withElementType(ElementType::UI32), shape, shape.withElementType(ElementType::F64),
                           shape, shape.withElementType(ElementType::F64), shape.withElementType(ElementType::I64),
                           philoxStateType()});
  std::vector<Value*> results;
  Value* state = b.block()->arg(0);
  for (const KindAndType& d : kAllDraws) {
    StagedDraw draw = emitRandom(b, state, d.kind, d.type, dims);
    results.push_back(draw.values);
    state = draw.state;
  }
  StagedDraw ints = emitIntRange(b, state, -3, 3, ElementType::I64, dims);
  results.push_back(ints.values);
  results.push_back(ints.state);
  b.funcReturn(results);
  ASSERT_EQ(verify(module), "");
  std::string errors;
  std::unique_ptr<Module> parsed = parse(print(module), errors);
  ASSERT_TRUE(parsed) << errors;
  EXPECT_EQ(print(*parsed), print(module));
  PhiloxState s{0xC0FFEE, 2};
  std::vector<interp::Tensor> before = runInterpreter(module, "draws", {stateTensor(s)});
  std::vector<interp::Tensor> after = runInterpreter(*parsed, "draws", {stateTensor(s)});
  ASSERT_EQ(before.size(), after.size());
  for (size_t i = 0; i < before.size(); ++i) EXPECT_TRUE(std::ranges::equal(before[i].bytes(), after[i].bytes())) << i;
  EXPECT_EQ(stateOf(after.back()).position, s.position + 6 * (1 + 1 + 2 + 2 + 4 + 2));
}

// ---- The advance rule: the stream does not depend on how it is cut into draws ----

TEST(Philox, TwoDrawsOfNEqualOneDrawOf2NOnTheHost) {
  for (const KindAndType& d : kAllDraws) {
    for (int64_t n : {1, 2, 3, 5, 8}) {
      PhiloxState whole{0xABCDEF, 3}, parts = whole;
      std::vector<uint8_t> once = hostBytes(d.kind, d.type, 2 * n, whole);
      std::vector<uint8_t> twice = hostBytes(d.kind, d.type, n, parts);
      std::vector<uint8_t> second = hostBytes(d.kind, d.type, n, parts);
      twice.insert(twice.end(), second.begin(), second.end());
      EXPECT_EQ(once, twice) << "n = " << n;
      EXPECT_EQ(whole, parts);
    }
  }
}

TEST(Philox, TwoStagedDrawsOfNEqualOneDrawOf2N) {
  // One function with two chained draws of 3x1, threading the state, against one draw of 6.
  for (const KindAndType& d : kAllDraws) {
    PhiloxState s{0x5EED, 1};
    Module module;
    Type part = Type::tensor(d.type, std::vector<int64_t>{1, 3});
    Builder b = addFunction(module, "two", {philoxStateType()}, {part, part, philoxStateType()});
    std::vector<int64_t> dims = {3, 1};
    StagedDraw first = emitRandom(b, b.block()->arg(0), d.kind, d.type, dims);
    StagedDraw second = emitRandom(b, first.state, d.kind, d.type, dims);
    b.funcReturn({first.values, second.values, second.state});
    ASSERT_EQ(verify(module), "");
    std::vector<interp::Tensor> out = runInterpreter(module, "two", {stateTensor(s)});

    StagedResult once = runStaged(d.kind, d.type, {6}, s);
    std::vector<uint8_t> joined(out[0].bytes().begin(), out[0].bytes().end());
    joined.insert(joined.end(), out[1].bytes().begin(), out[1].bytes().end());
    EXPECT_TRUE(std::ranges::equal(joined, once.values.bytes())) << ir::elementTypeName(d.type);
    EXPECT_EQ(stateOf(out[2]), once.state);
  }
}

TEST(Philox, HostAndStagedShareOneStream) {
  // The host evaluator draws 5, staged code draws 7 from the state it hands over: the 12 of one draw.
  PhiloxState s{2026, 0};
  std::vector<uint32_t> all(12);
  PhiloxState whole = s;
  hostRandomWords(whole, all);
  std::vector<uint32_t> first(5);
  hostRandomWords(s, first);
  StagedResult rest = runStaged(RandomKind::Words, ElementType::UI32, {7}, s);
  std::vector<uint32_t> joined = first;
  for (uint32_t w : tensorToHost<uint32_t>(rest.values)) joined.push_back(w);
  EXPECT_EQ(joined, all);
  EXPECT_EQ(rest.state, whole);
}

// ---- Distributions (10^5 draws, fixed seeds; bounds at 4 standard errors) ----

struct Moments {
  double mean = 0, variance = 0, lag1 = 0;  // lag1: correlation of consecutive values
};

Moments momentsOf(std::span<const double> x) {
  Moments m;
  double n = double(x.size());
  for (double v : x) m.mean += v;
  m.mean /= n;
  double cov = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    m.variance += (x[i] - m.mean) * (x[i] - m.mean);
    if (i + 1 < x.size()) cov += (x[i] - m.mean) * (x[i + 1] - m.mean);
  }
  m.lag1 = cov / m.variance;
  m.variance /= n - 1;
  return m;
}

// Pearson's chi-square over 10 bins of equal probability, split at `edges` (9 ascending values).
double chiSquare(std::span<const double> x, std::span<const double> edges) {
  std::array<double, 10> counts{};
  for (double v : x) counts[size_t(std::upper_bound(edges.begin(), edges.end(), v) - edges.begin())] += 1;
  double expected = double(x.size()) / 10, chi = 0;
  for (double c : counts) chi += (c - expected) * (c - expected) / expected;
  return chi;
}

// The 0.1% and 99.9% points of chi-square with 9 degrees of freedom: a sound generator lands
// outside with probability 0.002; a biased one (or one too regular) far outside.
constexpr double kChiSquare9Low = 1.152, kChiSquare9High = 27.877;
constexpr int64_t kDraws = 100000;

void expectUniform(std::span<const double> x) {
  double n = double(x.size());
  Moments m = momentsOf(x);
  EXPECT_NEAR(m.mean, 0.5, 4 * std::sqrt(1.0 / 12 / n));
  // Var(s^2) = (mu4 - sigma^4) / n with mu4 = 1/80 and sigma^4 = 1/144 for U(0,1).
  EXPECT_NEAR(m.variance, 1.0 / 12, 4 * std::sqrt((1.0 / 80 - 1.0 / 144) / n));
  EXPECT_NEAR(m.lag1, 0.0, 4 / std::sqrt(n));
  const double edges[] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};
  double chi = chiSquare(x, edges);
  EXPECT_GT(chi, kChiSquare9Low);
  EXPECT_LT(chi, kChiSquare9High);
  for (double v : x) ASSERT_TRUE(v >= 0 && v < 1) << v;
}

void expectStandardNormal(std::span<const double> x) {
  double n = double(x.size());
  Moments m = momentsOf(x);
  EXPECT_NEAR(m.mean, 0.0, 4 / std::sqrt(n));
  EXPECT_NEAR(m.variance, 1.0, 4 * std::sqrt(2 / n));  // Var(s^2) = 2 sigma^4 / n for a normal
  EXPECT_NEAR(m.lag1, 0.0, 4 / std::sqrt(n));
  // The deciles of N(0, 1), from Python's statistics.NormalDist().inv_cdf(k / 10).
  const double edges[] = {-1.2815515655446008, -0.8416212335729142, -0.5244005127080407, -0.2533471031357998, 0.0,
                          0.2533471031357998,  0.5244005127080407,  0.8416212335729144,  1.2815515655446008};
  double chi = chiSquare(x, edges);
  EXPECT_GT(chi, kChiSquare9Low);
  EXPECT_LT(chi, kChiSquare9High);
  for (double v : x) ASSERT_TRUE(std::isfinite(v) && std::abs(v) < 9) << v;
}

TEST(Philox, UniformDistribution) {
  for (ElementType type : {ElementType::F32, ElementType::F64}) {
    SCOPED_TRACE(ir::elementTypeName(type));
    PhiloxState s = seededState(1234);
    expectUniform(hostUniform(s, kDraws, type));
  }
}

TEST(Philox, NormalDistribution) {
  for (ElementType type : {ElementType::F32, ElementType::F64}) {
    SCOPED_TRACE(ir::elementTypeName(type));
    PhiloxState s = seededState(5678);
    expectStandardNormal(hostNormal(s, kDraws, type));
  }
}

TEST(Philox, StagedDistributionsOfALargeDrawEqualTheHosts) {
  // A 100 x 1000 Float32 draw of each kind through the interpreter: checked as a sample, and
  // bit for bit against the host (which the small-shape test covers only for a few elements).
  for (RandomKind kind : {RandomKind::Uniform, RandomKind::Normal}) {
    PhiloxState s = seededState(31337);
    StagedResult staged = runStaged(kind, ElementType::F32, {100, 1000}, s);
    std::vector<float> values = tensorToHost<float>(staged.values);
    std::vector<double> asDouble(values.begin(), values.end());
    kind == RandomKind::Uniform ? expectUniform(asDouble) : expectStandardNormal(asDouble);
    PhiloxState host = s;
    std::vector<double> expected = kind == RandomKind::Uniform ? hostUniform(host, kDraws, ElementType::F32)
                                                               : hostNormal(host, kDraws, ElementType::F32);
    EXPECT_EQ(asDouble, expected);
    EXPECT_EQ(staged.state, host);
  }
}

TEST(Philox, StagedSeedEqualsTheHostsSeededState) {
  Module module;
  Type seed = Type::scalar(ElementType::I64);
  Builder b = addFunction(module, "seed", {seed}, {philoxStateType()});
  b.funcReturn({emitSeededState(b, b.block()->arg(0))});
  ASSERT_EQ(verify(module), "");
  for (int64_t value : {int64_t(1234), int64_t(-5)}) {
    std::vector<int64_t> v = {value};
    auto out = runInterpreter(module, "seed", {interp::Tensor::fromInts(seed, v)});
    EXPECT_EQ(stateOf(out.at(0)), seededState(uint64_t(value)));
  }
  Module bad;
  Builder bb = addFunction(bad, "bad", {Type::scalar(ElementType::F32)}, {});
  EXPECT_THROW(emitSeededState(bb, bb.block()->arg(0)), std::invalid_argument);
}

TEST(Philox, DifferentSeedsGiveDifferentStreams) {
  PhiloxState a = seededState(1), b = seededState(2);
  std::vector<uint32_t> wa(64), wb(64);
  hostRandomWords(a, wa);
  hostRandomWords(b, wb);
  int same = 0;
  for (size_t i = 0; i < wa.size(); ++i) same += wa[i] == wb[i];
  EXPECT_EQ(same, 0);
}

// ---- Errors ----

TEST(Philox, RejectsWhatItCannotDraw) {
  Module module;
  Builder b = addFunction(module, "bad", {philoxStateType(), Type::tensor(ElementType::UI64, std::vector<int64_t>{3})},
                          {});
  Value* state = b.block()->arg(0);
  std::vector<int64_t> dims = {2};
  EXPECT_THROW(emitUniform(b, state, ElementType::I32, dims), std::invalid_argument);
  EXPECT_THROW(emitNormal(b, state, ElementType::F16, dims), std::invalid_argument);
  EXPECT_THROW(emitRandom(b, state, RandomKind::Words, ElementType::F32, dims), std::invalid_argument);
  EXPECT_THROW(emitUniform(b, b.block()->arg(1), ElementType::F32, dims), std::invalid_argument);
  std::vector<int64_t> negative = {2, -1};
  EXPECT_THROW(emitUniform(b, state, ElementType::F32, negative), std::invalid_argument);
  EXPECT_THROW(emitIntRange(b, state, 1, 10, ElementType::F32, dims), std::invalid_argument);
  EXPECT_THROW(emitIntRange(b, state, 1, int64_t(1) << 31, ElementType::I32, dims), std::invalid_argument);
  EXPECT_THROW(emitIntRange(b, state, 0, int64_t(1) << 32, ElementType::I64, dims), std::invalid_argument);
  EXPECT_THROW(emitIntRange(b, state, INT64_MIN, INT64_MAX, ElementType::I64, dims), std::invalid_argument);
  try {
    emitIntRange(b, state, 1, 0, ElementType::I64, dims);
    ADD_FAILURE() << "an empty range was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "ArgumentError: range must be non-empty");
  }
  PhiloxState s;
  std::array<int64_t, 2> ints{};
  EXPECT_THROW(hostIntRange(s, 5, 4, ints), std::invalid_argument);
  EXPECT_THROW(hostUniform(s, 3, ElementType::BF16), std::invalid_argument);
  EXPECT_THROW(hostNormal(s, -1, ElementType::F32), std::invalid_argument);
  EXPECT_EQ(s.position, 0u);
}

}  // namespace
}  // namespace juxla::staging
