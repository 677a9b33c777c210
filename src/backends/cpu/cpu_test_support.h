// What the CPU backend's tests share: IR text parsed and verified, random arguments for a function
// (uniform in [lo, hi), or with edge values).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "backends/cpu/kernel.h"
#include "backends/cpu/thread_pool.h"
#include "interp/random_arguments.h"
#include "interp/interpreter.h"
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

// `kernel` on copies of `args`, its one result first filled with NaN (an unwritten element shows);
// the copies must come back unchanged.
inline interp::Tensor runKernel(const Kernel& kernel, const ir::Operation& op, const std::vector<interp::Tensor>& args) {
  std::vector<std::vector<uint8_t>> bytes;
  std::vector<Buffer> buffers;
  for (const interp::Tensor& t : args) bytes.emplace_back(t.bytes().begin(), t.bytes().end());
  for (size_t i = 0; i < args.size(); ++i) buffers.push_back({bytes[i].data(), args[i].type()});
  ir::Type type = op.result(0)->type();
  std::vector<uint8_t> result(size_t(type.numElements()) * ir::storageBytes(type.elementType()), 0xff);
  Buffer out{result.data(), type};
  KernelContext ctx{ThreadPool::shared()};
  kernel(ctx, buffers, std::span<const Buffer>(&out, 1));
  for (size_t i = 0; i < args.size(); ++i)
    EXPECT_EQ(std::memcmp(bytes[i].data(), args[i].bytes().data(), bytes[i].size()), 0) << "operand " << i << " changed";
  return interp::Tensor::fromBytes(type, std::move(result));
}

inline interp::Tensor absolute(const interp::Tensor& t) {
  std::vector<double> v;
  for (int64_t i = 0; i < t.numElements(); ++i) v.push_back(std::fabs(t.getDouble(i)));
  return interp::Tensor::fromDoubles(t.type(), v);
}

// `kernel` for `op` (the first op of `module`'s @main, on `args`) against the interpreter: within
// (terms + 2) ulp of the sum of the terms' magnitudes (the interpreter on |args|); NaN for NaN,
// infinities equal. At most five failures are reported.
inline void expectKernelWithinSumError(const Kernel& kernel, const ir::Module& module, const ir::Operation& op,
                                       const std::vector<interp::Tensor>& args, int64_t terms, const std::string& what) {
  const ir::Func& main = *module.lookup("main");
  interp::Interpreter interpreter(module);
  interp::Tensor expected = interpreter.call(main, args).at(0);
  std::vector<interp::Tensor> magnitudesOf;
  for (const interp::Tensor& t : args) magnitudesOf.push_back(absolute(t));
  interp::Tensor magnitudes = interpreter.call(main, magnitudesOf).at(0);
  interp::Tensor actual = runKernel(kernel, op, args);
  int failures = 0;
  for (int64_t i = 0; i < expected.numElements() && failures < 5; ++i) {
    double e = expected.getDouble(i), a = actual.getDouble(i);
    bool ok = std::isnan(e) || std::isnan(a) ? std::isnan(e) && std::isnan(a)
              : std::isinf(e) || std::isinf(a) ? a == e
              : std::fabs(a - e) <= double(terms + 2) * 0x1p-23 * magnitudes.getDouble(i);
    if (!ok) ++failures, ADD_FAILURE() << what << "\nelement " << i << ": interpreter " << e << ", kernel " << a;
  }
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
