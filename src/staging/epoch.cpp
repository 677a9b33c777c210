// Epochs over a DataLoader in compiled code (epoch.h): the plan of full and partial batches, and
// each batch as a gather over the epoch's order of observations.
#include "staging/epoch.h"

#include "compiler/objects.h"
#include "compiler/universe.h"

namespace juxla::staging {

namespace {


Value moduleFunction(Session& s, const Value& loader, const char* name, SourceSpan span) {
  compiler::Binding* b = loader.type()->name->module->findOwn(compiler::intern(name));
  if (!b || !b->value.defined()) s.ev.raise("StagingError", std::string("internal: MLUtils.") + name + " is missing", span);
  return b->value;
}

int64_t hostInt(Session& s, const Value& v, SourceSpan span) {
  if (compiler::isStagedScalar(v)) s.needHost(s.valueOf(v, ir::ElementType::I64), span, "the batch size of a DataLoader");
  return v.asInt();
}

}  // namespace

bool isDataLoader(const Value& v) {
  if (!v.isObject()) return false;
  const DataType* t = v.type();
  return t->name && t->name->name->view() == "DataLoader" && t->name->module && t->name->module->name->view() == "MLUtils";
}

bool planEpoch(Session& s, const Value& iterable, SourceSpan span, EpochPlan& plan) {
  Value loader = iterable;
  const DataType* t = iterable.type();
  if (iterable.isObject() && t->name && t->name->name->view() == "Enumerate" && t->name->module == s.ev.baseModule()) {
    loader = iterable.as<compiler::StructObject>()->fields[0];
    plan.enumerated = true;
  }
  if (!isDataLoader(loader)) return false;
  plan.loader = loader;
  Value p = s.ev.callFunction(moduleFunction(s, loader, "_epoch_plan", span), {loader}, span);
  const auto& parts = p.as<compiler::TupleObject>()->elements;
  plan.full = hostInt(s, parts[0], span);
  plan.size = hostInt(s, parts[1], span);
  plan.rest = hostInt(s, parts[2], span);
  plan.batchAt = moduleFunction(s, loader, "_batch_at", span);
  const auto& fields = loader.as<compiler::StructObject>()->fields;
  bool shuffles = fields[3].type() == s.ev.core().Bool && fields[3].asBool();
  // The host draws a loader's order before each run, with the loader's rng -- except for a loader
  // made in the compiled code, or one iterated inside a loop of it (each epoch needs a new order):
  // those draw in the compiled code (randperm!, the staged stream), anew each time the loop is reached.
  const auto* indices = fields[5].isObject() ? dynamic_cast<const compiler::ArrayObject*>(fields[5].obj()) : nullptr;
  bool madeHere = indices && indices->serial >= s.firstSerial;
  if (shuffles && (madeHere || !s.loopStack.empty())) {
    s.ev.callFunction(moduleFunction(s, loader, "_start_epoch!", span), {loader}, span);
    return true;
  }
  if (madeHere) return true;  // in order since it was made
  for (const Session::EpochStart& e : s.epochStarts)
    if (e.loader.rawBits() == loader.rawBits()) return true;
  s.epochStarts.push_back({loader, moduleFunction(s, loader, "_start_epoch!", span), span});
  return true;
}

Value epochElement(Session& s, const EpochPlan& plan, const Value& k, int64_t len, SourceSpan span) {
  compiler::Universe& u = s.ev.universe();
  Value offset = s.ev.callFunction(s.ev.baseFunction("*"), {k, u.int64(plan.size)}, span);
  Value batch = s.ev.callFunction(plan.batchAt, {plan.loader, offset, u.int64(len)}, span);
  if (!plan.enumerated) return batch;
  Value i = s.ev.callFunction(s.ev.baseFunction("+"), {k, u.int64(1)}, span);
  return compiler::makeTuple(s.ev, {i, batch});
}

}  // namespace juxla::staging
