// Lowered code: the tree a method body becomes before it runs. Names are resolved to slots,
// captured fields or global bindings; control flow stays structured (If, While, For), so that
// staging (issue 6) can walk the same tree and emit stablehlo.if / stablehlo.while.
#pragma once

#include <memory>
#include <vector>

#include "compiler/evaluator.h"

namespace juxla::compiler {

class Code {
 public:
  explicit Code(frontend::SourceSpan span) : span(span) {}
  Code(const Code&) = delete;
  virtual ~Code() = default;
  virtual Value eval(Evaluator& ev, Frame& f) const = 0;
  frontend::SourceSpan span;
};

// A lowered method body (or top-level statement) and the layout of its frame.
struct Lambda {
  const Code* body = nullptr;
  std::vector<std::unique_ptr<Code>> nodes;  // owns every node of the tree
  size_t numSlots = 0;
  std::vector<const SymbolName*> slotNames;
  // Slot of each argument (callee first), -1 when the argument is unused; varargs collect into a tuple.
  std::vector<int> argSlots;
  std::vector<int> boxedArgSlots;    // arguments that closures capture and someone reassigns
  std::vector<int> sparamSlots;      // the method's `where` variables, in Method::sparams order
  std::vector<int> keywordSlots;     // Method::keywords order
  int keywordSplatSlot = -1;
  std::vector<const Code*> keywordDefaults;  // evaluated in the frame after the arguments are bound
  const Code* returnType = nullptr;  // `function f()::T`
  template <typename T, typename... Args>
  T* make(Args&&... args) {
    auto node = std::make_unique<T>(std::forward<Args>(args)...);
    T* raw = node.get();
    nodes.push_back(std::move(node));
    return raw;
  }
};

struct Literal final : Code {
  Literal(frontend::SourceSpan s, Value v) : Code(s), value(std::move(v)) {}
  Value eval(Evaluator&, Frame&) const override { return value; }
  Value value;
};

struct SlotGet final : Code {
  SlotGet(frontend::SourceSpan s, int slot, const SymbolName* name) : Code(s), slot(slot), name(name) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  int slot;
  const SymbolName* name;
};

struct SlotSet final : Code {
  SlotSet(frontend::SourceSpan s, int slot, const Code* value) : Code(s), slot(slot), value(value) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  int slot;
  const Code* value;
};

// A slot that holds a Core.Box: captured by a closure and reassigned.
struct BoxGet final : Code {
  BoxGet(frontend::SourceSpan s, int slot, const SymbolName* name) : Code(s), slot(slot), name(name) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  int slot;
  const SymbolName* name;
};

struct BoxSet final : Code {
  BoxSet(frontend::SourceSpan s, int slot, const Code* value) : Code(s), slot(slot), value(value) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  int slot;
  const Code* value;
};

// Puts fresh boxes into slots (at the start of the scope that owns them, every iteration).
struct NewBoxes final : Code {
  NewBoxes(frontend::SourceSpan s, std::vector<int> slots) : Code(s), slots(std::move(slots)) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  std::vector<int> slots;
};

// A captured variable of the closure being run (slot 0 holds the closure itself).
struct CapturedGet final : Code {
  CapturedGet(frontend::SourceSpan s, size_t field, bool boxed, const SymbolName* name)
      : Code(s), field(field), boxed(boxed), name(name) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  size_t field;
  bool boxed;
  const SymbolName* name;
};

struct CapturedSet final : Code {  // only boxed captures can be assigned
  CapturedSet(frontend::SourceSpan s, size_t field, const Code* value) : Code(s), field(field), value(value) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  size_t field;
  const Code* value;
};

struct GlobalGet final : Code {
  GlobalGet(frontend::SourceSpan s, Module* m, const SymbolName* name) : Code(s), module(m), name(name) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  Module* module;
  const SymbolName* name;
  mutable Binding* cached = nullptr;
};

struct GlobalSet final : Code {
  GlobalSet(frontend::SourceSpan s, Module* m, const SymbolName* name, const Code* value, bool isConst,
            const Code* declaredType = nullptr)
      : Code(s), module(m), name(name), value(value), isConst(isConst), declaredType(declaredType) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  Module* module;
  const SymbolName* name;
  const Code* value;
  bool isConst;
  const Code* declaredType;  // `x::T = v` at top level: the global's type from now on
};

// Marks that nothing reads the value of `c` (a statement before a block's last, a loop body): a staged
// `if`, `?:`, `&&` or `||` there may end with different kinds of values on its two paths.
void discardValue(const Code* c);

struct Block final : Code {
  Block(frontend::SourceSpan s, std::vector<const Code*> stmts) : Code(s), stmts(std::move(stmts)) {
    for (size_t i = 0; i + 1 < this->stmts.size(); ++i) discardValue(this->stmts[i]);
  }
  Value eval(Evaluator& ev, Frame& f) const override;
  std::vector<const Code*> stmts;
};

struct If final : Code {
  If(frontend::SourceSpan s, const Code* cond, const Code* then, const Code* otherwise)
      : Code(s), cond(cond), then(then), otherwise(otherwise) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code* cond;
  const Code* then;
  const Code* otherwise;  // may be null: nothing
  bool ternary = false;   // written `c ? a : b`
  mutable bool valueDiscarded = false;
};

struct And final : Code {
  And(frontend::SourceSpan s, const Code* a, const Code* b) : Code(s), a(a), b(b) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code *a, *b;
  mutable bool valueDiscarded = false;
};

struct Or final : Code {
  Or(frontend::SourceSpan s, const Code* a, const Code* b) : Code(s), a(a), b(b) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code *a, *b;
  mutable bool valueDiscarded = false;
};

// `while cond body end`; the body's own locals are cleared every iteration.
struct While final : Code {
  While(frontend::SourceSpan s, const Code* cond, const Code* body, std::vector<int> bodyLocals)
      : Code(s), cond(cond), body(body), bodyLocals(std::move(bodyLocals)) {
    discardValue(body);
  }
  Value eval(Evaluator& ev, Frame& f) const override;
  Value runOnHost(Evaluator& ev, Frame& f) const;  // the loop as the host runs it (no staging)
  const Code* cond;
  const Code* body;
  std::vector<int> bodyLocals;
};

// `for x in iterable`: Julia's iterate protocol; `assign` stores the element (slot, box or a
// destructuring) from slot `elementSlot`. Ranges of integers take a fast path.
struct ForIn final : Code {
  ForIn(frontend::SourceSpan s, const Code* iterable, int elementSlot, const Code* assign, const Code* body,
        std::vector<int> bodyLocals)
      : Code(s), iterable(iterable), elementSlot(elementSlot), assign(assign), body(body),
        bodyLocals(std::move(bodyLocals)) {
    discardValue(body);
  }
  Value eval(Evaluator& ev, Frame& f) const override;
  Value runOnHost(Evaluator& ev, Frame& f, const Value& iterable) const;
  const Code* iterable;
  int elementSlot;
  const Code* assign;
  const Code* body;
  std::vector<int> bodyLocals;
  bool propagateBreak = false;  // an inner loop of `for i in a, j in b`: break leaves the outer one too
};

struct Break final : Code {
  using Code::Code;
  Value eval(Evaluator&, Frame& f) const override;
};

struct Continue final : Code {
  using Code::Code;
  Value eval(Evaluator&, Frame& f) const override;
};

struct Return final : Code {
  Return(frontend::SourceSpan s, const Code* value) : Code(s), value(value) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code* value;
};

// A call with dispatch. `splat[i]` marks `args[i]...`; keyword arguments come evaluated and
// named, `kwSplat` are `; kw...` splats of NamedTuples or pairs.
struct Call final : Code {
  Call(frontend::SourceSpan s, const Code* callee, std::vector<const Code*> args) : Code(s), callee(callee), args(std::move(args)) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code* callee;
  std::vector<const Code*> args;
  std::vector<bool> splat;  // empty when nothing is splatted
  std::vector<const SymbolName*> kwNames;
  std::vector<const Code*> kwValues;
  std::vector<const Code*> kwSplats;
  std::vector<size_t> kwSplatAfter;  // how many of kwNames come before each splat in the source
  // The call-site cache: the concrete types of the last call's values (callee first), valid while
  // the table keeps its version; calls passing types as values (Type{T} dispatch) go the slow way.
  static constexpr size_t kCachedArity = 6;
  mutable const DataType* cacheTypes[kCachedArity] = {};
  mutable size_t cacheArity = 0;  // 0: empty
  mutable MethodTable* cacheTable = nullptr;
  mutable uint64_t cacheVersion = 0;
  mutable const MethodTable::Lookup* cacheLookup = nullptr;
};

// A closure instance: its type (one per lambda in the source) and the captured values or boxes.
struct MakeClosure final : Code {
  MakeClosure(frontend::SourceSpan s, const DataType* type, std::vector<const Code*> captures)
      : Code(s), type(type), captures(std::move(captures)) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const DataType* type;
  std::vector<const Code*> captures;  // values, or the Box objects of boxed variables
};

// Reads a slot's raw content (for passing boxes to closures).
struct SlotRaw final : Code {
  SlotRaw(frontend::SourceSpan s, int slot) : Code(s), slot(slot) {}
  Value eval(Evaluator&, Frame& f) const override { return f.slots[size_t(slot)]; }
  int slot;
};

// A captured field's raw content (a box passed on to an inner closure).
struct CapturedRaw final : Code {
  CapturedRaw(frontend::SourceSpan s, size_t field) : Code(s), field(field) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  size_t field;
};

// @time expr (prints the seconds taken, returns the value) and @elapsed expr (returns the seconds).
struct Timed final : Code {
  Timed(frontend::SourceSpan s, const Code* body, bool elapsed) : Code(s), body(body), elapsed(elapsed) {}
  Value eval(Evaluator& ev, Frame& f) const override;
  const Code* body;
  bool elapsed;
};

// Runs a top-level action in the evaluator (definitions of methods, structs, modules, ...).
struct Toplevel final : Code {
  using Action = Value (*)(Evaluator&, Frame&, const frontend::Node*, Module*);
  Toplevel(frontend::SourceSpan s, Action action, const frontend::Node* node, Module* m)
      : Code(s), action(action), node(node), module(m) {}
  Value eval(Evaluator& ev, Frame& f) const override { return action(ev, f, node, module); }
  Action action;
  const frontend::Node* node;
  Module* module;
};

}  // namespace juxla::compiler
