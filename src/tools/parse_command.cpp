#include <iostream>

#include "frontend/parser.h"
#include "frontend/sexpr.h"
#include "tools/commands.h"

namespace juxla::tools {

int runParse(const CommandOptions& options) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  frontend::AstArena arena;
  bool unreadable = false;
  for (const std::string& path : options.files) {
    std::string err;
    uint32_t id = sources.addFile(path, err);
    if (!id) {
      std::cerr << "juxla: error: " << err << "\n";
      unreadable = true;
      continue;
    }
    frontend::Node* root = frontend::parseJulia(sources, id, arena, diag);
    if (options.dumpAst.empty()) continue;
    if (options.files.size() > 1) std::cout << ";; " << path << "\n";
    if (options.dumpAst == "toplevel") {
      std::cout << frontend::toSexprWrapped(root) << "\n";
    } else {
      for (const frontend::Node* stmt : root->children()) std::cout << frontend::toSexprWrapped(stmt) << "\n";
    }
  }
  diag.print(std::cerr);
  if (unreadable) return 2;
  return diag.hasErrors() ? 1 : 0;
}

}  // namespace juxla::tools
