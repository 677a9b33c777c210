#include "passes/cse.h"

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using test_support::optimize;
using test_support::PassRun;
using test_support::runPassesOn;

TEST(CommonSubexpressionElimination, MergesEqualOpsAndSwappedCommutativeOperands) {
  std::string in = R"(func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.add %arg1, %arg0 : tensor<4xf32>
  %2 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
  %3 = stablehlo.subtract %arg1, %arg0 : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
)";
  EXPECT_EQ(optimize(in, "cse"), R"(module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
    %2 = stablehlo.subtract %arg1, %arg0 : tensor<4xf32>
    return %0, %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
)");
}

TEST(CommonSubexpressionElimination, DistinguishesAttributesTypesAndSignedZeros) {
  std::string in = R"(func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f64>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  return %0, %1, %cst, %cst_0, %cst_1 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f64>
}
)";
  PassRun run = runPassesOn(in, "cse");
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_FALSE(run.changed);
}

TEST(CommonSubexpressionElimination, NestedRegionsReuseOuterValuesButNotTheReverse) {
  std::string in = R"(func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = stablehlo.exponential %arg1 : tensor<f32>
  %1 = "stablehlo.if"(%arg0) ({
    %3 = stablehlo.exponential %arg1 : tensor<f32>
    %4 = stablehlo.sine %arg1 : tensor<f32>
    %5 = stablehlo.add %3, %4 : tensor<f32>
    stablehlo.return %5 : tensor<f32>
  }, {
    %3 = stablehlo.sine %arg1 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %2 = stablehlo.sine %arg1 : tensor<f32>
  return %1, %2 : tensor<f32>, tensor<f32>
}
)";
  EXPECT_EQ(optimize(in, "cse"), R"(module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.exponential %arg1 : tensor<f32>
    %1 = "stablehlo.if"(%arg0) ({
      %3 = stablehlo.sine %arg1 : tensor<f32>
      %4 = stablehlo.add %0, %3 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }, {
      %3 = stablehlo.sine %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %2 = stablehlo.sine %arg1 : tensor<f32>
    return %1, %2 : tensor<f32>, tensor<f32>
  }
}
)");
}

TEST(CommonSubexpressionElimination, MergesOpsWithStructurallyEqualRegions) {
  std::string in = R"(func.func @main(%arg0: tensor<4xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}
)";
  EXPECT_EQ(optimize(in, "cse"), R"(module {
  func.func @main(%arg0: tensor<4xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %0, %0, %1 : tensor<f32>, tensor<f32>, tensor<f32>
  }
}
)");
}

TEST(CommonSubexpressionElimination, NeverMergesSideEffects) {
  std::string in = R"(func.func @main(%arg0: !stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  %1:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  %2 = stablehlo.custom_call @f() : () -> tensor<4xf32>
  %3 = stablehlo.custom_call @f() : () -> tensor<4xf32>
  return %0#0, %1#0 : tensor<4xf32>, tensor<4xf32>
}
)";
  PassRun run = runPassesOn(in, "cse");
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_FALSE(run.changed);
}

TEST(CommonSubexpressionElimination, ComparesRegionsUpToRenaming) {
  SourceManager sources;
  auto module = test_support::parseOrDie(sources, R"(func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%arg2: tensor<f32>):
    %2 = stablehlo.multiply %arg2, %arg1 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%arg2: tensor<f32>):
    %2 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
)");
  const ir::Block& body = module->funcs()[0]->entry();
  ir::ValueMap correspondence;
  EXPECT_TRUE(computeSameValues(*body.front(), *body.front()->next(), correspondence));
  CommonSubexpressionElimination cse;
  EXPECT_TRUE(cse.run(*module));
  EXPECT_EQ(module->funcs()[0]->entry().size(), 2u);
}

}  // namespace
}  // namespace juxla::passes
