// Elementwise kernels on integers and i1, and converts between any element types: the interpreter's
// scalar definitions (interp/ops.h intFunctionOf and boolFunctionOf, element_convert.h) over
// contiguous buffers, so the bits are the interpreter's. Loop counters, index arithmetic and masks
// in compiled loops run here instead of going through the interpreter on every iteration.
#include <cstring>
#include <string>

#include "backends/cpu/kernels.h"
#include "backends/cpu/thread_pool.h"
#include "interp/element_convert.h"
#include "interp/ops.h"

namespace juxla::cpu {

namespace {

using E = ir::ElementType;
using interp::scalar::IntFormat;
using ir::OpCode;

constexpr int64_t kGrain = 1 << 14;

bool isIntegerOrBool(E e) { return ir::isBool(e) || ir::isSignedInteger(e) || ir::isUnsignedInteger(e); }

void storeBits(uint8_t* p, int64_t i, int64_t width, uint64_t v) { std::memcpy(p + i * width, &v, size_t(width)); }

// An operand of rank 0 next to a larger result stands for every element.
int64_t step(const Buffer& in, const Buffer& out) { return in.type.rank() == 0 && out.type.rank() != 0 ? 0 : 1; }

Kernel integerMap(interp::IntFn fn, IntFormat format, int64_t width, bool unary) {
  return [=](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const uint8_t* a = static_cast<const uint8_t*>(in[0].data);
    const uint8_t* b = static_cast<const uint8_t*>(in[unary ? 0 : 1].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    int64_t sa = step(in[0], out[0]), sb = step(in[unary ? 0 : 1], out[0]);
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i)
        storeBits(r, i, width, format.wrap(fn(elementBits(a, i * sa, width), elementBits(b, i * sb, width), format)));
    });
  };
}

Kernel boolMap(interp::BoolFn fn, bool unary) {
  return [=](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const uint8_t* a = static_cast<const uint8_t*>(in[0].data);
    const uint8_t* b = static_cast<const uint8_t*>(in[unary ? 0 : 1].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    int64_t sa = step(in[0], out[0]), sb = step(in[unary ? 0 : 1], out[0]);
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) r[i] = fn(a[i * sa] != 0, b[i * sb] != 0) ? 1 : 0;
    });
  };
}

// Integers compare by the signedness of their element type, i1 as 0 and 1 (as the interpreter).
Kernel integerCompare(const std::string& direction, IntFormat format, int64_t width, bool isBool) {
  int d = direction == "EQ" ? 0 : direction == "NE" ? 1 : direction == "GE" ? 2 : direction == "GT" ? 3 : direction == "LE" ? 4 : 5;
  return [=](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const uint8_t* x = static_cast<const uint8_t*>(in[0].data);
    const uint8_t* y = static_cast<const uint8_t*>(in[1].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    int64_t sx = step(in[0], out[0]), sy = step(in[1], out[0]);
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        uint64_t a = elementBits(x, i * sx, width), b = elementBits(y, i * sy, width);
        if (isBool) a = a != 0, b = b != 0;
        bool lt, eq = a == b;
        lt = format.isSigned && !isBool ? format.signExtend(a) < format.signExtend(b) : a < b;
        bool v = d == 0 ? eq : d == 1 ? !eq : d == 2 ? !lt : d == 3 ? !lt && !eq : d == 4 ? lt || eq : lt;
        r[i] = v ? 1 : 0;
      }
    });
  };
}

template <typename From, typename To>
Kernel convertKernel() {
  return [](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const uint8_t* x = static_cast<const uint8_t*>(in[0].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        From v;
        if constexpr (interp::kIsBool<From>) v = x[i] != 0;
        else std::memcpy(&v, x + size_t(i) * sizeof(From), sizeof(From));
        To w = interp::convertElement<To, From>(v);
        if constexpr (interp::kIsBool<To>) r[i] = w ? 1 : 0;
        else std::memcpy(r + size_t(i) * sizeof(To), &w, sizeof(To));
      }
    });
  };
}

// Converts with an integer or i1 on one side, and f32/f64 or integers on the other.
std::optional<Kernel> convert(E from, E to) {
  auto covered = [](E e) { return isIntegerOrBool(e) || e == E::F32 || e == E::F64; };
  if (!covered(from) || !covered(to) || (!isIntegerOrBool(from) && !isIntegerOrBool(to))) return std::nullopt;
  return interp::visitElementType(from, [&]<typename F>(interp::Tag<F>) -> std::optional<Kernel> {
    if constexpr (interp::kIsFloat<F> && !std::is_floating_point_v<F>) {
      return std::nullopt;  // f16, bf16
    } else {
      return interp::visitElementType(to, [&]<typename T>(interp::Tag<T>) -> std::optional<Kernel> {
        if constexpr (interp::kIsFloat<T> && !std::is_floating_point_v<T>) return std::nullopt;
        else return convertKernel<F, T>();
      });
    }
  });
}

}  // namespace

std::optional<Kernel> integerKernel(const ir::Operation& op) {
  if (op.numResults() != 1 || !op.result(0)->type().isTensor()) return std::nullopt;
  if (op.is(OpCode::Convert)) return convert(op.operand(0)->type().elementType(), op.result(0)->type().elementType());
  if (op.numOperands() < 1) return std::nullopt;
  E e = op.operand(0)->type().elementType();
  if (!isIntegerOrBool(e)) return std::nullopt;
  int64_t width = ir::storageBytes(e);
  IntFormat format{ir::bitWidth(e), ir::isSignedInteger(e)};
  if (op.is(OpCode::Compare)) return integerCompare(op.attr("comparison_direction").str(), format, width, ir::isBool(e));
  if (!op.hasTrait(ir::kElementwise) || op.numOperands() > 2) return std::nullopt;
  for (const ir::Value* v : op.operands())
    if (v->type().elementType() != e) return std::nullopt;
  if (op.result(0)->type().elementType() != e) return std::nullopt;
  bool unary = op.numOperands() == 1;
  if (ir::isBool(e)) {
    interp::BoolFn fn = interp::boolFunctionOf(op.code());
    return fn ? std::optional<Kernel>(boolMap(fn, unary)) : std::nullopt;
  }
  interp::IntFn fn = interp::intFunctionOf(op.code());
  return fn ? std::optional<Kernel>(integerMap(fn, format, width, unary)) : std::nullopt;
}

}  // namespace juxla::cpu
