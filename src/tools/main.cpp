// The juxla command: `juxla print FILE.mlir`, `juxla opt FILE.mlir --passes=...`, `juxla interpret FILE...`,
// `juxla parse FILE.jl... [--dump-ast]`, `juxla run FILE.jl`.
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <iostream>

#include "tools/commands.h"

// The CPU executor's thread pool is OpenMP's team, shared with oneDNN. A team that sleeps at once
// pays a thread wake-up (~20-40 us on this VM) on every parallel kernel; one that spins for long
// (libgomp's default, ~3 ms) is 10x slower when another process holds a core, as a spinning thread
// spends its scheduler credit and then waits a tick. So the team spins briefly, then sleeps
// (GOMP_SPINCOUNT=1000, some 20 us): LeNet-5 and MLP steps 10-13% faster when idle, the MLP ~35%
// slower beside a busy process (passive: the reverse). Set from .preinit_array because libgomp reads
// its environment when it loads, before main; the user's own OMP_WAIT_POLICY or GOMP_SPINCOUNT wins.
// oneDNN's ITT annotations for profilers (VTune) cost ~4% of a LeNet-5 step here; none runs.
static void spinBrieflyWhileWaiting(int, char**, char**) {
  if (!std::getenv("OMP_WAIT_POLICY") && !std::getenv("GOMP_SPINCOUNT")) setenv("GOMP_SPINCOUNT", "1000", 0);
  setenv("DNNL_ITT_TASK_LEVEL", "0", 0);
}
__attribute__((section(".preinit_array"), used)) static void (*const kSpinBrieflyWhileWaiting)(int, char**, char**) =
    spinBrieflyWhileWaiting;

int main(int argc, char** argv) {
  CLI::App app{"juxla: a whole-program compiler for ML programs written in Julia"};
  app.require_subcommand(1);
  juxla::tools::CommandOptions options;

  CLI::App* print = app.add_subcommand("print", "parse, verify and print StableHLO text");
  print->add_option("file", options.file, "input .mlir file")->required();
  print->add_flag("--generic", options.generic, "print every op in generic form");
  print->add_flag("--no-verify", options.noVerify, "skip the verifier");

  CLI::App* opt = app.add_subcommand("opt", "run passes over StableHLO text and print the result");
  opt->add_option("file", options.file, "input .mlir file")->required();
  opt->add_option("--passes", options.passes, "comma-separated pass names, e.g. inline,cse,dce");
  opt->add_option("--dump-after", options.dumpAfter, "print the IR after this pass (or 'all') to stderr");
  opt->add_flag("--generic", options.generic, "print every op in generic form");

  CLI::App* interpret = app.add_subcommand("interpret", "run StableHLO modules and their checks with the interpreter");
  interpret->add_option("files", options.files, "input .mlir files")->required();
  interpret->add_option("--device", options.device, "where to run: interp (the reference interpreter), cpu, or cuda (an NVIDIA GPU)")
      ->check(CLI::IsMember({"interp", "cpu", "cuda"}));

  CLI::App* parse = app.add_subcommand("parse", "parse Julia files and report syntax errors");
  parse->add_option("files", options.files, "input .jl files")->required();
  parse->add_flag("--dump-ast{statements}", options.dumpAst,
                  "print the AST as S-expressions: one per toplevel statement, or =toplevel for one tree")
      ->check(CLI::IsMember({"statements", "toplevel"}));

  CLI::App* run = app.add_subcommand("run", "run a Julia script (script mode); calls on arrays are compiled for the device");
  run->add_option("file", options.file, "input .jl file")->required();
  run->add_option("args", options.scriptArgs, "the script's arguments (ARGS); after -- if they start with -");
  run->add_option("--max-depth", options.maxDepth, "deepest call nesting before a StackOverflowError")->check(CLI::PositiveNumber);
  run->add_option("--device", options.runDevice,
                 "where compiled code runs: cpu (the default), cuda (an NVIDIA GPU), interp, or host to evaluate everything "
                 "without compiling")
      ->check(CLI::IsMember({"host", "interp", "cpu", "cuda"}));
  run->add_option("--dump-ir", options.dumpIr, "write the StableHLO of every compiled call into this folder");
  run->add_flag("--no-host-fallback", options.noHostFallback,
                "a call on arrays that cannot be compiled is an error (by default it runs in the evaluator, with a warning)");

  CLI::App* compile = app.add_subcommand("compile", "run a Julia script and print the StableHLO its calls of a function compile to");
  compile->add_option("file", options.file, "input .jl file")->required();
  compile->add_option("args", options.scriptArgs, "the script's arguments (ARGS); after -- if they start with -");
  compile->add_option("--entry", options.entry, "the function to print (as the script calls it)")->required();
  compile->add_option("--emit", options.emit, "what to print")->check(CLI::IsMember({"stablehlo"}));
  compile->add_option("--max-depth", options.maxDepth, "deepest call nesting before a StackOverflowError")->check(CLI::PositiveNumber);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  // An exception reaching here is a bug in juxla (a user's errors are diagnostics): say so and
  // exit instead of aborting.
  try {
    if (print->parsed()) return juxla::tools::runPrint(options);
    if (opt->parsed()) return juxla::tools::runOpt(options);
    if (interpret->parsed()) return juxla::tools::runInterpret(options);
    if (parse->parsed()) return juxla::tools::runParse(options);
    if (run->parsed()) return juxla::tools::runRun(options);
    if (compile->parsed()) return juxla::tools::runCompile(options);
  } catch (const std::exception& e) {
    std::cerr << "juxla: internal error: " << e.what() << "\n";
    return 3;
  }
  return 2;
}
