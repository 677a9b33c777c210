#include <iostream>

#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "tools/commands.h"

namespace juxla::tools {

namespace {
// Reads and parses `path`; reports errors to stderr and returns nullptr on failure.
std::unique_ptr<ir::Module> load(const std::string& path, SourceManager& sources, DiagnosticEngine& diag) {
  std::string err;
  uint32_t id = sources.addFile(path, err);
  if (!id) {
    std::cerr << "juxla: error: " << err << "\n";
    return nullptr;
  }
  auto module = ir::parseModule(sources, id, diag);
  if (!module) diag.print(std::cerr);
  return module;
}
}  // namespace

int runPrint(const CommandOptions& options) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = load(options.file, sources, diag);
  if (!module) return 1;
  if (!options.noVerify && !ir::verifyModule(*module, diag)) {
    diag.print(std::cerr);
    return 1;
  }
  ir::PrintOptions print;
  print.genericForm = options.generic;
  std::cout << ir::printModule(*module, print);
  return 0;
}

}  // namespace juxla::tools
