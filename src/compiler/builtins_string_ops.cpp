// String operations of Base (strings/util.jl, strings/unicode.jl): split and rsplit (with limit
// and keepempty), strip/lstrip/rstrip, chomp, chop, replace with pairs and count, lpad/rpad,
// first/last(s, n), case mapping (uppercase, lowercase, titlecase, uppercasefirst), escape_string.
#include <algorithm>
#include <functional>
#include <optional>
#include <utf8proc.h>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/printer.h"
#include "compiler/strings.h"
#include "compiler/subtype.h"
#include "frontend/literals.h"

namespace juxla::compiler {

namespace {

int64_t intValue(Evaluator& ev, const Value& v, const char* what, frontend::SourceSpan span) {
  if (v.type() != ev.core().Int64)
    ev.raise("TypeError", std::string("keyword argument `") + what + "` must be an Int, got a value of type " + ev.universe().show(v.type()), span);
  return v.asInt();
}

bool boolValue(Evaluator& ev, const Value& v, const char* what, frontend::SourceSpan span) {
  if (v.type() != ev.core().Bool)
    ev.raise("TypeError", std::string("keyword argument `") + what + "` must be a Bool, got a value of type " + ev.universe().show(v.type()), span);
  return v.asBool();
}

// Which characters a split/strip argument selects: one Char, a collection of Chars, or a predicate.
class CharMatcher {
 public:
  CharMatcher(Evaluator& ev, const Value& spec, frontend::SourceSpan span) : ev_(&ev), span_(span) {
    const CoreTypes& c = ev.core();
    if (spec.type() == c.Char) {
      chars_.push_back(spec.asChar());
    } else if (spec.type()->isTupleType) {
      for (const Value& x : spec.as<TupleObject>()->elements) addChar(x);
    } else if (spec.type()->name == c.Array) {
      const ArrayObject& a = arrayOf(spec);
      for (int64_t i = 0; i < a.length(); ++i) addChar(arrayGet(ev, a, i));
    } else if (isSubtype(ev.universe(), spec.type(), c.Function)) {
      predicate_ = spec;
    } else {
      // Any other collection of characters (a Set, a range): collect it first.
      Value collected = ev.callFunction(ev.baseFunction("collect"), {spec}, span);
      if (collected.type()->name != c.Array) ev.raise("MethodError", "expected characters, a collection of characters or a predicate", span);
      const ArrayObject& a = arrayOf(collected);
      for (int64_t i = 0; i < a.length(); ++i) addChar(arrayGet(ev, a, i));
    }
  }
  bool operator()(uint32_t c) {
    if (!predicate_.defined()) return std::find(chars_.begin(), chars_.end(), c) != chars_.end();
    Value r = ev_->callFunction(predicate_, {ev_->universe().character(c)}, span_);
    if (r.type() != ev_->core().Bool)
      ev_->raise("TypeError", "non-boolean (" + ev_->universe().show(r.type()) + ") used in boolean context", span_);
    return r.asBool();
  }

 private:
  void addChar(const Value& x) {
    if (x.type() != ev_->core().Char) ev_->raise("MethodError", "expected a Char, got a value of type " + ev_->universe().show(x.type()), span_);
    chars_.push_back(x.asChar());
  }
  Evaluator* ev_;
  frontend::SourceSpan span_;
  std::vector<uint32_t> chars_;
  Value predicate_;
};

bool isJuliaSpace(uint32_t c) {
  if (c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85) return true;
  return c >= 0xA0 && utf8proc_category(utf8proc_int32_t(c)) == UTF8PROC_CATEGORY_ZS;
}

// A delimiter: a string (possibly empty) or a character matcher. `find` gives the byte range
// [start, end) of the first match at or after `from`, or start = npos.
struct Splitter {
  bool isText = false;
  std::string text;
  std::optional<CharMatcher> chars;
  bool whitespace = false;
  std::pair<size_t, size_t> find(const std::string& s, size_t from) {
    if (isText) {
      if (from > s.size()) return {std::string::npos, 0};
      size_t at = s.find(text, from);
      return {at, at == std::string::npos ? 0 : at + text.size()};
    }
    for (size_t i = from; i < s.size(); i = nextCharIndex(s, i)) {
      uint32_t c = decodeCharAt(s, i);
      if (whitespace ? isJuliaSpace(c) : (*chars)(c)) return {i, nextCharIndex(s, i)};
    }
    return {std::string::npos, 0};
  }
  // The last match that ends at or before byte `bound` (exclusive), as Julia's findprev finds it.
  std::pair<size_t, size_t> rfind(const std::string& s, size_t bound) {
    if (isText) {
      if (text.size() > bound) return {std::string::npos, 0};
      size_t at = s.rfind(text, bound - text.size());
      return {at, at == std::string::npos ? 0 : at + text.size()};
    }
    size_t i = std::min(bound, s.size());
    while (i > 0) {
      --i;
      if (!isCharStart(s, i)) continue;
      uint32_t c = decodeCharAt(s, i);
      if (whitespace ? isJuliaSpace(c) : (*chars)(c)) return {i, nextCharIndex(s, i)};
    }
    return {std::string::npos, 0};
  }
};

Splitter makeSplitter(Evaluator& ev, const Value& dlm, frontend::SourceSpan span) {
  Splitter sp;
  if (!dlm.defined()) {
    sp.whitespace = true;
  } else if (isStringValue(ev, dlm)) {
    sp.isText = true;
    sp.text = stringOf(dlm);
  } else {
    sp.chars.emplace(ev, dlm, span);
  }
  return sp;
}

Value substringVector(Evaluator& ev, const std::vector<std::string>& parts) {
  const JType* sub = makeSubString(ev, "").type();
  Value out = newArray(ev, sub, {int64_t(parts.size())});
  for (size_t i = 0; i < parts.size(); ++i) arraySetExact(arrayOf(out), int64_t(i), makeSubString(ev, parts[i]));
  return out;
}

struct SplitOptions {
  int64_t limit = 0;
  bool keepempty = true;
};

SplitOptions splitOptions(Evaluator& ev, CallArgs& call, bool keepemptyDefault) {
  SplitOptions o;
  o.keepempty = keepemptyDefault;
  for (auto& [name, value] : call.keywords) {
    std::string_view k = name->view();
    if (k == "limit") o.limit = intValue(ev, value, "limit", call.span);
    else if (k == "keepempty") o.keepempty = boolValue(ev, value, "keepempty", call.span);
    else ev.raise("MethodError", std::string(calleeName(ev, call)) + " got unsupported keyword argument \"" + std::string(k) + "\"", call.span);
  }
  return o;
}

// Base._split: pieces between matches; an empty delimiter splits between characters.
Value builtinSplit(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  bool byWhitespace = call.size() < 3;
  SplitOptions o = splitOptions(ev, call, !byWhitespace);
  Splitter sp = makeSplitter(ev, byWhitespace ? Value() : call[2], call.span);
  std::vector<std::string> parts;
  size_t n = s.size();
  size_t i = 0;  // start of the current piece
  auto [j, k] = sp.find(s, 0);
  while (j != std::string::npos && j < n && int64_t(parts.size()) != o.limit - 1) {
    if (i < k) {
      if (o.keepempty || i < j) parts.push_back(s.substr(i, j - i));
      i = k;
    }
    if (k <= j) k = nextCharIndex(s, j);
    auto next = sp.find(s, k);
    if (next.first == std::string::npos) break;
    std::tie(j, k) = next;
  }
  if (o.keepempty || i < n) parts.push_back(s.substr(std::min(i, n)));
  return substringVector(ev, parts);
}

// Base._rsplit: pieces from the right; `end` is the exclusive end of the piece being cut.
Value builtinRsplit(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  bool byWhitespace = call.size() < 3;
  SplitOptions o = splitOptions(ev, call, !byWhitespace);
  Splitter sp = makeSplitter(ev, byWhitespace ? Value() : call[2], call.span);
  if (sp.isText && sp.text.empty()) ev.raise("ArgumentError", "rsplit with an empty delimiter is not supported; use split", call.span);
  std::vector<std::string> parts;
  size_t end = s.size();
  auto [j, k] = sp.rfind(s, end);
  while (j != std::string::npos && k > 0 && int64_t(parts.size()) != o.limit - 1) {
    if (o.keepempty || k < end) parts.insert(parts.begin(), s.substr(k, end - k));
    end = j;
    std::tie(j, k) = sp.rfind(s, end);
  }
  if (o.keepempty || end > 0) parts.insert(parts.begin(), s.substr(0, end));
  return substringVector(ev, parts);
}

// ---- strip, chomp, chop ----

size_t stripLeft(const std::string& s, CharMatcher* m) {
  size_t i = 0;
  while (i < s.size() && (m ? (*m)(decodeCharAt(s, i)) : isJuliaSpace(decodeCharAt(s, i)))) i = nextCharIndex(s, i);
  return i;
}

size_t stripRight(const std::string& s, size_t floor, CharMatcher* m) {
  size_t end = s.size();
  while (end > floor) {
    size_t start = end - 1;
    while (start > floor && !isCharStart(s, start)) --start;
    uint32_t c = decodeCharAt(s, start);
    if (!(m ? (*m)(c) : isJuliaSpace(c))) break;
    end = start;
  }
  return end;
}

Value stripWith(Evaluator& ev, CallArgs& call, bool left, bool right) {
  const std::string& s = stringOf(call[1]);
  std::optional<CharMatcher> m;
  if (call.size() > 2) m.emplace(ev, call[2], call.span);
  CharMatcher* mp = m ? &*m : nullptr;
  size_t a = left ? stripLeft(s, mp) : 0;
  size_t b = right ? stripRight(s, a, mp) : s.size();
  return makeSubString(ev, s.substr(a, b - a));
}

Value builtinStrip(Evaluator& ev, CallArgs& call) { return stripWith(ev, call, true, true); }
Value builtinLstrip(Evaluator& ev, CallArgs& call) { return stripWith(ev, call, true, false); }
Value builtinRstrip(Evaluator& ev, CallArgs& call) { return stripWith(ev, call, false, true); }

Value builtinChomp(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  size_t n = s.size();
  if (n >= 2 && s[n - 2] == '\r' && s[n - 1] == '\n') n -= 2;
  else if (n >= 1 && s[n - 1] == '\n') n -= 1;
  return makeSubString(ev, s.substr(0, n));
}

// chop(s; head = 0, tail = 1)
Value builtinChop(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t head = 0, tail = 1;
  for (auto& [name, value] : call.keywords) {
    if (name->view() == "head") head = intValue(ev, value, "head", call.span);
    else if (name->view() == "tail") tail = intValue(ev, value, "tail", call.span);
    else ev.raise("MethodError", "chop got unsupported keyword argument \"" + std::string(name->view()) + "\"", call.span);
  }
  if (head < 0) ev.raise("ArgumentError", "n cannot be negative: " + std::to_string(head), call.span);
  if (tail < 0) ev.raise("ArgumentError", "n cannot be negative: " + std::to_string(tail), call.span);
  if (s.empty()) return makeSubString(ev, "");
  size_t a = 0;
  for (int64_t k = 0; k < head && a < s.size(); ++k) a = nextCharIndex(s, a);
  size_t b = s.size();
  for (int64_t k = 0; k < tail && b > 0; ++k) {
    --b;
    while (b > 0 && !isCharStart(s, b)) --b;
  }
  return makeSubString(ev, b > a ? s.substr(a, b - a) : "");
}

// ---- replace ----

struct Replacement {
  Splitter pattern;
  bool charPattern = false;  // a Char or predicate: the replacement function gets a Char
  Value with;
};

Value builtinReplace(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t count = INT64_MAX;
  for (auto& [name, value] : call.keywords) {
    if (name->view() == "count") count = intValue(ev, value, "count", call.span);
    else ev.raise("MethodError", "replace got unsupported keyword argument \"" + std::string(name->view()) + "\"", call.span);
  }
  if (count < 0) ev.raise("DomainError", std::to_string(count) + "\n`count` must be non-negative.", call.span);
  std::vector<Replacement> reps;
  for (size_t i = 2; i < call.size(); ++i) {
    if (call[i].type()->name != ev.core().Pair)
      ev.raise("MethodError", "replace expects pattern => replacement pairs, got a value of type " + ev.universe().show(call[i].type()), call.span);
    const auto& f = call[i].as<StructObject>()->fields;
    Replacement r{makeSplitter(ev, f[0], call.span), !isStringValue(ev, f[0]), f[1]};
    reps.push_back(std::move(r));
  }
  if (count == 0 || reps.empty()) return makeString(ev, s);
  std::string out;
  size_t pos = 0;
  int64_t done = 0;
  while (pos <= s.size() && done < count) {
    size_t best = std::string::npos, bestEnd = 0, which = 0;
    for (size_t r = 0; r < reps.size(); ++r) {
      auto [a, b] = reps[r].pattern.find(s, pos);
      if (a != std::string::npos && (best == std::string::npos || a < best)) {
        best = a;
        bestEnd = b;
        which = r;
      }
    }
    if (best == std::string::npos) break;
    out.append(s, pos, best - pos);
    const Value& with = reps[which].with;
    if (isStringValue(ev, with)) {
      out += stringOf(with);
    } else if (with.type() == ev.core().Char) {
      out += encodeChar(with.asChar());
    } else {
      // A function of the match: the Char for character patterns, else the matched SubString.
      Value arg = reps[which].charPattern ? ev.universe().character(decodeCharAt(s, best))
                                          : makeSubString(ev, s.substr(best, bestEnd - best));
      out += ev.printValue(ev.callFunction(with, {arg}, call.span));
    }
    ++done;
    if (bestEnd == best) {
      // An empty match: keep the next character and look again after it.
      if (best >= s.size()) {
        pos = s.size() + 1;
        break;
      }
      size_t next = nextCharIndex(s, best);
      out.append(s, best, next - best);
      pos = next;
    } else {
      pos = bestEnd;
    }
  }
  if (pos < s.size()) out.append(s, pos, std::string::npos);
  return makeString(ev, std::move(out));
}

// ---- padding, first/last ----

std::string textOf(Evaluator& ev, const Value& v) {
  if (isStringValue(ev, v)) return stringOf(v);
  return ev.printValue(v);
}

// lpad/rpad(s, n, p=' '): pad to n columns of textwidth with whole copies of p, then a prefix of p.
Value pad(Evaluator& ev, CallArgs& call, bool left) {
  std::string s = textOf(ev, call[1]);
  int64_t n = call[2].asInt();
  std::string p = call.size() > 3 ? textOf(ev, call[3]) : " ";
  int64_t m = n - textWidth(s);
  if (m <= 0) return makeString(ev, s);
  int64_t l = textWidth(p);
  if (l <= 0) ev.raise("ArgumentError", "padding string must have positive width", call.span);
  std::string fill;
  for (int64_t k = 0; k < m / l; ++k) fill += p;
  int64_t r = m % l;
  for (size_t i = 0; r > 0 && i < p.size(); i = nextCharIndex(p, i), --r) fill += p.substr(i, nextCharIndex(p, i) - i);
  return makeString(ev, left ? fill + s : s + fill);
}

Value builtinLpad(Evaluator& ev, CallArgs& call) { return pad(ev, call, true); }
Value builtinRpad(Evaluator& ev, CallArgs& call) { return pad(ev, call, false); }

Value builtinFirstN(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t n = call[2].asInt();
  if (n < 0) ev.raise("ArgumentError", "Requested number of characters (" + std::to_string(n) + ") must be non-negative", call.span);
  size_t end = 0;
  for (int64_t k = 0; k < n && end < s.size(); ++k) end = nextCharIndex(s, end);
  return makeString(ev, s.substr(0, end));
}

Value builtinLastN(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  int64_t n = call[2].asInt();
  if (n < 0) ev.raise("ArgumentError", "Requested number of characters (" + std::to_string(n) + ") must be non-negative", call.span);
  size_t start = s.size();
  for (int64_t k = 0; k < n && start > 0; ++k) {
    --start;
    while (start > 0 && !isCharStart(s, start)) --start;
  }
  return makeString(ev, s.substr(start));
}

// ---- case ----

std::string mapChars(const std::string& s, utf8proc_int32_t (*f)(utf8proc_int32_t)) {
  std::string out;
  for (size_t i = 0; i < s.size(); i = nextCharIndex(s, i)) out += encodeChar(uint32_t(f(utf8proc_int32_t(decodeCharAt(s, i)))));
  return out;
}

Value builtinUppercase(Evaluator& ev, CallArgs& call) { return makeString(ev, mapChars(stringOf(call[1]), utf8proc_toupper)); }
Value builtinLowercase(Evaluator& ev, CallArgs& call) { return makeString(ev, mapChars(stringOf(call[1]), utf8proc_tolower)); }

bool isLetter(uint32_t c) {
  utf8proc_category_t cat = utf8proc_category(utf8proc_int32_t(c));
  return cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO;
}

// titlecase(s; wordsep = !isletter, strict = true): each word's first letter in title case, the rest lowered.
Value builtinTitlecase(Evaluator& ev, CallArgs& call) {
  const std::string& s = stringOf(call[1]);
  bool strict = true;
  Value wordsep;
  for (auto& [name, value] : call.keywords) {
    if (name->view() == "strict") strict = boolValue(ev, value, "strict", call.span);
    else if (name->view() == "wordsep") wordsep = value;
    else ev.raise("MethodError", "titlecase got unsupported keyword argument \"" + std::string(name->view()) + "\"", call.span);
  }
  std::string out;
  bool startWord = true;
  uint32_t prev = 0;
  utf8proc_int32_t state = 0;
  for (size_t i = 0; i < s.size(); i = nextCharIndex(s, i)) {
    uint32_t c = decodeCharAt(s, i);
    bool breaks = utf8proc_grapheme_break_stateful(utf8proc_int32_t(prev), utf8proc_int32_t(c), &state);
    bool sep = wordsep.defined() ? ev.callFunction(wordsep, {ev.universe().character(c)}, call.span).asBool() : !isLetter(c);
    if (breaks && sep) {
      out += encodeChar(c);
      startWord = true;
    } else {
      uint32_t m = startWord ? uint32_t(utf8proc_totitle(utf8proc_int32_t(c))) : strict ? uint32_t(utf8proc_tolower(utf8proc_int32_t(c))) : c;
      out += encodeChar(m);
      startWord = false;
    }
    prev = c;
  }
  return makeString(ev, std::move(out));
}

Value changeFirst(Evaluator& ev, CallArgs& call, utf8proc_int32_t (*f)(utf8proc_int32_t)) {
  const std::string& s = stringOf(call[1]);
  if (s.empty()) return makeString(ev, "");
  size_t next = nextCharIndex(s, 0);
  return makeString(ev, encodeChar(uint32_t(f(utf8proc_int32_t(decodeCharAt(s, 0))))) + s.substr(next));
}

Value builtinUppercasefirst(Evaluator& ev, CallArgs& call) { return changeFirst(ev, call, utf8proc_totitle); }
Value builtinLowercasefirst(Evaluator& ev, CallArgs& call) { return changeFirst(ev, call, utf8proc_tolower); }

// escape_string(s): show's escapes without the quotes; `"` stays escaped (esc = ('"',)), `$` does not.
Value builtinEscapeString(Evaluator& ev, CallArgs& call) {
  std::string q = frontend::quoteJuliaString(stringOf(call[1]));
  std::string out;
  for (size_t i = 1; i + 1 < q.size(); ++i) {
    if (q[i] == '\\' && i + 2 < q.size()) {
      char next = q[i + 1];
      if (next == '$') {
        out += next;
        ++i;
        continue;
      }
      out += q[i];
      out += next;
      ++i;
      continue;
    }
    out += q[i];
  }
  return makeString(ev, std::move(out));
}

}  // namespace

void registerStringOps(Evaluator& ev) {
  Universe& u = ev.universe();
  const CoreTypes& c = ev.core();
  Module* base = ev.baseModule();
  const JType* str = c.AbstractString;
  const JType* any = c.Any;
  const JType* integer = c.Integer;
  auto def = [&](const char* name, std::vector<const JType*> args, BuiltinFn fn, bool keywords = false, bool vararg = false) {
    Method* m = ev.defineBuiltin(base, name, std::move(args), fn, vararg);
    if (keywords) m->hasKeywordSplat = true;
    return m;
  };
  def("split", {str}, builtinSplit, true);
  def("split", {str, any}, builtinSplit, true);
  def("rsplit", {str}, builtinRsplit, true);
  def("rsplit", {str, any}, builtinRsplit, true);
  def("strip", {str}, builtinStrip);
  def("strip", {str, any}, builtinStrip);
  def("lstrip", {str}, builtinLstrip);
  def("lstrip", {str, any}, builtinLstrip);
  def("rstrip", {str}, builtinRstrip);
  def("rstrip", {str, any}, builtinRstrip);
  def("chomp", {str}, builtinChomp);
  def("chop", {str}, builtinChop, true);
  def("replace", {str, c.Pair->wrapper}, builtinReplace, true, true);
  def("lpad", {any, integer}, builtinLpad);
  def("lpad", {any, integer, u.unionOf({str, c.Char})}, builtinLpad);
  def("rpad", {any, integer}, builtinRpad);
  def("rpad", {any, integer, u.unionOf({str, c.Char})}, builtinRpad);
  def("first", {str, integer}, builtinFirstN);
  def("last", {str, integer}, builtinLastN);
  def("uppercase", {str}, builtinUppercase);
  def("lowercase", {str}, builtinLowercase);
  def("titlecase", {str}, builtinTitlecase, true);
  def("uppercasefirst", {str}, builtinUppercasefirst);
  def("lowercasefirst", {str}, builtinLowercasefirst);
  def("escape_string", {str}, builtinEscapeString);
}

}  // namespace juxla::compiler
