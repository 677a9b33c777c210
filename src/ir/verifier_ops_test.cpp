// Verifier tests, part 2: per-op constraints on ops built without the builder (as a parser would):
// result types, attribute presence and kinds, and the check ops.
#include <gtest/gtest.h>

#include "ir/ir_test_support.h"

namespace juxla::ir::test {
namespace {

class VerifierOpsTest : public IrFixture {
 protected:
  // Appends one unchecked op, ends the function, verifies, and returns the errors.
  std::string errorsFor(OpCode code, std::vector<Value*> operands, std::vector<Type> results,
                        NamedAttrList attrs = {}) {
    raw(code, std::move(operands), std::move(results), std::move(attrs));
    finish({});
    return verifyErrors();
  }

  Attr dense(std::string_view type, std::vector<int64_t> values) {
    Type t = ty(type);
    std::vector<uint8_t> bytes;
    size_t width = size_t(storageBytes(t.elementType()));
    for (int64_t v : values)
      for (size_t i = 0; i < width; ++i) bytes.push_back(uint8_t(uint64_t(v) >> (8 * i)));
    return Attr::dense(t, std::move(bytes), false);
  }
};

// ---- Result types must equal the inferred ones ----

TEST_F(VerifierOpsTest, ElementwiseResultTypes) {
  Value* x = param("tensor<2xf32>");
  EXPECT_EQ(errorsFor(OpCode::Add, {x, x}, tys({"tensor<2xf64>"})),
            "'stablehlo.add' op result #0 has type tensor<2xf64> but the inferred type is tensor<2xf32>\n");
}

TEST_F(VerifierOpsTest, ResultCounts) {
  Value* x = param("tensor<2xf32>");
  EXPECT_EQ(errorsFor(OpCode::Negate, {x}, {}), "'stablehlo.negate' op has 0 results but its operands give 1: "
                                                "(tensor<2xf32>)\n");
}

TEST_F(VerifierOpsTest, CompareResultIsBoolean) {
  Value* x = param("tensor<3xi32>");
  NamedAttrList attrs({{"comparison_direction", Attr::enumValue("comparison_direction", "EQ")}});
  EXPECT_EQ(errorsFor(OpCode::Compare, {x, x}, tys({"tensor<3xi32>"}), attrs),
            "'stablehlo.compare' op result #0 has type tensor<3xi32> but the inferred type is tensor<3xi1>\n");
}

TEST_F(VerifierOpsTest, CompareTypeMustBeAComparisonTypeEnum) {
  Value* x = param("tensor<3xi32>");
  NamedAttrList attrs({{"comparison_direction", Attr::enumValue("comparison_direction", "EQ")},
                       {"compare_type", Attr::string("SIGNED")}});
  EXPECT_EQ(errorsFor(OpCode::Compare, {x, x}, tys({"tensor<3xi1>"}), attrs),
            "'stablehlo.compare' op attribute 'compare_type' must be a #stablehlo<comparison_type ...> enum\n");
}

TEST_F(VerifierOpsTest, ConstantResultIsItsValueType) {
  EXPECT_EQ(errorsFor(OpCode::Constant, {}, tys({"tensor<2xf32>"}), {{{"value", dense("tensor<3xi32>", {1, 2, 3})}}}),
            "'stablehlo.constant' op result #0 has type tensor<2xf32> but the inferred type is tensor<3xi32>\n");
}

TEST_F(VerifierOpsTest, ConstantOfIndexElements) {
  EXPECT_EQ(errorsFor(OpCode::Constant, {}, tys({"tensor<2xindex>"}), {{{"value", dense("tensor<2xindex>", {1, 2})}}}),
            "'stablehlo.constant' op result #0 has type tensor<2xindex>; index elements exist only in attributes, "
            "never in values\n");
}

TEST_F(VerifierOpsTest, DynamicShapesAreRejected) {
  Value* x = param("tensor<2xf32>");
  EXPECT_EQ(errorsFor(OpCode::Reshape, {x}, tys({"tensor<-1xf32>"})),
            "'stablehlo.reshape' op result #0 has type tensor<-1xf32> with negative size -1 in dimension 0; only "
            "static shapes are supported\n");
}

TEST_F(VerifierOpsTest, TransposeResult) {
  Value* x = param("tensor<2x3xf32>");
  EXPECT_EQ(errorsFor(OpCode::Transpose, {x}, tys({"tensor<2x3xf32>"}), {{{"permutation", Attr::i64Array({1, 0})}}}),
            "'stablehlo.transpose' op result #0 has type tensor<2x3xf32> but the inferred type is tensor<3x2xf32>\n");
}

TEST_F(VerifierOpsTest, ReduceResultDropsReducedDimensions) {
  Value* x = param("tensor<2x3xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  Operation* red = raw(OpCode::Reduce, {x, zero}, tys({"tensor<2x1xf32>"}), {{{"dimensions", Attr::i64Array({1})}}}, 1);
  Block& body = red->region(0).emplaceBlock();
  Value* a = body.addArg(ty("tensor<f32>"));
  Value* c = body.addArg(ty("tensor<f32>"));
  Operation* sum = raw(OpCode::Add, {a, c}, tys({"tensor<f32>"}), {}, 0, &body);
  raw(OpCode::Return, {sum->result()}, {}, {}, 0, &body);
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.reduce' op result #0 has type tensor<2x1xf32> but the inferred type is tensor<2xf32>\n");
}

TEST_F(VerifierOpsTest, WhileResultsAreItsOperands) {
  Value* x = param("tensor<i64>");
  Value* flag = b.constant(ElementType::I1, 1);
  Operation* loop = raw(OpCode::While, {x}, tys({"tensor<i32>"}), {}, 2);
  Block& cond = loop->region(0).emplaceBlock();
  cond.addArg(ty("tensor<i64>"));
  raw(OpCode::Return, {flag}, {}, {}, 0, &cond);
  Block& loopBody = loop->region(1).emplaceBlock();
  raw(OpCode::Return, {loopBody.addArg(ty("tensor<i64>"))}, {}, {}, 0, &loopBody);
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.while' op result #0 has type tensor<i32> but the inferred type is tensor<i64>\n");
}

TEST_F(VerifierOpsTest, IfResultsAreWhatItsBranchesReturn) {
  Value* pred = param("tensor<i1>");
  Value* x = param("tensor<2xf32>");
  Operation* ifOp = raw(OpCode::If, {pred}, tys({"tensor<2xf32>", "tensor<2xf32>"}), {}, 2);
  for (size_t r = 0; r < 2; ++r) {
    Block& branch = ifOp->region(r).emplaceBlock();
    raw(OpCode::Return, {x}, {}, {}, 0, &branch);
  }
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.if' op has 2 results but its operands give 1: (tensor<2xf32>)\n");
}

TEST_F(VerifierOpsTest, DotGeneralResultShape) {
  Value* a = param("tensor<2x3xf32>");
  Value* c = param("tensor<3x4xf32>");
  DotDims d;
  d.lhsContractingDims = {1};
  d.rhsContractingDims = {0};
  EXPECT_EQ(errorsFor(OpCode::DotGeneral, {a, c}, tys({"tensor<4x2xf32>"}), {{{"dot_dimension_numbers", Attr::dot(d)}}}),
            "'stablehlo.dot_general' op result #0 has type tensor<4x2xf32> but the inferred type is "
            "tensor<2x4xf32>\n");
}

TEST_F(VerifierOpsTest, DotGeneralMayWidenButNotChangeKind) {
  Value* a = param("tensor<2x3xbf16>");
  DotDims d;
  d.lhsContractingDims = {1};
  d.rhsContractingDims = {1};
  raw(OpCode::DotGeneral, {a, a}, tys({"tensor<2x2xf32>"}), {{{"dot_dimension_numbers", Attr::dot(d)}}});
  EXPECT_EQ(errorsFor(OpCode::DotGeneral, {a, a}, tys({"tensor<2x2xi32>"}), {{{"dot_dimension_numbers", Attr::dot(d)}}}),
            "'stablehlo.dot_general' op result #0 has type tensor<2x2xi32> but a contraction of bf16 operands yields "
            "floating-point elements\n");
}

TEST_F(VerifierOpsTest, TupleAndOptimizationBarrierResults) {
  Value* x = param("tensor<f32>");
  raw(OpCode::Tuple, {x, x}, tys({"tuple<tensor<f32>>"}));
  raw(OpCode::OptimizationBarrier, {x}, tys({"tensor<f64>"}));
  raw(OpCode::Outfeed, {x, b.afterAll({})}, tys({"tensor<f32>"}));
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.tuple' op result #0 has type tuple<tensor<f32>> but the inferred type is "
                          "tuple<tensor<f32>, tensor<f32>>\n");
  EXPECT_CONTAINS(errors, "'stablehlo.optimization_barrier' op result #0 has type tensor<f64> but the inferred type "
                          "is tensor<f32>\n");
  EXPECT_CONTAINS(errors, "'stablehlo.outfeed' op result #0 has type tensor<f32> but the inferred type is "
                          "!stablehlo.token\n");
}

TEST_F(VerifierOpsTest, RngOutputStateMatchesInitialState) {
  Value* s = param("tensor<2xui64>");
  EXPECT_EQ(errorsFor(OpCode::RngBitGenerator, {s}, tys({"tensor<3xui64>", "tensor<4xui32>"}),
                      {{{"rng_algorithm", Attr::enumValue("rng_algorithm", "DEFAULT")}}}),
            "'stablehlo.rng_bit_generator' op result #0 (output_state) has type tensor<3xui64> but operand #0 "
            "(initial_state) has type tensor<2xui64>\n");
}

// ---- Attributes: presence, kind, values ----

TEST_F(VerifierOpsTest, MissingRequiredAttributes) {
  Value* x = param("tensor<2x3xf32>");
  Value* i = param("tensor<i32>");
  raw(OpCode::BroadcastInDim, {x}, tys({"tensor<2x3xf32>"}));
  raw(OpCode::Slice, {x}, tys({"tensor<2x3xf32>"}), {{{"limit_indices", Attr::i64Array({2, 3})}}});
  raw(OpCode::DynamicSlice, {x, i, i}, tys({"tensor<1x1xf32>"}));
  raw(OpCode::Concatenate, {x}, tys({"tensor<2x3xf32>"}));
  raw(OpCode::Iota, {}, tys({"tensor<3xi32>"}));
  raw(OpCode::GetTupleElement, {b.tuple({x})}, tys({"tensor<2x3xf32>"}));
  raw(OpCode::RngBitGenerator, {param("tensor<2xui64>")}, tys({"tensor<2xui64>", "tensor<2xui32>"}));
  raw(OpCode::ReducePrecision, {x}, tys({"tensor<2x3xf32>"}), {{{"exponent_bits", Attr::integer(5, ElementType::I32)}}});
  raw(OpCode::CustomCall, {x}, {});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.broadcast_in_dim' op requires attribute 'broadcast_dimensions'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.slice' op requires attribute 'start_indices'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.dynamic_slice' op requires attribute 'slice_sizes'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.concatenate' op requires attribute 'dimension'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.iota' op requires attribute 'iota_dimension'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.get_tuple_element' op requires attribute 'index'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.rng_bit_generator' op requires attribute 'rng_algorithm'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.reduce_precision' op requires attribute 'mantissa_bits'\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op requires attribute 'call_target_name'\n");
  EXPECT_EQ(verifyErrorCount(), 9u);
}

TEST_F(VerifierOpsTest, AttributeKinds) {
  Value* x = param("tensor<2x3xf32>");
  raw(OpCode::BroadcastInDim, {x}, tys({"tensor<2x3xf32>"}), {{{"broadcast_dimensions", Attr::integer(0)}}});
  raw(OpCode::Slice, {x}, tys({"tensor<1x1xf32>"}),
      {{{"start_indices", Attr::i64Array({0, 0})},
        {"limit_indices", Attr::i64Array({1, 1})},
        {"strides", Attr::denseArray(ElementType::I32, {1, 1})}}});
  raw(OpCode::Concatenate, {x}, tys({"tensor<2x3xf32>"}), {{{"dimension", Attr::i64Array({0})}}});
  raw(OpCode::Sort, {x}, tys({"tensor<2x3xf32>"}), {{{"is_stable", Attr::integer(1)}}}, 1);
  raw(OpCode::ReducePrecision, {x}, tys({"tensor<2x3xf32>"}),
      {{{"exponent_bits", Attr::floating(5, ElementType::F32)}, {"mantissa_bits", Attr::integer(2)}}});
  raw(OpCode::Gather, {x, param("tensor<1xi32>")}, tys({"tensor<3xf32>"}),
      {{{"dimension_numbers", Attr::dot({})}, {"slice_sizes", Attr::i64Array({1, 3})}}});
  raw(OpCode::Infeed, {b.afterAll({})}, tys({"!stablehlo.token"}), {{{"infeed_config", Attr::boolean(true)}}});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.broadcast_in_dim' op attribute 'broadcast_dimensions' must be a dense i64 array "
                          "(array<i64: ...>)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.slice' op attribute 'strides' must be a dense i64 array (array<i64: ...>)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.concatenate' op attribute 'dimension' must be an integer\n");
  EXPECT_CONTAINS(errors, "'stablehlo.sort' op attribute 'is_stable' must be a boolean (true or false)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.reduce_precision' op attribute 'exponent_bits' must be an integer\n");
  EXPECT_CONTAINS(errors, "'stablehlo.gather' op attribute 'dimension_numbers' must be #stablehlo.gather<...>\n");
  EXPECT_CONTAINS(errors, "'stablehlo.infeed' op attribute 'infeed_config' must be a string\n");
}

TEST_F(VerifierOpsTest, ConvolutionAttributeKinds) {
  Value* lhs = param("tensor<1x4x4x1xf32>");
  Value* rhs = param("tensor<3x3x1x1xf32>");
  ConvDims d;
  d.inputBatchDim = 0, d.inputFeatureDim = 3, d.inputSpatialDims = {1, 2};
  d.kernelInputFeatureDim = 2, d.kernelOutputFeatureDim = 3, d.kernelSpatialDims = {0, 1};
  d.outputBatchDim = 0, d.outputFeatureDim = 3, d.outputSpatialDims = {1, 2};
  auto conv = [&](std::string name, Attr value) {
    NamedAttrList attrs({{"dimension_numbers", Attr::conv(d)}});
    attrs.set(std::move(name), std::move(value));
    raw(OpCode::Convolution, {lhs, rhs}, tys({"tensor<1x2x2x1xf32>"}), attrs);
  };
  conv("padding", Attr::denseSplatBits(ty("tensor<2x2xf32>"), 0));
  conv("window_reversal", Attr::i64Array({0, 0}));
  conv("feature_group_count", Attr::integer(0));
  conv("precision_config", Attr::array({Attr::enumValue("precision", "DEFAULT"), Attr::integer(1)}));
  conv("precision_config", Attr::array({Attr::enumValue("precision", "HIGH"), Attr::enumValue("precision", "HIGH"),
                                        Attr::enumValue("precision", "HIGH")}));
  raw(OpCode::Convolution, {lhs, rhs}, tys({"tensor<1x2x2x1xf32>"}));
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op attribute 'padding' must be dense integer elements of type "
                          "tensor<2x2xi64>\n");
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op attribute 'window_reversal' must be a dense i1 array "
                          "(array<i1: ...>)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op feature_group_count = 0 must be positive\n");
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op attribute 'precision_config' must be an array of "
                          "#stablehlo<precision ...> values\n");
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op attribute 'precision_config' has 3 entries; it takes at most 2 "
                          "(lhs, rhs)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.convolution' op requires attribute 'dimension_numbers'\n");
  EXPECT_EQ(verifyErrorCount(), 6u);
}

TEST_F(VerifierOpsTest, WindowDefaultsFollowTheSpec) {
  Value* x = param("tensor<4x4xf32>");
  Value* src = param("tensor<4x4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  // Absent strides, dilations and padding mean 1, 1 and 0; absent window_dimensions are an error.
  Operation* sas = raw(OpCode::SelectAndScatter, {x, src, zero}, tys({"tensor<4x4xf32>"}), {}, 2);
  for (size_t r = 0; r < 2; ++r) {
    Block& blk = sas->region(r).emplaceBlock();
    Value* a = blk.addArg(ty("tensor<f32>"));
    blk.addArg(ty("tensor<f32>"));
    raw(OpCode::Return, {a}, {}, {}, 0, &blk);
  }
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.select_and_scatter' op window_dimensions has 0 elements but needs 2, the rank of operand #0 "
            "(tensor<4x4xf32>)\n");
}

TEST_F(VerifierOpsTest, CustomCallAttributes) {
  Value* x = param("tensor<2x3xf32>");
  auto call = [&](NamedAttrList extra, std::vector<Type> results = {}) {
    extra.set("call_target_name", Attr::string("foo"));
    raw(OpCode::CustomCall, {x}, std::move(results), extra);
  };
  call({{{"backend_config", Attr::integer(3)}}});
  call({{{"api_version", Attr::integer(7, ElementType::I32)}}});
  call({{{"called_computations", Attr::array({Attr::string("f")})}}});
  OutputOperandAlias alias;
  alias.operandIndex = 2;
  call({{{"output_operand_aliases", Attr::array({Attr::outputOperandAlias(alias)})}}});
  call({{{"operand_layouts", Attr::array({})}}});
  call({{{"operand_layouts", Attr::array({dense("tensor<2xindex>", {0, 0})})}}});
  call({{{"result_layouts", Attr::array({dense("tensor<1xindex>", {1})})}}}, tys({"tensor<4xf32>"}));
  call({{{"backend_config", Attr::dictionary({})}, {"operand_layouts", Attr::array({dense("tensor<2xindex>", {1, 0})})}}});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op attribute 'backend_config' must be a string or a dictionary\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op api_version = 7 is not a custom call API version (0 to 4)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op attribute 'called_computations' must be an array of symbol "
                          "references (@name)\n");
  EXPECT_CONTAINS(errors,
                  "'stablehlo.custom_call' op output_operand_aliases refers to operand #2 but the op has 1 operands\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op attribute 'operand_layouts' has 0 layouts but the op has 1 "
                          "operands\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op attribute 'operand_layouts' entry #0 = [0, 0] is not a layout (a "
                          "permutation of [0, 2)) for operand #0 (tensor<2x3xf32>)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op attribute 'result_layouts' entry #0 = [1] is not a layout");
  EXPECT_EQ(verifyErrorCount(), 7u);  // the last call is valid
}

// ---- Check ops ----

TEST_F(VerifierOpsTest, CheckOps) {
  Value* f = param("tensor<2xf32>");
  Value* g = param("tensor<3xf32>");
  Value* i = param("tensor<2xi32>");
  raw(OpCode::CheckExpectEq, {f, f}, {});
  raw(OpCode::CheckExpectEq, {f, g}, {});
  raw(OpCode::CheckExpectEqConst, {i}, {}, {{{"value", dense("tensor<2xi32>", {1, 2})}}});
  raw(OpCode::CheckExpectEqConst, {i}, {}, {{{"value", dense("tensor<2xi64>", {1, 2})}}});
  raw(OpCode::CheckExpectAlmostEq, {f, f}, {}, {{{"tolerance", Attr::floating(1e-3, ElementType::F64)}}});
  raw(OpCode::CheckExpectAlmostEq, {f, f}, {}, {{{"tolerance", Attr::integer(1)}}});
  raw(OpCode::CheckExpectAlmostEqConst, {f}, {}, {{{"value", Attr::denseSplatBits(ty("tensor<2xf32>"), 0)}}});
  raw(OpCode::CheckExpectClose, {f, f}, {}, {{{"max_ulp_difference", Attr::integer(3)}}});
  raw(OpCode::CheckExpectClose, {i, i}, {});
  raw(OpCode::CheckExpectClose, {f, f}, {},
      {{{"max_ulp_difference", Attr::integer(1)}, {"min_ulp_difference", Attr::integer(2)}}});
  raw(OpCode::CheckExpectEq, {f}, {});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'check.expect_eq' op operand #1 (expected) has type tensor<3xf32> but operand #0 (actual) "
                          "has type tensor<2xf32>; a check compares values of one type\n");
  EXPECT_CONTAINS(errors, "'check.expect_eq_const' op attribute 'value' has type tensor<2xi64> but operand #0 has type "
                          "tensor<2xi32>; a check compares values of one type\n");
  EXPECT_CONTAINS(errors, "'check.expect_almost_eq' op attribute 'tolerance' must be a float\n");
  EXPECT_CONTAINS(errors, "'check.expect_close' op operand #0 has type tensor<2xi32> but needs floating-point "
                          "elements\n");
  EXPECT_CONTAINS(errors, "'check.expect_close' op min_ulp_difference = 2 exceeds max_ulp_difference = 1\n");
  EXPECT_CONTAINS(errors, "'check.expect_eq' op expects 2 operands but has 1\n");
  EXPECT_EQ(verifyErrorCount(), 6u);
}

TEST_F(VerifierOpsTest, CheckCustomCalls) {
  Value* f = param("tensor<2xf32>");
  Value* g = param("tensor<2xf64>");
  auto check = [&](std::string target, std::vector<Value*> operands, std::vector<Type> results = {}) {
    raw(OpCode::CustomCall, std::move(operands), std::move(results),
        {{{"call_target_name", Attr::string(std::move(target))}, {"has_side_effect", Attr::boolean(true)}}});
  };
  check("check.expect_eq", {f, f});
  check("check.expect_almost_eq", {f, f});
  check("check.expect_close", {f, f});
  check("check.eq", {f, f}, tys({"tensor<i1>"}));
  check("check.expect_close", {f, g});
  check("check.eq", {f, f}, tys({"tensor<2xi1>"}));
  check("check.expect_sorted", {f, f});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op @check.expect_close operand #1 (expected) has type "
                          "tensor<2xf64> but operand #0 (actual) has type tensor<2xf32>");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op @check.eq has results (tensor<2xi1>) but needs (tensor<i1>)\n");
  EXPECT_CONTAINS(errors, "'stablehlo.custom_call' op call_target_name 'check.expect_sorted' is not a known check "
                          "(check.expect_eq, check.expect_almost_eq, check.expect_close, check.eq)\n");
  EXPECT_EQ(verifyErrorCount(), 3u);
}

}  // namespace
}  // namespace juxla::ir::test
