// getIndex / setIndex against the NumPy oracle of tests/oracles/staged_arrays/make_expected.py:
// static indices, staged Ints and ranges with their in-bounds predicate, index arrays, repeated indices.
#include "staging/array_emit.h"

#include "staging/array_emit_test_support.h"

namespace juxla::staging::array_test {
namespace {

using ir::Value;
using Args = std::span<Value* const>;

Value* getStatic(ir::Builder& b, Value* x, std::vector<Index> idx) {
  Indexed r = getIndex(b, x, idx);
  EXPECT_EQ(r.inBounds, nullptr) << "static indices need no runtime check";
  return r.value;
}

std::vector<Value*> both(const Indexed& r) {
  EXPECT_NE(r.inBounds, nullptr);
  return {r.value, r.inBounds};
}

TEST(ArrayEmitIndex, StaticIntsRangesAndColons) {
  auto run = [](const OracleCase& c, std::vector<Index> idx) {
    return runCase(c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{getStatic(b, a[0], idx)}; });
  };
  using I = Index;
  run(k_get_int_range_colon, {I::integer(2), I::range(2, 3), I::colon()});
  Ran reversed = run(k_get_negative_step, {I::range(3, -1, 1), I::integer(1), I::integer(2)});
  EXPECT_EQ(countOccurrences(reversed.text, "stablehlo.reverse"), 1) << reversed.text;
  Ran strided = run(k_get_strided, {I::range(1, 2, 3), I::range(4, -2, 1), I::range(1, 2)});
  EXPECT_EQ(countOccurrences(strided.text, "stablehlo.slice"), 1) << strided.text;
  run(k_get_last_dim_int, {I::colon(), I::colon(), I::integer(2)});
  run(k_get_empty_range, {I::range(2, 1), I::integer(1), I::colon()});
}

TEST(ArrayEmitIndex, LinearPartialLinearAndTrailingIndices) {
  auto run = [](const OracleCase& c, std::vector<Index> idx) {
    runCase(c, [&](ir::Builder& b, Args a) { return std::vector<Value*>{getStatic(b, a[0], idx)}; });
  };
  using I = Index;
  run(k_get_linear_int, {I::integer(5)});
  run(k_get_linear_range, {I::range(4, 9)});
  run(k_get_partial_linear, {I::integer(2), I::integer(5)});
  run(k_get_extra_ones, {I::integer(2), I::integer(3), I::integer(1), I::integer(1)});
  run(k_get_trailing_colon, {I::integer(3), I::integer(2), I::integer(2), I::colon()});
  run(k_get_vector_colon_colon, {I::colon(), I::colon()});
  run(k_get_no_index, {});
}

TEST(ArrayEmitIndex, StaticOutOfBoundsIsABoundsError) {
  ir::Module module;
  Builder b = addFunction(module, "f", {ir::Type::tensor(ir::ElementType::F64, irShape(std::vector<int64_t>{3, 4}))}, {});
  Value* x = b.block()->arg(0);
  try {
    getIndex(b, x, std::vector<Index>{Index::integer(4), Index::range(1, 2)});
    ADD_FAILURE() << "x[4, 1:2] of a 3x4 matrix must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "BoundsError: attempt to access 3×4 Matrix{Float64} at index [4, 1:2]");
  }
  EXPECT_THROW(getIndex(b, x, std::vector<Index>{Index::integer(13)}), std::invalid_argument);
  EXPECT_THROW(getIndex(b, x, std::vector<Index>{Index::colon(), Index::range(5, -1, 1)}), std::invalid_argument);
  EXPECT_THROW(getIndex(b, x, std::vector<Index>{Index::integer(1), Index::integer(1), Index::integer(2)}),
               std::invalid_argument);
  EXPECT_NO_THROW(getIndex(b, x, std::vector<Index>{Index::range(9, 8), Index::integer(1)}));  // empty: no check
  EXPECT_THROW(getIndex(b, x, std::vector<Index>{}), std::invalid_argument);  // x[] needs one element
}

TEST(ArrayEmitIndex, NothingIsInBoundsOfAnEmptyDim) {
  ir::Module module;
  Builder b = addFunction(module, "f",
                          {ir::Type::tensor(ir::ElementType::F64, irShape(std::vector<int64_t>{0, 3})),
                           ir::Type::scalar(ir::ElementType::I64)},
                          {});
  Value *x = b.block()->arg(0), *i = b.block()->arg(1);
  EXPECT_THROW(getIndex(b, x, std::vector<Index>{Index::staged(i), Index::colon()}), std::invalid_argument);
  Indexed empty = getIndex(b, x, std::vector<Index>{Index::colon(), Index::staged(i)});
  EXPECT_EQ(juliaDims(empty.value->type()), (std::vector<int64_t>{0}));
}

TEST(ArrayEmitIndex, StagedIntsGiveADynamicSliceAndAPredicate) {
  for (const OracleCase* c : {&k_get_staged_2_1, &k_get_staged_3_2, &k_get_staged_4_1, &k_get_staged_0_2}) {
    Ran r = runCase(*c, [](ir::Builder& b, Args a) {
      return both(getIndex(b, a[0], std::vector<Index>{Index::staged(a[1]), Index::colon(), Index::staged(a[2])}));
    });
    EXPECT_EQ(countOccurrences(r.text, "stablehlo.dynamic_slice"), 1) << r.text;
  }
  for (const OracleCase* c : {&k_get_staged_range_2, &k_get_staged_range_3, &k_get_staged_range_4})
    runCase(*c, [](ir::Builder& b, Args a) {
      return both(getIndex(b, a[0], std::vector<Index>{Index::integer(2), Index::stagedRange(a[1], 2), Index::colon()}));
    });
}

TEST(ArrayEmitIndex, IndexArraysGather) {
  runCase(k_get_array_vector,
          [](ir::Builder& b, Args a) { return both(getIndex(b, a[0], std::vector<Index>{Index::array(a[1])})); });
  runCase(k_get_array_columns, [](ir::Builder& b, Args a) {
    return both(getIndex(b, a[0], std::vector<Index>{Index::colon(), Index::array(a[1])}));
  });
  runCase(k_get_array_linear_matrix,
          [](ir::Builder& b, Args a) { return both(getIndex(b, a[0], std::vector<Index>{Index::array(a[1])})); });
  runCase(k_get_two_arrays, [](ir::Builder& b, Args a) {
    return both(getIndex(b, a[0], std::vector<Index>{Index::array(a[1]), Index::integer(4), Index::array(a[2])}));
  });
  runCase(k_get_array_out_of_bounds,
          [](ir::Builder& b, Args a) { return both(getIndex(b, a[0], std::vector<Index>{Index::array(a[1])})); });
}

TEST(ArrayEmitIndex, OtherElementTypesAndZeroDimIndexArrays) {
  runCase(k_get_f32_range_array, [](ir::Builder& b, Args a) {
    return both(
        getIndex(b, a[0], std::vector<Index>{Index::range(3, -2, 1), Index::array(a[1]), Index::integer(2)}));
  });
  runCase(k_get_bool_columns, [](ir::Builder& b, Args a) {
    return both(getIndex(b, a[0], std::vector<Index>{Index::colon(), Index::array(a[1])}));
  });
  runCase(k_get_i64_staged_column, [](ir::Builder& b, Args a) {
    return both(getIndex(b, a[0], std::vector<Index>{Index::colon(), Index::staged(a[1])}));
  });
  runCase(k_get_index_0d_array,
          [](ir::Builder& b, Args a) { return both(getIndex(b, a[0], std::vector<Index>{Index::array(a[1])})); });
}

TEST(ArrayEmitSetIndex, OtherElementTypes) {
  for (const OracleCase* c : {&k_set_i64_staged_range, &k_set_staged_range_out_of_bounds})
    runCase(*c, [](ir::Builder& b, Args a) {
      return both(setIndex(b, a[0], std::vector<Index>{Index::stagedRange(a[1], 2)}, a[2]));
    });
  runCase(k_set_bool_scalar, [](ir::Builder& b, Args a) {
    return std::vector<Value*>{setIndex(b, a[0], std::vector<Index>{Index::integer(2), Index::integer(3)}, a[1]).value};
  });
  runCase(k_set_f32_strided_3d, [](ir::Builder& b, Args a) {
    return std::vector<Value*>{
        setIndex(b, a[0], std::vector<Index>{Index::range(3, -2, 1), Index::integer(4), Index::colon()}, a[1]).value};
  });
}

TEST(ArrayEmitSetIndex, StaticBlocksUseDynamicUpdateSlice) {
  using I = Index;
  auto run = [](const OracleCase& c, std::vector<Index> idx, Assign mode = Assign::Store) {
    return runCase(c, [&](ir::Builder& b, Args a) {
      Indexed r = setIndex(b, a[0], idx, a[1], mode);
      EXPECT_EQ(r.inBounds, nullptr);
      return std::vector<Value*>{r.value};
    });
  };
  for (auto [c, idx] : std::vector<std::pair<const OracleCase*, std::vector<Index>>>{
           {&k_set_row, {I::integer(2), I::colon()}},
           {&k_set_block, {I::range(1, 2), I::range(2, 3)}},
           {&k_set_block_from_vector, {I::range(2, 3), I::range(1, 2)}},
           {&k_set_reversed, {I::range(3, -1, 1), I::integer(4)}},
           {&k_set_3d_static, {I::integer(3), I::range(3, 4), I::colon()}}}) {
    Ran r = run(*c, idx);
    EXPECT_EQ(countOccurrences(r.text, "stablehlo.dynamic_update_slice"), 1) << c->name << "\n" << r.text;
    EXPECT_EQ(countOccurrences(r.text, "\"stablehlo.scatter\""), 0) << c->name;
  }
  run(k_set_broadcast_column, {I::colon(), I::range(2, 4)}, Assign::Broadcast);
  Ran strided = run(k_set_broadcast_scalar_strided, {I::range(1, 2, 3), I::colon()}, Assign::Broadcast);
  EXPECT_EQ(countOccurrences(strided.text, "\"stablehlo.scatter\""), 1) << strided.text;
  run(k_set_linear_strided, {I::range(2, 5, 12)});
}

TEST(ArrayEmitSetIndex, StagedIntsAndPredicate) {
  for (const OracleCase* c : {&k_set_staged_2_3, &k_set_staged_3_4, &k_set_staged_0_1, &k_set_staged_3_5})
    runCase(*c, [](ir::Builder& b, Args a) {
      return both(setIndex(b, a[0], std::vector<Index>{Index::staged(a[1]), Index::staged(a[2])}, a[3]));
    });
  runCase(k_set_staged_row, [](ir::Builder& b, Args a) {
    return both(setIndex(b, a[0], std::vector<Index>{Index::staged(a[1]), Index::colon()}, a[2]));
  });
}

TEST(ArrayEmitSetIndex, RepeatedIndicesLastWriteWins) {
  runCase(k_set_array_repeated,
          [](ir::Builder& b, Args a) { return both(setIndex(b, a[0], std::vector<Index>{Index::array(a[1])}, a[2])); });
  runCase(k_set_array_columns_repeated, [](ir::Builder& b, Args a) {
    return both(setIndex(b, a[0], std::vector<Index>{Index::colon(), Index::array(a[1])}, a[2]));
  });
  runCase(k_set_two_arrays_repeated, [](ir::Builder& b, Args a) {
    return both(setIndex(b, a[0], std::vector<Index>{Index::array(a[1]), Index::array(a[2])}, a[3]));
  });
  runCase(k_set_array_out_of_bounds,
          [](ir::Builder& b, Args a) { return both(setIndex(b, a[0], std::vector<Index>{Index::array(a[1])}, a[2])); });
}

// The interpreter applies scatter updates in order, so the values alone cannot show the de-duplication
// that makes other schedules agree: check that only the last write to each element reaches the scatter.
TEST(ArrayEmitSetIndex, OnlyTheLastWriteToAnElementReachesTheScatter) {
  ir::Module module;
  auto type = [](ir::ElementType e, int64_t n) { return ir::Type::tensor(e, std::vector<int64_t>{n}); };
  Builder b = addFunction(module, "f", {type(ir::ElementType::F64, 4), type(ir::ElementType::I64, 5),
                                        type(ir::ElementType::F64, 5)}, {});
  Value* x = b.block()->arg(0);
  Indexed r = setIndex(b, x, std::vector<Index>{Index::array(b.block()->arg(1))}, b.block()->arg(2));
  Value* finalIndices = nullptr;
  for (ir::Operation& op : *b.block())
    if (op.code() == ir::OpCode::Scatter && op.operand(0) == x) finalIndices = op.operand(1);
  ASSERT_NE(finalIndices, nullptr);
  module.funcs()[0]->setResultTypes({r.value->type(), finalIndices->type()});
  b.funcReturn({r.value, finalIndices});
  ASSERT_EQ(verify(module), "");
  std::vector<double> xs = {10, 20, 30, 40}, idx = {2, 4, 2, 1, 4}, vals = {1, 2, 3, 4, 5};
  std::vector<Tensor> out = runInterpreter(module, "f", {Tensor::fromDoubles(type(ir::ElementType::F64, 4), xs),
                                                         Tensor::fromDoubles(type(ir::ElementType::I64, 5), idx),
                                                         Tensor::fromDoubles(type(ir::ElementType::F64, 5), vals)});
  // Julia writes v[1..5] to x[2], x[4], x[2], x[1], x[4]: updates 1 and 2 are overwritten later, so
  // they are sent out of bounds (-1); the others keep their 0-based targets 1, 0, 3.
  std::vector<int64_t> want = {-1, -1, 1, 0, 3};
  ASSERT_EQ(out[1].numElements(), 5);
  for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(out[1].getInt(i), want[size_t(i)]) << "update " << i;
}

TEST(ArrayEmitSetIndex, JuliaShapeChecks) {
  ir::Module module;
  auto f64 = [](std::vector<int64_t> julia) { return ir::Type::tensor(ir::ElementType::F64, irShape(julia)); };
  Builder b = addFunction(module, "f", {f64({3, 4}), f64({}), f64({3}), f64({2, 3}), f64({1, 2, 1, 2})}, {});
  Value *x = b.block()->arg(0), *s = b.block()->arg(1), *v3 = b.block()->arg(2), *m23 = b.block()->arg(3),
        *sing = b.block()->arg(4);
  std::vector<Index> rowRange = {Index::integer(1), Index::range(1, 3)};
  try {
    setIndex(b, x, rowRange, s);
    ADD_FAILURE() << "x[1, 1:3] = scalar must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()).rfind("ArgumentError: indexed assignment with a single value", 0), 0) << e.what();
  }
  EXPECT_NO_THROW(setIndex(b, x, rowRange, s, Assign::Broadcast));
  EXPECT_NO_THROW(setIndex(b, x, rowRange, v3));
  std::vector<Index> block = {Index::range(1, 3), Index::range(1, 2)};
  try {
    setIndex(b, x, block, m23);
    ADD_FAILURE() << "x[1:3, 1:2] = 2x3 must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "DimensionMismatch: tried to assign 2×3 array to 3×2 destination");
  }
  std::vector<Index> twoByTwo = {Index::range(1, 2), Index::range(1, 2)};
  EXPECT_NO_THROW(setIndex(b, x, twoByTwo, sing));  // singleton dims are ignored
  std::vector<Index> one = {Index::range(1, 2)};
  try {
    setIndex(b, x, one, v3);
    ADD_FAILURE() << "x[1:2] = 3 elements must throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "DimensionMismatch: tried to assign 3 elements to 2 destinations");
  }
  EXPECT_THROW(setIndex(b, x, twoByTwo, v3, Assign::Broadcast), std::invalid_argument);
}

}  // namespace
}  // namespace juxla::staging::array_test
