// conv, maxpool and meanpool emitters against PyTorch fixtures (tests/oracles/nnlib/make_fixtures.py),
// run with the reference interpreter, plus NNlib's parameter checks.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "staging/nnlib_emit.h"
#include "staging/nnlib_emit_test_support.h"

namespace juxla::staging {
namespace {

using namespace nnlib_test;  // NOLINT(google-build-using-namespace): test helpers

struct ConvCase {
  const char* name;
  bool f64;
  std::vector<int64_t> xSize, wSize, ySize, stride, pad, dilation;
  int64_t groups;
  bool flipped;
  std::vector<double> x, w, y;
};

struct PoolCase {
  const char* name;
  bool isMax, f64;
  std::vector<int64_t> xSize, ySize, window, pad, stride;
  bool hasStride, countIncludePad;
  std::vector<double> x, y;
};

#include "../../tests/oracles/nnlib/nnlib_conv_fixtures.inc"

TEST(NnlibConv, MatchesPyTorchFixtures) {
  for (const ConvCase& c : kConvCases) {
    SCOPED_TRACE(c.name);
    ConvSpec spec{c.stride, c.pad, c.dilation, c.groups, c.flipped};
    EmitRun run = runEmitter({juliaArray(c.f64, c.xSize), juliaArray(c.f64, c.wSize)}, {c.x, c.w},
                         [&](ir::Builder& b, auto args) { return conv(b, args[0], args[1], spec); });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.ySize));
    expectClose(run.values, c.y, c.f64);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.convolution"), 1);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.reverse"), c.flipped ? 0 : 1);
  }
}

TEST(NnlibConv, EmitsNchwDimensionNumbersAndReversedWindowAttributes) {
  // Julia stride (2,1), pad (w: 1,0; h: 2,1), dilation (1,3): the IR lists H before W.
  ConvSpec spec{{2, 1}, {1, 0, 2, 1}, {1, 3}, 1, true};
  EmitRun run = runEmitter({juliaArray(false, {9, 8, 2, 1}), juliaArray(false, {3, 2, 2, 4})},
                       {std::vector<double>(144, 1.0), std::vector<double>(48, 1.0)},
                       [&](ir::Builder& b, auto args) { return conv(b, args[0], args[1], spec); });
  EXPECT_NE(run.text.find("dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"), std::string::npos) << run.text;
  EXPECT_NE(run.text.find("stride = [1, 2]"), std::string::npos) << run.text;
  EXPECT_NE(run.text.find("pad = [[2, 1], [1, 0]]"), std::string::npos) << run.text;
  EXPECT_NE(run.text.find("rhs_dilate = [3, 1]"), std::string::npos) << run.text;
}

TEST(NnlibConv, TrueConvolutionReversesEverySpatialDimOfTheKernel) {
  // 1x1 image of ones, 2x2 kernel, pad 1: the 2x2 result is the kernel read back to front.
  std::vector<double> kernel = {1, 2, 3, 4};  // Julia w[:, :, 1, 1] = [1 3; 2 4]
  auto result = [&](bool flipped) {
    return runEmitter({juliaArray(true, {1, 1, 1, 1}), juliaArray(true, {2, 2, 1, 1})}, {{1}, kernel},
                      [&](ir::Builder& b, auto args) {
                        return conv(b, args[0], args[1], {.pad = {1}, .flipped = flipped});
                      });
  };
  EmitRun convolution = result(false), correlation = result(true);
  // y[i,j] = Σ x[i+k-1-p] w[...]: correlation puts w[2,2] at y[1,1]; true convolution puts w[1,1] there.
  EXPECT_EQ(correlation.values, (std::vector<double>{4, 3, 2, 1}));
  EXPECT_EQ(convolution.values, (std::vector<double>{1, 2, 3, 4}));
  EXPECT_NE(convolution.text.find("stablehlo.reverse %arg1, dims = [2, 3]"), std::string::npos) << convolution.text;
}

TEST(NnlibConv, ChecksParametersAsNnlibDoes) {
  auto convOf = [](std::vector<int64_t> xSize, std::vector<int64_t> wSize, ConvSpec spec) {
    ir::Module module;
    ir::Builder b = addFunction(module, "f", {juliaArray(false, xSize), juliaArray(false, wSize)}, {});
    conv(b, b.block()->arg(0), b.block()->arg(1), spec);
  };
  auto message = [&](std::vector<int64_t> xSize, std::vector<int64_t> wSize, ConvSpec spec) -> std::string {
    try {
      convOf(xSize, wSize, spec);
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
    return "no error";
  };
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 2, 4}, {}), "DimensionMismatch: Input channels must match! (3 vs. 2)");
  EXPECT_EQ(message({5, 5, 4, 1}, {3, 3, 2, 3}, {.groups = 2}),
            "DimensionMismatch: Group count should be divisble by input and output channels (2 vs. (2, 3))");
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 3}, {}), "DimensionMismatch: Rank of x and w must match! (4 vs. 3)");
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 3, 2}, {.stride = {1, 1, 1}}),
            "DimensionMismatch: Stride 3d, should be 2d!");
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 3, 2}, {.pad = {1, 1, 1}}),
            "DimensionMismatch: Padding 3d, should be either 2d or 4d!");
  EXPECT_EQ(message({5, 2, 3, 1}, {3, 3, 3, 2}, {}),
            "DimensionMismatch: Kernel * dilation ((3 - 1) * 1 + 1) cannot be larger than input + padding (2 + 0 + 0)!");
  EXPECT_EQ(message({5, 2, 3, 1}, {3, 3, 3, 2}, {.pad = {0, 0, 1, 0}}), "no error");
  EXPECT_EQ(message({7, 7, 3, 1}, {3, 3, 3, 2}, {.dilation = {4}}),
            "DimensionMismatch: Kernel * dilation ((3 - 1) * 4 + 1) cannot be larger than input + padding (7 + 0 + 0)!");
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 3, 2}, {.stride = {0}}), "ArgumentError: stride must be ≥ 1, got (0, 0)");
  EXPECT_EQ(message({5, 5, 3, 1}, {3, 3, 3, 2}, {.groups = 0}), "ArgumentError: groups must be ≥ 1, got 0");
  EXPECT_EQ(message({5, 3, 1}, {3, 2, 3}, {}), "DimensionMismatch: Input channels must match! (3 vs. 2)");
  EXPECT_NE(message({5, 5}, {3, 3}, {}), "no error");        // no spatial dims
}

TEST(NnlibConv, PromotesMixedElementTypes) {
  // A Float32 image with a Float64 kernel gives Float64, as NNlib's similar(x, promote_type(...)).
  EmitRun run = runEmitter({juliaArray(false, {3, 1, 1}), juliaArray(true, {2, 1, 1})}, {{1, 2, 4}, {0.5, 0.25}},
                       [](ir::Builder& b, auto args) { return conv(b, args[0], args[1], {.flipped = true}); });
  EXPECT_EQ(run.type, juliaArray(true, {2, 1, 1}));
  EXPECT_EQ(run.values, (std::vector<double>{1.0, 2.0}));  // 1*0.5 + 2*0.25, 2*0.5 + 4*0.25
}

TEST(NnlibConv, FluxSamePadKeepsTheSize) {
  // k_eff = k + (k-1)(d-1); k_eff - 1 split as (cld, fld): (3,4) dilated (1,2) -> k_eff (3,7).
  EXPECT_EQ(fluxSamePad({3, 4}, {1, 2}), (std::vector<int64_t>{1, 1, 3, 3}));
  EXPECT_EQ(fluxSamePad({2}), (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(fluxSamePad({4, 1, 2}), (std::vector<int64_t>{2, 1, 0, 0, 1, 0}));
  ConvSpec spec{.pad = fluxSamePad({4, 3})};
  EmitRun run = runEmitter({juliaArray(false, {7, 5, 1, 1}), juliaArray(false, {4, 3, 1, 2})},
                           {std::vector<double>(35, 1.0), std::vector<double>(24, 1.0)},
                           [&](ir::Builder& b, auto args) { return conv(b, args[0], args[1], spec); });
  EXPECT_EQ(run.type, juliaArray(false, {7, 5, 2, 1}));
}

TEST(NnlibPool, MatchesPyTorchFixtures) {
  for (const PoolCase& c : kPoolCases) {
    SCOPED_TRACE(c.name);
    PoolSpec spec{c.window, c.pad, std::nullopt, c.countIncludePad};
    if (c.hasStride) spec.stride = c.stride;
    EmitRun run = runEmitter({juliaArray(c.f64, c.xSize)}, {c.x}, [&](ir::Builder& b, auto args) {
      return c.isMax ? maxpool(b, args[0], spec) : meanpool(b, args[0], spec);
    });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.ySize));
    expectClose(run.values, c.y, c.f64);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.reduce_window"), c.isMax || c.countIncludePad ? 1 : 2);
  }
}

TEST(NnlibPool, UnrolledMaxpoolMatchesPyTorchFixtures) {
  for (const PoolCase& c : kPoolCases) {
    int64_t positions = 1;
    for (int64_t k : c.window) positions *= k;
    if (!c.isMax || positions > kUnrolledPoolWindow) continue;
    SCOPED_TRACE(c.name);
    PoolSpec spec{c.window, c.pad, std::nullopt, c.countIncludePad};
    if (c.hasStride) spec.stride = c.stride;
    EmitRun run = runEmitter({juliaArray(c.f64, c.xSize)}, {c.x}, [&](ir::Builder& b, auto args) { return maxpoolUnrolled(b, args[0], spec); });
    EXPECT_EQ(run.type, juliaArray(c.f64, c.ySize));
    expectClose(run.values, c.y, c.f64);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.slice"), positions);
    EXPECT_EQ(countOccurrences(run.text, "stablehlo.reduce_window"), 0);
  }
}

TEST(NnlibPool, UnrolledMaxpoolKeepsTheFirstOfEqualValues) {
  // NNlib's `xv > m`: NaN never wins, -0.0 before 0.0 in a window stays -0.0, padding never wins.
  PoolSpec spec{{2}, {1, 1}, std::vector<int64_t>{2}};
  EmitRun run = runEmitter({juliaArray(true, {6, 1, 1})}, {{-0.0, 0.0, kNaN, 0.0, -0.0, kNaN}},
                           [&](ir::Builder& b, auto args) { return maxpoolUnrolled(b, args[0], spec); });
  ASSERT_EQ(run.values.size(), 4u);
  EXPECT_TRUE(run.values[0] == 0 && std::signbit(run.values[0]));   // [pad, -0.0]
  EXPECT_TRUE(run.values[1] == 0 && !std::signbit(run.values[1]));  // [0.0, NaN]
  EXPECT_TRUE(run.values[2] == 0 && !std::signbit(run.values[2]));  // [0.0, -0.0]
  EXPECT_EQ(run.values[3], -std::numeric_limits<double>::max());     // [NaN, pad]
}

TEST(NnlibPool, WindowInPaddingGivesMinusFloatmaxLikeNnlib) {
  // A 1-d maxpool whose first window covers padding only: NNlib starts from nextfloat(-Inf32).
  PoolSpec spec{{2}, {2, 0}, std::vector<int64_t>{2}};
  EmitRun run = runEmitter({juliaArray(false, {4, 1, 1})}, {{-kInf, 3, -1, 2}},
                       [&](ir::Builder& b, auto args) { return maxpool(b, args[0], spec); });
  EXPECT_EQ(run.values, (std::vector<double>{-double(std::numeric_limits<float>::max()), 3, 2}));
}

TEST(NnlibPool, Float16MaxpoolStartsAtMinusFloatmax) {
  PoolSpec spec{{2}, {2, 0}, std::vector<int64_t>{2}};
  ir::Type x = ir::Type::tensor(ir::ElementType::F16, irShape(std::vector<int64_t>{2, 1, 1}));
  EmitRun run = runEmitter({x}, {{1.5, -2}}, [&](ir::Builder& b, auto args) { return maxpool(b, args[0], spec); });
  EXPECT_EQ(run.values, (std::vector<double>{-65504, 1.5}));
}

TEST(NnlibPool, ChecksParameters) {
  auto message = [](std::vector<int64_t> xSize, PoolSpec spec, bool mean) -> std::string {
    ir::Module module;
    ir::Builder b = addFunction(module, "f", {juliaArray(false, xSize)}, {});
    try {
      mean ? meanpool(b, b.block()->arg(0), spec) : maxpool(b, b.block()->arg(0), spec);
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
    return "no error";
  };
  EXPECT_EQ(message({4, 4, 1, 1}, {{2}, {0}, std::nullopt}, false),
            "DimensionMismatch: maxpool window (2,) needs 2 dims for an array of 4 dims");
  EXPECT_EQ(message({4, 4, 1, 1}, {{5, 2}, {0}, std::nullopt}, true),
            "DimensionMismatch: Kernel * dilation ((5 - 1) * 1 + 1) cannot be larger than input + padding (4 + 0 + 0)!");
  EXPECT_EQ(message({4, 4, 1, 1}, {{5, 2}, {1}, std::nullopt}, true), "no error");
  EXPECT_EQ(message({4, 4, 1, 1}, {{2, 2}, {0}, std::vector<int64_t>{1, 1, 1}}, false),
            "DimensionMismatch: Stride 3d, should be 2d!");
  ir::Module module;
  ir::Builder b = addFunction(module, "f", {ir::Type::tensor(ir::ElementType::I32, std::vector<int64_t>{1, 1, 4})}, {});
  EXPECT_THROW(meanpool(b, b.block()->arg(0), {{2}, {0}, std::nullopt}), std::invalid_argument);
}

TEST(NnlibPool, MaxpoolOfIntegersStartsAtTypemin) {
  ir::Type x = ir::Type::tensor(ir::ElementType::I32, irShape(std::vector<int64_t>{3, 1, 1}));
  PoolSpec spec{{2}, {1, 0}, std::vector<int64_t>{1}};
  EmitRun run = runEmitter({x}, {{-5, -7, 4}}, [&](ir::Builder& b, auto args) { return maxpool(b, args[0], spec); });
  EXPECT_EQ(run.values, (std::vector<double>{-5, -5, 4}));
}

}  // namespace
}  // namespace juxla::staging
