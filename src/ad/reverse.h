// The reverse-mode transform (DESIGN decision 8): given ops already built in a block, emits their
// backward pass after them with the vjp rule table. Ops with regions (while, if, case) differentiate
// their bodies by calling back into the transform, so loops and branches stay loops and branches.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "ad/vjp.h"

namespace juxla::ad {

// How loops keep what the backward pass needs (docs/autodiff.md gives the memory formula).
struct LoopOptions {
  // A loop whose trip count is a compile-time constant up to this many iterations keeps its carried
  // state of every iteration in stacked buffers.
  int64_t maxStackedIterations = 1 << 16;
  // Any other loop: checkpoints of the carried state every s = ceil(n / checkpointSlots) iterations,
  // and one segment of s states recomputed at a time; it may run at most
  // checkpointSlots * segmentSlots iterations.
  int64_t checkpointSlots = 256;
  int64_t segmentSlots = 256;
};

struct ReverseOptions {
  LoopOptions loops;
  // Receives an i1 scalar that is false when a loop ran more iterations than checkpointing allows
  // (with its location); staging raises it through its error flag. Unset: such loops are refused
  // at compile time unless their trip count is static.
  std::function<void(ir::Builder&, ir::Value* ok, SourceLoc loc, const std::string& message)> check;
  // The backward pass of a custom_call @juxla.custom_rule (vjp.h), emitted at the builder's insertion
  // point: one cotangent per operand of `op` (nullptr: none). Unset: such ops are refused.
  std::function<std::vector<ir::Value*>(ir::Builder&, const ir::Operation& op, std::span<ir::Value* const> cotangents)>
      customRule;
};

class Reverse {
 public:
  explicit Reverse(ReverseOptions options = {}) : options_(std::move(options)) {}

  // Emits at b's insertion point the backward pass of the ops of `block` that come after `after`
  // (nullptr: all of them): `seeds[i]` is the cotangent of `outputs[i]` (nullptr: zero). Returns
  // the cotangent of each `wrt` value (nullptr where nothing flows). Values defined before `after`
  // or outside the block are constants of the derivative unless listed in `wrt`. Loop rules may
  // replace a primal while by one that records what its backward pass needs.
  std::vector<ir::Value*> backward(ir::Builder& b, ir::Block& block, ir::Operation* after,
                                   std::span<ir::Value* const> outputs, std::span<ir::Value* const> seeds,
                                   std::span<ir::Value* const> wrt);

  // Clones the ops of `source` (not its terminator) at b's insertion point, mapping its arguments
  // through `map`, to recompute a region in the backward pass: outfeeds are dropped (their effect
  // happened once) and infeeds refused. Returns the mapped values the terminator yields.
  std::vector<ir::Value*> recompute(ir::Builder& b, const ir::Block& source, ir::ValueMap& map);

  // A loop rule that replaces a primal op's results records it here; callers holding primal values
  // read them through resolve() so that the replaced op becomes dead.
  void replaced(ir::Value* old, ir::Value* now) {
    replaced_[old] = now;
    replacements_.push_back({old, now});
  }
  ir::Value* resolve(ir::Value* v) const;
  // Every replacement in the order made: code staged later may still hold the old values.
  const std::vector<std::pair<ir::Value*, ir::Value*>>& replacements() const { return replacements_; }

  const ReverseOptions& options() const { return options_; }
  // Bytes of the buffers loop rules allocated to keep states for the backward pass (the tape);
  // docs/autodiff.md gives the formula.
  int64_t tapeBytes() const { return tapeBytes_; }
  void addTapeBytes(int64_t n) { tapeBytes_ += n; }

 private:
  ReverseOptions options_;
  ir::ValueMap replaced_;
  std::vector<std::pair<ir::Value*, ir::Value*>> replacements_;
  int64_t tapeBytes_ = 0;
};

// Clones the ops of `source` (not its terminator) at b's insertion point as they are, mapping its
// arguments through `map`; returns the mapped values its terminator yields.
std::vector<ir::Value*> cloneBlock(ir::Builder& b, const ir::Block& source, ir::ValueMap& map);

// Values used inside `op`'s regions but defined outside it, in first-use order.
std::vector<ir::Value*> capturedValues(const ir::Operation& op);

// A new function @name in `m`: (f's inputs..., a seed per differentiable result of f) ->
// (f's results..., the cotangent of each input with wrt[i] set; zeros where nothing flows).
// `tapeBytes`, when given, receives Reverse::tapeBytes() of the transform.
ir::Func* buildVjpFunc(ir::Module& m, const ir::Func& f, const std::vector<bool>& wrt, const std::string& name,
                       const ReverseOptions& options = {}, int64_t* tapeBytes = nullptr);

}  // namespace juxla::ad
