from gen import *
from binary1 import V, I8, I16, I32, I64, U8, U16, U32, U64
def sh(kind):
    def f(t):
        ty, n, signed = t
        def g(a, b):
            ub = b & ((1 << n) - 1)   # amount as unsigned
            ua = a & ((1 << n) - 1)
            if kind == 'shl': r = 0 if ub >= n else (ua << ub)
            elif kind == 'shrl': r = 0 if ub >= n else (ua >> ub)
            else:
                sa = wrap(ua, n, True)
                r = (-1 if sa < 0 else 0) if ub >= n else (sa >> ub)
            return wrap(r, n, signed)
        return g
    return f
def c(t, xs, ys, kind): return ('int', t[0], xs, ys, [sh(kind)(t)(a, b) for a, b in zip(xs, ys)])
SEM = '''Shift amounts >= the bit width (or negative, i.e. huge as unsigned) are not defined by the spec; XLA
(ElementalIrEmitter SaturateShiftIfNecessary) gives %s.'''
bfile('shift_left_basic', 'shift_left', '''shift_left within the bit width: bits shifted out are lost, into the sign bit for signed types
(spec example [-1, 0, 1] << [1, 2, 3] = [-2, 0, 8]).''',
      [c(I64, [-1, 0, 1], [1, 2, 3], 'shl'), c(I32, [1, 1, 3, 0x40000000], [31, 0, 30, 1], 'shl'), c(I8, [1, 0x7F, -1], [7, 1, 7], 'shl'), c(I16, [0x0101], [8], 'shl')])
bfile('shift_left_out_of_range', 'shift_left', 'shift_left by >= the bit width or by a negative amount.\n' + SEM % '0',
      [c(I32, [1, -1, 7, 1], [32, 33, 100, -1], 'shl'), c(I8, [1, -1], [8, -128], 'shl'), c(I64, [1, -1], [64, 9223372036854775807], 'shl'),
       c(U8, [255, 1], [8, 200], 'shl'), c(U64, [1], [64], 'shl')])
bfile('shift_left_unsigned', 'shift_left', 'shift_left on unsigned integers of every width (bits leave at the top, the result wraps).',
      [c(U8, [255, 1, 0x81], [1, 7, 1], 'shl'), c(U16, [0xFFFF, 3], [4, 14], 'shl'), c(U32, [1, 0xDEADBEEF], [31, 16], 'shl'), c(U64, [1, 0xFF], [63, 60], 'shl')])
bfile('shift_right_logical_basic', 'shift_right_logical', '''shift_right_logical fills with zeros, also for negative signed values
(spec example [-1, 0, 8] >> [1, 2, 3] = [9223372036854775807, 0, 1] in i64).''',
      [c(I64, [-1, 0, 8], [1, 2, 3], 'shrl'), c(I32, [-2147483648, -1, 256], [31, 28, 4], 'shrl'), c(I8, [-128, -1], [1, 7], 'shrl'), c(I16, [-32768], [15], 'shrl')])
bfile('shift_right_logical_out_of_range', 'shift_right_logical', 'shift_right_logical by >= the bit width or by a negative amount.\n' + SEM % '0',
      [c(I32, [-1, 5, -1], [32, 1000, -1], 'shrl'), c(I8, [-1], [8], 'shrl'), c(I64, [-1], [64], 'shrl'), c(U8, [255], [8], 'shrl'), c(U64, [18446744073709551615], [65], 'shrl')])
bfile('shift_right_logical_unsigned', 'shift_right_logical', 'shift_right_logical on unsigned integers of every width.',
      [c(U8, [255, 0x80], [7, 3], 'shrl'), c(U16, [0xFFFF, 0x8000], [15, 1], 'shrl'), c(U32, [4294967295, 0x80000000], [1, 31], 'shrl'),
       c(U64, [18446744073709551615, 0x8000000000000000], [63, 4], 'shrl')])
bfile('shift_right_arithmetic_basic', 'shift_right_arithmetic', '''shift_right_arithmetic replicates the sign bit (rounds toward -inf): -7 >> 1 = -4
(spec example [-1, 0, 8] >> [1, 2, 3] = [-1, 0, 1] in i64).''',
      [c(I64, [-1, 0, 8, -9223372036854775808], [1, 2, 3, 63], 'sra'), c(I32, [-7, 7, -2147483648, 2147483647], [1, 1, 31, 30], 'sra'),
       c(I8, [-128, 127, -1], [7, 6, 3], 'sra'), c(I16, [-32768], [8], 'sra')])
bfile('shift_right_arithmetic_out_of_range', 'shift_right_arithmetic', 'shift_right_arithmetic by >= the bit width or by a negative amount.\n' + SEM % '-1 for negative and 0 for non-negative operands (the sign bit fills the value)',
      [c(I32, [-8, 8, -1, 5], [32, 32, 1000, -1], 'sra'), c(I8, [-128, 127], [8, 100], 'sra'), c(I64, [-2, 2], [64, -64], 'sra')])
bfile('shift_right_arithmetic_unsigned', 'shift_right_arithmetic', '''shift_right_arithmetic on unsigned integers replicates the top bit as if it were a sign bit: ui8 128 >> 1 = 192.
(The spec does not say; XLA emits an arithmetic shift on the raw bits for every integer type, as does the StableHLO
reference interpreter's APInt::ashr.)''',
      [c(U8, [128, 127, 255], [1, 1, 4], 'sra'), c(U16, [0x8000], [15], 'sra'), c(U32, [0x80000000, 0x7FFFFFFF], [4, 4], 'sra'), c(U64, [0x8000000000000000], [63], 'sra')])
