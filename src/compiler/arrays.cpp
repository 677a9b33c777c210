#include "compiler/arrays.h"

#include <cstring>

#include "compiler/subtype.h"

namespace juxla::compiler {

int unboxedElementBytes(const CoreTypes& c, const JType* t) {
  if (!t->isData()) return 0;
  const DataType* d = static_cast<const DataType*>(t);
  if (d == c.Float64 || d == c.Int64 || d == c.UInt64) return 8;
  if (d == c.Float32 || d == c.Int32 || d == c.UInt32 || d == c.Char) return 4;
  if (d == c.Float16 || d == c.Int16 || d == c.UInt16) return 2;
  if (d == c.Bool || d == c.Int8 || d == c.UInt8) return 1;
  return 0;
}

const DataType* arrayType(Evaluator& ev, const JType* elementType, int64_t ndims) {
  return ev.universe().apply(ev.core().Array, {ev.universe().typeValue(elementType), ev.universe().int64(ndims)});
}

bool isArray(Evaluator& ev, const Value& v) { return v.isObject() && v.type()->name == ev.core().Array; }

Value newArray(Evaluator& ev, const JType* elementType, std::vector<int64_t> dims) {
  double count = 1;
  for (int64_t d : dims) count *= double(d);
  ev.checkAllocation(count * 16, {});
  auto* a = new ArrayObject();
  Value result = Value::object(arrayType(ev, elementType, int64_t(dims.size())), a);
  a->elementType = elementType;
  a->dims = std::move(dims);
  a->storage = std::make_shared<ArrayStorage>();
  a->storage->elementBytes = unboxedElementBytes(ev.core(), elementType);
  int64_t n = a->length();
  if (a->storage->elementBytes) a->storage->bytes.assign(size_t(n) * size_t(a->storage->elementBytes), 0);
  else a->storage->values.resize(size_t(n));
  return result;
}

Value aliasArray(Evaluator& ev, const ArrayObject& a, std::vector<int64_t> dims) {
  auto* b = new ArrayObject();
  Value result = Value::object(arrayType(ev, a.elementType, int64_t(dims.size())), b);
  b->elementType = a.elementType;
  b->dims = std::move(dims);
  b->storage = a.storage;
  return result;
}

Value arrayGet(Evaluator& ev, const ArrayObject& a, int64_t i, frontend::SourceSpan span) {
  const ArrayStorage& s = *a.storage;
  if (s.elementBytes == 0) {
    const Value& v = s.values[size_t(i)];
    if (!v.defined()) ev.raise("UndefRefError", "access to undefined reference", span);
    return v;
  }
  uint64_t bits = 0;
  std::memcpy(&bits, s.bytes.data() + size_t(i) * size_t(s.elementBytes), size_t(s.elementBytes));
  const CoreTypes& c = ev.core();
  const DataType* t = static_cast<const DataType*>(a.elementType);
  // Signed integers keep their payload sign-extended (as the arithmetic makes them).
  if (t == c.Int32) bits = uint64_t(int64_t(int32_t(uint32_t(bits))));
  else if (t == c.Int16) bits = uint64_t(int64_t(int16_t(uint16_t(bits))));
  else if (t == c.Int8) bits = uint64_t(int64_t(int8_t(uint8_t(bits))));
  return Value::bits(t, bits);
}

void arraySetExact(ArrayObject& a, int64_t i, const Value& v) {
  ArrayStorage& s = *a.storage;
  if (s.elementBytes == 0) {
    s.values[size_t(i)] = v;
    return;
  }
  uint64_t bits = v.rawBits();
  std::memcpy(s.bytes.data() + size_t(i) * size_t(s.elementBytes), &bits, size_t(s.elementBytes));
}

Value convertTo(Evaluator& ev, const JType* t, const Value& x, frontend::SourceSpan span) {
  if (isa(ev.universe(), x, t)) return x;
  Value converted = ev.callFunction(ev.baseFunction("convert"), {ev.universe().typeValue(t), x}, span);
  if (!isa(ev.universe(), converted, t))
    ev.raise("TypeError", "convert to " + ev.universe().show(t) + " returned a value of type " + ev.universe().show(converted.type()), span);
  return converted;
}

void arraySet(Evaluator& ev, ArrayObject& a, int64_t i, const Value& v, frontend::SourceSpan span) {
  if (v.type() == a.elementType || a.elementType == ev.core().Any) return arraySetExact(a, i, v);
  arraySetExact(a, i, convertTo(ev, a.elementType, v, span));
}

std::string describeArray(Evaluator& ev, const Value& v) {
  const ArrayObject& a = arrayOf(v);
  std::string s;
  if (a.dims.size() == 1) {
    s = std::to_string(a.dims[0]) + "-element ";
  } else {
    for (size_t i = 0; i < a.dims.size(); ++i) s += (i ? "×" : "") + std::to_string(a.dims[i]);
    if (a.dims.empty()) s = "0-dimensional";
    s += " ";
  }
  return s + ev.universe().show(v.type());
}

std::string describeIndex(std::span<const int64_t> index) {
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i) s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

}  // namespace juxla::compiler
