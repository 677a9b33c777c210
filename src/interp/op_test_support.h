// Helpers for the interpreter's op unit tests: run @main of a module written as text, build argument
// tensors from a type spelling, and read results back as plain vectors.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interp/interpreter.h"
#include "ir/ir_test_support.h"
#include "ir/parser.h"
#include "ir/verifier.h"

namespace juxla::interp {
// Lets gtest print tensors in failure messages.
inline void PrintTo(const Tensor& t, std::ostream* os) { *os << t.toString(); }
}  // namespace juxla::interp

namespace juxla::interp::optest {

// Parses and verifies `text`, then runs its @main; parse and verify errors throw with the diagnostics.
inline std::vector<Tensor> run(const std::string& text, std::vector<Tensor> args = {}) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "test.mlir", text, diag);
  if (!module) throw std::runtime_error("does not parse:\n" + diag.renderAll());
  if (!ir::verifyModule(*module, diag)) throw std::runtime_error("does not verify:\n" + diag.renderAll());
  Interpreter interpreter(*module);
  return interpreter.call("main", std::move(args));
}

// A tensor of the spelled type ("tensor<2x3xf32>"): floats round to nearest, integers wrap.
inline Tensor tensor(std::string_view type, const std::vector<double>& values) {
  ir::Type t = ir::test::ty(type);
  if (ir::isFloat(t.elementType())) return Tensor::fromDoubles(t, values);
  return Tensor::fromInts(t, std::vector<int64_t>(values.begin(), values.end()));
}

// A tensor of the spelled type holding raw element bits (special floats, unsigned values past INT64_MAX).
inline Tensor tensorBits(std::string_view type, const std::vector<uint64_t>& bits) {
  Tensor t = Tensor::zeros(ir::test::ty(type));
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(int64_t(i), bits[i]);
  return t;
}

inline std::vector<double> doubles(const Tensor& t) {
  std::vector<double> out;
  for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(t.getDouble(i));
  return out;
}

inline std::vector<int64_t> ints(const Tensor& t) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(t.getInt(i));
  return out;
}

inline std::vector<uint64_t> bits(const Tensor& t) {
  std::vector<uint64_t> out;
  for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(t.bits(i));
  return out;
}

}  // namespace juxla::interp::optest
