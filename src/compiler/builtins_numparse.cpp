// Numbers to and from text (base/parse.jl, base/intfuncs.jl): parse and tryparse of integers in
// any base 2-62 (with Julia's 0x/0o/0b prefixes when no base is given, its whitespace rules and
// its ArgumentError and OverflowError messages), of floats (strtod/strtof, whole string only),
// and of Bool; string(n; base, pad) with lowercase hex; digits and ndigits.
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <variant>

#include "compiler/arrays.h"
#include "compiler/numbers.h"
#include "compiler/strings.h"
#include "frontend/literals.h"
#include "frontend/unicode.h"

namespace juxla::compiler {

namespace {

// Magnitudes of 64-bit integers in any base, with room for one more digit.
__extension__ using Int128 = __int128;
__extension__ using UInt128 = unsigned __int128;

// Julia's isspace: ASCII whitespace, NEL, NBSP and the Unicode space separators.
bool isSpace(uint32_t c) {
  return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
         c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

std::vector<uint32_t> codePoints(std::string_view s) {
  std::vector<uint32_t> out;
  uint32_t i = 0;
  while (i < s.size()) {
    frontend::DecodedChar d = frontend::decodeUtf8(s, i);
    out.push_back(d.valid ? d.code : 0xFFFD);
    i += d.length ? d.length : 1;
  }
  return out;
}

std::string reprChar(uint32_t c) {
  std::string s;
  frontend::appendUtf8(s, c);
  return frontend::quoteJuliaChar(s);
}

uint32_t digitValue(uint32_t c, uint32_t base) {
  uint32_t a = base <= 36 ? 10 : 36;
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + a;
  return base;  // not a digit of any base
}

struct ParseFailure {
  std::string kind, message;
};

// tryparse_internal for integers: the value in `kind`, or the error parse() raises.
std::variant<Value, ParseFailure> parseInteger(Evaluator& ev, Num kind, std::string_view text, int64_t baseArg) {
  const std::string quoted = frontend::quoteJuliaString(text);
  std::vector<uint32_t> cs = codePoints(text);
  size_t i = 0, n = cs.size();
  while (i < n && isSpace(cs[i])) ++i;
  if (i == n) return ParseFailure{"ArgumentError", "input string is empty or only contains whitespace"};
  bool negative = false;
  if (isSignedNum(kind) && (cs[i] == '-' || cs[i] == '+')) {
    negative = cs[i] == '-';
    ++i;
  }
  while (i < n && isSpace(cs[i])) ++i;
  if (i == n) return ParseFailure{"ArgumentError", "premature end of integer: " + quoted};
  int64_t base = baseArg;
  if (base == 0) {
    base = 10;
    if (cs[i] == '0' && i + 1 < n) {
      uint32_t p = cs[i + 1];
      base = p == 'b' ? 2 : p == 'o' ? 8 : p == 'x' ? 16 : 10;
      if (base != 10) {
        i += 2;
        if (i == n) return ParseFailure{"ArgumentError", "premature end of integer: " + quoted};
      }
    }
  }
  // Digits until whitespace; the first bad digit or the first overflow ends it, as in Julia.
  UInt128 value = 0;
  const UInt128 limit = isUnsignedNum(kind) ? ((UInt128)1 << bitsOf(kind)) - 1
                                                      : ((UInt128)1 << (bitsOf(kind) - 1)) - (negative ? 0 : 1);
  while (i < n && !isSpace(cs[i])) {
    uint32_t d = digitValue(cs[i], uint32_t(base));
    if (d >= uint32_t(base))
      return ParseFailure{"ArgumentError", "invalid base " + std::to_string(base) + " digit " + reprChar(cs[i]) + " in " + quoted};
    value = value * uint64_t(base) + d;
    if (value > limit) return ParseFailure{"OverflowError", "overflow parsing " + quoted};
    ++i;
  }
  while (i < n) {
    if (!isSpace(cs[i])) return ParseFailure{"ArgumentError", "extra characters after whitespace in " + quoted};
    ++i;
  }
  uint64_t bits = uint64_t(value);
  if (negative) bits = uint64_t(0) - bits;
  return fromInt(ev, kind, bits);
}

std::variant<Value, ParseFailure> parseBool(Evaluator& ev, std::string_view text) {
  const std::string quoted = frontend::quoteJuliaString(text);
  if (text.empty()) return ParseFailure{"ArgumentError", "input string is empty"};
  if (text[0] >= '0' && text[0] <= '9') {
    auto r = parseInteger(ev, Num::UInt8, text, 0);
    if (Value* v = std::get_if<Value>(&r); v && v->rawBits() <= 1) return ev.universe().boolean(v->rawBits() == 1);
    return ParseFailure{"ArgumentError", "invalid Bool representation: " + quoted};
  }
  std::vector<uint32_t> cs = codePoints(text);
  size_t a = 0, b = cs.size();
  while (a < b && isSpace(cs[a])) ++a;
  while (b > a && isSpace(cs[b - 1])) --b;
  std::string core;
  for (size_t k = a; k < b; ++k) frontend::appendUtf8(core, cs[k]);
  if (core == "true") return ev.universe().boolean(true);
  if (core == "false") return ev.universe().boolean(false);
  if (a == b) return ParseFailure{"ArgumentError", "input string only contains whitespace"};
  return ParseFailure{"ArgumentError", "invalid Bool representation: " + quoted};
}

// jl_try_substrtod/jl_try_substrtof: leading and trailing whitespace allowed, the rest must be one
// float in range.
std::variant<Value, ParseFailure> parseFloat(Evaluator& ev, Num kind, std::string_view text) {
  ParseFailure fail{"ArgumentError", "cannot parse " + frontend::quoteJuliaString(text) + " as " +
                                         ev.universe().show(typeOfNum(ev.core(), kind))};
  std::string s(text);
  const char* begin = s.c_str();
  while (*begin && isSpace(uint8_t(*begin))) ++begin;
  if (!*begin || s.find('\0') != std::string::npos) return fail;
  char* end = nullptr;
  errno = 0;
  double d = 0;
  if (kind == Num::Float64) d = std::strtod(begin, &end);
  else d = double(std::strtof(begin, &end));  // Float16 parses as Float32 first, as Julia does
  if (end == begin) return fail;
  // Overflow to ±Inf and underflow to zero fail (ERANGE with a zero or infinite result); "Inf" itself
  // and subnormal results parse.
  if (errno == ERANGE && (d == 0 || std::isinf(d))) return fail;
  while (*end && isSpace(uint8_t(*end))) ++end;
  if (*end) return fail;
  return fromDouble(ev, kind, d);
}

std::variant<Value, ParseFailure> parseNumber(Evaluator& ev, CallArgs& call) {
  const JType* t = call[1].asType();
  Num kind = numOfType(ev.core(), t);
  if (kind == Num::None || !isStringValue(ev, call[2])) raiseNoMethod(ev, call);  // String or SubString{String}
  const std::string& text = stringOf(call[2]);
  int64_t base = 0;
  for (auto& [k, v] : call.keywords) {
    if (k->view() != "base")
      ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"" + std::string(k->view()) + "\"", call.span);
    if (v.type() == ev.core().Nothing) continue;
    if (isFloatNum(kind)) ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"base\"", call.span);
    base = v.asInt();
    if (base < 2 || base > 62)
      ev.raise("ArgumentError", "invalid base: base must be 2 ≤ base ≤ 62, got " + std::to_string(base), call.span);
  }
  if (isFloatNum(kind)) return parseFloat(ev, kind, text);
  if (kind == Num::Bool) return parseBool(ev, text);
  return parseInteger(ev, kind, text, base);
}

Value parse(Evaluator& ev, CallArgs& call) {
  auto r = parseNumber(ev, call);
  if (ParseFailure* f = std::get_if<ParseFailure>(&r)) ev.raise(f->kind, f->message, call.span);
  return std::get<Value>(r);
}

Value tryparse(Evaluator& ev, CallArgs& call) {
  auto r = parseNumber(ev, call);
  if (std::get_if<ParseFailure>(&r)) return ev.universe().nothing();
  return std::get<Value>(r);
}

// ---- integers to text ----

int64_t integerKeyword(Evaluator& ev, CallArgs& call, std::string_view name, int64_t fallback) {
  for (auto& [k, v] : call.keywords) {
    if (k->view() != name) continue;
    if (!isIntNum(numOf(ev.core(), v.type())))
      ev.raise("TypeError", "in keyword argument " + std::string(name) + ", expected Integer, got a value of type " +
                                ev.universe().show(v.type()), call.span);
    return v.asInt();
  }
  return fallback;
}

void onlyKeywords(Evaluator& ev, CallArgs& call, std::initializer_list<std::string_view> allowed) {
  for (auto& [k, v] : call.keywords) {
    bool ok = false;
    for (std::string_view a : allowed) ok = ok || k->view() == a;
    if (!ok) ev.raise("MethodError", calleeName(ev, call) + " got unsupported keyword argument \"" + std::string(k->view()) + "\"", call.span);
  }
}

// The digits of |x| (or of x in a negative base), least significant first.
std::vector<int> digitsOf(UInt128 magnitude, bool negative, int64_t base) {
  std::vector<int> out;
  if (base > 0) {
    while (magnitude) {
      out.push_back(int(magnitude % uint64_t(base)));
      magnitude /= uint64_t(base);
    }
    return out;
  }
  Int128 x = negative ? -(Int128)magnitude : (Int128)magnitude;
  Int128 b = base;
  while (x != 0) {
    Int128 m = x % -b;  // mod(x, -b)
    if (m < 0) m += -b;
    out.push_back(int(m));
    x = (x - m) / b;  // cld(x, b) for this remainder
  }
  return out;
}

Value integerString(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (call.keywords.empty() && n == Num::Bool) return makeString(ev, call[1].asBool() ? "true" : "false");
  onlyKeywords(ev, call, {"base", "pad"});
  int64_t base = integerKeyword(ev, call, "base", 10), pad = integerKeyword(ev, call, "pad", 1);
  bool negative = isSignedNum(n) && call[1].asInt() < 0;
  UInt128 mag = negative ? (UInt128)(uint64_t(0) - call[1].rawBits()) : call[1].rawBits();
  if (n == Num::Bool) mag = call[1].rawBits();
  bool special = base == 2 || base == 8 || base == 10 || base == 16;
  if (!special && !(2 <= std::llabs(base) && std::llabs(base) <= 62))
    raiseDomain(ev, ev.universe().int64(base), "base must satisfy 2 ≤ abs(base) ≤ 62", call.span);
  const char* chars = std::llabs(base) <= 36 ? "0123456789abcdefghijklmnopqrstuvwxyz"
                                             : "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  std::vector<int> ds = digitsOf(mag, negative, base);
  std::string s;
  for (int64_t k = int64_t(ds.size()); k < pad; ++k) s += '0';
  for (size_t k = ds.size(); k-- > 0;) s += chars[ds[k]];
  if (negative && base > 0) s = "-" + s;
  return makeString(ev, std::move(s));
}

// ndigits(n; base, pad) and digits([T,] n; base, pad).
int64_t digitCount(Evaluator& ev, CallArgs& call, const Value& x, int64_t base) {
  if (base >= -1 && base <= 1) raiseDomain(ev, ev.universe().int64(base), "The base must not be in `[-1, 0, 1]`.", call.span);
  Num n = numOf(ev.core(), x.type());
  bool negative = isSignedNum(n) && x.asInt() < 0;
  UInt128 mag = negative ? (UInt128)(uint64_t(0) - x.rawBits()) : x.rawBits();
  return int64_t(digitsOf(mag, negative, base).size());
}

Value ndigits(Evaluator& ev, CallArgs& call) {
  if (!isIntNum(numOf(ev.core(), call[1].type()))) raiseNoMethod(ev, call);
  onlyKeywords(ev, call, {"base", "pad"});
  int64_t base = integerKeyword(ev, call, "base", 10), pad = integerKeyword(ev, call, "pad", 1);
  return ev.universe().int64(std::max(pad, digitCount(ev, call, call[1], base)));
}

Value digits(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  size_t xi = 1;
  const JType* elementType = c.Int64;
  if (isTypeValue(ev, call[1])) {
    elementType = call[1].asType();
    xi = 2;
  }
  if (xi >= call.size() || xi + 1 != call.size()) raiseNoMethod(ev, call);
  const Value& x = call[xi];
  Num n = numOf(c, x.type());
  if (!isIntNum(n)) raiseNoMethod(ev, call);
  onlyKeywords(ev, call, {"base", "pad"});
  int64_t base = integerKeyword(ev, call, "base", 10), pad = integerKeyword(ev, call, "pad", 1);
  if (xi == 1)
    for (auto& [k, v] : call.keywords)
      if (k->view() == "base") elementType = v.type();  // digits(n; base) has the base's type
  if (std::llabs(base) < 2) raiseDomain(ev, ev.universe().int64(base), "base must be ≥ 2 or ≤ -2", call.span);
  bool negative = isSignedNum(n) && x.asInt() < 0;
  UInt128 mag = negative ? (UInt128)(uint64_t(0) - x.rawBits()) : x.rawBits();
  std::vector<int> ds = digitsOf(mag, negative, base);
  int64_t count = std::max<int64_t>(pad, int64_t(ds.size()));
  Value out = newArray(ev, elementType, {count});
  for (int64_t k = 0; k < count; ++k) {
    int64_t d = k < int64_t(ds.size()) ? ds[size_t(k)] : 0;
    if (negative && base > 0) d = -d;  // digits(-256) are negative
    arraySet(ev, arrayOf(out), k, ev.universe().int64(d), call.span);
  }
  return out;
}

}  // namespace

void registerNumParseBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const JType* anyType = u.apply(c.Type, {u.typeValue(u.typeVar(intern("T")))});
  ev.defineBuiltin(base, "parse", {anyType, c.AbstractString}, parse)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "tryparse", {anyType, c.AbstractString}, tryparse)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "string", {c.Integer}, integerString)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "ndigits", {c.Integer}, ndigits)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "digits", {c.Any}, digits, true)->hasKeywordSplat = true;
}

}  // namespace juxla::compiler
