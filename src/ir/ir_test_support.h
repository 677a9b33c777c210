// Helpers for the IR unit tests: types from their spelling, a function to build into, raw (unchecked)
// op creation for verifier tests, and error capture.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"
#include "ir/ir.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"

namespace juxla::ir::test {

// Parses "tensor<2x3xf32>", "tensor<i1>", "!stablehlo.token" and "tuple<T, ...>"; throws on anything else.
inline Type ty(std::string_view s) {
  auto trim = [](std::string_view v) {
    while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
    while (!v.empty() && v.back() == ' ') v.remove_suffix(1);
    return v;
  };
  s = trim(s);
  if (s == "!stablehlo.token") return Type::token();
  if (s.starts_with("tuple<") && s.ends_with(">")) {
    std::string_view body = s.substr(6, s.size() - 7);
    std::vector<Type> elements;
    int depth = 0;
    size_t start = 0;
    for (size_t i = 0; i <= body.size(); ++i) {
      if (i == body.size() || (body[i] == ',' && depth == 0)) {
        if (!trim(body.substr(start, i - start)).empty()) elements.push_back(ty(body.substr(start, i - start)));
        start = i + 1;
      } else if (body[i] == '<') {
        ++depth;
      } else if (body[i] == '>') {
        --depth;
      }
    }
    return Type::tuple(elements);
  }
  if (!s.starts_with("tensor<") || !s.ends_with(">")) throw std::invalid_argument("bad type " + std::string(s));
  std::string_view body = s.substr(7, s.size() - 8);
  std::vector<int64_t> shape;
  size_t x;
  while ((x = body.find('x')) != std::string_view::npos && !body.substr(0, x).empty() &&
         (std::isdigit(static_cast<unsigned char>(body[0])) || body[0] == '-')) {
    shape.push_back(std::stoll(std::string(body.substr(0, x))));
    body.remove_prefix(x + 1);
  }
  auto element = parseElementTypeName(body);
  if (!element) throw std::invalid_argument("bad element type " + std::string(body));
  return Type::tensor(*element, shape);
}

inline std::vector<Type> tys(std::initializer_list<std::string_view> spelled) {
  std::vector<Type> out;
  for (std::string_view s : spelled) out.push_back(ty(s));
  return out;
}

// The message of the BuildError `f` throws, or "<no BuildError>".
template <typename F>
std::string buildError(F&& f) {
  try {
    f();
  } catch (const BuildError& e) {
    return e.what();
  }
  return "<no BuildError>";
}

#define EXPECT_CONTAINS(haystack, needle)                                                       \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "expected to find: " << (needle) \
                                                                   << "\nin: " << (haystack)

// A module with one function @main whose body the builder `b` appends to.
class IrFixture : public ::testing::Test {
 protected:
  IrFixture() {
    func = module.addFunc(std::make_unique<Func>("main", std::vector<Type>{}, std::vector<Type>{}));
    func->createBody();
    b.setInsertionPointToEnd(func->entry());
  }

  // Adds a function input of the given type and returns its block argument.
  Value* param(std::string_view type) {
    std::vector<Type> inputs(func->inputTypes().begin(), func->inputTypes().end());
    inputs.push_back(ty(type));
    func->setInputTypes(inputs);
    return func->entry().addArg(inputs.back());
  }

  // Appends an op without any checking, so that verifier tests can build invalid IR.
  Operation* raw(OpCode code, std::vector<Value*> operands, std::vector<Type> results, NamedAttrList attrs = {},
                 unsigned numRegions = 0, Block* into = nullptr) {
    Operation* op = Operation::create(code, operands, results, std::move(attrs), numRegions);
    (into ? into : &func->entry())->push_back(op);
    return op;
  }

  // Ends @main with func.return of `values`, setting its result types to match.
  void finish(std::vector<Value*> values) {
    std::vector<Type> types;
    for (Value* v : values) types.push_back(v->type());
    func->setResultTypes(types);
    raw(OpCode::FuncReturn, values, {});
  }

  // Verifies the module; returns all error messages joined by newlines ("" when it verifies).
  std::string verifyErrors() {
    DiagnosticEngine diag;
    bool ok = verifyModule(module, diag);
    std::string all;
    for (const Diagnostic& d : diag.diagnostics()) all += d.message + "\n";
    EXPECT_EQ(ok, all.empty()) << all;
    return all;
  }

  size_t verifyErrorCount() {
    DiagnosticEngine diag;
    verifyModule(module, diag);
    return diag.errorCount();
  }

  Module module;
  Func* func = nullptr;
  Builder b;
};

}  // namespace juxla::ir::test
