// Bit-level operations on integers (base/int.jl): & | xor ~, shifts with Julia's rules for counts
// at or past the width and for negative counts, count_ones and friends, bitstring, `x % T`
// (wrapping conversion), reinterpret, signed and unsigned.
#include <bit>
#include <cstdio>
#include "compiler/subtype.h"

#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

// The value's bits within its width, zero-extended (what the hardware word holds).
uint64_t widthBits(const Value& v, Num n) {
  int w = bitsOf(n);
  return w == 64 ? v.rawBits() : v.rawBits() & ((uint64_t(1) << w) - 1);
}

Num needInteger(Evaluator& ev, CallArgs& call, size_t i) {
  Num n = numOf(ev.core(), call[i].type());
  if (!isIntNum(n)) raiseNoMethod(ev, call);
  return n;
}

enum class BitOp { And, Or, Xor };

template <BitOp op>
Value bitwise(Evaluator& ev, CallArgs& call) {
  Num na = needInteger(ev, call, 1), nb = needInteger(ev, call, 2);
  Num t = promoteNum(na, nb);
  uint64_t x = castNum(ev, call[1], na, t).rawBits(), y = castNum(ev, call[2], nb, t).rawBits();
  uint64_t r = op == BitOp::And ? (x & y) : op == BitOp::Or ? (x | y) : (x ^ y);
  return fromInt(ev, t, r);
}

Value bitNot(Evaluator& ev, CallArgs& call) {
  Num n = needInteger(ev, call, 1);
  if (n == Num::Bool) return ev.universe().boolean(!call[1].asBool());
  return fromInt(ev, n, ~call[1].rawBits());
}

enum class Shift { Left, Right, LogicalRight };

// Shift by a non-negative count that may reach or pass the width.
uint64_t shiftBy(Num n, uint64_t bits, uint64_t count, Shift s) {
  int w = bitsOf(n);
  bool negative = isSignedNum(n) && int64_t(bits) < 0;
  if (s == Shift::Left) return count >= uint64_t(w) ? 0 : bits << count;
  if (s == Shift::Right && isSignedNum(n)) return count >= uint64_t(w) ? (negative ? ~uint64_t(0) : 0) : uint64_t(int64_t(bits) >> count);
  uint64_t u = w == 64 ? bits : bits & ((uint64_t(1) << w) - 1);
  return count >= uint64_t(w) ? 0 : u >> count;
}

template <Shift s>
Value shift(Evaluator& ev, CallArgs& call) {
  Num n = needInteger(ev, call, 1), nc = needInteger(ev, call, 2);
  uint64_t bits = call[1].rawBits();
  if (n == Num::Bool) n = Num::Int64;  // true << 1 is an Int
  const Value& c = call[2];
  bool negativeCount = isSignedNum(nc) && c.asInt() < 0;
  uint64_t count = negativeCount ? uint64_t(0) - c.rawBits() : c.rawBits();
  Shift dir = s;
  if (negativeCount) dir = s == Shift::Left ? Shift::Right : Shift::Left;  // a negative count turns around
  if (negativeCount && s == Shift::LogicalRight) dir = Shift::Left;
  return fromInt(ev, n, shiftBy(n, bits, count, dir));
}

enum class Count { Ones, Zeros, LeadingZeros, TrailingZeros, LeadingOnes, TrailingOnes };

template <Count k>
Value countBits(Evaluator& ev, CallArgs& call) {
  Num n = needInteger(ev, call, 1);
  int w = bitsOf(n);
  uint64_t u = widthBits(call[1], n);
  uint64_t inverted = widthBits(Value::bits(nullptr, ~u), n);
  int r = 0;
  switch (k) {
    case Count::Ones: r = std::popcount(u); break;
    case Count::Zeros: r = w - std::popcount(u); break;
    case Count::LeadingZeros: r = std::countl_zero(u) - (64 - w); break;
    case Count::TrailingZeros: r = u == 0 ? w : std::countr_zero(u); break;
    case Count::LeadingOnes: r = std::countl_zero(inverted) - (64 - w); break;
    case Count::TrailingOnes: r = inverted == 0 ? w : std::countr_zero(inverted); break;
  }
  return ev.universe().int64(r);
}

// bitstring(x): the bits of any primitive number, most significant first.
Value bitstring(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  if (n == Num::None) ev.raise("ArgumentError", ev.universe().show(call[1].type()) + " not a primitive type", call.span);
  int w = bitsOf(n);
  uint64_t u = widthBits(call[1], n);
  std::string s(size_t(w), '0');
  for (int i = 0; i < w; ++i)
    if ((u >> (w - 1 - i)) & 1) s[size_t(i)] = '1';
  return makeString(ev, std::move(s));
}

// x % T, rem(x, T), mod(x, T) for an integer type T: the low bits of x (129 % Int8 == -127).
Value remType(Evaluator& ev, CallArgs& call) {
  Num n = numOf(ev.core(), call[1].type());
  Num t = numOfType(ev.core(), call[2].asType());
  if (!isIntNum(n) || !isIntNum(t)) raiseNoMethod(ev, call);
  if (t == Num::Bool) return ev.universe().boolean(call[1].rawBits() & 1);
  return fromInt(ev, t, call[1].rawBits());
}

// reinterpret(T, x) between primitive numbers of the same size.
Value reinterpretNumber(Evaluator& ev, CallArgs& call) {
  Num t = numOfType(ev.core(), call[1].asType());
  Num n = numOf(ev.core(), call[2].type());
  if (t == Num::None || n == Num::None) raiseNoMethod(ev, call);
  if (bitsOf(t) != bitsOf(n) || ((t == Num::Bool) != (n == Num::Bool)))
    ev.raise("ArgumentError", "cannot reinterpret `" + ev.universe().show(call[2].type()) + "` as `" +
                                  ev.universe().show(call[1].asType()) + "`, type `" + ev.universe().show(call[1].asType()) +
                                  "` is not a bits type of the same size",
             call.span);
  uint64_t u = widthBits(call[2], n);
  return isFloatNum(t) ? Value::bits(typeOfNum(ev.core(), t), u) : fromInt(ev, t, u);
}

template <bool toSigned>
Value signedness(Evaluator& ev, CallArgs& call) {
  const CoreTypes& c = ev.core();
  if (isTypeValue(ev, call[1])) {  // signed(UInt16) is Int16
    Num t = numOfType(c, call[1].asType());
    if (!isIntNum(t) || t == Num::Bool) raiseNoMethod(ev, call);
    return ev.universe().typeValue(typeOfNum(c, toSigned ? signedOf(t) : unsignedOf(t)));
  }
  Num n = numOf(c, call[1].type());
  if (!isIntNum(n)) raiseNoMethod(ev, call);
  if (n == Num::Bool) return toSigned ? ev.universe().int64(call[1].asBool()) : fromInt(ev, Num::UInt8, call[1].asBool());
  return fromInt(ev, toSigned ? signedOf(n) : unsignedOf(n), call[1].rawBits());  // reinterpret, no check
}

Value bitrotate(Evaluator& ev, CallArgs& call) {
  Num n = needInteger(ev, call, 1), nk = needInteger(ev, call, 2);
  int w = bitsOf(n);
  int64_t k = isUnsignedNum(nk) ? int64_t(call[2].rawBits() % uint64_t(w)) : call[2].asInt();
  int r = int(((k % w) + w) % w);
  uint64_t u = widthBits(call[1], n);
  uint64_t mask = w == 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  uint64_t v = r == 0 ? u : ((u << r) | (u >> (w - r))) & mask;
  return fromInt(ev, n, v);
}

Value bswap(Evaluator& ev, CallArgs& call) {
  Num n = needInteger(ev, call, 1);
  int w = bitsOf(n);
  uint64_t u = widthBits(call[1], n);
  uint64_t v = __builtin_bswap64(u) >> (64 - w);
  return fromInt(ev, n, v);
}

}  // namespace

void registerBitBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* integer = c.Integer;
  ev.defineBuiltin(base, "&", {integer, integer}, bitwise<BitOp::And>);
  ev.defineBuiltin(base, "|", {integer, integer}, bitwise<BitOp::Or>);
  ev.defineBuiltin(base, "xor", {integer, integer}, bitwise<BitOp::Xor>);
  ev.defineBuiltin(base, "⊻", {integer, integer}, bitwise<BitOp::Xor>);
  ev.defineBuiltin(base, "~", {integer}, bitNot);
  ev.defineBuiltin(base, "<<", {integer, integer}, shift<Shift::Left>);
  ev.defineBuiltin(base, ">>", {integer, integer}, shift<Shift::Right>);
  ev.defineBuiltin(base, ">>>", {integer, integer}, shift<Shift::LogicalRight>);
  ev.defineBuiltin(base, "count_ones", {integer}, countBits<Count::Ones>);
  ev.defineBuiltin(base, "count_zeros", {integer}, countBits<Count::Zeros>);
  ev.defineBuiltin(base, "leading_zeros", {integer}, countBits<Count::LeadingZeros>);
  ev.defineBuiltin(base, "trailing_zeros", {integer}, countBits<Count::TrailingZeros>);
  ev.defineBuiltin(base, "leading_ones", {integer}, countBits<Count::LeadingOnes>);
  ev.defineBuiltin(base, "trailing_ones", {integer}, countBits<Count::TrailingOnes>);
  ev.defineBuiltin(base, "bitstring", {c.Number}, bitstring);
  ev.defineBuiltin(base, "bitrotate", {integer, integer}, bitrotate);
  ev.defineBuiltin(base, "bswap", {integer}, bswap);
  Universe& u = ev.universe();
  const JType* integerType = u.apply(c.Type, {u.typeValue(u.typeVar(intern("T"), nullptr, integer))});
  const JType* anyType = u.apply(c.Type, {u.typeValue(u.typeVar(intern("T")))});
  for (const char* name : {"%", "rem", "mod"}) ev.defineBuiltin(base, name, {integer, integerType}, remType);
  ev.defineBuiltin(base, "reinterpret", {anyType, c.Number}, reinterpretNumber);
  ev.defineBuiltin(base, "signed", {c.Any}, signedness<true>);
  ev.defineBuiltin(base, "unsigned", {c.Any}, signedness<false>);
}

}  // namespace juxla::compiler
