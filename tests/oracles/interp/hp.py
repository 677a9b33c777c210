# High-precision reference math with decimal (60 digits) and exact rounding to IEEE formats.
from decimal import Decimal as D, getcontext
from fractions import Fraction as F
import math, struct
getcontext().prec = 700
def pi():
    getcontext().prec += 10
    # Chudnovsky-free: Machin formula
    def arctan_inv(x):
        x = D(x); s = D(0); t = 1 / x; n = 1; sign = 1; x2 = x * x
        while True:
            term = t / n
            if term < D(10) ** -(getcontext().prec + 5): break
            s += sign * term; t /= x2; n += 2; sign = -sign
        return s
    p = 4 * (4 * arctan_inv(5) - arctan_inv(239))
    getcontext().prec -= 10
    return +p
PI = pi()
def dec(x):
    return D(F(x).numerator) / D(F(x).denominator) if not isinstance(x, D) else x
def sin(x):
    x = dec(x); twopi = 2 * PI
    k = (x / twopi).to_integral_value(); x = x - k * twopi
    s = D(0); t = x; n = 1
    while t != 0 and (s == 0 or abs(t) > abs(s) * D(10) ** -120):
        s += t; t = -t * x * x / ((n + 1) * (n + 2)); n += 2
    return s
def cos(x): return sin(dec(x) + PI / 2) if False else _cos(x)
def _cos(x):
    x = dec(x); twopi = 2 * PI
    k = (x / twopi).to_integral_value(); x = x - k * twopi
    s = D(0); t = D(1); n = 0
    while abs(t) > D(10) ** -150:
        s += t; t = -t * x * x / ((n + 1) * (n + 2)); n += 2
    return s
def tan(x): return sin(x) / _cos(x)
def exp(x): return dec(x).exp()
def ln(x): return dec(x).ln()
def expm1(x): return dec(x).exp() - 1
def log1p(x): return (1 + dec(x)).ln()
def tanh(x): e = (2 * dec(x)).exp(); return (e - 1) / (e + 1)
def logistic(x): return 1 / (1 + (-dec(x)).exp())
def sqrt(x): return dec(x).sqrt()
def cbrt(x):
    x = dec(x); s = -1 if x < 0 else 1; x = abs(x)
    if x == 0: return D(0)
    y = D(float(x) ** (1.0 / 3))
    for _ in range(10): y = y - (y ** 3 - x) / (3 * y * y)
    return s * y
def atan(x):
    x = dec(x)
    if x < 0: return -atan(-x)
    if x > 1: return PI / 2 - atan(1 / x)
    # reduce: atan(x) = 2 atan(x / (1 + sqrt(1+x^2)))
    for _ in range(4): x = x / (1 + (1 + x * x).sqrt())
    s = D(0); t = x; n = 1; x2 = x * x; sign = 1
    while t != 0 and (s == 0 or abs(t) > abs(s) * D(10) ** -120):
        s += sign * t / n; t *= x2; n += 2; sign = -sign
    return 16 * s
def atan2(y, x):
    y = dec(y); x = dec(x)
    if x > 0: return atan(y / x)
    if x < 0: return atan(y / x) + (PI if y >= 0 else -PI)
    return PI / 2 if y > 0 else -PI / 2
def power(x, y): return dec(x) ** dec(y)
FMT = {'f64': (53, -1022, 1023), 'f32': (24, -126, 127), 'f16': (11, -14, 15), 'bf16': (8, -126, 127)}
def rnd(v, fmt):
    """Round a Decimal/Fraction exactly (RNE) to the format; returns a python float."""
    p, emin, emax = FMT[fmt]
    q = F(v) if not isinstance(v, D) else F(v)
    if q == 0: return 0.0
    s = -1 if q < 0 else 1; a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while F(2) ** e > a: e -= 1
    while F(2) ** (e + 1) <= a: e += 1
    e = max(e, emin)
    step = F(2) ** (e - p + 1)
    n = a / step; fl = math.floor(n); r = n - fl
    if r > F(1, 2) or (r == F(1, 2) and fl % 2): fl += 1
    val = fl * step
    if val >= F(2) ** (emax + 1): return s * math.inf
    return s * float(val)
if __name__ == '__main__':
    print(rnd(cbrt(2), 'f64'), rnd(sin(D(10)**22), 'f64'), rnd(_cos(D(10)**22), 'f64'), rnd(tan(D(10)**22), 'f64'))
    print(rnd(atan2(1, 2), 'f64'), rnd(atan2(-3, -4), 'f64'), rnd(logistic(1), 'f64'), float(PI))
