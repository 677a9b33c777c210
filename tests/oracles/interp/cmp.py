from gen import *
def cmpfile(name, comment, groups):
    """groups: list of (ty, lhs_lit, rhs_lit, n, ctype, {dir: [bools]})"""
    b = Body()
    for ty, L, Rr, n, ct, res in groups:
        T = tt(n, ty); B = tt(n, 'i1')
        x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L, T))
        y = b.fresh('y'); b.line('%s = stablehlo.constant dense<%s> : %s' % (y, Rr, T))
        for d, vals in res.items():
            r = b.fresh(d.lower()); b.line('%s = stablehlo.compare  %s, %s, %s,  %s : (%s, %s) -> %s' % (r, d, x, y, ct, T, T, B))
            b.line('check.expect_eq_const %s, dense<[%s]> : %s' % (r, ', '.join('true' if v else 'false' for v in vals), B))
    write(name, comment, b.s)
def allc(L, Rr, key=lambda v: v):
    out = {}
    import operator as o
    for d, f in [('EQ', o.eq), ('NE', o.ne), ('LT', o.lt), ('LE', o.le), ('GT', o.gt), ('GE', o.ge)]:
        out[d] = [f(key(a), key(b)) for a, b in zip(L, Rr)]
    return out
fl = [NAN, NAN, 1.0, -0.0, 1.0, -INF, 1e-45, INF]
fr = [NAN, 1.0, NAN, 0.0, 2.0, INF, 0.0, INF]
cmpfile('compare_float_nan_and_zeros', '''compare with compare_type FLOAT uses IEEE quiet comparisons: every comparison with a NaN is false except NE,
-0.0 == +0.0, a denormal is greater than zero, inf == inf.''',
        [('f32', lits(fl, 'f32'), lits(fr, 'f32'), 8, 'FLOAT', allc(fl, fr))])
def tkey(v):  # IEEE totalOrder as sign-magnitude integer order
    u = b32(v) if not (isinstance(v, float) and math.isnan(v)) else 0x7FC00000
    return u if u < 0x80000000 else -(u - 0x80000000) - 1
tl = [-INF, -1.0, 1.0, 2.0, -1e-45, -3e38]
tr = [-1.0, 1.0, INF, 2.0, 1e-45, -INF]
tl2 = ['0xFFC00000', '0x7FC00000', '0x7FC00000', '0xFF800000', '1.0']
tr2 = ['0xFF800000', '0x7F800000', '1.0', '0xFFC00000', '0x7FC00000']
cmpfile('compare_totalorder_ordering', '''compare with compare_type TOTALORDER orders by IEEE totalOrder: -NaN < -inf < negative < positive < +inf < +NaN.
Only pairs whose answer does not depend on how "totalOrder combined with compareQuietEqual" treats equal
values are used here (see compare_totalorder_zeros_nan_xla.mlir for -0/+0 and NaN == NaN).''',
        [('f32', lits(tl, 'f32'), lits(tr, 'f32'), 6, 'TOTALORDER', {d: v for d, v in allc(tl, tr).items() if d in ('LT', 'GT', 'NE')}),
         ('f32', '[' + ', '.join(tl2) + ']', '[' + ', '.join(tr2) + ']', 5, 'TOTALORDER',
          {'LT': [True, False, False, False, True], 'GT': [False, True, True, True, False]})])
cmpfile('compare_totalorder_zeros_nan_xla', '''compare TOTALORDER on -0.0/+0.0 and on NaNs with the same bits. The spec's "combination of totalOrder and
compareQuietEqual" is ambiguous here; this follows XLA (comparison_util: compare the sign-magnitude integers of the
bits), where -0.0 < +0.0, -0.0 != +0.0 and a NaN equals a NaN with the same bits.''',
        [('f32', '[-0.0, 0.0, 0x7FC00000, -0.0]', '[0.0, -0.0, 0x7FC00000, -0.0]', 4, 'TOTALORDER',
          {'LT': [True, False, False, False], 'EQ': [False, False, True, True], 'GE': [False, True, True, True]})])
il = [-1, -128, 127, 0]; ir = [0, 127, -128, 0]
ul = [255, 0, 128, 7]; ur = [0, 255, 127, 7]
cmpfile('compare_int_signedness', '''compare on integers: SIGNED for iN (i8 -1 < 0), UNSIGNED for uiN (ui8 255 > 0) and for i1 (false < true),
at the extremes of i8, ui8, i64, ui64 and i1.''',
        [('i8', str(il), str(ir), 4, 'SIGNED', allc(il, ir)), ('ui8', str(ul), str(ur), 4, 'UNSIGNED', allc(ul, ur)),
         ('i64', '[-9223372036854775808, 9223372036854775807]', '[9223372036854775807, -1]', 2, 'SIGNED', allc([-2**63, 2**63 - 1], [2**63 - 1, -1])),
         ('ui64', '[18446744073709551615, 0]', '[9223372036854775808, 0]', 2, 'UNSIGNED', allc([2**64 - 1, 0], [2**63, 0])),
         ('i1', '[true, false, true, false]', '[false, true, true, false]', 4, 'UNSIGNED', allc([1, 0, 1, 0], [0, 1, 1, 0]))])
hl = [65504.0, INF, NAN, -0.0, 5.960464477539063e-08]; hr = [INF, INF, NAN, 0.0, 0.0]
bl = [1e-40, -3e38, NAN]; br = [0.0, -INF, 0.0]
dl = [1.0000000000000002, 5e-324, -0.0]; dr = [1.0, 0.0, 5e-324]
cmpfile('compare_float_types', '''compare FLOAT in f16, bf16 and f64: largest finite vs inf, denormals vs zero, NaN and signed zeros,
neighbouring f64 values.''',
        [('f16', lits(hl, 'f16'), lits(hr, 'f16'), 5, 'FLOAT', allc(hl, hr)), ('bf16', lits(bl, 'bf16'), lits(br, 'bf16'), 3, 'FLOAT', allc(bl, br)),
         ('f64', lits(dl, 'f64'), lits(dr, 'f64'), 3, 'FLOAT', allc(dl, dr))])
