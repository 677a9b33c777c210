// Strings as Julia sees them: UTF-8 bytes indexed by code unit, characters decoded at valid
// indices. SubString{String} values are StringObjects holding a copy of their bytes (so every
// builtin that reads a String's text reads a SubString's too); only their type differs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "compiler/evaluator.h"

namespace juxla::compiler {

// The character starting at byte `i` (a malformed byte decodes as U+FFFD) and the index after it.
uint32_t decodeCharAt(std::string_view s, size_t i);
size_t nextCharIndex(std::string_view s, size_t i);
// Whether byte `i` (0-based) starts a character: Julia's isvalid(s, i+1).
bool isCharStart(std::string_view s, size_t i);
// length(s): the number of characters; textwidth(s) and textwidth(c): terminal columns.
size_t textLength(std::string_view s);
int64_t textWidth(std::string_view s);
int charWidth(uint32_t c);
std::string encodeChar(uint32_t c);

// String or SubString{String}.
bool isStringValue(Evaluator& ev, const Value& v);
bool isSubString(Evaluator& ev, const Value& v);
Value makeSubString(Evaluator& ev, std::string text);
// summary(s) as error messages use it: "5-codeunit String", "empty String".
std::string stringSummary(Evaluator& ev, const Value& s);

// Registers the SubString type (builtins_strings.cpp) and the string function families.
void registerStringOps(Evaluator& ev);  // builtins_string_ops.cpp: split, strip, replace, pad, case
void registerCharBuiltins(Evaluator& ev);  // builtins_chars.cpp: Char classes, case, arithmetic

}  // namespace juxla::compiler
