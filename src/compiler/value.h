// Host values of the evaluator: a concrete Julia type and an 8-byte payload. Numbers, Bool, Char,
// Symbol, Nothing, singleton functions and types live in the payload; strings, tuples, structs,
// arrays and the like are reference-counted heap objects.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>

namespace juxla::compiler {

class DataType;
class JType;
struct SymbolName;

// Base of every heap object; the count is intrusive so that a Value stays 16 bytes.
class Object {
 public:
  Object() = default;
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object() = default;
  mutable uint32_t refs = 0;
};

class Value {
 public:
  // The "undefined" value of an unassigned variable; never visible to Julia code.
  Value() = default;
  // A value stored in the payload (bits types, singletons, types, symbols).
  static Value bits(const DataType* type, uint64_t bits) {
    Value v;
    v.tagged_ = reinterpret_cast<uintptr_t>(type);
    v.payload_.u = bits;
    return v;
  }
  static Value pointer(const DataType* type, const void* p) {
    Value v;
    v.tagged_ = reinterpret_cast<uintptr_t>(type);
    v.payload_.ptr = p;
    return v;
  }
  // A heap object; the Value takes a reference.
  static Value object(const DataType* type, Object* obj) {
    Value v;
    v.tagged_ = reinterpret_cast<uintptr_t>(type) | kObjectBit;
    v.payload_.obj = obj;
    ++obj->refs;
    return v;
  }

  Value(const Value& o) : tagged_(o.tagged_), payload_(o.payload_) { retain(); }
  Value(Value&& o) noexcept : tagged_(o.tagged_), payload_(o.payload_) { o.tagged_ = 0; }
  Value& operator=(const Value& o) {
    o.retain();  // before releasing ours: o may be owned by what we hold
    uintptr_t oldTagged = tagged_;
    Object* oldObj = payload_.obj;
    tagged_ = o.tagged_;
    payload_ = o.payload_;
    if ((oldTagged & kObjectBit) && --oldObj->refs == 0) delete oldObj;
    return *this;
  }
  Value& operator=(Value&& o) noexcept {
    if (this != &o) {
      uintptr_t oldTagged = tagged_;
      Object* oldObj = payload_.obj;
      tagged_ = o.tagged_;
      payload_ = o.payload_;
      o.tagged_ = 0;
      if ((oldTagged & kObjectBit) && --oldObj->refs == 0) delete oldObj;
    }
    return *this;
  }
  ~Value() { release(); }
  void swap(Value& o) noexcept {
    std::swap(tagged_, o.tagged_);
    std::swap(payload_, o.payload_);
  }

  bool defined() const { return tagged_ != 0; }
  const DataType* type() const { return reinterpret_cast<const DataType*>(tagged_ & ~kObjectBit); }
  bool isObject() const { return (tagged_ & kObjectBit) != 0; }

  uint64_t rawBits() const { return payload_.u; }
  int64_t asInt() const { return payload_.i; }
  double asFloat64() const { return payload_.f; }
  float asFloat32() const {
    float f;
    uint32_t b = uint32_t(payload_.u);
    std::memcpy(&f, &b, 4);
    return f;
  }
  bool asBool() const { return payload_.u != 0; }
  uint32_t asChar() const { return uint32_t(payload_.u); }
  Object* obj() const { return payload_.obj; }
  template <typename T>
  T* as() const {
    return static_cast<T*>(payload_.obj);
  }
  // For values that are types (DataType, Union, UnionAll, TypeVar): the type itself.
  const JType* asType() const { return static_cast<const JType*>(payload_.ptr); }
  const SymbolName* asSymbol() const { return static_cast<const SymbolName*>(payload_.ptr); }
  const void* rawPointer() const { return payload_.ptr; }

 private:
  static constexpr uintptr_t kObjectBit = 1;
  void retain() const {
    if (tagged_ & kObjectBit) ++payload_.obj->refs;
  }
  void release() {
    if ((tagged_ & kObjectBit) && --payload_.obj->refs == 0) delete payload_.obj;
    tagged_ = 0;
  }
  uintptr_t tagged_ = 0;  // the DataType pointer; bit 0 set when the payload is an Object
  union Payload {
    int64_t i;
    uint64_t u;
    double f;
    Object* obj;
    const void* ptr;
  } payload_{};
};

// Interned symbols: one immortal record per name, compared by pointer.
struct SymbolName {
  const char* text;
  size_t size;
  std::string_view view() const { return {text, size}; }
};
const SymbolName* intern(std::string_view name);

}  // namespace juxla::compiler
