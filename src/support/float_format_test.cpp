#include "support/float_format.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

namespace juxla {
namespace {

uint64_t f32(float v) { return std::bit_cast<uint32_t>(v); }
uint64_t f64(double v) { return std::bit_cast<uint64_t>(v); }

TEST(FloatFormat, ShortScientificFormWhenItReadsBack) {
  EXPECT_EQ(mlirFloatLiteral(f32(1.0f), FloatFormat::F32), "1.000000e+00");
  EXPECT_EQ(mlirFloatLiteral(f32(0.5f), FloatFormat::F32), "5.000000e-01");
  EXPECT_EQ(mlirFloatLiteral(f32(-2.75f), FloatFormat::F32), "-2.750000e+00");
  EXPECT_EQ(mlirFloatLiteral(f64(1e100), FloatFormat::F64), "1.000000e+100");
  EXPECT_EQ(mlirFloatLiteral(f32(0.0f), FloatFormat::F32), "0.000000e+00");
  EXPECT_EQ(mlirFloatLiteral(f32(-0.0f), FloatFormat::F32), "-0.000000e+00");
}

TEST(FloatFormat, RoundTripDecimalWhenShortFormLosesBits) {
  // Values from the StableHLO conformance corpus, printed by upstream MLIR.
  EXPECT_EQ(mlirFloatLiteral(*parseDecimalFloat("-1.14770842", FloatFormat::F32), FloatFormat::F32), "-1.14770842");
  EXPECT_EQ(mlirFloatLiteral(*parseDecimalFloat("0.174771667", FloatFormat::F32), FloatFormat::F32), "0.174771667");
  EXPECT_EQ(mlirFloatLiteral(*parseDecimalFloat("-2.8530131153841856", FloatFormat::F64), FloatFormat::F64),
            "-2.8530131153841856");
  EXPECT_EQ(mlirFloatLiteral(f32(std::numeric_limits<float>::min()), FloatFormat::F32), "1.17549435E-38");
  EXPECT_EQ(mlirFloatLiteral(f32(std::numeric_limits<float>::max()), FloatFormat::F32), "3.40282347E+38");
}

TEST(FloatFormat, HexForSpecialValuesAndLargeIntegers) {
  EXPECT_EQ(mlirFloatLiteral(f32(INFINITY), FloatFormat::F32), "0x7F800000");
  EXPECT_EQ(mlirFloatLiteral(f32(-INFINITY), FloatFormat::F32), "0xFF800000");
  EXPECT_EQ(mlirFloatLiteral(0x7FC00000, FloatFormat::F32), "0x7FC00000");
  EXPECT_EQ(mlirFloatLiteral(0x7FF8000000000000ull, FloatFormat::F64), "0x7FF8000000000000");
  EXPECT_EQ(mlirFloatLiteral(0x7E00, FloatFormat::F16), "0x7E00");
  EXPECT_EQ(mlirFloatLiteral(0xFF80, FloatFormat::BF16), "0xFF80");
  // 16777216 needs 8 digits and has no '.' in its plain form, so it prints as bits.
  EXPECT_EQ(mlirFloatLiteral(f32(16777216.0f), FloatFormat::F32), "0x4B800000");
}

TEST(FloatFormat, TruncatesBeforeRoundingLikeApFloat) {
  // APFloat drops low digits by truncation before rounding; printf("%.5e") would give 8.39430e-31.
  EXPECT_EQ(floatToString(0x8D88348A, FloatFormat::F32, 6, 0, false), "-8.394290e-31");
  // That form does not read back, so the literal is the round-trip decimal.
  EXPECT_EQ(mlirFloatLiteral(0x8D88348A, FloatFormat::F32), "-8.39429543E-31");
}

TEST(FloatFormat, Denormals) {
  EXPECT_EQ(mlirFloatLiteral(1, FloatFormat::F32), "1.401300e-45");
  EXPECT_EQ(mlirFloatLiteral(1, FloatFormat::F64), "4.940660e-324");
  EXPECT_EQ(floatBitsToDouble(1, FloatFormat::F16), std::ldexp(1.0, -24));
}

TEST(FloatFormat, HalfAndBfloatConversionsRoundToNearestEven) {
  EXPECT_EQ(doubleToFloatBits(1.0, FloatFormat::F16), 0x3C00u);
  EXPECT_EQ(doubleToFloatBits(65504.0, FloatFormat::F16), 0x7BFFu);
  EXPECT_EQ(doubleToFloatBits(65520.0, FloatFormat::F16), 0x7C00u);  // halfway to 2^16 rounds to inf
  EXPECT_EQ(doubleToFloatBits(1.0 + std::ldexp(1.0, -11), FloatFormat::F16), 0x3C00u);  // tie to even
  EXPECT_EQ(doubleToFloatBits(1.0 + 3 * std::ldexp(1.0, -11), FloatFormat::F16), 0x3C02u);
  EXPECT_EQ(doubleToFloatBits(std::ldexp(1.0, -25), FloatFormat::F16), 0x0000u);  // half of min denormal: even
  EXPECT_EQ(doubleToFloatBits(std::ldexp(1.5, -25), FloatFormat::F16), 0x0001u);
  EXPECT_EQ(doubleToFloatBits(-0.0, FloatFormat::BF16), 0x8000u);
  EXPECT_EQ(doubleToFloatBits(3.140625, FloatFormat::BF16), 0x4049u);
  EXPECT_TRUE(floatBitsIsNaN(doubleToFloatBits(NAN, FloatFormat::BF16), FloatFormat::BF16));
  EXPECT_EQ(doubleToFloatBits(INFINITY, FloatFormat::BF16), 0x7F80u);
}

// Every f16 and bf16 value prints to a literal that reads back to the same bits.
TEST(FloatFormat, EveryHalfPrecisionValueRoundTrips) {
  for (FloatFormat f : {FloatFormat::F16, FloatFormat::BF16}) {
    for (uint64_t bits = 0; bits < 0x10000; ++bits) {
      if (floatBitsIsNaN(bits, f) || floatBitsIsInf(bits, f)) continue;
      std::string text = mlirFloatLiteral(bits, f);
      ASSERT_EQ(parseDecimalFloat(text, f), bits) << text;
    }
  }
}

TEST(FloatFormat, RandomSingleAndDoubleValuesRoundTrip) {
  std::mt19937_64 rng(42);
  for (int i = 0; i < 20000; ++i) {
    uint64_t b32 = rng() & 0xFFFFFFFFu, b64 = rng();
    if (!floatBitsIsNaN(b32, FloatFormat::F32) && !floatBitsIsInf(b32, FloatFormat::F32)) {
      std::string t = mlirFloatLiteral(b32, FloatFormat::F32);
      if (t.rfind("0x", 0) != 0) {
        ASSERT_EQ(parseDecimalFloat(t, FloatFormat::F32), b32) << t;
      }
    }
    if (!floatBitsIsNaN(b64, FloatFormat::F64) && !floatBitsIsInf(b64, FloatFormat::F64)) {
      std::string t = mlirFloatLiteral(b64, FloatFormat::F64);
      if (t.rfind("0x", 0) != 0) {
        ASSERT_EQ(parseDecimalFloat(t, FloatFormat::F64), b64) << t;
      }
    }
  }
}

TEST(FloatFormat, ParseRejectsGarbage) {
  EXPECT_FALSE(parseDecimalFloat("1.0x", FloatFormat::F32));
  EXPECT_FALSE(parseDecimalFloat("", FloatFormat::F32));
  EXPECT_EQ(parseDecimalFloat("1e400", FloatFormat::F64), f64(INFINITY));
}

}  // namespace
}  // namespace juxla
