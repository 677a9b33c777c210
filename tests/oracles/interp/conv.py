from gen import *
def cv(b, fty, xs, tty, es, xlit=None, elit=None):
    n = len(xs)
    F = tt(n, fty); T = tt(n, tty)
    x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, xlit or (lits(xs, fty) if fty in HEXW else ilits(xs, fty)), F))
    y = b.fresh('y'); b.line('%s = stablehlo.convert %s : (%s) -> %s' % (y, x, F, T))
    if tty in HEXW:
        u = tt(n, UI[tty]); yb = b.fresh('bits')
        b.line('%s = stablehlo.bitcast_convert %s : (%s) -> %s' % (yb, y, T, u))
        b.line('check.expect_eq_const %s, dense<[%s]> : %s  // [%s]' % (yb, ', '.join('0x%0*X' % (HEXW[tty], bits(rt(e, tty), tty)) for e in es), u, ', '.join(lit(e, tty) if (math.isnan(e) or math.isinf(e)) else repr(rt(e, tty)) for e in es)))
    else:
        b.line('check.expect_eq_const %s, dense<%s> : %s' % (y, elit or ilits(es, tty), T))
def ilits(xs, ty):
    if ty == 'i1': return '[' + ', '.join('true' if v else 'false' for v in xs) + ']'
    return '[' + ', '.join(str(int(v)) for v in xs) + ']'
def cfile(name, comment, cases):
    b = Body()
    for c in cases: cv(b, *c)
    write(name, comment, b.s)
cfile('convert_float_to_int_truncates', '''convert float -> integer truncates toward zero (spec: "the fractional part is truncated") for in-range values,
incl. the largest f32 below 2^31 and f64 values just below 2^52.''',
      [('f32', V := [1.9, -1.9, 0.5, -0.5, -0.0, 2147483520.0, -2147483648.0, 100.99999], 'i32', [1, -1, 0, 0, 0, 2147483520, -2147483648, 100]),
       ('f32', [127.9, -128.9, 1e-45, -0.99], 'i8', [127, -128, 0, 0]),
       ('f64', [-9.5, 9.99, 4503599627370495.5, -9223372036854775808.0, 9223372036854774784.0], 'i64', [-9, 9, 4503599627370495, -9223372036854775808, 9223372036854774784]),
       ('f16', [65504.0, -1.5, 0.0009765625], 'i32', [65504, -1, 0]), ('bf16', [2.0**62, -255.0, -1.99], 'i64', [2**62, -255, -1])])
cfile('convert_float_to_int_saturates', '''convert float -> signed integer out of range: the spec leaves it TBD (#180); this follows XLA
(ElementalIrEmitter kConvert): values <= INT_MIN give INT_MIN, values >= INT_MAX give INT_MAX, NaN gives 0.''',
      [('f32', [3e9, -3e9, INF, -INF, NAN, 2147483648.0, -2147483904.0], 'i32', [2147483647, -2147483648, 2147483647, -2147483648, 0, 2147483647, -2147483648]),
       ('f32', [200.0, -200.0, NAN, 128.0, -129.0], 'i8', [127, -128, 0, 127, -128]),
       ('f64', [1e19, -1e19, NAN, 9223372036854775808.0, INF], 'i64', [9223372036854775807, -9223372036854775808, 0, 9223372036854775807, 9223372036854775807]),
       ('f16', [65504.0, -65504.0, INF], 'i16', [32767, -32768, 32767])])
cfile('convert_float_to_unsigned', '''convert float -> unsigned integer: truncation in range; negative values, -0.0 and NaN give 0 and values >= UINT_MAX
give UINT_MAX (the spec leaves out-of-range TBD (#180); this follows XLA's kConvert clamping).''',
      [('f32', [255.9, 1.5, -1.5, -0.0, NAN, 300.7, INF, -INF], 'ui8', [255, 1, 0, 0, 0, 255, 255, 0]),
       ('f64', [4294967295.9, 4294967296.0, -1e300, 3000000000.5], 'ui32', [4294967295, 4294967295, 0, 3000000000]),
       ('f64', [18446744073709551616.0, 9223372036854775808.0, 1e300], 'ui64', [18446744073709551615, 9223372036854775808, 18446744073709551615]),
       ('f32', [1.8446744e19, 4294967296.0], 'ui64', [18446744073709551615, 4294967296])])
cfile('convert_int_narrowing_wraps', '''convert integer -> narrower integer keeps the low bits (two's complement wrap-around). The spec allows either
wrapping or saturation (implementation-defined); XLA wraps (LLVM trunc), and so is expected here.''',
      [('i32', [300, -129, 128, 255, -1, 65536 + 7], 'i8', [44, 127, -128, -1, -1, 7]),
       ('i64', [4294967296 + 5, -2147483649, 2147483648], 'i32', [5, 2147483647, -2147483648]),
       ('i32', [70000, -1], 'ui16', [4464, 65535]), ('ui32', [4294967295, 256], 'ui8', [255, 0]),
       ('ui64', [18446744073709551615], 'i16', [-1])])
cfile('convert_int_signedness', '''convert between signed and unsigned integers: widening sign-extends signed sources and zero-extends unsigned ones;
same-width conversion reinterprets the bits (out-of-range values wrap, as XLA does).''',
      [('i8', [-1, -128, 127], 'ui8', [255, 128, 127]), ('ui8', [255, 128], 'i8', [-1, -128]),
       ('i32', [-1, -2147483648], 'ui64', [18446744073709551615, 18446744071562067968]),
       ('ui32', [4294967295, 2147483648], 'i64', [4294967295, 2147483648]), ('i16', [-2], 'i64', [-2]), ('ui16', [65535], 'i32', [65535]),
       ('i64', [-1], 'ui32', [4294967295])])
cfile('convert_int_to_float_rounding', '''convert integer -> float rounds to nearest, ties to even, when the value is not representable (the spec leaves
inexact conversions TBD (#180); IEEE-754 convertFromInt and XLA round to nearest-even): 2^24 + 1 -> 2^24, 2^24 + 3 -> 2^24 + 4,
i64/ui64 extremes, f16 overflow to inf from 65520 up, bf16 with 8 significant bits. Bits checked.''',
      [('i32', [16777217, 16777219, -16777217, 2147483647, -2147483648], 'f32', [16777216.0, 16777220.0, -16777216.0, 2147483648.0, -2147483648.0]),
       ('i64', [9007199254740993, 9223372036854775807, -9223372036854775808], 'f64', [9007199254740992.0, 9223372036854775808.0, -9223372036854775808.0]),
       ('ui64', [18446744073709551615, 9007199254740995], 'f64', [18446744073709551616.0, 9007199254740996.0]),
       ('ui64', [18446744073709551615], 'f32', [18446744073709551616.0]),
       ('i32', [65519, 65520, -70000, 2049, 2051], 'f16', [65504.0, INF, -INF, 2048.0, 2052.0]),
       ('i32', [257, 259, -32769, 2147483647], 'bf16', [256.0, 260.0, -32768.0, 2147483648.0]),
       ('ui8', [255], 'f16', [255.0]), ('i8', [-128], 'bf16', [-128.0])])
cfile('convert_float_narrowing_rounding', '''convert f64 -> f32 and f32 -> f16 round to nearest, ties to even; overflow gives +-inf, values below half the smallest
denormal give +-0, denormal results are kept; NaN stays NaN, -0.0 stays -0.0. Bits checked.''',
      [('f64', [1.0 + 2.0**-24, 1.0 + 3 * 2.0**-24, 1e39, -1e39, 1e-46, -1e-46, 1e-45, 3.4028235677973366e38, -0.0, 0.1], 'f32',
        [1.0, 1.0 + 2.0**-22, INF, -INF, 0.0, -0.0, f32(1e-45), INF, -0.0, f32(0.1)]),
       ('f32', [65519.0, 65520.0, -65520.0, 2.9802322e-08, 2.9802326e-08, 1.0009765625 + 2.0**-11, 1e-45, -0.0], 'f16',
        [65504.0, INF, -INF, 0.0, 5.960464477539063e-08, 1.0009765625 + 2.0**-10 if False else 1.001953125, 0.0, -0.0]),
       ('f64', [1e-8, 6.103515625e-05, -1e10], 'f16', [5.960464477539063e-08 * round(1e-8 / 5.960464477539063e-08), 6.103515625e-05, -INF])])
cfile('convert_to_bf16', '''convert f32 -> bf16 rounds to nearest-even at 8 significant bits: 1 + 2^-8 is a tie -> 1.0, 1 + 3 * 2^-8 -> 1 + 2^-6;
FLT_MAX rounds up to inf; f32 denormals stay denormal in bf16; f16 and f64 inputs whose bf16 rounding is unambiguous.''',
      [('f32', [1.00390625, 1.01171875, 3.4028234663852886e38, -3.4028234663852886e38, 1e-40, 65535.0, -0.0, 3.3895313892515355e38], 'bf16',
        [1.0, 1.015625, INF, -INF, bf16(1e-40), 65536.0, -0.0, 3.3895313892515355e38]),
       ('f16', [65504.0, 5.960464477539063e-08, 0.1], 'bf16', [65536.0, bf16(5.960464477539063e-08), bf16(f16(0.1))]),
       ('f64', [1.0 + 2.0**-9, 1e300, 2.5], 'bf16', [1.0, INF, 2.5])])
cfile('convert_widening_exact', '''widening float conversions are exact: f16 and bf16 denormals, max values, inf and -0.0 survive f16/bf16 -> f32 -> f64.''',
      [('f16', [5.960464477539063e-08, 65504.0, -INF, -0.0, 0.1], 'f32', [5.960464477539063e-08, 65504.0, -INF, -0.0, f16(0.1)]),
       ('bf16', [bf16(1e-40), 3.3895313892515355e38, INF, -0.0], 'f32', [bf16(1e-40), 3.3895313892515355e38, INF, -0.0]),
       ('f32', [1e-45, 3.4028234663852886e38, -0.0, f32(0.1)], 'f64', [1.401298464324817e-45, 3.4028234663852886e38, -0.0, f32(0.1)]),
       ('f16', [6.103515625e-05, -2.0], 'f64', [6.103515625e-05, -2.0])])
cfile('convert_bool', '''convert to and from i1 (spec): false -> 0 and true -> 1 in every type; a zero value (incl. -0.0) -> false and any
non-zero value (incl. NaN and denormals) -> true.''',
      [('i1', [True, False], 'f32', [1.0, 0.0]), ('i1', [True, False], 'i32', [1, 0]), ('i1', [True, False], 'ui64', [1, 0]),
       ('i1', [True, False], 'bf16', [1.0, 0.0]), ('i1', [True, False], 'i8', [1, 0]),
       ('f32', [0.0, -0.0, NAN, 1e-45, -2.5, INF], 'i1', [False, False, True, True, True, True]),
       ('i32', [0, 2, -1, -2147483648], 'i1', [False, True, True, True]), ('ui8', [0, 255, 128], 'i1', [False, True, True]),
       ('f16', [5.960464477539063e-08, -0.0], 'i1', [True, False]), ('f64', [5e-324, 0.0], 'i1', [True, False])])
cfile('convert_nan_and_identity', '''convert keeps NaN as NaN across float types, and converting to the same type is the identity
(bits of a NaN payload, -0.0 and denormals unchanged).''',
      [('f32', [NAN], 'f64', [NAN]), ('f32', [-1.5, -0.0, 1e-45], 'f32', [-1.5, -0.0, 1e-45]), ('i64', [-9223372036854775808], 'i64', [-9223372036854775808]),
       ('f16', [5.960464477539063e-08, -0.0], 'f16', [5.960464477539063e-08, -0.0])])
