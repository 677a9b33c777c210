import struct, math
def f32(x):
    try: return struct.unpack('<f', struct.pack('<f', x))[0]
    except OverflowError:
        if abs(x) < 2.0**128 - 2.0**103: return math.copysign(3.4028234663852886e38, x)
        return math.copysign(math.inf, x)
def f16(x):
    try: return struct.unpack('<e', struct.pack('<e', x))[0]
    except OverflowError: return math.copysign(math.inf, x)
def b32(x): return struct.unpack('<I', struct.pack('<f', x))[0]
def b64(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
def b16(x): return struct.unpack('<H', struct.pack('<e', x))[0]
def fromb32(u): return struct.unpack('<f', struct.pack('<I', u))[0]
def fromb16(u): return struct.unpack('<e', struct.pack('<H', u))[0]
def bf16bits(x):
    """RNE f64 -> bf16 via exact: first to f32 can double-round, so do it from f64 directly."""
    if math.isnan(x): return 0x7FC0
    # exact rational rounding
    from fractions import Fraction
    if math.isinf(x): return 0x7F80 if x > 0 else 0xFF80
    s = 0x8000 if math.copysign(1, x) < 0 else 0
    a = Fraction(abs(x))
    if a == 0: return s
    # bf16: 8 exp bits bias 127, 7 mantissa bits; min normal 2^-126, denormal step 2^-133
    e = math.floor(math.log2(a)) if a > 0 else 0
    while Fraction(2)**e > a: e -= 1
    while Fraction(2)**(e+1) <= a: e += 1
    if e < -126: e = -126
    step = Fraction(2)**(e-7)
    q = a / step
    n = math.floor(q); r = q - n
    if r > Fraction(1,2) or (r == Fraction(1,2) and n % 2 == 1): n += 1
    val = n * step
    if val >= Fraction(2)**128: return s | 0x7F80
    # encode
    if val < Fraction(2)**-126:
        return s | int(val / Fraction(2)**-133)
    e2 = e
    if n == 256: e2 += 1; n = 128
    return s | ((e2 + 127) << 7) | (int(n) - 128)
def bf16(x):
    u = bf16bits(x)
    return struct.unpack('<f', struct.pack('<I', u << 16))[0]
def hx32(x): return '0x%08X' % b32(x)
def hx64(x): return '0x%016X' % b64(x)
def r(x):  # shortest repr of a python float
    return repr(x)
HEXW = {'f64': 16, 'f32': 8, 'f16': 4, 'bf16': 4}
def rt(x, ty):
    if ty == 'f64': return x
    if ty == 'f32': return f32(x)
    if ty == 'f16': return f16(x)
    if ty == 'bf16': return bf16(x)
def bits(x, ty):
    if ty == 'f64': return b64(x)
    if ty == 'f32': return b32(x)
    if ty == 'f16': return b16(x)
    if ty == 'bf16': return b32(x) >> 16
def lit(x, ty):
    """MLIR literal for x (already a value of type ty): shortest round-trip decimal, hex for inf/nan."""
    if math.isnan(x): return {'f64': '0x7FF8000000000000', 'f32': '0x7FC00000', 'f16': '0x7E00', 'bf16': '0x7FC0'}[ty]
    if math.isinf(x): return '0x%0*X' % (HEXW[ty], bits(x, ty))
    x = rt(x, ty)
    if x == 0: return '-0.0' if math.copysign(1, x) < 0 else '0.0'
    for d in range(1, 18):
        s = repr(float('%.*g' % (d, x)))
        if rt(float(s), ty) == x:
            if 'e' not in s and '.' not in s: s += '.0'
            if 'e' in s and '.' not in s.split('e')[0]:
                m, e = s.split('e'); s = m + '.0e' + e
            return s
    return repr(x)
def lits(xs, ty): return '[' + ', '.join(lit(x, ty) for x in xs) + ']'
