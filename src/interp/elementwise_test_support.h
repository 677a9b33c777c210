// Helpers for the elementwise and convert unit tests: run one op on tensors through the interpreter,
// build tensors from values or raw bits, and compare results bit-exactly with readable messages.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/interpreter.h"
#include "ir/builder.h"
#include "interp/op_test_support.h"
#include "ir/ir_test_support.h"

namespace juxla::interp::test {

// Runs `code` on `operands` as the only op of a fresh function. Result types are inferred unless
// given (convert and bitcast_convert need them).
inline Tensor runOp(ir::OpCode code, std::vector<Tensor> operands, ir::NamedAttrList attrs = {},
                    std::optional<ir::Type> resultType = std::nullopt) {
  ir::Module module;
  std::vector<ir::Type> inputs;
  for (const Tensor& t : operands) inputs.push_back(t.type());
  ir::Func* func = module.addFunc(std::make_unique<ir::Func>("main", inputs, std::vector<ir::Type>{}));
  ir::Block& body = func->createBody();
  ir::Builder b(body);
  std::optional<std::vector<ir::Type>> given;
  if (resultType) given = std::vector<ir::Type>{*resultType};
  ir::Operation* op = b.create(code, body.args(), std::move(attrs), given);
  func->setResultTypes({op->result()->type()});
  b.funcReturn({op->result()});
  Interpreter interpreter(module);
  return interpreter.call(*func, std::move(operands)).at(0);
}

inline Tensor floats(std::string_view type, std::vector<double> values) {
  return Tensor::fromDoubles(ir::test::ty(type), values);
}
inline Tensor ints(std::string_view type, std::vector<int64_t> values) {
  return Tensor::fromInts(ir::test::ty(type), values);
}
inline Tensor bits(std::string_view type, std::vector<uint64_t> values) { return optest::tensorBits(type, values); }

// Float results: equal values with equal signs (so -0.0 differs from +0.0); a NaN expects any NaN.
inline void expectFloats(const Tensor& actual, std::vector<double> expected, const std::string& what = "") {
  ASSERT_EQ(actual.numElements(), int64_t(expected.size())) << what;
  for (size_t i = 0; i < expected.size(); ++i) {
    double a = actual.getDouble(int64_t(i)), e = expected[i];
    bool same = std::isnan(e) ? std::isnan(a) : (a == e && std::signbit(a) == std::signbit(e));
    EXPECT_TRUE(same) << what << " element " << i << ": actual " << a << ", expected " << e << " in "
                      << actual.toString();
  }
}

// Integer and i1 results, compared as the element type's bits (expected values wrap like fromInts).
inline void expectInts(const Tensor& actual, std::vector<int64_t> expected, const std::string& what = "") {
  ASSERT_EQ(actual.numElements(), int64_t(expected.size())) << what;
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(actual.bits(int64_t(i)), ir::truncateIntBits(expected[i], actual.elementType()))
        << what << " element " << i << " in " << actual.toString();
}

inline void expectBits(const Tensor& actual, std::vector<uint64_t> expected, const std::string& what = "") {
  ASSERT_EQ(actual.numElements(), int64_t(expected.size())) << what;
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(actual.bits(int64_t(i)), expected[i]) << what << " element " << i << " in " << actual.toString();
}

}  // namespace juxla::interp::test
