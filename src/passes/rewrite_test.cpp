#include "passes/rewrite.h"

#include <stdexcept>

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using ir::OpCode;

std::unique_ptr<ir::Module> parse(SourceManager& sources, const std::string& body, const std::string& signature) {
  return test_support::parseOrDie(sources, "func.func @main" + signature + " {\n" + body + "}\n");
}

ir::Operation& nthOp(ir::Module& m, size_t n) {
  ir::Operation* op = m.funcs()[0]->entry().front();
  while (n--) op = op->next();
  return *op;
}

TEST(Pattern, MatchesCommutativeOperandsInEitherOrderAndBinds) {
  SourceManager sources;
  auto module = parse(sources, R"(  %c = stablehlo.constant dense<1> : tensor<2xi32>
  %0 = stablehlo.multiply %c, %arg0 : tensor<2xi32>
  %1 = stablehlo.subtract %c, %arg0 : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
)", "(%arg0: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)");
  Pattern times1 = op(OpCode::Multiply, {any("x"), splat(1)});
  Match m(nthOp(*module, 1));
  EXPECT_EQ(times1.matchOp(nthOp(*module, 1), m), "");
  EXPECT_EQ(m["x"], module->funcs()[0]->entry().arg(0));

  Pattern minus1 = op(OpCode::Subtract, {any("x"), splat(1)});
  Match n(nthOp(*module, 2));
  EXPECT_EQ(minus1.matchOp(nthOp(*module, 2), n), "operand #1: a block argument is not a constant splat of 1");
}

TEST(Pattern, SplatMatchesBooleansAndConstantsWrittenElementwise) {
  SourceManager sources;
  auto module = parse(sources, R"(  %c = stablehlo.constant dense<true> : tensor<2xi1>
  %c_0 = stablehlo.constant dense<[3, 3, 3]> : tensor<3xi32>
  %c_1 = stablehlo.constant dense<[3, 4, 3]> : tensor<3xi32>
  return %c, %c_0, %c_1 : tensor<2xi1>, tensor<3xi32>, tensor<3xi32>
)", "() -> (tensor<2xi1>, tensor<3xi32>, tensor<3xi32>)");
  ir::Operation& ret = nthOp(*module, 3);
  Match m(ret);
  EXPECT_EQ(op(OpCode::FuncReturn, {splat(1), splat(3), any()}).matchOp(ret, m), "");
  Match n(ret);
  EXPECT_EQ(op(OpCode::FuncReturn, {any(), any(), splat(3)}).matchOp(ret, n),
            "operand #2: the result of stablehlo.constant is not a constant splat of 3");
}

TEST(RewriteDriver, ReportsRulesThatNeverConverge) {
  SourceManager sources;
  auto module = parse(sources, "  %0 = stablehlo.abs %arg0 : tensor<f32>\n  return %0 : tensor<f32>\n",
                      "(%arg0: tensor<f32>) -> tensor<f32>");
  const RewriteRule rules[] = {
      {"abs(x) -> abs(x)", op(OpCode::Abs, {any("x")}), [](Match& m) { return Replacement(m.builder().abs(m["x"])); }},
  };
  RewriteOptions options;
  options.maxRewrites = 50;
  RewriteStats stats = applyRewriteRules(*module, rules, options);
  EXPECT_EQ(stats.rewrites, 50u);
  EXPECT_EQ(stats.appliedByRule.at("abs(x) -> abs(x)"), 50u);
  EXPECT_EQ(stats.notConverged,
            "stopped after 50 rewrites without reaching a fixpoint; the last rule applied was 'abs(x) -> abs(x)'");
  EXPECT_EQ(module->funcs()[0]->entry().size(), 2u);  // still valid: one abs and the return
}

TEST(RewriteDriver, RejectsRulesThatChangeTypes) {
  SourceManager sources;
  auto module = parse(sources, "  %0 = stablehlo.abs %arg0 : tensor<f32>\n  return %0 : tensor<f32>\n",
                      "(%arg0: tensor<f32>, %arg1: tensor<i32>) -> tensor<f32>");
  const RewriteRule rules[] = {
      {"abs(x) -> an i32", op(OpCode::Abs), [](Match& m) {
         return Replacement(m.root().parentFunc()->entry().arg(1));
       }},
  };
  EXPECT_THROW(applyRewriteRules(*module, rules), std::logic_error);
}

TEST(RewriteDriver, ErasesDeadOpsUnlessAskedNotTo) {
  std::string body = R"(  %0 = stablehlo.exponential %arg0 : tensor<f32>
  %1 = stablehlo.log %0 : tensor<f32>
  return %arg0 : tensor<f32>
)";
  SourceManager sources;
  auto module = parse(sources, body, "(%arg0: tensor<f32>) -> tensor<f32>");
  RewriteOptions keep;
  keep.eraseDeadOps = false;
  EXPECT_FALSE(applyRewriteRules(*module, {}, keep).changed());
  RewriteStats stats = applyRewriteRules(*module, {});
  EXPECT_EQ(stats.erasedDeadOps, 2u);
  EXPECT_EQ(module->funcs()[0]->entry().size(), 1u);
}

TEST(RewriteDriver, FollowsChainsThroughNewOpsInTableOrder) {
  // neg(neg(neg(neg(x)))) needs the rule twice; the second match exists only after the first rewrite.
  SourceManager sources;
  auto module = parse(sources, R"(  %0 = stablehlo.negate %arg0 : tensor<f32>
  %1 = stablehlo.negate %0 : tensor<f32>
  %2 = stablehlo.negate %1 : tensor<f32>
  %3 = stablehlo.negate %2 : tensor<f32>
  %4 = stablehlo.negate %3 : tensor<f32>
  return %4 : tensor<f32>
)", "(%arg0: tensor<f32>) -> tensor<f32>");
  const RewriteRule rules[] = {
      {"neg(neg(x)) -> x", op(OpCode::Negate, {op(OpCode::Negate, {any("x")})}), [](Match& m) { return Replacement(m["x"]); }},
  };
  RewriteStats stats = applyRewriteRules(*module, rules);
  EXPECT_EQ(stats.rewrites, 2u);
  EXPECT_EQ(ir::printModule(*module), R"(module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.negate %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
}
)");
}

TEST(RewriteDriver, ConditionsSeeBindingsFromTheWholeTree) {
  SourceManager sources;
  auto module = parse(sources, R"(  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
  %1 = stablehlo.reverse %0, dims = [1] : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
)", "(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32>");
  Pattern sameDims = op(OpCode::Reverse, {op(OpCode::Reverse, {any("x")}).bind("inner")})
                         .where("the same dims", [](const Match& m) {
                           return m.root().attr("dimensions") == m.op("inner").attr("dimensions");
                         });
  ir::Operation& outer = nthOp(*module, 1);
  Match m(outer);
  EXPECT_EQ(sameDims.matchOp(outer, m), "needs the same dims");
}

}  // namespace
}  // namespace juxla::passes
