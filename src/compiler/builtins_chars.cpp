// Char (strings/unicode.jl, char.jl): character classes and case mapping through utf8proc,
// codepoint and conversions to and from integers, and Char arithmetic ('a' + 1, 'b' - 'a').
#include <cstdio>
#include <utf8proc.h>

#include "compiler/builtins.h"
#include "compiler/strings.h"

namespace juxla::compiler {

namespace {

utf8proc_category_t category(uint32_t c) { return utf8proc_category(utf8proc_int32_t(c)); }

using CharTest = bool (*)(uint32_t);

bool isDigit(uint32_t c) { return c >= '0' && c <= '9'; }
bool isXdigit(uint32_t c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool isLetter(uint32_t c) { return category(c) >= UTF8PROC_CATEGORY_LU && category(c) <= UTF8PROC_CATEGORY_LO; }
bool isNumeric(uint32_t c) { return category(c) >= UTF8PROC_CATEGORY_ND && category(c) <= UTF8PROC_CATEGORY_NO; }
bool isPunct(uint32_t c) { return category(c) >= UTF8PROC_CATEGORY_PC && category(c) <= UTF8PROC_CATEGORY_PO; }
bool isSpace(uint32_t c) {
  return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || (c >= 0xA0 && category(c) == UTF8PROC_CATEGORY_ZS);
}
bool isUpper(uint32_t c) { return utf8proc_isupper(utf8proc_int32_t(c)) != 0; }
bool isLower(uint32_t c) { return utf8proc_islower(utf8proc_int32_t(c)) != 0; }
bool isAscii(uint32_t c) { return c < 0x80; }
bool isCntrl(uint32_t c) { return c <= 0x1F || (c >= 0x7F && c <= 0x9F); }
bool isPrint(uint32_t c) { return category(c) >= UTF8PROC_CATEGORY_LU && category(c) <= UTF8PROC_CATEGORY_ZS; }

template <CharTest test>
Value builtinCharTest(Evaluator& ev, CallArgs& call) {
  return ev.universe().boolean(test(call[1].asChar()));
}

Value builtinIsasciiString(Evaluator& ev, CallArgs& call) {
  for (unsigned char b : stringOf(call[1]))
    if (b >= 0x80) return ev.universe().boolean(false);
  return ev.universe().boolean(true);
}

Value builtinUppercase(Evaluator& ev, CallArgs& call) {
  return ev.universe().character(uint32_t(utf8proc_toupper(utf8proc_int32_t(call[1].asChar()))));
}
Value builtinLowercase(Evaluator& ev, CallArgs& call) {
  return ev.universe().character(uint32_t(utf8proc_tolower(utf8proc_int32_t(call[1].asChar()))));
}
Value builtinTitlecase(Evaluator& ev, CallArgs& call) {
  return ev.universe().character(uint32_t(utf8proc_totitle(utf8proc_int32_t(call[1].asChar()))));
}

Value builtinCodepoint(Evaluator& ev, CallArgs& call) { return Value::bits(ev.core().UInt32, call[1].asChar()); }
Value builtinTextwidthChar(Evaluator& ev, CallArgs& call) { return ev.universe().int64(charWidth(call[1].asChar())); }
Value builtinTextwidthString(Evaluator& ev, CallArgs& call) { return ev.universe().int64(textWidth(stringOf(call[1]))); }
Value builtinNcodeunitsChar(Evaluator& ev, CallArgs& call) {
  return ev.universe().int64(int64_t(encodeChar(call[1].asChar()).size()));
}

int64_t integerValue(Evaluator& ev, const Value& v) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64) return int64_t(v.rawBits());
  return v.asInt();
}

// Char(i) goes through UInt32(i) (InexactError below zero); past 0x1FFFFF UTF-8 has no encoding.
Value makeChar(Evaluator& ev, int64_t code, frontend::SourceSpan span) {
  if (code < 0 || code > 0xFFFFFFFFLL) ev.raise("InexactError", "trunc(UInt32, " + std::to_string(code) + ")", span);
  if (code > 0x1FFFFF) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "%04llX", static_cast<unsigned long long>(code));
    ev.raise("CodePointError", std::string("invalid code point: U+") + hex, span);
  }
  return ev.universe().character(uint32_t(code));
}

Value builtinCharOf(Evaluator& ev, CallArgs& call) { return makeChar(ev, integerValue(ev, call[1]), call.span); }

// Int(c), UInt32(c), UInt8(c) ...: the code point, checked against the target's range.
template <int Bits, bool Signed>
Value builtinIntOfChar(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  uint32_t code = call[1].asChar();
  const DataType* t = Bits == 8 ? (Signed ? c.Int8 : c.UInt8)
                    : Bits == 16 ? (Signed ? c.Int16 : c.UInt16)
                    : Bits == 32 ? (Signed ? c.Int32 : c.UInt32)
                                 : (Signed ? c.Int64 : c.UInt64);
  uint64_t limit = Bits >= 64 ? UINT64_MAX : (uint64_t(1) << (Signed ? Bits - 1 : Bits)) - 1;
  if (code > limit) ev.raise("InexactError", "trunc(" + ev.universe().show(t) + ", " + std::to_string(code) + ")", call.span);
  return Value::bits(t, code);
}

Value builtinCharPlus(Evaluator& ev, CallArgs& call) {
  bool charFirst = call[1].type() == ev.core().Char;
  int64_t code = int64_t(charFirst ? call[1].asChar() : call[2].asChar());
  int64_t n = integerValue(ev, charFirst ? call[2] : call[1]);
  return makeChar(ev, code + n, call.span);
}

Value builtinCharMinusInt(Evaluator& ev, CallArgs& call) {
  return makeChar(ev, int64_t(call[1].asChar()) - integerValue(ev, call[2]), call.span);
}

Value builtinCharMinusChar(Evaluator& ev, CallArgs& call) {
  return ev.universe().int64(int64_t(call[1].asChar()) - int64_t(call[2].asChar()));
}

Value builtinCharLess(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(call[1].asChar() < call[2].asChar()); }
Value builtinCharLessEq(Evaluator& ev, CallArgs& call) { return ev.universe().boolean(call[1].asChar() <= call[2].asChar()); }

}  // namespace

void registerCharBuiltins(Evaluator& ev) {
  const CoreTypes& c = ev.core();
  Module* base = ev.baseModule();
  const JType* chr = c.Char;
  const JType* integer = c.Integer;
  auto def = [&](const char* name, std::vector<const JType*> args, BuiltinFn fn) { ev.defineBuiltin(base, name, std::move(args), fn); };
  def("isdigit", {chr}, builtinCharTest<isDigit>);
  def("isxdigit", {chr}, builtinCharTest<isXdigit>);
  def("isletter", {chr}, builtinCharTest<isLetter>);
  def("isnumeric", {chr}, builtinCharTest<isNumeric>);
  def("ispunct", {chr}, builtinCharTest<isPunct>);
  def("isspace", {chr}, builtinCharTest<isSpace>);
  def("isuppercase", {chr}, builtinCharTest<isUpper>);
  def("islowercase", {chr}, builtinCharTest<isLower>);
  def("isascii", {chr}, builtinCharTest<isAscii>);
  def("iscntrl", {chr}, builtinCharTest<isCntrl>);
  def("isprint", {chr}, builtinCharTest<isPrint>);
  def("isascii", {c.AbstractString}, builtinIsasciiString);
  def("uppercase", {chr}, builtinUppercase);
  def("lowercase", {chr}, builtinLowercase);
  def("titlecase", {chr}, builtinTitlecase);
  def("codepoint", {chr}, builtinCodepoint);
  def("textwidth", {chr}, builtinTextwidthChar);
  def("textwidth", {c.AbstractString}, builtinTextwidthString);
  def("ncodeunits", {chr}, builtinNcodeunitsChar);
  defineTypeBuiltin(ev, c.Char, {integer}, builtinCharOf);
  defineTypeBuiltin(ev, c.Int64, {chr}, builtinIntOfChar<64, true>);
  defineTypeBuiltin(ev, c.Int32, {chr}, builtinIntOfChar<32, true>);
  defineTypeBuiltin(ev, c.UInt32, {chr}, builtinIntOfChar<32, false>);
  defineTypeBuiltin(ev, c.UInt8, {chr}, builtinIntOfChar<8, false>);
  defineTypeBuiltin(ev, c.UInt64, {chr}, builtinIntOfChar<64, false>);
  def("+", {chr, integer}, builtinCharPlus);
  def("+", {integer, chr}, builtinCharPlus);
  def("-", {chr, integer}, builtinCharMinusInt);
  def("-", {chr, chr}, builtinCharMinusChar);
  def("<", {chr, chr}, builtinCharLess);
  def("isless", {chr, chr}, builtinCharLess);
  def("<=", {chr, chr}, builtinCharLessEq);
}

}  // namespace juxla::compiler
