#include "support/diagnostics.h"

#include <gtest/gtest.h>

namespace juxla {
namespace {

TEST(Diagnostics, RendersLocationLineAndCaret) {
  SourceManager sources;
  uint32_t id = sources.add("model.mlir", "module {\n  %0 = bad\n}\n");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 16), "unknown operation 'bad'");
  EXPECT_EQ(diag.renderAll(), "model.mlir:2:8: error: unknown operation 'bad'\n  %0 = bad\n       ^\n");
  EXPECT_TRUE(diag.hasErrors());
}

TEST(Diagnostics, ColumnsCountCodePointsAndKeepTabs) {
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "\tŷ = x\n");
  DiagnosticEngine diag(&sources);
  // 'x' is at byte 6: tab (1) + ŷ (2 bytes, one code point) + " = " (3).
  diag.error(sources.loc(id, 6), "undefined variable");
  EXPECT_EQ(diag.renderAll(), "f.jl:1:6: error: undefined variable\n\tŷ = x\n\t    ^\n");
}

TEST(Diagnostics, ErrorAtEndOfFileWithoutNewline) {
  SourceManager sources;
  uint32_t id = sources.add("t.mlir", "module {");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 8), "missing '}'");
  EXPECT_EQ(diag.renderAll(), "t.mlir:1:9: error: missing '}'\nmodule {\n        ^\n");
}

TEST(Diagnostics, WithoutLocation) {
  DiagnosticEngine diag;
  diag.warning({}, "no source");
  EXPECT_EQ(diag.renderAll(), "warning: no source\n");
  EXPECT_FALSE(diag.hasErrors());
}

TEST(Sources, MissingFileIsAnError) {
  SourceManager sources;
  std::string err;
  EXPECT_EQ(sources.addFile("/nonexistent/file.mlir", err), 0u);
  EXPECT_NE(err.find("cannot open"), std::string::npos);
}

}  // namespace
}  // namespace juxla
