// Running the juxla command from golden-test runners: stdout, stderr and the exit status.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace juxla::testing {

inline std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct RunResult {
  int exitCode = -1;
  std::string out, err;
};

// Runs `command` with the shell in `dir`; stderr goes through a temporary file.
inline RunResult runCommand(const std::string& command, const std::filesystem::path& dir) {
  static int counter = 0;
  std::filesystem::path errFile = std::filesystem::temp_directory_path() /
                                  ("juxla_run_" + std::to_string(getpid()) + "_" + std::to_string(counter++) + ".err");
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
  std::filesystem::remove(errFile);
  return r;
}

}  // namespace juxla::testing
