#!/usr/bin/python3
# Generates tests/programs/numerics/elementary_random.{jl,out}: elementary functions of random Float64
# and Float32 arguments against mpmath, keeping only results whose exact value lies < 0.35 ulp from
# a float (then any implementation with error < 0.65 ulp, as Julia's are, returns that float).
# Float32 results print through Float64(y), which is exact.
import math
import random
import numpy as np
import mpmath
from mpmath import mpf
from oracle_util import julia_repr

mpmath.mp.prec = 300
FUNCS = {"exp": (mpmath.exp, -20, 20), "log": (mpmath.log, 1e-3, 1e6), "sin": (mpmath.sin, -50, 50),
         "cos": (mpmath.cos, -50, 50), "tan": (mpmath.tan, -1.5, 1.5), "atan": (mpmath.atan, -100, 100),
         "sinh": (mpmath.sinh, -10, 10), "tanh": (mpmath.tanh, -5, 5), "log1p": (mpmath.log1p, -0.9, 10),
         "expm1": (mpmath.expm1, -5, 5), "log2": (lambda v: mpmath.log(v, 2), 1e-3, 1e6),
         "log10": (mpmath.log10, 1e-3, 1e6), "asin": (mpmath.asin, -1, 1), "acos": (mpmath.acos, -1, 1)}


def near(v, d, ulp):
    return abs((v - mpf(d)) / mpf(ulp)) < 0.35


rng = random.Random(2024)
jl = ["# Elementary functions of random Float64 and Float32 arguments (base/special/*.jl, math.jl).",
      "# Generated with expected output by tests/oracles/numerics/elementary_random.py (mpmath)."]
out = []
for name, (f, lo, hi) in FUNCS.items():
    for single in (False, True):
        done = 0
        while done < 1:
            x = rng.uniform(lo, hi)
            if single:
                x = float(np.float32(x))
            v = f(mpf(x))
            if single:
                y = float(np.float32(float(v)))
                ok = near(v, y, float(np.spacing(np.float32(abs(y)))))
            else:
                y = float(v)
                ok = near(v, y, math.ulp(y))
            if not ok or y == 0:
                continue
            done += 1
            if single:
                jl.append(f"println(Float64({name}(Float32({julia_repr(x)}))))")
            else:
                jl.append(f"println({name}({julia_repr(x)}))")
            out.append(julia_repr(y))
open("../../programs/numerics/elementary_random.jl", "w").write("\n".join(jl) + "\n")
open("../../programs/numerics/elementary_random.out", "w").write("\n".join(out) + "\n")
