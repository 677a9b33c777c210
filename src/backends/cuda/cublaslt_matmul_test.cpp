// dot_general read as a cuBLASLt matmul (no GPU needed), and cuBLASLt's products against the
// interpreter (skipped without a GPU).
#include "backends/cuda/cublaslt_matmul.h"

#include <gtest/gtest.h>

#include <random>

#include "backends/cuda/allocator.h"
#include "backends/cuda/cuda_test_support.h"
#include "backends/cuda/device.h"
#include "interp/interpreter.h"

namespace juxla::cuda {
namespace {

struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  ir::Module* module = nullptr;
  const ir::Operation* first = nullptr;  // the dot_general
};

std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  p->parsed = testing::parse(text);
  p->module = p->parsed->module.get();
  p->first = testing::firstOp(*p->parsed, ir::OpCode::DotGeneral);
  return p;
}

std::string dotModule(const std::string& lhs, const std::string& rhs, const std::string& out, const std::string& dims,
                      const std::string& extra = "") {
  return "func.func @main(%x: " + lhs + ", %y: " + rhs + ") -> " + out + " {\n  %0 = stablehlo.dot_general %x, %y, " + dims +
         extra + " : (" + lhs + ", " + rhs + ") -> " + out + "\n  return %0 : " + out + "\n}\n";
}

TEST(CublasLtMatmulShape, PlainAndTransposedOperands) {
  auto p = parse(dotModule("tensor<4x3xf32>", "tensor<3x5xf32>", "tensor<4x5xf32>", "contracting_dims = [1] x [0]"));
  MatmulShape s = readMatmulShape(*p->first);
  ASSERT_TRUE(s.ok) << s.reason;
  EXPECT_EQ(s.batch, 1);
  EXPECT_EQ(s.m, 4);
  EXPECT_EQ(s.n, 5);
  EXPECT_EQ(s.k, 3);
  EXPECT_FALSE(s.lhsTransposed);
  EXPECT_FALSE(s.rhsTransposed);
  EXPECT_TRUE(s.allowsTf32);

  // The backward pass's products: x^T·g and g·w^T.
  p = parse(dotModule("tensor<4x3xf32>", "tensor<4x5xf32>", "tensor<3x5xf32>", "contracting_dims = [0] x [0]"));
  s = readMatmulShape(*p->first);
  ASSERT_TRUE(s.ok) << s.reason;
  EXPECT_TRUE(s.lhsTransposed);
  EXPECT_FALSE(s.rhsTransposed);
  EXPECT_EQ(s.m, 3);
  EXPECT_EQ(s.n, 5);
  EXPECT_EQ(s.k, 4);
  p = parse(dotModule("tensor<4x5xf64>", "tensor<3x5xf64>", "tensor<4x3xf64>", "contracting_dims = [1] x [1]"));
  s = readMatmulShape(*p->first);
  ASSERT_TRUE(s.ok) << s.reason;
  EXPECT_FALSE(s.lhsTransposed);
  EXPECT_TRUE(s.rhsTransposed);
  EXPECT_EQ(s.elementType, ir::ElementType::F64);
}

TEST(CublasLtMatmulShape, BatchesAndGroupsOfDims) {
  auto p = parse(dotModule("tensor<2x6x3x4xf32>", "tensor<2x3x4x5xf32>", "tensor<2x6x5xf32>",
                           "batching_dims = [0] x [0], contracting_dims = [2, 3] x [1, 2]"));
  MatmulShape s = readMatmulShape(*p->first);
  ASSERT_TRUE(s.ok) << s.reason;
  EXPECT_EQ(s.batch, 2);
  EXPECT_EQ(s.m, 6);
  EXPECT_EQ(s.n, 5);
  EXPECT_EQ(s.k, 12);
}

TEST(CublasLtMatmulShape, RefusesWhatItCannotReadInPlaceWithAReason) {
  auto p = parse(dotModule("tensor<3x2x4xf32>", "tensor<2x4x5xf32>", "tensor<2x3x5xf32>",
                           "batching_dims = [1] x [0], contracting_dims = [2] x [1]"));
  MatmulShape s = readMatmulShape(*p->first);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.reason.find("batch dimensions"), std::string::npos) << s.reason;
  p = parse(dotModule("tensor<4x3xi32>", "tensor<3x5xi32>", "tensor<4x5xi32>", "contracting_dims = [1] x [0]"));
  s = readMatmulShape(*p->first);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.reason.find("f32, f64"), std::string::npos) << s.reason;
  p = parse(dotModule("tensor<4x3xf32>", "tensor<3x5xf32>", "tensor<4x5xf32>", "contracting_dims = [1] x [0]",
                      ", precision = [HIGHEST, DEFAULT]"));
  s = readMatmulShape(*p->first);
  ASSERT_TRUE(s.ok) << s.reason;
  EXPECT_FALSE(s.allowsTf32);
}

// Runs `shape`'s matmul on the GPU (with an optional bias epilogue) and returns the result bytes.
std::vector<uint8_t> runOnGpu(const MatmulShape& shape, MatmulEpilogue epilogue, const interp::Tensor& lhs,
                              const interp::Tensor& rhs, const interp::Tensor* bias, size_t resultBytes) {
  Stream stream;
  CachingAllocator& a = deviceAllocator();
  DeviceBuffer l = a.allocate(lhs.bytes().size()), r = a.allocate(rhs.bytes().size()), out = a.allocate(resultBytes);
  DeviceBuffer b = a.allocate(bias ? bias->bytes().size() : 0);
  copyToDevice(l.data(), lhs.bytes().data(), lhs.bytes().size(), stream.get());
  copyToDevice(r.data(), rhs.bytes().data(), rhs.bytes().size(), stream.get());
  if (bias) copyToDevice(b.data(), bias->bytes().data(), bias->bytes().size(), stream.get());
  CublasLtMatmul mm(shape, MatmulOptions{false, epilogue});
  EXPECT_FALSE(mm.usesTf32());
  mm.run(l.data(), r.data(), bias ? b.data() : nullptr, out.data(), stream.get());
  std::vector<uint8_t> host(resultBytes);
  copyToHost(host.data(), out.data(), resultBytes, stream.get());
  stream.synchronize();
  return host;
}

interp::Tensor random(ir::Type t, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> v(size_t(t.numElements()));
  for (double& x : v) x = u(rng);
  return interp::Tensor::fromDoubles(t, v);
}

void expectClose(const interp::Tensor& got, const interp::Tensor& want, double tolerance) {
  ASSERT_EQ(got.numElements(), want.numElements());
  for (int64_t i = 0; i < got.numElements(); ++i)
    ASSERT_NEAR(got.getDouble(i), want.getDouble(i), tolerance * (1 + std::abs(want.getDouble(i)))) << "element " << i;
}

TEST(CublasLtMatmulGpu, ProductsMatchTheInterpreter) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  struct Case {
    std::string lhs, rhs, out, dims;
    double tolerance;
  };
  std::vector<Case> cases = {
      {"tensor<33x17xf32>", "tensor<17x9xf32>", "tensor<33x9xf32>", "contracting_dims = [1] x [0]", 1e-5},
      {"tensor<17x33xf32>", "tensor<17x9xf32>", "tensor<33x9xf32>", "contracting_dims = [0] x [0]", 1e-5},
      {"tensor<33x17xf64>", "tensor<9x17xf64>", "tensor<33x9xf64>", "contracting_dims = [1] x [1]", 1e-12},
      {"tensor<3x8x5xf32>", "tensor<3x5x7xf32>", "tensor<3x8x7xf32>", "batching_dims = [0] x [0], contracting_dims = [2] x [1]", 1e-5},
      {"tensor<16x32xbf16>", "tensor<32x8xbf16>", "tensor<16x8xbf16>", "contracting_dims = [1] x [0]", 2e-2},
      {"tensor<16x32xf16>", "tensor<32x8xf16>", "tensor<16x8xf16>", "contracting_dims = [1] x [0]", 5e-3},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.lhs + " x " + c.rhs + " " + c.dims);
    auto p = parse(dotModule(c.lhs, c.rhs, c.out, c.dims));
    const ir::Func& main = *p->module->lookup("main");
    MatmulShape shape = readMatmulShape(*p->first);
    ASSERT_TRUE(shape.ok) << shape.reason;
    interp::Tensor x = random(main.inputTypes()[0], 1), y = random(main.inputTypes()[1], 2);
    interp::Interpreter interpreter(*p->module);
    interp::Tensor want = interpreter.call(main, {x, y})[0];
    interp::Tensor got = interp::Tensor::fromBytes(want.type(), runOnGpu(shape, MatmulEpilogue::None, x, y, nullptr, want.bytes().size()));
    expectClose(got, want, c.tolerance);
  }
}

TEST(CublasLtMatmulGpu, BiasAndReluEpiloguesMatchTheInterpreter) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  const char* text = R"(func.func @main(%x: tensor<8x6xf32>, %w: tensor<6x5xf32>, %b: tensor<5xf32>) -> (tensor<8x5xf32>, tensor<8x5xf32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf32>) -> tensor<8x5xf32>
  %s = stablehlo.add %p, %bb : tensor<8x5xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<8x5xf32>
  %r = stablehlo.maximum %s, %zero : tensor<8x5xf32>
  return %s, %r : tensor<8x5xf32>, tensor<8x5xf32>
})";
  auto p = parse(text);
  const ir::Func& main = *p->module->lookup("main");
  MatmulShape shape = readMatmulShape(*p->first);
  ASSERT_TRUE(shape.ok) << shape.reason;
  interp::Tensor x = random(main.inputTypes()[0], 3), w = random(main.inputTypes()[1], 4), b = random(main.inputTypes()[2], 5);
  interp::Interpreter interpreter(*p->module);
  std::vector<interp::Tensor> want = interpreter.call(main, {x, w, b});
  size_t bytes = want[0].bytes().size();
  expectClose(interp::Tensor::fromBytes(want[0].type(), runOnGpu(shape, MatmulEpilogue::Bias, x, w, &b, bytes)), want[0], 1e-5);
  expectClose(interp::Tensor::fromBytes(want[1].type(), runOnGpu(shape, MatmulEpilogue::BiasRelu, x, w, &b, bytes)), want[1], 1e-5);
}

}  // namespace
}  // namespace juxla::cuda
