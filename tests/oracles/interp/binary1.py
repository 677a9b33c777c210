from gen import *
def V(xs, ty): return [rt(x, ty) for x in xs]
I8, I16, I32, I64 = ('i8', 8, True), ('i16', 16, True), ('i32', 32, True), ('i64', 64, True)
U8, U16, U32, U64 = ('ui8', 8, False), ('ui16', 16, False), ('ui32', 32, False), ('ui64', 64, False)
def ic(t, xs, ys, f):
    ty, bits_, s = t
    return ('int', ty, xs, ys, [wrap(f(a, b), bits_, s) for a, b in zip(xs, ys)])
add = lambda a, b: a + b; sub = lambda a, b: a - b; mul = lambda a, b: a * b
# add
bfile('add_int_wrap', 'add', '''add on integers wraps modulo 2^N (two's complement for signed types) at every width.''',
      [ic(I8, [127, -128, 100, -1], [1, -1, 100, 1], add), ic(I16, [32767, -32768], [1, -1], add),
       ic(I32, [2147483647, -2147483648, 5], [1, -2147483648, -7], add), ic(I64, [9223372036854775807, -9223372036854775808], [1, -1], add),
       ic(U8, [255, 200, 0], [1, 100, 0], add), ic(U16, [65535], [2], add), ic(U32, [4294967295, 3000000000], [1, 3000000000], add),
       ic(U64, [18446744073709551615, 9223372036854775808], [1, 9223372036854775808], add)])
bfile('add_float_specials', 'add', '''add on f32 is IEEE addition: inf + -inf = NaN, NaN propagates, overflow to inf, exact cancellation gives +0.0
but -0.0 + -0.0 = -0.0, denormals add exactly (2^-149 + 2^-149 = 2^-148, not flushed). Zeros checked bitwise.''',
      [('f32', V([INF, INF, NAN, 1.0, 3e38, -3e38, 1e-45, 2.0**-126], 'f32'), V([-INF, 1.0, 1.0, NAN, 3e38, -3e38, 1e-45, -1e-45], 'f32'),
        [NAN, INF, NAN, NAN, INF, -INF, f32(2.0**-148), f32(2.0**-126 - 2.0**-149)], 0),
       ('f32', [-0.0, -0.0, 0.0, 1.5, -1.5], [-0.0, 0.0, -0.0, -1.5, 1.5], [-0.0, 0.0, 0.0, 0.0, 0.0], 0, True)])
bfile('add_bool_or', 'add', '''add on i1 is logical OR (spec), so true + true = true.''',
      [('int', 'i1', [True, True, False, False], [True, False, True, False], [True, True, True, False])])
bfile('add_rounding_types', 'add', '''add rounds to nearest-even in the element type: f16 2048 + 1 = 2048 (tie, even), 2048 + 3 = 2052;
bf16 256 + 1 = 256, 256 + 3 = 260; f64 2^53 + 1 = 2^53; f16 65504 + 15 = 65504 but 65504 + 16 = 65520 is a tie that rounds to even, i.e. to inf.''',
      [('f16', [2048.0, 2048.0, 65504.0, 65504.0, 0.1], [1.0, 3.0, 15.0, 16.0, 0.2], [2048.0, 2052.0, 65504.0, INF, f16(f16(0.1) + f16(0.2))], 0),
       ('bf16', [256.0, 256.0, 1.0], [1.0, 3.0, 0.00390625], [256.0, 260.0, 1.0], 0),
       ('f64', [9007199254740992.0, 0.1, 1e308], [1.0, 0.2, 1e308], [9007199254740992.0, 0.30000000000000004, INF], 0)])
# subtract
bfile('subtract_int_wrap', 'subtract', '''subtract on integers wraps modulo 2^N: i8 -128 - 1 = 127, ui8 0 - 1 = 255, ui64 0 - 1 = 2^64 - 1.''',
      [ic(I8, [-128, 127, 0], [1, -1, -128], sub), ic(I16, [-32768], [32767], sub), ic(I32, [-2147483648, 0], [1, -2147483648], sub),
       ic(I64, [-9223372036854775808, 9223372036854775807], [1, -1], sub), ic(U8, [0, 5], [1, 10], sub), ic(U16, [0], [65535], sub),
       ic(U32, [0, 1], [1, 4294967295], sub), ic(U64, [0, 5], [1, 18446744073709551615], sub)])
bfile('subtract_float_specials', 'subtract', '''subtract on f32 is IEEE subtraction: inf - inf = NaN, x - x = +0.0, -0.0 - +0.0 = -0.0,
+0.0 - -0.0 = +0.0, denormal differences are exact. Zeros checked bitwise.''',
      [('f32', V([INF, -INF, NAN, 1.0, -3e38, 2.0**-126], 'f32'), V([INF, INF, 1.0, NAN, 3e38, 1e-45], 'f32'),
        [NAN, -INF, NAN, NAN, -INF, f32(2.0**-126 - 2.0**-149)], 0),
       ('f32', [-0.0, 0.0, 0.0, -0.0, 2.5, -2.5], [0.0, -0.0, 0.0, -0.0, 2.5, -2.5], [-0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 0, True)])
bfile('subtract_rounding_types', 'subtract', '''subtract in f16, bf16 and f64 rounds to nearest-even in the type: 1 - 2^-12 in f16 is a tie -> 1.0,
bf16 1 - 2^-9 -> 1.0, catastrophic cancellation in f64 is exact (Sterbenz).''',
      [('f16', [1.0, 1.0, -65504.0], [2.0**-12, 2.0**-11, 32.0], [1.0, f16(1.0 - 2.0**-11), INF * -1], 0),
       ('bf16', [1.0, 1.0, 3e38], [2.0**-9, 2.0**-8, -3e38], [1.0, 1.0 - 2.0**-8, INF], 0),
       ('f64', [1.0000000000000002, 0.3, 1e-308], [1.0, 0.1, 2e-308], [2.220446049250313e-16, 0.19999999999999998, -1e-308], 0)])
