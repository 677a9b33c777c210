// Views of staged arrays (decision 5: a view is its parent plus an index map). The host's SubArray
// (prelude/arrays_views.jl) keeps the parent and the linear positions it selects; in staged code a
// Base call that meets one reads it as a gather (a slice when the positions are contiguous) and,
// when the call writes its first argument, scatters the new contents back into the parent, so a
// write through the view is seen through every alias.
#include <unordered_set>

#include "compiler/universe.h"
#include "staging/layout.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using compiler::StructObject;
using E = ir::ElementType;

struct ViewParts {
  Value parent;
  std::vector<int64_t> positions;  // 1-based linear positions in the parent, when known while staging
  Value stagedPositions;           // else the staged Vector{Int} of them (a view at a staged index)
  std::vector<int64_t> dims;       // the view's Julia size
};

bool readView(Session& s, const Value& v, ViewParts& out) {
  const DataType* t = v.type();
  if (!v.isObject() || t->name->module != s.ev.baseModule() || t->name->name->view() != "SubArray") return false;
  const auto& f = v.as<StructObject>()->fields;
  if (f.size() != 3 || !s.isStagedArray(f[0]) || !f[1].isObject() || f[1].type()->name != s.ev.core().Array) return false;
  const ArrayObject& pos = *f[1].as<ArrayObject>();
  out.parent = f[0];
  if (s.isStagedArray(f[1])) {
    out.stagedPositions = f[1];
  } else {
    if (!pos.storage || pos.storage->elementBytes != 8) return false;
    out.positions.resize(size_t(pos.length()));
    if (!out.positions.empty()) std::memcpy(out.positions.data(), pos.storage->bytes.data(), out.positions.size() * 8);
  }
  for (const Value& d : f[2].as<compiler::TupleObject>()->elements) out.dims.push_back(d.asInt());
  return true;
}

bool contiguous(const std::vector<int64_t>& p) {
  for (size_t i = 1; i < p.size(); ++i)
    if (p[i] != p[0] + int64_t(i)) return false;
  return true;
}

// The 0-based [m, 1] index tensor of a view's positions.
ir::Value* indexTensor(Session& s, const ViewParts& v);

ir::Value* indexTensor(Session& s, const std::vector<int64_t>& positions) {
  std::vector<uint8_t> bytes(positions.size() * 8);
  for (size_t i = 0; i < positions.size(); ++i) {
    int64_t zeroBased = positions[i] - 1;
    std::memcpy(bytes.data() + i * 8, &zeroBased, 8);
  }
  return s.b.constant(ir::Attr::dense(ir::Type::tensor(E::I64, std::vector<int64_t>{int64_t(positions.size()), 1}), std::move(bytes), false));
}

ir::Value* indexTensor(Session& s, const ViewParts& v) {
  if (!v.stagedPositions.defined()) return indexTensor(s, v.positions);
  ir::Value* p = s.arrayValue(v.stagedPositions);
  int64_t m = p->type().numElements();
  if (p->type().elementType() != E::I64) p = s.b.convert(p, E::I64);
  p = s.b.subtract(s.b.reshape(p, {m}), s.b.broadcastInDim(s.b.constantInt(E::I64, 1), {m}, {}));
  return s.b.reshape(p, {m, 1});
}

// The view's contents as a new staged array.
Value materialize(Session& s, const ViewParts& v) {
  ir::Value* parent = s.arrayValue(v.parent);
  int64_t n = parent->type().numElements();
  ir::Value* flat = s.b.reshape(parent, {n});
  int64_t m = v.stagedPositions.defined() ? v.stagedPositions.as<ArrayObject>()->length() : int64_t(v.positions.size());
  ir::Value* picked;
  if (m > 0 && !v.stagedPositions.defined() && contiguous(v.positions)) {
    picked = s.b.slice(flat, {v.positions[0] - 1}, {v.positions[0] - 1 + m});
  } else {
    ir::GatherDims d;
    d.collapsedSliceDims = {0};
    d.startIndexMap = {0};
    d.indexVectorDim = 1;
    picked = s.b.gather(flat, indexTensor(s, v), d, {1});
  }
  return s.newArray(s.b.reshape(picked, irShape(v.dims)), v.parent.as<ArrayObject>()->elementType);
}

// Writes `contents` (the view's new value) into the parent at the view's positions.
void writeBack(Session& s, const ViewParts& v, const Value& contents) {
  ir::Value* parent = s.arrayValue(v.parent);
  int64_t n = parent->type().numElements();
  int64_t m = v.stagedPositions.defined() ? v.stagedPositions.as<ArrayObject>()->length() : int64_t(v.positions.size());
  ir::Value* flat = s.b.reshape(parent, {n});
  ir::Value* update = s.b.reshape(s.arrayValue(contents), {m});
  if (m > 0 && !v.stagedPositions.defined() && contiguous(v.positions)) {
    flat = s.b.dynamicUpdateSlice(flat, update, {s.b.constantInt(E::I64, v.positions[0] - 1)});
  } else if (m > 0) {
    ir::ScatterDims d;
    d.insertedWindowDims = {0};
    d.scatterDimsToOperandDims = {0};
    d.indexVectorDim = 1;
    bool known = !v.stagedPositions.defined();  // a view's positions never repeat
    flat = s.b.scatter({flat}, indexTensor(s, v), {update}, d, ir::Builder::takeUpdate(), known, true)[0];
  }
  auto shape = parent->type().shape();
  s.setArrayValue(v.parent, s.b.reshape(flat, std::vector<int64_t>(shape.begin(), shape.end())));
}

bool writesFirstArgument(const std::string& name) {
  static const std::unordered_set<std::string> names = {"__broadcast_assign!", "setindex!", "fill!", "copyto!",
                                                         "sort!", "reverse!", "map!", "rand!", "randn!"};
  return names.count(name) != 0;
}

bool seesTheView(const std::string& name) {
  static const std::unordered_set<std::string> names = {"parent", "view", "__maybeview", "getfield", "getproperty",
                                                         "typeof", "isa", "===", "!==", "size", "length", "ndims",
                                                         "eltype", "axes", "__view_linear"};
  return names.count(name) != 0;
}

}  // namespace

// A call that meets views of staged arrays: made again on their contents, then written back.
bool callThroughViews(Session& s, CallArgs& call, Value& result) {
  std::string name = ruleKey(s.ev, call[0]);
  if (seesTheView(name)) return false;
  std::vector<ViewParts> views(call.size());
  bool any = false;
  for (size_t i = 1; i < call.size(); ++i) any |= readView(s, call[i], views[i]);
  if (!any) return false;
  CallArgs again;
  again.span = call.span;
  again.callerModule = call.callerModule;
  again.args.push(call[0]);
  std::vector<Value> materialized(call.size());
  for (size_t i = 1; i < call.size(); ++i) {
    materialized[i] = views[i].parent.defined() ? materialize(s, views[i]) : call[i];
    again.args.push(materialized[i]);
  }
  again.keywords = call.keywords;
  result = s.ev.call(again);
  if (writesFirstArgument(name) && views[1].parent.defined()) {
    writeBack(s, views[1], materialized[1]);
    result = call[1];
  }
  return true;
}

}  // namespace juxla::staging
