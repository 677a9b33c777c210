// Writing a FusedProgram out as CUDA C++ (see kernel_source.h): every instruction becomes one
// scalar statement of a thread's element, views become index arithmetic with the shapes baked in.
#include "backends/cuda/kernel_source.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>

#include "backends/cpu/fusion.h"
#include "interp/ops.h"

namespace juxla::cuda {

// poly_math.h's text, embedded by src/CMakeLists.txt (cuda_scalar_source.cpp).
extern const char kPolyMathText[];

namespace {

using cpu::FusedInstr;
using cpu::FusedOp;
using cpu::FusedProgram;
using cpu::FusedStorage;
using cpu::FusedView;
using cpu::Lane;

// Helpers every kernel may call, in poly_math.h's dialect: IEEE maximum and minimum as the
// interpreter has them (NaN propagates, the first one; -0 < +0), abs by the sign bit, sign, and
// round-half-to-even as the interpreter composes it.
constexpr const char* kHelpers = R"JUXLA(
#if defined(__CUDACC__)
#define JUXLA_DEVICE __device__ __forceinline__
#define JUXLA_BITS_OF_F32(x) ((uint32_t)__float_as_uint(x))
#define JUXLA_F32_OF_BITS(b) __uint_as_float((unsigned)(b))
#else
#define JUXLA_DEVICE static inline
#define JUXLA_BITS_OF_F32(x) std::bit_cast<uint32_t>(float(x))
#define JUXLA_F32_OF_BITS(b) std::bit_cast<float>(uint32_t(b))
#endif

namespace juxla_kernel {

JUXLA_DEVICE float maximum(float a, float b) {
  float r = a > b ? a : b;
  r = a == b ? JUXLA_F32_OF_BITS(JUXLA_BITS_OF_F32(a) & JUXLA_BITS_OF_F32(b)) : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}
JUXLA_DEVICE double maximum(double a, double b) {
  double r = a > b ? a : b;
  r = a == b ? JUXLA_F64_OF_BITS(JUXLA_BITS_OF_F64(a) & JUXLA_BITS_OF_F64(b)) : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}
JUXLA_DEVICE float minimum(float a, float b) {
  float r = a < b ? a : b;
  r = a == b ? JUXLA_F32_OF_BITS(JUXLA_BITS_OF_F32(a) | JUXLA_BITS_OF_F32(b)) : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}
JUXLA_DEVICE double minimum(double a, double b) {
  double r = a < b ? a : b;
  r = a == b ? JUXLA_F64_OF_BITS(JUXLA_BITS_OF_F64(a) | JUXLA_BITS_OF_F64(b)) : r;
  r = b != b ? b : r;
  return a != a ? a : r;
}
JUXLA_DEVICE float abs(float x) { return JUXLA_F32_OF_BITS(JUXLA_BITS_OF_F32(x) & 0x7fffffffu); }
JUXLA_DEVICE double abs(double x) { return JUXLA_F64_OF_BITS(JUXLA_BITS_OF_F64(x) & 0x7fffffffffffffffull); }
// sign(-0) = -0, sign(NaN) = NaN.
JUXLA_DEVICE double sign(double x) {
  double s = x < 0.0 ? -1.0 : 1.0;
  return x != x || x == 0.0 ? x : s;
}
JUXLA_DEVICE double roundHalfToEven(double x) {
  double t = x - trunc(x);
  bool half = t == 0.5 || t == -0.5;
  return half ? 2.0 * round(x / 2.0) : round(x);
}

}  // namespace juxla_kernel
)JUXLA";

const char* laneType(Lane l) { return l == Lane::F32 ? "float" : l == Lane::F64 ? "double" : "bool"; }
const char* memoryType(Lane l) { return l == Lane::F32 ? "float" : l == Lane::F64 ? "double" : "unsigned char"; }

// A double-typed expression of `x` (and `y`) for an op run through the interpreter's scalar function.
struct CallDefinition {
  ir::OpCode code;
  const char* expression;  // {0}: the first operand as double, {1}: the second
};
const CallDefinition kCallDefinitions[] = {
    {ir::OpCode::Exponential, "juxla::cpu::poly::exp({0})"},
    {ir::OpCode::ExponentialMinusOne, "juxla::cpu::poly::expm1({0})"},
    {ir::OpCode::Log, "juxla::cpu::poly::log({0})"},
    {ir::OpCode::Tanh, "juxla::cpu::poly::tanh({0})"},
    {ir::OpCode::Logistic, "juxla::cpu::poly::logistic({0})"},
    {ir::OpCode::Cbrt, "cbrt({0})"},
    {ir::OpCode::Ceil, "ceil({0})"},
    {ir::OpCode::Floor, "floor({0})"},
    {ir::OpCode::Cosine, "cos({0})"},
    {ir::OpCode::Sine, "sin({0})"},
    {ir::OpCode::Tan, "tan({0})"},
    {ir::OpCode::LogPlusOne, "log1p({0})"},
    {ir::OpCode::RoundNearestAfz, "round({0})"},
    {ir::OpCode::RoundNearestEven, "juxla_kernel::roundHalfToEven({0})"},
    {ir::OpCode::Sign, "juxla_kernel::sign({0})"},
    {ir::OpCode::Abs, "juxla_kernel::abs({0})"},
    {ir::OpCode::Negate, "(-{0})"},
    {ir::OpCode::Sqrt, "sqrt({0})"},
    {ir::OpCode::Rsqrt, "(1.0 / sqrt({0}))"},
    {ir::OpCode::Atan2, "atan2({0}, {1})"},
    {ir::OpCode::Power, "pow({0}, {1})"},
    {ir::OpCode::Remainder, "fmod({0}, {1})"},
    {ir::OpCode::Add, "({0} + {1})"},
    {ir::OpCode::Subtract, "({0} - {1})"},
    {ir::OpCode::Multiply, "({0} * {1})"},
    {ir::OpCode::Divide, "({0} / {1})"},
    {ir::OpCode::Maximum, "juxla_kernel::maximum({0}, {1})"},
    {ir::OpCode::Minimum, "juxla_kernel::minimum({0}, {1})"},
};

const CallDefinition* callDefinition(interp::FloatFn fn) {
  for (const CallDefinition& d : kCallDefinitions)
    if (fn && interp::floatFunctionOf(d.code) == fn) return &d;
  return nullptr;
}

// A literal of `value` in `lane`, exact: hex floats, and bit patterns for inf and NaN.
std::string literal(Lane lane, double value) {
  if (lane == Lane::Pred) return value != 0 ? "true" : "false";
  if (lane == Lane::F32) {
    float f = float(value);
    if (std::isfinite(f)) return fmt::format("{:a}f", double(f));
    return fmt::format("JUXLA_F32_OF_BITS(0x{:08x}u)", std::bit_cast<uint32_t>(f));
  }
  if (std::isfinite(value)) return fmt::format("{:a}", value);
  return fmt::format("JUXLA_F64_OF_BITS(0x{:016x}ull)", std::bit_cast<uint64_t>(value));
}

class KernelWriter {
 public:
  KernelWriter(const FusedProgram& p, int numInputs, int numOutputs)
      : p_(p), inputLane_(size_t(numInputs)), outputLane_(size_t(numOutputs)) {}

  FusedKernelSource write(std::string_view name) {
    FusedKernelSource k;
    k.name = name;
    k.numInputs = int(inputLane_.size());
    k.numOutputs = int(outputLane_.size());
    k.workItems = p_.reduces ? p_.outer * p_.inner : p_.elements;
    k.gridBlocks = std::min<int64_t>((k.workItems + kFusedBlockSize - 1) / kFusedBlockSize, kMaxFusedGridBlocks);
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return std::isalnum(uint8_t(c)) || c == '_'; }) ||
        std::isdigit(uint8_t(name[0]))) {
      k.reason = "the kernel name `" + std::string(name) + "` is not a C identifier";
      return k;
    }
    collectLanes();
    std::string prologue, element, reduceInit, reduceStore, stores;
    for (const FusedInstr& in : p_.prologue)
      if (!statement(in, prologue, "  ")) return refused(k);
    for (size_t v = 0; v < p_.values.size(); ++v) {  // contiguous reads the CPU takes in place
      const FusedStorage& s = p_.values[v];
      if (s.kind == FusedStorage::Kind::Input)
        element += fmt::format("    const {} v{} = {};\n", laneType(s.lane), v, read(s.lane, s.index, "f"));
    }
    int accumulators = 0;
    for (const FusedInstr& in : p_.body) {
      if (in.op == FusedOp::Reduce) {
        int a = accumulators++;
        reduceInit += fmt::format("    {} acc{} = in{}[0];\n", laneType(in.lane), a, in.init);
        element += fmt::format("    acc{0} = {1};\n", a, combine(FusedOp(in.aux), fmt::format("acc{}", a), value(in.a)));
        reduceStore += fmt::format("    out{}[t] = acc{};\n", in.index, a);
        initCopies_ += fmt::format("    (({0}*)out{1}_)[t] = ((const {0}*)in{2}_)[0];\n", memoryType(in.lane), in.index, in.init);
      } else if (in.op == FusedOp::Store) {
        stores += fmt::format("    out{}[f] = {};\n", in.index, write(in.lane, value(in.a)));
      } else if (!statement(in, element)) {
        return refused(k);
      }
    }
    for (size_t v = 0; v < p_.values.size(); ++v) {  // values computed into an output, written last
      const FusedStorage& s = p_.values[v];
      if (s.kind == FusedStorage::Kind::Output)
        stores += fmt::format("    out{}[f] = {};\n", s.index, write(s.lane, "v" + std::to_string(v)));
    }
    k.kernel = assemble(k, prologue, element + stores, reduceInit, reduceStore);
    k.ok = true;
    return k;
  }

 private:
  FusedKernelSource& refused(FusedKernelSource& k) {
    k.reason = reason_;
    return k;
  }

  // The element types of the parameters, from the instructions that read and write them.
  void collectLanes() {
    auto note = [](std::vector<std::optional<Lane>>& lanes, int32_t i, Lane l) {
      if (i >= 0 && size_t(i) < lanes.size()) lanes[size_t(i)] = l;
    };
    for (const auto* code : {&p_.prologue, &p_.body})
      for (const FusedInstr& in : *code) {
        if (in.op == FusedOp::Load) note(inputLane_, in.index, in.lane);
        if (in.op == FusedOp::Reduce) note(inputLane_, in.init, in.lane), note(outputLane_, in.index, in.lane);
        if (in.op == FusedOp::Store) note(outputLane_, in.index, in.lane);
      }
    for (const FusedStorage& s : p_.values) {
      if (s.kind == FusedStorage::Kind::Input) note(inputLane_, s.index, s.lane);
      if (s.kind == FusedStorage::Kind::Output) note(outputLane_, s.index, s.lane);
    }
  }

  static std::string value(int32_t v) { return "v" + std::to_string(v); }

  static std::string read(Lane lane, int32_t input, const std::string& index) {
    std::string x = fmt::format("in{}[{}]", input, index);
    return lane == Lane::Pred ? "(" + x + " != 0)" : x;
  }
  static std::string write(Lane lane, const std::string& v) {
    return lane == Lane::Pred ? "(unsigned char)(" + v + " ? 1 : 0)" : v;
  }

  // The element offset of view `v` at flat index `f` of the iteration shape.
  static std::string viewIndex(const FusedView& v) {
    std::string s = v.offset ? std::to_string(v.offset) : "";
    int64_t below = 1;  // elements of the dimensions after d
    for (size_t d = v.shape.size(); d-- > 0;) {
      int64_t stride = v.strides[d];
      if (stride != 0) {
        std::string idx = below == 1 ? "f" : fmt::format("(f / {})", below);
        if (d > 0) idx = fmt::format("({} % {})", idx, v.shape[d]);
        if (stride != 1) idx = fmt::format("{} * {}", idx, stride);
        s += (s.empty() ? "" : " + ") + idx;
      }
      below *= v.shape[d];
    }
    return s.empty() ? "0" : s;
  }

  // The statements locating flat index f in a pad's operand (FusedView::padded): p<dst>_in says
  // whether it lands on an operand element, p<dst>_at which (read only when it does).
  void paddedRead(const FusedInstr& in, std::string& out, const char* indent) const {
    const FusedView& v = p_.views[size_t(in.view)];
    int d = in.dst;
    out += fmt::format("{}bool p{}_in = true;\n{}long long p{}_at = (long long)(f % {});\n", indent, d, indent, d, v.run);
    out += fmt::format("{}{{\n{}  idx_t q = f / {};\n", indent, indent, v.run);
    for (size_t k = v.shape.size(); k-- > 0;) {
      out += fmt::format("{0}  {{ long long t = (long long)(q % {1}) - {2}; q /= {1};\n", indent, v.shape[k], v.low[k]);
      out += fmt::format("{0}    p{1}_in = p{1}_in && t >= 0 && t % {2} == 0 && t / {2} < {3}; p{1}_at += (t / {2}) * {4}; }}\n",
                         indent, d, v.step[k], v.extent[k], v.strides[k]);
    }
    out += fmt::format("{}}}\n", indent);
  }

  std::string combine(FusedOp op, const std::string& a, const std::string& b) {
    switch (op) {
      case FusedOp::Add: return a + " + " + b;
      case FusedOp::Mul: return a + " * " + b;
      case FusedOp::Max: return fmt::format("juxla_kernel::maximum({}, {})", a, b);
      default: return fmt::format("juxla_kernel::minimum({}, {})", a, b);
    }
  }

  // The statement defining `in.dst`, appended to `out`; false (with reason_) when there is none.
  bool statement(const FusedInstr& in, std::string& out, const char* indent = "    ") {
    const char* T = laneType(in.lane);
    std::string a = value(in.a), b = value(in.b), c = value(in.c), e;
    auto viaDouble = [&](const char* expression) {
      std::string x = fmt::format(fmt::runtime(expression), "(double)" + a, "(double)" + b);
      return in.lane == Lane::F64 ? x : fmt::format("({})({})", T, x);
    };
    switch (in.op) {
      case FusedOp::Load:
        if (p_.views[size_t(in.view)].padded) {
          paddedRead(in, out, indent);
          e = fmt::format("p{0}_in ? {1} : ({2}){3}", in.dst, read(in.lane, in.index, fmt::format("p{}_at", in.dst)),
                          T, literal(in.lane, in.constant));
        } else {
          e = read(in.lane, in.index, viewIndex(p_.views[size_t(in.view)]));
        }
        break;
      case FusedOp::Const: e = literal(in.lane, in.constant); break;
      case FusedOp::Neg: e = "-" + a; break;
      case FusedOp::Abs: e = fmt::format("juxla_kernel::abs({})", a); break;
      case FusedOp::Sqrt: e = (in.lane == Lane::F32 ? "sqrtf(" : "sqrt(") + a + ")"; break;
      case FusedOp::Rsqrt: e = viaDouble("1.0 / sqrt({0})"); break;
      case FusedOp::Exp: e = viaDouble("juxla::cpu::poly::exp({0})"); break;
      case FusedOp::Expm1: e = viaDouble("juxla::cpu::poly::expm1({0})"); break;
      case FusedOp::Log: e = viaDouble("juxla::cpu::poly::log({0})"); break;
      case FusedOp::Tanh: e = viaDouble("juxla::cpu::poly::tanh({0})"); break;
      case FusedOp::Logistic: e = viaDouble("juxla::cpu::poly::logistic({0})"); break;
      case FusedOp::Add: e = a + " + " + b; break;
      case FusedOp::Sub: e = a + " - " + b; break;
      case FusedOp::Mul: e = a + " * " + b; break;
      case FusedOp::Div: e = a + " / " + b; break;
      case FusedOp::Max: e = fmt::format("juxla_kernel::maximum({}, {})", a, b); break;
      case FusedOp::Min: e = fmt::format("juxla_kernel::minimum({}, {})", a, b); break;
      case FusedOp::Call1: case FusedOp::Call2: {
        const CallDefinition* d = callDefinition(in.fn);
        if (!d) {
          reason_ = "an op run through an interpreter scalar function that has no CUDA definition";
          return false;
        }
        e = viaDouble(d->expression);
        break;
      }
      case FusedOp::Compare: {
        static const char* kDirections[] = {"==", "!=", ">=", ">", "<=", "<"};
        if (in.aux >= std::size(kDirections)) {
          reason_ = "a compare of unknown direction " + std::to_string(in.aux);
          return false;
        }
        T = "bool";
        e = fmt::format("{} {} {}", a, kDirections[in.aux], b);
        break;
      }
      case FusedOp::Select: e = fmt::format("{} ? {} : {}", a, b, c); break;
      case FusedOp::And: e = a + " && " + b; break;
      case FusedOp::Or: e = a + " || " + b; break;
      case FusedOp::Xor: e = a + " != " + b; break;
      case FusedOp::Not: e = "!" + a; break;
      case FusedOp::Convert:
        e = Lane(in.aux) == Lane::Pred ? fmt::format("{} ? ({})1 : ({})0", a, T, T) : fmt::format("({}){}", T, a);
        break;
      default:
        reason_ = "a fused instruction the CUDA kernel does not know";
        return false;
    }
    out += fmt::format("{}const {} v{} = {};\n", indent, T, in.dst, e);
    return true;
  }

  std::string assemble(const FusedKernelSource& k, const std::string& prologue, const std::string& element,
                       const std::string& reduceInit, const std::string& reduceStore) {
    std::string params, casts;
    for (size_t i = 0; i < inputLane_.size(); ++i) {
      params += fmt::format("{}const void* in{}_", params.empty() ? "" : ", ", i);
      if (inputLane_[i]) casts += fmt::format("  const {0}* in{1} = (const {0}*)in{1}_;\n", memoryType(*inputLane_[i]), i);
    }
    for (size_t i = 0; i < outputLane_.size(); ++i) {
      params += fmt::format("{}void* out{}_", params.empty() ? "" : ", ", i);
      if (outputLane_[i]) casts += fmt::format("  {0}* out{1} = ({0}*)out{1}_;\n", memoryType(*outputLane_[i]), i);
    }
    // 32-bit index arithmetic (cheaper division by constants) when every offset fits.
    bool wide = p_.elements >= (int64_t(1) << 31);
    for (const FusedView& v : p_.views) {
      int64_t last = v.offset;
      for (size_t d = 0; d < v.shape.size(); ++d) last += (v.shape[d] - 1) * v.strides[d];
      wide = wide || last >= (int64_t(1) << 31);
    }
    std::string s = fmt::format("extern \"C\" __global__ void {}({}) {{\n", k.name, params);
    if (k.workItems == 0) return s + "  // nothing to compute: no element, or no output position\n}\n";
    bool noTerms = p_.reduces && p_.reduced == 0;  // the outputs are the inits: nothing else is read
    s += noTerms ? "" : casts;
    s += fmt::format("  typedef {} idx_t;\n", wide ? "unsigned long long" : "unsigned int");
    s += noTerms ? "" : prologue;
    s += fmt::format("  for (idx_t t = (idx_t)blockIdx.x * blockDim.x + threadIdx.x; t < {}; t += (idx_t)gridDim.x * blockDim.x) {{\n",
                     k.workItems);
    if (!p_.reduces) {
      s += "    const idx_t f = t;\n" + element;
    } else if (noTerms) {
      s += initCopies_;
    } else {
      s += fmt::format("    const idx_t o = t / {0}, i = t % {0};\n", p_.inner);
      s += reduceInit;
      s += fmt::format("    for (idx_t r = 0; r < {}; ++r) {{\n", p_.reduced);
      s += fmt::format("      const idx_t f = (o * {} + r) * {} + i;\n", p_.reduced, p_.inner);
      for (size_t at = 0; at < element.size();) {  // the element's statements, one level deeper
        size_t end = element.find('\n', at);
        s += "  " + element.substr(at, end - at + 1);
        at = end + 1;
      }
      s += "    }\n" + reduceStore;
    }
    s += "  }\n}\n";
    return s;
  }

  const FusedProgram& p_;
  std::vector<std::optional<Lane>> inputLane_, outputLane_;
  std::string reason_;
  std::string initCopies_;  // a reduction over nothing: each output position gets its init
};

int32_t parameterCount(const FusedProgram& p, bool outputs) {
  int32_t n = 0;
  for (const auto* code : {&p.prologue, &p.body})
    for (const FusedInstr& in : *code) {
      if (!outputs && in.op == FusedOp::Load) n = std::max(n, in.index + 1);
      if (!outputs && in.op == FusedOp::Reduce) n = std::max(n, in.init + 1);
      if (outputs && (in.op == FusedOp::Store || in.op == FusedOp::Reduce)) n = std::max(n, in.index + 1);
    }
  for (const FusedStorage& s : p.values)
    if ((s.kind == FusedStorage::Kind::Input && !outputs) || (s.kind == FusedStorage::Kind::Output && outputs))
      n = std::max(n, s.index + 1);
  return n;
}

}  // namespace

const std::string& kernelPrelude() {
  static const std::string prelude = std::string(
      "// juxla fused-kernel prelude: backends/cpu/poly_math.h, then the helpers of kernel_source.cpp.\n"
      "#if defined(__CUDACC_RTC__)\n"
      "typedef unsigned int uint32_t;\n"
      "#elif !defined(__CUDACC__)\n"
      "#include <math.h>\n"
      "#include <stdint.h>\n"
      "#endif\n") + kPolyMathText + kHelpers;
  return prelude;
}

std::string FusedKernelSource::source() const { return kernelPrelude() + "\n" + kernel; }

FusedKernelSource generateFusedKernel(const FusedProgram& program, std::string_view name) {
  return KernelWriter(program, parameterCount(program, false), parameterCount(program, true)).write(name);
}

FusedKernelSource generateFusedKernel(const cpu::FusionCluster& cluster, std::string_view name) {
  FusedProgram program = cpu::compileFusedProgram(cluster);
  return KernelWriter(program, int(cluster.inputs.size()), int(cluster.outputs.size())).write(name);
}

}  // namespace juxla::cuda
