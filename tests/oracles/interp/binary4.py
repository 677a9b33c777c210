from gen import *
from binary1 import V, ic, I8, I16, I32, I64, U8, U16, U32, U64
P = math.pi
bfile('atan2_specials', 'atan2', '''atan2(lhs = y, rhs = x) special cases of IEEE-754 atan2 (C99 Annex F): signed zeros select 0 or +-pi,
infinities give multiples of pi/4, NaN propagates; spec example atan2([0, 1, -1], [0, 0, 0]) = [0, pi/2, -pi/2].
Expected angles are pi multiples rounded to f32 (1 ULP); exact zeros checked bitwise.''',
      [('f32', [0.0, 1.0, -1.0, 0.0, -0.0, 0.0, -0.0, -1.0, INF, INF, -INF, 1.0, -1.0, INF, NAN, 1.0],
               [0.0, 0.0, 0.0, -0.0, -0.0, -1.0, -1.0, -0.0, INF, -INF, -INF, -INF, -INF, 1.0, 1.0, NAN],
        [0.0, P / 2, -P / 2, P, -P, P, -P, -P / 2, P / 4, 3 * P / 4, -3 * P / 4, P, -P, P / 2, NAN, NAN], 1),
       ('f32', [0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1e-45], [0.0, 0.0, 1.0, 1.0, INF, INF, 3e38], [0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0.0], 0, True)])
def at(ty, ys, xs):
    ys = [rt(v, ty) for v in ys]; xs = [rt(v, ty) for v in xs]
    return (ty, ys, xs, [hp.rnd(hp.atan2(y, x), ty) for y, x in zip(ys, xs)], 1)
bfile('atan2_f64_values', 'atan2', '''atan2 in f64 in all four quadrants, with very different magnitudes and denormals.
Expected: Python decimal arctangent at 700 digits rounded to f64, within 1 ULP.''',
      [at('f64', [1.0, -3.0, 3.0, -1.0, 1e-300, 1.0, 5e-324, 2.0], [2.0, -4.0, -4.0, 7.0, 1.0, 1e-300, 5e-324, -1e300])])
bfile('atan2_f16_bf16_f32', 'atan2', '''atan2 in f16, bf16 and f32 (including denormal operands).
Expected: Python decimal arctangent at 700 digits rounded to each type, within 1 ULP.''',
      [at('f16', [1.0, -3.0, 3.0, 65504.0], [2.0, -4.0, -4.0, 5.960464477539063e-08]), at('bf16', [1.0, -3.0, 1e-40, 3e38], [2.0, -4.0, 1.0, -1.0]),
       at('f32', [1.0, -3.0, 1e-45, 0.5], [2.0, -4.0, -1.0, 0.5])])
# power
bfile('power_float_specials', 'power', '''power on f32 follows IEEE-754 pow (C99 Annex F): x^0 = 1 even for NaN, 1^y = 1 even for NaN/inf, (-1)^+-inf = 1,
negative base with non-integer exponent = NaN, 0^-1 = inf, (-0)^-1 = -inf, (-0)^3 = -0, (-0)^2 = +0, |x|<1 ^ inf = 0;
spec example [-2, -0, -36, 5, 3] ^ [2, 2, 1.1, 2, -1] = [4, 0, NaN, 25, 0.33333334]. Zeros checked bitwise.''',
      [('f32', V([NAN, 1.0, 1.0, -1.0, -2.0, 0.0, -0.0, 0.5, 2.0, INF, -8.0, -2.0, -36.0, 5.0, 3.0, -2.0], 'f32'),
               V([0.0, NAN, INF, -INF, 0.5, -1.0, -1.0, INF, -INF, -1.0, f32(1 / 3), 3.0, 1.1, 2.0, -1.0, 2.0], 'f32'),
        [1.0, 1.0, 1.0, 1.0, NAN, INF, -INF, 0.0, 0.0, 0.0, NAN, -8.0, NAN, 25.0, f32(1 / 3), 4.0], 1),
       ('f32', [-0.0, -0.0, 0.0, 0.5, 2.0, INF, -INF], [3.0, 2.0, 5.0, INF, -INF, -1.0, -3.0], [-0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.0], 0, True)])
def pw(ty, xs, ys):
    xs = [rt(v, ty) for v in xs]; ys = [rt(v, ty) for v in ys]
    return (ty, xs, ys, [hp.rnd(hp.power(x, y), ty) for x, y in zip(xs, ys)], 1)
bfile('power_float_values', 'power', '''power in f64, f32, f16 and bf16 on non-trivial values, overflow to inf and results in the denormal range.
Expected: Python decimal power at 700 digits rounded to each type, within 1 ULP.''',
      [pw('f64', [2.0, 10.0, 0.5, 1.0000001, 2.0, 7.0, 10.0], [0.5, -300.0, 1074.0, 1e7, -1074.0, 3.7, 309.0]),
       pw('f32', [2.0, 10.0, 3.0, 2.0, 1.5], [0.5, 38.0, 1.7, -149.0, 100.0]),
       pw('f16', [2.0, 10.0, 3.0, 2.0], [0.5, 4.0, 11.0, -24.0]), pw('bf16', [2.0, 10.0, 3.0], [0.5, 30.0, 81.0])])
def ipow(a, b):
    if b < 0: return 1 if a == 1 else 0
    return a ** b
bfile('power_int', 'power', '''power on integers is exact exponentiation wrapped modulo 2^N: 2^31 in i32 = INT_MIN, 2^32 = 0, 3^5 in ui8 = 243,
0^0 = 1, (-2)^3 = -8, (-1)^even = 1.''',
      [ic(I32, [2, -2, 3, 0, 2, 2, -1, -1, 5], [10, 3, 0, 0, 31, 32, 4, 7, 13], ipow), ic(I8, [3, 2, -2], [4, 7, 7], ipow),
       ic(U8, [3, 2, 255], [5, 8, 2], ipow), ic(I64, [3, 2, -3], [40, 63, 39], ipow), ic(U64, [2, 3], [64, 41], ipow), ic(U16, [7], [6], ipow)])
bfile('power_int_negative_exponent', 'power', '''power on signed integers with a negative exponent: the exact value 1/x^n truncates to 0 for |x| > 1 and is 1 for x = 1
(XLA's EmitIntegerPow; the spec only says "integer exponentiation"). (-1)^n and 0^n for n < 0 are left out: XLA gives 0 for both.''',
      [ic(I32, [2, 1, 5, -3, 1, 100], [-1, -5, -2, -1, -2147483648, -1], ipow), ic(I64, [2, 1], [-64, -1], ipow), ic(I8, [1, 127], [-128, -1], ipow)])
