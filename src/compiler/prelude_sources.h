// The prelude: Julia sources of Base that juxla embeds (prelude/*.jl, in name order).
#pragma once

#include <vector>

namespace juxla::compiler {

struct PreludeFile {
  const char* name;
  const char* text;
};
const std::vector<PreludeFile>& preludeFiles();

}  // namespace juxla::compiler
