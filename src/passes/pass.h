// The pass interface: a named transformation of a module that says whether it changed anything, and a
// registry that creates passes by name for the pipeline and `juxla opt`.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "support/diagnostics.h"

namespace juxla::passes {

class Pass {
 public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  // Runs over the module; returns true when it changed the IR. A pass that cannot do its job reports
  // an error (see `error`) and leaves the module valid; the pipeline stops after it.
  virtual bool run(ir::Module& module) = 0;

  // Where errors go; a pass used on its own keeps them in an engine of its own.
  void setDiagnostics(DiagnosticEngine* diagnostics) { diagnostics_ = diagnostics; }
  DiagnosticEngine& diagnostics() { return diagnostics_ ? *diagnostics_ : ownDiagnostics_; }

 protected:
  Diagnostic& error(SourceLoc loc, std::string message) { return diagnostics().error(loc, std::move(message)); }

 private:
  DiagnosticEngine* diagnostics_ = nullptr;
  DiagnosticEngine ownDiagnostics_;
};

// Creates a registered pass by name ("canonicalize", "cse", "dce", "inline"); nullptr if unknown.
std::unique_ptr<Pass> createPass(std::string_view name);
// The registered names, sorted.
std::vector<std::string_view> registeredPassNames();

}  // namespace juxla::passes
