// ULP bounds of poly_math.h, measured against the C library's double functions (the interpreter's
// definitions): in double over wide and narrow ranges, and as f32 results (rounded once from
// double) over random bit patterns of every exponent plus the useful range, and at edge values.
#include "backends/cpu/poly_math.h"

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <limits>
#include <random>

namespace juxla::cpu {
namespace {

// Distance in representable values, through zero; NaN against NaN is 0, NaN against a number huge.
template <typename T, typename I>
uint64_t ulps(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b) ? 0 : ~uint64_t(0);
  auto ordered = [](T x) {
    I i = std::bit_cast<I>(x);
    return i < 0 ? std::numeric_limits<I>::min() - i : i;  // sign-magnitude to two's complement
  };
  I d = ordered(a) - ordered(b);
  return uint64_t(d < 0 ? -d : d);
}
uint64_t ulps64(double a, double b) { return ulps<double, int64_t>(a, b); }
uint64_t ulps32(float a, float b) { return ulps<float, int32_t>(a, b); }

struct Function {
  const char* name;
  double (*mine)(double);
  double (*reference)(double);
  uint64_t doubleBound;  // ULP in double, as stated in poly_math.h
  double lo, hi;         // where the f32 results are neither 0, ±1 nor overflowing
};

const Function kFunctions[] = {
    {"exp", [](double x) { return poly::exp(x); }, [](double x) { return std::exp(x); }, 1, -104, 89},
    {"expm1", [](double x) { return poly::expm1(x); }, [](double x) { return std::expm1(x); }, 2, -20, 89},
    {"log", [](double x) { return poly::log(x); }, [](double x) { return std::log(x); }, 2, 0, 100},
    {"tanh", [](double x) { return poly::tanh(x); }, [](double x) { return std::tanh(x); }, 4, -10, 10},
    {"logistic", [](double x) { return poly::logistic(x); }, [](double x) { return 1.0 / (1.0 + std::exp(-x)); }, 4, -104, 20},
};

TEST(PolyMath, DoubleResultsStayWithinTheirBounds) {
  for (const Function& f : kFunctions) {
    std::mt19937_64 rng(7);
    uint64_t worst = 0;
    double worstAt = 0;
    for (auto [lo, hi] : {std::pair{f.lo, f.hi}, std::pair{-1.0, 1.0}, std::pair{-1e-6, 1e-6}, std::pair{-800.0, 800.0}}) {
      std::uniform_real_distribution<double> u(lo, hi);
      for (int i = 0; i < (1 << 19); ++i) {
        double x = u(rng);
        uint64_t d = ulps64(f.mine(x), f.reference(x));
        if (d > worst) worst = d, worstAt = x;
      }
    }
    std::cout << "[ ulp ] " << f.name << " in double: at most " << worst << " ULP (at " << worstAt << ")\n";
    EXPECT_LE(worst, f.doubleBound) << f.name << " at " << worstAt;
  }
}

// f32 results (what the fused kernels produce): within 1 ULP of the interpreter's, and the same
// bits for all but a rare input whose exact value lies next to a midpoint between two floats.
TEST(PolyMath, FloatResultsAreTheInterpretersWithinOneUlp) {
  for (const Function& f : kFunctions) {
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> u(f.lo, f.hi);
    uint64_t worst = 0, differing = 0, n = 0;
    for (int i = 0; i < (1 << 21); ++i, n += 2) {
      float anyBits = std::bit_cast<float>(uint32_t(rng()));  // every exponent, NaN and inf too
      for (float x : {anyBits, float(u(rng))}) {
        uint64_t d = ulps32(float(f.mine(double(x))), float(f.reference(double(x))));
        worst = std::max(worst, d);
        differing += d != 0;
      }
    }
    std::cout << "[ ulp ] " << f.name << " in f32: at most " << worst << " ULP from the interpreter's, " << differing
              << " of " << n << " inputs differ\n";
    EXPECT_LE(worst, 1u) << f.name;
    EXPECT_LE(differing, n / 1000000) << f.name;
  }
}

TEST(PolyMath, EdgeValuesAreExact) {
  const double kInf = std::numeric_limits<double>::infinity(), kNaN = std::numeric_limits<double>::quiet_NaN();
  const double kEdges[] = {0.0, -0.0, kInf, -kInf, kNaN, -kNaN, 1e-310, -1e-310, 5e-324, 0x1p-1022, 709.78, 709.79,
                           -745.1, -745.2, 88.72, 88.73, -103.9, -104.0, 20.0, -20.0, 40.0, 1.0, -1.0, 0.5, 2.0};
  for (const Function& f : kFunctions)
    for (double x : kEdges) {
      double got = f.mine(x), want = f.reference(x);
      EXPECT_LE(ulps64(got, want), f.doubleBound) << f.name << "(" << x << ") = " << got << ", not " << want;
      EXPECT_EQ(std::signbit(got), std::signbit(want)) << f.name << "(" << x << ") = " << got << ", not " << want;
      EXPECT_EQ(ulps32(float(got), float(want)), 0u) << f.name << "(" << x << ") in f32";
    }
}

}  // namespace
}  // namespace juxla::cpu
