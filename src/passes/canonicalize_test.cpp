#include "passes/canonicalize.h"

#include <map>

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using test_support::optimize;
using test_support::PassRun;
using test_support::runPassesOn;

// Wraps a body in `func.func @main` and the expected output in a printed module.
std::string func(const std::string& signature, const std::string& body) {
  return "func.func @main" + signature + " {\n" + body + "}\n";
}
std::string printed(const std::string& signature, const std::string& body) {
  std::string indented;
  size_t start = 0;
  while (start < body.size()) {
    size_t end = body.find('\n', start);
    indented += "  " + body.substr(start, end - start + 1);
    start = end + 1;
  }
  return "module {\n  func.func @main" + signature + " {\n" + indented + "  }\n}\n";
}

TEST(Canonicalizer, RemovesIdentityShapeOpsAndConverts) {
  std::string sig = "(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32>";
  std::string in = func(sig, R"(  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.transpose %1, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.convert %2 : tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"), printed(sig, "  return %arg0 : tensor<2x3xf32>\n"));
}

TEST(Canonicalizer, KeepsBroadcastThatPermutesDims) {
  std::string sig = "(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32>";
  std::string body = R"(  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
)";
  PassRun run = runPassesOn(func(sig, body), "canonicalize");
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_FALSE(run.changed);
  EXPECT_EQ(run.output, printed(sig, body));
}

TEST(Canonicalizer, ComposesTransposesUntilTheyVanish) {
  std::string sig = "(%arg0: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3x4x2xf32>)";
  std::string in = func(sig, R"(  %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  %2 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
  return %1, %3 : tensor<2x3x4xf32>, tensor<3x4x2xf32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"),
            printed(sig, R"(  %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  return %arg0, %0 : tensor<2x3x4xf32>, tensor<3x4x2xf32>
)"));
}

TEST(Canonicalizer, ComposesBroadcastsAndReshapes) {
  std::string sig = "(%arg0: tensor<3xf32>) -> (tensor<2x5x3xf32>, tensor<3xf32>, tensor<3x2xf32>)";
  std::string in = func(sig, R"(  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x5x3xf32>
  %2 = stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<1x3xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x3xf32>) -> tensor<3x1xf32>
  %4 = stablehlo.reshape %3 : (tensor<3x1xf32>) -> tensor<3xf32>
  %5 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1, %4, %5 : tensor<2x5x3xf32>, tensor<3xf32>, tensor<3x2xf32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"),
            printed(sig, R"(  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<2x5x3xf32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  return %0, %arg0, %1 : tensor<2x5x3xf32>, tensor<3xf32>, tensor<3x2xf32>
)"));
}

TEST(Canonicalizer, FoldsElementwiseIdentitiesOnlyWhereExact) {
  std::string sig =
      "(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>)";
  std::string in = func(sig, R"(  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.multiply %cst, %arg0 : tensor<4xf32>
  %1 = stablehlo.add %arg0, %cst_0 : tensor<4xf32>
  %2 = stablehlo.add %c, %arg1 : tensor<4xi32>
  %3 = stablehlo.select %arg2, %0, %0 : tensor<4xi1>, tensor<4xf32>
  return %3, %1, %2, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"),
            printed(sig, R"(  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %0 = stablehlo.add %arg0, %cst : tensor<4xf32>
  return %arg0, %0, %arg1, %arg0 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
)"));
}

TEST(Canonicalizer, RewritesInsideNestedRegions) {
  std::string sig = "(%arg0: tensor<i64>, %arg1: tensor<2xf32>) -> tensor<2xf32>";
  std::string in = func(sig, R"(  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<2xf32>
   cond {
    %c = stablehlo.constant dense<10> : tensor<i64>
    %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg_0 : tensor<2xf32>
    %2 = stablehlo.negate %1 : tensor<2xf32>
    %3 = stablehlo.reshape %2 : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %iterArg, %3 : tensor<i64>, tensor<2xf32>
  }
  return %0#1 : tensor<2xf32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"),
            printed(sig, R"(  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<2xf32>
   cond {
    %c = stablehlo.constant dense<10> : tensor<i64>
    %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    stablehlo.return %iterArg, %iterArg_0 : tensor<i64>, tensor<2xf32>
  }
  return %0#1 : tensor<2xf32>
)"));
}

TEST(Canonicalizer, ExplainsWhyARuleDoesNotApply) {
  SourceManager sources;
  auto module = test_support::parseOrDie(sources, func("(%arg0: tensor<4xf32>) -> tensor<4xf32>", R"(  %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %0 = stablehlo.add %arg0, %cst : tensor<4xf32>
  return %0 : tensor<4xf32>
)"));
  ir::Operation& add = *module->funcs()[0]->entry().front()->next();
  std::map<std::string_view, std::string> reasons;
  for (auto& [rule, reason] : explainRules(add, canonicalizationRules())) reasons[rule] = reason;
  EXPECT_EQ(reasons.at("add(x, 0) -> x for integers"), "needs an integer element type");
  EXPECT_EQ(reasons.at("multiply(x, 1) -> x"), "stablehlo.add is not a stablehlo.multiply");
  EXPECT_EQ(reasons.size(), canonicalizationRules().size());
}

TEST(Canonicalizer, FoldsShapeOpsOfSplatsAndTupleAccess) {
  std::string sig = "(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> (tensor<3x2xf32>, tensor<i32>)";
  std::string in = func(sig, R"(  %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x3xf32>
  %0 = stablehlo.transpose %cst, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf32>, tensor<i32>>
  %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
  return %0, %2 : tensor<3x2xf32>, tensor<i32>
)");
  EXPECT_EQ(optimize(in, "canonicalize"),
            printed(sig, R"(  %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x2xf32>
  return %cst, %arg1 : tensor<3x2xf32>, tensor<i32>
)"));
}

}  // namespace
}  // namespace juxla::passes
