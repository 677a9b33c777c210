// The compiled loops of fused programs against the interpreter, bit for bit (NaN for NaN), on edge
// values (±0, ±inf, NaN, subnormals) and sizes around the 16 lanes of an iteration and across
// threads; and the programs the loop leaves to the interpreted kernel, which must still be right.
#include "backends/cpu/fused_jit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/fusion.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

// Every cluster of `text`: whether it compiles to a loop, and why not where it does not.
std::vector<std::string> whyNot(testing::Parsed& p) {
  std::vector<std::string> out;
  for (const FusionCluster& c : planFusion(p.main().entry()).clusters) out.push_back(whyInterpreted(c));
  return out;
}

// The CPU executable's results against the interpreter's on edge values (or on `given` inputs).
void expectLikeInterpreter(testing::Parsed& p, const std::string& text, const std::vector<Tensor>& given = {}) {
  auto cpu = runtime::compile(runtime::Device::Cpu, *p.module, p.main());
  auto interp = runtime::compile(runtime::Device::Interp, *p.module, p.main());
  for (uint64_t seed : {1, 2}) {
    std::vector<Tensor> in = given.empty() ? interp::randomArguments(p.main(), seed) : given;
    std::vector<Tensor> got = cpu->run(in), want = interp->run(in);
    ASSERT_EQ(got.size(), want.size());
    for (size_t o = 0; o < got.size(); ++o) {
      bool isFloat = ir::isFloat(want[o].elementType());
      for (int64_t i = 0; i < got[o].numElements(); ++i) {
        if (got[o].bits(i) == want[o].bits(i)) continue;
        if (isFloat && std::isnan(got[o].getDouble(i)) && std::isnan(want[o].getDouble(i))) continue;
        FAIL() << "output " << o << " element " << i << ": " << got[o].getDouble(i) << " vs the interpreter's "
               << want[o].getDouble(i) << "\n" << text;
      }
    }
  }
}

// Every op the loop has, f32 and i1, over `n` elements: splats of an argument and of constants,
// i1 arrays in and out, max and min (NaN and ±0 rules), the six compare directions, select.
std::string everyOp(int64_t n) {
  std::string t = "tensor<" + std::to_string(n) + "xf32>", m = "tensor<" + std::to_string(n) + "xi1>";
  auto cmp = [&](const std::string& name, const std::string& dir, const std::string& a, const std::string& b) {
    return "  %" + name + " = stablehlo.compare " + dir + ", " + a + ", " + b + ", FLOAT : (" + t + ", " + t + ") -> " + m + "\n";
  };
  return "func.func @main(%x: " + t + ", %y: " + t + ", %p: " + m + ", %s: tensor<f32>, %q: tensor<i1>) -> (" + t + ", " + m +
         ", " + t + ") {\n"
         "  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> " + t + "\n"
         "  %qb = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<i1>) -> " + m + "\n"
         "  %c = stablehlo.constant dense<0.5> : " + t + "\n"
         "  %a = stablehlo.add %x, %sb : " + t + "\n"
         "  %b = stablehlo.subtract %a, %y : " + t + "\n"
         "  %mu = stablehlo.multiply %b, %c : " + t + "\n"
         "  %d = stablehlo.divide %mu, %y : " + t + "\n"
         "  %r = stablehlo.sqrt %x : " + t + "\n"
         "  %n = stablehlo.negate %r : " + t + "\n"
         "  %ab = stablehlo.abs %n : " + t + "\n"
         "  %mx = stablehlo.maximum %d, %y : " + t + "\n"
         "  %mn = stablehlo.minimum %mx, %ab : " + t + "\n" +
         cmp("eq", "EQ", "%x", "%y") + cmp("ne", "NE", "%mn", "%y") + "  %k1 = stablehlo.and %eq, %ne : " + m + "\n" +
         cmp("ge", "GE", "%x", "%d") + "  %k2 = stablehlo.or %k1, %ge : " + m + "\n" +
         cmp("gt", "GT", "%d", "%y") + "  %k3 = stablehlo.xor %k2, %gt : " + m + "\n" +
         cmp("le", "LE", "%mx", "%x") + "  %k4 = stablehlo.and %k3, %le : " + m + "\n" +
         cmp("lt", "LT", "%n", "%y") + "  %k5 = stablehlo.or %k4, %lt : " + m + "\n"
         "  %k6 = stablehlo.xor %k5, %p : " + m + "\n"
         "  %k7 = stablehlo.and %k6, %qb : " + m + "\n"
         "  %k8 = stablehlo.not %k7 : " + m + "\n"
         "  %sel = stablehlo.select %k8, %mn, %y : " + m + ", " + t + "\n"
         "  %cv = stablehlo.convert %p : (" + m + ") -> " + t + "\n"
         "  %out = stablehlo.add %sel, %cv : " + t + "\n"
         "  return %out, %k8, %mx : " + t + ", " + m + ", " + t + "\n}\n";
}

TEST(FusedJit, EveryOpMatchesTheInterpreterAtEverySize) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  for (int64_t n : {1, 7, 15, 16, 17, 31, 100, 4099, 70001}) {
    std::string text = everyOp(n);
    auto p = testing::parse(text);
    std::vector<std::string> why = whyNot(*p);
    ASSERT_EQ(why.size(), 1u) << text;
    EXPECT_EQ(why[0], "") << text;
    expectLikeInterpreter(*p, text);
  }
}

// A bias added along the last dimension and relu with its mask, channels last, and an i1 row
// broadcast the same way: reads that repeat with every period around the 16 lanes.
TEST(FusedJit, PeriodicReadsOfEveryPeriod) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  for (int c : {1, 3, 6, 16, 17, 40})
    for (int rows : {5, 33}) {
      std::string shape = std::to_string(rows) + "x" + std::to_string(c), t = "tensor<" + shape + "xf32>", m = "tensor<" + shape + "xi1>";
      std::string row = "tensor<" + std::to_string(c);
      std::string text = "func.func @main(%x: " + t + ", %b: " + row + "xf32>, %p: " + row + "xi1>) -> (" + t + ", " + m + ") {\n" +
                         "  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (" + row + "xf32>) -> " + t + "\n" +
                         "  %pb = stablehlo.broadcast_in_dim %p, dims = [1] : (" + row + "xi1>) -> " + m + "\n" +
                         "  %y = stablehlo.add %x, %bb : " + t + "\n  %z = stablehlo.constant dense<0.0> : " + t + "\n" +
                         "  %lt = stablehlo.compare LT, %y, %z, FLOAT : (" + t + ", " + t + ") -> " + m + "\n" +
                         "  %r = stablehlo.select %lt, %z, %y : " + m + ", " + t + "\n" +
                         "  %s = stablehlo.select %pb, %r, %x : " + m + ", " + t + "\n" +
                         "  return %s, %lt : " + t + ", " + m + "\n}\n";
      auto p = testing::parse(text);
      for (const std::string& why : whyNot(*p)) EXPECT_EQ(why, "") << text;
      expectLikeInterpreter(*p, text);
    }
}

// Strided and padded reads (a transpose, strided slices as a maxpool takes them, an interior and
// negative pad, a reverse) are read ahead segment by segment and then computed in the loop.
TEST(FusedJit, StridedAndPaddedReadsAreReadAhead) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  const char* text = R"(func.func @main(%x: tensor<8x40x40x6xf32>, %y: tensor<8x20x20x6xf32>, %z: tensor<6x20x20x8xf32>) -> (tensor<8x20x20x6xf32>, tensor<8x20x20x6xi1>) {
  %a = stablehlo.slice %x [0:8, 0:40:2, 0:40:2, 0:6] : (tensor<8x40x40x6xf32>) -> tensor<8x20x20x6xf32>
  %b = stablehlo.slice %x [0:8, 1:40:2, 1:40:2, 0:6] : (tensor<8x40x40x6xf32>) -> tensor<8x20x20x6xf32>
  %t = stablehlo.transpose %z, dims = [3, 1, 2, 0] : (tensor<6x20x20x8xf32>) -> tensor<8x20x20x6xf32>
  %zero = stablehlo.constant dense<0.5> : tensor<f32>
  %p = stablehlo.pad %y, %zero, low = [0, -1, 2, 0], high = [0, 2, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x20x20x6xf32>, tensor<f32>) -> tensor<8x21x21x6xf32>
  %ps = stablehlo.slice %p [0:8, 0:20, 1:21, 0:6] : (tensor<8x21x21x6xf32>) -> tensor<8x20x20x6xf32>
  %r = stablehlo.reverse %y, dims = [2] : tensor<8x20x20x6xf32>
  %m = stablehlo.compare GT, %a, %b, FLOAT : (tensor<8x20x20x6xf32>, tensor<8x20x20x6xf32>) -> tensor<8x20x20x6xi1>
  %s = stablehlo.select %m, %a, %b : tensor<8x20x20x6xi1>, tensor<8x20x20x6xf32>
  %u = stablehlo.add %s, %t : tensor<8x20x20x6xf32>
  %v = stablehlo.multiply %u, %ps : tensor<8x20x20x6xf32>
  %w = stablehlo.subtract %v, %r : tensor<8x20x20x6xf32>
  return %w, %m : tensor<8x20x20x6xf32>, tensor<8x20x20x6xi1>
})";
  auto p = testing::parse(text);
  std::vector<std::string> why = whyNot(*p);
  for (const std::string& w : why) EXPECT_EQ(w, "") << text;
  expectLikeInterpreter(*p, text);
}

// maximum and minimum of every pair of ±0, ±1, ±inf and NaN: the larger (smaller), +0 (-0) of two
// zeros, the first NaN (the bits of NaNs with payloads are compared as they are).
TEST(FusedJit, MaximumAndMinimumFollowTheInterpretersRules) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  const double values[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, -NAN};
  std::vector<double> xs, ys;
  for (double x : values)
    for (double y : values) xs.push_back(x), ys.push_back(y);
  std::string n = std::to_string(xs.size()), t = "tensor<" + n + "xf32>";
  std::string text = "func.func @main(%x: " + t + ", %y: " + t + ") -> (" + t + ", " + t + ") {\n  %a = stablehlo.maximum %x, %y : " +
                     t + "\n  %b = stablehlo.minimum %x, %y : " + t + "\n  return %a, %b : " + t + ", " + t + "\n}\n";
  auto p = testing::parse(text);
  for (const std::string& why : whyNot(*p)) EXPECT_EQ(why, "");
  ir::Type type = p->main().inputTypes()[0];
  std::vector<Tensor> in{Tensor::fromDoubles(type, xs), Tensor::fromDoubles(type, ys)};
  expectLikeInterpreter(*p, text, in);
  auto cpu = runtime::compile(runtime::Device::Cpu, *p->module, p->main());
  std::vector<Tensor> got = cpu->run(in);
  for (size_t i = 0; i < xs.size(); ++i)  // the signs of zeros, which the NaN-for-NaN rule above does not blur
    if (xs[i] == 0 && ys[i] == 0) {
      EXPECT_EQ(std::signbit(got[0].getDouble(int64_t(i))), std::signbit(xs[i]) && std::signbit(ys[i])) << i;
      EXPECT_EQ(std::signbit(got[1].getDouble(int64_t(i))), std::signbit(xs[i]) || std::signbit(ys[i])) << i;
    }
}

// Adam's update as Flux stages it, in place in a loop's state (the moments and the weight are
// written after the segment's reads of them).
TEST(FusedJit, AdamUpdateInALoopMatchesTheInterpreter) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  const char* text = R"(func.func @main(%w: tensor<1000xf32>, %g: tensor<1000xf32>, %m: tensor<1000xf32>, %v: tensor<1000xf32>) -> (tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %r:4 = stablehlo.while(%i = %i0, %w1 = %w, %m1 = %m, %v1 = %v) : tensor<i64>, tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i64>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %b1 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %c1 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %b2 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %c2 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %eps = stablehlo.constant dense<1.0e-8> : tensor<1000xf32>
    %eta = stablehlo.constant dense<1.0e-3> : tensor<1000xf32>
    %mm = stablehlo.multiply %b1, %m1 : tensor<1000xf32>
    %gm = stablehlo.multiply %c1, %g : tensor<1000xf32>
    %m2 = stablehlo.add %mm, %gm : tensor<1000xf32>
    %vv = stablehlo.multiply %b2, %v1 : tensor<1000xf32>
    %gg = stablehlo.multiply %g, %g : tensor<1000xf32>
    %gv = stablehlo.multiply %c2, %gg : tensor<1000xf32>
    %v2 = stablehlo.add %vv, %gv : tensor<1000xf32>
    %sq = stablehlo.sqrt %v2 : tensor<1000xf32>
    %se = stablehlo.add %sq, %eps : tensor<1000xf32>
    %u = stablehlo.divide %m2, %se : tensor<1000xf32>
    %st = stablehlo.multiply %u, %eta : tensor<1000xf32>
    %w2 = stablehlo.subtract %w1, %st : tensor<1000xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i2, %w2, %m2, %v2 : tensor<i64>, tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>
  }
  return %r#1, %r#2, %r#3 : tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>
})";
  auto p = testing::parse(text);
  expectLikeInterpreter(*p, text);
}

TEST(FusedJit, LeavesWhatItCannotDoToTheInterpretedKernel) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  struct Case {
    const char* text;
    const char* why;
  } cases[] = {
      {R"(func.func @main(%x: tensor<40xf32>) -> tensor<40xf32> {
  %e = stablehlo.exponential %x : tensor<40xf32>
  %y = stablehlo.add %e, %x : tensor<40xf32>
  return %y : tensor<40xf32>
})", "an op without a register form"},
      {R"(func.func @main(%x: tensor<40xf64>) -> tensor<40xf64> {
  %y = stablehlo.add %x, %x : tensor<40xf64>
  %z = stablehlo.multiply %y, %x : tensor<40xf64>
  return %z : tensor<40xf64>
})", "f64 values"},
      {R"(func.func @main(%x: tensor<8x5xf32>) -> tensor<8xf32> {
  %s = stablehlo.multiply %x, %x : tensor<8x5xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
})", "a reduction"},
  };
  for (const Case& c : cases) {
    auto p = testing::parse(c.text);
    std::vector<std::string> why = whyNot(*p);
    ASSERT_EQ(why.size(), 1u) << c.text;
    EXPECT_NE(why[0].find(c.why), std::string::npos) << why[0] << "\n" << c.text;
    expectLikeInterpreter(*p, c.text);
  }
}

// More splats than registers: the program stays interpreted, and right.
TEST(FusedJit, TooManyLiveValuesStayInterpreted) {
  if (!fusedJitEnabled()) GTEST_SKIP() << "no AVX-512 (or JUXLA_FUSED_JIT=0): fused kernels are interpreted";
  std::string t = "tensor<100xf32>", text = "func.func @main(%x: " + t + ") -> " + t + " {\n", sum = "%x";
  for (int k = 0; k < 30; ++k) {
    std::string c = "%c" + std::to_string(k), v = "%v" + std::to_string(k);
    text += "  " + c + " = stablehlo.constant dense<" + std::to_string(k + 2) + ".0> : " + t + "\n";
    text += "  " + v + " = stablehlo.multiply " + sum + ", " + c + " : " + t + "\n";
    sum = v;
  }
  text += "  return " + sum + " : " + t + "\n}\n";
  auto p = testing::parse(text);
  std::vector<std::string> why = whyNot(*p);
  ASSERT_EQ(why.size(), 1u);
  EXPECT_NE(why[0].find("live values"), std::string::npos) << why[0];
  expectLikeInterpreter(*p, text);
}

}  // namespace
}  // namespace juxla::cpu
