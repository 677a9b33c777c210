#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "compiler/value.h"

namespace juxla::compiler {

const SymbolName* intern(std::string_view name) {
  // Process-wide and immortal, like Julia's symbol table; guarded for concurrent evaluators.
  static std::mutex mutex;
  static auto* table = new std::unordered_map<std::string, std::unique_ptr<SymbolName>>();
  std::lock_guard<std::mutex> lock(mutex);
  auto it = table->find(std::string(name));
  if (it != table->end()) return it->second.get();
  auto key = std::string(name);
  auto sym = std::make_unique<SymbolName>();
  auto inserted = table->emplace(key, std::move(sym)).first;
  inserted->second->text = inserted->first.data();
  inserted->second->size = inserted->first.size();
  return inserted->second.get();
}

}  // namespace juxla::compiler
