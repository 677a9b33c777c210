// Every StableHLO conformance file parses, verifies, and prints back exactly as upstream printed it;
// its generic form reads back to the same IR. The files are read from ../shared/conformance.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"

namespace fs = std::filesystem;
using namespace juxla;

namespace {

fs::path conformanceDir() { return fs::path(JUXLA_SOURCE_DIR).parent_path() / "shared" / "conformance" / "stablehlo"; }

std::vector<fs::path> conformanceFiles() {
  std::vector<fs::path> files;
  if (!fs::exists(conformanceDir())) return files;
  for (const auto& e : fs::directory_iterator(conformanceDir()))
    if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The corpus files start with one `// Upstream: ...` line that upstream's printer did not write.
std::string withoutFirstLine(const std::string& text) {
  size_t nl = text.find('\n');
  return nl == std::string::npos ? "" : text.substr(nl + 1);
}

std::unique_ptr<ir::Module> parseAndVerify(SourceManager& sources, const std::string& name, std::string text,
                                           std::string& errors) {
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, name, std::move(text), diag);
  if (module && !ir::verifyModule(*module, diag)) module.reset();
  errors = diag.renderAll();
  return module;
}

TEST(Conformance, CorpusIsPresent) {
  ASSERT_TRUE(fs::exists(conformanceDir())) << conformanceDir() << " is missing";
  EXPECT_GE(conformanceFiles().size(), 1500u);
}

TEST(Conformance, EveryFileRoundTripsExactly) {
  size_t checked = 0;
  for (const fs::path& file : conformanceFiles()) {
    SCOPED_TRACE(file.filename().string());
    std::string original = readFile(file);
    SourceManager sources;
    std::string errors;
    auto module = parseAndVerify(sources, file.filename().string(), original, errors);
    ASSERT_TRUE(module) << errors;
    std::string printed = ir::printModule(*module);
    EXPECT_EQ(printed, withoutFirstLine(original));

    // parse -> print -> parse -> print is stable.
    auto again = parseAndVerify(sources, "reprinted", printed, errors);
    ASSERT_TRUE(again) << errors;
    EXPECT_EQ(ir::printModule(*again), printed);

    // The generic form reads back to the same module.
    ir::PrintOptions generic;
    generic.genericForm = true;
    auto fromGeneric = parseAndVerify(sources, "generic", ir::printModule(*module, generic), errors);
    ASSERT_TRUE(fromGeneric) << errors;
    EXPECT_EQ(ir::printModule(*fromGeneric), printed);
    ++checked;
  }
  EXPECT_EQ(checked, conformanceFiles().size());
}

}  // namespace
