// Heap objects behind Values: strings, tuples (and NamedTuples), struct instances (immutable,
// mutable and closures), host arrays, dicts, and boxes for captured variables that are reassigned.
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "compiler/types.h"

namespace juxla::compiler {

class StringObject : public Object {
 public:
  explicit StringObject(std::string s) : text(std::move(s)) {}
  const std::string text;
};

// Elements of a Tuple or NamedTuple value (the names are in the NamedTuple's type).
class TupleObject : public Object {
 public:
  explicit TupleObject(std::vector<Value> e) : elements(std::move(e)) {}
  const std::vector<Value> elements;
};

// An instance of a struct type: immutable ones are shared freely, mutable ones have identity.
class StructObject : public Object {
 public:
  explicit StructObject(std::vector<Value> f) : fields(std::move(f)) {}
  std::vector<Value> fields;
};

// Core.Box: a variable that a closure captures and someone reassigns lives here, shared.
class BoxObject : public Object {
 public:
  Value value;
};

// The elements of a host array. Elements of bits types (numbers, Bool, Char) are stored unboxed
// in `bytes`, which is what the IR and the backends share (DESIGN decision 4); any other element
// type keeps Values. Arrays made by reshape/vec share one storage, as Julia's do.
struct ArrayStorage {
  int elementBytes = 0;        // > 0 for unboxed storage
  std::vector<uint8_t> bytes;  // unboxed storage
  std::vector<Value> values;   // boxed storage
};

// A host array, as Julia lays it out: column-major, dims d1..dn, 1-based to Julia code.
class ArrayObject : public Object {
 public:
  ArrayObject() : serial(nextSerial++) {}
  // Creation order: staging tells arrays made while it ran (compile-time values) from older ones.
  const uint64_t serial;
  static inline uint64_t nextSerial = 0;
  const JType* elementType = nullptr;  // Array{T,N}'s T: may be abstract or a Union (then boxed)
  std::vector<int64_t> dims;
  std::shared_ptr<ArrayStorage> storage;
  int64_t length() const {
    int64_t n = 1;
    for (int64_t d : dims) n *= d;
    return n;
  }
  bool unboxed() const { return storage->elementBytes > 0; }
};

// Julia's IO streams: an IOBuffer collects text; stdout and stderr write through to a C++ stream.
class IOObject : public Object {
 public:
  std::string buffer;
  std::ostream* stream = nullptr;
  void write(std::string_view s) {
    if (stream) stream->write(s.data(), std::streamsize(s.size()));
    else buffer.append(s);
  }
};

// Dict{K,V}: entries kept in insertion order (Julia's order follows its hash function; juxla's is
// deterministic and documented in docs/language.md).
class DictObject : public Object {
 public:
  std::vector<std::pair<Value, Value>> entries;
};

}  // namespace juxla::compiler
