from gen import *
def V(xs, ty): return [rt(x, ty) for x in xs]
def tf(name, op, comment, cases):
    b = Body()
    for c in cases: fcase(b, op, *c)
    write(name, comment, b.s)
PI32 = f32(math.pi); Q32 = f32(math.pi / 4)
HPNOTE = 'Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.'
def vals(name, op, f, comment, cases):
    tf(name, op, comment + '\n' + HPNOTE, [(ty, V(xs, ty), R(f, V(xs, ty), ty), 1) for ty, xs in cases])
S = 'IEEE-754 special cases'
# cosine
tf('cosine_specials', 'cosine', 'cosine: %s (cos(+-0) = 1, cos(+-inf) = NaN, NaN propagates), a denormal and f32(pi).' % S,
   [('f32', V([0.0, -0.0, INF, -INF, NAN, 1e-45, PI32], 'f32'), [1.0, 1.0, NAN, NAN, NAN, 1.0, -1.0], 1)])
vals('cosine_f64_values', 'cosine', hp._cos, 'cosine in f64, including large arguments that need exact range reduction (1e22, 2^1000).',
     [('f64', [1.0, -1.0, 0.5, 100.0, 1e22, 2.0**1000, 1.5707963267948966])])
vals('cosine_f16_bf16_f32', 'cosine', hp._cos, 'cosine in f16, bf16 and f32 (f32 also at 1e30).',
     [('f16', [1.0, -2.0, 0.5, 100.0, 65504.0]), ('bf16', [1.0, -2.0, 0.5, 1e30]), ('f32', [1.0, -2.0, 0.5, 1e30, 3e38])])
# sine
tf('sine_specials', 'sine', 'sine: %s (sin(+-0) = +-0, sin(+-inf) = NaN), tiny denormals (sin x = x) and f32(pi).' % S,
   [('f32', V([0.0, INF, -INF, NAN, PI32], 'f32'), [0.0, NAN, NAN, NAN, f32(-8.742278e-08)], 1),
    ('f32', V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), 0, True)])
vals('sine_f64_values', 'sine', hp.sin, 'sine in f64, including large arguments (1e22, 2^1000), pi and a tiny value.',
     [('f64', [1.0, -1.0, 0.5, 100.0, 1e22, 2.0**1000, math.pi, 1e-300])])
vals('sine_f16_bf16_f32', 'sine', hp.sin, 'sine in f16, bf16 and f32 (f32 also at 1e30 and 3e38).',
     [('f16', [1.0, -2.0, 0.5, 100.0, 65504.0]), ('bf16', [1.0, -2.0, 0.5, 1e30]), ('f32', [1.0, -2.0, 0.5, 1e30, 3e38])])
# tan
tf('tan_specials', 'tan', 'tan: %s (tan(+-0) = +-0, tan(+-inf) = NaN, NaN), tiny denormals and f32(pi/4) -> 1.0.' % S,
   [('f32', V([0.0, INF, -INF, NAN, Q32], 'f32'), [0.0, NAN, NAN, NAN, 1.0], 1),
    ('f32', V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), 0, True)])
vals('tan_f64_values', 'tan', hp.tan, 'tan in f64: near the pole pi/2, at pi, large arguments (1e22, 2^1000) and a tiny value.',
     [('f64', [1.0, -1.0, 0.5, 1.5707963267948966, math.pi, 1e22, 2.0**1000, 1e-300, -1.2])])
vals('tan_f32_values', 'tan', hp.tan, 'tan in f32: ordinary values, near the pole f32(pi/2) and large arguments.',
     [('f32', [0.5, -1.2, 1.57, f32(math.pi / 2), 100.0, 1e30, -3e38])])
vals('tan_f16_bf16', 'tan', hp.tan, 'tan in f16 and bf16.',
     [('f16', [1.0, -0.5, 1.5, 100.0, 0.0001]), ('bf16', [1.0, -0.5, 1.5, 1e30, 1e-38])])
# tanh
tf('tanh_specials', 'tanh', 'tanh: %s (tanh(+-0) = +-0, tanh(+-inf) = +-1, NaN) and saturation at +-20 in f32.' % S,
   [('f32', V([INF, -INF, NAN, 20.0, -20.0], 'f32'), [1.0, -1.0, NAN, 1.0, -1.0], 0),
    ('f32', V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), 0, True)])
vals('tanh_f64_values', 'tanh', hp.tanh, 'tanh in f64: small arguments where tanh(x) ~ x, moderate and saturating ones.',
     [('f64', [0.5, -0.5, 1e-10, 10.0, 19.0, 25.0, 1e-300, -3.0])])
vals('tanh_f16_bf16_f32', 'tanh', hp.tanh, 'tanh in f16, bf16 and f32.',
     [('f16', [0.5, -1.0, 3.0, 0.001]), ('bf16', [0.5, -1.0, 3.0, 1e-30]), ('f32', [0.5, -1.0, 3.0, 1e-30, 9.0])])
# exponential
tf('exponential_specials', 'exponential', 'exponential: %s (e^+-0 = 1, e^inf = inf, e^-inf = +0, NaN), f32 overflow and underflow.' % S,
   [('f32', V([0.0, -0.0, INF, NAN, 89.0, 1000.0], 'f32'), [1.0, 1.0, INF, NAN, INF, INF], 0),
    ('f32', V([-INF, -110.0, -1000.0], 'f32'), [0.0, 0.0, 0.0], 0, True)])
vals('exponential_f64_values', 'exponential', hp.exp, 'exponential in f64, up to the overflow threshold and down into denormal results (e^-745).',
     [('f64', [1.0, -1.0, 2.0, 0.5, 709.0, 710.0, -708.0, -745.0, -746.0, 1e-300])])
vals('exponential_f32_denormal_results', 'exponential', hp.exp, 'exponential in f32 with results in the denormal range (not flushed to zero) and near FLT_MAX.',
     [('f32', [-100.0, -90.0, -103.0, 88.0, 88.7])])
vals('exponential_f16_bf16', 'exponential', hp.exp, 'exponential in f16 (overflow above ~11.09, denormal results) and bf16.',
     [('f16', [1.0, -1.0, 11.0, 12.0, -16.0, -9.0]), ('bf16', [1.0, -1.0, 88.0, 89.0, -90.0])])
# expm1
tf('exponential_minus_one_specials', 'exponential_minus_one', 'exponential_minus_one: %s (expm1(+-0) = +-0, expm1(inf) = inf, expm1(-inf) = -1), tiny denormals (expm1 x = x).' % S,
   [('f32', V([INF, -INF, NAN, -100.0], 'f32'), [INF, -1.0, NAN, -1.0], 0),
    ('f32', V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), 0, True)])
vals('exponential_minus_one_f64_values', 'exponential_minus_one', hp.expm1, 'exponential_minus_one in f64: tiny arguments where exp(x) - 1 would cancel, and large ones.',
     [('f64', [1e-10, -1e-10, 1.0, -1.0, 1e-300, 700.0, -40.0, 1e-5])])
vals('exponential_minus_one_f16_bf16_f32', 'exponential_minus_one', hp.expm1, 'exponential_minus_one in f16, bf16 and f32 with small arguments.',
     [('f16', [0.001, -0.001, 1.0, 10.0]), ('bf16', [0.001, -0.001, 1.0, 1e-20]), ('f32', [1e-7, -1e-7, 1.0, 1e-30, 80.0])])
# log
tf('log_specials', 'log', 'log: %s (log(+-0) = -inf, log(x<0) = NaN, log(inf) = inf, log(1) = +0) and the smallest denormal.' % S,
   [('f32', V([0.0, -0.0, -1.0, INF, -INF, NAN, 1e-45], 'f32'), [-INF, -INF, NAN, INF, NAN, NAN, f32(-103.27893)], 1),
    ('f32', [1.0], [0.0], 0, True)])
vals('log_f64_values', 'log', hp.ln, 'log in f64: tiny, denormal, huge and next-to-one arguments.',
     [('f64', [2.0, 10.0, 0.5, 1e-300, 5e-324, 1.7976931348623157e308, 1.0000000000000002, 0.9999999999999999])])
vals('log_f16_bf16_f32', 'log', hp.ln, 'log in f16 (incl. a denormal), bf16 and f32.',
     [('f16', [2.0, 10.0, 65504.0, 5.960464477539063e-08]), ('bf16', [2.0, 10.0, 1e38, 1e-40]), ('f32', [2.0, 10.0, 3e38, 1e-40, 1.0000001])])
# log1p
tf('log_plus_one_specials', 'log_plus_one', 'log_plus_one: %s (log1p(+-0) = +-0, log1p(-1) = -inf, log1p(x < -1) = NaN, log1p(inf) = inf), tiny denormals.' % S,
   [('f32', V([-1.0, -2.0, INF, -INF, NAN], 'f32'), [-INF, NAN, INF, NAN, NAN], 0),
    ('f32', V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), V([-0.0, 0.0, 1e-45, -1e-45], 'f32'), 0, True)])
vals('log_plus_one_f64_values', 'log_plus_one', hp.log1p, 'log_plus_one in f64: tiny arguments where log(1 + x) would lose precision, and values near -1.',
     [('f64', [1e-10, -1e-10, 1.0, -0.5, 1e-300, -0.9999999999999999, 1e300, 7.0])])
vals('log_plus_one_f16_bf16_f32', 'log_plus_one', hp.log1p, 'log_plus_one in f16, bf16 and f32 with small arguments (spec example values in f32).',
     [('f16', [0.001, -0.001, 1.0, 15.0]), ('bf16', [0.001, -0.5, 1e-20, 15.0]), ('f32', [-0.999, 7.0, 6.38905621, 15.0, 1e-7])])
# sqrt
tf('sqrt_specials', 'sqrt', 'sqrt: %s (sqrt(-0) = -0, sqrt(x<0) = NaN, sqrt(inf) = inf) and exact squares incl. denormal 2^-148 -> 2^-74.' % S,
   [('f32', V([-1.0, INF, -INF, NAN, 4.0, 0.25], 'f32'), [NAN, INF, NAN, NAN, 2.0, 0.5], 0),
    ('f32', V([-0.0, 0.0, 2.0**-148, 9.0], 'f32'), [-0.0, 0.0, 2.0**-74, 3.0], 0, True)])
tf('sqrt_correctly_rounded', 'sqrt', 'sqrt is IEEE squareRoot, correctly rounded: exact bits for non-squares in f64 and f32 (0 ULP).\n' + HPNOTE.replace('within 1 ULP', 'exactly'),
   [('f64', [2.0, 3.0, 0.5, 1e-300, 5e-324, 1.7976931348623157e308], R(hp.sqrt, [2.0, 3.0, 0.5, 1e-300, 5e-324, 1.7976931348623157e308], 'f64'), 0),
    ('f32', V([2.0, 3.0, 1e-45, 3e38, 0.1], 'f32'), R(hp.sqrt, V([2.0, 3.0, 1e-45, 3e38, 0.1], 'f32'), 'f32'), 0)])
tf('sqrt_f16_bf16', 'sqrt', 'sqrt in f16 and bf16, correctly rounded (0 ULP), incl. denormal inputs.\n' + HPNOTE.replace('within 1 ULP', 'exactly'),
   [('f16', V([2.0, 3.0, 65504.0, 5.960464477539063e-08], 'f16'), R(hp.sqrt, V([2.0, 3.0, 65504.0, 5.960464477539063e-08], 'f16'), 'f16'), 0),
    ('bf16', V([2.0, 3.0, 1e38, 1e-40], 'bf16'), R(hp.sqrt, V([2.0, 3.0, 1e38, 1e-40], 'bf16'), 'bf16'), 0)])
# rsqrt
tf('rsqrt_specials', 'rsqrt', 'rsqrt (IEEE rSqrt): rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x<0) = NaN, rsqrt(inf) = +0, NaN; exact powers of 4.',
   [('f32', V([0.0, -0.0, -1.0, NAN, 4.0, 0.25, -INF], 'f32'), [INF, -INF, NAN, NAN, 0.5, 2.0, NAN], 0),
    ('f32', [INF, 16.0], [0.0, 0.25], 0, True)])
vals('rsqrt_f64_values', 'rsqrt', lambda x: 1 / hp.sqrt(x), 'rsqrt in f64 incl. tiny, denormal and huge arguments.',
     [('f64', [2.0, 3.0, 0.5, 1e-300, 5e-324, 1e300, 1.7976931348623157e308])])
vals('rsqrt_f16_bf16_f32', 'rsqrt', lambda x: 1 / hp.sqrt(x), 'rsqrt in f16, bf16 and f32 incl. denormal inputs (spec example 9 -> 0.33333334).',
     [('f16', [2.0, 3.0, 9.0, 65504.0, 5.960464477539063e-08]), ('bf16', [2.0, 9.0, 1e38, 1e-40]), ('f32', [2.0, 9.0, 25.0, 1e-45, 3e38])])
# logistic
tf('logistic_specials', 'logistic', 'logistic = 1 / (1 + exp(-x)): logistic(+-0) = 0.5, (+inf) = 1, (-inf) = 0, NaN; f32 saturation to 1.0 at x = 20.',
   [('f32', V([0.0, -0.0, INF, NAN, 20.0, 100.0], 'f32'), [0.5, 0.5, 1.0, NAN, 1.0, 1.0], 0),
    ('f32', [-INF], [0.0], 0, True)])
vals('logistic_f64_values', 'logistic', hp.logistic, 'logistic in f64: spec example values, large negative arguments (tiny results) and large positive ones (1.0).',
     [('f64', [1.0, -1.0, 2.0, 3.0, -40.0, 40.0, 1e-10, -700.0])])
vals('logistic_f16_bf16_f32', 'logistic', hp.logistic, 'logistic in f16, bf16 and f32 (f32 also at -20 and -80, where results are tiny but normal).',
     [('f16', [1.0, -1.0, 2.0, -10.0, 0.001]), ('bf16', [1.0, -1.0, 2.0, -50.0]), ('f32', [1.0, -1.0, 2.0, -20.0, -80.0])])
