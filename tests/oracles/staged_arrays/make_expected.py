"""Expected values for src/staging/array_emit_*_test.cpp: Julia Base semantics of whole-array operations
written out with NumPy, and saved as C++ initializers in expected.inc next to this script.

Run with Debian's python3:  /usr/bin/python3 tests/oracles/staged_arrays/make_expected.py

Layout: a Julia array of size (d1,...,dn) is held here as a NumPy array of shape (d1,...,dn) in
Fortran order, so NumPy's x[i-1, j-1] is Julia's x[i, j] and axis k-1 is Julia dim k. It is written out
as its column-major element list (= the IR tensor [dn,...,d1] in row-major order, decision 4) with its
Julia size. Where NumPy and Julia differ (the sign of zero in max, findmax's NaN and tie rules, the order
of indexed assignment) the Julia definition is spelled out below instead of calling NumPy.
"""
import math
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
TYPE_NAMES = {np.dtype(np.float64): "f64", np.dtype(np.float32): "f32", np.dtype(np.int64): "i64",
              np.dtype(np.bool_): "i1"}

cases = []


def jl(values, size, dtype=np.float64):
    """A Julia array of `size` whose column-major elements are `values`."""
    return np.array(values, dtype=dtype).reshape(size, order="F")


def case(name, inputs, outputs, params=()):
    cases.append((name, [np.asarray(a) for a in inputs], [np.asarray(a) for a in outputs], list(params)))


# ---------------------------------------------------------------- Julia scalar rules

def isless(x, y):
    """Base.isless: for floats NaN is after everything and -0.0 < 0.0; otherwise <."""
    if isinstance(x, (float, np.floating)):
        if math.isnan(x):
            return False
        if math.isnan(y):
            return True
        return x < y or (x == y and math.copysign(1, x) < 0 < math.copysign(1, y))
    return x < y


def jl_max(x, y):
    """Base.max for floats: NaN propagates, max(-0.0, 0.0) = 0.0."""
    if isinstance(x, (float, np.floating)):
        if math.isnan(x) or math.isnan(y):
            return type(x)(math.nan)
        if x == y:
            return y if math.copysign(1, x) < 0 else x
    return x if x > y else y


def jl_min(x, y):
    if isinstance(x, (float, np.floating)):
        if math.isnan(x) or math.isnan(y):
            return type(x)(math.nan)
        if x == y:
            return x if math.copysign(1, x) < 0 else y
    return x if x < y else y


def reduced_size(size, dims):
    if dims is None:
        return ()
    return tuple(1 if k + 1 in dims else s for k, s in enumerate(size))


def fold(x, dims, op):
    """A Julia reduction with `dims` (None for dims=:) by a left fold in column-major order."""
    out_size = reduced_size(x.shape, dims)
    acc = {}
    for k in range(x.size):
        idx = np.unravel_index(k, x.shape, order="F")
        cell = () if dims is None else tuple(0 if d + 1 in dims else i for d, i in enumerate(idx))
        v = x[idx]
        acc[cell] = v if cell not in acc else op(acc[cell], v)
    out = np.empty(out_size, dtype=x.dtype, order="F")
    for cell, v in acc.items():
        out[cell] = v
    return out


def find_extreme(x, dims, want_max):
    """base/reducedim.jl findminmax!: replace when the kept value is not NaN and the new one is NaN or
    better (isgreater for findmax, isless for findmin); ties keep the first. Indices are 1-based linear."""
    out_size = reduced_size(x.shape, dims)
    vals, inds = {}, {}
    for k in range(x.size):
        idx = np.unravel_index(k, x.shape, order="F")
        cell = () if dims is None else tuple(0 if d + 1 in dims else i for d, i in enumerate(idx))
        a = x[idx]
        if cell not in inds:
            vals[cell], inds[cell] = a, k + 1
            continue
        r = vals[cell]
        is_nan = lambda v: isinstance(v, (float, np.floating)) and math.isnan(v)
        better = isless(r, a) if want_max else isless(a, r)
        if not is_nan(r) and (is_nan(a) or better):
            vals[cell], inds[cell] = a, k + 1
    v = np.empty(out_size, dtype=x.dtype, order="F")
    i = np.empty(out_size, dtype=np.int64, order="F")
    for cell in inds:
        v[cell], i[cell] = vals[cell], inds[cell]
    return v, i


# ---------------------------------------------------------------- reductions

x3 = jl([0.5, -1.25, 2.0, 3.5, -0.75, 1.0, 4.25, -2.5, 0.125, 1.5, -3.0, 2.75,
         0.25, 5.0, -1.5, 0.375, 2.25, -0.5, 1.75, -4.0, 3.25, 0.625, -2.0, 1.125], (2, 3, 4))
for dims in [None, (1,), (2,), (3,), (1, 3), (4,), (2, 2)]:
    axes = None if dims is None else tuple(sorted({d - 1 for d in dims if d <= 3}))
    s = x3.sum() if dims is None else x3.sum(axis=axes, keepdims=True)
    case("sum_f64_" + ("all" if dims is None else "_".join(map(str, dims))), [x3], [np.asarray(s, order="F")],
         dims or ())

m32 = jl([1.5, -2.0, 0.5, 3.0, 0.25, -4.0], (2, 3), np.float32)
case("prod_f32_dims2", [m32], [np.asarray(m32.prod(axis=1, keepdims=True, dtype=np.float64), dtype=np.float32)], (2,))

nanm = jl([1.0, math.nan, 3.0, -2.0, 5.0, 0.5], (3, 2))
case("maximum_nan_dims1", [nanm], [fold(nanm, (1,), jl_max)], (1,))
case("maximum_nan_all", [nanm], [fold(nanm, None, jl_max)])
case("minimum_nan_dims2", [nanm], [fold(nanm, (2,), jl_min)], (2,))
zeros = jl([-0.0, 0.0, 0.0, -0.0], (2, 2))
case("maximum_signed_zeros_dims1", [zeros], [fold(zeros, (1,), jl_max)], (1,))
case("minimum_signed_zeros_dims1", [zeros], [fold(zeros, (1,), jl_min)], (1,))

mi = jl([3, -7, 12, 5, 0, -1], (2, 3), np.int64)
case("maximum_i64_dims2", [mi], [fold(mi, (2,), max)], (2,))
case("minimum_i64_all", [mi], [fold(mi, None, min)])

bm = jl([True, False, True, True, False, False], (3, 2), np.bool_)
case("sum_bool_dims2", [bm], [bm.sum(axis=1, keepdims=True, dtype=np.int64)], (2,))
case("sum_bool_all", [bm], [np.asarray(bm.sum(dtype=np.int64))])
case("prod_bool_dims1", [bm], [bm.all(axis=0, keepdims=True)], (1,))  # Bool * Bool is Bool
case("any_bool_dims1", [bm], [bm.any(axis=0, keepdims=True)], (1,))
case("all_bool_dims1", [bm], [bm.all(axis=0, keepdims=True)], (1,))

case("mean_f32_dims1", [m32], [np.asarray(m32.astype(np.float64).mean(axis=0, keepdims=True), dtype=np.float32)], (1,))
case("mean_i64_all", [mi], [np.asarray(mi.astype(np.float64).sum() / mi.size)])
case("mean_i64_dims2", [mi], [mi.astype(np.float64).sum(axis=1, keepdims=True) / 3], (2,))
row = jl([2.0, 4.0, 8.0], (1, 3))
case("sum_size1_dims1", [row], [row.sum(axis=0, keepdims=True)], (1,))
empty = np.zeros((0, 3), order="F")
case("sum_empty_dims1", [empty], [empty.sum(axis=0, keepdims=True)], (1,))

# ---------------------------------------------------------------- findmax / findmin

fm = jl([1.0, 3.0, 3.0, -1.0,
         2.0, math.nan, 7.0, math.nan,
         -5.0, -5.0, 0.0, -5.0], (4, 3))
for dims in [None, (1,), (2,)]:
    tag = "all" if dims is None else str(dims[0])
    case("findmax_f64_" + tag, [fm], list(find_extreme(fm, dims, True)), dims or ())
    case("findmin_f64_" + tag, [fm], list(find_extreme(fm, dims, False)), dims or ())
zs = jl([0.0, -0.0, 0.0, -0.0, 0.0, -0.0], (3, 2))
case("findmax_signed_zeros_dims1", [zs], list(find_extreme(zs, (1,), True)), (1,))
case("findmin_signed_zeros_dims1", [zs], list(find_extreme(zs, (1,), False)), (1,))
fi = jl([4, 9, 9, 1, 4, 2, 9, 0, 4, 4, 1, 9], (2, 3, 2), np.int64)
case("findmax_i64_dims1_3", [fi], list(find_extreme(fi, (1, 3), True)), (1, 3))
case("findmin_i64_dims2", [fi], list(find_extreme(fi, (2,), False)), (2,))
fb = jl([False, True, False, True], (4,), np.bool_)
case("findmax_bool_all", [fb], list(find_extreme(fb, None, True)))
f32v = jl([0.5, -1.5, 2.25, 2.25, -8.0], (5,), np.float32)
case("findmin_f32_all", [f32v], list(find_extreme(f32v, None, False)))

f3 = jl([0.5, math.nan, -1.0, 2.0, 2.0, -0.0, 0.0, -3.0, math.nan, 1.0, 1.0, -1.0,
         4.0, 4.0, -2.0, math.nan, 0.25, 0.25], (3, 3, 2), np.float32)
case("findmax_f32_3d_dims2", [f3], list(find_extreme(f3, (2,), True)), (2,))
case("findmin_f32_3d_dims1_2", [f3], list(find_extreme(f3, (1, 2), False)), (1, 2))
case("maximum_f32_3d_dims3", [f3], [fold(f3, (3,), jl_max)], (3,))
ninf = jl([-math.inf, -math.inf, -math.inf], (3,))
case("findmax_all_minus_inf", [ninf], list(find_extreme(ninf, None, True)))
case("maximum_all_minus_inf", [ninf], [fold(ninf, None, jl_max)])
scalar0 = np.asarray(2.5)
case("sum_0d", [scalar0], [np.asarray(2.5)])
case("mean_bool_dims1", [bm], [bm.astype(np.float64).sum(axis=0, keepdims=True) / 3], (1,))
bi = jl([True, False, True, False], (2, 2), np.bool_)
case("maximum_bool_dims2", [bi], [bi.any(axis=1, keepdims=True)], (2,))
case("minimum_bool_dims1", [bi], [bi.all(axis=0, keepdims=True)], (1,))

# ---------------------------------------------------------------- shapes

case("permutedims_312", [x3], [np.asarray(np.transpose(x3, (2, 0, 1)), order="F")], (3, 1, 2))
case("permutedims_21", [m32], [np.asarray(m32.T, order="F")], (2, 1))
case("transpose_matrix", [m32], [np.asarray(m32.T, order="F")])
v3 = jl([1.0, 2.0, 3.0], (3,))
case("transpose_vector", [v3], [v3.reshape((1, 3), order="F")])
case("permutedims_vector", [v3], [v3.reshape((1, 3), order="F")])
case("reverse_all", [x3], [np.asarray(x3[::-1, ::-1, ::-1], order="F")])
case("reverse_dims2", [x3], [np.asarray(x3[:, ::-1, :], order="F")], (2,))
case("reverse_dims1_3", [x3], [np.asarray(x3[::-1, :, ::-1], order="F")], (1, 3))
case("reshape_4_6", [x3], [x3.reshape((4, 6), order="F")], (4, 6))
x131 = jl([1.0, 2.0, 3.0], (1, 3, 1))
case("dropdims_1_3", [x131], [x131.reshape((3,), order="F")], (1, 3))
case("dropdims_3", [x131], [x131.reshape((1, 3), order="F")], (3,))
case("vec", [x3], [x3.reshape((24,), order="F")])
ma = jl([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], (2, 3))
mb = jl([7.0, 8.0, 9.0], (1, 3))
case("vcat_matrices", [ma, mb], [np.concatenate([ma, mb], axis=0)], (1,))
va = jl([1.0, 2.0, 3.0], (3,))
vb = jl([4.0, 5.0, 6.0], (3,))
case("hcat_vectors", [va, vb], [np.stack([va, vb], axis=1)], (2,))
case("vcat_vectors", [va, vb], [np.concatenate([va, vb])], (1,))
mc = jl([1.0, 2.0, 3.0, 4.0], (2, 2))
md = jl([5.0, 6.0, 7.0, 8.0], (2, 2))
case("cat_dims3", [mc, md], [np.stack([mc, md], axis=2)], (3,))
case("vcat_scalars", [np.asarray(1.5), np.asarray(-2.0), np.asarray(4.0)], [jl([1.5, -2.0, 4.0], (3,))], (1,))
case("hcat_scalar_rows", [np.asarray(1.5), np.asarray(-2.0)], [jl([1.5, -2.0], (1, 2))], (2,))
vi = jl([1, 2, 3], (3,), np.int64)
case("repeat_vector_outer2", [vi], [np.tile(vi, 2)], ((), (2,)))
mr = jl([1, 2, 3, 4], (2, 2), np.int64)
case("repeat_matrix_outer_2_3", [mr], [np.tile(mr, (2, 3))], ((), (2, 3)))
case("repeat_matrix_inner_2_1", [mr], [np.repeat(mr, 2, axis=0)], ((2, 1), ()))
case("repeat_matrix_inner_outer_3d", [mr],
     [np.tile(np.repeat(mr, 2, axis=1)[:, :, None], (1, 1, 2))], ((1, 2), (1, 1, 2)))

# ---------------------------------------------------------------- Julia's *

A = jl([0.5, -1.0, 2.0, 1.5, 0.25, -3.0], (2, 3))
B = jl([1.0, 2.0, -1.0, 0.5, 0.0, 4.0, -2.0, 1.0, 3.0, 0.75, -0.5, 2.0], (3, 4))
case("matmul_mm", [A, B], [A @ B])
w3 = jl([2.0, -1.0, 0.5], (3,))
case("matmul_mv", [A, w3], [A @ w3])
case("adjoint_times", [v3, w3], [np.asarray(v3 @ w3)])
case("outer", [v3, jl([1.0, -2.0], (2,))], [np.outer(v3, jl([1.0, -2.0], (2,)))])
case("dot_matrices", [A, jl([1.0, 2.0, 3.0, -1.0, 0.5, 0.25], (3, 2))],
     [np.asarray(np.dot(A.flatten(order="F"), jl([1.0, 2.0, 3.0, -1.0, 0.5, 0.25], (3, 2)).flatten(order="F")))])
A32 = A.astype(np.float32)
B32 = B.astype(np.float32)
case("matmul_mm_f32", [A32, B32], [(A32.astype(np.float64) @ B32.astype(np.float64)).astype(np.float32)])
Ab = jl([True, False, True, True], (2, 2), np.bool_)
case("matmul_bool", [Ab, Ab], [Ab.astype(np.int64) @ Ab.astype(np.int64)])


# ---------------------------------------------------------------- indexing

def positions(ix, size):
    """0-based positions of one Julia index along a dim of `size`, and the result dims it adds."""
    kind = ix[0]
    if kind == "int":
        return [ix[1] - 1], ()
    if kind == "range":
        a, s, b = ix[1:]
        r = list(range(a, b + (1 if s > 0 else -1), s))
        return [i - 1 for i in r], (len(r),)
    if kind == "colon":
        return list(range(size)), (size,)
    arr = np.asarray(ix[1])
    return [int(i) - 1 for i in arr.flatten(order="F")], arr.shape


def normalized(x, count):
    size = list(x.shape)
    if count < len(size):
        size = size[:count - 1] + [int(np.prod(size[count - 1:]))]
    size += [1] * (count - len(size))
    return x.reshape(size, order="F")


def jl_getindex(x, idx):
    y = normalized(x, len(idx))
    lists, dims = zip(*[positions(ix, s) for ix, s in zip(idx, y.shape)])
    block = y[np.ix_(*lists)]
    return block.reshape(sum(dims, ()), order="F")


def jl_setindex(x, idx, v, broadcast=False):
    """Julia's setindex!: the index product in column-major order takes v's elements in column-major
    order (so with repeated indices the last write wins)."""
    y = normalized(x, len(idx)).copy(order="F")
    lists, dims = zip(*[positions(ix, s) for ix, s in zip(idx, y.shape)])
    view_shape = sum(dims, ())
    if broadcast:
        v = np.broadcast_to(np.asarray(v).reshape(np.asarray(v).shape + (1,) * (len(view_shape) - np.ndim(v))),
                            view_shape)
    flat = np.asarray(v).flatten(order="F")
    lengths = [len(l) for l in lists]
    for j in range(int(np.prod(lengths))):
        sub = np.unravel_index(j, lengths, order="F")
        y[tuple(lists[k][sub[k]] for k in range(len(lists)))] = flat[j]
    return y.reshape(x.shape, order="F")


xi = jl(np.arange(1, 25) * 1.5 - 7.0, (3, 4, 2))
static_cases = {
    "get_int_range_colon": [("int", 2), ("range", 2, 1, 3), ("colon",)],
    "get_negative_step": [("range", 3, -1, 1), ("int", 1), ("int", 2)],
    "get_strided": [("range", 1, 2, 3), ("range", 4, -2, 1), ("range", 1, 1, 2)],
    "get_last_dim_int": [("colon",), ("colon",), ("int", 2)],
    "get_linear_int": [("int", 5)],
    "get_linear_range": [("range", 4, 1, 9)],
    "get_partial_linear": [("int", 2), ("int", 5)],
    "get_extra_ones": [("int", 2), ("int", 3), ("int", 1), ("int", 1)],
    "get_empty_range": [("range", 2, 1, 1), ("int", 1), ("colon",)],
    "get_trailing_colon": [("int", 3), ("int", 2), ("int", 2), ("colon",)],
}
for name, idx in static_cases.items():
    case(name, [xi], [np.asarray(jl_getindex(xi, idx))])
one = jl([7.25], (1, 1))
case("get_no_index", [one], [np.asarray(one[0, 0])])  # x[] of a one-element array
vv = jl([10.0, 20.0, 30.0, 40.0], (4,))
case("get_vector_colon_colon", [vv], [jl_getindex(vv, [("colon",), ("colon",)])])

# Staged scalars are inputs (0-d Int64); the second output is the in-bounds predicate.
i0 = lambda i: np.asarray(i, dtype=np.int64)
for i, j in [(2, 1), (3, 2), (4, 1), (0, 2)]:
    ok = 1 <= i <= 3 and 1 <= j <= 2
    want = jl_getindex(xi, [("int", min(max(i, 1), 3)), ("colon",), ("int", j)])
    case(f"get_staged_{i}_{j}", [xi, i0(i), i0(j)], [want, np.asarray(ok)])
for s in [2, 3, 4]:
    ok = 1 <= s <= 3
    want = jl_getindex(xi, [("int", 2), ("range", min(s, 3), 1, min(s, 3) + 1), ("colon",)])
    case(f"get_staged_range_{s}", [xi, i0(s)], [want, np.asarray(ok)])

idx_vec = jl([3, 1, 3, 2], (4,), np.int64)
case("get_array_vector", [vv, idx_vec], [jl_getindex(vv, [("array", idx_vec)]), np.asarray(True)])
m34 = xi[:, :, 0].copy(order="F")
idx_cols = jl([4, 2, 2], (3,), np.int64)
case("get_array_columns", [m34, idx_cols], [jl_getindex(m34, [("colon",), ("array", idx_cols)]), np.asarray(True)])
idx_mat = jl([12, 1, 5, 7], (2, 2), np.int64)
case("get_array_linear_matrix", [m34, idx_mat], [jl_getindex(m34, [("array", idx_mat)]), np.asarray(True)])
idx_a = jl([3, 1], (2,), np.int64)
idx_b = jl([2, 1, 2], (3,), np.int64)
case("get_two_arrays", [xi, idx_a, idx_b],
     [jl_getindex(xi, [("array", idx_a), ("int", 4), ("array", idx_b)]), np.asarray(True)])
idx_bad = jl([1, 5], (2,), np.int64)
case("get_array_out_of_bounds", [vv, idx_bad],
     [jl_getindex(vv, [("array", jl([1, 4], (2,), np.int64))]), np.asarray(False)])

x32 = xi.astype(np.float32)
case("get_f32_range_array", [x32, jl([2, 2, 1], (3,), np.int64)],
     [jl_getindex(x32, [("range", 3, -2, 1), ("array", jl([2, 2, 1], (3,), np.int64)), ("int", 2)]), np.asarray(True)])
bool_m = jl([True, False, False, True, True, False], (2, 3), np.bool_)
case("get_bool_columns", [bool_m, jl([3, 1], (2,), np.int64)],
     [jl_getindex(bool_m, [("colon",), ("array", jl([3, 1], (2,), np.int64))]), np.asarray(True)])
int_m = jl([5, 6, 7, 8, 9, 10], (3, 2), np.int64)
case("get_i64_staged_column", [int_m, i0(2)], [jl_getindex(int_m, [("colon",), ("int", 2)]), np.asarray(True)])
case("get_index_0d_array", [vv, np.asarray(3, dtype=np.int64)], [np.asarray(30.0), np.asarray(True)])

# ---------------------------------------------------------------- indexed assignment

row4 = jl([-1.0, -2.0, -3.0, -4.0], (4,))
case("set_row", [m34, row4], [jl_setindex(m34, [("int", 2), ("colon",)], row4)])
blk = jl([100.0, 200.0, 300.0, 400.0], (2, 2))
case("set_block", [m34, blk], [jl_setindex(m34, [("range", 1, 1, 2), ("range", 2, 1, 3)], blk)])
case("set_block_from_vector", [m34, row4], [jl_setindex(m34, [("range", 2, 1, 3), ("range", 1, 1, 2)], row4)])
col3 = jl([7.0, 8.0, 9.0], (3,))
case("set_reversed", [m34, col3], [jl_setindex(m34, [("range", 3, -1, 1), ("int", 4)], col3)])
case("set_broadcast_scalar_strided", [m34, np.asarray(0.5)],
     [jl_setindex(m34, [("range", 1, 2, 3), ("colon",)], 0.5, broadcast=True)])
col31 = jl([1.0, 2.0, 3.0], (3, 1))
case("set_broadcast_column", [m34, col31],
     [jl_setindex(m34, [("colon",), ("range", 2, 1, 4)], col31, broadcast=True)])
case("set_linear_strided", [m34, col3], [jl_setindex(m34, [("range", 2, 5, 12)], col3)])
case("set_3d_static", [xi, blk], [jl_setindex(xi, [("int", 3), ("range", 3, 1, 4), ("colon",)], blk)])
for i, j in [(2, 3), (3, 4), (0, 1), (3, 5)]:
    ok = 1 <= i <= 3 and 1 <= j <= 4
    # out of bounds nothing is written (Julia's checkbounds comes first); the predicate reports it
    want = jl_setindex(m34, [("int", i), ("int", j)], 42.0) if ok else m34
    case(f"set_staged_{i}_{j}", [m34, i0(i), i0(j), np.asarray(42.0)], [want, np.asarray(ok)])
case("set_staged_row", [m34, i0(3), row4], [jl_setindex(m34, [("int", 3), ("colon",)], row4), np.asarray(True)])
rep = jl([2, 4, 2, 1, 4], (5,), np.int64)
vals = jl([1.0, 2.0, 3.0, 4.0, 5.0], (5,))
case("set_array_repeated", [vv, rep, vals], [jl_setindex(vv, [("array", rep)], vals), np.asarray(True)])
repc = jl([3, 1, 3], (3,), np.int64)
blk23 = jl([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], (3, 3))
case("set_array_columns_repeated", [m34, repc, blk23],
     [jl_setindex(m34, [("colon",), ("array", repc)], blk23), np.asarray(True)])
case("set_two_arrays_repeated", [m34, jl([3, 1, 3], (3,), np.int64), jl([2, 2, 4], (3,), np.int64), blk23],
     [jl_setindex(m34, [("array", jl([3, 1, 3], (3,), np.int64)), ("array", jl([2, 2, 4], (3,), np.int64))], blk23),
      np.asarray(True)])
case("set_array_out_of_bounds", [vv, jl([1, 5], (2,), np.int64), jl([8.0, 9.0], (2,))],
     [vv, np.asarray(False)])
case("set_staged_range_out_of_bounds", [jl(np.arange(1, 7), (6,), np.int64), i0(6), jl([-1, -2], (2,), np.int64)],
     [jl(np.arange(1, 7), (6,), np.int64), np.asarray(False)])


case("set_i64_staged_range", [jl(np.arange(1, 7), (6,), np.int64), i0(3), jl([-1, -2], (2,), np.int64)],
     [jl_setindex(jl(np.arange(1, 7), (6,), np.int64), [("range", 3, 1, 4)], jl([-1, -2], (2,), np.int64)),
      np.asarray(True)])
case("set_bool_scalar", [bool_m, np.asarray(True)], [jl_setindex(bool_m, [("int", 2), ("int", 3)], True)])
case("set_f32_strided_3d", [x32, jl([1.0, 2.0, 3.0, 4.0], (2, 2), np.float32)],
     [jl_setindex(x32, [("range", 3, -2, 1), ("int", 4), ("colon",)], jl([1.0, 2.0, 3.0, 4.0], (2, 2), np.float32))])


# ---------------------------------------------------------------- output

def literal(v, dtype):
    if dtype == np.bool_:
        return "1" if v else "0"
    if np.issubdtype(dtype, np.integer):
        return str(int(v))
    f = float(v)
    if math.isnan(f):
        return "kNaN"
    if math.isinf(f):
        return "kInf" if f > 0 else "-kInf"
    return repr(f)


def array_literal(a):
    size = ", ".join(str(d) for d in a.shape)
    values = ", ".join(literal(v, a.dtype) for v in a.flatten(order="F"))
    return f'{{"{TYPE_NAMES[a.dtype]}", {{{size}}}, {{{values}}}}}'


def params_literal(p):
    if p and isinstance(p[0], tuple):  # repeat: inner and outer, with -1 between them
        return "{" + ", ".join(str(v) for v in list(p[0]) + [-1] + list(p[1])) + "}"
    return "{" + ", ".join(str(v) for v in p) + "}"


lines = ["// Generated by tests/oracles/staged_arrays/make_expected.py; do not edit.", ""]
for name, inputs, outputs, params in cases:
    ins = ", ".join(array_literal(a) for a in inputs)
    outs = ", ".join(array_literal(a) for a in outputs)
    lines.append(f'inline const OracleCase k_{name} = {{"{name}", {{{ins}}}, {{{outs}}}, {params_literal(params)}}};')
with open(os.path.join(HERE, "expected.inc"), "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"{len(cases)} cases written to expected.inc")
