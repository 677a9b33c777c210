#include "staging/stager.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <unordered_set>

#include <unistd.h>

#include "compiler/arrays.h"
#include "compiler/code.h"
#include "compiler/universe.h"
#include "interp/interpreter.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "passes/pipeline.h"
#include "staging/arg_walk.h"
#include "staging/carried.h"
#include "staging/epoch.h"
#include "staging/philox.h"
#include "staging/session.h"

namespace juxla::staging {

using compiler::isStagedScalar;
using compiler::JuliaError;
using compiler::StagedScalar;
using compiler::StructObject;
using compiler::TupleObject;

// A compiled specialization: the IR, how to feed it, and how to turn its results back into host
// values and writes into the caller's arrays and struct fields.
struct Compiled {
  std::unique_ptr<Session> session;
  std::string functionName;
  // The identities of the arguments the function was staged with (the results' templates map
  // through them); not the arguments themselves, which the first call must not keep alive.
  ArgWalk stagingWalk;
  Value resultTemplate;         // the staged result: staged leaves stand for outputs
  std::unordered_map<const ir::Value*, size_t> outputIndex;
  std::vector<std::pair<size_t, size_t>> arrayWrites;        // (leaf, output): arguments' arrays written
  std::unordered_map<const ArrayObject*, size_t> aliasOutputs;  // returned aliases of staged arrays
  std::vector<std::pair<Value, size_t>> capturedWrites;      // (host array, output): globals and captures
  struct FieldWrite {
    size_t object, field;
    Value value;  // template
  };
  std::vector<FieldWrite> fieldWrites;
  // (output, parameter) of written arrays whose output nothing else reads: the run may write the
  // new contents straight into the donated buffer (RunOptions::resultsIntoArguments).
  std::vector<std::pair<size_t, size_t>> writesInPlace;
  bool hasErrorCode = false;
  int rngOutput = -1;  // the random state's output, when the function draws
  // DataLoaders (argument objects) whose epoch the host starts before each run, with MLUtils._start_epoch!.
  std::vector<std::pair<size_t, Value>> epochStarts;
  std::unique_ptr<runtime::Executable> executable;  // made once for the device, run on every call
};

namespace {

bool isBaseModule(compiler::Evaluator& ev, const compiler::Module* m) {
  for (; m; m = m->parent)
    if (m == ev.baseModule()) return true;
  return false;
}

// Builtins that only move values around or look at types: fine on staged values as they are.
bool storageFree(const std::string& name) {
  static const std::unordered_set<std::string> names = {
      "typeof", "isa", "===", "!==", "tuple", "getfield", "setfield!", "typeassert", "nfields", "fieldnames",
      "NamedTuple", "Pair", "=>", "Val", "__kwpairs", "__kwfunc", "Ref", "fieldtype", "Tuple", "getproperty",
      "setproperty!", "eltype", "ndims", "size", "length", "axes", "__new", "tuple", "NamedTuple", "__namedtuple"};
  return names.count(name) != 0;
}

// Host number <-> 0-d tensor bytes.
interp::Tensor numberTensor(ir::Type type, const Value& v) {
  std::vector<uint8_t> bytes(size_t(ir::storageBytes(type.elementType())));
  uint64_t bits = v.rawBits();
  std::memcpy(bytes.data(), &bits, bytes.size());
  return interp::Tensor::fromBytes(type, std::move(bytes));
}

interp::Tensor arrayTensor(Session& s, const Value& array) {
  const ArrayObject& a = *array.as<ArrayObject>();
  std::vector<int64_t> shape(a.dims.rbegin(), a.dims.rend());
  ir::Type type = ir::Type::tensor(*s.elementTypeOf(a.elementType), shape);
  return interp::Tensor::fromBytes(type, a.storage->bytes);
}

// A written argument's new contents (an output may serve several places, so it is copied).
void writeBack(const Value& array, const interp::Tensor& t) {
  auto out = t.bytes();
  array.as<ArrayObject>()->storage->bytes.assign(out.begin(), out.end());
}

// Replaces the argument leaves by staged values: arrays keep their identity (their contents become
// parameters in the heap), numbers become 0-d parameters unless static. Mutable objects are changed
// in place, and restored by `Restore` once staging ends.
struct Substitution {
  Session& s;
  const std::set<size_t>& staticLeaves;
  size_t leaf = 0;
  std::unordered_set<const compiler::Object*> seen;
  std::unordered_map<const void*, Value> storageOwner;  // element storage -> the array that is its parameter
  std::vector<std::pair<Value, std::vector<Value>>> saved;  // mutable object, its original fields
  std::unordered_map<const compiler::Object*, std::vector<Value>> stagedFields;  // what staging started from

  Value visit(const Value& v, int depth) {
    if (depth > 64 || !v.defined()) return v;
    Evaluator& ev = s.ev;
    const DataType* t = v.type();
    const compiler::CoreTypes& c = ev.core();
    if (isNumericArray(ev, v)) {
      if (!seen.insert(v.obj()).second) return v;
      auto* a = v.as<ArrayObject>();
      if (auto shared = storageOwner.find(a->storage.get()); a->storage && shared != storageOwner.end()) {
        s.adoptAlias(v, shared->second);  // the same elements as an earlier argument (ArgWalk::aliases)
        return v;
      }
      if (a->storage) storageOwner.emplace(a->storage.get(), v);
      std::vector<int64_t> shape(a->dims.rbegin(), a->dims.rend());
      Param p;
      p.kind = Param::Kind::Array;
      p.host = v;
      p.leaf = leaf++;
      s.heap()[a] = s.addParam(ir::Type::tensor(*s.elementTypeOf(a->elementType), shape), p);
      // A host row `v'` brings its vector along (an alias of its buffer), as the staged rules expect.
      if (auto* row = dynamic_cast<compiler::RowOfVector*>(a)) visit(row->parent, depth + 1);
      return v;
    }
    if (isNumberType(ev, t) && t != c.Bool) {
      size_t index = leaf++;
      if (staticLeaves.count(index)) return v;
      Param p;
      p.kind = Param::Kind::Number;
      p.host = v;
      p.leaf = index;
      return s.scalar(s.addParam(ir::Type::scalar(*s.elementTypeOf(t)), p), t);
    }
    if (!v.isObject() || t == c.String) return v;
    if (t->isTupleType || t->name == c.NamedTuple) {
      const auto& e = v.as<TupleObject>()->elements;
      std::vector<Value> out;
      bool changed = false;
      for (const Value& x : e) {
        out.push_back(visit(x, depth + 1));
        changed |= out.back().rawBits() != x.rawBits();
      }
      return changed ? Value::object(t, new TupleObject(std::move(out))) : v;
    }
    if (t->name == c.Array) {
      auto* a = v.as<ArrayObject>();
      if (a->storage->elementBytes) return v;
      std::vector<Value> original = a->storage->values;
      for (Value& x : a->storage->values) x = visit(x, depth + 1);
      saved.push_back({v, std::move(original)});
      return v;
    }
    if (auto* box = dynamic_cast<compiler::BoxObject*>(v.obj())) {
      if (!seen.insert(box).second) return v;
      saved.push_back({v, {box->value}});
      box->value = visit(box->value, depth + 1);
      stagedFields[box] = {box->value};
      return v;
    }
    if (auto* st = dynamic_cast<StructObject*>(v.obj())) {
      if (t->name->isMutable) {
        if (!seen.insert(st).second) return v;
        saved.push_back({v, st->fields});
        for (Value& f : st->fields) f = visit(f, depth + 1);
        stagedFields[st] = st->fields;
        return v;
      }
      std::vector<Value> out;
      bool changed = false;
      for (const Value& x : st->fields) {
        out.push_back(visit(x, depth + 1));
        changed |= out.back().rawBits() != x.rawBits();
      }
      return changed ? Value::object(t, new StructObject(std::move(out))) : v;
    }
    return v;
  }

  void restore() {
    for (auto& [obj, fields] : saved) {
      if (auto* box = dynamic_cast<compiler::BoxObject*>(obj.obj())) box->value = fields[0];
      else if (auto* st = dynamic_cast<StructObject*>(obj.obj())) st->fields = fields;
      else if (obj.type()->name == s.ev.core().Array) obj.as<ArrayObject>()->storage->values = fields;
    }
    saved.clear();
  }
};

std::vector<Value>* fieldsOf(const Value& obj) {
  if (auto* st = dynamic_cast<StructObject*>(obj.obj())) return &st->fields;
  return nullptr;
}

// Gives every staged leaf of a result template an output of the function.
struct OutputCollector {
  Session& s;
  Compiled& c;
  std::vector<ir::Value*>& outputs;
  std::unordered_set<const compiler::Object*> seen;
  std::unordered_set<const ArrayObject*> arrays;  // staged arrays of the templates

  std::unordered_map<size_t, int> references;  // output -> how many places read it

  void add(ir::Value* v) {
    if (auto it = c.outputIndex.find(v); it != c.outputIndex.end()) return (void)++references[it->second];
    references[outputs.size()] = 1;
    c.outputIndex[v] = outputs.size();
    outputs.push_back(v);
  }
  void visit(const Value& v, int depth) {
    if (depth > 64 || !v.defined() || !v.isObject()) return;
    if (isStagedScalar(v)) return add(v.as<StagedScalar>()->value);
    if (!seen.insert(v.obj()).second) return;
    const DataType* t = v.type();
    if (t->name == s.ev.core().Array) {
      auto* a = v.as<ArrayObject>();
      if (c.stagingWalk.arrayLeaf.count(a) || s.isCaptured(a)) return;
      if (s.isChoice(a)) {  // returned `c ? x : y` of two arrays: its value (a new array)
        ir::Value* value = s.arrayValue(v);
        add(value);
        c.aliasOutputs[a] = c.outputIndex[value];
        return;
      }
      if (s.isAlias(a)) {
        const ArrayObject* base = s.aliasBase(v).as<ArrayObject>();
        if (c.stagingWalk.arrayLeaf.count(base) || s.isCaptured(base)) return;  // a host alias of the caller's array
        ir::Value* value = s.arrayValue(v);
        add(value);
        c.aliasOutputs[a] = c.outputIndex[value];
        return;
      }
      if (s.inHeap(a) || (a->storage && a->storage->elementBytes && a->serial >= s.firstSerial)) {
        add(s.arrayValue(v));  // made or changed by staged code: an output
        arrays.insert(a);
        return;
      }
      if (!a->storage || a->storage->elementBytes) return;
      for (const Value& x : a->storage->values) visit(x, depth + 1);
      return;
    }
    if (t->isTupleType || t->name == s.ev.core().NamedTuple) {
      for (const Value& x : v.as<TupleObject>()->elements) visit(x, depth + 1);
      return;
    }
    if (auto* box = dynamic_cast<compiler::BoxObject*>(v.obj())) return visit(box->value, depth + 1);
    if (auto* st = dynamic_cast<StructObject*>(v.obj()))
      for (const Value& x : st->fields) visit(x, depth + 1);
  }
};

// Turns a result template into host values with the run's outputs.
struct Rebuilder {
  Session& s;
  Compiled& c;
  ArgWalk& walk;  // this call's arguments
  std::vector<interp::Tensor>& outputs;
  std::unordered_map<const compiler::Object*, Value> memo;

  Value visit(const Value& v, int depth) {
    if (depth > 64 || !v.defined() || !v.isObject()) return v;
    if (isStagedScalar(v)) return numberFromTensor(s, outputs[c.outputIndex.at(v.as<StagedScalar>()->value)]);
    auto found = memo.find(v.obj());
    if (found != memo.end()) return found->second;
    const DataType* t = v.type();
    const compiler::CoreTypes& core = s.ev.core();
    if (t->name == core.Array) {
      auto* a = v.as<ArrayObject>();
      if (auto it = c.stagingWalk.arrayLeaf.find(a); it != c.stagingWalk.arrayLeaf.end())
        return memo[a] = walk.leaves[it->second].value;
      if (auto it = c.stagingWalk.aliasIndex.find(a); it != c.stagingWalk.aliasIndex.end())
        return memo[a] = walk.aliases[it->second];
      if (s.isCaptured(a)) return v;  // a global or captured host array, written back already
      if (s.isChoice(a)) return memo[a] = arrayFromTensor(s, outputs[c.aliasOutputs.at(a)], a->elementType);
      if (s.isAlias(a)) {
        Value base = s.aliasBase(v);
        if (auto leaf = c.stagingWalk.arrayLeaf.find(base.as<ArrayObject>()); leaf != c.stagingWalk.arrayLeaf.end())
          return memo[a] = compiler::aliasArray(s.ev, *walk.leaves[leaf->second].value.as<ArrayObject>(), a->dims);
        if (s.isCaptured(base.as<ArrayObject>())) return memo[a] = compiler::aliasArray(s.ev, *base.as<ArrayObject>(), a->dims);
        return memo[a] = arrayFromTensor(s, outputs[c.aliasOutputs.at(a)], a->elementType);
      }
      if (auto h = s.heap().find(a); h != s.heap().end() && c.outputIndex.count(h->second))
        return memo[a] = arrayFromTensor(s, outputs[c.outputIndex.at(h->second)], a->elementType);
      return v;  // a host container (Vector{Any})
    }
    if (auto it = c.stagingWalk.objectIndex.find(v.obj()); it != c.stagingWalk.objectIndex.end())
      return memo[v.obj()] = walk.objects[it->second];
    if (t->isTupleType || t->name == core.NamedTuple) {
      std::vector<Value> out;
      for (const Value& x : v.as<TupleObject>()->elements) out.push_back(visit(x, depth + 1));
      return memo[v.obj()] = Value::object(t, new TupleObject(std::move(out)));
    }
    if (auto* st = dynamic_cast<StructObject*>(v.obj())) {
      auto* copy = new StructObject({});
      Value result = Value::object(t, copy);
      memo[v.obj()] = result;
      for (const Value& x : st->fields) copy->fields.push_back(visit(x, depth + 1));
      return result;
    }
    if (auto* box = dynamic_cast<compiler::BoxObject*>(v.obj())) {
      auto* copy = new compiler::BoxObject();
      Value result = Value::object(t, copy);
      memo[v.obj()] = result;
      copy->value = visit(box->value, depth + 1);
      return result;
    }
    return v;
  }
};

// The host's random builtins take the host generator: in staged code they draw from the staged
// Philox stream instead, whatever their arguments (decision 12).
// Effects happen on every run of compiled code, so these go through their rules whatever their
// arguments: printing is deferred to run time, files are refused.
bool drawsRandomNumbers(const std::string& name) {
  static const std::unordered_set<std::string> names = {
      "__rng_scalar", "__rng_fill!", "__rng_randn", "__rng_randn_fill!", "__rng_range", "seed!", "randperm!", "shuffle!",
      "println", "print", "show", "display", "__show_value", "__log", "__printf",
      "open", "write", "read", "readline", "readlines", "write_npy", "read_npy", "include"};
  return names.count(name) != 0;
}

// Functions that put numbers into arrays (refused on a broadcast's batched "scalars").
bool buildsArrays(const std::string& name) {
  static const std::unordered_set<std::string> names = {"vect", "vcat", "hcat", "hvcat", "typed_vcat", "typed_hcat",
                                                        "typed_hvcat", "fill", "fill!", "setindex!", "push!", "append!",
                                                        "cat", "__array_literal", "collect", "tuple_to_array", "Array"};
  return names.count(name) != 0;
}

bool holdsStaged(Session& s, const Value& v, int depth) {
  if (isStagedScalar(v) || s.isStagedArray(v) || isStagedDotView(v)) return true;
  if (depth <= 0 || !v.isObject()) return false;
  const DataType* t = v.type();
  if (t->isTupleType || t->name == s.ev.core().NamedTuple) {
    for (const Value& e : v.as<TupleObject>()->elements)
      if (holdsStaged(s, e, depth - 1)) return true;
    return false;
  }
  if (t->isKindType || t->name->isMutable) return false;
  if (auto* st = dynamic_cast<StructObject*>(v.obj()))
    for (const Value& e : st->fields)
      if (holdsStaged(s, e, depth - 1)) return true;
  return false;
}

// "file:line:col" of a span, for warnings ("" when it has no file).
std::string locationText(compiler::Evaluator& ev, frontend::SourceSpan span) {
  if (!span.file) return std::string();
  const SourceFile& file = ev.sources().file(span.file);
  LineCol lc = file.lineCol(span.begin);
  return file.name() + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.column);
}

std::string functionNameOf(compiler::Evaluator& ev, const compiler::Method& m) {
  return m.name ? std::string(m.name->view()) : "function";
}

}  // namespace

StagerImpl::StagerImpl() : StagerImpl(Options()) {}
StagerImpl::StagerImpl(Options options) : options_(std::move(options)) {
  std::random_device entropy;  // unseeded, the stream differs from run to run, as Julia's does
  rng_ = {(uint64_t(entropy()) << 32) | entropy(), 0};
}
StagerImpl::~StagerImpl() = default;

size_t StagerImpl::compileCount(const std::string& functionName) const {
  auto it = compiles_.find(functionName);
  return it == compiles_.end() ? 0 : it->second;
}

// A broadcast of Base's own host code (Flux's initialisers, a DataLoader's batches) over numbers and
// numeric arrays of at least 2^16 elements: compiled like the user's, since the evaluator goes element
// by element (seconds for a VGG layer's weights).
bool largeNumericBroadcast(compiler::Evaluator& ev, compiler::CallArgs& call) {
  if (ruleKey(ev, call[0]) != "broadcast" || call.size() < 3) return false;
  int64_t largest = 0;
  for (size_t i = 2; i < call.size(); ++i) {
    const Value& v = call[i];
    if (isNumericArray(ev, v)) largest = std::max(largest, v.as<compiler::ArrayObject>()->length());
    else if (!isNumberType(ev, v.type())) return false;
  }
  return largest >= (int64_t(1) << 16);
}

// Whole-array operations a program's own code calls at host level (a broadcast or `*` in a script)
// are staged per call site too (decision 5); Base's calls of them from its own code are not.
bool stagedAtHostLevel(compiler::Evaluator& ev, const compiler::Method& m, compiler::CallArgs& call) {
  static const std::unordered_set<std::string> names = {
      "broadcast", "__broadcast_assign!", "*", "sum", "prod", "maximum", "minimum", "mean", "softmax",
      "logsoftmax", "logsumexp", "conv", "maxpool", "meanpool", "batched_mul",
      // a model's whole optimiser step is one executable, not a host walk of per-array broadcasts
      "update!"};
  if (!call.callerModule) return false;
  // (train! over a vector of batches runs its loop on the host: each step's update is one call)
  if (isBaseModule(ev, call.callerModule)) return largeNumericBroadcast(ev, call) || ruleKey(ev, call[0]) == "update!";
  if (names.count(ruleKey(ev, call[0]))) return true;
  // Flux.train! over a DataLoader: one executable per epoch (epoch.h), not one per batch.
  if (ruleKey(ev, call[0]) == "train!")
    for (size_t i = 1; i < call.size(); ++i)
      if (isDataLoader(call[i])) return true;
  return false;
}

bool StagerImpl::stageHostCall(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                               compiler::CallArgs& call, Value& result) {
  if ((m.builtin || isBaseModule(ev, m.module)) && !stagedAtHostLevel(ev, m, call)) return false;
  return stageAndRun(ev, m, b, call, result, /*onlyWithArrays=*/true);
}

void StagerImpl::markNonDifferentiable(const Value& f, const Value& signature) {
  nonDifferentiable_.push_back({f, signature});
  cache_.clear();  // gradients compiled before it differentiated through f
  recentlyRun_.clear();
}

Value StagerImpl::compileAndRun(compiler::Evaluator& ev, compiler::CallArgs& call) {
  Value result;
  stageAndRun(ev, *call.method, *call.sparams, call, result, /*onlyWithArrays=*/false);
  return result;
}

std::set<size_t>& StagerImpl::staticLeavesFor(compiler::Evaluator& ev, const compiler::Method& m, compiler::CallArgs& call) {
  ArgWalk structure;
  structure.walk(ev, call, {});
  return staticLeaves_[std::to_string(reinterpret_cast<uintptr_t>(&m)) + "|" + structure.key];
}

bool StagerImpl::stageAndRun(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                             compiler::CallArgs& call, Value& result, bool onlyWithArrays) {
  // Each restart makes at least one more number a constant, so this ends; numbers in the same
  // place of structs of one type become constants together (ArgWalk::addStatic).
  for (int attempt = 0; attempt < 64; ++attempt) {
    ArgWalk walk;
    walk.walk(ev, call, staticLeavesFor(ev, m, call));
    if (!walk.holdsArray && onlyWithArrays) return false;
    std::string key = std::to_string(reinterpret_cast<uintptr_t>(&m)) + "|" + walk.key;
    if (onlyWithArrays && hostOnly_.count(key)) return false;
    auto it = cache_.find(key);
    Compiled* c = nullptr;
    if (it != cache_.end()) {
      ++cacheHits_;
      c = it->second.get();
    } else {
      auto start = std::chrono::steady_clock::now();
      struct Clock {  // counted also when compiling stops with an error or a restart
        std::chrono::steady_clock::time_point start;
        double& total;
        ~Clock() { total += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); }
      } clock{start, compileSeconds_};
      try {
        c = compile(ev, m, b, call, key, walk);
      } catch (ConcretizeRequest& r) {
        continue;  // staticLeaves_ grew: a new key
      } catch (const compiler::JuliaError& e) {
        // What compiled code cannot do, the evaluator can: the call runs there (the calls on arrays
        // it makes are compiled one by one). Errors of the program itself are raised as they are.
        bool cannotCompile = e.typeName == "UnsupportedError" || e.typeName == "StagingError";
        if (!onlyWithArrays || !options_.hostFallback || !cannotCompile) throw;
        warnHostFallback(ev, m, call, e);
        hostOnly_.insert(key);
        return false;
      }
    }
    result = run(ev, *c, walk, call.span);
    return true;
  }
  compiler::JuliaError e("StagingError", "the function kept needing more of its numbers as compile-time constants", call.span);
  if (!onlyWithArrays || !options_.hostFallback) throw e;
  warnHostFallback(ev, m, call, e);
  return false;
}

void StagerImpl::keepWithinMemoryBudget(Compiled& justRun) {
  // A quarter of the machine's memory (at least 2 GiB) for arenas kept between runs: one-off calls
  // (a model's initialisation, broadcasts at top level) do not pin their buffers for the program's life.
  static const size_t budget = [] {
    if (const char* mb = std::getenv("JUXLA_ARENA_BUDGET_MB")) return size_t(std::strtoull(mb, nullptr, 10)) << 20;
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    size_t quarter = pages > 0 && size > 0 ? size_t(pages) * size_t(size) / 4 : 0;
    return std::max<size_t>(quarter, size_t(2) << 30);
  }();
  recentlyRun_.remove(&justRun);
  recentlyRun_.push_front(&justRun);
  size_t held = 0;
  for (Compiled* c : recentlyRun_) held += c->executable ? c->executable->stats().arenaBytes : 0;
  // Oldest first; never one whose run is in progress (a host call made from an outfeed entry
  // may run compiled code inside another run).
  for (auto it = std::prev(recentlyRun_.end()); held > budget && it != recentlyRun_.begin();) {
    Compiled* oldest = *it;
    auto before = std::prev(it);
    if (!running_.count(oldest)) {
      if (oldest->executable) held -= oldest->executable->stats().arenaBytes;
      oldest->executable.reset();
      recentlyRun_.erase(it);
    }
    it = before;
  }
}

void StagerImpl::warnHostFallback(compiler::Evaluator& ev, const compiler::Method& m, compiler::CallArgs& call,
                                  const compiler::JuliaError& why) {
  std::string name = functionNameOf(ev, m);
  auto where = [&](frontend::SourceSpan span) { return locationText(ev, span); };
  std::string at = where(call.span);
  if (!warned_.insert("host:" + name + "@" + at).second) return;  // once per function and call site
  if (!at.empty()) ev.err() << at << ": ";
  ev.err() << "warning: `" << name << "` runs in the evaluator, not compiled: " << why.typeName << ": " << why.message;
  std::string cause = why.trace.empty() ? std::string() : where(why.trace.front());
  if (!cause.empty() && cause != at) ev.err() << " (" << cause << ")";
  ev.err() << "\n";
}

Compiled* StagerImpl::compile(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                              compiler::CallArgs& call, const std::string& key, ArgWalk& walk) {
  auto c = std::make_unique<Compiled>();
  c->session = std::make_unique<Session>(ev);
  c->functionName = functionNameOf(ev, m);
  c->stagingWalk.objectIndex = walk.objectIndex;
  c->stagingWalk.arrayLeaf = walk.arrayLeaf;
  c->stagingWalk.aliasIndex = walk.aliasIndex;
  Session& s = *c->session;
  s.b.setLoc(SourceLoc{call.span.file, call.span.begin});
  std::set<size_t>& statics = staticLeavesFor(ev, m, call);
  Substitution sub{s, statics};
  compiler::CallArgs staged;
  staged.span = call.span;
  staged.callerModule = call.callerModule;
  for (size_t i = 0; i < call.size(); ++i) staged.args.push(sub.visit(call[i], 0));
  for (auto& [name, value] : call.keywords) staged.keywords.emplace_back(name, sub.visit(value, 0));
  std::vector<std::pair<size_t, ir::Value*>> initialArrays;
  for (const Param& p : s.params)
    if (p.kind == Param::Kind::Array) initialArrays.push_back({p.leaf, s.heap()[p.host.as<ArrayObject>()]});

  session_ = &s;
  // The evaluator hands staged values to this stager while it stages, whatever it was set up with
  // (@code_hlo stages from an evaluator that otherwise runs on the host).
  struct InstallStager {
    compiler::Evaluator& ev;
    compiler::Stager* saved;
    InstallStager(compiler::Evaluator& ev, compiler::Stager* self) : ev(ev), saved(ev.stager) { ev.stager = self; }
    ~InstallStager() { ev.stager = saved; }
  } install(ev, this);
  Value result;
  try {
    result = ev.invoke(m, b, staged);
  } catch (ConcretizeRequest& r) {
    session_ = nullptr;
    sub.restore();
    for (size_t p : r.params) walk.addStatic(statics, s.params[p].leaf);
    throw;
  } catch (UnrollRequest&) {
    session_ = nullptr;
    sub.restore();
    ev.raise("StagingError", "internal: a loop asked to be unrolled outside any loop", call.span);
  } catch (const ir::BuildError& e) {
    // IR the builder rejects is a bug of juxla's: reported at the call, never a crash.
    session_ = nullptr;
    sub.restore();
    ev.raise("StagingError", std::string("internal error while compiling this call: ") + e.what(), call.span);
  } catch (...) {
    session_ = nullptr;
    sub.restore();
    throw;
  }
  session_ = nullptr;
  for (const Session::EpochStart& e : s.epochStarts) {  // (loaders in order; shuffling ones draw in the code)
    auto at = walk.objectIndex.find(e.loader.obj());
    if (at != walk.objectIndex.end()) c->epochStarts.push_back({at->second, e.start});
  }

  // Outputs: the result's staged leaves, then every mutation the caller must see.
  std::vector<ir::Value*> outputs;
  OutputCollector collect{s, *c, outputs};
  c->resultTemplate = result;
  collect.visit(result, 0);
  for (auto& [leaf, initial] : initialArrays) {
    ir::Value* now = s.heap()[walk.leaves[leaf].value.as<ArrayObject>()];
    if (now != initial) {
      collect.add(now);
      c->arrayWrites.push_back({leaf, c->outputIndex[now]});
    }
  }
  for (const Param& p : s.params) {
    if (p.kind != Param::Kind::Captured) continue;
    ir::Value* now = s.arrayValue(p.host);  // never null: a captured array has its parameter at least
    if (!now->isBlockArgument() || now->ownerBlock() != &s.func->entry()) {
      collect.add(now);
      c->capturedWrites.push_back({p.host, c->outputIndex[now]});
    }
  }
  for (size_t oi = 0; oi < walk.objects.size(); ++oi) {
    const Value& obj = walk.objects[oi];
    auto started = sub.stagedFields.find(obj.obj());
    if (started == sub.stagedFields.end()) continue;
    std::vector<Value> now;
    if (auto* box = dynamic_cast<compiler::BoxObject*>(obj.obj())) now = {box->value};
    else now = *fieldsOf(obj);
    for (size_t fi = 0; fi < now.size(); ++fi) {
      if (now[fi].rawBits() == started->second[fi].rawBits() && now[fi].type() == started->second[fi].type()) continue;
      collect.visit(now[fi], 0);
      c->fieldWrites.push_back({oi, fi, now[fi]});
    }
  }
  for (size_t i = 0; i < s.params.size(); ++i) {
    const Param& p = s.params[i];
    auto written = [&](size_t out) {
      if (collect.references[out] == 1) c->writesInPlace.push_back({out, i});
    };
    if (p.kind == Param::Kind::Array)
      for (auto& [leaf, out] : c->arrayWrites)
        if (leaf == p.leaf) written(out);
    if (p.kind == Param::Kind::Captured)
      for (auto& [array, out] : c->capturedWrites)
        if (array.obj() == p.host.obj()) written(out);
  }
  if (s.rng && s.rng != s.rngParam) {
    collect.add(s.rng);
    c->rngOutput = int(c->outputIndex[s.rng]);
  }
  sub.restore();
  s.keepHeapOnly(collect.arrays);
  if (s.errorCode) {
    outputs.push_back(s.errorCode);
    c->hasErrorCode = true;
  }
  s.b.setInsertionPointToEnd(s.func->entry());
  s.b.funcReturn(outputs);
  // A primal loop a gradient replaced is dead once what was staged after it reads the replacement.
  for (auto& [old, now] : s.replacedValues) old->replaceAllUsesWith(now);
  std::vector<ir::Type> resultTypes;
  for (ir::Value* v : outputs) resultTypes.push_back(v->type());
  s.func->setResultTypes(resultTypes);

  // Gradients were taken while staging; their markers have done their work and must not reach export.
  removeGradientMarkers(s.module);
  DiagnosticEngine diag;
  passes::Pipeline pipeline(diag);
  pipeline.addPassList("canonicalize,cse,dce");
  if (!pipeline.run(s.module)) {
    // JUXLA_DUMP_UNVERIFIED=1 prints the module that failed, for a bug report.
    if (const char* dump = std::getenv("JUXLA_DUMP_UNVERIFIED"); dump && *dump == '1')
      std::fprintf(stderr, "%s\n", ir::printModule(s.module).c_str());
    compiler::JuliaError e("StagingError", "internal: the staged IR does not verify: " + diag.renderAll(), call.span);
    throw e;
  }
  ++totalCompiles_;
  size_t n = ++compiles_[c->functionName];
  // Base operations staged at host level (one per call site and shape) are not the program's own
  // functions: only those warn.
  if (n == options_.recompileWarning && !isBaseModule(ev, m.module) && warned_.insert(c->functionName).second) {
    if (call.span.file) ev.err() << locationText(ev, call.span) << ": ";
    ev.err() << "warning: `" << c->functionName << "` has been compiled " << n
             << " times for different argument types, shapes or host values; numbers used as sizes, "
                "dims or branch conditions are compiled in, so passing new ones recompiles\n";
  }
  if (options_.onCompile) options_.onCompile(c->functionName, s.module);
  // The staging call's arrays are not kept alive by the specialization (a model's initialisation
  // would hold every temporary it broadcast over); the parameters are read from each call's walk.
  for (Param& p : s.params)
    if (p.kind == Param::Kind::Array || p.kind == Param::Kind::Number) p.host = Value();
  s.touched.clear();
  s.touchedBoxes.clear();
  s.customSites.clear();
  Compiled* raw = c.get();
  cache_[key] = std::move(c);
  return raw;
}

Value StagerImpl::run(compiler::Evaluator& ev, Compiled& c, ArgWalk& walk, frontend::SourceSpan span) {
  Session& s = *c.session;
  // A new epoch of each DataLoader the function iterates: its order (shuffled on the host) is an argument.
  for (auto& [object, start] : c.epochStarts) ev.callFunction(start, {walk.objects[object]}, span);
  // Arrays are donated: their buffers move into the run's tensors (no copy) and come back after it
  // -- the new contents where the function wrote them, else the same bytes, also when it fails.
  std::vector<interp::Tensor> args;
  std::vector<std::pair<Value, interp::Tensor>> donated;
  auto donate = [&](const Value& array, ir::Type type) {
    interp::Tensor t = interp::Tensor::fromBytes(type, std::move(array.as<ArrayObject>()->storage->bytes));
    donated.push_back({array, t});
    return t;
  };
  for (size_t i = 0; i < s.params.size(); ++i) {
    const Param& p = s.params[i];
    ir::Type type = s.func->entry().arg(i)->type();
    if (p.kind == Param::Kind::Number) args.push_back(numberTensor(type, walk.leaves[p.leaf].value));
    else if (p.kind == Param::Kind::Array) args.push_back(donate(walk.leaves[p.leaf].value, type));
    else if (p.kind == Param::Kind::Rng) {
      std::vector<uint8_t> bytes(16);
      std::memcpy(bytes.data(), rng_.data(), 16);
      args.push_back(interp::Tensor::fromBytes(type, std::move(bytes)));
    } else args.push_back(donate(p.host, type));
  }
  struct GiveBack {  // the donated buffers return to their arrays however the run ends
    std::vector<std::pair<Value, interp::Tensor>>& donated;
    void operator()() {
      for (auto& [array, tensor] : donated)
        if (array.as<ArrayObject>()->storage->bytes.empty()) array.as<ArrayObject>()->storage->bytes = tensor.takeBytes();
    }
    ~GiveBack() { (*this)(); }
  } giveBack{donated};
  std::vector<const uint8_t*> argData;  // (to see which results came back in their arguments' buffers)
  for (const interp::Tensor& t : args) argData.push_back(t.bytes().empty() ? nullptr : t.bytes().data());
  std::vector<interp::Tensor> outputs;
  interp::OutfeedQueue outfeed;
  try {
    runtime::RunOptions runOptions;
    runOptions.outfeed = &outfeed;
    runOptions.resultsIntoArguments = c.writesInPlace;
    if (c.hasErrorCode) runOptions.errorFlag = s.func->resultTypes().size() - 1;
    // Deferred host calls (printing, progress) are made as their outfeed arrives, while the run goes on.
    outfeed.onEntry = [&](std::vector<interp::Tensor> entry) {
      try {
        replayOutfeedEntry(s, entry);
      } catch (compiler::JuliaError& e) {  // raised by a deferred call (train!'s DomainError): stops the run
        if (span.file) e.trace.push_back(span);
        throw;
      }
    };
    if (!c.executable) {
      auto start = std::chrono::steady_clock::now();
      // Every run donates the written arrays' buffers; without an error flag (whose failed run must
      // leave them as they were) the results may be computed there directly.
      runtime::CompileOptions compileOptions;
      if (!c.hasErrorCode) compileOptions.donatedResults = c.writesInPlace;
      c.executable = runtime::compile(options_.device, s.module, *s.func, compileOptions);
      compileSeconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    {
      struct Running {  // (see keepWithinMemoryBudget)
        std::set<Compiled*>& set;
        Compiled* c;
        ~Running() { set.erase(c); }
      } running{running_, &c};
      running_.insert(&c);
      outputs = c.executable->run(std::move(args), runOptions);
    }
    keepWithinMemoryBudget(c);
  } catch (const interp::InterpreterError& e) {
    ev.raise("ErrorException", std::string("the compiled code failed: ") + e.what(), span);
  }
  replayOutfeed(s, outfeed.entries);
  if (c.hasErrorCode) {
    const interp::Tensor& flag = outputs.back();
    int64_t code = flag.getInt(0);
    if (code > 0) {
      const ErrorSite& site = s.errorSites[size_t(code - 1)];
      std::string message = site.message;
      for (int64_t i = 0; i < Session::kErrorDetails; ++i) {
        std::string mark = "{" + std::to_string(i) + "}";
        for (size_t at = message.find(mark); at != std::string::npos; at = message.find(mark))
          message.replace(at, mark.size(), std::to_string(flag.getInt(1 + i)));
      }
      compiler::JuliaError e(site.typeName, message, site.span);
      if (span.file) e.trace.push_back(span);
      throw e;
    }
  }
  if (c.rngOutput >= 0) std::memcpy(rng_.data(), outputs[size_t(c.rngOutput)].bytes().data(), 16);
  // Results the run wrote into their donated buffers are in place once the buffers return; the
  // other writes are copied into the returned buffers (resident: no fresh allocation).
  for (auto [out, param] : c.writesInPlace)
    if (argData[param] && outputs[out].bytes().data() == argData[param]) outputs[out] = {};
  giveBack();
  for (auto& [leaf, out] : c.arrayWrites)
    if (outputs[out]) writeBack(walk.leaves[leaf].value, outputs[out]);
  for (auto& [array, out] : c.capturedWrites)
    if (outputs[out]) writeBack(array, outputs[out]);
  Rebuilder rebuild{s, c, walk, outputs};
  for (const Compiled::FieldWrite& w : c.fieldWrites) {
    Value v = rebuild.visit(w.value, 0);
    const Value& obj = walk.objects[w.object];
    if (auto* box = dynamic_cast<compiler::BoxObject*>(obj.obj())) box->value = v;
    else (*fieldsOf(obj))[w.field] = v;
  }
  return rebuild.visit(c.resultTemplate, 0);
}

std::unique_ptr<ir::Module> StagerImpl::compileOnly(compiler::Evaluator& ev, compiler::CallArgs& call) {
  // Dispatch as the call would, then stage without running.
  std::vector<const JType*> types;
  for (size_t i = 0; i < call.size(); ++i) types.push_back(ev.universe().dispatchType(call[i]));
  compiler::MethodTable* table = ev.methodTableOf(call[0]);
  if (!table) ev.raise("MethodError", "objects of type " + ev.universe().show(call[0].type()) + " are not callable", call.span);
  const compiler::MethodTable::Lookup& found = table->lookup(ev.universe(), types);
  if (!found.method) return (ev.call(call), nullptr);  // raises the MethodError
  const compiler::Method& m = *found.method;
  // Each restart makes at least one more number a constant, so this ends; numbers in the same
  // place of structs of one type become constants together (ArgWalk::addStatic).
  for (int attempt = 0; attempt < 64; ++attempt) {
    ArgWalk walk;
    walk.walk(ev, call, staticLeavesFor(ev, m, call));
    std::string key = std::to_string(reinterpret_cast<uintptr_t>(&m)) + "|" + walk.key;
    auto it = cache_.find(key);
    Compiled* c = nullptr;
    if (it != cache_.end()) c = it->second.get();
    else {
      try {
        c = compile(ev, m, found.bindings, call, key, walk);
      } catch (ConcretizeRequest&) {
        continue;
      }
    }
    auto copy = std::make_unique<ir::Module>();
    ir::ValueMap map;
    for (const auto& f : c->session->module.funcs()) {
      auto nf = std::make_unique<ir::Func>(f->name(), std::vector<ir::Type>(f->inputTypes().begin(), f->inputTypes().end()),
                                           std::vector<ir::Type>(f->resultTypes().begin(), f->resultTypes().end()));
      ir::Block& entry = nf->createBody();
      for (size_t i = 0; i < entry.numArgs(); ++i) map[f->entry().arg(i)] = entry.arg(i);
      for (const ir::Operation& op : f->entry()) entry.push_back(op.clone(map));
      copy->addFunc(std::move(nf));
    }
    return copy;
  }
  ev.raise("StagingError", "the function kept needing more of its numbers as compile-time constants", call.span);
}

void StagerImpl::touchBox(const compiler::Value& box) { session_->touchBox(box); }

void StagerImpl::seedRandom(uint64_t seed) { rng_ = seededState(seed).words(); }

std::string StagerImpl::stagedText(compiler::Evaluator& ev, compiler::CallArgs& call) {
  if (active()) ev.raise("ErrorException", "@code_hlo inside code that is being compiled", call.span);
  std::unique_ptr<ir::Module> m = compileOnly(ev, call);
  return m ? ir::printModule(*m) + "\n" : std::string();
}

bool StagerImpl::interceptCall(compiler::Evaluator& ev, const compiler::Method& m, const compiler::TypeBindings& b,
                               compiler::CallArgs& call, Value& result) {
  Session& s = *session_;
  // Builtins read their arguments' contents, so staged values anywhere inside them (a range with a
  // staged end, a tuple of staged numbers) need a rule; Julia methods just run on them.
  int depth = m.builtin ? 3 : 0;
  bool meets = false;
  for (size_t i = 1; i < call.size() && !meets; ++i) meets = holdsStaged(s, call[i], depth);
  for (auto& kw : call.keywords) meets = meets || holdsStaged(s, kw.second, depth);
  if (s.differentiating > 0 && !s.inCustomRule) {  // a user's rrule or @non_differentiable may cover the call
    bool reaches = meets;
    for (size_t i = 1; i < call.size() && !reaches; ++i) reaches = holdsStaged(s, call[i], 3);
    if (reaches && applyCustomRule(s, nonDifferentiable_, call, result)) return true;
  }
  if (!(m.builtin || isBaseModule(ev, m.module))) return false;
  bool constructs = m.builtin && ((m.data && !m.data->isPrimitive) || ruleKey(ev, call[0]) == "__new");
  if (constructs && meets && (s.regionDepth > 0 || !s.loopStack.empty())) {
    result = m.builtin(ev, call);
    if (result.isObject() && result.type()->name->isMutable && dynamic_cast<StructObject*>(result.obj())) {
      std::vector<Value> before = result.as<StructObject>()->fields;
      for (Value& v : before)
        if (holdsStaged(s, v, 3)) v = Value();
      s.touchNew(result, std::move(before));
    }
    return true;
  }
  if (m.builtin && m.data && !m.data->isPrimitive) return false;  // a struct's constructor stores what it is given
  if (m.builtin && call.size() >= 2 && call[1].isObject() && call[1].type()->name->isMutable &&
      dynamic_cast<StructObject*>(call[1].obj())) {
    // Fields assigned while staging are places control flow carries and the call writes back.
    std::string name = ruleKey(ev, call[0]);
    if (name == "setfield!" || name == "setproperty!") s.touch(call[1]);
  }
  if (s.batchedBroadcasts > 0 && buildsArrays(ruleKey(ev, call[0]))) {
    for (size_t i = 1; i < call.size(); ++i)
      if (isStagedScalar(call[i]) && s.valueOf(call[i])->type().rank() > 0) {
        compiler::JuliaError e("StagingError", "a function broadcast in compiled code builds an array (`" + ruleKey(ev, call[0]) +
                                                   "`) from the broadcast's elements; compiled broadcasts run a function on all elements at once", call.span);
        e.advice = "write the loop over the elements (`[f(x) for x in xs]` or a `for`), or broadcast only number-to-number code";
        throw e;
      }
  }
  if (callThroughViews(s, call, result)) return true;
  if (!meets && !drawsRandomNumbers(ruleKey(ev, call[0])) && !differentiates(ruleKey(ev, call[0]))) return false;
  std::string name = ruleKey(ev, call[0]);
  auto it = rules().byName.find(name);
  if (it != rules().byName.end()) {
    for (Rule r : it->second) {
      Value v;
      try {
        v = r(s, call);
      } catch (const ir::BuildError& e) {
        // A rule built IR the builder rejects: a bug of juxla's, reported where the user's call is.
        ev.raise("StagingError", std::string("internal error while compiling `") + name + "`: " + e.what(), call.span);
      }
      if (v.defined()) {
        result = v;
        return true;
      }
    }
  }
  if (!m.builtin || storageFree(name)) return false;
  // Tuples and NamedTuples only hold their elements: taking them apart reads nothing staged.
  static const std::unordered_set<std::string> tupleOpaque = {"getindex", "length", "first", "last", "iterate",
                                                              "indexed_iterate", "isempty", "keys", "values",
                                                              "haskey", "merge", "reverse", "Tuple", "front", "tail", "__unpack"};
  if (call.size() >= 2 && call[1].isObject() && (call[1].type()->isTupleType || call[1].type()->name == ev.core().NamedTuple) &&
      tupleOpaque.count(name) && !(call.size() >= 3 && isStagedScalar(call[2])))
    return false;
  std::string what = "`" + name + "` on " ;
  for (size_t i = 1; i < call.size(); ++i) what += (i > 1 ? ", " : "") + ev.universe().show(call[i].type()) + (isStagedScalar(call[i]) ? " (staged)" : "");
  unsupported(ev, what + " is not supported in staged code yet", call.span);
}

}  // namespace juxla::staging
