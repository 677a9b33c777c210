// Julia errors raised while evaluating: the exception's type name (BoundsError, MethodError, ...),
// its message, and the chain of source locations from the innermost call outwards.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "frontend/ast.h"

namespace juxla::compiler {

class JuliaError : public std::exception {
 public:
  JuliaError(std::string typeName, std::string message, frontend::SourceSpan where = {})
      : typeName(std::move(typeName)), message(std::move(message)) {
    if (where.file) trace.push_back(where);
    text_ = this->typeName + ": " + this->message;
  }
  const char* what() const noexcept override { return text_.c_str(); }

  std::string typeName;  // BoundsError, MethodError, UndefVarError, AssertionError, ...
  std::string message;   // what Julia's showerror prints after the type name
  std::string advice;    // one sentence saying what to change, when one is known
  std::vector<frontend::SourceSpan> trace;  // innermost location first, then each caller
  std::vector<std::pair<frontend::SourceSpan, std::string>> notes;  // e.g. the candidates of a MethodError
  bool alreadyReported = false;  // the diagnostics engine has it (syntax errors of an included file)

 private:
  std::string text_;
};

// Thrown for constructs of Julia that juxla refuses (eval, @generated, try, ...): a located error.
struct UnsupportedError : JuliaError {
  UnsupportedError(std::string message, frontend::SourceSpan where)
      : JuliaError("UnsupportedError", std::move(message), where) {}
};

}  // namespace juxla::compiler
