// splitBackward: the forward function with its residual outputs and @backward on (seed, residuals)
// compute what the joint vjp computes, constants are recomputed rather than passed, and a loop's
// tape leaves as a residual.
#include <gtest/gtest.h>

#include "ad/residuals.h"
#include "ad/reverse.h"
#include "interp/interpreter.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::ad {
namespace {

using interp::Tensor;

std::unique_ptr<ir::Module> parse(SourceManager& sources, const std::string& text) {
  DiagnosticEngine diag;
  auto m = ir::parseModuleText(sources, "test.mlir", text, diag);
  EXPECT_TRUE(m) << diag.renderAll();
  return m;
}

struct Split {
  std::unique_ptr<ir::Module> module;  // @main now returns (its results..., residuals...)
  BackwardSplit backward;
  size_t numResults = 0;
};

// Emits @main's backward pass for all its inputs with a placeholder seed and splits it off.
Split splitMain(SourceManager& sources, const std::string& text) {
  Split out;
  out.module = parse(sources, text);
  ir::Func* main = out.module->lookup("main");
  ir::Block& body = main->entry();
  ir::Operation* ret = body.terminator();
  std::vector<ir::Value*> results(ret->operands().begin(), ret->operands().end());
  out.numResults = results.size();
  ir::Builder b(body, ret);
  ir::Value* seed = seedPlaceholder(b, results[0]->type());
  std::vector<ir::Value*> wrt;
  for (size_t i = 0; i < body.numArgs(); ++i) wrt.push_back(body.arg(i));
  Reverse reverse;
  std::vector<ir::Value*> outputs{results[0]}, seeds{seed};
  std::vector<ir::Value*> grads = reverse.backward(b, body, nullptr, outputs, seeds, wrt);
  for (ir::Value*& r : results) r = reverse.resolve(r);
  out.backward = splitBackward(body, nullptr, seeds, grads);
  std::vector<ir::Value*> yields = results;
  yields.insert(yields.end(), out.backward.residuals.begin(), out.backward.residuals.end());
  ret->erase();
  ir::Builder end(body);
  end.funcReturn(yields);
  std::vector<ir::Type> types;
  for (ir::Value* v : yields) types.push_back(v->type());
  main->setResultTypes(types);
  DiagnosticEngine diag;
  EXPECT_TRUE(ir::verifyModule(*out.module, diag)) << diag.renderAll();
  EXPECT_TRUE(ir::verifyModule(*out.backward.module, diag)) << diag.renderAll();
  return out;
}

// The joint vjp of the same function on the same inputs and seed: the oracle.
std::vector<Tensor> jointVjp(SourceManager& sources, const std::string& text, const std::vector<Tensor>& inputs,
                             const Tensor& seed) {
  auto m = parse(sources, text);
  ir::Func* main = m->lookup("main");
  std::vector<bool> wrt(main->inputTypes().size(), true);
  ir::Func* vjp = buildVjpFunc(*m, *main, wrt, "vjp");
  std::vector<Tensor> args = inputs;
  args.push_back(seed);
  std::vector<Tensor> out = interp::Interpreter(*m).call(*vjp, args);
  return std::vector<Tensor>(out.begin() + ptrdiff_t(main->resultTypes().size()), out.end());
}

void expectSame(const Tensor& a, const Tensor& b) {
  ASSERT_EQ(a.numElements(), b.numElements());
  for (int64_t i = 0; i < a.numElements(); ++i) EXPECT_NEAR(a.getDouble(i), b.getDouble(i), 1e-12) << "element " << i;
}

// Runs forward then backward and compares every gradient with the joint vjp's.
void expectMatchesJoint(const std::string& text, const std::vector<Tensor>& inputs, const Tensor& seed,
                        size_t* numResiduals = nullptr) {
  SourceManager sources;
  Split split = splitMain(sources, text);
  std::vector<Tensor> forward = interp::Interpreter(*split.module).call(*split.module->lookup("main"), inputs);
  std::vector<Tensor> args{seed};
  args.insert(args.end(), forward.begin() + ptrdiff_t(split.numResults), forward.end());
  ir::Func* backward = split.backward.module->lookup("backward");
  std::vector<Tensor> grads = interp::Interpreter(*split.backward.module).call(*backward, args);
  std::vector<Tensor> want = jointVjp(sources, text, inputs, seed);
  ASSERT_EQ(grads.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) expectSame(grads[i], want[i]);
  for (ir::Value* r : split.backward.residuals) {
    const ir::Operation* def = r->definingOp();
    EXPECT_FALSE(def && def->is(ir::OpCode::Constant)) << "a constant was passed instead of recomputed";
  }
  if (numResiduals) *numResiduals = split.backward.residuals.size();
}

TEST(Residuals, ElementwiseAndContraction) {
  const char* text = R"(func.func @main(%x: tensor<2x3xf64>, %w: tensor<3x2xf64>) -> tensor<f64> {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
  %t = stablehlo.tanh %p : tensor<2x2xf64>
  %two = stablehlo.constant dense<2.0> : tensor<2x2xf64>
  %s = stablehlo.multiply %t, %two : tensor<2x2xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
})";
  ir::Type x = ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{2, 3});
  ir::Type w = ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{3, 2});
  std::vector<double> xs{0.1, -0.2, 0.3, 0.5, 0.7, -0.4}, ws{0.2, 0.4, -0.6, 0.8, 1.0, -0.3};
  size_t residuals = 0;
  expectMatchesJoint(text, {Tensor::fromDoubles(x, xs), Tensor::fromDoubles(w, ws)},
                     Tensor::fromDoubles(ir::Type::scalar(ir::ElementType::F64), std::vector<double>{1.5}), &residuals);
  // x and w for the contraction's transposes and tanh's result for its derivative.
  EXPECT_EQ(residuals, 3u);
}

TEST(Residuals, ALoopsTapeIsAResidual) {
  const char* text = R"(func.func @main(%x: tensor<3xf64>) -> tensor<3xf64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<4> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i64>, tensor<3xf64>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %s = stablehlo.sine %h : tensor<3xf64>
    %m = stablehlo.multiply %s, %h : tensor<3xf64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %m : tensor<i64>, tensor<3xf64>
  }
  return %r#1 : tensor<3xf64>
})";
  ir::Type t = ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{3});
  expectMatchesJoint(text, {Tensor::fromDoubles(t, std::vector<double>{0.3, -0.7, 1.1})},
                     Tensor::fromDoubles(t, std::vector<double>{1.0, -2.0, 0.5}));
}

TEST(Residuals, AForwardValueThatDependsOnTheSeedIsRefused) {
  const char* text = R"(func.func @main(%x: tensor<3xf64>) -> tensor<3xf64> {
  %s = stablehlo.sine %x : tensor<3xf64>
  return %s : tensor<3xf64>
})";
  SourceManager sources;
  auto m = parse(sources, text);
  ir::Block& body = m->lookup("main")->entry();
  ir::Builder b(body, body.terminator());
  ir::Value* seed = seedPlaceholder(b, body.arg(0)->type());
  ir::Value* flag = b.add(seed, body.arg(0));  // stands for an error flag the backward pass changed
  std::vector<ir::Value*> seeds{seed}, flags{flag};
  EXPECT_THROW(splitBackward(body, nullptr, seeds, seeds, flags), AdError);
}

}  // namespace
}  // namespace juxla::ad
