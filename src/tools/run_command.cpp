#include <iostream>

#include "compiler/evaluator.h"
#include "tools/commands.h"

namespace juxla::tools {

int runRun(const CommandOptions& options) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  std::string err;
  uint32_t id = sources.addFile(options.file, err);
  if (!id) {
    std::cerr << "juxla: error: " << err << "\n";
    return 2;
  }
  compiler::Evaluator::Options evalOptions;
  evalOptions.maxCallDepth = options.maxDepth;
  compiler::Evaluator ev(sources, diag, evalOptions);
  bool ok = ev.runFile(id);
  std::cout.flush();
  diag.print(std::cerr);
  return ok ? 0 : 1;
}

}  // namespace juxla::tools
