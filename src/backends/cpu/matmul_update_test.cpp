// The plan's matmul update epilogue (plan.cpp findMatmulUpdates, oneDnnDotGeneralUpdate): plain SGD
// w - s * dot(a, b) runs as one matmul with output scale -s and a sum post-op onto w. Checked against
// the interpreter within the rounding of oneDNN's order, with and without donation of w, in a
// training loop's state, and refused where the pattern does not hold.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/executable.h"
#include "backends/cpu/plan.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

using testing::parse;

// Values within (K + 2) ulp of the largest |value| (oneDNN sums K terms in its own order).
void expectClose(const Tensor& got, const Tensor& want, int64_t terms, const std::string& what) {
  ASSERT_EQ(got.numElements(), want.numElements()) << what;
  double scale = 1;
  for (int64_t k = 0; k < want.numElements(); ++k) scale = std::max(scale, std::fabs(want.getDouble(k)));
  double tolerance = double(terms + 2) * std::ldexp(1.0, -23) * scale * 4;
  int64_t bad = 0;
  for (int64_t k = 0; k < want.numElements(); ++k) bad += !(std::fabs(got.getDouble(k) - want.getDouble(k)) <= tolerance);
  EXPECT_EQ(bad, 0) << what << ": tolerance " << tolerance;
}

// A dense layer's kernel gradient dy^T x (K = 64) and its SGD update with the rate as an argument.
const char* kRuntimeRate = R"(func.func @main(%dy: tensor<64x96xf32>, %x: tensor<64x80xf32>, %w: tensor<96x80xf32>, %lr: tensor<f32>) -> tensor<96x80xf32> {
  %g = stablehlo.dot_general %dy, %x, contracting_dims = [0] x [0] : (tensor<64x96xf32>, tensor<64x80xf32>) -> tensor<96x80xf32>
  %s = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x80xf32>
  %m = stablehlo.multiply %s, %g : tensor<96x80xf32>
  %n = stablehlo.subtract %w, %m : tensor<96x80xf32>
  return %n : tensor<96x80xf32>
})";

// The same with a constant rate, multiplied from the right, as Flux's Descent writes it.
const char* kConstantRate = R"(func.func @main(%dy: tensor<64x96xf32>, %x: tensor<64x80xf32>, %w: tensor<96x80xf32>) -> tensor<96x80xf32> {
  %g = stablehlo.dot_general %dy, %x, contracting_dims = [0] x [0] : (tensor<64x96xf32>, tensor<64x80xf32>) -> tensor<96x80xf32>
  %r = stablehlo.constant dense<1.000000e-01> : tensor<96x80xf32>
  %m = stablehlo.multiply %g, %r : tensor<96x80xf32>
  %n = stablehlo.subtract %w, %m : tensor<96x80xf32>
  return %n : tensor<96x80xf32>
})";

void expectAgrees(const std::string& text, runtime::CompileOptions options = {}) {
  auto p = parse(text);
  auto cpu = runtime::compile(runtime::Device::Cpu, *p->module, p->main(), options);
  auto interp = runtime::compile(runtime::Device::Interp, *p->module, p->main());
  for (uint64_t seed : {1, 2}) {
    std::vector<Tensor> in = testing::randomInputs(p->main(), seed, -1.0, 1.0);
    std::vector<Tensor> want = interp->run(in);
    const uint8_t* w = in[2].bytes().data();
    runtime::RunOptions run;
    run.resultsIntoArguments = options.donatedResults;
    std::vector<Tensor> got = cpu->run(std::move(in), run);
    expectClose(got[0], want[0], 64, "seed " + std::to_string(seed));
    if (!options.donatedResults.empty()) {
      EXPECT_EQ(got[0].bytes().data(), w);  // written into w itself
    }
  }
}

TEST(MatmulUpdate, RuntimeAndConstantRatesRunAsPostOps) {
  for (const char* text : {kRuntimeRate, kConstantRate}) {
    auto p = parse(text);
    Plan plan = planFunction(p->main());
    EXPECT_EQ(plan.matmulUpdates, 1u) << text;
    EXPECT_EQ(plan.fusedSteps, 0u);  // the cluster is the dot's
    expectAgrees(text);
  }
}

TEST(MatmulUpdate, DonatedWeightsReceiveTheUpdateInPlace) {
  runtime::CompileOptions options;
  options.donatedResults = {{0, 2}};
  auto p = parse(kRuntimeRate);
  Plan plan = planFunction(p->main(), true, options.donatedResults);
  EXPECT_EQ(plan.matmulUpdates, 1u);
  EXPECT_EQ(plan.resultsInArguments, (std::vector<std::pair<size_t, size_t>>{{0, 2}}));
  expectAgrees(kRuntimeRate, options);
}

TEST(MatmulUpdate, TrainingLoopStateIsUpdatedInPlace) {
  // Three SGD steps of w on a fixed batch: w's gradient x^T (x w - y) read while w is the loop state.
  const char* loop = R"(func.func @main(%x: tensor<64x48xf32>, %y: tensor<64x32xf32>, %w0: tensor<48x32xf32>) -> tensor<48x32xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%i = %i0, %w = %w0) : tensor<i64>, tensor<48x32xf32>
  cond {
    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
    %e = stablehlo.subtract %p, %y : tensor<64x32xf32>
    %g = stablehlo.dot_general %x, %e, contracting_dims = [0] x [0] : (tensor<64x48xf32>, tensor<64x32xf32>) -> tensor<48x32xf32>
    %lr = stablehlo.constant dense<1.000000e-02> : tensor<48x32xf32>
    %m = stablehlo.multiply %lr, %g : tensor<48x32xf32>
    %w2 = stablehlo.subtract %w, %m : tensor<48x32xf32>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %w2 : tensor<i64>, tensor<48x32xf32>
  }
  return %r#1 : tensor<48x32xf32>
})";
  auto p = parse(loop);
  Plan plan = planFunction(p->main());
  EXPECT_EQ(plan.matmulUpdates, 1u);
  EXPECT_GE(plan.loopStateInPlace, 1u);
  auto cpu = runtime::compile(runtime::Device::Cpu, *p->module, p->main());
  auto interp = runtime::compile(runtime::Device::Interp, *p->module, p->main());
  std::vector<Tensor> in = testing::randomInputs(p->main(), 5, -1.0, 1.0);
  expectClose(cpu->run(in)[0], interp->run(in)[0], 3 * 64 * 48, "three steps");
}

TEST(MatmulUpdate, OtherFormsStayAsTheyAre) {
  auto refused = [](const std::string& text) {
    auto p = parse(text);
    EXPECT_EQ(planFunction(p->main()).matmulUpdates, 0u) << text;
    expectAgrees(text);
  };
  const std::string head = R"(func.func @main(%dy: tensor<64x96xf32>, %x: tensor<64x80xf32>, %w: tensor<96x80xf32>, %lr: tensor<f32>) -> )";
  const std::string dot = R"(  %g = stablehlo.dot_general %dy, %x, contracting_dims = [0] x [0] : (tensor<64x96xf32>, tensor<64x80xf32>) -> tensor<96x80xf32>
  %s = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x80xf32>
  %m = stablehlo.multiply %s, %g : tensor<96x80xf32>
)";
  // s * g - w: not w minus the product.
  refused(head + "tensor<96x80xf32> {\n" + dot + "  %n = stablehlo.subtract %m, %w : tensor<96x80xf32>\n  return %n : tensor<96x80xf32>\n}");
  // The gradient is returned too: it must be written.
  refused(head + "(tensor<96x80xf32>, tensor<96x80xf32>) {\n" + dot +
          "  %n = stablehlo.subtract %w, %m : tensor<96x80xf32>\n  return %n, %g : tensor<96x80xf32>, tensor<96x80xf32>\n}");
  // The scaled gradient is read again (a momentum buffer, say).
  refused(head + "(tensor<96x80xf32>, tensor<96x80xf32>) {\n" + dot +
          "  %n = stablehlo.subtract %w, %m : tensor<96x80xf32>\n  return %n, %m : tensor<96x80xf32>, tensor<96x80xf32>\n}");
}

}  // namespace
}  // namespace juxla::cpu
