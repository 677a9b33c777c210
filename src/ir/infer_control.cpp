// Typing rules for control flow, tuples, tokens, effects, calls, terminators and the check ops.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "ir/infer_rules.h"

namespace juxla::ir::infer_detail {

namespace {
// Control flow and barriers carry tensors and tokens (spec: "variadic number of tensors or tokens").
bool tensorsOrTokens(OpTyping& t, std::string_view why) {
  for (size_t i = 0; i < t.numOperands(); ++i)
    if (t.operand(i).isTuple())
      return t.fail(fmt::format("operand #{} has type {} but {}", i, t.operand(i).str(), why));
  return true;
}
}  // namespace

bool typeWhile(OpTyping& t) {
  if (!tensorsOrTokens(t, "while carries tensors and tokens")) return false;
  std::vector<Type> carried(t.operands.begin(), t.operands.end());
  std::vector<Type> predicate = {Type::scalar(ElementType::I1)};
  if (!regionCount(t, 2) || !checkRegion(t, 0, "cond", carried, &predicate) ||
      !checkRegion(t, 1, "body", carried, &carried))
    return false;
  return t.succeed(carried);
}

namespace {
// if and case return what their branches return; every branch must return the same types.
bool branchResults(OpTyping& t, size_t numBranches) {
  if (!t.haveRegions()) {
    if (!t.given) return t.fail("result types come from the branches; build them first or pass the result types");
    return t.succeed(std::vector<Type>(t.given->begin(), t.given->end()));
  }
  auto role = [&](size_t i) {
    if (t.code == OpCode::If) return std::string(i == 0 ? "true_branch" : "false_branch");
    return fmt::format("branch #{}", i);
  };
  std::vector<Type> results;
  if (!checkRegion(t, 0, role(0), {}, nullptr) || !regionReturnTypes(t, 0, role(0), results)) return false;
  for (size_t r = 0; r < results.size(); ++r)
    if (results[r].isTuple())
      return t.fail(fmt::format("region #0 ({}) returns {} as value #{}; branches return tensors and tokens",
                                role(0), results[r].str(), r));
  for (size_t i = 1; i < numBranches; ++i)
    if (!checkRegion(t, i, role(i), {}, &results)) return false;
  return t.succeed(results);
}
}  // namespace

bool typeIf(OpTyping& t) {
  if (!operandCount(t, 1)) return false;
  if (t.operand(0) != Type::scalar(ElementType::I1))
    return t.fail(fmt::format("operand #0 (pred) has type {} but needs tensor<i1>", t.operand(0).str()));
  return regionCount(t, 2) && branchResults(t, 2);
}

bool typeCase(OpTyping& t) {
  if (!operandCount(t, 1)) return false;
  if (t.operand(0) != Type::scalar(ElementType::I32))
    return t.fail(fmt::format("operand #0 (index) has type {} but needs tensor<i32>", t.operand(0).str()));
  return minRegionCount(t, 1) && branchResults(t, t.regions.size());
}

bool typeOptimizationBarrier(OpTyping& t) {
  if (!tensorsOrTokens(t, "optimization_barrier takes tensors and tokens")) return false;
  return t.succeed(std::vector<Type>(t.operands.begin(), t.operands.end()));
}

bool typeTuple(OpTyping& t) { return t.succeed({Type::tuple(t.operands)}); }

bool typeGetTupleElement(OpTyping& t) {
  if (!operandCount(t, 1)) return false;
  Type tuple = t.operand(0);
  if (!tuple.isTuple()) return t.fail(fmt::format("operand #0 must be a tuple but has type {}", tuple.str()));
  int64_t index = 0;
  if (!readInt(t, "index", Need::Required, index)) return false;
  int64_t size = int64_t(tuple.tupleElements().size());
  if (index < 0 || index >= size)
    return t.fail(fmt::format("index = {} is outside [0, {}) for operand #0 ({})", index, size, tuple.str()));
  return t.succeed({tuple.tupleElements()[size_t(index)]});
}

bool typeRngBitGenerator(OpTyping& t) {
  if (!operandCount(t, 1)) return false;
  Type state = t.operand(0);
  if (!state.isTensor() || state.rank() != 1 || state.elementType() != ElementType::UI64)
    return t.fail(fmt::format("operand #0 (initial_state) has type {} but needs a 1-dimensional tensor of ui64",
                              state.str()));
  static constexpr std::array<std::string_view, 3> kAlgorithms = {"DEFAULT", "THREE_FRY", "PHILOX"};
  std::string algorithm;
  if (!readEnum(t, "rng_algorithm", "rng_algorithm", kAlgorithms, Need::Required, algorithm)) return false;
  // C2: THREE_FRY keeps two 64-bit words of state, PHILOX two or three; DEFAULT is ours to define.
  int64_t words = state.dim(0);
  bool fits = algorithm == "THREE_FRY" ? words == 2 : algorithm == "PHILOX" ? (words == 2 || words == 3) : words > 0;
  if (!fits)
    return t.fail(fmt::format("rng_algorithm {} cannot use operand #0 (initial_state) of type {}; it needs {} ui64 "
                              "words",
                              algorithm, state.str(),
                              algorithm == "THREE_FRY" ? "2" : algorithm == "PHILOX" ? "2 or 3" : "at least 1"));
  if (!needGivenResults(t, 2)) return false;
  Type outState = (*t.given)[0], output = (*t.given)[1];
  if (outState != state)
    return t.fail(fmt::format("result #0 (output_state) has type {} but operand #0 (initial_state) has type {}",
                              outState.str(), state.str()));
  if (!tensorResult(t, 1)) return false;
  if (!inClass(output.elementType(), kIntElements | kFloatElements))
    return t.fail(fmt::format("result #1 (output) has type {} but needs integer or floating-point elements",
                              output.str()));
  return t.succeed({outState, output});
}

bool typeAfterAll(OpTyping& t) {
  for (size_t i = 0; i < t.numOperands(); ++i)
    if (!t.operand(i).isToken())
      return t.fail(fmt::format("operand #{} has type {} but after_all takes only !stablehlo.token values", i,
                                t.operand(i).str()));
  return t.succeed({Type::token()});
}

bool typeInfeed(OpTyping& t) {
  if (!operandCount(t, 1)) return false;
  if (!t.operand(0).isToken())
    return t.fail(fmt::format("operand #0 has type {} but infeed takes a !stablehlo.token", t.operand(0).str()));
  std::string config;
  if (!readString(t, "infeed_config", Need::Optional, config)) return false;
  if (Attr layout = t.attrs.get("layout"); layout && !layout.is(Attr::Kind::Array))
    return t.fail("attribute 'layout' must be an array");
  if (!needGivenResults(t, -1)) return false;
  if (t.given->empty()) return t.fail("expects at least one result, the token that ends the list");
  size_t last = t.given->size() - 1;
  if (!(*t.given)[last].isToken())
    return t.fail(fmt::format("result #{} has type {} but the last result of infeed must be !stablehlo.token", last,
                              (*t.given)[last].str()));
  for (size_t i = 0; i < last; ++i)
    if ((*t.given)[i].isTuple())
      return t.fail(fmt::format("result #{} has type {} but infeed produces tensors and tokens", i,
                                (*t.given)[i].str()));
  return t.succeed(std::vector<Type>(t.given->begin(), t.given->end()));
}

bool typeOutfeed(OpTyping& t) {
  if (!minOperandCount(t, 1, "the values, then a token")) return false;
  size_t last = t.numOperands() - 1;
  if (!t.operand(last).isToken())
    return t.fail(fmt::format("operand #{} has type {} but the last operand of outfeed must be !stablehlo.token", last,
                              t.operand(last).str()));
  for (size_t i = 0; i < last; ++i)
    if (!tensorOperand(t, i)) return false;
  std::string config;
  if (!readString(t, "outfeed_config", Need::Optional, config)) return false;
  return t.succeed({Type::token()});
}

namespace {
bool checkOperandsAlike(OpTyping& t, std::string_view what) {
  if (!tensorOperands(t)) return false;
  if (t.operand(1) == t.operand(0)) return true;
  return t.fail(fmt::format("{}operand #1 (expected) has type {} but operand #0 (actual) has type {}; a check compares "
                            "values of one type",
                            what, t.operand(1).str(), t.operand(0).str()));
}

// The interpreter tests spell checks as custom calls: @check.expect_eq(%actual, %expected) and kin.
bool checkCustomCallCheck(OpTyping& t, const std::string& target) {
  static constexpr std::array<std::string_view, 4> kChecks = {"check.expect_eq", "check.expect_almost_eq",
                                                               "check.expect_close", "check.eq"};
  if (std::ranges::find(kChecks, target) == kChecks.end())
    return t.fail(fmt::format("call_target_name '{}' is not a known check ({})", target, fmt::join(kChecks, ", ")));
  std::string what = "@" + target + " ";
  if (t.numOperands() != 2)
    return t.fail(fmt::format("{}expects 2 operands (actual, expected) but has {}", what, t.numOperands()));
  if (!checkOperandsAlike(t, what)) return false;
  if (target == "check.expect_close" && !isFloat(t.operand(0).elementType()))
    return t.fail(fmt::format("{}operand #0 has type {} but needs floating-point elements", what, t.operand(0).str()));
  std::vector<Type> expected;
  if (target == "check.eq") expected.push_back(Type::scalar(ElementType::I1));
  if (t.given->size() != expected.size() || !std::ranges::equal(*t.given, expected))
    return t.fail(fmt::format("{}has results {} but needs {}", what, typesStr(*t.given), typesStr(expected)));
  return true;
}

bool checkLayouts(OpTyping& t, std::string_view attr, std::span<const Type> types, std::string_view what) {
  Attr layouts = t.attrs.get(attr);
  if (!layouts) return true;
  if (!layouts.is(Attr::Kind::Array)) return t.fail(fmt::format("attribute '{}' must be an array of layouts", attr));
  if (layouts.elements().size() != types.size())
    return t.fail(fmt::format("attribute '{}' has {} layouts but the op has {} {}s", attr, layouts.elements().size(),
                              types.size(), what));
  for (size_t i = 0; i < types.size(); ++i) {
    const Attr& layout = layouts.elements()[i];
    if (!layout.is(Attr::Kind::DenseElements) || layout.type().rank() != 1)
      return t.fail(fmt::format("attribute '{}' entry #{} must be a 1-dimensional dense tensor", attr, i));
    if (!types[i].isTensor()) continue;
    std::vector<int64_t> dims;
    for (int64_t k = 0; k < layout.numElements(); ++k) dims.push_back(layout.intElement(k));
    std::vector<int64_t> sorted = dims;
    std::ranges::sort(sorted);
    bool permutation = int64_t(sorted.size()) == types[i].rank();
    for (size_t k = 0; permutation && k < sorted.size(); ++k) permutation = sorted[k] == int64_t(k);
    if (!permutation)
      return t.fail(fmt::format("attribute '{}' entry #{} = {} is not a layout (a permutation of [0, {})) for {} #{} "
                                "({})",
                                attr, i, listStr(dims), types[i].rank(), what, i, types[i].str()));
  }
  return true;
}
}  // namespace

bool typeCustomCall(OpTyping& t) {
  std::string target;
  bool sideEffect = false;
  int64_t apiVersion = 1;
  if (!readString(t, "call_target_name", Need::Required, target) ||
      !readBool(t, "has_side_effect", Need::Optional, sideEffect) ||
      !readInt(t, "api_version", Need::Optional, apiVersion))
    return false;
  if (apiVersion < 0 || apiVersion > 4)
    return t.fail(fmt::format("api_version = {} is not a custom call API version (0 to 4)", apiVersion));
  if (Attr config = t.attrs.get("backend_config");
      config && !config.is(Attr::Kind::String) && !config.is(Attr::Kind::Dictionary))
    return t.fail("attribute 'backend_config' must be a string or a dictionary");
  if (Attr called = t.attrs.get("called_computations"); called) {
    bool symbols = called.is(Attr::Kind::Array);
    for (size_t i = 0; symbols && i < called.elements().size(); ++i)
      symbols = called.elements()[i].is(Attr::Kind::SymbolRef);
    if (!symbols) return t.fail("attribute 'called_computations' must be an array of symbol references (@name)");
  }
  if (Attr aliases = t.attrs.get("output_operand_aliases"); aliases) {
    if (!aliases.is(Attr::Kind::Array))
      return t.fail("attribute 'output_operand_aliases' must be an array of #stablehlo.output_operand_alias");
    for (const Attr& alias : aliases.elements()) {
      if (!alias.is(Attr::Kind::OutputOperandAlias))
        return t.fail("attribute 'output_operand_aliases' must be an array of #stablehlo.output_operand_alias");
      int64_t operand = alias.outputOperandAlias().operandIndex;
      if (operand < 0 || operand >= int64_t(t.numOperands()))
        return t.fail(fmt::format("output_operand_aliases refers to operand #{} but the op has {} operands", operand,
                                  t.numOperands()));
    }
  }
  if (!needGivenResults(t, -1) || !checkLayouts(t, "operand_layouts", t.operands, "operand") ||
      !checkLayouts(t, "result_layouts", *t.given, "result"))
    return false;
  if (target.starts_with("check.") && !checkCustomCallCheck(t, target)) return false;
  return t.succeed(std::vector<Type>(t.given->begin(), t.given->end()));
}

bool typeCall(OpTyping& t) {
  Attr callee = t.attrs.get("callee");
  if (!callee) return t.fail("requires attribute 'callee'");
  if (!callee.is(Attr::Kind::SymbolRef)) return t.fail("attribute 'callee' must be a symbol reference (@name)");
  if (!needGivenResults(t, -1)) return false;
  return t.succeed(std::vector<Type>(t.given->begin(), t.given->end()));
}

// Terminators produce nothing; what they return is checked against their parent (op or function).
bool typeTerminator(OpTyping& t) { return t.succeed({}); }

namespace {
bool readTolerance(OpTyping& t) {
  Attr tolerance = t.attrs.get("tolerance");
  if (tolerance && !tolerance.is(Attr::Kind::Float)) return t.fail("attribute 'tolerance' must be a float");
  if (tolerance && !(tolerance.floatValue() >= 0))
    return t.fail(fmt::format("tolerance = {} must not be negative", tolerance.floatValue()));
  return true;
}
}  // namespace

bool typeCheckBinary(OpTyping& t) {
  if (!operandCount(t, 2) || !checkOperandsAlike(t, "")) return false;
  // "Almost equal" is a float comparison; integers are compared with check.expect_eq.
  if (t.code == OpCode::CheckExpectAlmostEq && (!operandElements(t, 0, kFloatElements) || !readTolerance(t)))
    return false;
  return t.succeed({});
}

bool typeCheckConst(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0)) return false;
  Attr value = t.attrs.get("value");
  if (!value) return t.fail("requires attribute 'value'");
  if (!value.is(Attr::Kind::DenseElements))
    return t.fail("attribute 'value' must be dense elements (dense<...> : tensor<...>)");
  if (value.type() != t.operand(0))
    return t.fail(fmt::format("attribute 'value' has type {} but operand #0 has type {}; a check compares values of "
                              "one type",
                              value.type().str(), t.operand(0).str()));
  if (t.code == OpCode::CheckExpectAlmostEqConst && (!operandElements(t, 0, kFloatElements) || !readTolerance(t)))
    return false;
  return t.succeed({});
}

bool typeCheckClose(OpTyping& t) {
  if (!operandCount(t, 2) || !checkOperandsAlike(t, "") || !operandElements(t, 0, kFloatElements)) return false;
  // The bounds are ui64: read them unsigned so that 18446744073709551615 is the largest, not -1.
  uint64_t maxUlp = 0, minUlp = 0;
  for (auto [name, out] : {std::pair{"max_ulp_difference", &maxUlp}, std::pair{"min_ulp_difference", &minUlp}}) {
    Attr a = t.attrs.get(name);
    if (!a) continue;
    if (!a.is(Attr::Kind::Integer)) return t.fail(fmt::format("attribute '{}' must be an integer", name));
    if (!isUnsignedInteger(a.elementType()) && a.intValue() < 0)
      return t.fail(fmt::format("{} = {} must not be negative", name, a.intValue()));
    *out = isUnsignedInteger(a.elementType()) ? a.bits() : uint64_t(a.intValue());
  }
  if (t.attrs.has("max_ulp_difference") && minUlp > maxUlp)
    return t.fail(fmt::format("min_ulp_difference = {} exceeds max_ulp_difference = {}", minUlp, maxUlp));
  return t.succeed({});
}

}  // namespace juxla::ir::infer_detail
