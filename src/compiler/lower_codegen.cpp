// Code generation for expressions: literals, names, calls, operators, indexing, fields, tuples,
// arrays, strings, conditionals and blocks. Statements with their own file: lower_control.cpp.
#include <cstring>

#include <algorithm>

#include "compiler/lower.h"
#include "compiler/objects.h"
#include "compiler/subtype.h"
#include "frontend/kinds.h"

namespace juxla::compiler {

using frontend::ValueType;

void Lowering::error(const Node* at, const std::string& message) {
  throw JuliaError("SyntaxError", message, at ? at->span : frontend::SourceSpan{});
}

const Code* Lowering::literal(Value v, const Node* at) { return lambda->make<Literal>(at->span, std::move(v)); }

const Code* Lowering::baseRef(const char* name, const Node* at) {
  return lambda->make<GlobalGet>(at->span, ev.baseModule(), intern(name));
}

const Code* Lowering::callValue(const Code* callee, std::vector<const Code*> args, const Node* at) {
  return lambda->make<Call>(at->span, callee, std::move(args));
}

// One index of a[i, t...]: a splatted one (a[t...] is getindex(a, t...)) is marked in `splat`.
const Code* Lowering::indexArgument(const Node* index, std::vector<bool>& splat) {
  const Node* i = unwrapParens(index);
  bool spread = i->kind == K::Ellipsis && i->numChildren() == 1;
  splat.push_back(spread);
  return expr(spread ? i->child(0) : index);
}

// Keeps the splat flags on a call only when some argument is splatted.
const Code* Lowering::withSplats(const Code* call, std::vector<bool> splat) {
  if (std::find(splat.begin(), splat.end(), true) != splat.end())
    const_cast<Call*>(static_cast<const Call*>(call))->splat = std::move(splat);
  return call;
}

// f.(x, y) and x .+ y: broadcast(f, args...). Nested dot calls broadcast one after another; the
// values are those of Julia's fused broadcast, because the range rules Julia applies while building
// the fused tree (r .* 2 is a range there too) are the ones broadcast applies to each stage here.
const Code* Lowering::dotcall(const Node* n) {
  std::vector<Node*> ch(n->children().begin(), n->children().end());
  const Code* f;
  std::vector<const Code*> args;
  if (n->isInfix() && ch.size() >= 3) {
    f = expr(ch[1]);
    args.push_back(expr(ch[0]));
    for (size_t i = 2; i < ch.size(); ++i) args.push_back(expr(ch[i]));
  } else if (n->has(frontend::kPrefixOpFlag) && ch.size() == 2) {
    f = expr(ch[0]);
    args.push_back(expr(ch[1]));
  } else {
    // f.(x, y...; k = v): the keywords go to every element's call, through Base.__kwfunc(f; k = v).
    f = expr(ch.at(0));
    Call* bc = lambda->make<Call>(n->span, baseRef("broadcast", n), std::vector<const Code*>{});
    bc->args = callArgs(std::span<Node* const>(ch.data() + 1, ch.size() - 1), bc);
    if (!bc->kwNames.empty() || !bc->kwSplats.empty()) {
      Call* kf = lambda->make<Call>(n->span, baseRef("__kwfunc", n), std::vector<const Code*>{f});
      std::swap(kf->kwNames, bc->kwNames);
      std::swap(kf->kwValues, bc->kwValues);
      std::swap(kf->kwSplats, bc->kwSplats);
      std::swap(kf->kwSplatAfter, bc->kwSplatAfter);
      f = kf;
    }
    bc->args.insert(bc->args.begin(), f);
    if (!bc->splat.empty()) bc->splat.insert(bc->splat.begin(), false);
    return bc;
  }
  args.insert(args.begin(), f);
  return callBase("broadcast", std::move(args), n);
}

const Code* Lowering::callBase(const char* fn, std::vector<const Code*> args, const Node* at) {
  return callValue(baseRef(fn, at), std::move(args), at);
}

static Value leafValue(Evaluator& ev, const Node* n) {
  Universe& u = ev.universe();
  const CoreTypes& c = u.core();
  const frontend::Value& v = n->value;
  switch (v.type) {
    case ValueType::Bool: return u.boolean(v.boolean);
    case ValueType::Int64: return u.int64(v.int64);
    case ValueType::UInt8: return Value::bits(c.UInt8, v.uint64);
    case ValueType::UInt16: return Value::bits(c.UInt16, v.uint64);
    case ValueType::UInt32: return Value::bits(c.UInt32, v.uint64);
    case ValueType::UInt64: return Value::bits(c.UInt64, v.uint64);
    case ValueType::Float64: return u.float64(v.float64);
    case ValueType::Float32: return u.float32(v.float32);
    case ValueType::Char: return u.character(v.character);
    case ValueType::String: return Value::object(c.String, new StringObject(std::string(v.text)));
    case ValueType::Symbol: return u.symbol(v.text);
    default: return Value();
  }
}

const Code* Lowering::read(const Node* id) {
  const SymbolName* name = identifierName(id);
  auto it = varOfNode.find(id);
  if (it == varOfNode.end()) {
    auto tn = typeNames.find(name);
    if (tn != typeNames.end()) return literal(tn->second, id);
    return lambda->make<GlobalGet>(id->span, module, name);
  }
  Var* v = it->second;
  if (v->func == func) {
    if (v->boxed()) return lambda->make<BoxGet>(id->span, v->slot, name);
    return lambda->make<SlotGet>(id->span, v->slot, name);
  }
  return lambda->make<CapturedGet>(id->span, func->captureIndex(v), v->boxed(), name);
}

const Code* Lowering::block(const Node* n) {
  n = unwrapParens(n);
  if (!n) return literal(ev.universe().nothing(), n);
  if (n->kind != K::Block && n->kind != K::Toplevel) return expr(n);
  std::vector<const Code*> stmts;
  for (const Node* c : n->children()) stmts.push_back(expr(c));
  if (stmts.empty()) return lambda->make<Literal>(n->span, ev.universe().nothing());
  if (stmts.size() == 1) return stmts[0];
  return lambda->make<Block>(n->span, std::move(stmts));
}

std::vector<const Code*> Lowering::callArgs(std::span<Node* const> args, Call* into) {
  std::vector<const Code*> out;
  for (const Node* a : args) {
    a = unwrapParens(a);
    if (a->kind == K::Parameters) {
      for (const Node* kw : a->children()) {
        if (kw->kind == K::Equals && kw->numChildren() == 2 && identifierName(kw->child(0))) {
          into->kwNames.push_back(identifierName(kw->child(0)));
          into->kwValues.push_back(expr(kw->child(1)));
        } else if (kw->kind == K::Ellipsis && kw->numChildren() == 1) {
          into->kwSplatAfter.push_back(into->kwNames.size());
          into->kwSplats.push_back(expr(kw->child(0)));
        } else if (kw->kind == K::Call && kw->isInfix() && kw->numChildren() == 3 && identifierName(kw->child(1)) &&
                   identifierName(kw->child(1))->view() == "=>") {
          into->kwSplatAfter.push_back(into->kwNames.size());
          into->kwSplats.push_back(expr(kw));  // f(; :k => v): a keyword from a pair
        } else if (const SymbolName* name = identifierName(kw)) {
          into->kwNames.push_back(name);  // f(; x) means f(; x = x)
          into->kwValues.push_back(read(kw));
        } else {
          error(kw, "expected a keyword argument like `name = value`");
        }
      }
      continue;
    }
    if (a->kind == K::Equals && a->numChildren() == 2 && identifierName(a->child(0))) {
      into->kwNames.push_back(identifierName(a->child(0)));
      into->kwValues.push_back(expr(a->child(1)));
      continue;
    }
    if (a->kind == K::Ellipsis && a->numChildren() == 1) {
      if (into->splat.empty()) into->splat.assign(out.size(), false);
      out.push_back(expr(a->child(0)));
      into->splat.push_back(true);
      continue;
    }
    out.push_back(expr(a));
    if (!into->splat.empty()) into->splat.push_back(false);
  }
  return out;
}

const Code* Lowering::call(const Node* n) {
  // (call f args...), (call-i a op b...), (call-pre op x), (call-post x ')
  std::vector<Node*> children(n->children().begin(), n->children().end());
  const Node* calleeNode = nullptr;
  std::vector<Node*> args;
  if (n->isInfix() && children.size() >= 3) {
    calleeNode = children[1];
    args.push_back(children[0]);
    for (size_t i = 2; i < children.size(); ++i) args.push_back(children[i]);
  } else if (n->has(frontend::kPostfixOpFlag) && children.size() == 2) {
    calleeNode = children[1];
    args.push_back(children[0]);
  } else {
    calleeNode = children.empty() ? nullptr : children[0];
    args.assign(children.begin() + (children.empty() ? 0 : 1), children.end());
  }
  if (!calleeNode) error(n, "a call needs a function");
  // f(x) do y ... end: the do-block is the first argument.
  const Node* doBlock = nullptr;
  if (!args.empty() && args.back()->kind == K::Do) {
    doBlock = args.back();
    args.pop_back();
  }
  const Node* calleeBare = unwrapParens(calleeNode);
  const SymbolName* calleeName = identifierName(calleeBare);
  if (calleeName && calleeName->view() == "'") return callBase("adjoint", {expr(args.at(0))}, n);
  // x^2, x^-1 with a literal integer exponent: Base.literal_pow(^, x, Val(n)), as Julia lowers it
  // (so 2^-1 is 0.5 while 2^p with p = -1 is a DomainError).
  if (calleeName && calleeName->view() == "^" && args.size() == 2 && !doBlock) {
    const Node* exponent = unwrapParens(args[1]);
    if (exponent->isLeaf() && exponent->kind == K::Integer && exponent->value.type == ValueType::Int64) {
      const Code* val = callBase("Val", {literal(ev.universe().int64(exponent->value.int64), exponent)}, exponent);
      return callBase("literal_pow", {expr(calleeBare), expr(args[0]), val}, n);
    }
  }
  // new(...) and new{T}(...) inside an inner constructor: an instance of the struct being built.
  bool isNew = calleeName && calleeName->view() == "new" && !varOfNode.count(calleeBare);
  bool isNewCurly = calleeBare->kind == K::Curly && identifierName(calleeBare->child(0)) &&
                    identifierName(calleeBare->child(0))->view() == "new";
  const Code* callee;
  if (isNew || isNewCurly) {
    if (!method_ || !method_->innerConstructorOf || func->parent)
      error(n, "`new` is only available inside an inner constructor of a struct (a `function` in the struct's body)");
    const Code* type;
    if (isNew) {
      type = lambda->make<SlotGet>(n->span, 0, intern("#self"));
    } else {
      std::vector<const Code*> params{literal(ev.universe().typeValue(method_->innerConstructorOf->wrapper), calleeBare)};
      for (size_t i = 1; i < calleeBare->numChildren(); ++i) params.push_back(expr(calleeBare->child(i)));
      type = callBase("apply_type", std::move(params), calleeBare);
    }
    Call* c = lambda->make<Call>(n->span, baseRef("__new", n), std::vector<const Code*>{});
    std::vector<const Code*> rest = callArgs(args, c);
    rest.insert(rest.begin(), type);
    if (!c->splat.empty()) c->splat.insert(c->splat.begin(), false);
    c->args = std::move(rest);
    return c;
  }
  if (dotify_ && !doBlock) {
    // Inside @. every call broadcasts.
    std::vector<const Code*> broadcastArgs{expr(calleeNode)};
    for (const Node* a : args) broadcastArgs.push_back(expr(a));
    return callBase("broadcast", std::move(broadcastArgs), n);
  }
  callee = expr(calleeNode);
  Call* c = lambda->make<Call>(n->span, callee, std::vector<const Code*>{});
  if (doBlock) c->args.push_back(closure(doBlock));
  std::vector<const Code*> rest = callArgs(args, c);
  if (doBlock && !c->splat.empty()) c->splat.insert(c->splat.begin(), false);
  c->args.insert(c->args.end(), rest.begin(), rest.end());
  return c;
}

// `a < b <= c`: each operand once, stopping at the first false comparison.
static const Code* comparisonChain(Lowering& l, const Node* n) {
  std::vector<Node*> parts(n->children().begin(), n->children().end());
  if (parts.size() < 3 || parts.size() % 2 == 0) l.error(n, "malformed comparison");
  const Code* result = nullptr;
  const Code* left = l.expr(parts[0]);
  for (size_t i = 1; i + 1 < parts.size(); i += 2) {
    const Code* right = l.expr(parts[i + 1]);
    const Code* rightValue = right;
    const Code* assignRight = nullptr;
    if (i + 3 < parts.size()) {
      // The middle operand is used twice: keep it in a temporary.
      int slot = l.func->addSlot(intern("#cmp"));
      assignRight = l.lambda->make<SlotSet>(parts[i + 1]->span, slot, right);
      rightValue = l.lambda->make<SlotGet>(parts[i + 1]->span, slot, intern("#cmp"));
    }
    const Code* op = l.expr(parts[i]);
    const Code* cmp = l.callValue(op, {left, assignRight ? assignRight : rightValue}, n);
    result = result ? l.lambda->make<And>(n->span, result, cmp) : cmp;
    left = rightValue;
  }
  return result;
}

const Code* Lowering::expr(const Node* n) {
  if (!n) error(n, "missing expression");
  if (n->isLeaf()) {
    switch (n->kind) {
      case K::Ampersand:
      case K::Identifier: {
        const SymbolName* name = identifierName(n);
        std::string_view nm = name->view();
        if (nm == "nothing") return literal(ev.universe().nothing(), n);
        if (nm == "end" || nm == "begin") {
          if (endStack_.empty()) error(n, "`" + std::string(nm) + "` used outside of indexing");
          const EndContext& e = endStack_.back();
          const char* fn = nm == "end" ? "lastindex" : "firstindex";
          if (e.numIndices == 1) return callBase(fn, {e.array}, n);
          return callBase(fn, {e.array, literal(ev.universe().int64(e.dim + 1), n)}, n);
        }
        return read(n);
      }
      case K::Bool:
      case K::Integer:
      case K::BinInt:
      case K::HexInt:
      case K::OctInt:
      case K::Float:
      case K::Float32:
      case K::Char:
      case K::String: {
        Value v = leafValue(ev, n);
        if (!v.defined()) error(n, "integer literal does not fit in Int64 (Int128 and BigInt are not supported)");
        return literal(std::move(v), n);
      }
      case K::Colon: return lambda->make<GlobalGet>(n->span, ev.baseModule(), intern(":"));  // `:` as a value: Colon()
      case K::CmdString: throw UnsupportedError("command strings (`...`) are not supported: juxla runs no programs", n->span);
      default:
        if (frontend::isError(n->kind)) error(n, "syntax error");
        error(n, "unexpected `" + std::string(frontend::kindName(n->kind)) + "`");
    }
  }
  switch (n->kind) {
    case K::Parens:
      if (n->numChildren() == 1) return expr(n->child(0));
      return block(n);
    case K::Block:
    case K::Toplevel: return block(n);
    case K::Call: return call(n);
    case K::Dotcall: return dotcall(n);
    case K::Juxtapose: return callBase("*", {expr(n->child(0)), expr(n->child(1))}, n);
    case K::Comparison: return comparisonChain(*this, n);
    case K::AndAnd: return lambda->make<And>(n->span, expr(n->child(0)), expr(n->child(1)));
    case K::OrOr: return lambda->make<Or>(n->span, expr(n->child(0)), expr(n->child(1)));
    case K::Question: {
      If* ternary = lambda->make<If>(n->span, expr(n->child(0)), expr(n->child(1)), expr(n->child(2)));
      ternary->ternary = true;
      return ternary;
    }
    case K::If:
    case K::Elseif: {
      const Code* otherwise = n->numChildren() > 2 ? (n->child(2)->kind == K::Elseif ? expr(n->child(2)) : block(n->child(2))) : nullptr;
      return lambda->make<If>(n->span, expr(n->child(0)), block(n->child(1)), otherwise);
    }
    case K::Equals:
      if (dotify_) return updateAssign(n);  // @. x = y is x .= y
      return assign(n->child(0), expr(n->child(1)), n);
    case K::Quote:
      if (n->has(frontend::kColonQuoteFlag) && n->numChildren() == 1) {
        if (const SymbolName* s = identifierName(n->child(0))) return literal(ev.universe().symbol(s->view()), n);
        if (n->child(0)->isLeaf() && n->child(0)->kind != K::Identifier) return expr(n->child(0));  // :1 is 1
      }
      throw UnsupportedError("quoted expressions are not supported: juxla runs no macros or eval", n->span);
    case K::StringNode: return stringLiteral(n);
    case K::CharNode: return expr(n->child(0));
    case K::Tuple: {
      // (a, b), (a = 1, b = 2), (; a, b)
      std::vector<Node*> ch(n->children().begin(), n->children().end());
      bool named = false;
      for (const Node* c : ch)
        if (c->kind == K::Parameters || (c->kind == K::Equals && identifierName(c->child(0)))) named = true;
      if (!named) {
        Call* c = static_cast<Call*>(const_cast<Code*>(callBase("tuple", {}, n)));
        c->args = callArgs(ch, c);
        return c;
      }
      std::vector<const Code*> names, values;
      auto add = [&](const Node* c) {
        if (c->kind == K::Equals && c->numChildren() == 2 && identifierName(c->child(0))) {
          names.push_back(literal(ev.universe().symbol(identifierName(c->child(0))->view()), c));
          values.push_back(expr(c->child(1)));
        } else if (const SymbolName* s = identifierName(c)) {
          names.push_back(literal(ev.universe().symbol(s->view()), c));
          values.push_back(read(c));
        } else if (c->kind == K::Dot && c->numChildren() == 2 && identifierName(c->child(1))) {
          names.push_back(literal(ev.universe().symbol(identifierName(c->child(1))->view()), c));
          values.push_back(expr(c));
        } else {
          error(c, "expected `name = value` in a named tuple");
        }
      };
      for (const Node* c : ch) {
        if (c->kind == K::Parameters) {
          for (const Node* p : c->children()) add(p);
        } else {
          add(c);
        }
      }
      const Code* namesTuple = callBase("tuple", names, n);
      const Code* valuesTuple = callBase("tuple", values, n);
      return callBase("__namedtuple", {namesTuple, valuesTuple}, n);
    }
    case K::Vect:
    case K::Hcat:
    case K::Vcat:
    case K::Ncat:
    case K::TypedHcat:
    case K::TypedVcat:
    case K::TypedNcat: return arrayLiteral(n);
    case K::Ref: {
      // a[i, end]: `end` is lastindex(a, dim) of the array being indexed.
      const Node* base = n->child(0);
      int slot = func->addSlot(intern("#ref"));
      const Code* arrayValue = lambda->make<SlotSet>(base->span, slot, expr(base));
      const Code* arrayRef = lambda->make<SlotGet>(base->span, slot, intern("#ref"));
      std::vector<const Code*> args{arrayValue};
      std::vector<bool> splat{false};
      size_t numIdx = n->numChildren() - 1;
      for (size_t i = 1; i < n->numChildren(); ++i) {
        endStack_.push_back({arrayRef, int64_t(i - 1), int64_t(numIdx)});
        args.push_back(indexArgument(n->child(i), splat));
        endStack_.pop_back();
      }
      return withSplats(callBase(views_ ? "__maybeview" : "getindex", std::move(args), n), std::move(splat));
    }
    case K::Dot: {
      if (n->numChildren() == 2) {
        const Node* field = unwrapParens(n->child(1));
        const SymbolName* fname = identifierName(field);
        if (!fname && field->kind == K::Quote && field->numChildren() == 1) fname = identifierName(field->child(0));
        if (fname) {
          // Module.name resolves to the module's binding when the left side is a module.
          if (Module* m = moduleOf(n->child(0))) return lambda->make<GlobalGet>(n->span, m, fname);
          return callBase("getproperty", {expr(n->child(0)), literal(ev.universe().symbol(fname->view()), field)}, n);
        }
      }
      break;
    }
    case K::Curly: {
      std::vector<const Code*> args{expr(n->child(0))};
      for (size_t i = 1; i < n->numChildren(); ++i) {
        const Node* p = unwrapParens(n->child(i));
        if (p->kind == K::Subtype && p->numChildren() == 1) {  // Vector{<:Real}
          args.push_back(callBase("__lowerbound_typevar", {expr(p->child(0))}, p));
        } else {
          args.push_back(expr(p));
        }
      }
      return callBase("apply_type", std::move(args), n);
    }
    case K::ColonColon:
      if (n->numChildren() == 2) return callBase("typeassert", {expr(n->child(0)), expr(n->child(1))}, n);
      break;
    case K::Subtype:
      if (n->numChildren() == 2) return callBase("<:", {expr(n->child(0)), expr(n->child(1))}, n);
      break;
    case K::RightArrow: return closure(n);
    case K::Function:
      if (!func->node && !func->parent && functions.count(n) == 0) return toplevelOnly(n);
      return closure(n);
    case K::Generator: return generator(n);
    case K::Comprehension:
    case K::TypedComprehension: return comprehension(n);
    case K::For: return loopFor(n);
    case K::While: return loopWhile(n);
    case K::Break: return lambda->make<Break>(n->span);
    case K::Continue: return lambda->make<Continue>(n->span);
    case K::Return: {
      const Code* v = n->numChildren() ? expr(n->child(0)) : literal(ev.universe().nothing(), n);
      return lambda->make<Return>(n->span, v);
    }
    case K::Let: return let(n);
    case K::Macrocall: return macro(n);
    case K::OpEquals:
    case K::DotOpEquals:
    case K::DotEquals: return updateAssign(n);
    case K::Local:
    case K::Global: {
      std::vector<const Code*> stmts;
      for (const Node* c : n->children())
        if (c->kind == K::Equals || c->kind == K::OpEquals) stmts.push_back(expr(c));
      if (stmts.empty()) return literal(ev.universe().nothing(), n);
      return stmts.size() == 1 ? stmts[0] : lambda->make<Block>(n->span, std::move(stmts));
    }
    case K::Ellipsis: error(n, "`...` (splatting) is only allowed in calls, tuples and array literals");
    case K::Try: throw UnsupportedError("try/catch is not supported; juxla programs stop at the first error", n->span);
    case K::Dollar: throw UnsupportedError("`$` interpolation outside a string is not supported", n->span);
    case K::Where: throw UnsupportedError("`where` in an expression is not supported; use it in method signatures", n->span);
    default: break;
  }
  if (frontend::isError(n->kind)) error(n, "syntax error");
  return toplevelOnly(n);
}

}  // namespace juxla::compiler
