// Julia programs run in script mode: every `NAME.jl` under tests/programs/ comes with
//   NAME.out  the expected stdout of `juxla run NAME.jl` (required), and optionally
//   NAME.err  the expected stderr (errors with their location, @info/@warn output).
// The exit status must be 1 when NAME.err holds an `error:` line, else 0. A line of NAME.out that
// starts with `re:` is a regular expression for that line (timings). The command runs in the
// file's folder, so messages name the file without a path.
// Programs under a `staged/` folder run three times, on the host (`--device=host`), staged in the
// interpreter (`--device=interp`) and on the CPU backend (`--device=cpu`), against the same expected
// output; the staged runs must compile at least one call. Under `staged_only/` they run staged only
// (errors that only compiled code can raise); staged runs pass --no-host-fallback, so a call that
// does not compile fails instead of running in the evaluator. Programs under `host_fallback/` run
// once, on the CPU with that fallback on (their .err holds its warnings). On the CPU, floats that oneDNN sums in another order
// may differ in their last digits: numbers with a fraction or exponent match within 1e-5 relative.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <regex>

#include <unistd.h>

#include "support/run_command.h"

namespace fs = std::filesystem;
using juxla::testing::readFile;

extern const char* const kProgramTestList;

namespace {

struct ProgramTest {
  fs::path file;
  std::string name() const {
    fs::path rel = fs::relative(file, fs::path(JUXLA_SOURCE_DIR) / "tests" / "programs");
    std::string n = rel.replace_extension().string();
    for (char& c : n)
      if (!isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
  }
};

void PrintTo(const ProgramTest& t, std::ostream* os) { *os << t.file.string(); }

std::vector<ProgramTest> discover() {
  std::vector<ProgramTest> tests;
  std::string list = kProgramTestList;
  size_t start = 0;
  while (start < list.size()) {
    size_t nl = list.find('\n', start);
    std::string rel = list.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    if (!rel.empty()) tests.push_back({fs::path(JUXLA_SOURCE_DIR) / "tests" / "programs" / rel});
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  std::sort(tests.begin(), tests.end(), [](const ProgramTest& a, const ProgramTest& b) { return a.file < b.file; });
  return tests;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

// Exact comparison, except that expected lines starting with `re:` are regular expressions.
bool outputMatches(const std::string& expected, const std::string& actual) {
  if (expected.find("\nre:") == std::string::npos && expected.rfind("re:", 0) != 0) return expected == actual;
  std::vector<std::string> want = lines(expected), got = lines(actual);
  if (want.size() != got.size()) return false;
  for (size_t i = 0; i < want.size(); ++i) {
    if (want[i].rfind("re:", 0) == 0) {
      if (!std::regex_match(got[i], std::regex(want[i].substr(3)))) return false;
    } else if (want[i] != got[i]) {
      return false;
    }
  }
  return true;
}

// Exact, except that numbers written with a fraction or an exponent (1.5, 2.0e-5, 0.25f0) match
// within `rtol`; integers and all other text must be equal.
bool outputMatchesWithin(const std::string& expected, const std::string& actual, double rtol) {
  static const std::regex number(R"([-+]?[0-9]+(\.[0-9]+)?([eEf][-+]?[0-9]+)?)");
  auto split = [&](const std::string& text, std::vector<std::string>& numbers) {
    std::string skeleton;
    size_t last = 0;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it) {
      skeleton += text.substr(last, size_t(it->position()) - last) + "#";
      numbers.push_back(it->str());
      last = size_t(it->position() + it->length());
    }
    return skeleton + text.substr(last);
  };
  std::vector<std::string> want, got;
  if (split(expected, want) != split(actual, got) || want.size() != got.size()) return false;
  for (size_t i = 0; i < want.size(); ++i) {
    if (want[i] == got[i]) continue;
    bool isFloat = want[i].find_first_of(".eEf") != std::string::npos;
    if (!isFloat) return false;
    std::string a = want[i], b = got[i];
    std::replace(a.begin(), a.end(), 'f', 'e');
    std::replace(b.begin(), b.end(), 'f', 'e');
    double x = std::stod(a), y = std::stod(b);
    if (!(std::fabs(x - y) <= rtol * std::max(std::fabs(x), std::fabs(y)))) return false;
  }
  return true;
}

class Program : public ::testing::TestWithParam<ProgramTest> {};

bool isStaged(const fs::path& file) { return file.string().find("/staged/") != std::string::npos; }
bool isStagedOnly(const fs::path& file) { return file.string().find("/staged_only/") != std::string::npos; }
bool isHostFallback(const fs::path& file) { return file.string().find("/host_fallback/") != std::string::npos; }

void runAndCompare(const fs::path& file, const std::string& flags, double rtol = 0) {
  fs::path out = fs::path(file).replace_extension(".out");
  fs::path err = fs::path(file).replace_extension(".err");
  ASSERT_TRUE(fs::exists(out)) << "missing " << out;
  std::string wantOut = readFile(out);
  std::string wantErr = fs::exists(err) ? readFile(err) : "";
  bool wantsError = wantErr.find("error:") != std::string::npos;
  juxla::testing::RunResult r = juxla::testing::runCommand(
      std::string("'") + JUXLA_BINARY + "' run " + flags + " '" + file.filename().string() + "'", file.parent_path());
  EXPECT_EQ(r.exitCode, wantsError ? 1 : 0) << "stderr:\n" << r.err;
  bool matches = outputMatches(wantOut, r.out) || (rtol > 0 && outputMatchesWithin(wantOut, r.out, rtol));
  EXPECT_TRUE(matches) << "stdout differs; expected:\n" << wantOut << "\nactual:\n" << r.out;
  EXPECT_EQ(wantErr, r.err) << "stderr differs";
}

TEST_P(Program, MatchesExpected) { runAndCompare(GetParam().file, "--device=host"); }

class StagedProgram : public ::testing::TestWithParam<ProgramTest> {};

TEST_P(StagedProgram, MatchesExpectedStaged) {
  const fs::path& file = GetParam().file;
  fs::path dump = fs::temp_directory_path() / ("juxla-staged-" + GetParam().name() + "-" + std::to_string(::getpid()));
  fs::remove_all(dump);
  runAndCompare(file, "--device=interp --no-host-fallback --dump-ir='" + dump.string() + "'");
  bool compiled = fs::exists(dump) && !fs::is_empty(dump);
  fs::remove_all(dump);
  // A program that ends in a staging error may stop before anything compiles.
  fs::path err = fs::path(file).replace_extension(".err");
  bool endsInError = fs::exists(err) && readFile(err).find("error:") != std::string::npos;
  EXPECT_TRUE(compiled || endsInError) << "the staged run compiled nothing";
}

TEST_P(StagedProgram, MatchesExpectedOnCpu) { runAndCompare(GetParam().file, "--device=cpu --no-host-fallback", 1e-5); }

// Why `juxla run --device=cuda` cannot run here (its own error line), or empty where it can: the
// CUDA runs skip with that reason on machines without a GPU.
const std::string& cudaMissing() {
  static const std::string why = [] {
    juxla::testing::RunResult r =
        juxla::testing::runCommand(std::string("'") + JUXLA_BINARY + "' run --device=cuda /dev/null", fs::temp_directory_path());
    return r.exitCode == 0 ? std::string() : r.err.empty() ? std::string("juxla run --device=cuda failed") : r.err;
  }();
  return why;
}

// On the GPU with TF32 off (the tests' rule: its products would not meet the tolerance).
TEST_P(StagedProgram, MatchesExpectedOnCuda) {
  if (!cudaMissing().empty()) GTEST_SKIP() << cudaMissing();
  setenv("JUXLA_CUDA_TF32", "0", 1);
  runAndCompare(GetParam().file, "--device=cuda --no-host-fallback", 1e-5);
}

class FallbackProgram : public ::testing::TestWithParam<ProgramTest> {};

TEST_P(FallbackProgram, MatchesExpectedOnCpu) { runAndCompare(GetParam().file, "--device=cpu", 1e-5); }

std::vector<ProgramTest> hostPrograms() {
  std::vector<ProgramTest> out;
  for (const ProgramTest& t : discover())
    if (!isStagedOnly(t.file) && !isHostFallback(t.file)) out.push_back(t);
  return out;
}

std::vector<ProgramTest> fallbackPrograms() {
  std::vector<ProgramTest> out;
  for (const ProgramTest& t : discover())
    if (isHostFallback(t.file)) out.push_back(t);
  return out;
}

std::vector<ProgramTest> stagedPrograms() {
  std::vector<ProgramTest> out;
  for (const ProgramTest& t : discover())
    if (isStaged(t.file) || isStagedOnly(t.file)) out.push_back(t);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Programs, Program, ::testing::ValuesIn(hostPrograms()),
                         [](const ::testing::TestParamInfo<ProgramTest>& info) { return info.param.name(); });
INSTANTIATE_TEST_SUITE_P(Programs, FallbackProgram, ::testing::ValuesIn(fallbackPrograms()),
                         [](const ::testing::TestParamInfo<ProgramTest>& info) { return info.param.name(); });
INSTANTIATE_TEST_SUITE_P(Programs, StagedProgram, ::testing::ValuesIn(stagedPrograms()),
                         [](const ::testing::TestParamInfo<ProgramTest>& info) { return info.param.name(); });

}  // namespace
