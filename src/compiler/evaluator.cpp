#include "compiler/evaluator.h"

#include <pthread.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <sstream>

#include "compiler/builtins.h"
#include "compiler/code.h"
#include "compiler/desugar.h"
#include "compiler/lower.h"
#include "compiler/lower_testing.h"
#include "compiler/objects.h"
#include "compiler/staged.h"
#include "frontend/parser.h"

namespace juxla::compiler {

Evaluator::Evaluator(SourceManager& sources, DiagnosticEngine& diag) : Evaluator(sources, diag, Options()) {}

Evaluator::Evaluator(SourceManager& sources, DiagnosticEngine& diag, Options options)
    : sources_(sources), diag_(diag), options_(options), out_(options.out ? options.out : &std::cout),
      err_(options.err ? options.err : &std::cerr) {
  bootstrap();
}

Evaluator::~Evaluator() = default;

Module* Evaluator::newModule(const SymbolName* name, Module* parent) {
  modules_.push_back(std::make_unique<Module>(name, parent));
  Module* m = modules_.back().get();
  if (base_ && m != base_) m->use(base_);
  if (parent) {
    Binding* b = parent->binding(name);
    b->value = Value::pointer(core().Module, m);
    b->isConst = true;
  }
  // Every module sees its own name (M.f inside module M).
  Binding* self = m->binding(name);
  self->value = Value::pointer(core().Module, m);
  self->isConst = true;
  return m;
}

void Evaluator::bootstrap() {
  base_ = newModule(intern("Base"), nullptr);
  main_ = newModule(intern("Main"), nullptr);
  Binding* mainSelf = main_->binding(intern("Main"));
  mainSelf->value = Value::pointer(core().Module, main_);
  Binding* baseInMain = base_->binding(intern("Base"));
  baseInMain->value = Value::pointer(core().Module, base_);
  baseInMain->exported = true;
  for (const char* name : {"Core", "LinearAlgebra", "Statistics", "Random", "Printf", "Test"}) {
    Module* m = newModule(intern(name), base_);
    base_->findOwn(intern(name))->exported = false;
    (void)m;
  }
  universe_.mainModule = main_;
  universe_.baseModule = base_;
  registerBuiltins(*this);
  loadPrelude(*this);
  initScalarOps();
}

static const char* const kScalarOpNames[7] = {"+", "-", "*", "/", "<", "<=", "=="};

BuiltinFn Evaluator::builtinFor(const DataType* function, const DataType* a, const DataType* b) {
  const JType* types[3] = {function, a, b};
  const MethodTable::Lookup& found = function->name->methods->lookup(universe_, types);
  return found.method ? found.method->builtin : nullptr;
}

void Evaluator::initScalarOps() {
  const DataType *i64 = core().Int64, *f64 = core().Float64;
  for (int i = 0; i < 7; ++i) {
    ScalarOp& op = scalarOps_[i];
    op.function = baseFunction(kScalarOpNames[i]).type();
    op.intBuiltin = builtinFor(op.function, i64, i64);
    op.floatBuiltin = builtinFor(op.function, f64, f64);
    op.mixedBuiltin = builtinFor(op.function, f64, i64);
  }
  scalarOpsReady_ = true;
}

Value Evaluator::scalarArithmetic(const Value& f, const Value& a, const Value& b) {
  const DataType *ta = a.type(), *tb = b.type();
  const DataType *i64 = core().Int64, *f64 = core().Float64;
  if (!scalarOpsReady_ || (ta != i64 && ta != f64) || (tb != i64 && tb != f64)) return Value();
  if (a.isObject() || b.isObject()) return Value();  // staged numbers
  const DataType* ft = f.type();
  int i = 0;
  while (i < 7 && scalarOps_[i].function != ft) ++i;
  if (i == 7) return Value();
  ScalarOp& op = scalarOps_[i];
  if (op.checkedVersion != ft->name->methods->version) {
    op.intOk = op.intBuiltin && builtinFor(ft, i64, i64) == op.intBuiltin;
    op.floatOk = op.floatBuiltin && builtinFor(ft, f64, f64) == op.floatBuiltin;
    op.mixedOk = op.mixedBuiltin && builtinFor(ft, f64, i64) == op.mixedBuiltin && builtinFor(ft, i64, f64) == op.mixedBuiltin;
    op.checkedVersion = ft->name->methods->version;
  }
  if (ta == i64 && tb == i64) {
    if (!op.intOk) return Value();
    uint64_t x = uint64_t(a.asInt()), y = uint64_t(b.asInt());  // two's complement wrap-around, as Julia
    switch (i) {
      case 0: return universe_.int64(int64_t(x + y));
      case 1: return universe_.int64(int64_t(x - y));
      case 2: return universe_.int64(int64_t(x * y));
      case 3: return universe_.float64(double(a.asInt()) / double(b.asInt()));
      case 4: return universe_.boolean(a.asInt() < b.asInt());
      case 5: return universe_.boolean(a.asInt() <= b.asInt());
      default: return universe_.boolean(a.asInt() == b.asInt());
    }
  }
  // Int64 with Float64 promotes the integer to Float64 for arithmetic; Julia compares them exactly,
  // so mixed comparisons take the dispatched path.
  if (ta != tb && (i >= 4 || !op.mixedOk)) return Value();
  if (ta == tb && !op.floatOk) return Value();
  double x = ta == f64 ? a.asFloat64() : double(a.asInt());
  double y = tb == f64 ? b.asFloat64() : double(b.asInt());
  switch (i) {
    case 0: return universe_.float64(x + y);
    case 1: return universe_.float64(x - y);
    case 2: return universe_.float64(x * y);
    case 3: return universe_.float64(x / y);
    case 4: return universe_.boolean(x < y);
    case 5: return universe_.boolean(x <= y);
    default: return universe_.boolean(x == y);
  }
}

Module* Evaluator::findModule(const SymbolName* name, Module* from) {
  for (Module* m = from; m; m = m->parent) {
    Binding* b = m->resolve(name);
    if (b && b->value.defined() && b->value.type() == core().Module)
      return static_cast<Module*>(const_cast<void*>(b->value.rawPointer()));
  }
  for (Module* m : {main_, base_}) {
    Binding* b = m->findOwn(name);
    if (b && b->value.defined() && b->value.type() == core().Module)
      return static_cast<Module*>(const_cast<void*>(b->value.rawPointer()));
  }
  return nullptr;
}

MethodTable* Evaluator::tableFor(TypeName* tn) {
  if (!tn->methods) {
    tables_.push_back(std::make_unique<MethodTable>());
    tn->methods = tables_.back().get();
  }
  return tn->methods;
}

MethodTable* Evaluator::typeTableOf(const Value& callee) {
  const DataType* t = callee.type();
  if (t != core().DataTypeKind && t != core().UnionAllKind) return nullptr;
  const JType* ty = callee.asType();
  while (ty->kind == TypeKind::UnionAll) ty = static_cast<const UnionAll*>(ty)->body;
  if (ty->isData()) return tableFor(static_cast<const DataType*>(ty)->name);
  return nullptr;
}

Value Evaluator::genericFunction(Module* m, const SymbolName* name) {
  Binding* b = m->binding(name);
  if (b->value.defined() && b->value.type()->name->isSingletonFunction) return b->value;
  TypeName* tn = universe_.newTypeName(name, m, {});
  tn->isSingletonFunction = true;
  universe_.defineTypeName(tn, core().Function, {}, {});
  tableFor(tn);
  b->value = Value::bits(static_cast<const DataType*>(tn->wrapper), 0);
  b->isConst = true;
  if (m == base_) b->exported = true;
  return b->value;
}

// The type variables `t` uses that no UnionAll inside it binds, in order of first use.
static void collectFreeVars(const JType* t, std::vector<const TypeVar*>& out, std::vector<const TypeVar*> bound = {}) {
  switch (t->kind) {
    case TypeKind::Var: {
      auto* v = static_cast<const TypeVar*>(t);
      if (std::find(bound.begin(), bound.end(), v) == bound.end() && std::find(out.begin(), out.end(), v) == out.end())
        out.push_back(v);
      return;
    }
    case TypeKind::UnionAll: {
      auto* ua = static_cast<const UnionAll*>(t);
      bound.push_back(ua->var);
      collectFreeVars(ua->body, out, bound);
      return;
    }
    case TypeKind::Union:
      for (const JType* m : static_cast<const UnionType*>(t)->members) collectFreeVars(m, out, bound);
      return;
    case TypeKind::Vararg: collectFreeVars(static_cast<const VarargType*>(t)->element, out, bound); return;
    case TypeKind::Data:
      for (const Value& p : static_cast<const DataType*>(t)->params)
        if (p.type()->isKindType) collectFreeVars(p.asType(), out, bound);
      return;
  }
}

Method* Evaluator::defineBuiltin(Module* m, std::string_view name, std::vector<const JType*> argTypes, BuiltinFn fn,
                                 bool varargTail) {
  Value f = genericFunction(m, intern(name));
  std::vector<const JType*> elems{f.type()};
  for (size_t i = 0; i < argTypes.size(); ++i) {
    bool last = i + 1 == argTypes.size();
    elems.push_back(last && varargTail ? universe_.varargOf(argTypes[i]) : argTypes[i]);
  }
  // Type variables written into the argument types (Type{T}) become the method's `where` variables.
  std::vector<const TypeVar*> vars;
  for (const JType* t : elems) collectFreeVars(t, vars);
  const JType* signature = universe_.tupleOf(elems);
  for (size_t i = vars.size(); i-- > 0;) signature = universe_.unionAll(vars[i], signature);
  auto method = std::make_unique<Method>();
  method->name = intern(name);
  method->signature = signature;
  method->sparams = vars;
  method->numArgs = argTypes.size() + 1;
  method->isVararg = varargTail;
  method->builtin = fn;
  method->module = m;
  return f.type()->name->methods->add(universe_, std::move(method));
}

const Value& Evaluator::baseFunction(std::string_view name) {
  auto it = baseFunctions_.find(std::string(name));
  if (it != baseFunctions_.end()) return it->second;
  Binding* b = base_->findOwn(intern(name));
  if (!b || !b->value.defined()) raise("UndefVarError", "`" + std::string(name) + "` not defined in `Base`");
  return baseFunctions_.emplace(std::string(name), b->value).first->second;
}

const DataType* Evaluator::baseType(std::string_view name) {
  Binding* b = base_->findOwn(intern(name));
  if (!b || !b->value.defined() || b->value.type() != core().DataTypeKind)
    raise("UndefVarError", "`" + std::string(name) + "` is not a type of `Base`");
  return static_cast<const DataType*>(b->value.asType());
}

void Evaluator::raise(std::string typeName, std::string message, frontend::SourceSpan where) {
  throw JuliaError(std::move(typeName), std::move(message), where);
}

void Evaluator::checkAllocation(double bytes, frontend::SourceSpan span) {
  if (bytes > double(options_.maxAllocationBytes))
    raise("OutOfMemoryError", "cannot allocate " + std::to_string(uint64_t(bytes)) + " bytes (the limit is " +
                                  std::to_string(options_.maxAllocationBytes) + ")", span);
}

void Evaluator::tick(frontend::SourceSpan span) {
  ++steps_;
  if (options_.fuel && steps_ > options_.fuel) raise("FuelExhausted", "the program ran out of its step budget", span);
}

const Lambda& Evaluator::lambdaOf(const Method& m) {
  if (!m.lambda) {
    Lowering l(*this, m.module);
    l.method_ = &m;
    const_cast<Method&>(m).lambda = l.lowerMethod(m);
  }
  return *m.lambda;
}

static std::string functionName(Evaluator& ev, const Value& f) {
  const DataType* t = f.type();
  if (t == ev.core().DataTypeKind || t == ev.core().UnionAllKind) return ev.universe().show(f.asType());
  if (t->name->isSingletonFunction) return std::string(t->name->name->view());
  return "(::" + ev.universe().show(t) + ")";
}

// The signature of a call as MethodError prints it: f(::Int64, ::String; k::Float64).
std::string Evaluator::callSignature(CallArgs& call) {
  std::string signature = functionName(*this, call[0]) + "(";
  for (size_t i = 1; i < call.size(); ++i) signature += (i > 1 ? ", " : "") + std::string("::") + universe_.show(universe_.dispatchType(call[i]));
  if (!call.keywords.empty()) {
    signature += "; ";
    for (size_t i = 0; i < call.keywords.size(); ++i)
      signature += (i ? ", " : "") + std::string(call.keywords[i].first->view()) + "::" + universe_.show(call.keywords[i].second.type());
  }
  return signature + ")";
}

// A method as a MethodError candidate: f(::Int64, ::Any; scale).
std::string Evaluator::describeMethod(const Method& m) {
  std::string s = std::string(m.name ? m.name->view() : "?") + "(";
  const DataType* sig = signatureBody(m.signature);
  for (size_t i = 1; i < sig->params.size(); ++i) s += (i > 1 ? ", " : "") + std::string("::") + universe_.showParam(sig->params[i]);
  for (size_t k = 0; k < m.keywords.size(); ++k) s += (k ? ", " : "; ") + std::string(m.keywords[k].name->view());
  return s + ")";
}

// Julia: `no method matching f(::Int64; factor::Int64)` with the method that lacks the keyword as the candidate.
JuliaError Evaluator::unsupportedKeyword(const Method& m, CallArgs& call) {
  JuliaError e("MethodError", "no method matching " + callSignature(call), call.span);
  e.notes.push_back({frontend::SourceSpan{m.loc.file, m.loc.offset, m.loc.offset}, "candidate: " + describeMethod(m)});
  return e;
}

Value Evaluator::call(CallArgs& call) {
  MethodTable* table = methodTableOf(call[0]);
  if (!table) raise("MethodError", "objects of type " + universe_.show(call[0].type()) + " are not callable", call.span);
  std::vector<const JType*> types;
  for (size_t i = 0; i < call.size(); ++i) types.push_back(universe_.dispatchType(call[i]));
  const MethodTable::Lookup& found = table->lookup(universe_, types);
  if (found.method) return invoke(*found.method, found.bindings, call);

  std::string signature = callSignature(call);
  JuliaError e("MethodError", "", call.span);
  if (!found.ambiguous.empty()) {
    e.message = signature + " is ambiguous.";
    for (const Method* m : found.ambiguous)
      e.notes.push_back({frontend::SourceSpan{m->loc.file, m->loc.offset, m->loc.offset}, "candidate: " + describeMethod(*m)});
    // Julia suggests the candidates' common signature: at each position the narrowest of their
    // parameter types when one is below all the others, else the argument's type.
    std::string fix = functionName(*this, call[0]) + "(";
    for (size_t i = 1; i < call.size(); ++i) {
      const JType* narrowest = nullptr;
      for (const Method* m : found.ambiguous) {
        const DataType* sig = signatureBody(m->signature);
        if (i >= sig->params.size() || sig->params[i].asType()->kind == TypeKind::Vararg) continue;
        const JType* p = sig->params[i].asType();
        if (!narrowest || isSubtype(universe_, p, narrowest)) narrowest = p;
      }
      bool belowAll = narrowest && narrowest->kind != TypeKind::Var;
      for (const Method* m : found.ambiguous) {
        const DataType* sig = signatureBody(m->signature);
        if (belowAll && i < sig->params.size() && sig->params[i].asType()->kind != TypeKind::Vararg)
          belowAll = isSubtype(universe_, narrowest, sig->params[i].asType());
      }
      fix += (i > 1 ? ", " : "") + std::string("::") + universe_.show(belowAll ? narrowest : types[i]);
    }
    e.advice = "Possible fix, define " + fix + ")";
  } else if (table->methods.empty() && isTypeValue(*this, call[0])) {
    // errorshow.jl: a type with no methods at all, e.g. an abstract type.
    e.message = "no constructors have been defined for " + universe_.show(call[0].asType());
  } else if (!isTypeValue(*this, call[0]) && !isSubtype(universe_, call[0].type(), core().Function) &&
             std::none_of(table->methods.begin(), table->methods.end(), [&](const auto& m) {
               return isSubtype(universe_, call[0].type(), signatureBody(m->signature)->params[0].asType());
             })) {
    // A value whose type has no call methods (the table also holds the type's constructors).
    e.message = "objects of type " + universe_.show(call[0].type()) + " are not callable";
  } else {
    e.message = "no method matching " + signature;
    size_t shown = 0;
    for (const auto& m : table->methods) {
      if (shown++ == 4) break;
      e.notes.push_back({frontend::SourceSpan{m->loc.file, m->loc.offset, m->loc.offset}, "candidate: " + describeMethod(*m)});
    }
  }
  throw e;
}

Value Evaluator::callFunction(const Value& f, std::initializer_list<Value> args, frontend::SourceSpan span) {
  CallArgs c;
  c.span = span;
  c.args.push(f);
  for (const Value& a : args) c.args.push(a);
  return call(c);
}

namespace {
struct DepthGuard {
  size_t& depth;
  explicit DepthGuard(size_t& d) : depth(d) { ++depth; }
  ~DepthGuard() { --depth; }
};
}  // namespace

Value Evaluator::invoke(const Method& m, const TypeBindings& bindings, CallArgs& call) {
  call.method = &m;
  call.sparams = &bindings;
  if (stager) {
    Value staged;
    if (stager->active() ? stager->interceptCall(*this, m, bindings, call, staged)
                         : stager->stageHostCall(*this, m, bindings, call, staged))
      return staged;
  }
  if (m.builtin) {
    if (!call.keywords.empty() && !m.acceptsKeywords())
      raise("MethodError", functionName(*this, call[0]) + " got unsupported keyword argument \"" +
                               std::string(call.keywords[0].first->view()) + "\"", call.span);
    try {
      return m.builtin(*this, call);
    } catch (JuliaError& e) {
      if (e.trace.empty() && call.span.file) e.trace.push_back(call.span);  // raised without a location
      throw;
    }
  }
  DepthGuard guard(depth);
  if (options_.fuel) tick(call.span);
  if (depth > options_.maxCallDepth)
    raise("StackOverflowError", "calls nested deeper than " + std::to_string(options_.maxCallDepth) +
                                    " (runaway recursion?); recursion is fine, but it must end", call.span);
  const Lambda& lam = lambdaOf(m);
  Frame f;
  f.slots.resize(lam.numSlots);
  f.lambda = &lam;
  f.module = m.module;
  size_t fixed = m.isVararg ? m.numArgs - 1 : m.numArgs;
  for (size_t i = 0; i < fixed && i < call.size(); ++i)
    if (lam.argSlots[i] >= 0) f.slots[size_t(lam.argSlots[i])] = call[i];
  if (m.isVararg) {
    std::vector<Value> rest;
    for (size_t i = fixed; i < call.size(); ++i) rest.push_back(call[i]);
    std::vector<const JType*> types;
    for (const Value& v : rest) types.push_back(v.type());
    if (lam.argSlots[fixed] >= 0)
      f.slots[size_t(lam.argSlots[fixed])] = Value::object(universe_.tupleOf(types), new TupleObject(std::move(rest)));
  }
  for (size_t i = 0; i < m.sparams.size() && i < lam.sparamSlots.size(); ++i) {
    auto it = bindings.find(m.sparams[i]);
    if (it != bindings.end()) f.slots[size_t(lam.sparamSlots[i])] = it->second;
  }
  // Keyword arguments: named parameters, then the `kw...` splat, then defaults.
  if (!call.keywords.empty() || !m.keywords.empty() || m.hasKeywordSplat) {
    std::vector<bool> given(m.keywords.size(), false);
    std::vector<Value> extraNames, extraValues;
    for (auto& [name, value] : call.keywords) {
      size_t k = 0;
      while (k < m.keywords.size() && m.keywords[k].name != name) ++k;
      if (k < m.keywords.size()) {
        f.slots[size_t(lam.keywordSlots[k])] = value;
        given[k] = true;
      } else if (m.hasKeywordSplat) {
        extraNames.push_back(universe_.symbol(name->view()));
        extraValues.push_back(value);
      } else {
        throw unsupportedKeyword(m, call);
      }
    }
    // kw... is a Base.Pairs over the NamedTuple of the other keywords, as in Julia.
    if (m.hasKeywordSplat)
      f.slots[size_t(lam.keywordSplatSlot)] = callFunction(baseFunction("__kwpairs"), {makeNamedTuple(*this, extraNames, extraValues)}, call.span);
    for (size_t k = 0; k < m.keywords.size(); ++k) {
      if (given[k]) continue;
      if (!lam.keywordDefaults[k])
        raise("UndefKeywordError", "keyword argument `" + std::string(m.keywords[k].name->view()) + "` not assigned", call.span);
      f.slots[size_t(lam.keywordSlots[k])] = lam.keywordDefaults[k]->eval(*this, f);
    }
  }
  for (int s : lam.boxedArgSlots) {
    auto* box = new BoxObject();
    box->value = f.slots[size_t(s)];
    f.slots[size_t(s)] = Value::object(core().Any, box);
  }
  Value result;
  try {
    result = lam.body->eval(*this, f);
    if (f.flow == Flow::Return) result = f.returned;
    if (stager && stager->active()) result = stager->finishFunction(*this, f, result);
    if (f.flow == Flow::Break || f.flow == Flow::Continue)
      raise("SyntaxError", "`break` or `continue` outside a loop", call.span);
    if (lam.returnType) {
      Value type = lam.returnType->eval(*this, f);
      if (!isa(universe_, result, type.asType())) result = callFunction(baseFunction("convert"), {type, result}, call.span);
    }
  } catch (JuliaError& e) {
    if (call.span.file) e.trace.push_back(call.span);
    throw;
  }
  return result;
}

Value Evaluator::runStatement(const frontend::Node* stmt, Module* m) {
  Lowering l(*this, m);
  std::shared_ptr<Lambda> lam = l.lowerToplevel(stmt);
  toplevelLambdas_.push_back(lam);
  Frame f;
  f.slots.resize(lam->numSlots);
  f.lambda = lam.get();
  f.module = m;
  Value v = lam->body->eval(*this, f);
  return f.flow == Flow::Return ? f.returned : v;
}

void Evaluator::report(const JuliaError& e) {
  // The user's code is what to point at: an error raised inside the prelude is reported at the
  // innermost call from a user's file, and prelude frames are left out of the call chain.
  std::vector<frontend::SourceSpan> trace;
  for (const frontend::SourceSpan& s : e.trace)
    if (!preludeFiles_.count(s.file)) trace.push_back(s);
  if (trace.empty()) trace = e.trace;
  frontend::SourceSpan where = trace.empty() ? frontend::SourceSpan{} : trace.front();
  // "DomainError with -1.0: ..." reads as Julia prints it; other kinds are "Kind: message".
  std::string headline = e.typeName + (e.message.rfind("with ", 0) == 0 ? " " : ": ") + e.message;
  Diagnostic& d = diag_.error(SourceLoc{where.file, where.begin}, headline);
  // Runaway recursion repeats one call site thousands of times: one note says how often.
  constexpr size_t kMaxCallNotes = 40;
  size_t notes = 0, omitted = 0;
  for (size_t i = 1; i < trace.size();) {
    size_t run = 1;
    while (i + run < trace.size() && trace[i + run].file == trace[i].file && trace[i + run].begin == trace[i].begin) ++run;
    if (notes < kMaxCallNotes) {
      std::string text = run > 1 ? "in the call from here (repeated " + std::to_string(run) + " times)" : "in the call from here";
      d.notes.push_back(Diagnostic{Severity::Note, SourceLoc{trace[i].file, trace[i].begin}, text, {}});
      ++notes;
    } else {
      omitted += run;
    }
    i += run;
  }
  if (omitted) d.notes.push_back(Diagnostic{Severity::Note, {}, std::to_string(omitted) + " more calls are not shown", {}});
  for (const auto& [span, text] : e.notes)
    d.notes.push_back(Diagnostic{Severity::Note, SourceLoc{span.file, span.begin}, text, {}});
  if (!e.advice.empty()) d.notes.push_back(Diagnostic{Severity::Note, {}, e.advice, {}});
}

// Runs `fn` on a thread with a large stack: deep recursion in Julia code is then limited by the
// evaluator's depth count, not by the C++ stack.
static void runWithLargeStack(const std::function<void()>& fn) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, size_t(1) << 30);
  auto* task = new std::function<void()>(fn);
  pthread_t thread;
  auto trampoline = [](void* arg) -> void* {
    auto* f = static_cast<std::function<void()>*>(arg);
    (*f)();
    return nullptr;
  };
  if (pthread_create(&thread, &attr, trampoline, task) != 0) {
    (*task)();  // no thread: run here with the ordinary stack
  } else {
    pthread_join(thread, nullptr);
  }
  delete task;
  pthread_attr_destroy(&attr);
}

Value Evaluator::evalFile(uint32_t fileId, Module* m) {
  size_t errorsBefore = diag_.errorCount();
  arenas_.push_back(std::make_unique<frontend::AstArena>());
  frontend::Node* root = frontend::parseJulia(sources_, fileId, *arenas_.back(), diag_);
  if (diag_.errorCount() != errorsBefore) {
    JuliaError e("SyntaxError", "the file has syntax errors");
    e.alreadyReported = true;
    throw e;
  }
  desugar(root, *arenas_.back());
  expandLibraryMacros(root, *arenas_.back(), sources_);
  Value last = universe_.nothing();
  for (const frontend::Node* stmt : root->children()) last = runStatement(stmt, m);
  return last;
}

bool Evaluator::runFile(uint32_t fileId) {
  bool ok = true;
  runWithLargeStack([&] {
    try {
      evalFile(fileId, main_);
    } catch (const JuliaError& e) {
      out_->flush();
      if (!e.alreadyReported) report(e);
      ok = false;
    }
  });
  out_->flush();
  return ok;
}

bool Evaluator::runPrelude(uint32_t fileId) {
  preludeFiles_.insert(fileId);
  try {
    evalFile(fileId, base_);
    return true;
  } catch (const JuliaError& e) {
    if (!e.alreadyReported) report(e);
    diag_.print(std::cerr);
    return false;
  }
}

bool Evaluator::runSource(const std::string& name, const std::string& text) {
  return runFile(sources_.add(name, text));
}

}  // namespace juxla::compiler
