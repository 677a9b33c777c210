// The op kernels (op_kernels.h): each one compiled by NVRTC for sm_90 (PTX and cubin, no GPU
// needed) and run on the host behind the grid-loop shim (host_shim.h) against the interpreter on
// random inputs, bit for bit: clamped start indices, ties and padding in select_and_scatter
// windows, dilated and padded reduce_window, integer wrap-around, division by zero, over-wide
// shifts and saturating converts.
#include "backends/cuda/op_kernels.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "backends/cuda/allocator.h"
#include "backends/cuda/cuda_test_support.h"
#include "backends/cuda/device.h"
#include "backends/cuda/host_shim.h"
#include "backends/cuda/nvrtc_compiler.h"
#include "interp/interpreter.h"
#include "ir/verifier.h"

namespace juxla::cuda {
namespace {

using interp::Tensor;

// One op over the function's arguments %a0, %a1, ...; `values` says how arguments are drawn.
enum class Values { Wide, Ties, Indices, Shifts };
struct OpCase {
  std::string name;
  std::vector<std::string> args;  // argument types
  std::string op;                 // "%0 = ..."
  std::string result;
  Values values = Values::Wide;
};

std::string moduleText(const OpCase& c) {
  std::string params;
  for (size_t i = 0; i < c.args.size(); ++i) params += (i ? ", %a" : "%a") + std::to_string(i) + ": " + c.args[i];
  return "func.func @main(" + params + ") -> " + c.result + " {\n  " + c.op + "\n  return %0 : " + c.result + "\n}\n";
}

// A window op in the generic form: `regions` are full bodies.
std::string generic(const std::string& name, const std::string& operands, const std::string& attrs,
                    const std::vector<std::string>& regions, const std::string& signature) {
  std::string r;
  for (const std::string& body : regions) r += (r.empty() ? "" : ", ") + body;
  return "%0 = \"stablehlo." + name + "\"(" + operands + ") <{" + attrs + "}> (" + r + ") : " + signature;
}

std::string body(const std::string& scalar, const std::string& op, const std::string& resultScalar) {
  return "{\n  ^bb0(%x: tensor<" + scalar + ">, %y: tensor<" + scalar + ">):\n    %r = " + op + "\n    stablehlo.return %r : tensor<" +
         resultScalar + ">\n  }";
}

std::vector<OpCase> sliceCases() {
  return {
      {"ds_f32_i32", {"tensor<7x9xf32>", "tensor<i32>", "tensor<i32>"},
       "%0 = stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [3, 4] : (tensor<7x9xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>",
       "tensor<3x4xf32>", Values::Indices},
      {"ds_i32_i64", {"tensor<4x5x6xi32>", "tensor<i64>", "tensor<i64>", "tensor<i64>"},
       "%0 = stablehlo.dynamic_slice %a0, %a1, %a2, %a3, sizes = [2, 5, 3] : (tensor<4x5x6xi32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x5x3xi32>",
       "tensor<2x5x3xi32>", Values::Indices},
      {"ds_f64_ui64", {"tensor<10xf64>", "tensor<ui64>"},
       "%0 = stablehlo.dynamic_slice %a0, %a1, sizes = [4] : (tensor<10xf64>, tensor<ui64>) -> tensor<4xf64>", "tensor<4xf64>",
       Values::Indices},
      {"ds_bf16_ui32", {"tensor<6x8xbf16>", "tensor<ui32>", "tensor<ui32>"},
       "%0 = stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [2, 3] : (tensor<6x8xbf16>, tensor<ui32>, tensor<ui32>) -> tensor<2x3xbf16>",
       "tensor<2x3xbf16>", Values::Indices},
      {"dus_f32_i32", {"tensor<6x7xf32>", "tensor<2x3xf32>", "tensor<i32>", "tensor<i32>"},
       "%0 = stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : (tensor<6x7xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x7xf32>",
       "tensor<6x7xf32>", Values::Indices},
      {"dus_i64_i64", {"tensor<3x4x5xi64>", "tensor<3x2x2xi64>", "tensor<i64>", "tensor<i64>", "tensor<i64>"},
       "%0 = stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3, %a4 : (tensor<3x4x5xi64>, tensor<3x2x2xi64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x5xi64>",
       "tensor<3x4x5xi64>", Values::Indices},
      {"dus_i1_i16", {"tensor<9xi1>", "tensor<4xi1>", "tensor<i16>"},
       "%0 = stablehlo.dynamic_update_slice %a0, %a1, %a2 : (tensor<9xi1>, tensor<4xi1>, tensor<i16>) -> tensor<9xi1>", "tensor<9xi1>",
       Values::Indices},
  };
}

std::vector<OpCase> windowCases() {
  auto cmp = [](const char* dir, const char* t, bool swapped) {
    return body(t, std::string("stablehlo.compare ") + dir + (swapped ? ", %y, %x" : ", %x, %y") +
                       (std::string(t)[0] == 'f' ? ", FLOAT" : ", SIGNED") + " : (tensor<" + t + ">, tensor<" + t + ">) -> tensor<i1>",
                "i1");
  };
  auto add = [](const char* t) { return body(t, std::string("stablehlo.add %x, %y : tensor<") + t + ">", t); };
  auto sas = [&](std::string name, std::string in, std::string src, const char* t, const char* dir, bool swapped, std::string attrs) {
    std::string sc = std::string("tensor<") + t + ">";
    return OpCase{name, {in, src, sc},
                  generic("select_and_scatter", "%a0, %a1, %a2", attrs, {cmp(dir, t, swapped), add(t)}, "(" + in + ", " + src + ", " + sc + ") -> " + in),
                  in, Values::Ties};
  };
  auto rw = [&](std::string name, std::string in, std::string out, const char* t, std::string combine, std::string attrs, Values v) {
    std::string sc = std::string("tensor<") + t + ">";
    return OpCase{name, {in, sc},
                  generic("reduce_window", "%a0, %a1", attrs, {body(t, "stablehlo." + combine + " : " + sc, t)}, "(" + in + ", " + sc + ") -> " + out),
                  out, v};
  };
  return {
      sas("sas_maxpool_f32", "tensor<2x3x8x8xf32>", "tensor<2x3x4x4xf32>", "f32", "GE", false,
          "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>"),
      sas("sas_overlap_pad_f32", "tensor<1x2x7x7xf32>", "tensor<1x2x4x4xf32>", "f32", "GE", false,
          "padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>"),
      sas("sas_min_pad_f64", "tensor<5x6xf64>", "tensor<5x6xf64>", "f64", "LE", false,
          "padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>"),
      sas("sas_swapped_gt_i32", "tensor<6x9xi32>", "tensor<3x3xi32>", "i32", "GT", true,
          "padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 3>"),
      sas("sas_channels_last_lt_f32", "tensor<2x6x6x3xf32>", "tensor<2x3x3x3xf32>", "f32", "LT", false,
          "window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>"),
      rw("rw_sumpool_f32", "tensor<2x3x6x6xf32>", "tensor<2x3x3x3xf32>", "f32", "add %x, %y",
         "window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", Values::Wide),
      rw("rw_dilated_padded_f64", "tensor<5x7xf64>", "tensor<5x6xf64>", "f64", "add %x, %y",
         "base_dilations = array<i64: 2, 1>, padding = dense<[[1, 2], [2, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 1>",
         Values::Wide),
      rw("rw_max_padded_f32", "tensor<2x5x5xf32>", "tensor<2x3x3xf32>", "f32", "maximum %y, %x",
         "padding = dense<[[0, 0], [1, 1], [1, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 3, 3>, window_strides = array<i64: 1, 2, 2>",
         Values::Wide),
      rw("rw_mul_i32", "tensor<4x6xi32>", "tensor<3x3xi32>", "i32", "multiply %x, %y",
         "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>", Values::Wide),
      rw("rw_min_ui64", "tensor<9xui64>", "tensor<4xui64>", "ui64", "minimum %x, %y",
         "padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>", Values::Wide),
  };
}

std::vector<OpCase> integerCases() {
  std::vector<OpCase> c;
  const char* types[] = {"i32", "i64", "ui32", "i8", "ui64", "ui16"};
  const char* binary[] = {"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
                          "shift_left", "shift_right_arithmetic", "shift_right_logical"};
  const char* unary[] = {"negate", "abs", "sign", "not"};
  for (const char* t : types) {
    std::string ty = std::string("tensor<5x13x") + t + ">";
    for (const char* b : binary) {
      bool shift = std::string(b).rfind("shift", 0) == 0;
      c.push_back({std::string(b) + "_" + t, {ty, ty}, "%0 = stablehlo." + std::string(b) + " %a0, %a1 : " + ty, ty,
                   shift ? Values::Shifts : Values::Wide});
    }
    bool isSigned = t[0] == 'i';
    for (const char* u : unary)  // abs and sign take signed integers only
      if (isSigned || std::string(u) == "negate" || std::string(u) == "not")
        c.push_back({std::string(u) + "_" + t, {ty}, "%0 = stablehlo." + std::string(u) + " %a0 : " + ty, ty});
    for (const char* dir : {"EQ", "NE", "GE", "GT", "LE", "LT"})
      c.push_back({std::string("compare_") + dir + "_" + t, {ty, ty},
                   std::string("%0 = stablehlo.compare ") + dir + ", %a0, %a1, " + (isSigned ? "SIGNED" : "UNSIGNED") + " : (" + ty + ", " + ty +
                       ") -> tensor<5x13xi1>",
                   "tensor<5x13xi1>"});
  }
  c.push_back({"select_i32", {"tensor<7x3xi1>", "tensor<7x3xi32>", "tensor<7x3xi32>"},
               "%0 = stablehlo.select %a0, %a1, %a2 : tensor<7x3xi1>, tensor<7x3xi32>", "tensor<7x3xi32>"});
  c.push_back({"select_scalar_pred_i64", {"tensor<i1>", "tensor<7x3xi64>", "tensor<7x3xi64>"},
               "%0 = \"stablehlo.select\"(%a0, %a1, %a2) : (tensor<i1>, tensor<7x3xi64>, tensor<7x3xi64>) -> tensor<7x3xi64>", "tensor<7x3xi64>"});
  c.push_back({"clamp_scalar_bounds_i32", {"tensor<i32>", "tensor<4x6xi32>", "tensor<i32>"},
               "%0 = \"stablehlo.clamp\"(%a0, %a1, %a2) : (tensor<i32>, tensor<4x6xi32>, tensor<i32>) -> tensor<4x6xi32>", "tensor<4x6xi32>",
               Values::Shifts});
  c.push_back({"clamp_ui8", {"tensor<4x6xui8>", "tensor<4x6xui8>", "tensor<4x6xui8>"},
               "%0 = stablehlo.clamp %a0, %a1, %a2 : tensor<4x6xui8>", "tensor<4x6xui8>"});
  c.push_back({"compare_i1", {"tensor<8xi1>", "tensor<8xi1>"},
               "%0 = stablehlo.add %a0, %a1 : tensor<8xi1>", "tensor<8xi1>"});  // no integer: refused (checked below)
  for (auto [from, to] : std::vector<std::pair<const char*, const char*>>{
           {"i32", "f32"}, {"f32", "i32"}, {"f64", "ui8"}, {"i64", "f64"}, {"ui64", "f32"}, {"i1", "i32"}, {"i32", "i1"}, {"i64", "i8"},
           {"f32", "i64"}, {"f32", "ui64"}, {"f64", "i16"}, {"ui32", "f64"}, {"i8", "ui64"}}) {
    std::string a = std::string("tensor<6x11x") + from + ">", b = std::string("tensor<6x11x") + to + ">";
    c.push_back({std::string("convert_") + from + "_" + to, {a}, "%0 = stablehlo.convert %a0 : (" + a + ") -> " + b, b});
  }
  for (auto [type, dim] : std::vector<std::pair<const char*, int>>{{"tensor<4x5xi32>", 1}, {"tensor<3x300xui8>", 1}, {"tensor<6x2x3xi64>", 0}, {"tensor<5x7xf32>", 0}})
    c.push_back({"iota_" + std::to_string(c.size()), {}, "%0 = stablehlo.iota dim = " + std::to_string(dim) + " : " + std::string(type), type});
  return c;
}

// Arguments by their case's kind: wide values (edge floats, integer extremes, full bit patterns),
// ties (small integers, so windows hold equal maxima), start indices around the valid range, or
// shift amounts around the width.
std::vector<Tensor> randomArguments(const ir::Func& f, Values kind, uint64_t seed) {
  const double kEdges[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1e-40, 3e9, -3e9, 1e19, -1e19, 255.5, -128.5, 65535.9};
  std::mt19937_64 rng(seed);
  std::vector<Tensor> out;
  for (ir::Type t : f.inputTypes()) {
    Tensor x = Tensor::zeros(t);
    ir::ElementType e = t.elementType();
    int bits = ir::bitWidth(e);
    uint64_t mask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
    for (int64_t i = 0; i < t.numElements(); ++i) {
      uint64_t r = rng();
      if (ir::isBool(e)) {
        x.setBits(i, r & 1);
      } else if (ir::isFloat(e)) {
        double v = kind == Values::Ties ? double(int64_t(r % 4) - 1) + (r % 16 == 0 ? NAN : 0.0)
                   : r % 6 == 0        ? kEdges[(r >> 8) % std::size(kEdges)]
                                       : std::uniform_real_distribution<double>(-3, 3)(rng);
        std::vector<double> one = {v};
        x.setBits(i, Tensor::fromDoubles(ir::Type::scalar(e), one).bits(0));
      } else if (kind == Values::Indices && t.rank() == 0) {
        int64_t v = int64_t(r % 25) - 8;  // around [0, dim - size]: clamps on both sides
        if (e == ir::ElementType::UI64 && r % 5 == 0) v = int64_t(~uint64_t(0) - (r >> 40));
        x.setBits(i, uint64_t(v) & mask);
      } else if (kind == Values::Shifts || kind == Values::Ties) {
        x.setBits(i, uint64_t(int64_t(r % uint64_t(bits + 8)) - (kind == Values::Ties ? 2 : 0)) & mask);
      } else {
        uint64_t extremes[] = {0, 1, mask, mask >> 1, (mask >> 1) + 1, 2, mask - 1};
        uint64_t v = r % 4 == 0 ? extremes[(r >> 8) % std::size(extremes)] : r % 4 == 1 ? uint64_t(int64_t(r >> 59) - 16) : r >> 3;
        x.setBits(i, v & mask);
      }
    }
    out.push_back(x);
  }
  return out;
}

// Equal bits, or both NaN (payloads may differ).
bool sameElement(const Tensor& got, const Tensor& want, int64_t i) {
  if (got.bits(i) == want.bits(i)) return true;
  return ir::isFloat(want.elementType()) && std::isnan(got.getDouble(i)) && std::isnan(want.getDouble(i));
}

struct Prepared {
  OpCase spec;
  std::unique_ptr<testing::Parsed> parsed;
  const ir::Operation* op = nullptr;
  FusedKernelSource kernel;
};

std::vector<std::unique_ptr<Prepared>> prepareAll(const std::vector<OpCase>& cases) {
  std::vector<std::unique_ptr<Prepared>> out;
  for (const OpCase& c : cases) {
    auto p = std::make_unique<Prepared>();
    p->spec = c;
    p->parsed = testing::parse(moduleText(c));
    if (!p->parsed->module) {
      ADD_FAILURE() << c.name << ": does not parse\n" << moduleText(c);
      continue;
    }
    DiagnosticEngine diag;
    EXPECT_TRUE(ir::verifyModule(*p->parsed->module, diag)) << c.name << ": " << diag.renderAll();
    p->op = testing::firstOp(*p->parsed->module->lookup("main"), [](const ir::Operation& op) { return !op.is(ir::OpCode::Constant); });
    p->kernel = generateOpKernel(*p->op, "k_" + c.name);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<OpCase> allCases() {
  std::vector<OpCase> all = sliceCases();
  for (auto* more : {&windowCases, &integerCases}) {
    std::vector<OpCase> v = more();
    all.insert(all.end(), v.begin(), v.end());
  }
  return all;
}

TEST(OpKernels, EveryCaseHasAKernelAndWhatIsRefusedSaysWhy) {
  int kernels = 0;
  for (const auto& p : prepareAll(allCases())) {
    if (p->spec.name == "compare_i1") {  // i1 arithmetic is the fused kernels' (no integer here)
      EXPECT_FALSE(p->kernel.ok);
      EXPECT_NE(p->kernel.reason.find("no integer operand"), std::string::npos) << p->kernel.reason;
      continue;
    }
    ASSERT_TRUE(p->kernel.ok) << p->spec.name << ": " << p->kernel.reason;
    EXPECT_EQ(p->kernel.numInputs, int(p->op->numOperands())) << p->spec.name;
    EXPECT_EQ(p->kernel.numOutputs, 1) << p->spec.name;
    ++kernels;
  }
  EXPECT_GE(kernels, 150);
  auto p = testing::parse(R"(func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
})");
  EXPECT_FALSE(generateOpKernel(*p->module->lookup("main")->entry().begin()).ok);
}

TEST(OpKernels, NvrtcCompilesEveryKernelForSm90) {
  NvrtcCompiler nvrtc("");
  if (!nvrtc.available()) GTEST_SKIP() << "libnvrtc cannot be opened: " << nvrtc.loadError();
  int compiled = 0;
  for (const auto& p : prepareAll(allCases())) {
    if (!p->kernel.ok) continue;
    std::string source = p->kernel.source();
    CompiledKernel cubin = nvrtc.compile(source, KernelImage::Cubin, "sm_90");
    ASSERT_TRUE(cubin.ok) << p->spec.name << ": " << cubin.error << "\n" << p->kernel.kernel;
    EXPECT_EQ(cubin.log, "") << p->spec.name << ": generated code draws warnings\n" << p->kernel.kernel;
    ASSERT_GE(cubin.image.size(), 4u);
    EXPECT_EQ(std::string(cubin.image.data(), 4), "\x7f" "ELF");
    CompiledKernel ptx = nvrtc.compile(source, KernelImage::Ptx, "sm_90");
    ASSERT_TRUE(ptx.ok) << p->spec.name << ": " << ptx.error;
    EXPECT_NE(std::string(ptx.image.data()).find(".entry " + p->kernel.name + "("), std::string::npos) << p->spec.name;
    ++compiled;
  }
  EXPECT_GE(compiled, 150);
}

// Every kernel on the host against the interpreter, with several seeds (start indices clamp on
// both sides, windows tie), on its own launch shape and on a grid far too small.
TEST(OpKernels, HostShimMatchesTheInterpreter) {
  std::vector<std::unique_ptr<Prepared>> all = prepareAll(allCases());
  std::vector<const FusedKernelSource*> kernels;
  for (const auto& p : all)
    if (p->kernel.ok) kernels.push_back(&p->kernel);
  testing::HostShim shim(kernels);
  ASSERT_EQ(shim.error(), "");
  int compared = 0;
  for (const auto& p : all) {
    if (!p->kernel.ok) continue;
    testing::Launch launch = shim.launcher(p->kernel.name);
    ASSERT_TRUE(launch) << p->spec.name;
    const ir::Func& main = *p->parsed->module->lookup("main");
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      std::vector<Tensor> args = randomArguments(main, p->spec.values, seed);
      interp::Interpreter interpreter(*p->parsed->module);
      Tensor want = interpreter.call(main, args)[0];
      std::vector<uint8_t> garbage(want.bytes().size(), 0xa5);
      Tensor got = Tensor::fromBytes(want.type(), std::move(garbage));
      std::vector<void*> pointers;
      for (Tensor& a : args) pointers.push_back(const_cast<uint8_t*>(a.bytes().data()));
      pointers.push_back(got.mutableBytes().data());
      bool small = seed % 2 == 0;
      if (p->kernel.workItems > 0) launch(pointers.data(), small ? 2 : unsigned(p->kernel.gridBlocks), small ? 7 : kFusedBlockSize);
      for (int64_t i = 0; i < want.numElements(); ++i) {
        if (sameElement(got, want, i)) continue;
        std::string in;
        for (const Tensor& a : args) in += a.toString() + "\n";
        FAIL() << p->spec.name << " (seed " << seed << ") element " << i << ": " << got.getDouble(i) << " (bits " << got.bits(i)
               << ") vs the interpreter's " << want.getDouble(i) << " (bits " << want.bits(i) << ")\ninputs:\n" << in << p->kernel.kernel;
      }
      ++compared;
    }
  }
  EXPECT_GE(compared, 150 * 12);
}

// The same kernels compiled for this GPU and launched there (skipped without one).
TEST(OpKernelsGpu, KernelsMatchTheInterpreter) {
  std::string why;
  if (!available(&why)) GTEST_SKIP() << "no CUDA device: " << why;
  NvrtcCompiler nvrtc;
  ASSERT_TRUE(nvrtc.available()) << nvrtc.loadError();
  std::string arch = "sm_" + std::to_string(computeCapability());
  const Cudart& rt = cudart();
  Stream stream;
  int compared = 0;
  for (const auto& p : prepareAll(allCases())) {
    if (!p->kernel.ok) continue;
    CompiledKernel image = nvrtc.compile(p->kernel.source(), KernelImage::Cubin, arch);
    ASSERT_TRUE(image.ok) << p->spec.name << ": " << image.error;
    cudaLibrary_t library = nullptr;
    cudaKernel_t kernel = nullptr;
    check(rt.libraryLoadData(&library, image.image.data(), nullptr, nullptr, 0, nullptr, nullptr, 0), "cudaLibraryLoadData");
    check(rt.libraryGetKernel(&kernel, library, p->kernel.name.c_str()), "cudaLibraryGetKernel");
    const ir::Func& main = *p->parsed->module->lookup("main");
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      std::vector<Tensor> args = randomArguments(main, p->spec.values, seed);
      interp::Interpreter interpreter(*p->parsed->module);
      Tensor want = interpreter.call(main, args)[0];
      std::vector<DeviceBuffer> buffers;
      std::vector<void*> pointers;
      for (const Tensor& a : args) {
        buffers.push_back(deviceAllocator().allocate(a.bytes().size()));
        copyToDevice(buffers.back().data(), a.bytes().data(), a.bytes().size(), stream.get());
        pointers.push_back(buffers.back().data());
      }
      buffers.push_back(deviceAllocator().allocate(want.bytes().size()));
      pointers.push_back(buffers.back().data());
      std::vector<void*> launchArgs;
      for (void*& q : pointers) launchArgs.push_back(&q);
      if (p->kernel.workItems > 0)
        check(rt.launchKernel(reinterpret_cast<const void*>(kernel), dim3{unsigned(p->kernel.gridBlocks)}, dim3{unsigned(kFusedBlockSize)},
                              launchArgs.data(), 0, stream.get()),
              "cudaLaunchKernel(" + p->kernel.name + ")");
      std::vector<uint8_t> bytes(want.bytes().size());
      copyToHost(bytes.data(), pointers.back(), bytes.size(), stream.get());
      stream.synchronize();
      Tensor got = Tensor::fromBytes(want.type(), std::move(bytes));
      for (int64_t i = 0; i < want.numElements(); ++i)
        ASSERT_TRUE(sameElement(got, want, i)) << p->spec.name << " (seed " << seed << ") element " << i << ": " << got.getDouble(i)
                                               << " vs the interpreter's " << want.getDouble(i);
      ++compared;
    }
    rt.libraryUnload(library);
  }
  EXPECT_GE(compared, 150 * 3);
}

}  // namespace
}  // namespace juxla::cuda
