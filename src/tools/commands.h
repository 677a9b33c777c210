// The juxla subcommands, each a function from parsed options to an exit status.
#pragma once

#include <string>

namespace juxla::tools {

struct CommandOptions {
  std::string file;
  bool generic = false;
  bool noVerify = false;
  std::string passes;
  std::string dumpAfter;
};

// Exit status: 0 success, 1 bad input (reported as file:line:col: error: ...), 2 bad usage.
int runPrint(const CommandOptions& options);
int runOpt(const CommandOptions& options);

}  // namespace juxla::tools
