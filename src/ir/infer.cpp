#include "ir/infer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <set>

#include "ir/infer_rules.h"
#include "ir/ir.h"

namespace juxla::ir {

using namespace infer_detail;

namespace infer_detail {

namespace {
const char* plural(size_t n) { return n == 1 ? "" : "s"; }
}  // namespace

bool OpTyping::fail(const std::string& message) {
  if (error.empty()) error = fmt::format("'{}' op {}", name(), message);
  return false;
}

bool inClass(ElementType t, unsigned mask) {
  if (isBool(t)) return mask & kBoolElements;
  if (isFloat(t)) return mask & kFloatElements;
  if (isUnsignedInteger(t)) return mask & kUnsignedElements;
  if (t == ElementType::Index) return false;
  return mask & kSignedElements;
}

std::string className(unsigned mask) {
  switch (mask) {
    case kFloatElements: return "floating-point";
    case kIntElements: return "integer";
    case kBoolElements: return "boolean (i1)";
    case kBoolElements | kIntElements: return "boolean or integer";
    case kSignedElements | kFloatElements: return "signed integer or floating-point";
    case kIntElements | kFloatElements: return "integer or floating-point";
    case kAnyElements: return "boolean, integer or floating-point";
    default: break;
  }
  std::vector<std::string> parts;
  if (mask & kBoolElements) parts.push_back("boolean");
  if ((mask & kIntElements) == kIntElements) {
    parts.push_back("integer");
  } else {
    if (mask & kSignedElements) parts.push_back("signed integer");
    if (mask & kUnsignedElements) parts.push_back("unsigned integer");
  }
  if (mask & kFloatElements) parts.push_back("floating-point");
  return fmt::format("{}", fmt::join(parts, " or "));
}

std::string listStr(std::span<const int64_t> values) { return fmt::format("[{}]", fmt::join(values, ", ")); }

std::string typesStr(std::span<const Type> types) {
  std::vector<std::string> parts;
  for (Type t : types) parts.push_back(t.str());
  return fmt::format("({})", fmt::join(parts, ", "));
}

std::vector<Type> scalarsOf(std::span<const Type> tensors) {
  std::vector<Type> out;
  for (Type t : tensors) out.push_back(t.isTensor() ? Type::scalar(t.elementType()) : t);
  return out;
}

int64_t dilatedSize(int64_t size, int64_t dilation) { return size == 0 ? 0 : (size - 1) * dilation + 1; }

int64_t numWindows(int64_t paddedSize, int64_t dilatedWindow, int64_t stride) {
  if (paddedSize <= 0 || dilatedWindow > paddedSize) return 0;
  return (paddedSize - dilatedWindow) / stride + 1;
}

// ---- Operands ----

bool operandCount(OpTyping& t, size_t n) {
  if (t.numOperands() == n) return true;
  return t.fail(fmt::format("expects {} operand{} but has {}", n, plural(n), t.numOperands()));
}

bool minOperandCount(OpTyping& t, size_t n, std::string_view what) {
  if (t.numOperands() >= n) return true;
  return t.fail(fmt::format("expects at least {} operand{} ({}) but has {}", n, plural(n), what, t.numOperands()));
}

bool tensorOperand(OpTyping& t, size_t i) {
  if (t.operand(i).isTensor()) return true;
  return t.fail(fmt::format("operand #{} must be a tensor but has type {}", i, t.operand(i).str()));
}

bool tensorOperands(OpTyping& t) {
  for (size_t i = 0; i < t.numOperands(); ++i)
    if (!tensorOperand(t, i)) return false;
  return true;
}

bool operandElements(OpTyping& t, size_t i, unsigned mask) {
  if (!tensorOperand(t, i)) return false;
  if (inClass(t.operand(i).elementType(), mask)) return true;
  return t.fail(fmt::format("operand #{} has type {} but needs {} elements", i, t.operand(i).str(), className(mask)));
}

bool scalarOperand(OpTyping& t, size_t i, std::string_view role) {
  if (!tensorOperand(t, i)) return false;
  if (t.operand(i).rank() == 0) return true;
  return t.fail(fmt::format("operand #{} ({}) must be a 0-dimensional tensor but has type {}", i, role,
                            t.operand(i).str()));
}

bool needGivenResults(OpTyping& t, int count) {
  if (!t.given)
    return t.fail("result types cannot be inferred from the operands and attributes; pass them explicitly");
  if (count >= 0 && t.given->size() != size_t(count))
    return t.fail(fmt::format("expects {} result{} but has {}", count, plural(size_t(count)), t.given->size()));
  return true;
}

bool tensorResult(OpTyping& t, size_t i) {
  Type r = (*t.given)[i];
  if (r.isTensor()) return true;
  return t.fail(fmt::format("result #{} must be a tensor but has type {}", i, r.str()));
}

// ---- Attributes ----

namespace {
Attr lookup(OpTyping& t, std::string_view attr, Need need, bool& ok) {
  Attr a = t.attrs.get(attr);
  ok = a || need == Need::Optional || t.fail(fmt::format("requires attribute '{}'", attr));
  return a;
}
}  // namespace

bool readI64Array(OpTyping& t, std::string_view attr, Need need, std::vector<int64_t>& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::DenseArray) || a.elementType() != ElementType::I64)
    return t.fail(fmt::format("attribute '{}' must be a dense i64 array (array<i64: ...>)", attr));
  out.assign(a.ints().begin(), a.ints().end());
  return true;
}

bool readBoolArray(OpTyping& t, std::string_view attr, Need need, std::vector<int64_t>& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::DenseArray) || a.elementType() != ElementType::I1)
    return t.fail(fmt::format("attribute '{}' must be a dense i1 array (array<i1: ...>)", attr));
  out.assign(a.ints().begin(), a.ints().end());
  return true;
}

bool readInt(OpTyping& t, std::string_view attr, Need need, int64_t& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::Integer)) return t.fail(fmt::format("attribute '{}' must be an integer", attr));
  out = a.intValue();
  return true;
}

bool readBool(OpTyping& t, std::string_view attr, Need need, bool& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::Bool)) return t.fail(fmt::format("attribute '{}' must be a boolean (true or false)", attr));
  out = a.boolValue();
  return true;
}

bool readString(OpTyping& t, std::string_view attr, Need need, std::string& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::String)) return t.fail(fmt::format("attribute '{}' must be a string", attr));
  out = a.str();
  return true;
}

bool readEnum(OpTyping& t, std::string_view attr, std::string_view group, std::span<const std::string_view> values,
              Need need, std::string& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  if (!a.is(Attr::Kind::Enum) || a.enumGroup() != group)
    return t.fail(fmt::format("attribute '{}' must be a #stablehlo<{} ...> enum", attr, group));
  if (std::find(values.begin(), values.end(), a.str()) == values.end())
    return t.fail(fmt::format("attribute '{}' is {}; expected one of {}", attr, a.str(), fmt::join(values, ", ")));
  out = a.str();
  return true;
}

bool readPadding(OpTyping& t, std::string_view attr, Need need, int64_t rows,
                 std::vector<std::pair<int64_t, int64_t>>& out) {
  bool ok;
  Attr a = lookup(t, attr, need, ok);
  if (!a) return ok;
  const std::string expected = fmt::format("tensor<{}x2xi64>", rows);
  if (!a.is(Attr::Kind::DenseElements) || !inClass(a.type().elementType(), kIntElements))
    return t.fail(fmt::format("attribute '{}' must be dense integer elements of type {}", attr, expected));
  Type type = a.type();
  if (type.rank() != 2 || type.dim(0) != rows || type.dim(1) != 2)
    return t.fail(fmt::format("attribute '{}' has type {} but needs {}: one [low, high] pair per dimension", attr,
                              type.str(), expected));
  out.clear();
  for (int64_t i = 0; i < rows; ++i) out.push_back({a.intElement(2 * i), a.intElement(2 * i + 1)});
  return true;
}

bool readPrecisionConfig(OpTyping& t) {
  Attr a = t.attrs.get("precision_config");
  if (!a) return true;
  if (!a.is(Attr::Kind::Array))
    return t.fail("attribute 'precision_config' must be an array of #stablehlo<precision ...> values");
  if (a.elements().size() > 2)
    return t.fail(fmt::format("attribute 'precision_config' has {} entries; it takes at most 2 (lhs, rhs)",
                              a.elements().size()));
  for (const Attr& p : a.elements()) {
    if (!p.is(Attr::Kind::Enum) || p.enumGroup() != "precision")
      return t.fail("attribute 'precision_config' must be an array of #stablehlo<precision ...> values");
    if (p.str() != "DEFAULT" && p.str() != "HIGH" && p.str() != "HIGHEST")
      return t.fail(fmt::format("precision_config holds {}; expected DEFAULT, HIGH or HIGHEST", p.str()));
  }
  return true;
}

// ---- Dimension lists ----

bool dimsInRange(OpTyping& t, std::string_view what, std::span<const int64_t> dims, int64_t rank,
                 std::string_view rankOf) {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return t.fail(fmt::format("{} = {} holds {}, outside [0, {}) for {}", what, listStr(dims), d, rank, rankOf));
  return true;
}

bool dimsUnique(OpTyping& t, std::string_view what, std::span<const int64_t> dims) {
  std::set<int64_t> seen;
  for (int64_t d : dims)
    if (!seen.insert(d).second) return t.fail(fmt::format("{} = {} repeats dimension {}", what, listStr(dims), d));
  return true;
}

bool dimsSorted(OpTyping& t, std::string_view what, std::span<const int64_t> dims) {
  if (std::is_sorted(dims.begin(), dims.end())) return true;
  return t.fail(fmt::format("{} = {} must be sorted", what, listStr(dims)));
}

bool sizeIs(OpTyping& t, std::string_view what, size_t size, int64_t expected, std::string_view because) {
  if (int64_t(size) == expected) return true;
  return t.fail(fmt::format("{} has {} element{} but needs {}, {}", what, size, plural(size), expected, because));
}

bool allPositive(OpTyping& t, std::string_view what, std::span<const int64_t> values) {
  for (int64_t v : values)
    if (v <= 0) return t.fail(fmt::format("{} = {} holds {}; each must be positive", what, listStr(values), v));
  return true;
}

// ---- Regions ----

bool regionCount(OpTyping& t, size_t n) {
  if (!t.haveRegions() || t.regions.size() == n) return true;
  return t.fail(fmt::format("expects {} region{} but has {}", n, plural(n), t.regions.size()));
}

bool minRegionCount(OpTyping& t, size_t n) {
  if (!t.haveRegions() || t.regions.size() >= n) return true;
  return t.fail(fmt::format("expects at least {} region{} but has {}", n, plural(n), t.regions.size()));
}

namespace {
const Block* regionBlock(OpTyping& t, size_t i, std::string_view role) {
  const Region* r = t.regions[i];
  if (!r || r->empty()) {
    t.fail(fmt::format("region #{} ({}) is empty; it needs a block ending in 'stablehlo.return'", i, role));
    return nullptr;
  }
  return &r->block();
}

const Operation* regionReturn(OpTyping& t, size_t i, std::string_view role, const Block& block) {
  const Operation* last = block.back();
  if (last && last->is(OpCode::Return)) return last;
  t.fail(fmt::format("region #{} ({}) must end with 'stablehlo.return'", i, role));
  return nullptr;
}

std::vector<Type> returnedTypes(const Operation& ret) {
  std::vector<Type> out;
  for (Value* v : ret.operands()) out.push_back(v ? v->type() : Type());
  return out;
}
}  // namespace

bool checkRegion(OpTyping& t, size_t i, std::string_view role, std::span<const Type> args,
                 const std::vector<Type>* results) {
  if (!t.haveRegions()) return true;
  const Block* block = regionBlock(t, i, role);
  if (!block) return false;
  if (block->numArgs() != args.size())
    return t.fail(fmt::format("region #{} ({}) takes {} argument{} but needs {}: {}", i, role, block->numArgs(),
                              plural(block->numArgs()), args.size(), typesStr(args)));
  for (size_t a = 0; a < args.size(); ++a)
    if (block->arg(a)->type() != args[a])
      return t.fail(fmt::format("region #{} ({}) argument #{} has type {} but needs {}", i, role, a,
                                block->arg(a)->type().str(), args[a].str()));
  const Operation* ret = regionReturn(t, i, role, *block);
  if (!ret) return false;
  if (!results) return true;
  std::vector<Type> got = returnedTypes(*ret);
  if (got.size() != results->size())
    return t.fail(fmt::format("region #{} ({}) returns {} value{} {} but needs {}: {}", i, role, got.size(),
                              plural(got.size()), typesStr(got), results->size(), typesStr(*results)));
  for (size_t r = 0; r < got.size(); ++r)
    if (got[r] != (*results)[r])
      return t.fail(fmt::format("region #{} ({}) returns {} as value #{} but needs {}", i, role, got[r].str(), r,
                                (*results)[r].str()));
  return true;
}

bool regionReturnTypes(OpTyping& t, size_t i, std::string_view role, std::vector<Type>& out) {
  const Block* block = regionBlock(t, i, role);
  if (!block) return false;
  const Operation* ret = regionReturn(t, i, role, *block);
  if (!ret) return false;
  out = returnedTypes(*ret);
  for (size_t r = 0; r < out.size(); ++r)
    if (!out[r]) return t.fail(fmt::format("region #{} ({}) returns a value without a type as value #{}", i, role, r));
  return true;
}

}  // namespace infer_detail

namespace {

struct RuleEntry {
  TypingRule rule;
  bool infers;
};

// One rule per op; the switch has no default so that a new op in ops.def fails to compile here.
RuleEntry ruleFor(OpCode code) {
  switch (code) {
    case OpCode::Constant: return {typeConstant, true};
    case OpCode::Iota: return {typeIota, false};
    case OpCode::Abs:
    case OpCode::Cbrt:
    case OpCode::Ceil:
    case OpCode::CountLeadingZeros:
    case OpCode::Cosine:
    case OpCode::Exponential:
    case OpCode::ExponentialMinusOne:
    case OpCode::Floor:
    case OpCode::Log:
    case OpCode::LogPlusOne:
    case OpCode::Logistic:
    case OpCode::Negate:
    case OpCode::Not:
    case OpCode::Popcnt:
    case OpCode::RoundNearestAfz:
    case OpCode::RoundNearestEven:
    case OpCode::Rsqrt:
    case OpCode::Sign:
    case OpCode::Sine:
    case OpCode::Sqrt:
    case OpCode::Tan:
    case OpCode::Tanh: return {typeUnary, true};
    case OpCode::IsFinite: return {typeIsFinite, true};
    case OpCode::Convert: return {typeConvert, false};
    case OpCode::BitcastConvert: return {typeBitcastConvert, false};
    case OpCode::ReducePrecision: return {typeReducePrecision, true};
    case OpCode::Add:
    case OpCode::And:
    case OpCode::Atan2:
    case OpCode::Divide:
    case OpCode::Maximum:
    case OpCode::Minimum:
    case OpCode::Multiply:
    case OpCode::Or:
    case OpCode::Power:
    case OpCode::Remainder:
    case OpCode::ShiftLeft:
    case OpCode::ShiftRightArithmetic:
    case OpCode::ShiftRightLogical:
    case OpCode::Subtract:
    case OpCode::Xor: return {typeBinary, true};
    case OpCode::Compare: return {typeCompare, true};
    case OpCode::Clamp: return {typeClamp, true};
    case OpCode::Select: return {typeSelect, true};
    case OpCode::BroadcastInDim: return {typeBroadcastInDim, false};
    case OpCode::Reshape: return {typeReshape, false};
    case OpCode::Transpose: return {typeTranspose, true};
    case OpCode::Slice: return {typeSlice, true};
    case OpCode::DynamicSlice: return {typeDynamicSlice, true};
    case OpCode::DynamicUpdateSlice: return {typeDynamicUpdateSlice, true};
    case OpCode::Concatenate: return {typeConcatenate, true};
    case OpCode::Pad: return {typePad, true};
    case OpCode::Reverse: return {typeReverse, true};
    case OpCode::Gather: return {typeGather, true};
    case OpCode::Scatter: return {typeScatter, true};
    case OpCode::DotGeneral: return {typeDotGeneral, true};
    case OpCode::Convolution: return {typeConvolution, true};
    case OpCode::Reduce: return {typeReduce, true};
    case OpCode::ReduceWindow: return {typeReduceWindow, true};
    case OpCode::SelectAndScatter: return {typeSelectAndScatter, true};
    case OpCode::Sort: return {typeSort, true};
    case OpCode::Map: return {typeMap, true};
    case OpCode::While: return {typeWhile, true};
    case OpCode::If: return {typeIf, true};
    case OpCode::Case: return {typeCase, true};
    case OpCode::OptimizationBarrier: return {typeOptimizationBarrier, true};
    case OpCode::Tuple: return {typeTuple, true};
    case OpCode::GetTupleElement: return {typeGetTupleElement, true};
    case OpCode::RngBitGenerator: return {typeRngBitGenerator, false};
    case OpCode::AfterAll: return {typeAfterAll, true};
    case OpCode::Infeed: return {typeInfeed, false};
    case OpCode::Outfeed: return {typeOutfeed, true};
    case OpCode::CustomCall: return {typeCustomCall, false};
    case OpCode::Call: return {typeCall, false};
    case OpCode::FuncReturn:
    case OpCode::Return: return {typeTerminator, true};
    case OpCode::CheckExpectEq:
    case OpCode::CheckExpectAlmostEq: return {typeCheckBinary, true};
    case OpCode::CheckExpectEqConst:
    case OpCode::CheckExpectAlmostEqConst: return {typeCheckConst, true};
    case OpCode::CheckExpectClose: return {typeCheckClose, true};
  }
  return {nullptr, false};
}

// Runs the op's rule; with `given` results it also checks them against what the rule inferred.
OpTyping runRule(OpCode code, std::span<const Type> operands, const NamedAttrList& attrs,
                 std::span<const Region* const> regions, std::optional<std::span<const Type>> given) {
  OpTyping t{code, operands, attrs, regions, given, {}, {}};
  for (size_t i = 0; i < operands.size(); ++i) {
    std::string why = checkValueType(operands[i]);
    if (!why.empty()) {
      t.fail(fmt::format("operand #{} {}", i, why));
      return t;
    }
  }
  if (given) {
    for (size_t i = 0; i < given->size(); ++i) {
      std::string why = checkValueType((*given)[i]);
      if (!why.empty()) {
        t.fail(fmt::format("result #{} {}", i, why));
        return t;
      }
    }
  }
  if (!regions.empty() && regionArity(code).max == 0) {
    t.fail(fmt::format("takes no regions but has {}", regions.size()));
    return t;
  }
  RuleEntry entry = ruleFor(code);
  if (!entry.rule) {
    t.fail("has no typing rule");
    return t;
  }
  if (!entry.rule(t) || !given || !entry.infers) return t;
  if (given->size() != t.results.size()) {
    t.fail(fmt::format("has {} result{} but its operands give {}: {}", given->size(), plural(given->size()),
                       t.results.size(), typesStr(t.results)));
    return t;
  }
  for (size_t i = 0; i < given->size(); ++i) {
    if ((*given)[i] != t.results[i]) {
      t.fail(fmt::format("result #{} has type {} but the inferred type is {}", i, (*given)[i].str(),
                         t.results[i].str()));
      return t;
    }
  }
  return t;
}

}  // namespace

RegionArity regionArity(OpCode code) {
  switch (code) {
    case OpCode::Reduce:
    case OpCode::ReduceWindow:
    case OpCode::Sort:
    case OpCode::Map:
    case OpCode::Scatter: return {1, 1};
    case OpCode::SelectAndScatter:
    case OpCode::While:
    case OpCode::If: return {2, 2};
    case OpCode::Case: return {1, SIZE_MAX};
    default: return {0, 0};
  }
}

bool canInferResultTypes(OpCode code) { return ruleFor(code).infers; }

InferredTypes inferResultTypes(OpCode code, std::span<const Type> operands, const NamedAttrList& attrs,
                               std::span<const Region* const> regions) {
  OpTyping t = runRule(code, operands, attrs, regions, std::nullopt);
  if (!t.error.empty()) return {{}, std::move(t.error)};
  return {std::move(t.results), {}};
}

std::string checkOpSignature(OpCode code, std::span<const Type> operands, const NamedAttrList& attrs,
                             std::span<const Region* const> regions, std::span<const Type> results) {
  return runRule(code, operands, attrs, regions, results).error;
}

std::vector<std::vector<Type>> regionArgumentTypes(OpCode code, std::span<const Type> operands, size_t numRegions) {
  std::vector<std::vector<Type>> out(numRegions);
  auto twice = [](std::vector<Type> scalars) {
    std::vector<Type> args = scalars;
    args.insert(args.end(), scalars.begin(), scalars.end());
    return args;
  };
  switch (code) {
    case OpCode::Reduce:
    case OpCode::ReduceWindow:
      if (numRegions > 0) out[0] = twice(scalarsOf(operands.first(operands.size() / 2)));
      break;
    case OpCode::Scatter:
      if (numRegions > 0) out[0] = twice(scalarsOf(operands.first(operands.empty() ? 0 : (operands.size() - 1) / 2)));
      break;
    case OpCode::SelectAndScatter:
      if (!operands.empty()) {
        std::vector<Type> pair = twice(scalarsOf(operands.first(1)));
        for (auto& r : out) r = pair;
      }
      break;
    case OpCode::Sort:
      if (numRegions > 0)
        for (Type s : scalarsOf(operands)) out[0].insert(out[0].end(), {s, s});
      break;
    case OpCode::Map:
      if (numRegions > 0) out[0] = scalarsOf(operands);
      break;
    case OpCode::While:
      for (auto& r : out) r.assign(operands.begin(), operands.end());
      break;
    default: break;
  }
  return out;
}

std::string checkValueType(Type t) {
  if (!t) return "has no type";
  switch (t.kind()) {
    case Type::Kind::Token: return "";
    case Type::Kind::Tuple:
      for (Type e : t.tupleElements()) {
        std::string why = checkValueType(e);
        if (!why.empty()) return fmt::format("has type {}, whose element {}", t.str(), why);
      }
      return "";
    case Type::Kind::Tensor:
      if (t.elementType() == ElementType::Index)
        return fmt::format("has type {}; index elements exist only in attributes, never in values", t.str());
      for (int64_t i = 0; i < t.rank(); ++i)
        if (t.dim(i) < 0)
          return fmt::format("has type {} with negative size {} in dimension {}; only static shapes are supported",
                             t.str(), t.dim(i), i);
      return "";
  }
  return "has an unknown kind of type";
}

}  // namespace juxla::ir
