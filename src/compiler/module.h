// Modules and their global bindings (Main, Base, Core and user modules).
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/types.h"
#include "support/source.h"

namespace juxla::compiler {

// One global variable: its value, whether it is `const`, and where it was first assigned.
struct Binding {
  const SymbolName* name = nullptr;
  Module* owner = nullptr;
  Value value;
  bool isConst = false;
  bool exported = false;
  SourceLoc definedAt;
  const JType* declaredType = nullptr;  // a typed global (`x::Int = 3`) converts what is assigned
};

class Module {
 public:
  Module(const SymbolName* name, Module* parent) : name(name), parent(parent) {}
  Module(const Module&) = delete;

  const SymbolName* const name;
  Module* const parent;  // nullptr for Main and Core

  // The binding owned by this module, created on first use.
  Binding* binding(const SymbolName* s);
  Binding* findOwn(const SymbolName* s) const;
  // A name as code in this module sees it: own bindings first, then exported names of `using`d
  // modules (Base is used by every module).
  Binding* resolve(const SymbolName* s) const;
  void use(Module* m);                             // `using M`
  void importBinding(const SymbolName* as, Binding* b);  // `import M: x` / `using M: x`
  bool isImported(const SymbolName* s) const { return imported_.count(s) != 0; }
  // Names this module's code has read from a `using`d module: defining a function of such a
  // name is then an error (it must be imported); before any use it makes a new local function.
  void noteUsedFromOther(const SymbolName* s) { usedFromOther_.insert(s); }
  bool wasUsedFromOther(const SymbolName* s) const { return usedFromOther_.count(s) != 0; }

  std::string qualifiedName() const;
  std::vector<Module*> used;

 private:
  std::unordered_map<const SymbolName*, std::unique_ptr<Binding>> own_;
  std::unordered_map<const SymbolName*, Binding*> imported_;
  std::unordered_set<const SymbolName*> usedFromOther_;
};

}  // namespace juxla::compiler
