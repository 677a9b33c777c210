#include "frontend/parser.h"

#include <algorithm>

#include "frontend/parser_impl.h"

namespace juxla::frontend {

namespace detail {

Node* Parser::parseFile() {
  char base;
  stackBase_ = &base;
  try {
    parseToplevel();
  } catch (const ParserAbort&) {
    // The error is recorded; keep the finished pieces that are shallow enough to walk.
    std::vector<Node*> kept;
    for (Node* n : output_)
      if (n->height < kMaxTreeHeight && !n->has(kSpliceFlag)) kept.push_back(n);
    uint32_t end = uint32_t(text_.size());
    return arena_.interior(K::Toplevel, {fileId_, 0, end}, 0, kept);
  }
  return output_.back();
}

}  // namespace detail

namespace {
// Beyond this the rest are most likely follow-on errors of the first ones.
constexpr size_t kMaxErrorsPerFile = 100;
}  // namespace

Node* parseJulia(const SourceManager& sources, uint32_t fileId, AstArena& arena, DiagnosticEngine& diag) {
  detail::Parser parser(sources.file(fileId), fileId, arena);
  Node* root = parser.parseFile();
  std::vector<detail::ParseDiagnostic>& found = parser.diagnostics();
  std::stable_sort(found.begin(), found.end(),
                   [](const detail::ParseDiagnostic& a, const detail::ParseDiagnostic& b) { return a.begin < b.begin; });
  size_t errors = 0;
  uint32_t lastErrorOffset = UINT32_MAX;
  for (const detail::ParseDiagnostic& d : found) {
    SourceLoc loc = sources.loc(fileId, d.begin);
    if (d.warning) {
      diag.warning(loc, d.message);
      continue;
    }
    // One error per position: later ones there are consequences of the first.
    if (d.begin == lastErrorOffset) continue;
    lastErrorOffset = d.begin;
    if (++errors > kMaxErrorsPerFile) {
      diag.error(loc, "too many syntax errors; stopping here");
      break;
    }
    Diagnostic& e = diag.error(loc, d.message);
    if (d.hasNote) e.notes.push_back({Severity::Note, sources.loc(fileId, d.noteOffset), d.note, {}});
  }
  return root;
}

}  // namespace juxla::frontend
