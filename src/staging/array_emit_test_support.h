// Test helpers for the array emitter tests: the oracle cases written by
// tests/oracles/staged_arrays/make_expected.py, and a runner that builds an IR function with an
// emitter, verifies it, runs it with the reference interpreter and compares every result.
#pragma once

#include <gtest/gtest.h>
#include <juxla/interp.h>
#include <juxla/ir.h>

#include <cmath>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "staging/layout.h"

namespace juxla::staging::array_test {

inline constexpr double kInf = INFINITY;
inline constexpr double kNaN = NAN;

// A Julia array: element type as the IR writes it, Julia size, column-major values.
struct OracleArray {
  std::string type;
  std::vector<int64_t> size;
  std::vector<double> values;

  ir::Type irType() const {
    return ir::Type::tensor(*ir::parseElementTypeName(type), irShape(size));
  }
};

struct OracleCase {
  std::string name;
  std::vector<OracleArray> inputs, outputs;
  std::vector<int64_t> params;  // dims or permutation; for repeat: inner, -1, outer
};

#include "../../tests/oracles/staged_arrays/expected.inc"

using EmitBody = std::function<std::vector<ir::Value*>(ir::Builder&, std::span<ir::Value* const>)>;

// The module text of the last run, for op-level checks.
struct Ran {
  std::string text;
};

// |got - want| <= tol * (1 + |want|) for floats (sums may round in another order than the oracle's),
// exact for integers and Bool; NaN matches NaN, and a zero must have the expected sign.
inline void expectMatches(const interp::Tensor& got, const OracleArray& want, const std::string& what) {
  ASSERT_EQ(got.type().str(), want.irType().str()) << what << ": result type";
  ASSERT_EQ(size_t(got.numElements()), want.values.size()) << what;
  ir::ElementType e = got.elementType();
  double tol = e == ir::ElementType::F32 ? 2e-6 : 1e-12;
  for (size_t i = 0; i < want.values.size(); ++i) {
    double g = got.getDouble(int64_t(i)), w = want.values[i];
    if (std::isnan(w)) {
      EXPECT_TRUE(std::isnan(g)) << what << " element " << i << ": got " << g << ", want NaN";
    } else if (!ir::isFloat(e) || std::isinf(w)) {
      EXPECT_EQ(g, w) << what << " element " << i;
    } else {
      EXPECT_NEAR(g, w, tol * (1 + std::abs(w))) << what << " element " << i;
      if (w == 0) {
        EXPECT_EQ(std::signbit(g), std::signbit(w)) << what << " element " << i << ": sign of zero";
      }
    }
  }
}

// Builds @f(inputs...) -> body's results, verifies it, runs it on the case's inputs and compares.
inline Ran runCase(const OracleCase& c, const EmitBody& body) {
  ir::Module module;
  std::vector<ir::Type> inputs;
  for (const OracleArray& a : c.inputs) inputs.push_back(a.irType());
  ir::Func* f = module.addFunc(std::make_unique<ir::Func>("f", inputs, std::vector<ir::Type>{}));
  ir::Builder b(f->createBody());
  std::vector<ir::Value*> args;
  for (size_t i = 0; i < inputs.size(); ++i) args.push_back(b.block()->arg(i));
  std::vector<ir::Value*> results = body(b, args);
  std::vector<ir::Type> resultTypes;
  for (ir::Value* r : results) resultTypes.push_back(r->type());
  f->setResultTypes(resultTypes);
  b.funcReturn(results);
  Ran ran{print(module)};
  std::string errors = verify(module);
  EXPECT_EQ(errors, "") << c.name << "\n" << ran.text;
  if (!errors.empty()) return ran;
  // What the emitters build must read back as StableHLO text (the XLA export path).
  std::string parseErrors;
  std::unique_ptr<ir::Module> reparsed = parse(ran.text, parseErrors);
  EXPECT_TRUE(reparsed) << c.name << ": " << parseErrors;
  if (reparsed) {
    EXPECT_EQ(print(*reparsed), ran.text) << c.name;
  }
  std::vector<Tensor> tensors;
  for (const OracleArray& a : c.inputs) tensors.push_back(Tensor::fromDoubles(a.irType(), a.values));
  std::vector<Tensor> out = runInterpreter(module, "f", std::move(tensors));
  EXPECT_EQ(out.size(), c.outputs.size()) << c.name;
  for (size_t i = 0; i < std::min(out.size(), c.outputs.size()); ++i)
    expectMatches(out[i], c.outputs[i], c.name + " result #" + std::to_string(i));
  return ran;
}

inline int countOccurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace juxla::staging::array_test
