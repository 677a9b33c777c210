// Checks vjp rules and the reverse transform against float64 central finite differences, run by
// the reference interpreter (the oracle of DESIGN's testing layers). Used by the ad tests.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ad/reverse.h"

namespace juxla::ad {

struct GradientCheckOptions {
  // Inputs of @main are random: floats uniform in [lo, hi] unless `ranges` or `values` say otherwise.
  double lo = -1.0, hi = 1.0;
  std::map<size_t, std::pair<double, double>> ranges;  // per input index
  std::map<size_t, std::vector<double>> values;        // fixed inputs (integers, ties, indices)
  std::vector<bool> wrt;                               // default: every float input
  uint64_t seed = 1;
  double step = 1e-6;                                  // central difference step (float64 inputs)
  double rtol = 1e-6, atol = 1e-7;
  ReverseOptions reverse;
  bool alsoOnCpu = true;  // run the vjp function on the CPU backend too and compare with the interpreter
};

struct GradientCheckResult {
  bool ok = false;
  std::string message;  // what differed, or why the check could not run
  std::string vjpText;  // the module with the generated vjp function, for failure reports
  int64_t tapeBytes = 0;  // what loops keep for the backward pass (Reverse::tapeBytes)
};

// Parses `mlir` (a module whose @main takes and returns tensors), builds the vjp of @main, and
// compares every wrt input's cotangent with central differences of sum(seed .* outputs) for random
// seeds. Non-f64 functions are checked too, with correspondingly looser tolerances given by the test.
GradientCheckResult checkGradient(const std::string& mlir, const GradientCheckOptions& options = {});

// Options for loops with run-time trip counts: `checkpoints` x `segment` checkpointing, whose
// iteration limit is checked with the conformance checks' custom call (which stops the run).
GradientCheckOptions withCheckpointing(int64_t checkpoints, int64_t segment);

}  // namespace juxla::ad
