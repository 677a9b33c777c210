#include "support/diagnostics.h"

#include <ostream>

namespace juxla {

Diagnostic& DiagnosticEngine::error(SourceLoc loc, std::string message) {
  ++errorCount_;
  diagnostics_.push_back({Severity::Error, loc, std::move(message), {}});
  return diagnostics_.back();
}

Diagnostic& DiagnosticEngine::warning(SourceLoc loc, std::string message) {
  diagnostics_.push_back({Severity::Warning, loc, std::move(message), {}});
  return diagnostics_.back();
}

static const char* severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

std::string DiagnosticEngine::render(const Diagnostic& d) const {
  std::string out;
  if (sources_ && d.loc.valid()) {
    const SourceFile& file = sources_->file(d.loc.file);
    LineCol lc = file.lineCol(d.loc.offset);
    out += file.name() + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": ";
    out += severityName(d.severity);
    out += ": " + d.message + "\n";
    std::string_view line = file.lineText(d.loc.offset);
    out += std::string(line) + "\n";
    // Keep tabs so the caret lines up whatever the tab width.
    std::string pad;
    uint32_t col = 1;
    for (char c : line) {
      if (col >= lc.column) break;
      if ((uint8_t(c) & 0xC0) == 0x80) continue;
      pad += (c == '\t') ? '\t' : ' ';
      ++col;
    }
    out += pad + "^\n";
  } else {
    out += std::string(severityName(d.severity)) + ": " + d.message + "\n";
  }
  for (const Diagnostic& n : d.notes) out += render(n);
  return out;
}

std::string DiagnosticEngine::renderAll() const {
  std::string out;
  for (const Diagnostic& d : diagnostics_) out += render(d);
  return out;
}

void DiagnosticEngine::print(std::ostream& os) const { os << renderAll(); }

}  // namespace juxla
