// Runs a test module the way StableHLO's interpreter tests run: parse, verify, call the entry
// function (@main, or the only function) without arguments, and let its check ops decide.
#pragma once

#include <functional>
#include <string>

#include "ir/ir.h"

namespace juxla::interp {

struct ModuleRunResult {
  enum Outcome { Passed, Failed, Malformed } outcome = Passed;
  std::string message;      // one line: `file:line:col: reason` (empty when passed)
  std::string diagnostics;  // the parser's or verifier's full errors, for a malformed file
  size_t checks = 0;        // checks that held
};

// Runs the entry function and returns the checks that held; throws CheckFailure / InterpreterError.
using ModuleExecutor = std::function<size_t(const ir::Module& module, const ir::Func& entry)>;

// `execute` runs the entry function (another backend); empty: the interpreter.
ModuleRunResult runModuleFile(const std::string& path, const ModuleExecutor& execute = {});

}  // namespace juxla::interp
