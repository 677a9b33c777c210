// Loops unrolled while staging (decision 6): `for` over a tuple, and loops whose variable must be a
// host value (a tuple index, a shape), up to a bound; staged break/return flags still apply.
#include "compiler/code.h"
#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/control.h"
#include "staging/stager.h"

namespace juxla::staging {

using compiler::Flow;
using compiler::Frame;
using compiler::isStagedScalar;
using compiler::JuliaError;

// One iteration of a loop unrolled while staging: where a staged break or return was taken in an
// earlier iteration, this one runs under a staged if on the other paths. False when the loop ends
// (an unconditional break or return).
bool unrolledIteration(Session& s, compiler::Evaluator& ev, Frame& f, const compiler::Code& body, frontend::SourceSpan span) {
  auto it = s.exits.find(&f);
  ir::Value* left = nullptr;
  if (it != s.exits.end())
    for (ir::Value* flag : {it->second.returned, it->second.broken})
      if (flag) left = left ? s.b.or_(left, flag) : flag;
  if (!left) {
    body.eval(ev, f);
  } else {
    stageBranches(s, ev, f, s.b.not_(left), [&] { return body.eval(ev, f); }, [&] { return ev.universe().nothing(); }, span,
                  true);
  }
  if (auto e = s.exits.find(&f); e != s.exits.end()) e->second.continued = nullptr;  // per iteration
  if (f.flow == Flow::Continue || f.flow == Flow::Staged) f.flow = Flow::Normal;
  return f.flow == Flow::Normal;
}

// The loop's own break flag does not outlive it; a staged return leaves the rest of the function.
void endUnrolledLoop(Session& s, Frame& f, const Session::ExitState& outer) {
  if (f.flow == Flow::Break) f.flow = Flow::Normal;
  Session::ExitState& ex = s.exits[&f];
  ex.broken = outer.broken;
  ex.continued = outer.continued;
  if (ex.returned && f.flow == Flow::Normal) f.flow = Flow::Staged;
  if (!ex.any() && !ex.returnValue.defined() && !ex.raised) s.exits.erase(&f);
}

Value StagerImpl::unrollFor(compiler::Evaluator& ev, Frame& f, const compiler::ForIn& node, const Value& iterable) {
  Session& s = *session_;
  Session::ExitState outer = s.exits[&f];
  s.exits[&f].broken = s.exits[&f].continued = nullptr;
  const Value& iterate = ev.baseFunction("iterate");
  Value next = ev.callFunction(iterate, {iterable}, node.span);
  while (next.type() != ev.core().Nothing) {
    ev.tick(node.span);
    if (!next.type()->isTupleType || next.as<compiler::TupleObject>()->elements.size() != 2)
      ev.raise("TypeError", "iterate must return `nothing` or a tuple (element, state), not " + ev.universe().show(next.type()), node.span);
    Value state = next.as<compiler::TupleObject>()->elements[1];
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    f.slots[size_t(node.elementSlot)] = next.as<compiler::TupleObject>()->elements[0];
    node.assign->eval(ev, f);
    if (!unrolledIteration(s, ev, f, *node.body, node.span)) break;
    next = ev.callFunction(iterate, {iterable, state}, node.span);
  }
  endUnrolledLoop(s, f, outer);
  return ev.universe().nothing();
}

Value StagerImpl::unrollWhile(compiler::Evaluator& ev, Frame& f, const compiler::While& node) {
  Session& s = *session_;
  Session::ExitState outer = s.exits[&f];
  s.exits[&f].broken = s.exits[&f].continued = nullptr;
  while (true) {
    ev.tick(node.span);
    for (int slot : node.bodyLocals) f.slots[size_t(slot)] = Value();
    Value c = node.cond->eval(ev, f);
    if (isStagedScalar(c)) {
      JuliaError e("StagingError", "this loop's condition became a staged value after it ran on the host for some iterations", node.cond->span);
      e.advice = "make the condition staged from the start (compute it from the arrays), or keep it a host value";
      throw e;
    }
    if (c.type() != ev.core().Bool)
      ev.raise("TypeError", "non-boolean (" + ev.universe().show(c.type()) + ") used in boolean context", node.cond->span);
    if (!c.asBool()) break;
    if (!unrolledIteration(s, ev, f, *node.body, node.span)) break;
  }
  endUnrolledLoop(s, f, outer);
  return ev.universe().nothing();
}

}  // namespace juxla::staging
