// Fusion planning for the CPU executor (DESIGN decisions 9 and 10): groups the ops of a block into
// clusters that one fused kernel (fused_kernel.h) runs in a single pass over the elements —
// elementwise f32/f64 math, compare and select over one iteration shape, broadcast_in_dim, reshape
// and transpose of values from outside read through strides instead of materialized, and
// reductions of the cluster's values. Values used only inside a cluster get no buffer at all.
// Every op left out says why (`FusionNote::reason`), for tests and JUXLA_EXPLAIN_FUSION=1.
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"

namespace juxla::cpu {

// Ops of one block that run as one kernel, at the position of the last of them.
struct FusionCluster {
  std::vector<const ir::Operation*> ops;   // in block order
  std::vector<int64_t> shape;              // the iteration shape: every elementwise result's
  std::vector<const ir::Value*> inputs;    // values it reads (defined outside it), first use first
  std::vector<const ir::Value*> outputs;   // values it writes: used after it or yielded
  // Outputs that may share memory with an input (loop state updated in place, plan.h): the kernel
  // writes them at the end of each segment, after every read of it.
  std::vector<const ir::Value*> writtenLast;
};

struct FusionNote {
  const ir::Operation* op = nullptr;
  int cluster = -1;    // -1: not fused
  std::string reason;  // why not fused, or why it did not join an operand's cluster
};

struct BlockFusion {
  std::vector<FusionCluster> clusters;  // in the order they run
  std::vector<FusionNote> notes;        // one per op except constants and the terminator
};

// The clusters of one block (its nested regions are planned on their own).
BlockFusion planFusion(const ir::Block& block);

// A readable report of every block of `f` the executor plans (its body, loop and branch regions):
// the clusters, and each op left out with its reason.
std::string explainFusion(const ir::Func& f);

}  // namespace juxla::cpu
