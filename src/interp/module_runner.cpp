#include "interp/module_runner.h"

#include "interp/interpreter.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::interp {

namespace {
std::string located(const SourceManager& sources, SourceLoc loc, const std::string& fallbackFile,
                    const std::string& message) {
  if (!loc.valid()) return fallbackFile + ": " + message;
  const SourceFile& f = sources.file(loc.file);
  LineCol lc = f.lineCol(loc.offset);
  return f.name() + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": " + message;
}
}  // namespace

ModuleRunResult runModuleFile(const std::string& path, const ModuleExecutor& execute) {
  ModuleRunResult r;
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  std::string err;
  uint32_t id = sources.addFile(path, err);
  auto malformed = [&](const std::string& why) {
    r.outcome = ModuleRunResult::Malformed;
    r.message = path + ": " + why;
    r.diagnostics = diag.renderAll();
    return r;
  };
  if (!id) return malformed(err);
  auto module = ir::parseModule(sources, id, diag);
  if (!module) return malformed("does not parse");
  if (!ir::verifyModule(*module, diag)) return malformed("does not verify");
  const ir::Func* entry = module->entryFunc();
  if (!entry) return malformed("has no @main and more than one function");
  if (!entry->inputTypes().empty())
    return malformed("@" + entry->name() + " takes arguments; an entry function takes none");
  try {
    if (execute) {
      r.checks = execute(*module, *entry);
    } else {
      Interpreter interpreter(*module);
      interpreter.call(*entry, {});
      r.checks = interpreter.checksPassed();
    }
  } catch (const CheckFailure& e) {
    r.outcome = ModuleRunResult::Failed;
    r.message = located(sources, e.loc, path, e.what());
  } catch (const InterpreterError& e) {
    r.outcome = ModuleRunResult::Failed;
    r.message = located(sources, e.loc, path, std::string("error: ") + e.what());
  }
  return r;
}

}  // namespace juxla::interp
