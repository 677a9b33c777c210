// The evaluator: runs Julia programs on the host (DESIGN decisions 5 and 7). Method bodies are
// lowered once into trees of Code nodes with resolved slots, and calls dispatch through
// per-call-site caches, so scalar loops run at interpreter speed without re-resolving names.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <set>
#include <unordered_map>
#include <vector>

#include "compiler/errors.h"
#include "compiler/method.h"
#include "compiler/module.h"
#include "compiler/universe.h"
#include "frontend/ast.h"
#include "support/diagnostics.h"

namespace juxla::compiler {

class Code;
struct Lambda;
class Stager;

// Arguments of one call, callee first; small calls keep their values inline (left uninitialized
// until pushed: a call must not pay for zeroing storage it does not use).
class ArgList {
 public:
  ArgList() = default;
  ArgList(const ArgList&) = delete;
  ~ArgList() { destroyInline(); }
  size_t size() const { return size_; }
  Value& operator[](size_t i) { return i < kInline ? slot(i) : heap_[i - kInline]; }
  const Value& operator[](size_t i) const { return i < kInline ? slot(i) : heap_[i - kInline]; }
  [[gnu::always_inline]] void push(Value&& v) {
    if (size_ < kInline) new (&slot(size_)) Value(std::move(v));
    else heap_.push_back(std::move(v));
    ++size_;
  }
  [[gnu::always_inline]] void push(const Value& v) {
    if (size_ < kInline) new (&slot(size_)) Value(v);
    else heap_.push_back(v);
    ++size_;
  }
  void clear() {
    destroyInline();
    heap_.clear();
    size_ = 0;
  }

 private:
  static constexpr size_t kInline = 6;
  Value& slot(size_t i) { return reinterpret_cast<Value*>(inline_)[i]; }
  const Value& slot(size_t i) const { return reinterpret_cast<const Value*>(inline_)[i]; }
  void destroyInline() {
    for (size_t i = 0; i < size_ && i < kInline; ++i) slot(i).~Value();
  }
  alignas(Value) unsigned char inline_[kInline * sizeof(Value)];
  std::vector<Value> heap_;
  size_t size_ = 0;
};

struct CallArgs {
  ArgList args;  // args[0] is the callee
  std::vector<std::pair<const SymbolName*, Value>> keywords;
  frontend::SourceSpan span;  // the call site
  const TypeBindings* sparams = nullptr;  // the method's static parameters (builtins rarely need them)
  const Method* method = nullptr;         // the method being invoked
  Module* callerModule = nullptr;         // the module whose code made the call (include, eval-like builtins)
  size_t size() const { return args.size(); }
  Value& operator[](size_t i) { return args[i]; }
};

// Staged: some staged paths left by return/break/continue (their flags live in the staging session);
// the rest of the enclosing blocks runs only on the paths that did not.
enum class Flow : uint8_t { Normal, Break, Continue, Return, Staged };

struct Frame {
  std::vector<Value> slots;
  const Lambda* lambda = nullptr;
  Flow flow = Flow::Normal;
  Value returned;
  Module* module = nullptr;
};

class Evaluator {
 public:
  struct Options {
    std::ostream* out = nullptr;     // println and friends; std::cout when null
    std::ostream* err = nullptr;     // @info, @warn and stderr; std::cerr when null
    size_t maxCallDepth = 20000;     // deeper recursion is a StackOverflowError
    uint64_t fuel = 0;               // when > 0, steps allowed before an error (fuzzing)
    bool allowFiles = true;          // include, read_npy, write_npy
    size_t maxAllocationBytes = size_t(1) << 36;  // one array or string larger is an OutOfMemoryError
    std::vector<std::string> args;   // ARGS: the script's command-line arguments
  };

  Evaluator(SourceManager& sources, DiagnosticEngine& diag);
  Evaluator(SourceManager& sources, DiagnosticEngine& diag, Options options);
  ~Evaluator();

  // Script mode: runs the file's top-level statements in order in Main. Errors are reported to the
  // diagnostics engine as `file:line:col: error: ...` with the call chain; returns false then.
  bool runFile(uint32_t fileId);
  bool runSource(const std::string& name, const std::string& text);
  // Loads a prelude file into Base; false (with diagnostics) if it fails.
  bool runPrelude(uint32_t fileId);
  bool isPreludeFile(uint32_t fileId) const { return preludeFiles_.count(fileId) != 0; }
  void markPreludeFile(uint32_t fileId) { preludeFiles_.insert(fileId); }
  // Parses and runs a file's statements in `m`: `include`. Julia errors propagate.
  Value evalFile(uint32_t fileId, Module* m);

  Universe& universe() { return universe_; }
  const CoreTypes& core() const { return universe_.core(); }
  Module* mainModule() { return main_; }
  Module* baseModule() { return base_; }
  std::ostream& out() { return *out_; }
  std::ostream& err() { return *err_; }
  const Options& options() const { return options_; }
  SourceManager& sources() { return sources_; }

  // Calls `f(args...)` with dispatch; args[0] must be the callee.
  Value call(CallArgs& call);
  Value callFunction(const Value& f, std::initializer_list<Value> args, frontend::SourceSpan span = {});
  // Invokes a method found by dispatch.
  Value invoke(const Method& m, const TypeBindings& bindings, CallArgs& call);

  // The method table that calls of `callee` dispatch in.
  MethodTable* methodTableOf(const Value& callee) {
    const DataType* t = callee.type();
    return t->isKindType ? typeTableOf(callee) : t->name->methods;
  }
  MethodTable* typeTableOf(const Value& type);  // calls of a type: its family's constructors
  // A generic function named `name` in module `m`, created on first definition.
  Value genericFunction(Module* m, const SymbolName* name);
  // Adds a C++ method: `argTypes` excludes the callee; `varargTail` makes the last one repeat.
  // Builtins refuse keyword arguments unless the returned method's hasKeywordSplat is set.
  Method* defineBuiltin(Module* m, std::string_view name, std::vector<const JType*> argTypes, BuiltinFn fn,
                        bool varargTail = false);

  // Lowers a method's body on first call.
  const Lambda& lambdaOf(const Method& m);
  // The method table of a type family (constructors and calls of its instances).
  MethodTable* tableFor(TypeName* tn);
  // A function of Base by name (convert, iterate, show, ...); raises UndefVarError if missing.
  const Value& baseFunction(std::string_view name);
  // A type defined in Base by name (IOBuffer, Generator, ...), for builtins that make instances.
  const DataType* baseType(std::string_view name);
  Module* newModule(const SymbolName* name, Module* parent);
  // A module visible from `from` by name: its own submodules, Main's, or a package juxla provides.
  Module* findModule(const SymbolName* name, Module* from);
  // Lowers and runs one top-level statement in module `m`.
  Value runStatement(const frontend::Node* stmt, Module* m);

  [[noreturn]] void raise(std::string typeName, std::string message, frontend::SourceSpan where = {});
  std::string showValue(const Value& v);  // as `show` prints it (repr)
  std::string printValue(const Value& v);  // as `print` prints it

  // Builtins that allocate call this first: a request past Options::maxAllocationBytes is an
  // OutOfMemoryError at `span`, not a crash.
  void checkAllocation(double bytes, frontend::SourceSpan span);
  // Steps and depth, checked by calls and loops.
  void tick(frontend::SourceSpan span);
  size_t depth = 0;
  uint64_t closureCount = 0;
  // Staging (src/staging): set by the tools when a device is chosen; null runs everything on the host.
  Stager* stager = nullptr;
  // What @code_hlo asks to stage a call without running it (set in every mode by the tools).
  Stager* inspector = nullptr;  // names anonymous functions #1, #2, ... as Julia does

 private:
  friend class Lowering;
  void bootstrap();
  void runToplevel(frontend::Node* stmt, Module* m);
  void report(const JuliaError& e);
  std::string callSignature(CallArgs& call);
  std::string describeMethod(const Method& m);
  JuliaError unsupportedKeyword(const Method& m, CallArgs& call);

  SourceManager& sources_;
  DiagnosticEngine& diag_;
  Options options_;
  std::ostream* out_;
  std::ostream* err_;
  Universe universe_;
  std::vector<std::unique_ptr<Module>> modules_;
  Module* core_ = nullptr;
  Module* base_ = nullptr;
  Module* main_ = nullptr;
  std::vector<std::unique_ptr<frontend::AstArena>> arenas_;  // ASTs live as long as their methods
  std::vector<std::unique_ptr<MethodTable>> tables_;
  std::vector<std::shared_ptr<Lambda>> toplevelLambdas_;    // statements' code (closures' methods point in)
  std::unordered_map<std::string, Value> baseFunctions_;
  uint64_t steps_ = 0;
  // Int64 and Float64 arithmetic and comparison without dispatch, while Base's builtin methods
  // for them are still the ones a call would pick (a program may add methods to +).
  struct ScalarOp {
    const DataType* function = nullptr;
    BuiltinFn intBuiltin = nullptr, floatBuiltin = nullptr, mixedBuiltin = nullptr;
    uint64_t checkedVersion = ~uint64_t(0);
    bool intOk = false, floatOk = false, mixedOk = false;
  };
  ScalarOp scalarOps_[7];
  bool scalarOpsReady_ = false;
  void initScalarOps();
  BuiltinFn builtinFor(const DataType* function, const DataType* a, const DataType* b);

 public:
  // f(a, b) for +, -, *, /, <, <=, == on two Int64 or two Float64: the value, or undefined when the
  // call must be dispatched.
  Value scalarArithmetic(const Value& f, const Value& a, const Value& b);

 private:
  std::set<uint32_t> preludeFiles_;  // errors are reported at the user's code, not inside these
};

}  // namespace juxla::compiler
