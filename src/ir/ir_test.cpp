// The IR core: interned types, attributes, use lists, cloning and erasing.
#include "ir/ir.h"

#include <gtest/gtest.h>

#include <cstring>

namespace juxla::ir {
namespace {

Type f32(std::initializer_list<int64_t> shape) { return Type::tensor(ElementType::F32, std::vector<int64_t>(shape)); }

TEST(Types, AreInternedAndSpelledAsMlir) {
  EXPECT_EQ(f32({2, 3}), f32({2, 3}));
  EXPECT_NE(f32({2, 3}), f32({3, 2}));
  EXPECT_EQ(f32({2, 3}).str(), "tensor<2x3xf32>");
  EXPECT_EQ(Type::scalar(ElementType::UI8).str(), "tensor<ui8>");
  EXPECT_EQ(Type::tensor(ElementType::BF16, std::vector<int64_t>{0, 4}).str(), "tensor<0x4xbf16>");
  EXPECT_EQ(Type::token().str(), "!stablehlo.token");
  Type tuple[] = {Type::scalar(ElementType::I1), Type::token()};
  EXPECT_EQ(Type::tuple(tuple).str(), "tuple<tensor<i1>, !stablehlo.token>");
  EXPECT_EQ(f32({2, 3, 4}).numElements(), 24);
  EXPECT_EQ(f32({}).numElements(), 1);
  EXPECT_EQ(f32({2, 3}).withElementType(ElementType::I32).str(), "tensor<2x3xi32>");
}

TEST(ElementTypes, Properties) {
  EXPECT_TRUE(isFloat(ElementType::BF16));
  EXPECT_TRUE(isSignedInteger(ElementType::I8));
  EXPECT_TRUE(isUnsignedInteger(ElementType::UI64));
  EXPECT_FALSE(isSignedInteger(ElementType::I1));
  EXPECT_EQ(bitWidth(ElementType::I1), 1);
  EXPECT_EQ(storageBytes(ElementType::I1), 1);
  EXPECT_EQ(storageBytes(ElementType::F16), 2);
  EXPECT_EQ(parseElementTypeName("ui16"), ElementType::UI16);
  EXPECT_FALSE(parseElementTypeName("f8E4M3FN"));
}

TEST(Attributes, IntegersExtendPerTheirType) {
  EXPECT_EQ(Attr::integer(-1, ElementType::I8).intValue(), -1);
  EXPECT_EQ(Attr::integer(-1, ElementType::I8).bits(), 0xFFu);
  EXPECT_EQ(Attr::integerBits(0xFF, ElementType::UI8).intValue(), 255);
  EXPECT_EQ(extendIntBits(0x80, ElementType::I8), -128);
  EXPECT_EQ(truncateIntBits(-2, ElementType::I16), 0xFFFEu);
}

TEST(Attributes, DenseDataWithEqualElementsBecomesASplat) {
  Type t = Type::tensor(ElementType::I32, std::vector<int64_t>{3});
  std::vector<uint8_t> same(12, 0);
  for (int i = 0; i < 3; ++i) same[size_t(i) * 4] = 7;
  Attr a = Attr::dense(t, same, false);
  EXPECT_TRUE(a.isSplat());
  EXPECT_EQ(a.intElement(2), 7);
  EXPECT_EQ(a, Attr::denseSplatBits(t, 7));
  std::vector<uint8_t> differ = same;
  differ[8] = 9;
  Attr b = Attr::dense(t, differ, false);
  EXPECT_FALSE(b.isSplat());
  EXPECT_EQ(b.intElement(2), 9);
  EXPECT_NE(a, b);
}

TEST(Attributes, ZeroAndNegativeZeroAreDifferentSplats) {
  Type t = Type::tensor(ElementType::F32, std::vector<int64_t>{2});
  std::vector<uint8_t> data(8, 0);
  data[7] = 0x80;  // second element -0.0
  EXPECT_FALSE(Attr::dense(t, data, false).isSplat());
}

TEST(Attributes, StructuralEqualityAndHash) {
  DotDims d;
  d.lhsContractingDims = {1};
  d.rhsContractingDims = {0};
  EXPECT_EQ(Attr::dot(d), Attr::dot(d));
  EXPECT_EQ(Attr::dot(d).hash(), Attr::dot(d).hash());
  EXPECT_NE(Attr::i64Array({1, 2}), Attr::i64Array({2, 1}));
  EXPECT_EQ(Attr::dictionary({{"b", Attr::unit()}, {"a", Attr::boolean(true)}}).entries()[0].name, "a");
  NamedAttrList list;
  list.set("z", Attr::integer(1));
  list.set("a", Attr::integer(2));
  EXPECT_EQ(list.entries()[0].name, "a");
  EXPECT_TRUE(list.remove("z"));
  EXPECT_FALSE(list.has("z"));
}

TEST(Attributes, WrongKindAccessThrowsInsteadOfCrashing) {
  EXPECT_THROW(Attr::string("x").intValue(), std::logic_error);
  EXPECT_THROW(Attr().kind(), std::logic_error);
}

struct Fixture {
  Module module;
  Func* func;
  Fixture() {
    auto f = std::make_unique<Func>("main", std::vector<Type>{f32({2}), f32({2})}, std::vector<Type>{f32({2})});
    func = module.addFunc(std::move(f));
    func->createBody();
  }
  Operation* add(Value* a, Value* b) {
    Value* operands[] = {a, b};
    Type result[] = {a->type()};
    Operation* op = Operation::create(OpCode::Add, operands, result);
    func->entry().push_back(op);
    return op;
  }
};

TEST(Operations, UseListsFollowOperandChanges) {
  Fixture fx;
  Value* x = fx.func->entry().arg(0);
  Value* y = fx.func->entry().arg(1);
  Operation* a = fx.add(x, y);
  Operation* b = fx.add(a->result(), a->result());
  EXPECT_EQ(x->uses().size(), 1u);
  EXPECT_EQ(a->result()->uses().size(), 2u);
  b->setOperand(1, y);
  EXPECT_EQ(a->result()->uses().size(), 1u);
  EXPECT_EQ(y->uses().size(), 2u);
  a->result()->replaceAllUsesWith(x);
  EXPECT_FALSE(a->result()->hasUses());
  EXPECT_EQ(b->operand(0), x);
  a->erase();
  EXPECT_EQ(fx.func->entry().size(), 1u);
  EXPECT_EQ(x->uses().size(), 1u);  // only b uses x now
}

TEST(Operations, ErasingAnOpStillInUseThrows) {
  Fixture fx;
  Operation* a = fx.add(fx.func->entry().arg(0), fx.func->entry().arg(1));
  fx.add(a->result(), a->result());
  EXPECT_THROW(a->erase(), std::logic_error);
}

TEST(Operations, CloneRemapsOperandsAndNestedRegions) {
  Fixture fx;
  Block& entry = fx.func->entry();
  Value* operands[] = {entry.arg(0)};
  Type types[] = {f32({2})};
  Operation* wrapper = Operation::create(OpCode::OptimizationBarrier, operands, types, {}, 1);
  entry.push_back(wrapper);
  Block& inner = wrapper->region(0).emplaceBlock();
  Value* innerArg = inner.addArg(f32({2}));
  Value* uses[] = {innerArg, entry.arg(1)};
  inner.push_back(Operation::create(OpCode::Add, uses, types));

  ValueMap map;
  map[entry.arg(0)] = entry.arg(1);
  std::unique_ptr<Operation> copy(wrapper->clone(map));
  EXPECT_EQ(copy->operand(0), entry.arg(1));
  Block& copiedInner = copy->region(0).block();
  EXPECT_NE(copiedInner.arg(0), innerArg);
  EXPECT_EQ(copiedInner.front()->operand(0), copiedInner.arg(0));
  EXPECT_EQ(copiedInner.front()->operand(1), entry.arg(1));  // captured from above: unchanged
  EXPECT_EQ(map[wrapper->result()], copy->result());
  copy.reset();
  EXPECT_EQ(entry.arg(1)->uses().size(), 1u);  // the copy's uses went away with it
}

TEST(Operations, ParentFuncAndOrder) {
  Fixture fx;
  Operation* a = fx.add(fx.func->entry().arg(0), fx.func->entry().arg(1));
  Operation* b = fx.add(a->result(), a->result());
  EXPECT_EQ(a->parentFunc(), fx.func);
  EXPECT_TRUE(a->isBeforeInBlock(b));
  EXPECT_FALSE(b->isBeforeInBlock(a));
  int visited = 0;
  fx.func->entry().walkPostOrder([&](Operation&) { ++visited; });
  EXPECT_EQ(visited, 2);
}

TEST(Modules, LookupAndEntry) {
  Module m;
  EXPECT_EQ(m.entryFunc(), nullptr);
  m.addFunc(std::make_unique<Func>("helper", std::vector<Type>{}, std::vector<Type>{}));
  EXPECT_EQ(m.entryFunc()->name(), "helper");
  m.addFunc(std::make_unique<Func>("main", std::vector<Type>{}, std::vector<Type>{}));
  EXPECT_EQ(m.entryFunc()->name(), "main");
  EXPECT_EQ(m.addFunc(std::make_unique<Func>("main", std::vector<Type>{}, std::vector<Type>{})), nullptr);
  m.eraseFunc(m.lookup("helper"));
  EXPECT_EQ(m.lookup("helper"), nullptr);
}

TEST(OpTable, NamesTraitsAndInherentAttributes) {
  EXPECT_EQ(opName(OpCode::Add), "stablehlo.add");
  EXPECT_EQ(opCodeByName("stablehlo.dot_general"), OpCode::DotGeneral);
  EXPECT_EQ(opCodeByName("func.call"), OpCode::Call);
  EXPECT_FALSE(opCodeByName("stablehlo.nonsense"));
  EXPECT_TRUE(hasTrait(OpCode::Add, kCommutative));
  EXPECT_FALSE(hasTrait(OpCode::Subtract, kCommutative));
  EXPECT_TRUE(hasTrait(OpCode::Return, kTerminator));
  EXPECT_TRUE(isInherentAttr(OpCode::Convolution, "batch_group_count"));
  EXPECT_FALSE(isInherentAttr(OpCode::Convolution, "mhlo.sharding"));
}

}  // namespace
}  // namespace juxla::ir
