// The small-channel kernel gradient against the interpreter: one-op modules on random inputs. Sums
// are reassociated (and use multiply-adds), so each result may differ from the interpreter's by
// (terms + 2) ulp of the sum of its terms' magnitudes (the module run on |inputs|).
#include "backends/cpu/small_kernel_gradient.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "backends/cpu/cpu_test_support.h"
#include "backends/cpu/thread_pool.h"
#include "interp/interpreter.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

struct GradConv {
  std::vector<int64_t> x, dy, dw;
  std::string layout;  // dimension numbers
  std::string window;  // "pad = ..., rhs_dilate = ..., stride = ..."
  std::string element = "f32";
};

std::string typeText(const std::vector<int64_t>& shape, const std::string& element) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + element + ">";
}

std::string moduleText(const GradConv& c) {
  std::string l = typeText(c.x, c.element), r = typeText(c.dy, c.element), o = typeText(c.dw, c.element);
  return "func.func @main(%a: " + l + ", %b: " + r + ") -> " + o + " {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = " +
         c.layout + ", window = {" + c.window + "} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (" +
         l + ", " + r + ") -> " + o + "\n  return %r : " + o + "\n}";
}

// The module of `c` and its convolution.
struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  ir::Module* module = nullptr;
  const ir::Operation* conv = nullptr;
};

std::unique_ptr<Parsed> parse(const GradConv& c) {
  auto p = std::make_unique<Parsed>();
  p->parsed = testing::parse(moduleText(c));
  p->module = p->parsed->module.get();
  p->conv = &*p->parsed->main().entry().begin();
  return p;
}


void expectMatches(const GradConv& c, const std::function<void(std::vector<Tensor>&)>& adjust = {}) {
  auto p = parse(c);
  std::optional<Kernel> kernel = smallKernelGradient(*p->conv);
  ASSERT_TRUE(kernel.has_value()) << "no kernel for\n" << moduleText(c);
  const ir::Func& main = *p->module->lookup("main");
  std::vector<Tensor> args = testing::randomInputs(main, 7, -1.0, 1.0);
  if (adjust) adjust(args);
  int64_t terms = args[1].numElements();  // every dy element at most once per output
  testing::expectKernelWithinSumError(*kernel, *p->module, *p->conv, args, terms, moduleText(c));
}

void expectRefused(const GradConv& c) {
  auto p = parse(c);
  EXPECT_FALSE(smallKernelGradient(*p->conv).has_value()) << moduleText(c);
}

// LeNet-5's kernel gradients as the channels-last rewrite leaves them (batch 64 and 3).
TEST(SmallKernelGradient, LeNet5Layers) {
  expectMatches({{64, 1, 28, 28}, {64, 28, 28, 6}, {6, 1, 5, 5}, "[f, b, 0, 1]x[i, 0, 1, o]->[f, b, 0, 1]",
                 "pad = [[2, 2], [2, 2]]"});
  expectMatches({{3, 28, 28, 1}, {3, 28, 28, 6}, {6, 1, 5, 5}, "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]",
                 "pad = [[2, 2], [2, 2]]"});
  // The 6 -> 16 layer is oneDNN's (16 features fill its vectors); with 15 features it is this kernel's.
  expectRefused({{64, 14, 14, 6}, {64, 10, 10, 16}, {16, 6, 5, 5}, "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]", ""});
  expectMatches({{3, 14, 14, 6}, {3, 10, 10, 15}, {15, 6, 5, 5}, "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]", ""});
}

// Batch 1, widths around the vector's 16 lanes, NCHW and channels-last operands and results.
TEST(SmallKernelGradient, OddSizesAndLayouts) {
  const char* nchw = "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]";
  expectMatches({{1, 3, 9, 9}, {1, 4, 7, 7}, {3, 4, 3, 3}, nchw, ""});
  expectMatches({{2, 2, 19, 19}, {2, 5, 17, 17}, {2, 5, 3, 3}, nchw, ""});
  expectMatches({{2, 2, 6, 35}, {2, 3, 4, 33}, {2, 3, 3, 3}, nchw, ""});
  expectMatches({{2, 2, 6, 18}, {2, 3, 6, 16}, {2, 3, 1, 4}, nchw, "pad = [[0, 0], [1, 0]]"});
  expectMatches({{2, 9, 9, 3}, {2, 9, 9, 4}, {3, 3, 3, 4}, "[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]",
                 "pad = [[1, 1], [1, 1]]"});
  // Kernels wider than 5 (accumulators in memory) and a single column.
  expectMatches({{2, 2, 9, 14}, {2, 3, 7, 8}, {2, 3, 3, 7}, nchw, ""});
  expectMatches({{2, 2, 9, 12}, {2, 3, 5, 12}, {2, 3, 5, 1}, nchw, ""});
}

// Forward strides (rhs dilation), forward dilation (window strides), uneven and negative padding.
TEST(SmallKernelGradient, StridesDilationAndPadding) {
  const char* nchw = "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]";
  expectMatches({{2, 3, 9, 9}, {2, 4, 5, 5}, {3, 4, 3, 3}, nchw, "pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]"});
  expectMatches({{2, 3, 10, 10}, {2, 4, 5, 5}, {3, 4, 3, 3}, nchw, "pad = [[1, 0], [1, 0]], rhs_dilate = [2, 2]"});
  expectMatches({{2, 3, 10, 10}, {2, 4, 4, 4}, {3, 4, 3, 3}, nchw, "pad = [[0, -1], [0, -1]], rhs_dilate = [2, 2]"});
  expectMatches({{2, 3, 9, 9}, {2, 4, 5, 5}, {3, 4, 3, 3}, nchw, "stride = [2, 2]"});
  expectMatches({{2, 3, 9, 9}, {2, 4, 5, 7}, {3, 4, 4, 3}, nchw, "pad = [[-1, 0], [0, 0]]"});
  expectMatches({{2, 3, 12, 20}, {2, 4, 6, 9}, {3, 4, 4, 4}, nchw, "pad = [[2, 0], [0, 3]], rhs_dilate = [2, 2], stride = [1, 2]"});
}

// The spread path (dy's rows are runs of (column, feature) pairs, channels-last): one feature and
// counts whose lanes repeat after 5 and 7 vectors, several channels, window rows past one register
// tile (7), window strides, uneven and negative padding, dy's rows interleaved with its batch; and with
// rhs dilation (forward strides), the other path on the same layout.
TEST(SmallKernelGradient, ChannelsLastDy) {
  const char* nhwc = "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]";
  expectMatches({{3, 12, 12, 1}, {3, 12, 12, 1}, {1, 1, 5, 5}, nhwc, "pad = [[2, 2], [2, 2]]"});
  expectMatches({{4, 11, 13, 2}, {4, 9, 11, 5}, {5, 2, 3, 3}, nhwc, ""});
  expectMatches({{2, 10, 10, 3}, {2, 10, 10, 7}, {7, 3, 3, 3}, nhwc, "pad = [[1, 1], [1, 1]]"});
  expectMatches({{2, 16, 9, 1}, {2, 10, 7, 4}, {4, 1, 7, 3}, nhwc, ""});
  expectMatches({{2, 12, 12, 2}, {2, 8, 8, 3}, {3, 2, 3, 3}, nhwc, "stride = [2, 2]"});
  expectMatches({{2, 9, 9, 1}, {2, 9, 8, 6}, {6, 1, 3, 4}, nhwc, "pad = [[2, 0], [-1, 3]]"});
  expectMatches({{3, 8, 8, 2}, {8, 3, 8, 6}, {6, 2, 3, 3}, "[f, 0, 1, b]x[0, i, 1, o]->[f, b, 0, 1]",
                 "pad = [[1, 1], [1, 1]]"});
  expectMatches({{2, 10, 10, 3}, {2, 5, 5, 4}, {4, 3, 3, 3}, nhwc, "pad = [[1, 0], [1, 0]], rhs_dilate = [2, 2]"});
}

// As the spec has it, padding is zeros times dy: an infinite dy there makes the sum NaN; an
// infinite x gives +-inf or NaN as the interpreter's sum does.
TEST(SmallKernelGradient, NonFiniteValues) {
  GradConv c{{1, 2, 5, 5}, {1, 3, 5, 5}, {2, 3, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", "pad = [[1, 1], [1, 1]]"};
  expectMatches(c, [](std::vector<Tensor>& a) { a[1].set<float>(3, std::numeric_limits<float>::infinity()); });
  expectMatches(c, [](std::vector<Tensor>& a) { a[0].set<float>(12, -std::numeric_limits<float>::infinity()); });
  expectMatches(c, [](std::vector<Tensor>& a) { a[0].set<float>(0, std::numeric_limits<float>::quiet_NaN()); });
  // The same on the spread path (dy channels-last): dy at row 0, column 1, feature 2 meets padding.
  GradConv spread{{1, 5, 5, 2}, {1, 5, 5, 3}, {3, 2, 3, 3}, "[f, 0, 1, b]x[i, 0, 1, o]->[f, b, 0, 1]",
                  "pad = [[1, 1], [1, 1]]"};
  expectMatches(spread, [](std::vector<Tensor>& a) { a[1].set<float>(5, std::numeric_limits<float>::infinity()); });
  expectMatches(spread, [](std::vector<Tensor>& a) { a[0].set<float>(7, std::numeric_limits<float>::quiet_NaN()); });
}

TEST(SmallKernelGradient, LeavesOtherConvolutionsToOneDnn) {
  // A forward convolution (the window smaller than the result), many channels, f64, 1-d, groups.
  expectRefused({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", ""});
  expectRefused({{2, 32, 9, 9}, {2, 16, 7, 7}, {32, 16, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", ""});
  expectRefused({{2, 3, 9, 9}, {2, 4, 7, 7}, {3, 4, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", "", "f64"});
  expectRefused({{2, 3, 20}, {2, 4, 18}, {3, 4, 3}, "[f, b, 0]x[i, o, 0]->[b, f, 0]", ""});
  expectRefused({{2, 3, 9, 9}, {2, 4, 7, 7}, {3, 4, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", "reverse = [true, false]"});
}

}  // namespace
}  // namespace juxla::cpu
