// The pass pipeline: runs passes in order, verifying the module before the first and after every pass,
// optionally printing the IR after a named pass or after all of them (`--dump-after=PASS|all`).
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "ir/printer.h"
#include "passes/pass.h"
#include "support/diagnostics.h"

namespace juxla::passes {

struct PipelineOptions {
  bool verify = true;
  std::string dumpAfter;              // a pass name, "all", or "" for no dumps
  std::ostream* dumpStream = nullptr;  // where dumps go; required when dumpAfter is set
  ir::PrintOptions print;
};

class Pipeline {
 public:
  explicit Pipeline(DiagnosticEngine& diagnostics, PipelineOptions options = {});

  void add(std::unique_ptr<Pass> pass);
  // Adds the passes of a comma-separated list such as "inline,cse,dce". Returns "" on success, else why
  // not (an unknown or empty name, listing the known ones); nothing is added then.
  std::string addPassList(std::string_view list);
  std::vector<std::string_view> passNames() const;

  // Verifies, then runs each pass and verifies after it. Returns false, with errors reported, when the
  // input does not verify, a pass reports an error, or a pass leaves invalid IR; later passes do not run.
  bool run(ir::Module& module);
  // Whether the last run changed the module.
  bool changed() const { return changed_; }

 private:
  bool verify(const ir::Module& module, const std::string& when);
  void dump(const ir::Module& module, std::string_view passName);

  DiagnosticEngine& diagnostics_;
  PipelineOptions options_;
  std::vector<std::unique_ptr<Pass>> passes_;
  bool changed_ = false;
};

}  // namespace juxla::passes
