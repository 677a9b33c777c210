// Scope analysis: which variables a function, loop, let or comprehension owns, which names are
// global, what closures capture, and which captured variables need a Box.
#include <algorithm>

#include "compiler/lower.h"

namespace juxla::compiler {

const SymbolName* identifierName(const Node* n) {
  n = unwrapParens(n);
  if (n && n->isLeaf() && n->kind == K::Identifier && n->value.type == frontend::ValueType::Symbol)
    return intern(n->value.text);
  if (n && n->isLeaf() && n->kind == K::Ampersand) return intern("&");  // `&` as a value: reduce(&, v)
  return nullptr;
}

const Node* unwrapParens(const Node* n) {
  while (n && n->kind == K::Parens && n->numChildren() == 1) n = n->child(0);
  return n;
}

Scope* Lowering::newScope(ScopeKind kind, Scope* parent, FunctionInfo* f, const Node* node) {
  auto s = std::make_unique<Scope>();
  s->kind = kind;
  s->parent = parent;
  s->func = f;
  s->node = node;
  scopes_.push_back(std::move(s));
  if (node) scopeOf[node] = scopes_.back().get();
  return scopes_.back().get();
}

FunctionInfo* Lowering::newFunction(const Node* node, FunctionInfo* parent) {
  auto f = std::make_unique<FunctionInfo>();
  f->node = node;
  f->parent = parent;
  funcs_.push_back(std::move(f));
  if (node) functions[node] = funcs_.back().get();
  return funcs_.back().get();
}

Var* Lowering::newVar(const SymbolName* name, Scope* owner) {
  auto v = std::make_unique<Var>();
  v->name = name;
  v->owner = owner;
  v->func = owner->func;
  vars_.push_back(std::move(v));
  owner->vars[name] = vars_.back().get();
  return vars_.back().get();
}

// The walk that records, per scope, what is declared and assigned, and every use and assignment.
class ScopeBuilder {
 public:
  explicit ScopeBuilder(Lowering& l) : l_(l) {}

  struct Site {
    const Node* node;
    Scope* scope;
    const SymbolName* name;
    uint32_t end = 0;  // assignments: where the whole assignment ends (a closure made before that sees it unset)
  };
  std::vector<Site> uses, assignments;

  void walk(const Node* n, Scope* s);
  void declareParam(const Node* p, Scope* fs, Scope* typeScope);
  void bindTargetNames(const Node* target, Scope* s);
  void assignTarget(const Node* lhs, Scope* s);
  void functionNode(const Node* n, Scope* s);
  void lambdaBody(const Node* lambda, std::span<Node* const> params, const Node* body, Scope* s);
  void iteration(const Node* iter, Scope* outer, Scope* loopScope, bool laterSeeEarlier = false);
  void generator(const Node* gen, Scope* s);

 private:
  void markAssigned(const SymbolName* name, const Node* at, Scope* s) {
    if (std::find(s->assigned.begin(), s->assigned.end(), name) == s->assigned.end()) s->assigned.push_back(name);
    assignments.push_back({at, s, name, assignmentEnd_ ? assignmentEnd_ : at->span.end});
  }
  Lowering& l_;
  uint32_t assignmentEnd_ = 0;  // set while the target of an `=` is walked
};

void ScopeBuilder::assignTarget(const Node* lhs, Scope* s) {
  lhs = unwrapParens(lhs);
  if (const SymbolName* name = identifierName(lhs)) {
    markAssigned(name, lhs, s);
    return;
  }
  switch (lhs->kind) {
    case K::ColonColon:  // x::T = v
      if (lhs->numChildren() == 2) {
        assignTarget(lhs->child(0), s);
        walk(lhs->child(1), s);
        return;
      }
      break;
    case K::Tuple:  // a, b = t  /  (; a, b) = nt
      for (const Node* c : lhs->children()) {
        if (c->kind == K::Parameters) {
          for (const Node* p : c->children()) assignTarget(p, s);
        } else if (c->kind == K::Ellipsis && c->numChildren() == 1) {
          assignTarget(c->child(0), s);
        } else {
          assignTarget(c, s);
        }
      }
      return;
    default: break;
  }
  walk(lhs, s);  // a[i] = v, a.f = v: uses, not assignments
}

void ScopeBuilder::walk(const Node* n, Scope* s) {
  if (!n) return;
  if (n->isLeaf()) {
    if (n->kind == K::Identifier && n->value.type == frontend::ValueType::Symbol)
      uses.push_back({n, s, intern(n->value.text)});
    return;
  }
  switch (n->kind) {
    case K::Equals:
      if (n->numChildren() == 2) {
        const Node* lhs = unwrapParens(n->child(0));
        uint32_t saved = assignmentEnd_;
        assignmentEnd_ = n->span.end;
        assignTarget(lhs, s);
        assignmentEnd_ = saved;
        walk(n->child(1), s);
        return;
      }
      break;
    case K::OpEquals:
      if (n->numChildren() == 3) {
        const Node* lhs = unwrapParens(n->child(0));
        walk(lhs, s);  // read first
        if (identifierName(lhs)) assignTarget(lhs, s);
        walk(n->child(2), s);
        return;
      }
      break;
    case K::Function: functionNode(n, s); return;
    case K::RightArrow: {
      const Node* params = n->child(0);
      std::vector<Node*> ps;
      if (params && (params->kind == K::Tuple)) ps.assign(params->children().begin(), params->children().end());
      else if (params) ps.push_back(const_cast<Node*>(params));
      lambdaBody(n, ps, n->child(1), s);
      return;
    }
    case K::Do: {
      // (do (tuple x) (block ...)): a lambda, the first argument of the enclosing call.
      const Node* params = n->child(0);
      std::vector<Node*> ps;
      if (params) ps.assign(params->children().begin(), params->children().end());
      lambdaBody(n, ps, n->child(1), s);
      return;
    }
    case K::For: {
      Scope* loop = l_.newScope(ScopeKind::Soft, s, s->func, n);
      loop->isLoopBody = true;
      const Node* iter = n->child(0);
      iteration(iter, s, loop, true);
      walk(n->child(1), loop);
      return;
    }
    case K::While: {
      walk(n->child(0), s);
      Scope* body = l_.newScope(ScopeKind::Soft, s, s->func, n);
      body->isLoopBody = true;
      walk(n->child(1), body);
      return;
    }
    case K::Let: {
      // let a = x, b = a: each binding opens a scope nested in the previous one.
      const Node* bindings = n->child(0);
      Scope* cur = s;
      if (bindings) {
        for (const Node* b : bindings->children()) {
          Scope* next = l_.newScope(ScopeKind::Hard, cur, s->func, b);
          const Node* target = b;
          if (b->kind == K::Equals && b->numChildren() == 2) {
            walk(b->child(1), cur);
            target = unwrapParens(b->child(0));
          }
          if (target->kind == K::ColonColon && target->numChildren() == 2) {
            walk(target->child(1), cur);
            target = target->child(0);
          }
          if (const SymbolName* name = identifierName(target)) {
            next->explicitLocals.push_back(name);
            assignments.push_back({target, next, name});
          }
          cur = next;
        }
      }
      Scope* body = l_.newScope(ScopeKind::Hard, cur, s->func, n);
      walk(n->child(1), body);
      return;
    }
    case K::Local:
    case K::Global:
      for (const Node* c : n->children()) {
        const Node* target = c;
        if ((c->kind == K::Equals || c->kind == K::OpEquals) && c->numChildren() >= 2) target = unwrapParens(c->child(0));
        if (target->kind == K::ColonColon && target->numChildren() >= 1) target = target->child(0);
        const SymbolName* name = identifierName(target);
        if (name) {
          if (n->kind == K::Local) s->explicitLocals.push_back(name);
          else s->globals.insert(name);
        }
        if (c->kind == K::Equals && c->numChildren() == 2) {
          assignTarget(c->child(0), s);
          walk(c->child(1), s);
        } else if (c->kind == K::OpEquals) {
          walk(c, s);
        }
      }
      return;
    case K::Generator: generator(n, s); return;
    case K::Quote:
      if (n->has(frontend::kColonQuoteFlag)) return;  // :sym
      break;
    case K::Dot:
      // a.b: `b` is a field name, not a variable.
      if (n->numChildren() == 2) {
        walk(n->child(0), s);
        if (!identifierName(n->child(1))) walk(n->child(1), s);
        return;
      }
      break;
    case K::Macrocall:
      // The macro's name is not a variable.
      for (size_t i = 1; i < n->numChildren(); ++i) walk(n->child(i), s);
      return;
    case K::Parameters:
      // f(; k = v): `k` names a keyword, `v` is an expression.
      for (const Node* c : n->children()) {
        if (c->kind == K::Equals && c->numChildren() == 2) walk(c->child(1), s);
        else walk(c, s);
      }
      return;
    default: break;
  }
  // Keyword arguments in calls: f(a, k = v) — `k` is not assigned.
  if ((n->kind == K::Call || n->kind == K::Dotcall) && n->numChildren() > 0) {
    for (const Node* c : n->children()) {
      if (c->kind == K::Equals && c->numChildren() == 2 && identifierName(c->child(0))) walk(c->child(1), s);
      else walk(c, s);
    }
    return;
  }
  if (n->kind == K::Tuple) {  // (a = 1, b = 2): a NamedTuple's names are not assignments
    for (const Node* c : n->children()) {
      if (c->kind == K::Equals && c->numChildren() == 2 && identifierName(c->child(0))) walk(c->child(1), s);
      else walk(c, s);
    }
    return;
  }
  for (const Node* c : n->children()) walk(c, s);
}

// The names an iteration target binds: `x`, `(i, x)`, and nested ones such as `(i, (a, b))`.
void iterationNames(const Node* target, std::vector<const Node*>& names) {
  target = unwrapParens(target);
  if (identifierName(target)) names.push_back(target);
  else if (target->kind == K::Tuple)
    for (const Node* c : target->children()) iterationNames(c, names);
}

void ScopeBuilder::iteration(const Node* iter, Scope* outer, Scope* loopScope, bool laterSeeEarlier) {
  if (!iter) return;
  bool first = true;
  for (const Node* spec : iter->children()) {
    // (in x xs) or (= x xs): the iterable is evaluated outside, the variable belongs to the loop;
    // in `for i in a, j in f(i)` the later iterables see the earlier variables.
    if ((spec->kind == K::In || spec->kind == K::Equals || spec->kind == K::ElementOf) && spec->numChildren() == 2) {
      walk(spec->child(1), laterSeeEarlier && !first ? loopScope : outer);
      first = false;
      std::vector<const Node*> names;
      iterationNames(spec->child(0), names);
      for (const Node* t : names) {
        if (const SymbolName* name = identifierName(t)) {
          loopScope->explicitLocals.push_back(name);
          assignments.push_back({t, loopScope, name});
        }
      }
    } else {
      walk(spec, outer);
    }
  }
}

// One parameter of a method or closure: its name is an argument of `fs`, its default an expression
// in `fs`, its type annotation one in `typeScope`; `(a, b)` destructures the argument into locals.
void ScopeBuilder::declareParam(const Node* p, Scope* fs, Scope* typeScope) {
  const Node* t = unwrapParens(p);
  if (t->kind == K::Parameters) {
    for (const Node* c : t->children()) declareParam(c, fs, typeScope);
    return;
  }
  if (t->kind == K::Equals && t->numChildren() == 2) {
    walk(t->child(1), fs);
    t = unwrapParens(t->child(0));
  }
  if (t->kind == K::Ellipsis && t->numChildren() == 1) t = unwrapParens(t->child(0));
  if (t->kind == K::ColonColon) {
    walk(t->child(t->numChildren() - 1), typeScope);
    if (t->numChildren() != 2) return;  // ::T has no name
    t = unwrapParens(t->child(0));
  }
  if (const SymbolName* name = identifierName(t)) {
    fs->explicitLocals.push_back(name);
    fs->params.push_back(name);
    return;
  }
  if (t->kind == K::Tuple) bindTargetNames(t, fs);
}

// Names bound by a destructuring target, as new locals of `s` assigned there.
void ScopeBuilder::bindTargetNames(const Node* target, Scope* s) {
  target = unwrapParens(target);
  if (const SymbolName* name = identifierName(target)) {
    s->explicitLocals.push_back(name);
    assignments.push_back({target, s, name, target->span.end});
    return;
  }
  for (const Node* c : target->children()) bindTargetNames(c, s);
}

void ScopeBuilder::lambdaBody(const Node* lambda, std::span<Node* const> params, const Node* body, Scope* s) {
  FunctionInfo* f = l_.newFunction(lambda, s->func);
  Scope* fs = l_.newScope(ScopeKind::Function, s, f, nullptr);
  f->scope = fs;
  for (const Node* p : params) declareParam(p, fs, s);
  walk(body, fs);
}

void ScopeBuilder::functionNode(const Node* n, Scope* s) {
  // A named function inside a function body is a local closure; `function (x) ... end` is a lambda.
  const Node* sig = n->child(0);
  const Node* body = n->child(1);
  while (sig && (sig->kind == K::Where || sig->kind == K::ColonColon) && sig->numChildren() >= 1) sig = sig->child(0);
  sig = unwrapParens(sig);
  if (sig && sig->kind == K::Call && sig->numChildren() >= 1) {
    // At top level (loops included) a named function is a global method, lowered when first called.
    if (s->func && !s->func->node && !s->func->parent) return;
    const SymbolName* name = identifierName(sig->child(0));
    if (name && s->kind != ScopeKind::Toplevel) markAssigned(name, sig->child(0), s);
    std::vector<Node*> params(sig->children().begin() + 1, sig->children().end());
    lambdaBody(n, params, body, s);
    return;
  }
  if (sig && sig->kind == K::Tuple) {
    std::vector<Node*> params(sig->children().begin(), sig->children().end());
    lambdaBody(n, params, body, s);
    return;
  }
  for (const Node* c : n->children()) walk(c, s);
}

void ScopeBuilder::generator(const Node* gen, Scope* s) {
  // (generator body iteration...) or (generator body (filter iteration cond)): the body and the
  // filter each become a closure whose parameters are the iteration variables.
  auto declareIterationVars = [&](Scope* fs) {
    for (size_t i = 1; i < gen->numChildren(); ++i) {
      const Node* spec = gen->child(i);
      const Node* iter = spec->kind == K::Filter ? spec->child(0) : spec;
      iteration(iter, s, fs);
    }
  };
  for (size_t i = 1; i < gen->numChildren(); ++i) {
    const Node* spec = gen->child(i);
    if (spec->kind != K::Filter) continue;
    FunctionInfo* ff = l_.newFunction(spec, s->func);
    Scope* fs = l_.newScope(ScopeKind::Function, s, ff, nullptr);
    ff->scope = fs;
    for (const Node* in : spec->child(0)->children()) {
      std::vector<const Node*> names;
      iterationNames(in->child(0), names);
      for (const Node* t : names)
        if (const SymbolName* name = identifierName(t)) {
          fs->explicitLocals.push_back(name);
          assignments.push_back({t, fs, name});
        }
    }
    walk(spec->child(1), fs);
  }
  FunctionInfo* f = l_.newFunction(gen, s->func);
  Scope* fs = l_.newScope(ScopeKind::Function, s, f, nullptr);
  f->scope = fs;
  declareIterationVars(fs);
  walk(gen->child(0), fs);
}

// Loops at top level (not inside a function, let or comprehension).
static bool inToplevelSoftScope(Scope* s) {
  for (Scope* p = s; p; p = p->parent) {
    if (p->kind == ScopeKind::Toplevel) return true;
    if (p->kind != ScopeKind::Soft) return false;
  }
  return false;
}

// Julia's warning when a top-level loop assigns a name that is also a global: the name becomes a
// new local of the loop, which is rarely what the program meant.
void Lowering::warnSoftScope(const ScopeBuilder& b, Scope* s, const SymbolName* name) {
  Binding* global = module->findOwn(name);
  if (!global || !global->value.defined()) return;
  for (const auto& site : b.assignments) {
    if (site.scope != s || site.name != name) continue;
    const SourceFile& file = ev.sources().file(site.node->span.file);
    std::string n(name->view());
    ev.out().flush();
    ev.err() << "┌ Warning: Assignment to `" << n << "` in soft scope is ambiguous because a global variable by the same "
             << "name exists: `" << n << "` will be treated as a new local. Disambiguate by using `local " << n
             << "` to suppress this warning or `global " << n << "` to assign to the existing global variable.\n"
             << "└ @ " << file.name() << ":" << file.lineCol(site.node->span.begin).line << "\n";
    return;
  }
}

void Lowering::analyze(const Node* root, FunctionInfo* f, Scope* scope, const Method* method) {
  ScopeBuilder b(*this);
  if (method && f->node) {
    // The method's own parameters (and keyword parameters) are locals of its function scope.
    const Node* def = f->node;
    const Node* sig = def->child(0);
    while (sig && (sig->kind == K::Where || sig->kind == K::ColonColon) && sig->numChildren() >= 1) sig = sig->child(0);
    sig = unwrapParens(sig);
    if (sig && sig->kind == K::Call) {
      std::vector<Node*> params(sig->children().begin() + 1, sig->children().end());
      const Node* callee = unwrapParens(sig->child(0));
      // (m::Dense)(x): the callee is a named argument too.
      if (callee->kind == K::ColonColon && callee->numChildren() == 2) {
        if (const SymbolName* name = identifierName(callee->child(0))) {
          scope->explicitLocals.push_back(name);
          scope->params.push_back(name);
        }
      }
      for (const Node* p : params) b.declareParam(p, scope, scope->parent);
    }
    // `where` variables are set on entry like arguments, so closures capture their values.
    for (const TypeVar* v : method->sparams) {
      scope->explicitLocals.push_back(v->name);
      scope->params.push_back(v->name);
    }
    b.walk(def->child(1), scope);
  } else {
    b.walk(root, scope);
  }

  // Declarations, outermost scope first.
  std::vector<Scope*> order;
  for (auto& s : scopes_) order.push_back(s.get());
  for (Scope* s : order) {
    for (const SymbolName* n : s->explicitLocals)
      if (!s->vars.count(n)) newVar(n, s);
    for (const SymbolName* n : s->params) s->vars.at(n)->isArgument = true;
    for (const SymbolName* n : s->assigned) {
      if (s->vars.count(n) || s->globals.count(n)) continue;
      if (s->kind == ScopeKind::Toplevel) continue;
      bool found = false, global = false;
      bool throughSoftScopes = true;
      for (Scope* p = s->parent; p; p = p->parent) {
        // A name a top-level statement assigns is global there, for the loops inside it too.
        if (p->globals.count(n) || (throughSoftScopes && p->kind == ScopeKind::Toplevel &&
                                    std::find(p->assigned.begin(), p->assigned.end(), n) != p->assigned.end())) {
          global = true;
          break;
        }
        throughSoftScopes = throughSoftScopes && p->kind == ScopeKind::Soft;
        if (p->vars.count(n)) {
          found = true;
          break;
        }
      }
      if (global) {
        s->globals.insert(n);
        continue;
      }
      if (found) continue;
      // A loop at top level assigning a name owns it unless declared global (Julia's soft scope in
      // files: a new local; Julia warns when a global of that name exists).
      newVar(n, s);
      if (s->kind == ScopeKind::Soft && inToplevelSoftScope(s)) warnSoftScope(b, s, n);
    }
  }

  auto lookup = [&](Scope* s, const SymbolName* n) -> Var* {
    for (Scope* p = s; p; p = p->parent) {
      if (p->globals.count(n)) return nullptr;
      auto it = p->vars.find(n);
      if (it != p->vars.end()) return it->second;
    }
    return nullptr;
  };
  auto noteCapture = [&](Var* v, FunctionInfo* user) {
    if (v->func == user) return;
    v->captured = true;
    for (FunctionInfo* fi = user; fi && fi != v->func; fi = fi->parent) {
      fi->captureIndex(v);
      if (fi->parent == v->func && fi->node) v->firstCapture = std::min(v->firstCapture, fi->node->span.begin);
    }
  };
  for (const auto& use : b.uses) {
    if (Var* v = lookup(use.scope, use.name)) {
      varOfNode[use.node] = v;
      noteCapture(v, use.scope->func);
    }
  }
  for (const auto& site : b.assignments) {
    Var* v = lookup(site.scope, site.name);
    if (!v) continue;
    varOfNode[site.node] = v;
    ++v->assignments;
    v->firstAssignment = std::min(v->firstAssignment, site.end);
    if (site.scope->func != v->func) v->assignedElsewhere = true;
    for (Scope* p = site.scope; p && p != v->owner; p = p->parent)
      if (p->isLoopBody) v->assignedInNestedLoop = true;
    noteCapture(v, site.scope->func);
  }
}

}  // namespace juxla::compiler
