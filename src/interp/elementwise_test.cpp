// Elementwise ops in the interpreter: edge values per op and element type. Expected values come from
// the StableHLO spec, IEEE-754 and hand calculation (noted where it is not obvious).
#include <cmath>
#include <limits>

#include "interp/elementwise_test_support.h"

namespace juxla::interp {
namespace {

using ir::OpCode;
using test::bits;
using test::expectBits;
using test::expectFloats;
using test::expectInts;
using test::floats;
using test::ints;
using test::runOp;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The doubles nearest to pi and 3pi/4 (pi/2 and pi/4 are exact scalings of the first).
constexpr double kPi = 3.141592653589793;
constexpr double k3PiOver4 = 2.356194490192345;

Tensor unary(OpCode code, const Tensor& x) { return runOp(code, {x}); }
Tensor binary(OpCode code, const Tensor& a, const Tensor& b) { return runOp(code, {a, b}); }

// ---- Float arithmetic: one correct rounding per op, every float type ----

TEST(ElementwiseFloat, AddRoundsOnceToNearestEven) {
  // f32: 1 + 2^-24 is half an ulp above 1 (tie, stays at the even 1); 1 + 3*2^-24 is 1.5 ulp (to 2 ulp).
  expectFloats(binary(OpCode::Add, floats("tensor<2xf32>", {1.0, 1.0}), floats("tensor<2xf32>", {0x1p-24, 0x3p-24})),
               {1.0, 1.0 + 0x1p-22});
  // f16 has 11 bits: at 2048 the ulp is 2, so 2049 ties down to 2048 and 2051 ties up to 2052.
  expectFloats(binary(OpCode::Add, floats("tensor<2xf16>", {2048, 2048}), floats("tensor<2xf16>", {1, 3})),
               {2048, 2052});
  // bf16 has 8 bits: at 256 the ulp is 2.
  expectFloats(binary(OpCode::Add, floats("tensor<2xbf16>", {256, 256}), floats("tensor<2xbf16>", {1, 3})),
               {256, 260});
  expectFloats(binary(OpCode::Add, floats("tensor<4xf64>", {kInf, -0.0, -0.0, 1e308}),
                      floats("tensor<4xf64>", {-kInf, -0.0, 0.0, 1e308})),
               {kNaN, -0.0, 0.0, kInf});
}

TEST(ElementwiseFloat, DenormalsAreNotFlushed) {
  expectFloats(binary(OpCode::Add, floats("tensor<1xf32>", {0x1p-149}), floats("tensor<1xf32>", {0x1p-149})),
               {0x1p-148});
  // f16's smallest denormal is 2^-24: halving it ties to 0; times 0.75 rounds back up to 2^-24.
  expectFloats(binary(OpCode::Multiply, floats("tensor<3xf16>", {0x1p-24, 0x1p-24, 0x1p-24}),
                      floats("tensor<3xf16>", {0.5, 0.75, 3})),
               {0.0, 0x1p-24, 0x3p-24});
  expectFloats(binary(OpCode::Subtract, floats("tensor<1xf64>", {0x1p-1022}), floats("tensor<1xf64>", {0x1p-1074})),
               {0x1p-1022 - 0x1p-1074});
  expectFloats(binary(OpCode::Divide, floats("tensor<1xbf16>", {0x1p-126}), floats("tensor<1xbf16>", {4})),
               {0x1p-128});
}

TEST(ElementwiseFloat, DivideSubtractMultiplySpecialValues) {
  expectFloats(binary(OpCode::Divide, floats("tensor<5xf32>", {1, -1, 0, 1, kInf}),
                      floats("tensor<5xf32>", {0, 0, 0, -0.0, kInf})),
               {kInf, -kInf, kNaN, -kInf, kNaN});
  expectBits(binary(OpCode::Divide, floats("tensor<1xf32>", {1}), floats("tensor<1xf32>", {3})), {0x3EAAAAAB});
  expectFloats(binary(OpCode::Subtract, floats("tensor<3xf16>", {0.0, kInf, 65504}),
                      floats("tensor<3xf16>", {0.0, kInf, -65504})),
               {0.0, kNaN, kInf});
  expectFloats(binary(OpCode::Multiply, floats("tensor<3xbf16>", {-0.0, kInf, -2}), floats("tensor<3xbf16>", {5, 0, -0.0})),
               {-0.0, kNaN, 0.0});
}

TEST(ElementwiseFloat, RemainderTakesTheDividendSign) {
  expectFloats(binary(OpCode::Remainder, floats("tensor<8xf32>", {5.5, -5.5, 5.5, -5.5, 1, kInf, 1, -0.0}),
                      floats("tensor<8xf32>", {2, 2, -2, -2, 0, 1, kInf, 1})),
               {1.5, -1.5, 1.5, -1.5, kNaN, kNaN, 1, -0.0});
  expectFloats(binary(OpCode::Remainder, floats("tensor<2xf16>", {7, -7}), floats("tensor<2xf16>", {2.5, 2.5})),
               {2, -2});
  // 1e17 % 3 in f64 is exact: 1e17 = 3 * 33333333333333333 + 1.
  expectFloats(binary(OpCode::Remainder, floats("tensor<1xf64>", {1e17}), floats("tensor<1xf64>", {3})), {1});
}

TEST(ElementwiseFloat, MaximumMinimumPropagateNaNAndOrderSignedZeros) {
  Tensor a = floats("tensor<6xf32>", {kNaN, 1, -0.0, 0.0, -kInf, 2});
  Tensor b = floats("tensor<6xf32>", {1, kNaN, 0.0, -0.0, 1, -3});
  expectFloats(binary(OpCode::Maximum, a, b), {kNaN, kNaN, 0.0, 0.0, 1, 2});
  expectFloats(binary(OpCode::Minimum, a, b), {kNaN, kNaN, -0.0, -0.0, -kInf, -3});
  expectFloats(binary(OpCode::Maximum, floats("tensor<2xbf16>", {-0.0, kNaN}), floats("tensor<2xbf16>", {-0.0, kNaN})),
               {-0.0, kNaN});
}

TEST(ElementwiseFloat, SqrtRsqrtAreCorrectlyRounded) {
  expectBits(unary(OpCode::Sqrt, floats("tensor<1xf32>", {2})), {0x3FB504F3});
  expectBits(unary(OpCode::Sqrt, floats("tensor<1xf16>", {2})), {0x3DA8});  // 1.4140625
  expectFloats(unary(OpCode::Sqrt, floats("tensor<5xf64>", {-0.0, -1, kInf, 0x1p-1074, 4})),
               {-0.0, kNaN, kInf, 0x1p-537, 2});
  expectFloats(unary(OpCode::Rsqrt, floats("tensor<6xf32>", {4, 0, -0.0, -1, kInf, 0.25})),
               {0.5, kInf, -kInf, kNaN, 0, 2});
}

TEST(ElementwiseFloat, RoundingOps) {
  Tensor x = floats("tensor<9xf32>", {-2.5, 0.4, 0.5, 0.6, 2.5, -0.4, 1.5, -0.5, kNaN});
  expectFloats(unary(OpCode::RoundNearestAfz, x), {-3, 0, 1, 1, 3, -0.0, 2, -1, kNaN});
  expectFloats(unary(OpCode::RoundNearestEven, x), {-2, 0, 0, 1, 2, -0.0, 2, -0.0, kNaN});
  expectFloats(unary(OpCode::Floor, x), {-3, 0, 0, 0, 2, -1, 1, -1, kNaN});
  expectFloats(unary(OpCode::Ceil, x), {-2, 1, 1, 1, 3, -0.0, 2, -0.0, kNaN});
  // Values past 2^52 (f64) and 2^10 (f16) are already integers.
  expectFloats(unary(OpCode::RoundNearestEven, floats("tensor<3xf64>", {0x1p52 + 1, 4503599627370495.5, -kInf})),
               {0x1p52 + 1, 4503599627370496.0, -kInf});
  expectFloats(unary(OpCode::RoundNearestAfz, floats("tensor<3xf16>", {1025, 0.5, -1.5})), {1025, 1, -2});
  expectFloats(unary(OpCode::RoundNearestEven, floats("tensor<3xbf16>", {3.5, -4.5, 0x1p-130})), {4, -4, 0});
}

TEST(ElementwiseFloat, SignAbsNegate) {
  Tensor x = floats("tensor<7xf32>", {-2.5, -0.0, 0.0, kNaN, kInf, 0x1p-149, -kInf});
  expectFloats(unary(OpCode::Sign, x), {-1, -0.0, 0.0, kNaN, 1, 1, -1});
  expectFloats(unary(OpCode::Abs, x), {2.5, 0.0, 0.0, kNaN, kInf, 0x1p-149, kInf});
  expectFloats(unary(OpCode::Negate, x), {2.5, 0.0, -0.0, kNaN, -kInf, -0x1p-149, kInf});
  expectFloats(unary(OpCode::Sign, floats("tensor<3xf16>", {-0x1p-24, 65504, -0.0})), {-1, 1, -0.0});
}

TEST(ElementwiseFloat, IsFinite) {
  Tensor r = unary(OpCode::IsFinite, floats("tensor<7xf32>", {1, kInf, -kInf, kNaN, 0x1p-149, -0.0, 3.4e38}));
  EXPECT_EQ(r.elementType(), ir::ElementType::I1);
  expectInts(r, {1, 0, 0, 0, 1, 1, 1});
  expectInts(unary(OpCode::IsFinite, floats("tensor<2xf16>", {65504, kInf})), {1, 0});
}

// Transcendental functions at points where the exact result is known.
TEST(ElementwiseFloat, ExpAndLogFamilies) {
  expectFloats(unary(OpCode::Exponential, floats("tensor<5xf32>", {0, -0.0, -kInf, kInf, kNaN})), {1, 1, 0, kInf, kNaN});
  expectBits(unary(OpCode::Exponential, floats("tensor<1xf32>", {1})), {0x402DF854});  // e rounded to f32
  expectFloats(unary(OpCode::Exponential, floats("tensor<2xf16>", {12, -18})), {kInf, 0.0});  // past 65504; below 2^-25
  expectFloats(unary(OpCode::ExponentialMinusOne, floats("tensor<4xf64>", {-0.0, -kInf, 0x1p-60, kInf})),
               {-0.0, -1, 0x1p-60, kInf});
  expectFloats(unary(OpCode::Log, floats("tensor<6xf32>", {1, 0, -0.0, -1, kInf, kNaN})), {0, -kInf, -kInf, kNaN, kInf, kNaN});
  expectFloats(unary(OpCode::LogPlusOne, floats("tensor<4xf64>", {-1, -0.0, -2, 0x1p-60})), {-kInf, -0.0, kNaN, 0x1p-60});
  expectFloats(unary(OpCode::Logistic, floats("tensor<5xbf16>", {0, kInf, -kInf, kNaN, -0.0})), {0.5, 1, 0, kNaN, 0.5});
  expectFloats(unary(OpCode::Cbrt, floats("tensor<5xf32>", {-8, 27, -0.0, -kInf, 0x1p-147})), {-2, 3, -0.0, -kInf, 0x1p-49});
}

TEST(ElementwiseFloat, TrigonometricFunctions) {
  expectFloats(unary(OpCode::Sine, floats("tensor<4xf32>", {-0.0, 0, kInf, kNaN})), {-0.0, 0, kNaN, kNaN});
  expectFloats(unary(OpCode::Cosine, floats("tensor<3xf16>", {0, -0.0, -kInf})), {1, 1, kNaN});
  expectFloats(unary(OpCode::Tan, floats("tensor<3xf64>", {-0.0, 0, kInf})), {-0.0, 0, kNaN});
  expectFloats(unary(OpCode::Tanh, floats("tensor<5xf32>", {kInf, -kInf, -0.0, 20, kNaN})), {1, -1, -0.0, 1, kNaN});
  // sin(x) = x - x^3/6 + ...: for x = 2^-30 the cubic term is below half an ulp, so the result is x.
  expectFloats(unary(OpCode::Sine, floats("tensor<1xf64>", {0x1p-30})), {0x1p-30});
}

TEST(ElementwiseFloat, Atan2SpecialCases) {
  Tensor y = floats("tensor<10xf64>", {0.0, -0.0, 0.0, -0.0, 1, kInf, kNaN, -1, 1, -kInf});
  Tensor x = floats("tensor<10xf64>", {0.0, 0.0, -0.0, -0.0, 0, kInf, 1, -kInf, kInf, -kInf});
  expectFloats(binary(OpCode::Atan2, y, x), {0.0, -0.0, kPi, -kPi, kPi / 2, kPi / 4, kNaN, -kPi, 0.0, -k3PiOver4});
  expectBits(binary(OpCode::Atan2, floats("tensor<1xf32>", {0.0}), floats("tensor<1xf32>", {-1})), {0x40490FDB});
}

TEST(ElementwiseFloat, PowerSpecialCases) {
  Tensor a = floats("tensor<9xf32>", {2, kNaN, 1, -8, 0, -0.0, -2, 2, -1});
  Tensor b = floats("tensor<9xf32>", {10, 0, kNaN, 1.0 / 3, -1, -1, 3, -1, kInf});
  expectFloats(binary(OpCode::Power, a, b), {1024, 1, 1, kNaN, kInf, -kInf, -8, 0.5, 1});
  expectFloats(binary(OpCode::Power, floats("tensor<2xf16>", {2, 2}), floats("tensor<2xf16>", {16, -25})), {kInf, 0.0});
}

// ---- Integers: wrap-around and XLA's choices where the spec is silent ----

TEST(ElementwiseInt, AddSubtractMultiplyWrap) {
  expectInts(binary(OpCode::Add, ints("tensor<3xi8>", {127, -128, 100}), ints("tensor<3xi8>", {1, -1, 100})), {-128, 127, -56});
  expectInts(binary(OpCode::Add, ints("tensor<2xui8>", {255, 200}), ints("tensor<2xui8>", {1, 100})), {0, 44});
  expectInts(binary(OpCode::Subtract, ints("tensor<2xui16>", {0, 5}), ints("tensor<2xui16>", {1, 3})), {65535, 2});
  expectInts(binary(OpCode::Multiply, ints("tensor<3xi8>", {16, 100, -128}), ints("tensor<3xi8>", {16, 3, -1})), {0, 44, -128});
  int64_t min64 = std::numeric_limits<int64_t>::min();
  expectInts(binary(OpCode::Multiply, ints("tensor<2xi64>", {min64, 1LL << 32}), ints("tensor<2xi64>", {-1, 1LL << 32})),
             {min64, 0});
  expectInts(binary(OpCode::Add, ints("tensor<1xui64>", {-1}), ints("tensor<1xui64>", {2})), {1});
  expectInts(binary(OpCode::Multiply, ints("tensor<1xi32>", {65536}), ints("tensor<1xi32>", {65536})), {0});
}

TEST(ElementwiseInt, DivideTruncatesAndFollowsXlaAtZeroAndOverflow) {
  Tensor a = ints("tensor<6xi8>", {7, -7, 7, -128, 5, -5});
  Tensor b = ints("tensor<6xi8>", {2, 2, -2, -1, 0, 0});
  expectInts(binary(OpCode::Divide, a, b), {3, -3, -3, -128, -1, -1});
  expectInts(binary(OpCode::Remainder, a, b), {1, -1, 1, 0, 5, -5});
  expectInts(binary(OpCode::Divide, ints("tensor<3xui8>", {255, 5, 200}), ints("tensor<3xui8>", {2, 0, 7})), {127, 255, 28});
  expectInts(binary(OpCode::Remainder, ints("tensor<3xui8>", {255, 5, 200}), ints("tensor<3xui8>", {2, 0, 7})), {1, 5, 4});
  int64_t min64 = std::numeric_limits<int64_t>::min();
  expectInts(binary(OpCode::Divide, ints("tensor<2xi64>", {min64, min64}), ints("tensor<2xi64>", {-1, 0})), {min64, -1});
  expectInts(binary(OpCode::Remainder, ints("tensor<2xi64>", {min64, min64}), ints("tensor<2xi64>", {-1, 0})), {0, min64});
  expectInts(binary(OpCode::Divide, ints("tensor<1xui64>", {-1}), ints("tensor<1xui64>", {0})), {-1});
}

TEST(ElementwiseInt, PowerBySquaringWithNegativeExponents) {
  Tensor a = ints("tensor<9xi32>", {2, -2, 3, 0, 2, 1, -1, -1, 0});
  Tensor b = ints("tensor<9xi32>", {10, 3, 0, 0, -1, -5, -3, -2, -1});
  expectInts(binary(OpCode::Power, a, b), {1024, -8, 1, 1, 0, 1, -1, 1, 0});
  // 2^7 = 128 wraps to -128 in i8, 2^8 to 0, and 3^5 = 243 to -13.
  expectInts(binary(OpCode::Power, ints("tensor<3xi8>", {2, 2, 3}), ints("tensor<3xi8>", {7, 8, 5})), {-128, 0, -13});
  // ui8 exponents are never negative: 1^255 = 1, 3^5 = 243, 2^200 wraps to 0.
  expectInts(binary(OpCode::Power, ints("tensor<3xui8>", {1, 3, 2}), ints("tensor<3xui8>", {255, 5, 200})), {1, 243, 0});
  // 3^64 wraps to (3^32)^2 mod 2^64, with 3^32 = 1853020188851841.
  uint64_t p32 = 1853020188851841ULL;  // 3^32
  expectInts(binary(OpCode::Power, ints("tensor<1xui64>", {3}), ints("tensor<1xui64>", {64})), {int64_t(p32 * p32)});
}

TEST(ElementwiseInt, ShiftsByTheWidthOrMoreAndNegativeAmounts) {
  Tensor a = ints("tensor<6xi8>", {1, 1, 1, 3, -1, -128});
  Tensor b = ints("tensor<6xi8>", {7, 8, -1, 1, 100, 1});
  expectInts(binary(OpCode::ShiftLeft, a, b), {-128, 0, 0, 6, 0, 0});
  expectInts(binary(OpCode::ShiftRightLogical, a, b), {0, 0, 0, 1, 0, 64});
  expectInts(binary(OpCode::ShiftRightArithmetic, a, b), {0, 0, 0, 1, -1, -64});
  expectInts(binary(OpCode::ShiftRightArithmetic, ints("tensor<4xi32>", {-5, -1, 64, -128}),
                    ints("tensor<4xi32>", {1, 32, 40, 7})),
             {-3, -1, 0, -1});
  // Unsigned types shift arithmetically on their top bit too (0x80 >> 1 = 0xC0).
  expectInts(binary(OpCode::ShiftRightArithmetic, ints("tensor<3xui8>", {0x80, 200, 0x7F}), ints("tensor<3xui8>", {1, 10, 10})),
             {0xC0, 0xFF, 0});
  expectInts(binary(OpCode::ShiftLeft, ints("tensor<2xui8>", {255, 1}), ints("tensor<2xui8>", {1, 255})), {254, 0});
  expectInts(binary(OpCode::ShiftRightLogical, ints("tensor<2xui64>", {-1, -1}), ints("tensor<2xui64>", {63, 64})), {1, 0});
}

TEST(ElementwiseInt, PopcntAndCountLeadingZeros) {
  expectInts(unary(OpCode::Popcnt, ints("tensor<4xi8>", {-1, -128, 0, 0x55})), {8, 1, 0, 4});
  expectInts(unary(OpCode::Popcnt, ints("tensor<2xui64>", {-1, 0x0F0F})), {64, 8});
  expectInts(unary(OpCode::CountLeadingZeros, ints("tensor<4xi8>", {0, 1, -1, 16})), {8, 7, 0, 3});
  expectInts(unary(OpCode::CountLeadingZeros, ints("tensor<3xi64>", {1, 0, -1})), {63, 64, 0});
  expectInts(unary(OpCode::CountLeadingZeros, ints("tensor<2xui16>", {0x00FF, 0x8000})), {8, 0});
}

TEST(ElementwiseInt, AbsNegateSignWrapAtTheMinimum) {
  Tensor x = ints("tensor<5xi8>", {-128, -5, 0, 5, 127});
  expectInts(unary(OpCode::Abs, x), {-128, 5, 0, 5, 127});
  expectInts(unary(OpCode::Negate, x), {-128, 5, 0, -5, -127});
  expectInts(unary(OpCode::Sign, x), {-1, -1, 0, 1, 1});
  int64_t min64 = std::numeric_limits<int64_t>::min();
  expectInts(unary(OpCode::Abs, ints("tensor<2xi64>", {min64, -7})), {min64, 7});
  expectInts(unary(OpCode::Negate, ints("tensor<3xui8>", {1, 0, 255})), {255, 0, 1});
  expectInts(unary(OpCode::Sign, ints("tensor<3xi32>", {-7, 0, std::numeric_limits<int32_t>::max()})), {-1, 0, 1});
}

TEST(ElementwiseInt, BitwiseOpsOnIntegersAndBooleans) {
  expectInts(unary(OpCode::Not, ints("tensor<3xi8>", {0, -1, 0x0F})), {-1, 0, -16});
  expectInts(unary(OpCode::Not, ints("tensor<2xui8>", {0x0F, 0})), {0xF0, 0xFF});
  expectInts(unary(OpCode::Not, ints("tensor<2xi1>", {1, 0})), {0, 1});
  Tensor a = ints("tensor<1xui16>", {0xF0F0}), b = ints("tensor<1xui16>", {0xFF00});
  expectInts(binary(OpCode::And, a, b), {0xF000});
  expectInts(binary(OpCode::Or, a, b), {0xFFF0});
  expectInts(binary(OpCode::Xor, a, b), {0x0FF0});
  Tensor p = ints("tensor<4xi1>", {0, 0, 1, 1}), q = ints("tensor<4xi1>", {0, 1, 0, 1});
  expectInts(binary(OpCode::And, p, q), {0, 0, 0, 1});
  expectInts(binary(OpCode::Or, p, q), {0, 1, 1, 1});
  expectInts(binary(OpCode::Xor, p, q), {0, 1, 1, 0});
  // i1 arithmetic as XLA defines it for pred: + and max are or, * and min are and.
  expectInts(binary(OpCode::Add, p, q), {0, 1, 1, 1});
  expectInts(binary(OpCode::Maximum, p, q), {0, 1, 1, 1});
  expectInts(binary(OpCode::Multiply, p, q), {0, 0, 0, 1});
  expectInts(binary(OpCode::Minimum, p, q), {0, 0, 0, 1});
}

TEST(ElementwiseInt, MaximumMinimumFollowSignedness) {
  expectInts(binary(OpCode::Maximum, ints("tensor<2xi8>", {-1, -128}), ints("tensor<2xi8>", {1, 127})), {1, 127});
  expectInts(binary(OpCode::Maximum, ints("tensor<2xui8>", {255, 0}), ints("tensor<2xui8>", {1, 128})), {255, 128});
  expectInts(binary(OpCode::Minimum, ints("tensor<2xui64>", {-1, 5}), ints("tensor<2xui64>", {1, 6})), {1, 5});
  expectInts(binary(OpCode::Minimum, ints("tensor<2xi64>", {-1, 5}), ints("tensor<2xi64>", {1, 6})), {-1, 5});
}

// ---- Shapes: empty, scalar and multi-dimensional operands ----

TEST(ElementwiseShapes, EmptyScalarAndMatrixOperands) {
  Tensor empty = binary(OpCode::Add, floats("tensor<0x3xf32>", {}), floats("tensor<0x3xf32>", {}));
  EXPECT_EQ(empty.type().str(), "tensor<0x3xf32>");
  EXPECT_EQ(empty.numElements(), 0);
  expectInts(unary(OpCode::Not, ints("tensor<0xi1>", {})), {});
  expectFloats(binary(OpCode::Multiply, floats("tensor<f64>", {3}), floats("tensor<f64>", {-0.5})), {-1.5});
  expectInts(binary(OpCode::Subtract, ints("tensor<2x2xi16>", {1, 2, 3, 4}), ints("tensor<2x2xi16>", {4, 3, 2, 1})),
             {-3, -1, 1, 3});
}

// ---- compare ----

ir::NamedAttrList compareAttrs(const std::string& direction, const std::string& type) {
  return ir::NamedAttrList({{"comparison_direction", ir::Attr::enumValue("comparison_direction", direction)},
                            {"compare_type", ir::Attr::enumValue("comparison_type", type)}});
}

Tensor compare(const Tensor& a, const Tensor& b, const std::string& direction, const std::string& type) {
  return runOp(OpCode::Compare, {a, b}, compareAttrs(direction, type));
}

TEST(ElementwiseCompare, FloatIsIeeeQuietComparison) {
  // Pairs: (NaN, NaN), (NaN, 1), (-0, +0), (1, 2), (inf, inf).
  Tensor a = floats("tensor<5xf32>", {kNaN, kNaN, -0.0, 1, kInf});
  Tensor b = floats("tensor<5xf32>", {kNaN, 1, 0.0, 2, kInf});
  expectInts(compare(a, b, "EQ", "FLOAT"), {0, 0, 1, 0, 1});
  expectInts(compare(a, b, "NE", "FLOAT"), {1, 1, 0, 1, 0});
  expectInts(compare(a, b, "LT", "FLOAT"), {0, 0, 0, 1, 0});
  expectInts(compare(a, b, "LE", "FLOAT"), {0, 0, 1, 1, 1});
  expectInts(compare(a, b, "GT", "FLOAT"), {0, 0, 0, 0, 0});
  expectInts(compare(a, b, "GE", "FLOAT"), {0, 0, 1, 0, 1});
  expectInts(compare(floats("tensor<2xbf16>", {kNaN, 3}), floats("tensor<2xbf16>", {kNaN, 3}), "GE", "FLOAT"), {0, 1});
}

TEST(ElementwiseCompare, TotalOrderOrdersZerosAndNaNs) {
  // f32 bits: -NaN, -inf, -0, +0, +NaN, 1, quiet NaN (0x7FC00000) against a NaN with a larger payload.
  Tensor a = bits("tensor<6xf32>", {0xFFC00000, 0xFF800000, 0x80000000, 0x7FC00000, 0x3F800000, 0x7FC00000});
  Tensor b = bits("tensor<6xf32>", {0xFF800000, 0x00000000, 0x00000000, 0x7F800000, 0x40000000, 0x7FC00001});
  expectInts(compare(a, b, "LT", "TOTALORDER"), {1, 1, 1, 0, 1, 1});
  expectInts(compare(a, b, "GT", "TOTALORDER"), {0, 0, 0, 1, 0, 0});
  expectInts(compare(a, b, "EQ", "TOTALORDER"), {0, 0, 0, 0, 0, 0});
  expectInts(compare(a, a, "EQ", "TOTALORDER"), {1, 1, 1, 1, 1, 1});
  expectInts(compare(a, a, "LE", "TOTALORDER"), {1, 1, 1, 1, 1, 1});
  expectInts(compare(bits("tensor<2xf16>", {0x8000, 0xFE00}), bits("tensor<2xf16>", {0x0000, 0x7E00}), "LT", "TOTALORDER"),
             {1, 1});
}

TEST(ElementwiseCompare, IntegersAndBooleans) {
  expectInts(compare(ints("tensor<3xi8>", {-1, 5, -128}), ints("tensor<3xi8>", {1, 5, 127}), "LT", "SIGNED"), {1, 0, 1});
  expectInts(compare(ints("tensor<3xui8>", {255, 5, 0}), ints("tensor<3xui8>", {1, 5, 128}), "GT", "UNSIGNED"), {1, 0, 0});
  expectInts(compare(ints("tensor<2xui64>", {-1, 0}), ints("tensor<2xui64>", {0, -1}), "GE", "UNSIGNED"), {1, 0});
  expectInts(compare(ints("tensor<2xi64>", {-1, 0}), ints("tensor<2xi64>", {0, -1}), "GE", "SIGNED"), {0, 1});
  expectInts(compare(ints("tensor<4xi1>", {0, 0, 1, 1}), ints("tensor<4xi1>", {0, 1, 0, 1}), "LT", "UNSIGNED"), {0, 1, 0, 0});
  expectInts(compare(ints("tensor<4xi1>", {0, 0, 1, 1}), ints("tensor<4xi1>", {0, 1, 0, 1}), "NE", "UNSIGNED"), {0, 1, 1, 0});
}

// ---- select and clamp ----

TEST(ElementwiseSelect, TensorAndScalarPredicates) {
  Tensor onTrue = ints("tensor<2x2xi32>", {1, 2, 3, 4}), onFalse = ints("tensor<2x2xi32>", {5, 6, 7, 8});
  expectInts(runOp(OpCode::Select, {ints("tensor<2x2xi1>", {0, 1, 1, 0}), onTrue, onFalse}), {5, 2, 3, 8});
  expectInts(runOp(OpCode::Select, {ints("tensor<i1>", {1}), onTrue, onFalse}), {1, 2, 3, 4});
  expectInts(runOp(OpCode::Select, {ints("tensor<i1>", {0}), onTrue, onFalse}), {5, 6, 7, 8});
  expectFloats(runOp(OpCode::Select, {ints("tensor<2xi1>", {1, 0}), floats("tensor<2xf16>", {-0.0, 1}),
                                      floats("tensor<2xf16>", {0.0, kNaN})}),
               {-0.0, kNaN});
  expectInts(runOp(OpCode::Select, {ints("tensor<i1>", {1}), ints("tensor<0xi8>", {}), ints("tensor<0xi8>", {})}), {});
}

TEST(ElementwiseClamp, ScalarAndTensorBoundsWithNaN) {
  expectInts(runOp(OpCode::Clamp, {ints("tensor<i32>", {5}), ints("tensor<3xi32>", {-1, 13, 20}), ints("tensor<i32>", {10})}),
             {5, 10, 10});
  expectInts(runOp(OpCode::Clamp, {ints("tensor<3xi32>", {5, 10, 15}), ints("tensor<3xi32>", {-1, 13, 20}),
                                   ints("tensor<3xi32>", {10, 15, 20})}),
             {5, 13, 20});
  // min > max gives max, since clamp is min(max(x, lo), hi).
  expectInts(runOp(OpCode::Clamp, {ints("tensor<ui8>", {200}), ints("tensor<2xui8>", {100, 250}), ints("tensor<ui8>", {150})}),
             {150, 150});
  expectFloats(runOp(OpCode::Clamp, {floats("tensor<f32>", {-1}), floats("tensor<4xf32>", {kNaN, -kInf, 0.5, -0.0}),
                                     floats("tensor<f32>", {1})}),
               {kNaN, -1, 0.5, -0.0});
  expectFloats(runOp(OpCode::Clamp, {floats("tensor<f32>", {kNaN}), floats("tensor<1xf32>", {0.5}), floats("tensor<f32>", {1})}),
               {kNaN});
  expectFloats(runOp(OpCode::Clamp, {floats("tensor<f64>", {0.0}), floats("tensor<1xf64>", {-0.0}), floats("tensor<f64>", {1})}),
               {0.0});
  expectInts(runOp(OpCode::Clamp, {ints("tensor<i1>", {1}), ints("tensor<2xi1>", {0, 1}), ints("tensor<i1>", {1})}), {1, 1});
}

}  // namespace
}  // namespace juxla::interp
