"""Julia's `print`/`show` text for the values the staged array programs print (Julia 1.10 rules):
shortest round-trip floats with Julia's exponent form (1.0e-5), Float32 scalars as 2.0f0 inside
containers, vectors [1.0, 2.0], matrices [1 2; 3 4], n×1 matrices [1; 2;;], 3-d arrays with ;;;,
Float32[...]/Bool[...] prefixes where the element type is not the default, tuples, CartesianIndex.

NumPy arrays here hold Julia arrays with NumPy axis k-1 = Julia dim k (a[i-1, j-1] is Julia's A[i, j]).
"""
import math

import numpy as np


class CartesianIndex:
    def __init__(self, *i):
        self.i = i


def _float(x, f32=False):
    x = float(np.float32(x)) if f32 else float(x)
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Inf" if x > 0 else "-Inf"
    r = repr(np.float32(x)) if f32 else repr(x)
    r = r.replace("np.float32(", "").rstrip(")")
    if "e" in r:
        m, e = r.split("e")
        if "." not in m:
            m += ".0"
        return m + ("f" if f32 else "e") + str(int(e))
    if "." not in r and "inf" not in r and "nan" not in r:
        r += ".0"
    return r + ("f0" if f32 else "")


def _elem(x, dtype):
    if dtype == np.bool_:
        return "1" if x else "0"
    if np.issubdtype(dtype, np.integer):
        return str(int(x))
    if dtype == np.float32:
        s = _float(x, True)
        return s[:-2] if s.endswith("f0") else s
    return _float(x)


def _prefix(dtype):
    if dtype == np.float32:
        return "Float32"
    if dtype == np.bool_:
        return "Bool"
    return ""


def _array(a):
    a = np.asarray(a)
    dt = a.dtype
    if a.ndim == 1:
        if a.size == 0:
            return {np.dtype(np.float64): "Float64", np.dtype(np.int64): "Int64"}.get(dt, _prefix(dt)) + "[]"
        return _prefix(dt) + "[" + ", ".join(_elem(v, dt) for v in a) + "]"
    if a.ndim == 2:
        rows = [" ".join(_elem(v, dt) for v in a[i, :]) for i in range(a.shape[0])]
        body = "; ".join(rows)
        if a.shape[1] == 1:
            body += ";;"
        return _prefix(dt) + "[" + body + "]"
    if a.ndim == 3:
        slices = []
        for k in range(a.shape[2]):
            slices.append("; ".join(" ".join(_elem(v, dt) for v in a[i, :, k]) for i in range(a.shape[0])))
        return _prefix(dt) + "[" + ";;; ".join(slices) + "]"
    raise ValueError("rank")


def show(v, top=True):
    """print(v) at top level (top=True) or show(v) inside a container."""
    if isinstance(v, (bool, np.bool_)):
        return "true" if v else "false"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, np.float32):
        return _float(v, True) if not top else _float(v, True).replace("f0", "")
    if isinstance(v, (float, np.floating)):
        return _float(v)
    if isinstance(v, np.ndarray):
        return _array(v)
    if isinstance(v, CartesianIndex):
        return "CartesianIndex(" + ", ".join(str(i) for i in v.i) + ")"
    if isinstance(v, tuple):
        inner = ", ".join(show(x, False) for x in v)
        return "(" + inner + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, str):
        return v
    raise TypeError(type(v))


def jl(values, size, dtype=np.float64):
    """The Julia array of `size` whose column-major elements are `values`."""
    return np.array(values, dtype=dtype).reshape(size, order="F")
