// The checks of StableHLO's interpreter tests, evaluated exactly as ../shared/conformance/README.md
// describes (IEEE equality, ULP distance, absolute tolerance).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "interp/ops.h"

namespace juxla::interp {

// ULP distance between two floats of one format: 0 for identical bits or two NaNs; for finite values
// the distance between |a| and |b| counted through zero; otherwise (NaN or infinity against anything
// else) the largest uint64.
uint64_t ulpDistance(uint64_t a, uint64_t b, FloatFormat f);

// The first element where `actual` and `expected` differ under the check, described for a person;
// nullopt when the check holds.
enum class CheckKind { Equal, Close, AlmostEqual, EqOrAlmost };
struct CheckBounds {
  uint64_t minUlp = 0, maxUlp = 3;
  double tolerance = 0.0001;
};
std::optional<std::string> compareForCheck(const Tensor& actual, const Tensor& expected, CheckKind kind,
                                           const CheckBounds& bounds);

// @check.expect_eq, @check.expect_close, @check.expect_almost_eq, @check.eq as custom calls.
Values evalCustomCallCheck(OpContext& ctx);

}  // namespace juxla::interp
