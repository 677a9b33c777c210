// juxla's public C++ API for its IR: build functions with the builder, verify them, and read and
// write StableHLO text. Everything here is in namespace juxla (aliases of juxla::ir).
#pragma once

#include <memory>
#include <string>

#include "ir/builder.h"
#include "ir/ir.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"

namespace juxla {

using ir::Attr;
using ir::Block;
using ir::BuildError;
using ir::Builder;
using ir::ComparisonDirection;
using ir::ConvDims;
using ir::DotDims;
using ir::ElementType;
using ir::Func;
using ir::Module;
using ir::OpCode;
using ir::Operation;
using ir::Type;
using ir::Value;

// Adds a function with these input and result types to `module` and returns a builder positioned in
// its (new) body; the function's arguments are builder.block()->arg(i).
inline Builder addFunction(Module& module, const std::string& name, std::vector<Type> inputs,
                           std::vector<Type> results) {
  Func* f = module.addFunc(std::make_unique<Func>(name, std::move(inputs), std::move(results)));
  if (!f) throw BuildError("a function named @" + name + " already exists");
  return Builder(f->createBody());
}

// Verifies the module; returns the errors as the user would see them (empty when it is valid).
inline std::string verify(const Module& module) {
  DiagnosticEngine diag;
  ir::verifyModule(module, diag);
  return diag.renderAll();
}

// StableHLO text of the module, as upstream's printer writes it.
inline std::string print(const Module& module) { return ir::printModule(module); }

// Parses StableHLO text; on failure returns nullptr and sets `errors` (file:line:col: error: ...).
inline std::unique_ptr<Module> parse(const std::string& text, std::string& errors, const std::string& name = "input.mlir") {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, name, text, diag);
  if (module && !ir::verifyModule(*module, diag)) module.reset();
  errors = diag.renderAll();
  return module;
}

}  // namespace juxla
