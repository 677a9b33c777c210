// Integer functions that need a double-width product (base/intfuncs.jl): powermod, invmod, the
// overflow-checked step of binomial and Base.checked_add/sub/mul; and promote_type, the entry to Julia's promotion table.
#include "compiler/numbers.h"

namespace juxla::compiler {

namespace {

__extension__ using Int128 = __int128;
__extension__ using UInt128 = unsigned __int128;

Num integerArg(Evaluator& ev, CallArgs& call, size_t i) {
  Num n = numOf(ev.core(), call[i].type());
  if (!isIntNum(n)) raiseNoMethod(ev, call);
  return n;
}

Int128 wide(const Value& v, Num n) { return isUnsignedNum(n) ? Int128(v.rawBits()) : Int128(v.asInt()); }

// Julia's mod for 128-bit values: the result has the divisor's sign.
Int128 floorMod(Int128 x, Int128 m) {
  Int128 r = x % m;
  if (r != 0 && ((r < 0) != (m < 0))) r += m;
  return r;
}

// gcdx on 128-bit values: (g, s) with s*a ≡ g (mod b).
std::pair<Int128, Int128> gcdAndCoefficient(Int128 a, Int128 b) {
  Int128 s0 = 1, s1 = 0;
  while (b != 0) {
    Int128 q = a / b, r = a % b;
    a = b;
    b = r;
    Int128 t = s0 - q * s1;
    s0 = s1;
    s1 = t;
  }
  if (a < 0) return {-a, -s0};
  return {a, s0};
}

std::string printWide(Int128 v) {
  if (v == 0) return "0";
  bool negative = v < 0;
  UInt128 u = negative ? UInt128(-(v + 1)) + 1 : UInt128(v);
  std::string s;
  while (u) {
    s.insert(s.begin(), char('0' + int(u % 10)));
    u /= 10;
  }
  return negative ? "-" + s : s;
}

// invmod(n, m): y with n*y ≡ 1 (mod m), 0 <= y < |m| taking m's sign as mod does.
Int128 inverseMod(Evaluator& ev, CallArgs& call, Int128 n, Int128 m) {
  if (m == 0) raiseDomain(ev, call[2], "`m` must not be 0.", call.span);
  auto [g, s] = gcdAndCoefficient(n, m);
  if (g != 1) {
    std::string pair = "(" + ev.showValue(call[1]) + ", " + ev.showValue(call[2]) + ")";
    ev.raise("DomainError", "with " + pair + ": Greatest common divisor is " + printWide(g) + ".", call.span);
  }
  return floorMod(s, m);
}

Value invmod(Evaluator& ev, CallArgs& call) {
  Num nn = integerArg(ev, call, 1), nm = integerArg(ev, call, 2);
  Num t = promoteNum(nn, nm);
  return fromInt(ev, t, uint64_t(inverseMod(ev, call, wide(call[1], nn), wide(call[2], nm))));
}

// powermod(x, p, m): x^p mod m in m's type, with m's sign; negative p through invmod.
Value powermod(Evaluator& ev, CallArgs& call) {
  Num nx = integerArg(ev, call, 1), np = integerArg(ev, call, 2), nm = integerArg(ev, call, 3);
  Int128 x = wide(call[1], nx), p = wide(call[2], np), m = wide(call[3], nm);
  if (m == 0) divideErrorFor(ev, call.span);
  if (p < 0) {
    x = inverseMod(ev, call, x, m);
    p = -p;
  }
  Int128 mm = m < 0 ? -m : m;
  Int128 r = mm == 1 ? 0 : 1, b = floorMod(x, mm);
  while (p > 0 && mm != 1) {
    if (p & 1) r = (r * b) % mm;
    p >>= 1;
    b = (b * b) % mm;
  }
  if (r != 0 && m < 0) r += m;
  return fromInt(ev, nm, uint64_t(r));
}

// div(widemul(x, n), r) when it fits x's type, else nothing (binomial's overflow check).
Value mulDivChecked(Evaluator& ev, CallArgs& call) {
  Num t = integerArg(ev, call, 1);
  Int128 v = wide(call[1], t) * wide(call[2], integerArg(ev, call, 2)) / wide(call[3], integerArg(ev, call, 3));
  Value r = fromInt(ev, t, uint64_t(v));
  if (wide(r, t) != v) return ev.universe().nothing();
  return r;
}

// Base.checked_add/sub/mul (base/checked.jl): the promoted operation, with an OverflowError
// "x op y overflowed for type T" when the exact result leaves T. A 128-bit product is exact here.
enum class Checked { Add, Sub, Mul };
template <Checked op>
Value checkedArith(Evaluator& ev, CallArgs& call) {
  Num na = integerArg(ev, call, 1), nb = integerArg(ev, call, 2);
  Num t = promoteNum(na, nb);
  if (t == Num::Bool) t = Num::Int64;  // Bool + Bool is an Int
  Value a = castNum(ev, call[1], na, t), b = castNum(ev, call[2], nb, t);
  Int128 x = wide(a, t), y = wide(b, t), r = 0;
  bool overflow = false;
  if (op == Checked::Mul && isUnsignedNum(t)) {
    UInt128 p = UInt128(x) * UInt128(y);
    overflow = p > UInt128(~uint64_t(0) >> (64 - bitsOf(t)));
    r = Int128(p & ~uint64_t(0));
  } else {
    r = op == Checked::Add ? x + y : op == Checked::Sub ? x - y : x * y;
    Int128 lo = isUnsignedNum(t) ? 0 : -(Int128(1) << (bitsOf(t) - 1));
    Int128 hi = isUnsignedNum(t) ? (Int128(1) << bitsOf(t)) - 1 : (Int128(1) << (bitsOf(t) - 1)) - 1;
    overflow = r < lo || r > hi;
  }
  if (overflow) {
    const char* sym = op == Checked::Add ? " + " : op == Checked::Sub ? " - " : " * ";
    ev.raise("OverflowError", ev.printValue(a) + sym + ev.printValue(b) + " overflowed for type " +
                                  ev.universe().show(typeOfNum(ev.core(), t)), call.span);
  }
  return fromInt(ev, t, uint64_t(r));
}

Value promoteTypeBuiltin(Evaluator& ev, CallArgs& call) {
  if (!isTypeValue(ev, call[1]) || !isTypeValue(ev, call[2])) raiseNoMethod(ev, call);
  return ev.universe().typeValue(promoteType(ev, call[1].asType(), call[2].asType()));
}

}  // namespace

void divideErrorFor(Evaluator& ev, frontend::SourceSpan span) { ev.raise("DivideError", "integer division error", span); }

void registerIntFuncBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* integer = c.Integer;
  ev.defineBuiltin(base, "powermod", {integer, integer, integer}, powermod);
  ev.defineBuiltin(base, "invmod", {integer, integer}, invmod);
  ev.defineBuiltin(base, "__mul_div_checked", {integer, integer, integer}, mulDivChecked);
  ev.defineBuiltin(base, "promote_type", {c.Any, c.Any}, promoteTypeBuiltin);
  ev.defineBuiltin(base, "checked_add", {integer, integer}, checkedArith<Checked::Add>);
  ev.defineBuiltin(base, "checked_sub", {integer, integer}, checkedArith<Checked::Sub>);
  ev.defineBuiltin(base, "checked_mul", {integer, integer}, checkedArith<Checked::Mul>);
}

}  // namespace juxla::compiler
