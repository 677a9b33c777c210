// Loads the embedded prelude into Base when an evaluator starts.
#include <iostream>
#include <stdexcept>

#include "compiler/builtins.h"
#include "compiler/prelude_sources.h"
#include "frontend/parser.h"

namespace juxla::compiler {

void loadPrelude(Evaluator& ev) {
  for (const PreludeFile& file : preludeFiles()) {
    uint32_t id = ev.sources().add(file.name, file.text);
    if (!ev.runPrelude(id)) throw std::logic_error(std::string("the prelude file ") + file.name + " failed to load");
  }
}

}  // namespace juxla::compiler
