// Builder tests, part 2: gather/scatter, contractions, reductions, control flow, effects, calls.
#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/ir_test_support.h"

namespace juxla::ir::test {
namespace {

using BuilderStructuredTest = IrFixture;

std::vector<Value*> yield(std::initializer_list<Value*> values) { return values; }

// ---- gather and scatter ----

GatherDims takeRows() {
  GatherDims d;
  d.offsetDims = {1};
  d.collapsedSliceDims = {0};
  d.startIndexMap = {0};
  d.indexVectorDim = 1;
  return d;
}

TEST_F(BuilderStructuredTest, GatherTakeRows) {
  Value* table = param("tensor<5x4xf32>");
  Value* idx = param("tensor<3x1xi32>");
  EXPECT_EQ(b.gather(table, idx, takeRows(), {1, 4})->type().str(), "tensor<3x4xf32>");
  GatherDims implicitVector = takeRows();
  Value* flat = param("tensor<3xi32>");
  EXPECT_EQ(b.gather(table, flat, implicitVector, {1, 4})->type().str(), "tensor<3x4xf32>");
}

TEST_F(BuilderStructuredTest, GatherWithBatchingDimensionsFromTheSpec) {
  Value* operand = param("tensor<2x3x4x2xi32>");
  Value* idx = param("tensor<2x2x3x2xi64>");
  GatherDims d;
  d.offsetDims = {3, 4};
  d.collapsedSliceDims = {1};
  d.operandBatchingDims = {0};
  d.startIndicesBatchingDims = {1};
  d.startIndexMap = {2, 1};
  d.indexVectorDim = 3;
  EXPECT_EQ(b.gather(operand, idx, d, {1, 1, 2, 2})->type().str(), "tensor<2x2x3x2x2xi32>");
  GatherDims wrongBatch = d;
  wrongBatch.startIndicesBatchingDims = {2};  // size 3 against the operand's batch size 2
  EXPECT_EQ(buildError([&] { b.gather(operand, idx, wrongBatch, {1, 1, 2, 2}); }),
            "'stablehlo.gather' op batching dimension 0 of operand #0 (tensor<2x3x4x2xi32>) has size 2 but dimension "
            "2 of operand #1 (tensor<2x2x3x2xi64>) has size 3");
  GatherDims onIndexVector = d;
  onIndexVector.startIndicesBatchingDims = {3};
  EXPECT_CONTAINS(buildError([&] { b.gather(operand, idx, onIndexVector, {1, 1, 2, 2}); }),
                  "index_vector_dim = 3 must not be one of start_indices_batching_dims = [3]");
  GatherDims overlap = d;
  overlap.startIndexMap = {0, 1};
  EXPECT_CONTAINS(buildError([&] { b.gather(operand, idx, overlap, {1, 1, 2, 2}); }),
                  "concatenation of start_index_map and operand_batching_dims = [0, 1, 0] repeats dimension 0");
}

TEST_F(BuilderStructuredTest, GatherErrors) {
  Value* table = param("tensor<5x4xf32>");
  Value* idx = param("tensor<3x1xi32>");
  EXPECT_EQ(buildError([&] { b.gather(table, idx, takeRows(), {1, 5}); }),
            "'stablehlo.gather' op slice_sizes = [1, 5] holds 5 for dimension 1, outside [0, 4] of operand #0 "
            "(tensor<5x4xf32>)");
  EXPECT_EQ(buildError([&] { b.gather(table, idx, takeRows(), {2, 4}); }),
            "'stablehlo.gather' op slice_sizes = [2, 4] holds 2 for dimension 0, which is collapsed; such dimensions "
            "take size 0 or 1");
  EXPECT_CONTAINS(buildError([&] { b.gather(table, idx, takeRows(), {1}); }), "slice_sizes has 1 element but needs 2");
  GatherDims twoIndices = takeRows();
  twoIndices.startIndexMap = {0, 1};
  EXPECT_EQ(buildError([&] { b.gather(table, idx, twoIndices, {1, 4}); }),
            "'stablehlo.gather' op start_index_map = [0, 1] has 2 entries but the index vectors of operand #1 "
            "(tensor<3x1xi32>) have 1 elements");
  GatherDims badRank = takeRows();
  badRank.offsetDims = {1, 2};
  EXPECT_EQ(buildError([&] { b.gather(table, idx, badRank, {1, 4}); }),
            "'stablehlo.gather' op operand #0 (tensor<5x4xf32>) has rank 2 but offset_dims, collapsed_slice_dims and "
            "operand_batching_dims have 2 + 1 + 0 dimensions");
  GatherDims ivd = takeRows();
  ivd.indexVectorDim = 3;
  EXPECT_EQ(buildError([&] { b.gather(table, idx, ivd, {1, 4}); }),
            "'stablehlo.gather' op index_vector_dim = 3 is outside [0, 2] for operand #1 (tensor<3x1xi32>)");
  GatherDims offsetOutOfRange = takeRows();
  offsetOutOfRange.offsetDims = {2};
  EXPECT_EQ(buildError([&] { b.gather(table, idx, offsetOutOfRange, {1, 4}); }),
            "'stablehlo.gather' op offset_dims = [2] holds 2, outside [0, 2) for the result, of rank 2");
  GatherDims mapOutOfRange = takeRows();
  mapOutOfRange.startIndexMap = {2};
  EXPECT_CONTAINS(buildError([&] { b.gather(table, idx, mapOutOfRange, {1, 4}); }),
                  "start_index_map = [2] holds 2, outside [0, 2) for operand #0 (tensor<5x4xf32>)");
  Value* fidx = param("tensor<3x1xf32>");
  EXPECT_EQ(buildError([&] { b.gather(table, fidx, takeRows(), {1, 4}); }),
            "'stablehlo.gather' op operand #1 has type tensor<3x1xf32> but needs integer elements");
  Value* cube = param("tensor<3x4x5xf32>");
  GatherDims unsorted;
  unsorted.offsetDims = {2, 1};
  unsorted.collapsedSliceDims = {0};
  unsorted.startIndexMap = {0};
  unsorted.indexVectorDim = 1;
  EXPECT_EQ(buildError([&] { b.gather(cube, idx, unsorted, {1, 4, 5}); }),
            "'stablehlo.gather' op offset_dims = [2, 1] must be sorted");
}

ScatterDims scatterRows() {
  ScatterDims d;
  d.updateWindowDims = {1};
  d.insertedWindowDims = {0};
  d.scatterDimsToOperandDims = {0};
  d.indexVectorDim = 1;
  return d;
}

TEST_F(BuilderStructuredTest, ScatterAddAndReplace) {
  Value* input = param("tensor<5x4xf32>");
  Value* idx = param("tensor<3x1xi32>");
  Value* updates = param("tensor<3x4xf32>");
  Value* r = b.scatter(input, idx, updates, scatterRows(), OpCode::Add);
  EXPECT_EQ(r->type().str(), "tensor<5x4xf32>");
  const Block& body = r->definingOp()->region(0).block();
  EXPECT_EQ(body.numArgs(), 2u);
  EXPECT_EQ(body.arg(0)->type().str(), "tensor<f32>");
  EXPECT_EQ(body.front()->code(), OpCode::Add);
  std::vector<Value*> replaced = b.scatter({input}, idx, {updates}, scatterRows(), Builder::takeUpdate());
  const Operation* ret = replaced[0]->definingOp()->region(0).block().back();
  EXPECT_EQ(ret->operand(0), replaced[0]->definingOp()->region(0).block().arg(1));
}

TEST_F(BuilderStructuredTest, ScatterWithBatchingDimensionsFromTheSpec) {
  Value* input = param("tensor<2x3x4x2xi64>");
  Value* idx = param("tensor<2x2x3x2xi64>");
  Value* update = param("tensor<2x2x3x2x2xi64>");
  ScatterDims d;
  d.updateWindowDims = {3, 4};
  d.insertedWindowDims = {1};
  d.inputBatchingDims = {0};
  d.scatterIndicesBatchingDims = {1};
  d.scatterDimsToOperandDims = {2, 1};
  d.indexVectorDim = 3;
  EXPECT_EQ(b.scatter(input, idx, update, d, OpCode::Add)->type().str(), "tensor<2x3x4x2xi64>");
}

TEST_F(BuilderStructuredTest, ScatterErrors) {
  Value* input = param("tensor<5x4xf32>");
  Value* idx = param("tensor<3x1xi32>");
  Value* wrongCount = param("tensor<2x4xf32>");
  EXPECT_EQ(buildError([&] { b.scatter(input, idx, wrongCount, scatterRows(), OpCode::Add); }),
            "'stablehlo.scatter' op scatter dimension 0 of operand #2 (tensor<2x4xf32>) has size 2 but operand #1 "
            "(tensor<3x1xi32>) gives 3");
  Value* tooWide = param("tensor<3x5xf32>");
  EXPECT_EQ(buildError([&] { b.scatter(input, idx, tooWide, scatterRows(), OpCode::Add); }),
            "'stablehlo.scatter' op window dimension 1 of operand #2 (tensor<3x5xf32>) has size 5, larger than "
            "dimension 1 of operand #0 (tensor<5x4xf32>)");
  Value* wrongRank = param("tensor<3x4x1xf32>");
  EXPECT_CONTAINS(buildError([&] { b.scatter(input, idx, wrongRank, scatterRows(), OpCode::Add); }),
                  "has rank 3 but needs 2: 1 scatter dimensions from operand #1");
  Value* intUpdates = param("tensor<3x4xi32>");
  EXPECT_EQ(buildError([&] { b.scatter(input, idx, intUpdates, scatterRows(), OpCode::Add); }),
            "'stablehlo.scatter' op operand #2 (update) has type tensor<3x4xi32> but its input, operand #0, has type "
            "tensor<5x4xf32>; they need one element type");
  Value* updates = param("tensor<3x4xf32>");
  RegionBody wrongBody = [](Builder& in, std::span<Value* const> a) {
    return yield({in.compare(a[0], a[1], ComparisonDirection::LT)});
  };
  EXPECT_EQ(buildError([&] { b.scatter({input}, idx, {updates}, scatterRows(), wrongBody); }),
            "'stablehlo.scatter' op region #0 (update_computation) returns tensor<i1> as value #0 but needs "
            "tensor<f32>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Scatter, {input, idx}); }),
            "'stablehlo.scatter' op expects 2N+1 operands (N inputs, scatter_indices, N updates, N >= 1) but has 2");
  ScatterDims unsortedInserted = scatterRows();
  unsortedInserted.insertedWindowDims = {0, 0};
  EXPECT_CONTAINS(buildError([&] { b.scatter(input, idx, updates, unsortedInserted, OpCode::Add); }),
                  "has rank 2 but update_window_dims, inserted_window_dims and input_batching_dims have 1 + 2 + 0");
}

// ---- Contractions ----

DotDims matmulDims() {
  DotDims d;
  d.lhsContractingDims = {1};
  d.rhsContractingDims = {0};
  return d;
}

TEST_F(BuilderStructuredTest, DotGeneralMatmulAndBatched) {
  Value* a = param("tensor<2x3xf32>");
  Value* c = param("tensor<3x4xf32>");
  Value* m = b.dotGeneral(a, c, matmulDims(), {"DEFAULT", "DEFAULT"});
  EXPECT_EQ(m->type().str(), "tensor<2x4xf32>");
  EXPECT_EQ(m->definingOp()->attr("precision_config").elements().size(), 2u);
  Value* x = param("tensor<2x2x2xi32>");
  DotDims batched;
  batched.lhsBatchingDims = {0};
  batched.rhsBatchingDims = {0};
  batched.lhsContractingDims = {2};
  batched.rhsContractingDims = {1};
  EXPECT_EQ(b.dotGeneral(x, x, batched)->type().str(), "tensor<2x2x2xi32>");
  Value* v = param("tensor<3xf32>");
  DotDims inner;
  inner.lhsContractingDims = {0};
  inner.rhsContractingDims = {0};
  EXPECT_EQ(b.dotGeneral(v, v, inner)->type().str(), "tensor<f32>");
  EXPECT_EQ(b.dotGeneral(v, v, DotDims{})->type().str(), "tensor<3x3xf32>");  // outer product
}

TEST_F(BuilderStructuredTest, DotGeneralPreferredElementType) {
  Value* a = param("tensor<2x3xbf16>");
  Value* c = param("tensor<3x4xbf16>");
  EXPECT_EQ(b.dotGeneral(a, c, matmulDims(), {}, ElementType::F32)->type().str(), "tensor<2x4xf32>");
  Value* i = param("tensor<2x3xi8>");
  Value* j = param("tensor<3x4xi8>");
  EXPECT_EQ(b.dotGeneral(i, j, matmulDims(), {}, ElementType::I32)->type().str(), "tensor<2x4xi32>");
  EXPECT_EQ(buildError([&] { b.dotGeneral(i, j, matmulDims(), {}, ElementType::F32); }),
            "'stablehlo.dot_general' op result #0 has type tensor<2x4xf32> but a contraction of i8 operands yields "
            "integer elements");
}

TEST_F(BuilderStructuredTest, DotGeneralErrors) {
  Value* a = param("tensor<2x3xf32>");
  Value* c = param("tensor<4x4xf32>");
  EXPECT_EQ(buildError([&] { b.dotGeneral(a, c, matmulDims()); }),
            "'stablehlo.dot_general' op contracting dimension 1 of operand #0 (lhs, tensor<2x3xf32>) has size 3 but "
            "contracting dimension 0 of operand #1 (rhs, tensor<4x4xf32>) has size 4");
  Value* d = param("tensor<3x4xf64>");
  EXPECT_EQ(buildError([&] { b.dotGeneral(a, d, matmulDims()); }),
            "'stablehlo.dot_general' op operand #1 (rhs) has type tensor<3x4xf64> but operand #0 (lhs) has type "
            "tensor<2x3xf32>; dot_general needs one element type");
  DotDims mismatched = matmulDims();
  mismatched.lhsBatchingDims = {0};
  EXPECT_EQ(buildError([&] { b.dotGeneral(a, a, mismatched); }),
            "'stablehlo.dot_general' op lhs_batching_dimensions = [0] and rhs_batching_dimensions = [] must have the "
            "same size");
  DotDims repeated;
  repeated.lhsBatchingDims = {1};
  repeated.rhsBatchingDims = {1};
  repeated.lhsContractingDims = {1};
  repeated.rhsContractingDims = {0};
  EXPECT_CONTAINS(buildError([&] { b.dotGeneral(a, a, repeated); }),
                  "lhs batching and contracting dimensions = [1, 1] repeats dimension 1");
  DotDims outOfRange;
  outOfRange.lhsContractingDims = {2};
  outOfRange.rhsContractingDims = {0};
  EXPECT_EQ(buildError([&] { b.dotGeneral(a, a, outOfRange); }),
            "'stablehlo.dot_general' op lhs_contracting_dimensions = [2] holds 2, outside [0, 2) for operand #0 (lhs, "
            "tensor<2x3xf32>)");
  EXPECT_EQ(buildError([&] { b.dotGeneral(a, c, matmulDims(), {"FAST"}); }),
            "'stablehlo.dot_general' op precision_config holds FAST; expected DEFAULT, HIGH or HIGHEST");
  EXPECT_EQ(buildError([&] { b.create(OpCode::DotGeneral, {a, a}); }),
            "'stablehlo.dot_general' op requires attribute 'dot_dimension_numbers'");
}

ConvDims nhwc() {
  ConvDims d;
  d.inputBatchDim = 0, d.inputFeatureDim = 3, d.inputSpatialDims = {1, 2};
  d.kernelInputFeatureDim = 2, d.kernelOutputFeatureDim = 3, d.kernelSpatialDims = {0, 1};
  d.outputBatchDim = 0, d.outputFeatureDim = 3, d.outputSpatialDims = {1, 2};
  return d;
}

ConvDims nchw() {
  ConvDims d;
  d.inputBatchDim = 0, d.inputFeatureDim = 1, d.inputSpatialDims = {2, 3};
  d.kernelInputFeatureDim = 2, d.kernelOutputFeatureDim = 3, d.kernelSpatialDims = {0, 1};
  d.outputBatchDim = 0, d.outputFeatureDim = 1, d.outputSpatialDims = {2, 3};
  return d;
}

TEST_F(BuilderStructuredTest, ConvolutionShapes) {
  Value* lhs = param("tensor<1x4x4x1xi32>");
  Value* rhs = param("tensor<3x3x1x1xi32>");
  ConvolutionOptions spec;
  spec.windowStrides = {4, 4};
  spec.lhsDilation = {2, 2};
  spec.precision = {"DEFAULT", "DEFAULT"};
  EXPECT_EQ(b.convolution(lhs, rhs, nhwc(), spec)->type().str(), "tensor<1x2x2x1xi32>");
  Value* image = param("tensor<1x16x16x2xf32>");
  Value* kernel = param("tensor<2x3x2x2xf32>");
  ConvolutionOptions padded;
  padded.padding = {{1, 1}, {2, 2}};
  padded.lhsDilation = {2, 2};
  Value* out = b.convolution(image, kernel, nhwc(), padded);
  EXPECT_EQ(out->type().str(), "tensor<1x32x33x2xf32>");
  EXPECT_EQ(out->definingOp()->attr("padding").type().str(), "tensor<2x2xi64>");
  EXPECT_EQ(out->definingOp()->attr("padding").intElement(2), 2);
  Value* mnist = param("tensor<1x1x28x28xf32>");
  Value* k = param("tensor<3x3x1x16xf32>");
  ConvolutionOptions dilated;
  dilated.rhsDilation = {1, 2};
  dilated.windowReversal = {false, true};
  Value* c = b.convolution(mnist, k, nchw(), dilated);
  EXPECT_EQ(c->type().str(), "tensor<1x16x26x24xf32>");
  EXPECT_EQ(c->definingOp()->attr("window_reversal").elementType(), ElementType::I1);
  EXPECT_EQ(c->definingOp()->attr("feature_group_count").intValue(), 1);
}

TEST_F(BuilderStructuredTest, ConvolutionGroupsAndPreferredType) {
  Value* lhs = param("tensor<2x8x8x6xbf16>");
  Value* depthwise = param("tensor<3x3x1x6xbf16>");
  ConvolutionOptions groups;
  groups.featureGroupCount = 6;
  groups.padding = {{1, 1}, {1, 1}};
  groups.resultElementType = ElementType::F32;
  EXPECT_EQ(b.convolution(lhs, depthwise, nhwc(), groups)->type().str(), "tensor<2x8x8x6xf32>");
  Value* batchGrouped = param("tensor<3x3x6x4xbf16>");
  ConvolutionOptions bg;
  bg.batchGroupCount = 2;
  EXPECT_EQ(b.convolution(lhs, batchGrouped, nhwc(), bg)->type().str(), "tensor<1x6x6x4xbf16>");
}

TEST_F(BuilderStructuredTest, ConvolutionErrors) {
  Value* lhs = param("tensor<1x8x8x3xf32>");
  Value* rhs = param("tensor<3x3x4x16xf32>");
  EXPECT_EQ(buildError([&] { b.convolution(lhs, rhs, nhwc()); }),
            "'stablehlo.convolution' op kernel input feature dimension 2 of operand #1 (rhs, tensor<3x3x4x16xf32>) "
            "has size 4 but the input has 3 features / feature_group_count 1 = 3");
  Value* good = param("tensor<3x3x3x16xf32>");
  ConvolutionOptions both;
  both.featureGroupCount = 3;
  both.batchGroupCount = 2;
  EXPECT_EQ(buildError([&] { b.convolution(lhs, good, nhwc(), both); }),
            "'stablehlo.convolution' op feature_group_count = 3 and batch_group_count = 2; at least one must be 1");
  ConvolutionOptions stride;
  stride.windowStrides = {1};
  EXPECT_EQ(buildError([&] { b.convolution(lhs, good, nhwc(), stride); }),
            "'stablehlo.convolution' op window_strides has 1 element but needs 2, the number of spatial dimensions "
            "(rank - 2 = 2)");
  ConvolutionOptions zeroStride;
  zeroStride.windowStrides = {1, 0};
  EXPECT_CONTAINS(buildError([&] { b.convolution(lhs, good, nhwc(), zeroStride); }),
                  "window_strides = [1, 0] holds 0; each must be positive");
  ConvDims clash = nhwc();
  clash.inputFeatureDim = 1;
  EXPECT_EQ(buildError([&] { b.convolution(lhs, good, clash); }),
            "'stablehlo.convolution' op input dimensions = [0, 1, 1, 2] repeats dimension 1");
  Value* rank3 = param("tensor<3x3x3xf32>");
  EXPECT_CONTAINS(buildError([&] { b.convolution(lhs, rank3, nhwc()); }), "convolution needs equal ranks");
  Value* i = param("tensor<3x3x3x16xi32>");
  EXPECT_CONTAINS(buildError([&] { b.convolution(lhs, i, nhwc()); }), "convolution needs one element type");
  ConvolutionOptions padding;
  padding.padding = {{1, 1}};
  EXPECT_EQ(buildError([&] { b.convolution(lhs, good, nhwc(), padding); }),
            "'stablehlo.convolution' op attribute 'padding' has type tensor<1x2xi64> but needs tensor<2x2xi64>: one "
            "[low, high] pair per dimension");
  ConvolutionOptions groups;
  groups.featureGroupCount = 2;
  EXPECT_CONTAINS(buildError([&] { b.convolution(lhs, good, nhwc(), groups); }),
                  "has size 3, not divisible by feature_group_count = 2");
}

}  // namespace
}  // namespace juxla::ir::test
