#!/usr/bin/python3
# Generates tests/programs/numerics/round_digits_random.{jl,out}: round/floor/ceil/trunc with digits=
# on random Float64 values. The expected value is the exact decimal rounding of the double x (Python's
# decimal module), converted back to the nearest double, which is what Julia's floatfuncs.jl computes
# (_mul_round/_tp_div round the exact product). Only cases where the older formula
# round(x * 10^d) / 10^d (Julia <= 1.11) gives the same double are kept, so either Julia agrees.
import math
import random
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_FLOOR, ROUND_CEILING, ROUND_DOWN
from oracle_util import julia_repr

MODES = {"round": ROUND_HALF_EVEN, "floor": ROUND_FLOOR, "ceil": ROUND_CEILING, "trunc": ROUND_DOWN}
PYROUND = {"round": lambda v: float(round(v)), "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc}


def exact(x, d, f):
    q = Decimal(1).scaleb(-d)
    return float(Decimal(x).quantize(q, rounding=MODES[f])) if d >= 0 else \
        float((Decimal(x) / Decimal(10) ** -d).quantize(Decimal(1), rounding=MODES[f]) * Decimal(10) ** -d)


def naive(x, d, f):
    if d >= 0:
        s = 10.0 ** d
        return PYROUND[f](x * s) / s
    s = 10.0 ** -d
    return PYROUND[f](x / s) * s


rng = random.Random(777)
jl = ["# round/floor/ceil/trunc with digits= on random values: the exact decimal rounding of x.",
      "# Generated with expected output by tests/oracles/numerics/round_digits.py (Python decimal)."]
out = []
while len(out) < 30:
    x = rng.choice([1, -1]) * rng.uniform(0, 1) * 10.0 ** rng.randint(-2, 7)
    d = rng.randint(-2, 5)
    f = rng.choice(list(MODES))
    e = exact(x, d, f)
    if e != naive(x, d, f) or e == 0:
        continue
    jl.append(f"println({f}({julia_repr(x)}, digits={d}))")
    out.append(julia_repr(e))
open("../../programs/numerics/round_digits_random.jl", "w").write("\n".join(jl) + "\n")
open("../../programs/numerics/round_digits_random.out", "w").write("\n".join(out) + "\n")
