#include "staging/layout.h"

namespace juxla::staging {

std::vector<int64_t> irShape(std::span<const int64_t> juliaDims) {
  return std::vector<int64_t>(juliaDims.rbegin(), juliaDims.rend());
}

std::vector<int64_t> juliaDims(ir::Type t) {
  auto s = t.shape();
  return std::vector<int64_t>(s.rbegin(), s.rend());
}

int64_t irDim(int64_t juliaDim, int64_t rank) { return rank - juliaDim; }

// Julia's result dim k (1-based) is input dim perm[k]. In IR order result dim r = n-k reads input
// dim n-perm[k].
std::vector<int64_t> irPermutation(std::span<const int64_t> juliaPerm) {
  int64_t n = int64_t(juliaPerm.size());
  std::vector<int64_t> out(static_cast<size_t>(n));
  for (int64_t k = 1; k <= n; ++k) out[size_t(n - k)] = n - juliaPerm[size_t(k - 1)];
  return out;
}

}  // namespace juxla::staging
