#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "compiler/evaluator.h"
#include "ir/printer.h"
#include "staging/stager.h"
#include "tools/commands.h"

namespace juxla::tools {

namespace {

// Runs the script; with a device, host calls on arrays are staged (src/staging) and run there.
int runScript(const CommandOptions& options, std::ostream* out, staging::StagerImpl::Options stagerOptions,
              bool staged) {
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
  evalOptions.out = out;
  evalOptions.args = options.scriptArgs;
  compiler::Evaluator ev(sources, diag, evalOptions);
  staging::StagerImpl stager(std::move(stagerOptions));
  if (staged) ev.stager = &stager;
  ev.inspector = &stager;
  bool ok = ev.runFile(id);
  std::cout.flush();
  diag.print(std::cerr);
  return ok ? 0 : 1;
}

std::string moduleText(const ir::Module& m) {
  return ir::printModule(m);
}

}  // namespace

int runRun(const CommandOptions& options) {
  staging::StagerImpl::Options stagerOptions;
  if (std::string why; options.runDevice == "cuda" && !runtime::deviceAvailable(runtime::Device::Cuda, &why)) {
    std::cerr << "juxla: error: no CUDA device: " << why << "\n";
    return 2;
  }
  if (!options.dumpIr.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(options.dumpIr, ec);
    if (ec) {
      std::cerr << "juxla: error: cannot create the folder " << options.dumpIr << ": " << ec.message() << "\n";
      return 2;
    }
    auto counter = std::make_shared<int>(0);
    std::string dir = options.dumpIr;
    stagerOptions.onCompile = [dir, counter](const std::string& name, const ir::Module& m) {
      std::string file = name;  // operators (`*`) make awkward file names
      for (char& ch : file)
        if (!isalnum(static_cast<unsigned char>(ch)) && ch != '_' && ch != '!') ch = '_';
      std::string path = dir + "/" + std::to_string(++*counter) + "-" + file + ".mlir";
      std::ofstream f(path);
      f << moduleText(m);
    };
  }
  stagerOptions.device = runtime::parseDevice(options.runDevice).value_or(runtime::Device::Interp);
  stagerOptions.hostFallback = !options.noHostFallback;
  return runScript(options, nullptr, std::move(stagerOptions), options.runDevice != "host");
}

int runCompile(const CommandOptions& options) {
  // The script runs with its output discarded; each compile of the entry function is printed.
  staging::StagerImpl::Options stagerOptions;
  stagerOptions.device = runtime::Device::Cpu;
  auto found = std::make_shared<int>(0);
  std::string entry = options.entry;
  stagerOptions.onCompile = [entry, found](const std::string& name, const ir::Module& m) {
    if (name != entry) return;
    ++*found;
    std::cout << moduleText(m);
  };
  std::ostringstream discard;
  int status = runScript(options, &discard, std::move(stagerOptions), true);
  if (status == 0 && *found == 0) {
    std::cerr << "juxla: error: the script never called `" << entry
              << "` with array arguments, so nothing was compiled (call it at the end of the script with example inputs)\n";
    return 1;
  }
  return status;
}

}  // namespace juxla::tools
