// Printing literal values as Julia's `repr` does.
#include <utf8proc.h>

#include <charconv>
#include <cmath>
#include <cstdio>

#include "frontend/literals.h"
#include "frontend/unicode.h"

namespace juxla::frontend {

namespace {

// Julia's Ryu-based `show`: shortest round-trip digits, plain notation when the decimal point
// falls within (-4, 6] of the first digit, else `d.ddde±x` (`f` instead of `e` for Float32).
template <typename T>
std::string formatShortest(T value, bool float32) {
  if (std::isnan(value)) return float32 ? "NaN32" : "NaN";
  if (std::isinf(value)) return std::string(value < 0 ? "-" : "") + (float32 ? "Inf32" : "Inf");
  std::string sign = std::signbit(value) ? "-" : "";
  if (value == 0) return sign + (float32 ? "0.0f0" : "0.0");
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, std::fabs(value), std::chars_format::scientific);
  std::string_view sci(buf, size_t(end - buf));
  size_t e = sci.find('e');
  std::string digits;
  for (char c : sci.substr(0, e))
    if (c != '.') digits += c;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int exponent = std::atoi(std::string(sci.substr(e + 1)).c_str());
  int pointPosition = exponent + 1;
  int length = int(digits.size());
  std::string out = sign;
  if (pointPosition > -4 && pointPosition <= 6) {
    if (pointPosition <= 0) {
      out += "0." + std::string(size_t(-pointPosition), '0') + digits;
    } else if (pointPosition < length) {
      out += digits.substr(0, size_t(pointPosition)) + "." + digits.substr(size_t(pointPosition));
    } else {
      out += digits + std::string(size_t(pointPosition - length), '0') + ".0";
    }
    if (float32) out += "f0";
    return out;
  }
  out += digits.substr(0, 1) + "." + (length > 1 ? digits.substr(1) : "0");
  out += float32 ? "f" : "e";
  out += std::to_string(pointPosition - 1);
  return out;
}

bool isPrintable(char32_t c) {
  if (c < 0x80) return c >= 0x20 && c < 0x7F;
  utf8proc_category_t cat = utf8proc_category(utf8proc_int32_t(c));
  return cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_ZS;
}

std::string hex(uint32_t value, int minDigits) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*x", minDigits, value);
  return buf;
}

bool isHexDigitAt(std::string_view bytes, size_t i) {
  if (i >= bytes.size()) return false;
  char c = bytes[i];
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Base.escape_string: `escaped` characters get a backslash; controls and malformed bytes become
// \n-style or \x/\u escapes.
std::string escapeJulia(std::string_view bytes, std::u32string_view escaped) {
  std::string out;
  for (size_t i = 0; i < bytes.size();) {
    DecodedChar d = decodeUtf8(bytes, uint32_t(i));
    size_t next = i + d.length;
    if (!d.valid) {
      out += "\\x" + hex(uint8_t(bytes[i]), 2);
      i = next;
      continue;
    }
    char32_t c = d.code;
    if (escaped.find(c) != std::u32string_view::npos) {
      out += '\\';
      appendUtf8(out, c);
    } else if (c < 0x80) {
      if (c == 0) {
        bool octalNext = next < bytes.size() && bytes[next] >= '0' && bytes[next] <= '7';
        out += octalNext ? "\\x00" : "\\0";
      } else if (c == 0x1B) {
        out += "\\e";
      } else if (c == '\\') {
        out += "\\\\";
      } else if (c >= 7 && c <= 13) {
        out += '\\';
        out += "abtnvfr"[c - 7];
      } else if (isPrintable(c)) {
        out += char(c);
      } else {
        out += "\\x" + hex(c, 2);
      }
    } else if (isPrintable(c)) {
      appendUtf8(out, c);
    } else if (c <= 0xFFFF) {
      out += "\\u" + hex(c, isHexDigitAt(bytes, next) ? 4 : 2);
    } else {
      out += "\\U" + hex(c, isHexDigitAt(bytes, next) ? 8 : 4);
    }
    i = next;
  }
  return out;
}

}  // namespace

std::string formatFloat64(double value) { return formatShortest(value, false); }
std::string formatFloat32(float value) { return formatShortest(value, true); }

std::string quoteJuliaString(std::string_view bytes) {
  return "\"" + escapeJulia(bytes, U"\"$") + "\"";
}

std::string quoteJuliaChar(std::string_view bytes) {
  DecodedChar d = decodeUtf8(bytes, 0);
  if (d.valid && d.length == bytes.size()) {
    switch (d.code) {
      case 0: return "'\\0'";
      case '\'': return "'\\''";
      default: break;
    }
  }
  return "'" + escapeJulia(bytes, U"'") + "'";
}

std::string formatValue(const Value& v) {
  switch (v.type) {
    case ValueType::None: return "";
    case ValueType::Symbol: return std::string(v.text);
    case ValueType::Bool: return v.boolean ? "true" : "false";
    case ValueType::Int64: return std::to_string(v.int64);
    case ValueType::Int128:
    case ValueType::BigInt: return std::string(v.text);
    case ValueType::UInt8: return "0x" + hex(uint32_t(v.uint64), 2);
    case ValueType::UInt16: return "0x" + hex(uint32_t(v.uint64), 4);
    case ValueType::UInt32: return "0x" + hex(uint32_t(v.uint64), 8);
    case ValueType::UInt64: {
      char buf[24];
      std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(v.uint64));
      return buf;
    }
    case ValueType::UInt128: return "0x" + std::string(v.text);
    case ValueType::Float64: return formatFloat64(v.float64);
    case ValueType::Float32: return formatFloat32(v.float32);
    case ValueType::Char: return quoteJuliaChar(v.text);
    case ValueType::String: return quoteJuliaString(v.text);
  }
  return "";
}

}  // namespace juxla::frontend
