#!/usr/bin/python3
# Generates tests/programs/numerics/parse_random.{jl,out}: string(n; base) and parse(T, s; base) of
# random integers in bases 2-36 (digits 0-9a-z, a leading minus: intfuncs.jl), and parse(Float64, s)
# of random decimal strings (correctly rounded, as C's strtod is), printed as Julia prints floats.
import random
from oracle_util import julia_repr

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, b):
    if n == 0:
        return "0"
    s, m = "", abs(n)
    while m:
        s = DIGITS[m % b] + s
        m //= b
    return ("-" if n < 0 else "") + s


rng = random.Random(31)
jl = ["# string(n; base), parse(T, s; base) and parse(Float64, s) on random inputs.",
      "# Generated with expected output by tests/oracles/numerics/parse_random.py."]
out = []
for _ in range(12):
    n = rng.randint(-(1 << 63), (1 << 63) - 1) if rng.random() < 0.5 else rng.randint(-10**6, 10**6)
    b = rng.randint(2, 36)
    s = to_base(n, b)
    jl.append(f'println(string({n}, base={b}), " ", parse(Int, "{s.upper() if b > 10 and rng.random() < 0.5 else s}", base={b}))')
    out.append(f"{s} {n}")
for _ in range(12):
    mant = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 20)))
    point = rng.randint(0, len(mant))
    text = (rng.choice(["", "-", "+"]) + mant[:point] + "." + mant[point:]).rstrip(".") or "0"
    if rng.random() < 0.6:
        text += rng.choice(["e", "E"]) + str(rng.randint(-30, 30))
    jl.append(f'println(parse(Float64, "{text}"))')
    out.append(julia_repr(float(text)))
open("../../programs/numerics/parse_random.jl", "w").write("\n".join(jl) + "\n")
open("../../programs/numerics/parse_random.out", "w").write("\n".join(out) + "\n")
