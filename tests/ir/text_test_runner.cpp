// Runs the text-in/text-out tests under tests/ir/: each .mlir file names its command in a
// `// RUN: juxla ...` line; the output must equal its `// STDOUT: ...` lines, or `FILE.expected`,
// or the file itself (round trip). `// EXIT: N` expects that status (then stderr is compared).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct TextTest {
  fs::path file;
  std::string name() const {
    std::string n = file.parent_path().filename().string() + "_" + file.stem().string();
    for (char& c : n)
      if (!isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
  }
};

std::vector<TextTest> discover() {
  std::vector<TextTest> tests;
  fs::path root = fs::path(JUXLA_SOURCE_DIR) / "tests" / "ir";
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file() && entry.path().extension() == ".mlir") tests.push_back({entry.path()});
  std::sort(tests.begin(), tests.end(), [](const TextTest& a, const TextTest& b) { return a.file < b.file; });
  return tests;
}

struct RunResult {
  int exitCode = -1;
  std::string out, err;
};

// Runs `command` in `dir`, capturing stdout and stderr.
RunResult run(const std::string& command, const fs::path& dir) {
  fs::path errFile = fs::temp_directory_path() / ("juxla_text_test_" + std::to_string(getpid()) + ".err");
  std::string full = "cd '" + dir.string() + "' && " + command + " 2>'" + errFile.string() + "'";
  RunResult r;
  FILE* pipe = popen(full.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
  int status = pclose(pipe);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.err = readFile(errFile);
  fs::remove(errFile);
  return r;
}

// Lines at the top of the file that start with "//" are the test's header, not its text.
std::string withoutHeader(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  bool header = true;
  while (std::getline(in, line)) {
    if (header && line.rfind("//", 0) == 0) continue;
    header = false;
    out += line + "\n";
  }
  return out;
}

void PrintTo(const TextTest& t, std::ostream* os) { *os << t.file.string(); }

class IrTextTest : public ::testing::TestWithParam<TextTest> {};

// Runs FILE's RUN line (with `extraFlags` appended) and compares its output with the expected one.
void checkFile(const fs::path& file, const std::string& extraFlags) {
  std::string text = readFile(file);
  std::istringstream lines(text);
  std::string line, runLine, stdoutLines;
  bool hasStdoutLines = false;
  int expectedExit = 0;
  while (std::getline(lines, line)) {
    if (line.rfind("// RUN: ", 0) == 0) runLine = line.substr(8);
    if (line.rfind("// EXIT: ", 0) == 0) expectedExit = std::stoi(line.substr(9));
    if (line.rfind("// STDOUT: ", 0) == 0) {
      stdoutLines += line.substr(11) + "\n";
      hasStdoutLines = true;
    }
  }
  ASSERT_FALSE(runLine.empty()) << file << " has no `// RUN: juxla ...` line";
  ASSERT_EQ(runLine.rfind("juxla ", 0), 0u) << "RUN lines start with `juxla`";
  std::string command = "'" JUXLA_BINARY "' " + runLine.substr(6) + extraFlags;
  size_t at;
  while ((at = command.find("%s")) != std::string::npos) command.replace(at, 2, file.filename().string());

  RunResult r = run(command, file.parent_path());
  EXPECT_EQ(r.exitCode, expectedExit) << "stderr:\n" << r.err;
  fs::path expectedFile = file.string() + ".expected";
  // Expected output: `// STDOUT: ...` lines, else FILE.expected, else the file itself (round trip).
  std::string expected = hasStdoutLines          ? stdoutLines
                         : fs::exists(expectedFile) ? readFile(expectedFile)
                                                    : withoutHeader(text);
  const std::string& actual = expectedExit == 0 ? r.out : r.err;
  EXPECT_EQ(actual, expected) << "command: " << command;
}

TEST_P(IrTextTest, MatchesExpectedOutput) { checkFile(GetParam().file, ""); }

// Modules run with `juxla interpret` must give the same output on the CPU backend.
TEST_P(IrTextTest, MatchesExpectedOutputOnCpu) {
  std::string text = readFile(GetParam().file);
  if (text.find("// RUN: juxla interpret") == std::string::npos) GTEST_SKIP() << "not run by interpret";
  checkFile(GetParam().file, " --device=cpu");
}

INSTANTIATE_TEST_SUITE_P(Files, IrTextTest, ::testing::ValuesIn(discover()),
                         [](const ::testing::TestParamInfo<TextTest>& info) { return info.param.name(); });

}  // namespace
