// Lowering: Julia ASTs become Code trees. Scope analysis follows Julia's rules (hard scopes for
// functions, let and comprehensions; soft scopes for loops; `local`/`global`; closures capture
// variables, and a captured variable that is reassigned lives in a Box). Then each construct is
// spelled with a few node kinds; most operators become calls of Base functions.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "compiler/code.h"

namespace juxla::compiler {

using frontend::K;
using frontend::Node;

struct FunctionInfo;
struct Scope;
struct SignatureSpec;
class ScopeBuilder;

// One variable of one scope.
struct Var {
  const SymbolName* name = nullptr;
  Scope* owner = nullptr;
  FunctionInfo* func = nullptr;  // whose frame holds it
  int slot = -1;
  int assignments = 0;              // assignment sites, lexically
  bool assignedInNestedLoop = false;  // an assignment inside a loop within the owner scope
  bool assignedElsewhere = false;   // assigned by a closure
  bool captured = false;
  bool isArgument = false;
  bool isStaticParam = false;       // a `where` variable: a constant of the method instance
  uint32_t firstAssignment = UINT32_MAX;  // source offset where the first assignment ends
  uint32_t firstCapture = UINT32_MAX;     // source offset of the first closure that captures it
  // Boxed when a closure could see it change: reassigned, assigned by a closure or in a loop, or
  // captured before it is assigned.
  bool boxed() const {
    if (!captured) return false;
    if (isArgument) return assignments > 0 || assignedElsewhere;  // bound at entry: any reassignment shows
    return assignedElsewhere || assignments > 1 || assignedInNestedLoop || firstCapture < firstAssignment;
  }
};

enum class ScopeKind { Toplevel, Function, Hard, Soft };

struct Scope {
  ScopeKind kind;
  Scope* parent = nullptr;
  FunctionInfo* func = nullptr;
  const Node* node = nullptr;
  bool isLoopBody = false;
  std::map<const SymbolName*, Var*> vars;
  std::set<const SymbolName*> globals;
  std::vector<const SymbolName*> assigned;  // in source order, first assignment first
  std::vector<const SymbolName*> explicitLocals;
  std::vector<const SymbolName*> params;  // the function's parameters (a function scope's own)
};

// A function being lowered: the method itself or a closure inside it.
struct FunctionInfo {
  const Node* node = nullptr;  // function/-> node, or the comprehension/generator
  FunctionInfo* parent = nullptr;
  Scope* scope = nullptr;
  std::vector<Var*> captures;  // fields of the closure, in order
  int numSlots = 0;
  std::vector<const SymbolName*> slotNames;
  const DataType* closureType = nullptr;  // for closures: made when the outer method is lowered
  std::shared_ptr<Lambda> lambda;
  int addSlot(const SymbolName* name) {
    slotNames.push_back(name);
    return numSlots++;
  }
  size_t captureIndex(Var* v) {
    for (size_t i = 0; i < captures.size(); ++i)
      if (captures[i] == v) return i;
    captures.push_back(v);
    return captures.size() - 1;
  }
};

class Lowering {
 public:
  Lowering(Evaluator& ev, Module* module);
  ~Lowering();

  // A top-level statement as a thunk: its local variables (of loops, lets) are slots.
  std::shared_ptr<Lambda> lowerToplevel(const Node* stmt);
  // The body of a Julia method, binding its arguments, keywords and `where` variables.
  std::shared_ptr<Lambda> lowerMethod(const Method& m);
  // A type expression of a signature, with names bound (type variables) and evaluated.
  Value evalType(const Node* expr, const std::map<const SymbolName*, Value>& names);

  Evaluator& ev;
  Module* module;

  // ---- used by the code generators (lower_*.cpp) ----
  Lambda* lambda = nullptr;         // the lambda being generated
  FunctionInfo* func = nullptr;     // whose body is being generated
  std::map<const Node*, Scope*> scopeOf;       // scope-introducing nodes
  std::map<const Node*, Var*> varOfNode;       // identifier leaves resolved to locals
  std::map<const Node*, FunctionInfo*> functions;  // lambdas, local functions, comprehensions
  // Local functions with several methods: the closure type and merged captures per variable.
  std::map<Var*, const DataType*> localFunctionTypes_;
  std::map<Var*, std::vector<Var*>> localFunctionCaptures_;
  std::map<const SymbolName*, Value> typeNames;    // names bound while evaluating types

  [[noreturn]] void error(const Node* at, const std::string& message);
  const Code* expr(const Node* n);
  const Code* stmt(const Node* n) { return expr(n); }
  const Code* block(const Node* n);                 // a `block` (or one expression)
  const Code* assign(const Node* lhs, const Code* value, const Node* at);
  const Code* read(const Node* identifier);
  const Code* call(const Node* n);                  // call / dotcall / juxtapose forms
  const Code* dotcall(const Node* n);
  const Code* indexArgument(const Node* index, std::vector<bool>& splat);
  const Code* withSplats(const Code* call, std::vector<bool> splat);
  const Code* callBase(const char* fn, std::vector<const Code*> args, const Node* at);
  const Code* callValue(const Code* callee, std::vector<const Code*> args, const Node* at);
  const Code* literal(Value v, const Node* at);
  const Code* baseRef(const char* name, const Node* at);
  const Code* closure(const Node* lambdaNode);      // `->`, local `function`, do-blocks, generators
  const Code* loopFor(const Node* n);
  const Code* loopWhile(const Node* n);
  const Code* macro(const Node* n);
  const Code* stringLiteral(const Node* n);
  const Code* arrayLiteral(const Node* n);
  const Code* comprehension(const Node* n);
  const Code* generator(const Node* n);
  const Code* let(const Node* n);
  const Code* assignVar(Var* v, const Code* value, const Node* at);
  const Code* destructureByName(const Node* target, Scope* s, const Code* value, const Node* at);
  const Code* scopeEntry(Scope* s, const std::set<int>& skip = {});  // boxes for the scope's boxed variables
  std::vector<int> scopeLocals(Scope* s);           // slots cleared at each loop iteration
  std::vector<const Code*> callArgs(std::span<Node* const> args, Call* into);
  const Code* forwardWithDefault(const SignatureSpec& sig, const std::vector<int>& paramSlots, frontend::SourceSpan span);
  const Code* updateAssign(const Node* n);          // x += v, a[i] -= v, x .= v, x .+= v
  const Code* toplevelOnly(const Node* n);          // definitions: only at top level
  Module* moduleOf(const Node* n);                  // the module an expression names, if any
  int tempSlot(const char* name) { return func->addSlot(intern(name)); }

  // `end` and `begin` inside a[...]: the array (in a temporary) and which index this is.
  struct EndContext {
    const Code* array;
    int64_t dim;
    int64_t numIndices;
  };
  std::vector<EndContext> endStack_;
  bool dotify_ = false;  // inside @. : calls and assignments broadcast
  bool views_ = false;   // inside @views: a[i...] with a non-scalar index is a view
  const Method* method_ = nullptr;  // the method whose body is lowered (for `new` and defaults)

 private:
  friend struct ScopeAnalysis;
  std::vector<std::unique_ptr<Scope>> scopes_;
  std::vector<std::unique_ptr<FunctionInfo>> funcs_;
  std::vector<std::unique_ptr<Var>> vars_;
  friend class ScopeBuilder;
  Scope* newScope(ScopeKind kind, Scope* parent, FunctionInfo* f, const Node* node);
  FunctionInfo* newFunction(const Node* node, FunctionInfo* parent);
  Var* newVar(const SymbolName* name, Scope* owner);
  void analyze(const Node* root, FunctionInfo* f, Scope* scope, const Method* method);
  void warnSoftScope(const ScopeBuilder& b, Scope* s, const SymbolName* name);
  std::shared_ptr<Lambda> generate(FunctionInfo* f, const Node* body, const Method* method);
  void makeClosureTypes(FunctionInfo* f);
};

// A function definition's signature, as written: parameters, keywords, `where` variables.
struct ParamSpec {
  const Node* node = nullptr;
  const SymbolName* name = nullptr;  // nullptr for `::T`
  const Node* type = nullptr;        // nullptr: Any
  const Node* defaultValue = nullptr;
  const Node* destructure = nullptr;  // f((a, b)) = ...: the tuple the argument is unpacked into
  bool vararg = false;
};
struct SignatureSpec {
  const Node* callee = nullptr;      // f, Base.f, (m::Dense), or nullptr for anonymous functions
  std::vector<ParamSpec> params;
  std::vector<KeywordParam> keywords;
  const SymbolName* keywordSplat = nullptr;
  std::vector<const Node*> whereVars;  // T, T<:Real, ... (outermost first)
  const Node* returnType = nullptr;
};
// Reads `function f(x::T, y = 1; k = 2) where {T} ... end`, `f(x) = ...`, `(x, y) -> ...` and do-blocks.
SignatureSpec readSignature(Lowering& l, const Node* def);

// Helpers shared by the lowering files.
const SymbolName* identifierName(const Node* n);  // nullptr if not an identifier
const Node* unwrapParens(const Node* n);

}  // namespace juxla::compiler
