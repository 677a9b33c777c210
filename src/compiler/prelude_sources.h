// The prelude: Julia sources of Base that juxla embeds (prelude/**/*.jl, in name order). The files
// directly in prelude/ load when an evaluator starts; those in subfolders only by `include`.
#pragma once

#include <string>
#include <vector>

namespace juxla::compiler {

struct PreludeFile {
  const char* name;
  const char* text;
};
const std::vector<PreludeFile>& preludeFiles();
// The embedded file named `name` ("prelude/flux/recurrent.jl"), or nullptr.
const PreludeFile* findPreludeFile(const std::string& name);

}  // namespace juxla::compiler
