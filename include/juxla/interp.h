// Running IR with juxla's reference interpreter from C++: host buffers in, host buffers out.
#pragma once

#include <cstring>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "interp/interpreter.h"
#include "ir/ir.h"

namespace juxla {

using interp::InterpreterError;
using interp::Tensor;

// A tensor of `type` holding a copy of `data` (row-major; f16/bf16 as their 16-bit patterns).
template <typename T>
Tensor tensorFromHost(ir::Type type, std::span<const T> data) {
  size_t bytes = size_t(type.numElements()) * size_t(ir::storageBytes(type.elementType()));
  if (data.size_bytes() != bytes)
    throw std::invalid_argument("a host buffer of " + std::to_string(data.size_bytes()) + " bytes for " + type.str() +
                                ", which needs " + std::to_string(bytes));
  std::vector<uint8_t> copy(bytes);
  std::memcpy(copy.data(), data.data(), bytes);
  return Tensor::fromBytes(type, std::move(copy));
}

// Copies a tensor's elements into a host vector of T (T's size must match the element's).
template <typename T>
std::vector<T> tensorToHost(const Tensor& t) {
  if (size_t(ir::storageBytes(t.elementType())) != sizeof(T))
    throw std::invalid_argument("reading " + t.type().str() + " into a buffer of " + std::to_string(sizeof(T)) +
                                "-byte elements");
  std::vector<T> out(size_t(t.numElements()));
  std::memcpy(out.data(), t.bytes().data(), t.bytes().size());
  return out;
}

// Runs function `name` of `module` on `args` with the reference interpreter and returns its results.
inline std::vector<Tensor> runInterpreter(const ir::Module& module, const std::string& name, std::vector<Tensor> args) {
  interp::Interpreter interpreter(module);
  return interpreter.call(name, std::move(args));
}

}  // namespace juxla
