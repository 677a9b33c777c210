#include "compiler/numeric_arrays.h"

#include <cstring>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "support/float_format.h"

namespace juxla::compiler {

NumericKind numericKind(Evaluator& ev, const JType* t) {
  const CoreTypes& c = ev.core();
  if (t == c.Float64) return NumericKind::Float64;
  if (t == c.Float32) return NumericKind::Float32;
  if (t == c.Float16) return NumericKind::Float16;
  if (t == c.Bool || t == c.Int8 || t == c.Int16 || t == c.Int32 || t == c.Int64 || t == c.UInt8 || t == c.UInt16 ||
      t == c.UInt32 || t == c.UInt64)
    return NumericKind::Integer;
  return NumericKind::Other;
}

const JType* matprodType(Evaluator& ev, const JType* a, const JType* b) {
  if (numericKind(ev, a) == NumericKind::Other || numericKind(ev, b) == NumericKind::Other) return ev.core().Any;
  const JType* r = promoteType(ev, a, b);
  return r == ev.core().Bool ? ev.core().Int64 : r;
}

namespace {

// Bits of element i, sign-extended for signed integer types.
uint64_t integerBits(Evaluator& ev, const ArrayObject& a, int64_t i) { return arrayGet(ev, a, i).rawBits(); }

}  // namespace

double elementAsDouble(Evaluator& ev, const ArrayObject& a, int64_t i) {
  const CoreTypes& c = ev.core();
  const JType* t = a.elementType;
  const uint8_t* p = a.storage->bytes.data() + size_t(i) * size_t(a.storage->elementBytes);
  if (t == c.Float64) {
    double d;
    std::memcpy(&d, p, 8);
    return d;
  }
  if (t == c.Float32) {
    float f;
    std::memcpy(&f, p, 4);
    return double(f);
  }
  Value v = arrayGet(ev, a, i);
  if (t == c.Float16) return floatBitsToDouble(v.rawBits() & 0xffff, FloatFormat::F16);
  if (t == c.UInt64) return double(v.rawBits());
  if (t == c.UInt32 || t == c.UInt16 || t == c.UInt8 || t == c.Bool) return double(v.rawBits());
  return double(v.asInt());
}

Value numberFromDouble(Evaluator& ev, const JType* t, double d) {
  const CoreTypes& c = ev.core();
  if (t == c.Float64) return ev.universe().float64(d);
  if (t == c.Float32) return ev.universe().float32(float(d));
  if (t == c.Float16) return Value::bits(c.Float16, doubleToFloatBits(d, FloatFormat::F16));
  return convertNumber(ev, static_cast<const DataType*>(t), ev.universe().float64(d), {});
}

template <>
std::vector<double> readAs<double>(Evaluator& ev, const ArrayObject& a) {
  std::vector<double> out(size_t(a.length()));
  if (a.elementType == ev.core().Float64) {
    if (!out.empty()) std::memcpy(out.data(), a.storage->bytes.data(), out.size() * 8);  // empty: no buffer
    return out;
  }
  for (int64_t i = 0; i < a.length(); ++i) out[size_t(i)] = elementAsDouble(ev, a, i);
  return out;
}

template <>
std::vector<float> readAs<float>(Evaluator& ev, const ArrayObject& a) {
  std::vector<float> out(size_t(a.length()));
  if (a.elementType == ev.core().Float32) {
    std::memcpy(out.data(), a.storage->bytes.data(), out.size() * 4);
    return out;
  }
  const CoreTypes& c = ev.core();
  for (int64_t i = 0; i < a.length(); ++i) {
    // Integers convert to Float32 directly (one rounding), as Julia's Float32(x) does.
    if (a.elementType == c.Int64) out[size_t(i)] = float(arrayGet(ev, a, i).asInt());
    else if (a.elementType == c.UInt64) out[size_t(i)] = float(arrayGet(ev, a, i).rawBits());
    else out[size_t(i)] = float(elementAsDouble(ev, a, i));
  }
  return out;
}

template <>
std::vector<uint64_t> readAs<uint64_t>(Evaluator& ev, const ArrayObject& a) {
  std::vector<uint64_t> out(size_t(a.length()));
  for (int64_t i = 0; i < a.length(); ++i) out[size_t(i)] = integerBits(ev, a, i);
  return out;
}

template <>
void writeFrom<double>(Evaluator& ev, ArrayObject& a, const std::vector<double>& values) {
  if (a.elementType == ev.core().Float64) {
    std::memcpy(a.storage->bytes.data(), values.data(), values.size() * 8);
    return;
  }
  for (size_t i = 0; i < values.size(); ++i) arraySetExact(a, int64_t(i), numberFromDouble(ev, a.elementType, values[i]));
}

template <>
void writeFrom<float>(Evaluator& ev, ArrayObject& a, const std::vector<float>& values) {
  if (a.elementType == ev.core().Float32) {
    std::memcpy(a.storage->bytes.data(), values.data(), values.size() * 4);
    return;
  }
  for (size_t i = 0; i < values.size(); ++i) arraySetExact(a, int64_t(i), numberFromDouble(ev, a.elementType, double(values[i])));
}

template <>
void writeFrom<uint64_t>(Evaluator& ev, ArrayObject& a, const std::vector<uint64_t>& values) {
  // Little-endian: the low bytes of the wrapped 64-bit result are the element's bits.
  (void)ev;
  int bytes = a.storage->elementBytes;
  for (size_t i = 0; i < values.size(); ++i) {
    uint64_t v = values[i];
    if (a.elementType == ev.core().Bool) v = v != 0;
    std::memcpy(a.storage->bytes.data() + i * size_t(bytes), &v, size_t(bytes));
  }
}

}  // namespace juxla::compiler
