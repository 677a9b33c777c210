#include "passes/inline.h"

#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace juxla::passes {

namespace {
// The func.call ops of a function, nested ones included, in program order.
std::vector<ir::Operation*> callsIn(ir::Func& func) {
  std::vector<ir::Operation*> calls;
  for (ir::Operation& op : func.entry()) {
    if (op.is(ir::OpCode::Call)) calls.push_back(&op);
    op.walkNested([&](ir::Operation& nested) {
      if (nested.is(ir::OpCode::Call)) calls.push_back(&nested);
    });
  }
  return calls;
}

const std::string& calleeName(const ir::Operation& call) { return call.attr("callee").str(); }

struct CallGraph {
  std::vector<ir::Func*> funcs;  // those with bodies, in module order
  std::unordered_map<const ir::Func*, std::vector<ir::Operation*>> callsToDefined;
  std::unordered_map<std::string_view, ir::Func*> byName;  // Module::lookup is a linear search

  explicit CallGraph(ir::Module& m) {
    for (const auto& f : m.funcs()) byName.emplace(f->name(), f.get());
    for (const auto& f : m.funcs()) {
      if (f->isDeclaration()) continue;
      funcs.push_back(f.get());
      auto& calls = callsToDefined[f.get()];
      for (ir::Operation* call : callsIn(*f))
        if (const ir::Func* callee = calleeOf(*call); callee && !callee->isDeclaration()) calls.push_back(call);
    }
  }
  ir::Func* calleeOf(const ir::Operation& call) const {
    ir::Attr callee = call.attr("callee");
    if (!callee.is(ir::Attr::Kind::SymbolRef)) return nullptr;
    auto it = byName.find(callee.str());
    return it == byName.end() ? nullptr : it->second;
  }
};

// Depth-first over the call graph: yields callees before callers, and finds the calls that close cycles.
// Iterative, so that a long chain of calls cannot overflow the stack.
class CallGraphWalk {
 public:
  explicit CallGraphWalk(const CallGraph& graph) : graph_(graph) {
    for (ir::Func* f : graph.funcs)
      if (!state_.count(f)) visitFrom(f);
  }
  std::vector<ir::Func*> calleesFirst;
  // Each recursive call with the calls that lead from its callee back to its caller.
  std::vector<std::pair<ir::Operation*, std::vector<ir::Operation*>>> recursiveCalls;

 private:
  enum class State { OnPath, Done };
  struct Frame {
    ir::Func* func;
    size_t nextCall = 0;
  };
  void visitFrom(ir::Func* root) {
    std::vector<Frame> stack = {{root}};
    std::vector<ir::Operation*> path;  // path[i] is the call from stack[i] to stack[i + 1]
    state_[root] = State::OnPath;
    while (!stack.empty()) {
      Frame& frame = stack.back();
      const std::vector<ir::Operation*>& calls = graph_.callsToDefined.at(frame.func);
      if (frame.nextCall == calls.size()) {
        state_[frame.func] = State::Done;
        calleesFirst.push_back(frame.func);
        stack.pop_back();
        if (!path.empty()) path.pop_back();
        continue;
      }
      ir::Operation* call = calls[frame.nextCall++];
      ir::Func* callee = graph_.calleeOf(*call);
      auto it = state_.find(callee);
      if (it == state_.end()) {
        state_[callee] = State::OnPath;
        path.push_back(call);
        stack.push_back({callee});
      } else if (it->second == State::OnPath) {
        size_t start = 0;  // the cycle starts at the call made by `callee`
        while (stack[start].func != callee) ++start;
        recursiveCalls.emplace_back(call, std::vector<ir::Operation*>(path.begin() + ptrdiff_t(start), path.end()));
      }
    }
  }
  const CallGraph& graph_;
  std::unordered_map<const ir::Func*, State> state_;
};

void collectSymbolRefs(const ir::Attr& attr, std::unordered_set<std::string>& out) {
  if (!attr) return;
  switch (attr.kind()) {
    case ir::Attr::Kind::SymbolRef: out.insert(attr.str()); break;
    case ir::Attr::Kind::Array:
      for (const ir::Attr& e : attr.elements()) collectSymbolRefs(e, out);
      break;
    case ir::Attr::Kind::Dictionary:
      for (const ir::NamedAttr& e : attr.entries()) collectSymbolRefs(e.value, out);
      break;
    default: break;
  }
}

std::unordered_set<std::string> symbolRefsIn(ir::Func& func) {
  std::unordered_set<std::string> refs;
  for (const ir::NamedAttr& a : func.attrs().entries()) collectSymbolRefs(a.value, refs);
  if (func.isDeclaration()) return refs;
  auto collect = [&](ir::Operation& op) {
    for (const ir::NamedAttr& a : op.attrs().entries()) collectSymbolRefs(a.value, refs);
  };
  for (ir::Operation& op : func.entry()) {
    collect(op);
    op.walkNested(collect);
  }
  return refs;
}
}  // namespace

void inlineCall(ir::Operation& call, const ir::Func& callee) {
  if (callee.isDeclaration()) throw std::logic_error("inlining a call to the declaration @" + callee.name());
  const ir::Block& body = callee.entry();
  if (body.numArgs() != call.numOperands()) throw std::logic_error("inlining a call with the wrong arity");
  ir::ValueMap map;
  for (size_t i = 0; i < body.numArgs(); ++i) map[body.arg(i)] = call.operand(i);
  ir::Block* block = call.block();
  const ir::Operation* terminator = body.terminator();
  for (const ir::Operation& op : body)
    if (&op != terminator) block->insertBefore(&call, op.clone(map));
  for (size_t i = 0; i < call.numResults(); ++i) {
    ir::Value* returned = terminator->operand(i);
    auto it = map.find(returned);
    call.result(i)->replaceAllUsesWith(it == map.end() ? returned : it->second);
  }
  call.erase();
}

size_t eraseUnreferencedPrivateFuncs(ir::Module& module) {
  // Symbol DCE: whatever public functions (and the entry point) reach through references stays.
  std::unordered_map<std::string, std::unordered_set<std::string>> refs;
  std::vector<std::string> worklist;
  std::unordered_set<std::string> reached;
  for (const auto& f : module.funcs()) {
    refs[f->name()] = symbolRefsIn(*f);
    if (!f->isPrivate() || f.get() == module.entryFunc()) {
      reached.insert(f->name());
      worklist.push_back(f->name());
    }
  }
  while (!worklist.empty()) {
    std::string name = std::move(worklist.back());
    worklist.pop_back();
    for (const std::string& ref : refs[name])
      if (refs.count(ref) && reached.insert(ref).second) worklist.push_back(ref);
  }
  size_t before = module.funcs().size();
  module.eraseFuncs([&](const ir::Func& f) { return !reached.count(f.name()); });
  return before - module.funcs().size();
}

bool Inliner::run(ir::Module& module) {
  CallGraph graph(module);
  CallGraphWalk walk(graph);
  if (!walk.recursiveCalls.empty()) {
    for (auto& [call, cycle] : walk.recursiveCalls) {
      ir::Func* callee = graph.calleeOf(*call);
      std::string chain = "@" + callee->name();
      for (ir::Operation* c : cycle) chain += " -> @" + calleeName(*c);
      chain += " -> @" + callee->name();
      Diagnostic& d = error(call->loc(), "cannot inline the recursive call to @" + callee->name() + " (" + chain +
                                             "); write the recursion as a stablehlo.while loop");
      for (ir::Operation* c : cycle)
        d.notes.push_back({Severity::Note, c->loc(),
                           "@" + c->parentFunc()->name() + " calls @" + calleeName(*c) + " here", {}});
    }
    return false;
  }
  size_t inlined = 0;
  for (ir::Func* f : walk.calleesFirst) {
    for (ir::Operation* call : graph.callsToDefined.at(f)) {
      inlineCall(*call, *graph.calleeOf(*call));
      ++inlined;
    }
  }
  size_t erased = eraseUnreferencedPrivateFuncs(module);
  return inlined + erased > 0;
}

}  // namespace juxla::passes
