// libFuzzer target for the IR text parser: any input either parses or gets a located error, never a
// crash or a hang; and a module that parses and verifies prints back to text that reads back equal.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"

using namespace juxla;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "fuzz.mlir", std::string(reinterpret_cast<const char*>(data), size), diag);
  std::string rendered = diag.renderAll();  // rendering a diagnostic must not crash either
  if (!module) {
    if (rendered.find(": error: ") == std::string::npos) {
      std::fprintf(stderr, "parse failed without a located error\n");
      std::abort();
    }
    return 0;
  }
  bool valid = ir::verifyModule(*module, diag);
  std::string printed = ir::printModule(*module);
  if (!valid) return 0;
  DiagnosticEngine again(&sources);
  auto reparsed = ir::parseModuleText(sources, "printed.mlir", printed, again);
  if (!reparsed || !ir::verifyModule(*reparsed, again)) {
    std::fprintf(stderr, "printed module does not read back:\n%s\n%s", printed.c_str(), again.renderAll().c_str());
    std::abort();
  }
  if (ir::printModule(*reparsed) != printed) {
    std::fprintf(stderr, "printing is not stable:\n%s\n---\n%s", printed.c_str(), ir::printModule(*reparsed).c_str());
    std::abort();
  }
  return 0;
}
