// Printing in staged code (decision 5): println, print, @show, @info and @printf on staged values
// become one outfeed each, ordered on a token chain that control flow carries; when the run's
// outfeed arrives, the host makes the very call it deferred, with the values filled in, so the text
// is exactly what the host would print.
#include "compiler/objects.h"
#include "compiler/universe.h"
#include "staging/carried.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

Value deferCall(Session& s, CallArgs& call) {
  // Printing into an IOBuffer builds a host string while staging: not an effect to defer.
  if (call.size() >= 2 && call[1].isObject())
    if (auto* io = dynamic_cast<compiler::IOObject*>(call[1].obj()); io && !io->stream) return Value();
  std::vector<Value> args;
  std::vector<const compiler::JType*> types;
  for (size_t i = 1; i < call.size(); ++i) {
    args.push_back(call[i]);
    types.push_back(call[i].type());
  }
  std::vector<Value> names, values;
  for (auto& [name, value] : call.keywords) {
    names.push_back(s.ev.universe().symbol(name->view()));
    values.push_back(value);
  }
  Value positional = Value::object(s.ev.universe().tupleOf(types), new compiler::TupleObject(std::move(args)));
  Value keywords = compiler::makeNamedTuple(s.ev, names, values);
  Value bundle = compiler::makeTuple(s.ev, {positional, keywords});
  Layout l = layoutOf(s, bundle);
  std::vector<ir::Value*> payload{s.b.constantInt(ir::ElementType::I32, int64_t(s.deferred.size()))};
  leavesOf(s, l, bundle, payload);
  s.token = s.b.outfeed(payload, s.ensureToken());
  s.deferred.push_back({call[0], std::make_shared<const Layout>(l), call.span});
  return s.ev.universe().nothing();
}

}  // namespace

void registerEffectRules(RuleTable& t) {
  // MLUtils.__host_call(f, args...): `f(args...)` made by the host at run time (a progress bar).
  for (const char* name : {"println", "print", "show", "display", "__show_value", "__log", "__printf", "__host_call"})
    t.add(name, deferCall);
}

// Makes the deferred calls of one run, in the order its outfeed arrived.
void replayOutfeed(Session& s, const std::vector<std::vector<interp::Tensor>>& entries) {
  for (const auto& entry : entries) replayOutfeedEntry(s, entry);
}

// Makes the deferred call of one outfeed entry; the runtime hands entries over while the run goes on.
void replayOutfeedEntry(Session& s, const std::vector<interp::Tensor>& entry) {
  if (entry.empty()) return;
  size_t index = size_t(entry[0].getInt(0));
  if (index >= s.deferred.size()) return;
  const Session::DeferredCall& d = s.deferred[index];
  size_t next = 1;
  Value bundle = hostFromLayout(s, *d.layout, entry, next);
  const auto& parts = bundle.as<compiler::TupleObject>()->elements;
  CallArgs call;
  call.span = d.span;
  call.args.push(d.callee);
  for (const Value& a : parts[0].as<compiler::TupleObject>()->elements) call.args.push(a);
  const compiler::DataType* nt = parts[1].type();
  const auto& keyNames = nt->params[0].as<compiler::TupleObject>()->elements;
  const auto& keyValues = parts[1].as<compiler::TupleObject>()->elements;
  for (size_t k = 0; k < keyNames.size(); ++k) call.keywords.emplace_back(keyNames[k].asSymbol(), keyValues[k]);
  s.ev.call(call);
}

}  // namespace juxla::staging
