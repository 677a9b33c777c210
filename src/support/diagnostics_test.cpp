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

TEST(Sources, LoneCrCrLfAndLfAllEndLines) {
  // Lines: "a" (\r), "bc" (\r\n), "d" (\n), "e" (\r), "" (end).
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "a\rbc\r\nd\ne\r");
  const SourceFile& f = sources.file(id);
  struct Case { uint32_t offset, line, column; std::string_view text; };
  const Case cases[] = {{0, 1, 1, "a"}, {1, 1, 2, "a"},  {2, 2, 1, "bc"}, {3, 2, 2, "bc"},
                        {4, 2, 3, "bc"}, {5, 2, 4, "bc"}, {6, 3, 1, "d"},  {8, 4, 1, "e"},
                        {10, 5, 1, ""}};
  for (const Case& c : cases) {
    LineCol lc = f.lineCol(c.offset);
    EXPECT_EQ(lc.line, c.line) << "offset " << c.offset;
    EXPECT_EQ(lc.column, c.column) << "offset " << c.offset;
    EXPECT_EQ(f.lineText(c.offset), c.text) << "offset " << c.offset;
  }
}

TEST(Diagnostics, RendersTheLineAfterALoneCr) {
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "x = 1\ry = 2 3\rz = 4\r");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 12), "extra tokens");
  EXPECT_EQ(diag.renderAll(), "f.jl:2:7: error: extra tokens\ny = 2 3\n      ^\n");
}

TEST(Diagnostics, CaretSkipsCombiningMarks) {
  // y + U+0302 (a decomposed ŷ) is drawn in one cell; the column still counts both code points.
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "y\u0302 = 1 2\n");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 8), "extra tokens");
  EXPECT_EQ(diag.renderAll(), "f.jl:1:8: error: extra tokens\ny\u0302 = 1 2\n      ^\n");
}

TEST(Diagnostics, CaretCountsWideCharactersTwice) {
  // 変数 is two CJK characters of two cells each; the tab is copied as it is.
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "\t\u5909\u6570 = x\n");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 10), "undefined variable");
  EXPECT_EQ(diag.renderAll(), "f.jl:1:7: error: undefined variable\n\t\u5909\u6570 = x\n\t       ^\n");
}

TEST(Diagnostics, CaretAfterInvalidUtf8TakesOneCellPerByte) {
  SourceManager sources;
  uint32_t id = sources.add("f.jl", "a\xff b\n");
  DiagnosticEngine diag(&sources);
  diag.error(sources.loc(id, 3), "here");
  EXPECT_EQ(diag.renderAll(), "f.jl:1:4: error: here\na\xff b\n   ^\n");
}

TEST(Diagnostics, DisplayWidths) {
  EXPECT_EQ(displayWidth('a'), 1);
  EXPECT_EQ(displayWidth(0x0302), 0);   // combining circumflex (Mn)
  EXPECT_EQ(displayWidth(0x20DD), 0);   // combining enclosing circle (Me)
  EXPECT_EQ(displayWidth(0x0903), 0);   // Devanagari sign visarga (Mc)
  EXPECT_EQ(displayWidth(0x5909), 2);   // 変 (East Asian wide)
  EXPECT_EQ(displayWidth(0xFF21), 2);   // Ａ (fullwidth)
  EXPECT_EQ(displayWidth(0x03B1), 1);   // α
  EXPECT_EQ(displayWidth(0x2207), 1);   // ∇
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
