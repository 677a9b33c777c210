from gen import *
from nd import *
from gs import T, L
def dfile(name, comment, cases):
    b = Body()
    for lhs, rhs, ty, lb, rb, lc, rc, wrapf, extra in cases:
        r = dot_general(lhs, rhs, lb, rb, lc, rc, wrapf)
        x = b.fresh('lhs'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(lhs, ty), T(lhs.shape, ty)))
        y = b.fresh('rhs'); b.line('%s = stablehlo.constant dense<%s> : %s' % (y, L(rhs, ty), T(rhs.shape, ty)))
        d = b.fresh('dot'); bd = 'batching_dims = %s x %s, ' % (lb, rb) if lb else ''
        b.line('%s = stablehlo.dot_general %s, %s, %scontracting_dims = %s x %s%s : (%s, %s) -> %s' % (d, x, y, bd, lc, rc, extra, T(lhs.shape, ty), T(rhs.shape, ty), T(r.shape, ty)))
        if size(r.shape) == 0 or ty not in HEXW:
            b.line('check.expect_eq_const %s, dense<%s> : %s' % (d, L(r, ty), T(r.shape, ty)))
        else:
            e = b.fresh('expected'); b.line('%s = stablehlo.constant dense<%s> : %s' % (e, L(r, ty), T(r.shape, ty)))
            b.line('check.expect_close %s, %s, max_ulp_difference = 0 : %s, %s' % (d, e, T(r.shape, ty), T(r.shape, ty)))
    write(name, comment, b.s)
I = lambda v: v
def w(bits, signed): return lambda v: wrap(v, bits, signed)
dfile('dot_general_matmul', '''dot_general as a plain matrix product (contracting lhs dim 1 with rhs dim 0), a vector dot product to rank 0,
and a matrix-vector product with the contracting dimension first on the lhs. Expected: sums of products by hand/Python.''',
      [(A([2, 3], [1, 2, 3, 4, 5, 6]), A([3, 2], [7, 8, 9, 10, 11, 12]), 'i32', [], [], [1], [0], I, ''),
       (A([4], [1.0, -2.0, 3.5, 0.25]), A([4], [2.0, 2.0, 2.0, 4.0]), 'f32', [], [], [0], [0], I, ''),
       (A([3, 2], [1, 2, 3, 4, 5, 6]), A([3], [1, 0, -1]), 'i64', [], [], [0], [0], I, '')])
dfile('dot_general_batch_dims', '''dot_general with batching dimensions: the spec example (batch 0, contract lhs 2 with rhs 1 against identities),
and batch dimensions that are not leading (lhs batch dim 1, rhs batch dim 2) with two contracting dimensions.''',
      [(A([2, 2, 2], [1, 2, 3, 4, 5, 6, 7, 8]), A([2, 2, 2], [1, 0, 0, 1, 1, 0, 0, 1]), 'i32', [0], [0], [2], [1], I, ''),
       (iota([3, 2, 2]), A([2, 3, 2], [1, -1, 2, 0, 1, 3, -2, 1, 0, 1, 1, 1]), 'i32', [1], [0], [0, 2], [1, 2], I, '')])
dfile('dot_general_no_contraction', '''dot_general without contracting dimensions is an outer product (f64), per batch when batching dims are given
(result dims: batch, lhs free, rhs free).''',
      [(A([2], [0.5, -3.0]), A([3], [2.0, 4.0, 0.1]), 'f64', [], [], [], [], I, ''),
       (A([2, 2], [1, 2, 3, 4]), A([2, 3], [1, 10, 100, -1, -10, -100]), 'i32', [0], [0], [], [], I, '')])
dfile('dot_general_int_wrap', '''dot_general on integers accumulates in the element type, so products and sums wrap modulo 2^N (spec: reduce of
multiply with add): i8 100*100 + 100*100 = 20000 -> 32; ui8 200*2 + 1*1 = 401 -> 145; i32 overflowing sums.''',
      [(A([1, 2], [100, 100]), A([2, 1], [100, 100]), 'i8', [], [], [1], [0], w(8, True), ''),
       (A([2], [200, 1]), A([2], [2, 1]), 'ui8', [], [], [0], [0], w(8, False), ''),
       (A([2], [2147483647, 2147483647]), A([2], [2, 1]), 'i32', [], [], [0], [0], w(32, True), ''),
       (A([2], [18446744073709551615, 3]), A([2], [2, 1]), 'ui64', [], [], [0], [0], w(64, False), '')])
dfile('dot_general_empty_contraction', '''dot_general whose contracting dimension has size 0 gives zeros (an empty sum), and one whose free dimension has
size 0 gives an empty result.''',
      [(A([2, 0], []), A([0, 3], []), 'f32', [], [], [1], [0], I, ''), (A([0, 2], []), A([2, 2], [1, 2, 3, 4]), 'i32', [], [], [1], [0], I, '')])
dfile('dot_general_float_types', '''dot_general in f16, bf16 and f64 with exactly representable products and sums (so the summation order does not
matter), and IEEE specials in f32: inf * 0 gives NaN, inf + finite stays inf; precision_config is a hint only.''',
      [(A([2, 2], [1.5, 2.0, -4.0, 0.25]), A([2, 2], [2.0, 8.0, 0.5, -4.0]), 'f16', [], [], [1], [0], I, ''),
       (A([3], [256.0, 2.0, -1.0]), A([3], [0.5, 64.0, 3.0]), 'bf16', [], [], [0], [0], I, ', precision = [HIGHEST, HIGHEST]'),
       (A([2, 2], [0.1, 0.2, 0.3, 0.4]), A([2], [1.0, 0.0]), 'f64', [], [], [1], [0], I, ''),
       (A([2, 2], [INF, 1.0, INF, 0.0]), A([2, 2], [0.0, 1.0, 1.0, 5.0]), 'f32', [], [], [1], [0], lambda v: v, '')])
