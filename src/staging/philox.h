// juxla's own random numbers (DESIGN decision 12): Philox-4x32-10 (Salmon, Moraes, Dror, Shaw,
// "Parallel random numbers: as easy as 1, 2, 3", SC 2011), written once on the host and once as
// StableHLO integer ops, so the host evaluator and staged code draw the same bits from one stream.
//
// The stream. A state is (key, position): `key` is the 64-bit Philox key (low word = key[0]) and
// `position` counts the 32-bit words drawn so far. Word p of the stream is word p % 4 of
// philox4x32_10(counter = {low32(p / 4), high32(p / 4), 0, 0}, key). A draw of k words returns words
// position .. position + k - 1 and advances position by k, so two draws of n equal one draw of 2n,
// whatever n. Where position % 4 == 0 the words equal those of rng_bit_generator PHILOX with the
// tensor<3xui64> state [key, position / 4, 0].
//
// Elements, in memory order (Julia's column-major order is the IR's row-major order, decision 4):
//   words   ui32:  1 word, as is.
//   uniform f32:   1 word w: (w >> 8) * 2^-24, in [0, 1), all 2^24 values equally likely.
//   uniform f64:   2 words lo, hi: (((hi << 32) | lo) >> 11) * 2^-53, in [0, 1).
//   normal  f32:   2 words (Box-Muller, cosine branch): u1 = ((w0 >> 8) + 1) * 2^-24 in (0, 1] so log
//                  never sees 0, u2 = uniform(w1); z = sqrt(-2 log u1) * cos(2pi u2), every step
//                  rounded to f32. |z| <= 5.77.
//   normal  f64:   4 words: u1 = ((bits53(w0, w1)) + 1) * 2^-53, u2 = uniform(w2, w3), same formula
//                  in f64. |z| <= 8.58.
//   lo:hi   i32/i64: 2 words w0, w1 as u = (w1 << 32) | w0: lo + floor(u * span / 2^64) with
//                  span = hi - lo + 1 <= 2^32. No rejection loop, so it vectorizes; each value's
//                  probability is 1/span within 2^-64, a relative error <= 2^-32 (Julia's
//                  rand(lo:hi) is exactly uniform).
// Words, uniforms and integer ranges are identical on every backend (exact integer ops, exact scalings).
// Normals go through log, sqrt and cos: the host functions here round as the reference interpreter
// does (compute in double, round once), so they match it bit for bit; other backends' libm may
// differ by a few ulp.
//
// In IR the state is a tensor<2xui64> [key, position]; the host holds it as PhiloxState. Positions
// are taken to stay below 2^64 (a draw past that would not wrap the same way on host and in IR).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "ir/builder.h"
#include "ir/types.h"

namespace juxla::staging {

struct PhiloxState {
  uint64_t key = 0;
  uint64_t position = 0;  // 32-bit words drawn so far
  // The tensor<2xui64> [key, position] that staged code takes and returns.
  std::array<uint64_t, 2> words() const { return {key, position}; }
  static PhiloxState fromWords(std::array<uint64_t, 2> w) { return {w[0], w[1]}; }
  bool operator==(const PhiloxState&) const = default;
};

// Random.seed!(seed): the seed is the key, the stream starts at 0.
inline PhiloxState seededState(uint64_t seed) { return {seed, 0}; }
// tensor<2xui64>
ir::Type philoxStateType();
// Random.seed!(seed) in staged code: the state [seed's bits as ui64, 0] from a 0-d integer seed
// (i64 or ui64), equal to seededState(uint64_t(seed)) on the host.
ir::Value* emitSeededState(ir::Builder& b, ir::Value* seed);

// The Philox-4x32-10 block function, as Random123's philox4x32_R(10, ctr, key).
std::array<uint32_t, 4> philox4x32_10(std::array<uint32_t, 4> counter, std::array<uint32_t, 2> key);

// What a draw produces; the element types each kind allows are listed above.
enum class RandomKind { Words, Uniform, Normal };
// Stream words one element takes: 1 for words and uniform f32, 2 for uniform f64 and normal f32, 4 for
// normal f64. Throws std::invalid_argument for a kind/type pair juxla does not generate.
int64_t wordsPerElement(RandomKind kind, ir::ElementType type);

// ---- Scalar conversions (one element from its words), shared by the host draws ----
float uniformFloat32(uint32_t w);
double uniformFloat64(uint32_t lo, uint32_t hi);
float normalFloat32(uint32_t w0, uint32_t w1);
double normalFloat64(uint32_t w0, uint32_t w1, uint32_t w2, uint32_t w3);
// The number lo + floor(((w1 << 32) | w0) * span / 2^64), computed exactly without 128-bit products.
int64_t intInRange(uint32_t w0, uint32_t w1, int64_t lo, uint64_t span);

// ---- Host draws: fill `out` in order and advance `state` by out.size() * wordsPerElement ----
void hostRandomWords(PhiloxState& state, std::span<uint32_t> out);
void hostUniform(PhiloxState& state, std::span<float> out);
void hostUniform(PhiloxState& state, std::span<double> out);
void hostNormal(PhiloxState& state, std::span<float> out);
void hostNormal(PhiloxState& state, std::span<double> out);
// `n` elements of `type` (f32 or f64) as doubles (exact: every f32 is a double), for callers that
// pick the type at run time.
std::vector<double> hostUniform(PhiloxState& state, int64_t n, ir::ElementType type);
std::vector<double> hostNormal(PhiloxState& state, int64_t n, ir::ElementType type);
// rand(lo:hi, n): advances the state by 2 words per element. Throws std::invalid_argument for an
// empty range ("ArgumentError: range must be non-empty") or one of more than 2^32 values.
void hostIntRange(PhiloxState& state, int64_t lo, int64_t hi, std::span<int64_t> out);

// ---- IR emitters ----
// The result of a staged draw: a tensor of the requested Julia size (IR shape reversed) and the
// advanced tensor<2xui64> state, to be threaded to the next draw and written back to the host.
struct StagedDraw {
  ir::Value* values = nullptr;
  ir::Value* state = nullptr;
};

// Draws an array of Julia size `juliaDims` (empty: a 0-d scalar) from `state` (tensor<2xui64>) in
// one batch of integer ops, no loop: iota numbers the Philox blocks, the 10 rounds run on whole
// tensors, and a dynamic_slice at position % 4 picks the words. Bits equal the host draws'.
// Throws std::invalid_argument for a negative size, a wrong state type, or an unsupported type.
StagedDraw emitRandom(ir::Builder& b, ir::Value* state, RandomKind kind, ir::ElementType type,
                      std::span<const int64_t> juliaDims);
// rand(UInt32, dims...), rand(T, dims...), randn(T, dims...).
StagedDraw emitRandomWords(ir::Builder& b, ir::Value* state, std::span<const int64_t> juliaDims);
StagedDraw emitUniform(ir::Builder& b, ir::Value* state, ir::ElementType type, std::span<const int64_t> juliaDims);
StagedDraw emitNormal(ir::Builder& b, ir::Value* state, ir::ElementType type, std::span<const int64_t> juliaDims);
// rand(lo:hi, dims...) with elements of `type` (i64, or i32 when lo and hi fit in Int32).
StagedDraw emitIntRange(ir::Builder& b, ir::Value* state, int64_t lo, int64_t hi, ir::ElementType type,
                        std::span<const int64_t> juliaDims);

}  // namespace juxla::staging
