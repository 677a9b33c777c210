#!/usr/bin/python3
# Generates tests/programs/numerics/mixed_promotion_random.{jl,out}: random operands of two
# different number types. Julia promotes both to promote_type(A, B) (int.jl/float.jl promote_rule:
# a float beats every integer, the wider integer wins, at equal width the unsigned one, Bool is
# lowest) and then wraps (+, -, *); comparisons between mixed numbers are exact (int.jl, float.jl).
import random
import numpy as np

INTS = [("Bool", 1, False), ("Int8", 8, True), ("UInt8", 8, False), ("Int16", 16, True), ("UInt16", 16, False),
        ("Int32", 32, True), ("UInt32", 32, False), ("Int64", 64, True), ("UInt64", 64, False)]
FLOATS = {"Float32": np.float32, "Float64": np.float64}


def promote(a, b):
    if a[0] in FLOATS or b[0] in FLOATS:
        if a[0] in FLOATS and b[0] in FLOATS:
            return a if a[0] == "Float64" else b
        return a if a[0] in FLOATS else b
    if a[0] == "Bool":
        return b
    if b[0] == "Bool":
        return a
    if a[1] != b[1]:
        return a if a[1] > b[1] else b
    return a if not a[2] else b


def wrap(v, t):
    name, bits, signed = t
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def literal(t, v):
    name = t[0]
    if name == "Bool":
        return "true" if v else "false"
    if name in FLOATS:
        return f"{name}({float(v)!r})"
    if name == "UInt64":
        return f"UInt64(0x{v:016x})"
    return f"{name}({v})"


def main():
    rng = random.Random(12013)
    kinds = INTS + [("Float32", 32, True), ("Float64", 64, True)]
    jl = ["# Mixed-type arithmetic and comparison on random operands: promotion, wrap-around, exactness.",
          "# Generated with expected output by tests/oracles/numerics/mixed_promotion.py.",
          "mixed(a, b) = join((typeof(a + b), a + b, a - b, a * b, a < b, a == b, b <= a), \" \")"]
    out = []
    from oracle_util import julia_repr
    while len(out) < 24:
        a, b = rng.sample(kinds, 2)
        if a[0] in FLOATS and b[0] in FLOATS:
            continue

        def value(t):
            if t[0] == "Bool":
                return rng.random() < 0.5
            if t[0] in FLOATS:
                return FLOATS[t[0]](rng.choice([1, -1]) * rng.uniform(0, 300))
            lo, hi = (-(1 << (t[1] - 1)), (1 << (t[1] - 1)) - 1) if t[2] else (0, (1 << t[1]) - 1)
            return rng.choice([rng.randint(lo, hi), rng.randint(max(lo, -300), min(hi, 300))])
        x, y = value(a), value(b)
        p = promote(a, b)
        if p[0] in FLOATS:
            F = FLOATS[p[0]]
            fx, fy = F(x), F(y)   # the integer side converts (rounding once) to the float type
            with np.errstate(over="ignore"):
                vals = [fx + fy, fx - fy, fx * fy]
            res = [julia_repr(v) for v in vals]
        elif p[0] == "Bool":
            continue
        else:
            res = [str(wrap(int(x) + int(y), p)), str(wrap(int(x) - int(y), p)), str(wrap(int(x) * int(y), p))]
        exact = lambda v: __import__("fractions").Fraction(float(v)) if isinstance(v, np.floating) else int(v)
        cmp = [exact(x) < exact(y), exact(x) == exact(y), exact(y) <= exact(x)]
        out.append(" ".join([p[0]] + res + [str(c).lower() for c in cmp]))
        jl.append(f"println(mixed({literal(a, x)}, {literal(b, y)}))")
    open("../../programs/numerics/mixed_promotion_random.jl", "w").write("\n".join(jl) + "\n")
    open("../../programs/numerics/mixed_promotion_random.out", "w").write("\n".join(out) + "\n")


main()
