// @printf and @sprintf as Julia's Printf stdlib implements them (Printf.Format and Printf.fmt):
// its format grammar and error messages, its integer layout (a sign and 0x prefix before the
// digits of |x|, so %x of -255 is -ff), floats with C's digits (glibc rounds exactly, like Ryu),
// Inf and NaN spelled as Julia spells them, its own %a, and `*` widths and precisions (Julia 1.10).
#include <cmath>
#include <cstdio>
#include <cstring>

#include "compiler/builtins.h"
#include "compiler/printer.h"
#include "compiler/strings.h"
#include "support/float_format.h"

namespace juxla::compiler {

namespace {

struct Spec {
  bool leftalign = false, plus = false, space = false, zero = false, hash = false;
  int64_t width = 0, precision = 0;
  bool dynamicWidth = false, dynamicPrecision = false;
  char type = 'd';
};

struct Format {
  std::vector<std::string> texts;  // texts.size() == specs.size() + 1, with %% already unescaped
  std::vector<Spec> specs;
};

[[noreturn]] void formatError(Evaluator& ev, const std::string& msg, frontend::SourceSpan span) {
  ev.raise("ArgumentError", msg, span);
}

// Printf.Format(f): literal text and specifiers %[flags][width|*][.precision|*][modifier]type.
Format parseFormat(Evaluator& ev, const std::string& f, frontend::SourceSpan span) {
  if (f.empty()) formatError(ev, "empty format string", span);
  std::string quoted = "'" + f + "'";
  Format out;
  std::string text;
  size_t pos = 0, len = f.size();
  while (true) {
    // Literal text up to the next lone %.
    while (pos < len) {
      char b = f[pos++];
      if (b != '%') {
        text += b;
        continue;
      }
      if (pos >= len) formatError(ev, "invalid format string: " + quoted, span);
      if (f[pos] == '%') {
        text += '%';
        ++pos;
        continue;
      }
      goto spec;
    }
    out.texts.push_back(text);
    return out;
  spec:
    out.texts.push_back(text);
    text.clear();
    Spec s;
    auto next = [&]() -> char {
      if (pos >= len) formatError(ev, "incomplete format string: " + quoted, span);
      return f[pos++];
    };
    char b = next();
    while (true) {
      if (b == '-') s.leftalign = true;
      else if (b == '+') s.plus = true;
      else if (b == ' ') s.space = true;
      else if (b == '0') s.zero = true;
      else if (b == '#') s.hash = true;
      else break;
      b = next();
    }
    if (s.leftalign) s.zero = false;
    if (b == '*') {
      s.dynamicWidth = true;
      b = next();
    } else {
      while (b >= '0' && b <= '9') {
        s.width = s.width * 10 + (b - '0');
        b = next();
      }
    }
    bool parsedPrecision = false;
    if (b == '.') {
      parsedPrecision = true;
      b = next();
      if (b == '*') {
        s.dynamicPrecision = true;
        b = next();
      } else {
        while (b >= '0' && b <= '9') {
          s.precision = s.precision * 10 + (b - '0');
          b = next();
        }
      }
    }
    if (b == 'h' || b == 'l') {
      char prev = b;
      b = next();
      if (b == prev) b = next();
    } else if (std::strchr("Ljqtz", b)) {
      b = next();
    }
    if (!std::strchr("diouxXeEfFgGaAcCsS", b))
      formatError(ev, "invalid format string: " + quoted + ", invalid type specifier: '" + std::string(1, b) + "'", span);
    s.type = b;
    bool isInt = std::strchr("diouxX", b) != nullptr;
    if (isInt && s.precision > 0) s.zero = false;
    else if (std::strchr("sScC", b) && !parsedPrecision) s.precision = -1;
    else if ((b == 'a' || b == 'A') && !parsedPrecision) s.precision = -1;
    else if (!isInt && !parsedPrecision) s.precision = 6;
    out.specs.push_back(s);
  }
}

void padTo(std::string& out, int64_t n, char c) {
  if (n > 0) out.append(size_t(n), c);
}

// %c: Char(first(arg)), padded by textwidth.
void formatChar(Evaluator& ev, std::string& out, const Spec& s, const Value& arg, frontend::SourceSpan span) {
  uint32_t c;
  if (arg.type() == ev.core().Char) c = arg.asChar();
  else if (isStringValue(ev, arg) && !stringOf(arg).empty()) c = decodeCharAt(stringOf(arg), 0);
  else if (arg.type() == ev.core().Int64) c = uint32_t(arg.asInt());
  else ev.raise("MethodError", "no method matching Char(::" + ev.universe().show(arg.type()) + ")", span);
  int64_t w = charWidth(c);
  if (!s.leftalign) padTo(out, s.width - w, ' ');
  out += encodeChar(c);
  if (s.leftalign) padTo(out, s.width - w, ' ');
}

// %s: string(arg), cut to `precision` columns; # adds quotes (strings) or a colon (symbols).
void formatString(Evaluator& ev, std::string& out, const Spec& s, const Value& arg) {
  std::string str = ev.printValue(arg);
  bool isStr = isStringValue(ev, arg), isSym = arg.type() == ev.core().Symbol;
  int64_t slen = textWidth(str) + (s.hash ? (isStr ? 2 : 1) : 0);
  int64_t p = s.precision == -1 ? slen : std::min(slen, s.precision);
  int64_t op = p;
  if (!s.leftalign) padTo(out, s.width - p, ' ');
  if (s.hash && isSym) {
    out += ':';
    --p;
  } else if (s.hash && isStr) {
    out += '"';
    --p;
  }
  for (size_t i = 0; i < str.size(); i = nextCharIndex(str, i)) {
    p -= charWidth(decodeCharAt(str, i));
    if (p < 0) break;
    out += str.substr(i, nextCharIndex(str, i) - i);
  }
  if (s.hash && isStr && p > 0) out += '"';
  if (s.leftalign) padTo(out, s.width - op, ' ');
}

bool isIntegerArg(Evaluator& ev, const Value& v) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  return t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 || t == c.UInt8 || t == c.UInt16 || t == c.UInt32 ||
         t == c.UInt64 || t == c.Bool;
}

bool isFloatArg(Evaluator& ev, const Value& v) {
  const CoreTypes& c = ev.core();
  return v.type() == c.Float64 || v.type() == c.Float32 || v.type() == c.Float16;
}

double floatOf(Evaluator& ev, const Value& v) {
  const CoreTypes& c = ev.core();
  if (v.type() == c.Float64) return v.asFloat64();
  if (v.type() == c.Float32) return double(v.asFloat32());
  if (v.type() == c.Float16) return floatBitsToDouble(v.rawBits(), FloatFormat::F16);
  if (v.type() == c.UInt8 || v.type() == c.UInt16 || v.type() == c.UInt32 || v.type() == c.UInt64) return double(v.rawBits());
  return double(v.asInt());
}

void formatFloat(Evaluator& ev, std::string& out, const Spec& s, const Value& arg, frontend::SourceSpan span);

// Printf.fmt for d i u o x X: sign, prefix, zeros to the precision, the digits of |x|.
void formatInt(Evaluator& ev, std::string& out, const Spec& s, const Value& arg, frontend::SourceSpan span) {
  if (isFloatArg(ev, arg)) {
    Spec f = s;
    f.type = 'f';
    f.precision = 0;
    return formatFloat(ev, out, f, arg, span);
  }
  if (!isIntegerArg(ev, arg)) ev.raise("MethodError", "no method matching ndigits(::" + ev.universe().show(arg.type()) + "; base=10, pad=1)", span);
  const CoreTypes& c = ev.core();
  bool isUnsigned = arg.type() == c.UInt8 || arg.type() == c.UInt16 || arg.type() == c.UInt32 || arg.type() == c.UInt64;
  bool neg = !isUnsigned && arg.asInt() < 0;
  uint64_t x = isUnsigned ? arg.rawBits() : neg ? uint64_t(0) - uint64_t(arg.asInt()) : uint64_t(arg.asInt());
  int base = (s.type == 'x' || s.type == 'X') ? 16 : s.type == 'o' ? 8 : 10;
  const char* digitsOf = s.type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string digits;
  do {
    digits.insert(digits.begin(), digitsOf[x % uint64_t(base)]);
    x /= uint64_t(base);
  } while (x);
  int64_t n = int64_t(digits.size());
  std::string prefix = s.hash ? (s.type == 'o' ? "0" : s.type == 'x' ? "0x" : s.type == 'X' ? "0X" : "") : "";
  int64_t arglen = n + ((neg || s.plus || s.space) ? 1 : 0) + int64_t(prefix.size());
  int64_t arglen2 = arglen < s.width && s.precision > 0 ? arglen + std::min(std::max<int64_t>(0, s.precision - n), s.width - arglen) : arglen;
  if (!s.leftalign && !s.zero && arglen2 < s.width) padTo(out, s.width - arglen2, ' ');
  if (neg) out += '-';
  else if (s.plus) out += '+';
  else if (s.space) out += ' ';
  out += prefix;
  if (s.zero && arglen2 < s.width) padTo(out, s.width - arglen2, '0');
  else if (n < s.precision) padTo(out, s.precision - n, '0');
  else if (arglen < arglen2) padTo(out, arglen2 - arglen, '0');
  out += digits;
  if (s.leftalign && arglen2 < s.width) padTo(out, s.width - arglen2, ' ');
}

std::string cFormat(const Spec& s, char conv, double x) {
  std::string spec = "%";
  if (s.plus) spec += '+';
  if (s.space) spec += ' ';
  if (s.hash) spec += '#';
  spec += "." + std::to_string(s.precision) + conv;
  int n = std::snprintf(nullptr, 0, spec.c_str(), x);
  std::string buf(size_t(n) + 1, '\0');
  std::snprintf(buf.data(), buf.size(), spec.c_str(), x);
  buf.resize(size_t(n));
  return buf;
}

// Printf's own %a: the significand in hex after frexp, an exponent in decimal.
std::string hexFloat(const Spec& s, double x, bool upper) {
  const char* hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string out = upper ? "0X" : "0x";
  int64_t prec = s.precision;
  if (x == 0) {
    out += '0';
    if (prec > 0) out += "." + std::string(size_t(prec), '0');
    return out + (upper ? "P+0" : "p+0");
  }
  int p;
  double sig = std::frexp(x, &p);
  uint64_t u;
  int n;
  if (prec > -1) {
    int sigbits = 4 * int(std::min<int64_t>(prec, 13));
    sig = 0.25 * std::nearbyint(std::ldexp(sig, 1 + sigbits));
    uint64_t bits;
    std::memcpy(&bits, &sig, 8);
    u = (bits & 0x003fffffffffffffULL) >> (52 - sigbits);
    n = 16 - (u ? __builtin_clzll(u) >> 2 : 16);
  } else {
    sig *= 2.0;
    uint64_t bits;
    std::memcpy(&bits, &sig, 8);
    u = bits & 0x001fffffffffffffULL;
    int t = __builtin_ctzll(u) >> 2;
    u >>= (t << 2);
    n = 14 - t;
  }
  bool frac = u > 9 || s.hash || prec > 0;
  std::string digits(size_t(n), '0');
  for (int i = n - 1; i >= 1; --i) {
    digits[size_t(i)] = hex[u & 0x0f];
    u >>= 4;
    --prec;
  }
  digits[0] = hex[u & 0x0f];
  out += digits.substr(0, 1);
  if (frac) out += '.';
  out += digits.substr(1);
  if (prec > 0) out.append(size_t(prec), '0');
  out += upper ? 'P' : 'p';
  --p;
  out += p < 0 ? '-' : '+';
  out += std::to_string(p < 0 ? -p : p);
  return out;
}

// Printf.fmt for floats, then its padding (zeros go after the sign and the 0x of %a).
void formatFloat(Evaluator& ev, std::string& out, const Spec& s, const Value& arg, frontend::SourceSpan span) {
  if (!isFloatArg(ev, arg) && !isIntegerArg(ev, arg))
    ev.raise("MethodError", "no method matching Float64(::" + ev.universe().show(arg.type()) + ")", span);
  double x = floatOf(ev, arg);
  char t = s.type;
  std::string body;
  std::string sign = std::signbit(x) ? "-" : s.plus ? "+" : s.space ? " " : "";
  if (t == 'a' || t == 'A') {
    if (std::isnan(x)) body = sign + "NaN";
    else if (std::isinf(x)) body = sign + "Inf";
    else body = sign + hexFloat(s, std::fabs(x), t == 'A');
  } else if (std::isnan(x)) {
    body = (t == 'g' || t == 'G') ? (s.plus ? "+NaN" : s.space ? " NaN" : "NaN") : "NaN";
  } else if (std::isinf(x)) {
    body = sign + "Inf";
  } else {
    char conv = t == 'F' ? 'f' : t;
    body = cFormat(s, conv, x);
  }
  int64_t len = int64_t(body.size());
  if (len >= s.width) {
    out += body;
    return;
  }
  int64_t n = s.width - len;
  if (s.leftalign) {
    out += body;
    padTo(out, n, ' ');
  } else if (s.zero) {
    size_t ex = ((floatOf(ev, arg) < 0 || s.plus || s.space) ? 1 : 0) + ((t == 'a' || t == 'A') ? 2 : 0);
    ex = std::min(ex, body.size());
    out += body.substr(0, ex);
    padTo(out, n, '0');
    out += body.substr(ex);
  } else {
    padTo(out, n, ' ');
    out += body;
  }
}

int64_t starArgument(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  if (!isIntegerArg(ev, v) || v.type() == ev.core().Bool)
    ev.raise("ArgumentError", "a `*` width or precision needs an Integer argument, got a value of type " + ev.universe().show(v.type()), span);
  return v.asInt();
}

std::string formatAll(Evaluator& ev, const std::string& fmt, CallArgs& call, size_t first) {
  Format f = parseFormat(ev, fmt, call.span);
  size_t needed = 0;
  for (const Spec& s : f.specs) needed += 1 + (s.dynamicWidth ? 1 : 0) + (s.dynamicPrecision ? 1 : 0);
  size_t given = call.size() - first;
  if (needed != given)
    ev.raise("ArgumentError", "Number of format specifiers and number of provided args differ: " + std::to_string(needed) + " != " +
                                  std::to_string(given), call.span);
  std::string out = f.texts[0];
  size_t arg = first;
  for (size_t i = 0; i < f.specs.size(); ++i) {
    Spec s = f.specs[i];
    if (s.dynamicWidth) {
      s.width = starArgument(ev, call[arg++], call.span);
      if (s.width < 0) {
        s.width = -s.width;
        s.leftalign = true;
        s.zero = false;
      }
    }
    if (s.dynamicPrecision) s.precision = starArgument(ev, call[arg++], call.span);
    const Value& x = call[arg++];
    switch (s.type) {
      case 'c': case 'C': formatChar(ev, out, s, x, call.span); break;
      case 's': case 'S': formatString(ev, out, s, x); break;
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': formatInt(ev, out, s, x, call.span); break;
      default: formatFloat(ev, out, s, x, call.span); break;
    }
    out += f.texts[i + 1];
  }
  return out;
}

bool isIO(const Value& v) { return v.isObject() && dynamic_cast<IOObject*>(v.obj()) != nullptr; }

Value builtinPrintf(Evaluator& ev, CallArgs& call) {
  bool toIO = call.size() >= 2 && isIO(call[1]);
  size_t formatIndex = toIO ? 2 : 1;
  if (call.size() <= formatIndex) ev.raise("ArgumentError", "must provide required format string", call.span);
  if (!isStringValue(ev, call[formatIndex]))
    ev.raise("ArgumentError", "@printf's format must be a string, got a value of type " + ev.universe().show(call[formatIndex].type()), call.span);
  std::string text = formatAll(ev, stringOf(call[formatIndex]), call, formatIndex + 1);
  const Value& io = toIO ? call[1] : ev.baseModule()->findOwn(intern("stdout"))->value;
  io.as<IOObject>()->write(text);
  return ev.universe().nothing();
}

Value builtinSprintf(Evaluator& ev, CallArgs& call) {
  if (call.size() < 2 || !isStringValue(ev, call[1]))
    ev.raise("ArgumentError", "@sprintf needs a format string", call.span);
  return makeString(ev, formatAll(ev, stringOf(call[1]), call, 2));
}

}  // namespace

void registerPrintfBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  ev.defineBuiltin(base, "__printf", {ev.core().Any}, builtinPrintf, true);
  ev.defineBuiltin(base, "__sprintf", {ev.core().Any}, builtinSprintf, true);
}

}  // namespace juxla::compiler
