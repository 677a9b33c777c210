// The backward pass of a stablehlo.while (DESIGN decision 8). The primal loop is replaced by one that
// also counts its iterations n. Then, for the backward loop, the carried state of iteration t is
// needed for t = n-1 .. 0:
//  - a trip count known at compile time (up to LoopOptions::maxStackedIterations): the replacing
//    loop stores every iteration's state in stacked buffers (n states);
//  - otherwise: a second forward pass stores a checkpoint every s = ceil(n / K) iterations (K slots),
//    and the backward pass recomputes one segment of s states at a time from its checkpoint (S slots),
//    so memory is (K + 1 + S) states and the loop may run at most K * S iterations.
// Each backward iteration recomputes the body from its state and differentiates it.
#pragma once

#include <optional>
#include <vector>

#include "ad/rules.h"

namespace juxla::ad::rules {

// The trip count of a while whose condition compares a carried integer, starting from a constant and
// stepped by a constant, with a constant bound (what staging emits for `for i in a:b`).
std::optional<int64_t> staticTripCount(const ir::Operation& whileOp);

class LoopTape {
 public:
  explicit LoopTape(VjpArgs& a) : a_(a) {}
  VjpResult differentiate(const std::vector<ir::Value*>& captures);

 private:
  struct Stacks {
    std::vector<ir::Value*> buffers;  // one per stored carried value (tokens are not stored)
  };
  // Carried values that are stored (every tensor; tokens are recreated on load).
  bool stored(size_t i) const;
  std::vector<ir::Value*> emptyStacks(ir::Builder& b, int64_t slots);
  std::vector<ir::Value*> store(ir::Builder& b, const std::vector<ir::Value*>& stacks,
                                std::span<ir::Value* const> state, ir::Value* slot);
  std::vector<ir::Value*> load(ir::Builder& b, const std::vector<ir::Value*>& stacks, ir::Value* slot);
  // Clones the body on `state` (outfeeds kept when `primal`, dropped in recomputation).
  std::vector<ir::Value*> body(ir::Builder& b, std::span<ir::Value* const> state, bool primal);
  std::vector<ir::Value*> cond(ir::Builder& b, std::span<ir::Value* const> state);
  // Runs the backward iterations t = len-1 .. 0 over states stacks[t]; returns {ct of state, acc}.
  std::vector<ir::Value*> sweep(ir::Builder& b, const std::vector<ir::Value*>& stacks, ir::Value* len,
                                std::vector<ir::Value*> carried, const std::vector<ir::Value*>& captures);

  ir::Value* i64(ir::Builder& b, int64_t v) { return b.constantInt(ir::ElementType::I64, v); }

  VjpArgs& a_;
  std::vector<size_t> diffCarried_;  // indices of differentiable carried values
};

}  // namespace juxla::ad::rules
