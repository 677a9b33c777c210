// rng_bit_generator. THREE_FRY and PHILOX produce the bits XLA produces for the same state (its
// RngBitGeneratorExpander and ThreeFry/PhiloxBitGenerator); DEFAULT is juxla's own generator,
// Philox-4x32-10 (DESIGN decision 12), with exactly PHILOX's layout, so a state means the same on
// every backend. Float outputs are the generated bits reinterpreted; elements narrower than 32 bits
// take the low bits of one 32-bit word each, as XLA does.
#include "interp/rng_bits.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "interp/ops.h"

namespace juxla::interp {

std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter) {
  static constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  // The key schedule: both key words and their parity with Skein's constant.
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0], x1 = counter[1] + ks[1];
  for (int block = 0; block < 5; ++block) {
    for (int r = 0; r < 4; ++r) {
      x0 += x1;
      x1 = std::rotl(x1, kRotations[(block % 2) * 4 + r]);
      x1 ^= x0;
    }
    // Key injection after every four rounds.
    x0 += ks[(block + 1) % 3];
    x1 += ks[(block + 2) % 3] + uint32_t(block + 1);
  }
  return {x0, x1};
}

std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key, std::array<uint32_t, 4> counter) {
  static constexpr uint32_t kMultiplierA = 0xD2511F53u, kMultiplierB = 0xCD9E8D57u;
  static constexpr uint32_t kWeylA = 0x9E3779B9u, kWeylB = 0xBB67AE85u;
  std::array<uint32_t, 4> x = counter;
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = uint64_t(x[0]) * kMultiplierA, p1 = uint64_t(x[2]) * kMultiplierB;
    x = {uint32_t(p1 >> 32) ^ x[1] ^ key[0], uint32_t(p1), uint32_t(p0 >> 32) ^ x[3] ^ key[1], uint32_t(p0)};
    key[0] += kWeylA;
    key[1] += kWeylB;
  }
  return x;
}

namespace {

uint32_t low32(uint64_t v) { return uint32_t(v); }
uint32_t high32(uint64_t v) { return uint32_t(v >> 32); }
uint64_t join32(uint32_t low, uint32_t high) { return uint64_t(low) | uint64_t(high) << 32; }

struct Generated {
  std::vector<uint64_t> words;  // one per output element, zero-extended
  std::vector<uint64_t> state;
};

// XLA's Threefry: the state is (key, counter). 64-bit elements take one block each, counter + i for
// element i. 32-bit and narrower elements split the shape in halves along its first even dimension
// (else its largest): the two words of block j fill the elements 2k and 2k + 1 of that dimension,
// where j is the row-major index with k in place of the split coordinate.
Generated threeFryBits(std::span<const uint64_t> state, ir::Type output) {
  std::array<uint32_t, 2> key = {low32(state[0]), high32(state[0])};
  uint64_t counter = state[1];
  auto block = [&](uint64_t i) { return threeFry2x32(key, {low32(counter + i), high32(counter + i)}); };
  Generated g;
  std::span<const int64_t> shape = output.shape();
  int64_t count = output.numElements();
  if (ir::bitWidth(output.elementType()) == 64) {
    for (int64_t i = 0; i < count; ++i) {
      auto w = block(uint64_t(i));
      g.words.push_back(join32(w[0], w[1]));
    }
    g.state = {state[0], counter + uint64_t(count)};
    return g;
  }
  if (shape.empty()) {
    g.words.push_back(block(0)[0]);
    g.state = {state[0], counter + 1};
    return g;
  }
  size_t split = 0;
  auto even = std::ranges::find_if(shape, [](int64_t d) { return d % 2 == 0; });
  if (even != shape.end()) split = size_t(even - shape.begin());
  else split = size_t(std::ranges::max_element(shape) - shape.begin());
  std::vector<int64_t> half(shape.begin(), shape.end());
  half[split] = (half[split] + 1) / 2;
  std::vector<int64_t> halfStrides = stridesOf(half);
  int64_t blocks = 1;
  for (int64_t d : half) blocks *= d;
  forEachIndex(shape, [&](std::span<const int64_t> index) {
    std::vector<int64_t> at(index.begin(), index.end());
    at[split] /= 2;
    g.words.push_back(block(uint64_t(linearIndex(at, halfStrides)))[size_t(index[split] % 2)]);
  });
  g.state = {state[0], counter + uint64_t(blocks)};
  return g;
}

// XLA's Philox: the key is state[0] and the 128-bit counter is (state[1], state[2]) for three words,
// (state[1], state[0]) for two, low word first. Block j uses counter + j and yields four 32-bit
// elements, or two 64-bit ones (low word first), in order. The new state keeps the key and holds
// the counter advanced by the number of blocks (only its low word for a two-word state).
Generated philoxBits(std::span<const uint64_t> state, ir::Type output) {
  std::array<uint32_t, 2> key = {low32(state[0]), high32(state[0])};
  uint64_t counterLow = state[1], counterHigh = state.size() >= 3 ? state[2] : state[0];
  auto counterPlus = [&](uint64_t j) {
    uint64_t low = counterLow + j;
    return std::pair<uint64_t, uint64_t>(low, counterHigh + (low < counterLow ? 1 : 0));
  };
  bool wide = ir::bitWidth(output.elementType()) == 64;
  uint64_t count = uint64_t(output.numElements());
  uint64_t perBlock = wide ? 2 : 4;
  uint64_t blocks = (count + perBlock - 1) / perBlock;
  Generated g;
  for (uint64_t j = 0; j < blocks; ++j) {
    auto [low, high] = counterPlus(j);
    auto w = philox4x32(key, {low32(low), high32(low), low32(high), high32(high)});
    if (wide) g.words.insert(g.words.end(), {join32(w[0], w[1]), join32(w[2], w[3])});
    else g.words.insert(g.words.end(), {w[0], w[1], w[2], w[3]});
  }
  g.words.resize(size_t(count));
  auto [low, high] = counterPlus(blocks);
  g.state = {state[0], low};
  if (state.size() >= 3) g.state.push_back(high);
  return g;
}

}  // namespace

Values evalRngBitGenerator(OpContext& ctx) {
  const std::string& algorithm = ctx.attr("rng_algorithm").str();
  const Tensor& initial = ctx.operand(0);
  std::vector<uint64_t> state;
  for (int64_t i = 0; i < initial.numElements(); ++i) state.push_back(initial.bits(i));
  ir::Type outputType = ctx.resultType(1);
  int bits = ir::bitWidth(outputType.elementType());
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    ctx.fail("cannot generate " + outputType.str() + "; it needs integer or floating-point elements");

  Generated g;
  if (algorithm == "THREE_FRY") {
    if (state.size() != 2) ctx.fail("THREE_FRY needs 2 ui64 words of state, got " + std::to_string(state.size()));
    g = threeFryBits(state, outputType);
  } else if (algorithm == "PHILOX" || algorithm == "DEFAULT") {
    if (state.size() != 2 && state.size() != 3)
      ctx.fail(algorithm + (algorithm == "DEFAULT" ? " (Philox-4x32-10 in juxla)" : "") +
               " needs 2 or 3 ui64 words of state, got " + std::to_string(state.size()));
    g = philoxBits(state, outputType);
  } else {
    ctx.fail("has unknown rng_algorithm " + algorithm);
  }

  Tensor outState = Tensor::zeros(initial.type());
  for (size_t i = 0; i < g.state.size(); ++i) outState.setBits(int64_t(i), g.state[i]);
  Tensor output = Tensor::zeros(outputType);
  for (size_t i = 0; i < g.words.size(); ++i) output.setBits(int64_t(i), g.words[i]);  // keeps the low bits
  return {outState, output};
}

}  // namespace juxla::interp
