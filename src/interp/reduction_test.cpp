// reduce, reduce_window, select_and_scatter, sort and map in the interpreter: the spec's examples,
// hand-computed cases, several operands, padding and dilations, NaN, ties and empty dimensions.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "interp/op_test_support.h"

namespace juxla::interp {
namespace {

using optest::bits;
using optest::doubles;
using optest::ints;
using optest::run;
using optest::tensor;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A one-input reduce over `dims` with the binary op `combiner` (add, maximum, ...).
std::string reduceModule(std::string_view input, std::string_view result, std::string_view dims,
                         std::string_view combiner) {
  std::string e = std::string(input).substr(std::string(input).rfind('x') + 1);  // "f32>"
  std::string scalar = "tensor<" + e;
  return "func.func @main(%x: " + std::string(input) + ", %init: " + scalar + ") -> " + std::string(result) +
         " {\n  %r = stablehlo.reduce(%x init: %init) applies stablehlo." + std::string(combiner) +
         " across dimensions = [" + std::string(dims) + "] : (" + std::string(input) + ", " + scalar + ") -> " +
         std::string(result) + "\n  return %r : " + std::string(result) + "\n}";
}

TEST(InterpreterReduce, SpecExample) {
  auto r = run(reduceModule("tensor<1x6xi32>", "tensor<1xi32>", "1", "add"),
               {tensor("tensor<1x6xi32>", {0, 1, 2, 3, 4, 5}), tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{15}));
}

// x[i][j][k] = 6i + 2j + k; summing over i and k gives 8j + 14.
TEST(InterpreterReduce, SeveralDimensions) {
  std::vector<double> x;
  for (int i = 0; i < 12; ++i) x.push_back(i);
  auto r = run(reduceModule("tensor<2x3x2xi32>", "tensor<3xi32>", "0, 2", "add"),
               {tensor("tensor<2x3x2xi32>", x), tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{14, 22, 30}));
}

// Reducing no dimension applies the body once per element, to the init value and the element.
TEST(InterpreterReduce, NoDimensionsCombineEachElementWithInit) {
  auto r = run(reduceModule("tensor<3xi32>", "tensor<3xi32>", "", "add"),
               {tensor("tensor<3xi32>", {1, 2, 3}), tensor("tensor<i32>", {10})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{11, 12, 13}));
}

TEST(InterpreterReduce, EmptyDimensionGivesInit) {
  auto r = run(reduceModule("tensor<2x0xf32>", "tensor<2xf32>", "1", "add"),
               {tensor("tensor<2x0xf32>", {}), tensor("tensor<f32>", {7})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{7, 7}));
}

// maximum propagates NaN (spec), so a max-reduction with a NaN is NaN.
TEST(InterpreterReduce, NaNInMaxReduction) {
  auto r = run(reduceModule("tensor<2x3xf32>", "tensor<2xf32>", "1", "maximum"),
               {tensor("tensor<2x3xf32>", {1, kNaN, 3, 1, 5, 3}), tensor("tensor<f32>", {-kInf})});
  std::vector<double> v = doubles(r.at(0));
  EXPECT_TRUE(std::isnan(v[0]));
  EXPECT_EQ(v[1], 5);
}

// The body folds left to right from the init: ((((0 + 1e8) + 1) + -1e8) + 1) = 1 in f32.
TEST(InterpreterReduce, FoldsLeftToRight) {
  auto r = run(reduceModule("tensor<4xf32>", "tensor<f32>", "0", "add"),
               {tensor("tensor<4xf32>", {1e8, 1, -1e8, 1}), tensor("tensor<f32>", {0})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{1}));
}

// Two operands (value, index): an argmax that keeps the first index among equal maxima.
TEST(InterpreterReduce, TwoOperandArgmax) {
  std::string text = R"(
func.func @main(%v: tensor<2x4xf32>, %i: tensor<2x4xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%v init: %ninf), (%i init: %zero) across dimensions = [1] : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%av: tensor<f32>, %bv: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = stablehlo.compare GT, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %keep = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %keep, %av, %bv : tensor<i1>, tensor<f32>
    %i = stablehlo.select %keep, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xi32>
})";
  auto r = run(text, {tensor("tensor<2x4xf32>", {3, 7, 7, 1, -5, -2, -9, -2}),
                      tensor("tensor<2x4xi32>", {0, 1, 2, 3, 0, 1, 2, 3})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{7, -2}));
  EXPECT_EQ(ints(r.at(1)), (std::vector<int64_t>{1, 1}));
}

// ---- reduce_window ----

std::string reduceWindowModule(std::string_view input, std::string_view result, std::string_view window,
                               std::string_view combiner) {
  std::string e = std::string(input).substr(std::string(input).rfind('x') + 1);
  std::string scalar = "tensor<" + e;
  return "func.func @main(%x: " + std::string(input) + ", %init: " + scalar + ") -> " + std::string(result) +
         " {\n  %r = \"stablehlo.reduce_window\"(%x, %init) <{" + std::string(window) +
         "}> ({\n  ^bb0(%a: " + scalar + ", %b: " + scalar + "):\n    %c = stablehlo." + std::string(combiner) +
         " %a, %b : " + scalar + "\n    stablehlo.return %c : " + scalar + "\n  }) : (" + std::string(input) + ", " +
         scalar + ") -> " + std::string(result) + "\n  return %r : " + std::string(result) + "\n}";
}

// The spec's example: base dilation, window dilation, strides and padding together.
TEST(InterpreterReduceWindow, SpecExample) {
  std::string text = reduceWindowModule(
      "tensor<3x2xi32>", "tensor<2x2xi32>",
      "window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>, base_dilations = array<i64: 2, 1>, "
      "window_dilations = array<i64: 3, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>",
      "add");
  auto r = run(text, {tensor("tensor<3x2xi32>", {1, 2, 3, 4, 5, 6}), tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{0, 0, 3, 4}));
}

TEST(InterpreterReduceWindow, MaxPool) {
  std::string text = reduceWindowModule("tensor<4x4xf32>", "tensor<2x2xf32>",
                                        "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>",
                                        "maximum");
  auto r = run(text, {tensor("tensor<4x4xf32>", {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 15, 14, 13}),
                      tensor("tensor<f32>", {-kInf})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{6, 8, 16, 14}));
}

// JAX's cumsum: a window as long as the input, padded in front.
TEST(InterpreterReduceWindow, CumulativeSum) {
  std::string text = reduceWindowModule(
      "tensor<4xi64>", "tensor<4xi64>",
      "window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>", "add");
  auto r = run(text, {tensor("tensor<4xi64>", {1, 2, 3, 4}), tensor("tensor<i64>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{1, 3, 6, 10}));
}

// Padding past the input leaves windows of padding only: they reduce to the init value.
TEST(InterpreterReduceWindow, WindowsOfPaddingOnly) {
  std::string text = reduceWindowModule(
      "tensor<1xf32>", "tensor<4xf32>", "window_dimensions = array<i64: 2>, padding = dense<[[2, 2]]> : tensor<1x2xi64>",
      "maximum");
  auto r = run(text, {tensor("tensor<1xf32>", {1}), tensor("tensor<f32>", {-kInf})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{-kInf, 1, 1, -kInf}));
}

// Window dilation 2 pairs x[i] with x[i + 2].
TEST(InterpreterReduceWindow, WindowDilation) {
  std::string text = reduceWindowModule("tensor<5xi32>", "tensor<3xi32>",
                                        "window_dimensions = array<i64: 2>, window_dilations = array<i64: 2>", "add");
  auto r = run(text, {tensor("tensor<5xi32>", {1, 2, 3, 4, 5}), tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{4, 6, 8}));
}

TEST(InterpreterReduceWindow, NaNInMaxWindow) {
  std::string text =
      reduceWindowModule("tensor<4xf32>", "tensor<3xf32>", "window_dimensions = array<i64: 2>", "maximum");
  auto r = run(text, {tensor("tensor<4xf32>", {1, kNaN, 3, 4}), tensor("tensor<f32>", {-kInf})});
  std::vector<double> v = doubles(r.at(0));
  EXPECT_TRUE(std::isnan(v[0]));
  EXPECT_TRUE(std::isnan(v[1]));
  EXPECT_EQ(v[2], 4);
}

// A window of one element combines it with the init value once.
TEST(InterpreterReduceWindow, SizeOneWindow) {
  std::string text = reduceWindowModule("tensor<2x2xi32>", "tensor<2x2xi32>", "window_dimensions = array<i64: 1, 1>",
                                        "add");
  auto r = run(text, {tensor("tensor<2x2xi32>", {1, 2, 3, 4}), tensor("tensor<i32>", {100})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{101, 102, 103, 104}));
}

// Two inputs reduced together: window sums and counts, with padding counted as the init value 0.
TEST(InterpreterReduceWindow, TwoInputs) {
  std::string text = R"(
func.func @main(%x: tensor<3xf32>, %ones: tensor<3xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce_window"(%x, %ones, %z, %zi) <{window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %n: tensor<i32>, %b: tensor<f32>, %m: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    %c = stablehlo.add %n, %m : tensor<i32>
    stablehlo.return %s, %c : tensor<f32>, tensor<i32>
  }) : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
})";
  auto r = run(text, {tensor("tensor<3xf32>", {5, 6, 7}), tensor("tensor<3xi32>", {1, 1, 1})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{5, 11, 13, 7}));
  EXPECT_EQ(ints(r.at(1)), (std::vector<int64_t>{1, 2, 2, 1}));
}

TEST(InterpreterReduceWindow, EmptyInput) {
  std::string text = reduceWindowModule("tensor<0x3xf32>", "tensor<0x2xf32>", "window_dimensions = array<i64: 1, 2>",
                                        "add");
  auto r = run(text, {tensor("tensor<0x3xf32>", {}), tensor("tensor<f32>", {0})});
  EXPECT_EQ(r.at(0).numElements(), 0);
}

// ---- select_and_scatter ----

std::string selectAndScatterModule(std::string_view operand, std::string_view source, std::string_view window,
                                   std::string_view direction) {
  std::string e = std::string(operand).substr(std::string(operand).rfind('x') + 1);
  std::string scalar = "tensor<" + e;
  std::string compareType = e[0] == 'f' ? "FLOAT" : "SIGNED";
  return "func.func @main(%x: " + std::string(operand) + ", %s: " + std::string(source) + ", %init: " + scalar +
         ") -> " + std::string(operand) + " {\n  %r = \"stablehlo.select_and_scatter\"(%x, %s, %init) <{" +
         std::string(window) + "}> ({\n  ^bb0(%a: " + scalar + ", %b: " + scalar + "):\n    %c = stablehlo.compare " +
         std::string(direction) + ", %a, %b, " + compareType + " : (" + scalar + ", " + scalar +
         ") -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  }, {\n  ^bb0(%a: " + scalar + ", %b: " + scalar +
         "):\n    %c = stablehlo.add %a, %b : " + scalar + "\n    stablehlo.return %c : " + scalar + "\n  }) : (" +
         std::string(operand) + ", " + std::string(source) + ", " + scalar + ") -> " + std::string(operand) +
         "\n  return %r : " + std::string(operand) + "\n}";
}

TEST(InterpreterSelectAndScatter, SpecExample) {
  std::string text = selectAndScatterModule(
      "tensor<4x2xi32>", "tensor<2x2xi32>",
      "window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : "
      "tensor<2x2xi64>",
      "GE");
  auto r = run(text, {tensor("tensor<4x2xi32>", {1, 5, 2, 5, 3, 6, 4, 4}), tensor("tensor<2x2xi32>", {5, 6, 7, 8}),
                      tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{0, 0, 0, 0, 5, 14, 7, 0}));
}

// On ties GE keeps the earlier element; GT moves on to the later one.
TEST(InterpreterSelectAndScatter, TiesFollowTheSelectRegion) {
  auto runWith = [](std::string_view direction) {
    std::string text = selectAndScatterModule("tensor<2xf32>", "tensor<1xf32>", "window_dimensions = array<i64: 2>",
                                              direction);
    return doubles(run(text, {tensor("tensor<2xf32>", {3, 3}), tensor("tensor<1xf32>", {9}),
                              tensor("tensor<f32>", {0})})
                       .at(0));
  };
  EXPECT_EQ(runWith("GE"), (std::vector<double>{9, 0}));
  EXPECT_EQ(runWith("GT"), (std::vector<double>{0, 9}));
}

// Overlapping windows that pick the same element accumulate into it, starting from init_value.
TEST(InterpreterSelectAndScatter, OverlappingWindowsAccumulate) {
  std::string text = selectAndScatterModule("tensor<3xi32>", "tensor<2xi32>", "window_dimensions = array<i64: 2>", "GE");
  auto r = run(text, {tensor("tensor<3xi32>", {1, 5, 2}), tensor("tensor<2xi32>", {10, 20}), tensor("tensor<i32>", {1})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{1, 31, 1}));
}

// Padding is never picked; a window of padding only picks nothing and drops its source value.
TEST(InterpreterSelectAndScatter, PaddingIsNeverSelected) {
  std::string text = selectAndScatterModule(
      "tensor<1xi32>", "tensor<2xi32>", "window_dimensions = array<i64: 2>, padding = dense<[[2, 0]]> : tensor<1x2xi64>",
      "GE");
  auto r = run(text, {tensor("tensor<1xi32>", {-4}), tensor("tensor<2xi32>", {100, 7}), tensor("tensor<i32>", {0})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{7}));
}

// The gradient of a 2x2 max pool: each source value lands on its window's maximum.
TEST(InterpreterSelectAndScatter, MaxPoolGradient) {
  std::string text = selectAndScatterModule(
      "tensor<2x4xf32>", "tensor<1x2xf32>", "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>",
      "GE");
  auto r = run(text, {tensor("tensor<2x4xf32>", {1, 8, 3, 2, 4, 5, 6, 7}), tensor("tensor<1x2xf32>", {0.5, 0.25}),
                      tensor("tensor<f32>", {0})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{0, 0.5, 0, 0, 0, 0, 0, 0.25}));
}

// ---- sort ----

std::string sortModule(std::string_view type, std::string_view attrs, std::string_view direction,
                       std::string_view compareType) {
  std::string e = std::string(type).substr(std::string(type).rfind('x') + 1);
  if (std::string(type).find('x') == std::string::npos) e = std::string(type).substr(7);
  std::string scalar = "tensor<" + e;
  return "func.func @main(%x: " + std::string(type) + ") -> " + std::string(type) +
         " {\n  %r = \"stablehlo.sort\"(%x) <{" + std::string(attrs) + "}> ({\n  ^bb0(%a: " + scalar + ", %b: " +
         scalar + "):\n    %c = stablehlo.compare " + std::string(direction) + ", %a, %b, " +
         std::string(compareType) + " : (" + scalar + ", " + scalar +
         ") -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  }) : (" + std::string(type) + ") -> " +
         std::string(type) + "\n  return %r : " + std::string(type) + "\n}";
}

TEST(InterpreterSort, AscendingAndDescending) {
  EXPECT_EQ(ints(run(sortModule("tensor<5xi32>", "dimension = 0 : i64", "LT", "SIGNED"),
                     {tensor("tensor<5xi32>", {3, -1, 2, 5, 0})})
                     .at(0)),
            (std::vector<int64_t>{-1, 0, 2, 3, 5}));
  EXPECT_EQ(ints(run(sortModule("tensor<5xui8>", "dimension = 0 : i64", "GT", "UNSIGNED"),
                     {tensor("tensor<5xui8>", {3, 255, 2, 5, 0})})
                     .at(0)),
            (std::vector<int64_t>{255, 5, 3, 2, 0}));
}

// dimension = -1 is the last dimension; dimension = 0 sorts columns.
TEST(InterpreterSort, DimensionIncludingNegative) {
  Tensor x = tensor("tensor<2x3xi32>", {3, 1, 2, 0, 5, -1});
  EXPECT_EQ(ints(run(sortModule("tensor<2x3xi32>", "dimension = -1 : i64", "LT", "SIGNED"), {x}).at(0)),
            (std::vector<int64_t>{1, 2, 3, -1, 0, 5}));
  EXPECT_EQ(ints(run(sortModule("tensor<2x3xi32>", "dimension = 0 : i64", "LT", "SIGNED"), {x}).at(0)),
            (std::vector<int64_t>{0, 1, -1, 3, 5, 2}));
}

// Keys and a payload sorted together by the keys; is_stable keeps equal keys in input order.
const char* kSortByKey = R"(
func.func @main(%k: tensor<6xi32>, %v: tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>) {
  %r:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = STABLE}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<6xi32>, tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>)
  return %r#0, %r#1 : tensor<6xi32>, tensor<6xf32>
})";

TEST(InterpreterSort, SeveralOperandsAndStableTies) {
  for (const char* stable : {"true", "false"}) {
    std::string text = kSortByKey;
    text.replace(text.find("STABLE"), 6, stable);
    auto r = run(text, {tensor("tensor<6xi32>", {2, 1, 2, 1, 0, 2}), tensor("tensor<6xf32>", {0, 1, 2, 3, 4, 5})});
    EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{0, 1, 1, 2, 2, 2})) << "is_stable = " << stable;
    // Not asked for, a stable order is still what juxla gives: deterministic.
    EXPECT_EQ(doubles(r.at(1)), (std::vector<double>{4, 1, 3, 0, 2, 5})) << "is_stable = " << stable;
  }
}

// A comparator over both operands: by key, then by payload descending.
TEST(InterpreterSort, ComparatorReadsEveryOperand) {
  std::string text = R"(
func.func @main(%k: tensor<4xi32>, %v: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %r:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %gt : tensor<i1>
    %less = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %less : tensor<i1>
  }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xi32>, tensor<4xi32>
})";
  auto r = run(text, {tensor("tensor<4xi32>", {1, 0, 1, 0}), tensor("tensor<4xi32>", {5, 6, 9, 7})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{0, 0, 1, 1}));
  EXPECT_EQ(ints(r.at(1)), (std::vector<int64_t>{7, 6, 9, 5}));
}

// TOTALORDER puts -inf < -0.0 < +0.0 < 1 < NaN.
TEST(InterpreterSort, TotalOrderWithNaNAndSignedZeros) {
  auto r = run(sortModule("tensor<5xf32>", "dimension = 0 : i64", "LT", "TOTALORDER"),
               {tensor("tensor<5xf32>", {kNaN, 1, 0.0, -kInf, -0.0})});
  std::vector<uint64_t> b = bits(r.at(0));
  EXPECT_EQ(b[0], 0xFF800000u);  // -inf
  EXPECT_EQ(b[1], 0x80000000u);  // -0.0
  EXPECT_EQ(b[2], 0x00000000u);  // +0.0
  EXPECT_EQ(b[3], 0x3F800000u);  // 1.0
  EXPECT_TRUE(std::isnan(r.at(0).getDouble(4)));
}

// FLOAT LT with NaN is not a strict weak order; the merge sort still returns a permutation, and
// the same one every time: merging [3, NaN] with [1, 2] never moves NaN ahead of anything.
TEST(InterpreterSort, InconsistentComparatorIsSafeAndDeterministic) {
  auto r = run(sortModule("tensor<4xf32>", "dimension = 0 : i64", "LT", "FLOAT"),
               {tensor("tensor<4xf32>", {3, kNaN, 1, 2})});
  std::vector<double> v = doubles(r.at(0));
  EXPECT_EQ(v[0], 1);
  EXPECT_EQ(v[1], 2);
  EXPECT_EQ(v[2], 3);
  EXPECT_TRUE(std::isnan(v[3]));
}

TEST(InterpreterSort, EmptyAndSizeOneDimensions) {
  EXPECT_EQ(run(sortModule("tensor<0xf32>", "dimension = 0 : i64", "LT", "FLOAT"), {tensor("tensor<0xf32>", {})})
                .at(0)
                .numElements(),
            0);
  EXPECT_EQ(ints(run(sortModule("tensor<3x1xi32>", "dimension = 1 : i64", "LT", "SIGNED"),
                     {tensor("tensor<3x1xi32>", {3, 1, 2})})
                     .at(0)),
            (std::vector<int64_t>{3, 1, 2}));
}

// ---- map ----

TEST(InterpreterMap, AppliesTheComputationPerElement) {
  std::string text = R"(
func.func @main(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xi1>) {
  %r = "stablehlo.map"(%x, %y) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.add %m, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = "stablehlo.map"(%x, %y) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %g = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %g : tensor<i1>
  }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  return %r, %c : tensor<2x2xf32>, tensor<2x2xi1>
})";
  auto r = run(text, {tensor("tensor<2x2xf32>", {1, 2, 3, 4}), tensor("tensor<2x2xf32>", {4, 5, 1, 0})});
  EXPECT_EQ(doubles(r.at(0)), (std::vector<double>{5, 12, 6, 4}));
  EXPECT_EQ(ints(r.at(1)), (std::vector<int64_t>{0, 0, 1, 1}));
}

TEST(InterpreterMap, ScalarAndEmpty) {
  std::string text = R"(
func.func @main(%x: tensor<i32>, %e: tensor<0xi32>) -> (tensor<i32>, tensor<0xi32>) {
  %r = "stablehlo.map"(%x) <{dimensions = array<i64>}> ({
  ^bb0(%a: tensor<i32>):
    %n = stablehlo.negate %a : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  %s = "stablehlo.map"(%e) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<0xi32>) -> tensor<0xi32>
  return %r, %s : tensor<i32>, tensor<0xi32>
})";
  auto r = run(text, {tensor("tensor<i32>", {7}), tensor("tensor<0xi32>", {})});
  EXPECT_EQ(ints(r.at(0)), (std::vector<int64_t>{-7}));
  EXPECT_EQ(r.at(1).numElements(), 0);
}

}  // namespace
}  // namespace juxla::interp
