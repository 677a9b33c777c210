// What scripts ask of their process: ENV (a Dict{String,String} of the environment when the program
// started, so that a script can take settings such as its number of epochs), time() (seconds since
// the epoch, Float64) and time_ns() (a monotonic clock in nanoseconds, UInt64), as in Julia; and
// whether stderr is a terminal (Flux.train! draws its progress bar only there by default).
#include <chrono>
#include <iostream>

#include <unistd.h>

#include "compiler/builtins.h"
#include "compiler/data_files.h"
#include "compiler/objects.h"
#include "compiler/staged.h"

extern char** environ;

namespace juxla::compiler {

namespace {

Value builtinTime(Evaluator& ev, CallArgs&) {
  auto now = std::chrono::system_clock::now().time_since_epoch();
  return ev.universe().float64(std::chrono::duration<double>(now).count());
}

Value builtinTimeNs(Evaluator& ev, CallArgs&) {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  return Value::bits(ev.core().UInt64, uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
}

// Only the process's own stderr, when it is a terminal (a test capturing err() is not).
Value builtinStderrIsTerminal(Evaluator& ev, CallArgs&) {
  return ev.universe().boolean(&ev.err() == &std::cerr && ::isatty(STDERR_FILENO) == 1);
}

// Seconds this program has spent compiling (juxla's own; benchmarks print it beside run times).
Value builtinCompileSeconds(Evaluator& ev, CallArgs&) {
  return ev.universe().float64(ev.stager ? ev.stager->compileSeconds() : 0.0);
}

}  // namespace

void registerProcessBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  ev.defineBuiltin(base, "__compile_seconds", {}, builtinCompileSeconds);
  ev.defineBuiltin(base, "__stderr_is_terminal", {}, builtinStderrIsTerminal);
  ev.defineBuiltin(base, "time", {}, builtinTime);
  ev.defineBuiltin(base, "time_ns", {}, builtinTimeNs);
  Universe& u = ev.universe();
  const JType* str = ev.core().String;
  auto* env = new DictObject();
  for (char** e = environ; e && *e; ++e) {
    std::string kv = *e;
    size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) continue;
    env->entries.emplace_back(makeString(ev, kv.substr(0, eq)), makeString(ev, kv.substr(eq + 1)));
  }
  Binding* b = base->binding(intern("ENV"));
  b->value = Value::object(u.apply(ev.core().Dict, {u.typeValue(str), u.typeValue(str)}), env);
  b->isConst = true;
  b->exported = true;
}

}  // namespace juxla::compiler
