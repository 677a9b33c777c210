from gen import *
def shapes_file(name, op, comment, ty, scalar_in, scalar_out, vec_in, vec_out, ulp, binary=None):
    """rank-0, size-0 and size-1-dims (1x2x1) operands of an elementwise op."""
    b = Body()
    T0 = 'tensor<%s>' % ty; TE = 'tensor<0x3x%s>' % ty; T1 = 'tensor<1x2x1x%s>' % ty
    def one(T, xs, es, lit_x, lit_e):
        if binary is None:
            x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, lit_x, T))
            y = b.fresh('y'); b.line('%s = stablehlo.%s %s : %s' % (y, op, x, T))
        else:
            x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, lit_x[0], T))
            z = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (z, lit_x[1], T))
            y = b.fresh('y'); b.line('%s = stablehlo.%s %s, %s : %s' % (y, op, x, z, T))
        if ty in HEXW and lit_e != '':
            e = b.fresh('e'); b.line('%s = stablehlo.constant dense<%s> : %s' % (e, lit_e, T))
            b.line('check.expect_close %s, %s, max_ulp_difference = %d : %s, %s' % (y, e, ulp, T, T))
        else:
            b.line('check.expect_eq_const %s, dense<%s> : %s' % (y, lit_e, T))
    L1 = (lambda v: lit(v, ty)) if ty in HEXW else str
    if binary is None:
        one(T0, None, None, L1(scalar_in), L1(scalar_out))
        one(TE, None, None, '', '')
        one(T1, None, None, '[[[%s], [%s]]]' % (L1(vec_in[0]), L1(vec_in[1])), '[[[%s], [%s]]]' % (L1(vec_out[0]), L1(vec_out[1])))
    else:
        one(T0, None, None, (L1(scalar_in[0]), L1(scalar_in[1])), L1(scalar_out))
        one(TE, None, None, ('', ''), '')
        one(T1, None, None, ('[[[%s], [%s]]]' % (L1(vec_in[0][0]), L1(vec_in[0][1])), '[[[%s], [%s]]]' % (L1(vec_in[1][0]), L1(vec_in[1][1]))),
            '[[[%s], [%s]]]' % (L1(vec_out[0]), L1(vec_out[1])))
    write(name, comment, b.s)
C = '%s on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.'
U = [('cbrt', hp.cbrt, 'f32', 27.0, [-8.0, 0.001]), ('ceil', lambda x: hp.dec(math.ceil(x)), 'f64', -1.5, [2.25, -0.75]),
     ('floor', lambda x: hp.dec(math.floor(x)), 'bf16', -1.5, [2.25, 0.75]), ('cosine', hp._cos, 'f64', 0.5, [3.0, -1.0]),
     ('sine', hp.sin, 'f16', 0.5, [3.0, -1.0]), ('tan', hp.tan, 'f32', 0.5, [1.0, -1.5]), ('tanh', hp.tanh, 'bf16', 0.5, [2.0, -0.25]),
     ('exponential', hp.exp, 'f64', 0.5, [-2.0, 10.0]), ('exponential_minus_one', hp.expm1, 'f32', 0.001, [-2.0, 10.0]),
     ('log', hp.ln, 'f16', 0.5, [3.0, 100.0]), ('log_plus_one', hp.log1p, 'f64', 0.5, [-0.5, 1e-8]), ('logistic', hp.logistic, 'f32', 0.5, [-3.0, 4.0]),
     ('sqrt', hp.sqrt, 'bf16', 2.0, [9.0, 0.5]), ('rsqrt', lambda x: 1 / hp.sqrt(x), 'f64', 2.0, [0.25, 8.0]),
     ('round_nearest_afz', lambda x: hp.dec(math.floor(abs(x) + 0.5) * (1 if x >= 0 else -1)), 'f32', 2.5, [-0.5, 1.5]),
     ('round_nearest_even', lambda x: hp.dec(round(x)), 'f16', 2.5, [-1.5, 0.5]),
     ('abs', lambda x: hp.dec(abs(x)), 'bf16', -2.5, [3.0, -0.125]), ('sign', lambda x: hp.dec((x > 0) - (x < 0)), 'f64', -2.5, [3.0, -0.125])]
for op, f, ty, s, v in U:
    sv = rt(s, ty); vv = [rt(x, ty) for x in v]
    shapes_file(op + '_rank0_size0', op, C % op, ty, sv, hp.rnd(f(sv), ty), vv, [hp.rnd(f(x), ty) for x in vv], 1 if op not in ('ceil', 'floor', 'round_nearest_afz', 'round_nearest_even', 'abs', 'sign', 'sqrt') else 0)
B = [('add', lambda a, b: a + b, 'f16', (1.5, 2.25), [(1.0, 2.0), (0.5, -3.0)]), ('subtract', lambda a, b: a - b, 'i64', (5, 7), [(1, 2), (-3, 4)]),
     ('multiply', lambda a, b: a * b, 'bf16', (1.5, -2.0), [(3.0, 0.5), (4.0, 4.0)]), ('divide', lambda a, b: a / b, 'f64', (1.0, 4.0), [(3.0, -0.5), (1.0, 8.0)]),
     ('remainder', lambda a, b: math.fmod(a, b), 'f32', (7.5, 2.0), [(-7.5, 2.0), (1.0, 0.75)]), ('maximum', max, 'ui16', (3, 65535), [(1, 2), (9, 4)]),
     ('minimum', min, 'i8', (3, -128), [(1, 2), (9, 4)]), ('atan2', lambda a, b: hp.rnd(hp.atan2(a, b), 'f32'), 'f32', (1.0, 1.0), [(0.0, -1.0), (-1.0, 0.0)]),
     ('power', lambda a, b: a ** b, 'f64', (2.0, 10.0), [(9.0, 0.5), (2.0, -2.0)]), ('and', lambda a, b: a & b, 'ui8', (12, 10), [(255, 15), (1, 2)]),
     ('or', lambda a, b: a | b, 'i32', (12, 10), [(-1, 15), (1, 2)]), ('xor', lambda a, b: a ^ b, 'ui64', (12, 10), [(18446744073709551615, 1), (1, 2)]),
     ('shift_left', lambda a, b: wrap(a << b, 16, True), 'i16', (3, 2), [(1, 15), (-1, 4)]), ('shift_right_logical', lambda a, b: a >> b, 'ui32', (256, 4), [(4294967295, 31), (7, 1)]),
     ('shift_right_arithmetic', lambda a, b: a >> b, 'i64', (-256, 4), [(-1, 63), (7, 1)])]
for op, f, ty, s, v in B:
    if ty in HEXW:
        sv = tuple(rt(x, ty) for x in s); vv = [tuple(rt(x, ty) for x in p) for p in v]
        so = rt(f(*sv), ty); vo = [rt(f(*p), ty) for p in vv]
    else:
        sv, vv, so, vo = s, v, f(*s), [f(*p) for p in v]
    shapes_file(op + '_rank0_size0', op, C % op, ty, sv, so, list(zip(*vv)), vo, 1 if op == 'atan2' else 0, binary=True)
