// The pass interface: a named transformation of a module that says whether it changed anything.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"

namespace juxla::passes {

class Pass {
 public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  // Runs over the module; returns true when it changed the IR.
  virtual bool run(ir::Module& module) = 0;
};

// Creates a registered pass by name ("inline", "dce", "cse", "canonicalize"); nullptr if unknown.
std::unique_ptr<Pass> createPass(std::string_view name);
std::vector<std::string_view> registeredPassNames();

}  // namespace juxla::passes
