// Elementwise kernels on f32 and f64: the interpreter's scalar definitions (interp/ops.h's
// floatFunctionOf: computed in double, rounded once) over contiguous buffers, split across the
// thread pool. + - * / and negate are written in the element type directly: for f32 that is the
// same correctly rounded result, and it vectorizes.
#include <cstring>
#include <string>

#include "backends/cpu/kernels.h"
#include "backends/cpu/thread_pool.h"
#include "interp/ops.h"

namespace juxla::cpu {

namespace {

using E = ir::ElementType;
using ir::OpCode;

constexpr int64_t kGrain = 1 << 14;  // elements per chunk: below this, threads cost more than they save

bool isFloat(ir::Type t) { return t.isTensor() && (t.elementType() == E::F32 || t.elementType() == E::F64); }

// An operand of rank 0 next to a larger result stands for every element (verified IR never has one;
// reading element 0 keeps a kernel from reading past it).
struct In {
  const void* data;
  bool scalar;
};
In input(const Buffer& b, const Buffer& result) { return {b.data, b.type.rank() == 0 && result.type.rank() != 0}; }

template <typename T, typename Fn>
void map2(ThreadPool& pool, In a, In b, T* out, int64_t n, Fn fn) {
  const T* x = static_cast<const T*>(a.data);
  const T* y = static_cast<const T*>(b.data);
  pool.parallelFor(n, kGrain, [&](int64_t begin, int64_t end) {
    if (!a.scalar && !b.scalar) {
      for (int64_t i = begin; i < end; ++i) out[i] = fn(x[i], y[i]);
    } else {
      for (int64_t i = begin; i < end; ++i) out[i] = fn(x[a.scalar ? 0 : i], y[b.scalar ? 0 : i]);
    }
  });
}

template <typename T>
Kernel arithmetic(OpCode code, interp::FloatFn fn, bool unary) {
  return [code, fn, unary](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    int64_t n = out[0].type.numElements();
    T* r = static_cast<T*>(out[0].data);
    In a = input(in[0], out[0]);
    In b = unary ? a : input(in[1], out[0]);
    switch (code) {
      case OpCode::Add: return map2<T>(ctx.pool, a, b, r, n, [](T x, T y) { return T(x + y); });
      case OpCode::Subtract: return map2<T>(ctx.pool, a, b, r, n, [](T x, T y) { return T(x - y); });
      case OpCode::Multiply: return map2<T>(ctx.pool, a, b, r, n, [](T x, T y) { return T(x * y); });
      case OpCode::Divide: return map2<T>(ctx.pool, a, b, r, n, [](T x, T y) { return T(x / y); });
      case OpCode::Negate: return map2<T>(ctx.pool, a, b, r, n, [](T x, T) { return T(-x); });
      default: return map2<T>(ctx.pool, a, b, r, n, [fn](T x, T y) { return T(fn(double(x), double(y))); });
    }
  };
}

template <typename T>
Kernel compare(const std::string& direction) {
  int d = direction == "EQ" ? 0 : direction == "NE" ? 1 : direction == "GE" ? 2 : direction == "GT" ? 3 : direction == "LE" ? 4 : 5;
  return [d](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const T* x = static_cast<const T*>(in[0].data);
    const T* y = static_cast<const T*>(in[1].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    bool xs = in[0].type.rank() == 0 && out[0].type.rank() != 0, ys = in[1].type.rank() == 0 && out[0].type.rank() != 0;
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        T a = x[xs ? 0 : i], b = y[ys ? 0 : i];
        bool v = d == 0 ? a == b : d == 1 ? a != b : d == 2 ? a >= b : d == 3 ? a > b : d == 4 ? a <= b : a < b;
        r[i] = v ? 1 : 0;
      }
    });
  };
}

// select(pred, on_true, on_false) for any element width: bytes are copied.
Kernel select(int64_t width) {
  return [width](KernelContext& ctx, std::span<const Buffer> in, std::span<const Buffer> out) {
    const uint8_t* p = static_cast<const uint8_t*>(in[0].data);
    const uint8_t* t = static_cast<const uint8_t*>(in[1].data);
    const uint8_t* f = static_cast<const uint8_t*>(in[2].data);
    uint8_t* r = static_cast<uint8_t*>(out[0].data);
    bool scalarPred = in[0].type.rank() == 0;
    ctx.pool.parallelFor(out[0].type.numElements(), kGrain, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        bool take = p[scalarPred ? 0 : i] != 0;
        std::memcpy(r + i * width, (take ? t : f) + i * width, size_t(width));
      }
    });
  };
}

}  // namespace

std::optional<Kernel> elementwiseKernel(const ir::Operation& op) {
  if (op.numResults() != 1) return std::nullopt;
  ir::Type rt = op.result(0)->type();
  if (op.is(OpCode::Select)) {
    if (!rt.isTensor()) return std::nullopt;
    return select(ir::storageBytes(rt.elementType()));
  }
  if (op.is(OpCode::Compare)) {
    ir::Type t = op.operand(0)->type();
    ir::Attr compareType = op.attr("compare_type");
    if (!isFloat(t) || (compareType && compareType.str() == "TOTALORDER")) return std::nullopt;
    const std::string& d = op.attr("comparison_direction").str();
    return t.elementType() == E::F32 ? compare<float>(d) : compare<double>(d);
  }
  if (!isFloat(rt) || op.numOperands() < 1 || op.numOperands() > 2) return std::nullopt;
  for (const ir::Value* v : op.operands())
    if (v->type().elementType() != rt.elementType()) return std::nullopt;
  interp::FloatFn fn = interp::floatFunctionOf(op.code());
  if (!fn) return std::nullopt;
  bool unary = op.numOperands() == 1;
  return rt.elementType() == E::F32 ? arithmetic<float>(op.code(), fn, unary) : arithmetic<double>(op.code(), fn, unary);
}

}  // namespace juxla::cpu
