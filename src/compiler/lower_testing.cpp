// Test's macros and Flux.@autosize, expanded in the AST (lower_testing.h says why). Each expands
// into a call of a function of module Test (prelude/test.jl) or Flux (prelude/flux/outputsize.jl),
// reached as Base.Test.f / Base.Flux.f so that no name in the user's module can shadow it.
#include "compiler/lower_testing.h"

#include <algorithm>
#include <vector>

#include "compiler/lower.h"

namespace juxla::compiler {

using frontend::SourceSpan;
using frontend::ValueType;

namespace {

// The macro's name without the @: (macro_name test), (. Test (macro_name test)).
std::string macroName(const Node* n) {
  if (n->kind != K::Macrocall || n->numChildren() == 0) return "";
  const Node* bare = n->child(0);
  if (bare->kind == K::Dot && bare->numChildren() == 2) bare = bare->child(1);
  if (bare->kind != K::MacroName || bare->numChildren() != 1) return "";
  const SymbolName* s = identifierName(bare->child(0));
  return s ? std::string(s->view()) : "";
}

bool isKeyword(const Node* a) { return a->kind == K::Equals && a->numChildren() == 2 && identifierName(a->child(0)); }
std::string keywordName(const Node* a) { return std::string(identifierName(a->child(0))->view()); }
bool isPrefixCall(const Node* n) {
  return n->kind == K::Call && !n->isInfix() && !n->has(frontend::kPrefixOpFlag) && !n->has(frontend::kPostfixOpFlag) &&
         n->numChildren() >= 1;
}
bool isUnderscore(const Node* n) {
  const SymbolName* s = identifierName(n);
  return s && s->view() == "_";
}

std::vector<Node*> macroArgs(const Node* n) { return {n->children().begin() + 1, n->children().end()}; }

// Julia's Test: the functions that @test shows term by term when they fail (DISPLAY_FAILED).
bool displaysFailedCall(const Node* f) {
  const SymbolName* s = identifierName(f);
  if (!s) return false;
  static const char* const names[] = {"isequal", "isapprox", "≈", "occursin", "startswith", "endswith", "isempty", "contains"};
  return std::any_of(std::begin(names), std::end(names), [&](const char* n) { return s->view() == n; });
}

bool isComparisonOp(const Node* op) {
  return op && op->isLeaf() && identifierName(op) && frontend::precedence(op->tokenKind) == frontend::Prec::Comparison;
}

  // Flux's _underscoredepth: 1 for `_` (and a pair `_ => x`), then one more per enclosing call,
// keyword or block; 0 where there is none. Tuples stop it, as in Flux.
int underscoreDepth(const Node* n) {
  if (n->isLeaf()) return isUnderscore(n) ? 1 : 0;
  if (!(n->kind == K::Call || n->kind == K::Equals || n->kind == K::Parameters || n->kind == K::Block)) return 0;
  if (n->kind == K::Call && n->isInfix() && n->numChildren() == 3 && identifierName(n->child(1)) &&
      identifierName(n->child(1))->view() == "=>" && isUnderscore(n->child(0)))
    return 1;
  int m = 0;
  for (const Node* c : n->children()) m = std::max(m, underscoreDepth(c));
  return m == 0 ? 0 : m + 1;
}

// The first `_` that no layer call encloses (Flux: "@autosize doesn't expect an underscore here").
const Node* misplacedUnderscore(const Node* n) {
  int d = underscoreDepth(n);
  if (d == 1) return n;
  if (d <= 2) return nullptr;
  for (const Node* c : n->children())
    if (const Node* bad = misplacedUnderscore(c)) return bad;
  return nullptr;
}

class Expander {
 public:
  Expander(frontend::AstArena& arena, const SourceManager& sources) : a_(arena), sources_(sources) {}

  Node* rewrite(Node* n) {
    if (!n || n->isLeaf()) return n;
    for (size_t i = 0; i < n->numChildren(); ++i) {
      Node* c = rewrite(n->child(i));
      if (c != n->child(i)) n->setChild(i, c);
    }
    if (n->kind != K::Macrocall) return n;
    std::string name = macroName(n);
    if (name.empty() || !libraryMacroProblem(name, n).empty()) return n;
    if (name == "test" || name == "test_broken" || name == "test_skip") return test(n, name);
    if (name == "test_throws") return testThrows(n);
    if (name == "testset") return testset(n);
    if (name == "inferred") return n->child(n->numChildren() - 1);
    if (name == "autosize") return autosize(n);
    return n;
  }

 private:
  // ---- building nodes ----
  Node* finish(Node* n) {
    uint32_t h = 0;
    for (const Node* c : n->children()) h = std::max(h, c->height);
    n->height = h + 1;
    return n;
  }
  Node* node(K kind, SourceSpan s, std::vector<Node*> children, uint16_t flags = 0) {
    return finish(a_.interior(kind, s, flags, children));
  }
  Node* ident(std::string_view name, SourceSpan s) {
    Node* n = a_.leaf(K::Identifier, s);
    n->value.type = ValueType::Symbol;
    n->value.text = a_.copy(name);
    return n;
  }
  // Base.<module>.<name>
  Node* libraryFunction(const char* module, const char* name, SourceSpan s) {
    return node(K::Dot, s, {node(K::Dot, s, {ident("Base", s), ident(module, s)}), ident(name, s)});
  }
  Node* str(const std::string& text, SourceSpan s) {
    Node* n = a_.leaf(K::String, s);
    n->value.type = ValueType::String;
    n->value.text = a_.copy(text);
    return n;
  }
  Node* boolean(bool b, SourceSpan s) {
    Node* n = a_.leaf(K::Bool, s);
    n->value.type = ValueType::Bool;
    n->value.boolean = b;
    return n;
  }
  Node* call(Node* f, std::vector<Node*> args, SourceSpan s) {
    args.insert(args.begin(), f);
    return node(K::Call, s, std::move(args));
  }
  Node* tuple(std::vector<Node*> items, SourceSpan s) {
    uint16_t flags = frontend::kParensFlag | (items.size() == 1 ? frontend::kTrailingCommaFlag : 0);
    return node(K::Tuple, s, std::move(items), flags);
  }
  Node* thunk(Node* body, SourceSpan s) { return node(K::RightArrow, s, {tuple({}, s), body}); }
  Node* keyword(std::string_view name, Node* value, SourceSpan s) { return node(K::Equals, s, {ident(name, s), value}); }
  Node* clone(const Node* n) {
    if (n->isLeaf()) {
      Node* c = a_.leaf(n->kind, n->span, n->flags);
      c->tokenKind = n->tokenKind;
      c->value = n->value;
      return c;
    }
    std::vector<Node*> children;
    for (const Node* c : n->children()) children.push_back(clone(c));
    Node* c = node(n->kind, n->span, std::move(children), n->flags);
    c->dim = n->dim;
    return c;
  }

  // "file.jl:12", as Julia prints a LineNumberNode.
  std::string location(const Node* n) {
    const SourceFile& f = sources_.file(n->span.file);
    return f.name() + ":" + std::to_string(f.lineCol(n->span.begin).line);
  }

  // ---- Test ----

  // @test ex [k=v...]: Test.__test(thunk, kind, names, text, source, negate, broken, skip), where
  // `thunk` returns what Julia's Test evaluates separately to show a failure term by term.
  Node* test(Node* n, const std::string& name) {
    SourceSpan s = n->span;
    std::vector<Node*> args = macroArgs(n);
    Node* ex = args[0];
    Node* broken = boolean(name == "test_broken", s);
    Node* skip = boolean(name == "test_skip", s);
    std::vector<Node*> kws;
    for (size_t i = 1; i < args.size(); ++i) {
      std::string k = keywordName(args[i]);
      if (k == "broken") broken = args[i]->child(1);
      else if (k == "skip") skip = args[i]->child(1);
      else kws.push_back(args[i]);
    }
    // Other keywords join the call (`@test a ≈ b atol=1e-3` is `≈(a, b, atol = 1e-3)`).
    std::string text = expressionText(sources_, ex);
    Node* withKeywords = ex;
    if (!kws.empty()) {
      Node* c = const_cast<Node*>(unwrapParens(ex));
      Node* f = c->isInfix() ? c->child(1) : c->child(0);
      std::vector<Node*> parts;
      if (c->isInfix()) parts = {c->child(0), c->child(2)};
      else parts.assign(c->children().begin() + 1, c->children().end());
      text = expressionText(sources_, f) + "(";
      for (size_t i = 0; i < parts.size(); ++i) text += (i ? ", " : "") + expressionText(sources_, parts[i]);
      for (const Node* k : kws) text += ", " + keywordName(k) + " = " + expressionText(sources_, k->child(1));
      text += ")";
      parts.insert(parts.end(), kws.begin(), kws.end());
      withKeywords = call(f, parts, s);
    }
    bool negate = false;
    Node* inner = const_cast<Node*>(unwrapParens(ex));
    if (kws.empty() && inner->kind == K::Call && inner->has(frontend::kPrefixOpFlag) && inner->numChildren() == 2 &&
        identifierName(inner->child(0)) && identifierName(inner->child(0))->view() == "!") {
      negate = true;
      inner = const_cast<Node*>(unwrapParens(inner->child(1)));
    }
    std::string kind = "plain";
    Node* body = ex;
    std::vector<Node*> names;
    bool splat = false;
    for (const Node* c : inner->children()) splat = splat || c->kind == K::Ellipsis;
    if (kws.empty() && !splat && inner->kind == K::Call && inner->isInfix() && inner->numChildren() == 3 && isComparisonOp(inner->child(1))) {
      kind = "comparison";
      names.push_back(str(std::string(identifierName(inner->child(1))->view()), s));
      body = tuple({inner->child(0), inner->child(1), inner->child(2)}, s);
    } else if (kws.empty() && !splat && inner->kind == K::Comparison) {
      bool ok = true;
      for (size_t i = 1; i < inner->numChildren(); i += 2) ok = ok && isComparisonOp(inner->child(i));
      if (ok) {
        kind = "comparison";
        for (size_t i = 1; i < inner->numChildren(); i += 2) names.push_back(str(std::string(identifierName(inner->child(i))->view()), s));
        body = tuple(std::vector<Node*>(inner->children().begin(), inner->children().end()), s);
      }
    } else if (!splat && inner->kind == K::Call && (isPrefixCall(inner) || (inner->isInfix() && inner->numChildren() == 3)) &&
               displaysFailedCall(inner->isInfix() ? inner->child(1) : inner->child(0))) {
      // (f, (args...), (; kws...)), the keywords both those written in the call and those after it.
      kind = "call";
      Node* f = inner->isInfix() ? inner->child(1) : inner->child(0);
      names.push_back(str(std::string(identifierName(f)->view()), s));
      std::vector<Node*> positional, named;
      auto addKeyword = [&](Node* k) { named.push_back(keyword(keywordName(k), k->child(1), k->span)); };
      if (inner->isInfix()) positional = {inner->child(0), inner->child(2)};
      for (size_t i = 1; !inner->isInfix() && i < inner->numChildren(); ++i) {
        Node* c = inner->child(i);
        if (c->kind == K::Parameters) {
          for (Node* p : c->children())
            if (isKeyword(p)) addKeyword(p);
            else kind = "plain";  // `f(a; b)`, `f(; kw...)`: evaluated whole
        } else if (isKeyword(c)) {
          addKeyword(c);
        } else {
          positional.push_back(c);
        }
      }
      for (Node* k : kws) addKeyword(k);
      if (kind == "call") {
        Node* emptyKeywords = call(node(K::Dot, s, {ident("Base", s), ident("NamedTuple", s)}), {}, s);
        Node* kwTuple = named.empty() ? emptyKeywords : tuple(named, s);
        body = tuple({f, tuple(positional, s), kwTuple}, s);
      } else {
        body = ex;
      }
    }
    if (kind == "plain") {
      negate = false;
      body = withKeywords;
    }
    Node* kindNode = str(kind, s);
    return call(libraryFunction("Test", "__test", s),
                {thunk(body, s), kindNode, tuple(names, s), str(text, s), str(location(n), s), boolean(negate, s), broken, skip}, s);
  }

  // @test_throws T ex: Test.__test_throws(T, thunk, text, source).
  Node* testThrows(Node* n) {
    SourceSpan s = n->span;
    std::vector<Node*> args = macroArgs(n);
    std::string text = expressionText(sources_, args[1]);
    return call(libraryFunction("Test", "__test_throws", s), {args[0], thunk(args[1], s), str(text, s), str(location(n), s)}, s);
  }

  // @testset [name] [k=v...] begin ... end: Test.__testset(name, thunk, source; k=v...). The `for`
  // form makes one test set per iteration, named in it.
  Node* testset(Node* n) {
    SourceSpan s = n->span;
    std::vector<Node*> args = macroArgs(n);
    Node* body = args.back();
    Node* name = nullptr;
    std::vector<Node*> options;
    for (size_t i = 0; i + 1 < args.size(); ++i) {
      if (isKeyword(args[i])) options.push_back(keyword(keywordName(args[i]), args[i]->child(1), args[i]->span));
      else name = args[i];
    }
    auto testsetCall = [&](Node* desc, Node* block) {
      std::vector<Node*> callArgs{desc, thunk(block, s), str(location(n), s)};
      callArgs.insert(callArgs.end(), options.begin(), options.end());
      return call(libraryFunction("Test", "__testset", s), callArgs, s);
    };
    if (body->kind != K::For) return testsetCall(name ? name : str("test set", s), body);
    // (for (iteration (in i xs)...) block): without a name, each set is named `i = 1`.
    Node* iteration = body->child(0);
    Node* desc = name;
    if (!desc) {
      std::vector<Node*> parts;
      for (const Node* spec : iteration->children()) {
        const Node* target = spec->numChildren() == 2 ? unwrapParens(spec->child(0)) : nullptr;
        if (!target || !identifierName(target)) {
          parts.clear();
          break;
        }
        parts.push_back(str((parts.empty() ? "" : ", ") + std::string(identifierName(target)->view()) + " = ", s));
        parts.push_back(clone(target));
      }
      desc = parts.empty() ? str("test set", s) : call(ident("string", s), parts, s);
    }
    Node* loopBody = node(K::Block, body->child(1)->span, {testsetCall(desc, body->child(1))});
    return node(K::For, body->span, {iteration, loopBody}, body->flags);
  }

  // ---- Flux.@autosize ----

  // Flux's _makelazy: a layer whose arguments hold `_` becomes Flux.LazyLayer(text, x -> layer),
  // with each `_` replaced by Flux.autosizefor(Layer, x); containers keep their callee and recurse.
  Node* makeLazy(Node* n) {
    int d = underscoreDepth(n);
    if (d == 0) return n;
    if (d == 2) {
      SourceSpan s = n->span;
      const Node* layerType = isPrefixCall(n) ? n->child(0) : nullptr;
      std::string text = expressionText(sources_, n);
      Node* made = replaceUnderscores(n, layerType);
      Node* fn = node(K::RightArrow, s, {ident("#autosize_x", s), made});
      return call(libraryFunction("Flux", "LazyLayer", s), {str(text, s), fn}, s);
    }
    size_t keep = n->kind == K::Call && !n->isInfix() ? 1 : 0;
    if (n->kind == K::Equals) keep = 1;
    if (n->kind == K::Call && n->isInfix()) {
      for (size_t i = 0; i < n->numChildren(); ++i)
        if (i != 1) n->setChild(i, makeLazy(n->child(i)));
      return finish(n);
    }
    for (size_t i = keep; i < n->numChildren(); ++i) n->setChild(i, makeLazy(n->child(i)));
    return finish(n);
  }

  Node* replaceUnderscores(Node* n, const Node* layerType) {
    if (isUnderscore(n)) {
      SourceSpan s = n->span;
      Node* t = layerType ? clone(layerType) : ident("Any", s);
      return call(libraryFunction("Flux", "autosizefor", s), {t, ident("#autosize_x", s)}, s);
    }
    if (n->isLeaf()) return n;
    for (size_t i = 0; i < n->numChildren(); ++i) n->setChild(i, replaceUnderscores(n->child(i), layerType));
    return finish(n);
  }

  // Flux.@autosize (sizes...) model: Flux.__autosize(sizes, lazy model).
  Node* autosize(Node* n) {
    std::vector<Node*> args = macroArgs(n);
    Node* model = makeLazy(args[1]);
    return call(libraryFunction("Flux", "__autosize", n->span), {args[0], model}, n->span);
  }

  frontend::AstArena& a_;
  const SourceManager& sources_;
};

}  // namespace

std::string libraryMacroProblem(const std::string& name, const Node* n) {
  std::vector<Node*> args = macroArgs(n);
  if (name == "test" || name == "test_broken" || name == "test_skip") {
    if (args.empty() || isKeyword(args[0]))
      return "@" + name + " needs an expression to test, as in `@" + name + " x == 1`";
    int broken = 0, skip = 0;
    bool others = false;
    for (size_t i = 1; i < args.size(); ++i) {
      if (!isKeyword(args[i])) return "invalid test macro call: @" + name + " takes one expression and then `key = value` keywords";
      std::string k = keywordName(args[i]);
      broken += k == "broken";
      skip += k == "skip";
      others = others || (k != "broken" && k != "skip");
    }
    if (name != "test" && (broken || skip)) return "invalid test macro call: @" + name + " takes no broken or skip keyword";
    if (broken > 1 || skip > 1) return std::string("invalid test macro call: cannot set ") + (broken > 1 ? "broken" : "skip") + " keyword multiple times";
    if (broken && skip) return "invalid test macro call: cannot set both skip and broken keywords";
    const Node* ex = unwrapParens(args[0]);
    if (others && !(ex->kind == K::Call && (isPrefixCall(ex) || (ex->isInfix() && ex->numChildren() == 3)) && !ex->has(frontend::kPrefixOpFlag)))
      return "invalid test macro call: keywords such as `atol = 1e-6` need a call to add them to, as in `@test a ≈ b atol = 1e-6`";
    return "";
  }
  if (name == "test_throws") {
    if (args.size() != 2 || isKeyword(args[0]) || isKeyword(args[1]))
      return "@test_throws needs an exception type (or value, or message) and an expression, as in `@test_throws DomainError sqrt(-1.0)`";
    return "";
  }
  if (name == "testset") {
    if (args.empty() || (args.back()->kind != K::Block && args.back()->kind != K::For))
      return "@testset needs a `begin ... end` block or a `for` loop as its last argument";
    if (args.back()->kind == K::For && args.back()->numChildren() != 2) return "@testset needs a `for` loop with a body";
    int names = 0;
    for (size_t i = 0; i + 1 < args.size(); ++i) {
      const Node* a = args[i];
      if (isKeyword(a)) {
        std::string k = keywordName(a);
        if (k != "verbose" && k != "showtiming" && k != "failfast")
          return "@testset takes the options verbose, showtiming and failfast, not `" + k + "`";
        continue;
      }
      if (a->kind == K::StringNode || (a->isLeaf() && a->kind == K::String)) {
        if (++names > 1) return "@testset takes one description string";
        continue;
      }
      if (identifierName(a) || a->kind == K::Dot) return "custom test set types are not supported: @testset makes Test's DefaultTestSet";
      return "unexpected argument to @testset: expected a description string, `option = value` or the body";
    }
    return "";
  }
  if (name == "inferred") return args.empty() ? "@inferred needs a call, as in `@inferred f(x)`" : "";
  if (name == "autosize") {
    if (args.size() != 2) return "@autosize needs an input size and a model, as in `@autosize (28, 28, 1, 1) Chain(Dense(_ => 10))`";
    if (args[0]->kind != K::Tuple)
      return "@autosize's first argument must be a tuple, the size of the input";
    if (args[1]->kind != K::Call) return "@autosize's second argument must be something like Chain(layers...)";
    if (misplacedUnderscore(args[1]))
      return "@autosize doesn't expect an underscore here: a `_` stands for the input size of the layer whose "
             "arguments hold it, as in `Dense(_ => 10)`";
    return "";
  }
  return "";
}

void expandLibraryMacros(Node* root, frontend::AstArena& arena, const SourceManager& sources) {
  Expander(arena, sources).rewrite(root);
}

}  // namespace juxla::compiler
