#include "compiler/method.h"

#include "compiler/universe.h"

namespace juxla::compiler {

bool moreSpecific(Universe& u, const Method& a, const Method& b) {
  return isSubtype(u, a.signature, b.signature) && !isSubtype(u, b.signature, a.signature);
}

Method* MethodTable::add(Universe& u, std::unique_ptr<Method> m) {
  ++version;
  cache_.clear();
  for (auto& existing : methods) {
    if (typesEqual(u, existing->signature, m->signature)) {
      existing = std::move(m);
      return existing.get();
    }
  }
  methods.push_back(std::move(m));
  return methods.back().get();
}

const MethodTable::Lookup& MethodTable::lookup(Universe& u, std::span<const JType* const> argTypes) {
  std::string key;
  key.reserve(argTypes.size() * sizeof(void*));
  for (const JType* t : argTypes) key.append(reinterpret_cast<const char*>(&t), sizeof t);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;

  struct Candidate {
    const Method* method;
    TypeBindings bindings;
  };
  std::vector<Candidate> candidates;
  for (const auto& m : methods)
    if (auto b = matchSignature(u, m->signature, argTypes)) candidates.push_back({m.get(), std::move(*b)});

  Lookup result;
  // The winner is more specific than every other candidate.
  for (const Candidate& c : candidates) {
    bool best = true;
    for (const Candidate& other : candidates)
      if (other.method != c.method && !moreSpecific(u, *c.method, *other.method)) best = false;
    if (best) {
      result.method = c.method;
      result.bindings = c.bindings;
      break;
    }
  }
  if (!result.method && !candidates.empty()) {
    // Ambiguity: report the candidates that no other candidate beats.
    for (const Candidate& c : candidates) {
      bool beaten = false;
      for (const Candidate& other : candidates)
        if (other.method != c.method && moreSpecific(u, *other.method, *c.method)) beaten = true;
      if (!beaten) result.ambiguous.push_back(c.method);
    }
  }
  return cache_.emplace(std::move(key), std::move(result)).first->second;
}

}  // namespace juxla::compiler
