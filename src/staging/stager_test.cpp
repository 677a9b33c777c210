// The staging boundary seen from the C++ API: what compiles, how often, and what the IR holds
// (issue 6's acceptance: loops stay loops, branches stay branches, a training loop compiles once).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "juxla/program.h"

namespace juxla {
namespace {

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

HostArray vector(std::vector<double> v) { return HostArray::of<double>(ir::ElementType::F64, {int64_t(v.size())}, v); }

const char* kLoops = R"(
function decay(x, n)
    for i in 1:n
        x = x .* 0.5 .+ 1.0
    end
    return x
end
function pick(x)
    if sum(x) > 0
        y = x .* 2
    else
        y = -x
    end
    return y
end
)";

TEST(Staging, ForLoopIsOneWhileWhateverTheTripCount) {
  auto p = Program::fromSource("loops.jl", kLoops);
  std::vector<Argument> small{vector({1.0, 2.0}), int64_t(10)};
  std::vector<HostArray> r = p->call("decay", small);
  std::string ten = p->lastCompiled("decay");
  std::vector<Argument> big{vector({1.0, 2.0}), int64_t(1000000)};
  r = p->call("decay", big);
  std::string million = p->lastCompiled("decay");
  EXPECT_EQ(count(ten, "stablehlo.while"), 1u) << ten;
  EXPECT_EQ(ten, million);  // the trip count is a parameter: same IR, compiled once
  EXPECT_EQ(p->compileCount("decay"), 1u);
  // x -> x/2 + 1 converges to 2.
  std::vector<double> v = r[0].values<double>();
  EXPECT_DOUBLE_EQ(v[0], 2.0);
  EXPECT_DOUBLE_EQ(v[1], 2.0);
}

TEST(Staging, StagedIfIsOneIf) {
  auto p = Program::fromSource("loops.jl", kLoops);
  std::vector<Argument> pos{vector({1.0, 2.0})};
  EXPECT_EQ(p->call("pick", pos)[0].values<double>(), (std::vector<double>{2.0, 4.0}));
  std::vector<Argument> neg{vector({-1.0, -2.0})};
  EXPECT_EQ(p->call("pick", neg)[0].values<double>(), (std::vector<double>{1.0, 2.0}));
  std::string text = p->lastCompiled("pick");
  EXPECT_EQ(count(text, "stablehlo.if"), 1u) << text;
  EXPECT_EQ(p->compileCount("pick"), 1u);
}

TEST(Staging, TrainingLoopWithChangingLearningRateCompilesOnce) {
  auto p = Program::fromSource("train.jl", R"(
function step!(w, x, y, lr)
    err = sum(w .* x) - y
    w .-= lr .* err .* x
    return err^2
end
)");
  HostArray w = vector({0.0, 0.0});
  double lr = 0.1;
  double loss = 0;
  for (int i = 0; i < 200; ++i) {
    std::vector<Argument> args{w, vector({1.0, 2.0}), 3.0, lr};
    loss = p->call("step!", args)[0].values<double>()[0];
    w = std::get<HostArray>(args[0]);
    lr *= 0.99;  // a new number every step: a parameter, not a constant
  }
  EXPECT_EQ(p->compileCount("step!"), 1u);
  EXPECT_LT(loss, 1e-6);
  std::vector<double> v = w.values<double>();
  EXPECT_NEAR(v[0] + 2 * v[1], 3.0, 1e-3);
}

TEST(Staging, ShapesAndSizesUsedAsShapesRecompile) {
  auto p = Program::fromSource("shapes.jl", R"(
grow(x, n) = vcat(x, zeros(n))
double(x) = x .* 2
)");
  std::vector<Argument> a{vector({1.0, 2.0})};
  p->call("double", a);
  std::vector<Argument> b{vector({1.0, 2.0, 3.0})};
  p->call("double", b);
  EXPECT_EQ(p->compileCount("double"), 2u);  // a new shape is a new specialization
  std::vector<Argument> c{vector({1.0}), int64_t(2)};
  std::vector<HostArray> r = p->call("grow", c);
  EXPECT_EQ(r[0].dims, (std::vector<int64_t>{3}));
  std::vector<Argument> d{vector({1.0}), int64_t(3)};
  r = p->call("grow", d);
  EXPECT_EQ(r[0].dims, (std::vector<int64_t>{4}));  // n is a size: compiled in, so a new n recompiles
}

TEST(Staging, MutationIsWrittenBack) {
  auto p = Program::fromSource("mut.jl", R"(
function scale!(x, a)
    x .= x .* a
    nothing
end
)");
  std::vector<Argument> args{vector({1.0, 2.0}), 3.0};
  p->call("scale!", args);
  EXPECT_EQ(std::get<HostArray>(args[0]).values<double>(), (std::vector<double>{3.0, 6.0}));
}

// A host-level pullback runs the forward pass once; `back` is its own executable that reads the
// forward pass's residuals (decision 8), compiled once for every call with cotangents of one shape.
TEST(Staging, PullbacksBackRunsOnlyTheBackwardPass) {
  auto p = Program::fromSource("pullback.jl", R"(
using Zygote
f(W, x) = tanh.(W * x)
W = [0.1 0.2; 0.3 0.4]
x = [1.0, -1.0]
y, back = pullback(f, W, x)
g1 = back([1.0, 0.0])
g2 = back([0.0, 1.0])
println(g1[2] .+ g2[2])
)");
  EXPECT_EQ(p->compileCount("__pullback"), 1u);
  EXPECT_EQ(p->compileCount("__pullback_back"), 1u);
  std::string forward = p->lastCompiled("__pullback"), backward = p->lastCompiled("__pullback_back");
  EXPECT_EQ(count(forward, "stablehlo.tanh"), 1u) << forward;
  EXPECT_EQ(count(backward, "stablehlo.tanh"), 0u) << backward;         // tanh's result is a residual
  EXPECT_EQ(count(backward, "stablehlo.dot_general"), 2u) << backward;  // dW and dx
  // W * x = [-0.1, -0.1]; back(e1) .+ back(e2) has dx = W' * (1 .- tanh(0.1)^2).
  double d = 1.0 - std::tanh(0.1) * std::tanh(0.1), a = 0, b = 0;
  ASSERT_EQ(std::sscanf(p->output().c_str(), "[%lf, %lf]", &a, &b), 2) << p->output();
  EXPECT_NEAR(a, (0.1 + 0.3) * d, 1e-15);
  EXPECT_NEAR(b, (0.2 + 0.4) * d, 1e-15);
}

}  // namespace
}  // namespace juxla
