// Fused kernels against the interpreter on inputs with edge values (±0, ±inf, NaN, subnormals):
// bit for bit, except f32 exp, expm1, log, tanh and logistic (poly_math.h), which may differ by
// 1 ULP. Shapes cover every way a segment meets broadcasts, views and the three reduction
// layouts, with sizes that split across threads. A timing of a fused chain is printed.
#include "backends/cpu/fused_kernel.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <iostream>
#include <limits>
#include <random>

#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/executable.h"
#include "backends/cpu/fusion.h"
#include "backends/cpu/plan.h"
#include "interp/checks.h"
#include "ir/parser.h"
#include "ir/verifier.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

struct Compiled {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  const ir::Func* main = nullptr;
  std::unique_ptr<runtime::Executable> fused, unfused, interp;
};

std::unique_ptr<Compiled> compile(const std::string& text) {
  auto c = std::make_unique<Compiled>();
  DiagnosticEngine diag;
  c->module = ir::parseModuleText(c->sources, "test.mlir", text, diag);
  if (!c->module || !ir::verifyModule(*c->module, diag)) throw std::runtime_error(diag.renderAll());
  c->main = c->module->lookup("main");
  c->fused = compileCpu(*c->module, *c->main);
  c->unfused = compileCpu(*c->module, *c->main, CpuOptions{.fuse = false, .channelsLast = true, .donatedResults = {}});
  c->interp = runtime::compile(runtime::Device::Interp, *c->module, *c->main);
  return c;
}

// Every output of `text` on the fused CPU against the interpreter: equal bits, or within `ulp` for
// f32 outputs; NaN for NaN (which NaN's payload an IEEE operation passes on is not specified, and
// vectorized code may swap the operands of + and *). Returns the number of other elements that differ.
int64_t expectLikeInterpreter(const std::string& text, uint64_t ulp = 0, int runs = 2) {
  auto c = compile(text);
  int64_t differing = 0;
  for (int r = 0; r < runs; ++r) {
    std::vector<Tensor> in = interp::randomArguments(*c->main, uint64_t(r + 1));
    std::vector<Tensor> got = c->fused->run(in), want = c->interp->run(in);
    EXPECT_EQ(c->fused->stats().interpretedOps, 0u);
    for (size_t o = 0; o < got.size(); ++o) {
      ir::ElementType e = want[o].elementType();
      for (int64_t i = 0; i < got[o].numElements(); ++i) {
        uint64_t g = got[o].bits(i), w = want[o].bits(i);
        if (g == w || (ir::isFloat(e) && std::isnan(got[o].getDouble(i)) && std::isnan(want[o].getDouble(i)))) continue;
        ++differing;
        uint64_t d = ir::isFloat(e) ? interp::ulpDistance(g, w, ir::floatFormatOf(e)) : ~uint64_t(0);
        if (e == ir::ElementType::F32 && d <= ulp) continue;
        std::string programs;
        for (const FusionCluster& cl : planFusion(c->main->entry()).clusters) programs += compileFusedProgram(cl).str();
        ADD_FAILURE() << "output " << o << " element " << i << ": " << got[o].getDouble(i) << " vs the interpreter's "
                      << want[o].getDouble(i) << "\n" << text << "\n" << programs;
        return differing;
      }
    }
  }
  return differing;
}

Plan planOf(const std::string& text) {
  auto c = compile(text);
  return planFunction(*c->main);
}

TEST(FusedKernel, DenseEpilogueMatchesBitForBit) {
  for (const char* t : {"f64", "f32"}) {
    std::string T = t;
    std::string text = R"(func.func @main(%p: tensor<64x300xT>, %b: tensor<300xT>) -> (tensor<64x300xT>, tensor<300xT>) {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<300xT>) -> tensor<64x300xT>
  %s = stablehlo.add %p, %bb : tensor<64x300xT>
  %t = stablehlo.tanh %s : tensor<64x300xT>
  %e = stablehlo.exponential %t : tensor<64x300xT>
  %l = stablehlo.log %s : tensor<64x300xT>
  %g = stablehlo.logistic %l : tensor<64x300xT>
  %m = stablehlo.exponential_minus_one %g : tensor<64x300xT>
  %q = stablehlo.multiply %e, %m : tensor<64x300xT>
  %zero = stablehlo.constant dense<0.0> : tensor<T>
  %r = stablehlo.reduce(%q init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x300xT>, tensor<T>) -> tensor<300xT>
  return %q, %r : tensor<64x300xT>, tensor<300xT>
})";
    for (size_t at; (at = text.find("T>")) != std::string::npos;) text.replace(at, 1, T);
    EXPECT_EQ(planOf(text).fusedSteps, 1u);
    // f64 calls the C library as the interpreter does; f32's own functions are within 1 ULP, and
    // in practice give the interpreter's bits too.
    EXPECT_EQ(expectLikeInterpreter(text, T == "f32" ? 1 : 0), 0) << T;
  }
}

// Operands read through broadcasts (along either dimension, from size-1 dimensions, from a 0-d
// value, twice), a transpose and a reshape, with splat constants, in a shape that splits into segments
// and tasks.
TEST(FusedKernel, StridedReadsMatchBitForBit) {
  EXPECT_EQ(expectLikeInterpreter(R"(func.func @main(%x: tensor<96x700xf32>, %r: tensor<96xf32>, %c: tensor<700xf32>, %s: tensor<f32>, %u: tensor<96x1xf32>, %t: tensor<700x96xf32>, %f: tensor<67200xf32>) -> tensor<96x700xf32> {
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<96xf32>) -> tensor<96x700xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<700xf32>) -> tensor<96x700xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<96x700xf32>
  %ub = stablehlo.broadcast_in_dim %u, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x700xf32>
  %tt = stablehlo.transpose %t, dims = [1, 0] : (tensor<700x96xf32>) -> tensor<96x700xf32>
  %ff = stablehlo.reshape %f : (tensor<67200xf32>) -> tensor<96x700xf32>
  %two = stablehlo.constant dense<2.0> : tensor<96x700xf32>
  %a = stablehlo.add %x, %rb : tensor<96x700xf32>
  %b = stablehlo.multiply %a, %cb : tensor<96x700xf32>
  %d = stablehlo.subtract %b, %sb : tensor<96x700xf32>
  %e = stablehlo.divide %d, %ub : tensor<96x700xf32>
  %g = stablehlo.maximum %e, %tt : tensor<96x700xf32>
  %h = stablehlo.minimum %g, %ff : tensor<96x700xf32>
  %k = stablehlo.multiply %h, %two : tensor<96x700xf32>
  %m = stablehlo.add %k, %sb : tensor<96x700xf32>
  return %m : tensor<96x700xf32>
})"), 0);
}

// Strided slices read in place (a 2x2 max pool as maxpoolUnrolled emits it, a stride-1 window at an
// offset and a slice of a constant): one fused step, the same bits as the interpreter.
TEST(FusedKernel, SlicesAreReadThroughStrides) {
  std::string text = R"(func.func @main(%x: tensor<4x6x66x70xf32>, %y: tensor<9x6xf64>) -> (tensor<4x6x33x35xf32>, tensor<5x6xf64>) {
  %lo = stablehlo.constant dense<-3.40282347E+38> : tensor<4x6x33x35xf32>
  %a = stablehlo.slice %x [0:4, 0:6, 0:65:2, 0:69:2] : (tensor<4x6x66x70xf32>) -> tensor<4x6x33x35xf32>
  %pa = stablehlo.compare GT, %a, %lo, FLOAT : (tensor<4x6x33x35xf32>, tensor<4x6x33x35xf32>) -> tensor<4x6x33x35xi1>
  %ma = stablehlo.select %pa, %a, %lo : tensor<4x6x33x35xi1>, tensor<4x6x33x35xf32>
  %b = stablehlo.slice %x [0:4, 0:6, 0:65:2, 1:70:2] : (tensor<4x6x66x70xf32>) -> tensor<4x6x33x35xf32>
  %pb = stablehlo.compare GT, %b, %ma, FLOAT : (tensor<4x6x33x35xf32>, tensor<4x6x33x35xf32>) -> tensor<4x6x33x35xi1>
  %mb = stablehlo.select %pb, %b, %ma : tensor<4x6x33x35xi1>, tensor<4x6x33x35xf32>
  %c = stablehlo.slice %x [0:4, 0:6, 1:66:2, 0:69:2] : (tensor<4x6x66x70xf32>) -> tensor<4x6x33x35xf32>
  %pc = stablehlo.compare GT, %c, %mb, FLOAT : (tensor<4x6x33x35xf32>, tensor<4x6x33x35xf32>) -> tensor<4x6x33x35xi1>
  %mc = stablehlo.select %pc, %c, %mb : tensor<4x6x33x35xi1>, tensor<4x6x33x35xf32>
  %d = stablehlo.slice %x [0:4, 0:6, 1:66:2, 1:70:2] : (tensor<4x6x66x70xf32>) -> tensor<4x6x33x35xf32>
  %pd = stablehlo.compare GT, %d, %mc, FLOAT : (tensor<4x6x33x35xf32>, tensor<4x6x33x35xf32>) -> tensor<4x6x33x35xi1>
  %md = stablehlo.select %pd, %d, %mc : tensor<4x6x33x35xi1>, tensor<4x6x33x35xf32>
  %k = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0, 17.0, 18.0]]> : tensor<3x6xf64>
  %ks = stablehlo.slice %k [1:2, 2:3] : (tensor<3x6xf64>) -> tensor<1x1xf64>
  %kb = stablehlo.broadcast_in_dim %ks, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<5x6xf64>
  %w = stablehlo.slice %y [3:8, 0:6] : (tensor<9x6xf64>) -> tensor<5x6xf64>
  %v = stablehlo.slice %y [2:7, 0:6] : (tensor<9x6xf64>) -> tensor<5x6xf64>
  %s = stablehlo.multiply %w, %v : tensor<5x6xf64>
  %t = stablehlo.add %s, %kb : tensor<5x6xf64>
  return %md, %t : tensor<4x6x33x35xf32>, tensor<5x6xf64>
})";
  Plan p = planOf(text);
  EXPECT_EQ(p.fusedSteps, 2u);
  EXPECT_EQ(p.kernelSteps, 3u);  // the constant's slice and broadcast: a copy of one element
  EXPECT_EQ(expectLikeInterpreter(text), 0);
}

// A 2x2 maxpool's gradient in channels-last form (four pads with interior padding, summed, then
// relu's backward select and the bias gradient): one fused step reading the pads' operands in place.
// Also pads with negative edges, a pad value that is not zero, a padded last dimension (NCHW: runs of
// one element) and f64.
TEST(FusedKernel, PadsAreReadAsPaddedViews) {
  std::string pool = R"(func.func @main(%a: tensor<8x14x14x6xf32>, %b: tensor<8x14x14x6xf32>, %c: tensor<8x14x14x6xf32>, %d: tensor<8x14x14x6xf32>, %m: tensor<8x28x28x6xi1>) -> (tensor<8x28x28x6xf32>, tensor<6xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %pa = stablehlo.pad %a, %zero, low = [0, 1, 1, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<8x14x14x6xf32>, tensor<f32>) -> tensor<8x28x28x6xf32>
  %pb = stablehlo.pad %b, %zero, low = [0, 1, 0, 0], high = [0, 0, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x14x14x6xf32>, tensor<f32>) -> tensor<8x28x28x6xf32>
  %pc = stablehlo.pad %c, %zero, low = [0, 0, 1, 0], high = [0, 1, 0, 0], interior = [0, 1, 1, 0] : (tensor<8x14x14x6xf32>, tensor<f32>) -> tensor<8x28x28x6xf32>
  %pd = stablehlo.pad %d, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x14x14x6xf32>, tensor<f32>) -> tensor<8x28x28x6xf32>
  %s1 = stablehlo.add %pa, %pb : tensor<8x28x28x6xf32>
  %s2 = stablehlo.add %s1, %pc : tensor<8x28x28x6xf32>
  %s3 = stablehlo.add %s2, %pd : tensor<8x28x28x6xf32>
  %z = stablehlo.constant dense<0.0> : tensor<8x28x28x6xf32>
  %g = stablehlo.select %m, %z, %s3 : tensor<8x28x28x6xi1>, tensor<8x28x28x6xf32>
  %db = stablehlo.reduce(%g init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x28x28x6xf32>, tensor<f32>) -> tensor<6xf32>
  return %g, %db : tensor<8x28x28x6xf32>, tensor<6xf32>
})";
  Plan p = planOf(pool);
  EXPECT_EQ(p.fusedSteps, 1u);
  EXPECT_EQ(p.kernelSteps, 2u);  // no pad of its own; the bias gradient's 6 sums run as a reduce kernel
  EXPECT_EQ(expectLikeInterpreter(pool), 0);
  std::string edges = R"(func.func @main(%x: tensor<3x5x7xf64>, %y: tensor<2x3x9x11xf32>, %w: tensor<2x3x17x23xf32>) -> (tensor<4x7x13xf64>, tensor<2x3x17x23xf32>) {
  %v = stablehlo.constant dense<2.5> : tensor<f64>
  %p = stablehlo.pad %x, %v, low = [1, -1, 0], high = [0, 2, -1], interior = [0, 1, 2] : (tensor<3x5x7xf64>, tensor<f64>) -> tensor<4x10x18xf64>
  %q = stablehlo.slice %p [0:4, 1:8, 2:15] : (tensor<4x10x18xf64>) -> tensor<4x7x13xf64>
  %zero = stablehlo.constant dense<-0.0> : tensor<f32>
  %py = stablehlo.pad %y, %zero, low = [0, 0, 0, 1], high = [0, 0, -1, 2], interior = [0, 0, 1, 1] : (tensor<2x3x9x11xf32>, tensor<f32>) -> tensor<2x3x16x24xf32>
  %s = stablehlo.slice %py [0:2, 0:3, 0:16, 0:23] : (tensor<2x3x16x24xf32>) -> tensor<2x3x16x23xf32>
  %e = stablehlo.pad %s, %zero, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x3x16x23xf32>, tensor<f32>) -> tensor<2x3x17x23xf32>
  %t = stablehlo.multiply %e, %w : tensor<2x3x17x23xf32>
  %u = stablehlo.add %t, %e : tensor<2x3x17x23xf32>
  return %q, %u : tensor<4x7x13xf64>, tensor<2x3x17x23xf32>
})";
  EXPECT_EQ(expectLikeInterpreter(edges), 0);
}

// A pad read only by an add runs as one instruction with it (the add's value plus the pad value
// everywhere, then plus the operand where it lands): either operand order, pad values 2.5 and -0
// (x + -0 keeps x's zero sign, x + 0 does not), f32 and f64, runs the segments cut.
TEST(FusedKernel, PadsMergeIntoTheirAdds) {
  for (const char* t : {"f32", "f64"}) {
    std::string T = t, text = R"(func.func @main(%x: tensor<4x9x9x6xT>, %y: tensor<4x9x9x6xT>, %a: tensor<4x5x5x6xT>, %b: tensor<4x5x5x6xT>) -> (tensor<4x9x9x6xT>, tensor<4x9x9x6xT>) {
  %v = stablehlo.constant dense<2.5> : tensor<T>
  %nz = stablehlo.constant dense<-0.0> : tensor<T>
  %pa = stablehlo.pad %a, %v, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<4x5x5x6xT>, tensor<T>) -> tensor<4x9x9x6xT>
  %pb = stablehlo.pad %b, %nz, low = [0, 1, -1, 0], high = [0, -1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x5x5x6xT>, tensor<T>) -> tensor<4x9x9x6xT>
  %s = stablehlo.add %pa, %x : tensor<4x9x9x6xT>
  %u = stablehlo.add %y, %pb : tensor<4x9x9x6xT>
  return %s, %u : tensor<4x9x9x6xT>, tensor<4x9x9x6xT>
})";
    for (size_t at; (at = text.find("xT>")) != std::string::npos;) text.replace(at, 3, "x" + T + ">");
    for (size_t at; (at = text.find("<T>")) != std::string::npos;) text.replace(at, 3, "<" + T + ">");
    EXPECT_EQ(expectLikeInterpreter(text, 0, 3), 0) << T;
  }
}

// Zero pads summed where no two land on one position run as one PadSum (fused_kernel.cpp): a
// tree of adds (not only a chain) in f64, pads that leave holes (a 3x3 stride-2 pool's gradient on
// an odd size, two of its window positions), negative edges, rows the segments cut; pads that do
// land together (same lattice), and a -0 pad value, keep their adds. Bit for bit: the holes are +0
// and each operand's -0 becomes +0, as the adds make them.
TEST(FusedKernel, DisjointZeroPadsSumAsOne) {
  std::string tree = R"(func.func @main(%a: tensor<5x7x7x3xf64>, %b: tensor<5x7x7x3xf64>, %c: tensor<5x7x7x3xf64>, %d: tensor<5x7x7x3xf64>) -> tensor<5x15x15x3xf64> {
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %pa = stablehlo.pad %a, %zero, low = [0, 0, 0, 0], high = [0, 2, 2, 0], interior = [0, 1, 1, 0] : (tensor<5x7x7x3xf64>, tensor<f64>) -> tensor<5x15x15x3xf64>
  %pb = stablehlo.pad %b, %zero, low = [0, 0, 1, 0], high = [0, 2, 1, 0], interior = [0, 1, 1, 0] : (tensor<5x7x7x3xf64>, tensor<f64>) -> tensor<5x15x15x3xf64>
  %pc = stablehlo.pad %c, %zero, low = [0, 1, 0, 0], high = [0, 1, 2, 0], interior = [0, 1, 1, 0] : (tensor<5x7x7x3xf64>, tensor<f64>) -> tensor<5x15x15x3xf64>
  %pd = stablehlo.pad %d, %zero, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<5x7x7x3xf64>, tensor<f64>) -> tensor<5x15x15x3xf64>
  %s1 = stablehlo.add %pa, %pb : tensor<5x15x15x3xf64>
  %s2 = stablehlo.add %pc, %pd : tensor<5x15x15x3xf64>
  %s = stablehlo.add %s1, %s2 : tensor<5x15x15x3xf64>
  return %s : tensor<5x15x15x3xf64>
})";
  EXPECT_EQ(expectLikeInterpreter(tree, 0, 3), 0);
  std::string holes = R"(func.func @main(%a: tensor<6x13x13x5xf32>, %b: tensor<6x13x13x5xf32>, %m: tensor<6x27x27x5xi1>) -> tensor<6x27x27x5xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %pa = stablehlo.pad %a, %zero, low = [0, 0, 2, 0], high = [0, 2, 0, 0], interior = [0, 1, 1, 0] : (tensor<6x13x13x5xf32>, tensor<f32>) -> tensor<6x27x27x5xf32>
  %pb = stablehlo.pad %b, %zero, low = [0, 1, -1, 0], high = [0, 1, 3, 0], interior = [0, 1, 1, 0] : (tensor<6x13x13x5xf32>, tensor<f32>) -> tensor<6x27x27x5xf32>
  %s = stablehlo.add %pb, %pa : tensor<6x27x27x5xf32>
  %z = stablehlo.constant dense<0.0> : tensor<6x27x27x5xf32>
  %g = stablehlo.select %m, %z, %s : tensor<6x27x27x5xi1>, tensor<6x27x27x5xf32>
  return %g : tensor<6x27x27x5xf32>
})";
  EXPECT_EQ(expectLikeInterpreter(holes, 0, 3), 0);
  std::string meeting = R"(func.func @main(%a: tensor<4x9x9x6xf32>, %b: tensor<4x9x9x6xf32>, %c: tensor<4x9x9x6xf32>) -> (tensor<4x18x18x6xf32>, tensor<4x18x18x6xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %pa = stablehlo.pad %a, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x9x9x6xf32>, tensor<f32>) -> tensor<4x18x18x6xf32>
  %pb = stablehlo.pad %b, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x9x9x6xf32>, tensor<f32>) -> tensor<4x18x18x6xf32>
  %s = stablehlo.add %pa, %pb : tensor<4x18x18x6xf32>
  %pc = stablehlo.pad %c, %nz, low = [0, 1, 1, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<4x9x9x6xf32>, tensor<f32>) -> tensor<4x18x18x6xf32>
  %pd = stablehlo.pad %a, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x9x9x6xf32>, tensor<f32>) -> tensor<4x18x18x6xf32>
  %t = stablehlo.add %pc, %pd : tensor<4x18x18x6xf32>
  return %s, %t : tensor<4x18x18x6xf32>, tensor<4x18x18x6xf32>
})";
  EXPECT_EQ(expectLikeInterpreter(meeting, 0, 3), 0);
}

// A bias broadcast over the outer dimensions of a channels-last tensor repeats every C elements:
// each task reads it once (f32, f64 and i1 alike).
TEST(FusedKernel, PeriodicReadsMatchBitForBit) {
  EXPECT_EQ(expectLikeInterpreter(R"(func.func @main(%x: tensor<16x7x7x6xf32>, %b: tensor<6xf32>, %p: tensor<6xi1>, %d: tensor<7x6xf64>, %y: tensor<16x7x7x6xf64>) -> (tensor<16x7x7x6xf32>, tensor<16x7x7x6xf64>) {
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<6xf32>) -> tensor<16x7x7x6xf32>
  %pb = stablehlo.broadcast_in_dim %p, dims = [3] : (tensor<6xi1>) -> tensor<16x7x7x6xi1>
  %s = stablehlo.add %x, %bb : tensor<16x7x7x6xf32>
  %r = stablehlo.select %pb, %s, %x : tensor<16x7x7x6xi1>, tensor<16x7x7x6xf32>
  %db = stablehlo.broadcast_in_dim %d, dims = [2, 3] : (tensor<7x6xf64>) -> tensor<16x7x7x6xf64>
  %t = stablehlo.multiply %db, %y : tensor<16x7x7x6xf64>
  return %r, %t : tensor<16x7x7x6xf32>, tensor<16x7x7x6xf64>
})", 0, 3), 0);
}

// compare, select, converts through f64 and i1, clamp, logic on predicates, and ops run through
// the interpreter's scalar functions; several outputs, one of them i1.
TEST(FusedKernel, PredicatesConvertsAndCallsMatchBitForBit) {
  EXPECT_EQ(expectLikeInterpreter(R"(func.func @main(%x: tensor<33x17xf32>, %y: tensor<33x17xf32>, %p: tensor<33x17xi1>, %lo: tensor<f32>) -> (tensor<33x17xf32>, tensor<33x17xi1>, tensor<33x17xf64>) {
  %gt = stablehlo.compare GT, %x, %y : (tensor<33x17xf32>, tensor<33x17xf32>) -> tensor<33x17xi1>
  %ne = stablehlo.compare NE, %x, %x : (tensor<33x17xf32>, tensor<33x17xf32>) -> tensor<33x17xi1>
  %both = stablehlo.and %gt, %p : tensor<33x17xi1>
  %either = stablehlo.or %both, %ne : tensor<33x17xi1>
  %flip = stablehlo.not %either : tensor<33x17xi1>
  %odd = stablehlo.xor %flip, %p : tensor<33x17xi1>
  %sel = stablehlo.select %odd, %x, %y : tensor<33x17xi1>, tensor<33x17xf32>
  %w = stablehlo.convert %sel : (tensor<33x17xf32>) -> tensor<33x17xf64>
  %s = stablehlo.sine %w : tensor<33x17xf64>
  %pw = stablehlo.power %s, %w : tensor<33x17xf64>
  %n = stablehlo.convert %pw : (tensor<33x17xf64>) -> tensor<33x17xf32>
  %m = stablehlo.convert %odd : (tensor<33x17xi1>) -> tensor<33x17xf32>
  %hi = stablehlo.constant dense<1.5> : tensor<f32>
  %c = stablehlo.clamp %lo, %n, %hi : (tensor<f32>, tensor<33x17xf32>, tensor<f32>) -> tensor<33x17xf32>
  %at = stablehlo.atan2 %c, %m : tensor<33x17xf32>
  %sq = stablehlo.sqrt %at : tensor<33x17xf32>
  %rs = stablehlo.rsqrt %sq : tensor<33x17xf32>
  %ab = stablehlo.abs %rs : tensor<33x17xf32>
  %ng = stablehlo.negate %ab : tensor<33x17xf32>
  return %ng, %odd, %pw : tensor<33x17xf32>, tensor<33x17xi1>, tensor<33x17xf64>
})"), 0);
}

// The reduction layouts: trailing (one output per run of the reduced elements, longer than a
// segment), leading (an output per lane), in the middle with inner rows wider than a segment,
// and everything; max and min see NaN and signed zeros, multiply sees infinities.
TEST(FusedKernel, ReductionsAccumulateInTheInterpretersOrder) {
  for (auto [shape, dims, out] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"7x1300", "1", "7"}, {"1300x7", "0", "7"}, {"3x40x700", "1", "3x700"}, {"50x60", "0, 1", ""},
           {"64x2048", "1", "64"}, {"2048x64", "0", "64"}, {"5x3x1x4", "1, 2", "5x4"}}) {
    for (const char* body : {"add", "maximum", "minimum", "multiply"}) {
      std::string text = "func.func @main(%x: tensor<" + shape + "xf32>, %y: tensor<" + shape + "xf32>, %i: tensor<f32>) -> (tensor<" + out +
                         (out.empty() ? "" : "x") + "f32>, tensor<" + shape + "xf32>) {\n"
                         "  %s = stablehlo.subtract %x, %y : tensor<" + shape + "xf32>\n"
                         "  %r = stablehlo.reduce(%s init: %i) applies stablehlo." + body + " across dimensions = [" + dims +
                         "] : (tensor<" + shape + "xf32>, tensor<f32>) -> tensor<" + out + (out.empty() ? "" : "x") + "f32>\n"
                         "  return %r, %s : tensor<" + out + (out.empty() ? "" : "x") + "f32>, tensor<" + shape + "xf32>\n}";
      Plan plan = planOf(text);
      EXPECT_EQ(plan.fusedOps, 2u) << text;
      EXPECT_EQ(expectLikeInterpreter(text), 0) << shape << " " << body;
    }
  }
}

// Shapes with nothing in them, one element, a reduction over an empty dimension (its init).
TEST(FusedKernel, EmptyAndScalarShapes) {
  EXPECT_EQ(expectLikeInterpreter(R"(func.func @main(%x: tensor<4x0xf64>, %s: tensor<f64>, %one: tensor<1x1xf64>, %i: tensor<f64>) -> (tensor<4x0xf64>, tensor<f64>, tensor<1x1xf64>, tensor<4xf64>) {
  %a = stablehlo.add %x, %x : tensor<4x0xf64>
  %e = stablehlo.exponential %a : tensor<4x0xf64>
  %r = stablehlo.reduce(%e init: %i) applies stablehlo.add across dimensions = [1] : (tensor<4x0xf64>, tensor<f64>) -> tensor<4xf64>
  %t = stablehlo.tanh %s : tensor<f64>
  %u = stablehlo.multiply %t, %s : tensor<f64>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
  %v = stablehlo.add %one, %sb : tensor<1x1xf64>
  return %e, %u, %v, %r : tensor<4x0xf64>, tensor<f64>, tensor<1x1xf64>, tensor<4xf64>
})"), 0);
}

// The program itself: values read in place, outputs written in place, scratch shared by liveness.
TEST(FusedKernel, ProgramReadsAndWritesInPlace) {
  auto c = compile(R"(func.func @main(%x: tensor<8x8xf32>, %b: tensor<8xf32>) -> tensor<8x8xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %ob = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %s = stablehlo.add %x, %bb : tensor<8x8xf32>
  %t = stablehlo.tanh %s : tensor<8x8xf32>
  %u = stablehlo.add %t, %ob : tensor<8x8xf32>
  %v = stablehlo.multiply %u, %u : tensor<8x8xf32>
  return %v : tensor<8x8xf32>
})");
  BlockFusion f = planFusion(c->main->entry());
  ASSERT_EQ(f.clusters.size(), 1u);
  EXPECT_EQ(compileFusedProgram(f.clusters[0]).str(),
            "program over 64 elements, 2 scratch buffers\n"
            "  %1(k0) = const.f32 1.000000\n"
            "  %0(s0) = load.f32 in0 [8,8 : 0,1]\n"
            "  %3(s1) = add.f32 %2(in2) %0(s0)\n"
            "  %4(s0) = tanh.f32 %3(s1)\n"
            "  %5(s1) = add.f32 %4(s0) %1(k0)\n"
            "  %6(out0) = mul.f32 %5(s1) %5(s1)\n");
}

double secondsOf(runtime::Executable& exe, const std::vector<Tensor>& in) {
  double best = 1e9;
  for (int r = 0; r < 5; ++r) {
    auto start = std::chrono::steady_clock::now();
    exe.run(in);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

// tanh.(w .* x .+ b) over 2^20 f32 elements, the same without tanh, and row sums of exp.(x .- 1):
// op by op (native kernels, the C library's tanh and exp) against fused, each the best of 5 runs
// of the whole executable (copies of arguments and results included). Times go to the log; the
// results must agree.
TEST(FusedKernel, TimingOfFusedChains) {
  const std::string head = R"(func.func @main(%x: tensor<1024x1024xf32>, %w: tensor<1024x1024xf32>, %b: tensor<1024xf32>) -> )";
  const std::string affine = R"(
  %m = stablehlo.multiply %w, %x : tensor<1024x1024xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<1024xf32>) -> tensor<1024x1024xf32>
  %s = stablehlo.add %m, %bb : tensor<1024x1024xf32>
)";
  const std::pair<const char*, std::string> kCases[] = {
      {"tanh(w*x + b)", head + "tensor<1024x1024xf32> {" + affine +
                            "  %t = stablehlo.tanh %s : tensor<1024x1024xf32>\n  return %t : tensor<1024x1024xf32>\n}"},
      {"(w*x + b)^2", head + "tensor<1024x1024xf32> {" + affine +
                          "  %t = stablehlo.multiply %s, %s : tensor<1024x1024xf32>\n  return %t : tensor<1024x1024xf32>\n}"},
      {"row sums of exp(x - 1)", head + R"(tensor<1024xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<1024x1024xf32>
  %d = stablehlo.subtract %x, %one : tensor<1024x1024xf32>
  %e = stablehlo.exponential %d : tensor<1024x1024xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
})"}};
  for (const auto& [name, text] : kCases) {
    auto c = compile(text);
    std::vector<Tensor> in = interp::randomArguments(*c->main, 3);
    std::vector<Tensor> a = c->fused->run(in), b = c->unfused->run(in);
    for (int64_t i = 0; i < a[0].numElements(); ++i)
      ASSERT_LE(interp::ulpDistance(a[0].bits(i), b[0].bits(i), FloatFormat::F32), 1u) << name << " " << i;
    double unfused = secondsOf(*c->unfused, in), fused = secondsOf(*c->fused, in);
    std::cout << "[ timing ] " << name << " over 2^20 f32: op by op " << unfused * 1e3 << " ms, fused " << fused * 1e3
              << " ms (" << unfused / fused << "x)\n";
  }
}

}  // namespace
}  // namespace juxla::cpu
