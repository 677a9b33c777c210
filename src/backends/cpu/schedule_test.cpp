// Sinking large results: the op moves to its first user where its result is large and its reads
// small, and stays where moving it would hold larger operands longer; results do not change.
#include "backends/cpu/schedule.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "ir/parser.h"
#include "ir/printer.h"
#include "support/diagnostics.h"

namespace juxla::cpu {
namespace {

std::vector<std::string> opNames(const ir::Func& f) {
  std::vector<std::string> names;
  for (const ir::Operation& op : f.entry()) names.emplace_back(op.name());
  return names;
}

TEST(SinkLargeResults, AWeightGradientMovesToItsUpdate) {
  // dw (4096x2048 f32: 32 MiB) from two small operands, used only by the update at the end.
  const char* text = R"(func.func @main(%w: tensor<4096x2048xf32>, %x: tensor<8x4096xf32>, %dy: tensor<8x2048xf32>, %big: tensor<4096x4096xf32>) -> (tensor<4096x2048xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) {
  %dw = stablehlo.dot_general %x, %dy, contracting_dims = [0] x [0] : (tensor<8x4096xf32>, tensor<8x2048xf32>) -> tensor<4096x2048xf32>
  %e = stablehlo.exponential %big : tensor<4096x4096xf32>
  %copy = stablehlo.negate %e : tensor<4096x4096xf32>
  %t = stablehlo.tanh %big : tensor<4096x4096xf32>
  %n = stablehlo.subtract %w, %dw : tensor<4096x2048xf32>
  return %n, %copy, %t : tensor<4096x2048xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>
})";
  SourceManager sources;
  DiagnosticEngine diag;
  auto module = ir::parseModuleText(sources, "test.mlir", text, diag);
  ASSERT_TRUE(module) << diag.renderAll();
  ir::Func& main = *module->lookup("main");
  // %e (64 MiB) reads %big, an argument: its user %copy is already next. %copy reads %e (as large
  // as it is): stays. %t reads an argument: it moves to the return, its only user.
  EXPECT_EQ(sinkLargeResults(main), 2u);
  EXPECT_EQ(opNames(main), (std::vector<std::string>{"stablehlo.exponential", "stablehlo.negate", "stablehlo.dot_general",
                                                     "stablehlo.subtract", "stablehlo.tanh", "func.return"}));
  EXPECT_EQ(sinkLargeResults(main), 0u);  // nothing left to move
}

TEST(SinkLargeResults, ABiasGradientStaysByTheSelectItSums) {
  // A dense layer's backward: the relu mask's select feeds the input gradient's dot and the bias
  // gradient (2 KiB from 256 KiB). Sunk to the update, the sum would be a pass of its own.
  const char* text = R"(func.func @main(%m: tensor<128x512xi1>, %dy: tensor<128x512xf32>, %w: tensor<512x512xf32>, %b: tensor<512xf32>) -> (tensor<128x512xf32>, tensor<512xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<128x512xf32>
  %d = stablehlo.select %m, %zero, %dy : tensor<128x512xi1>, tensor<128x512xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %db = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [0] : (tensor<128x512xf32>, tensor<f32>) -> tensor<512xf32>
  %dx = stablehlo.dot_general %d, %w, contracting_dims = [1] x [1] : (tensor<128x512xf32>, tensor<512x512xf32>) -> tensor<128x512xf32>
  %nb = stablehlo.subtract %b, %db : tensor<512xf32>
  return %dx, %nb : tensor<128x512xf32>, tensor<512xf32>
})";
  SourceManager sources;
  DiagnosticEngine diag;
  auto module = ir::parseModuleText(sources, "test.mlir", text, diag);
  ASSERT_TRUE(module) << diag.renderAll();
  ir::Func& main = *module->lookup("main");
  sinkLargeResults(main);
  std::vector<std::string> names = opNames(main);
  auto at = [&](std::string_view name) { return std::find(names.begin(), names.end(), name) - names.begin(); };
  EXPECT_LT(at("stablehlo.reduce"), at("stablehlo.dot_general")) << ir::printModule(*module);
}

}  // namespace
}  // namespace juxla::cpu
