// Functions: reading signatures, generating a lambda's frame layout and body, closures (one type
// per lambda, or per local function with several methods; captured variables as fields),
// generators and comprehensions.
#include <algorithm>

#include "compiler/builtins.h"
#include "compiler/lower.h"
#include "compiler/objects.h"

namespace juxla::compiler {

SignatureSpec readSignature(Lowering& l, const Node* def) {
  SignatureSpec sig;
  const Node* s = def->child(0);
  auto readParam = [&](const Node* p) {
    ParamSpec ps;
    ps.node = p;
    p = unwrapParens(p);
    if (p->kind == K::Equals && p->numChildren() == 2) {
      ps.defaultValue = p->child(1);
      p = unwrapParens(p->child(0));
    }
    if (p->kind == K::Ellipsis && p->numChildren() == 1) {
      ps.vararg = true;
      p = unwrapParens(p->child(0));
    }
    if (p->kind == K::ColonColon) {
      if (p->numChildren() == 2) {
        ps.name = identifierName(p->child(0));
        ps.type = p->child(1);
      } else if (p->numChildren() == 1) {
        ps.type = p->child(0);
      }
    } else if (p->kind == K::Tuple) {
      ps.destructure = p;
    } else {
      ps.name = identifierName(p);
    }
    if (!ps.name && !ps.type && !ps.destructure) l.error(p, "expected a parameter name");
    return ps;
  };
  auto readParams = [&](std::span<Node* const> params) {
    for (const Node* p : params) {
      const Node* q = unwrapParens(p);
      if (q->kind == K::Parameters) {
        for (const Node* k : q->children()) {
          if (k->kind == K::Ellipsis && k->numChildren() == 1) {
            sig.keywordSplat = identifierName(k->child(0));
            continue;
          }
          KeywordParam kp;
          const Node* t = k;
          if (t->kind == K::Equals && t->numChildren() == 2) {
            kp.defaultValue = t->child(1);
            t = t->child(0);
          }
          if (t->kind == K::ColonColon && t->numChildren() == 2) {
            kp.type = t->child(1);
            t = t->child(0);
          }
          kp.name = identifierName(t);
          if (!kp.name) l.error(k, "expected a keyword parameter name");
          sig.keywords.push_back(kp);
        }
        continue;
      }
      sig.params.push_back(readParam(p));
    }
  };
  if (def->kind == K::RightArrow || def->kind == K::Do) {
    if (s && (s->kind == K::Tuple)) readParams(s->children());
    else if (s) {
      std::vector<Node*> one{const_cast<Node*>(s)};
      readParams(one);
    }
    return sig;
  }
  // function: peel `::R` and `where`.
  while (s && (s->kind == K::Where || s->kind == K::ColonColon)) {
    if (s->kind == K::ColonColon && s->numChildren() == 2) {
      sig.returnType = s->child(1);
      s = s->child(0);
      continue;
    }
    std::vector<const Node*> vars;
    for (size_t i = 1; i < s->numChildren(); ++i) {
      const Node* v = s->child(i);
      if (v->kind == K::Braces)
        for (const Node* b : v->children()) vars.push_back(b);
      else
        vars.push_back(v);
    }
    sig.whereVars.insert(sig.whereVars.begin(), vars.begin(), vars.end());
    s = s->child(0);
  }
  s = unwrapParens(s);
  if (s->kind == K::Tuple) {
    readParams(s->children());
    return sig;
  }
  if (s->kind != K::Call || s->numChildren() == 0) l.error(s, "expected a function signature like `f(x)`");
  sig.callee = s->child(0);
  readParams(std::span<Node* const>(s->children().begin() + 1, s->children().end()));
  return sig;
}

const Code* Lowering::assignVar(Var* v, const Code* value, const Node* at) {
  if (v->func == func) {
    if (v->boxed()) return lambda->make<BoxSet>(at->span, v->slot, value);
    return lambda->make<SlotSet>(at->span, v->slot, value);
  }
  return lambda->make<CapturedSet>(at->span, func->captureIndex(v), value);
}

const Code* Lowering::destructureByName(const Node* target, Scope* s, const Code* value, const Node* at) {
  target = unwrapParens(target);
  if (const SymbolName* name = identifierName(target)) {
    auto it = s->vars.find(name);
    if (it == s->vars.end()) error(target, "internal error: iteration variable without a slot");
    return assignVar(it->second, value, at);
  }
  if (target->kind != K::Tuple) error(target, "expected a name or a tuple of names");
  int tSlot = tempSlot("#t");
  std::vector<const Code*> stmts{lambda->make<SlotSet>(at->span, tSlot, value)};
  int64_t i = 1;
  for (const Node* c : target->children()) {
    const Code* ref = lambda->make<SlotGet>(at->span, tSlot, intern("#t"));
    stmts.push_back(destructureByName(c, s, callBase("__unpack", {ref, literal(ev.universe().int64(i++), c)}, c), c));
  }
  return lambda->make<Block>(at->span, std::move(stmts));
}

std::shared_ptr<Lambda> Lowering::generate(FunctionInfo* f, const Node* body, const Method* method) {
  auto lam = std::make_shared<Lambda>();
  Lambda* savedLambda = lambda;
  FunctionInfo* savedFunc = func;
  lambda = lam.get();
  func = f;
  f->addSlot(intern("#self"));
  lam->argSlots.push_back(0);
  Scope* fs = f->scope;
  bool isGenerator = f->node && (f->node->kind == K::Generator || f->node->kind == K::Filter);
  SignatureSpec sig;
  if (f->node && !isGenerator) sig = readSignature(*this, f->node);
  // The callee of `(m::Dense)(x)` is named: slot 0 is m.
  if (sig.callee && unwrapParens(sig.callee)->kind == K::ColonColon) {
    if (const SymbolName* selfName = identifierName(unwrapParens(sig.callee)->child(0))) {
      Var* v = fs->vars.at(selfName);
      v->slot = 0;
      v->isArgument = true;
    }
  }
  // A method that fills in trailing defaults binds only the parameters it was called with.
  size_t boundParams = method && method->defaultsFrom >= 0 ? size_t(method->defaultsFrom) : sig.params.size();
  std::vector<int> paramSlots;  // where each bound parameter's value is
  for (size_t pi = 0; pi < sig.params.size(); ++pi) {
    const ParamSpec& p = sig.params[pi];
    if (pi >= boundParams) {
      if (p.name && fs->vars.at(p.name)->slot < 0) fs->vars.at(p.name)->slot = f->addSlot(p.name);
      continue;
    }
    if (!p.name) {
      // ::T and (a, b): the value still gets a slot (defaults forward it, destructuring reads it).
      int slot = f->addSlot(intern("#arg"));
      lam->argSlots.push_back(slot);
      paramSlots.push_back(slot);
      continue;
    }
    Var* v = fs->vars.at(p.name);
    if (v->slot < 0) v->slot = f->addSlot(p.name);
    v->isArgument = true;
    lam->argSlots.push_back(v->slot);
    paramSlots.push_back(v->slot);
    if (v->boxed()) lam->boxedArgSlots.push_back(v->slot);
  }
  int generatorArg = -1;
  if (isGenerator) {
    generatorArg = f->addSlot(intern("#arg"));
    lam->argSlots.push_back(generatorArg);
  }
  for (const KeywordParam& k : sig.keywords) {
    Var* v = fs->vars.at(k.name);
    if (v->slot < 0) v->slot = f->addSlot(k.name);
    v->isArgument = true;
    lam->keywordSlots.push_back(v->slot);
    if (v->boxed()) lam->boxedArgSlots.push_back(v->slot);
  }
  if (sig.keywordSplat) {
    Var* v = fs->vars.at(sig.keywordSplat);
    if (v->slot < 0) v->slot = f->addSlot(sig.keywordSplat);
    v->isArgument = true;
    lam->keywordSplatSlot = v->slot;
  }
  if (method) {
    for (const TypeVar* tv : method->sparams) {
      Var* v = fs->vars.at(tv->name);
      if (v->slot < 0) v->slot = f->addSlot(tv->name);
      v->isStaticParam = true;
      lam->sparamSlots.push_back(v->slot);
    }
  }
  for (auto& s : scopes_) {
    if (s->func != f) continue;
    for (auto& [name, v] : s->vars)
      if (v->slot < 0) v->slot = f->addSlot(name);
  }
  for (const KeywordParam& k : sig.keywords)
    lam->keywordDefaults.push_back(k.defaultValue ? expr(k.defaultValue) : nullptr);

  std::vector<const Code*> stmts;
  if (const Code* entry = scopeEntry(fs)) stmts.push_back(entry);
  for (size_t pi = 0; pi < boundParams && pi < sig.params.size(); ++pi) {
    const ParamSpec& p = sig.params[pi];
    if (p.destructure)
      stmts.push_back(assign(p.destructure, lambda->make<SlotGet>(p.node->span, paramSlots[pi], intern("#arg")), p.node));
  }
  if (isGenerator) {
    // The element (a tuple for several `in`s) is destructured into the iteration variables.
    const Node* gen = f->node;
    std::vector<const Node*> targets;
    if (gen->kind == K::Filter) {
      for (const Node* in : gen->child(0)->children()) targets.push_back(in->child(0));
    } else {
      for (size_t i = 1; i < gen->numChildren(); ++i) {
        const Node* spec = gen->child(i);
        const Node* iter = spec->kind == K::Filter ? spec->child(0) : spec;
        for (const Node* in : iter->children()) targets.push_back(in->child(0));
      }
    }
    const Code* arg = lambda->make<SlotGet>(gen->span, generatorArg, intern("#arg"));
    if (targets.size() == 1) {
      stmts.push_back(destructureByName(targets[0], fs, arg, gen));
    } else {
      for (size_t i = 0; i < targets.size(); ++i)
        stmts.push_back(destructureByName(targets[i], fs, callBase("__unpack", {arg, literal(ev.universe().int64(int64_t(i + 1)), gen)}, gen), gen));
    }
    stmts.push_back(gen->kind == K::Filter ? expr(gen->child(1)) : expr(gen->child(0)));
  } else if (boundParams < sig.params.size()) {
    stmts.push_back(forwardWithDefault(sig, paramSlots, body ? body->span : f->node->span));
  } else {
    stmts.push_back(block(body));
  }
  lam->body = stmts.size() == 1 ? stmts[0] : lambda->make<Block>(body ? body->span : frontend::SourceSpan{}, stmts);
  if (sig.returnType) lam->returnType = expr(sig.returnType);
  lam->numSlots = size_t(f->numSlots);
  lam->slotNames = f->slotNames;
  f->lambda = lam;
  lambda = savedLambda;
  func = savedFunc;
  return lam;
}

// f(a, b = 1; k = 2) called as f(a; k): calls f(a, 1; k = k), forwarding every keyword.
const Code* Lowering::forwardWithDefault(const SignatureSpec& sig, const std::vector<int>& paramSlots,
                                         frontend::SourceSpan span) {
  Scope* fs = func->scope;
  auto readSlot = [&](int slot) -> const Code* {
    for (auto& [name, v] : fs->vars)
      if (v->slot == slot && v->boxed()) return lambda->make<BoxGet>(span, slot, name);
    return lambda->make<SlotGet>(span, slot, intern("#arg"));
  };
  std::vector<const Code*> args;
  for (int slot : paramSlots) args.push_back(readSlot(slot));
  args.push_back(expr(sig.params[paramSlots.size()].defaultValue));
  Call* c = lambda->make<Call>(span, lambda->make<SlotGet>(span, 0, intern("#self")), std::move(args));
  for (const KeywordParam& k : sig.keywords) {
    c->kwNames.push_back(k.name);
    c->kwValues.push_back(readSlot(fs->vars.at(k.name)->slot));
  }
  if (sig.keywordSplat) {
    // Call::eval reads kwSplatAfter alongside kwSplats: the splat comes after every named keyword.
    c->kwSplatAfter.push_back(c->kwNames.size());
    c->kwSplats.push_back(readSlot(fs->vars.at(sig.keywordSplat)->slot));
  }
  return c;
}

// A closure's type (fields: its captured variables) and its methods, one per count of trailing
// defaults given; parameter types are evaluated now, in the module's scope.
void Lowering::makeClosureTypes(FunctionInfo* fi) {
  Universe& u = ev.universe();
  const Node* n = fi->node;
  bool isGenerator = n->kind == K::Generator || n->kind == K::Filter;
  SignatureSpec sig;
  if (!isGenerator) sig = readSignature(*this, n);
  // A local function defined by several `walk(...) = ...` in one body is one closure type with a
  // method per definition: the siblings share the type and the union of their captures.
  Var* target = nullptr;
  if (!isGenerator && n->kind == K::Function && sig.callee && identifierName(unwrapParens(sig.callee))) {
    auto it = varOfNode.find(unwrapParens(sig.callee));
    if (it != varOfNode.end()) target = it->second;
  }
  if (target) {
    if (auto shared = localFunctionTypes_.find(target); shared != localFunctionTypes_.end()) {
      fi->closureType = shared->second;
      fi->captures = localFunctionCaptures_.at(target);
    } else {
      std::vector<FunctionInfo*> siblings;
      std::vector<Var*> merged;
      for (auto& [node, other] : functions) {
        if (other->parent != fi->parent || node->kind != K::Function) continue;
        SignatureSpec os = readSignature(*this, node);
        auto it = os.callee ? varOfNode.find(unwrapParens(os.callee)) : varOfNode.end();
        if (it == varOfNode.end() || it->second != target) continue;
        siblings.push_back(other);
        for (Var* v : other->captures)
          if (std::find(merged.begin(), merged.end(), v) == merged.end()) merged.push_back(v);
      }
      for (FunctionInfo* other : siblings) other->captures = merged;
      localFunctionCaptures_[target] = merged;
    }
  }
  TypeName* tn = fi->closureType ? fi->closureType->name : nullptr;
  if (!tn) {
    std::string name = "#" + std::to_string(++ev.closureCount);
    if (sig.callee && identifierName(sig.callee)) name = std::string(identifierName(sig.callee)->view());
    tn = u.newTypeName(intern(name), module, {});
    tn->isClosure = true;
    std::vector<const SymbolName*> fieldNames;
    std::vector<const JType*> fieldTypes;
    for (Var* v : fi->captures) {
      fieldNames.push_back(v->name);
      fieldTypes.push_back(ev.core().Any);
    }
    u.defineTypeName(tn, ev.core().Function, fieldNames, fieldTypes);
    fi->closureType = static_cast<const DataType*>(tn->wrapper);
    if (target) localFunctionTypes_[target] = fi->closureType;
  }
  MethodTable* table = ev.tableFor(tn);
  std::vector<const JType*> paramTypes;
  bool vararg = false;
  if (isGenerator) {
    paramTypes.push_back(ev.core().Any);
  } else {
    if (!sig.whereVars.empty()) throw UnsupportedError("`where` on an anonymous or local function is not supported; define it at top level", n->span);
    for (size_t i = 0; i < sig.params.size(); ++i) {
      const ParamSpec& p = sig.params[i];
      const JType* t = ev.core().Any;
      if (p.type) {
        Value tv = evalType(p.type, {});
        if (!isTypeValue(ev, tv)) error(p.type, "expected a type");
        t = tv.asType();
      }
      if (p.vararg) {
        vararg = true;
        t = u.varargOf(t);
      }
      paramTypes.push_back(t);
    }
  }
  auto add = [&](size_t count, int defaultsFrom) {
    auto m = std::make_unique<Method>();
    m->name = tn->name;
    std::vector<const JType*> elems{fi->closureType};
    elems.insert(elems.end(), paramTypes.begin(), paramTypes.begin() + long(count));
    m->signature = u.tupleOf(elems);
    m->numArgs = count + 1;
    m->isVararg = vararg && count == paramTypes.size();
    m->definition = n;
    m->module = module;
    m->keywords = sig.keywords;
    m->hasKeywordSplat = sig.keywordSplat != nullptr;
    m->defaultsFrom = defaultsFrom;
    m->loc = SourceLoc{n->span.file, n->span.begin};
    const Node* body = isGenerator ? nullptr : n->child(n->numChildren() - 1);
    m->lambda = generate(fi, body, m.get());
    table->add(u, std::move(m));
  };
  add(paramTypes.size(), -1);
  for (size_t k = sig.params.size(); k-- > 0 && sig.params[k].defaultValue;) add(k, int(k));
}

const Code* Lowering::closure(const Node* n) {
  FunctionInfo* fi = functions.at(n);
  if (!fi->closureType) makeClosureTypes(fi);
  // Captures: values (or boxes) taken from this frame or from the enclosing closure's fields.
  std::vector<const Code*> captures;
  for (Var* v : fi->captures) {
    if (v->func == func) captures.push_back(lambda->make<SlotRaw>(n->span, v->slot));
    else captures.push_back(lambda->make<CapturedRaw>(n->span, func->captureIndex(v)));
  }
  const Code* make = lambda->make<MakeClosure>(n->span, fi->closureType, std::move(captures));
  // `function g(x) ... end` inside a body names the closure.
  if (n->kind == K::Function) {
    SignatureSpec sig = readSignature(*this, n);
    if (sig.callee && identifierName(sig.callee)) return assign(sig.callee, make, n);
  }
  return make;
}

const Code* Lowering::generator(const Node* n) {
  std::vector<const Code*> iterables;
  const Node* filter = nullptr;
  for (size_t i = 1; i < n->numChildren(); ++i) {
    const Node* spec = n->child(i);
    const Node* iter = spec;
    if (spec->kind == K::Filter) {
      filter = spec;
      iter = spec->child(0);
    }
    for (const Node* in : iter->children()) iterables.push_back(expr(in->child(1)));
  }
  const Code* iterable = iterables.size() == 1 ? iterables[0] : callBase("__product", iterables, n);
  if (filter) iterable = callBase("__filter", {closure(filter), iterable}, n);
  return callBase("__generator", {closure(n), iterable}, n);
}

const Code* Lowering::comprehension(const Node* n) {
  // The generator may have become __flatten(generator) (desugar.cpp): lower it as an expression.
  if (n->kind == K::TypedComprehension) return callBase("collect", {expr(n->child(0)), expr(n->child(1))}, n);
  return callBase("collect", {expr(n->child(0))}, n);
}

}  // namespace juxla::compiler
