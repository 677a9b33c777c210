#!/usr/bin/python3
# Generates tests/programs/numerics/float_arith_random.{jl,out}: random Float64 and Float32 operands
# (and Float32 with Int), IEEE +, -, *, / (one rounding each), rem (exact, fmod) and mod (rem, then
# + y when the signs differ: float.jl), computed with Python floats and NumPy float32. Float32
# results print through Float64(x), which is exact, so the check does not depend on Float32 printing.
import math
import random
import numpy as np
from oracle_util import julia_repr

rng = random.Random(1201)


def operand():
    return rng.choice([1, -1]) * rng.uniform(0.5, 2) * 10.0 ** rng.randint(-8, 8)


def jmod(r, y, add):
    if r == 0:
        return math.copysign(0.0, y)
    return add(r, y) if (r > 0) != (y > 0) else r


jl = ["# Float64/Float32 arithmetic on random operands: IEEE rounding of each operation, rem and mod.",
      "# Generated with expected output by tests/oracles/numerics/float_arith.py (Python floats, NumPy float32).",
      "f64(a, b) = join((a + b, a - b, a * b, a / b, rem(a, b), mod(a, b), a < b, min(a, b)), \" \")",
      "f32(a, b) = join(map(Float64, (a + b, a - b, a * b, a / b, rem(a, b), mod(a, b))), \" \")"]
out = []
for _ in range(8):
    a, b = operand(), operand()
    r = math.fmod(a, b)
    vals = [a + b, a - b, a * b, a / b, r, jmod(r, b, lambda p, q: p + q)]
    out.append(" ".join([julia_repr(v) for v in vals] + [str(a < b).lower(), julia_repr(min(a, b))]))
    jl.append(f"println(f64({julia_repr(a)}, {julia_repr(b)}))")
for _ in range(6):
    a, b = np.float32(operand()), np.float32(operand())
    if rng.random() < 0.5:
        b = np.float32(rng.randint(-1000, 1000) or 7)
        blit = str(int(b))  # an Int operand: converted to Float32 first (promotion)
    else:
        blit = f"Float32({julia_repr(float(b))})"
    r = np.float32(math.fmod(float(a), float(b)))  # fmod is exact, so this is rem in Float32
    vals = [a + b, a - b, a * b, a / b, r, jmod(r, b, lambda p, q: np.float32(p + q))]
    out.append(" ".join(julia_repr(float(v)) for v in vals))
    jl.append(f"println(f32(Float32({julia_repr(float(a))}), {blit}))")
open("../../programs/numerics/float_arith_random.jl", "w").write("\n".join(jl) + "\n")
open("../../programs/numerics/float_arith_random.out", "w").write("\n".join(out) + "\n")
