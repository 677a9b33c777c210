// Additions to op_test_support.h for the data-movement, gather and scatter tests: tensors from raw
// element bits, readable tensors in gtest messages, and runs that skip while an op is unimplemented.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "interp/op_test_support.h"

namespace juxla::interp {

// Lets gtest print tensors in failure messages.
inline void PrintTo(const Tensor& t, std::ostream* os) { *os << t.toString(); }

namespace test {

// A tensor of the spelled type holding raw element bits (special floats, unsigned values past INT64_MAX).
inline Tensor tensorBits(std::string_view type, const std::vector<uint64_t>& bits) {
  Tensor t = Tensor::zeros(ir::test::ty(type));
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(int64_t(i), bits[i]);
  return t;
}

// Like optest::run, but returns false when the program uses an op the interpreter does not implement
// yet (ops are implemented in parallel; a test that needs another group's op skips until it lands).
inline bool tryRun(const std::string& text, std::vector<Tensor> args, std::vector<Tensor>& results) {
  try {
    results = optest::run(text, std::move(args));
    return true;
  } catch (const InterpreterError& e) {
    if (std::string(e.what()).find("is not implemented in the interpreter yet") != std::string::npos) return false;
    throw;
  }
}

}  // namespace test
}  // namespace juxla::interp
