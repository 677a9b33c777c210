// Data movement on the device (DESIGN decision 10): pad (edge and interior, negative crops),
// reverse, transpose, broadcast_in_dim and slice are one gather — every output element reads one
// input element or the padding value — run by one small NVRTC-compiled kernel per element width.
// The plan of a copy is read from the op without a GPU; copyOnHost runs the kernel's index
// arithmetic on the host, which the tests compare with the interpreter.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <cuda_runtime_api.h>

#include "ir/ir.h"

namespace juxla::cuda {

constexpr int kMaxCopyRank = 8;

// Output element o (a multi-index) reads, along each dim d: q = o[d] - lo[d]; nothing (the padding
// value) unless q >= 0, q % step[d] == 0 and k = q / step[d] < count[d]; else input index
// at = inStart[d] + k * inMul[d], mirrored (inDim[d] - 1 - at) where reversed[d].
// The layout is the kernel's parameter: change both together.
struct CopyPlan {
  long long total = 0;  // output elements
  int rank = 0;
  int elementBytes = 0;
  unsigned long long padBits = 0;  // the padding value's raw bits
  long long outDims[kMaxCopyRank] = {}, lo[kMaxCopyRank] = {}, step[kMaxCopyRank] = {}, count[kMaxCopyRank] = {},
            inStart[kMaxCopyRank] = {}, inMul[kMaxCopyRank] = {}, inDim[kMaxCopyRank] = {}, inStride[kMaxCopyRank] = {};
  int reversed[kMaxCopyRank] = {};
};

struct CopyReading {
  bool ok = false;
  std::string reason;
  CopyPlan plan;
};
// The copy an op is, for pad (with a constant padding value), reverse, transpose,
// broadcast_in_dim and slice of tensors of rank up to 8.
CopyReading readCopyPlan(const ir::Operation& op);

// The transpose of a tensor of type `in`: output dim d is input dim perm[d].
CopyPlan transposePlan(ir::Type in, const std::vector<int64_t>& perm);

// The kernel's arithmetic on the host (for tests): `out` gets plan.total elements.
void copyOnHost(const CopyPlan& plan, const void* in, void* out);

// Queues the copy on `stream` (the kernels are compiled by NVRTC once per process).
void runCopy(const CopyPlan& plan, const void* in, void* out, cudaStream_t stream);

}  // namespace juxla::cuda
