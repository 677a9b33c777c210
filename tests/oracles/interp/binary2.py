from gen import *
from binary1 import V, ic, I8, I16, I32, I64, U8, U16, U32, U64, mul
def tdiv(a, b):  # XLA integer divide: x/0 = -1 (all ones), INT_MIN/-1 = INT_MIN (wrap handles it)
    if b == 0: return -1
    q = abs(a) // abs(b); return q if (a < 0) == (b < 0) else -q
def trem(a, b):  # XLA: x % 0 = x; INT_MIN % -1 = 0
    if b == 0: return a
    return a - tdiv(a, b) * b
bfile('multiply_int_wrap', 'multiply', '''multiply on integers keeps the low N bits of the product (wraps modulo 2^N).''',
      [ic(I8, [16, -128, 127, -7], [16, -1, 127, 9], mul), ic(I16, [256, -32768], [256, -1], mul),
       ic(I32, [65536, 2147483647, -2147483648], [65536, 2, -1], mul), ic(I64, [4294967296, -9223372036854775808, 3037000500], [4294967296, -1, 3037000500], mul),
       ic(U8, [200, 16], [2, 16], mul), ic(U16, [65535], [65535], mul), ic(U32, [65536, 4294967295], [65536, 4294967295], mul),
       ic(U64, [18446744073709551615, 4294967296], [18446744073709551615, 4294967296], mul)])
bfile('multiply_float_specials', 'multiply', '''multiply on f32 is IEEE multiplication: 0 * inf = NaN, sign of zero products is the XOR of the signs,
overflow to inf, NaN propagates. Zeros checked bitwise.''',
      [('f32', V([0.0, INF, NAN, 3e38, -3e38, INF], 'f32'), V([INF, -1.0, 0.0, 10.0, 10.0, INF], 'f32'), [NAN, -INF, NAN, INF, -INF, INF], 0),
       ('f32', [-0.0, -1.0, -0.0, 0.0, 1e-30], [5.0, 0.0, -0.0, -7.0, -1e-30], [-0.0, -0.0, 0.0, -0.0, -0.0], 0, True)])
bfile('multiply_denormal_rounding', 'multiply', '''multiply into the denormal range rounds to nearest-even without flushing: 2^-149 * 0.5 is a tie -> +0,
3 * 2^-149 * 0.5 = 1.5 * 2^-149 -> 2 * 2^-149, 2^-126 * 0.25 = 2^-128 exactly; f64 likewise at 2^-1074.''',
      [('f32', V([1e-45, f32(3 * 2.0**-149), 2.0**-126, -1e-45, 2.0**-100], 'f32'), [0.5, 0.5, 0.25, 0.75, 2.0**-40],
        [0.0, f32(2 * 2.0**-149), 2.0**-128, -1e-45, f32(2.0**-140)], 0, True),
       ('f64', [5e-324, 1.5e-323, 2.0**-1022], [0.5, 0.5, 2.0**-10], [0.0, 1e-323, 2.0**-1032], 0, True)])
bfile('multiply_bool_and', 'multiply', '''multiply on i1 is logical AND (spec).''',
      [('int', 'i1', [True, True, False, False], [True, False, True, False], [True, False, False, False])])
bfile('multiply_rounding_types', 'multiply', '''multiply rounds to nearest-even in f16, bf16 and f64; f16 256 * 256 overflows to inf.''',
      [('f16', [256.0, 0.1, 3.0], [256.0, 0.1, 0.333251953125], [INF, f16(f16(0.1) ** 2), f16(3 * 0.333251953125)], 0),
       ('bf16', [1.0078125, 3e38, 0.1], [1.0078125, 2.0, 10.0], [bf16(1.0078125 ** 2), INF, bf16(bf16(0.1) * 10)], 0),
       ('f64', [0.1, 1e200, 1.0000000000000002], [3.0, 1e200, 1.0000000000000002], [0.30000000000000004, INF, 1.0000000000000004], 0)])
# divide
bfile('divide_int_trunc', 'divide', '''divide on integers truncates toward zero (spec example [17, -17, 17, -17] / [3, 3, -3, -3] = [5, -5, -5, 5]).''',
      [ic(I64, [17, -17, 17, -17], [3, 3, -3, -3], tdiv), ic(I32, [7, -7, 7, -7, 1, -1], [2, 2, -2, -2, 5, 5], tdiv),
       ic(I8, [-128, 127, -128], [2, -1, 127], tdiv), ic(U8, [255, 7], [2, 8], tdiv), ic(U32, [4294967295], [2], tdiv),
       ic(U64, [18446744073709551615, 17], [3, 3], tdiv), ic(I16, [-32768], [-2], tdiv)])
bfile('divide_int_by_zero_and_overflow', 'divide', '''Integer division by zero and INT_MIN / -1. The StableHLO spec leaves both implementation-defined; these are
XLA's semantics (ElementalIrEmitter::EmitIntegerDivide): x / 0 = -1 (all bits set, so max for unsigned), INT_MIN / -1 = INT_MIN.''',
      [ic(I32, [5, -5, 0, -2147483648], [0, 0, 0, -1], tdiv), ic(I8, [-128, 1], [-1, 0], tdiv), ic(I64, [-9223372036854775808, 7], [-1, 0], tdiv),
       ('int', 'ui8', [5, 0], [0, 0], [255, 255]), ('int', 'ui64', [5], [0], [18446744073709551615]), ic(I16, [-32768], [-1], tdiv)])
bfile('divide_float_specials', 'divide', '''divide on f32 is IEEE division: 1/+0 = inf, 1/-0 = -inf, 0/0 = NaN, inf/inf = NaN, x/inf = signed zero,
denormal quotients are exact and not flushed. Zeros checked bitwise.''',
      [('f32', V([1.0, -1.0, 1.0, 0.0, INF, NAN, 3e38], 'f32'), V([0.0, 0.0, -0.0, 0.0, INF, 1.0, 0.1], 'f32'), [INF, -INF, -INF, NAN, NAN, NAN, INF], 0),
       ('f32', [1.0, -1.0, 0.0, 2.0**-126, -0.0], [INF, INF, -3.0, 4.0, 5.0], [0.0, -0.0, -0.0, 2.0**-128, -0.0], 0, True)])
bfile('divide_rounding_types', 'divide', '''divide is correctly rounded in every float type: 1/3 in f64, f32, f16 and bf16; spec example 17.1 / 3 in f32.''',
      [('f64', [1.0, 2.0, 17.1], [3.0, 3.0, 3.0], [1 / 3, 2 / 3, 17.1 / 3], 0),
       ('f32', V([1.0, 17.1, -17.1], 'f32'), [3.0, 3.0, -3.0], [hp.rnd(hp.dec(1) / 3, 'f32'), hp.rnd(hp.dec(f32(17.1)) / 3, 'f32'), hp.rnd(hp.dec(f32(17.1)) / 3, 'f32')], 0),
       ('f16', [1.0, 1.0, 65504.0], [3.0, 1e-4, 0.5], [hp.rnd(hp.dec(1) / 3, 'f16'), hp.rnd(1 / hp.dec(f16(1e-4)), 'f16'), INF], 0),
       ('bf16', [1.0, 1.0], [3.0, 1e-38], [hp.rnd(hp.dec(1) / 3, 'bf16'), hp.rnd(1 / hp.dec(bf16(1e-38)), 'bf16')], 0)])
# remainder
bfile('remainder_int_signs', 'remainder', '''remainder on integers takes the dividend's sign: lhs - (lhs / rhs) * rhs with truncating division
(spec example [17, -17, 17, -17] % [3, 3, -3, -3] = [2, -2, 2, -2]).''',
      [ic(I64, [17, -17, 17, -17], [3, 3, -3, -3], trem), ic(I8, [-128, 127, -7], [3, -128, 7], trem), ic(I32, [-2147483648, 2147483647], [2147483647, -2147483648], trem),
       ic(U8, [255, 17], [16, 255], trem), ic(U64, [18446744073709551615], [10], trem), ic(U32, [17, 18, 19, 20], [3, 4, 5, 7], trem)])
bfile('remainder_int_by_zero_and_overflow', 'remainder', '''Integer remainder by zero and INT_MIN % -1. The StableHLO spec leaves both implementation-defined; these are XLA's
semantics (ElementalIrEmitter::EmitIntegerRemainder): x % 0 = x, INT_MIN % -1 = 0.''',
      [ic(I32, [5, -5, 0, -2147483648], [0, 0, 0, -1], trem), ic(I8, [-128, -7], [-1, 0], trem), ic(I64, [-9223372036854775808], [-1], trem),
       ('int', 'ui16', [5, 65535], [0, 0], [5, 65535])])
bfile('remainder_float_fmod', 'remainder', '''remainder on floats is lhs - trunc(lhs / rhs) * rhs (C fmod, not IEEE remainder): the sign follows the dividend;
x % 0 = NaN, inf % y = NaN, x % inf = x, -0 % y = -0. Zeros checked bitwise.''',
      [('f32', V([5.5, -5.5, 5.5, -5.5, 1.0, INF, NAN, 7.0], 'f32'), V([2.0, 2.0, -2.0, -2.0, 0.0, 2.0, 2.0, INF], 'f32'), [1.5, -1.5, 1.5, -1.5, NAN, NAN, NAN, 7.0], 0),
       ('f32', [-0.0, 0.0, -4.0, 4.0, 2.0**-126], [1.0, -1.0, 2.0, -2.0, 1e-45], [-0.0, 0.0, -0.0, 0.0, 0.0], 0, True)])
bfile('remainder_float_types', 'remainder', '''remainder in f64 (spec's test: 17.1 % 3 = 2.1000000000000014, exact since fmod is exact), f16 and bf16.''',
      [('f64', [17.1, -17.1, 17.1, -17.1, 1e300], [3.0, 3.0, -3.0, -3.0, 3.0], [2.1000000000000014, -2.1000000000000014, 2.1000000000000014, -2.1000000000000014, math.fmod(1e300, 3.0)], 0),
       ('f16', [65504.0, 7.5, -0.3], [10.0, 2.0, 0.125], [math.fmod(65504.0, 10.0), 1.5, math.fmod(f16(-0.3), 0.125)], 0),
       ('bf16', [3e38, 7.5], [7.0, -2.0], [math.fmod(bf16(3e38), 7.0), 1.5], 0)])
