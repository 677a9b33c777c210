// Choosing an op's kernel (see kernels.h): oneDNN first where it applies, then the native ones.
#include "backends/cpu/kernels.h"

namespace juxla::cpu {

std::optional<Kernel> selectKernel(const ir::Operation& op) {
  if (std::optional<Kernel> k = elementwiseKernel(op)) return k;
  if (std::optional<Kernel> k = dataKernel(op)) return k;
  if (std::optional<Kernel> k = contractionKernel(op)) return k;
  return std::nullopt;
}

}  // namespace juxla::cpu
