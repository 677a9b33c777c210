#include <iostream>

#include "interp/module_runner.h"
#include "runtime/executable.h"
#include "tools/commands.h"

namespace juxla::tools {

int runInterpret(const CommandOptions& options) {
  runtime::Device device = runtime::parseDevice(options.device).value_or(runtime::Device::Interp);
  if (std::string why; !runtime::deviceAvailable(device, &why)) {
    std::cerr << "juxla: error: no CUDA device: " << why << "\n";
    return 2;
  }
  interp::ModuleExecutor execute = [device](const ir::Module& m, const ir::Func& entry) {
    std::unique_ptr<runtime::Executable> exe = runtime::compile(device, m, entry);
    exe->run({});
    return exe->stats().checksPassed;
  };
  size_t passed = 0, failed = 0;
  bool malformed = false;
  for (const std::string& file : options.files) {
    interp::ModuleRunResult r = interp::runModuleFile(file, execute);
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
