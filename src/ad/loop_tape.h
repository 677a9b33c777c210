// The backward pass of a stablehlo.while (DESIGN decision 8). The primal loop is replaced by one that
// also counts its iterations n. Then, for the backward loop, the carried state of iteration t is
// needed for t = n-1 .. 0:
//  - a trip count known at compile time (up to LoopOptions::maxStackedIterations): the replacing
//    loop writes every iteration's state to a tape of n slots;
//  - otherwise: a second forward pass stores a checkpoint every s = ceil(n / K) iterations (K slots),
//    and the backward pass recomputes one segment of s states at a time from its checkpoint into a
//    tape of S slots, so memory is (K + 1) states + the tape and the loop may run at most K * S
//    iterations.
// The tape holds each carried tensor whole, except a value the body overwrites in place
// (`x = dynamic_update_slice(x, u, starts)`, an RNN's output buffer): for it the tape is an undo log
// of the slice about to be overwritten and its clamped starts, and the backward loop carries the
// value from the loop's (or segment's) end, undoing one write before each iteration. So writing row t
// of a buffer H tapes n x size(row) instead of n x size(H).
// Each backward iteration recomputes the body from its state and differentiates it.
#pragma once

#include <optional>
#include <vector>

#include "ad/rules.h"

namespace juxla::ad::rules {

// The trip count of a while whose condition compares a carried integer, starting from a constant and
// stepped by a constant, with a constant bound (what staging emits for `for i in a:b`).
std::optional<int64_t> staticTripCount(const ir::Operation& whileOp);

// The dynamic_update_slice of carried value k onto its own block argument that the body yields as k's
// next value, when the undo log pays (the slice is smaller than the value); nullptr otherwise.
const ir::Operation* carriedInPlaceWrite(const ir::Operation& whileOp, size_t k);

class LoopTape {
 public:
  explicit LoopTape(VjpArgs& a) : a_(a) {}
  VjpResult differentiate(const std::vector<ir::Value*>& captures);

 private:
  // Carried values that are stored (every tensor; tokens are recreated on load).
  bool stored(size_t i) const;
  // Carried values the tape keeps as an undo log (two stacks: overwritten slices, their starts).
  bool logged(size_t i) const { return writes_[i] != nullptr; }
  // Stacks of `slots` states; `undoLog`: logged values as undo logs (a tape), else whole (checkpoints).
  std::vector<ir::Value*> emptyStacks(ir::Builder& b, int64_t slots, bool undoLog);
  // Writes `state` to slot `slot`. `body` (the map of the body cloned on `state`) selects the undo
  // log for logged values: their overwritten slice is read from `state` where the body writes.
  std::vector<ir::Value*> store(ir::Builder& b, const std::vector<ir::Value*>& stacks,
                                std::span<ir::Value* const> state, ir::Value* slot,
                                const ir::ValueMap* body = nullptr);
  // Reads the state of slot `slot`. `after` selects the undo log: it holds the logged values after
  // that iteration and is set to them before it.
  std::vector<ir::Value*> load(ir::Builder& b, const std::vector<ir::Value*>& stacks, ir::Value* slot,
                               std::vector<ir::Value*>* after = nullptr);
  // Clones the body on `state` (outfeeds kept when `primal`, dropped in recomputation).
  std::vector<ir::Value*> body(ir::Builder& b, std::span<ir::Value* const> state, bool primal,
                               ir::ValueMap& map);
  std::vector<ir::Value*> cond(ir::Builder& b, std::span<ir::Value* const> state);
  // Runs the backward iterations t = len-1 .. 0 over the tape's states; `last` holds the logged values
  // after iteration len-1. Returns {ct of state, acc}.
  std::vector<ir::Value*> sweep(ir::Builder& b, const std::vector<ir::Value*>& tape, ir::Value* len,
                                std::vector<ir::Value*> carried, const std::vector<ir::Value*>& captures,
                                const std::vector<ir::Value*>& last);
  // The logged values among `state`.
  std::vector<ir::Value*> loggedOf(std::span<ir::Value* const> state) const;

  ir::Value* i64(ir::Builder& b, int64_t v) { return b.constantInt(ir::ElementType::I64, v); }

  VjpArgs& a_;
  std::vector<size_t> diffCarried_;              // indices of differentiable carried values
  std::vector<const ir::Operation*> writes_;     // per carried value: carriedInPlaceWrite or nullptr
};

}  // namespace juxla::ad::rules
