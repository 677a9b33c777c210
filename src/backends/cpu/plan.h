// The CPU executor's plan of a function (DESIGN decision 10): every op becomes a step (a prepared
// kernel, native control flow, or the interpreter's implementation), and every value a slot in one
// arena whose offsets come from liveness, so that a run allocates nothing and slots are reused by
// values whose lifetimes do not overlap. Loop state lives in place: a while's operands are copied
// in once, and its body's block arguments, its condition's and its results share their slots.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "backends/cpu/kernel.h"
#include "interp/tensor.h"
#include "ir/ir.h"

namespace juxla::cpu {

// Where a value lives while the executable runs: `offset` into the arena, a constant it owns, or
// the buffer of the entry's `argument` (the arguments, read where the caller keeps them, and the
// results computed into donated arguments).
struct Slot {
  int64_t offset = 0;
  int64_t bytes = 0;
  const uint8_t* constant = nullptr;
  int argument = -1;
};

struct BlockPlan;

struct Step {
  enum class Kind { Kernel, Fallback, While, If, Case } kind = Kind::Fallback;
  const ir::Operation* op = nullptr;  // a fused cluster's last op
  Kernel kernel;
  std::vector<const ir::Value*> captured;           // Fallback: values the op's regions read from outside
  std::vector<std::unique_ptr<BlockPlan>> regions;  // While: {cond, body}; If, Case: the branches
  // While: yields that are other block arguments of the body (a swap) go through `scratch` first.
  bool stagesYields = false;
  Slot scratch;
  // What the step reads and writes: the op's operands and results, or a fused cluster's inputs and
  // outputs (whose other values live only inside the fused kernel); their buffers, bound once.
  std::vector<const ir::Value*> inputs, outputs;
  std::vector<Buffer> ins, outs;
};

struct BlockPlan {
  const ir::Block* block = nullptr;
  std::vector<Step> steps;
  std::vector<const ir::Value*> yields;  // the terminator's operands
};

// A plan the CPU cannot make (tuples): the executable runs the function in the interpreter.
struct Unplannable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Plan {
  std::unique_ptr<BlockPlan> entry;
  std::unordered_map<const ir::Value*, Slot> slots;
  std::vector<interp::Tensor> constants;  // the constant pool the constant slots point into
  int64_t arenaBytes = 0;
  size_t kernelSteps = 0, fallbackSteps = 0;
  size_t inPlaceUpdates = 0;  // dynamic_update_slices that write into their operand's slot
  size_t loopStateInPlace = 0;  // loop state values computed straight into their argument's slot
  size_t fusedSteps = 0, fusedOps = 0;  // kernel steps that run fused clusters (fusion.h), and their ops
  size_t convolutionEpilogues = 0;      // bias (and relu) clusters run as a convolution's post-ops
  size_t matmulUpdates = 0;             // w - s * dot clusters run as the dot's scale and sum post-op
  // The donated (result, argument) pairs computed in the argument's buffer; others are copied.
  std::vector<std::pair<size_t, size_t>> resultsInArguments;
  std::vector<std::string> fallbackOps;  // op names run by the interpreter, for reports
};

// Plans `f`, fusing clusters of elementwise ops and reductions unless `fuse` is false (for
// comparisons); throws Unplannable for what only the interpreter runs. JUXLA_EXPLAIN_FUSION=1 prints
// the clusters and every op left out with its reason to stderr.
// `donated` (result, argument) pairs may be computed in the argument's buffer where that is safe.
Plan planFunction(const ir::Func& f, bool fuse = true, const std::vector<std::pair<size_t, size_t>>& donated = {});

}  // namespace juxla::cpu
