#include "staging/session.h"

#include <cstring>
#include <unordered_set>

#include "compiler/types.h"
#include "staging/philox.h"
#include "compiler/universe.h"

namespace juxla::staging {

using compiler::JuliaError;

void unsupported(Evaluator& ev, const std::string& what, SourceSpan span) {
  throw compiler::UnsupportedError(what, span);
}

Session::Session(Evaluator& ev) : ev(ev), firstSerial(ArrayObject::nextSerial) {
  auto f = std::make_unique<ir::Func>("main", std::vector<ir::Type>{}, std::vector<ir::Type>{});
  func = module.addFunc(std::move(f));
  func->createBody();
  b.setInsertionPointToEnd(func->entry());
}

std::optional<ir::ElementType> Session::elementTypeOf(const JType* t) const {
  const compiler::CoreTypes& c = ev.core();
  using E = ir::ElementType;
  if (t == c.Float64) return E::F64;
  if (t == c.Float32) return E::F32;
  if (t == c.Float16) return E::F16;
  if (t == c.Int64) return E::I64;
  if (t == c.Int32) return E::I32;
  if (t == c.Int16) return E::I16;
  if (t == c.Int8) return E::I8;
  if (t == c.UInt64) return E::UI64;
  if (t == c.UInt32) return E::UI32;
  if (t == c.UInt16) return E::UI16;
  if (t == c.UInt8) return E::UI8;
  if (t == c.Bool) return E::I1;
  return std::nullopt;
}

const DataType* Session::juliaTypeOf(ir::ElementType e) const {
  const compiler::CoreTypes& c = ev.core();
  using E = ir::ElementType;
  switch (e) {
    case E::F64: return c.Float64;
    case E::F32: return c.Float32;
    case E::F16: return c.Float16;
    case E::I64: return c.Int64;
    case E::I32: return c.Int32;
    case E::I16: return c.Int16;
    case E::I8: return c.Int8;
    case E::UI64: return c.UInt64;
    case E::UI32: return c.UInt32;
    case E::UI16: return c.UInt16;
    case E::UI8: return c.UInt8;
    case E::I1: return c.Bool;
    default: return c.Float32;  // bf16 has no Julia type in the subset
  }
}

bool Session::isNumericArray(const Value& v) const {
  if (!v.isObject() || v.type()->name != ev.core().Array) return false;
  return elementTypeOf(v.as<ArrayObject>()->elementType).has_value();
}

bool Session::isStagedArray(const Value& v) const {
  // The only other arrays in the heap are staged arrays of CartesianIndex (cartesian_array.h).
  if (!isNumericArray(v)) return v.isObject() && v.type()->name == ev.core().Array && heap_.count(v.as<ArrayObject>());
  const ArrayObject* a = v.as<ArrayObject>();
  // Inside a staged branch or loop body even a host-made array is staged: a write there happens
  // only on the paths (or iterations) that make it, so it cannot be done on the host now.
  return heap_.count(a) || aliasBase_.count(a) || choices_.count(a) || !a->storage || a->serial < firstSerial || regionDepth > 0;
}

Value Session::newAlias(const Value& array, std::vector<int64_t> juliaDims) {
  Value base = aliasBase(array);
  auto* a = new ArrayObject();
  Value result = Value::object(compiler::arrayType(ev, base.as<ArrayObject>()->elementType, int64_t(juliaDims.size())), a);
  a->elementType = base.as<ArrayObject>()->elementType;
  a->dims = std::move(juliaDims);
  arrayValue(base);  // the base is known to the heap from now on
  aliasBase_[a] = base;
  heapKeep.push_back(result);
  return result;
}

Value Session::newChoice(ir::Value* pred, const Value& a, const Value& b) {
  auto* obj = new ArrayObject();
  const ArrayObject& first = *a.as<ArrayObject>();
  Value result = Value::object(compiler::arrayType(ev, first.elementType, int64_t(first.dims.size())), obj);
  obj->elementType = first.elementType;
  obj->dims = first.dims;
  choices_[obj] = Choice{pred, a, b};
  heapKeep.push_back(result);
  return result;
}

Value Session::aliasBase(const Value& array) const {
  auto it = aliasBase_.find(array.as<ArrayObject>());
  return it == aliasBase_.end() ? array : it->second;
}

Value Session::scalar(ir::Value* v, const DataType* juliaType) {
  return Value::object(juliaType, new compiler::StagedScalar(v));
}

ir::Value* Session::valueOf(const Value& v, std::optional<ir::ElementType> as) {
  if (compiler::isStagedScalar(v)) {
    ir::Value* x = v.as<compiler::StagedScalar>()->value;
    if (as && x->type().elementType() != *as) x = b.convert(x, *as);
    return x;
  }
  std::optional<ir::ElementType> own = elementTypeOf(v.type());
  if (!own) unsupported(ev, "a value of type " + ev.universe().show(v.type()) + " cannot be used as a number in staged code", {});
  ir::ElementType e = as ? *as : *own;
  const compiler::CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.Float64) return ir::isFloat(e) ? b.constant(e, v.asFloat64()) : b.constantInt(e, int64_t(v.asFloat64()));
  if (t == c.Float32) return ir::isFloat(e) ? b.constant(e, double(v.asFloat32())) : b.constantInt(e, int64_t(v.asFloat32()));
  if (t == c.Float16) {
    Value d = ev.callFunction(ev.baseFunction("Float64"), {v});
    return b.constant(e, d.asFloat64());
  }
  if (t == c.Bool) return ir::isFloat(e) ? b.constant(e, v.asBool() ? 1.0 : 0.0) : b.constantInt(e, v.asBool() ? 1 : 0);
  // Integers: the payload holds the value sign- or zero-extended.
  int64_t i = v.asInt();
  return ir::isFloat(e) ? b.constant(e, ir::isUnsignedInteger(*own) ? double(uint64_t(i)) : double(i)) : b.constantInt(e, i);
}

bool Session::fromNumberParams(ir::Value* v, std::vector<size_t>& numberParams) const {
  // Walk back to the inputs: a value made only from number parameters can be known at compile time
  // by specializing on those numbers.
  std::vector<ir::Value*> stack{v};
  std::unordered_set<ir::Value*> seen;
  while (!stack.empty()) {
    ir::Value* x = stack.back();
    stack.pop_back();
    if (!seen.insert(x).second) continue;
    if (x->isBlockArgument()) {
      if (x->ownerBlock() != &func->entry() || params[x->index()].kind != Param::Kind::Number) return false;
      numberParams.push_back(x->index());
      continue;
    }
    ir::Operation* op = x->definingOp();
    if (op->numRegions() > 0 || op->is(ir::OpCode::RngBitGenerator)) return false;
    for (ir::Value* o : op->operands()) stack.push_back(o);
  }
  return !numberParams.empty();
}

void Session::needHost(ir::Value* v, SourceSpan span, const char* what) {
  std::vector<size_t> numberParams;
  if (fromNumberParams(v, numberParams)) throw ConcretizeRequest{numberParams};
  JuliaError e("StagingError", std::string(what) + " must be known when the function is compiled, but it is computed from staged data", span);
  e.advice = "staged values (arrays, and numbers computed from them inside loops and branches) are only known when the compiled code runs; "
             "compute this from sizes or host numbers instead";
  throw e;
}

int64_t Session::requireInt(const Value& v, SourceSpan span, const char* what) {
  if (compiler::isStagedScalar(v)) {
    if (!loopStack.empty() && loopStack.back()) throw UnrollRequest{loopStack.back()};
    needHost(v.as<compiler::StagedScalar>()->value, span, what);
  }
  const compiler::CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 || t == c.UInt8 || t == c.UInt16 || t == c.UInt32 ||
      t == c.UInt64)
    return v.asInt();
  if (t == c.Bool) return v.asBool() ? 1 : 0;
  ev.raise("ArgumentError", std::string(what) + " must be an integer, got a value of type " + ev.universe().show(t), span);
}

bool Session::requireBool(const Value& v, SourceSpan span, const char* what) {
  if (compiler::isStagedScalar(v)) needHost(v.as<compiler::StagedScalar>()->value, span, what);
  if (v.type() != ev.core().Bool)
    ev.raise("TypeError", "non-boolean (" + ev.universe().show(v.type()) + ") used in boolean context", span);
  return v.asBool();
}

Value Session::newArray(ir::Value* v, const JType* elementType) {
  auto* a = new ArrayObject();
  std::vector<int64_t> dims(v->type().shape().rbegin(), v->type().shape().rend());
  Value result = Value::object(compiler::arrayType(ev, elementType, int64_t(dims.size())), a);
  a->elementType = elementType;
  a->dims = std::move(dims);
  heap_[a] = v;
  heapKeep.push_back(result);
  return result;
}

void Session::keepHeapOnly(const std::unordered_set<const ArrayObject*>& arrays) {
  for (auto it = heap_.begin(); it != heap_.end();) it = arrays.count(it->first) ? std::next(it) : heap_.erase(it);
  heapKeep.clear();
}

Value Session::pinnedArray(ir::Value* v, const JType* elementType) {
  auto* a = new ArrayObject();
  std::vector<int64_t> dims(v->type().shape().rbegin(), v->type().shape().rend());
  Value result = Value::object(compiler::arrayType(ev, elementType, int64_t(dims.size())), a);
  a->elementType = elementType;
  a->dims = std::move(dims);
  pinned_[a] = v;
  heapKeep.push_back(result);
  return result;
}

ir::Value* Session::arrayValue(const Value& array) {
  const ArrayObject* a = array.as<ArrayObject>();
  auto it = heap_.find(a);
  if (it != heap_.end()) return it->second;
  if (auto p = pinned_.find(a); p != pinned_.end()) return p->second;
  if (auto c = choices_.find(a); c != choices_.end()) {
    ir::Value* x = arrayValue(c->second.a);
    ir::Value* y = arrayValue(c->second.b);
    auto shape = x->type().shape();
    return b.select(b.broadcastInDim(c->second.pred, std::vector<int64_t>(shape.begin(), shape.end()), {}), x, y);
  }
  if (auto alias = aliasBase_.find(a); alias != aliasBase_.end()) {
    std::vector<int64_t> shape(a->dims.rbegin(), a->dims.rend());
    return b.reshape(arrayValue(alias->second), shape);
  }
  heapKeep.push_back(array);
  if (!a->storage) unsupported(ev, "an array of an earlier staging reached this one", {});
  if (auto c = captured_.find(a); c != captured_.end()) return heap_[a] = c->second;
  std::vector<int64_t> irDims(a->dims.rbegin(), a->dims.rend());
  ir::ElementType e = *elementTypeOf(a->elementType);
  if (a->serial >= firstSerial) {
    // Made by host code while staging (zeros(3), [1.0, 2.0]): a compile-time value.
    ir::Type type = ir::Type::tensor(e, irDims);
    const auto& bytes = a->storage->bytes;
    size_t width = size_t(ir::storageBytes(e));
    bool uniform = true;
    for (size_t i = width; i < bytes.size() && uniform; ++i) uniform = bytes[i] == bytes[i % width];
    ir::Value* v;
    if (uniform) {
      uint64_t bits = 0;
      if (!bytes.empty()) std::memcpy(&bits, bytes.data(), std::min(width, bytes.size()));
      Value one = Value::bits(static_cast<const DataType*>(a->elementType), bits);
      if (bytes.empty()) one = Value::bits(static_cast<const DataType*>(a->elementType), 0);
      ir::Value* scalar = valueOf(one);
      v = b.broadcastInDim(scalar, irDims, {});
    } else {
      v = b.constant(ir::Attr::dense(type, bytes, false));
    }
    heap_[a] = v;
    return v;
  }
  // A host array reached other than through the arguments (a global, a closure's capture): a
  // parameter passed by identity on every run.
  std::vector<int64_t> shape(a->dims.rbegin(), a->dims.rend());
  Param p;
  p.kind = Param::Kind::Captured;
  p.host = array;
  keepAlive.push_back(array);
  ir::Value* v = addParam(ir::Type::tensor(*elementTypeOf(a->elementType), shape), p);
  heap_[a] = v;
  captured_[a] = v;
  return v;
}

void Session::setArrayValue(const Value& array, ir::Value* v) {
  const ArrayObject* a = array.as<ArrayObject>();
  if (auto c = choices_.find(a); c != choices_.end()) {
    Choice choice = c->second;
    ir::Value* x = arrayValue(choice.a);
    ir::Value* y = arrayValue(choice.b);
    auto shape = x->type().shape();
    ir::Value* pred = b.broadcastInDim(choice.pred, std::vector<int64_t>(shape.begin(), shape.end()), {});
    if (v->type().elementType() != x->type().elementType()) v = b.convert(v, x->type().elementType());
    setArrayValue(choice.a, b.select(pred, v, x));
    setArrayValue(choice.b, b.select(pred, y, v));
    return;
  }
  if (auto alias = aliasBase_.find(a); alias != aliasBase_.end()) {
    const ArrayObject* base = alias->second.as<ArrayObject>();
    return setArrayValue(alias->second, b.reshape(v, std::vector<int64_t>(base->dims.rbegin(), base->dims.rend())));
  }
  if (!heap_.count(a)) arrayValue(array);
  heap_[a] = v;
}

void Session::touch(const Value& object) {
  for (auto& [obj, fields] : touched)
    if (obj.obj() == object.obj()) return;
  touched.push_back({object, object.as<compiler::StructObject>()->fields});
}

void Session::touchNew(const Value& object, std::vector<Value> before) {
  builtInRegion.insert(object.obj());
  touched.push_back({object, std::move(before)});
}

void Session::touchBox(const Value& box) {
  for (auto& [b, original] : touchedBoxes)
    if (b.obj() == box.obj()) return;
  touchedBoxes.push_back({box, box.as<compiler::BoxObject>()->value});
}

ir::Value* Session::addParam(ir::Type type, Param p) {
  params.push_back(std::move(p));
  ir::Value* v = func->entry().addArg(type);
  func->setInputTypes(func->entry().argTypes());
  return v;
}

ir::Value* Session::ensureErrorCode() {
  if (!errorCode) {
    ir::Builder atEntry(func->entry(), func->entry().front());
    errorCode = atEntry.broadcastInDim(atEntry.constantInt(ir::ElementType::I64, 0), {1 + kErrorDetails}, {});
  }
  return errorCode;
}

void Session::check(ir::Value* ok, ErrorSite site, std::vector<ir::Value*> details) {
  ensureErrorCode();
  errorSites.push_back(std::move(site));
  using E = ir::ElementType;
  std::vector<ir::Value*> parts{b.reshape(b.constantInt(E::I64, int64_t(errorSites.size())), {1})};
  for (int64_t i = 0; i < kErrorDetails; ++i) {
    ir::Value* d = i < int64_t(details.size()) ? details[size_t(i)] : b.constantInt(E::I64, 0);
    if (d->type().elementType() != E::I64) d = b.convert(d, E::I64);
    parts.push_back(b.reshape(d, {1}));
  }
  ir::Value* record = b.concatenate(parts, 0);
  ir::Value* code = b.reshape(b.slice(errorCode, {0}, {1}), std::vector<int64_t>{});
  ir::Value* first = b.and_(b.compare(code, b.constantInt(E::I64, 0), ir::ComparisonDirection::EQ), b.not_(ok));
  errorCode = b.select(b.broadcastInDim(first, {1 + kErrorDetails}, {}), record, errorCode);
}

ir::Value* Session::ensureRng() {
  if (!rng) {
    Param p;
    p.kind = Param::Kind::Rng;
    rngParam = rng = addParam(philoxStateType(), p);
  }
  return rng;
}

ir::Value* Session::ensureToken() {
  if (!token) {
    ir::Builder atEntry(func->entry(), func->entry().front());
    token = atEntry.afterAll({});
  }
  return token;
}

RuleTable& rules() {
  static RuleTable* table = [] {
    auto* t = new RuleTable();
    registerRefusedRules(*t);
    registerScalarRules(*t);
    registerArrayRules(*t);
    registerBroadcastRules(*t);
    registerNnlibRules(*t);
    registerEffectRules(*t);
    registerRangeRules(*t);
    registerRandomRules(*t);
    registerGradientRules(*t);
    registerPullbackRules(*t);
    return t;
  }();
  return *table;
}

std::string ruleKey(Evaluator& ev, const Value& callee) {
  const DataType* t = callee.type();
  if (t->isKindType) {
    const JType* ty = callee.asType();
    while (ty->kind == compiler::TypeKind::UnionAll) ty = static_cast<const compiler::UnionAll*>(ty)->body;
    if (ty->isData()) return std::string(static_cast<const DataType*>(ty)->name->name->view());
    return "";
  }
  if (t->name->isSingletonFunction) return std::string(t->name->name->view());
  return "";
}

}  // namespace juxla::staging
