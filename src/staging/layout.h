// Julia arrays keep their bytes (DESIGN decision 4): a Julia array of size (d1,...,dn), column-major,
// is the IR tensor of shape [dn,...,d1], row-major. These helpers turn Julia's sizes, 1-based
// dimensions and permutations into the IR's, so that every emitter converts in one place.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "ir/types.h"

namespace juxla::staging {

// The IR shape of a Julia array of size `juliaDims`: reversed.
std::vector<int64_t> irShape(std::span<const int64_t> juliaDims);
// The Julia size of an IR tensor type: its shape reversed.
std::vector<int64_t> juliaDims(ir::Type t);
// The IR dimension (0-based) of Julia dimension `juliaDim` (1-based) in an array of rank `rank`.
int64_t irDim(int64_t juliaDim, int64_t rank);
// The IR permutation for Julia's permutedims(x, perm) (perm 1-based, Julia order).
std::vector<int64_t> irPermutation(std::span<const int64_t> juliaPerm);

}  // namespace juxla::staging
