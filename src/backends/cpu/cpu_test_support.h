// What the CPU backend's tests share: IR text parsed and verified, random arguments for a function
// (uniform in [lo, hi)).
#pragma once

#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "ir/parser.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"

namespace juxla::cpu::testing {

struct Parsed {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  ir::Func& main() { return *module->lookup("main"); }
};

// The module of `text`, verified; throws with the diagnostics when it does not parse or verify.
inline std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  DiagnosticEngine diag(&p->sources);
  p->module = ir::parseModuleText(p->sources, "test.mlir", text, diag);
  if (!p->module || !ir::verifyModule(*p->module, diag)) throw std::runtime_error("bad test IR:\n" + diag.renderAll());
  return p;
}

inline std::vector<interp::Tensor> randomInputs(const ir::Func& f, uint64_t seed, double lo, double hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(lo, hi);
  std::vector<interp::Tensor> out;
  for (ir::Type t : f.inputTypes()) {
    std::vector<double> v(size_t(t.numElements()));
    for (double& x : v) x = u(rng);
    out.push_back(interp::Tensor::fromDoubles(t, v));
  }
  return out;
}

}  // namespace juxla::cpu::testing
