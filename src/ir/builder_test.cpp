// Builder tests, part 1: insertion, generic creation, constants, elementwise and data-movement ops.
// Each op is built once validly (asserting the exact inferred type) and with bad operands (asserting
// the BuildError message).
#include "ir/builder.h"

#include <gtest/gtest.h>

#include "ir/infer.h"
#include "ir/ir_test_support.h"

namespace juxla::ir::test {
namespace {

using BuilderTest = IrFixture;

// ---- Insertion and generic creation ----

TEST_F(BuilderTest, AppendsAtEndAndBeforeInsertionPoint) {
  Value* x = param("tensor<2xf32>");
  Value* a = b.add(x, x);
  Value* c = b.multiply(a, x);
  b.setInsertionPoint(*c->definingOp());
  Value* d = b.negate(x);
  EXPECT_EQ(func->entry().front(), a->definingOp());
  EXPECT_EQ(a->definingOp()->next(), d->definingOp());
  EXPECT_EQ(d->definingOp()->next(), c->definingOp());
  b.setInsertionPointAfter(*c->definingOp());
  Value* e = b.abs(x);
  EXPECT_EQ(c->definingOp()->next(), e->definingOp());
  EXPECT_EQ(func->entry().size(), 4u);
}

TEST_F(BuilderTest, OpsTakeTheCurrentLocation) {
  Value* x = param("tensor<f32>");
  b.setLoc(SourceLoc{3, 17});
  Value* y = b.exp(x);
  EXPECT_EQ(y->definingOp()->loc().file, 3u);
  EXPECT_EQ(y->definingOp()->loc().offset, 17u);
  std::vector<Value*> r = b.while_({x}, [&](Builder& in, std::span<Value* const> a) {
    return std::vector<Value*>{in.compare(a[0], a[0], ComparisonDirection::LT)};
  }, [](Builder& in, std::span<Value* const> a) { return std::vector<Value*>{in.exp(a[0])}; });
  const Operation& body = *r[0]->definingOp()->region(1).block().front();
  EXPECT_EQ(body.loc().offset, 17u);
}

TEST_F(BuilderTest, BuilderWithoutBlockThrows) {
  Builder detached;
  Value* x = param("tensor<f32>");
  EXPECT_CONTAINS(buildError([&] { detached.exp(x); }), "'stablehlo.exponential' op cannot be built: the builder "
                                                        "has no insertion block");
}

TEST_F(BuilderTest, NullOperandThrows) {
  Value* x = param("tensor<f32>");
  EXPECT_EQ(buildError([&] { b.add(x, nullptr); }), "'stablehlo.add' op operand #1 is null");
}

TEST_F(BuilderTest, GenericCreateInfersOrChecksResultTypes) {
  Value* x = param("tensor<2x3xf32>");
  Operation* op = b.create(OpCode::Add, {x, x});
  EXPECT_EQ(op->result()->type().str(), "tensor<2x3xf32>");
  Operation* given = b.create(OpCode::Add, {x, x}, {}, tys({"tensor<2x3xf32>"}));
  EXPECT_EQ(given->result()->type().str(), "tensor<2x3xf32>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Add, {x, x}, {}, tys({"tensor<2x3xf64>"})); }),
            "'stablehlo.add' op result #0 has type tensor<2x3xf64> but the inferred type is tensor<2x3xf32>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Add, {x, x}, {}, tys({"tensor<2x3xf32>", "tensor<2x3xf32>"})); }),
            "'stablehlo.add' op has 2 results but its operands give 1: (tensor<2x3xf32>)");
  EXPECT_CONTAINS(buildError([&] { b.create(OpCode::Reshape, {x}); }),
                  "'stablehlo.reshape' op result types cannot be inferred from the operands and attributes");
}

TEST_F(BuilderTest, GenericCreateWithEmptyRegionsSkipsRegionChecks) {
  Value* x = param("tensor<4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  NamedAttrList attrs({{"dimensions", Attr::i64Array({0})}});
  Operation* op = b.create(OpCode::Reduce, {x, zero}, attrs, std::nullopt, 1);
  EXPECT_EQ(op->result()->type().str(), "tensor<f32>");
  EXPECT_EQ(op->numRegions(), 1u);
  EXPECT_TRUE(op->region(0).empty());
}

TEST_F(BuilderTest, ResultTypeInferabilityMatchesTheSpec) {
  for (OpCode c : {OpCode::Iota, OpCode::Convert, OpCode::BitcastConvert, OpCode::BroadcastInDim, OpCode::Reshape,
                   OpCode::RngBitGenerator, OpCode::Infeed, OpCode::CustomCall, OpCode::Call})
    EXPECT_FALSE(canInferResultTypes(c)) << opName(c);
  for (OpCode c : {OpCode::Constant, OpCode::Add, OpCode::Transpose, OpCode::DotGeneral, OpCode::Reduce, OpCode::If,
                   OpCode::Map, OpCode::Gather, OpCode::Scatter, OpCode::Tuple})
    EXPECT_TRUE(canInferResultTypes(c)) << opName(c);
}

TEST_F(BuilderTest, IndexAndDynamicTypesAreNotValues) {
  Value* idx = param("tensor<2xindex>");
  EXPECT_EQ(buildError([&] { b.negate(idx); }),
            "'stablehlo.negate' op operand #0 has type tensor<2xindex>; index elements exist only in attributes, "
            "never in values");
  Value* dyn = param("tensor<-1xf32>");
  EXPECT_CONTAINS(buildError([&] { b.negate(dyn); }), "negative size -1 in dimension 0; only static shapes");
  EXPECT_EQ(checkValueType(ty("tuple<tensor<f32>, !stablehlo.token>")), "");
  EXPECT_CONTAINS(checkValueType(ty("tuple<tensor<i1>, tensor<3xindex>>")), "index elements exist only in attributes");
}

// ---- Constants and iota ----

TEST_F(BuilderTest, ScalarAndSplatConstants) {
  Value* f = b.constant(ElementType::F32, 1.5);
  EXPECT_EQ(f->type().str(), "tensor<f32>");
  EXPECT_EQ(f->definingOp()->attr("value").floatElement(0), 1.5);
  Value* s = b.splat(ty("tensor<2x3xbf16>"), 2.0);
  EXPECT_EQ(s->type().str(), "tensor<2x3xbf16>");
  EXPECT_TRUE(s->definingOp()->attr("value").isSplat());
  EXPECT_EQ(s->definingOp()->attr("value").floatElement(5), 2.0);
  Value* big = b.constantInt(ElementType::I64, 9007199254740993);
  EXPECT_EQ(big->definingOp()->attr("value").intElement(0), 9007199254740993);
  Value* u = b.constant(ElementType::UI8, -1);
  EXPECT_EQ(u->definingOp()->attr("value").intElement(0), 255);
  Value* t = b.constant(ElementType::I1, 3);
  EXPECT_EQ(t->definingOp()->attr("value").intElement(0), 1);
  Value* h = b.splatInt(ty("tensor<2xf16>"), 3);
  EXPECT_EQ(h->definingOp()->attr("value").floatElement(1), 3.0);
}

TEST_F(BuilderTest, ZerosAndOnesLike) {
  Value* x = param("tensor<4x2xf64>");
  Value* z = b.zerosLike(x);
  Value* o = b.onesLike(x);
  EXPECT_EQ(z->type(), x->type());
  EXPECT_EQ(o->definingOp()->attr("value").floatElement(7), 1.0);
  EXPECT_EQ(z->definingOp()->attr("value").floatElement(0), 0.0);
}

TEST_F(BuilderTest, ConstantErrors) {
  EXPECT_EQ(buildError([&] { b.splat(Type::token(), 1.0); }),
            "'stablehlo.constant' op needs a tensor type but got !stablehlo.token");
  EXPECT_EQ(buildError([&] { b.constant(Attr::integer(3)); }),
            "'stablehlo.constant' op attribute 'value' must be dense elements (dense<...> : tensor<...>)");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Constant, {}); }), "'stablehlo.constant' op requires attribute 'value'");
  EXPECT_CONTAINS(buildError([&] { b.constant(ElementType::I32, 1e30); }), "cannot represent 1e+30 as tensor<i32>");
}

TEST_F(BuilderTest, Iota) {
  Value* i = b.iota(ty("tensor<4x5xi32>"), 1);
  EXPECT_EQ(i->type().str(), "tensor<4x5xi32>");
  EXPECT_EQ(i->definingOp()->attr("iota_dimension").intValue(), 1);
  EXPECT_EQ(b.iota(ty("tensor<3xf32>"), 0)->type().str(), "tensor<3xf32>");
  EXPECT_EQ(buildError([&] { b.iota(ty("tensor<4x5xi32>"), 2); }),
            "'stablehlo.iota' op iota_dimension = 2 is outside [0, 2) for the result type tensor<4x5xi32>");
  EXPECT_EQ(buildError([&] { b.iota(ty("tensor<4xi1>"), 0); }),
            "'stablehlo.iota' op result #0 has type tensor<4xi1> but needs integer or floating-point elements");
  EXPECT_CONTAINS(buildError([&] { b.iota(ty("tensor<i32>"), 0); }), "outside [0, 0)");
}

// ---- Unary elementwise ----

struct UnaryCase {
  OpCode code;
  const char* good;
  const char* bad;
  const char* needs;
};

TEST_F(BuilderTest, UnaryOpsKeepTypeAndCheckElementClass) {
  const UnaryCase cases[] = {
      {OpCode::Abs, "tensor<3xi32>", "tensor<3xui32>", "signed integer or floating-point"},
      {OpCode::Abs, "tensor<3xf16>", "tensor<3xi1>", "signed integer or floating-point"},
      {OpCode::Cbrt, "tensor<2xf64>", "tensor<2xi32>", "floating-point"},
      {OpCode::Ceil, "tensor<bf16>", "tensor<i8>", "floating-point"},
      {OpCode::CountLeadingZeros, "tensor<2xui16>", "tensor<2xi1>", "integer"},
      {OpCode::CountLeadingZeros, "tensor<2xi64>", "tensor<2xf32>", "integer"},
      {OpCode::Cosine, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::Exponential, "tensor<2xf32>", "tensor<2xui8>", "floating-point"},
      {OpCode::ExponentialMinusOne, "tensor<2xf16>", "tensor<2xi16>", "floating-point"},
      {OpCode::Floor, "tensor<2xf32>", "tensor<2xi1>", "floating-point"},
      {OpCode::Log, "tensor<2xf64>", "tensor<2xi64>", "floating-point"},
      {OpCode::LogPlusOne, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::Logistic, "tensor<2xbf16>", "tensor<2xi32>", "floating-point"},
      {OpCode::Negate, "tensor<2xui32>", "tensor<2xi1>", "integer or floating-point"},
      {OpCode::Negate, "tensor<2xf32>", "tensor<2xi1>", "integer or floating-point"},
      {OpCode::Not, "tensor<2xi1>", "tensor<2xf32>", "boolean or integer"},
      {OpCode::Not, "tensor<2xui8>", "tensor<2xbf16>", "boolean or integer"},
      {OpCode::Popcnt, "tensor<2xi8>", "tensor<2xi1>", "integer"},
      {OpCode::RoundNearestAfz, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::RoundNearestEven, "tensor<2xf64>", "tensor<2xi32>", "floating-point"},
      {OpCode::Rsqrt, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::Sign, "tensor<2xi8>", "tensor<2xui8>", "signed integer or floating-point"},
      {OpCode::Sine, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::Sqrt, "tensor<2x3xf32>", "tensor<2x3xi32>", "floating-point"},
      {OpCode::Tan, "tensor<2xf32>", "tensor<2xi32>", "floating-point"},
      {OpCode::Tanh, "tensor<2xf16>", "tensor<2xi32>", "floating-point"},
  };
  for (const UnaryCase& c : cases) {
    SCOPED_TRACE(std::string(opName(c.code)) + " " + c.good);
    Value* good = param(c.good);
    EXPECT_EQ(b.unary(c.code, good)->type().str(), c.good);
    Value* bad = param(c.bad);
    EXPECT_EQ(buildError([&] { b.unary(c.code, bad); }),
              "'" + std::string(opName(c.code)) + "' op operand #0 has type " + c.bad + " but needs " + c.needs +
                  " elements");
  }
}

TEST_F(BuilderTest, UnaryOpsRejectNonTensorsAndWrongArity) {
  Value* tok = b.afterAll({});
  EXPECT_EQ(buildError([&] { b.sqrt(tok); }),
            "'stablehlo.sqrt' op operand #0 must be a tensor but has type !stablehlo.token");
  Value* x = param("tensor<f32>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Sqrt, {x, x}); }), "'stablehlo.sqrt' op expects 1 operand but has 2");
}

TEST_F(BuilderTest, IsFiniteGivesBooleans) {
  Value* x = param("tensor<7xf64>");
  EXPECT_EQ(b.isFinite(x)->type().str(), "tensor<7xi1>");
  Value* i = param("tensor<7xi32>");
  EXPECT_EQ(buildError([&] { b.isFinite(i); }),
            "'stablehlo.is_finite' op operand #0 has type tensor<7xi32> but needs floating-point elements");
}

TEST_F(BuilderTest, ReducePrecision) {
  Value* x = param("tensor<6xf32>");
  Value* r = b.reducePrecision(x, 5, 2);
  EXPECT_EQ(r->type().str(), "tensor<6xf32>");
  EXPECT_EQ(r->definingOp()->attr("exponent_bits").elementType(), ElementType::I32);
  EXPECT_EQ(buildError([&] { b.reducePrecision(x, 0, 2); }),
            "'stablehlo.reduce_precision' op exponent_bits = 0 must be at least 1");
  EXPECT_EQ(buildError([&] { b.reducePrecision(x, 5, -1); }),
            "'stablehlo.reduce_precision' op mantissa_bits = -1 must not be negative");
  Value* i = param("tensor<6xi32>");
  EXPECT_CONTAINS(buildError([&] { b.reducePrecision(i, 5, 2); }), "needs floating-point elements");
}

// ---- Binary elementwise ----

struct BinaryCase {
  OpCode code;
  const char* good;
  const char* bad;  // nullptr: every element type is allowed
  const char* needs;
};

TEST_F(BuilderTest, BinaryOpsKeepTypeAndCheckElementClass) {
  const BinaryCase cases[] = {
      {OpCode::Add, "tensor<2x2xi1>", nullptr, ""},
      {OpCode::Add, "tensor<2x2xf32>", nullptr, ""},
      {OpCode::And, "tensor<2xi32>", "tensor<2xf32>", "boolean or integer"},
      {OpCode::And, "tensor<2xi1>", "tensor<2xbf16>", "boolean or integer"},
      {OpCode::Atan2, "tensor<3xf64>", "tensor<3xi64>", "floating-point"},
      {OpCode::Divide, "tensor<4xi32>", "tensor<4xi1>", "integer or floating-point"},
      {OpCode::Maximum, "tensor<2xi1>", nullptr, ""},
      {OpCode::Minimum, "tensor<2xui64>", nullptr, ""},
      {OpCode::Multiply, "tensor<2xi1>", nullptr, ""},
      {OpCode::Or, "tensor<2xui8>", "tensor<2xf16>", "boolean or integer"},
      {OpCode::Power, "tensor<6xf64>", "tensor<6xi1>", "integer or floating-point"},
      {OpCode::Remainder, "tensor<4xi64>", "tensor<4xi1>", "integer or floating-point"},
      {OpCode::ShiftLeft, "tensor<3xi64>", "tensor<3xi1>", "integer"},
      {OpCode::ShiftRightArithmetic, "tensor<3xi8>", "tensor<3xf32>", "integer"},
      {OpCode::ShiftRightLogical, "tensor<3xui32>", "tensor<3xf32>", "integer"},
      {OpCode::Subtract, "tensor<2x2xf32>", "tensor<2x2xi1>", "integer or floating-point"},
      {OpCode::Xor, "tensor<2xi1>", "tensor<2xf32>", "boolean or integer"},
  };
  for (const BinaryCase& c : cases) {
    SCOPED_TRACE(std::string(opName(c.code)) + " " + c.good);
    Value* good = param(c.good);
    EXPECT_EQ(b.binary(c.code, good, good)->type().str(), c.good);
    if (!c.bad) continue;
    Value* bad = param(c.bad);
    EXPECT_EQ(buildError([&] { b.binary(c.code, bad, bad); }),
              "'" + std::string(opName(c.code)) + "' op operand #0 has type " + c.bad + " but needs " + c.needs +
                  " elements");
  }
}

TEST_F(BuilderTest, BinaryOpsNeedEqualTypes) {
  Value* a = param("tensor<2xf32>");
  Value* c = param("tensor<3xf32>");
  Value* d = param("tensor<2xf64>");
  EXPECT_EQ(buildError([&] { b.add(a, c); }),
            "'stablehlo.add' op operand #1 has type tensor<3xf32> but operand #0 has type tensor<2xf32>; elementwise "
            "ops need equal shapes and element types");
  EXPECT_CONTAINS(buildError([&] { b.multiply(a, d); }),
                  "'stablehlo.multiply' op operand #1 has type tensor<2xf64> but operand #0 has type tensor<2xf32>");
  Value* s = param("tensor<f32>");
  EXPECT_CONTAINS(buildError([&] { b.sub(a, s); }), "elementwise ops need equal shapes");  // no implicit broadcast
  EXPECT_EQ(b.sub(a, a)->type().str(), "tensor<2xf32>");
  EXPECT_EQ(b.div(a, a)->definingOp()->code(), OpCode::Divide);
  EXPECT_EQ(b.max(a, a)->definingOp()->code(), OpCode::Maximum);
  EXPECT_EQ(b.min(a, a)->definingOp()->code(), OpCode::Minimum);
  EXPECT_EQ(b.mul(a, a)->definingOp()->code(), OpCode::Multiply);
  EXPECT_EQ(b.neg(a)->definingOp()->code(), OpCode::Negate);
}

// ---- compare, select, clamp, convert, bitcast ----

TEST_F(BuilderTest, CompareDefaultsCompareTypeLikeJax) {
  struct Case {
    const char* type;
    const char* expected;
  };
  for (Case c : {Case{"tensor<2xf32>", "FLOAT"}, Case{"tensor<2xbf16>", "FLOAT"}, Case{"tensor<2xi32>", "SIGNED"},
                 Case{"tensor<2xi8>", "SIGNED"}, Case{"tensor<2xui8>", "UNSIGNED"}, Case{"tensor<2xi1>", "UNSIGNED"}}) {
    Value* x = param(c.type);
    Value* r = b.compare(x, x, ComparisonDirection::LT);
    EXPECT_EQ(r->type(), x->type().withElementType(ElementType::I1));
    EXPECT_EQ(r->definingOp()->attr("compare_type").str(), c.expected) << c.type;
    EXPECT_EQ(r->definingOp()->attr("compare_type").enumGroup(), "comparison_type");
    EXPECT_EQ(r->definingOp()->attr("comparison_direction").str(), "LT");
  }
  EXPECT_EQ(defaultCompareType(ElementType::UI64), CompareType::Unsigned);
  EXPECT_EQ(comparisonDirectionName(ComparisonDirection::GE), "GE");
  EXPECT_EQ(compareTypeName(CompareType::TotalOrder), "TOTALORDER");
}

TEST_F(BuilderTest, CompareErrors) {
  Value* f = param("tensor<2xf32>");
  Value* i = param("tensor<2xi32>");
  Value* u = param("tensor<2xui32>");
  EXPECT_EQ(buildError([&] { b.compare(f, f, ComparisonDirection::EQ, CompareType::Signed); }),
            "'stablehlo.compare' op compare_type SIGNED does not fit element type f32; it compares as FLOAT or "
            "TOTALORDER");
  EXPECT_EQ(buildError([&] { b.compare(i, i, ComparisonDirection::EQ, CompareType::Unsigned); }),
            "'stablehlo.compare' op compare_type UNSIGNED does not fit element type i32; it compares as SIGNED");
  EXPECT_CONTAINS(buildError([&] { b.compare(u, u, ComparisonDirection::EQ, CompareType::Float); }),
                  "it compares as UNSIGNED");
  EXPECT_CONTAINS(buildError([&] { b.compare(f, i, ComparisonDirection::EQ); }),
                  "operand #1 has type tensor<2xi32> but operand #0 has type tensor<2xf32>");
  EXPECT_EQ(b.compare(f, f, ComparisonDirection::NE, CompareType::TotalOrder)->type().str(), "tensor<2xi1>");
  NamedAttrList noDirection;
  EXPECT_EQ(buildError([&] { b.create(OpCode::Compare, {f, f}, noDirection); }),
            "'stablehlo.compare' op requires attribute 'comparison_direction'");
  NamedAttrList badDirection({{"comparison_direction", Attr::enumValue("comparison_direction", "LTE")}});
  EXPECT_EQ(buildError([&] { b.create(OpCode::Compare, {f, f}, badDirection); }),
            "'stablehlo.compare' op attribute 'comparison_direction' is LTE; expected one of EQ, NE, GE, GT, LE, LT");
  NamedAttrList wrongGroup({{"comparison_direction", Attr::enumValue("precision", "LT")}});
  EXPECT_EQ(buildError([&] { b.create(OpCode::Compare, {f, f}, wrongGroup); }),
            "'stablehlo.compare' op attribute 'comparison_direction' must be a #stablehlo<comparison_direction ...> "
            "enum");
}

TEST_F(BuilderTest, Select) {
  Value* pred = param("tensor<2x2xi1>");
  Value* scalarPred = param("tensor<i1>");
  Value* x = param("tensor<2x2xi32>");
  Value* y = param("tensor<2x2xi32>");
  EXPECT_EQ(b.select(pred, x, y)->type().str(), "tensor<2x2xi32>");
  EXPECT_EQ(b.select(scalarPred, x, y)->type().str(), "tensor<2x2xi32>");
  Value* badPred = param("tensor<2xi1>");
  EXPECT_EQ(buildError([&] { b.select(badPred, x, y); }),
            "'stablehlo.select' op operand #0 (pred) has type tensor<2xi1> but must be 0-dimensional or have the "
            "shape of operand #1 (on_true) of type tensor<2x2xi32>");
  Value* floatPred = param("tensor<2x2xf32>");
  EXPECT_EQ(buildError([&] { b.select(floatPred, x, y); }),
            "'stablehlo.select' op operand #0 (pred) has type tensor<2x2xf32> but needs i1 elements");
  Value* z = param("tensor<2x2xi64>");
  EXPECT_EQ(buildError([&] { b.select(pred, x, z); }),
            "'stablehlo.select' op operand #2 (on_false) has type tensor<2x2xi64> but operand #1 (on_true) has type "
            "tensor<2x2xi32>; select needs equal types");
}

TEST_F(BuilderTest, Clamp) {
  Value* lo = param("tensor<f32>");
  Value* x = param("tensor<3xf32>");
  Value* hi = param("tensor<3xf32>");
  EXPECT_EQ(b.clamp(lo, x, hi)->type().str(), "tensor<3xf32>");
  Value* badShape = param("tensor<2xf32>");
  EXPECT_EQ(buildError([&] { b.clamp(badShape, x, hi); }),
            "'stablehlo.clamp' op operand #0 (min) has type tensor<2xf32> but must be 0-dimensional or have the shape "
            "of operand #1 of type tensor<3xf32>");
  Value* badElement = param("tensor<f64>");
  EXPECT_EQ(buildError([&] { b.clamp(lo, x, badElement); }),
            "'stablehlo.clamp' op operand #2 (max) has type tensor<f64> but operand #1 has type tensor<3xf32>; clamp "
            "needs one element type");
}

TEST_F(BuilderTest, ConvertKeepsShape) {
  Value* x = param("tensor<3x2xi32>");
  EXPECT_EQ(b.convert(x, ElementType::F32)->type().str(), "tensor<3x2xf32>");
  EXPECT_EQ(b.convert(x, ElementType::I1)->type().str(), "tensor<3x2xi1>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Convert, {x}, {}, tys({"tensor<6xf32>"})); }),
            "'stablehlo.convert' op result #0 has type tensor<6xf32> but operand #0 has type tensor<3x2xi32>; "
            "convert keeps the shape");
  EXPECT_EQ(buildError([&] { b.convert(b.afterAll({}), ElementType::F32); }),
            "'stablehlo.convert' op operand #0 must be a tensor but has type !stablehlo.token");
}

TEST_F(BuilderTest, BitcastConvertFollowsBitWidths) {
  Value* f = param("tensor<2xf32>");
  EXPECT_EQ(b.bitcastConvert(f, ty("tensor<2xi32>"))->type().str(), "tensor<2xi32>");
  EXPECT_EQ(b.bitcastConvert(f, ty("tensor<2x4xi8>"))->type().str(), "tensor<2x4xi8>");
  Value* bytes = param("tensor<3x4xui8>");
  EXPECT_EQ(b.bitcastConvert(bytes, ty("tensor<3xf32>"))->type().str(), "tensor<3xf32>");
  EXPECT_EQ(buildError([&] { b.bitcastConvert(f, ty("tensor<2x2xi8>")); }),
            "'stablehlo.bitcast_convert' op result #0 has type tensor<2x2xi8> but bitcasting operand #0 of type "
            "tensor<2xf32> to i8 elements gives shape [2, 4]");
  Value* odd = param("tensor<3x2xui8>");
  EXPECT_EQ(buildError([&] { b.bitcastConvert(odd, ty("tensor<3xf32>")); }),
            "'stablehlo.bitcast_convert' op operand #0 has type tensor<3x2xui8> but bitcasting 8-bit to 32-bit "
            "elements needs its last dimension to be 4");
  EXPECT_CONTAINS(buildError([&] { b.bitcastConvert(f, ty("tensor<3xi32>")); }), "gives shape [2]");
}

// ---- Shape and data movement ----

TEST_F(BuilderTest, BroadcastInDim) {
  Value* v = param("tensor<3xf32>");
  Value* r = b.broadcastInDim(v, {2, 3}, {1});
  EXPECT_EQ(r->type().str(), "tensor<2x3xf32>");
  EXPECT_EQ(r->definingOp()->attr("broadcast_dimensions").ints()[0], 1);
  Value* row = param("tensor<1x3xi32>");
  EXPECT_EQ(b.broadcastInDim(row, {2, 3, 2}, {2, 1})->type().str(), "tensor<2x3x2xi32>");
  Value* s = param("tensor<f32>");
  EXPECT_EQ(b.broadcastInDim(s, {4, 4}, {})->type().str(), "tensor<4x4xf32>");
  EXPECT_EQ(buildError([&] { b.broadcastInDim(v, {2, 3}, {0, 1}); }),
            "'stablehlo.broadcast_in_dim' op broadcast_dimensions has 2 elements but needs 1, the rank of operand #0 "
            "(tensor<3xf32>)");
  EXPECT_EQ(buildError([&] { b.broadcastInDim(v, {2, 3}, {2}); }),
            "'stablehlo.broadcast_in_dim' op broadcast_dimensions = [2] holds 2, outside [0, 2) for the result type "
            "tensor<2x3xf32>");
  EXPECT_EQ(buildError([&] { b.broadcastInDim(v, {2, 3}, {0}); }),
            "'stablehlo.broadcast_in_dim' op dimension 0 of operand #0 (tensor<3xf32>) has size 3 but result "
            "dimension 0 (tensor<2x3xf32>) has size 2; broadcasting needs equal sizes or 1");
  Value* m = param("tensor<3x3xf32>");
  EXPECT_EQ(buildError([&] { b.broadcastInDim(m, {3, 3}, {1, 1}); }),
            "'stablehlo.broadcast_in_dim' op broadcast_dimensions = [1, 1] repeats dimension 1");
  EXPECT_EQ(buildError([&] { b.create(OpCode::BroadcastInDim, {v}, {}, tys({"tensor<2x3xf64>"})); }),
            "'stablehlo.broadcast_in_dim' op result #0 has type tensor<2x3xf64> but operand #0 has type "
            "tensor<3xf32>; broadcast_in_dim keeps the element type");
  NamedAttrList wrongKind({{"broadcast_dimensions", Attr::integer(1)}});
  EXPECT_EQ(buildError([&] { b.create(OpCode::BroadcastInDim, {v}, wrongKind, tys({"tensor<2x3xf32>"})); }),
            "'stablehlo.broadcast_in_dim' op attribute 'broadcast_dimensions' must be a dense i64 array "
            "(array<i64: ...>)");
}

TEST_F(BuilderTest, Reshape) {
  Value* x = param("tensor<2x3xi32>");
  EXPECT_EQ(b.reshape(x, {3, 2})->type().str(), "tensor<3x2xi32>");
  EXPECT_EQ(b.reshape(x, {6})->type().str(), "tensor<6xi32>");
  Value* one = param("tensor<1x1xf32>");
  EXPECT_EQ(b.reshape(one, {})->type().str(), "tensor<f32>");
  EXPECT_EQ(buildError([&] { b.reshape(x, {5}); }),
            "'stablehlo.reshape' op result #0 has type tensor<5xi32> with 5 elements but operand #0 has type "
            "tensor<2x3xi32> with 6; reshape keeps the element count");
  EXPECT_CONTAINS(buildError([&] { b.create(OpCode::Reshape, {x}, {}, tys({"tensor<6xf32>"})); }),
                  "reshape keeps the element type");
}

TEST_F(BuilderTest, Transpose) {
  Value* x = param("tensor<2x3x4xf32>");
  EXPECT_EQ(b.transpose(x, {2, 0, 1})->type().str(), "tensor<4x2x3xf32>");
  EXPECT_EQ(b.transpose(x, {0, 1, 2})->type().str(), "tensor<2x3x4xf32>");
  EXPECT_EQ(buildError([&] { b.transpose(x, {0, 0, 1}); }),
            "'stablehlo.transpose' op permutation = [0, 0, 1] is not a permutation of [0, 3) for operand #0 "
            "(tensor<2x3x4xf32>)");
  EXPECT_EQ(buildError([&] { b.transpose(x, {1, 0}); }),
            "'stablehlo.transpose' op permutation has 2 elements but needs 3, the rank of operand #0 "
            "(tensor<2x3x4xf32>)");
  EXPECT_CONTAINS(buildError([&] { b.transpose(x, {0, 1, 3}); }), "is not a permutation of [0, 3)");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Transpose, {x}); }),
            "'stablehlo.transpose' op requires attribute 'permutation'");
}

TEST_F(BuilderTest, Slice) {
  Value* x = param("tensor<10x4xf32>");
  EXPECT_EQ(b.slice(x, {2, 0}, {9, 4}, {3, 1})->type().str(), "tensor<3x4xf32>");
  EXPECT_EQ(b.slice(x, {1, 2}, {3, 4})->type().str(), "tensor<2x2xf32>");
  EXPECT_EQ(b.slice(x, {4, 4}, {4, 4})->type().str(), "tensor<0x0xf32>");
  Operation* op = b.slice(x, {0, 0}, {1, 1})->definingOp();
  EXPECT_EQ(op->attr("strides").ints().size(), 2u);  // written out explicitly, as StableHLO requires
  EXPECT_EQ(buildError([&] { b.slice(x, {2, 0}, {11, 4}); }),
            "'stablehlo.slice' op slice 2:11 of dimension 0 does not fit operand #0 (tensor<10x4xf32>); it needs 0 "
            "<= start <= limit <= 10");
  EXPECT_CONTAINS(buildError([&] { b.slice(x, {3, 0}, {2, 4}); }), "slice 3:2 of dimension 0 does not fit");
  EXPECT_EQ(buildError([&] { b.slice(x, {0, 0}, {1, 1}, {1, 0}); }),
            "'stablehlo.slice' op strides = [1, 0] holds 0; each must be positive");
  EXPECT_CONTAINS(buildError([&] { b.slice(x, {0}, {1, 1}); }), "start_indices has 1 element but needs 2");
  // An absent strides attribute means all ones.
  NamedAttrList noStrides({{"start_indices", Attr::i64Array({0, 1})}, {"limit_indices", Attr::i64Array({5, 3})}});
  EXPECT_EQ(b.create(OpCode::Slice, {x}, noStrides)->result()->type().str(), "tensor<5x2xf32>");
}

TEST_F(BuilderTest, DynamicSlice) {
  Value* x = param("tensor<4x4xi32>");
  Value* i = param("tensor<i64>");
  Value* j = param("tensor<i64>");
  EXPECT_EQ(b.dynamicSlice(x, {i, j}, {2, 2})->type().str(), "tensor<2x2xi32>");
  EXPECT_EQ(buildError([&] { b.dynamicSlice(x, {i}, {2, 2}); }),
            "'stablehlo.dynamic_slice' op has 1 start indices but needs 2, one per dimension of operand #0 "
            "(tensor<4x4xi32>)");
  Value* k = param("tensor<i32>");
  EXPECT_EQ(buildError([&] { b.dynamicSlice(x, {i, k}, {2, 2}); }),
            "'stablehlo.dynamic_slice' op operand #2 (start index) has type tensor<i32> but operand #1 has type "
            "tensor<i64>; start indices need one type");
  Value* fi = param("tensor<f32>");
  EXPECT_EQ(buildError([&] { b.dynamicSlice(x, {fi, fi}, {2, 2}); }),
            "'stablehlo.dynamic_slice' op operand #1 (start index) has type tensor<f32> but needs a 0-dimensional "
            "integer tensor");
  Value* vi = param("tensor<1xi64>");
  EXPECT_CONTAINS(buildError([&] { b.dynamicSlice(x, {vi, vi}, {2, 2}); }), "needs a 0-dimensional integer tensor");
  EXPECT_EQ(buildError([&] { b.dynamicSlice(x, {i, j}, {2, 5}); }),
            "'stablehlo.dynamic_slice' op slice_sizes = [2, 5] holds 5 for dimension 1, outside [0, 4] of operand #0 "
            "(tensor<4x4xi32>)");
  EXPECT_CONTAINS(buildError([&] { b.dynamicSlice(x, {i, j}, {2}); }), "slice_sizes has 1 element but needs 2");
}

TEST_F(BuilderTest, DynamicUpdateSlice) {
  Value* x = param("tensor<4x4xi32>");
  Value* u = param("tensor<2x2xi32>");
  Value* i = param("tensor<i64>");
  EXPECT_EQ(b.dynamicUpdateSlice(x, u, {i, i})->type().str(), "tensor<4x4xi32>");
  Value* big = param("tensor<2x5xi32>");
  EXPECT_EQ(buildError([&] { b.dynamicUpdateSlice(x, big, {i, i}); }),
            "'stablehlo.dynamic_update_slice' op operand #1 (update) of type tensor<2x5xi32> does not fit in operand "
            "#0 of type tensor<4x4xi32>: dimension 1 has size 5 > 4");
  Value* flat = param("tensor<2xi32>");
  EXPECT_EQ(buildError([&] { b.dynamicUpdateSlice(x, flat, {i, i}); }),
            "'stablehlo.dynamic_update_slice' op operand #1 (update) has type tensor<2xi32> of rank 1 but operand #0 "
            "(tensor<4x4xi32>) has rank 2");
  Value* fu = param("tensor<2x2xf32>");
  EXPECT_CONTAINS(buildError([&] { b.dynamicUpdateSlice(x, fu, {i, i}); }), "the update needs the same element type");
  EXPECT_CONTAINS(buildError([&] { b.dynamicUpdateSlice(x, u, {i}); }), "has 1 start indices but needs 2");
}

TEST_F(BuilderTest, Concatenate) {
  Value* a = param("tensor<3x2xi64>");
  Value* c = param("tensor<1x2xi64>");
  EXPECT_EQ(b.concatenate({a, c}, 0)->type().str(), "tensor<4x2xi64>");
  EXPECT_EQ(b.concatenate({a}, 1)->type().str(), "tensor<3x2xi64>");
  EXPECT_EQ(buildError([&] { b.concatenate({a, c}, 1); }),
            "'stablehlo.concatenate' op operand #1 has type tensor<1x2xi64> but operand #0 has type tensor<3x2xi64>; "
            "shapes may differ only in dimension 1");
  EXPECT_EQ(buildError([&] { b.concatenate({a, c}, 2); }),
            "'stablehlo.concatenate' op dimension = 2 is outside [0, 2) for operand #0 (tensor<3x2xi64>)");
  Value* f = param("tensor<1x2xf32>");
  EXPECT_CONTAINS(buildError([&] { b.concatenate({a, f}, 0); }), "concatenate needs one element type");
  EXPECT_EQ(buildError([&] { b.concatenate({}, 0); }),
            "'stablehlo.concatenate' op expects at least 1 operand (the tensors to concatenate) but has 0");
  Value* s = param("tensor<f32>");
  EXPECT_CONTAINS(buildError([&] { b.concatenate({s, s}, 0); }), "dimension = 0 is outside [0, 0)");
}

TEST_F(BuilderTest, Pad) {
  Value* x = param("tensor<2x3xi32>");
  Value* zero = param("tensor<i32>");
  EXPECT_EQ(b.pad(x, zero, {0, 1}, {2, 1}, {1, 2})->type().str(), "tensor<5x9xi32>");
  EXPECT_EQ(b.pad(x, zero, {-1, 0}, {0, -2})->type().str(), "tensor<1x1xi32>");
  EXPECT_EQ(buildError([&] { b.pad(x, zero, {0, 0}, {0, 0}, {0, -1}); }),
            "'stablehlo.pad' op interior_padding = [0, -1] holds -1; interior padding must not be negative");
  EXPECT_EQ(buildError([&] { b.pad(x, zero, {-2, 0}, {-1, 0}); }),
            "'stablehlo.pad' op padding dimension 0 of operand #0 (tensor<2x3xi32>) by low -2, high -1, interior 0 "
            "gives negative size -1");
  Value* fz = param("tensor<f32>");
  EXPECT_EQ(buildError([&] { b.pad(x, fz, {0, 0}, {0, 0}); }),
            "'stablehlo.pad' op operand #1 (padding_value) has type tensor<f32> but operand #0 has type "
            "tensor<2x3xi32>; pad needs one element type");
  Value* vz = param("tensor<1xi32>");
  EXPECT_EQ(buildError([&] { b.pad(x, vz, {0, 0}, {0, 0}); }),
            "'stablehlo.pad' op operand #1 (padding_value) must be a 0-dimensional tensor but has type tensor<1xi32>");
  EXPECT_CONTAINS(buildError([&] { b.pad(x, zero, {0}, {0, 0}); }), "edge_padding_low has 1 element but needs 2");
}

TEST_F(BuilderTest, Reverse) {
  Value* x = param("tensor<3x2xi32>");
  EXPECT_EQ(b.reverse(x, {1})->type().str(), "tensor<3x2xi32>");
  EXPECT_EQ(b.reverse(x, {})->type().str(), "tensor<3x2xi32>");
  EXPECT_EQ(buildError([&] { b.reverse(x, {1, 1}); }), "'stablehlo.reverse' op dimensions = [1, 1] repeats dimension 1");
  EXPECT_EQ(buildError([&] { b.reverse(x, {2}); }),
            "'stablehlo.reverse' op dimensions = [2] holds 2, outside [0, 2) for operand #0 (tensor<3x2xi32>)");
}

}  // namespace
}  // namespace juxla::ir::test
