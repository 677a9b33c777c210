from gen import *
def V(xs, ty): return [rt(x, ty) for x in xs]
def tf(name, op, comment, cases):
    b = Body()
    for c in cases: fcase(b, op, *c)
    write(name, comment, b.s)
# sign
tf('sign_f32', 'sign', '''sign on f32 as the spec defines it: NaN -> NaN, -0.0 -> -0.0, +0.0 -> +0.0, x < 0 -> -1.0,
else 1.0 (also infinities and denormals). Zeros checked bitwise.''',
   [('f32', V([NAN, -1.5, 2.0, INF, -INF, 1e-45, -1e-45, 2.0**-126], 'f32'), [NAN, -1.0, 1.0, 1.0, -1.0, 1.0, -1.0, 1.0], 0),
    ('f32', [-0.0, 0.0, -3e38], [-0.0, 0.0, -1.0], 0, True)])
tf('sign_f16_bf16_f64', 'sign', '''sign in f16, bf16 and f64 (spec example [NaN, -1.0, -0.0, 0.0, 1.0] in f64); bits checked where no NaN.''',
   [('f64', [NAN, -1.0, -0.0, 0.0, 1.0], [NAN, -1.0, -0.0, 0.0, 1.0], 0),
    ('f64', [-0.0, 0.0, 5e-324, -1e300], [-0.0, 0.0, 1.0, -1.0], 0, True),
    ('f16', V([-0.0, 0.0, 5.960464477539063e-08, -65504.0, 0.5], 'f16'), [-0.0, 0.0, 1.0, -1.0, 1.0], 0, True),
    ('bf16', V([-0.0, 0.0, 1e-40, -3e38, -0.5], 'bf16'), [-0.0, 0.0, 1.0, -1.0, -1.0], 0, True)])
# round_nearest_afz
tf('round_nearest_afz_ties', 'round_nearest_afz', '''round_nearest_afz (roundToIntegralTiesToAway): ties round away from zero (spec example
[-2.5, 0.4, 0.5, 0.6, 2.5] -> [-3, 0, 1, 1, 3]); results of magnitude < 1 keep the operand's sign. Bits checked.''',
   [('f32', V([-2.5, 0.4, 0.5, 0.6, 2.5, -0.5, -0.4, -0.0, 1.5, -1.5], 'f32'), [-3.0, 0.0, 1.0, 1.0, 3.0, -1.0, -0.0, -0.0, 2.0, -2.0], 0, True)])
tf('round_nearest_afz_edges', 'round_nearest_afz', '''round_nearest_afz at precision edges: 0.49999997 (largest f32 below 0.5) -> 0 (a naive floor(x + 0.5)
gives 1), 8388607.5 -> 8388608, integers above 2^23 unchanged, infinities and NaN.''',
   [('f32', V([0.49999997, -0.49999997, 8388607.5, -8388607.5, 16777215.0, INF, -INF, NAN], 'f32'),
     [0.0, -0.0, 8388608.0, -8388608.0, 16777215.0, INF, -INF, NAN], 0),
    ('f32', V([0.49999997, -0.49999997], 'f32'), [0.0, -0.0], 0, True)])
tf('round_nearest_afz_f16_bf16_f64', 'round_nearest_afz', '''round_nearest_afz in f16, bf16 and f64: ties and the largest value below 0.5 in each type. Bits checked.''',
   [('f64', [0.49999999999999994, -2.5, 4503599627370495.5, -0.5, 2.5], [0.0, -3.0, 4503599627370496.0, -1.0, 3.0], 0, True),
    ('f16', V([0.4998, -2.5, 1023.5, -0.5], 'f16'), [0.0, -3.0, 1024.0, -1.0], 0, True),
    ('bf16', V([0.498046875, -2.5, 127.5, -0.5], 'bf16'), [0.0, -3.0, 128.0, -1.0], 0, True)])
# round_nearest_even
tf('round_nearest_even_ties', 'round_nearest_even', '''round_nearest_even (roundToIntegralTiesToEven): ties go to the even integer (spec example
[-2.5, 0.4, 0.5, 0.6, 2.5] -> [-2, 0, 0, 1, 2]); -0.5 -> -0.0. Bits checked.''',
   [('f32', V([-2.5, 0.4, 0.5, 0.6, 2.5, -0.5, 1.5, -1.5, 3.5, -0.0], 'f32'), [-2.0, 0.0, 0.0, 1.0, 2.0, -0.0, 2.0, -2.0, 4.0, -0.0], 0, True)])
tf('round_nearest_even_edges', 'round_nearest_even', '''round_nearest_even at precision edges: 0.49999997 -> 0, 8388607.5 -> 8388608 (even), 8388606.5 -> 8388606,
huge values, infinities and NaN.''',
   [('f32', V([0.49999997, 8388607.5, 8388606.5, -8388605.5, 1e30, INF, -INF, NAN], 'f32'),
     [0.0, 8388608.0, 8388606.0, -8388606.0, f32(1e30), INF, -INF, NAN], 0)])
tf('round_nearest_even_f16_bf16_f64', 'round_nearest_even', '''round_nearest_even in f16, bf16 and f64: ties to even in each type. Bits checked.''',
   [('f64', [0.49999999999999994, -2.5, 4503599627370495.5, 4503599627370494.5, -0.5], [0.0, -2.0, 4503599627370496.0, 4503599627370494.0, -0.0], 0, True),
    ('f16', V([0.4998, -2.5, 1023.5, 1022.5, -0.5], 'f16'), [0.0, -2.0, 1024.0, 1022.0, -0.0], 0, True),
    ('bf16', V([0.498046875, -2.5, 127.5, 126.5, -0.5], 'bf16'), [0.0, -2.0, 128.0, 126.0, -0.0], 0, True)])
