#!/usr/bin/python3
# Generates tests/programs/numerics/int_arith_random.{jl,out}: random operands of each integer
# type and Julia's same-type integer arithmetic (wrap-around modulo 2^bits; ÷ and % truncate,
# fld/mod floor, cld ceils; shifts past the width give 0 or -1) computed with Python integers.
import random

TYPES = [("Int8", 8, True), ("UInt8", 8, False), ("Int16", 16, True), ("UInt16", 16, False),
         ("Int32", 32, True), ("UInt32", 32, False), ("Int64", 64, True), ("UInt64", 64, False)]


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def julia_line(name, bits, signed, a, b, s):
    w = lambda v: wrap(v, bits, signed)
    q = tdiv(a, b)
    vals = [w(a + b), w(a - b), w(a * b), w(q), w(a - q * b), w(a % b), w(a // b), w(-((-a) // b)),
            w(a & b), w(a | b), w(a ^ b)]
    shl = 0 if s >= bits else w(a << s)
    shr = (a >> s) if s < bits else (-1 if a < 0 else 0)
    vals += [shl, w(shr)]
    return vals


def main():
    rng = random.Random(20261201)
    jl = ["# Same-type integer arithmetic on random operands of every integer type (base/int.jl):",
          "# generated with expected output by tests/oracles/numerics/int_arith.py (Python integers).",
          "function ops(a::T, b::T, s) where {T<:Integer}",
          "    r = (a + b, a - b, a * b, a ÷ b, a % b, mod(a, b), fld(a, b), cld(a, b), a & b, a | b, xor(a, b), a << s, a >> s)",
          "    for x in r",
          "        x isa T || println(\"type changed for \", T)",
          "    end",
          "    return join(r, \" \")",
          "end"]
    out = []
    for name, bits, signed in TYPES:
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        for _ in range(3):
            a = rng.randint(lo, hi)
            b = 0
            while b == 0 or (signed and b == -1 and a == lo):
                b = rng.choice([rng.randint(lo, hi), rng.randint(-9 if signed else 1, 9)])
            s = rng.randint(0, bits + 3)
            lit = (lambda v: f"0x{v:016x}") if name == "UInt64" else str  # Int128 literals are out of scope
            jl.append(f"println(ops({name}({lit(a)}), {name}({lit(b)}), {s}))")
            out.append(" ".join(str(v) for v in julia_line(name, bits, signed, a, b, s)))
    open("../../programs/numerics/int_arith_random.jl", "w").write("\n".join(jl) + "\n")
    open("../../programs/numerics/int_arith_random.out", "w").write("\n".join(out) + "\n")


main()
