// Prints IR as StableHLO text: each op's upstream pretty form, byte for byte.
#pragma once

#include <iosfwd>
#include <string>

#include "ir/ir.h"

namespace juxla::ir {

std::string printModule(const Module& module);
std::string printFunc(const Func& func);  // one func.func at indent 0
std::string printType(Type type);
std::string printAttr(const Attr& attr);

struct PrintOptions {
  bool genericForm = false;  // every op as "op"(...) <{...}> ({...}) : (...) -> ...
};
std::string printModule(const Module& module, const PrintOptions& options);

}  // namespace juxla::ir
