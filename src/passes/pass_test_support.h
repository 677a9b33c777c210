// Shared by the passes' unit tests: IR text in, passes run through the pipeline, IR text out.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>

#include "ir/parser.h"
#include "ir/printer.h"
#include "passes/pipeline.h"

namespace juxla::passes::test_support {

struct PassRun {
  bool ok = false;
  bool changed = false;
  std::string output;  // the printed module when ok
  std::string errors;  // rendered diagnostics
  std::string dumps;
};

inline PassRun runPassesOn(const std::string& text, std::string_view passList, PipelineOptions options = {}) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  PassRun run;
  auto module = ir::parseModuleText(sources, "input.mlir", text, diag);
  if (!module) {
    run.errors = diag.renderAll();
    return run;
  }
  std::ostringstream dumps;
  options.dumpStream = &dumps;
  Pipeline pipeline(diag, options);
  std::string error = pipeline.addPassList(passList);
  EXPECT_EQ(error, "") << "bad pass list in a test";
  run.ok = pipeline.run(*module);
  run.changed = pipeline.changed();
  run.errors = diag.renderAll();
  run.dumps = dumps.str();
  if (run.ok) run.output = ir::printModule(*module);
  return run;
}

// Runs the passes and returns the printed module, failing the test on any error.
inline std::string optimize(const std::string& text, std::string_view passList) {
  PassRun run = runPassesOn(text, passList);
  EXPECT_TRUE(run.ok) << run.errors;
  EXPECT_EQ(run.errors, "");
  return run.output;
}

inline std::unique_ptr<ir::Module> parseOrDie(SourceManager& sources, const std::string& text) {
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "input.mlir", text, diag);
  EXPECT_NE(module, nullptr) << diag.renderAll();
  return module;
}

}  // namespace juxla::passes::test_support
