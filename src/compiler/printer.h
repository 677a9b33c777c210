// The printer behind print, show, string and repr: Julia's show rules for every value kind, with
// calls out to the methods a program adds to Base.show / Base.print for its own types.
#pragma once

#include <string>
#include <string_view>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::compiler {

// What Julia passes in an IOContext: the element type a container already printed (:typeinfo).
struct ShowContext {
  const JType* typeinfo = nullptr;
};

class Printer {
 public:
  // `io` is an IOBuffer or stdout/stderr value: user methods receive it.
  Printer(Evaluator& ev, const Value& io) : ev(ev), io(io), sink(io.as<IOObject>()) {}
  void write(std::string_view s) { sink->write(s); }
  void show(const Value& v, const ShowContext& ctx);  // `show(io, v)`, user methods first
  void print(const Value& v);                         // `print(io, v)`
  void showDefault(const Value& v, const ShowContext& ctx);

  Evaluator& ev;
  Value io;

 private:
  bool hasUserMethod(const char* fn, const Value& v);
  std::string typePrefix(const JType* elementType, bool empty, const ShowContext& ctx);
  void showArray(const Value& v, const ShowContext& ctx);
  void showDict(const Value& v, const ShowContext& ctx);
  IOObject* sink;
};

// `:name`, or `Symbol("two words")` when the name is not an identifier or operator.
std::string showSymbol(std::string_view name);
// A new IOBuffer value (print targets for string, repr, sprint).
Value newIOBuffer(Evaluator& ev);

}  // namespace juxla::compiler
