// The counter-based bit generators behind rng_bit_generator (Salmon et al., SC 2011), as XLA
// computes them: Threefry-2x32 with 20 rounds and Philox-4x32 with 10 rounds. Words are given and
// returned least significant first.
#pragma once

#include <array>
#include <cstdint>

namespace juxla::interp {

std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter);
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key, std::array<uint32_t, 4> counter);

}  // namespace juxla::interp
