// Typing rules for constants, iota and the elementwise ops (spec: abs ... xor, compare, select, clamp,
// convert, bitcast_convert, reduce_precision).
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "ir/infer_rules.h"

namespace juxla::ir::infer_detail {

unsigned elementwiseClasses(OpCode code) {
  switch (code) {
    case OpCode::Abs:
    case OpCode::Sign: return kSignedElements | kFloatElements;
    case OpCode::CountLeadingZeros:
    case OpCode::Popcnt:
    case OpCode::ShiftLeft:
    case OpCode::ShiftRightArithmetic:
    case OpCode::ShiftRightLogical: return kIntElements;
    case OpCode::Negate:
    case OpCode::Divide:
    case OpCode::Power:
    case OpCode::Remainder:
    case OpCode::Subtract: return kIntElements | kFloatElements;
    case OpCode::Not:
    case OpCode::And:
    case OpCode::Or:
    case OpCode::Xor: return kBoolElements | kIntElements;
    case OpCode::Add:
    case OpCode::Maximum:
    case OpCode::Minimum:
    case OpCode::Multiply:
    case OpCode::Compare:
    case OpCode::Select:
    case OpCode::Clamp:
    case OpCode::Convert: return kAnyElements;
    default: return kFloatElements;  // the transcendental and rounding ops, atan2, is_finite
  }
}

bool typeConstant(OpTyping& t) {
  if (!operandCount(t, 0)) return false;
  Attr value = t.attrs.get("value");
  if (!value) return t.fail("requires attribute 'value'");
  if (!value.is(Attr::Kind::DenseElements))
    return t.fail("attribute 'value' must be dense elements (dense<...> : tensor<...>)");
  std::string why = checkValueType(value.type());
  if (!why.empty()) return t.fail("attribute 'value' " + why);
  return t.succeed({value.type()});
}

bool typeIota(OpTyping& t) {
  if (!operandCount(t, 0) || !needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
  Type result = (*t.given)[0];
  if (!inClass(result.elementType(), kIntElements | kFloatElements))
    return t.fail(fmt::format("result #0 has type {} but needs integer or floating-point elements", result.str()));
  int64_t dim = 0;
  if (!readInt(t, "iota_dimension", Need::Required, dim)) return false;
  if (dim < 0 || dim >= result.rank())
    return t.fail(fmt::format("iota_dimension = {} is outside [0, {}) for the result type {}", dim, result.rank(),
                              result.str()));
  return t.succeed({result});
}

bool typeUnary(OpTyping& t) {
  if (!operandCount(t, 1) || !operandElements(t, 0, elementwiseClasses(t.code))) return false;
  return t.succeed({t.operand(0)});
}

bool typeIsFinite(OpTyping& t) {
  if (!operandCount(t, 1) || !operandElements(t, 0, kFloatElements)) return false;
  return t.succeed({t.operand(0).withElementType(ElementType::I1)});
}

bool typeConvert(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0) || !needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
  Type in = t.operand(0), out = (*t.given)[0];
  if (!std::ranges::equal(in.shape(), out.shape()))
    return t.fail(fmt::format("result #0 has type {} but operand #0 has type {}; convert keeps the shape", out.str(),
                              in.str()));
  return t.succeed({out});
}

bool typeBitcastConvert(OpTyping& t) {
  if (!operandCount(t, 1) || !tensorOperand(t, 0) || !needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
  Type in = t.operand(0), out = (*t.given)[0];
  int inBits = bitWidth(in.elementType()), outBits = bitWidth(out.elementType());
  std::vector<int64_t> expected(in.shape().begin(), in.shape().end());
  if (outBits < inBits) {
    expected.push_back(inBits / outBits);  // C1: each element splits into a new minor dimension
  } else if (outBits > inBits) {
    int64_t ratio = outBits / inBits;
    if (in.rank() == 0 || in.dim(in.rank() - 1) != ratio)
      return t.fail(fmt::format("operand #0 has type {} but bitcasting {}-bit to {}-bit elements needs its last "
                                "dimension to be {}",
                                in.str(), inBits, outBits, ratio));
    expected.pop_back();
  }
  if (!std::ranges::equal(out.shape(), expected))
    return t.fail(fmt::format("result #0 has type {} but bitcasting operand #0 of type {} to {} elements gives shape "
                              "{}",
                              out.str(), in.str(), elementTypeName(out.elementType()), listStr(expected)));
  return t.succeed({out});
}

bool typeReducePrecision(OpTyping& t) {
  if (!operandCount(t, 1) || !operandElements(t, 0, kFloatElements)) return false;
  int64_t exponentBits = 0, mantissaBits = 0;
  if (!readInt(t, "exponent_bits", Need::Required, exponentBits) ||
      !readInt(t, "mantissa_bits", Need::Required, mantissaBits))
    return false;
  if (exponentBits < 1) return t.fail(fmt::format("exponent_bits = {} must be at least 1", exponentBits));
  if (mantissaBits < 0) return t.fail(fmt::format("mantissa_bits = {} must not be negative", mantissaBits));
  return t.succeed({t.operand(0)});
}

namespace {
// Elementwise ops take no implicit broadcasting: every operand has the type of operand #0.
bool sameTypeAsFirst(OpTyping& t, size_t i) {
  if (t.operand(i) == t.operand(0)) return true;
  return t.fail(fmt::format("operand #{} has type {} but operand #0 has type {}; elementwise ops need equal shapes "
                            "and element types",
                            i, t.operand(i).str(), t.operand(0).str()));
}
}  // namespace

bool typeBinary(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperands(t) || !sameTypeAsFirst(t, 1)) return false;
  if (!operandElements(t, 0, elementwiseClasses(t.code))) return false;
  return t.succeed({t.operand(0)});
}

bool typeCompare(OpTyping& t) {
  if (!operandCount(t, 2) || !tensorOperands(t) || !sameTypeAsFirst(t, 1)) return false;
  static constexpr std::array<std::string_view, 6> kDirections = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  static constexpr std::array<std::string_view, 4> kTypes = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
  std::string direction, compareType;
  if (!readEnum(t, "comparison_direction", "comparison_direction", kDirections, Need::Required, direction) ||
      !readEnum(t, "compare_type", "comparison_type", kTypes, Need::Optional, compareType))
    return false;
  ElementType e = t.operand(0).elementType();
  if (!compareType.empty()) {
    // C3: the comparison type has to match how the element type orders its values.
    std::string_view fits = isFloat(e) ? "FLOAT or TOTALORDER" : isSignedInteger(e) ? "SIGNED" : "UNSIGNED";
    bool ok = isFloat(e) ? (compareType == "FLOAT" || compareType == "TOTALORDER") : compareType == fits;
    if (!ok)
      return t.fail(fmt::format("compare_type {} does not fit element type {}; it compares as {}", compareType,
                                elementTypeName(e), fits));
  }
  return t.succeed({t.operand(0).withElementType(ElementType::I1)});
}

bool typeSelect(OpTyping& t) {
  if (!operandCount(t, 3) || !tensorOperands(t)) return false;
  Type pred = t.operand(0), onTrue = t.operand(1), onFalse = t.operand(2);
  if (pred.elementType() != ElementType::I1)
    return t.fail(fmt::format("operand #0 (pred) has type {} but needs i1 elements", pred.str()));
  if (onFalse != onTrue)
    return t.fail(fmt::format("operand #2 (on_false) has type {} but operand #1 (on_true) has type {}; select needs "
                              "equal types",
                              onFalse.str(), onTrue.str()));
  if (pred.rank() != 0 && !std::ranges::equal(pred.shape(), onTrue.shape()))
    return t.fail(fmt::format("operand #0 (pred) has type {} but must be 0-dimensional or have the shape of operand #1 "
                              "(on_true) of type {}",
                              pred.str(), onTrue.str()));
  return t.succeed({onTrue});
}

bool typeClamp(OpTyping& t) {
  if (!operandCount(t, 3) || !tensorOperands(t)) return false;
  Type operand = t.operand(1);
  for (size_t i : {size_t(0), size_t(2)}) {
    Type bound = t.operand(i);
    const char* role = i == 0 ? "min" : "max";
    if (bound.elementType() != operand.elementType())
      return t.fail(fmt::format("operand #{} ({}) has type {} but operand #1 has type {}; clamp needs one element type",
                                i, role, bound.str(), operand.str()));
    if (bound.rank() != 0 && !std::ranges::equal(bound.shape(), operand.shape()))
      return t.fail(fmt::format("operand #{} ({}) has type {} but must be 0-dimensional or have the shape of operand "
                                "#1 of type {}",
                                i, role, bound.str(), operand.str()));
  }
  return t.succeed({operand});
}

}  // namespace juxla::ir::infer_detail
