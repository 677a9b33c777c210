// CUDA C++ source of one fused cluster (DESIGN decision 10): the CPU's FusedProgram
// (backends/cpu/fused_kernel.h) written out as a scalar kernel that NVRTC compiles. The math comes
// from the same text the CPU uses (backends/cpu/poly_math.h, embedded at build time).
//
// Kernel ABI (what the runtime launches):
//   extern "C" __global__ void <name>(P in0, ..., P in{I-1}, P out0, ..., P out{O-1})
//   - one device pointer per cluster input, then one per cluster output, in the cluster's order
//     (FusionCluster::inputs, ::outputs); nothing else: shapes, strides and constants are baked in.
//     An input the kernel does not read (a splat constant it bakes in) still takes its place.
//   - elements are dense row-major: f32 `float`, f64 `double`, i1 one byte holding 0 or 1.
//   - cudaLaunchKernel's `args` is an array of I + O addresses, each of a `void*` device pointer.
//   - an output may be the same memory as an input (loop state updated in place): each thread reads
//     all it needs of its element before it writes, so only an input read at the same element may
//     alias an output (plan.h's writtenLast guarantees that).
// Launch shape: 1-D, kFusedBlockSize threads per block, `gridBlocks` blocks (a grid-stride loop
// covers any grid); `workItems` == 0 means there is nothing to launch.
//   - elementwise: one thread per element of the iteration shape.
//   - reductions ([outer, reduced, inner]): one thread per (outer, inner) output position, which
//     accumulates the `reduced` terms from the init in the interpreter's order; the cluster's
//     elementwise outputs are written by the same threads.
// Numbers: + - * / sqrt, max, min, compare, select, converts and rounding ops give the interpreter's
// bits when compiled without contraction (NVRTC: --fmad=false; host: -ffp-contract=off). exp,
// expm1, log, tanh and logistic use poly_math.h in f32 and f64 (its stated ULP bounds against the
// C library); the other Call ops use the CUDA math library (within its documented ULP bounds; on a
// host, the C library, so the interpreter's bits).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "backends/cpu/fused_kernel.h"

namespace juxla::cpu {
struct FusionCluster;
}

namespace juxla::cuda {

constexpr int kFusedBlockSize = 256;
constexpr int64_t kMaxFusedGridBlocks = 8192;  // beyond this the grid-stride loop takes over

struct FusedKernelSource {
  bool ok = false;
  std::string reason;  // when !ok: why no kernel (an op with no CUDA definition)
  std::string name;    // the extern "C" kernel symbol
  std::string kernel;  // the kernel function alone (needs kernelPrelude() before it)
  int numInputs = 0, numOutputs = 0;
  int64_t workItems = 0;   // threads with work: elements, or outer * inner for reductions
  int64_t gridBlocks = 0;  // blocks of kFusedBlockSize threads to launch (0: none)

  // The whole translation unit for NVRTC: kernelPrelude() + kernel.
  std::string source() const;
};

// The shared scalar-op text every generated kernel starts with: poly_math.h, bit casts, IEEE
// maximum/minimum and the rounding ops, each valid under NVRTC and as host C++.
const std::string& kernelPrelude();

// The kernel of `program` (one of compileFusedProgram's), named `name` (a C identifier).
FusedKernelSource generateFusedKernel(const cpu::FusedProgram& program, std::string_view name = "juxla_fused");
// The same for a cluster, with its program compiled by the CPU backend.
FusedKernelSource generateFusedKernel(const cpu::FusionCluster& cluster, std::string_view name = "juxla_fused");

}  // namespace juxla::cuda
