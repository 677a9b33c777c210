// The backward pass of a stablehlo.while (DESIGN decision 8). For the backward loop, the carried state
// of iteration t is needed for t = n-1 .. 0:
//  - a trip count known at compile time (up to LoopOptions::maxStackedIterations): the loop that
//    replaces the primal one writes every iteration's state to a tape of n slots;
//  - otherwise a forward pass stores a checkpoint every s = ceil(n / K) iterations (K slots), and the
//    backward pass recomputes one segment of s states at a time from its checkpoint into a tape of S
//    slots, so memory is (K + 1) states + the tape and the loop may run at most K * S iterations.
//    When n can be computed before the loop (a counter stepped by a constant towards a loop-invariant
//    bound: `for i in a:b` with staged a or b), that checkpointing pass replaces the primal loop, so
//    the forward body runs once; otherwise (a data-dependent condition: Newton's iteration, a
//    `break`) a loop that counts replaces the primal one and the checkpointing pass runs after it.
// Carried values the body yields unchanged (a captured weight, the error flag threaded through) are
// not stored: their state is the loop's operand at every iteration.
// The tape holds each other carried tensor whole, except a value the body overwrites in place
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

// A while whose condition is only `counter dir bound` (the counter on the left): carried integer
// `index` steps by the constant `step` each iteration, and `bound` is the same at every iteration (a
// constant, a value defined outside the loop, or the operand of a carried value the body leaves alone).
struct CounterLoop {
  size_t index;
  ir::ComparisonDirection dir;
  int64_t step;
  ir::Value* bound;
};
std::optional<CounterLoop> counterLoop(const ir::Operation& whileOp);

// The trip count of a counter loop whose start and bound are constants (what staging emits for
// `for i in 1:10`).
std::optional<int64_t> staticTripCount(const ir::Operation& whileOp);

// The trip count of a counter loop that moves towards its bound, computed (i64) at b's insertion
// point before the loop; nullptr for any other loop.
ir::Value* tripCountBefore(ir::Builder& b, const ir::Operation& whileOp);

// The dynamic_update_slice of carried value k onto its own block argument that the body yields as k's
// next value, when the undo log pays (the slice is smaller than the value); nullptr otherwise.
const ir::Operation* carriedInPlaceWrite(const ir::Operation& whileOp, size_t k);

class LoopTape {
 public:
  explicit LoopTape(VjpArgs& a) : a_(a) {}
  VjpResult differentiate(const std::vector<ir::Value*>& captures);

 private:
  // Carried values that are stored: tensors the body changes (tokens are recreated on load).
  bool stored(size_t i) const;
  // Carried tensors the body yields unchanged: loaded as the loop's operand, never stored.
  bool invariant(size_t i) const { return invariant_[i]; }
  // Carried values the tape keeps as an undo log (two stacks: overwritten slices, their starts).
  bool logged(size_t i) const { return writes_[i] != nullptr; }
  // Stacks of `slots` states; `undoLog`: logged values as undo logs (a tape), else whole (checkpoints).
  std::vector<ir::Value*> emptyStacks(ir::Builder& b, int64_t slots, bool undoLog);
  // Writes `state` to slot `slot`. `body` (the map of the body cloned on `state`) selects the undo
  // log for logged values: their overwritten slice is read from `state` where the body writes.
  std::vector<ir::Value*> store(ir::Builder& b, const std::vector<ir::Value*>& stacks,
                                std::span<ir::Value* const> state, ir::Value* slot,
                                const ir::ValueMap* body = nullptr);
  // Reads the state of slot `slot`, with `fixed` for the invariant values. `after` selects the undo
  // log: it holds the logged values after that iteration and is set to them before it.
  std::vector<ir::Value*> load(ir::Builder& b, const std::vector<ir::Value*>& stacks, ir::Value* slot,
                               const std::vector<ir::Value*>& fixed, std::vector<ir::Value*>* after = nullptr);
  // Clones the body on `state` (outfeeds kept when `primal`, dropped in recomputation).
  std::vector<ir::Value*> body(ir::Builder& b, std::span<ir::Value* const> state, bool primal,
                               ir::ValueMap& map);
  std::vector<ir::Value*> cond(ir::Builder& b, std::span<ir::Value* const> state);
  // Runs the backward iterations t = len-1 .. 0 over the tape's states; `last` holds the logged values
  // after iteration len-1, `fixed` the invariant ones. Returns {ct of state, acc}.
  std::vector<ir::Value*> sweep(ir::Builder& b, const std::vector<ir::Value*>& tape, ir::Value* len,
                                std::vector<ir::Value*> carried, const std::vector<ir::Value*>& captures,
                                const std::vector<ir::Value*>& last, const std::vector<ir::Value*>& fixed);
  // The logged (invariant) values among `state`.
  std::vector<ir::Value*> loggedOf(std::span<ir::Value* const> state) const;
  std::vector<ir::Value*> invariantOf(std::span<ir::Value* const> state) const;

  ir::Value* i64(ir::Builder& b, int64_t v) { return b.constantInt(ir::ElementType::I64, v); }

  VjpArgs& a_;
  std::vector<size_t> diffCarried_;              // indices of differentiable carried values
  std::vector<const ir::Operation*> writes_;     // per carried value: carriedInPlaceWrite or nullptr
  std::vector<bool> invariant_;                  // per carried value
};

}  // namespace juxla::ad::rules
