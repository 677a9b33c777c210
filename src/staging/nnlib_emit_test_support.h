// Test helpers for the NNlib emitter tests: build a one-result IR function with an emitter, verify
// it, run it with the reference interpreter, and compare with fixture values.
#pragma once

#include <gtest/gtest.h>
#include <juxla/interp.h>
#include <juxla/ir.h>

#include <cmath>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "staging/layout.h"

namespace juxla::staging::nnlib_test {

inline constexpr double kInf = INFINITY;
inline constexpr double kNaN = NAN;

inline ir::ElementType floatType(bool f64) { return f64 ? ir::ElementType::F64 : ir::ElementType::F32; }
// The IR type of a Julia Float32/Float64 array of `juliaSize`.
inline ir::Type juliaArray(bool f64, const std::vector<int64_t>& juliaSize) {
  return ir::Type::tensor(floatType(f64), irShape(juliaSize));
}

struct EmitRun {
  ir::Type type;               // of the result
  std::vector<double> values;  // row-major IR order = Julia's column-major order
  std::string text;            // the module as StableHLO text, for op-level checks
};

using EmitBody = std::function<ir::Value*(ir::Builder&, std::span<ir::Value* const>)>;

// Builds @f(inputs...) returning body's value, verifies it, and runs it on `data`.
inline EmitRun runEmitter(const std::vector<ir::Type>& inputs, const std::vector<std::vector<double>>& data,
                      const EmitBody& body) {
  ir::Module module;
  ir::Func* f = module.addFunc(std::make_unique<ir::Func>("f", inputs, std::vector<ir::Type>{}));
  ir::Builder b(f->createBody());
  std::vector<ir::Value*> args;
  for (size_t i = 0; i < inputs.size(); ++i) args.push_back(b.block()->arg(i));
  ir::Value* result = body(b, args);
  f->setResultTypes({result->type()});
  b.funcReturn({result});
  std::string errors = verify(module);
  EXPECT_EQ(errors, "");
  // The text must read back as the same module (what XLA or the CLI would be handed).
  std::string text = print(module), parseErrors;
  std::unique_ptr<ir::Module> reparsed = parse(text, parseErrors);
  EXPECT_TRUE(reparsed) << parseErrors << text;
  if (reparsed) {
    EXPECT_EQ(print(*reparsed), text);
  }
  std::vector<Tensor> tensors;
  for (size_t i = 0; i < inputs.size(); ++i) tensors.push_back(Tensor::fromDoubles(inputs[i], data[i]));
  Tensor out = runInterpreter(module, "f", std::move(tensors)).at(0);
  EmitRun run{out.type(), {}, text};
  for (int64_t i = 0; i < out.numElements(); ++i) run.values.push_back(out.getDouble(i));
  return run;
}

// Elementwise comparison with |got - want| <= tol * (1 + |want|); NaN matches NaN, infinities match
// exactly. f32 results are checked against float64 expectations from f32 inputs.
inline void expectClose(const std::vector<double>& got, const std::vector<double>& want, bool f64) {
  double tol = f64 ? 1e-12 : 2e-5;
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << "element " << i << ": got " << got[i] << ", want NaN";
    } else if (std::isinf(want[i])) {
      EXPECT_EQ(got[i], want[i]) << "element " << i;
    } else {
      EXPECT_NEAR(got[i], want[i], tol * (1 + std::abs(want[i]))) << "element " << i;
    }
  }
}

inline int countOccurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace juxla::staging::nnlib_test
