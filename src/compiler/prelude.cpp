// Loads the embedded prelude into Base when an evaluator starts.
#include <iostream>
#include <stdexcept>
#include <string_view>

#include "compiler/builtins.h"
#include "compiler/prelude_sources.h"
#include "frontend/parser.h"

namespace juxla::compiler {

const PreludeFile* findPreludeFile(const std::string& name) {
  for (const PreludeFile& file : preludeFiles())
    if (name == file.name) return &file;
  return nullptr;
}

void loadPrelude(Evaluator& ev) {
  for (const PreludeFile& file : preludeFiles()) {
    if (std::string_view(file.name).find('/', std::string_view("prelude/").size()) != std::string_view::npos) continue;
    uint32_t id = ev.sources().add(file.name, file.text);
    if (!ev.runPrelude(id)) throw std::logic_error(std::string("the prelude file ") + file.name + " failed to load");
  }
}

}  // namespace juxla::compiler
