// Data movement read as one gather: the kernel's index arithmetic (copyOnHost) against the
// interpreter for every op it takes, bit for bit; and the kernel itself on the GPU (skipped without).
#include "backends/cuda/device_copy.h"

#include <gtest/gtest.h>

#include "backends/cuda/allocator.h"
#include "backends/cuda/cuda_test_support.h"
#include "backends/cuda/device.h"
#include "interp/interpreter.h"

namespace juxla::cuda {
namespace {

using interp::Tensor;

struct Case {
  const char* name;
  std::string body;  // one op from %x (and %c, a constant) to %0
  std::string in, out;
};

std::vector<Case> cases() {
  return {
      {"pad with interior and a crop", "%0 = stablehlo.pad %x, %c, low = [1, -1], high = [2, 0], interior = [1, 2] : (tensor<3x4xf32>, tensor<f32>) -> tensor<8x9xf32>",
       "tensor<3x4xf32>", "tensor<8x9xf32>"},
      {"pad as the max-pool gradient writes it", "%0 = stablehlo.pad %x, %c, low = [0, 0, 1, 0], high = [0, 0, 0, 1], interior = [0, 0, 1, 1] : (tensor<2x3x2x2xf32>, tensor<f32>) -> tensor<2x3x4x4xf32>",
       "tensor<2x3x2x2xf32>", "tensor<2x3x4x4xf32>"},
      {"reverse of a kernel's taps", "%0 = stablehlo.reverse %x, dims = [2, 3] : tensor<4x3x3x3xf32>", "tensor<4x3x3x3xf32>", "tensor<4x3x3x3xf32>"},
      {"transpose", "%0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x3x4xf64>) -> tensor<4x2x3xf64>", "tensor<2x3x4xf64>", "tensor<4x2x3xf64>"},
      {"broadcast with a size-1 dim", "%0 = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<3x1xf32>) -> tensor<3x5x4xf32>", "tensor<3x1xf32>", "tensor<3x5x4xf32>"},
      {"strided slice", "%0 = stablehlo.slice %x [1:6:2, 0:4:3] : (tensor<7x4xf32>) -> tensor<3x2xf32>", "tensor<7x4xf32>", "tensor<3x2xf32>"},
      {"transpose of bf16", "%0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x5xbf16>) -> tensor<5x3xbf16>", "tensor<3x5xbf16>", "tensor<5x3xbf16>"},
  };
}

struct Parsed {
  std::unique_ptr<testing::Parsed> parsed;
  ir::Module* module = nullptr;
  const ir::Operation* op = nullptr;  // the case's op: the first that is not the constant
};

std::unique_ptr<Parsed> parse(const Case& c) {
  auto p = std::make_unique<Parsed>();
  std::string text = "func.func @main(%x: " + c.in + ") -> " + c.out + " {\n  %c = stablehlo.constant dense<-7.5> : tensor<" +
                     c.in.substr(c.in.rfind('x') + 1) + "\n  " + c.body + "\n  return %0 : " + c.out + "\n}\n";
  p->parsed = testing::parse(text);
  p->module = p->parsed->module.get();
  if (p->module)
    p->op = testing::firstOp(*p->module->lookup("main"), [](const ir::Operation& op) { return !op.is(ir::OpCode::Constant); });
  return p;
}

Tensor counting(ir::Type t) {
  std::vector<double> v(size_t(t.numElements()));
  for (size_t i = 0; i < v.size(); ++i) v[i] = double(i) + 0.25;
  return Tensor::fromDoubles(t, v);
}

TEST(DeviceCopy, GatherMatchesTheInterpreterBitForBit) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    auto p = parse(c);
    ASSERT_TRUE(p->op);
    CopyReading r = readCopyPlan(*p->op);
    ASSERT_TRUE(r.ok) << r.reason;
    const ir::Func& main = *p->module->lookup("main");
    Tensor x = counting(main.inputTypes()[0]);
    interp::Interpreter interpreter(*p->module);
    Tensor want = interpreter.call(main, {x})[0];
    std::vector<uint8_t> got(want.bytes().size());
    copyOnHost(r.plan, x.bytes().data(), got.data());
    EXPECT_EQ(Tensor::fromBytes(want.type(), got), want) << Tensor::fromBytes(want.type(), got).toString() << " vs " << want.toString();
  }
}

TEST(DeviceCopy, RefusesAPaddingValueThatIsNotAConstant) {
  auto p = testing::parse(R"(func.func @main(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
})");
  const ir::Operation* pad = testing::firstOp(*p, ir::OpCode::Pad);
  ASSERT_TRUE(pad);
  CopyReading r = readCopyPlan(*pad);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("not a constant"), std::string::npos) << r.reason;
}

TEST(DeviceCopyGpu, KernelMatchesTheInterpreter) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  Stream stream;
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    auto p = parse(c);
    CopyReading r = readCopyPlan(*p->op);
    ASSERT_TRUE(r.ok) << r.reason;
    const ir::Func& main = *p->module->lookup("main");
    Tensor x = counting(main.inputTypes()[0]);
    interp::Interpreter interpreter(*p->module);
    Tensor want = interpreter.call(main, {x})[0];
    DeviceBuffer in = deviceAllocator().allocate(x.bytes().size()), out = deviceAllocator().allocate(want.bytes().size());
    copyToDevice(in.data(), x.bytes().data(), x.bytes().size(), stream.get());
    runCopy(r.plan, in.data(), out.data(), stream.get());
    std::vector<uint8_t> got(want.bytes().size());
    copyToHost(got.data(), out.data(), got.size(), stream.get());
    stream.synchronize();
    EXPECT_EQ(Tensor::fromBytes(want.type(), got), want);
  }
}

}  // namespace
}  // namespace juxla::cuda
