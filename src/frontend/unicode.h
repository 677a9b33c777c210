// Character classes of Julia source: UTF-8 decoding, identifier and operator characters, and
// Julia's identifier normalization (NFC plus its own character mappings).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace juxla::frontend {

// A decoded character; `valid` is false for malformed UTF-8 (then `length` is 1).
struct DecodedChar {
  char32_t code = 0;
  uint32_t length = 0;
  bool valid = false;
};

constexpr char32_t kEndOfInput = 0xFFFFFFFF;

// Decodes the character at `offset`; never reads past the end of `text`.
DecodedChar decodeUtf8(std::string_view text, uint32_t offset);
void appendUtf8(std::string& out, char32_t code);

// Julia's identifier rules (jl_id_start_char, jl_id_char).
bool isIdentifierStartChar(char32_t c);
bool isIdentifierChar(char32_t c);
// Characters that may follow an operator as part of it: combining marks, primes, sub/superscripts.
bool isOperatorSuffixChar(char32_t c);
// Characters that can never be part of an identifier (spaces, controls, ASCII punctuation, brackets).
bool isNeverIdentifierChar(char32_t c);
// The Unicode name of an invisible character Julia rejects in code (U+200B: "zero width space"),
// or nullptr when `c` is not one.
const char* invisibleCharName(char32_t c);
inline bool isInvisibleChar(char32_t c) { return invisibleCharName(c) != nullptr; }
// Base.isspace plus the byte-order mark.
bool isWhitespaceChar(char32_t c);
// True when a grapheme cluster continues from `prev` to `next` (utf8proc's stateful rule).
bool continuesGrapheme(char32_t prev, char32_t next, int32_t& state);

// NFC with Julia's mappings (µ→μ, ɛ→ε, ·→⋅, −→-, ℏ→ħ); ASCII is returned unchanged.
std::string normalizeIdentifier(std::string_view name);

}  // namespace juxla::frontend
