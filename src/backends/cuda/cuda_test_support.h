// What the CUDA backend's tests share: a module parsed from IR text, kept with its sources.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ir/parser.h"

namespace juxla::cuda::testing {

struct Parsed {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
};

inline std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  DiagnosticEngine diag;
  p->module = ir::parseModuleText(p->sources, "test.mlir", text, diag);
  EXPECT_TRUE(p->module) << diag.renderAll();
  return p;
}

}  // namespace juxla::cuda::testing
