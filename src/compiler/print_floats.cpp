// Julia's shortest float printing, following base/ryu/shortest.jl (writeshortest) as Base.show
// calls it: digits come from the C++ library's shortest round-trip conversion; the layout, the
// :compact rounding to 6 significant digits and the Float32/Float16 spelling follow Ryu.
#include "compiler/print_floats.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "support/float_format.h"

namespace juxla::compiler {

namespace {

struct Decimal {
  std::string digits;  // no leading or trailing zeros
  int exponent = 0;    // of the first digit: value = 0.d1d2... * 10^(exponent+1)
};

Decimal fromScientific(const char* begin, const char* end) {
  Decimal d;
  const char* e = begin;
  while (e < end && *e != 'e') ++e;
  for (const char* p = begin; p < e; ++p)
    if (*p != '.') d.digits += *p;
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  d.exponent = std::atoi(std::string(e + 1, end).c_str());
  return d;
}

// The shortest decimal that reads back as the same value of its width.
Decimal shortestDigits(double v, FloatWidth width) {
  char buf[64];
  if (width == FloatWidth::F64) {
    auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    return fromScientific(buf, r.ptr);
  }
  if (width == FloatWidth::F32) {
    auto r = std::to_chars(buf, buf + sizeof buf, float(v), std::chars_format::scientific);
    return fromScientific(buf, r.ptr);
  }
  uint64_t bits = doubleToFloatBits(v, FloatFormat::F16);
  for (int precision = 0; precision < 8; ++precision) {
    int n = std::snprintf(buf, sizeof buf, "%.*e", precision, v);
    if (doubleToFloatBits(std::strtod(buf, nullptr), FloatFormat::F16) == bits) return fromScientific(buf, buf + n);
  }
  int n = std::snprintf(buf, sizeof buf, "%.8e", v);
  return fromScientific(buf, buf + n);
}

// reduce_shortest with maxsignif = 999_999: when the shortest digits are more than 6, Ryu
// drops digits from the exact value truncated at the shortest's last place, rounding half up
// unless every dropped digit below is zero (then half to even). That is the exact value rounded
// to 6 significant digits, ties to even, which glibc's %.5e computes.
void roundToSix(double v, Decimal& d) {
  if (d.digits.size() <= 6) return;
  char buf[64];
  int n = std::snprintf(buf, sizeof buf, "%.5e", std::fabs(v));
  d = fromScientific(buf, buf + n);
}

}  // namespace

std::string juliaFloatString(double value, FloatWidth width, const FloatStyle& style) {
  const char* suffix = width == FloatWidth::F32 ? "32" : width == FloatWidth::F16 ? "16" : "";
  bool typed32 = style.typed && width == FloatWidth::F32;
  bool typed16 = style.typed && width == FloatWidth::F16;
  std::string out;
  if (std::isnan(value)) return style.typed ? std::string("NaN") + suffix : "NaN";
  if (std::isinf(value)) return std::string(value < 0 ? "-Inf" : "Inf") + (style.typed ? suffix : "");
  std::string sign = std::signbit(value) ? "-" : "";
  if (value == 0) {
    if (typed16) return "Float16(" + sign + "0.0)";
    return sign + "0.0" + (typed32 ? "f0" : "");
  }
  Decimal d = shortestDigits(std::fabs(value), width);  // the sign is written above
  if (style.compact) roundToSix(value, d);
  if (typed16) out += "Float16(";
  out += sign;
  int n = int(d.digits.size());
  int point = d.exponent + 1;  // digits before the decimal point
  int limit = width == FloatWidth::F16 ? 3 : 6;
  if (point > -4 && point <= limit) {
    if (point <= 0) out += "0." + std::string(size_t(-point), '0') + d.digits;
    else if (point >= n) out += d.digits + std::string(size_t(point - n), '0') + ".0";
    else out += d.digits.substr(0, size_t(point)) + "." + d.digits.substr(size_t(point));
    if (typed32) out += "f0";
  } else {
    out += d.digits.substr(0, 1) + "." + (n > 1 ? d.digits.substr(1) : "0");
    out += style.expChar;
    out += std::to_string(d.exponent);
  }
  if (typed16) out += ")";
  return out;
}

}  // namespace juxla::compiler
