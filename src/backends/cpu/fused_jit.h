// Fused programs compiled to machine code when the cluster is made: one AVX-512 loop over the
// elements in which every value lives in a register (zmm for f32, a mask register for i1), with
// Xbyak, the JIT assembler oneDNN uses. The interpreter of fused_kernel.cpp runs an instruction
// over a whole segment and goes through L1 between instructions; Adam's update (14 instructions)
// ran 3-4x slower that way than one loop does. Each instruction becomes the same IEEE operation the
// interpreter does (no contraction, no reordering), so the results are bit for bit the same.
//
// Strided and padded reads are read ahead by the caller, segment by segment, into buffers the loop
// reads as arrays. Programs with an op or lane the loop does not have (reductions, f64, exp and
// other polynomials, calls), and CPUs without AVX-512, stay with the interpreter.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/kernel.h"

namespace juxla::cpu {

class FusedJit {
 public:
  virtual ~FusedJit() = default;
  // Computes elements [begin, end) of the iteration shape. `periodic[k]`: the values of periodic
  // read k (FusedStorage::Kind::Periodic index k) for flat indices 0 to period + 15, repeating.
  // `preloaded[j]`: the values of the body's load j (strided or padded reads, in body order) for
  // elements [begin, end), which the caller reads into a buffer first (at most 512 elements a call).
  virtual void run(std::span<const Buffer> ins, std::span<const Buffer> outs, int64_t begin, int64_t end,
                   const void* const* periodic = nullptr, const void* const* preloaded = nullptr) const = 0;
  // How many loads the caller reads ahead (0: any range in one call).
  virtual size_t preloads() const = 0;
};

// The compiled loop of `p`, or null with `why` saying what it lacks (an op, a lane, a register).
// `periods[k]`: the period of periodic read k (fused_kernel.cpp's reads that repeat).
std::unique_ptr<const FusedJit> compileFusedJit(const FusedProgram& p, std::span<const int64_t> periods = {},
                                                std::string* why = nullptr);

// Whether fused kernels may be compiled: the CPU has AVX-512 (F, BW, DQ, VL) and JUXLA_FUSED_JIT is
// not 0 (the interpreter alone, to compare).
bool fusedJitEnabled();

}  // namespace juxla::cpu
