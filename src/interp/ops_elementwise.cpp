// Every unary, binary and ternary elementwise op. One table gives each op's scalar function per value
// class (float, integer, boolean); compare, select, clamp and is_finite have their own shapes of
// result or operands and are written out below the table.
#include <cmath>
#include <cstring>
#include <string>

#include "interp/ops.h"
#include "interp/scalar_math.h"

namespace juxla::interp {

namespace {

using ir::OpCode;
using scalar::IntFormat;


// Unary ops ignore the second argument. nullptr: the op does not take that value class.
struct ElementwiseRule {
  OpCode code;
  FloatFn onFloat;
  IntFn onInt;
  BoolFn onBool;
};

// Floats compute in double and round once to the element type, so + - * / sqrt are correctly
// rounded for every float type; the C library supplies the transcendental functions.
const ElementwiseRule kElementwiseRules[] = {
    {OpCode::Abs, [](double x, double) { return std::fabs(x); },
     [](uint64_t a, uint64_t, IntFormat f) { return scalar::intAbs(a, f); }, nullptr},
    {OpCode::Cbrt, [](double x, double) { return std::cbrt(x); }, nullptr, nullptr},
    {OpCode::Ceil, [](double x, double) { return std::ceil(x); }, nullptr, nullptr},
    {OpCode::CountLeadingZeros, nullptr,
     [](uint64_t a, uint64_t, IntFormat f) { return scalar::countLeadingZeros(a, f); }, nullptr},
    {OpCode::Cosine, [](double x, double) { return std::cos(x); }, nullptr, nullptr},
    {OpCode::Exponential, [](double x, double) { return std::exp(x); }, nullptr, nullptr},
    {OpCode::ExponentialMinusOne, [](double x, double) { return std::expm1(x); }, nullptr, nullptr},
    {OpCode::Floor, [](double x, double) { return std::floor(x); }, nullptr, nullptr},
    {OpCode::Log, [](double x, double) { return std::log(x); }, nullptr, nullptr},
    {OpCode::LogPlusOne, [](double x, double) { return std::log1p(x); }, nullptr, nullptr},
    {OpCode::Logistic, [](double x, double) { return scalar::logisticOf(x); }, nullptr, nullptr},
    {OpCode::Negate, [](double x, double) { return -x; },
     [](uint64_t a, uint64_t, IntFormat f) { return scalar::intNegate(a, f); }, nullptr},
    {OpCode::Not, nullptr, [](uint64_t a, uint64_t, IntFormat f) { return f.wrap(~a); },
     [](bool a, bool) { return !a; }},
    {OpCode::Popcnt, nullptr, [](uint64_t a, uint64_t, IntFormat f) { return scalar::popcount(a, f); }, nullptr},
    {OpCode::RoundNearestAfz, [](double x, double) { return scalar::roundHalfAwayFromZero(x); }, nullptr, nullptr},
    {OpCode::RoundNearestEven, [](double x, double) { return scalar::roundHalfToEven(x); }, nullptr, nullptr},
    {OpCode::Rsqrt, [](double x, double) { return 1.0 / std::sqrt(x); }, nullptr, nullptr},
    {OpCode::Sign, [](double x, double) { return scalar::signOf(x); },
     [](uint64_t a, uint64_t, IntFormat f) { return scalar::intSign(a, f); }, nullptr},
    {OpCode::Sine, [](double x, double) { return std::sin(x); }, nullptr, nullptr},
    {OpCode::Sqrt, [](double x, double) { return std::sqrt(x); }, nullptr, nullptr},
    {OpCode::Tan, [](double x, double) { return std::tan(x); }, nullptr, nullptr},
    {OpCode::Tanh, [](double x, double) { return std::tanh(x); }, nullptr, nullptr},

    // i1 arithmetic follows XLA's pred rules: + and max are `or`, * and min are `and`.
    {OpCode::Add, [](double a, double b) { return a + b; },
     [](uint64_t a, uint64_t b, IntFormat f) { return f.wrap(a + b); }, [](bool a, bool b) { return a || b; }},
    {OpCode::And, nullptr, [](uint64_t a, uint64_t b, IntFormat) { return a & b; },
     [](bool a, bool b) { return a && b; }},
    {OpCode::Atan2, [](double a, double b) { return std::atan2(a, b); }, nullptr, nullptr},
    {OpCode::Divide, [](double a, double b) { return a / b; }, scalar::intDivide, nullptr},
    {OpCode::Maximum, scalar::maximumOf, scalar::intMaximum, [](bool a, bool b) { return a || b; }},
    {OpCode::Minimum, scalar::minimumOf, scalar::intMinimum, [](bool a, bool b) { return a && b; }},
    {OpCode::Multiply, [](double a, double b) { return a * b; },
     [](uint64_t a, uint64_t b, IntFormat f) { return f.wrap(a * b); }, [](bool a, bool b) { return a && b; }},
    {OpCode::Or, nullptr, [](uint64_t a, uint64_t b, IntFormat) { return a | b; },
     [](bool a, bool b) { return a || b; }},
    {OpCode::Power, [](double a, double b) { return std::pow(a, b); }, scalar::intPower, nullptr},
    // fmod is exact and keeps the dividend's sign, as the spec's remainder does.
    {OpCode::Remainder, [](double a, double b) { return std::fmod(a, b); }, scalar::intRemainder, nullptr},
    {OpCode::ShiftLeft, nullptr, scalar::shiftLeft, nullptr},
    {OpCode::ShiftRightArithmetic, nullptr, scalar::shiftRightArithmetic, nullptr},
    {OpCode::ShiftRightLogical, nullptr, scalar::shiftRightLogical, nullptr},
    {OpCode::Subtract, [](double a, double b) { return a - b; },
     [](uint64_t a, uint64_t b, IntFormat f) { return f.wrap(a - b); }, nullptr},
    {OpCode::Xor, nullptr, [](uint64_t a, uint64_t b, IntFormat) { return a ^ b; },
     [](bool a, bool b) { return a != b; }},
};

const ElementwiseRule* findRule(OpCode code) {
  for (const ElementwiseRule& rule : kElementwiseRules)
    if (rule.code == code) return &rule;
  return nullptr;
}

template <typename T>
IntFormat intFormatOf() {
  return IntFormat{int(sizeof(T) * 8), std::is_signed_v<T>};
}

// Element access in the value class the rules use: double, zero-extended bits, or bool.
template <typename T>
auto load(const uint8_t* data, int64_t i) {
  if constexpr (kIsBool<T>) {
    return data[i] != 0;  // i1 takes one byte
  } else {
    T v;
    std::memcpy(&v, data + size_t(i) * sizeof(T), sizeof(T));
    if constexpr (kIsFloat<T>) return toDouble(v);
    else return uint64_t(std::make_unsigned_t<T>(v));
  }
}

template <typename T, typename V>
void store(uint8_t* data, int64_t i, V value) {
  T v;
  if constexpr (kIsFloat<T>) v = fromDouble<T>(value);
  else v = T(value);  // integers: modular narrowing of the wrapped bits
  std::memcpy(data + size_t(i) * sizeof(T), &v, sizeof(T));
}

// Index of a possibly 0-dimensional (broadcast) operand.
inline int64_t at(const Tensor& t, int64_t i) { return t.rank() == 0 ? 0 : i; }

Values evalMapped(OpContext& ctx, const ElementwiseRule& rule) {
  const Tensor& lhs = ctx.operand(0);
  const Tensor& rhs = ctx.operands.size() > 1 ? ctx.operand(1) : ctx.operand(0);
  Tensor result = Tensor::zeros(ctx.resultType());
  int64_t n = result.numElements();
  if (n == 0) return {result};
  const uint8_t* a = lhs.bytes().data();
  const uint8_t* b = rhs.bytes().data();
  uint8_t* out = result.mutableBytes().data();
  visitElementType(lhs.elementType(), [&]<typename T>(Tag<T>) {
    if constexpr (kIsFloat<T>) {
      if (!rule.onFloat) ctx.fail("does not take floating-point elements");
      for (int64_t i = 0; i < n; ++i) store<T>(out, i, rule.onFloat(load<T>(a, i), load<T>(b, i)));
    } else if constexpr (kIsBool<T>) {
      if (!rule.onBool) ctx.fail("does not take i1 elements");
      for (int64_t i = 0; i < n; ++i) store<T>(out, i, rule.onBool(load<T>(a, i), load<T>(b, i)));
    } else {
      if (!rule.onInt) ctx.fail("does not take integer elements");
      IntFormat f = intFormatOf<T>();
      for (int64_t i = 0; i < n; ++i) store<T>(out, i, rule.onInt(load<T>(a, i), load<T>(b, i), f));
    }
  });
  return {result};
}

Values evalIsFinite(OpContext& ctx) {
  const Tensor& x = ctx.operand(0);
  Tensor result = Tensor::zeros(ctx.resultType());
  visitElementType(x.elementType(), [&]<typename T>(Tag<T>) {
    if constexpr (kIsFloat<T>) {
      for (int64_t i = 0; i < x.numElements(); ++i)
        result.setBits(i, std::isfinite(load<T>(x.bytes().data(), i)) ? 1 : 0);
    } else {
      ctx.fail("needs floating-point elements");
    }
  });
  return {result};
}

enum class Direction { EQ, NE, GE, GT, LE, LT };

template <typename V>
bool compareValues(V a, V b, Direction d) {
  switch (d) {
    case Direction::EQ: return a == b;
    case Direction::NE: return a != b;
    case Direction::GE: return a >= b;
    case Direction::GT: return a > b;
    case Direction::LE: return a <= b;
    case Direction::LT: return a < b;
  }
  return false;
}

// A key whose signed integer order is IEEE totalOrder: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
// TOTALORDER compares these keys in every direction, as XLA does (so -0.0 != +0.0 and NaN == NaN).
int64_t totalOrderKey(uint64_t bits, int width) {
  uint64_t signBit = uint64_t(1) << (width - 1);
  int64_t magnitude = int64_t(bits & (signBit - 1));
  return (bits & signBit) ? -magnitude - 1 : magnitude;
}

Direction parseDirection(OpContext& ctx) {
  const std::string& d = ctx.attr("comparison_direction").str();
  if (d == "EQ") return Direction::EQ;
  if (d == "NE") return Direction::NE;
  if (d == "GE") return Direction::GE;
  if (d == "GT") return Direction::GT;
  if (d == "LE") return Direction::LE;
  if (d == "LT") return Direction::LT;
  ctx.fail("has an unknown comparison_direction " + d);
}

// Integers compare by the signedness of their element type (the verifier makes compare_type agree);
// floats compare as IEEE quiet predicates (NaN is unordered: only NE holds) unless TOTALORDER.
Values evalCompare(OpContext& ctx) {
  const Tensor& lhs = ctx.operand(0);
  const Tensor& rhs = ctx.operand(1);
  Direction d = parseDirection(ctx);
  ir::Attr compareType = ctx.attr("compare_type");
  bool totalOrder = compareType && compareType.str() == "TOTALORDER";
  Tensor result = Tensor::zeros(ctx.resultType());
  int64_t n = result.numElements();
  const uint8_t* a = lhs.bytes().data();
  const uint8_t* b = rhs.bytes().data();
  visitElementType(lhs.elementType(), [&]<typename T>(Tag<T>) {
    for (int64_t i = 0; i < n; ++i) {
      bool holds;
      if constexpr (kIsFloat<T>) {
        if (totalOrder) {
          int width = int(sizeof(T) * 8);
          holds = compareValues(totalOrderKey(lhs.bits(i), width), totalOrderKey(rhs.bits(i), width), d);
        } else {
          holds = compareValues(load<T>(a, i), load<T>(b, i), d);
        }
      } else if constexpr (kIsBool<T>) {
        holds = compareValues(int(load<T>(a, i)), int(load<T>(b, i)), d);
      } else if constexpr (std::is_signed_v<T>) {
        holds = compareValues(int64_t(T(load<T>(a, i))), int64_t(T(load<T>(b, i))), d);
      } else {
        holds = compareValues(load<T>(a, i), load<T>(b, i), d);
      }
      result.setBits(i, holds ? 1 : 0);
    }
  });
  return {result};
}

// pred may be 0-dimensional, choosing one operand whole.
Values evalSelect(OpContext& ctx) {
  const Tensor& pred = ctx.operand(0);
  const Tensor& onTrue = ctx.operand(1);
  const Tensor& onFalse = ctx.operand(2);
  Tensor result = Tensor::zeros(ctx.resultType());
  int64_t n = result.numElements();
  size_t width = size_t(ir::storageBytes(result.elementType()));
  uint8_t* out = result.mutableBytes().data();
  for (int64_t i = 0; i < n; ++i) {
    const Tensor& chosen = pred.bits(at(pred, i)) ? onTrue : onFalse;
    std::memcpy(out + size_t(i) * width, chosen.bytes().data() + size_t(i) * width, width);
  }
  return {result};
}

// clamp = minimum(maximum(operand, min), max) with the ops' own semantics (NaN propagates);
// min and max may be 0-dimensional.
Values evalClamp(OpContext& ctx) {
  const Tensor& lo = ctx.operand(0);
  const Tensor& x = ctx.operand(1);
  const Tensor& hi = ctx.operand(2);
  const ElementwiseRule& maxRule = *findRule(OpCode::Maximum);
  const ElementwiseRule& minRule = *findRule(OpCode::Minimum);
  Tensor result = Tensor::zeros(ctx.resultType());
  int64_t n = result.numElements();
  if (n == 0) return {result};
  uint8_t* out = result.mutableBytes().data();
  const uint8_t *pl = lo.bytes().data(), *px = x.bytes().data(), *ph = hi.bytes().data();
  visitElementType(x.elementType(), [&]<typename T>(Tag<T>) {
    for (int64_t i = 0; i < n; ++i) {
      auto vl = load<T>(pl, at(lo, i)), vx = load<T>(px, i), vh = load<T>(ph, at(hi, i));
      if constexpr (kIsFloat<T>) {
        store<T>(out, i, minRule.onFloat(maxRule.onFloat(vx, vl), vh));
      } else if constexpr (kIsBool<T>) {
        store<T>(out, i, minRule.onBool(maxRule.onBool(vx, vl), vh));
      } else {
        IntFormat f = intFormatOf<T>();
        store<T>(out, i, minRule.onInt(maxRule.onInt(vx, vl, f), vh, f));
      }
    }
  });
  return {result};
}

}  // namespace

FloatFn floatFunctionOf(ir::OpCode code) {
  const ElementwiseRule* rule = findRule(code);
  return rule ? rule->onFloat : nullptr;
}

IntFn intFunctionOf(ir::OpCode code) {
  const ElementwiseRule* rule = findRule(code);
  return rule ? rule->onInt : nullptr;
}

BoolFn boolFunctionOf(ir::OpCode code) {
  const ElementwiseRule* rule = findRule(code);
  return rule ? rule->onBool : nullptr;
}

Values evalElementwise(OpContext& ctx) {
  switch (ctx.op.code()) {
    case OpCode::Compare: return evalCompare(ctx);
    case OpCode::Select: return evalSelect(ctx);
    case OpCode::Clamp: return evalClamp(ctx);
    case OpCode::IsFinite: return evalIsFinite(ctx);
    default: break;
  }
  const ElementwiseRule* rule = findRule(ctx.op.code());
  if (!rule) ctx.fail("is not an elementwise op the interpreter knows");
  return evalMapped(ctx, *rule);
}

}  // namespace juxla::interp
