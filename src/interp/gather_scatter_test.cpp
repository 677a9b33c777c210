// Interpreter tests for gather and scatter: every kind of dimension number, batching dimensions,
// index_vector_dim equal to the rank, clamping (gather) and skipping (scatter). Expected values are worked
// out by hand from the spec's semantics.
#include <gtest/gtest.h>

#include <string>

#include "interp/op_test_support.h"

namespace juxla::interp {
namespace {

using optest::run;
using optest::tensor;
using optest::tensorBits;

// A module whose @main takes an operand and indices and returns one gather of them.
std::string gatherFunc(const std::string& operandType, const std::string& indicesType, const std::string& resultType,
                       const std::string& dims, const std::string& sliceSizes) {
  return "func.func @main(%arg0: " + operandType + ", %arg1: " + indicesType + ") -> " + resultType + " {\n" +
         "  %0 = \"stablehlo.gather\"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<" + dims +
         ">, slice_sizes = array<i64" + (sliceSizes.empty() ? "" : ": " + sliceSizes) + ">}> : (" + operandType + ", " +
         indicesType + ") -> " + resultType + "\n  return %0 : " + resultType + "\n}\n";
}

// ---- gather ----

// operand [[1,2],[3,4],[5,6]]: rows picked by index, as jnp.take(x, idx, axis=0).
const Tensor kRows = tensor("tensor<3x2xi32>", {1, 2, 3, 4, 5, 6});

TEST(Gather, TakesRows) {
  std::string text = gatherFunc("tensor<3x2xi32>", "tensor<2x1xi32>", "tensor<2x2xi32>",
                                "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                                "index_vector_dim = 1",
                                "1, 2");
  EXPECT_EQ(run(text, {kRows, tensor("tensor<2x1xi32>", {2, 0})})[0], tensor("tensor<2x2xi32>", {5, 6, 1, 2}));
}

TEST(Gather, IndexVectorDimEqualToTheRankMeansScalarIndices) {
  // Each element of a rank-1 index tensor is one index vector of length 1.
  std::string text = gatherFunc("tensor<3x2xi32>", "tensor<3xui8>", "tensor<3x2xi32>",
                                "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                                "index_vector_dim = 1",
                                "1, 2");
  EXPECT_EQ(run(text, {kRows, tensor("tensor<3xui8>", {1, 1, 0})})[0], tensor("tensor<3x2xi32>", {3, 4, 3, 4, 1, 2}));
}

TEST(Gather, OutOfBoundsStartsClampSoTheSliceFits) {
  std::string rows = gatherFunc("tensor<3x2xi32>", "tensor<3x1xi64>", "tensor<3x2xi32>",
                                "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                                "index_vector_dim = 1",
                                "1, 2");
  // 5 -> 2, -1 -> 0, INT64_MIN -> 0.
  EXPECT_EQ(run(rows, {kRows, tensorBits("tensor<3x1xi64>", {5, ~uint64_t(0), uint64_t(1) << 63})})[0],
            tensor("tensor<3x2xi32>", {5, 6, 1, 2, 1, 2}));
  // A 2-row slice can start at row 0 or 1 only: 1 stays, 2 and 255 clamp to 1.
  std::string blocks = gatherFunc("tensor<3x2xi32>", "tensor<3x1xui8>", "tensor<3x2x2xi32>",
                                  "offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1", "2, 2");
  EXPECT_EQ(run(blocks, {kRows, tensor("tensor<3x1xui8>", {1, 2, 255})})[0],
            tensor("tensor<3x2x2xi32>", {3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6}));
}

TEST(Gather, OffsetDimsBeforeBatchDims) {
  // Columns 2 and 0 of [[1,2,3],[4,5,6]]; the offset (row) dimension comes first in the result:
  // result[x, b] = operand[x, idx[b]].
  std::string text = gatherFunc("tensor<2x3xf32>", "tensor<2xi32>", "tensor<2x2xf32>",
                                "offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], "
                                "index_vector_dim = 1",
                                "2, 1");
  EXPECT_EQ(run(text, {tensor("tensor<2x3xf32>", {1, 2, 3, 4, 5, 6}), tensor("tensor<2xi32>", {2, 0})})[0],
            tensor("tensor<2x2xf32>", {3, 1, 6, 4}));
}

TEST(Gather, TwoComponentIndexVectorsWithAPermutedStartIndexMap) {
  // operand[i][j] = 10 i + j (3x4); index vectors (j, i) because start_index_map = [1, 0].
  Tensor operand = tensor("tensor<3x4xi16>", {0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23});
  std::string text =
      gatherFunc("tensor<3x4xi16>", "tensor<2x2xi32>", "tensor<2xi16>",
                 "collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1", "1, 1");
  EXPECT_EQ(run(text, {operand, tensor("tensor<2x2xi32>", {3, 1, 0, 2})})[0], tensor("tensor<2xi16>", {13, 20}));
  // With the index vector along dimension 0 instead: the vectors are the columns (3, 1) and (0, 2).
  std::string columns =
      gatherFunc("tensor<3x4xi16>", "tensor<2x2xi32>", "tensor<2xi16>",
                 "collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 0", "1, 1");
  EXPECT_EQ(run(columns, {operand, tensor("tensor<2x2xi32>", {3, 0, 1, 2})})[0], tensor("tensor<2xi16>", {13, 20}));
}

TEST(Gather, BatchingDimsPairOperandAndIndexDimensions) {
  // operand[r][c] = 10 r + c (4x3). One element per column c from row idx[c]; the indices' batching
  // dimension (1) comes after index_vector_dim (0).
  std::string text = gatherFunc("tensor<4x3xi32>", "tensor<1x3xi32>", "tensor<3xi32>",
                                "collapsed_slice_dims = [0], operand_batching_dims = [1], "
                                "start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 0",
                                "1, 1");
  Tensor operand = tensor("tensor<4x3xi32>", {0, 1, 2, 10, 11, 12, 20, 21, 22, 30, 31, 32});
  EXPECT_EQ(run(text, {operand, tensor("tensor<1x3xi32>", {2, 0, 3})})[0], tensor("tensor<3xi32>", {20, 1, 32}));
}

TEST(Gather, SpecExampleWithBatchingDims) {
  // The spec's example: operand[b][i][j][k] = 1 + 24 b + 8 i + 2 j + k (2x3x4x2). Index vectors (s0, s1)
  // at start_indices[a][b][c]; operand dimension 0 is batched with index dimension 1, so
  // result[a][b][c][x][y] = operand[b][clamp(s1, 0, 2)][clamp(s0, 0, 2) + x][y].
  std::vector<double> operand;
  for (int b = 0; b < 2; ++b)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j)
        for (int k = 0; k < 2; ++k) operand.push_back(1 + 24 * b + 8 * i + 2 * j + k);
  std::string text = gatherFunc("tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>", "tensor<2x2x3x2x2xi32>",
                                "offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], "
                                "start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3",
                                "1, 1, 2, 2");
  Tensor indices = tensor("tensor<2x2x3x2xi64>", {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9,  //
                                                  0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0});
  Tensor expected = tensor("tensor<2x2x3x2x2xi32>", {1,  2,  3,  4,  3,  4,  5,  6,  13, 14, 15, 16,  //
                                                     33, 34, 35, 36, 35, 36, 37, 38, 41, 42, 43, 44,  //
                                                     1,  2,  3,  4,  13, 14, 15, 16, 21, 22, 23, 24,  //
                                                     43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30});
  EXPECT_EQ(run(text, {tensor("tensor<2x3x4x2xi32>", operand), indices})[0], expected);
}

TEST(Gather, EmptyIndicesAndEmptySlices) {
  std::string noIndices = gatherFunc("tensor<3x2xi32>", "tensor<0x1xi32>", "tensor<0x2xi32>",
                                     "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                                     "index_vector_dim = 1",
                                     "1, 2");
  EXPECT_EQ(run(noIndices, {kRows, tensor("tensor<0x1xi32>", {})})[0].numElements(), 0);
  std::string emptySlice = gatherFunc("tensor<3x2xi32>", "tensor<2x1xi32>", "tensor<2x0xi32>",
                                      "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                                      "index_vector_dim = 1",
                                      "1, 0");
  EXPECT_EQ(run(emptySlice, {kRows, tensor("tensor<2x1xi32>", {7, 1})})[0].numElements(), 0);
}

TEST(Gather, RankZeroOperandWithEmptyIndexVector) {
  std::string text = gatherFunc("tensor<f64>", "tensor<0xi32>", "tensor<f64>", "index_vector_dim = 0", "");
  EXPECT_EQ(run(text, {tensor("tensor<f64>", {3.5}), tensor("tensor<0xi32>", {})})[0], tensor("tensor<f64>", {3.5}));
}

// ---- scatter ----

// A module whose @main scatters `updates` into `input` at `indices` with the given region body
// (arguments %a (current) and %u (update)).
std::string scatterFunc(const std::string& inputType, const std::string& indicesType, const std::string& updatesType,
                        const std::string& dims, const std::string& body) {
  std::string shapeAndElement = inputType.substr(7, inputType.size() - 8);  // inside "tensor<...>"
  std::string scalar = "tensor<" + shapeAndElement.substr(shapeAndElement.rfind('x') + 1) + ">";
  return "func.func @main(%arg0: " + inputType + ", %arg1: " + indicesType + ", %arg2: " + updatesType + ") -> " +
         inputType + " {\n" +
         "  %0 = \"stablehlo.scatter\"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<" + dims +
         ">}> ({\n  ^bb0(%a: " + scalar + ", %u: " + scalar + "):\n" + body + "\n  }) : (" + inputType + ", " +
         indicesType + ", " + updatesType + ") -> " + inputType + "\n  return %0 : " + inputType + "\n}\n";
}

const char* kTakeUpdate = "    stablehlo.return %u : tensor<TYPE>";

std::string withType(std::string body, const std::string& type) {
  for (size_t at; (at = body.find("TYPE")) != std::string::npos;) body.replace(at, 4, type);
  return body;
}

TEST(Scatter, RepeatedIndicesAccumulateWithAnAddCombiner) {
  // Updates 10, 20, 30 at 0, 2, 0: element 0 gets 1 + 10 + 30.
  std::string text = scatterFunc("tensor<3xf32>", "tensor<3x1xi32>", "tensor<3xf32>",
                                 "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                 "    %s = stablehlo.add %a, %u : tensor<f32>\n    stablehlo.return %s : tensor<f32>");
  auto r = run(text, {tensor("tensor<3xf32>", {1, 1, 1}), tensor("tensor<3x1xi32>", {0, 2, 0}),
                      tensor("tensor<3xf32>", {10, 20, 30})});
  EXPECT_EQ(r[0], tensor("tensor<3xf32>", {41, 1, 21}));
}

TEST(Scatter, RepeatedIndicesApplyInRowMajorUpdateOrder) {
  // Keeping the update makes the last update in row-major order win (DESIGN decision 13).
  std::string text = scatterFunc("tensor<3xi32>", "tensor<2x2xi32>", "tensor<2x2xi32>",
                                 "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2",
                                 withType(kTakeUpdate, "i32"));
  auto r = run(text, {tensor("tensor<3xi32>", {0, 0, 0}), tensor("tensor<2x2xi32>", {1, 1, 0, 1}),
                      tensor("tensor<2x2xi32>", {5, 6, 7, 8})});
  EXPECT_EQ(r[0], tensor("tensor<3xi32>", {7, 8, 0}));
}

TEST(Scatter, WindowsAndTheCurrentValueArgument) {
  // Row 2 of a 3x2 input gets the window [7, 8]; the region returns the old value where the update is
  // 0, which shows that %a is the input element.
  std::string text = scatterFunc("tensor<3x2xi64>", "tensor<1xi32>", "tensor<1x2xi64>",
                                 "update_window_dims = [1], inserted_window_dims = [0], "
                                 "scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                 "    stablehlo.return %a : tensor<i64>");
  Tensor input = tensor("tensor<3x2xi64>", {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(run(text, {input, tensor("tensor<1xi32>", {2}), tensor("tensor<1x2xi64>", {7, 8})})[0], input);
  std::string take = scatterFunc("tensor<3x2xi64>", "tensor<1xi32>", "tensor<1x2xi64>",
                                 "update_window_dims = [1], inserted_window_dims = [0], "
                                 "scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                 withType(kTakeUpdate, "i64"));
  EXPECT_EQ(run(take, {input, tensor("tensor<1xi32>", {2}), tensor("tensor<1x2xi64>", {7, 8})})[0],
            tensor("tensor<3x2xi64>", {1, 2, 3, 4, 7, 8}));
}

TEST(Scatter, ElementsOutsideTheInputAreSkippedOneByOne) {
  // Windows of 2 starting at 4, -1 and 10 in a 5-vector: from the first only index 4 is inside, from
  // the second only index 0, none of the third. The spec checks each element, not the whole window.
  std::string text = scatterFunc("tensor<5xi32>", "tensor<3x1xi64>", "tensor<3x2xi32>",
                                 "update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                 withType(kTakeUpdate, "i32"));
  auto r = run(text, {tensor("tensor<5xi32>", {1, 2, 3, 4, 5}), tensor("tensor<3x1xi64>", {4, -1, 10}),
                      tensor("tensor<3x2xi32>", {10, 11, 20, 21, 30, 31})});
  EXPECT_EQ(r[0], tensor("tensor<5xi32>", {21, 2, 3, 4, 10}));
  // Extreme indices neither wrap nor overflow.
  auto extreme = run(text, {tensor("tensor<5xi32>", {1, 2, 3, 4, 5}),
                            tensorBits("tensor<3x1xi64>", {uint64_t(1) << 63, ~(uint64_t(1) << 63), 3}),
                            tensor("tensor<3x2xi32>", {10, 11, 20, 21, 30, 31})});
  EXPECT_EQ(extreme[0], tensor("tensor<5xi32>", {1, 2, 3, 30, 31}));
}

TEST(Scatter, BatchingDimsPairInputAndIndexDimensions) {
  // Row b of the input takes updates[b][j] at column idx[b][j] (input dim 0 batched with index dim 0).
  std::string dims =
      "input_batching_dims = [0], scatter_indices_batching_dims = [0], inserted_window_dims = [1], "
      "scatter_dims_to_operand_dims = [1], index_vector_dim = 2";
  Tensor input = tensor("tensor<2x3xi32>", {0, 0, 0, 0, 0, 0});
  Tensor indices = tensor("tensor<2x2xi32>", {2, 0, 1, 1});
  Tensor updates = tensor("tensor<2x2xi32>", {1, 2, 3, 4});
  auto r = run(scatterFunc("tensor<2x3xi32>", "tensor<2x2xi32>", "tensor<2x2xi32>", dims, withType(kTakeUpdate, "i32")),
               {input, indices, updates});
  EXPECT_EQ(r[0], tensor("tensor<2x3xi32>", {2, 0, 1, 0, 4, 0}));
  auto sum = run(scatterFunc("tensor<2x3xi32>", "tensor<2x2xi32>", "tensor<2x2xi32>", dims,
                             "    %s = stablehlo.add %a, %u : tensor<i32>\n    stablehlo.return %s : tensor<i32>"),
                 {input, indices, updates});
  EXPECT_EQ(sum[0], tensor("tensor<2x3xi32>", {2, 0, 1, 0, 7, 0}));
}

TEST(Scatter, BatchingDimAfterTheIndexVectorDim) {
  // Indices 1x3 with the vector along dimension 0 and the batch along dimension 1; input dim 1 is the
  // batch: column c gets update[c] at row idx[c].
  std::string text = scatterFunc("tensor<3x3xi8>", "tensor<1x3xui32>", "tensor<3xi8>",
                                 "inserted_window_dims = [0], input_batching_dims = [1], "
                                 "scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], "
                                 "index_vector_dim = 0",
                                 withType(kTakeUpdate, "i8"));
  auto r = run(text, {tensor("tensor<3x3xi8>", {0, 0, 0, 0, 0, 0, 0, 0, 0}), tensor("tensor<1x3xui32>", {2, 0, 1}),
                      tensor("tensor<3xi8>", {-1, -2, -3})});
  EXPECT_EQ(r[0], tensor("tensor<3x3xi8>", {0, -2, 0, 0, 0, -3, -1, 0, 0}));
}

TEST(Scatter, SeveralInputsGetTheirOwnResults) {
  // The region sees (input0, input1, update0, update1) and returns (update1, input0): result 0 takes
  // update 1 and result 1 takes the old value of input 0.
  std::string text =
      "func.func @main(%i0: tensor<3xf16>, %i1: tensor<3xf16>, %idx: tensor<1x1xi32>, %u0: tensor<1xf16>, %u1: "
      "tensor<1xf16>) -> (tensor<3xf16>, tensor<3xf16>) {\n"
      "  %0:2 = \"stablehlo.scatter\"(%i0, %i1, %idx, %u0, %u1) <{scatter_dimension_numbers = "
      "#stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({\n"
      "  ^bb0(%a0: tensor<f16>, %a1: tensor<f16>, %b0: tensor<f16>, %b1: tensor<f16>):\n"
      "    stablehlo.return %b1, %a0 : tensor<f16>, tensor<f16>\n"
      "  }) : (tensor<3xf16>, tensor<3xf16>, tensor<1x1xi32>, tensor<1xf16>, tensor<1xf16>) -> (tensor<3xf16>, "
      "tensor<3xf16>)\n"
      "  return %0#0, %0#1 : tensor<3xf16>, tensor<3xf16>\n}\n";
  auto r = run(text, {tensor("tensor<3xf16>", {1, 2, 3}), tensor("tensor<3xf16>", {4, 5, 6}),
                      tensor("tensor<1x1xi32>", {1}), tensor("tensor<1xf16>", {7}), tensor("tensor<1xf16>", {8})});
  EXPECT_EQ(r[0], tensor("tensor<3xf16>", {1, 8, 3}));
  EXPECT_EQ(r[1], tensor("tensor<3xf16>", {4, 2, 6}));
}

TEST(Scatter, EmptyUpdatesLeaveTheInput) {
  std::string text = scatterFunc("tensor<3x2xbf16>", "tensor<0x1xi32>", "tensor<0x2xbf16>",
                                 "update_window_dims = [1], inserted_window_dims = [0], "
                                 "scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
                                 withType(kTakeUpdate, "bf16"));
  Tensor input = tensor("tensor<3x2xbf16>", {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(run(text, {input, tensor("tensor<0x1xi32>", {}), tensor("tensor<0x2xbf16>", {})})[0], input);
}

TEST(Scatter, RankZeroInputWithAnEmptyIndexVector) {
  std::string text =
      scatterFunc("tensor<i1>", "tensor<0xi32>", "tensor<i1>", "index_vector_dim = 0", withType(kTakeUpdate, "i1"));
  EXPECT_EQ(run(text, {tensor("tensor<i1>", {0}), tensor("tensor<0xi32>", {}), tensor("tensor<i1>", {1})})[0],
            tensor("tensor<i1>", {1}));
}

}  // namespace
}  // namespace juxla::interp
