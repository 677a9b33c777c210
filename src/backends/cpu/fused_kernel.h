// The fused kernel of a cluster (fusion.h, DESIGN decision 10): a compact program over value
// numbers, interpreted over segments of up to kFusedChunk elements. Each instruction is a tight
// loop over a whole segment, precompiled for AVX-512, AVX2 and plain x86-64 (chosen at load time
// by the CPU), so nothing is generated at run time. Segments split across the thread pool.
//
// Results: + - * / sqrt rsqrt, max, min, compare, select, converts and every op run through the
// interpreter's scalar function (`Call`) are bit for bit the interpreter's; reductions accumulate
// in its order. f32 exp, expm1, log, tanh and logistic use poly_math.h (computed in double,
// within 1 ULP, and in practice the interpreter's bits); f64 ones call the C library as it does.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backends/cpu/kernel.h"
#include "interp/ops.h"

namespace juxla::cpu {

struct FusionCluster;

constexpr int64_t kFusedChunk = 512;   // elements per segment: a value's buffer stays in L1
constexpr int64_t kMaxFusedRank = 8;   // strided reads walk at most this many dimensions

enum class FusedRole { Elementwise, View, Reduce };

// Whether the fused kernel computes `op`, in which role, or why not.
struct FusedSupport {
  bool ok = false;
  FusedRole role = FusedRole::Elementwise;
  std::string reason;
};
FusedSupport fusedSupport(const ir::Operation& op);

// The element kinds of program values: f32, f64, and i1 as one byte (0 or 1) per element.
enum class Lane : uint8_t { F32, F64, Pred };
int64_t laneBytes(Lane l);

enum class FusedOp : uint8_t {
  Load, Const,                                                          // from an input, a splat
  Neg, Abs, Sqrt, Rsqrt, Exp, Expm1, Log, Tanh, Logistic, Call1,       // unary
  Add, Sub, Mul, Div, Max, Min, Call2,                                  // binary
  Compare, Select, And, Or, Xor, Not, Convert,
  Store, Reduce,                                                        // to an output
  AddPadded,  // the CPU runner's own: a + pad(input) (aux: the pad first), a pad load merged into its add
  PadSum,     // the CPU runner's own: a sum of zero pads whose operands land on disjoint positions
};

// A strided read of an input over the iteration shape (coalesced): element
// offset + sum(index[d] * strides[d]) for each index in row-major order.
//
// A pad's read (`padded`): `shape` is the pad's result and `strides` the operand's, per dimension
// after trailing dimensions the pad copies whole are merged into `run` elements. Index i of dim d
// reads operand index (i - low[d]) / step[d] where that divides and falls in [0, extent[d]); every
// other element is the pad value (the Load's `constant`). Kernels write the pad value, then copy
// the operand's runs to where they land, so the holes cost a fill, not a test per element.
struct FusedView {
  std::vector<int64_t> shape, strides;
  int64_t offset = 0;  // a slice's start
  bool padded = false;
  std::vector<int64_t> low, step, extent;
  int64_t run = 1;
};

struct FusedInstr {
  FusedOp op = FusedOp::Load;
  Lane lane = Lane::F32;  // the result's (Compare: the operands'; Store, Reduce: the value's)
  uint8_t aux = 0;        // Compare: direction (EQ NE GE GT LE LT); Convert: the operand's lane; Reduce: a FusedOp
  int32_t dst = -1, a = -1, b = -1, c = -1;  // value numbers
  int32_t index = -1;     // Load: input; Store, Reduce: output
  int32_t init = -1;      // Reduce: the input holding the initial value
  int32_t view = -1;      // Load: views[view]
  double constant = 0;    // Const; Load of a padded view: the pad value
  interp::FloatFn fn = nullptr;  // Call1, Call2
};

// Where a value lives while a segment runs.
struct FusedStorage {
  // Periodic: the CPU runner's own (fused_kernel.cpp), a read that repeats with a short period.
  enum class Kind : uint8_t { Scratch, Invariant, Input, Output, Periodic } kind = Kind::Scratch;
  int32_t index = 0;  // the scratch, invariant or periodic buffer, the input (read in place), the output
  Lane lane = Lane::F32;
};

struct FusedProgram {
  std::vector<FusedInstr> prologue;  // values the same for every segment: run once per task
  std::vector<FusedInstr> body;      // run for every segment
  std::vector<FusedView> views;
  std::vector<FusedStorage> values;
  int32_t scratchBuffers = 0, invariantBuffers = 0;
  int64_t elements = 0;  // of the iteration shape
  // With reductions, the iteration shape as [outer, reduced, inner]: outputs are [outer, inner].
  bool reduces = false;
  int64_t outer = 1, reduced = 1, inner = 1;
  std::string str() const;
};

// fused_program.cpp: the program of a cluster, values numbered and given buffers by liveness.
FusedProgram compileFusedProgram(const FusionCluster& cluster);

// fused_kernel.cpp: a kernel running the cluster's program on (inputs, outputs) in the cluster's order,
// as a compiled loop (fused_jit.h) where it can, else interpreted segment by segment.
Kernel fusedKernel(const FusionCluster& cluster);
// "" where fusedKernel(cluster) is a compiled loop, else why it is interpreted.
std::string whyInterpreted(const FusionCluster& cluster);

}  // namespace juxla::cpu
