// The type lattice: construction, interning, printing and subtyping as Julia defines them.
#include <gtest/gtest.h>

#include "compiler/subtype.h"
#include "compiler/universe.h"

namespace juxla::compiler {
namespace {

struct Types : ::testing::Test {
  Universe u;
  const CoreTypes& c = u.core();
  Value tv(const JType* t) { return u.typeValue(t); }
  const DataType* vec(const JType* t) { return u.apply(c.Array, {tv(t), u.int64(1)}); }
  const DataType* mat(const JType* t) { return u.apply(c.Array, {tv(t), u.int64(2)}); }
  const DataType* tup(std::vector<const JType*> ts) { return u.tupleOf(ts); }
  bool sub(const JType* a, const JType* b) { return isSubtype(u, a, b); }
  // `body where T<:upper`, with T as it appears in body.
  const TypeVar* var(const char* name, const JType* upper = nullptr) { return u.typeVar(intern(name), nullptr, upper); }
};

TEST_F(Types, AbstractTowerAndPrimitives) {
  EXPECT_TRUE(sub(c.Int64, c.Signed));
  EXPECT_TRUE(sub(c.Int64, c.Integer));
  EXPECT_TRUE(sub(c.Bool, c.Integer));
  EXPECT_TRUE(sub(c.Float32, c.Real));
  EXPECT_FALSE(sub(c.Float32, c.Integer));
  EXPECT_FALSE(sub(c.Real, c.Float64));
  EXPECT_TRUE(sub(c.String, c.AbstractString));
  EXPECT_TRUE(sub(c.Bottom, c.Int8));
  EXPECT_FALSE(sub(c.Any, c.Bottom));
}

TEST_F(Types, ParametersAreInvariant) {
  EXPECT_EQ(vec(c.Float64), vec(c.Float64));  // interned
  EXPECT_FALSE(sub(vec(c.Int64), vec(c.Real)));
  EXPECT_TRUE(sub(vec(c.Int64), u.apply(c.AbstractArray, {tv(c.Int64), u.int64(1)})));
  EXPECT_FALSE(sub(vec(c.Int64), u.apply(c.AbstractArray, {tv(c.Int64), u.int64(2)})));
  const TypeVar* T = var("T", c.Real);
  const JType* vecOfReal = u.unionAll(T, vec(T));  // Vector{<:Real}
  EXPECT_TRUE(sub(vec(c.Int64), vecOfReal));
  EXPECT_FALSE(sub(vec(c.String), vecOfReal));
  // Invariance all the way down: Vector{Vector{Int}} is not a Vector{Vector{<:Real}}.
  EXPECT_FALSE(sub(vec(vec(c.Int64)), vec(vecOfReal)));
  EXPECT_TRUE(sub(vec(vecOfReal), vec(vecOfReal)));
}

TEST_F(Types, TuplesAreCovariantWithVararg) {
  EXPECT_TRUE(sub(tup({c.Int64, c.Float64}), tup({c.Real, c.Real})));
  EXPECT_FALSE(sub(tup({c.Int64}), tup({c.Int64, c.Int64})));
  const JType* anyInts = tup({u.varargOf(c.Integer)});
  EXPECT_TRUE(sub(tup({}), anyInts));
  EXPECT_TRUE(sub(tup({c.Int64, c.Int8, c.Bool}), anyInts));
  EXPECT_FALSE(sub(tup({c.Int64, c.Float64}), anyInts));
  EXPECT_TRUE(sub(tup({c.String, c.Int64, c.Int64}), tup({c.String, u.varargOf(c.Int64)})));
}

TEST_F(Types, UnionsNormalizeAndCompare) {
  const JType* u1 = u.unionOf({c.Int64, c.Nothing});
  EXPECT_EQ(u1, u.unionOf({c.Nothing, c.Int64}));
  EXPECT_EQ(u.unionOf({c.Int64, c.Integer}), c.Integer);
  EXPECT_TRUE(sub(c.Nothing, u1));
  EXPECT_TRUE(sub(u1, c.Any));
  EXPECT_FALSE(sub(u1, c.Int64));
  EXPECT_TRUE(sub(u.unionOf({c.Int8, c.Int16}), c.Signed));
  // Julia's member order (jltypes.c union_sort_cmp): singletons, then isbits types, then the rest by name.
  EXPECT_EQ(u.show(u1), "Union{Nothing, Int64}");
  EXPECT_EQ(u.show(u.unionOf({c.String, c.Float64, c.Int64})), "Union{Float64, Int64, String}");
  EXPECT_EQ(u.show(c.Bottom), "Union{}");
}

TEST_F(Types, TypeOfTypes) {
  const JType* typeOfInt = u.dispatchType(tv(c.Int64));
  EXPECT_EQ(u.show(typeOfInt), "Type{Int64}");
  EXPECT_TRUE(sub(typeOfInt, c.DataTypeKind));
  EXPECT_TRUE(sub(typeOfInt, c.Any));
  const TypeVar* T = var("T");
  const JType* typeT = u.unionAll(T, u.apply(c.Type, {tv(T)}));
  EXPECT_TRUE(sub(typeOfInt, typeT));
  EXPECT_TRUE(sub(c.DataTypeKind, typeT));
  EXPECT_FALSE(sub(typeOfInt, u.apply(c.Type, {tv(c.Float64)})));
  EXPECT_TRUE(isa(u, tv(c.Int64), typeOfInt));
  EXPECT_TRUE(isa(u, tv(c.Int64), c.DataTypeKind));
  EXPECT_FALSE(isa(u, u.int64(3), typeT));
}

TEST_F(Types, SignatureMatchingBindsVariables) {
  // f(x::T, y::T) where T: the diagonal rule needs one concrete T.
  const TypeVar* T = var("T");
  const JType* sig = u.unionAll(T, tup({T, T}));
  const JType* intInt[] = {c.Int64, c.Int64};
  auto m = matchSignature(u, sig, intInt);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->at(T).asType(), c.Int64);
  const JType* intFloat[] = {c.Int64, c.Float64};
  EXPECT_FALSE(matchSignature(u, sig, intFloat));
  // g(v::Vector{T}) where T<:Number
  const TypeVar* N = var("T", c.Number);
  const JType* sig2 = u.unionAll(N, tup({vec(N)}));
  const JType* vf[] = {vec(c.Float32)};
  auto m2 = matchSignature(u, sig2, vf);
  ASSERT_TRUE(m2);
  EXPECT_EQ(m2->at(N).asType(), c.Float32);
  const JType* vs[] = {vec(c.String)};
  EXPECT_FALSE(matchSignature(u, sig2, vs));
  // h(a::Array{T,N}) where {T,N} binds a plain value for N.
  const TypeVar* E = var("T");
  const TypeVar* D = var("N");
  const JType* sig3 = u.unionAll(E, u.unionAll(D, tup({u.apply(c.Array, {tv(E), tv(D)})})));
  const JType* m3args[] = {mat(c.Int8)};
  auto m3 = matchSignature(u, sig3, m3args);
  ASSERT_TRUE(m3);
  EXPECT_EQ(m3->at(D).asInt(), 2);
  EXPECT_EQ(m3->at(E).asType(), c.Int8);
}

TEST_F(Types, Printing) {
  EXPECT_EQ(u.show(vec(c.Float64)), "Vector{Float64}");
  EXPECT_EQ(u.show(mat(c.Int64)), "Matrix{Int64}");
  EXPECT_EQ(u.show(u.apply(c.Array, {tv(c.Float32), u.int64(3)})), "Array{Float32, 3}");
  EXPECT_EQ(u.show(tup({c.Int64, c.String})), "Tuple{Int64, String}");
  EXPECT_EQ(u.show(c.Array->wrapper), "Array");
  const TypeVar* T = var("T", c.Real);
  EXPECT_EQ(u.show(u.unionAll(T, vec(T))), "Vector{T} where T<:Real");
  EXPECT_EQ(u.show(tup({u.varargOf(c.Int64)})), "Tuple{Vararg{Int64}}");
}

}  // namespace
}  // namespace juxla::compiler

namespace juxla::compiler {
namespace {

// Method specificity needs both directions between a diagonal signature and the plain one.
TEST_F(Types, DiagonalSignatureAgainstPlain) {
  const TypeVar* T = var("T");
  const JType* diagonal = u.unionAll(T, tup({c.String, T, T}));
  const JType* plain = tup({c.String, c.Any, c.Any});
  EXPECT_TRUE(sub(diagonal, plain));
  EXPECT_TRUE(sub(plain, diagonal));  // as Julia: T = Any satisfies it
}

}  // namespace
}  // namespace juxla::compiler

namespace juxla::compiler {
namespace {

// Calling the bare family Foo(args) must not match the constructor for Foo{T}(args) where T.
TEST_F(Types, FamilyIsNotAnInstanceInTypeOf) {
  TypeName* tn = u.newTypeName(intern("Foo"), nullptr, {var("T")});
  u.defineTypeName(tn, c.Any, {intern("x")}, {tn->params[0]});
  const JType* instance = u.apply(tn, {tv(tn->params[0])});
  const JType* inner = u.unionAll(tn->params[0], tup({u.apply(c.Type, {tv(instance)}), c.Any}));
  const JType* callOfFamily = tup({u.apply(c.Type, {tv(tn->wrapper)}), c.Int64});
  const JType* callOfInstance = tup({u.apply(c.Type, {tv(u.apply(tn, {tv(c.Int64)}))}), c.Int64});
  EXPECT_FALSE(sub(callOfFamily, inner));
  EXPECT_TRUE(sub(callOfInstance, inner));
}

}  // namespace
}  // namespace juxla::compiler
