#!/usr/bin/python3
# Generates tests/programs/numerics/mixed_sign_division.{jl,out}: div/rem/mod/fld/cld of a signed and
# an unsigned integer, which Julia does not promote (int.jl, div.jl):
#   div(x::Signed, y::Unsigned) = flipsign(signed(div(unsigned(abs(x)), y)), x)
#   div(x::Unsigned, y::Signed) = unsigned(flipsign(signed(div(x, unsigned(abs(y)))), y))
#   rem(x::Signed, y::Unsigned) = flipsign(signed(rem(unsigned(abs(x)), y)), x)
#   rem(x::Unsigned, y::Signed) = rem(x, unsigned(abs(y)))
#   mod(x::Signed, y::Unsigned) = rem(y + unsigned(rem(x, y)), y)
#   mod(x::Unsigned, y::Signed) = rem(y + signed(rem(x, y)), y)
#   fld/cld: divrem, then q ∓ (sign condition & (r != 0))
import random

SIGNED = [("Int8", 8), ("Int16", 16), ("Int32", 32), ("Int64", 64)]
UNSIGNED = [("UInt8", 8), ("UInt16", 16), ("UInt32", 32), ("UInt64", 64)]


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def tname(bits, signed):
    return ("Int" if signed else "UInt") + str(bits)


def signed_first(x, bx, y, by):
    w = max(bx, by)
    mag = abs(x)  # unsigned(abs(x)): abs(typemin) wraps to typemin, whose unsigned is 2^(bx-1)
    q, r = wrap(mag // y, w, True), wrap(mag % y, w, True)
    if x < 0:
        q, r = wrap(-q, w, True), wrap(-r, w, True)
    m = wrap(y + wrap(r, w, False), w, False) % y
    fld = wrap(q - (1 if x < 0 and r != 0 else 0), w, True)
    cld = wrap(q + (1 if x >= 0 and r != 0 else 0), w, True)
    t, u = tname(w, True), tname(w, False)
    return [q, r, m, fld, cld], [t, t, u, t, t]


def unsigned_first(x, bx, y, by):
    w = max(bx, by)
    q = wrap(x // abs(y), w, True)
    if y < 0:
        q = wrap(-q, w, True)
    q = wrap(q, w, False)
    r = x % abs(y)
    s = wrap(y + wrap(r, w, True), w, True)
    m = abs(s) % abs(y) if s >= 0 else -(abs(s) % abs(y))  # rem truncates: the dividend's sign
    m = wrap(m, w, True)
    fld = wrap(q - (1 if y < 0 and r != 0 else 0), w, False)
    cld = wrap(q + (1 if y > 0 and r != 0 else 0), w, False)
    t, u = tname(w, True), tname(w, False)
    return [q, r, m, fld, cld], [u, u, t, u, u]


def literal(name, v):
    return f"UInt64(0x{v:016x})" if name == "UInt64" else f"{name}({v})"


def main():
    rng = random.Random(4242)
    jl = ["# div/rem/mod/fld/cld of a signed and an unsigned integer do not promote (int.jl, div.jl).",
          "# Generated with expected output by tests/oracles/numerics/mixed_sign_division.py.",
          "ops(x, y) = (div(x, y), rem(x, y), mod(x, y), fld(x, y), cld(x, y))",
          "show5(x, y) = (r = ops(x, y); join([string(v, \"::\", typeof(v)) for v in r], \" \"))"]
    out = []
    for i in range(16):
        (sn, sb), (un, ub) = rng.choice(SIGNED), rng.choice(UNSIGNED)
        lo, hi = -(1 << (sb - 1)), (1 << (sb - 1)) - 1
        s = rng.choice([rng.randint(lo, hi), rng.randint(max(lo, -500), min(hi, 500))])
        u = 0
        while u == 0:
            u = rng.choice([rng.randint(1, (1 << ub) - 1), rng.randint(1, 60)])
        if i % 2 == 0:
            vals, types = signed_first(s, sb, u, ub)
            jl.append(f"println(show5({literal(sn, s)}, {literal(un, u)}))")
        else:
            while s == 0:
                s = rng.randint(-60, 60)
            vals, types = unsigned_first(u, ub, s, sb)
            jl.append(f"println(show5({literal(un, u)}, {literal(sn, s)}))")
        out.append(" ".join(f"{v}::{t}" for v, t in zip(vals, types)))
    open("../../programs/numerics/mixed_sign_division.jl", "w").write("\n".join(jl) + "\n")
    open("../../programs/numerics/mixed_sign_division.out", "w").write("\n".join(out) + "\n")


main()
