"""Julia's printing of the values the staged control-flow programs print (println of numbers,
Vectors, Matrices and tuples), on top of julia_show.jl_float."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from julia_show import jl_float  # noqa: E402


def show(v):
    """One value as Julia's print shows it: Bool true/false, Int exact, floats shortest."""
    if isinstance(v, (bool, np.bool_)):
        return "true" if v else "false"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, tuple):
        inner = ", ".join(show(e) for e in v)
        return "(" + inner + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, np.ndarray):
        return show_array(v)
    return jl_float(v)


def show_array(a):
    """println of a Vector or Matrix; a Matrix is given as the Julia matrix (row i, column j)."""
    if a.ndim == 1:
        return "[" + ", ".join(show(e) for e in a) + "]"
    return "[" + "; ".join(" ".join(show(e) for e in row) for row in a) + "]"


def rnd(x, digits=6):
    """round(x; digits) for Float64: round(x * 10^d) / 10^d, ties to even, as Base._round_digits."""
    step = np.float64(10.0) ** digits
    return np.float64(np.round(np.float64(x) * step) / step)


def line(*vals):
    """println(a, b, ...): the values shown and joined without separators (strings as they are)."""
    print("".join(v if isinstance(v, str) else show(v) for v in vals))
