// Methods and method tables: multiple dispatch on the types of all arguments, most specific
// method first (Julia's rule: a method is more specific when its signature is a strict subtype).
#pragma once

#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/subtype.h"
#include "frontend/ast.h"
#include "support/source.h"

namespace juxla::compiler {

class Code;
class Evaluator;
struct Lambda;
struct CallArgs;

// A method implemented in C++: the callee is args[0].
using BuiltinFn = Value (*)(Evaluator& ev, CallArgs& call);

struct KeywordParam {
  const SymbolName* name = nullptr;
  const frontend::Node* defaultValue = nullptr;  // nullptr: required keyword
  const frontend::Node* type = nullptr;          // the `::T` annotation, if any
};

class Method {
 public:
  const SymbolName* name = nullptr;   // the function's name, for messages
  const JType* signature = nullptr;   // Tuple{callee type, argument types...} under UnionAlls
  std::vector<const TypeVar*> sparams;  // the `where` variables, outermost first
  size_t numArgs = 0;                 // including the callee
  bool isVararg = false;
  BuiltinFn builtin = nullptr;
  // Julia methods: the definition, lowered on first call.
  const frontend::Node* definition = nullptr;
  Module* module = nullptr;
  std::shared_ptr<Lambda> lambda;
  std::vector<KeywordParam> keywords;
  bool hasKeywordSplat = false;
  // A method for a call that leaves out trailing defaults: fills them in and calls again.
  int defaultsFrom = -1;
  // An inner constructor of this struct family: `new` builds its instances.
  TypeName* innerConstructorOf = nullptr;
  // Builtins that need data (struct constructors, keyword constructors): their type family.
  TypeName* data = nullptr;
  bool acceptsKeywords() const { return !keywords.empty() || hasKeywordSplat; }
  SourceLoc loc;
};

class MethodTable {
 public:
  struct Lookup {
    const Method* method = nullptr;
    TypeBindings bindings;
    std::vector<const Method*> ambiguous;  // when no single method is most specific
  };

  std::vector<std::unique_ptr<Method>> methods;
  uint64_t version = 0;  // changes whenever a method is added: call-site caches check it

  // Adds a method; one with an equal signature replaces the old one, as in Julia.
  Method* add(Universe& u, std::unique_ptr<Method> m);
  // The applicable method for these argument types (callee first), cached by the types.
  const Lookup& lookup(Universe& u, std::span<const JType* const> argTypes);

 private:
  std::unordered_map<std::string, Lookup> cache_;
};

bool moreSpecific(Universe& u, const Method& a, const Method& b);

}  // namespace juxla::compiler
