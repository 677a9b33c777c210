#include "frontend/literals.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <algorithm>

#include "frontend/unicode.h"

namespace juxla::frontend {

namespace {

// Drops `_` and turns the Unicode minus into '-', as Julia does before reading a number.
std::string normalizeDigits(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '_') continue;
    if (text.compare(i, 3, "\xE2\x88\x92") == 0) {
      out += '-';
      i += 2;
      continue;
    }
    out += text[i];
  }
  return out;
}

int digitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Arbitrary-precision natural number in base 1e9, little-endian limbs.
struct BigNatural {
  std::vector<uint32_t> limbs;
  void multiplyAdd(uint32_t factor, uint32_t addend) {
    uint64_t carry = addend;
    for (uint32_t& limb : limbs) {
      uint64_t v = uint64_t(limb) * factor + carry;
      limb = uint32_t(v % 1000000000u);
      carry = v / 1000000000u;
    }
    while (carry) {
      limbs.push_back(uint32_t(carry % 1000000000u));
      carry /= 1000000000u;
    }
  }
  std::string decimal() const {
    if (limbs.empty()) return "0";
    std::string out = std::to_string(limbs.back());
    for (size_t i = limbs.size() - 1; i-- > 0;) {
      std::string part = std::to_string(limbs[i]);
      out += std::string(9 - part.size(), '0') + part;
    }
    return out;
  }
};

std::string toDecimal(std::string_view digits, int base) {
  BigNatural n;
  for (char c : digits) n.multiplyAdd(uint32_t(base), uint32_t(digitValue(c)));
  return n.decimal();
}

// Compares two unsigned decimal digit strings without leading zeros.
int compareDecimal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  return a.compare(b) < 0 ? -1 : a == b ? 0 : 1;
}

std::string_view stripLeadingZeros(std::string_view digits) {
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  return digits;
}

}  // namespace

Value parseIntegerLiteral(std::string_view text, AstArena& arena) {
  std::string s = normalizeDigits(text);
  bool negative = false;
  std::string_view digits = s;
  if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) {
    negative = digits[0] == '-';
    digits.remove_prefix(1);
  }
  digits = stripLeadingZeros(digits);
  Value v;
  uint64_t magnitude = 0;
  auto [end2, ec2] = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude);
  if (ec2 == std::errc() && end2 == digits.data() + digits.size() &&
      (magnitude <= uint64_t(INT64_MAX) || (negative && magnitude == uint64_t(INT64_MAX) + 1))) {
    v.type = ValueType::Int64;
    v.int64 = negative ? int64_t(0 - magnitude) : int64_t(magnitude);
    return v;
  }
  constexpr std::string_view kInt128Max = "170141183460469231731687303715884105727";
  constexpr std::string_view kInt128MinMagnitude = "170141183460469231731687303715884105728";
  int cmp = compareDecimal(digits, negative ? kInt128MinMagnitude : kInt128Max);
  v.type = cmp <= 0 ? ValueType::Int128 : ValueType::BigInt;
  v.text = arena.copy((negative ? "-" : "") + std::string(digits));
  return v;
}

Value parseUnsignedLiteral(std::string_view text, K kind, AstArena& arena) {
  std::string s = normalizeDigits(text);
  std::string_view body = s;
  if (!body.empty() && body[0] == '+') body.remove_prefix(1);
  body.remove_prefix(2);  // 0x, 0b, 0o
  size_t ndigits = body.size();
  int base = kind == K::HexInt ? 16 : kind == K::BinInt ? 2 : 8;
  int bitsPerDigit = base == 16 ? 4 : base == 2 ? 1 : 3;
  // Digit count chooses the type for hex and binary (leading zeros count); octal also
  // needs the value to fit.
  std::string_view significant = stripLeadingZeros(body);
  size_t valueBits = significant == "0" ? 0 : (significant.size() - 1) * bitsPerDigit;
  if (significant != "0") {
    int top = std::max(digitValue(significant[0]), 0);
    while (top) {
      ++valueBits;
      top >>= 1;
    }
  }
  Value v;
  int width;
  if (base == 16) {
    width = ndigits <= 2 ? 8 : ndigits <= 4 ? 16 : ndigits <= 8 ? 32 : ndigits <= 16 ? 64 : ndigits <= 32 ? 128 : 0;
  } else if (base == 2) {
    width = ndigits <= 8 ? 8 : ndigits <= 16 ? 16 : ndigits <= 32 ? 32 : ndigits <= 64 ? 64 : ndigits <= 128 ? 128 : 0;
  } else {
    width = (ndigits <= 3 && valueBits <= 8)    ? 8
            : (ndigits <= 6 && valueBits <= 16)  ? 16
            : (ndigits <= 11 && valueBits <= 32) ? 32
            : (ndigits <= 22 && valueBits <= 64) ? 64
            : (ndigits <= 43 && valueBits <= 128) ? 128
                                                  : 0;
  }
  if (width == 0 || width == 128) {
    if (width == 128) {
      std::string hex;
      // UInt128 prints as 32 hex digits: convert via binary digits.
      std::vector<int> bits;
      for (char c : significant) {
        int d = digitValue(c);
        for (int b = bitsPerDigit - 1; b >= 0; --b) bits.push_back((d >> b) & 1);
      }
      while (bits.size() % 4) bits.insert(bits.begin(), 0);
      for (size_t i = 0; i < bits.size(); i += 4)
        hex += "0123456789abcdef"[bits[i] * 8 + bits[i + 1] * 4 + bits[i + 2] * 2 + bits[i + 3]];
      hex = std::string(stripLeadingZeros(hex));
      if (hex == "0") hex.clear();
      v.type = ValueType::UInt128;
      v.text = arena.copy(std::string(32 - hex.size(), '0') + hex);
    } else {
      v.type = ValueType::BigInt;
      v.text = arena.copy(toDecimal(body, base));
    }
    return v;
  }
  uint64_t value = 0;
  for (char c : body) value = value * uint64_t(base) + uint64_t(digitValue(c));
  v.uint64 = value;
  v.type = width == 8 ? ValueType::UInt8 : width == 16 ? ValueType::UInt16 : width == 32 ? ValueType::UInt32 : ValueType::UInt64;
  return v;
}

bool parseFloatLiteral(std::string_view text, bool float32, Value& value, std::string& error) {
  std::string s = normalizeDigits(text);
  if (float32) {
    size_t f = s.rfind('f');
    if (f != std::string::npos) s[f] = 'e';
  }
  errno = 0;
  char* end = nullptr;
  if (float32) {
    float x = std::strtof(s.c_str(), &end);
    bool overflow = errno == ERANGE && std::fabs(x) >= 1;
    value.type = ValueType::Float32;
    value.float32 = x;
    if (overflow) error = "overflow in floating point literal";
    return !overflow;
  }
  double x = std::strtod(s.c_str(), &end);
  bool overflow = errno == ERANGE && std::fabs(x) >= 1;
  value.type = ValueType::Float64;
  value.float64 = x;
  if (overflow) error = "overflow in floating point literal";
  return !overflow;
}

std::string unescapeJuliaString(std::string_view text, std::vector<LiteralError>& errors) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c != '\\') {
      if (c == '\r') {  // \r and \r\n in source become \n
        if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
        c = '\n';
      }
      out += c;
      ++i;
      continue;
    }
    size_t start = i++;
    if (i >= text.size()) {
      errors.push_back({uint32_t(start), uint32_t(text.size()), "invalid escape sequence"});
      break;
    }
    c = text[i];
    if (c == 'x' || c == 'u' || c == 'U') {
      int maxDigits = c == 'x' ? 2 : c == 'u' ? 4 : 8;
      uint32_t n = 0;
      int count = 0;
      while (count < maxDigits && i + 1 < text.size() && digitValue(text[i + 1]) >= 0) {
        n = n * 16 + uint32_t(digitValue(text[i + 1]));
        ++i;
        ++count;
      }
      if (count == 0 || n > 0x10FFFF) {
        errors.push_back({uint32_t(start), uint32_t(i + 1),
                          c == 'x' ? "invalid hex escape sequence" : "invalid unicode escape sequence"});
      } else if (c == 'x') {
        out += char(n);
      } else {
        appendUtf8(out, n);
      }
    } else if (c >= '0' && c <= '7') {
      uint32_t n = uint32_t(c - '0');
      int count = 1;
      while (count < 3 && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '7') {
        n = n * 8 + uint32_t(text[i + 1] - '0');
        ++i;
        ++count;
      }
      if (n > 255)
        errors.push_back({uint32_t(start), uint32_t(i + 1), "invalid octal escape sequence"});
      else
        out += char(n);
    } else {
      char u;
      switch (c) {
        case 'n': u = '\n'; break;
        case 't': u = '\t'; break;
        case 'r': u = '\r'; break;
        case 'e': u = '\x1b'; break;
        case 'b': u = '\b'; break;
        case 'f': u = '\f'; break;
        case 'v': u = '\v'; break;
        case 'a': u = '\a'; break;
        case '\\': case '\'': case '"': case '$': case '`': u = c; break;
        default: u = 0; break;
      }
      if (u == 0) {
        DecodedChar d = decodeUtf8(text, uint32_t(i));
        errors.push_back({uint32_t(start), uint32_t(i + std::max<uint32_t>(d.length, 1)), "invalid escape sequence"});
      } else {
        out += u;
      }
    }
    ++i;
  }
  return out;
}

std::string unescapeRawString(std::string_view text, char delim) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c != '\\') {
      if (c == '\r') {
        if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
        c = '\n';
      }
      out += c;
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && text[j] == '\\') ++j;
    size_t backslashes = j - i;
    // Backslashes before a delimiter (or the end) escape it and each other.
    if (j >= text.size() || text[j] == delim) backslashes /= 2;
    out.append(backslashes, '\\');
    i = j;
    if (i < text.size()) out += text[i++];
  }
  return out;
}

}  // namespace juxla::frontend
