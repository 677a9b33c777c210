// libFuzzer target for the Julia front end (lexer, parser, S-expression printer) on any bytes: the
// parse returns a toplevel tree and either reports no errors or reports located ones; an error
// node in the tree always comes with a reported error; spans stay inside the input; printing the
// tree and rendering the diagnostics never crash. Crashes and hangs (-timeout) are the findings.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "frontend/parser.h"
#include "frontend/sexpr.h"

using namespace juxla;
using namespace juxla::frontend;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "julia_parser_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// The first error-kind node in the tree (iteratively: trees may be thousands of levels deep).
const Node* findErrorNode(const Node* root, size_t size) {
  std::vector<const Node*> stack{root};
  const Node* found = nullptr;
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    if (n->span.begin > n->span.end || n->span.end > size)
      fail("node span outside the input", std::string(kindName(n->kind)) + " [" + std::to_string(n->span.begin) +
                                              ", " + std::to_string(n->span.end) + ")");
    if (!found && isError(n->kind)) found = n;
    for (const Node* c : n->children()) stack.push_back(c);
  }
  return found;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  SourceManager sources;
  uint32_t id = sources.add("fuzz.jl", text);
  DiagnosticEngine diag(&sources);
  AstArena arena;
  Node* root = parseJulia(sources, id, arena, diag);
  if (!root || root->kind != K::Toplevel) fail("no toplevel tree", "");

  std::string rendered = diag.renderAll();  // rendering must cope with any line: tabs, CR, bad UTF-8
  for (const Diagnostic& d : diag.diagnostics()) {
    if (d.loc.file != id || d.loc.offset > size) fail("diagnostic outside the input", d.message);
    if (d.message.empty()) fail("diagnostic without a message", rendered);
  }
  if (diag.hasErrors() && rendered.find("fuzz.jl:") == std::string::npos)
    fail("error reported without a location", rendered);

  const Node* errorNode = findErrorNode(root, size);
  if (errorNode && !diag.hasErrors())
    fail("error node in the tree but no error reported", toSexpr(root));

  std::string compact = toSexpr(root);
  std::string wrapped = toSexprWrapped(root);
  if (compact.empty() || wrapped.empty()) fail("empty S-expression", "");
  return 0;
}
