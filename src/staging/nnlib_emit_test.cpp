// softmax/logsoftmax/logsumexp, batched_mul and activation emitters against NumPy/PyTorch fixtures
// (tests/oracles/nnlib/make_fixtures.py), run with the reference interpreter; edge values by hand.
#include "staging/nnlib_emit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "staging/nnlib_emit_test_support.h"

namespace juxla::staging {
namespace {

using namespace nnlib_test;  // NOLINT(google-build-using-namespace): test helpers

struct SoftmaxCase {
  const char* name;
  const char* function;
  bool f64;
  std::vector<int64_t> xSize, dims;
  bool colon;
  std::vector<int64_t> ySize;
  std::vector<double> x, y;
};

struct BatchedCase {
  const char* name;
  bool f64;
  std::vector<int64_t> aSize, bSize, cSize;
  std::vector<double> a, b, c;
};

struct ActivationCase {
  const char* name;
  bool f64;
  std::vector<int64_t> size;
  std::vector<double> x, y;
};

#include "../../tests/oracles/nnlib/nnlib_fixtures.inc"

using Activation = std::function<ir::Value*(ir::Builder&, ir::Value*)>;

const std::map<std::string, Activation>& activationsByName() {
  static const std::map<std::string, Activation> table = {
      {"relu", relu},
      {"sigmoid", sigmoid},
      {"tanh", tanhAct},
      {"elu", [](ir::Builder& b, ir::Value* x) { return elu(b, x); }},
      {"elu_alpha_half", [](ir::Builder& b, ir::Value* x) { return elu(b, x, 0.5); }},
      {"leakyrelu", [](ir::Builder& b, ir::Value* x) { return leakyrelu(b, x); }},
      {"leakyrelu_a02", [](ir::Builder& b, ir::Value* x) { return leakyrelu(b, x, 0.2); }},
      {"gelu", gelu},
      {"swish", swish},
      {"softplus", softplus},
  };
  return table;
}

TEST(NnlibSoftmax, MatchesNnlibFormulas) {
  for (const SoftmaxCase& c : kSoftmaxCases) {
    SCOPED_TRACE(c.name);
    Dims dims = c.colon ? Dims::all() : Dims{};
    if (!c.colon) dims.list = c.dims;
    std::string fn = c.function;
    EmitRun run = runEmitter({juliaArray(c.f64, c.xSize)}, {c.x}, [&](ir::Builder& b, auto args) {
      if (fn == "softmax") return softmax(b, args[0], dims);
      if (fn == "logsoftmax") return logsoftmax(b, args[0], dims);
      return logsumexp(b, args[0], dims);
    });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.ySize));
    expectClose(run.values, c.y, c.f64);
  }
}

TEST(NnlibSoftmax, DefaultsAreNnlibs) {
  // softmax's dims default to 1 (each column), logsumexp's to `:` (a 0-d result).
  std::vector<double> x = {1, 2, 3, 10, 10, 10};  // Julia 3x2: columns (1,2,3) and (10,10,10)
  EmitRun s = runEmitter({juliaArray(true, {3, 2})}, {x}, [](ir::Builder& b, auto args) { return softmax(b, args[0]); });
  double e = std::exp(1.0), z = 1 + e + e * e;
  expectClose(s.values, {1 / z, e / z, e * e / z, 1.0 / 3, 1.0 / 3, 1.0 / 3}, true);
  EmitRun l = runEmitter({juliaArray(true, {3, 2})}, {x}, [](ir::Builder& b, auto args) { return logsumexp(b, args[0]); });
  EXPECT_EQ(l.type, ir::Type::scalar(ir::ElementType::F64));
  expectClose(l.values, {10 + std::log(3 + std::exp(-9.0) * z)}, true);
}

TEST(NnlibSoftmax, IntegerInputIsFloat64) {
  ir::Type x = ir::Type::tensor(ir::ElementType::I64, irShape(std::vector<int64_t>{2}));
  EmitRun run = runEmitter({x}, {{0, 0}}, [](ir::Builder& b, auto args) { return softmax(b, args[0]); });
  EXPECT_EQ(run.type, juliaArray(true, {2}));
  EXPECT_EQ(run.values, (std::vector<double>{0.5, 0.5}));
}

TEST(NnlibSoftmax, RejectsDimsBelowOne) {
  ir::Module module;
  ir::Builder b = addFunction(module, "f", {juliaArray(false, {2, 2})}, {});
  try {
    softmax(b, b.block()->arg(0), 0);
    FAIL() << "dims=0 accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "ArgumentError: dimension must be ≥ 1, got 0");
  }
}

TEST(NnlibBatchedMul, MatchesPyTorchFixtures) {
  for (const BatchedCase& c : kBatchedCases) {
    SCOPED_TRACE(c.name);
    EmitRun run = runEmitter({juliaArray(c.f64, c.aSize), juliaArray(c.f64, c.bSize)}, {c.a, c.b},
                         [](ir::Builder& b, auto args) { return batchedMul(b, args[0], args[1]); });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.cSize));
    expectClose(run.values, c.c, c.f64);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.dot_general"), 1);
  }
}

TEST(NnlibBatchedMul, ChecksSizes) {
  auto message = [](std::vector<int64_t> aSize, std::vector<int64_t> bSize) -> std::string {
    ir::Module module;
    ir::Builder b = addFunction(module, "f", {juliaArray(false, aSize), juliaArray(false, bSize)}, {});
    try {
      batchedMul(b, b.block()->arg(0), b.block()->arg(1));
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
    return "no error";
  };
  EXPECT_EQ(message({3, 4, 5}, {4, 2, 6}), "DimensionMismatch: batch size mismatch: A != B ((3,4,5) vs. (4,2,6))");
  EXPECT_EQ(message({3, 4, 5}, {3, 2, 5}),
            "DimensionMismatch: matrix A has dimensions (3,4), matrix B has dimensions (3,2)");
  EXPECT_NE(message({3, 4}, {4, 2}), "no error");
  EXPECT_EQ(message({3, 4, 1}, {4, 2, 6}), "no error");
}

TEST(NnlibBatchedMul, PromotesElementTypes) {
  // Float32 ⊠ Float64 is Float64: (1x1x1) [2] ⊠ [0.1] exactly as Float64 0.2.
  EmitRun run = runEmitter({juliaArray(false, {1, 1, 1}), juliaArray(true, {1, 1, 1})}, {{2}, {0.1}},
                       [](ir::Builder& b, auto args) { return batchedMul(b, args[0], args[1]); });
  EXPECT_EQ(run.type, juliaArray(true, {1, 1, 1}));
  EXPECT_EQ(run.values, (std::vector<double>{0.2}));
}

TEST(NnlibActivation, MatchesPyTorchFixtures) {
  for (const ActivationCase& c : kActivationCases) {
    SCOPED_TRACE(std::string(c.name) + (c.f64 ? " f64" : " f32"));
    const Activation& f = activationsByName().at(c.name);
    EmitRun run = runEmitter({juliaArray(c.f64, c.size)}, {c.x}, [&](ir::Builder& b, auto args) { return f(b, args[0]); });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.size));
    expectClose(run.values, c.y, c.f64);
  }
}

TEST(NnlibActivation, EdgeValuesFollowNnlibsIfelse) {
  std::vector<double> x = {-0.0, kNaN, -kInf, kInf};
  auto apply = [&](const Activation& f) {
    return runEmitter({juliaArray(true, {4})}, {x}, [&](ir::Builder& b, auto args) { return f(b, args[0]); }).values;
  };
  std::vector<double> r = apply(relu);  // ifelse(x < 0, 0, x): -0.0 and NaN pass through
  EXPECT_TRUE(std::signbit(r[0]) && r[0] == 0.0);
  EXPECT_TRUE(std::isnan(r[1]));
  EXPECT_EQ(r[2], 0.0);
  EXPECT_EQ(r[3], kInf);
  std::vector<double> l = apply([](ir::Builder& b, ir::Value* v) { return leakyrelu(b, v); });
  EXPECT_TRUE(std::signbit(l[0]));  // 0.01 * -0.0
  EXPECT_EQ(l[2], -kInf);
  std::vector<double> e = apply([](ir::Builder& b, ir::Value* v) { return elu(b, v); });
  EXPECT_TRUE(std::signbit(e[0]) && e[0] == 0.0);  // x ≥ 0 holds for -0.0
  EXPECT_EQ(e[2], -1.0);
  std::vector<double> s = apply(softplus);
  EXPECT_EQ(s[2], 0.0);
  EXPECT_EQ(s[3], kInf);
}

TEST(NnlibActivation, GeluUsesNnlibsConstantsInTheElementType) {
  // gelu_tanh(1) = 0.5 * (1 + tanh(√(2/π) * 1.044715)), in Float64 by hand.
  EmitRun run = runEmitter({juliaArray(true, {1})}, {{1.0}}, [](ir::Builder& b, auto args) { return gelu(b, args[0]); });
  EXPECT_NEAR(run.values[0], 0.5 * (1 + std::tanh(std::sqrt(2 / M_PI) * 1.044715)), 1e-15);
  EXPECT_NE(run.text.find("dense<4.471500e-02>"), std::string::npos) << run.text;
  EXPECT_NE(run.text.find("dense<0.79788456080286541>"), std::string::npos) << run.text;  // √(2/π)
}

}  // namespace
}  // namespace juxla::staging
