#include "passes/inline.h"

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using test_support::optimize;
using test_support::PassRun;
using test_support::runPassesOn;

TEST(Inliner, InlinesNestedCallsAndErasesPrivateCallees) {
  std::string in = R"(func.func private @square(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
func.func private @fourth(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = func.call @square(%arg0) : (tensor<f32>) -> tensor<f32>
  %1 = func.call @square(%0) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = func.call @fourth(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
)";
  EXPECT_EQ(optimize(in, "inline"), R"(module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    %1 = stablehlo.multiply %0, %0 : tensor<f32>
    return %1 : tensor<f32>
  }
}
)");
}

TEST(Inliner, InlinesCallsInsideRegionsAndKeepsPublicFunctions) {
  std::string in = R"(func.func @add(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%arg0: tensor<4xf32>) -> tensor<3xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = func.call @add(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
)";
  EXPECT_EQ(optimize(in, "inline"), R"(module {
  func.func @add(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<4xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
)");
}

TEST(Inliner, ReportsRecursionWithTheCycleAndChangesNothing) {
  std::string in = R"(func.func private @even(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = func.call @odd(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @odd(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = func.call @even(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = func.call @even(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
)";
  PassRun run = runPassesOn(in, "inline");
  EXPECT_FALSE(run.ok);
  EXPECT_EQ(run.errors,
            "input.mlir:6:8: error: cannot inline the recursive call to @even (@even -> @odd -> @even); write the "
            "recursion as a stablehlo.while loop\n"
            "  %0 = func.call @even(%arg0) : (tensor<i32>) -> tensor<i32>\n"
            "       ^\n"
            "input.mlir:2:8: note: @even calls @odd here\n"
            "  %0 = func.call @odd(%arg0) : (tensor<i32>) -> tensor<i32>\n"
            "       ^\n");

  SourceManager sources;
  auto module = test_support::parseOrDie(sources, in);
  std::string before = ir::printModule(*module);
  Inliner inliner;
  EXPECT_FALSE(inliner.run(*module));
  EXPECT_TRUE(inliner.diagnostics().hasErrors());
  EXPECT_EQ(ir::printModule(*module), before);
}

TEST(Inliner, ReportsSelfRecursionInsideARegion) {
  std::string in = R"(func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%arg0) ({
    %1 = func.call @main(%arg0, %arg1) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
)";
  PassRun run = runPassesOn(in, "inline");
  EXPECT_FALSE(run.ok);
  EXPECT_NE(run.errors.find("input.mlir:3:10: error: cannot inline the recursive call to @main (@main -> @main)"),
            std::string::npos)
      << run.errors;
}

TEST(Inliner, LeavesCallsToDeclarationsAndKeepsTheirCallees) {
  std::string in = R"(func.func private @external(tensor<f32>) -> tensor<f32>
func.func private @unused(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = func.call @external(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
)";
  EXPECT_EQ(optimize(in, "inline"), R"(module {
  func.func private @external(tensor<f32>) -> tensor<f32>
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @external(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
)");
}

TEST(Inliner, InlinesMultiResultCalleesReturningArguments) {
  std::string in = R"(func.func private @swap(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<f32>) {
  return %arg1, %arg0 : tensor<i32>, tensor<f32>
}
func.func @main(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<f32>) {
  %0:2 = func.call @swap(%arg0, %arg1) : (tensor<f32>, tensor<i32>) -> (tensor<i32>, tensor<f32>)
  return %0#0, %0#1 : tensor<i32>, tensor<f32>
}
)";
  EXPECT_EQ(optimize(in, "inline"), R"(module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<f32>) {
    return %arg1, %arg0 : tensor<i32>, tensor<f32>
  }
}
)");
}

TEST(Inliner, KeepsPrivateFunctionsNamedBySymbolReferences) {
  SourceManager sources;
  auto module = test_support::parseOrDie(sources, R"(func.func private @body(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func private @dead(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @foo(%arg0) {called_computations = [@body]} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
)");
  EXPECT_EQ(eraseUnreferencedPrivateFuncs(*module), 1u);
  EXPECT_NE(module->lookup("body"), nullptr);
  EXPECT_EQ(module->lookup("dead"), nullptr);
}

}  // namespace
}  // namespace juxla::passes
