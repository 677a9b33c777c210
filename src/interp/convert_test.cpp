// convert, bitcast_convert and reduce_precision in the interpreter. Expected values come from the
// spec, IEEE-754 round-to-nearest-even and hand calculation (noted where it is not obvious).
#include <cstdint>
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
constexpr int64_t kMin64 = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax64 = std::numeric_limits<int64_t>::max();

Tensor convert(const Tensor& x, std::string_view resultType) {
  return runOp(OpCode::Convert, {x}, {}, ir::test::ty(resultType));
}
Tensor bitcast(const Tensor& x, std::string_view resultType) {
  return runOp(OpCode::BitcastConvert, {x}, {}, ir::test::ty(resultType));
}
Tensor reducePrecision(const Tensor& x, int exponentBits, int mantissaBits) {
  return runOp(OpCode::ReducePrecision, {x},
               ir::NamedAttrList({{"exponent_bits", ir::Attr::integer(exponentBits, ir::ElementType::I32)},
                                  {"mantissa_bits", ir::Attr::integer(mantissaBits, ir::ElementType::I32)}}));
}

// ---- Float to integer: truncation toward zero, saturating, NaN -> 0 ----

TEST(Convert, FloatToIntegerTruncatesAndSaturates) {
  int64_t max32 = std::numeric_limits<int32_t>::max(), min32 = std::numeric_limits<int32_t>::min();
  expectInts(convert(floats("tensor<8xf32>", {2.7, -2.7, kNaN, kInf, -kInf, 3e9, -3e9, -0.5}), "tensor<8xi32>"),
             {2, -2, 0, max32, min32, max32, min32, 0});
  expectInts(convert(floats("tensor<4xf32>", {-1.5, 300, 255.9, 0.99}), "tensor<4xui8>"), {0, 255, 255, 0});
  // 9223372036854775807.0 is 2^63 as a double, one past the i64 range.
  expectInts(convert(floats("tensor<4xf64>", {9.3e18, -9223372036854775808.0, 9223372036854775807.0, -1e300}),
                     "tensor<4xi64>"),
             {kMax64, kMin64, kMax64, kMin64});
  // 2^64 saturates; 2^64 - 2048 is the largest double below it and converts exactly.
  expectInts(convert(floats("tensor<4xf64>", {18446744073709551616.0, 18446744073709549568.0, -0.0, kNaN}),
                     "tensor<4xui64>"),
             {-1, -2048, 0, 0});
  // f16 -128.9 is -128.875.
  expectInts(convert(floats("tensor<4xf16>", {127.5, 128, -128.9, -129}), "tensor<4xi8>"), {127, 127, -128, -128});
  expectInts(convert(floats("tensor<2xbf16>", {1e10, -2.5}), "tensor<2xi32>"), {max32, -2});
}

// ---- Integer to float: one round-to-nearest-even from the exact integer ----

TEST(Convert, IntegerToFloatRoundsOnce) {
  // At 2^24 the f32 ulp is 2: 16777217 ties to the even 16777216, 16777219 to 16777220.
  expectFloats(convert(ints("tensor<4xi32>", {16777217, 16777219, -16777217, 2147483647}), "tensor<4xf32>"),
               {16777216, 16777220, -16777216, 2147483648.0});
  // bf16 keeps 8 bits, so at 2^60 its ulp is 2^53: 2^60 + 2^52 + 1 is just past the tie and rounds up,
  // where rounding through double first (to 2^60 + 2^52, a tie) would wrongly give 2^60.
  expectFloats(convert(ints("tensor<2xi64>", {(1LL << 60) + (1LL << 52) + 1, (1LL << 60) + (1LL << 52)}), "tensor<2xbf16>"),
               {1161928703861587968.0, 1152921504606846976.0});
  expectFloats(convert(ints("tensor<2xui64>", {-1, 1}), "tensor<2xf32>"), {18446744073709551616.0, 1});
  expectFloats(convert(ints("tensor<3xui64>", {-1, (1LL << 53) + 1, (1LL << 53) + 3}), "tensor<3xf64>"),
               {18446744073709551616.0, 9007199254740992.0, 9007199254740996.0});
  expectFloats(convert(ints("tensor<1xi64>", {kMin64}), "tensor<1xf64>"), {-9223372036854775808.0});
  // f16's largest finite value is 65504; 65520 is the tie with 2^16, which rounds to infinity.
  expectFloats(convert(ints("tensor<3xi64>", {65520, 65519, -65520}), "tensor<3xf16>"), {kInf, 65504, -kInf});
  expectFloats(convert(ints("tensor<2xi8>", {-128, 127}), "tensor<2xf16>"), {-128, 127});
}

// ---- Float to float: exact widening, RNE narrowing with denormals and overflow ----

TEST(Convert, FloatToFloatRoundsToNearestEven) {
  expectFloats(convert(floats("tensor<7xf32>", {65520, 0x1p-25, 0x3p-26, kNaN, -0.0, 1 + 0x1p-11, 65519}), "tensor<7xf16>"),
               {kInf, 0.0, 0x1p-24, kNaN, -0.0, 1, 65504});
  expectFloats(convert(floats("tensor<3xf32>", {1 + 0x1p-8, 1 + 0x3p-8, 3.4028234663852886e38}), "tensor<3xbf16>"),
               {1, 1 + 0x1p-6, kInf});
  expectFloats(convert(floats("tensor<4xf64>", {0x1p-150, 0x1.8p-150, 1e-46, 3.5e38}), "tensor<4xf32>"),
               {0.0, 0x1p-149, 0.0, kInf});
  expectFloats(convert(bits("tensor<4xf16>", {0x7C00, 0x0001, 0xFC00, 0x8000}), "tensor<4xf32>"),
               {kInf, 0x1p-24, -kInf, -0.0});
  // bf16 1e5 is 99840, past f16's range; 2^-20 is an f16 denormal.
  expectFloats(convert(floats("tensor<2xbf16>", {0x1p-20, 1e5}), "tensor<2xf16>"), {0x1p-20, kInf});
  expectFloats(convert(floats("tensor<2xf32>", {0x1p-149, kNaN}), "tensor<2xf64>"), {0x1p-149, kNaN});
  expectFloats(convert(floats("tensor<1xf64>", {kNaN}), "tensor<1xbf16>"), {kNaN});
}

// ---- Booleans and integers ----

TEST(Convert, ToBooleanIsNonzero) {
  expectInts(convert(floats("tensor<5xf32>", {0, -0.0, kNaN, 0.5, -kInf}), "tensor<5xi1>"), {0, 0, 1, 1, 1});
  expectInts(convert(ints("tensor<3xi32>", {2, 0, -1}), "tensor<3xi1>"), {1, 0, 1});
  expectInts(convert(ints("tensor<2xui8>", {0, 128}), "tensor<2xi1>"), {0, 1});
  expectInts(convert(floats("tensor<1xbf16>", {0x1p-133}), "tensor<1xi1>"), {1});
}

TEST(Convert, FromBooleanIsZeroOrOne) {
  Tensor p = ints("tensor<2xi1>", {1, 0});
  expectFloats(convert(p, "tensor<2xf32>"), {1, 0});
  expectFloats(convert(p, "tensor<2xbf16>"), {1, 0});
  expectInts(convert(p, "tensor<2xi32>"), {1, 0});
  expectInts(convert(p, "tensor<2xui8>"), {1, 0});
  expectInts(convert(p, "tensor<2xi1>"), {1, 0});
}

TEST(Convert, IntegerToIntegerWrapsOrExtends) {
  expectInts(convert(ints("tensor<3xi32>", {300, -129, 127}), "tensor<3xi8>"), {44, 127, 127});
  expectInts(convert(ints("tensor<1xi8>", {-1}), "tensor<1xui8>"), {255});
  expectInts(convert(ints("tensor<1xui8>", {255}), "tensor<1xi32>"), {255});
  expectInts(convert(ints("tensor<1xi8>", {-1}), "tensor<1xi64>"), {-1});
  expectInts(convert(ints("tensor<1xui32>", {4294967295}), "tensor<1xi64>"), {4294967295});
  expectInts(convert(ints("tensor<1xi64>", {-1}), "tensor<1xui16>"), {65535});
  expectInts(convert(ints("tensor<1xui64>", {-1}), "tensor<1xi8>"), {-1});
}

TEST(Convert, EmptyAndScalarTensors) {
  EXPECT_EQ(convert(floats("tensor<0x2xf32>", {}), "tensor<0x2xi32>").type().str(), "tensor<0x2xi32>");
  expectFloats(convert(ints("tensor<i16>", {-7}), "tensor<f64>"), {-7});
}

// ---- bitcast_convert: same widths reinterpret; other widths split or join little-endian ----

TEST(BitcastConvert, SameWidthReinterprets) {
  expectBits(bitcast(floats("tensor<2xf32>", {1.0, -0.0}), "tensor<2xi32>"), {0x3F800000, 0x80000000});
  expectFloats(bitcast(ints("tensor<1xi32>", {0x7F800000}), "tensor<1xf32>"), {kInf});
  expectBits(bitcast(floats("tensor<1xbf16>", {1.0}), "tensor<1xi16>"), {0x3F80});
  expectBits(bitcast(bits("tensor<1xf16>", {0x7E01}), "tensor<1xui16>"), {0x7E01});  // NaN payload kept
  expectInts(bitcast(ints("tensor<3xi1>", {1, 0, 1}), "tensor<3xi1>"), {1, 0, 1});
  expectBits(bitcast(floats("tensor<1xf64>", {-2.0}), "tensor<1xui64>"), {0xC000000000000000});
}

TEST(BitcastConvert, DifferentWidthsUseLittleEndianOrder) {
  expectBits(bitcast(floats("tensor<f32>", {1.0}), "tensor<2xi16>"), {0x0000, 0x3F80});
  expectFloats(bitcast(bits("tensor<2xui16>", {0x0000, 0x3F80}), "tensor<f32>"), {1.0});
  expectBits(bitcast(floats("tensor<1xf64>", {1.0}), "tensor<1x4xui16>"), {0, 0, 0, 0x3FF0});
  expectBits(bitcast(ints("tensor<2x4xi8>", {1, 2, 3, 4, -1, 0, 0, -128}), "tensor<2xi32>"), {0x04030201, 0x800000FF});
  expectBits(bitcast(floats("tensor<2xf16>", {1.0, -2.0}), "tensor<2x2xui8>"), {0x00, 0x3C, 0x00, 0xC0});
  EXPECT_EQ(bitcast(floats("tensor<0xf32>", {}), "tensor<0x2xi16>").numElements(), 0);
}

// ---- reduce_precision ----

TEST(ReducePrecision, SpecExample) {
  // The spec's example: +inf, NaN, a denormal, 0, 65519 and 65520 as f64, reduced to e5m10 (f16's format).
  Tensor x = bits("tensor<6xf64>", {0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x1, 0x0, 0x40EFFDE000000000,
                                    0x40EFFE0000000000});
  expectBits(reducePrecision(x, 5, 10),
             {0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0, 0x0, 0x40EFFC0000000000, 0x7FF0000000000000});
}

TEST(ReducePrecision, RoundsMantissaToNearestEvenAndFlushesBelowTheNormalRange) {
  expectFloats(reducePrecision(floats("tensor<3xf32>", {1 + 0x1p-8, 1 + 0x3p-8, -(1 + 0x1p-8)}), 8, 7),
               {1, 1 + 0x1p-6, -1});
  // e5m10 keeps f16's normal range only: 2^-15 (an f16 denormal) flushes to a zero of its sign.
  expectFloats(reducePrecision(floats("tensor<5xf32>", {0x1p-14, 0x1p-15, -0x1p-15, 65520, 1 + 0x1p-11}), 5, 10),
               {0x1p-14, 0.0, -0.0, kInf, 1});
  expectFloats(reducePrecision(floats("tensor<4xf32>", {1.75, 1.25, 2.5, 3.5}), 8, 0), {2, 1, 2, 4});
  expectFloats(reducePrecision(floats("tensor<3xbf16>", {1e5, 0x1p-15, -3}), 5, 10), {kInf, 0.0, -3});
}

TEST(ReducePrecision, WiderFormatsChangeNothingAndNaNsStay) {
  expectBits(reducePrecision(bits("tensor<3xf16>", {0x0001, 0x7E01, 0xFBFF}), 5, 10), {0x0001, 0x7E01, 0xFBFF});
  expectBits(reducePrecision(bits("tensor<2xf16>", {0x0001, 0x7E01}), 8, 23), {0x0001, 0x7E01});
  expectBits(reducePrecision(bits("tensor<2xf32>", {0x7FC00001, 0xFFC00000}), 5, 2), {0x7FC00001, 0xFFC00000});
  // With no mantissa bits the reduced format has no NaN: NaN becomes +inf (as StableHLO's interpreter does).
  expectBits(reducePrecision(bits("tensor<2xf32>", {0x7FC00000, 0xFFC00000}), 8, 0), {0x7F800000, 0x7F800000});
}

}  // namespace
}  // namespace juxla::interp
