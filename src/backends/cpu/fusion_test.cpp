// The fusion planner: which ops form clusters, what they read and write, and the reason given for
// every op left out or kept apart; and the plan that gives a cluster's inner values no slot.
#include "backends/cpu/fusion.h"

#include <gtest/gtest.h>

#include "backends/cpu/plan.h"
#include "ir/parser.h"

namespace juxla::cpu {
namespace {

struct Parsed {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  const ir::Func* main = nullptr;
  std::vector<const ir::Operation*> ops;  // of @main's body, in order
};

std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  DiagnosticEngine diag;
  p->module = ir::parseModuleText(p->sources, "test.mlir", text, diag);
  EXPECT_TRUE(p->module) << diag.renderAll();
  p->main = p->module->lookup("main");
  for (const ir::Operation& op : p->main->entry()) p->ops.push_back(&op);
  return p;
}

const FusionNote& noteOf(const BlockFusion& f, const ir::Operation* op) {
  for (const FusionNote& n : f.notes)
    if (n.op == op) return n;
  throw std::runtime_error("no note for " + std::string(op->name()));
}

// A dense layer's epilogue with a bias broadcast, then a sum over the batch: one cluster. The
// matmul is not elementwise; the integer counter has its own element type.
TEST(Fusion, ChainsBroadcastsAndAReductionFormOneCluster) {
  auto p = parse(R"(func.func @main(%x: tensor<4x3xf32>, %w: tensor<3x5xf32>, %b: tensor<5xf32>, %i: tensor<i64>) -> (tensor<4x5xf32>, tensor<5xf32>, tensor<i64>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf32>) -> tensor<4x5xf32>
  %s = stablehlo.add %p, %bb : tensor<4x5xf32>
  %t = stablehlo.tanh %s : tensor<4x5xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %j = stablehlo.add %i, %one : tensor<i64>
  return %t, %r, %j : tensor<4x5xf32>, tensor<5xf32>, tensor<i64>
})");
  BlockFusion f = planFusion(p->main->entry());
  ASSERT_EQ(f.clusters.size(), 1u);
  const FusionCluster& c = f.clusters[0];
  EXPECT_EQ(c.ops, (std::vector<const ir::Operation*>{p->ops[1], p->ops[2], p->ops[3], p->ops[5]}));
  EXPECT_EQ(c.shape, (std::vector<int64_t>{4, 5}));
  // Reads the matmul, the bias (through the broadcast) and the init; writes tanh and the sum.
  EXPECT_EQ(c.inputs, (std::vector<const ir::Value*>{p->ops[1]->operand(0), p->ops[0]->result(0), p->ops[4]->result(0)}));
  EXPECT_EQ(c.outputs, (std::vector<const ir::Value*>{p->ops[3]->result(0), p->ops[5]->result(0)}));
  EXPECT_EQ(noteOf(f, p->ops[0]).reason, "not elementwise");
  EXPECT_EQ(noteOf(f, p->ops[7]).reason, "element type i64");
  EXPECT_EQ(noteOf(f, p->ops[3]).cluster, 0);

  // The plan runs it as one step; the sum's operand and the broadcast have no slot.
  Plan plan = planFunction(*p->main);
  EXPECT_EQ(plan.fusedSteps, 1u);
  EXPECT_EQ(plan.fusedOps, 4u);
  EXPECT_FALSE(plan.slots.count(p->ops[1]->result(0)));
  EXPECT_FALSE(plan.slots.count(p->ops[2]->result(0)));
  EXPECT_TRUE(plan.slots.count(p->ops[3]->result(0)));
  Plan unfused = planFunction(*p->main, false);
  EXPECT_EQ(unfused.fusedSteps, 0u);
  EXPECT_TRUE(unfused.slots.count(p->ops[2]->result(0)));
}

// exp(x) is read by a matmul before the add that would join it: the add cannot run with it (the
// matmul would read nothing yet), so it starts a cluster of its own and says why.
TEST(Fusion, AValueReadOutsideBeforeTheLastOpKeepsClustersApart) {
  auto p = parse(R"(func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = stablehlo.exponential %x : tensor<4x4xf32>
  %m = stablehlo.dot_general %e, %e, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = stablehlo.add %e, %m : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
})");
  BlockFusion f = planFusion(p->main->entry());
  ASSERT_EQ(f.clusters.size(), 2u);
  EXPECT_EQ(f.clusters[0].ops, (std::vector<const ir::Operation*>{p->ops[0]}));
  EXPECT_EQ(f.clusters[1].ops, (std::vector<const ir::Operation*>{p->ops[2]}));
  EXPECT_EQ(noteOf(f, p->ops[2]).reason,
            "not with the cluster of stablehlo.exponential (op 0): the result of stablehlo.exponential (op 0) is used by "
            "stablehlo.dot_general (op 1) before it");
}

// Softmax: the max needs all of x before x - max can start, so the subtraction cannot join the
// reduction's cluster; the second reduction joins the exponential's.
TEST(Fusion, AReductionsResultIsNotReadInItsOwnCluster) {
  auto p = parse(R"(func.func @main(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<2x8xf32>
  %e = stablehlo.exponential %d : tensor<2x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
  %y = stablehlo.divide %e, %sb : tensor<2x8xf32>
  return %y : tensor<2x8xf32>
})");
  BlockFusion f = planFusion(p->main->entry());
  // The first max reads x straight from its argument: no cluster computes it.
  EXPECT_EQ(noteOf(f, p->ops[1]).reason, "its input is not computed by a cluster");
  ASSERT_EQ(f.clusters.size(), 2u);
  EXPECT_EQ(f.clusters[0].ops, (std::vector<const ir::Operation*>{p->ops[2], p->ops[3], p->ops[4], p->ops[6]}));
  EXPECT_EQ(f.clusters[1].ops, (std::vector<const ir::Operation*>{p->ops[7], p->ops[8]}));
  // exp is needed again after the sum: an output of the first cluster.
  EXPECT_EQ(f.clusters[0].outputs, (std::vector<const ir::Value*>{p->ops[4]->result(0), p->ops[6]->result(0)}));
  EXPECT_EQ(noteOf(f, p->ops[8]).reason,
            "not with the cluster of stablehlo.reduce (op 6): stablehlo.broadcast_in_dim (op 7) would read "
            "stablehlo.reduce (op 6) of the same cluster other than element for element");
}

// Ops of other shapes, TOTALORDER compares and odd reductions are refused with their reasons;
// a broadcast that feeds nothing fusible is left to the data-movement kernel.
TEST(Fusion, RefusalsCarryReasons) {
  auto p = parse(R"(func.func @main(%x: tensor<3xf32>, %y: tensor<2x3xf32>, %z: tensor<2x3x4xf32>) -> (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xbf16>) {
  %c = stablehlo.compare LT, %x, %x, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %z : tensor<2x3x4xf32>
  %r = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %n = stablehlo.negate %y : tensor<2x3xf32>
  %s = stablehlo.sine %x : tensor<3xf32>
  %h = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xbf16>
  return %c, %b, %n, %r, %h : tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xbf16>
})");
  BlockFusion f = planFusion(p->main->entry());
  EXPECT_EQ(noteOf(f, p->ops[0]).reason, "a TOTALORDER compare");
  EXPECT_EQ(noteOf(f, p->ops[1]).reason, "a stablehlo.broadcast_in_dim of its own is a copy: the data-movement kernel does it");
  EXPECT_EQ(noteOf(f, p->ops[4]).reason, "a reduce over dimensions that are not adjacent");
  EXPECT_EQ(noteOf(f, p->ops[5]).cluster, 1);  // negate: a cluster alone
  EXPECT_EQ(noteOf(f, p->ops[6]).cluster, 2);  // sine: the interpreter's definition, fused
  EXPECT_EQ(noteOf(f, p->ops[7]).reason, "element type bf16");
  std::string text = explainFusion(*p->main);
  EXPECT_NE(text.find("@main: 3 clusters\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  op 4 stablehlo.reduce: not fused: a reduce over dimensions that are not adjacent\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  cluster #0 over 2x3x4, runs at op 3: ops 3; 1 inputs, 1 outputs\n"), std::string::npos) << text;
}

// Regions are planned on their own: a loop body's chain fuses, and the yielded value is an output.
TEST(Fusion, LoopBodiesFuseInside) {
  auto p = parse(R"(func.func @main(%a: tensor<8xf64>) -> tensor<8xf64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<8xf64>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %j = stablehlo.add %i, %c1 : tensor<i64>
    %s = stablehlo.sine %x : tensor<8xf64>
    %t = stablehlo.multiply %s, %x : tensor<8xf64>
    stablehlo.return %j, %t : tensor<i64>, tensor<8xf64>
  }
  return %r#1 : tensor<8xf64>
})");
  const ir::Block& body = p->ops[3]->region(1).block();
  BlockFusion f = planFusion(body);
  ASSERT_EQ(f.clusters.size(), 1u);
  EXPECT_EQ(f.clusters[0].ops.size(), 2u);
  EXPECT_EQ(f.clusters[0].outputs, (std::vector<const ir::Value*>{body.terminator()->operand(1)}));
  std::string text = explainFusion(*p->main);
  EXPECT_NE(text.find("@main / op 3 stablehlo.while region 1: 1 clusters\n"), std::string::npos) << text;
}

// A maxpool gradient as AD emits it: a window tap's select, its pad into the sum, then the next
// tap's select reading the first. The pad runs with the sum (at its end), not where it stands, so
// the selects form one cluster around it.
TEST(Fusion, SelectsAroundPadsOfALaterClusterMerge) {
  auto p = parse(R"(func.func @main(%m0: tensor<2x3x3x4xi1>, %m1: tensor<2x3x3x4xi1>, %g: tensor<2x3x3x4xf32>, %r: tensor<2x6x6x4xi1>) -> tensor<2x6x6x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<2x3x3x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.select %m0, %g, %z : tensor<2x3x3x4xi1>, tensor<2x3x3x4xf32>
  %pa = stablehlo.pad %a, %zero, low = [0, 1, 1, 0], high = [0, 0, 0, 0], interior = [0, 1, 1, 0] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
  %b = stablehlo.select %m1, %a, %z : tensor<2x3x3x4xi1>, tensor<2x3x3x4xf32>
  %pb = stablehlo.pad %b, %zero, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
  %s = stablehlo.add %pa, %pb : tensor<2x6x6x4xf32>
  %z6 = stablehlo.constant dense<0.0> : tensor<2x6x6x4xf32>
  %d = stablehlo.select %r, %z6, %s : tensor<2x6x6x4xi1>, tensor<2x6x6x4xf32>
  return %d : tensor<2x6x6x4xf32>
})");
  BlockFusion f = planFusion(p->main->entry());
  ASSERT_EQ(f.clusters.size(), 2u);
  EXPECT_EQ(f.clusters[0].ops.size(), 2u);      // both selects over 2x3x3x4
  EXPECT_EQ(f.clusters[0].outputs.size(), 2u);  // what the pads read
  EXPECT_EQ(f.clusters[1].ops.size(), 4u);      // the pads, the sum and relu's select
}

}  // namespace
}  // namespace juxla::cpu
