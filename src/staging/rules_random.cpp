// Random numbers in staged code (decision 12): the host's random builtins (reached through
// prelude/random.jl's rand, randn, rand!, randn!) draw from juxla's Philox-4x32-10 stream, whose
// state is a parameter and a result of the compiled function, threaded through loops and branches
// and written back, so every call continues the stream and Random.seed!(n) restarts it.
#include <stdexcept>

#include "compiler/types.h"
#include "compiler/universe.h"
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

}  // namespace

void registerRandomRules(RuleTable& t) {
  t.add("__rng_scalar", randScalar);
  t.add("__rng_fill!", randFill);
  t.add("__rng_randn_fill!", randnFill);
  t.add("__rng_randn", randnScalar);
  t.add("__rng_range", randRange);
  t.add("seed!", seed);
}

}  // namespace juxla::staging
