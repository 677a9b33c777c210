#!/usr/bin/python3
"""Oracle for tests/programs/npy: writes the .npy fixtures with NumPy's own np.save and the
expected stdout of each program, computed from the NumPy arrays by Julia's rules:

- a C-order file of shape (a, b, c) is the Julia array of size (c, b, a) with the same bytes, so
  A[i, j, k] == arr[k-1, j-1, i-1]; a Fortran-order file keeps its shape (A[i, j] == arr[i-1, j-1]);
- vec(A) walks the bytes in file order (arr.ravel('C') for C order, ravel('F') for Fortran order);
- Julia prints a matrix row by row as [a b; c d], non-Float64/Int64 element types with their type
  in front (Float32[...], Int32[...], UInt8[0x01, ...], Bool[1, 0]), Float64 by the shortest
  round-trip digits with Julia's exponent form (1.0e20, 5.0e-324).

Run with Debian's python3 (numpy 1.24):  /usr/bin/python3 tests/oracles/npy/make_npy_fixtures.py
"""
import io
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.normpath(os.path.join(HERE, "..", "..", "programs", "npy"))
DATA = os.path.join(PROGRAMS, "data")


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from julia_show import jl_float  # noqa: E402  (Julia's shortest float printing)

def jl_elem(x, dtype):
    if dtype == np.bool_:
        return "1" if x else "0"
    if dtype == np.uint8:
        return "0x%02x" % int(x)
    if np.issubdtype(dtype, np.integer):
        return str(int(x))
    return jl_float(dtype(x))


PREFIX = {np.float64: "", np.int64: "", np.float32: "Float32", np.int32: "Int32", np.uint8: "UInt8",
          np.bool_: "Bool"}
JLNAME = {np.float64: "Float64", np.int64: "Int64", np.float32: "Float32", np.int32: "Int32",
          np.uint8: "UInt8", np.bool_: "Bool"}


def jl_vector(values, dtype):
    dtype = np.dtype(dtype).type
    return PREFIX[dtype] + "[" + ", ".join(jl_elem(v, dtype) for v in values) + "]"


def jl_matrix(m, dtype):
    """m: a 2-d NumPy array holding the Julia matrix's values (m[i-1, j-1] == A[i, j])."""
    dtype = np.dtype(dtype).type
    rows = [" ".join(jl_elem(v, dtype) for v in row) for row in m]
    return PREFIX[dtype] + "[" + "; ".join(rows) + "]"


def jl_type(arr_ndim, dtype):
    name = JLNAME[np.dtype(dtype).type]
    return {1: f"Vector{{{name}}}", 2: f"Matrix{{{name}}}"}.get(arr_ndim, f"Array{{{name}, {arr_ndim}}}")


def jl_tuple(t):
    return "(" + ", ".join(str(v) for v in t) + ("," if len(t) == 1 else "") + ")"


def save(name, arr, **kw):
    path = os.path.join(DATA, name + ".npy")
    if "version" in kw:
        with open(path, "wb") as f:
            np.lib.format.write_array(f, arr, version=kw["version"])
    else:
        np.save(path, arr)
    return path


def julia_view(arr):
    """The Julia array read from a file holding `arr` (C or Fortran order as np.save picks)."""
    return arr if np.isfortran(arr) and arr.ndim > 1 else arr.T


def write_out(program, lines):
    with open(os.path.join(PROGRAMS, program + ".out"), "w") as f:
        f.write("".join(line + "\n" for line in lines))


def read_c_order():
    a = np.array([[1.5, -2.0, 0.25], [4.0, 1e-3, 6.75]])
    save("c_f64_2x3", a)
    A = julia_view(a)
    write_out("read_c_order", [
        jl_type(2, np.float64),
        jl_tuple(A.shape),
        jl_matrix(A, np.float64),
        jl_matrix(a, np.float64),
        " ".join(jl_float(v) for v in (A[0, 1], A[2, 0], A[1, 1])),
        jl_vector(a.ravel("C"), np.float64),
    ])


def read_fortran_order():
    a = np.asfortranarray(np.array([[0.5, 3.0, -7.5], [2.0, 1e20, 8.0]]))
    save("f_f64_2x3", a)
    assert open(os.path.join(DATA, "f_f64_2x3.npy"), "rb").read().find(b"'fortran_order': True") > 0
    A = julia_view(a)
    write_out("read_fortran_order", [
        jl_type(2, np.float64),
        jl_tuple(A.shape),
        jl_matrix(A, np.float64),
        " ".join(jl_float(v) for v in (A[0, 1], A[1, 2])),
        jl_vector(a.ravel("F"), np.float64),
    ])


def read_dtypes():
    vectors = {
        "f4": np.array([0.5, -1.25, 0.1, 100.0], dtype=np.float32),
        "f8": np.array([0.1, 2.5, -3.0, 1e20]),
        "i8": np.array([1, -2, 9007199254740993, -9223372036854775808], dtype=np.int64),
        "i4": np.array([7, -8, 2147483647], dtype=np.int32),
        "u1": np.array([0, 1, 255, 16], dtype=np.uint8),
        "b1": np.array([True, False, True]),
    }
    lines = []
    for name, v in vectors.items():
        save("vec_" + name, v)
        lines.append(f"{name} {jl_type(1, v.dtype)} {len(v)} {jl_vector(v, v.dtype)}")
    write_out("read_dtypes", lines)


def read_nd():
    a = (np.arange(24, dtype=np.int32).reshape(2, 3, 4) * 3 - 10).astype(np.int32)
    save("c_i32_2x3x4", a)
    A = julia_view(a)
    b = np.asfortranarray((np.arange(24, dtype=np.float32) / 8).reshape(2, 2, 3, 2, order="F"))
    save("f_f32_2x2x3x2", b)
    B = julia_view(b)
    c = ((np.arange(12, dtype=np.int64) * 20 + 7) % 256).astype(np.uint8).reshape(2, 1, 3, 2)
    save("c_u8_2x1x3x2", c)
    C = julia_view(c)
    d = np.array([[True, False], [False, True], [True, True]])
    save("c_b1_3x2", d)
    D = julia_view(d)
    write_out("read_nd", [
        f"{jl_type(3, np.int32)} {jl_tuple(A.shape)}",
        f"{A[0, 0, 0]} {A[3, 2, 1]} {A[1, 0, 1]} {int(a.sum())}",
        jl_vector(a.ravel("C")[:6], np.int32),
        f"{jl_type(4, np.float32)} {jl_tuple(B.shape)}",
        f"{jl_float(B[0, 1, 2, 1])} {jl_float(B[1, 0, 0, 0])} {jl_float(np.float32(b.sum()))}",
        f"{jl_type(4, np.uint8)} {jl_tuple(C.shape)}",
        f"{int(C[1, 2, 0, 1])} {int(C[0, 0, 0, 0])} {int(c.astype(np.int64).sum())}",
        f"{jl_type(2, np.bool_)} {jl_tuple(D.shape)} {jl_matrix(D, np.bool_)}",
    ])


def read_version2():
    v = np.array([1.0, 2.0, 3.5])
    save("v2_f8", v, version=(2, 0))
    assert open(os.path.join(DATA, "v2_f8.npy"), "rb").read()[6] == 2
    w = np.array([-0.0, np.inf, -np.inf, np.nan, 5e-324, 1e16, 1e-5, 123456.789])
    save("special_f8", w)
    write_out("read_version2", [
        f"{jl_type(1, np.float64)} {jl_vector(v, np.float64)}",
        jl_vector(w, np.float64),
        "true true true true",
    ])


def write_roundtrip():
    # The C-order NumPy arrays whose bytes are the Julia arrays of write_roundtrip.jl.
    arrays = {
        "w_f64_1d": np.array([0.5, -1.25, 3.0]),
        # Float32.(reshape(collect(1:6), 2, 3)) ./ 4: column-major 1..6 over 4, i.e. C-order (3, 2)
        "w_f32_2d": (np.arange(1, 7, dtype=np.float32).reshape(3, 2) / np.float32(4)).astype(np.float32),
        "w_i64_3d": np.arange(1, 25, dtype=np.int64).reshape(4, 3, 2) - 12,
        # Int32[1 -2 3; -4 5 -6] is stored by columns: 1, -4, -2, 5, 3, -6
        "w_i32_2d": np.ascontiguousarray(np.array([[1, -2, 3], [-4, 5, -6]], dtype=np.int32).T),
        "w_u8_4d": (np.arange(16, dtype=np.uint8) * np.uint8(11)).reshape(2, 2, 2, 2),
        "w_bool_1d": np.array([True, False, False, True]),
    }
    lines = []
    for name, arr in arrays.items():
        assert arr.flags["C_CONTIGUOUS"]
        path = save(name, arr)
        lines.append(f"{name} true true true {os.path.getsize(path)} true")
        lines.append("false")
    write_out("write_roundtrip", lines)


def file_helpers():
    raw = open(os.path.join(DATA, "vec_u1.npy"), "rb").read()
    buf = io.BytesIO()
    np.save(buf, np.array([1.5]))
    write_out("file_helpers", [
        "true false false",
        f"{len(raw)} 0",
        f"Vector{{UInt8}} {len(raw)} {jl_vector(list(raw[:8]), np.uint8)} {jl_vector(list(raw[-4:]), np.uint8)}",
        "false true",
        f"true {len(buf.getvalue())}",
        "false",
    ])


def numpy_view_roundtrip():
    a = np.array([[1.5, -2.0, 0.25], [4.0, 1e-3, 6.75]])  # c_f64_2x3 from read_c_order()
    save("c_f64_2x3_transposed", np.ascontiguousarray(a.T))
    f = np.array([[0.5, 3.0, -7.5], [2.0, 1e20, 8.0]])  # f_f64_2x3, written back in C order
    save("f_f64_2x3_as_c", np.ascontiguousarray(f.T))
    write_out("numpy_view_roundtrip", [
        f"(3, 2) (2, 3) {jl_float(a[1, 2])} {jl_float(a[1, 2])}",
        "true true",
        "true",
        "true true",
    ])


def special_shapes():
    h = np.array([1.0, -0.5, 2048.0, 0.099975586], dtype=np.float16)
    save("vec_f2", h)
    save("zero_dim_f8", np.array(3.5))
    save("empty_f4", np.zeros(0, dtype=np.float32))
    save("empty_i8_2x0", np.zeros((2, 0), dtype=np.int64))
    hs = ", ".join(jl_float(x) for x in h)
    write_out("special_shapes", [
        f"Vector{{Float16}} Float16[{hs}]",
        "Array{Float64, 0} () 3.5 fill(3.5)",
        "Vector{Float32} (0,) true",
        "Matrix{Int64} (0, 2)",
        "true",
        "true",
        "true",
    ])


def error_fixtures():
    with open(os.path.join(DATA, "not_npy.npy"), "wb") as f:
        f.write(b"this is a text file, not NumPy data\n")
    save("complex_c16", np.array([1 + 2j, 3 - 1j]))
    save("big_endian_f8", np.array([1.0, 2.0], dtype=">f8"))
    # A file cut short: the header promises 4 float64 values, the data holds 2.
    buf = io.BytesIO()
    np.save(buf, np.array([1.0, 2.0, 3.0, 4.0]))
    with open(os.path.join(DATA, "truncated_f8.npy"), "wb") as f:
        f.write(buf.getvalue()[:-16])


if __name__ == "__main__":
    os.makedirs(DATA, exist_ok=True)
    read_c_order()
    read_fortran_order()
    read_dtypes()
    read_nd()
    read_version2()
    write_roundtrip()
    file_helpers()
    numpy_view_roundtrip()
    special_shapes()
    error_fixtures()
