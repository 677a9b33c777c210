// Random arguments for a function, for tests that run a kernel against the interpreter (the CPU's
// and the CUDA backend's kernel tests share them).
#pragma once

#include <cmath>
#include <cstdint>
#include <iterator>
#include <random>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"

namespace juxla::interp {

// Uniform values in [-3, 3], with `edges` one in eight an edge value (±0, ±inf, NaN, subnormals,
// huge); without, long reductions keep finite sums whose order shows in their bits. i1 parameters
// get x > 0.
inline std::vector<Tensor> randomArguments(const ir::Func& f, uint64_t seed, bool edges = true) {
  const double kEdges[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1e-40, -1e-310, 1e30, -100.0, 90.0, 2.5, -0.5};
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-3.0, 3.0);
  std::vector<Tensor> out;
  for (ir::Type t : f.inputTypes()) {
    std::vector<double> v(size_t(t.numElements()));
    for (double& x : v) {
      x = edges && rng() % 8 == 0 ? kEdges[rng() % std::size(kEdges)] : u(rng);
      if (t.elementType() == ir::ElementType::I1) x = x > 0;
    }
    out.push_back(Tensor::fromDoubles(t, v));
  }
  return out;
}

}  // namespace juxla::interp
