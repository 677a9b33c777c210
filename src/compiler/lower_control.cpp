// Code generation for assignments, loops, let, closures, generators and comprehensions.
#include "compiler/lower.h"
#include "compiler/objects.h"

namespace juxla::compiler {

const Code* Lowering::scopeEntry(Scope* s, const std::set<int>& skip) {
  std::vector<int> boxes;
  for (auto& [name, v] : s->vars)
    if (v->boxed() && !v->isArgument && !skip.count(v->slot)) boxes.push_back(v->slot);
  if (boxes.empty()) return nullptr;
  return lambda->make<NewBoxes>(frontend::SourceSpan{}, std::move(boxes));
}

std::vector<int> Lowering::scopeLocals(Scope* s) {
  std::vector<int> slots;
  for (auto& [name, v] : s->vars) slots.push_back(v->slot);
  return slots;
}

const Code* Lowering::assign(const Node* lhs, const Code* value, const Node* at) {
  lhs = unwrapParens(lhs);
  if (const SymbolName* name = identifierName(lhs)) {
    auto it = varOfNode.find(lhs);
    if (it == varOfNode.end()) {
      if (func->parent || func->scope->kind != ScopeKind::Toplevel) {
        // A global assigned from inside a function needs `global name` there (checked by analysis).
      }
      return lambda->make<GlobalSet>(at->span, module, name, value, false);
    }
    Var* v = it->second;
    if (v->func == func) {
      if (v->boxed()) return lambda->make<BoxSet>(at->span, v->slot, value);
      return lambda->make<SlotSet>(at->span, v->slot, value);
    }
    if (!v->boxed()) error(lhs, "internal error: assigning a captured variable that is not boxed");
    return lambda->make<CapturedSet>(at->span, func->captureIndex(v), value);
  }
  switch (lhs->kind) {
    case K::ColonColon:
      if (lhs->numChildren() == 2) {
        // A typed global keeps its type: later assignments convert to it.
        const Node* target = unwrapParens(lhs->child(0));
        if (identifierName(target) && !varOfNode.count(target))
          return lambda->make<GlobalSet>(at->span, module, identifierName(target), value, false, expr(lhs->child(1)));
        const Code* type = expr(lhs->child(1));
        const Code* converted = callBase("convert", {type, value}, at);
        return assign(lhs->child(0), callBase("typeassert", {converted, type}, at), at);
      }
      break;
    case K::Ref: {
      // a[i...] = v  ->  setindex!(a, v, i...), and the expression's value is v.
      int aSlot = tempSlot("#a"), vSlot = tempSlot("#v");
      const Node* base = lhs->child(0);
      const Code* setA = lambda->make<SlotSet>(base->span, aSlot, expr(base));
      const Code* aRef = lambda->make<SlotGet>(base->span, aSlot, intern("#a"));
      std::vector<const Code*> args{aRef, lambda->make<SlotGet>(at->span, vSlot, intern("#v"))};
      std::vector<bool> splat{false, false};
      size_t numIdx = lhs->numChildren() - 1;
      for (size_t i = 1; i < lhs->numChildren(); ++i) {
        endStack_.push_back({aRef, int64_t(i - 1), int64_t(numIdx)});
        args.push_back(indexArgument(lhs->child(i), splat));
        endStack_.pop_back();
      }
      const Code* store = withSplats(callBase("setindex!", args, at), std::move(splat));
      std::vector<const Code*> stmts{setA, lambda->make<SlotSet>(at->span, vSlot, value), store,
                                     lambda->make<SlotGet>(at->span, vSlot, intern("#v"))};
      return lambda->make<Block>(at->span, std::move(stmts));
    }
    case K::Dot:
      if (lhs->numChildren() == 2) {
        const SymbolName* field = identifierName(lhs->child(1));
        if (!field) break;
        if (moduleOf(lhs->child(0))) error(lhs, "cannot assign a variable of another module from here");
        int vSlot = tempSlot("#v");
        std::vector<const Code*> stmts{
            lambda->make<SlotSet>(at->span, vSlot, value),
            callBase("setproperty!", {expr(lhs->child(0)), literal(ev.universe().symbol(field->view()), lhs->child(1)),
                                      lambda->make<SlotGet>(at->span, vSlot, intern("#v"))}, at),
            lambda->make<SlotGet>(at->span, vSlot, intern("#v"))};
        return lambda->make<Block>(at->span, std::move(stmts));
      }
      break;
    case K::Tuple: {
      // a, b = t  (by position; `rest...` takes the tail)  and  (; a, b) = nt  (by name).
      int tSlot = tempSlot("#t");
      std::vector<const Code*> stmts{lambda->make<SlotSet>(at->span, tSlot, value)};
      const Code* tRef = lambda->make<SlotGet>(at->span, tSlot, intern("#t"));
      int64_t index = 1;
      for (const Node* c : lhs->children()) {
        if (c->kind == K::Parameters) {
          for (const Node* p : c->children()) {
            const SymbolName* name = identifierName(p);
            if (!name) error(p, "expected a name in `(; a, b) = ...`");
            stmts.push_back(assign(p, callBase("getproperty", {tRef, literal(ev.universe().symbol(name->view()), p)}, p), p));
          }
          continue;
        }
        if (c->kind == K::Ellipsis) {
          stmts.push_back(assign(c->child(0), callBase("__unpack_rest", {tRef, literal(ev.universe().int64(index), c)}, c), c));
          ++index;
          continue;
        }
        stmts.push_back(assign(c, callBase("__unpack", {tRef, literal(ev.universe().int64(index), c)}, c), c));
        ++index;
      }
      stmts.push_back(tRef);
      return lambda->make<Block>(at->span, std::move(stmts));
    }
    default: break;
  }
  error(lhs, "cannot assign to this expression");
}

const Code* Lowering::updateAssign(const Node* n) {
  const Node* lhs = unwrapParens(n->child(0));
  // a[i, end] .= v: the destination is __dotview(a, i...), `end` counting a's dimensions.
  auto destination = [&]() -> const Code* {
    if (lhs->kind != K::Ref) return expr(lhs);
    int aSlot = tempSlot("#a");
    const Code* aRef = lambda->make<SlotGet>(lhs->span, aSlot, intern("#a"));
    std::vector<const Code*> a{aRef};
    size_t numIdx = lhs->numChildren() - 1;
    for (size_t i = 1; i < lhs->numChildren(); ++i) {
      endStack_.push_back({aRef, int64_t(i - 1), int64_t(numIdx)});
      a.push_back(expr(lhs->child(i)));
      endStack_.pop_back();
    }
    std::vector<const Code*> stmts{lambda->make<SlotSet>(lhs->span, aSlot, expr(lhs->child(0))), callBase("__dotview", std::move(a), lhs)};
    return lambda->make<Block>(lhs->span, std::move(stmts));
  };
  if (n->kind == K::DotEquals || (dotify_ && n->kind == K::Equals)) {
    const Code* dest = destination();
    return callBase("__broadcast_assign!", {dest, expr(n->child(1))}, n);
  }
  const Node* opNode = n->child(1);
  const Node* rhs = n->child(2);
  if (n->kind == K::DotOpEquals || (dotify_ && n->kind == K::OpEquals)) {
    if (lhs->kind == K::Ref) {
      // a[i] .op= v is a[i] .= a[i] .op v: the indices are evaluated once, the read is a copy.
      int aSlot = tempSlot("#a");
      const Code* aRef = lambda->make<SlotGet>(lhs->span, aSlot, intern("#a"));
      std::vector<const Code*> stmts{lambda->make<SlotSet>(lhs->span, aSlot, expr(lhs->child(0)))};
      std::vector<const Code*> idx{aRef};
      size_t numIdx = lhs->numChildren() - 1;
      for (size_t i = 1; i < lhs->numChildren(); ++i) {
        int iSlot = tempSlot("#i");
        endStack_.push_back({aRef, int64_t(i - 1), int64_t(numIdx)});
        stmts.push_back(lambda->make<SlotSet>(lhs->child(i)->span, iSlot, expr(lhs->child(i))));
        endStack_.pop_back();
        idx.push_back(lambda->make<SlotGet>(lhs->child(i)->span, iSlot, intern("#i")));
      }
      const Code* read = callBase("getindex", idx, lhs);
      const Code* dest = callBase("__dotview", idx, lhs);
      stmts.push_back(callBase("__broadcast_assign!", {dest, callBase("broadcast", {expr(opNode), read, expr(rhs)}, n)}, n));
      return lambda->make<Block>(n->span, std::move(stmts));
    }
    int dSlot = tempSlot("#dest");
    const Code* dest = destination();
    const Code* dRef = lambda->make<SlotGet>(n->span, dSlot, intern("#dest"));
    std::vector<const Code*> stmts{lambda->make<SlotSet>(n->span, dSlot, dest),
                                   callBase("__broadcast_assign!", {dRef, callBase("broadcast", {expr(opNode), dRef, expr(rhs)}, n)}, n)};
    return lambda->make<Block>(n->span, std::move(stmts));
  }
  // x op= v
  if (identifierName(lhs)) return assign(lhs, callValue(expr(opNode), {read(lhs), expr(rhs)}, n), n);
  if (lhs->kind == K::Ref) {
    int aSlot = tempSlot("#a");
    std::vector<const Code*> stmts{lambda->make<SlotSet>(lhs->span, aSlot, expr(lhs->child(0)))};
    const Code* aRef = lambda->make<SlotGet>(lhs->span, aSlot, intern("#a"));
    std::vector<const Code*> idx;
    size_t numIdx = lhs->numChildren() - 1;
    for (size_t i = 1; i < lhs->numChildren(); ++i) {
      int s = tempSlot("#i");
      endStack_.push_back({aRef, int64_t(i - 1), int64_t(numIdx)});
      stmts.push_back(lambda->make<SlotSet>(lhs->child(i)->span, s, expr(lhs->child(i))));
      endStack_.pop_back();
      idx.push_back(lambda->make<SlotGet>(lhs->child(i)->span, s, intern("#i")));
    }
    std::vector<const Code*> getArgs{aRef};
    getArgs.insert(getArgs.end(), idx.begin(), idx.end());
    int vSlot = tempSlot("#v");
    stmts.push_back(lambda->make<SlotSet>(n->span, vSlot, callValue(expr(opNode), {callBase("getindex", getArgs, n), expr(rhs)}, n)));
    const Code* vRef = lambda->make<SlotGet>(n->span, vSlot, intern("#v"));
    std::vector<const Code*> setArgs{aRef, vRef};
    setArgs.insert(setArgs.end(), idx.begin(), idx.end());
    stmts.push_back(callBase("setindex!", setArgs, n));
    stmts.push_back(vRef);
    return lambda->make<Block>(n->span, std::move(stmts));
  }
  if (lhs->kind == K::Dot && lhs->numChildren() == 2 && identifierName(lhs->child(1))) {
    int oSlot = tempSlot("#o");
    const Code* oRef = lambda->make<SlotGet>(n->span, oSlot, intern("#o"));
    const Code* field = literal(ev.universe().symbol(identifierName(lhs->child(1))->view()), lhs->child(1));
    const Code* value = callValue(expr(opNode), {callBase("getproperty", {oRef, field}, n), expr(rhs)}, n);
    std::vector<const Code*> stmts{lambda->make<SlotSet>(n->span, oSlot, expr(lhs->child(0))),
                                   callBase("setproperty!", {oRef, field, value}, n)};
    return lambda->make<Block>(n->span, std::move(stmts));
  }
  error(lhs, "cannot update this expression with an operator assignment");
}

const Code* Lowering::loopWhile(const Node* n) {
  Scope* body = scopeOf.at(n);
  const Code* cond = expr(n->child(0));
  const Code* entry = scopeEntry(body);
  const Code* code = block(n->child(1));
  if (entry) code = lambda->make<Block>(n->span, std::vector<const Code*>{entry, code});
  return lambda->make<While>(n->span, cond, code, scopeLocals(body));
}

// The slots of the names a loop's `for x in ...` / `for (a, b) in ...` target binds in scope `s`.
static void collectTargetSlots(const Node* target, Scope* s, std::set<int>& out) {
  target = unwrapParens(target);
  if (const SymbolName* name = identifierName(target)) {
    auto it = s->vars.find(name);
    if (it != s->vars.end()) out.insert(it->second->slot);
    return;
  }
  for (const Node* c : target->children()) collectTargetSlots(c, s, out);
}

const Code* Lowering::loopFor(const Node* n) {
  Scope* loop = scopeOf.at(n);
  const Node* iteration = n->child(0);
  std::vector<const Node*> specs(iteration->children().begin(), iteration->children().end());
  // Fresh boxes for the body's captured variables, but not for the iteration variables: the loop
  // has just stored their values (into fresh boxes, as the body locals were cleared).
  std::set<int> iterationSlots;
  for (const Node* spec : specs)
    if (spec->numChildren() == 2) collectTargetSlots(spec->child(0), loop, iterationSlots);
  const Code* entry = scopeEntry(loop, iterationSlots);
  const Code* inner = block(n->child(1));
  if (entry) inner = lambda->make<Block>(n->span, std::vector<const Code*>{entry, inner});
  // for i in a, j in b: nested loops, the first outermost; `break` leaves all of them.
  for (size_t k = specs.size(); k-- > 0;) {
    const Node* spec = specs[k];
    if (spec->numChildren() != 2) error(spec, "expected `x in iterable` in a for loop");
    int elementSlot = tempSlot("#elem");
    const Code* element = lambda->make<SlotGet>(spec->span, elementSlot, intern("#elem"));
    const Code* assignTarget = assign(spec->child(0), element, spec);
    // Only the innermost loop clears the body's locals each iteration; the outer loops' variables
    // (i in `for i in a, j in b`) stay bound across it.
    std::vector<int> locals;
    if (k + 1 < specs.size()) {
      std::set<int> own;  // an outer loop's variable is fresh each of its iterations
      collectTargetSlots(spec->child(0), loop, own);
      locals.assign(own.begin(), own.end());
    } else {
      std::set<int> outer;
      for (size_t o = 0; o + 1 < specs.size(); ++o) collectTargetSlots(specs[o]->child(0), loop, outer);
      for (int slot : scopeLocals(loop))
        if (!outer.count(slot)) locals.push_back(slot);
    }
    auto* f = lambda->make<ForIn>(spec->span, expr(spec->child(1)), elementSlot, assignTarget, inner, std::move(locals));
    f->propagateBreak = k > 0;
    inner = f;
  }
  return inner;
}

const Code* Lowering::let(const Node* n) {
  std::vector<const Code*> stmts;
  const Node* bindings = n->child(0);
  if (bindings) {
    for (const Node* b : bindings->children()) {
      Scope* s = scopeOf.at(b);
      if (const Code* e = scopeEntry(s)) stmts.push_back(e);
      if (b->kind == K::Equals && b->numChildren() == 2) {
        stmts.push_back(assign(b->child(0), expr(b->child(1)), b));
      } else {
        // `let x` makes a fresh, unassigned x.
      }
    }
  }
  Scope* body = scopeOf.at(n);
  if (const Code* e = scopeEntry(body)) stmts.push_back(e);
  stmts.push_back(block(n->child(1)));
  return lambda->make<Block>(n->span, std::move(stmts));
}

}  // namespace juxla::compiler
