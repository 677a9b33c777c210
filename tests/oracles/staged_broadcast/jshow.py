"""Julia's `println` of the values the staged broadcast/scalar/linalg programs print, for the oracle
scripts next to this file. Values are NumPy scalars/arrays (dtype picks the Julia type), Python bools
and ints, tuples. Arrays are NumPy arrays in Julia's own index order (build them with order="F" or as
plain 2-d arrays indexed [i, j] = Julia's x[i, j]). show() is Julia's show (a Float32 gets f0, as inside a
tuple); println of a bare Float32 prints it untyped, so pass jl_float(x) for that."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from julia_show import jl_float  # noqa: E402

JULIA_TYPE_NAMES = {np.int32: "Int32", np.int64: "Int64", np.uint8: "UInt8", np.float32: "Float32",
                    np.float64: "Float64", np.float16: "Float16", bool: "Bool"}
PREFIX = {np.dtype(np.float64): "", np.dtype(np.int64): "", np.dtype(np.float32): "Float32",
          np.dtype(np.bool_): "Bool", np.dtype(np.int32): "Int32"}


def elem(x):
    """An element inside an array: no f0 suffix, Bool as 0/1."""
    if isinstance(x, (bool, np.bool_)):
        return "1" if x else "0"
    if isinstance(x, (np.floating, float)):
        return jl_float(x)
    return str(int(x))


def show(x):
    if isinstance(x, tuple):
        inner = ", ".join(show(v) for v in x)
        return "(" + inner + ("," if len(x) == 1 else "") + ")"
    if isinstance(x, (bool, np.bool_)):
        return "true" if x else "false"
    if isinstance(x, np.uint8):
        return f"0x{int(x):02x}"
    if isinstance(x, np.float16):
        return f"Float16({jl_float(x)})"
    if isinstance(x, type):  # a Julia type name given as a Python class standing for it
        return JULIA_TYPE_NAMES[x]
    if isinstance(x, np.float32):
        s = jl_float(x)
        return s.replace("e", "f") if "e" in s else s + "f0"
    if isinstance(x, (float, np.float64)):
        return jl_float(np.float64(x))
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    if isinstance(x, np.ndarray):
        p = PREFIX[x.dtype]
        if x.ndim == 1:
            return p + "[" + ", ".join(elem(v) for v in x) + "]"
        if x.ndim == 2:
            rows = [" ".join(elem(v) for v in row) for row in x]
            return p + "[" + "; ".join(rows) + "]"
    raise ValueError(f"cannot show {x!r}")


def f64(*v):
    return np.array(v, dtype=np.float64)


def f32(*v):
    return np.array(v, dtype=np.float32)


def i64(*v):
    return np.array(v, dtype=np.int64)


def write(path_from_programs, lines):
    """Writes the expected stdout of tests/programs/<path_from_programs>.out."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "programs")
    with open(os.path.join(root, path_from_programs + ".out"), "w") as f:
        for line in lines:
            f.write((line if isinstance(line, str) else show(line)) + "\n")
