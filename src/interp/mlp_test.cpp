// A two-layer perceptron built by hand with the builder, run by the interpreter on host buffers,
// and compared with the same computation written out in plain C++ (double precision).
#include <gtest/gtest.h>
#include <juxla/interp.h>
#include <juxla/ir.h>

#include <cmath>
#include <random>

namespace juxla {
namespace {

Type f32(std::vector<int64_t> shape) { return Type::tensor(ElementType::F32, shape); }

TEST(InterpreterApi, TwoLayerPerceptronMatchesPlainCpp) {
  constexpr int kBatch = 3, kIn = 5, kHidden = 7, kOut = 2;
  Module module;
  Builder b = addFunction(module, "mlp", {f32({kBatch, kIn}), f32({kIn, kHidden}), f32({kHidden}), f32({kHidden, kOut}), f32({kOut})},
                          {f32({kBatch, kOut})});
  Block& body = *b.block();
  auto dense = [&](Value* x, Value* w, Value* bias) {
    DotDims dims;
    dims.lhsContractingDims = {1};
    dims.rhsContractingDims = {0};
    Value* y = b.dotGeneral(x, w, dims);
    auto shape = y->type().shape();
    return b.add(y, b.broadcastInDim(bias, {shape.begin(), shape.end()}, {1}));
  };
  Value* hidden = dense(body.arg(0), body.arg(1), body.arg(2));
  Value* relu = b.maximum(hidden, b.zerosLike(hidden));
  Value* out = b.tanh(dense(relu, body.arg(3), body.arg(4)));
  b.funcReturn({out});
  ASSERT_EQ(verify(module), "");

  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  auto fill = [&](size_t n) {
    std::vector<float> v(n);
    for (float& x : v) x = dist(rng);
    return v;
  };
  std::vector<float> x = fill(kBatch * kIn), w1 = fill(kIn * kHidden), b1 = fill(kHidden), w2 = fill(kHidden * kOut),
                     b2 = fill(kOut);
  std::vector<Tensor> args = {
      tensorFromHost<float>(f32({kBatch, kIn}), x), tensorFromHost<float>(f32({kIn, kHidden}), w1),
      tensorFromHost<float>(f32({kHidden}), b1), tensorFromHost<float>(f32({kHidden, kOut}), w2),
      tensorFromHost<float>(f32({kOut}), b2)};
  std::vector<float> got = tensorToHost<float>(runInterpreter(module, "mlp", args).at(0));

  // The same network in double precision, straight from its definition.
  for (int n = 0; n < kBatch; ++n) {
    double h[kHidden];
    for (int j = 0; j < kHidden; ++j) {
      double s = b1[j];
      for (int i = 0; i < kIn; ++i) s += double(x[n * kIn + i]) * double(w1[i * kHidden + j]);
      h[j] = s > 0 ? s : 0;
    }
    for (int k = 0; k < kOut; ++k) {
      double s = b2[k];
      for (int j = 0; j < kHidden; ++j) s += h[j] * double(w2[j * kOut + k]);
      double expected = std::tanh(s);
      // f32 rounding of a handful of O(1) terms stays far below 1e-5.
      EXPECT_NEAR(got[size_t(n * kOut + k)], expected, 1e-5) << "batch " << n << ", output " << k;
    }
  }
}

TEST(InterpreterApi, HostBuffersMustFitTheType) {
  std::vector<float> three(3);
  EXPECT_THROW(tensorFromHost<float>(f32({2, 2}), three), std::invalid_argument);
  Tensor t = tensorFromHost<float>(f32({3}), three);
  EXPECT_THROW(tensorToHost<double>(t), std::invalid_argument);
}

TEST(InterpreterApi, ArgumentsAreChecked) {
  Module module;
  Builder b = addFunction(module, "id", {f32({2})}, {f32({2})});
  b.funcReturn({b.block()->arg(0)});
  std::vector<float> v = {1, 2};
  EXPECT_THROW(runInterpreter(module, "id", {}), InterpreterError);
  EXPECT_THROW(runInterpreter(module, "id", {tensorFromHost<float>(f32({2}), v), tensorFromHost<float>(f32({2}), v)}),
               InterpreterError);
  EXPECT_THROW(runInterpreter(module, "nope", {}), InterpreterError);
  EXPECT_EQ(tensorToHost<float>(runInterpreter(module, "id", {tensorFromHost<float>(f32({2}), v)}).at(0)), v);
}

}  // namespace
}  // namespace juxla
