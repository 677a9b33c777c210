// dot_general and convolution vjp rules against float64 central differences (gradient_check.h).
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "ad/gradient_check.h"

namespace juxla::ad {
namespace {

void expectGradient(const std::string& mlir, const GradientCheckOptions& options = {}) {
  GradientCheckResult r = checkGradient(mlir, options);
  EXPECT_TRUE(r.ok) << r.message << "\n" << r.vjpText;
}

std::string tensorType(const std::vector<int64_t>& shape, const char* element = "f64") {
  std::string s = "tensor<";
  for (int64_t d : shape) s += fmt::format("{}x", d);
  return s + element + ">";
}

struct Dot {
  std::vector<int64_t> lhs, rhs, result;
  std::string dims;  // the dot_general attribute text
};

std::string dotModule(const Dot& d) {
  return fmt::format(R"(func.func @main(%x: {0}, %y: {1}) -> {2} {{
  %0 = stablehlo.dot_general %x, %y, {3} : ({0}, {1}) -> {2}
  return %0 : {2}
}})", tensorType(d.lhs), tensorType(d.rhs), tensorType(d.result), d.dims);
}

TEST(ContractionVjp, DotGeneralMatrixProductsAndVectors) {
  expectGradient(dotModule({{3, 4}, {4, 2}, {3, 2}, "contracting_dims = [1] x [0]"}));
  expectGradient(dotModule({{4}, {4}, {}, "contracting_dims = [0] x [0]"}));
  expectGradient(dotModule({{3}, {2}, {3, 2}, "contracting_dims = [] x []"}));  // outer product
  expectGradient(dotModule({{4, 3}, {2, 4}, {3, 2}, "contracting_dims = [0] x [1]"}));
}

TEST(ContractionVjp, DotGeneralBatchAndContractingDimsAnywhere) {
  // lhs [k=2, m=3, b=2, k2=1], rhs [n=2, b=2, k2=1, k=2]: result [b, m, n].
  expectGradient(dotModule({{2, 3, 2, 1}, {2, 2, 1, 2}, {2, 3, 2},
                            "batching_dims = [2] x [1], contracting_dims = [0, 3] x [3, 2]"}));
  // Two batch dims in swapped order, contracting dims listed out of order.
  expectGradient(dotModule({{2, 3, 4, 5}, {5, 3, 2, 4}, {3, 2},
                            "batching_dims = [1, 0] x [1, 2], contracting_dims = [3, 2] x [0, 3]"}));
  // Free dims on both sides between batch dims.
  expectGradient(dotModule({{2, 3, 1, 4}, {4, 2, 5}, {2, 3, 1, 5},
                            "batching_dims = [0] x [1], contracting_dims = [3] x [0]"}));
}

TEST(ContractionVjp, DotGeneralWiderResultType) {
  GradientCheckOptions f32;
  f32.step = 1e-3, f32.rtol = 1e-3, f32.atol = 1e-4;
  expectGradient(R"(func.func @main(%x: tensor<2x3xf64>, %y: tensor<3x2xf64>) -> tensor<2x2xf64> {
  %a = stablehlo.convert %x : (tensor<2x3xf64>) -> tensor<2x3xf32>
  %b = stablehlo.convert %y : (tensor<3x2xf64>) -> tensor<3x2xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
})", f32);
}

// A convolution in terms of canonical sizes, laid out by dimension letters: lhs e.g. "bf01" or
// "b01f", kernel "oi01" or "01io", result "bf01" (the spatial digits pair dims across the three).
struct Conv {
  int64_t batch = 1, features = 1, outFeatures = 1;
  std::vector<int64_t> in = {}, taps = {};
  std::string lhsLayout = "", kernelLayout = "", outLayout = "";  // default: bf01, oi01, bf01
  std::vector<int64_t> stride = {}, lhsDilate = {}, rhsDilate = {};
  std::vector<std::pair<int64_t, int64_t>> pad = {};
  std::vector<bool> reverse = {};
  int64_t featureGroups = 1, batchGroups = 1;
};

std::vector<int64_t> laidOut(const std::string& layout, int64_t first, char firstName, int64_t second,
                             char secondName, const std::vector<int64_t>& spatial) {
  std::vector<int64_t> shape;
  for (char c : layout) {
    if (c == firstName) shape.push_back(first);
    else if (c == secondName) shape.push_back(second);
    else shape.push_back(spatial[size_t(c - '0')]);
  }
  return shape;
}

std::string dimsText(const std::string& layout) {
  std::vector<std::string> parts;
  for (char c : layout) parts.push_back(std::string(1, c));
  return fmt::format("[{}]", fmt::join(parts, ", "));
}

std::string convModule(const Conv& given) {
  Conv c = given;
  size_t n = c.in.size();
  std::string digits = std::string("0123456789").substr(0, n);
  if (c.lhsLayout.empty()) c.lhsLayout = "bf" + digits;
  if (c.kernelLayout.empty()) c.kernelLayout = "oi" + digits;
  if (c.outLayout.empty()) c.outLayout = "bf" + digits;
  auto orOnes = [&](const std::vector<int64_t>& v) { return v.empty() ? std::vector<int64_t>(n, 1) : v; };
  std::vector<int64_t> stride = orOnes(c.stride), ld = orOnes(c.lhsDilate), rd = orOnes(c.rhsDilate);
  std::vector<int64_t> out;
  for (size_t s = 0; s < n; ++s) {
    int64_t low = c.pad.empty() ? 0 : c.pad[s].first, high = c.pad.empty() ? 0 : c.pad[s].second;
    int64_t padded = low + (c.in[s] - 1) * ld[s] + 1 + high, window = (c.taps[s] - 1) * rd[s] + 1;
    out.push_back(padded < window ? 0 : (padded - window) / stride[s] + 1);
  }
  std::vector<std::string> window;
  if (!c.stride.empty()) window.push_back(fmt::format("stride = [{}]", fmt::join(c.stride, ", ")));
  if (!c.pad.empty()) {
    std::vector<std::string> pairs;
    for (auto [lo, hi] : c.pad) pairs.push_back(fmt::format("[{}, {}]", lo, hi));
    window.push_back(fmt::format("pad = [{}]", fmt::join(pairs, ", ")));
  }
  if (!c.lhsDilate.empty()) window.push_back(fmt::format("lhs_dilate = [{}]", fmt::join(c.lhsDilate, ", ")));
  if (!c.rhsDilate.empty()) window.push_back(fmt::format("rhs_dilate = [{}]", fmt::join(c.rhsDilate, ", ")));
  if (!c.reverse.empty()) {
    std::vector<std::string> flags;
    for (bool r : c.reverse) flags.push_back(r ? "true" : "false");
    window.push_back(fmt::format("reverse = [{}]", fmt::join(flags, ", ")));
  }
  std::string lhsT = tensorType(laidOut(c.lhsLayout, c.batch, 'b', c.features, 'f', c.in));
  std::string kT = tensorType(laidOut(c.kernelLayout, c.outFeatures, 'o', c.features / c.featureGroups, 'i', c.taps));
  std::string outT = tensorType(laidOut(c.outLayout, c.batch / c.batchGroups, 'b', c.outFeatures, 'f', out));
  return fmt::format(R"(func.func @main(%x: {0}, %w: {1}) -> {2} {{
  %0 = stablehlo.convolution(%x, %w) dim_numbers = {3}x{4}->{5}, window = {{{6}}} {{batch_group_count = {7} : i64, feature_group_count = {8} : i64}} : ({0}, {1}) -> {2}
  return %0 : {2}
}})", lhsT, kT, outT, dimsText(c.lhsLayout), dimsText(c.kernelLayout), dimsText(c.outLayout),
                     fmt::join(window, ", "), c.batchGroups, c.featureGroups);
}

void expectConvGradient(const Conv& c) {
  std::string mlir = convModule(c);
  SCOPED_TRACE(mlir);
  expectGradient(mlir);
}

TEST(ContractionVjp, Conv1dPlainStridedPaddedDilated) {
  expectConvGradient({.batch = 2, .features = 3, .outFeatures = 2, .in = {7}, .taps = {3}});
  expectConvGradient({.batch = 1, .features = 2, .outFeatures = 3, .in = {8}, .taps = {3}, .stride = {2}});
  expectConvGradient({.batch = 2, .features = 1, .outFeatures = 2, .in = {5}, .taps = {2}, .pad = {{2, 1}}});
  expectConvGradient({.batch = 1, .features = 2, .outFeatures = 1, .in = {6}, .taps = {3}, .stride = {2},
                      .pad = {{0, 3}}});
  expectConvGradient({.batch = 1, .features = 2, .outFeatures = 2, .in = {4}, .taps = {2}, .lhsDilate = {2}});
  expectConvGradient({.batch = 1, .features = 2, .outFeatures = 2, .in = {9}, .taps = {3}, .rhsDilate = {3}});
  // Everything at once: strides that skip input, lhs and rhs dilation, asymmetric and negative padding.
  expectConvGradient({.batch = 2, .features = 2, .outFeatures = 3, .in = {7}, .taps = {3}, .stride = {3},
                      .lhsDilate = {2}, .rhsDilate = {2}, .pad = {{-1, 2}}});
  // A kernel longer than the input, with padding to make room.
  expectConvGradient({.batch = 1, .features = 1, .outFeatures = 2, .in = {2}, .taps = {4}, .pad = {{2, 2}}});
}

TEST(ContractionVjp, Conv2dLayoutsNchwAndNhwc) {
  expectConvGradient({.batch = 2, .features = 2, .outFeatures = 3, .in = {5, 4}, .taps = {3, 2},
                      .stride = {2, 1}, .pad = {{1, 0}, {0, 2}}});
  expectConvGradient({.batch = 2, .features = 3, .outFeatures = 2, .in = {4, 5}, .taps = {2, 3},
                      .lhsLayout = "b01f", .kernelLayout = "01io", .outLayout = "b01f", .stride = {1, 2},
                      .rhsDilate = {2, 1}, .pad = {{1, 1}, {2, 0}}});
  // Mixed, unusual layouts: features first, spatial dims swapped.
  expectConvGradient({.batch = 2, .features = 2, .outFeatures = 2, .in = {4, 3}, .taps = {2, 2},
                      .lhsLayout = "f1b0", .kernelLayout = "1o0i", .outLayout = "0fb1", .stride = {2, 1},
                      .lhsDilate = {1, 2}});
}

TEST(ContractionVjp, ConvWindowReversal) {
  expectConvGradient({.batch = 1, .features = 2, .outFeatures = 2, .in = {6}, .taps = {3}, .stride = {2},
                      .pad = {{1, 0}}, .reverse = {true}});
  expectConvGradient({.batch = 1, .features = 1, .outFeatures = 2, .in = {4, 5}, .taps = {2, 3},
                      .rhsDilate = {1, 2}, .pad = {{0, 1}, {1, 1}}, .reverse = {false, true}});
}

TEST(ContractionVjp, ConvFeatureGroups) {
  expectConvGradient({.batch = 2, .features = 4, .outFeatures = 6, .in = {5}, .taps = {2}, .featureGroups = 2});
  // Depthwise: one group per input feature, two output features each.
  expectConvGradient({.batch = 1, .features = 3, .outFeatures = 6, .in = {4, 4}, .taps = {3, 2},
                      .stride = {2, 1}, .pad = {{1, 1}, {0, 1}}, .featureGroups = 3});
  expectConvGradient({.batch = 2, .features = 4, .outFeatures = 4, .in = {5, 3}, .taps = {2, 2},
                      .lhsLayout = "b01f", .kernelLayout = "01io", .outLayout = "b01f", .rhsDilate = {2, 1},
                      .featureGroups = 2});
}

TEST(ContractionVjp, ConvBatchGroups) {
  expectConvGradient({.batch = 4, .features = 2, .outFeatures = 4, .in = {5}, .taps = {2}, .batchGroups = 2});
  expectConvGradient({.batch = 2, .features = 3, .outFeatures = 2, .in = {4, 5}, .taps = {2, 3},
                      .lhsLayout = "b01f", .kernelLayout = "01io", .outLayout = "b01f", .stride = {2, 1},
                      .pad = {{1, 0}, {0, 1}}, .batchGroups = 2});
}

TEST(ContractionVjp, ConvSizeOneDims) {
  expectConvGradient({.batch = 1, .features = 1, .outFeatures = 1, .in = {1}, .taps = {1}});
  expectConvGradient({.batch = 1, .features = 1, .outFeatures = 1, .in = {3, 1}, .taps = {1, 1}, .stride = {2, 1}});
  expectConvGradient({.batch = 3, .features = 1, .outFeatures = 1, .in = {1, 4}, .taps = {1, 4}});
}

TEST(ContractionVjp, ConvWiderResultType) {
  GradientCheckOptions f32;
  f32.step = 1e-3, f32.rtol = 1e-3, f32.atol = 1e-4;
  expectGradient(R"(func.func @main(%x: tensor<1x2x5xf64>, %w: tensor<2x2x3xf64>) -> tensor<1x2x3xf64> {
  %a = stablehlo.convert %x : (tensor<1x2x5xf64>) -> tensor<1x2x5xf32>
  %b = stablehlo.convert %w : (tensor<2x2x3xf64>) -> tensor<2x2x3xf32>
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5xf32>, tensor<2x2x3xf32>) -> tensor<1x2x3xf64>
  return %0 : tensor<1x2x3xf64>
})", f32);
}

TEST(ContractionVjp, ConvPoolDenseChainAndOneOperandAtATime) {
  std::string chain = R"(func.func @main(%x: tensor<2x1x6x6xf64>, %w: tensor<3x1x3x3xf64>, %d: tensor<12x2xf64>) -> tensor<2x2xf64> {
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x1x6x6xf64>, tensor<3x1x3x3xf64>) -> tensor<2x3x6x6xf64>
  %t = stablehlo.tanh %c : tensor<2x3x6x6xf64>
  %p = "stablehlo.reduce_window"(%t, %ninf) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %m : tensor<f64>
  }) {window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 3>} : (tensor<2x3x6x6xf64>, tensor<f64>) -> tensor<2x3x2x2xf64>
  %f = stablehlo.reshape %p : (tensor<2x3x2x2xf64>) -> tensor<2x12xf64>
  %0 = stablehlo.dot_general %f, %d, contracting_dims = [1] x [0] : (tensor<2x12xf64>, tensor<12x2xf64>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
})";
  expectGradient(chain);
  for (size_t only = 0; only < 3; ++only) {
    GradientCheckOptions one;
    one.wrt = {only == 0, only == 1, only == 2};
    expectGradient(chain, one);
  }
}

}  // namespace
}  // namespace juxla::ad
