// Random numbers in staged code (decision 12): the host's random builtins (reached through
// prelude/random.jl's rand, randn, rand!, randn!) draw from juxla's Philox-4x32-10 stream, whose
// state is a parameter and a result of the compiled function, threaded through loops and branches
// and written back, so every call continues the stream and Random.seed!(n) restarts it.
#include <stdexcept>

#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/array_emit.h"
#include "staging/philox.h"
#include "staging/rules_array_support.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using compiler::isStagedScalar;
using E = ir::ElementType;

using array_rules::emitOrRaise;

bool floatType(Session& s, const JType* t) {
  const compiler::CoreTypes& c = s.ev.core();
  return t == c.Float64 || t == c.Float32;
}

// rand(T): one draw.
Value randScalar(Session& s, CallArgs& call) {
  if (call.size() != 3 || !call[2].type()->isKindType) return Value();
  const JType* t = call[2].asType();
  if (!floatType(s, t)) return Value();
  E e = *s.elementTypeOf(t);
  StagedDraw d = emitOrRaise(s, call.span, [&] { return emitUniform(s.b, s.ensureRng(), e, {}); });
  s.rng = d.state;
  return s.scalar(d.values, static_cast<const DataType*>(t));
}

// rand!(A) / randn!(A): the whole array in one draw.
Value fill(Session& s, CallArgs& call, RandomKind kind) {
  if (call.size() != 3 || !s.isNumericArray(call[2])) return Value();
  const ArrayObject& a = *call[2].as<ArrayObject>();
  if (!floatType(s, a.elementType)) return Value();
  E e = *s.elementTypeOf(a.elementType);
  StagedDraw d = emitOrRaise(s, call.span, [&] { return emitRandom(s.b, s.ensureRng(), kind, e, a.dims); });
  s.rng = d.state;
  s.setArrayValue(call[2], d.values);
  return call[2];
}
Value randFill(Session& s, CallArgs& call) { return fill(s, call, RandomKind::Uniform); }
Value randnFill(Session& s, CallArgs& call) { return fill(s, call, RandomKind::Normal); }

Value randnScalar(Session& s, CallArgs& call) {
  if (call.size() != 2) return Value();
  StagedDraw d = emitOrRaise(s, call.span, [&] { return emitNormal(s.b, s.ensureRng(), E::F64, {}); });
  s.rng = d.state;
  return s.scalar(d.values, s.ev.core().Float64);
}

// rand(lo:hi): one integer, uniform over the range.
Value randRange(Session& s, CallArgs& call) {
  if (call.size() != 4) return Value();
  int64_t lo = s.requireInt(call[2], call.span, "a bound of the range to draw from");
  int64_t hi = s.requireInt(call[3], call.span, "a bound of the range to draw from");
  StagedDraw d = emitOrRaise(s, call.span, [&] { return emitIntRange(s.b, s.ensureRng(), lo, hi, E::I64, {}); });
  s.rng = d.state;
  return s.scalar(d.values, s.ev.core().Int64);
}

// Random.seed!(n) in staged code restarts the staged stream (the host generator is not touched).
Value seed(Session& s, CallArgs& call) {
  const Value* n = nullptr;
  if (call.size() == 2) n = &call[1];
  else if (call.size() == 3 && call[1].type()->name->name->view() == "TaskLocalRNG") n = &call[2];
  if (!n || !(isStagedScalar(*n) || (s.elementTypeOf(n->type()) && !ir::isFloat(*s.elementTypeOf(n->type())))))
    return Value();
  s.ensureRng();
  s.rng = emitSeededState(s.b, s.valueOf(*n, E::I64));
  return s.ev.universe().nothing();
}

// A random permutation of 0..n-1 as jax.random.permutation draws one: n 64-bit keys, sorted; their
// positions are the permutation (a tie, of probability about n^2/2^65, keeps index order).
ir::Value* emitPermutation(Session& s, int64_t n) {
  std::vector<int64_t> dims{n, 2};
  StagedDraw d = emitRandomWords(s.b, s.ensureRng(), dims);
  s.rng = d.state;
  auto word = [&](int64_t row) {
    ir::Value* w = s.b.reshape(s.b.slice(d.values, {row, 0}, {row + 1, n}, {1, 1}), {n});
    return s.b.convert(w, E::UI64);
  };
  ir::Value* shift = s.b.splatInt(ir::Type::tensor(E::UI64, std::vector<int64_t>{n}), 32);
  ir::Value* keys = s.b.or_(s.b.shiftLeft(word(0), shift), word(1));
  ir::Value* positions = s.b.iota(ir::Type::tensor(E::I64, std::vector<int64_t>{n}), 0);
  return s.b.sort({keys, positions}, 0, ir::ComparisonDirection::LT, true)[1];
}

// randperm!(rng, a) and shuffle!(rng, a) in staged code draw from the staged stream (the generator
// passed is not used, as for rand!): the order is new on every run of the compiled code.
Value permute(Session& s, CallArgs& call, bool shuffle) {
  if (call.size() != 3 || !s.isNumericArray(call[2])) return Value();
  const ArrayObject& a = *call[2].as<ArrayObject>();
  int64_t n = 1;
  for (int64_t d : a.dims) n *= d;
  if (n == 0) return call[2];
  ir::Value* perm = emitPermutation(s, n);
  ir::Value* result;
  if (shuffle) {
    std::vector<int64_t> flat{n};
    ir::Value* values = reshape(s.b, s.arrayValue(call[2]), flat);
    std::vector<Index> index{Index::array(s.b.add(perm, s.b.splatInt(perm->type(), 1)))};
    result = reshape(s.b, getIndex(s.b, values, index).value, a.dims);
  } else {
    if (!s.elementTypeOf(a.elementType) || ir::isFloat(*s.elementTypeOf(a.elementType))) return Value();
    result = s.b.add(perm, s.b.splatInt(perm->type(), 1));
    ir::ElementType e = *s.elementTypeOf(a.elementType);
    if (e != E::I64) result = s.b.convert(result, e);
    if (a.dims.size() != 1) result = reshape(s.b, result, a.dims);
  }
  s.setArrayValue(call[2], result);
  return call[2];
}
Value randpermFill(Session& s, CallArgs& call) { return permute(s, call, false); }
Value shuffleInPlace(Session& s, CallArgs& call) { return permute(s, call, true); }

}  // namespace

void registerRandomRules(RuleTable& t) {
  t.add("randperm!", randpermFill);
  t.add("shuffle!", shuffleInPlace);
  t.add("__rng_scalar", randScalar);
  t.add("__rng_fill!", randFill);
  t.add("__rng_randn_fill!", randnFill);
  t.add("__rng_randn", randnScalar);
  t.add("__rng_range", randRange);
  t.add("seed!", seed);
}

}  // namespace juxla::staging
