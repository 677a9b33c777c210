#include "compiler/module.h"

namespace juxla::compiler {

Binding* Module::binding(const SymbolName* s) {
  auto it = own_.find(s);
  if (it != own_.end()) return it->second.get();
  auto b = std::make_unique<Binding>();
  b->name = s;
  b->owner = this;
  Binding* raw = b.get();
  own_.emplace(s, std::move(b));
  return raw;
}

Binding* Module::findOwn(const SymbolName* s) const {
  auto it = own_.find(s);
  return it == own_.end() ? nullptr : it->second.get();
}

Binding* Module::resolve(const SymbolName* s) const {
  if (Binding* b = findOwn(s); b && b->value.defined()) return b;
  auto imp = imported_.find(s);
  if (imp != imported_.end()) return imp->second;
  for (Module* m : used)
    if (Binding* b = m->findOwn(s); b && b->exported && b->value.defined()) return b;
  return findOwn(s);
}

void Module::use(Module* m) {
  for (Module* u : used)
    if (u == m) return;
  used.push_back(m);
}

void Module::importBinding(const SymbolName* as, Binding* b) { imported_[as] = b; }

std::string Module::qualifiedName() const {
  std::string n(name->view());
  return parent ? parent->qualifiedName() + "." + n : n;
}

}  // namespace juxla::compiler
