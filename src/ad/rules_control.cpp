// Vjp rules of if, case and while. A branch's backward pass recomputes the branch and differentiates
// it inside an `if` of the same predicate. A loop's backward pass is a loop that runs the iterations
// backwards from recorded states (loop_tape.cpp says how the states are kept).
#include "ad/loop_tape.h"
#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::Value;

namespace {

// Values captured by the op's regions whose cotangent the caller wants.
std::vector<Value*> wantedCaptures(VjpArgs& a) {
  std::vector<Value*> out;
  for (Value* v : capturedValues(a.op))
    if (isDifferentiable(v) && a.wanted(v)) out.push_back(v);
  return out;
}

// The backward pass of one branch region: recompute it, differentiate it for `caps`.
ir::RegionBody branchBackward(VjpArgs& a, const ir::Region& region, const std::vector<Value*>& caps) {
  return [&a, &region, caps](ir::Builder& bb, std::span<Value* const>) {
    ir::ValueMap map;
    std::vector<Value*> outs = a.reverse.recompute(bb, region.block(), map);
    std::vector<Value*> seeds(a.cotangents.begin(), a.cotangents.end());
    std::vector<Value*> grads = a.reverse.backward(bb, *bb.block(), nullptr, outs, seeds, caps);
    for (size_t i = 0; i < grads.size(); ++i)
      if (!grads[i]) grads[i] = bb.zeros(caps[i]->type());
    return grads;
  };
}

VjpResult branches(VjpArgs& a) {
  std::vector<Value*> caps = wantedCaptures(a);
  VjpResult r = none(a);
  if (caps.empty()) return r;
  std::vector<ir::RegionBody> bodies;
  for (size_t i = 0; i < a.op.numRegions(); ++i) bodies.push_back(branchBackward(a, a.op.region(i), caps));
  std::vector<Value*> grads = a.op.is(ir::OpCode::If) ? a.b.if_(a.op.operand(0), bodies[0], bodies[1])
                                                       : a.b.case_(a.op.operand(0), bodies);
  for (size_t i = 0; i < caps.size(); ++i) r.captured.push_back({caps[i], grads[i]});
  return r;
}

}  // namespace

VjpResult if_(VjpArgs& a) { return branches(a); }
VjpResult case_(VjpArgs& a) { return branches(a); }

VjpResult while_(VjpArgs& a) {
  std::vector<Value*> caps = wantedCaptures(a);
  LoopTape tape(a);
  return tape.differentiate(caps);
}

}  // namespace juxla::ad::rules
