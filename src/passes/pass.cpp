#include "passes/pass.h"

#include <functional>

#include "passes/canonicalize.h"
#include "passes/cse.h"
#include "passes/dce.h"
#include "passes/inline.h"

namespace juxla::passes {

namespace {
struct RegisteredPass {
  std::string_view name;
  std::function<std::unique_ptr<Pass>()> create;
};

// Sorted by name.
const RegisteredPass kPasses[] = {
    {"canonicalize", [] { return std::make_unique<Canonicalizer>(); }},
    {"cse", [] { return std::make_unique<CommonSubexpressionElimination>(); }},
    {"dce", [] { return std::make_unique<DeadCodeElimination>(); }},
    {"inline", [] { return std::make_unique<Inliner>(); }},
};
}  // namespace

std::unique_ptr<Pass> createPass(std::string_view name) {
  for (const RegisteredPass& p : kPasses)
    if (p.name == name) return p.create();
  return nullptr;
}

std::vector<std::string_view> registeredPassNames() {
  std::vector<std::string_view> names;
  for (const RegisteredPass& p : kPasses) names.push_back(p.name);
  return names;
}

}  // namespace juxla::passes
