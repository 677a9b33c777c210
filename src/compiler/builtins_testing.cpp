// Builtins behind Test and Flux.outputsize: a call whose Julia errors are caught as a `catch` would
// catch them (juxla has no try/catch in its subset; Test's macros need one), whether code is being
// staged, and the sizes of a call's results read from its staged StableHLO without running it.
#include "compiler/builtins_testing.h"

#include <string>
#include <vector>

#include "compiler/builtins.h"
#include "compiler/errors.h"
#include "compiler/staged.h"

namespace juxla::compiler {

namespace {

struct CatchState {
  int depth = 0;
  Value thrown;  // the value of the last throw(e) while depth > 0
};
// Never destroyed: no Value is released after its evaluator is gone.
CatchState& catchState() {
  static CatchState* state = new CatchState();
  return *state;
}

// Errors that are juxla's limits or its own budget, not the program's: they stop the program even
// under a catch, so their located diagnostic is what the user sees.
bool catchable(const JuliaError& e) {
  return !e.alreadyReported && e.typeName != "FuelExhausted" && e.typeName != "UnsupportedError" &&
         e.typeName != "SyntaxError" && e.typeName != "StagingError";
}

// __catch_call(f, args...): (true, f(args...)) or, when it raises a Julia error,
// (false, the thrown value or nothing, the error's type name, its message).
Value builtinCatchCall(Evaluator& ev, CallArgs& call) {
  CatchState& state = catchState();
  struct Scope {
    CatchState& s;
    explicit Scope(CatchState& s) : s(s) {
      ++s.depth;
      s.thrown = Value();
    }
    ~Scope() {
      --s.depth;
      s.thrown = Value();
    }
  } scope(state);
  CallArgs inner;
  inner.span = call.span;
  inner.callerModule = call.callerModule;
  for (size_t i = 1; i < call.size(); ++i) inner.args.push(call[i]);
  Universe& u = ev.universe();
  // Staging is refused a catch: an error there belongs to a staged path (the error flag) or stops.
  if (ev.stager && ev.stager->active()) return makeTuple(ev, {u.boolean(true), ev.call(inner)});
  try {
    Value result = ev.call(inner);
    return makeTuple(ev, {u.boolean(true), result});
  } catch (const JuliaError& e) {
    if (!catchable(e)) throw;
    Value thrown = u.nothing();
    if (state.thrown.defined() && state.thrown.type()->name->name->view() == e.typeName) thrown = state.thrown;
    return makeTuple(ev, {u.boolean(false), thrown, makeString(ev, e.typeName), makeString(ev, e.message)});
  }
}

Value builtinStagingActive(Evaluator& ev, CallArgs&) {
  return ev.universe().boolean(ev.stager != nullptr && ev.stager->active());
}

// The dimensions of one IR result type, in Julia's order: tensor<2x10xf32> is (10, 2).
bool juliaSize(const std::string& type, std::vector<int64_t>& dims) {
  if (type.size() < 8 || type.rfind("tensor<", 0) != 0 || type.back() != '>') return false;
  std::string inner = type.substr(7, type.size() - 8);
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t x; (x = inner.find('x', start)) != std::string::npos; start = x + 1) parts.push_back(inner.substr(start, x - start));
  dims.clear();
  for (const std::string& p : parts) {  // the element type (after the last x) is left out
    if (p.empty() || p.size() > 18 || p.find_first_not_of("0123456789") != std::string::npos) return false;
    dims.insert(dims.begin(), std::stoll(p));
  }
  return true;
}

// The result types of @main in StableHLO text, split at top-level commas.
std::vector<std::string> mainResultTypes(const std::string& text) {
  std::vector<std::string> out;
  size_t at = text.find("@main(");
  if (at == std::string::npos) return out;
  size_t i = at + 5;
  int depth = 0;
  for (; i < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    else if (text[i] == ')' && --depth == 0) break;
  }
  size_t arrow = text.find("->", i);
  size_t brace = text.find('{', i);
  if (arrow == std::string::npos || (brace != std::string::npos && brace < arrow)) return out;
  size_t p = arrow + 2;
  while (p < text.size() && text[p] == ' ') ++p;
  bool list = p < text.size() && text[p] == '(';
  if (list) ++p;
  std::string current;
  depth = 0;
  for (; p < text.size(); ++p) {
    char c = text[p];
    if (depth == 0 && (c == ',' || (list && c == ')') || (!list && (c == ' ' || c == '{' || c == '\n')))) {
      if (!current.empty()) out.push_back(current);
      current.clear();
      if (c != ',') break;
      continue;
    }
    if (c == '<') ++depth;
    if (c == '>') --depth;
    if (c != ' ' || depth > 0) current += c;
  }
  return out;
}

// __staged_output_sizes(f, args...): the Julia size of each array f(args...) returns, read from
// the StableHLO it stages to, without running it; `nothing` where juxla cannot stage here (no
// compiler, or already inside code being staged) or a result is not an array.
Value builtinStagedOutputSizes(Evaluator& ev, CallArgs& call) {
  Universe& u = ev.universe();
  if (!ev.inspector || ev.inspector->active() || (ev.stager && ev.stager->active())) return u.nothing();
  CallArgs inner;
  inner.span = call.span;
  inner.callerModule = call.callerModule;
  for (size_t i = 1; i < call.size(); ++i) inner.args.push(call[i]);
  std::string text = ev.inspector->stagedText(ev, inner);
  std::vector<Value> sizes;
  for (const std::string& type : mainResultTypes(text)) {
    std::vector<int64_t> dims;
    if (!juliaSize(type, dims)) return u.nothing();
    std::vector<Value> size;
    for (int64_t d : dims) size.push_back(u.int64(d));
    sizes.push_back(makeTuple(ev, std::move(size)));
  }
  return makeTuple(ev, std::move(sizes));
}

}  // namespace

void noteThrownValue(const Value& e) {
  if (catchState().depth > 0) catchState().thrown = e;
}

void registerTestingBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "__catch_call", {any}, builtinCatchCall, true);
  ev.defineBuiltin(base, "__staging_active", {}, builtinStagingActive);
  ev.defineBuiltin(base, "__staged_output_sizes", {any}, builtinStagedOutputSizes, true);
}

}  // namespace juxla::compiler
