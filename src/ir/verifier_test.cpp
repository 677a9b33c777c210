// Verifier tests, part 1: functions, terminators, regions, dominance, calls, reporting, and the
// upstream conformance corpus.
#include "ir/verifier.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/ir_test_support.h"
#include "ir/parser.h"

namespace juxla::ir::test {
namespace {

class VerifierTest : public IrFixture {
 protected:
  // Gives region `r` of `op` a block with the given argument types.
  Block& body(Operation* op, size_t r, std::vector<Type> args = {}) {
    Block& block = op->region(r).emplaceBlock();
    for (Type t : args) block.addArg(t);
    return block;
  }
};

std::vector<Value*> yield(std::initializer_list<Value*> values) { return values; }

TEST_F(VerifierTest, ValidModuleBuiltWithTheBuilderVerifies) {
  Value* x = param("tensor<4x3xf32>");
  Value* w = param("tensor<3x2xf32>");
  DotDims mm;
  mm.lhsContractingDims = {1};
  mm.rhsContractingDims = {0};
  Value* h = b.dotGeneral(x, w, mm);
  Value* zero = b.constant(ElementType::F32, 0);
  Value* relu = b.maximum(h, b.broadcastInDim(zero, {4, 2}, {}));
  Value* sum = b.reduce(relu, zero, {0, 1}, OpCode::Add);
  Value* positive = b.compare(sum, zero, ComparisonDirection::GT);
  Value* picked = b.if_(positive, [&](Builder&, std::span<Value* const>) { return yield({sum}); },
                        [&](Builder& in, std::span<Value* const>) { return yield({in.negate(sum)}); })[0];
  auto* helper = module.addFunc(std::make_unique<Func>("helper", tys({"tensor<f32>"}), tys({"tensor<f32>"})));
  Builder hb(helper->createBody());
  hb.funcReturn({hb.exp(helper->entry().arg(0))});
  Value* called = b.call(*helper, {picked})[0];
  finish({called});
  EXPECT_EQ(verifyErrors(), "");
}

// ---- Function bodies and terminators ----

TEST_F(VerifierTest, BodyMustEndWithFuncReturn) {
  Value* x = param("tensor<f32>");
  b.exp(x);
  EXPECT_EQ(verifyErrors(), "function @main body must end with 'func.return', not 'stablehlo.exponential'\n");
}

TEST_F(VerifierTest, EmptyBodyHasNoReturn) {
  EXPECT_EQ(verifyErrors(), "function @main body must end with 'func.return'\n");
}

TEST_F(VerifierTest, StablehloReturnDoesNotEndAFunction) {
  Value* x = param("tensor<f32>");
  raw(OpCode::Return, {x}, {});
  EXPECT_EQ(verifyErrors(), "function @main body must end with 'func.return', not 'stablehlo.return'\n");
}

TEST_F(VerifierTest, FuncReturnMustMatchResultTypes) {
  Value* x = param("tensor<2xf32>");
  func->setResultTypes(tys({"tensor<2xf32>", "tensor<i32>"}));
  raw(OpCode::FuncReturn, {x}, {});
  EXPECT_EQ(verifyErrors(),
            "'func.return' op returns 1 value (tensor<2xf32>) but function @main has 2 results (tensor<2xf32>, "
            "tensor<i32>)\n");
}

TEST_F(VerifierTest, FuncReturnOperandTypes) {
  Value* x = param("tensor<2xf32>");
  func->setResultTypes(tys({"tensor<2xf64>"}));
  raw(OpCode::FuncReturn, {x}, {});
  EXPECT_EQ(verifyErrors(),
            "'func.return' op operand #0 has type tensor<2xf32> but function @main returns tensor<2xf64> as result "
            "#0\n");
}

TEST_F(VerifierTest, TerminatorMustBeLast) {
  Value* x = param("tensor<f32>");
  raw(OpCode::FuncReturn, {}, {});
  b.exp(x);
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'func.return' op is a terminator but is followed by 'stablehlo.exponential'; it must be the "
                          "last op of its block");
  EXPECT_CONTAINS(errors, "function @main body must end with 'func.return', not 'stablehlo.exponential'");
}

TEST_F(VerifierTest, EntryBlockMustMatchInputs) {
  param("tensor<2xf32>");
  func->entry().addArg(ty("tensor<i32>"));
  finish({});
  EXPECT_EQ(verifyErrors(),
            "function @main takes 1 input (tensor<2xf32>) but its entry block has 2 arguments\n");
}

TEST_F(VerifierTest, EntryArgumentTypes) {
  func->setInputTypes(tys({"tensor<2xf32>"}));
  func->entry().addArg(ty("tensor<2xf16>"));
  finish({});
  EXPECT_EQ(verifyErrors(),
            "function @main entry block argument #0 has type tensor<2xf16> but input #0 is tensor<2xf32>\n");
}

TEST_F(VerifierTest, SignatureTypesMustBeValueTypes) {
  param("tensor<2xindex>");
  finish({});
  func->setResultTypes(tys({"tensor<-1xf32>"}));
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "function @main input #0 has type tensor<2xindex>; index elements exist only in attributes");
  EXPECT_CONTAINS(errors, "function @main result #0 has type tensor<-1xf32> with negative size -1 in dimension 0");
}

TEST_F(VerifierTest, DeclarationsMustBePrivate) {
  auto* ext = module.addFunc(std::make_unique<Func>("ext", tys({"tensor<f32>"}), tys({"tensor<f32>"})));
  finish({});
  EXPECT_EQ(verifyErrors(), "function @ext has no body; only private functions may be declarations\n");
  ext->setVisibility("private");
  EXPECT_EQ(verifyErrors(), "");
}

// ---- Dominance ----

TEST_F(VerifierTest, UseBeforeDefinition) {
  Value* x = param("tensor<f32>");
  Operation* use = raw(OpCode::Exponential, {x}, tys({"tensor<f32>"}));
  Operation* def = raw(OpCode::Negate, {x}, tys({"tensor<f32>"}));
  use->setOperand(0, def->result());
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.exponential' op operand #0 is used before it is defined (by a later 'stablehlo.negate')\n");
}

TEST_F(VerifierTest, OpUsingItsOwnResult) {
  Value* x = param("tensor<f32>");
  Operation* op = raw(OpCode::Add, {x, x}, tys({"tensor<f32>"}));
  op->setOperand(1, op->result());
  finish({});
  EXPECT_EQ(verifyErrors(), "'stablehlo.add' op operand #1 is a result of this same op\n");
}

TEST_F(VerifierTest, ValuesCannotCrossFunctions) {
  auto* other = module.addFunc(std::make_unique<Func>("other", tys({"tensor<f32>"}), tys({})));
  other->setVisibility("private");
  Block& otherBody = other->createBody();
  raw(OpCode::FuncReturn, {}, {}, {}, 0, &otherBody);
  raw(OpCode::Exponential, {otherBody.arg(0)}, tys({"tensor<f32>"}));
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.exponential' op operand #0 is defined in function @other; values cannot cross functions\n");
}

TEST_F(VerifierTest, ValueFromASiblingRegion) {
  Value* pred = param("tensor<i1>");
  Value* x = param("tensor<f32>");
  Operation* ifOp = raw(OpCode::If, {pred}, tys({"tensor<f32>"}), {}, 2);
  Block& thenBlock = body(ifOp, 0);
  Operation* inner = raw(OpCode::Exponential, {x}, tys({"tensor<f32>"}), {}, 0, &thenBlock);
  raw(OpCode::Return, {inner->result()}, {}, {}, 0, &thenBlock);
  Block& elseBlock = body(ifOp, 1);
  raw(OpCode::Return, {inner->result()}, {}, {}, 0, &elseBlock);
  finish({ifOp->result()});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.return' op operand #0 is defined in a region that does not enclose this use; a value must be "
            "defined earlier in the same block or in an enclosing block\n");
}

TEST_F(VerifierTest, ValueFromInsideARegionUsedAfterIt) {
  Value* pred = param("tensor<i1>");
  Value* x = param("tensor<f32>");
  Operation* ifOp = raw(OpCode::If, {pred}, {}, {}, 2);
  Block& thenBlock = body(ifOp, 0);
  Operation* inner = raw(OpCode::Exponential, {x}, tys({"tensor<f32>"}), {}, 0, &thenBlock);
  raw(OpCode::Return, {}, {}, {}, 0, &thenBlock);
  raw(OpCode::Return, {}, {}, {}, 0, &body(ifOp, 1));
  raw(OpCode::Negate, {inner->result()}, tys({"tensor<f32>"}));
  finish({});
  EXPECT_CONTAINS(verifyErrors(), "'stablehlo.negate' op operand #0 is defined in a region that does not enclose");
}

TEST_F(VerifierTest, RegionsMayUseValuesFromEnclosingBlocks) {
  Value* pred = param("tensor<i1>");
  Value* x = param("tensor<f32>");
  Value* y = b.exp(x);
  Value* r = b.if_(pred, [&](Builder& in, std::span<Value* const>) { return yield({in.add(x, y)}); },
                   [&](Builder&, std::span<Value* const>) { return yield({y}); })[0];
  finish({r});
  EXPECT_EQ(verifyErrors(), "");
}

TEST_F(VerifierTest, NullOperand) {
  Value* x = param("tensor<f32>");
  Operation* op = raw(OpCode::Add, {x, x}, tys({"tensor<f32>"}));
  op->setOperand(1, nullptr);
  finish({});
  EXPECT_EQ(verifyErrors(), "'stablehlo.add' op operand #1 is null\n");
}

// ---- Regions ----

TEST_F(VerifierTest, RegionCounts) {
  Value* x = param("tensor<4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  raw(OpCode::Reduce, {x, zero}, tys({"tensor<f32>"}), {{{"dimensions", Attr::i64Array({0})}}}, 0);
  Operation* add = raw(OpCode::Add, {x, x}, tys({"tensor<4xf32>"}), {}, 1);
  raw(OpCode::Return, {}, {}, {}, 0, &body(add, 0));
  raw(OpCode::Case, {b.constant(ElementType::I32, 0)}, {}, {}, 0);
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.reduce' op expects 1 region but has 0\n");
  EXPECT_CONTAINS(errors, "'stablehlo.add' op expects 0 regions but has 1\n");
  EXPECT_CONTAINS(errors, "'stablehlo.case' op expects at least 1 region but has 0\n");
}

TEST_F(VerifierTest, RegionWithoutBlock) {
  Value* x = param("tensor<i64>");
  raw(OpCode::While, {x}, tys({"tensor<i64>"}), {}, 2);
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.while' op region #0 (cond) is empty; it needs a block ending in 'stablehlo.return'\n");
}

TEST_F(VerifierTest, RegionArgumentsMustMatch) {
  Value* x = param("tensor<4xf32>");
  Value* zero = b.constant(ElementType::F32, 0);
  Operation* red = raw(OpCode::Reduce, {x, zero}, tys({"tensor<f32>"}), {{{"dimensions", Attr::i64Array({0})}}}, 1);
  Block& blk = body(red, 0, tys({"tensor<f32>", "tensor<f64>"}));
  raw(OpCode::Return, {blk.arg(0)}, {}, {}, 0, &blk);
  Operation* red2 = raw(OpCode::Reduce, {x, zero}, tys({"tensor<f32>"}), {{{"dimensions", Attr::i64Array({0})}}}, 1);
  Block& blk2 = body(red2, 0, tys({"tensor<f32>"}));
  raw(OpCode::Return, {blk2.arg(0)}, {}, {}, 0, &blk2);
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors,
                  "'stablehlo.reduce' op region #0 (body) argument #1 has type tensor<f64> but needs tensor<f32>\n");
  EXPECT_CONTAINS(errors, "'stablehlo.reduce' op region #0 (body) takes 1 argument but needs 2: (tensor<f32>, "
                          "tensor<f32>)\n");
}

TEST_F(VerifierTest, RegionsEndWithStablehloReturn) {
  Value* x = param("tensor<i64>");
  Operation* loop = raw(OpCode::While, {x}, tys({"tensor<i64>"}), {}, 2);
  Block& cond = body(loop, 0, tys({"tensor<i64>"}));
  Operation* lt = raw(OpCode::Compare, {cond.arg(0), cond.arg(0)}, tys({"tensor<i1>"}),
                      {{{"comparison_direction", Attr::enumValue("comparison_direction", "LT")}}}, 0, &cond);
  raw(OpCode::FuncReturn, {lt->result()}, {}, {}, 0, &cond);
  Block& loopBody = body(loop, 1, tys({"tensor<i64>"}));
  raw(OpCode::Return, {loopBody.arg(0)}, {}, {}, 0, &loopBody);
  finish({});
  EXPECT_EQ(verifyErrors(), "'stablehlo.while' op region #0 (cond) must end with 'stablehlo.return'\n");
}

TEST_F(VerifierTest, NestedOpsAreVerifiedToo) {
  Value* x = param("tensor<i64>");
  Value* f = param("tensor<f32>");
  Operation* loop = raw(OpCode::While, {x}, tys({"tensor<i64>"}), {}, 2);
  Block& cond = body(loop, 0, tys({"tensor<i64>"}));
  Operation* lt = raw(OpCode::Compare, {cond.arg(0), cond.arg(0)}, tys({"tensor<i1>"}),
                      {{{"comparison_direction", Attr::enumValue("comparison_direction", "LT")}}}, 0, &cond);
  raw(OpCode::Return, {lt->result()}, {}, {}, 0, &cond);
  Block& loopBody = body(loop, 1, tys({"tensor<i64>"}));
  raw(OpCode::Sqrt, {loopBody.arg(0)}, tys({"tensor<i64>"}), {}, 0, &loopBody);
  raw(OpCode::Add, {loopBody.arg(0), f}, tys({"tensor<i64>"}), {}, 0, &loopBody);
  raw(OpCode::Return, {loopBody.arg(0)}, {}, {}, 0, &loopBody);
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'stablehlo.sqrt' op operand #0 has type tensor<i64> but needs floating-point elements\n");
  EXPECT_CONTAINS(errors, "'stablehlo.add' op operand #1 has type tensor<f32> but operand #0 has type tensor<i64>");
}

// ---- Calls ----

TEST_F(VerifierTest, CallsMustMatchTheirCallee) {
  auto* callee = module.addFunc(std::make_unique<Func>("f", tys({"tensor<2xf32>"}), tys({"tensor<f32>"})));
  callee->setVisibility("private");
  Value* x = param("tensor<2xf32>");
  Value* y = param("tensor<3xf32>");
  auto call = [&](std::vector<Value*> args, std::vector<Type> results, std::string name = "f") {
    raw(OpCode::Call, std::move(args), std::move(results), {{{"callee", Attr::symbolRef(std::move(name))}}});
  };
  call({x}, tys({"tensor<f32>"}));
  call({x}, tys({"tensor<f32>"}), "nowhere");
  call({x, x}, tys({"tensor<f32>"}));
  call({y}, tys({"tensor<f32>"}));
  call({x}, {});
  call({x}, tys({"tensor<f64>"}));
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'func.call' op calls @nowhere, which is not a function in this module\n");
  EXPECT_CONTAINS(errors, "'func.call' op passes 2 arguments (tensor<2xf32>, tensor<2xf32>) but @f takes 1: "
                          "(tensor<2xf32>)\n");
  EXPECT_CONTAINS(errors, "'func.call' op operand #0 has type tensor<3xf32> but @f takes tensor<2xf32> as input #0\n");
  EXPECT_CONTAINS(errors, "'func.call' op has 0 results () but @f returns 1: (tensor<f32>)\n");
  EXPECT_CONTAINS(errors, "'func.call' op result #0 has type tensor<f64> but @f returns tensor<f32> as result #0\n");
  EXPECT_EQ(verifyErrorCount(), 5u);
}

TEST_F(VerifierTest, CallNeedsASymbolCallee) {
  Value* x = param("tensor<f32>");
  raw(OpCode::Call, {x}, {}, {});
  raw(OpCode::Call, {x}, {}, {{{"callee", Attr::string("f")}}});
  finish({});
  std::string errors = verifyErrors();
  EXPECT_CONTAINS(errors, "'func.call' op requires attribute 'callee'\n");
  EXPECT_CONTAINS(errors, "'func.call' op attribute 'callee' must be a symbol reference (@name)\n");
}

TEST_F(VerifierTest, CalledComputationsMustExist) {
  Value* x = param("tensor<f32>");
  NamedAttrList attrs({{"call_target_name", Attr::string("foo")},
                       {"called_computations", Attr::array({Attr::symbolRef("main"), Attr::symbolRef("gone")})}});
  raw(OpCode::CustomCall, {x}, {}, attrs);
  finish({});
  EXPECT_EQ(verifyErrors(),
            "'stablehlo.custom_call' op called_computations names @gone, which is not a function in this module\n");
}

TEST_F(VerifierTest, DetachedFunctionsSkipCallResolution) {
  Func detached("lonely", tys({"tensor<f32>"}), tys({}));
  Block& entry = detached.createBody();
  Builder lb(entry);
  lb.call("anything", {entry.arg(0)}, {});
  lb.funcReturn({});
  DiagnosticEngine diag;
  EXPECT_TRUE(verifyFunc(detached, diag)) << diag.renderAll();
}

// ---- Reporting ----

TEST_F(VerifierTest, ReportsEveryViolationAtItsLocation) {
  Value* x = param("tensor<2xf32>");
  Value* i = param("tensor<2xi32>");
  raw(OpCode::Sqrt, {i}, tys({"tensor<2xi32>"}))->setLoc(SourceLoc{1, 10});
  raw(OpCode::Add, {x, i}, tys({"tensor<2xf32>"}))->setLoc(SourceLoc{1, 20});
  raw(OpCode::Exponential, {x}, tys({"tensor<2xf64>"}))->setLoc(SourceLoc{1, 30});
  finish({});
  DiagnosticEngine diag;
  EXPECT_FALSE(verifyModule(module, diag));
  ASSERT_EQ(diag.errorCount(), 3u);
  EXPECT_EQ(diag.diagnostics()[0].loc.offset, 10u);
  EXPECT_EQ(diag.diagnostics()[1].loc.offset, 20u);
  EXPECT_EQ(diag.diagnostics()[2].loc.offset, 30u);
  EXPECT_EQ(diag.diagnostics()[2].message,
            "'stablehlo.exponential' op result #0 has type tensor<2xf64> but the inferred type is tensor<2xf32>");
}

TEST_F(VerifierTest, ReportsEveryFunction) {
  auto* second = module.addFunc(std::make_unique<Func>("second", tys({}), tys({})));
  second->createBody();
  EXPECT_EQ(verifyErrorCount(), 2u);  // neither body ends with func.return
}

// ---- Corpora: everything upstream StableHLO accepts, the verifier accepts ----

size_t verifyCorpus(const std::filesystem::path& dir, std::string& failures) {
  size_t count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".mlir") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    SourceManager sources;
    DiagnosticEngine diag(&sources);
    auto parsed = parseModuleText(sources, entry.path().filename().string(), text.str(), diag);
    if (!parsed) continue;  // parse failures belong to the parser's tests
    ++count;
    if (!verifyModule(*parsed, diag)) failures += diag.renderAll();
  }
  return count;
}

TEST(VerifierCorpus, UpstreamConformanceFilesVerify) {
  std::filesystem::path dir = std::filesystem::path(JUXLA_SOURCE_DIR) / "../shared/conformance/stablehlo";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << "no conformance files at " << dir;
  std::string failures;
  EXPECT_GT(verifyCorpus(dir, failures), 1000u);
  EXPECT_EQ(failures, "");
}

TEST(VerifierCorpus, RoundTripFilesVerify) {
  std::filesystem::path dir = std::filesystem::path(JUXLA_SOURCE_DIR) / "tests/ir/roundtrip";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << "no round-trip files at " << dir;
  std::string failures;
  EXPECT_GT(verifyCorpus(dir, failures), 10u);
  EXPECT_EQ(failures, "");
}

}  // namespace
}  // namespace juxla::ir::test
