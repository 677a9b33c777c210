// Julia literal values: reading numbers, unescaping strings, and printing values the way Julia's
// `repr` does (shortest round-trip floats, `0x1f` for a UInt8, quoted strings and chars).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/ast.h"

namespace juxla::frontend {

struct LiteralError {
  uint32_t begin = 0;  // byte offsets relative to the literal's text
  uint32_t end = 0;
  std::string message;
};

// Decimal integer (`1_000`, `-2`): Int64, else Int128, else BigInt, as Julia types it.
Value parseIntegerLiteral(std::string_view text, AstArena& arena);
// `0x1F`, `0b101`, `0o17` (optionally `+`-prefixed): the unsigned type follows the digit count.
Value parseUnsignedLiteral(std::string_view text, K kind, AstArena& arena);
// Float64 (`1.0`, `1e-3`, `.5`, `0x1p3`) or Float32 (`1f0`); false with `error` on overflow.
bool parseFloatLiteral(std::string_view text, bool float32, Value& value, std::string& error);

// Unescapes the text of a non-raw string or char chunk; appends problems to `errors`.
std::string unescapeJuliaString(std::string_view text, std::vector<LiteralError>& errors);
// Raw strings keep backslashes except before the delimiter (`r"\d"`, `raw"a\"b"`).
std::string unescapeRawString(std::string_view text, char delim);

// Julia's `repr` of each value type.
std::string formatFloat64(double value);
std::string formatFloat32(float value);
std::string quoteJuliaString(std::string_view bytes);
std::string quoteJuliaChar(std::string_view bytes);
// The text the S-expression printer writes for a leaf's value.
std::string formatValue(const Value& value);

}  // namespace juxla::frontend
