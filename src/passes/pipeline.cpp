#include "passes/pipeline.h"

#include <ostream>
#include <stdexcept>

#include "ir/verifier.h"

namespace juxla::passes {

Pipeline::Pipeline(DiagnosticEngine& diagnostics, PipelineOptions options)
    : diagnostics_(diagnostics), options_(std::move(options)) {}

void Pipeline::add(std::unique_ptr<Pass> pass) {
  pass->setDiagnostics(&diagnostics_);
  passes_.push_back(std::move(pass));
}

namespace {
std::string knownPassList() {
  std::string out;
  for (std::string_view name : registeredPassNames()) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}
}  // namespace

std::string Pipeline::addPassList(std::string_view list) {
  std::vector<std::unique_ptr<Pass>> parsed;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string_view::npos) comma = list.size();
    std::string_view name = list.substr(start, comma - start);
    if (name.empty()) return "empty pass name in '" + std::string(list) + "'; known passes: " + knownPassList();
    std::unique_ptr<Pass> pass = createPass(name);
    if (!pass) return "unknown pass '" + std::string(name) + "'; known passes: " + knownPassList();
    parsed.push_back(std::move(pass));
    start = comma + 1;
  }
  for (auto& pass : parsed) add(std::move(pass));
  return "";
}

std::vector<std::string_view> Pipeline::passNames() const {
  std::vector<std::string_view> names;
  for (const auto& pass : passes_) names.push_back(pass->name());
  return names;
}

bool Pipeline::verify(const ir::Module& module, const std::string& when) {
  if (!options_.verify) return true;
  // After a pass, the verifier's located errors follow a line naming the pass that broke the IR.
  DiagnosticEngine found;
  if (ir::verifyModule(module, found)) return true;
  if (!when.empty()) diagnostics_.error({}, when);
  for (const Diagnostic& d : found.diagnostics()) {
    Diagnostic& copy = d.severity == Severity::Warning ? diagnostics_.warning(d.loc, d.message)
                                                       : diagnostics_.error(d.loc, d.message);
    copy.notes = d.notes;
  }
  return false;
}

void Pipeline::dump(const ir::Module& module, std::string_view passName) {
  if (options_.dumpAfter.empty() || !options_.dumpStream) return;
  if (options_.dumpAfter != "all" && options_.dumpAfter != passName) return;
  *options_.dumpStream << "// -----// IR Dump After " << passName << " //----- //\n"
                       << ir::printModule(module, options_.print);
}

bool Pipeline::run(ir::Module& module) {
  changed_ = false;
  // The input's own errors need no preamble: they point at the text the user wrote.
  if (!verify(module, "")) return false;
  for (auto& pass : passes_) {
    size_t errorsBefore = diagnostics_.errorCount();
    if (pass->run(module)) changed_ = true;
    dump(module, pass->name());
    if (diagnostics_.errorCount() > errorsBefore) return false;
    if (!verify(module, "pass '" + std::string(pass->name()) + "' produced invalid IR")) return false;
  }
  return true;
}

}  // namespace juxla::passes
