// The oneDNN kernels against the interpreter: each case is a one-op module run by both on the same
// random inputs. Sums may be reassociated, so a result may differ from the interpreter's by the
// rounding of a sum of n terms in either order, (n + 2) ulp of the sum of the terms' magnitudes
// (the module run on |inputs|); max pooling must match bit for bit. Result buffers start as NaN,
// so an output the kernel does not write shows.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <thread>

#include "backends/cpu/onednn.h"
#include "backends/cpu/thread_pool.h"
#include "interp/interpreter.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

struct Parsed {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
  const ir::Operation* op = nullptr;  // the first dot_general, convolution or reduce_window in @main
};

std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  DiagnosticEngine diag(&p->sources);
  p->module = ir::parseModuleText(p->sources, "test.mlir", text, diag);
  if (!p->module) throw std::runtime_error("does not parse:\n" + diag.renderAll() + "\n" + text);
  if (!ir::verifyModule(*p->module, diag)) throw std::runtime_error("does not verify:\n" + diag.renderAll());
  for (const ir::Operation& op : p->module->lookup("main")->entry())
    if (!p->op && (op.is(ir::OpCode::DotGeneral) || op.is(ir::OpCode::Convolution) ||
                   op.is(ir::OpCode::ReduceWindow)))
      p->op = &op;
  if (!p->op) throw std::runtime_error("no op to test in:\n" + text);
  return p;
}

std::optional<Kernel> kernelFor(const ir::Operation& op) {
  if (op.is(ir::OpCode::DotGeneral)) return oneDnnDotGeneral(op);
  if (op.is(ir::OpCode::Convolution)) return oneDnnConvolution(op);
  return oneDnnPooling(op);
}

std::string tensorType(const std::vector<int64_t>& shape, std::string_view element = "f32") {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + std::string(element) + ">";
}

Tensor randomTensor(ir::Type type, std::mt19937& rng) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  std::vector<double> values(size_t(type.numElements()));
  for (double& v : values) v = uniform(rng);
  return Tensor::fromDoubles(type, values);
}

Tensor absolute(const Tensor& t) {
  std::vector<double> values;
  for (int64_t i = 0; i < t.numElements(); ++i) values.push_back(std::fabs(t.getDouble(i)));
  return Tensor::fromDoubles(t.type(), values);
}

// Runs the kernel on the op's operands (arguments of @main or constants); the result starts as NaN.
Tensor runKernel(const Parsed& p, const Kernel& kernel, const std::vector<Tensor>& args) {
  const ir::Block& entry = p.module->lookup("main")->entry();
  std::vector<Tensor> operands;
  for (ir::Value* v : p.op->operands()) {
    if (v->isBlockArgument() && v->ownerBlock() == &entry) operands.push_back(args[v->index()]);
    else if (v->definingOp() && v->definingOp()->is(ir::OpCode::Constant))
      operands.push_back(Tensor::fromAttr(v->definingOp()->attr("value")));
    else throw std::runtime_error("operands must be arguments or constants");
  }
  std::vector<std::vector<uint8_t>> bytes;
  std::vector<Buffer> buffers;
  for (const Tensor& t : operands) bytes.emplace_back(t.bytes().begin(), t.bytes().end());
  for (size_t i = 0; i < operands.size(); ++i) buffers.push_back({bytes[i].data(), operands[i].type()});
  ir::Type resultType = p.op->result()->type();
  std::vector<uint8_t> result(size_t(resultType.numElements() * ir::storageBytes(resultType.elementType())), 0xff);
  Buffer out{result.data(), resultType};
  KernelContext ctx{ThreadPool::shared()};
  kernel(ctx, buffers, std::span<const Buffer>(&out, 1));
  for (size_t i = 0; i < operands.size(); ++i)  // operands are read only
    EXPECT_TRUE(std::memcmp(bytes[i].data(), operands[i].bytes().data(), bytes[i].size()) == 0) << "operand " << i;
  return Tensor::fromBytes(resultType, std::move(result));
}

// Compares kernel and interpreter results. `terms` is the number of terms of each sum (0: the result
// must be bit-identical, as for max); `magnitudes` the interpreter's result on |inputs|.
void expectClose(const Tensor& expected, const Tensor& actual, const Tensor* magnitudes, int64_t terms,
                 const std::string& what) {
  ASSERT_EQ(expected.type(), actual.type()) << what;
  ir::ElementType t = actual.elementType();
  double ulp = t == ir::ElementType::BF16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -23);
  int failures = 0;
  for (int64_t i = 0; i < expected.numElements() && failures < 5; ++i) {
    double e = expected.getDouble(i), a = actual.getDouble(i);
    bool ok;
    if (std::isnan(e) || std::isnan(a)) ok = std::isnan(e) && std::isnan(a);
    else if (terms == 0 || std::isinf(e)) ok = expected.bits(i) == actual.bits(i);
    else ok = std::fabs(a - e) <= double(terms + 2) * ulp * magnitudes->getDouble(i);
    if (!ok) {
      ++failures;
      ADD_FAILURE() << what << "\nelement " << i << ": interpreter " << e << ", oneDNN " << a
                    << (magnitudes ? ", sum of |terms| " + std::to_string(magnitudes->getDouble(i)) : "");
    }
  }
}

// Runs `text`'s @main on random inputs (with `adjust` applied) through both and compares.
void expectMatches(const std::string& text, int64_t terms, uint32_t seed = 1,
                   const std::function<void(std::vector<Tensor>&)>& adjust = {}) {
  auto p = parse(text);
  std::optional<Kernel> kernel = kernelFor(*p->op);
  ASSERT_TRUE(kernel.has_value()) << "no kernel for\n" << text;
  const ir::Func& main = *p->module->lookup("main");
  std::mt19937 rng(seed);
  std::vector<Tensor> args;
  for (ir::Type t : main.inputTypes()) args.push_back(randomTensor(t, rng));
  if (adjust) adjust(args);
  interp::Interpreter interpreter(*p->module);
  Tensor expected = interpreter.call(main, args).at(0);
  std::optional<Tensor> magnitudes;
  if (terms > 0) {
    std::vector<Tensor> absArgs;
    for (const Tensor& a : args) absArgs.push_back(absolute(a));
    magnitudes = interpreter.call(main, absArgs).at(0);
  }
  expectClose(expected, runKernel(*p, *kernel, args), magnitudes ? &*magnitudes : nullptr, terms, text);
}

void expectNoKernel(const std::string& text) {
  auto p = parse(text);
  EXPECT_FALSE(kernelFor(*p->op).has_value()) << "expected no kernel for\n" << text;
}

// ---- dot_general ----

std::string dotText(const std::vector<int64_t>& lhs, const std::vector<int64_t>& rhs,
                    const std::vector<int64_t>& result, const std::string& dims, std::string_view in = "f32",
                    std::string_view out = "f32") {
  std::string l = tensorType(lhs, in), r = tensorType(rhs, in), o = tensorType(result, out);
  return "func.func @main(%a: " + l + ", %b: " + r + ") -> " + o + " {\n  %r = stablehlo.dot_general %a, %b, " +
         dims + " : (" + l + ", " + r + ") -> " + o + "\n  return %r : " + o + "\n}";
}

TEST(OneDnnDotGeneral, MatrixProducts) {
  expectMatches(dotText({5, 7}, {7, 3}, {5, 3}, "contracting_dims = [1] x [0]"), 7);
  expectMatches(dotText({64, 48}, {48, 33}, {64, 33}, "contracting_dims = [1] x [0]"), 48);
  expectMatches(dotText({7, 5}, {7, 3}, {5, 3}, "contracting_dims = [0] x [0]"), 7);  // lhs transposed
  expectMatches(dotText({5, 7}, {3, 7}, {5, 3}, "contracting_dims = [1] x [1]"), 7);  // rhs transposed
  expectMatches(dotText({7, 5}, {3, 7}, {5, 3}, "contracting_dims = [0] x [1]"), 7);  // both
}

TEST(OneDnnDotGeneral, VectorsAndOuterProducts) {
  expectMatches(dotText({7}, {7, 3}, {3}, "contracting_dims = [0] x [0]"), 7);
  expectMatches(dotText({5, 7}, {7}, {5}, "contracting_dims = [1] x [0]"), 7);
  expectMatches(dotText({7}, {7}, {}, "contracting_dims = [0] x [0]"), 7);
  expectMatches(dotText({5}, {3}, {5, 3}, "contracting_dims = [] x []"), 1);
  expectMatches(dotText({1, 7}, {7, 1}, {1, 1}, "contracting_dims = [1] x [0]"), 7);
  expectMatches(dotText({}, {3, 2}, {3, 2}, "contracting_dims = [] x []"), 1);  // a scalar operand
}

TEST(OneDnnDotGeneral, BatchingDimensionsAnywhere) {
  expectMatches(dotText({4, 5, 7}, {4, 7, 3}, {4, 5, 3}, "batching_dims = [0] x [0], contracting_dims = [2] x [1]"), 7);
  expectMatches(dotText({5, 4, 7}, {7, 4, 3}, {4, 5, 3}, "batching_dims = [1] x [1], contracting_dims = [2] x [0]"), 7);
  expectMatches(dotText({2, 3, 5, 7}, {2, 3, 7, 4}, {2, 3, 5, 4},
                        "batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2]"),
                7);
  // Batch dimensions paired in another order than they lie in rhs.
  expectMatches(dotText({2, 3, 5, 7}, {3, 2, 7, 4}, {2, 3, 5, 4},
                        "batching_dims = [0, 1] x [1, 0], contracting_dims = [3] x [2]"),
                7);
  // Batch innermost in lhs.
  expectMatches(dotText({5, 7, 4}, {4, 7, 3}, {4, 5, 3}, "batching_dims = [2] x [0], contracting_dims = [1] x [1]"), 7);
}

TEST(OneDnnDotGeneral, SeveralContractingAndFreeDimensions) {
  // Contracting pairs that chain in both operands, in either listed order.
  expectMatches(dotText({5, 3, 4}, {3, 4, 6}, {5, 6}, "contracting_dims = [1, 2] x [0, 1]"), 12);
  expectMatches(dotText({5, 3, 4}, {3, 4, 6}, {5, 6}, "contracting_dims = [2, 1] x [1, 0]"), 12);
  // Pairs that chain in lhs but not in rhs: the operands are reordered first.
  expectMatches(dotText({5, 3, 4}, {4, 3, 6}, {5, 6}, "contracting_dims = [1, 2] x [1, 0]"), 12);
  // Several free dimensions on each side, contiguous or not.
  expectMatches(dotText({2, 3, 7}, {7, 4, 2}, {2, 3, 4, 2}, "contracting_dims = [2] x [0]"), 7);
  expectMatches(dotText({2, 7, 3}, {4, 7, 2}, {2, 3, 4, 2}, "contracting_dims = [1] x [1]"), 7);
  // Everything at once: lhs [k, m, b, k2], rhs [n, b, k2, k].
  expectMatches(dotText({6, 3, 2, 5}, {4, 2, 5, 6}, {2, 3, 4},
                        "batching_dims = [2] x [1], contracting_dims = [0, 3] x [3, 2]"),
                30);
}

TEST(OneDnnDotGeneral, Bf16) {
  expectMatches(dotText({9, 40}, {40, 7}, {9, 7}, "contracting_dims = [1] x [0]", "bf16", "bf16"), 40);
  expectMatches(dotText({9, 40}, {40, 7}, {9, 7}, "contracting_dims = [1] x [0]", "bf16", "f32"), 40);
  expectMatches(dotText({3, 9, 40}, {3, 7, 40}, {3, 9, 7},
                        "batching_dims = [0] x [0], contracting_dims = [2] x [2]", "bf16", "f32"),
                40);
}

// Infinities and NaN propagate as in the spec (any order of the sum gives the same NaN or inf).
TEST(OneDnnDotGeneral, SpecialValues) {
  double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  expectMatches(dotText({6, 8}, {8, 5}, {6, 5}, "contracting_dims = [1] x [0]"), 8, 3, [&](std::vector<Tensor>& a) {
    a[0].set<float>(0, float(inf));
    a[0].set<float>(9, float(-inf));
    a[0].set<float>(20, float(nan));
    a[1].set<float>(3, float(inf));
  });
}

TEST(OneDnnDotGeneral, EmptyDimensions) {
  expectMatches(dotText({3, 0}, {0, 4}, {3, 4}, "contracting_dims = [1] x [0]"), 0);  // zeros
  expectMatches(dotText({0, 3}, {3, 4}, {0, 4}, "contracting_dims = [1] x [0]"), 0);
}

TEST(OneDnnDotGeneral, UnsupportedTypesHaveNoKernel) {
  expectNoKernel(dotText({5, 7}, {7, 3}, {5, 3}, "contracting_dims = [1] x [0]", "f64", "f64"));
  expectNoKernel(dotText({5, 7}, {7, 3}, {5, 3}, "contracting_dims = [1] x [0]", "f16", "f16"));
  expectNoKernel(dotText({5, 7}, {7, 3}, {5, 3}, "contracting_dims = [1] x [0]", "i32", "i32"));
  // f32 operands rounded to bf16 first: oneDNN would round once, at the end.
  expectNoKernel(dotText({5, 7}, {7, 3}, {5, 3}, "contracting_dims = [1] x [0]", "f32", "bf16"));
}

// ---- convolution ----

struct Conv {
  std::vector<int64_t> lhs, rhs, result;
  std::string layout;      // "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
  std::string window;      // "stride = [2, 2], pad = [[1, 1], [0, 0]]", ...
  int64_t featureGroups = 1, batchGroups = 1;
  std::string in = "f32", out = "f32";
};

std::string convText(const Conv& c) {
  std::string l = tensorType(c.lhs, c.in), r = tensorType(c.rhs, c.in), o = tensorType(c.result, c.out);
  return "func.func @main(%a: " + l + ", %b: " + r + ") -> " + o + " {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = " +
         c.layout + ", window = {" + c.window + "} {batch_group_count = " + std::to_string(c.batchGroups) +
         " : i64, feature_group_count = " + std::to_string(c.featureGroups) + " : i64} : (" + l + ", " + r + ") -> " +
         o + "\n  return %r : " + o + "\n}";
}

// The number of terms of each output: the kernel's elements per output feature.
int64_t convTerms(const Conv& c) {
  int64_t n = 1;
  for (int64_t d : c.rhs) n *= d;
  return n;  // an upper bound: every kernel dim but the output features, times those
}

void expectConv(const Conv& c, uint32_t seed = 1, const std::function<void(std::vector<Tensor>&)>& adjust = {}) {
  expectMatches(convText(c), convTerms(c), seed, adjust);
}

constexpr const char* kNCHW = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]";
constexpr const char* kNHWC = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]";

TEST(OneDnnConvolution, ChannelsFirstAndLast) {
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, kNCHW, ""});
  expectConv({{2, 9, 9, 3}, {3, 3, 3, 4}, {2, 7, 7, 4}, kNHWC, ""});
  expectConv({{2, 16, 8, 8}, {32, 16, 3, 3}, {2, 32, 8, 8}, kNCHW, "pad = [[1, 1], [1, 1]]"});
  expectConv({{2, 8, 8, 16}, {3, 3, 16, 32}, {2, 8, 8, 32}, kNHWC, "pad = [[1, 1], [1, 1]]"});
}

TEST(OneDnnConvolution, AnyDimensionNumbers) {
  // Input [f, 0, b, 1], kernel [i, 1, o, 0], output [1, b, 0, f].
  expectConv({{3, 9, 2, 8}, {3, 2, 5, 3}, {7, 2, 7, 5}, "[f, 0, b, 1]x[i, 1, o, 0]->[1, b, 0, f]", ""});
  // The weight-gradient form: batch and features swapped, the gradient as the kernel.
  expectConv({{2, 3, 9, 9}, {2, 4, 7, 7}, {3, 4, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", ""});
}

TEST(OneDnnConvolution, StridesPaddingAndDilation) {
  expectConv({{2, 3, 11, 10}, {4, 3, 3, 3}, {2, 4, 5, 4}, kNCHW, "stride = [2, 2]"});
  expectConv({{2, 3, 11, 10}, {4, 3, 3, 3}, {2, 4, 6, 5}, kNCHW, "stride = [2, 2], pad = [[1, 1], [1, 1]]"});
  // Asymmetric, and padding wider than the window (windows of padding only sum to zero).
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 9, 8}, kNCHW, "pad = [[2, 0], [0, 1]]"});
  expectConv({{1, 2, 4, 4}, {3, 2, 2, 2}, {1, 3, 11, 5}, kNCHW, "pad = [[4, 4], [0, 2]]"});
  // Negative padding crops.
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 6, 5}, kNCHW, "pad = [[-1, 0], [0, -2]]"});
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 8, 5}, kNCHW, "pad = [[-1, 2], [-2, 0]]"});
  expectConv({{2, 3, 11, 10}, {4, 3, 3, 2}, {2, 4, 7, 9}, kNCHW, "rhs_dilate = [2, 1]"});
  expectConv({{2, 3, 11, 10}, {4, 3, 3, 3}, {2, 4, 4, 6}, kNCHW, "stride = [2, 1], pad = [[1, 0], [1, 1]], rhs_dilate = [2, 3]"});
}

TEST(OneDnnConvolution, FeatureGroups) {
  expectConv({{2, 4, 7, 7}, {6, 2, 3, 3}, {2, 6, 5, 5}, kNCHW, "", 2});
  expectConv({{2, 7, 7, 4}, {3, 3, 2, 6}, {2, 5, 5, 6}, kNHWC, "", 2});
  // Depthwise, with a channel multiplier of 2.
  expectConv({{2, 8, 8, 8}, {3, 3, 1, 16}, {2, 8, 8, 16}, kNHWC, "pad = [[1, 1], [1, 1]]", 8});
}

TEST(OneDnnConvolution, OneAndThreeSpatialDimensions) {
  expectConv({{2, 3, 20}, {5, 3, 4}, {2, 5, 9}, "[b, f, 0]x[o, i, 0]->[b, f, 0]", "stride = [2], pad = [[1, 0]]"});
  expectConv({{2, 20, 3}, {4, 3, 5}, {2, 16, 5}, "[b, 0, f]x[0, i, o]->[b, 0, f]", "pad = [[1, 1]], rhs_dilate = [2]"});
  expectConv({{2, 3, 6, 7, 5}, {4, 3, 3, 2, 3}, {2, 4, 4, 6, 5}, "[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]",
              "pad = [[0, 0], [0, 0], [1, 1]]"});
  expectConv({{2, 6, 7, 5, 3}, {3, 2, 3, 3, 4}, {2, 2, 3, 3, 4}, "[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]",
              "stride = [2, 2, 1], rhs_dilate = [1, 2, 1]"});
}

TEST(OneDnnConvolution, NoSpatialDimensions) {
  expectConv({{5, 7}, {7, 3}, {5, 3}, "[b, f]x[i, o]->[b, f]", ""});
}

TEST(OneDnnConvolution, WindowReversal) {
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 2}, {2, 4, 7, 8}, kNCHW, "reverse = [true, false]"});
  expectConv({{2, 3, 9, 9}, {4, 3, 3, 2}, {2, 4, 7, 8}, kNCHW, "reverse = [true, true]"});
}

// The input gradient of a strided convolution: lhs dilation by the stride, padding k - 1 - p.
TEST(OneDnnConvolution, LhsDilationAsDeconvolution) {
  // Forward: 11x11, 3x3, stride 2, padding 1 -> 6x6. Backward data: 6x6 dilated by 2 back to 11x11.
  expectConv({{2, 4, 6, 6}, {3, 4, 3, 3}, {2, 3, 11, 11}, kNCHW, "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]"});
  expectConv({{2, 6, 6, 4}, {3, 3, 4, 3}, {2, 12, 12, 3}, kNHWC, "pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2]"});
  // Other padding, one dimension dilated only, rhs dilation, reversal, groups and 1-d.
  expectConv({{2, 4, 5, 6}, {3, 4, 3, 2}, {2, 3, 13, 5}, kNCHW, "pad = [[2, 0], [0, 0]], lhs_dilate = [3, 1]"});
  expectConv({{2, 4, 5, 6}, {3, 4, 2, 3}, {2, 3, 10, 6}, kNCHW, "pad = [[2, 1], [2, 2]], lhs_dilate = [2, 1], rhs_dilate = [2, 2]"});
  expectConv({{2, 4, 5, 5}, {3, 4, 3, 3}, {2, 3, 9, 9}, kNCHW, "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], reverse = [true, false]"});
  expectConv({{2, 4, 5, 5}, {6, 2, 3, 3}, {2, 6, 9, 9}, kNCHW, "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]", 2});
  expectConv({{2, 4, 7}, {3, 4, 4}, {2, 3, 14}, "[b, f, 0]x[o, i, 0]->[b, f, 0]", "pad = [[2, 2]], lhs_dilate = [2]"});
}

// The kernel gradient of a forward convolution x * w -> y: x with batch and features swapped, dy as
// the kernel, the forward strides as rhs dilation and the forward dilation as window strides.
TEST(OneDnnConvolution, KernelGradients) {
  const char* grad = "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]";
  expectConv({{2, 3, 9, 9}, {2, 4, 7, 7}, {3, 4, 3, 3}, grad, ""});
  expectConv({{2, 3, 9, 9}, {2, 4, 9, 9}, {3, 4, 3, 3}, grad, "pad = [[1, 1], [1, 1]]"});
  // Forward stride 2 and padding 1 over 9x9 and 10x10 (where the last row and column go unused).
  expectConv({{2, 3, 9, 9}, {2, 4, 5, 5}, {3, 4, 3, 3}, grad, "pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]"});
  expectConv({{2, 3, 10, 10}, {2, 4, 5, 5}, {3, 4, 3, 3}, grad, "pad = [[1, 0], [1, 0]], rhs_dilate = [2, 2]"});
  expectConv({{2, 3, 10, 10}, {2, 4, 4, 4}, {3, 4, 3, 3}, grad, "pad = [[0, -1], [0, -1]], rhs_dilate = [2, 2]"});
  // Forward dilation 2; negative padding.
  expectConv({{2, 3, 9, 9}, {2, 4, 5, 5}, {3, 4, 3, 3}, grad, "stride = [2, 2]"});
  expectConv({{2, 3, 9, 9}, {2, 4, 5, 7}, {3, 4, 4, 3}, grad, "pad = [[-1, 0], [0, 0]]"});
  // Channels last (a kernel gradient in HWIO), 1-d, 3-d and bf16.
  expectConv({{2, 9, 9, 3}, {2, 9, 9, 4}, {3, 3, 3, 4}, "[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]", "pad = [[1, 1], [1, 1]]"});
  expectConv({{2, 3, 20}, {2, 4, 18}, {3, 4, 3}, "[f, b, 0]x[i, o, 0]->[b, f, 0]", ""});
  expectConv({{2, 3, 6, 6, 6}, {2, 4, 6, 6, 6}, {3, 4, 3, 3, 3}, "[f, b, 0, 1, 2]x[i, o, 0, 1, 2]->[b, f, 0, 1, 2]",
              "pad = [[1, 1], [1, 1], [1, 1]]"});
  expectConv({{2, 9, 9, 8}, {2, 9, 9, 16}, {3, 3, 8, 16}, "[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]",
              "pad = [[1, 1], [1, 1]]", 1, 1, "bf16", "f32"});
  // A non-finite output gradient times padding.
  expectConv({{1, 2, 5, 5}, {1, 3, 5, 5}, {2, 3, 3, 3}, grad, "pad = [[1, 1], [1, 1]]"}, 6,
             [](std::vector<Tensor>& a) { a[1].set<float>(3, std::numeric_limits<float>::infinity()); });
}

// 3x3 kernel gradients with 64 or more features run oneDNN's Winograd (jit_wino_4x3 backward
// weights) when x and dy are finite, and the direct primitive otherwise: both within the sum's error.
TEST(OneDnnConvolution, KernelGradientsByWinograd) {
  const char* lastGrad = "[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]";
  Conv c{{2, 12, 12, 64}, {2, 12, 12, 64}, {3, 3, 64, 64}, lastGrad, "pad = [[1, 1], [1, 1]]"};
  expectConv(c, 1);
  expectConv({{2, 64, 10, 10}, {2, 96, 10, 10}, {64, 96, 3, 3}, "[f, b, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]", "pad = [[1, 1], [1, 1]]"}, 2);
  expectConv(c, 3, [](std::vector<Tensor>& a) { a[0].set<float>(5 * 64 + 7, std::nanf("")); });
  expectConv(c, 4, [](std::vector<Tensor>& a) { a[1].set<float>(64 * 40 + 3, -std::numeric_limits<float>::infinity()); });
}

TEST(OneDnnConvolution, Bf16) {
  expectConv({{2, 16, 8, 8}, {32, 16, 3, 3}, {2, 32, 8, 8}, kNCHW, "pad = [[1, 1], [1, 1]]", 1, 1, "bf16", "bf16"});
  expectConv({{2, 8, 8, 16}, {3, 3, 16, 32}, {2, 8, 8, 32}, kNHWC, "pad = [[1, 1], [1, 1]]", 1, 1, "bf16", "f32"});
}

// Where a kernel element is infinite the spec's padding products are NaN; elsewhere inf and NaN
// propagate through the sums.
TEST(OneDnnConvolution, NonFiniteValuesAndPadding) {
  double inf = std::numeric_limits<double>::infinity();
  Conv c{{1, 2, 6, 6}, {3, 2, 3, 3}, {1, 3, 6, 6}, kNCHW, "pad = [[1, 1], [1, 1]]"};
  expectConv(c, 1, [&](std::vector<Tensor>& a) { a[1].set<float>(0, float(inf)); });  // f 0, c 0, tap (0, 0)
  expectConv(c, 2, [&](std::vector<Tensor>& a) { a[1].set<float>(2 * 18 + 9 + 5, std::nanf("")); });
  expectConv(c, 3, [&](std::vector<Tensor>& a) { a[0].set<float>(14, float(-inf)); });
  Conv t{{1, 2, 4, 4}, {3, 2, 3, 3}, {1, 3, 7, 7}, kNCHW, "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]"};
  expectConv(t, 4, [&](std::vector<Tensor>& a) { a[1].set<float>(18 + 4, float(inf)); });  // holes too
}

// 3x3 convolutions with 64 or more features run Winograd (jit_wino_4x3) once a kernel comes twice in a
// row; the first call, a new kernel, and inputs with an infinity or NaN run the direct primitive.
// The kernel [o, i, 3, 3] as given, or [i, o, 3, 3] (an input gradient's), which oneDNN's Winograd
// transform does not read: it goes through a row-major copy.
class OneDnnWinograd : public testing::TestWithParam<const char*> {};

INSTANTIATE_TEST_SUITE_P(KernelLayouts, OneDnnWinograd,
                         testing::Values("[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
                                         "[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]"));

TEST_P(OneDnnWinograd, RunsForRepeatedKernels) {
  Conv c{{1, 64, 8, 8}, {64, 64, 3, 3}, {1, 64, 8, 8}, GetParam(), "pad = [[1, 1], [1, 1]]"};
  std::string text = convText(c);
  auto p = parse(text);
  std::optional<Kernel> kernel = kernelFor(*p->op);
  ASSERT_TRUE(kernel.has_value());
  const ir::Func& main = *p->module->lookup("main");
  std::mt19937 rng(5);
  std::vector<Tensor> args;
  for (ir::Type t : main.inputTypes()) args.push_back(randomTensor(t, rng));
  interp::Interpreter interpreter(*p->module);
  std::map<std::string, std::pair<Tensor, Tensor>> reference;  // by the inputs' bytes
  auto check = [&](const std::vector<Tensor>& in, const std::string& what) {
    std::string key;
    for (const Tensor& a : in) key.append(reinterpret_cast<const char*>(a.bytes().data()), a.bytes().size());
    if (!reference.count(key)) {
      std::vector<Tensor> absArgs;
      for (const Tensor& a : in) absArgs.push_back(absolute(a));
      reference.emplace(key, std::make_pair(interpreter.call(main, in).at(0), interpreter.call(main, absArgs).at(0)));
    }
    const auto& [expected, magnitudes] = reference.at(key);
    Tensor got = runKernel(*p, *kernel, in);
    expectClose(expected, got, &magnitudes, convTerms(c), what);
    return got;
  };
  Tensor direct = check(args, "first call (direct)");
  Tensor wino = check(args, "second call (Winograd, kernel transformed)");
  EXPECT_NE(direct, wino) << "the second call should have run Winograd, which rounds differently";
  EXPECT_EQ(check(args, "third call (Winograd, transform kept)"), wino);
  // Winograd's transforms would turn a whole 4x4 output tile around an infinity into NaN.
  std::vector<Tensor> inf = args;
  inf[0].set<float>(3 * 8 + 4, std::numeric_limits<float>::infinity());
  check(inf, "an infinite input (direct)");
  std::vector<Tensor> nan = args;
  nan[1].set<float>(7, std::nanf(""));
  check(nan, "a NaN in the kernel (direct)");
  EXPECT_EQ(check(args, "the kernel again (Winograd)"), wino);
  std::vector<Tensor> other = args;
  other[1] = randomTensor(other[1].type(), rng);
  check(other, "a new kernel (direct)");
}

TEST(OneDnnConvolution, EmptyResult) {
  expectMatches(convText({{0, 3, 9, 9}, {4, 3, 3, 3}, {0, 4, 7, 7}, kNCHW, ""}), 0);
}

TEST(OneDnnConvolution, UnsupportedCasesHaveNoKernel) {
  expectNoKernel(convText({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, kNCHW, "", 1, 1, "f64", "f64"}));
  expectNoKernel(convText({{2, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, kNCHW, "", 1, 1, "f16", "f16"}));
  expectNoKernel(convText({{4, 3, 9, 9}, {4, 3, 3, 3}, {2, 4, 7, 7}, kNCHW, "", 1, 2}));  // batch groups
  // lhs dilation together with strides.
  expectNoKernel(convText({{2, 4, 6, 6}, {3, 4, 3, 3}, {2, 3, 6, 6}, kNCHW, "stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]"}));
  // Four spatial dimensions.
  expectNoKernel(convText({{1, 1, 3, 3, 3, 3}, {1, 1, 2, 2, 2, 2}, {1, 1, 2, 2, 2, 2},
                           "[b, f, 0, 1, 2, 3]x[o, i, 0, 1, 2, 3]->[b, f, 0, 1, 2, 3]", ""}));
}

// A prepared kernel may run on several threads at once (each has its own scratch and stream).
TEST(OneDnnKernels, RunConcurrently) {
  auto p = parse(convText({{2, 12, 12, 5}, {3, 3, 5, 7}, {2, 12, 12, 7}, "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
                           "pad = [[1, 1], [1, 1]], reverse = [true, false]"}));
  std::optional<Kernel> kernel = kernelFor(*p->op);
  ASSERT_TRUE(kernel.has_value());
  std::mt19937 rng(5);
  std::vector<Tensor> args;
  for (ir::Type t : p->module->lookup("main")->inputTypes()) args.push_back(randomTensor(t, rng));
  Tensor expected = runKernel(*p, *kernel, args);
  std::vector<Tensor> got(4);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < got.size(); ++i)
    threads.emplace_back([&, i] {
      for (int repeat = 0; repeat < 20; ++repeat) got[i] = runKernel(*p, *kernel, args);
    });
  for (std::thread& t : threads) t.join();
  for (const Tensor& g : got) EXPECT_EQ(g, expected);
}

// ---- reduce_window ----

struct Pool {
  std::vector<int64_t> input, result;
  std::string window;         // attributes: "window_dimensions = array<i64: 1, 1, 2, 2>, ..."
  std::string combiner = "maximum";
  std::string init = "0xFF800000";  // a constant (f32 bits), or "arg" for a second argument of @main
  std::string type = "f32";
};

std::string poolText(const Pool& p) {
  std::string in = tensorType(p.input, p.type), out = tensorType(p.result, p.type), s = "tensor<" + p.type + ">";
  bool initArg = p.init == "arg";
  std::string text = "func.func @main(%x: " + in + (initArg ? ", %init: " + s : "") + ") -> " + out + " {\n";
  if (!initArg) text += "  %init = stablehlo.constant dense<" + p.init + "> : " + s + "\n";
  return text + "  %r = \"stablehlo.reduce_window\"(%x, %init) <{" + p.window + "}> ({\n  ^bb0(%a: " + s + ", %b: " + s +
         "):\n    %c = stablehlo." + p.combiner + " %a, %b : " + s + "\n    stablehlo.return %c : " + s + "\n  }) : (" +
         in + ", " + s + ") -> " + out + "\n  return %r : " + out + "\n}";
}

void expectPool(const Pool& p, uint32_t seed = 1, const std::function<void(std::vector<Tensor>&)>& adjust = {}) {
  int64_t terms = 0;  // max: bit for bit
  if (p.combiner == "add") {
    auto parsed = parse(poolText(p));
    terms = 1;
    for (int64_t d : parsed->op->attr("window_dimensions").ints()) terms *= d;
  }
  expectMatches(poolText(p), terms, seed, adjust);
}

TEST(OneDnnPooling, MaxWindowsAndStrides) {
  expectPool({{2, 3, 8, 8}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>"});
  expectPool({{2, 8, 8, 5}, {2, 4, 4, 5}, "window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>"});
  expectPool({{2, 3, 9, 9}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>"});
  expectPool({{2, 3, 9, 9}, {2, 3, 7, 7}, "window_dimensions = array<i64: 1, 1, 3, 3>"});
  // Windows over the outer dimensions, channels innermost and batch in the middle.
  expectPool({{9, 9, 2, 3}, {4, 4, 2, 3}, "window_dimensions = array<i64: 3, 3, 1, 1>, window_strides = array<i64: 2, 2, 1, 1>"});
  expectPool({{9, 2, 9, 3}, {4, 2, 4, 3}, "window_dimensions = array<i64: 3, 1, 3, 1>, window_strides = array<i64: 2, 1, 2, 1>"});
  // More than two dimensions outside the window: they merge.
  expectPool({{2, 3, 4, 8, 8}, {2, 3, 4, 4, 4}, "window_dimensions = array<i64: 1, 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 2, 2>"});
}

TEST(OneDnnPooling, MaxPaddingAndDilation) {
  expectPool({{2, 3, 8, 8}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 0]]> : tensor<4x2xi64>"});
  expectPool({{2, 8, 8, 3}, {2, 9, 8, 3}, "window_dimensions = array<i64: 1, 3, 3, 1>, padding = dense<[[0, 0], [2, 1], [0, 2], [0, 0]]> : tensor<4x2xi64>"});
  expectPool({{2, 3, 9, 9}, {2, 3, 5, 3}, "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 2>, padding = dense<[[0, 0], [0, 0], [-2, -1], [0, -3]]> : tensor<4x2xi64>"});
  expectPool({{2, 3, 9, 9}, {2, 3, 5, 7}, "window_dimensions = array<i64: 1, 1, 3, 2>, window_dilations = array<i64: 1, 1, 2, 3>, padding = dense<[[0, 0], [0, 0], [0, 0], [1, 0]]> : tensor<4x2xi64>"});
}

TEST(OneDnnPooling, MaxOneAndThreeDimensions) {
  expectPool({{20}, {9}, "window_dimensions = array<i64: 3>, window_strides = array<i64: 2>"});
  expectPool({{3, 20}, {3, 10}, "window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>"});
  expectPool({{2, 3, 6, 6, 6}, {2, 3, 3, 3, 3}, "window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>"});
}

TEST(OneDnnPooling, MaxInitValues) {
  Pool p{{2, 3, 8, 8}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 0], [1, 0]]> : tensor<4x2xi64>"};
  p.init = "0.25";  // a constant init above some windows' maxima
  expectPool(p);
  p.init = "arg";  // known only when the kernel runs
  expectPool(p, 2);
  expectPool(p, 3, [](std::vector<Tensor>& a) { a[1].set<float>(0, -std::numeric_limits<float>::infinity()); });
  expectPool(p, 4, [](std::vector<Tensor>& a) { a[1].set<float>(0, std::nanf("")); });
}

// NaN propagates through the spec's maximum; -0 < +0, so a window of both zeros yields +0.
TEST(OneDnnPooling, MaxNaNAndSignedZeros) {
  Pool p{{1, 2, 6, 6}, {1, 2, 3, 3}, "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>"};
  expectPool(p, 1, [](std::vector<Tensor>& a) { a[0].set<float>(7, std::nanf("")); });
  auto zeros = [](std::vector<Tensor>& a) {
    for (int64_t i = 0; i < a[0].numElements(); ++i) a[0].set<float>(i, (i * 7 % 3) ? -0.0f : 0.0f);
  };
  expectPool(p, 1, zeros);
  p.init = "arg";
  expectPool(p, 2, [&](std::vector<Tensor>& a) {
    zeros(a);
    a[1].set<float>(0, -0.0f);
  });
}

TEST(OneDnnPooling, MaxBf16) {
  expectPool({{2, 3, 9, 9}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>", "maximum", "0xFF80", "bf16"});
}

TEST(OneDnnPooling, Sum) {
  expectPool({{2, 3, 8, 8}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", "add", "0.0"});
  expectPool({{2, 8, 8, 3}, {2, 4, 4, 3}, "window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 0], [0, 0]]> : tensor<4x2xi64>", "add", "0.0"});
  expectPool({{2, 3, 9, 9}, {2, 3, 5, 7}, "window_dimensions = array<i64: 1, 1, 3, 2>, window_dilations = array<i64: 1, 1, 2, 3>, padding = dense<[[0, 0], [0, 0], [0, 0], [1, 0]]> : tensor<4x2xi64>", "add", "0.0"});
  expectPool({{2, 3, 9, 9}, {2, 3, 4, 4}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>", "add", "0.0", "bf16"});
}

TEST(OneDnnPooling, UnsupportedCasesHaveNoKernel) {
  std::string w = "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>";
  expectNoKernel(poolText({{2, 3, 8, 8}, {2, 3, 4, 4}, w, "maximum", "0xFFF0000000000000", "f64"}));
  expectNoKernel(poolText({{2, 3, 8, 8}, {2, 3, 4, 4}, w, "maximum", "0", "i32"}));
  expectNoKernel(poolText({{2, 3, 8, 8}, {2, 3, 4, 4}, w, "minimum"}));
  expectNoKernel(poolText({{2, 3, 8, 8}, {2, 3, 4, 4}, w, "add", "1.0"}));  // the init would count per window
  expectNoKernel(poolText({{2, 3, 8, 8}, {2, 3, 4, 4}, w, "add", "arg"}));
  // Base dilation; windows of padding only; four windowed dimensions.
  expectNoKernel(poolText({{2, 3, 4, 4}, {2, 3, 3, 3}, "window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, base_dilations = array<i64: 1, 1, 2, 2>"}));
  expectNoKernel(poolText({{1, 1, 4, 4}, {1, 1, 6, 6}, "window_dimensions = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [2, 1], [2, 1]]> : tensor<4x2xi64>"}));
  expectNoKernel(poolText({{4, 4, 4, 4}, {2, 2, 2, 2}, "window_dimensions = array<i64: 2, 2, 2, 2>, window_strides = array<i64: 2, 2, 2, 2>"}));
}

}  // namespace
}  // namespace juxla::cpu
