// Reductions, findmax/findmin, shapes and Julia's `*` against the NumPy oracle of
// tests/oracles/staged_arrays/make_expected.py.
#include "staging/array_emit.h"

#include "staging/array_emit_test_support.h"

namespace juxla::staging::array_test {
namespace {

using ir::Value;
using Args = std::span<Value* const>;

void runReduce(const OracleCase& c, ReduceKind kind) {
  runCase(c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{reduce(b, kind, a[0], c.params)}; });
}

TEST(ArrayEmitReduce, SumWithDimsKeepsReducedDims) {
  for (const OracleCase* c : {&k_sum_f64_all, &k_sum_f64_1, &k_sum_f64_2, &k_sum_f64_3, &k_sum_f64_1_3, &k_sum_f64_4,
                              &k_sum_f64_2_2, &k_sum_size1_dims1, &k_sum_empty_dims1})
    runReduce(*c, ReduceKind::Sum);
}

TEST(ArrayEmitReduce, ProdF32) { runReduce(k_prod_f32_dims2, ReduceKind::Prod); }

TEST(ArrayEmitReduce, MaximumAndMinimumPropagateNaN) {
  runReduce(k_maximum_nan_dims1, ReduceKind::Max);
  runReduce(k_maximum_nan_all, ReduceKind::Max);
  runReduce(k_minimum_nan_dims2, ReduceKind::Min);
}

TEST(ArrayEmitReduce, MaximumOfSignedZerosIsPositiveZero) {
  runReduce(k_maximum_signed_zeros_dims1, ReduceKind::Max);
  runReduce(k_minimum_signed_zeros_dims1, ReduceKind::Min);
}

TEST(ArrayEmitReduce, IntegerMaximumMinimum) {
  runReduce(k_maximum_i64_dims2, ReduceKind::Max);
  runReduce(k_minimum_i64_all, ReduceKind::Min);
}

TEST(ArrayEmitReduce, BoolSumCountsAsInt64AndAnyAll) {
  runReduce(k_sum_bool_dims2, ReduceKind::Sum);
  runReduce(k_sum_bool_all, ReduceKind::Sum);
  runReduce(k_prod_bool_dims1, ReduceKind::Prod);
  runReduce(k_any_bool_dims1, ReduceKind::Any);
  runReduce(k_all_bool_dims1, ReduceKind::All);
}

TEST(ArrayEmitReduce, Mean) {
  for (const OracleCase* c : {&k_mean_f32_dims1, &k_mean_i64_all, &k_mean_i64_dims2})
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{mean(b, a[0], c->params)}; });
}

TEST(ArrayEmitReduce, ZeroDimsBoolExtremesAndAllMinusInf) {
  runReduce(k_sum_0d, ReduceKind::Sum);
  runReduce(k_maximum_bool_dims2, ReduceKind::Max);
  runReduce(k_minimum_bool_dims1, ReduceKind::Min);
  runReduce(k_maximum_f32_3d_dims3, ReduceKind::Max);
  runReduce(k_maximum_all_minus_inf, ReduceKind::Max);
  runCase(k_mean_bool_dims1, [](ir::Builder& b, Args a) {
    return std::vector<Value*>{mean(b, a[0], k_mean_bool_dims1.params)};
  });
}

TEST(ArrayEmitReduce, JuliaErrors) {
  ir::Module module;
  Builder b = addFunction(module, "f", {ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{3, 0})}, {});
  Value* empty = b.block()->arg(0);  // Julia (0, 3)
  std::vector<int64_t> dims1 = {1}, dims2 = {2}, dims0 = {0};
  EXPECT_THROW(reduce(b, ReduceKind::Max, empty), std::invalid_argument);
  EXPECT_THROW(reduce(b, ReduceKind::Max, empty, dims1), std::invalid_argument);
  EXPECT_NO_THROW(reduce(b, ReduceKind::Max, empty, dims2));  // reduces a dim of size 3: fine in Julia
  EXPECT_THROW(reduce(b, ReduceKind::Sum, empty, dims0), std::invalid_argument);
  EXPECT_THROW(reduce(b, ReduceKind::Any, empty), std::invalid_argument);  // not Bool
  EXPECT_THROW(findmax(b, empty, dims1), std::invalid_argument);
  EXPECT_NO_THROW(findmax(b, empty, dims2));  // slices of the empty result: an empty answer
  try {
    reduce(b, ReduceKind::Min, empty);
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(),
                 "ArgumentError: reducing over an empty collection is not allowed; consider supplying `init` to the "
                 "reducer");
  }
}

void runFind(const OracleCase& c, bool wantMax) {
  runCase(c, [&](ir::Builder& b, Args a) {
    auto [v, i] = wantMax ? findmax(b, a[0], c.params) : findmin(b, a[0], c.params);
    return std::vector<Value*>{v, i};
  });
}

TEST(ArrayEmitFind, FloatTiesAndNaN) {
  for (const OracleCase* c : {&k_findmax_f64_all, &k_findmax_f64_1, &k_findmax_f64_2}) runFind(*c, true);
  for (const OracleCase* c : {&k_findmin_f64_all, &k_findmin_f64_1, &k_findmin_f64_2}) runFind(*c, false);
}

TEST(ArrayEmitFind, SignedZerosFollowIsless) {
  runFind(k_findmax_signed_zeros_dims1, true);
  runFind(k_findmin_signed_zeros_dims1, false);
}

TEST(ArrayEmitFind, IntegersBoolAndFloat32) {
  runFind(k_findmax_i64_dims1_3, true);
  runFind(k_findmin_i64_dims2, false);
  runFind(k_findmax_bool_all, true);
  runFind(k_findmin_f32_all, false);
  runFind(k_findmax_f32_3d_dims2, true);
  runFind(k_findmin_f32_3d_dims1_2, false);
  runFind(k_findmax_all_minus_inf, true);  // the init value must never win a tie
}

TEST(ArrayEmitFind, ArgmaxIsTheIndexHalf) {
  OracleCase c = k_findmax_f64_1;
  c.outputs.erase(c.outputs.begin());
  runCase(c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{argmax(b, a[0], c.params)}; });
  OracleCase d = k_findmin_f64_2;
  d.outputs.erase(d.outputs.begin());
  runCase(d, [&](ir::Builder& b, Args a) { return std::vector<Value*>{argmin(b, a[0], d.params)}; });
}

TEST(ArrayEmitShape, Permutedims) {
  for (const OracleCase* c : {&k_permutedims_312, &k_permutedims_21})
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{permutedims(b, a[0], c->params)}; });
}

TEST(ArrayEmitShape, PermutedimsWithoutPermutation) {
  runCase(k_permutedims_vector, [](ir::Builder& b, Args a) { return std::vector<Value*>{permutedims(b, a[0])}; });
  runCase(k_transpose_matrix, [](ir::Builder& b, Args a) { return std::vector<Value*>{permutedims(b, a[0])}; });
}

TEST(ArrayEmitShape, TransposeOfAVectorIsARowWithoutDataMovement) {
  runCase(k_transpose_matrix, [](ir::Builder& b, Args a) { return std::vector<Value*>{transpose(b, a[0])}; });
  Ran r = runCase(k_transpose_vector, [](ir::Builder& b, Args a) { return std::vector<Value*>{transpose(b, a[0])}; });
  EXPECT_EQ(countOccurrences(r.text, "stablehlo.transpose"), 0) << r.text;
}

TEST(ArrayEmitShape, Reverse) {
  for (const OracleCase* c : {&k_reverse_all, &k_reverse_dims2, &k_reverse_dims1_3})
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{reverse(b, a[0], c->params)}; });
}

TEST(ArrayEmitShape, ReshapeAndVec) {
  runCase(k_reshape_4_6,
          [&](ir::Builder& b, Args a) { return std::vector<Value*>{reshape(b, a[0], k_reshape_4_6.params)}; });
  runCase(k_vec, [&](ir::Builder& b, Args a) { return std::vector<Value*>{vec(b, a[0])}; });
}

TEST(ArrayEmitShape, Dropdims) {
  for (const OracleCase* c : {&k_dropdims_1_3, &k_dropdims_3})
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{dropdims(b, a[0], c->params)}; });
  ir::Module module;
  Builder b = addFunction(module, "f", {ir::Type::tensor(ir::ElementType::F64, irShape(std::vector<int64_t>{1, 3}))}, {});
  std::vector<int64_t> notOne = {2}, outside = {3}, twice = {1, 1};
  for (auto* dims : {&notOne, &outside, &twice})
    EXPECT_THROW(dropdims(b, b.block()->arg(0), *dims), std::invalid_argument);
}

TEST(ArrayEmitShape, Cat) {
  for (const OracleCase* c : {&k_vcat_matrices, &k_hcat_vectors, &k_vcat_vectors, &k_cat_dims3, &k_vcat_scalars,
                              &k_hcat_scalar_rows})
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{cat(b, a, c->params[0])}; });
}

TEST(ArrayEmitShape, Repeat) {
  for (const OracleCase* c : {&k_repeat_vector_outer2, &k_repeat_matrix_outer_2_3, &k_repeat_matrix_inner_2_1,
                              &k_repeat_matrix_inner_outer_3d}) {
    auto split = std::find(c->params.begin(), c->params.end(), -1);
    std::vector<int64_t> inner(c->params.begin(), split), outer(split + 1, c->params.end());
    runCase(*c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{repeat(b, a[0], inner, outer)}; });
  }
}

TEST(ArrayEmitShape, JuliaErrors) {
  ir::Module module;
  auto f64 = [](std::vector<int64_t> julia) { return ir::Type::tensor(ir::ElementType::F64, irShape(julia)); };
  Builder b = addFunction(module, "f", {f64({2, 3}), f64({4, 3}), f64({2, 3, 4})}, {});
  Value *m = b.block()->arg(0), *n = b.block()->arg(1), *t = b.block()->arg(2);
  std::vector<int64_t> badPerm = {1, 1}, dims3 = {3}, size7 = {7};
  EXPECT_THROW(permutedims(b, m, badPerm), std::invalid_argument);
  try {
    reverse(b, m, dims3);
    ADD_FAILURE() << "reverse(m; dims=3) of a matrix must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "ArgumentError: invalid dimensions (3,) in reverse!");
  }
  std::vector<int64_t> twice = {1, 1};
  EXPECT_THROW(reverse(b, m, twice), std::invalid_argument);
  EXPECT_THROW(transpose(b, t), std::invalid_argument);
  Value* pair[] = {m, n};
  EXPECT_THROW(cat(b, pair, 2), std::invalid_argument);  // hcat: 2 rows vs 4 rows
  EXPECT_NO_THROW(cat(b, pair, 1));
  try {
    reshape(b, m, size7);
    ADD_FAILURE() << "reshape to 7 elements must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "DimensionMismatch: new dimensions (7,) must be consistent with array length 6");
  }
  try {
    matmul(b, m, n);
    ADD_FAILURE() << "(2,3) * (4,3) must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "DimensionMismatch: matrix A has dimensions (2,3), matrix B has dimensions (4,3)");
  }
}

TEST(ArrayEmitMatmul, OneDotGeneralWithoutTransposes) {
  for (const OracleCase* c : {&k_matmul_mm, &k_matmul_mv, &k_matmul_mm_f32, &k_matmul_bool}) {
    Ran r = runCase(*c, [](ir::Builder& b, Args a) { return std::vector<Value*>{matmul(b, a[0], a[1])}; });
    EXPECT_EQ(countOccurrences(r.text, "stablehlo.dot_general"), 1) << r.text;
    EXPECT_EQ(countOccurrences(r.text, "stablehlo.transpose"), 0) << r.text;
  }
}

TEST(ArrayEmitMatmul, AdjointTimesAndOuter) {
  Ran dot = runCase(k_adjoint_times, [](ir::Builder& b, Args a) { return std::vector<Value*>{adjointTimes(b, a[0], a[1])}; });
  EXPECT_EQ(countOccurrences(dot.text, "stablehlo.transpose"), 0) << dot.text;
  Ran o = runCase(k_outer, [](ir::Builder& b, Args a) { return std::vector<Value*>{outer(b, a[0], a[1])}; });
  EXPECT_EQ(countOccurrences(o.text, "stablehlo.transpose"), 0) << o.text;
  EXPECT_EQ(countOccurrences(o.text, "stablehlo.reshape"), 0) << o.text;
}

TEST(ArrayEmitMatmul, DotOfMatrices) {
  Ran r = runCase(k_dot_matrices, [](ir::Builder& b, Args a) { return std::vector<Value*>{dot(b, a[0], a[1])}; });
  EXPECT_EQ(countOccurrences(r.text, "stablehlo.dot_general"), 1) << r.text;
}

TEST(ArrayEmitMatmul, MixedElementTypesAreTheCallersToPromote) {
  ir::Module module;
  Builder b = addFunction(module, "f",
                          {ir::Type::tensor(ir::ElementType::F32, std::vector<int64_t>{2, 2}),
                           ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{2, 2})},
                          {});
  EXPECT_THROW(matmul(b, b.block()->arg(0), b.block()->arg(1)), std::invalid_argument);
}

}  // namespace
}  // namespace juxla::staging::array_test
