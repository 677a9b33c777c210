// What the CPU backend's tests share: random arguments for a function, uniform in [lo, hi).
#pragma once

#include <random>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"

namespace juxla::cpu::testing {

inline std::vector<interp::Tensor> randomInputs(const ir::Func& f, uint64_t seed, double lo, double hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(lo, hi);
  std::vector<interp::Tensor> out;
  for (ir::Type t : f.inputTypes()) {
    std::vector<double> v(size_t(t.numElements()));
    for (double& x : v) x = u(rng);
    out.push_back(interp::Tensor::fromDoubles(t, v));
  }
  return out;
}

}  // namespace juxla::cpu::testing
