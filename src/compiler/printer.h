// The printer behind print, show, display, string and repr: Julia's show rules for every value
// kind (base/show.jl, base/arrayshow.jl), with calls out to the methods a program adds to
// Base.show / Base.print for its own types.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <string_view>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::compiler {

// One container being shown, innermost first (IOContext's :SHOWN_SET entries). The chain's
// objects are also counted in a set shared along it, so "not being shown" is answered in O(1)
// (Julia walks the chain each time, quadratic in the nesting depth).
class ShownLink {
 public:
  ShownLink(const void* object, const ShownLink* outer);
  ~ShownLink();
  ShownLink(const ShownLink&) = delete;
  ShownLink& operator=(const ShownLink&) = delete;
  const void* object;
  const ShownLink* outer;
  std::unordered_multiset<const void*>* all;

 private:
  std::unique_ptr<std::unordered_multiset<const void*>> owned_;
};

// Values nested deeper than this end the program with a StackOverflowError, as Julia's
// recursive show would, instead of overflowing the C++ stack.
constexpr size_t kMaxShowNesting = 10000;

// The IOContext properties Base's show methods read.
struct ShowContext {
  const JType* typeinfo = nullptr;  // :typeinfo, the type already printed (nullptr: Any)
  bool compact = false;             // :compact, 6 significant digits and "=>" without spaces
  bool compactGiven = false;        // haskey(io, :compact): display then keeps the caller's choice
  bool limit = false;               // :limit, long containers elided with … and ⋮
  int64_t rows = 24, cols = 80;     // :displaysize, what :limit fits into
  const ShownLink* shown = nullptr;  // :SHOWN_SET, the containers being shown around this value
  // show_circular: 1 for the innermost container being shown, 2 for the next..., 0 if not shown.
  int circularDepth(const void* object) const {
    if (!shown || !shown->all->count(object)) return 0;
    int d = 1;
    for (const ShownLink* l = shown; l; l = l->outer, ++d)
      if (l->object == object) return d;
    return 0;
  }
  ShowContext withTypeinfo(const JType* t) const {
    ShowContext c = *this;
    c.typeinfo = t;
    return c;
  }
};

class Printer {
 public:
  // `io` is an IOBuffer or stdout/stderr value: user methods receive it.
  Printer(Evaluator& ev, const Value& io) : ev(ev), io(io), sink(io.as<IOObject>()) {}
  void write(std::string_view s) { sink->write(s); }
  void show(const Value& v, const ShowContext& ctx = {});   // `show(io, v)`, user methods first
  void print(const Value& v, const ShowContext& ctx = {});  // `print(io, v)`
  void showDefault(const Value& v, const ShowContext& ctx);  // Base's show, no user methods
  // `show(io, MIME"text/plain"(), v)`: what display writes (print_display.cpp).
  // Calls a program's own `show(io, ::MIME"text/plain", x)` method when there is one.
  void showPlain(const Value& v, const ShowContext& ctx = {});
  void showPlainDefault(const Value& v, const ShowContext& ctx);
  // `sprint(show, v; context)`.
  std::string showToString(const Value& v, const ShowContext& ctx);
  // `sprint(show, "text/plain", v; context)`.
  std::string plainToString(const Value& v, const ShowContext& ctx);

  Evaluator& ev;
  Value io;

 private:
  bool hasUserMethod(const char* fn, const Value& v);
  // Writes `#= circular reference @-d =#` when `v` is already being shown.
  bool showCircular(const Value& v, const ShowContext& ctx);
  bool hasUserPlainMethod(const Value& v);
  void showFloat(const Value& v, const ShowContext& ctx);
  void showTupleElements(const std::vector<Value>& elements, const DataType* typeinfo, const ShowContext& ctx);
  void showNamedTuple(const Value& v, const ShowContext& ctx);
  void showPair(const Value& v, const ShowContext& ctx);
  void showStruct(const Value& v, const ShowContext& ctx);
  // base/arrayshow.jl: the element-type prefix and the [..] forms.
  std::pair<std::string, bool> typeinfoPrefix(const Value& v, const ShowContext& ctx);
  void showArray(const Value& v, const ShowContext& ctx);
  void showMatrixBody(const ArrayObject& a, int64_t offset, int64_t rows, int64_t cols, const ShowContext& inner);
  void showDict(const Value& v, const ShowContext& ctx);
  // text/plain pieces (print_display.cpp).
  void printMatrix(const ArrayObject& a, int64_t offset, int64_t rows, int64_t cols, const ShowContext& ctx);
  void showPlainArray(const Value& v, const ShowContext& ctx);
  void showPlainDict(const Value& v, const ShowContext& ctx);
  void showPlainChar(const Value& v, const ShowContext& ctx);
  IOObject* sink;
};

// `:name`, `:(==)`, or `Symbol("two words")` when the name is not an identifier or operator.
std::string showSymbol(std::string_view name);
// Julia's typeinfo_implicit: element types whose values read back as themselves without a prefix.
bool isImplicitType(Evaluator& ev, const JType* t);
// The IOContext properties of a stream value (none for a plain IOBuffer or stdout).
ShowContext showContextOf(const Value& io);
// `io`, or an IOContext around it with the properties of `ctx` a program's show method should see.
Value ioForUserShow(Evaluator& ev, const Value& io, const ShowContext& ctx);
// A new IOBuffer value (print targets for string, repr, sprint).
Value newIOBuffer(Evaluator& ev);
// The text written so far to an IOBuffer value.
const std::string& bufferText(const Value& io);

}  // namespace juxla::compiler
