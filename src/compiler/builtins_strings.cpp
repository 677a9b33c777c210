// Strings (helper: printing and strings): SubString{String}, byte indexing with Julia's
// StringIndexError, iteration by character, index arithmetic (nextind, prevind, thisind),
// concatenation and repetition, comparison, search (findfirst/findnext/occursin/startswith),
// and conversions to and from bytes. Splitting, stripping, replacing and case live in
// builtins_string_ops.cpp, Char in builtins_chars.cpp.
#include "compiler/strings.h"

#include <algorithm>
#include <utf8proc.h>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"
#include "frontend/literals.h"
#include "frontend/unicode.h"

namespace juxla::compiler {

uint32_t decodeCharAt(std::string_view s, size_t i) {
  frontend::DecodedChar d = frontend::decodeUtf8(s, uint32_t(i));
  return d.valid ? uint32_t(d.code) : 0xFFFD;
}

size_t nextCharIndex(std::string_view s, size_t i) {
  frontend::DecodedChar d = frontend::decodeUtf8(s, uint32_t(i));
  return i + std::max<uint32_t>(1, d.length);
}

bool isCharStart(std::string_view s, size_t i) {
  if (i >= s.size()) return false;
  unsigned char b = static_cast<unsigned char>(s[i]);
  if ((b & 0xC0) != 0x80) return true;
  // A continuation byte starts a character only when it is not inside a valid sequence.
  size_t start = i;
  while (start > 0 && i - start < 3 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
  if ((static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) return true;
  return nextCharIndex(s, start) <= i;
}

size_t textLength(std::string_view s) {
  size_t n = 0;
  for (size_t i = 0; i < s.size(); i = nextCharIndex(s, i)) ++n;
  return n;
}

int charWidth(uint32_t c) {
  if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return 0;
  if (c < 0x7F) return 1;
  return std::max(0, utf8proc_charwidth(utf8proc_int32_t(c)));
}

int64_t textWidth(std::string_view s) {
  int64_t w = 0;
  for (size_t i = 0; i < s.size(); i = nextCharIndex(s, i)) w += charWidth(decodeCharAt(s, i));
  return w;
}

std::string encodeChar(uint32_t c) {
  std::string s;
  frontend::appendUtf8(s, c);
  return s;
}

namespace {

const SymbolName* subStringName() {
  static const SymbolName* name = intern("SubString");
  return name;
}

const DataType* subStringType(Evaluator& ev) {
  const Value& wrapper = ev.baseModule()->findOwn(subStringName())->value;
  const JType* t = wrapper.asType();
  while (t->kind == TypeKind::UnionAll) t = static_cast<const UnionAll*>(t)->body;
  return ev.universe().apply(static_cast<const DataType*>(t)->name, {ev.universe().typeValue(ev.core().String)});
}

}  // namespace

bool isSubString(Evaluator& ev, const Value& v) {
  return v.type()->name->name == subStringName() && v.type()->name->module == ev.baseModule();
}

bool isStringValue(Evaluator& ev, const Value& v) { return v.type() == ev.core().String || isSubString(ev, v); }

Value makeSubString(Evaluator& ev, std::string text) {
  ev.checkAllocation(double(text.size()), {});
  return Value::object(subStringType(ev), new StringObject(std::move(text)));
}

std::string stringSummary(Evaluator& ev, const Value& s) {
  const std::string& text = stringOf(s);
  std::string prefix = text.empty() ? "empty" : std::to_string(text.size()) + "-codeunit";
  return prefix + " " + ev.universe().show(s.type());
}

namespace {

Value int64Of(Evaluator& ev, int64_t i) { return ev.universe().int64(i); }

int64_t intArg(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 || t == c.Bool) return v.asInt();
  if (t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64) return int64_t(v.rawBits());
  ev.raise("MethodError", "an integer index was expected, got a value of type " + ev.universe().show(t), span);
}

Value unitRange(Evaluator& ev, int64_t start, int64_t stop) {
  const DataType* t = ev.universe().apply(ev.core().UnitRange, {ev.universe().typeValue(ev.core().Int64)});
  return Value::object(t, new StructObject({int64Of(ev, start), int64Of(ev, stop)}));
}

[[noreturn]] void boundsError(Evaluator& ev, const Value& s, const std::string& index, frontend::SourceSpan span) {
  ev.raise("BoundsError", "attempt to access " + stringSummary(ev, s) + " at index [" + index + "]", span);
}

// Base's showerror for StringIndexError: the bad index and the valid ones around it.
[[noreturn]] void stringIndexError(Evaluator& ev, const Value& s, int64_t i, frontend::SourceSpan span) {
  const std::string& text = stringOf(s);
  std::string msg = "invalid index [" + std::to_string(i) + "]";
  if (i >= 1 && i <= int64_t(text.size())) {
    size_t prev = size_t(i - 1);
    while (prev > 0 && !isCharStart(text, prev)) --prev;
    size_t next = nextCharIndex(text, prev);
    auto quoted = [&](size_t at) {
      std::string one = text.substr(at, nextCharIndex(text, at) - at);
      std::string q = frontend::quoteJuliaString(one);
      return q.substr(1, q.size() - 2);
    };
    if (next < text.size())
      msg += ", valid nearby indices [" + std::to_string(prev + 1) + "]=>'" + quoted(prev) + "', [" + std::to_string(next + 1) +
             "]=>'" + quoted(next) + "'";
    else
      msg += ", valid nearby index [" + std::to_string(prev + 1) + "]=>'" + quoted(prev) + "'";
  }
  ev.raise("StringIndexError", msg, span);
}

// ---- size and indexing ----

Value builtinLength(Evaluator& ev, CallArgs& call) { return int64Of(ev, int64_t(textLength(stringOf(call[1])))); }
Value builtinNcodeunits(Evaluator& ev, CallArgs& call) { return int64Of(ev, int64_t(stringOf(call[1]).size())); }

Value builtinCodeunit(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  if (i < 1 || i > int64_t(s.size())) boundsError(ev, call[1], std::to_string(i), call.span);
  return Value::bits(ev.core().UInt8, static_cast<unsigned char>(s[size_t(i - 1)]));
}

Value builtinGetindex(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  if (i < 1 || i > int64_t(s.size())) boundsError(ev, call[1], std::to_string(i), call.span);
  if (!isCharStart(s, size_t(i - 1))) stringIndexError(ev, call[1], i, call.span);
  return ev.universe().character(decodeCharAt(s, size_t(i - 1)));
}

// s[i:j]: both ends must start characters; the result runs to the end of the character at j.
Value builtinGetindexRange(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  const auto& f = call[2].as<StructObject>()->fields;
  int64_t i = intArg(ev, f[0], call.span), j = intArg(ev, f[1], call.span);
  if (j < i) return makeString(ev, "");
  if (i < 1 || j > int64_t(s.size())) boundsError(ev, call[1], std::to_string(i) + ":" + std::to_string(j), call.span);
  if (!isCharStart(s, size_t(i - 1))) stringIndexError(ev, call[1], i, call.span);
  if (!isCharStart(s, size_t(j - 1))) stringIndexError(ev, call[1], j, call.span);
  size_t end = nextCharIndex(s, size_t(j - 1));
  return makeString(ev, s.substr(size_t(i - 1), end - size_t(i - 1)));
}

// SubString(s, i, j) and SubString(s, i): a view in Julia, a copy here (see strings.h).
Value builtinSubString(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  int64_t j = call.size() > 3 ? intArg(ev, call[3], call.span) : int64_t(s.size());
  if (j < i) return makeSubString(ev, "");
  if (i < 1 || j > int64_t(s.size())) boundsError(ev, call[1], std::to_string(i) + ":" + std::to_string(j), call.span);
  if (!isCharStart(s, size_t(i - 1))) stringIndexError(ev, call[1], i, call.span);
  if (!isCharStart(s, size_t(j - 1))) stringIndexError(ev, call[1], j, call.span);
  size_t end = nextCharIndex(s, size_t(j - 1));
  return makeSubString(ev, s.substr(size_t(i - 1), end - size_t(i - 1)));
}

Value builtinSubStringRange(Evaluator& ev, CallArgs& call) {
  const auto& f = call[2].as<StructObject>()->fields;
  CallArgs inner;
  inner.span = call.span;
  inner.args.push(call[0]);
  inner.args.push(call[1]);
  inner.args.push(f[0]);
  inner.args.push(f[1]);
  return builtinSubString(ev, inner);
}

Value builtinFirstindex(Evaluator& ev, CallArgs&) { return int64Of(ev, 1); }

Value builtinLastindex(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  size_t i = s.size();
  while (i > 0 && !isCharStart(s, i - 1)) --i;
  return int64Of(ev, int64_t(i));
}

Value builtinIsvalidIndex(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  return ev.universe().boolean(i >= 1 && i <= int64_t(s.size()) && isCharStart(s, size_t(i - 1)));
}

Value builtinThisind(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  int64_t n = int64_t(s.size());
  if (i < 0 || i > n + 1) boundsError(ev, call[1], std::to_string(i), call.span);
  if (i == 0 || i == n + 1) return int64Of(ev, i);
  size_t k = size_t(i - 1);
  while (k > 0 && !isCharStart(s, k)) --k;
  return int64Of(ev, int64_t(k + 1));
}

// nextind(s, i, n=1): the n-th character start after i (past the end: one more per step).
Value builtinNextind(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  int64_t count = call.size() > 3 ? intArg(ev, call[3], call.span) : 1;
  int64_t n = int64_t(s.size());
  if (count < 0) ev.raise("ArgumentError", "n cannot be negative: " + std::to_string(count), call.span);
  if (i < 0 || i > n) boundsError(ev, call[1], std::to_string(i), call.span);
  for (int64_t k = 0; k < count; ++k) {
    if (i >= n) {
      i += count - k;
      break;
    }
    i = i == 0 ? 1 : int64_t(nextCharIndex(s, size_t(i - 1))) + 1;
    while (i <= n && !isCharStart(s, size_t(i - 1))) ++i;
  }
  return int64Of(ev, i);
}

Value builtinPrevind(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = intArg(ev, call[2], call.span);
  int64_t count = call.size() > 3 ? intArg(ev, call[3], call.span) : 1;
  int64_t n = int64_t(s.size());
  if (count < 0) ev.raise("ArgumentError", "n cannot be negative: " + std::to_string(count), call.span);
  if (i < 1 || i > n + 1) boundsError(ev, call[1], std::to_string(i), call.span);
  for (int64_t k = 0; k < count; ++k) {
    if (i <= 1) {
      i -= count - k;
      break;
    }
    --i;
    while (i > 1 && !isCharStart(s, size_t(i - 1))) --i;
  }
  return int64Of(ev, i);
}

// iterate(s, i=1): (s[i], nextind(s, i)) or nothing.
Value builtinIterate(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t i = call.size() > 2 ? intArg(ev, call[2], call.span) : 1;
  if (i > int64_t(s.size())) return ev.universe().nothing();
  if (i < 1) boundsError(ev, call[1], std::to_string(i), call.span);
  if (!isCharStart(s, size_t(i - 1))) stringIndexError(ev, call[1], i, call.span);
  size_t next = nextCharIndex(s, size_t(i - 1));
  return makeTuple(ev, {ev.universe().character(decodeCharAt(s, size_t(i - 1))), int64Of(ev, int64_t(next) + 1)});
}

// ---- building strings ----

void appendText(Evaluator& ev, std::string& out, const Value& v) {
  if (v.type() == ev.core().Char) out += encodeChar(v.asChar());
  else out += stringOf(v);
}

// *(a, b, ...) over strings and characters.
Value builtinConcat(Evaluator& ev, CallArgs& call) {
  std::string out;
  for (size_t i = 1; i < call.size(); ++i) appendText(ev, out, call[i]);
  return makeString(ev, std::move(out));
}

Value repeatText(Evaluator& ev, const std::string& unit, const Value& count, frontend::SourceSpan span) {
  int64_t n = intArg(ev, count, span);
  if (n < 0) ev.raise("ArgumentError", "can't repeat a string " + std::to_string(n) + " times", span);
  ev.checkAllocation(double(unit.size()) * double(n), span);
  std::string out;
  out.reserve(unit.size() * size_t(n));
  for (int64_t k = 0; k < n; ++k) out += unit;
  return makeString(ev, std::move(out));
}

Value builtinRepeat(Evaluator& ev, CallArgs& call) {
  std::string unit;
  appendText(ev, unit, call[1]);
  return repeatText(ev, unit, call[2], call.span);
}

Value builtinStringFromBytes(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  if (a.elementType != ev.core().UInt8)
    ev.raise("MethodError", "no method matching String(::" + ev.universe().show(call[1].type()) + ")", call.span);
  const auto& bytes = a.storage->bytes;
  return makeString(ev, std::string(bytes.begin(), bytes.begin() + a.length()));
}

// Symbol(s): the interned name; Symbol(x...) (prelude) prints its arguments first.
Value builtinSymbolOf(Evaluator& ev, CallArgs& call) {
  std::string_view text = stringOf(call[1]);
  if (text.find('\0') != std::string_view::npos)
    ev.raise("ArgumentError", "Symbol name may not contain \\0", call.span);
  return Value::pointer(ev.core().Symbol, intern(text));
}

Value builtinStringOf(Evaluator& ev, CallArgs& call) {
  if (call[1].type() == ev.core().Symbol) return makeString(ev, std::string(call[1].asSymbol()->view()));
  return makeString(ev, stringOf(call[1]));
}

// codeunits(s) and Vector{UInt8}(s): the bytes (a Vector{UInt8} copy; Julia's CodeUnits is a view).
Value builtinCodeunits(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[call.size() - 1]);
  Value bytes = newArray(ev, ev.core().UInt8, {int64_t(s.size())});
  std::copy(s.begin(), s.end(), arrayOf(bytes).storage->bytes.begin());
  return bytes;
}

Value builtinReverse(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  std::string out;
  out.reserve(s.size());
  size_t end = s.size();
  while (end > 0) {
    size_t start = end - 1;
    while (start > 0 && !isCharStart(s, start)) --start;
    out.append(s, start, end - start);
    end = start;
  }
  return makeString(ev, std::move(out));
}

// ---- comparison ----

Value builtinStringEqual(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(stringOf(call[1]) == stringOf(call[2])); }

// cmp and isless compare by code point, which for UTF-8 is byte order.
int compareStrings(const std::string& a, const std::string& b) {
  int c = std::string_view(a).compare(std::string_view(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

Value builtinCmp(Evaluator& ev, CallArgs& call) { return int64Of(ev, compareStrings(stringOf(call[1]), stringOf(call[2]))); }
Value builtinIsless(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(compareStrings(stringOf(call[1]), stringOf(call[2])) < 0);
}
Value builtinIsempty(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(stringOf(call[1]).empty()); }

// ---- search ----

// The first match of `needle` in `hay` at or after byte `from`, or npos.
size_t findText(const std::string& hay, const std::string& needle, size_t from) {
  if (from > hay.size()) return std::string::npos;
  return hay.find(needle, from);
}

std::string needleText(Evaluator& ev, const Value& needle) {
  std::string s;
  appendText(ev, s, needle);
  return s;
}

Value foundAt(Evaluator& ev, const Value& needle, const std::string& hay, size_t at, size_t length) {
  if (at == std::string::npos) return ev.universe().nothing();
  if (needle.type() == ev.core().Char) return int64Of(ev, int64_t(at) + 1);
  // The range ends at the last character's start, as Julia's findnext returns it.
  if (length == 0) return unitRange(ev, int64_t(at) + 1, int64_t(at));
  size_t last = at + length - 1;
  while (last > at && !isCharStart(hay, last)) --last;
  return unitRange(ev, int64_t(at) + 1, int64_t(last) + 1);
}

Value builtinFindfirst(Evaluator& ev, CallArgs& call) {
  std::string needle = needleText(ev, call[1]);
  const std::string& hay = stringOf(call[2]);
  return foundAt(ev, call[1], hay, findText(hay, needle, 0), needle.size());
}

Value builtinFindnext(Evaluator& ev, CallArgs& call) {
  std::string needle = needleText(ev, call[1]);
  const std::string& hay = stringOf(call[2]);
  int64_t i = intArg(ev, call[3], call.span);
  if (i < 1 || i > int64_t(hay.size()) + 1) boundsError(ev, call[2], std::to_string(i), call.span);
  if (i <= int64_t(hay.size()) && !isCharStart(hay, size_t(i - 1))) stringIndexError(ev, call[2], i, call.span);
  return foundAt(ev, call[1], hay, findText(hay, needle, size_t(i - 1)), needle.size());
}

// The last match that ends at or before byte `bound` (exclusive), or npos: Julia's findprev
// looks for the pattern's last character at or before the index it is given.
size_t rfindText(const std::string& hay, const std::string& needle, size_t bound) {
  if (needle.size() > bound) return std::string::npos;
  return hay.rfind(needle, bound - needle.size());
}

Value builtinFindlast(Evaluator& ev, CallArgs& call) {
  std::string needle = needleText(ev, call[1]);
  const std::string& hay = stringOf(call[2]);
  if (needle.empty()) return unitRange(ev, int64_t(hay.size()) + 1, int64_t(hay.size()));
  return foundAt(ev, call[1], hay, rfindText(hay, needle, hay.size()), needle.size());
}

Value builtinFindprev(Evaluator& ev, CallArgs& call) {
  std::string needle = needleText(ev, call[1]);
  const std::string& hay = stringOf(call[2]);
  int64_t i = intArg(ev, call[3], call.span);
  if (i < 0 || i > int64_t(hay.size()) + 1) boundsError(ev, call[2], std::to_string(i), call.span);
  if (i < 1) return ev.universe().nothing();
  size_t bound = i > int64_t(hay.size()) ? hay.size() : nextCharIndex(hay, size_t(i - 1));
  return foundAt(ev, call[1], hay, rfindText(hay, needle, bound), needle.size());
}

Value builtinOccursin(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(stringOf(call[2]).find(needleText(ev, call[1])) != std::string::npos);
}

Value builtinContains(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(stringOf(call[1]).find(needleText(ev, call[2])) != std::string::npos);
}

Value builtinStartswith(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  std::string p = needleText(ev, call[2]);
  return ev.universe().boolean(s.size() >= p.size() && s.compare(0, p.size(), p) == 0);
}

Value builtinEndswith(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  std::string p = needleText(ev, call[2]);
  return ev.universe().boolean(s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0);
}

Value builtinInChar(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(stringOf(call[2]).find(encodeChar(call[1].asChar())) != std::string::npos);
}

}  // namespace

void registerStringBuiltins(Evaluator& ev) {
  Universe& u = ev.universe();
  const CoreTypes& c = ev.core();
  Module* base = ev.baseModule();
  // SubString{T<:AbstractString} <: AbstractString
  const TypeVar* T = u.typeVar(intern("T"), nullptr, c.AbstractString);
  TypeName* tn = u.newTypeName(subStringName(), base, {T});
  u.defineTypeName(tn, c.AbstractString, {}, {});
  ev.tableFor(tn);
  Binding* b = base->binding(subStringName());
  b->value = u.typeValue(tn->wrapper);
  b->isConst = true;
  b->exported = true;

  const JType* str = c.AbstractString;
  const JType* chr = c.Char;
  const JType* integer = c.Integer;
  const JType* any = c.Any;
  const JType* range = u.apply(c.UnitRange, {u.typeValue(integer)});
  const TypeVar* R = u.typeVar(intern("R"), nullptr, integer);
  const JType* rangeOfR = u.unionAll(R, u.apply(c.UnitRange, {u.typeValue(R)}));
  (void)range;
  const JType* text = u.unionOf({str, chr});
  auto def = [&](const char* name, std::vector<const JType*> args, BuiltinFn fn, bool vararg = false) {
    return ev.defineBuiltin(base, name, std::move(args), fn, vararg);
  };
  def("length", {str}, builtinLength);
  def("ncodeunits", {str}, builtinNcodeunits);
  def("sizeof", {str}, builtinNcodeunits);
  def("codeunit", {str, integer}, builtinCodeunit);
  def("getindex", {str, integer}, builtinGetindex);
  def("getindex", {str, rangeOfR}, builtinGetindexRange);
  defineTypeBuiltin(ev, tn->wrapper, {str, integer}, builtinSubString);
  defineTypeBuiltin(ev, tn->wrapper, {str, integer, integer}, builtinSubString);
  defineTypeBuiltin(ev, tn->wrapper, {str, rangeOfR}, builtinSubStringRange);
  def("view", {str, rangeOfR}, builtinSubStringRange);
  def("firstindex", {str}, builtinFirstindex);
  def("lastindex", {str}, builtinLastindex);
  def("isvalid", {str, integer}, builtinIsvalidIndex);
  def("thisind", {str, integer}, builtinThisind);
  def("nextind", {str, integer}, builtinNextind);
  def("nextind", {str, integer, integer}, builtinNextind);
  def("prevind", {str, integer}, builtinPrevind);
  def("prevind", {str, integer, integer}, builtinPrevind);
  def("iterate", {str}, builtinIterate);
  def("iterate", {str, integer}, builtinIterate);
  def("*", {text, text}, builtinConcat, true);
  def("^", {text, integer}, builtinRepeat);
  def("repeat", {text, integer}, builtinRepeat);
  def("reverse", {str}, builtinReverse);
  defineTypeBuiltin(ev, c.String, {u.apply(c.Array, {u.typeValue(c.UInt8), u.int64(1)})}, builtinStringFromBytes);
  defineTypeBuiltin(ev, c.String, {str}, builtinStringOf);
  defineTypeBuiltin(ev, c.String, {c.Symbol}, builtinStringOf);
  defineTypeBuiltin(ev, c.Symbol, {str}, builtinSymbolOf);
  defineTypeBuiltin(ev, u.apply(c.Array, {u.typeValue(c.UInt8), u.int64(1)}), {str}, builtinCodeunits);
  def("codeunits", {str}, builtinCodeunits);
  def("==", {str, str}, builtinStringEqual);
  def("isequal", {str, str}, builtinStringEqual);
  def("cmp", {str, str}, builtinCmp);
  def("isless", {str, str}, builtinIsless);
  def("<", {str, str}, builtinIsless);
  def("isempty", {str}, builtinIsempty);
  def("findfirst", {text, str}, builtinFindfirst);
  def("findnext", {text, str, integer}, builtinFindnext);
  def("findlast", {text, str}, builtinFindlast);
  def("findprev", {text, str, integer}, builtinFindprev);
  def("occursin", {text, str}, builtinOccursin);
  def("contains", {str, text}, builtinContains);
  def("startswith", {str, text}, builtinStartswith);
  def("endswith", {str, text}, builtinEndswith);
  def("in", {chr, str}, builtinInChar);
  (void)any;
  registerStringOps(ev);
  registerCharBuiltins(ev);
}

}  // namespace juxla::compiler
