// rng_bit_generator in the interpreter: the Threefry and Philox blocks against Random123's published
// known-answer vectors, the spec's THREE_FRY example, and XLA's layout of blocks into elements and
// of the state update, derived by hand from those blocks.
#include <gtest/gtest.h>

#include "interp/op_test_support.h"
#include "interp/rng_bits.h"

namespace juxla::interp {
namespace {

using optest::bits;
using optest::run;

// Runs one rng_bit_generator on `state` and returns {output state words, output element bits}.
std::pair<std::vector<uint64_t>, std::vector<uint64_t>> generate(std::string_view algorithm,
                                                                 std::vector<uint64_t> state,
                                                                 std::string_view outputType) {
  std::string stateType = "tensor<" + std::to_string(state.size()) + "xui64>";
  std::string text = "func.func @main(%s: " + stateType + ") -> (" + stateType + ", " + std::string(outputType) +
                     ") {\n  %ns, %out = stablehlo.rng_bit_generator %s, algorithm = " + std::string(algorithm) +
                     " : (" + stateType + ") -> (" + stateType + ", " + std::string(outputType) +
                     ")\n  return %ns, %out : " + stateType + ", " + std::string(outputType) + "\n}";
  Tensor s = Tensor::zeros(ir::test::ty(stateType));
  for (size_t i = 0; i < state.size(); ++i) s.setBits(int64_t(i), state[i]);
  auto r = run(text, {s});
  return {bits(r.at(0)), bits(r.at(1))};
}

uint64_t join(uint32_t low, uint32_t high) { return uint64_t(low) | uint64_t(high) << 32; }

TEST(RngBlocks, ThreeFry2x32KnownAnswers) {
  EXPECT_EQ(threeFry2x32({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(threeFry2x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 2>{0x1cb996fc, 0xbb002be7}));
  EXPECT_EQ(threeFry2x32({0x13198a2e, 0x03707344}, {0x243f6a88, 0x85a308d3}),
            (std::array<uint32_t, 2>{0xc4923a9c, 0x483df7a0}));
}

TEST(RngBlocks, Philox4x32KnownAnswers) {
  EXPECT_EQ(philox4x32({0, 0}, {0, 0, 0, 0}), (std::array<uint32_t, 4>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(philox4x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 4>{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}));
  EXPECT_EQ(philox4x32({0xa4093822, 0x299f31d0}, {0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}),
            (std::array<uint32_t, 4>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

// The spec's example: state [1, 2], four 64-bit elements, state advanced by the element count.
TEST(RngBitGenerator, ThreeFrySpecExample) {
  auto [state, out] = generate("THREE_FRY", {1, 2}, "tensor<2x2xui64>");
  EXPECT_EQ(state, (std::vector<uint64_t>{1, 6}));
  EXPECT_EQ(out, (std::vector<uint64_t>{9236835810183407956u, 16087790271692313299u, 18212823393184779219u,
                                        2658481902456610144u}));
}

// 64-bit elements: element i is the block at counter + i, low word first.
TEST(RngBitGenerator, ThreeFry64BitLayout) {
  auto [state, out] = generate("THREE_FRY", {0, 0}, "tensor<3xui64>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 3}));
  EXPECT_EQ(out[0], join(0x6b200159, 0x99ba4efe));
  auto b2 = threeFry2x32({0, 0}, {2, 0});
  EXPECT_EQ(out[2], join(b2[0], b2[1]));
}

// 32-bit elements: a 3x2 shape splits along its first even dimension (1), so row i holds both words
// of block i, and only three blocks are used.
TEST(RngBitGenerator, ThreeFry32BitSplitsTheFirstEvenDimension) {
  auto [state, out] = generate("THREE_FRY", {0, 0}, "tensor<3x2xui32>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 3}));
  EXPECT_EQ(out[0], 0x6b200159u);
  EXPECT_EQ(out[1], 0x99ba4efeu);
  for (uint32_t row = 0; row < 3; ++row) {
    auto b = threeFry2x32({0, 0}, {row, 0});
    EXPECT_EQ(out[2 * row], b[0]);
    EXPECT_EQ(out[2 * row + 1], b[1]);
  }
}

// With no even dimension the largest one splits; an odd length rounds up and drops the last word.
TEST(RngBitGenerator, ThreeFry32BitOddShapesAndScalars) {
  std::array<uint32_t, 2> key = {0x9abcdef0, 0x12345678};
  auto [state, out] = generate("THREE_FRY", {0x123456789abcdef0, 7}, "tensor<1x3xui32>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0x123456789abcdef0, 9}));
  auto b0 = threeFry2x32(key, {7, 0}), b1 = threeFry2x32(key, {8, 0});
  EXPECT_EQ(out, (std::vector<uint64_t>{b0[0], b0[1], b1[0]}));

  auto [scalarState, scalar] = generate("THREE_FRY", {0, 0}, "tensor<i32>");
  EXPECT_EQ(scalarState, (std::vector<uint64_t>{0, 1}));
  EXPECT_EQ(scalar, (std::vector<uint64_t>{0x6b200159}));
}

// The counter is 64 bits and wraps; the high counter word is the second 32-bit input.
TEST(RngBitGenerator, ThreeFryCounterWraps) {
  auto [state, out] = generate("THREE_FRY", {0, ~uint64_t(0)}, "tensor<2xui64>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 1}));
  auto last = threeFry2x32({0, 0}, {0xffffffff, 0xffffffff}), first = threeFry2x32({0, 0}, {0, 0});
  EXPECT_EQ(out, (std::vector<uint64_t>{join(last[0], last[1]), join(first[0], first[1])}));
}

// Narrow elements keep the low bits of one 32-bit word each; floats are the bits reinterpreted.
TEST(RngBitGenerator, NarrowAndFloatElements) {
  EXPECT_EQ(generate("THREE_FRY", {0, 0}, "tensor<2xui16>").second, (std::vector<uint64_t>{0x0159, 0x4efe}));
  EXPECT_EQ(generate("THREE_FRY", {0, 0}, "tensor<2xi8>").second, (std::vector<uint64_t>{0x59, 0xfe}));
  EXPECT_EQ(generate("THREE_FRY", {0, 0}, "tensor<2xf16>").second, (std::vector<uint64_t>{0x0159, 0x4efe}));
  EXPECT_EQ(generate("THREE_FRY", {0, 0}, "tensor<2xf32>").second, (std::vector<uint64_t>{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(generate("PHILOX", {0, 0, 0}, "tensor<2xbf16>").second, (std::vector<uint64_t>{0xe8d5, 0xc58d}));
  EXPECT_EQ(generate("PHILOX", {0, 0, 0}, "tensor<1xf64>").second,
            (std::vector<uint64_t>{join(0x6627e8d5, 0xe169c58d)}));
}

// Three words of state: key, then the 128-bit counter low word first. Block j yields elements 4j..4j+3.
TEST(RngBitGenerator, PhiloxThreeWordState) {
  auto [state, out] = generate("PHILOX", {0, 0, 0}, "tensor<2x3xui32>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 2, 0}));
  auto b1 = philox4x32({0, 0}, {1, 0, 0, 0});
  EXPECT_EQ(out, (std::vector<uint64_t>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8, b1[0], b1[1]}));

  // Random123's third vector through the op: key a4093822 299f31d0, counter 243f6a88 ... 03707344.
  uint64_t key = 0x299f31d0a4093822, low = 0x85a308d3243f6a88, high = 0x0370734413198a2e;
  auto [s3, o3] = generate("PHILOX", {key, low, high}, "tensor<4xui32>");
  EXPECT_EQ(s3, (std::vector<uint64_t>{key, low + 1, high}));
  EXPECT_EQ(o3, (std::vector<uint64_t>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

// Two words of state: the counter is (state[1], state[0]) as XLA reverses it; only its low word returns.
TEST(RngBitGenerator, PhiloxTwoWordState) {
  auto [state, out] = generate("PHILOX", {0, 0}, "tensor<4xui32>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 1}));
  EXPECT_EQ(out, (std::vector<uint64_t>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));

  auto [s2, o2] = generate("PHILOX", {5, 9}, "tensor<1xui32>");
  EXPECT_EQ(s2, (std::vector<uint64_t>{5, 10}));
  EXPECT_EQ(o2[0], philox4x32({5, 0}, {9, 0, 5, 0})[0]);
}

// 64-bit elements: two per block, each from two consecutive words, low word first.
TEST(RngBitGenerator, Philox64BitLayout) {
  auto [state, out] = generate("PHILOX", {0, 0, 0}, "tensor<3xui64>");
  EXPECT_EQ(state, (std::vector<uint64_t>{0, 2, 0}));
  auto b1 = philox4x32({0, 0}, {1, 0, 0, 0});
  EXPECT_EQ(out, (std::vector<uint64_t>{join(0x6627e8d5, 0xe169c58d), join(0xbc57ac4c, 0x9b00dbd8), join(b1[0], b1[1])}));
}

// The 128-bit counter carries from the low word into the high one.
TEST(RngBitGenerator, PhiloxCounterCarries) {
  auto [state, out] = generate("PHILOX", {3, ~uint64_t(0), 5}, "tensor<8xui32>");
  EXPECT_EQ(state, (std::vector<uint64_t>{3, 1, 6}));
  auto b1 = philox4x32({3, 0}, {0, 0, 6, 0});
  EXPECT_EQ(out[4], b1[0]);
  EXPECT_EQ(out[7], b1[3]);
}

// DEFAULT is juxla's Philox-4x32-10 with PHILOX's layout, for both state sizes.
TEST(RngBitGenerator, DefaultIsPhilox) {
  for (std::vector<uint64_t> state : {std::vector<uint64_t>{11, 22}, std::vector<uint64_t>{11, 22, 33}})
    EXPECT_EQ(generate("DEFAULT", state, "tensor<3x5xui32>"), generate("PHILOX", state, "tensor<3x5xui32>"));
}

TEST(RngBitGenerator, EmptyOutputKeepsTheCounter) {
  EXPECT_EQ(generate("THREE_FRY", {4, 5}, "tensor<0x3xui32>").first, (std::vector<uint64_t>{4, 5}));
  EXPECT_EQ(generate("PHILOX", {4, 5, 6}, "tensor<0xui64>").first, (std::vector<uint64_t>{4, 5, 6}));
}

// The verifier accepts any DEFAULT state size; juxla's Philox needs two or three words.
TEST(RngBitGenerator, DefaultRefusesOtherStateSizes) {
  EXPECT_THROW(generate("DEFAULT", {1}, "tensor<4xui32>"), InterpreterError);
  EXPECT_THROW(generate("DEFAULT", {1, 2, 3, 4}, "tensor<4xui32>"), InterpreterError);
}

}  // namespace
}  // namespace juxla::interp
