// One place that turns errors into `file:line:col: error: message`, the source line and a caret.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/source.h"

namespace juxla {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceLoc loc;
  std::string message;
  std::vector<Diagnostic> notes;
};

class DiagnosticEngine {
 public:
  explicit DiagnosticEngine(const SourceManager* sources = nullptr) : sources_(sources) {}

  Diagnostic& error(SourceLoc loc, std::string message);
  Diagnostic& warning(SourceLoc loc, std::string message);
  bool hasErrors() const { return errorCount_ > 0; }
  size_t errorCount() const { return errorCount_; }
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  void clear() { diagnostics_.clear(); errorCount_ = 0; }

  // Renders one diagnostic (with its notes) as the user sees it.
  std::string render(const Diagnostic& d) const;
  std::string renderAll() const;
  void print(std::ostream& os) const;

 private:
  const SourceManager* sources_;
  std::vector<Diagnostic> diagnostics_;
  size_t errorCount_ = 0;
};

// Terminal cells that code point `code` takes: 0 for combining marks, 2 for East Asian wide or
// fullwidth characters, 1 otherwise. Carets are placed by it; columns stay in code points.
int displayWidth(int32_t code);

// Thrown to unwind out of a parser after the error has been recorded in the engine.
struct DiagnosticAbort : std::exception {
  const char* what() const noexcept override { return "juxla: aborted after a reported error"; }
};

}  // namespace juxla
