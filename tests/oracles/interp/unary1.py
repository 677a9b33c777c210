from gen import *
def V(xs, ty): return [rt(x, ty) for x in xs]
def tf(name, op, comment, cases):
    b = Body()
    for c in cases: fcase(b, op, *c)
    write(name, comment, b.s)
# ---- cbrt
b = [('f32', V([0.0, 1.0, 8.0, -27.0, 0.125, -0.001953125, INF, -INF, NAN], 'f32'), [0.0, 1.0, 2.0, -3.0, 0.5, -0.125, INF, -INF, NAN], 0),
     ('f32', [-0.0, 0.0, 64.0, -64.0], [-0.0, 0.0, 4.0, -4.0], 0, True)]
tf('cbrt_exact_and_specials', 'cbrt', '''cbrt (IEEE rootn(x, 3)) of exact cubes is exact; it keeps the sign of zeros and infinities and
propagates NaN. Signed zeros checked bitwise.''', b)
xs = [2.0, -3.0, 10.0, 1e-300, 5e-324, 1.7976931348623157e308]
tf('cbrt_f64_values', 'cbrt', '''cbrt in f64 of non-cubes, a tiny normal, the smallest denormal and the largest finite value.
Expected: 700-digit Python decimal cube root rounded to nearest f64, within 1 ULP.''', [('f64', xs, R(hp.cbrt, xs, 'f64'), 1)])
xs16 = V([2.0, 10.0, -27.0, 5.960464477539063e-08, 65504.0], 'f16'); xsb = V([2.0, 10.0, -27.0, 1e-40, 3e38], 'bf16'); xs32 = V([2.0, 1e-45, -3e38], 'f32')
tf('cbrt_f16_bf16_f32', 'cbrt', '''cbrt in f16, bf16 and f32 incl. denormal inputs (not flushed) and large values.
Expected: 700-digit Python decimal cube root rounded to each type, within 1 ULP.''',
   [('f16', xs16, R(hp.cbrt, xs16, 'f16'), 1), ('bf16', xsb, R(hp.cbrt, xsb, 'bf16'), 1), ('f32', xs32, R(hp.cbrt, xs32, 'f32'), 1)])
# ---- ceil / floor
x = V([-0.8166, -0.253, 0.253, 0.8166, 2.0, -2.5, 1e-45, -1e-45], 'f32')
tf('ceil_f32_signs', 'ceil', '''ceil (roundToIntegralTowardPositive): results in (-1, 0) are -0.0, denormals round to 1.0 or -0.0.
Spec example values plus denormals; checked bitwise.''', [('f32', x, [-0.0, -0.0, 1.0, 1.0, 2.0, -2.0, 1.0, -0.0], 0, True)])
x = V([8388607.5, 8388608.0, 16777217.0, 1e30, -1e30, INF, -INF, NAN, -0.0], 'f32')
tf('ceil_large_and_specials', 'ceil', '''ceil of f32 values at and above 2^23 (already integral), huge values, infinities, NaN and -0.0.''',
   [('f32', x, [8388608.0, 8388608.0, 16777216.0, f32(1e30), f32(-1e30), INF, -INF, NAN, -0.0], 0),
    ('f32', [-0.0, 8388607.5], [-0.0, 8388608.0], 0, True)])
tf('ceil_f16_bf16_f64', 'ceil', '''ceil in f16, bf16 and f64: halves, values just above an integer, -0.5 -> -0.0 (bits), f64 2^52-0.5.''',
   [('f16', V([1.5, -1.5, 0.0001, -0.0001, 1023.5, 65504.0], 'f16'), [2.0, -1.0, 1.0, -0.0, 1024.0, 65504.0], 0, True),
    ('bf16', V([1.5, -1.5, 0.00390625, -127.5, 256.0], 'bf16'), [2.0, -1.0, 1.0, -127.0, 256.0], 0, True),
    ('f64', [4503599627370495.5, -4503599627370495.5, 0.5, -0.5, 5e-324], [4503599627370496.0, -4503599627370495.0, 1.0, -0.0, 1.0], 0, True)])
x = V([-0.8166, -0.253, 0.253, 0.8166, 2.0, -2.5, 1e-45, -1e-45, -0.0], 'f32')
tf('floor_f32_signs', 'floor', '''floor (roundToIntegralTowardNegative): results in [0, 1) keep +0.0, -0.0 stays -0.0, negative
denormals go to -1.0. Spec example values plus denormals; checked bitwise.''', [('f32', x, [-1.0, -1.0, 0.0, 0.0, 2.0, -3.0, 0.0, -1.0, -0.0], 0, True)])
x = V([-8388607.5, 8388607.5, 16777217.0, 1e30, -1e30, INF, -INF, NAN], 'f32')
tf('floor_large_and_specials', 'floor', '''floor of f32 values near and above 2^23, huge values, infinities and NaN.''',
   [('f32', x, [-8388608.0, 8388607.0, 16777216.0, f32(1e30), f32(-1e30), INF, -INF, NAN], 0)])
tf('floor_f16_bf16_f64', 'floor', '''floor in f16, bf16 and f64: halves, small magnitudes, f64 values next to 2^52. Checked bitwise.''',
   [('f16', V([1.5, -1.5, 0.0001, -0.0001, -1023.5, -65504.0], 'f16'), [1.0, -2.0, 0.0, -1.0, -1024.0, -65504.0], 0, True),
    ('bf16', V([1.5, -1.5, 0.00390625, -127.5, -0.0], 'bf16'), [1.0, -2.0, 0.0, -128.0, -0.0], 0, True),
    ('f64', [4503599627370495.5, -4503599627370495.5, 0.5, -0.5, -5e-324], [4503599627370495.0, -4503599627370496.0, 0.0, -1.0, -1.0], 0, True)])
