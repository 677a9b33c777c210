// Choosing an op's kernel (see kernels.h): oneDNN first where it applies, then the native ones.
#include "backends/cpu/kernels.h"

#include <algorithm>

#include "backends/cpu/onednn.h"

namespace juxla::cpu {

namespace {

// Below this many multiply-adds a oneDNN call costs more than it saves (about 4 µs a call).
constexpr int64_t kOneDnnMinimumWork = int64_t(1) << 16;

// Multiply-adds of a dot_general or convolution: each result element sums over the contracted
// lhs elements (dot_general) or over one output feature's kernel window (convolution).
int64_t multiplyAdds(const ir::Operation& op) {
  int64_t results = op.result(0)->type().numElements();
  ir::Type rhs = op.operand(1)->type();
  if (op.is(ir::OpCode::DotGeneral)) {
    int64_t k = 1;
    for (int64_t d : op.attr("dot_dimension_numbers").dotDims().rhsContractingDims) k *= rhs.shape()[size_t(d)];
    return results * k;
  }
  const ir::ConvDims& dims = op.attr("dimension_numbers").convDims();
  int64_t perOutput = rhs.numElements() / std::max<int64_t>(1, rhs.shape()[size_t(dims.kernelOutputFeatureDim)]);
  return results * perOutput;
}

}  // namespace

bool worthOneDnn(const ir::Operation& op) { return multiplyAdds(op) >= kOneDnnMinimumWork; }

std::optional<Kernel> selectKernel(const ir::Operation& op) {
  // oneDNN computes f32 and bf16 contractions and pools (sums in its own order) that are big
  // enough to gain from it; the native kernels (or the interpreter) take the rest, in the
  // interpreter's order, so small ops give the reference results exactly.
  if (op.is(ir::OpCode::DotGeneral) && multiplyAdds(op) >= kOneDnnMinimumWork)
    if (std::optional<Kernel> k = oneDnnDotGeneral(op)) return k;
  if (op.is(ir::OpCode::Convolution) && multiplyAdds(op) >= kOneDnnMinimumWork)
    if (std::optional<Kernel> k = oneDnnConvolution(op)) return k;
  if (op.is(ir::OpCode::ReduceWindow))
    if (std::optional<Kernel> k = oneDnnPooling(op)) return k;
  if (std::optional<Kernel> k = elementwiseKernel(op)) return k;
  if (std::optional<Kernel> k = dataKernel(op)) return k;
  if (std::optional<Kernel> k = contractionKernel(op)) return k;
  if (std::optional<Kernel> k = convolutionKernel(op)) return k;
  if (std::optional<Kernel> k = integerKernel(op)) return k;
  if (std::optional<Kernel> k = sortKernel(op)) return k;
  return std::nullopt;
}

}  // namespace juxla::cpu
