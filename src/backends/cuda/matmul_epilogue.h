// Matmul epilogues found in a block (DESIGN decision 10): a dot_general whose only user adds a
// bias broadcast along the result's last (column) dimension, and optionally a maximum with zero
// after it (whose input has no other user), becomes one cuBLASLt call with the BIAS or RELU_BIAS
// epilogue (cublaslt_matmul.h) instead of a product written out and read back by a fused kernel.
// The ops the call absorbs leave their fusion clusters (withoutAbsorbed).
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "backends/cpu/fusion.h"
#include "backends/cuda/cublaslt_matmul.h"
#include "ir/ir.h"

namespace juxla::cuda {

struct MatmulEpilogueMatch {
  const ir::Operation* dot = nullptr;
  const ir::Value* bias = nullptr;    // rank 1, one value per column
  const ir::Value* result = nullptr;  // what the call writes: the relu's result, else the add's
  MatmulShape shape;
  MatmulEpilogue epilogue = MatmulEpilogue::Bias;
  // The ops the call computes, in block order: the dot, the bias broadcast (when only the add reads
  // it), the add, and the relu with its zero broadcast (when only the relu reads that).
  std::vector<const ir::Operation*> absorbed;
};

// Every such pattern of `b`'s ops (f32, f16 and bf16 products without batch dimensions).
std::vector<MatmulEpilogueMatch> findMatmulEpilogues(const ir::Block& b);

// `c` without the `absorbed` ops: its inputs are recomputed (a value an absorbed op made becomes
// one where a remaining op reads it) and its outputs are the remaining ops' old ones.
cpu::FusionCluster withoutAbsorbed(const cpu::FusionCluster& c, const std::unordered_set<const ir::Operation*>& absorbed);

}  // namespace juxla::cuda
