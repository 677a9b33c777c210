#include "frontend/unicode.h"

#include <utf8proc.h>

#include <cstdlib>

namespace juxla::frontend {

DecodedChar decodeUtf8(std::string_view text, uint32_t offset) {
  if (offset >= text.size()) return {kEndOfInput, 0, false};
  auto byte = [&](size_t i) { return uint8_t(text[i]); };
  uint8_t b0 = byte(offset);
  if (b0 < 0x80) return {b0, 1, true};
  uint32_t need;
  char32_t code;
  char32_t minimum;
  if ((b0 & 0xE0) == 0xC0) {
    need = 1, code = b0 & 0x1F, minimum = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    need = 2, code = b0 & 0x0F, minimum = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    need = 3, code = b0 & 0x07, minimum = 0x10000;
  } else {
    return {b0, 1, false};
  }
  if (size_t(offset) + need >= text.size()) return {b0, 1, false};  // truncated at the end
  for (uint32_t i = 1; i <= need; ++i) {
    uint8_t b = byte(offset + i);
    if ((b & 0xC0) != 0x80) return {b0, 1, false};
    code = (code << 6) | (b & 0x3F);
  }
  // Overlong forms, surrogates and values past U+10FFFF are malformed.
  if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {b0, 1, false};
  return {code, need + 1, true};
}

void appendUtf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
}

namespace {

utf8proc_category_t category(char32_t c) { return utf8proc_category(utf8proc_int32_t(c)); }

// Julia's is_wc_cat_id_start: letters, currency and most other symbols, and an allowlist of
// math symbols that read as names (∂, ∇, ∑, ∞, ...).
bool isIdStartByCategory(char32_t wc, utf8proc_category_t cat) {
  switch (cat) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_NL:
    case UTF8PROC_CATEGORY_SC:
      return true;
    case UTF8PROC_CATEGORY_SO:
      // Arrows, replacement characters, notslash and the broken bar are operators or not names.
      if (!(wc >= 0x2190 && wc <= 0x21FF) && wc != 0xFFFC && wc != 0xFFFD && wc != 0x233F &&
          wc != 0x00A6)
        return true;
      break;
    default:
      break;
  }
  if (wc >= 0x2140 && wc <= 0x2A1C) {
    if (wc <= 0x2144) return true;  // ⅀ ⅁ ⅂ ⅃ ⅄
    if (wc == 0x223F || wc == 0x22BE || wc == 0x22BF || wc == 0x22A4 || wc == 0x22A5) return true;
    if (wc >= 0x2200 && wc <= 0x2233) {
      switch (wc) {
        case 0x2202: case 0x2205: case 0x2206: case 0x2207: case 0x220E: case 0x220F:
        case 0x2200: case 0x2203: case 0x2204: case 0x2210: case 0x2211: case 0x221E: case 0x221F:
          return true;
        default:
          if (wc >= 0x222B) return true;  // ∫ ∬ ∭ ∮ ...
      }
    }
    if (wc >= 0x22C0 && wc <= 0x22C3) return true;  // ⋀ ⋁ ⋂ ⋃
    if (wc >= 0x25F8 && wc <= 0x25FF) return true;  // ◸ ... ◿
    if (wc == 0x266F || wc == 0x27D8 || wc == 0x27D9) return true;  // ♯ ⟘ ⟙
    if (wc >= 0x27C0 && wc <= 0x27C1) return true;
    if (wc >= 0x29B0 && wc <= 0x29B4) return true;
    if (wc >= 0x2A00 && wc <= 0x2A06) return true;
    if (wc >= 0x2A09 && wc <= 0x2A16) return true;
    if (wc == 0x2A1B || wc == 0x2A1C) return true;
  }
  switch (wc) {  // variants of ∇ and ∂
    case 0x1D6C1: case 0x1D6DB: case 0x1D6FB: case 0x1D715: case 0x1D735:
    case 0x1D74F: case 0x1D76F: case 0x1D789: case 0x1D7A9: case 0x1D7C3:
      return true;
    default:
      break;
  }
  if ((wc >= 0x207A && wc <= 0x207E) || (wc >= 0x208A && wc <= 0x208E)) return true;  // ⁺⁻⁼⁽⁾ ₊₋₌₍₎
  if ((wc >= 0x2220 && wc <= 0x2222) || (wc >= 0x299B && wc <= 0x29AF)) return true;  // angles
  if (wc == 0x2118 || wc == 0x212E || (wc >= 0x309B && wc <= 0x309C)) return true;    // Other_ID_Start
  return wc >= 0x1D7CE && wc <= 0x1D7E1;  // bold and double-struck digits
}

bool isAsciiLetter(char32_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

}  // namespace

bool isIdentifierStartChar(char32_t c) {
  if (isAsciiLetter(c) || c == '_') return true;
  if (c < 0xA1 || c > 0x10FFFF) return false;
  if (c == 0x1F8B2) return false;  // 🢲 is an arrow operator to JuliaSyntax
  return isIdStartByCategory(c, category(c));
}

bool isIdentifierChar(char32_t c) {
  if (isAsciiLetter(c) || c == '_' || (c >= '0' && c <= '9') || c == '!') return true;
  if (c < 0xA1 || c > 0x10FFFF) return false;
  utf8proc_category_t cat = category(c);
  if (isIdStartByCategory(c, cat)) return true;
  switch (cat) {
    case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_PC: case UTF8PROC_CATEGORY_SK: case UTF8PROC_CATEGORY_ME:
    case UTF8PROC_CATEGORY_NO:
      return true;
    default:
      break;
  }
  // Primes (′ ″ ‴ ‵ ‶ ‷ ⁗) and the hooked arrow.
  return (c >= 0x2032 && c <= 0x2037) || c == 0x2057 || c == 0x1F8B2;
}

bool isOperatorSuffixChar(char32_t c) {
  if (c < 0xA1 || c > 0x10FFFF) return false;
  utf8proc_category_t cat = category(c);
  if (cat == UTF8PROC_CATEGORY_MN || cat == UTF8PROC_CATEGORY_MC || cat == UTF8PROC_CATEGORY_ME)
    return true;
  static constexpr std::u32string_view kSuffixes =
      U"²³¹ʰʲʳʷʸˡˢˣ˱˲ᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁᵂᵃᵅᵇᵈᵉᵋᵍᵏᵐᵒᵖᵗᵘᵛᵝᵞᵟᵠᵡᵢᵣᵤᵥᵦᵧᵨᵩᵪᶜᶠᶥᶦᶫᶰᶲᶸᶻᶿ′″‴‵‶‷⁗⁰ⁱ⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₔₕₖₗₘₙₚₛₜⱼⱽꜛꜜꜝ";
  return kSuffixes.find(c) != std::u32string_view::npos;
}

bool isNeverIdentifierChar(char32_t c) {
  if (c > 0x10FFFF) return true;
  utf8proc_category_t cat = category(c);
  if (cat >= UTF8PROC_CATEGORY_ZS && cat <= UTF8PROC_CATEGORY_CS) return true;  // spaces, controls
  if (c < 0xFF && cat >= UTF8PROC_CATEGORY_PD && cat <= UTF8PROC_CATEGORY_PO) return true;
  if (c == '`') return true;
  return (c >= 0x27E6 && c <= 0x27EF) || (c >= 0x3008 && c <= 0x3011) ||
         (c >= 0x3014 && c <= 0x301B) || c == 0xFF08 || c == 0xFF09 || c == 0xFF3B || c == 0xFF3D;
}

const char* invisibleCharName(char32_t c) {
  switch (c) {
    case 0x00AD: return "soft hyphen";
    case 0x200B: return "zero width space";
    case 0x200C: return "zero width non-joiner";
    case 0x200D: return "zero width joiner";
    case 0x200E: return "left-to-right mark";
    case 0x200F: return "right-to-left mark";
    case 0x2060: return "word joiner";
    case 0x2061: return "function application";
    default: return nullptr;
  }
}

bool isWhitespaceChar(char32_t c) {
  if (c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || c == 0xFEFF) return true;
  return c >= 0xA0 && c <= 0x10FFFF && category(c) == UTF8PROC_CATEGORY_ZS;
}

bool continuesGrapheme(char32_t prev, char32_t next, int32_t& state) {
  return !utf8proc_grapheme_break_stateful(utf8proc_int32_t(prev), utf8proc_int32_t(next), &state);
}

namespace {
utf8proc_int32_t juliaCharMap(utf8proc_int32_t c, void*) {
  switch (c) {
    case 0x025B: return 0x03B5;  // ɛ -> ε
    case 0x00B5: return 0x03BC;  // µ -> μ
    case 0x00B7: return 0x22C5;  // · -> ⋅
    case 0x0387: return 0x22C5;  // · -> ⋅
    case 0x2212: return 0x002D;  // − -> -
    case 0x210F: return 0x0127;  // ℏ -> ħ
    default: return c;
  }
}
}  // namespace

std::string normalizeIdentifier(std::string_view name) {
  bool ascii = true;
  for (char c : name) ascii = ascii && uint8_t(c) < 0x80;
  if (ascii) return std::string(name);
  utf8proc_uint8_t* out = nullptr;
  utf8proc_ssize_t n = utf8proc_map_custom(reinterpret_cast<const utf8proc_uint8_t*>(name.data()),
                                           utf8proc_ssize_t(name.size()), &out,
                                           utf8proc_option_t(UTF8PROC_STABLE | UTF8PROC_COMPOSE),
                                           juliaCharMap, nullptr);
  if (n < 0) return std::string(name);  // malformed UTF-8 was already reported by the lexer
  std::string result(reinterpret_cast<char*>(out), size_t(n));
  std::free(out);
  return result;
}

}  // namespace juxla::frontend
