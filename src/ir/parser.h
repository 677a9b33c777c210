// Reads StableHLO text (pretty and generic forms, MLIR literal syntax) into IR.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "ir/ir.h"
#include "support/diagnostics.h"

namespace juxla::ir {

// Parses the whole buffer `fileId` of `sources`. On error, reports `file:line:col: error: ...`
// into `diag` and returns nullptr. The result is not verified (see verifier.h).
std::unique_ptr<Module> parseModule(const SourceManager& sources, uint32_t fileId, DiagnosticEngine& diag);

// Convenience for tests and tools: registers `text` under `name` in `sources` and parses it.
std::unique_ptr<Module> parseModuleText(SourceManager& sources, std::string name, std::string text,
                                        DiagnosticEngine& diag);

}  // namespace juxla::ir
