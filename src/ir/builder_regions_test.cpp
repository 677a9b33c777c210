// Builder tests, part 3: ops with regions (reductions, sort, map, control flow), tuples, tokens,
// effects, custom calls and calls.
#include <gtest/gtest.h>

#include <cmath>

#include "ir/builder.h"
#include "ir/ir_test_support.h"

namespace juxla::ir::test {
namespace {

using BuilderRegionsTest = IrFixture;

std::vector<Value*> yield(std::initializer_list<Value*> values) { return values; }

// ---- reduce ----

TEST_F(BuilderRegionsTest, ReduceWithCombinerShortcut) {
  Value* x = param("tensor<1x6xi32>");
  Value* zero = b.constant(ElementType::I32, 0);
  Value* sum = b.reduce(x, zero, {1}, OpCode::Add);
  EXPECT_EQ(sum->type().str(), "tensor<1xi32>");
  const Block& body = sum->definingOp()->region(0).block();
  EXPECT_EQ(body.argTypes(), tys({"tensor<i32>", "tensor<i32>"}));
  EXPECT_EQ(body.front()->code(), OpCode::Add);
  EXPECT_EQ(body.back()->code(), OpCode::Return);
  Value* all = b.reduce(x, zero, {0, 1}, OpCode::Maximum);
  EXPECT_EQ(all->type().str(), "tensor<i32>");
  EXPECT_EQ(b.reduce(x, zero, {}, OpCode::Add)->type().str(), "tensor<1x6xi32>");
}

TEST_F(BuilderRegionsTest, VariadicReduceArgmax) {
  Value* values = param("tensor<4x5xf32>");
  Value* indices = b.iota(ty("tensor<4x5xi32>"), 1);
  Value* ninf = b.constant(ElementType::F32, -INFINITY);
  Value* zero = b.constant(ElementType::I32, 0);
  std::vector<Value*> r = b.reduce({values, indices}, {ninf, zero}, {1}, [](Builder& in, std::span<Value* const> a) {
    Value* takeLeft = in.compare(a[0], a[2], ComparisonDirection::GE);
    return yield({in.select(takeLeft, a[0], a[2]), in.select(takeLeft, a[1], a[3])});
  });
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0]->type().str(), "tensor<4xf32>");
  EXPECT_EQ(r[1]->type().str(), "tensor<4xi32>");
  EXPECT_EQ(r[0]->definingOp()->region(0).block().argTypes(),
            tys({"tensor<f32>", "tensor<i32>", "tensor<f32>", "tensor<i32>"}));
}

TEST_F(BuilderRegionsTest, ReduceErrors) {
  Value* x = param("tensor<2x3xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  Value* izero = b.constant(ElementType::I32, 0);
  EXPECT_EQ(buildError([&] { b.reduce(x, izero, {0}, OpCode::Add); }),
            "'stablehlo.reduce' op operand #1 (init value) has type tensor<i32> but needs tensor<f32> to match operand "
            "#0 (tensor<2x3xf32>)");
  EXPECT_EQ(buildError([&] { b.reduce(x, zero, {2}, OpCode::Add); }),
            "'stablehlo.reduce' op dimensions = [2] holds 2, outside [0, 2) for operand #0 (tensor<2x3xf32>)");
  EXPECT_EQ(buildError([&] { b.reduce(x, zero, {0, 0}, OpCode::Add); }),
            "'stablehlo.reduce' op dimensions = [0, 0] repeats dimension 0");
  EXPECT_EQ(buildError([&] {
              b.reduce({x}, {zero}, {0}, [](Builder& in, std::span<Value* const> a) {
                return yield({in.convert(in.add(a[0], a[1]), ElementType::F64)});
              });
            }),
            "'stablehlo.reduce' op region #0 (body) returns tensor<f64> as value #0 but needs tensor<f32>");
  EXPECT_EQ(buildError([&] {
              b.reduce({x}, {zero}, {0}, [](Builder& in, std::span<Value* const> a) { return yield({a[0], a[1]}); });
            }),
            "'stablehlo.reduce' op region #0 (body) returns 2 values (tensor<f32>, tensor<f32>) but needs 1: "
            "(tensor<f32>)");
  Value* y = param("tensor<3x2xf32>");
  EXPECT_EQ(buildError([&] { b.reduce({x, y}, {zero, zero}, {0}, Builder::combineWith(OpCode::Add)); }),
            "'stablehlo.reduce' op operand #1 (input) has type tensor<3x2xf32> but operand #0 has type "
            "tensor<2x3xf32>; inputs need one shape");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Reduce, {x, zero, x}); }),
            "'stablehlo.reduce' op expects 2N operands (N inputs, then N init values, N >= 1) but has 3");
}

TEST_F(BuilderRegionsTest, RegionBodyThatReturnsItself) {
  Value* x = param("tensor<4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  Value* r = b.reduce({x}, {zero}, {0}, [](Builder& in, std::span<Value* const> a) {
    in.return_({in.add(a[0], a[1])});
    return std::vector<Value*>{};
  })[0];
  EXPECT_EQ(r->type().str(), "tensor<f32>");
  EXPECT_EQ(r->definingOp()->region(0).block().size(), 2u);
  EXPECT_CONTAINS(buildError([&] {
                    b.reduce({x}, {zero}, {0}, [](Builder& in, std::span<Value* const> a) {
                      in.return_({a[0]});
                      return yield({a[0]});
                    });
                  }),
                  "'stablehlo.reduce' op region #0 both ends in a terminator and returns values from its body");
}

// ---- reduce_window and select_and_scatter ----

TEST_F(BuilderRegionsTest, ReduceWindowFromTheSpec) {
  Value* x = param("tensor<3x2xi32>");
  Value* zero = b.constant(ElementType::I32, 0);
  WindowOptions w;
  w.dimensions = {2, 1};
  w.strides = {4, 1};
  w.baseDilations = {2, 1};
  w.windowDilations = {3, 1};
  w.padding = {{2, 1}, {0, 0}};
  Value* r = b.reduceWindow(x, zero, w, OpCode::Add);
  EXPECT_EQ(r->type().str(), "tensor<2x2xi32>");
  EXPECT_EQ(r->definingOp()->attr("padding").type().str(), "tensor<2x2xi64>");
}

TEST_F(BuilderRegionsTest, ReduceWindowMaxPool) {
  Value* x = param("tensor<1x3x32x32xf32>");
  Value* ninf = b.constant(ElementType::F32, -INFINITY);
  WindowOptions pool;
  pool.dimensions = {1, 1, 2, 2};
  pool.strides = {1, 1, 2, 2};
  Value* r = b.reduceWindow(x, ninf, pool, OpCode::Maximum);
  EXPECT_EQ(r->type().str(), "tensor<1x3x16x16xf32>");
  EXPECT_FALSE(r->definingOp()->attrs().has("padding"));
  WindowOptions bigger;
  bigger.dimensions = {1, 1, 40, 1};
  EXPECT_EQ(b.reduceWindow(x, ninf, bigger, OpCode::Maximum)->type().str(), "tensor<1x3x0x32xf32>");
}

TEST_F(BuilderRegionsTest, ReduceWindowErrors) {
  Value* x = param("tensor<4x4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  WindowOptions w;
  w.dimensions = {2};
  EXPECT_EQ(buildError([&] { b.reduceWindow(x, zero, w, OpCode::Add); }),
            "'stablehlo.reduce_window' op window_dimensions has 1 element but needs 2, the rank of operand #0 "
            "(tensor<4x4xf32>)");
  w.dimensions = {2, 0};
  EXPECT_EQ(buildError([&] { b.reduceWindow(x, zero, w, OpCode::Add); }),
            "'stablehlo.reduce_window' op window_dimensions = [2, 0] holds 0; each must be positive");
  w.dimensions = {2, 2};
  w.baseDilations = {1, -1};
  EXPECT_CONTAINS(buildError([&] { b.reduceWindow(x, zero, w, OpCode::Add); }),
                  "base_dilations = [1, -1] holds -1; each must be positive");
  w.baseDilations = {};
  w.padding = {{0, 0}};
  EXPECT_CONTAINS(buildError([&] { b.reduceWindow(x, zero, w, OpCode::Add); }),
                  "attribute 'padding' has type tensor<1x2xi64> but needs tensor<2x2xi64>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::ReduceWindow, {x, zero}, {}, std::nullopt, 1); }),
            "'stablehlo.reduce_window' op requires attribute 'window_dimensions'");
}

TEST_F(BuilderRegionsTest, SelectAndScatterFromTheSpec) {
  Value* operand = param("tensor<4x2xi32>");
  Value* source = param("tensor<2x2xi32>");
  Value* zero = b.constant(ElementType::I32, 0);
  WindowOptions w;
  w.dimensions = {3, 1};
  w.strides = {2, 1};
  w.padding = {{0, 1}, {0, 0}};
  Value* r = b.selectAndScatter(operand, source, zero, w, ComparisonDirection::GE, OpCode::Add);
  EXPECT_EQ(r->type().str(), "tensor<4x2xi32>");
  const Operation* op = r->definingOp();
  EXPECT_EQ(op->region(0).block().front()->code(), OpCode::Compare);
  EXPECT_EQ(op->region(1).block().front()->code(), OpCode::Add);
  Value* wrongSource = param("tensor<3x2xi32>");
  EXPECT_EQ(buildError([&] { b.selectAndScatter(operand, wrongSource, zero, w, ComparisonDirection::GE, OpCode::Add); }),
            "'stablehlo.select_and_scatter' op operand #1 (source) has type tensor<3x2xi32> but the windows over "
            "operand #0 (tensor<4x2xi32>) give shape [2, 2]");
  RegionBody badSelect = [](Builder& in, std::span<Value* const> a) { return yield({in.add(a[0], a[1])}); };
  EXPECT_EQ(buildError([&] { b.selectAndScatter(operand, source, zero, w, badSelect, Builder::combineWith(OpCode::Add)); }),
            "'stablehlo.select_and_scatter' op region #0 (select) returns tensor<i32> as value #0 but needs "
            "tensor<i1>");
  Value* fzero = b.constant(ElementType::F32, 0);
  EXPECT_EQ(buildError([&] { b.selectAndScatter(operand, source, fzero, w, ComparisonDirection::GE, OpCode::Add); }),
            "'stablehlo.select_and_scatter' op operand #2 (init_value) has type tensor<f32> but needs tensor<i32> to "
            "match operand #0 (tensor<4x2xi32>)");
}

// ---- sort and map ----

TEST_F(BuilderRegionsTest, SortTogether) {
  Value* keys = param("tensor<2x3xi64>");
  Value* vals = param("tensor<2x3xf32>");
  std::vector<Value*> r = b.sort({keys, vals}, 0, ComparisonDirection::GT, true);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0]->type().str(), "tensor<2x3xi64>");
  EXPECT_EQ(r[1]->type().str(), "tensor<2x3xf32>");
  const Block& cmp = r[0]->definingOp()->region(0).block();
  EXPECT_EQ(cmp.argTypes(), tys({"tensor<i64>", "tensor<i64>", "tensor<f32>", "tensor<f32>"}));
  EXPECT_TRUE(r[0]->definingOp()->attr("is_stable").boolValue());
  EXPECT_EQ(b.sort({keys}, -1, ComparisonDirection::LT)[0]->type().str(), "tensor<2x3xi64>");
}

TEST_F(BuilderRegionsTest, SortErrors) {
  Value* keys = param("tensor<2x3xi64>");
  EXPECT_EQ(buildError([&] { b.sort({keys}, 2, ComparisonDirection::LT); }),
            "'stablehlo.sort' op dimension = 2 is outside [-2, 2) for operand #0 (tensor<2x3xi64>)");
  EXPECT_CONTAINS(buildError([&] { b.sort({keys}, -3, ComparisonDirection::LT); }), "dimension = -3 is outside");
  Value* other = param("tensor<3x2xf32>");
  EXPECT_EQ(buildError([&] { b.sort({keys, other}, 0, ComparisonDirection::LT); }),
            "'stablehlo.sort' op operand #1 has type tensor<3x2xf32> but operand #0 has type tensor<2x3xi64>; sort "
            "inputs need one shape");
  RegionBody notBool = [](Builder& in, std::span<Value* const> a) { return yield({in.subtract(a[0], a[1])}); };
  EXPECT_EQ(buildError([&] { b.sort({keys}, 0, notBool); }),
            "'stablehlo.sort' op region #0 (comparator) returns tensor<i64> as value #0 but needs tensor<i1>");
  EXPECT_EQ(buildError([&] { b.sort({}, 0, ComparisonDirection::LT); }),
            "'stablehlo.sort' op expects at least 1 operand (the tensors to sort) but has 0");
}

TEST_F(BuilderRegionsTest, MapTakesResultElementFromItsBody) {
  Value* x = param("tensor<2x2xi64>");
  Value* y = param("tensor<2x2xi64>");
  Value* m = b.map({x, y}, [](Builder& in, std::span<Value* const> a) { return yield({in.multiply(a[0], a[1])}); });
  EXPECT_EQ(m->type().str(), "tensor<2x2xi64>");
  EXPECT_EQ(m->definingOp()->attr("dimensions").ints().size(), 2u);
  Value* lt = b.map({x, y}, [](Builder& in, std::span<Value* const> a) {
    return yield({in.compare(a[0], a[1], ComparisonDirection::LT)});
  });
  EXPECT_EQ(lt->type().str(), "tensor<2x2xi1>");
  EXPECT_EQ(buildError([&] { b.map({x}, [&](Builder&, std::span<Value* const>) { return yield({x}); }); }),
            "'stablehlo.map' op region #0 (computation) must return one 0-dimensional tensor but returns "
            "(tensor<2x2xi64>)");
  Value* z = param("tensor<4xi64>");
  EXPECT_CONTAINS(buildError([&] { b.map({x, z}, Builder::combineWith(OpCode::Add)); }), "map inputs need one shape");
  NamedAttrList wrongDims({{"dimensions", Attr::i64Array({1, 0})}});
  EXPECT_EQ(buildError([&] { b.createWithRegions(OpCode::Map, {x}, wrongDims, {Builder::takeUpdate()}); }),
            "'stablehlo.map' op dimensions = [1, 0] must be [0, 1], every dimension of operand #0 (tensor<2x2xi64>) "
            "in order");
}

// ---- Control flow ----

TEST_F(BuilderRegionsTest, WhileCountsToTen) {
  Value* i0 = b.constant(ElementType::I64, 1);
  Value* s0 = b.constant(ElementType::I64, 0);
  Value* ten = b.constant(ElementType::I64, 10);
  Value* one = b.constant(ElementType::I64, 1);
  std::vector<Value*> r = b.while_(
      {i0, s0},
      [&](Builder& in, std::span<Value* const> a) { return yield({in.compare(a[0], ten, ComparisonDirection::LT)}); },
      [&](Builder& in, std::span<Value* const> a) { return yield({in.add(a[0], one), in.add(a[1], one)}); });
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[1]->type().str(), "tensor<i64>");
  EXPECT_EQ(r[0]->definingOp()->region(0).block().argTypes(), tys({"tensor<i64>", "tensor<i64>"}));
  finish({r[1]});
  EXPECT_EQ(verifyErrors(), "");
}

TEST_F(BuilderRegionsTest, WhileErrors) {
  Value* i0 = b.constant(ElementType::I64, 1);
  RegionBody body = [](Builder&, std::span<Value* const> a) { return std::vector<Value*>(a.begin(), a.end()); };
  EXPECT_EQ(buildError([&] { b.while_({i0}, body, body); }),
            "'stablehlo.while' op region #0 (cond) returns tensor<i64> as value #0 but needs tensor<i1>");
  RegionBody cond = [](Builder& in, std::span<Value* const> a) {
    return yield({in.compare(a[0], a[0], ComparisonDirection::LT)});
  };
  RegionBody widen = [](Builder& in, std::span<Value* const> a) { return yield({in.convert(a[0], ElementType::F64)}); };
  EXPECT_EQ(buildError([&] { b.while_({i0}, cond, widen); }),
            "'stablehlo.while' op region #1 (body) returns tensor<f64> as value #0 but needs tensor<i64>");
  RegionBody nothing = [](Builder&, std::span<Value* const>) { return std::vector<Value*>{}; };
  EXPECT_EQ(buildError([&] { b.while_({i0}, cond, nothing); }),
            "'stablehlo.while' op region #1 (body) returns 0 values () but needs 1: (tensor<i64>)");
}

TEST_F(BuilderRegionsTest, IfTakesTypesFromItsBranches) {
  Value* pred = param("tensor<i1>");
  Value* x = param("tensor<3xf32>");
  std::vector<Value*> r = b.if_(
      pred, [&](Builder& in, std::span<Value* const>) { return yield({in.exp(x), x}); },
      [&](Builder& in, std::span<Value* const>) { return yield({in.negate(x), x}); });
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0]->type().str(), "tensor<3xf32>");
  EXPECT_EQ(r[0]->definingOp()->region(1).block().numArgs(), 0u);
  std::vector<Value*> none = b.if_(pred, nullptr, nullptr);
  EXPECT_TRUE(none.empty());
  Value* i = param("tensor<3xi32>");
  EXPECT_EQ(buildError([&] {
              b.if_(pred, [&](Builder&, std::span<Value* const>) { return yield({x}); },
                    [&](Builder&, std::span<Value* const>) { return yield({i}); });
            }),
            "'stablehlo.if' op region #1 (false_branch) returns tensor<3xi32> as value #0 but needs tensor<3xf32>");
  Value* vecPred = param("tensor<2xi1>");
  EXPECT_EQ(buildError([&] { b.if_(vecPred, nullptr, nullptr); }),
            "'stablehlo.if' op operand #0 (pred) has type tensor<2xi1> but needs tensor<i1>");
  EXPECT_EQ(buildError([&] { b.create(OpCode::If, {pred}, {}, std::nullopt, 2); }),
            "'stablehlo.if' op result types come from the branches; build them first or pass the result types");
}

TEST_F(BuilderRegionsTest, CaseBranches) {
  Value* index = param("tensor<i32>");
  Value* a = param("tensor<2xi64>");
  Value* c = param("tensor<2xi64>");
  std::vector<RegionBody> branches = {[&](Builder&, std::span<Value* const>) { return yield({a, a}); },
                                      [&](Builder&, std::span<Value* const>) { return yield({c, a}); },
                                      [&](Builder&, std::span<Value* const>) { return yield({c, c}); }};
  std::vector<Value*> r = b.case_(index, branches);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[1]->type().str(), "tensor<2xi64>");
  EXPECT_EQ(r[0]->definingOp()->numRegions(), 3u);
  Value* wide = param("tensor<i64>");
  EXPECT_EQ(buildError([&] { b.case_(wide, branches); }),
            "'stablehlo.case' op operand #0 (index) has type tensor<i64> but needs tensor<i32>");
  branches.push_back([&](Builder&, std::span<Value* const>) { return yield({a}); });
  EXPECT_EQ(buildError([&] { b.case_(index, branches); }),
            "'stablehlo.case' op region #3 (branch #3) returns 1 value (tensor<2xi64>) but needs 2: (tensor<2xi64>, "
            "tensor<2xi64>)");
  EXPECT_EQ(buildError([&] { b.case_(index, {}); }),
            "'stablehlo.case' op result types come from the branches; build them first or pass the result types");
}

// ---- Tuples, tokens, effects ----

TEST_F(BuilderRegionsTest, TuplesAndBarrier) {
  Value* x = param("tensor<2xf32>");
  Value* i = param("tensor<i32>");
  Value* inner = b.tuple({i});
  Value* t = b.tuple({x, inner});
  EXPECT_EQ(t->type().str(), "tuple<tensor<2xf32>, tuple<tensor<i32>>>");
  Value* g = b.getTupleElement(t, 1);
  EXPECT_EQ(g->type().str(), "tuple<tensor<i32>>");
  EXPECT_EQ(g->definingOp()->attr("index").elementType(), ElementType::I32);
  EXPECT_EQ(buildError([&] { b.getTupleElement(t, 2); }),
            "'stablehlo.get_tuple_element' op index = 2 is outside [0, 2) for operand #0 (tuple<tensor<2xf32>, "
            "tuple<tensor<i32>>>)");
  EXPECT_EQ(buildError([&] { b.getTupleElement(x, 0); }),
            "'stablehlo.get_tuple_element' op operand #0 must be a tuple but has type tensor<2xf32>");
  std::vector<Value*> kept = b.optimizationBarrier({x, i});
  EXPECT_EQ(kept[0]->type(), x->type());
  EXPECT_EQ(kept[1]->type(), i->type());
  EXPECT_EQ(b.tuple({})->type().str(), "tuple<>");
  EXPECT_EQ(buildError([&] { b.optimizationBarrier({x, t}); }),
            "'stablehlo.optimization_barrier' op operand #1 has type tuple<tensor<2xf32>, tuple<tensor<i32>>> but "
            "optimization_barrier takes tensors and tokens");
  Value* pred = param("tensor<i1>");
  EXPECT_EQ(buildError([&] {
              b.if_(pred, [&](Builder&, std::span<Value* const>) { return std::vector<Value*>{inner}; },
                    [&](Builder&, std::span<Value* const>) { return std::vector<Value*>{inner}; });
            }),
            "'stablehlo.if' op region #0 (true_branch) returns tuple<tensor<i32>> as value #0; branches return tensors "
            "and tokens");
  EXPECT_EQ(buildError([&] { b.while_({inner}, nullptr, nullptr); }),
            "'stablehlo.while' op operand #0 has type tuple<tensor<i32>> but while carries tensors and tokens");
}

TEST_F(BuilderRegionsTest, TokensInfeedOutfeed) {
  Value* t0 = b.afterAll({});
  EXPECT_EQ(t0->type().str(), "!stablehlo.token");
  Value* t1 = b.afterAll({t0, t0});
  std::vector<Value*> in = b.infeed(t1, tys({"tensor<3x3xi32>", "tensor<f32>"}));
  ASSERT_EQ(in.size(), 3u);
  EXPECT_EQ(in[0]->type().str(), "tensor<3x3xi32>");
  EXPECT_EQ(in[2]->type().str(), "!stablehlo.token");
  Value* t2 = b.outfeed({in[0], in[1]}, in[2]);
  EXPECT_EQ(t2->type().str(), "!stablehlo.token");
  Value* x = param("tensor<f32>");
  EXPECT_EQ(buildError([&] { b.afterAll({t0, x}); }),
            "'stablehlo.after_all' op operand #1 has type tensor<f32> but after_all takes only !stablehlo.token "
            "values");
  EXPECT_EQ(buildError([&] { b.outfeed({x}, x); }),
            "'stablehlo.outfeed' op operand #1 has type tensor<f32> but the last operand of outfeed must be "
            "!stablehlo.token");
  EXPECT_EQ(buildError([&] { b.infeed(x, {}); }),
            "'stablehlo.infeed' op operand #0 has type tensor<f32> but infeed takes a !stablehlo.token");
  EXPECT_EQ(buildError([&] { b.create(OpCode::Infeed, {t0}, {}, tys({"tensor<f32>"})); }),
            "'stablehlo.infeed' op result #0 has type tensor<f32> but the last result of infeed must be "
            "!stablehlo.token");
}

TEST_F(BuilderRegionsTest, RngBitGenerator) {
  Value* state = param("tensor<2xui64>");
  auto [next, bits] = b.rngBitGenerator(state, ty("tensor<2x2xui64>"), "THREE_FRY");
  EXPECT_EQ(next->type().str(), "tensor<2xui64>");
  EXPECT_EQ(bits->type().str(), "tensor<2x2xui64>");
  EXPECT_EQ(b.rngBitGenerator(state, ty("tensor<8xf32>")).second->type().str(), "tensor<8xf32>");
  Value* three = param("tensor<3xui64>");
  EXPECT_EQ(buildError([&] { b.rngBitGenerator(three, ty("tensor<2xui32>"), "THREE_FRY"); }),
            "'stablehlo.rng_bit_generator' op rng_algorithm THREE_FRY cannot use operand #0 (initial_state) of type "
            "tensor<3xui64>; it needs 2 ui64 words");
  EXPECT_EQ(b.rngBitGenerator(three, ty("tensor<2xui32>"), "PHILOX").second->type().str(), "tensor<2xui32>");
  Value* u32 = param("tensor<4xui32>");
  EXPECT_EQ(buildError([&] { b.rngBitGenerator(u32, ty("tensor<2xui32>")); }),
            "'stablehlo.rng_bit_generator' op operand #0 (initial_state) has type tensor<4xui32> but needs a "
            "1-dimensional tensor of ui64");
  EXPECT_EQ(buildError([&] { b.rngBitGenerator(state, ty("tensor<2xi1>")); }),
            "'stablehlo.rng_bit_generator' op result #1 (output) has type tensor<2xi1> but needs integer or "
            "floating-point elements");
  EXPECT_CONTAINS(buildError([&] { b.rngBitGenerator(state, ty("tensor<2xui32>"), "MERSENNE"); }),
                  "attribute 'rng_algorithm' is MERSENNE; expected one of DEFAULT, THREE_FRY, PHILOX");
}

TEST_F(BuilderRegionsTest, CustomCalls) {
  Value* x = param("tensor<2xf32>");
  Operation* op = b.customCall("foo", {x}, tys({"tensor<4xf32>", "tensor<i32>"}), true, "cfg");
  EXPECT_EQ(op->numResults(), 2u);
  EXPECT_EQ(op->result(0)->type().str(), "tensor<4xf32>");
  EXPECT_TRUE(op->attr("has_side_effect").boolValue());
  EXPECT_EQ(op->attr("backend_config").str(), "cfg");
  Operation* check = b.customCall("check.expect_close", {x, x}, {}, true);
  EXPECT_EQ(check->numResults(), 0u);
  EXPECT_EQ(b.customCall("check.eq", {x, x}, tys({"tensor<i1>"}))->result()->type().str(), "tensor<i1>");
  Value* y = param("tensor<3xf32>");
  EXPECT_EQ(buildError([&] { b.customCall("check.expect_eq", {x, y}, {}); }),
            "'stablehlo.custom_call' op @check.expect_eq operand #1 (expected) has type tensor<3xf32> but operand #0 "
            "(actual) has type tensor<2xf32>; a check compares values of one type");
  Value* i = param("tensor<2xi32>");
  EXPECT_EQ(buildError([&] { b.customCall("check.expect_close", {i, i}, {}); }),
            "'stablehlo.custom_call' op @check.expect_close operand #0 has type tensor<2xi32> but needs "
            "floating-point elements");
  EXPECT_EQ(buildError([&] { b.customCall("check.expect_eq", {x}, {}); }),
            "'stablehlo.custom_call' op @check.expect_eq expects 2 operands (actual, expected) but has 1");
  EXPECT_CONTAINS(buildError([&] { b.customCall("check.expect_nothing", {x, x}, {}); }),
                  "call_target_name 'check.expect_nothing' is not a known check");
  EXPECT_CONTAINS(buildError([&] { b.customCall("check.eq", {x, x}, {}); }),
                  "@check.eq has results () but needs (tensor<i1>)");
}

TEST_F(BuilderRegionsTest, CallsUseTheCalleeSignature) {
  auto* callee = module.addFunc(std::make_unique<Func>("helper", tys({"tensor<2xf32>"}), tys({"tensor<f32>"})));
  ASSERT_NE(callee, nullptr);
  Value* x = param("tensor<2xf32>");
  std::vector<Value*> r = b.call(*callee, {x});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]->type().str(), "tensor<f32>");
  EXPECT_EQ(r[0]->definingOp()->attr("callee").str(), "helper");
  Value* y = param("tensor<3xf32>");
  EXPECT_EQ(buildError([&] { b.call(*callee, {y}); }),
            "'func.call' op operand #0 has type tensor<3xf32> but @helper takes tensor<2xf32>");
  EXPECT_EQ(buildError([&] { b.call(*callee, {}); }), "'func.call' op passes 0 arguments but @helper takes 1");
  EXPECT_EQ(b.call("elsewhere", {x, y}, {}).size(), 0u);
}

TEST_F(BuilderRegionsTest, Terminators) {
  Value* x = param("tensor<f32>");
  Operation* ret = b.funcReturn({x});
  EXPECT_EQ(ret->code(), OpCode::FuncReturn);
  EXPECT_EQ(ret->numResults(), 0u);
  EXPECT_EQ(buildError([&] { b.create(OpCode::Return, {x}, {}, tys({"tensor<f32>"})); }),
            "'stablehlo.return' op has 1 result but its operands give 0: ()");
}

}  // namespace
}  // namespace juxla::ir::test
