// The juxla subcommands, each a function from parsed options to an exit status.
#pragma once

#include <string>
#include <vector>

namespace juxla::tools {

struct CommandOptions {
  std::string file;
  bool generic = false;
  bool noVerify = false;
  std::string passes;
  std::string dumpAfter;
  std::vector<std::string> files;  // interpret: every file given
  std::vector<std::string> scriptArgs;  // run, compile: the script's ARGS
  std::string device = "interp";   // where code runs: host (run only), interp (cpu and cuda arrive with their backends)
  std::string dumpAst;             // parse: "" (errors only), "statements" or "toplevel"
  size_t maxDepth = 20000;         // run: calls nested deeper are a StackOverflowError
  std::string runDevice = "cpu";  // run: where staged calls run (docs/cli.md)
  bool noHostFallback = false;     // run: calls that cannot be compiled are errors, not evaluated
  std::string dumpIr;              // run: write each staged module to this folder
  std::string entry;               // compile: the function whose StableHLO is printed
  std::string emit = "stablehlo";  // compile: what to print
};

// Exit status: 0 success, 1 bad input (reported as file:line:col: error: ...), 2 bad usage.
int runPrint(const CommandOptions& options);
int runOpt(const CommandOptions& options);
// Runs each module's @main with the reference interpreter, evaluating its check ops; prints one line
// per failing file and `N passed, N failed`. Exit status 1 if any failed, 2 if a file is malformed.
int runInterpret(const CommandOptions& options);
// Parses Julia files; reports syntax errors, and with --dump-ast prints the AST as S-expressions.
// Exit status 1 if any file has a syntax error, 2 if a file cannot be read.
int runParse(const CommandOptions& options);
// Runs a Julia script's top-level statements in order with the host evaluator (script mode).
// Exit status 1 if it raises an error (reported with its location and call chain), 2 if unreadable.
// With --device=interp (cpu, cuda later), host calls of functions on arrays are staged into IR,
// compiled, cached and run there; --device=host runs everything in the evaluator.
int runRun(const CommandOptions& options);
// Runs a script with staging and prints the StableHLO module of each compile of `--entry`.
int runCompile(const CommandOptions& options);

}  // namespace juxla::tools
