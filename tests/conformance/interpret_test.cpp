// Runs every StableHLO conformance file in the reference interpreter, and again on the CPU backend.
// Files that still fail are listed in known_failures.txt with a reason; an unlisted failure fails
// this test, and so does a listed file that passes (remove it from the list), so the list only
// shrinks. The CPU must pass exactly the files the interpreter passes.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

#include <stdlib.h>

#include "interp/module_runner.h"
#include "runtime/executable.h"

namespace fs = std::filesystem;
using namespace juxla;

namespace {

fs::path conformanceDir() { return fs::path(JUXLA_SOURCE_DIR).parent_path() / "shared" / "conformance" / "stablehlo"; }

// `file.mlir: reason` per line; '#' starts a comment.
std::map<std::string, std::string> knownFailures() {
  std::map<std::string, std::string> known;
  std::ifstream in(fs::path(JUXLA_SOURCE_DIR) / "tests" / "conformance" / "known_failures.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t colon = line.find(": ");
    known[line.substr(0, colon)] = colon == std::string::npos ? "" : line.substr(colon + 2);
  }
  return known;
}

// The op family of a conformance file, from its name: "add_float32_2..." -> "add".
std::string family(const std::string& name) {
  static const char* kTypes[] = {"_float", "_bfloat", "_int", "_uint", "_bool", "_complex", "_shape", "_dtypes"};
  size_t cut = name.size();
  for (const char* t : kTypes) cut = std::min(cut, name.find(t));
  return name.substr(0, cut);
}

void runConformance(runtime::Device device) {
  ASSERT_TRUE(fs::exists(conformanceDir())) << conformanceDir() << " is missing";
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(conformanceDir()))
    if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  auto known = knownFailures();

  size_t passed = 0;
  std::map<std::string, std::pair<size_t, size_t>> byFamily;  // passed, total
  for (const fs::path& file : files) {
    std::string name = file.filename().string();
    interp::ModuleRunResult r = interp::runModuleFile(file.string(), [&](const ir::Module& m, const ir::Func& entry) {
      std::unique_ptr<runtime::Executable> exe = runtime::compile(device, m, entry);
      exe->run({});
      return exe->stats().checksPassed;
    });
    bool ok = r.outcome == interp::ModuleRunResult::Passed;
    auto& fam = byFamily[family(name)];
    fam.second++;
    if (ok) {
      fam.first++;
      ++passed;
      EXPECT_FALSE(known.count(name)) << name << " passes now: remove it from tests/conformance/known_failures.txt";
    } else {
      EXPECT_TRUE(known.count(name)) << runtime::deviceName(device) << ": new failure: " << r.message << "\n" << r.diagnostics;
    }
    known.erase(name);
  }
  for (const auto& [name, reason] : known) ADD_FAILURE() << name << " is listed as a known failure but does not exist";

  std::cout << passed << " of " << files.size() << " conformance files pass on " << runtime::deviceName(device) << " ("
            << (100.0 * double(passed) / double(files.size())) << "%)\n";
  for (const auto& [fam, counts] : byFamily)
    if (counts.first < counts.second)
      std::cout << "  " << fam << ": " << counts.first << " of " << counts.second << "\n";
}

TEST(ConformanceInterpreter, MatchesTheKnownFailureList) { runConformance(runtime::Device::Interp); }

TEST(ConformanceCpu, MatchesTheKnownFailureList) { runConformance(runtime::Device::Cpu); }

// On the GPU with TF32 off; skipped, with the reason, where there is none.
TEST(ConformanceCuda, MatchesTheKnownFailureList) {
  std::string why;
  if (!runtime::deviceAvailable(runtime::Device::Cuda, &why)) GTEST_SKIP() << "no CUDA device: " << why;
  setenv("JUXLA_CUDA_TF32", "0", 1);
  runConformance(runtime::Device::Cuda);
}

}  // namespace
