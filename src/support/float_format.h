// Binary floating-point formats juxla knows, with exact conversions and MLIR's literal spelling.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace juxla {

enum class FloatFormat : uint8_t { F16, BF16, F32, F64 };

struct FloatSemantics {
  int bits;          // storage width
  int precision;     // significand bits including the implicit one
  int minExponent;   // of normal numbers, unbiased
  int maxExponent;
};

const FloatSemantics& semanticsOf(FloatFormat f);

// Exact widening to double (every f16/bf16/f32 value is a double).
double floatBitsToDouble(uint64_t bits, FloatFormat f);
// Round-to-nearest-even narrowing; NaNs stay NaN (quiet), overflow gives infinity.
uint64_t doubleToFloatBits(double value, FloatFormat f);

bool floatBitsIsNaN(uint64_t bits, FloatFormat f);
bool floatBitsIsInf(uint64_t bits, FloatFormat f);

// LLVM APFloat::toString: `precision` significant digits (0: enough to round-trip the
// format), plain notation when at most `maxPadding` zeros are needed, else scientific.
std::string floatToString(uint64_t bits, FloatFormat f, unsigned precision = 0, unsigned maxPadding = 3,
                          bool truncateZero = true);

// The literal MLIR prints for a float attribute: short scientific form when it reads back exactly,
// else the round-trip decimal form, else the bit pattern in hex (NaN, infinity).
std::string mlirFloatLiteral(uint64_t bits, FloatFormat f);

// Reads a decimal literal the way MLIR does (as a double, then rounded to the format).
std::optional<uint64_t> parseDecimalFloat(std::string_view text, FloatFormat f);

}  // namespace juxla
