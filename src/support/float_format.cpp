#include "support/float_format.h"

#include <bit>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace juxla {

const FloatSemantics& semanticsOf(FloatFormat f) {
  static const FloatSemantics kF16{16, 11, -14, 15};
  static const FloatSemantics kBF16{16, 8, -126, 127};
  static const FloatSemantics kF32{32, 24, -126, 127};
  static const FloatSemantics kF64{64, 53, -1022, 1023};
  switch (f) {
    case FloatFormat::F16: return kF16;
    case FloatFormat::BF16: return kBF16;
    case FloatFormat::F32: return kF32;
    case FloatFormat::F64: return kF64;
  }
  return kF64;
}

namespace {

// The parts of an IEEE bit pattern, decoded as APFloat does: value = significand * 2^exponent.
struct Decoded {
  bool negative = false;
  enum Category { Zero, Normal, Inf, NaN } category = Zero;
  uint64_t significand = 0;  // includes the implicit bit for normal numbers
  int exponent = 0;          // of the significand's least significant bit
};

Decoded decode(uint64_t bits, FloatFormat f) {
  const FloatSemantics& s = semanticsOf(f);
  int mantBits = s.precision - 1;
  int expBits = s.bits - s.precision;
  uint64_t mantMask = (uint64_t(1) << mantBits) - 1;
  uint64_t expField = (bits >> mantBits) & ((uint64_t(1) << expBits) - 1);
  uint64_t mant = bits & mantMask;
  Decoded d;
  d.negative = (bits >> (s.bits - 1)) & 1;
  uint64_t expMax = (uint64_t(1) << expBits) - 1;
  if (expField == expMax) {
    d.category = mant ? Decoded::NaN : Decoded::Inf;
  } else if (expField == 0) {
    d.category = mant ? Decoded::Normal : Decoded::Zero;
    d.significand = mant;
    d.exponent = s.minExponent - mantBits;
  } else {
    d.category = Decoded::Normal;
    d.significand = mant | (uint64_t(1) << mantBits);
    d.exponent = int(expField) - s.maxExponent - mantBits;
  }
  return d;
}

// Just enough unsigned big-integer arithmetic for exact binary-to-decimal conversion.
class BigUInt {
 public:
  explicit BigUInt(uint64_t v) {
    while (v) {
      limbs_.push_back(uint32_t(v));
      v >>= 32;
    }
  }
  bool isZero() const { return limbs_.empty(); }
  unsigned activeBits() const {
    if (limbs_.empty()) return 0;
    return unsigned(32 * (limbs_.size() - 1) + (32 - std::countl_zero(limbs_.back())));
  }
  void mulSmall(uint32_t m) {
    uint64_t carry = 0;
    for (uint32_t& limb : limbs_) {
      uint64_t p = uint64_t(limb) * m + carry;
      limb = uint32_t(p);
      carry = p >> 32;
    }
    if (carry) limbs_.push_back(uint32_t(carry));
  }
  void shiftLeft(unsigned n) {
    if (isZero()) return;
    limbs_.insert(limbs_.begin(), n / 32, 0);
    unsigned r = n % 32;
    if (!r) return;
    uint32_t carry = 0;
    for (uint32_t& limb : limbs_) {
      uint32_t next = limb >> (32 - r);
      limb = (limb << r) | carry;
      carry = next;
    }
    if (carry) limbs_.push_back(carry);
  }
  uint32_t divSmall(uint32_t d) {  // floor division in place; returns the remainder
    uint64_t rem = 0;
    for (size_t i = limbs_.size(); i-- > 0;) {
      uint64_t cur = (rem << 32) | limbs_[i];
      limbs_[i] = uint32_t(cur / d);
      rem = cur % d;
    }
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
    return uint32_t(rem);
  }

 private:
  std::vector<uint32_t> limbs_;
};

void appendExponent(std::string& out, int exp, bool truncateZero) {
  out.push_back(exp >= 0 ? '+' : '-');
  std::string digits = std::to_string(exp < 0 ? -exp : exp);
  if (!truncateZero && digits.size() < 2) digits.insert(digits.begin(), '0');
  out += digits;
}

// Drops decimal digits below `precision` significant digits by truncation, as APFloat does
// before it extracts digits (this truncation is observable, so it is reproduced exactly).
void adjustToPrecision(BigUInt& sig, int& exp, unsigned precision) {
  unsigned bits = sig.activeBits();
  unsigned bitsRequired = (precision * 196 + 58) / 59;
  if (bits <= bitsRequired) return;
  unsigned tensRemovable = (bits - bitsRequired) * 59 / 196;
  if (!tensRemovable) return;
  exp += int(tensRemovable);
  while (tensRemovable >= 9) {
    sig.divSmall(1000000000u);
    tensRemovable -= 9;
  }
  uint32_t p = 1;
  while (tensRemovable--) p *= 10;
  if (p > 1) sig.divSmall(p);
}

// `digits` holds the least significant digit first; rounds half up on the first dropped digit.
void adjustToPrecision(std::string& digits, int& exp, unsigned precision) {
  size_t n = digits.size();
  if (n <= precision) return;
  size_t first = n - precision;
  if (digits[first - 1] < '5') {
    while (first < n && digits[first] == '0') ++first;
    exp += int(first);
    digits.erase(0, first);
    return;
  }
  for (size_t i = first; i != n; ++i) {
    if (digits[i] == '9') {
      ++first;
    } else {
      ++digits[i];
      break;
    }
  }
  if (first == n) {
    exp += int(first);
    digits = "1";
    return;
  }
  exp += int(first);
  digits.erase(0, first);
}

std::string hexBits(uint64_t bits) {
  static const char* kHex = "0123456789ABCDEF";
  std::string s;
  do {
    s.insert(s.begin(), kHex[bits & 15]);
    bits >>= 4;
  } while (bits);
  return "0x" + s;
}

}  // namespace

bool floatBitsIsNaN(uint64_t bits, FloatFormat f) { return decode(bits, f).category == Decoded::NaN; }
bool floatBitsIsInf(uint64_t bits, FloatFormat f) { return decode(bits, f).category == Decoded::Inf; }

double floatBitsToDouble(uint64_t bits, FloatFormat f) {
  if (f == FloatFormat::F64) return std::bit_cast<double>(bits);
  if (f == FloatFormat::F32) return double(std::bit_cast<float>(uint32_t(bits)));
  Decoded d = decode(bits, f);
  double v = 0;
  switch (d.category) {
    case Decoded::Zero: v = 0; break;
    case Decoded::Inf: v = INFINITY; break;
    case Decoded::NaN: v = NAN; break;
    case Decoded::Normal: v = std::ldexp(double(d.significand), d.exponent); break;
  }
  return d.negative ? -v : v;
}

uint64_t doubleToFloatBits(double value, FloatFormat f) {
  if (f == FloatFormat::F64) return std::bit_cast<uint64_t>(value);
  if (f == FloatFormat::F32) return std::bit_cast<uint32_t>(float(value));
  const FloatSemantics& s = semanticsOf(f);
  int mantBits = s.precision - 1;
  int expBits = s.bits - s.precision;
  uint64_t signBit = std::signbit(value) ? uint64_t(1) << (s.bits - 1) : 0;
  uint64_t expAll = ((uint64_t(1) << expBits) - 1) << mantBits;
  if (std::isnan(value)) {
    uint64_t payload = (std::bit_cast<uint64_t>(value) & ((uint64_t(1) << 52) - 1)) >> (52 - mantBits);
    return signBit | expAll | payload | (uint64_t(1) << (mantBits - 1));
  }
  if (std::isinf(value)) return signBit | expAll;
  if (value == 0) return signBit;
  int e2;
  double frac = std::frexp(std::fabs(value), &e2);  // |value| = frac * 2^e2, frac in [0.5, 1)
  uint64_t m = uint64_t(std::ldexp(frac, 53));      // exact 53-bit integer
  int e = e2 - 53;                                  // |value| = m * 2^e
  int topExp = std::max(e2 - 1, s.minExponent);     // exponent of the result's leading bit
  int quantum = topExp - mantBits;
  int shift = quantum - e;
  uint64_t sig;
  if (shift <= 0) {
    sig = m << -shift;
  } else if (shift >= 64) {
    sig = 0;
  } else {
    sig = m >> shift;
    uint64_t rest = m & ((uint64_t(1) << shift) - 1);
    uint64_t half = uint64_t(1) << (shift - 1);
    if (rest > half || (rest == half && (sig & 1))) ++sig;
  }
  if (sig >> s.precision) {  // rounding carried into a new binade
    sig >>= 1;
    ++topExp;
  }
  if (topExp > s.maxExponent) return signBit | expAll;
  if (sig >> mantBits) {
    uint64_t biased = uint64_t(topExp + s.maxExponent);
    return signBit | (biased << mantBits) | (sig & ((uint64_t(1) << mantBits) - 1));
  }
  return signBit | sig;  // subnormal
}

std::string floatToString(uint64_t bits, FloatFormat f, unsigned precision, unsigned maxPadding, bool truncateZero) {
  Decoded d = decode(bits, f);
  std::string out;
  switch (d.category) {
    case Decoded::Inf: return d.negative ? "-Inf" : "+Inf";
    case Decoded::NaN: return "NaN";
    case Decoded::Zero:
      if (d.negative) out.push_back('-');
      if (!maxPadding) {
        if (truncateZero) {
          out += "0.0E+0";
        } else {
          out += "0.0";
          if (precision > 1) out.append(precision - 1, '0');
          out += "e+00";
        }
      } else {
        out.push_back('0');
      }
      return out;
    case Decoded::Normal: break;
  }
  if (d.negative) out.push_back('-');
  const FloatSemantics& s = semanticsOf(f);
  if (!precision) precision = 2 + unsigned(s.precision) * 59 / 196;

  uint64_t sig64 = d.significand;
  int exp = d.exponent;
  int trailing = std::countr_zero(sig64);
  sig64 >>= trailing;
  exp += trailing;
  BigUInt sig(sig64);
  if (exp > 0) {
    sig.shiftLeft(unsigned(exp));
    exp = 0;
  } else if (exp < 0) {
    // N * 2^-e == N * 5^e * 10^-e
    int texp = -exp;
    while (texp >= 13) {
      sig.mulSmall(1220703125u);  // 5^13
      texp -= 13;
    }
    uint32_t p = 1;
    while (texp--) p *= 5;
    sig.mulSmall(p);
  }
  adjustToPrecision(sig, exp, precision);

  std::string digits;  // least significant first
  bool inTrail = true;
  while (!sig.isZero()) {
    uint32_t digit = sig.divSmall(10);
    if (inTrail && !digit) {
      ++exp;
    } else {
      digits.push_back(char('0' + digit));
      inTrail = false;
    }
  }
  adjustToPrecision(digits, exp, precision);
  unsigned nDigits = unsigned(digits.size());

  bool scientific;
  if (!maxPadding) {
    scientific = true;
  } else if (exp >= 0) {
    scientific = unsigned(exp) > maxPadding || nDigits + unsigned(exp) > precision;
  } else {
    int msd = exp + int(nDigits - 1);
    scientific = msd < 0 && unsigned(-msd) > maxPadding;
  }

  if (scientific) {
    exp += int(nDigits - 1);
    out.push_back(digits[nDigits - 1]);
    out.push_back('.');
    if (nDigits == 1 && truncateZero) {
      out.push_back('0');
    } else {
      for (unsigned i = 1; i != nDigits; ++i) out.push_back(digits[nDigits - 1 - i]);
    }
    if (!truncateZero && precision > nDigits - 1) out.append(precision - nDigits + 1, '0');
    out.push_back(truncateZero ? 'E' : 'e');
    appendExponent(out, exp, truncateZero);
    return out;
  }
  if (exp >= 0) {
    for (unsigned i = 0; i != nDigits; ++i) out.push_back(digits[nDigits - 1 - i]);
    out.append(unsigned(exp), '0');
    return out;
  }
  int wholeDigits = exp + int(nDigits);
  unsigned i = 0;
  if (wholeDigits > 0) {
    for (; i != unsigned(wholeDigits); ++i) out.push_back(digits[nDigits - i - 1]);
    out.push_back('.');
  } else {
    out += "0.";
    out.append(unsigned(-wholeDigits), '0');
  }
  for (; i != nDigits; ++i) out.push_back(digits[nDigits - i - 1]);
  return out;
}

// Correctly rounded reading, used to check that a printed literal reads back exactly.
static std::optional<uint64_t> readBackExact(const std::string& text, FloatFormat f) {
  errno = 0;
  char* end = nullptr;
  if (f == FloatFormat::F32) {
    float v = std::strtof(text.c_str(), &end);
    if (*end) return std::nullopt;
    return std::bit_cast<uint32_t>(v);
  }
  double v = std::strtod(text.c_str(), &end);
  if (*end) return std::nullopt;
  return doubleToFloatBits(v, f);
}

std::string mlirFloatLiteral(uint64_t bits, FloatFormat f) {
  Decoded d = decode(bits, f);
  if (d.category != Decoded::Inf && d.category != Decoded::NaN) {
    std::string shortForm = floatToString(bits, f, 6, 0, false);
    if (readBackExact(shortForm, f) == bits) return shortForm;
    std::string full = floatToString(bits, f);
    if (full.find('.') != std::string::npos) return full;
  }
  return hexBits(bits);
}

std::optional<uint64_t> parseDecimalFloat(std::string_view text, FloatFormat f) {
  std::string copy(text);
  char* end = nullptr;
  double v = std::strtod(copy.c_str(), &end);
  if (end == copy.c_str() || *end) return std::nullopt;
  return doubleToFloatBits(v, f);
}

}  // namespace juxla
