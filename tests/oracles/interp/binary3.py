from gen import *
from binary1 import V, ic, I8, I16, I32, I64, U8, U16, U32, U64
# maximum / minimum
bfile('maximum_float_nan_and_zeros', 'maximum', '''maximum on floats is IEEE-754 maximum: NaN in either operand gives NaN (unlike C fmax), and -0.0 < +0.0,
so max(-0, +0) = max(+0, -0) = +0.0. Zeros checked bitwise.''',
      [('f32', V([NAN, 1.0, NAN, -INF, INF, 1e-45], 'f32'), V([1.0, NAN, -INF, 5.0, NAN, 0.0], 'f32'), [NAN, NAN, NAN, 5.0, NAN, 1e-45], 0),
       ('f32', [-0.0, 0.0, -0.0, -1.0], [0.0, -0.0, -0.0, -0.0], [0.0, 0.0, -0.0, -0.0], 0, True)])
bfile('minimum_float_nan_and_zeros', 'minimum', '''minimum on floats is IEEE-754 minimum: NaN in either operand gives NaN (unlike C fmin), and -0.0 < +0.0,
so min(-0, +0) = min(+0, -0) = -0.0. Zeros checked bitwise.''',
      [('f32', V([NAN, 1.0, NAN, INF, -INF, -1e-45], 'f32'), V([1.0, NAN, INF, 5.0, NAN, 0.0], 'f32'), [NAN, NAN, NAN, 5.0, NAN, -1e-45], 0),
       ('f32', [-0.0, 0.0, 0.0, 1.0], [0.0, -0.0, 0.0, 0.0], [-0.0, -0.0, 0.0, 0.0], 0, True)])
mx = max; mn = min
bfile('maximum_int_signedness', 'maximum', '''maximum on integers compares as the element type says: signed for iN, unsigned for uiN
(ui8 255 > 1 though its bits are -1 as i8); spec example [[1, 2], [7, 8]] max [[5, 6], [3, 4]].''',
      [ic(I8, [-128, 127, -1], [127, -128, 0], mx), ic(U8, [255, 0, 128], [1, 0, 127], mx), ic(I32, [1, 2, 7, 8], [5, 6, 3, 4], mx),
       ic(I64, [-9223372036854775808, -1], [9223372036854775807, -2], mx), ic(U64, [18446744073709551615, 1], [0, 9223372036854775808], mx),
       ic(I16, [-32768], [-32767], mx), ic(U16, [65535], [32768], mx), ic(U32, [4294967295], [2147483648], mx)])
bfile('minimum_int_signedness', 'minimum', '''minimum on integers compares as the element type says: signed for iN, unsigned for uiN
(spec example [[1, 2], [7, 8]] min [[5, 6], [3, 4]] = [[1, 2], [3, 4]]).''',
      [ic(I8, [-128, 127, -1], [127, -128, 0], mn), ic(U8, [255, 0, 128], [1, 0, 127], mn), ic(I32, [1, 2, 7, 8], [5, 6, 3, 4], mn),
       ic(I64, [-9223372036854775808, -1], [9223372036854775807, -2], mn), ic(U64, [18446744073709551615, 1], [0, 9223372036854775808], mn),
       ic(I16, [-32768], [-32767], mn), ic(U16, [65535], [32768], mn), ic(U32, [4294967295], [2147483648], mn)])
bfile('maximum_bool_and_types', 'maximum', '''maximum on i1 is logical OR (spec); in f16/bf16/f64 it is exact and propagates NaN.''',
      [('int', 'i1', [True, True, False, False], [True, False, True, False], [True, True, True, False]),
       ('f16', [65504.0, NAN, -0.5], [INF, 1.0, -0.25], [INF, NAN, -0.25], 0),
       ('bf16', [1e-40, NAN, -3e38], [0.0, 1.0, -INF], [1e-40, NAN, -3e38], 0),
       ('f64', [5e-324, NAN, 1.0000000000000002], [0.0, 2.0, 1.0], [5e-324, NAN, 1.0000000000000002], 0)])
bfile('minimum_bool_and_types', 'minimum', '''minimum on i1 is logical AND (spec); in f16/bf16/f64 it is exact and propagates NaN.''',
      [('int', 'i1', [True, True, False, False], [True, False, True, False], [True, False, False, False]),
       ('f16', [-65504.0, NAN, -0.5], [-INF, 1.0, -0.25], [-INF, NAN, -0.5], 0),
       ('bf16', [-1e-40, NAN, 3e38], [0.0, 1.0, INF], [-1e-40, NAN, 3e38], 0),
       ('f64', [-5e-324, NAN, 1.0000000000000002], [0.0, 2.0, 1.0], [-5e-324, NAN, 1.0], 0)])
# and / or / xor
band = lambda a, b: a & b; bor = lambda a, b: a | b; bxor = lambda a, b: a ^ b
for op, f, spec, tbl in [('and', band, 'AND', [True, False, False, False]), ('or', bor, 'OR', [True, True, True, False]), ('xor', bxor, 'XOR', [False, True, True, False])]:
    bfile(op + '_bool', op, '%s on i1 is logical %s: the full truth table.' % (op, spec),
          [('int', 'i1', [True, True, False, False], [True, False, True, False], tbl)])
    bfile(op + '_signed', op, '%s on signed integers is bitwise %s of the two\'s complement patterns (i8, i16, i32, i64).' % (op, spec),
          [ic(I8, [-1, -128, 0x55, -86], [0x0F, 127, -86, -86], f), ic(I16, [-32768, 0x1234], [-1, -4661], f),
           ic(I32, [1, 2, 3, 4], [5, 6, 7, 8], f), ic(I32, [-2147483648, 2147483647], [-1, -1], f),
           ic(I64, [-9223372036854775808, 0x0F0F0F0F0F0F0F0F], [9223372036854775807, -1], f)])
    bfile(op + '_unsigned', op, '%s on unsigned integers is bitwise %s at every width, up to the maximum values.' % (op, spec),
          [ic(U8, [255, 0xF0, 0xAA], [0x0F, 0x3C, 0x55], f), ic(U16, [65535, 0xFF00], [0x00FF, 0x0FF0], f),
           ic(U32, [4294967295, 0x80000001], [0x7FFFFFFF, 0x80000000], f),
           ic(U64, [18446744073709551615, 0x0123456789ABCDEF], [0x8000000000000000, 0xFEDCBA9876543210], f)])
