// Finite-difference oracle for the vjp rules: every element of every wrt input is perturbed both
// ways and the interpreter re-runs @main; the vjp function must agree with the difference quotient.
#include "ad/gradient_check.h"

#include <cmath>
#include <random>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "runtime/executable.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"

namespace juxla::ad {
namespace {

using interp::Tensor;

double weightedSum(const std::vector<Tensor>& outputs, const std::vector<Tensor>& seeds,
                   const std::vector<size_t>& seeded) {
  double total = 0;
  for (size_t k = 0; k < seeded.size(); ++k) {
    const Tensor& out = outputs[seeded[k]];
    for (int64_t e = 0; e < out.numElements(); ++e) total += seeds[k].getDouble(e) * out.getDouble(e);
  }
  return total;
}

Tensor withElement(const Tensor& t, int64_t e, double value) {
  std::vector<double> all(size_t(t.numElements()));
  for (int64_t i = 0; i < t.numElements(); ++i) all[size_t(i)] = t.getDouble(i);
  all[size_t(e)] = value;
  return Tensor::fromDoubles(t.type(), all);
}

}  // namespace

GradientCheckResult checkGradient(const std::string& mlir, const GradientCheckOptions& options) {
  GradientCheckResult result;
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "check.mlir", mlir, diag);
  if (!module || !ir::verifyModule(*module, diag)) {
    result.message = "the module does not parse or verify:\n" + diag.renderAll();
    return result;
  }
  ir::Func* main = module->entryFunc();
  if (!main) {
    result.message = "the module has no @main";
    return result;
  }
  std::vector<bool> wrt = options.wrt;
  if (wrt.empty())
    for (ir::Type t : main->inputTypes()) wrt.push_back(isDifferentiable(t));
  ir::Func* vjp = nullptr;
  try {
    vjp = buildVjpFunc(*module, *main, wrt, "main_vjp", options.reverse, &result.tapeBytes);
  } catch (const AdError& e) {
    result.message = std::string("building the vjp failed: ") + e.what();
    return result;
  } catch (const ir::BuildError& e) {
    result.message = std::string("a vjp rule built bad IR: ") + e.what();
    return result;
  }
  result.vjpText = ir::printModule(*module);
  if (!ir::verifyModule(*module, diag)) {
    result.message = "the vjp function does not verify:\n" + diag.renderAll() + "\n" + result.vjpText;
    return result;
  }

  std::mt19937_64 rng(options.seed);
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < main->inputTypes().size(); ++i) {
    ir::Type t = main->inputTypes()[i];
    std::vector<double> data(size_t(t.numElements()));
    if (auto it = options.values.find(i); it != options.values.end()) {
      if (it->second.size() != data.size()) {
        result.message = fmt::format("input {} needs {} values, {} given", i, data.size(), it->second.size());
        return result;
      }
      data = it->second;
    } else if (ir::isFloat(t.elementType())) {
      auto [lo, hi] = options.ranges.count(i) ? options.ranges.at(i) : std::pair(options.lo, options.hi);
      std::uniform_real_distribution<double> dist(lo, hi);
      for (double& d : data) d = dist(rng);
    }
    inputs.push_back(Tensor::fromDoubles(t, data));
  }
  std::vector<size_t> seeded;
  std::vector<Tensor> seeds;
  std::uniform_real_distribution<double> seedDist(-1.0, 1.0);
  for (size_t r = 0; r < main->resultTypes().size(); ++r) {
    ir::Type t = main->resultTypes()[r];
    if (!isDifferentiable(t)) continue;
    seeded.push_back(r);
    std::vector<double> data(size_t(t.numElements()));
    for (double& d : data) d = seedDist(rng);
    seeds.push_back(Tensor::fromDoubles(t, data));
  }

  try {
    interp::Interpreter interp(*module);
    std::vector<Tensor> vjpArgs = inputs;
    vjpArgs.insert(vjpArgs.end(), seeds.begin(), seeds.end());
    std::vector<Tensor> vjpOut = interp.call(*vjp, vjpArgs);
    // The same backward pass on the CPU backend: what the interpreter computes, within f32 rounding
    // where oneDNN sums in another order (exactly for f64, whose kernels follow the interpreter).
    if (options.alsoOnCpu) {
      std::vector<Tensor> cpuOut = runtime::compile(runtime::Device::Cpu, *module, *vjp)->run(vjpArgs);
      for (size_t k = 0; k < vjpOut.size(); ++k) {
        if (!vjpOut[k].isTensor()) continue;
        bool f64 = vjpOut[k].elementType() == ir::ElementType::F64 || !ir::isFloat(vjpOut[k].elementType());
        double scale = 0;
        for (int64_t e = 0; e < vjpOut[k].numElements(); ++e) scale = std::max(scale, std::fabs(vjpOut[k].getDouble(e)));
        for (int64_t e = 0; e < vjpOut[k].numElements(); ++e) {
          double a = cpuOut[k].getDouble(e), b = vjpOut[k].getDouble(e);
          bool same = f64 ? (a == b || (std::isnan(a) && std::isnan(b))) : std::fabs(a - b) <= 1e-4 * (scale + 1e-6);
          if (!same) {
            result.message = fmt::format("output {} element {}: cpu {} but interpreter {}", k, e, a, b);
            return result;
          }
        }
      }
    }
    size_t gradIndex = main->resultTypes().size();
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (i >= wrt.size() || !wrt[i]) continue;
      const Tensor& grad = vjpOut[gradIndex++];
      for (int64_t e = 0; e < inputs[i].numElements(); ++e) {
        double x = inputs[i].getDouble(e);
        double h = options.step * std::max(1.0, std::fabs(x));
        std::vector<Tensor> plus = inputs, minus = inputs;
        plus[i] = withElement(inputs[i], e, x + h);
        minus[i] = withElement(inputs[i], e, x - h);
        double fd = (weightedSum(interp.call(*main, plus), seeds, seeded) -
                     weightedSum(interp.call(*main, minus), seeds, seeded)) / (2 * h);
        double got = grad.getDouble(e);
        double scale = std::max(std::fabs(fd), std::fabs(got));
        if (!(std::fabs(got - fd) <= options.atol + options.rtol * scale)) {
          result.message = fmt::format("input {} element {}: vjp {} but finite differences {}", i, e, got, fd);
          return result;
        }
      }
    }
  } catch (const interp::InterpreterError& e) {
    result.message = std::string("running failed: ") + e.what() + "\n" + result.vjpText;
    return result;
  }
  result.ok = true;
  return result;
}

GradientCheckOptions withCheckpointing(int64_t checkpoints, int64_t segment) {
  GradientCheckOptions o;
  o.reverse.loops.checkpointSlots = checkpoints;
  o.reverse.loops.segmentSlots = segment;
  o.reverse.check = [](ir::Builder& b, ir::Value* ok, SourceLoc, const std::string&) {
    b.customCall("check.expect_eq", {ok, b.constantInt(ir::ElementType::I1, 1)}, {});
  };
  return o;
}

}  // namespace juxla::ad
