// The small-channel convolution against the interpreter: one-op modules on random inputs. Sums are
// reassociated (and use multiply-adds), so each result may differ from the interpreter's by
// (terms + 2) ulp of the sum of its terms' magnitudes (the module run on |inputs|).
#include "backends/cpu/small_channel_conv.h"

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

struct Conv {
  std::vector<int64_t> x, w, y;
  std::string layout;  // dimension numbers
  std::string window;  // "pad = ..., rhs_dilate = ..., stride = ..., reverse = ..."
  std::string element = "f32";
  int64_t featureGroups = 1;
};

std::string typeText(const std::vector<int64_t>& shape, const std::string& element) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + element + ">";
}

std::string moduleText(const Conv& c) {
  std::string l = typeText(c.x, c.element), r = typeText(c.w, c.element), o = typeText(c.y, c.element);
  return "func.func @main(%a: " + l + ", %b: " + r + ") -> " + o + " {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = " +
         c.layout + ", window = {" + c.window + "} {batch_group_count = 1 : i64, feature_group_count = " +
         std::to_string(c.featureGroups) + " : i64} : (" + l + ", " + r + ") -> " + o + "\n  return %r : " + o + "\n}";
}

// The module of `c` and its convolution.
struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  ir::Module* module = nullptr;
  const ir::Operation* conv = nullptr;
};

std::unique_ptr<Parsed> parse(const Conv& c) {
  auto p = std::make_unique<Parsed>();
  p->parsed = testing::parse(moduleText(c));
  p->module = p->parsed->module.get();
  p->conv = &*p->parsed->main().entry().begin();
  return p;
}


// `onlyWhereFaster` false: the kernel itself, also for shapes the executor leaves to oneDNN.
void expectMatches(const Conv& c, bool onlyWhereFaster = false,
                   const std::function<void(std::vector<Tensor>&)>& adjust = {}) {
  auto p = parse(c);
  std::optional<Kernel> kernel = smallChannelConvolution(*p->conv, onlyWhereFaster);
  ASSERT_TRUE(kernel.has_value()) << "no kernel for\n" << moduleText(c);
  const ir::Func& main = *p->module->lookup("main");
  std::vector<Tensor> args = testing::randomInputs(main, 11, -1.0, 1.0);
  if (adjust) adjust(args);
  int64_t terms = args[1].numElements();  // every kernel element at most once per output
  testing::expectKernelWithinSumError(*kernel, *p->module, *p->conv, args, terms, moduleText(c));
}

void expectRefused(const Conv& c, bool onlyWhereFaster = false) {
  auto p = parse(c);
  EXPECT_FALSE(smallChannelConvolution(*p->conv, onlyWhereFaster).has_value()) << moduleText(c);
}

const char* kNhwc = "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]";
const char* kNchw = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]";

// LeNet-5's convolutions as the channels-last rewrite leaves them (batch 64): conv1 forward, conv2's
// input gradient (dy with the kernel's features swapped, full padding) and conv2 forward.
TEST(SmallChannelConvolution, LeNet5Layers) {
  expectMatches({{64, 1, 28, 28}, {6, 1, 5, 5}, {64, 28, 28, 6}, "[b, f, 0, 1]x[o, i, 0, 1]->[b, 0, 1, f]",
                 "pad = [[2, 2], [2, 2]]"}, true);
  expectMatches({{64, 10, 10, 16}, {16, 6, 5, 5}, {64, 14, 14, 6}, "[b, 0, 1, f]x[i, o, 0, 1]->[b, 0, 1, f]",
                 "pad = [[4, 4], [4, 4]], lhs_dilate = [1, 1]"}, true);
  expectMatches({{64, 14, 14, 6}, {16, 6, 5, 5}, {64, 10, 10, 16}, kNhwc, ""}, true);
}

// Batch 1 and batches that leave a block part full, widths that leave tiles part full, NCHW and
// channels-last operands and results, 1 and 7 features (the 8-feature tiles' remainders).
TEST(SmallChannelConvolution, OddSizesAndLayouts) {
  expectMatches({{1, 3, 9, 9}, {4, 3, 3, 3}, {1, 4, 7, 7}, kNchw, ""});
  expectMatches({{17, 2, 11, 13}, {5, 2, 3, 3}, {17, 5, 11, 13}, kNchw, "pad = [[1, 1], [1, 1]]"});
  expectMatches({{33, 7, 5, 3}, {3, 2, 4, 6}, {33, 6, 7, 6}, "[b, 0, 1, f]x[i, 0, 1, o]->[b, f, 0, 1]",
                 "pad = [[0, 1], [2, 2]]"});
  expectMatches({{5, 9, 6, 1}, {5, 3, 1, 1}, {5, 1, 9, 6}, "[b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1]",
                 "pad = [[2, 2], [1, 1]]"});
  expectMatches({{16, 13, 13, 3}, {3, 3, 3, 13}, {16, 11, 11, 13}, "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", ""});
}

// Window strides, rhs dilation, uneven and negative padding, window reversal.
TEST(SmallChannelConvolution, StridesDilationPaddingReversal) {
  expectMatches({{3, 2, 9, 9}, {3, 2, 3, 3}, {3, 3, 4, 4}, kNchw, "stride = [2, 2]"});
  expectMatches({{3, 2, 10, 11}, {3, 2, 3, 3}, {3, 3, 5, 6}, kNchw, "pad = [[1, 1], [1, 1]], stride = [2, 2]"});
  expectMatches({{2, 2, 12, 20}, {4, 2, 3, 4}, {2, 4, 10, 6}, kNchw, "pad = [[2, 0], [0, 3]], rhs_dilate = [2, 2], stride = [1, 3]"});
  expectMatches({{2, 3, 10, 10}, {4, 3, 3, 3}, {2, 4, 6, 7}, kNchw, "pad = [[-1, -1], [0, -1]]"});
  expectMatches({{20, 10, 12, 3}, {4, 3, 3, 3}, {20, 6, 9, 4}, kNhwc, "pad = [[-1, -1], [-2, 1]]"});
  expectMatches({{20, 2, 9, 9}, {3, 2, 3, 2}, {20, 3, 9, 10}, kNchw, "pad = [[1, 1], [1, 1]], reverse = [true, false]"});
  expectMatches({{20, 9, 9, 2}, {3, 2, 3, 3}, {20, 9, 9, 3}, "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]",
                 "pad = [[1, 1], [1, 1]], reverse = [true, true]"});
}

// As the spec has it, padding is zeros times the kernel: an infinite kernel element over padding makes
// those sums NaN; an infinite or NaN x gives +-inf or NaN as the interpreter's sum does.
TEST(SmallChannelConvolution, NonFiniteValues) {
  Conv c{{2, 2, 5, 5}, {3, 2, 3, 3}, {2, 3, 5, 5}, kNchw, "pad = [[1, 1], [1, 1]]"};
  expectMatches(c, false, [](std::vector<Tensor>& a) { a[1].set<float>(0, std::numeric_limits<float>::infinity()); });
  expectMatches(c, false, [](std::vector<Tensor>& a) { a[1].set<float>(13, std::numeric_limits<float>::quiet_NaN()); });
  expectMatches(c, false, [](std::vector<Tensor>& a) { a[0].set<float>(12, -std::numeric_limits<float>::infinity()); });
  expectMatches(c, false, [](std::vector<Tensor>& a) { a[0].set<float>(0, std::numeric_limits<float>::quiet_NaN()); });
  // Padding only on the rows: a window of padding rows with an infinite kernel row is NaN.
  Conv rows{{2, 1, 4, 4}, {2, 1, 3, 1}, {2, 2, 6, 4}, kNchw, "pad = [[2, 2], [0, 0]]"};
  expectMatches(rows, false, [](std::vector<Tensor>& a) { a[1].set<float>(2, std::numeric_limits<float>::infinity()); });
}

TEST(SmallChannelConvolution, RefusesOtherForms) {
  // lhs dilation (a strided convolution's input gradient), groups, f64, 1-d, many channels.
  expectRefused({{2, 3, 5, 5}, {4, 3, 3, 3}, {2, 4, 11, 11}, kNchw, "pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2]"});
  expectRefused({{2, 4, 9, 9}, {4, 2, 3, 3}, {2, 4, 7, 7}, kNchw, "", "f32", 2});
  expectRefused({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, kNchw, "", "f64"});
  expectRefused({{2, 3, 20}, {4, 3, 3}, {2, 4, 18}, "[b, f, 0]x[o, i, 0]->[b, f, 0]", ""});
  expectRefused({{2, 32, 9, 9}, {16, 32, 3, 3}, {2, 16, 7, 7}, kNchw, ""});
  // Where oneDNN is the faster: under 16 batch elements, more features, 16 features and a large
  // result, the kernel gradient's shape.
  expectRefused({{8, 1, 28, 28}, {6, 1, 5, 5}, {8, 6, 28, 28}, kNchw, "pad = [[2, 2], [2, 2]]"}, true);
  expectRefused({{64, 32, 32, 3}, {16, 3, 3, 3}, {64, 32, 32, 16}, kNhwc, "pad = [[1, 1], [1, 1]]"}, true);
  expectMatches({{16, 32, 32, 16}, {3, 16, 3, 3}, {16, 32, 32, 3}, kNhwc, "pad = [[1, 1], [1, 1]]"}, true);
  expectRefused({{64, 6, 14, 14}, {32, 6, 5, 5}, {64, 32, 10, 10}, kNchw, ""}, true);
  expectRefused({{64, 32, 14, 14}, {6, 32, 5, 5}, {64, 6, 10, 10}, kNchw, ""}, true);
  expectRefused({{4, 16, 12, 12}, {4, 10, 10, 2}, {2, 16, 3, 3}, "[f, b, 0, 1]x[i, 0, 1, o]->[f, b, 0, 1]", ""}, true);
}

}  // namespace
}  // namespace juxla::cpu

