// Golden tests of the Julia front end: every `NAME.jl` under tests/frontend/ comes with
//   NAME.ast  the expected stdout of `juxla parse --dump-ast NAME.jl` (exit status 0), or
//   NAME.err  the expected stderr of `juxla parse NAME.jl` (exit status 1).
// Adding a test is adding those two files. The command runs in the file's folder, so error
// messages name the file without a path.
#include <gtest/gtest.h>

#include "support/run_command.h"
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

// Written by CMake from the same glob, newline separated; see tests/CMakeLists.txt.
extern const char* const kFrontendGoldenList;

namespace {

struct GoldenTest {
  fs::path file;
  std::string name() const {
    fs::path rel = fs::relative(file, fs::path(JUXLA_SOURCE_DIR) / "tests" / "frontend");
    std::string n = rel.replace_extension().string();
    for (char& c : n)
      if (!isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
  }
};

void PrintTo(const GoldenTest& t, std::ostream* os) { *os << t.file.string(); }

std::vector<GoldenTest> discover() {
  std::vector<GoldenTest> tests;
  fs::path root = fs::path(JUXLA_SOURCE_DIR) / "tests" / "frontend";
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file() && entry.path().extension() == ".jl") tests.push_back({entry.path()});
  std::sort(tests.begin(), tests.end(), [](const GoldenTest& a, const GoldenTest& b) { return a.file < b.file; });
  return tests;
}

using juxla::testing::readFile;
using juxla::testing::RunResult;
RunResult run(const std::string& command, const fs::path& dir) { return juxla::testing::runCommand(command, dir); }

class FrontendGolden : public ::testing::TestWithParam<GoldenTest> {};

TEST_P(FrontendGolden, MatchesExpected) {
  const fs::path& file = GetParam().file;
  fs::path ast = fs::path(file).replace_extension(".ast");
  fs::path err = fs::path(file).replace_extension(".err");
  bool wantsAst = fs::exists(ast), wantsErr = fs::exists(err);
  ASSERT_NE(wantsAst, wantsErr) << file << " needs exactly one of " << ast.filename() << " or " << err.filename();
  std::string name = "'" + file.filename().string() + "'";
  if (wantsAst) {
    RunResult r = run("'" JUXLA_BINARY "' parse --dump-ast " + name, file.parent_path());
    EXPECT_EQ(r.exitCode, 0) << "stderr:\n" << r.err;
    EXPECT_EQ(r.out, readFile(ast));
  } else {
    RunResult r = run("'" JUXLA_BINARY "' parse " + name, file.parent_path());
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, readFile(err));
  }
}

TEST(FrontendGoldenList, MatchesTheFilesOnDisk) {
  std::string list = kFrontendGoldenList;
  size_t listed = list.empty() ? 0 : size_t(std::count(list.begin(), list.end(), '\n')) + 1;
  EXPECT_EQ(listed, discover().size()) << "a golden was added or removed: rebuild so CTest sees it";
}

INSTANTIATE_TEST_SUITE_P(Files, FrontendGolden, ::testing::ValuesIn(discover()),
                         [](const ::testing::TestParamInfo<GoldenTest>& info) { return info.param.name(); });

}  // namespace
