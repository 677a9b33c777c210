// SHA-256 (FIPS 180-4): Julia seeds its Xoshiro generators from the SHA-256 digest of the seed.
#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace juxla::compiler {

std::array<uint8_t, 32> sha256(std::span<const uint8_t> message);

}  // namespace juxla::compiler
