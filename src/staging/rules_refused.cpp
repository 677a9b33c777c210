// Host effects and data-dependent sizes in staged code (decisions 5 and 13): compiled code runs
// again and again from one staging and has static sizes, so these are refused with a located error
// that says what to write instead. (findall, filter and x[mask]: rules_array_index.cpp.)
#include <unordered_set>

#include "compiler/builtins.h"
#include "compiler/errors.h"
#include "compiler/objects.h"
#include "compiler/universe.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

bool anyStaged(Session& s, CallArgs& call) {
  for (size_t i = 1; i < call.size(); ++i)
    if (compiler::isStagedScalar(call[i]) || s.isStagedArray(call[i])) return true;
  return false;
}

Value unique(Session& s, CallArgs& call) {
  if (!anyStaged(s, call)) return Value();
  compiler::JuliaError e("StagingError", "`unique` on staged data has a length that depends on the values; compiled code has static shapes", call.span);
  e.advice = "compute it on the host, or sort and compare neighbours with a mask";
  throw e;
}

// push!(v, x), append!, ... of a staged value into a host container.
Value growHostContainer(Session& s, CallArgs& call) {
  if (call.size() < 2 || !anyStaged(s, call)) return Value();
  const Value& target = call[1];
  bool hostContainer = target.isObject() && ((target.type()->name == s.ev.core().Array && !s.isNumericArray(target)) ||
                                             dynamic_cast<compiler::DictObject*>(target.obj()));
  if (!hostContainer) return Value();
  std::string name = ruleKey(s.ev, call[0]);
  compiler::JuliaError e("StagingError", "`" + name + "` of a staged value into a host container (" +
                                             s.ev.universe().show(call[1].type()) + ") inside compiled code is not supported", call.span);
  e.advice = "compiled code cannot change host containers; return the values (a tuple or an array) and collect them in host code";
  throw e;
}

// Files: compiled code cannot read or write them (decision 5).
Value fileEffect(Session& s, CallArgs& call) {
  std::string name = ruleKey(s.ev, call[0]);
  compiler::JuliaError e("StagingError", "`" + name + "` inside compiled code is not supported: it would touch a file once, while compiling", call.span);
  e.advice = "read and write files in host code, and pass the arrays to the compiled function";
  throw e;
}

// throw(E(x)) where x is computed by the compiled code (DomainError(η, ...) of a staged η): the
// error raised after the run shows what compiling knew; the number itself is not carried out.
Value throwWithStagedFields(Session& s, CallArgs& call) {
  if (call.size() != 2 || !call[1].isObject()) return Value();
  auto* st = dynamic_cast<compiler::StructObject*>(call[1].obj());
  const DataType* t = call[1].type();
  if (!st || t->fieldTypes.size() != st->fields.size()) return Value();
  std::vector<Value> fields = st->fields;
  for (size_t i = 0; i < fields.size(); ++i) {
    if (!compiler::isStagedScalar(fields[i]) && !s.isStagedArray(fields[i])) continue;
    if (t->fieldTypes[i] != s.ev.core().Any) return Value();
    fields[i] = compiler::makeString(s.ev, "(a value computed by the compiled code)");
  }
  Value shown = Value::object(t, new compiler::StructObject(std::move(fields)));
  return s.ev.callFunction(s.ev.baseFunction("throw"), {shown}, call.span);
}

}  // namespace

void registerRefusedRules(RuleTable& t) {
  t.add("throw", throwWithStagedFields);
  t.add("unique", unique);
  for (const char* name : {"push!", "append!", "pushfirst!", "insert!", "prepend!", "setindex!", "delete!", "empty!", "pop!"})
    t.add(name, growHostContainer);
  for (const char* name : {"open", "write", "read", "readline", "readlines", "write_npy", "read_npy", "include", "close", "flush"})
    t.add(name, fileEffect);
}

}  // namespace juxla::staging
