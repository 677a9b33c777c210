#include "passes/dce.h"

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using test_support::optimize;
using test_support::PassRun;
using test_support::runPassesOn;

TEST(DeadCodeElimination, RemovesUnusedChainsTransitively) {
  std::string in = R"(func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<4xf32>
  %1 = stablehlo.log %0 : tensor<4xf32>
  %2 = stablehlo.negate %arg0 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
)";
  EXPECT_EQ(optimize(in, "dce"), R"(module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)");
}

TEST(DeadCodeElimination, KeepsSideEffectsAndChecks) {
  std::string in = R"(func.func @main(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  %1 = "stablehlo.outfeed"(%0, %arg1) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  check.expect_eq %0, %arg0 : tensor<4xf32>
  %2 = stablehlo.custom_call @foo(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %arg0 : tensor<4xf32>
}
)";
  PassRun run = runPassesOn(in, "dce");
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_FALSE(run.changed);
  EXPECT_NE(run.output.find("stablehlo.outfeed"), std::string::npos);
  EXPECT_NE(run.output.find("check.expect_eq %0, %arg0"), std::string::npos);
  EXPECT_NE(run.output.find("stablehlo.custom_call @foo"), std::string::npos);
}

TEST(DeadCodeElimination, RemovesInsideRegionsAndUnusedEffectFreeControlFlow) {
  std::string valid = R"(func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> tensor<f32> {
  %0 = "stablehlo.if"(%arg0) ({
    %2 = stablehlo.exponential %arg1 : tensor<f32>
    stablehlo.return %arg1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %1 = "stablehlo.if"(%arg0) ({
    %2 = stablehlo.exponential %arg1 : tensor<f32>
    %3 = stablehlo.sine %arg1 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %4 = "stablehlo.if"(%arg0) ({
    %5 = "stablehlo.outfeed"(%arg1, %arg2) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %arg1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %1 : tensor<f32>
}
)";
  EXPECT_EQ(optimize(valid, "dce"), R"(module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> tensor<f32> {
    %0 = "stablehlo.if"(%arg0) ({
      %2 = stablehlo.sine %arg1 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }, {
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %1 = "stablehlo.if"(%arg0) ({
      %2 = "stablehlo.outfeed"(%arg1, %arg2) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
      stablehlo.return %arg1 : tensor<f32>
    }, {
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
)");
}

TEST(DeadCodeElimination, KeepsMultiResultOpWhenAnyResultIsUsed) {
  std::string in = R"(func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %1 = stablehlo.compare  LT, %arg2, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#1 : tensor<4xi32>
}
)";
  PassRun run = runPassesOn(in, "dce");
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_FALSE(run.changed);
  EXPECT_NE(run.output.find("stablehlo.sort"), std::string::npos);
}

TEST(DeadCodeElimination, ReportsNoChangeWhenNothingIsDead) {
  std::string in = R"(func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.sqrt %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
)";
  DeadCodeElimination dce;
  SourceManager sources;
  auto module = test_support::parseOrDie(sources, in);
  EXPECT_FALSE(dce.run(*module));
}

}  // namespace
}  // namespace juxla::passes
