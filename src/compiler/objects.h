// Heap objects behind Values: strings, tuples (and NamedTuples), struct instances (immutable,
// mutable and closures), host arrays, dicts, and boxes for captured variables that are reassigned.
#pragma once

#include <cstdint>
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

// A host array, as Julia lays it out: column-major, dims d1..dn. Elements of bits types (numbers,
// Bool, Char) are stored unboxed in `bytes`, which is what the IR and the backends share
// (DESIGN decision 4); any other element type keeps Values.
class ArrayObject : public Object {
 public:
  const DataType* elementType = nullptr;
  std::vector<int64_t> dims;
  int elementBytes = 0;          // > 0 for unboxed storage
  std::vector<uint8_t> bytes;    // unboxed storage
  std::vector<Value> values;     // boxed storage
  int64_t length() const {
    int64_t n = 1;
    for (int64_t d : dims) n *= d;
    return n;
  }
  bool unboxed() const { return elementBytes > 0; }
};

// Dict{K,V}: entries kept in insertion order (Julia's order follows its hash function; juxla's is
// deterministic and documented in docs/language.md).
class DictObject : public Object {
 public:
  std::vector<std::pair<Value, Value>> entries;
};

}  // namespace juxla::compiler
