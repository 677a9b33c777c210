// What the staged array rules (rules_array*.cpp) share: reading keyword arguments, dims and sizes from
// host values, raising an emitter's std::invalid_argument as the Julia error it words, and the registration
// of each rules file.
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/arg_walk.h"
#include "staging/session.h"

namespace juxla::staging {

void registerArrayIndexRules(RuleTable& t);   // rules_array_index.cpp
void registerArrayReduceRules(RuleTable& t);  // rules_array_reduce.cpp
void registerArrayShapeRules(RuleTable& t);   // rules_array_shape.cpp

namespace array_rules {

// An emitter's std::invalid_argument ("DimensionMismatch: ...") raised as the Julia error it words, at `span`.
template <typename F>
auto emitOrRaise(Session& s, SourceSpan span, F&& emit) -> decltype(emit()) {
  try {
    return emit();
  } catch (const std::invalid_argument& e) {
    std::string text = e.what();
    size_t colon = text.find(": ");
    if (colon != std::string::npos && colon < 40 && text.find(' ') >= colon)
      s.ev.raise(text.substr(0, colon), text.substr(colon + 2), span);
    s.ev.raise("ArgumentError", text, span);
  }
}

// call[first], call[first + 1], ...
inline std::vector<Value> argsFrom(CallArgs& call, size_t first) {
  std::vector<Value> out;
  for (size_t i = first; i < call.size(); ++i) out.push_back(call[i]);
  return out;
}

inline const JType* elementTypeOf(const Value& array) { return array.as<ArrayObject>()->elementType; }

inline bool hasTypeName(const Value& v, std::string_view name) { return v.type()->name->name->view() == name; }
// `:` as an index or dims: Base's `:` function (the host's Colon()).
inline bool isColon(Evaluator& ev, const Value& v) {
  return hasTypeName(v, "Colon") || v.type() == ev.baseFunction(":").type();
}

inline const Value* keyword(CallArgs& call, std::string_view name) {
  for (auto& kw : call.keywords)
    if (kw.first->view() == name) return &kw.second;
  return nullptr;
}

inline bool onlyKeywords(CallArgs& call, std::initializer_list<std::string_view> allowed) {
  for (auto& kw : call.keywords) {
    bool found = false;
    for (std::string_view a : allowed) found |= kw.first->view() == a;
    if (!found) return false;
  }
  return true;
}

// An Int, a tuple of Ints, or an Int vector made by host code while staging (`[2, 1]`), each a host value
// (a staged one concretizes or is a located error).
inline std::vector<int64_t> intsOf(Session& s, const Value& v, SourceSpan span, const char* what) {
  std::vector<int64_t> out;
  if (s.isNumericArray(v)) {
    auto* a = v.as<ArrayObject>();
    if (!s.inHeap(a) && a->serial >= s.firstSerial && a->storage && a->dims.size() == 1)
      for (int64_t i = 0; i < a->length(); ++i) out.push_back(s.requireInt(compiler::arrayGet(s.ev, *a, i, span), span, what));
    else s.ev.raise("StagingError", std::string(what) + " must be known when the function is compiled, not staged data", span);
    return out;
  }
  if (v.isObject() && v.type()->isTupleType) {
    for (const Value& e : v.as<compiler::TupleObject>()->elements) out.push_back(s.requireInt(e, span, what));
    return out;
  }
  out.push_back(s.requireInt(v, span, what));
  return out;
}

// A `dims` keyword as the emitters take it: empty for `:` or nothing (every dim), else the Julia dims.
// Julia's rare dims=() reduces nothing: ndims + 1 says so to the emitters.
inline std::vector<int64_t> dimsOf(Session& s, const Value* v, int64_t rank, SourceSpan span) {
  if (!v || isColon(s.ev, *v) || v->type() == s.ev.core().Nothing) return {};
  std::vector<int64_t> d = intsOf(s, *v, span, "`dims`");
  if (d.empty()) d.push_back(rank + 1);
  return d;
}

// A staged scalar of Julia type `t` (the Julia type of the IR element type when null).
inline Value scalarOf(Session& s, ir::Value* v, const JType* t = nullptr) {
  return t ? s.scalar(v, static_cast<const DataType*>(t)) : s.scalar(v);
}

}  // namespace array_rules
}  // namespace juxla::staging
