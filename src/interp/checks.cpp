#include "interp/checks.h"

#include <cmath>
#include <limits>

namespace juxla::interp {

namespace {

std::string elementText(const Tensor& t, int64_t i) {
  ir::ElementType e = t.elementType();
  if (ir::isFloat(e)) return mlirFloatLiteral(t.bits(i), ir::floatFormatOf(e));
  if (e == ir::ElementType::I1) return t.bits(i) ? "true" : "false";
  if (ir::isUnsignedInteger(e)) return std::to_string(t.bits(i));
  return std::to_string(t.getInt(i));
}

std::string indexText(std::span<const int64_t> shape, int64_t linear) {
  std::vector<int64_t> index(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  std::string s = "[";
  for (size_t d = 0; d < index.size(); ++d) s += (d ? ", " : "") + std::to_string(index[d]);
  return s + "]";
}

// "Almost equal" of two floats (README rules 2-5).
bool almostEqual(double a, double b, double tolerance) {
  if (a == b) return true;
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  if (std::isinf(a) || std::isinf(b)) return false;
  return std::fabs(a - b) <= tolerance;
}

}  // namespace

uint64_t ulpDistance(uint64_t a, uint64_t b, FloatFormat f) {
  if (a == b) return 0;
  bool nanA = floatBitsIsNaN(a, f), nanB = floatBitsIsNaN(b, f);
  if (nanA && nanB) return 0;
  if (nanA || nanB || floatBitsIsInf(a, f) || floatBitsIsInf(b, f)) return std::numeric_limits<uint64_t>::max();
  int bits = semanticsOf(f).bits;
  uint64_t signBit = uint64_t(1) << (bits - 1);
  uint64_t magA = a & (signBit - 1), magB = b & (signBit - 1);
  if ((a & signBit) == (b & signBit)) return magA > magB ? magA - magB : magB - magA;
  return magA + magB;
}

std::optional<std::string> compareForCheck(const Tensor& actual, const Tensor& expected, CheckKind kind,
                                           const CheckBounds& bounds) {
  if (actual.type() != expected.type())
    return "actual has type " + actual.type().str() + " but expected has type " + expected.type().str();
  ir::ElementType e = actual.elementType();
  bool isFloat = ir::isFloat(e);
  if ((kind == CheckKind::Close || kind == CheckKind::AlmostEqual) && !isFloat)
    return "the check needs floating-point elements, not " + actual.type().str();
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    std::string where = "element " + indexText(actual.shape(), i) + ": actual " + elementText(actual, i) +
                        ", expected " + elementText(expected, i);
    if (kind == CheckKind::Close) {
      uint64_t d = ulpDistance(actual.bits(i), expected.bits(i), ir::floatFormatOf(e));
      if (d < bounds.minUlp || d > bounds.maxUlp) {
        std::string dist = d == std::numeric_limits<uint64_t>::max() ? "infinite" : std::to_string(d);
        return where + " (ULP distance " + dist + ", allowed " + std::to_string(bounds.minUlp) + " to " +
               std::to_string(bounds.maxUlp) + ")";
      }
      continue;
    }
    bool exact = kind == CheckKind::Equal || (kind == CheckKind::EqOrAlmost && !isFloat);
    if (exact) {
      bool same = isFloat ? actual.getDouble(i) == expected.getDouble(i) : actual.bits(i) == expected.bits(i);
      if (!same) return where;
      continue;
    }
    if (!almostEqual(actual.getDouble(i), expected.getDouble(i), bounds.tolerance))
      return where + " (tolerance " + mlirFloatLiteral(doubleToFloatBits(bounds.tolerance, FloatFormat::F64), FloatFormat::F64) + ")";
  }
  return std::nullopt;
}

Values evalCustomCallCheck(OpContext& ctx) {
  const std::string& target = ctx.attr("call_target_name").str();
  CheckBounds bounds;
  CheckKind kind;
  if (target == "check.expect_eq") {
    kind = CheckKind::Equal;
  } else if (target == "check.expect_close") {
    kind = CheckKind::Close;
  } else if (target == "check.expect_almost_eq") {
    kind = CheckKind::AlmostEqual;
    bounds.tolerance = 0.001;
  } else if (target == "check.eq") {
    kind = CheckKind::EqOrAlmost;
  } else {
    ctx.fail("calls @" + target + ", which is not a known check");
  }
  if (ctx.operands.size() != 2) ctx.fail("needs 2 operands (actual, expected)");
  if (auto failure = compareForCheck(ctx.operand(0), ctx.operand(1), kind, bounds))
    throw CheckFailure(ctx.op.loc(), "@" + target + " failed: " + *failure);
  ctx.interp.countCheck();
  if (target == "check.eq") return {Tensor::fromInts(ir::Type::scalar(ir::ElementType::I1), std::vector<int64_t>{1})};
  return {};
}

Values evalCheck(OpContext& ctx) {
  using ir::OpCode;
  CheckBounds bounds;
  CheckKind kind = CheckKind::Equal;
  Tensor expected;
  switch (ctx.op.code()) {
    case OpCode::CheckExpectEq: expected = ctx.operand(1); break;
    case OpCode::CheckExpectEqConst: expected = Tensor::fromAttr(ctx.attr("value")); break;
    case OpCode::CheckExpectAlmostEq:
    case OpCode::CheckExpectAlmostEqConst:
      kind = CheckKind::AlmostEqual;
      expected = ctx.op.is(OpCode::CheckExpectAlmostEq) ? ctx.operand(1) : Tensor::fromAttr(ctx.attr("value"));
      if (ir::Attr tol = ctx.attr("tolerance")) bounds.tolerance = tol.floatValue();
      break;
    case OpCode::CheckExpectClose:
      kind = CheckKind::Close;
      expected = ctx.operand(1);
      bounds.maxUlp = 1;  // max_ulp_difference's default
      if (ir::Attr a = ctx.attr("max_ulp_difference")) bounds.maxUlp = a.bits();
      if (ir::Attr a = ctx.attr("min_ulp_difference")) bounds.minUlp = a.bits();
      break;
    default: ctx.fail("is not a check");
  }
  if (auto failure = compareForCheck(ctx.operand(0), expected, kind, bounds))
    throw CheckFailure(ctx.op.loc(), std::string(ctx.op.name()) + " failed: " + *failure);
  ctx.interp.countCheck();
  return {};
}

}  // namespace juxla::interp
