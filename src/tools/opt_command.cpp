// `juxla opt FILE.mlir --passes=inline,cse,dce [--dump-after=PASS|all] [--generic]`
#include <exception>
#include <iostream>

#include "ir/parser.h"
#include "ir/printer.h"
#include "passes/pipeline.h"
#include "tools/commands.h"

namespace juxla::tools {

namespace {
std::string knownPassNames() {
  std::string out;
  for (std::string_view name : passes::registeredPassNames()) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

bool isPassName(std::string_view name) {
  for (std::string_view known : passes::registeredPassNames())
    if (known == name) return true;
  return false;
}
}  // namespace

int runOpt(const CommandOptions& options) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  passes::PipelineOptions pipelineOptions;
  pipelineOptions.dumpAfter = options.dumpAfter;
  pipelineOptions.dumpStream = &std::cerr;
  pipelineOptions.print.genericForm = options.generic;
  passes::Pipeline pipeline(diag, pipelineOptions);

  // Usage errors come before reading the file.
  if (!options.passes.empty()) {
    if (std::string error = pipeline.addPassList(options.passes); !error.empty()) {
      std::cerr << "juxla: error: " << error << "\n";
      return 2;
    }
  }
  if (!options.dumpAfter.empty() && options.dumpAfter != "all" && !isPassName(options.dumpAfter)) {
    std::cerr << "juxla: error: --dump-after names unknown pass '" << options.dumpAfter
              << "'; use 'all' or one of: " << knownPassNames() << "\n";
    return 2;
  }

  std::string readError;
  uint32_t fileId = sources.addFile(options.file, readError);
  if (!fileId) {
    std::cerr << "juxla: error: " << readError << "\n";
    return 1;
  }
  std::unique_ptr<ir::Module> module = ir::parseModule(sources, fileId, diag);
  if (!module) {
    diag.print(std::cerr);
    return 1;
  }
  bool ok = false;
  try {
    ok = pipeline.run(*module);
  } catch (const std::exception& e) {
    diag.print(std::cerr);
    std::cerr << "juxla: internal error: " << e.what() << "\n";
    return 1;
  }
  diag.print(std::cerr);
  if (!ok) return 1;
  std::cout << ir::printModule(*module, pipelineOptions.print);
  return 0;
}

}  // namespace juxla::tools
