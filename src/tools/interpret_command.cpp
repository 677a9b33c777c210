#include <iostream>

#include "interp/module_runner.h"
#include "tools/commands.h"

namespace juxla::tools {

int runInterpret(const CommandOptions& options) {
  if (options.device != "interp") {
    std::cerr << "juxla: error: --device=" << options.device
              << " is not available yet; the reference interpreter (--device=interp) is\n";
    return 2;
  }
  size_t passed = 0, failed = 0;
  bool malformed = false;
  for (const std::string& file : options.files) {
    interp::ModuleRunResult r = interp::runModuleFile(file);
    switch (r.outcome) {
      case interp::ModuleRunResult::Passed: ++passed; break;
      case interp::ModuleRunResult::Failed:
        ++failed;
        std::cout << "FAIL " << r.message << "\n";
        break;
      case interp::ModuleRunResult::Malformed:
        ++failed;
        malformed = true;
        std::cerr << r.diagnostics;
        std::cout << "MALFORMED " << r.message << "\n";
        break;
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  if (malformed) return 2;
  return failed ? 1 : 0;
}

}  // namespace juxla::tools
