// Code generation for strings, array literals and macros; the Lowering entry points.
#include "compiler/lower.h"
#include "compiler/lower_testing.h"
#include "compiler/objects.h"
#include "compiler/toplevel.h"

namespace juxla::compiler {

Lowering::Lowering(Evaluator& ev, Module* module) : ev(ev), module(module) {}
Lowering::~Lowering() = default;

const Code* Lowering::stringLiteral(const Node* n) {
  // (string "a " x " b"): literal chunks and interpolated values, joined by `string`.
  std::vector<const Code*> parts;
  std::string pending;
  bool allLiteral = true;
  for (const Node* c : n->children()) {
    if (c->isLeaf() && c->kind == K::String) {
      pending += std::string(c->value.text);
      continue;
    }
    allLiteral = false;
    if (!pending.empty()) parts.push_back(literal(Value::object(ev.core().String, new StringObject(pending)), n));
    pending.clear();
    parts.push_back(expr(c));
  }
  if (allLiteral) return literal(Value::object(ev.core().String, new StringObject(pending)), n);
  if (!pending.empty()) parts.push_back(literal(Value::object(ev.core().String, new StringObject(pending)), n));
  return callBase("string", std::move(parts), n);
}

const Code* Lowering::arrayLiteral(const Node* n) {
  auto elements = [&](std::span<Node* const> children, Call* into) { return callArgs(children, into); };
  std::vector<Node*> ch(n->children().begin(), n->children().end());
  const Code* elementType = nullptr;
  if (n->kind == K::TypedHcat || n->kind == K::TypedVcat || n->kind == K::TypedNcat) {
    elementType = expr(ch[0]);
    ch.erase(ch.begin());
  }
  auto make = [&](const char* fn, std::vector<const Code*> prefix, std::span<Node* const> items) {
    Call* c = static_cast<Call*>(const_cast<Code*>(callBase(fn, {}, n)));
    std::vector<const Code*> args = elements(items, c);
    if (!c->splat.empty()) c->splat.insert(c->splat.begin(), prefix.size(), false);
    prefix.insert(prefix.end(), args.begin(), args.end());
    c->args = std::move(prefix);
    return c;
  };
  auto withType = [&](std::vector<const Code*> v) {
    if (elementType) v.insert(v.begin(), elementType);
    return v;
  };
  switch (n->kind) {
    case K::Vect: return make("vect", {}, ch);
    case K::Hcat:
    case K::TypedHcat: return make(elementType ? "__typed_hcat" : "hcat", withType({}), ch);
    case K::Vcat:
    case K::TypedVcat: {
      bool rows = false;
      for (const Node* c : ch) rows = rows || c->kind == K::Row;
      if (!rows) return make(elementType ? "__typed_vcat" : "vcat", withType({}), ch);
      // [a b; c d]: hvcat with the number of items in each row.
      std::vector<const Code*> sizes;
      std::vector<Node*> items;
      for (Node* c : ch) {
        if (c->kind == K::Row) {
          sizes.push_back(literal(ev.universe().int64(int64_t(c->numChildren())), c));
          items.insert(items.end(), c->children().begin(), c->children().end());
        } else {
          sizes.push_back(literal(ev.universe().int64(1), c));
          items.push_back(c);
        }
      }
      return make(elementType ? "__typed_hvcat" : "hvcat", withType({callBase("tuple", sizes, n)}), items);
    }
    case K::Ncat:
    case K::TypedNcat:
      return make(elementType ? "__typed_ncat" : "__ncat", withType({literal(ev.universe().int64(n->dim), n)}), ch);
    default: error(n, "unexpected array literal");
  }
}

Module* Lowering::moduleOf(const Node* n) {
  n = unwrapParens(n);
  if (const SymbolName* name = identifierName(n)) {
    if (varOfNode.count(n)) return nullptr;
    Binding* b = module->resolve(name);
    if (b && b->value.defined() && b->value.type() == ev.core().Module)
      return static_cast<Module*>(const_cast<void*>(b->value.rawPointer()));
    return nullptr;
  }
  if (n->kind == K::Dot && n->numChildren() == 2) {
    Module* outer = moduleOf(n->child(0));
    const SymbolName* name = identifierName(n->child(1));
    if (!outer || !name) return nullptr;
    Binding* b = outer->resolve(name);
    if (b && b->value.defined() && b->value.type() == ev.core().Module)
      return static_cast<Module*>(const_cast<void*>(b->value.rawPointer()));
  }
  return nullptr;
}

static std::string sourceText(const SourceManager& sources, const Node* n) {
  const SourceFile& f = sources.file(n->span.file);
  return std::string(f.text().substr(n->span.begin, n->span.end - n->span.begin));
}

// Binary operators spaced (`x + 1`, `a:b` not), call arguments after ", "; other forms keep their
// source text.
std::string expressionText(const SourceManager& sources, const Node* n) {
  auto all = [&](size_t from, const char* sep) {
    std::string out;
    for (size_t i = from; i < n->numChildren(); ++i) out += (i > from ? sep : "") + expressionText(sources, n->child(i));
    return out;
  };
  for (const Node* c : n->children())
    if (c->kind == K::Parameters || c->kind == K::Equals || c->kind == K::Do) return sourceText(sources, n);
  if (n->isLeaf()) return sourceText(sources, n);
  switch (n->kind) {
    case K::Parens:
      return n->numChildren() == 1 ? "(" + expressionText(sources, n->child(0)) + ")" : sourceText(sources, n);
    case K::Call: {
      if (n->isInfix() && n->numChildren() >= 3 && identifierName(n->child(1))) {
        std::string op(identifierName(n->child(1))->view());
        std::string sep = op == ":" ? op : " " + op + " ";
        std::string out = expressionText(sources, n->child(0));
        for (size_t i = 2; i < n->numChildren(); ++i) out += sep + expressionText(sources, n->child(i));
        return out;
      }
      if (n->has(frontend::kPrefixOpFlag) && n->numChildren() == 2) return sourceText(sources, n->child(0)) + expressionText(sources, n->child(1));
      if (n->has(frontend::kPostfixOpFlag)) return sourceText(sources, n);
      return expressionText(sources, n->child(0)) + "(" + all(1, ", ") + ")";
    }
    case K::Comparison: return all(0, " ");
    case K::AndAnd: return expressionText(sources, n->child(0)) + " && " + expressionText(sources, n->child(1));
    case K::OrOr: return expressionText(sources, n->child(0)) + " || " + expressionText(sources, n->child(1));
    case K::Ref: return expressionText(sources, n->child(0)) + "[" + all(1, ", ") + "]";
    case K::Tuple: return "(" + all(0, ", ") + (n->numChildren() == 1 ? ",)" : ")");
    default: return sourceText(sources, n);
  }
}

const Code* Lowering::macro(const Node* n) {
  const Node* nameNode = n->child(0);
  // (macro_name m), (. Mod (macro_name m)), (macro_name_str r)
  const Node* bare = nameNode;
  if (bare->kind == K::Dot && bare->numChildren() == 2) bare = bare->child(1);
  std::string name;
  if ((bare->kind == K::MacroName || bare->kind == K::MacroNameStr) && bare->numChildren() == 1) {
    name = std::string(identifierName(bare->child(0)) ? identifierName(bare->child(0))->view() : "");
    if (bare->kind == K::MacroNameStr) name += "_str";
  }
  std::vector<Node*> args(n->children().begin() + 1, n->children().end());
  auto source = [&](const Node* a) { return literal(Value::object(ev.core().String, new StringObject(expressionText(ev.sources(), a))), a); };

  if (name == "show") {
    std::vector<const Code*> stmts;
    for (const Node* a : args) stmts.push_back(callBase("__show_value", {source(a), expr(a)}, a));
    if (stmts.empty()) return literal(ev.universe().nothing(), n);
    return stmts.size() == 1 ? stmts[0] : lambda->make<Block>(n->span, std::move(stmts));
  }
  if (name == "code_hlo") {
    // @code_hlo f(x, y): the StableHLO module the call stages to, printed without running it.
    const Node* c = args.size() == 1 ? args[0] : nullptr;
    if (!c || c->kind != K::Call || c->isInfix() || c->has(frontend::kPrefixOpFlag))
      error(n, "@code_hlo needs a call, as in `@code_hlo f(x, y)`");
    std::vector<const Code*> parts{expr(c->child(0))};
    for (size_t i = 1; i < c->numChildren(); ++i) {
      if (c->child(i)->kind == K::Parameters || c->child(i)->kind == K::Ellipsis || c->child(i)->kind == K::Equals)
        error(c->child(i), "@code_hlo takes positional arguments only");
      parts.push_back(expr(c->child(i)));
    }
    return callBase("__code_hlo", std::move(parts), n);
  }
  if (name == "assert") {
    if (args.empty()) error(n, "@assert needs a condition");
    const Code* message = args.size() > 1 ? expr(args[1]) : source(args[0]);
    return lambda->make<If>(n->span, expr(args[0]), literal(ev.universe().nothing(), n),
                            callBase("__assert_failed", {message}, n));
  }
  if (name == "views" || name == "view") {
    // @views expr: every a[i...] in it with a non-scalar index is view(a, i...) (Julia's maybeview);
    // @view a[i...] is that one view.
    if (args.empty()) return literal(ev.universe().nothing(), n);
    const Node* body = args.back();
    if (name == "view" && unwrapParens(body)->kind != K::Ref) error(n, "@view needs an indexing expression, as in `@view a[1:2, :]`");
    bool saved = views_;
    views_ = true;
    const Code* c = expr(body);
    views_ = saved;
    return c;
  }
  if (name == "inbounds" || name == "simd" || name == "inline" || name == "noinline" ||
      name == "fastmath" || name == "propagate_inbounds" || name == "nospecialize") {
    if (args.empty()) return literal(ev.universe().nothing(), n);
    return expr(args.back());
  }
  if (name == "__dot__" || name == ".") {
    bool saved = dotify_;
    dotify_ = true;
    const Code* c = expr(args.at(0));
    dotify_ = saved;
    return c;
  }
  if (name == "time" || name == "elapsed") {
    if (args.empty()) error(n, "@" + name + " needs an expression");
    return lambda->make<Timed>(n->span, expr(args.back()), name == "elapsed");
  }
  if (name == "info" || name == "warn" || name == "error" || name == "debug") {
    std::vector<const Code*> parts{literal(ev.universe().symbol(name), n)};
    Call* c = static_cast<Call*>(const_cast<Code*>(callBase("__log", {}, n)));
    for (size_t i = 0; i < args.size(); ++i) {
      const Node* a = args[i];
      if (a->kind == K::Equals && a->numChildren() == 2 && identifierName(a->child(0))) {
        c->kwNames.push_back(identifierName(a->child(0)));
        c->kwValues.push_back(expr(a->child(1)));
      } else if (i > 0) {
        // @info "msg" x (1, 2): a value after the message is a `key = value` line keyed by the expression.
        c->kwNames.push_back(identifierName(a) ? identifierName(a) : intern(expressionText(ev.sources(), a)));
        c->kwValues.push_back(expr(a));
      } else {
        parts.push_back(expr(a));
      }
    }
    c->args = std::move(parts);
    return c;
  }
  if (name == "printf" || name == "sprintf") {
    std::vector<const Code*> parts;
    for (const Node* a : args) parts.push_back(expr(a));
    return callBase(name == "printf" ? "__printf" : "__sprintf", std::move(parts), n);
  }
  if (name == "non_differentiable") {
    // ChainRulesCore's @non_differentiable f(::T1, x::T2, ::Any...): registers f with the signature
    // Tuple{T1, T2, Vararg{Any}}; gradients through calls that match it stop at their results.
    const Node* c = args.size() == 1 ? unwrapParens(args[0]) : nullptr;
    if (!c || c->kind != K::Call || c->isInfix() || c->numChildren() < 1)
      error(n, "@non_differentiable needs a call signature, as in `@non_differentiable f(::Any, ::Int)`");
    std::vector<const Code*> types{baseRef("Tuple", n)};
    for (size_t i = 1; i < c->numChildren(); ++i) {
      const Node* a = c->child(i);
      bool vararg = a->kind == K::Ellipsis && a->numChildren() == 1;
      if (vararg) a = a->child(0);
      if (a->kind == K::Parameters || a->kind == K::Equals) error(a, "@non_differentiable takes positional arguments only");
      const Code* t = a->kind == K::ColonColon ? expr(a->child(a->numChildren() - 1)) : baseRef("Any", a);
      types.push_back(vararg ? callBase("apply_type", {baseRef("Vararg", a), t}, a) : t);
    }
    return callBase("__non_differentiable", {expr(c->child(0)), callBase("apply_type", std::move(types), n)}, n);
  }
  if (name == "raw_str") return expr(args.at(0));
  // MIME"text/plain" is the type MIME{Symbol("text/plain")} (base/multimedia.jl).
  if (name == "MIME_str") {
    const Node* text = args.at(0);
    if (!text->isLeaf() && text->numChildren() == 1) text = text->child(0);  // (string-r "text/plain")
    if (!text->isLeaf() || text->kind != K::String) error(n, "MIME\"...\" needs a plain string");
    return callBase("apply_type", {baseRef("MIME", n), literal(ev.universe().symbol(text->value.text), text)}, n);
  }
  if (name == "kwdef" || name == "layer" || name == "functor" || name == "doc")
    return toplevelOnly(n);
  // Test's macros and @autosize were expanded before lowering (lower_testing.cpp) unless malformed.
  if (std::string problem = libraryMacroProblem(name, n); !problem.empty()) error(n, problem);
  if (name == "eval" || name == "generated" || name == "macroexpand")
    throw UnsupportedError("@" + name + " is not supported: juxla compiles programs whose code is known ahead of time", n->span);
  throw UnsupportedError("macro @" + name + " is not supported (juxla knows @show, @assert, @info, @printf, @time, @code_hlo, @., @views, @view, "
                         "@inbounds, Test's and the Flux macros; user macros are outside the subset)", n->span);
}

const Code* Lowering::toplevelOnly(const Node* n) {
  if (func && (func->parent || func->scope->kind != ScopeKind::Toplevel))
    error(n, "this definition is only allowed at top level, not inside a function or loop body");
  return toplevelAction(*this, n);
}

std::shared_ptr<Lambda> Lowering::lowerToplevel(const Node* stmt) {
  FunctionInfo* top = newFunction(nullptr, nullptr);
  Scope* scope = newScope(ScopeKind::Toplevel, nullptr, top, nullptr);
  top->scope = scope;
  analyze(stmt, top, scope, nullptr);
  func = top;
  return generate(top, stmt, nullptr);
}

std::shared_ptr<Lambda> Lowering::lowerMethod(const Method& m) {
  FunctionInfo* f = newFunction(m.definition, nullptr);
  Scope* top = newScope(ScopeKind::Toplevel, nullptr, nullptr, nullptr);
  Scope* scope = newScope(ScopeKind::Function, top, f, nullptr);
  f->scope = scope;
  analyze(m.definition, f, scope, &m);
  return generate(f, m.definition->child(1), &m);
}

Value Lowering::evalType(const Node* e, const std::map<const SymbolName*, Value>& names) {
  Lowering inner(ev, module);
  inner.typeNames = names;
  std::shared_ptr<Lambda> lam = inner.lowerToplevel(e);
  Frame frame;
  frame.slots.resize(lam->numSlots);
  frame.lambda = lam.get();
  frame.module = module;
  return lam->body->eval(ev, frame);
}

}  // namespace juxla::compiler
