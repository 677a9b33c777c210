#include "frontend/literals.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace juxla::frontend {
namespace {

std::string intValue(std::string_view text) {
  AstArena arena;
  return formatValue(parseIntegerLiteral(text, arena));
}

std::string unsignedValue(std::string_view text, K kind) {
  AstArena arena;
  return formatValue(parseUnsignedLiteral(text, kind, arena));
}

TEST(Literals, DecimalIntegersTakeTheSmallestSignedType) {
  AstArena arena;
  EXPECT_EQ(parseIntegerLiteral("9223372036854775807", arena).type, ValueType::Int64);
  EXPECT_EQ(parseIntegerLiteral("-9223372036854775808", arena).type, ValueType::Int64);
  EXPECT_EQ(parseIntegerLiteral("9223372036854775808", arena).type, ValueType::Int128);
  EXPECT_EQ(parseIntegerLiteral("170141183460469231731687303715884105727", arena).type, ValueType::Int128);
  EXPECT_EQ(parseIntegerLiteral("-170141183460469231731687303715884105728", arena).type, ValueType::Int128);
  EXPECT_EQ(parseIntegerLiteral("170141183460469231731687303715884105728", arena).type, ValueType::BigInt);
  EXPECT_EQ(intValue("1_000"), "1000");
  EXPECT_EQ(intValue("-9223372036854775808"), "-9223372036854775808");
  EXPECT_EQ(intValue("0009"), "9");
  EXPECT_EQ(intValue("\xE2\x88\x92" "5"), "-5");  // Unicode minus
}

TEST(Literals, UnsignedTypeFollowsDigitCount) {
  EXPECT_EQ(unsignedValue("0x1", K::HexInt), "0x01");
  EXPECT_EQ(unsignedValue("0x00ff", K::HexInt), "0x00ff");
  EXPECT_EQ(unsignedValue("0x1_0000", K::HexInt), "0x00010000");
  EXPECT_EQ(unsignedValue("0xffffffffffffffff", K::HexInt), "0xffffffffffffffff");
  EXPECT_EQ(unsignedValue("0x1ffffffffffffffff", K::HexInt), "0x0000000000000001ffffffffffffffff");
  EXPECT_EQ(unsignedValue("0x100000000000000000000000000000000", K::HexInt),
            "340282366920938463463374607431768211456");  // 33 digits: BigInt
  EXPECT_EQ(unsignedValue("0b11111111", K::BinInt), "0xff");
  EXPECT_EQ(unsignedValue("0b111111111", K::BinInt), "0x01ff");
  EXPECT_EQ(unsignedValue("0o377", K::OctInt), "0xff");
  EXPECT_EQ(unsignedValue("0o400", K::OctInt), "0x0100");  // three digits, but past UInt8
  EXPECT_EQ(unsignedValue("+0xff", K::HexInt), "0xff");
}

TEST(Literals, FloatsPrintLikeJulia) {
  EXPECT_EQ(formatFloat64(1.0), "1.0");
  EXPECT_EQ(formatFloat64(0.1), "0.1");
  EXPECT_EQ(formatFloat64(1e-4), "0.0001");
  EXPECT_EQ(formatFloat64(1e-5), "1.0e-5");
  EXPECT_EQ(formatFloat64(123456.0), "123456.0");
  EXPECT_EQ(formatFloat64(1234567.0), "1.234567e6");
  EXPECT_EQ(formatFloat64(1e16), "1.0e16");
  EXPECT_EQ(formatFloat64(-0.0), "-0.0");
  EXPECT_EQ(formatFloat64(std::numeric_limits<double>::infinity()), "Inf");
  EXPECT_EQ(formatFloat64(-std::numeric_limits<double>::infinity()), "-Inf");
  EXPECT_EQ(formatFloat64(std::nan("")), "NaN");
  EXPECT_EQ(formatFloat64(5e-324), "5.0e-324");
  EXPECT_EQ(formatFloat64(1.7976931348623157e308), "1.7976931348623157e308");
  EXPECT_EQ(formatFloat32(1.0f), "1.0f0");
  EXPECT_EQ(formatFloat32(0.1f), "0.1f0");
  EXPECT_EQ(formatFloat32(3e-4f), "0.0003f0");
  EXPECT_EQ(formatFloat32(1e-8f), "1.0f-8");
  EXPECT_EQ(formatFloat32(1e7f), "1.0f7");
  EXPECT_EQ(formatFloat32(std::numeric_limits<float>::infinity()), "Inf32");
}

TEST(Literals, FloatParsing) {
  Value v;
  std::string error;
  ASSERT_TRUE(parseFloatLiteral("1_000.5", false, v, error));
  EXPECT_EQ(v.float64, 1000.5);
  ASSERT_TRUE(parseFloatLiteral("1.5f-1", true, v, error));
  EXPECT_EQ(v.type, ValueType::Float32);
  EXPECT_EQ(v.float32, 0.15f);  // rounded once, from the decimal, not via double
  ASSERT_TRUE(parseFloatLiteral("0x1.8p1", false, v, error));
  EXPECT_EQ(v.float64, 3.0);
  ASSERT_TRUE(parseFloatLiteral("1e-400", false, v, error));  // underflow is not an error
  EXPECT_EQ(v.float64, 0.0);
  EXPECT_FALSE(parseFloatLiteral("1e400", false, v, error));
  EXPECT_EQ(error, "overflow in floating point literal");
  EXPECT_FALSE(parseFloatLiteral("1f39", true, v, error));
}

TEST(Literals, StringEscapes) {
  std::vector<LiteralError> errors;
  EXPECT_EQ(unescapeJuliaString("a\\nb\\t\\\\\\\"\\$\\e", errors), "a\nb\t\\\"$\x1b");
  EXPECT_EQ(unescapeJuliaString("\\x41\\101\\u03b1\\U1F600", errors), "AA\xCE\xB1\xF0\x9F\x98\x80");
  EXPECT_EQ(unescapeJuliaString("line\r\nnext\rlast", errors), "line\nnext\nlast");
  EXPECT_TRUE(errors.empty());
  unescapeJuliaString("\\q\\xZ\\777\\U110000", errors);
  ASSERT_EQ(errors.size(), 4u);
  EXPECT_EQ(errors[0].message, "invalid escape sequence");
  EXPECT_EQ(errors[1].message, "invalid hex escape sequence");
  EXPECT_EQ(errors[2].message, "invalid octal escape sequence");
  EXPECT_EQ(errors[3].message, "invalid unicode escape sequence");
}

TEST(Literals, RawStrings) {
  EXPECT_EQ(unescapeRawString("\\d+\\n", '"'), "\\d+\\n");
  EXPECT_EQ(unescapeRawString("a\\\"b", '"'), "a\"b");
  EXPECT_EQ(unescapeRawString("a\\\\\\\"b", '"'), "a\\\"b");  // three backslashes then a quote
  EXPECT_EQ(unescapeRawString("end\\\\", '"'), "end\\");      // backslashes before the end halve
}

TEST(Literals, QuotingLikeJuliaRepr) {
  EXPECT_EQ(quoteJuliaString("a\"b$c\\"), "\"a\\\"b\\$c\\\\\"");
  EXPECT_EQ(quoteJuliaString("tab\there\n"), "\"tab\\there\\n\"");
  EXPECT_EQ(quoteJuliaString(std::string("nul\0" "7", 5)), "\"nul\\x007\"");
  EXPECT_EQ(quoteJuliaString("\xff"), "\"\\xff\"");
  EXPECT_EQ(quoteJuliaString("\u200b"), "\"\\u200b\"");
  EXPECT_EQ(quoteJuliaString("σ ∈ ℝ"), "\"σ ∈ ℝ\"");
  EXPECT_EQ(quoteJuliaChar("a"), "'a'");
  EXPECT_EQ(quoteJuliaChar("'"), "'\\''");
  EXPECT_EQ(quoteJuliaChar("\n"), "'\\n'");
  EXPECT_EQ(quoteJuliaChar("\""), "'\"'");
}

}  // namespace
}  // namespace juxla::frontend
