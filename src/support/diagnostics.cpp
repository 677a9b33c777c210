#include "support/diagnostics.h"

#include <utf8proc.h>

#include <ostream>

namespace juxla {

// Combining marks (Mn, Me, Mc) are drawn on the character before them: no cell of their own.
int displayWidth(int32_t code) {
  switch (utf8proc_category(code)) {
    case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_ME: case UTF8PROC_CATEGORY_MC:
      return 0;
    default:
      return utf8proc_charwidth(code) == 2 ? 2 : 1;
  }
}

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

// The characters to print before the caret so that it sits under code point `column` of `line`:
// tabs are copied (any tab width lines up), the rest is spaces by terminal display width.
static std::string caretPadding(std::string_view line, uint32_t column) {
  std::string pad;
  uint32_t col = 1;
  for (size_t i = 0; i < line.size() && col < column; ++i) {
    if ((uint8_t(line[i]) & 0xC0) == 0x80) continue;  // columns count code points, as lineCol does
    ++col;
    if (line[i] == '\t') {
      pad += '\t';
      continue;
    }
    utf8proc_int32_t code = -1;
    utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(line.data() + i), utf8proc_ssize_t(line.size() - i), &code);
    pad.append(size_t(code < 0 ? 1 : displayWidth(code)), ' ');
  }
  return pad;
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
    out += caretPadding(line, lc.column) + "^\n";
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
