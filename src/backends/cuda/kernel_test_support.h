// What the fused-kernel tests share: a representative set of real modules, their fusion clusters
// (the CPU's planner), each cluster's kernel, and the interpreter's value of every value in @main.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"
#include "backends/cuda/kernel_source.h"
#include "interp/interpreter.h"
#include "interp/random_arguments.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::cuda::testing {

// A module, and the bound (in ULP) within which its float outputs must match the interpreter:
// 0 for bit for bit. `relative` > 0: a relative tolerance instead (chains through poly_math.h).
struct KernelModule {
  std::string name;
  std::string text;
  uint64_t ulp = 0;
  double relative = 0;
  std::vector<uint64_t> resultUlp = {};  // per result of @main, where given: instead of `ulp`
};

inline std::string withType(std::string text, const std::string& t) {
  for (size_t at; (at = text.find("T>")) != std::string::npos;) text.replace(at, 2, t + ">");
  return text;
}

// Modules whose clusters cover f32, f64 and i1 lanes, every view kind, converts, compares,
// selects, every op run through a scalar function, the three reduction layouts and empty shapes.
inline std::vector<KernelModule> representativeModules() {
  std::vector<KernelModule> m;
  for (const std::string t : {"f32", "f64"}) {
    bool f32 = t == "f32";
    m.push_back({"epilogue_" + t, withType(R"(func.func @main(%p: tensor<16x37xT>, %b: tensor<37xT>) -> (tensor<16x37xT>, tensor<37xT>) {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<37xT>) -> tensor<16x37xT>
  %s = stablehlo.add %p, %bb : tensor<16x37xT>
  %t = stablehlo.tanh %s : tensor<16x37xT>
  %e = stablehlo.exponential %t : tensor<16x37xT>
  %l = stablehlo.log %s : tensor<16x37xT>
  %g = stablehlo.logistic %l : tensor<16x37xT>
  %m = stablehlo.exponential_minus_one %g : tensor<16x37xT>
  %q = stablehlo.multiply %e, %m : tensor<16x37xT>
  %zero = stablehlo.constant dense<0.0> : tensor<T>
  %r = stablehlo.reduce(%q init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x37xT>, tensor<T>) -> tensor<37xT>
  return %q, %r : tensor<16x37xT>, tensor<37xT>
})", t), 0, f32 ? 1e-5 : 1e-13});
    m.push_back({"views_" + t, withType(R"(func.func @main(%x: tensor<12x10xT>, %r: tensor<12xT>, %c: tensor<10xT>, %s: tensor<T>, %u: tensor<12x1xT>, %t: tensor<10x12xT>, %f: tensor<120xT>, %y: tensor<25x21xT>) -> (tensor<12x10xT>, tensor<12x10xT>) {
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<12xT>) -> tensor<12x10xT>
  %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<10xT>) -> tensor<12x10xT>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<T>) -> tensor<12x10xT>
  %ub = stablehlo.broadcast_in_dim %u, dims = [0, 1] : (tensor<12x1xT>) -> tensor<12x10xT>
  %tt = stablehlo.transpose %t, dims = [1, 0] : (tensor<10x12xT>) -> tensor<12x10xT>
  %ff = stablehlo.reshape %f : (tensor<120xT>) -> tensor<12x10xT>
  %ys = stablehlo.slice %y [1:25:2, 1:21:2] : (tensor<25x21xT>) -> tensor<12x10xT>
  %two = stablehlo.constant dense<2.5> : tensor<12x10xT>
  %a = stablehlo.add %x, %rb : tensor<12x10xT>
  %b = stablehlo.multiply %a, %cb : tensor<12x10xT>
  %d = stablehlo.subtract %b, %sb : tensor<12x10xT>
  %e = stablehlo.divide %d, %ub : tensor<12x10xT>
  %g = stablehlo.maximum %e, %tt : tensor<12x10xT>
  %h = stablehlo.minimum %g, %ff : tensor<12x10xT>
  %k = stablehlo.multiply %h, %two : tensor<12x10xT>
  %m = stablehlo.add %k, %ys : tensor<12x10xT>
  %n = stablehlo.negate %ys : tensor<12x10xT>
  return %m, %n : tensor<12x10xT>, tensor<12x10xT>
})", t)});
    m.push_back({"masks_" + t, withType(R"(func.func @main(%x: tensor<33x17xT>, %y: tensor<33x17xT>, %p: tensor<33x17xi1>, %lo: tensor<T>) -> (tensor<33x17xT>, tensor<33x17xi1>, tensor<33x17xf64>, tensor<33x17xf32>) {
  %gt = stablehlo.compare GT, %x, %y : (tensor<33x17xT>, tensor<33x17xT>) -> tensor<33x17xi1>
  %ne = stablehlo.compare NE, %x, %x : (tensor<33x17xT>, tensor<33x17xT>) -> tensor<33x17xi1>
  %lb = stablehlo.broadcast_in_dim %lo, dims = [] : (tensor<T>) -> tensor<33x17xT>
  %le = stablehlo.compare LE, %y, %lb : (tensor<33x17xT>, tensor<33x17xT>) -> tensor<33x17xi1>
  %both = stablehlo.and %gt, %p : tensor<33x17xi1>
  %either = stablehlo.or %both, %ne : tensor<33x17xi1>
  %flip = stablehlo.not %either : tensor<33x17xi1>
  %odd = stablehlo.xor %flip, %le : tensor<33x17xi1>
  %sel = stablehlo.select %odd, %x, %y : tensor<33x17xi1>, tensor<33x17xT>
  %w = stablehlo.convert %sel : (tensor<33x17xT>) -> tensor<33x17xf64>
  %s = stablehlo.sine %w : tensor<33x17xf64>
  %pw = stablehlo.power %s, %w : tensor<33x17xf64>
  %n = stablehlo.convert %pw : (tensor<33x17xf64>) -> tensor<33x17xT>
  %m = stablehlo.convert %odd : (tensor<33x17xi1>) -> tensor<33x17xT>
  %hi = stablehlo.constant dense<1.5> : tensor<T>
  %c = stablehlo.clamp %lo, %n, %hi : (tensor<T>, tensor<33x17xT>, tensor<T>) -> tensor<33x17xT>
  %at = stablehlo.atan2 %c, %m : tensor<33x17xT>
  %sq = stablehlo.sqrt %at : tensor<33x17xT>
  %rs = stablehlo.rsqrt %sq : tensor<33x17xT>
  %ab = stablehlo.abs %rs : tensor<33x17xT>
  %ng = stablehlo.negate %ab : tensor<33x17xT>
  %pf = stablehlo.convert %p : (tensor<33x17xi1>) -> tensor<33x17xf32>
  %xf = stablehlo.convert %x : (tensor<33x17xT>) -> tensor<33x17xf32>
  %mf = stablehlo.multiply %pf, %xf : tensor<33x17xf32>
  return %ng, %odd, %pw, %mf : tensor<33x17xT>, tensor<33x17xi1>, tensor<33x17xf64>, tensor<33x17xf32>
})", t)});
    // Rounding gives many signed zeros: maximum and minimum must order -0 below +0.
    m.push_back({"calls_" + t, withType(R"(func.func @main(%x: tensor<9x29xT>, %y: tensor<9x29xT>) -> (tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>) {
  %a = stablehlo.cbrt %x : tensor<9x29xT>
  %b = stablehlo.ceil %y : tensor<9x29xT>
  %c = stablehlo.floor %x : tensor<9x29xT>
  %d = stablehlo.cosine %y : tensor<9x29xT>
  %e = stablehlo.tan %x : tensor<9x29xT>
  %f = stablehlo.log_plus_one %y : tensor<9x29xT>
  %g = stablehlo.round_nearest_afz %x : tensor<9x29xT>
  %h = stablehlo.round_nearest_even %y : tensor<9x29xT>
  %i = stablehlo.sign %x : tensor<9x29xT>
  %j = stablehlo.remainder %x, %y : tensor<9x29xT>
  %k = stablehlo.atan2 %y, %x : tensor<9x29xT>
  %l = stablehlo.power %x, %y : tensor<9x29xT>
  %ab = stablehlo.add %a, %b : tensor<9x29xT>
  %cd = stablehlo.subtract %c, %d : tensor<9x29xT>
  %ef = stablehlo.multiply %e, %f : tensor<9x29xT>
  %gh = stablehlo.add %g, %h : tensor<9x29xT>
  %tenth = stablehlo.constant dense<0.1> : tensor<9x29xT>
  %xs = stablehlo.multiply %x, %tenth : tensor<9x29xT>
  %ys = stablehlo.multiply %y, %tenth : tensor<9x29xT>
  %rz = stablehlo.round_nearest_afz %xs : tensor<9x29xT>
  %rw = stablehlo.round_nearest_even %ys : tensor<9x29xT>
  %mx = stablehlo.maximum %rz, %rw : tensor<9x29xT>
  %mn = stablehlo.minimum %rw, %rz : tensor<9x29xT>
  return %ab, %cd, %ef, %gh, %i, %j, %k, %l, %mx, %mn : tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>, tensor<9x29xT>
})", t)});
    // poly_math.h's functions one by one, within its stated bounds (f64: exp 1, expm1 and log 2,
    // tanh and logistic 4 ULP; f32: 1 ULP).
    m.push_back({"poly_" + t, withType(R"(func.func @main(%x: tensor<7x61xT>) -> (tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>) {
  %a = stablehlo.exponential %x : tensor<7x61xT>
  %b = stablehlo.exponential_minus_one %x : tensor<7x61xT>
  %c = stablehlo.log %x : tensor<7x61xT>
  %d = stablehlo.tanh %x : tensor<7x61xT>
  %e = stablehlo.logistic %x : tensor<7x61xT>
  return %a, %b, %c, %d, %e : tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>, tensor<7x61xT>
})", t), 1, 0, f32 ? std::vector<uint64_t>{1, 1, 1, 1, 1} : std::vector<uint64_t>{1, 2, 2, 4, 4}});
    // Softmax over rows after a matmul: clusters fed by a dot_general and by other clusters.
    m.push_back({"softmax_" + t, withType(R"(func.func @main(%x: tensor<6x5xT>, %w: tensor<5x40xT>, %b: tensor<40xT>) -> tensor<6x40xT> {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<6x5xT>, tensor<5x40xT>) -> tensor<6x40xT>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<40xT>) -> tensor<6x40xT>
  %z = stablehlo.add %p, %bb : tensor<6x40xT>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %lo = stablehlo.convert %ninf : (tensor<f32>) -> tensor<T>
  %mx = stablehlo.reduce(%z init: %lo) applies stablehlo.maximum across dimensions = [1] : (tensor<6x40xT>, tensor<T>) -> tensor<6xT>
  %mb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<6xT>) -> tensor<6x40xT>
  %d = stablehlo.subtract %z, %mb : tensor<6x40xT>
  %e = stablehlo.exponential %d : tensor<6x40xT>
  %zero = stablehlo.constant dense<0.0> : tensor<T>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<6x40xT>, tensor<T>) -> tensor<6xT>
  %sb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<6xT>) -> tensor<6x40xT>
  %y = stablehlo.divide %e, %sb : tensor<6x40xT>
  return %y : tensor<6x40xT>
})", t), 0, f32 ? 1e-5 : 1e-13});
    // A maxpool's gradient (pads with interior padding, summed) and pads with negative edges, a
    // nonzero value and a padded last dimension: padded views (cpu::FusedView::padded).
    m.push_back({"pads_" + t, withType(R"(func.func @main(%a: tensor<2x3x3x4xT>, %b: tensor<2x3x3x4xT>, %x: tensor<3x5x7xT>, %w: tensor<4x10x18xT>) -> (tensor<2x6x6x4xT>, tensor<4x10x18xT>) {
  %zero = stablehlo.constant dense<0.0> : tensor<T>
  %pa = stablehlo.pad %a, %zero, low = [0, 1, 1, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<2x3x3x4xT>, tensor<T>) -> tensor<2x6x6x4xT>
  %pb = stablehlo.pad %b, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<2x3x3x4xT>, tensor<T>) -> tensor<2x6x6x4xT>
  %s = stablehlo.add %pa, %pb : tensor<2x6x6x4xT>
  %v = stablehlo.constant dense<2.5> : tensor<T>
  %p = stablehlo.pad %x, %v, low = [1, -1, 0], high = [0, 2, -1], interior = [0, 1, 2] : (tensor<3x5x7xT>, tensor<T>) -> tensor<4x10x18xT>
  %q = stablehlo.multiply %p, %w : tensor<4x10x18xT>
  return %s, %q : tensor<2x6x6x4xT>, tensor<4x10x18xT>
})", t)});
  }
  // The reduction layouts (trailing, leading, middle, everything, around a size-1 dimension), each
  // body on both lanes: the interpreter's order, so its very bits.
  const char* kBodies[] = {"add", "maximum", "minimum", "multiply"};
  int body = 0;
  for (auto [shape, dims, out] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"7x130", "1", "7x"}, {"130x7", "0", "7x"}, {"3x40x70", "1", "3x70x"}, {"50x6", "0, 1", ""}, {"5x3x1x4", "1, 2", "5x4x"}}) {
    for (const std::string t : {"f32", "f64"}) {
      std::string b = kBodies[body++ % 4];
      m.push_back({"reduce_" + b + "_" + shape + "_" + t, withType("func.func @main(%x: tensor<" + shape + "xT>, %y: tensor<" + shape + "xT>, %i: tensor<T>) -> (tensor<" + out + "T>, tensor<" + shape + "xT>) {\n"
                   "  %s = stablehlo.subtract %x, %y : tensor<" + shape + "xT>\n"
                   "  %r = stablehlo.reduce(%s init: %i) applies stablehlo." + b + " across dimensions = [" + dims + "] : (tensor<" + shape + "xT>, tensor<T>) -> tensor<" + out + "T>\n"
                   "  return %r, %s : tensor<" + out + "T>, tensor<" + shape + "xT>\n}", t)});
    }
  }
  m.push_back({"empty_and_scalar_f64", R"(func.func @main(%x: tensor<4x0xf64>, %s: tensor<f64>, %one: tensor<1x1xf64>, %i: tensor<f64>) -> (tensor<4x0xf64>, tensor<f64>, tensor<1x1xf64>, tensor<4xf64>) {
  %s0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<4x0xf64>
  %a = stablehlo.add %x, %s0 : tensor<4x0xf64>
  %e = stablehlo.exponential %a : tensor<4x0xf64>
  %r = stablehlo.reduce(%e init: %i) applies stablehlo.add across dimensions = [1] : (tensor<4x0xf64>, tensor<f64>) -> tensor<4xf64>
  %t = stablehlo.sine %s : tensor<f64>
  %u = stablehlo.multiply %t, %s : tensor<f64>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
  %v = stablehlo.add %one, %sb : tensor<1x1xf64>
  return %e, %u, %v, %r : tensor<4x0xf64>, tensor<f64>, tensor<1x1xf64>, tensor<4xf64>
})"});
  return m;
}

// A parsed module with the fusion of @main's body and the kernel of every cluster.
struct ModuleKernels {
  KernelModule spec;
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  const ir::Func* main = nullptr;
  cpu::BlockFusion fusion;
  std::vector<FusedKernelSource> kernels;  // one per cluster, named <module>_<cluster>
};

inline std::unique_ptr<ModuleKernels> kernelsOf(const KernelModule& spec) {
  auto k = std::make_unique<ModuleKernels>();
  k->spec = spec;
  DiagnosticEngine diag;
  k->module = ir::parseModuleText(k->sources, spec.name + ".mlir", spec.text, diag);
  if (!k->module || !ir::verifyModule(*k->module, diag)) throw std::runtime_error(spec.name + ": " + diag.renderAll());
  k->main = k->module->lookup("main");
  k->fusion = cpu::planFusion(k->main->entry());
  for (size_t c = 0; c < k->fusion.clusters.size(); ++c) {
    std::string name = spec.name + "_" + std::to_string(c);
    for (char& ch : name)
      if (!std::isalnum(uint8_t(ch))) ch = '_';
    k->kernels.push_back(generateFusedKernel(k->fusion.clusters[c], name));
  }
  return k;
}

using interp::randomArguments;  // (interp/random_arguments.h)

// The interpreter's value of every argument and op result of @main's body, op by op.
inline std::unordered_map<const ir::Value*, interp::Tensor> interpretBody(const ModuleKernels& k, const std::vector<interp::Tensor>& args) {
  std::unordered_map<const ir::Value*, interp::Tensor> env;
  const ir::Block& body = k.main->entry();
  for (size_t i = 0; i < args.size(); ++i) env[body.arg(i)] = args[i];
  interp::Interpreter interpreter(*k.module);
  for (const ir::Operation& op : body) {
    if (&op == body.terminator()) break;
    std::vector<interp::Tensor> operands;
    for (const ir::Value* v : op.operands()) operands.push_back(env.at(v));
    std::vector<interp::Tensor> results = interpreter.evalOp(op, std::move(operands));
    for (size_t r = 0; r < results.size(); ++r) env[op.result(r)] = results[r];
  }
  return env;
}

}  // namespace juxla::cuda::testing
