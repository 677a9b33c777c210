// The primitive numbers as the numeric builtins see them (builtins_numbers.cpp and friends): which
// kind a value is, its bits as an integer or a double, and values made back from either, with
// Julia's wrap-around for integers and IEEE rounding for Float16/Float32.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include "compiler/builtins.h"
#include "support/float_format.h"

namespace juxla::compiler {

// The primitive number kinds in promotion order (Bool lowest; floats above all integers).
enum class Num : uint8_t { Bool, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Float16, Float32, Float64, None };

inline Num numOf(const CoreTypes& c, const DataType* t) {
  if (t == c.Int64) return Num::Int64;
  if (t == c.Float64) return Num::Float64;
  if (t == c.Float32) return Num::Float32;
  if (t == c.Bool) return Num::Bool;
  if (t == c.Int32) return Num::Int32;
  if (t == c.UInt8) return Num::UInt8;
  if (t == c.UInt64) return Num::UInt64;
  if (t == c.Int8) return Num::Int8;
  if (t == c.Int16) return Num::Int16;
  if (t == c.UInt16) return Num::UInt16;
  if (t == c.UInt32) return Num::UInt32;
  if (t == c.Float16) return Num::Float16;
  return Num::None;
}
// For a type value (Int8, Float32, ...) rather than a value's type.
inline Num numOfType(const CoreTypes& c, const JType* t) {
  return t->isData() ? numOf(c, static_cast<const DataType*>(t)) : Num::None;
}

inline bool isFloatNum(Num n) { return n >= Num::Float16 && n <= Num::Float64; }
inline bool isIntNum(Num n) { return n <= Num::UInt64; }  // Bool included
inline bool isUnsignedNum(Num n) {
  return n == Num::UInt8 || n == Num::UInt16 || n == Num::UInt32 || n == Num::UInt64 || n == Num::Bool;
}
inline bool isSignedNum(Num n) { return n == Num::Int8 || n == Num::Int16 || n == Num::Int32 || n == Num::Int64; }
inline int bitsOf(Num n) {
  switch (n) {
    case Num::Bool: case Num::Int8: case Num::UInt8: return 8;
    case Num::Int16: case Num::UInt16: case Num::Float16: return 16;
    case Num::Int32: case Num::UInt32: case Num::Float32: return 32;
    default: return 64;
  }
}
inline FloatFormat formatOf(Num n) {
  return n == Num::Float16 ? FloatFormat::F16 : n == Num::Float32 ? FloatFormat::F32 : FloatFormat::F64;
}
// Signed and unsigned kinds of the same width (Bool counts as unsigned 8-bit).
Num signedOf(Num n);
Num unsignedOf(Num n);

const DataType* typeOfNum(const CoreTypes& c, Num n);

// Julia's promote_type for two primitive numbers.
Num promoteNum(Num a, Num b);

inline double toDouble(const Value& v, Num n) {
  switch (n) {
    case Num::Float64: return v.asFloat64();
    case Num::Float32: return double(v.asFloat32());
    case Num::Float16: return floatBitsToDouble(v.rawBits(), FloatFormat::F16);
    case Num::UInt64: case Num::Bool: case Num::UInt8: case Num::UInt16: case Num::UInt32: return double(v.rawBits());
    default: return double(v.asInt());
  }
}
// Integers are stored sign- or zero-extended in the payload, so the payload is the value.
inline int64_t toInt(const Value& v) { return v.asInt(); }
// Exact for every primitive number (long double has a 64-bit significand on x86-64).
inline long double toLongDouble(const Value& v, Num n) {
  if (isFloatNum(n)) return toDouble(v, n);
  return isUnsignedNum(n) ? (long double)v.rawBits() : (long double)v.asInt();
}

inline Value fromDouble(Evaluator& ev, Num n, double d) {
  switch (n) {
    case Num::Float64: return ev.universe().float64(d);
    case Num::Float32: return ev.universe().float32(float(d));
    default: return Value::bits(ev.core().Float16, doubleToFloatBits(d, FloatFormat::F16));
  }
}
// Rounds `d` to the precision of float kind `n` (identity for Float64).
inline double roundToFloat(Num n, double d) {
  if (n == Num::Float32) return double(float(d));
  if (n == Num::Float16) return floatBitsToDouble(doubleToFloatBits(d, FloatFormat::F16), FloatFormat::F16);
  return d;
}

// Wraps to the type's width (two's complement), as Julia's integer arithmetic does.
inline uint64_t wrapBits(Num n, uint64_t bits) {
  int w = bitsOf(n);
  if (n == Num::Bool) return bits & 1;
  if (w == 64) return bits;
  bits &= (uint64_t(1) << w) - 1;
  if (!isUnsignedNum(n) && ((bits >> (w - 1)) & 1)) bits |= ~((uint64_t(1) << w) - 1);
  return bits;
}
inline Value fromInt(Evaluator& ev, Num n, uint64_t bits) { return Value::bits(typeOfNum(ev.core(), n), wrapBits(n, bits)); }

// The value of number `v` (kind `from`) as kind `to`: exact for integers in range, rounded for
// floats; the caller checks exactness where Julia does.
Value castNum(Evaluator& ev, const Value& v, Num from, Num to);

// Julia's `show` of a primitive number, for messages (0x0a, 1.5f0, Float16(2.0)).
std::string showNumber(Evaluator& ev, const Value& v);
// "InexactError: func(T, x)" as Julia's showerror prints it (T left out when func names it).
[[noreturn]] void raiseInexact(Evaluator& ev, const std::string& func, const JType* to, const Value& v,
                               frontend::SourceSpan span, const std::string& extra = "");
// "MethodError: no method matching f(::A, ::B)" for the arguments of `call`.
[[noreturn]] void raiseNoMethod(Evaluator& ev, CallArgs& call);
// DivideError("integer division error").
[[noreturn]] void divideErrorFor(Evaluator& ev, frontend::SourceSpan span);
// DomainError as Julia prints it: "DomainError with <print(x)>: message".
[[noreturn]] void raiseDomain(Evaluator& ev, const Value& x, const std::string& message, frontend::SourceSpan span);

// A number argument that is not primitive (π, a user's Real) as a primitive one through Julia's
// `float(x)`; an undefined Value when that gives no primitive float.
Value floatOfNonPrimitive(Evaluator& ev, const Value& x, frontend::SourceSpan span);

// The float a math function works on (integers as Float64, π through `float`), and a double
// result rounded as Julia's function of that type gives it (Float16 through Float32).
Value mathArgument(Evaluator& ev, CallArgs& call, size_t i, Num& kind);
Value mathResult(Evaluator& ev, Num t, double r);

// Registration of the numeric builtin families (builtins_math.cpp calls them).
void registerBitBuiltins(Evaluator& ev);       // builtins_bits.cpp
void registerRoundingBuiltins(Evaluator& ev);  // builtins_rounding.cpp
void registerNumParseBuiltins(Evaluator& ev);  // builtins_numparse.cpp
void registerNumTraitBuiltins(Evaluator& ev);  // builtins_numtraits.cpp
void registerTrigBuiltins(Evaluator& ev);      // builtins_trig.cpp
void registerIntFuncBuiltins(Evaluator& ev);   // builtins_intfuncs.cpp

}  // namespace juxla::compiler
