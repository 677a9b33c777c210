"""Expected output of tests/programs/staged/scalars/*.jl, from Julia's documented number semantics
written out in Python/NumPy (promotion by NumPy dtypes where they agree with Julia's: Float32 with a
Float64 is Float64, Float32 with an Int is Float32 in Julia, spelled out below).

Run with Debian's python3:  /usr/bin/python3 tests/oracles/staged_broadcast/make_scalars.py
"""
import math
from fractions import Fraction

import numpy as np

from jshow import jl_float, show, write

F32, F64 = np.float32, np.float64


def jdiv(a, b):  # truncated, on integers
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def jrem(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return F64(math.fmod(a, b))
    return a - jdiv(a, b) * b


def jmod(a, b):
    if isinstance(a, float) or isinstance(b, float):
        r = math.fmod(a, b)
        if r == 0:
            return F64(math.copysign(0.0, b))
        return F64(r + b if (r < 0) != (b < 0) else r)
    return a - (a // b) * b  # Python's // floors, % follows the divisor


def jfld(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return F64(round((a - jmod(a, b)) / b))  # Julia: (x - mod(x, y)) / y, exact here
    return a // b


def jcld(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return F64(-math.floor(-a / b))
    return -((-a) // b)


def jtrunc_div(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return F64(math.trunc(a / b))
    return jdiv(a, b)


# ---- promotion.jl
def mixed(x32, x64, n, flags):
    return (F64(x32[0]) + x64[0], F64(x32[0]) * 2.0, F32(x32[0] * F32(2)), F64(n[0] / n[1]),
            F32(F32(n[0]) + x32[1]), int(flags[0]) + int(flags[1]), F64(flags[0]) * x64[1],
            F32(x32[1] / F32(n[1])), n[0] * n[1] - 1)


write("staged/scalars/promotion", [
    mixed(np.array([1.5, 0.25], F32), [0.5, -3.0], [1, 2], [True, True]),
    mixed(np.array([-2.0, 8.0], F32), [4.0, 7.5], [7, 4], [True, False]),
    (F32(np.sqrt(F32(6.25))), F64(4.0), F32(-6.25), 3, F64(-3.0)),
    F64(sum(v / 2 for v in [1, 2, 3, 4])),
])


# ---- intdiv.jl: (div, rem, ÷, %, fld, mod, cld)
def divs(a, b):
    isf = isinstance(a, float)
    d = jtrunc_div(a, b)
    r = jrem(a, b)
    if not isf:
        d, r = int(d), int(r)
    return (d, r, d, r, jfld(a, b), jmod(a, b), jcld(a, b))


def fmt_num(v):
    return show(F64(v)) if isinstance(v, float) else str(v)


lines = []
for a, b in ((7, 3), (-7, 3), (7, -3), (-7, -3), (6, 3), (-6, 3), (0, -5)):
    lines.append(f"{a} {b}: " + show(divs(a, b)))
for a, b in ((7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-7.5, -2.0), (6.0, -3.0)):
    lines.append(f"{fmt_num(a)} {fmt_num(b)}: " + show(tuple(F64(v) for v in divs(a, b))))
lines.append(show((jtrunc_div(-7.0, 2.0), jmod(-7.0, 2.0), jfld(-7.0, 2.0), jrem(-7.0, 2.0))))
write("staged/scalars/intdiv", lines)


# ---- powers.jl
def pows(x, n):
    return (F64(x[0] ** 2), F64(x[0] ** 3), F64(1.0), F64(x[0] ** n[0]), n[0] ** 2, n[0] ** n[1],
            F64(x[1] ** 0.5), F64(2.0 ** n[1]), 2 ** n[1])


write("staged/scalars/powers", [
    pows([1.5, 16.0], [3, 10]),
    pows([-2.0, 2.25], [5, 0]),
    (F32(16.0), F32(2.0), F64(16.0)),
    (F64(4.0 ** -1.0), F64(4.0 ** -2), F64((-4.0) ** -2)),
])


# ---- minmax_clamp.jl
def mm(x, n):
    return (F64(max(x[0], x[1])), F64(min(x[0], x[1])), F64(max(x[0], n[0])), min(n[0], n[1]),
            F64(max(x)), min(n[0], n[1], 0))


def clamp(v, lo, hi):
    return min(max(v, lo), hi)


def clamps(x, n):
    return (F64(clamp(x[0], -1.0, 1.0)), F64(clamp(x[1], -1.0, 1.0)), clamp(n[0], 0, 10), clamp(n[1], 0, 10),
            F64(clamp(x[2], n[0], n[1])))


write("staged/scalars/minmax_clamp", [
    mm([1.5, -2.5, 4.0], [3, -7]),
    mm([-0.5, 8.0, 2.0], [-1, 5]),
    clamps([2.5, -0.25, 7.0], [-3, 4]),
    clamps([-9.0, 0.75, 0.0], [-3, 4]),
    # max/min propagate NaN (np.maximum does too); -0.0 < 0.0 for max/min and minmax (isless order)
    (np.maximum(F64(np.nan), F64(1.0)), np.minimum(F64(1.0), F64(np.nan)), F64(0.0), F64(-0.0), (F64(-0.0), F64(1.0))),
])


# ---- compare.jl
def isnan(v):
    return isinstance(v, float) and math.isnan(v)


def jisequal(a, b):
    if isnan(a) or isnan(b):
        return isnan(a) and isnan(b)
    return a == b and math.copysign(1, a) == math.copysign(1, b)


def jisless(a, b):
    if isnan(a):
        return False
    if isnan(b):
        return True
    return a < b or (a == b and math.copysign(1, a) < 0 < math.copysign(1, b))


def cmps(a, b):
    return (a < b, a <= b, a > b, a >= b, a == b, a != b, jisequal(a, b), jisless(a, b))


nan = float("nan")
lines = [show(cmps(a, b)) for a, b in ((1.0, 2.0), (2.0, 2.0), (3.0, -1.0), (nan, 1.0), (1.0, nan), (nan, nan),
                                       (-0.0, 0.0), (0.0, -0.0), (-3, 4), (5, 5), (2, 2.0), (2, 2.5), (3, 2.5))]
lines.append(show((1.0 < 2.0 < 3.0, 1.0 < 2.0 > 3.0, int(1.0 < 2.0) + int(2.0 < 3.0))))
lines.append(show((1.0 < 5.0 < 3.0, 1.0 < 5.0 > 3.0, int(1.0 < 5.0) + int(5.0 < 3.0))))
write("staged/scalars/compare", lines)


# ---- predicates.jl: (isnan, isinf, isfinite, iszero, isone, signbit, isinteger)
def preds(v):
    v = float(v)
    return (math.isnan(v), math.isinf(v), math.isfinite(v), v == 0, v == 1, math.copysign(1, v) < 0,
            math.isfinite(v) and v == math.floor(v))


lines = [f"{show(F64(v))} {show(preds(v))}" for v in (0.0, -0.0, 1.0, -2.5, 3.0, math.inf, -math.inf, nan)]
lines += [f"{n} {show(preds(n))}" for n in (0, 1, -4, 7)]
lines.append(show(preds(-1.0)))


def parity(a, b):
    def even(v):
        return float(v).is_integer() and math.fmod(v, 2) == 0

    def odd(v):
        return float(v).is_integer() and math.fmod(v, 2) != 0
    return (even(a), odd(a), even(b), odd(b))


lines += [show(parity(*p)) for p in ((4, -3), (0, 11), (2.0, 3.0), (2.5, -7.0))]
write("staged/scalars/predicates", lines)


# ---- math_unary.jl: C library values (NumPy's), rounded as Julia's round(x; digits=6) does:
# round(x * 10^6) / 10^6 in x's type, ties to even.
def r6(t):
    out = []
    for v in t:
        kind = type(v) if isinstance(v, (F32, F64)) else F64
        step = kind(10) ** kind(6)
        out.append(kind(np.rint(kind(v) * step) / step))
    return tuple(out)


def exps_logs(x, k=F64):
    a, b = k(x[0]), k(x[1])
    return (np.exp(a), np.expm1(a), np.exp2(a), k(10) ** a, np.log(b), np.log1p(b), np.log2(b), np.log10(b))


def trig(x):
    a, b = F64(x[0]), F64(x[1])
    return (np.sin(a), np.cos(a), np.tan(a), np.arcsin(b), np.arccos(b), np.arctan(a), np.arctan2(a, b),
            1 / np.cos(a), 1 / np.sin(a), 1 / np.tan(a))


def hyper(x):
    a, b, c = (F64(v) for v in x)
    return (np.sinh(a), np.cosh(a), np.tanh(a), np.arcsinh(a), np.arccosh(b), np.arctanh(c))


def roots(x, k=F64):
    a, b, c = (k(v) for v in x)
    return (np.sqrt(a), np.cbrt(a), np.cbrt(-a), k(1) / a, b * b, c * (k(np.pi) / k(180)), b * (k(180) / k(np.pi)))


write("staged/scalars/math_unary", [
    r6(exps_logs([0.5, 3.0])), r6(exps_logs([-2.0, 0.125])),
    r6(trig([0.75, 0.5])), r6(trig([-2.0, -0.25])),
    r6(hyper([0.5, 2.0, 0.5])), r6(hyper([-3.0, 10.0, -0.75])),
    r6(roots([27.0, -1.5, 180.0])), r6(roots([2.0, 0.5, -45.0])), r6(roots([8, 3, 90])),
    "(" + ", ".join(["Float32"] * 7) + ")",
    r6(exps_logs([1.0, 4.0], F32)),
])


# ---- conversions.jl
def rounds(v, k=F64):
    v = k(v)
    rint, fl, ce, tr = np.rint(v), np.floor(v), np.ceil(v), np.trunc(v)
    return (int(rint), int(fl), int(ce), int(tr), k(rint), k(fl), k(ce), k(tr))


lines = [
    (F32(0.1), F64(F32(0.1)), 6, F64(4), F32(4), 2),
    (F32(-2.5), F64(-2.5), -3, F64(-10), F32(-10), -5),
]
lines += [f"{show(F64(v))} {show(rounds(v))}" for v in (2.5, 3.5, -2.5, -0.5, 1.7, -1.7, 4.0, 0.49999999999999994)]
lines += [rounds(2.5, F32), rounds(-7.25, F32)]
lines += [(-9, -9, -9, -9, F64(-9 / 4)), (True, 1, F64(0.5)), (False, 0, F64(1.5))]
write("staged/scalars/conversions", lines)


# ---- ifelse_select.jl
def pick(x, n):
    return (F64(x[0] if x[0] > 0 else -x[0]), max(n[0], n[1]), F64(0.5 if x[0] < 0 else x[1]))


def relu_sign(x):
    s = 1 if x[0] > 0 else (-1 if x[0] < 0 else 0)
    return (s, F64(s * x[1]))


def tern(x):
    return (F64(abs(x[0] - x[1])), x[0] > 0 and x[1] > 0, x[0] > 0 or x[1] > 0)


write("staged/scalars/ifelse_select", [
    pick([-1.5, 2.0], [3, 8]), pick([4.0, 2.0], [9, 8]),
    relu_sign([2.0, 5.0]), relu_sign([-2.0, 5.0]), relu_sign([0.0, 5.0]),
    tern([1.0, 4.0]), tern([-3.0, -7.0]), tern([5.0, -1.0]),
])


# ---- bool_ops.jl: Bool + Bool and -Bool are Int; Bool * Bool, &, |, xor stay Bool; Bool * Float is
# Julia's strong zero ifelse(b, y, copysign(0, y)) and Bool + Float is ifelse(b, 1 + y, y).
def bmul(b, y):
    return F64(y if b else math.copysign(0.0, y))


def badd(b, y):
    return F64(1.0 + y if b else y)


def logic(p, q):
    return (not p, p and q, p or q, p != q, int(p) + int(q), int(p) - int(q), p and q, -int(p),
            bmul(p, 2.5), 1 + int(p))


def strong(b, x):
    return (bmul(b, x[0]), bmul(b, x[1]), bmul(b, x[2]), badd(b, x[2]), bmul(b, x[3]), bmul(b, x[0]) + x[1])


inf = math.inf
write("staged/scalars/bool_ops", [
    logic(True, True), logic(True, False), logic(False, True), logic(False, False),
    sum(1 for v in [1.0, -2.0, 3.0, 0.0, 5.0] if v > 0),
    strong(False, [inf, nan, -0.0, -2.5]), strong(True, [inf, nan, -0.0, -2.5]),
    (True, False, F32(2.5)), (False, True, F32(-0.0)),
])


# ---- bit_ops.jl: Int64 two's complement; shifts by >= 64 saturate; a negative count shifts back.
def wrap(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >= 1 << 63 else v


def shl(a, n):
    if n < 0:
        return sar(a, -n)
    return 0 if n >= 64 else wrap(a << n)


def sar(a, n):
    if n < 0:
        return shl(a, -n)
    return (-1 if a < 0 else 0) if n >= 64 else a >> n


def shr(a, n):
    if n < 0:
        return shl(a, -n)
    return 0 if n >= 64 else (a & ((1 << 64) - 1)) >> n


def bits(a, b):
    return (a & b, a | b, a ^ b, ~a, shl(a, 2), sar(a, 1), shr(a, 60))


write("staged/scalars/bit_ops", [bits(12, 10), bits(-12, 5)] + [
    (shl(a, n), sar(a, n), shr(a, n)) for a, n in ((5, 3), (-64, 2), (40, -2), (7, 64), (-7, 70))])


# ---- sign_ops.jl: (abs, sign, abs2, copysign, flipsign); Julia's NaN literal has a clear sign bit.
def fsign(v):
    return v if v == 0 or math.isnan(v) else math.copysign(1.0, v)


def fops(a, b):
    neg_b = math.copysign(1.0, b) < 0
    return tuple(F64(v) for v in (abs(a), fsign(a), a * a, math.copysign(a, b), -a if neg_b else a))


def iops(a, b):
    return (abs(a), (a > 0) - (a < 0), a * a, abs(a) if b >= 0 else -abs(a), a if b >= 0 else -a)


lines = [f"({show(F64(a))}, {show(F64(b))}) {show(fops(a, b))}"
         for a, b in ((3.5, -1.0), (-3.5, 2.0), (-0.0, 1.0), (2.0, -0.0), (-math.inf, 1.0), (1.5, nan))]
lines += [iops(-7, 2), iops(7, -2), iops(0, -1)]


def lengths(a, b):
    return tuple(F64(v) for v in (math.hypot(a, b), math.hypot(b, a), math.hypot(a, 0.0), a * b + 1.0, a * 2.0 + b))


lines += [lengths(3.0, 4.0), lengths(-5.0, 12.0), lengths(0.0, -0.0), lengths(math.inf, 1.0), lengths(3, 4)]
write("staged/scalars/sign_ops", lines)


# ---- loops_math.jl
def newton(x):
    y = 1.0
    while abs(y * y - x) > 1e-12:
        y = (y + x / y) / 2
    return F64(np.rint(y * 1e9) / 1e9)


def collatz(k):
    steps = 0
    while k != 1:
        k = k // 2 if k % 2 == 0 else 3 * k + 1
        steps += 1
    return steps


write("staged/scalars/loops_math", [
    newton(2.0), newton(1e6),
    f"{collatz(6)} {collatz(27)} {collatz(1)}",
    f"{math.gcd(48, 18)} {math.gcd(17, 5)} {math.gcd(0, 9)}",
    # println of a bare Float32 prints it untyped (Julia's print(io, ::Float32) = show(io, x, true, true))
    jl_float(F32(sum(F32(v) ** 3 for v in (1.0, 2.0, 3.0)))),
])


# ---- round_digits.jl (jround_digits: Julia's round(x; digits), in julia_round.py)
from julia_round import jround_digits  # noqa: E402


def rd(x, kind=F64):
    return (jround_digits(x, 2, kind=kind), jround_digits(x, -2, kind=kind), jround_digits(x, 1, "down", kind),
            jround_digits(x, 1, "up", kind), jround_digits(-x, 1, "tozero", kind), jround_digits(x, 0, kind=kind))


def jl_arr(values):
    return np.array(values, dtype=F64)


write("staged/scalars/round_digits", [
    rd(1234.5678), rd(-0.125), rd(F32(2.71828), F32),
    (jround_digits(1234, 1), jround_digits(1234, -1), jround_digits(1234, -1, "down")),
    jl_arr([jround_digits(v, 3) for v in (0.0005, 0.0015, -1.23456, 1e-9)]),
    (jl_arr([jround_digits(v, 1, "down") for v in (1.25, -1.25, 3.0)]),
     jl_arr([jround_digits(v, 1, "up") for v in (1.25, -1.25, 3.0)])),
])


# ---- fma.jl: the exact x * y + z (Fractions), rounded once to the type; the unfused second value
# rounds the product first.
def jfma(x, y, z, kind=F64):
    exact = Fraction(float(kind(x))) * Fraction(float(kind(y))) + Fraction(float(kind(z)))
    try:
        return kind(float(exact))  # float() of a Fraction rounds to nearest (Float32: exact here)
    except OverflowError:
        return kind(math.inf if exact > 0 else -math.inf)


def fused(v, kind=F64):
    x, y, z = (kind(t) for t in v)
    with np.errstate(over="ignore"):
        return (jfma(x, y, z, kind), kind(x * y) + z)


write("staged/scalars/fma", [
    fused([0.1, 10.0, -1.0]), fused([1.0 + 2.0 ** -30, 1.0 - 2.0 ** -30, -1.0]), fused([3.0, 1.0 / 3.0, -1.0]),
    fused([1e308, 10.0, -1e308]), fused([2.5, 4.0, 0.25]), fused([0.1, 10.0, -1.0], F32), (10, 10),
    np.array([jfma(-(a / b), b, a) for a, b in ((1.0, 3.0), (2.0, 7.0), (10.0, 3.0))]),
])


# ---- int_types.jl: NumPy's fixed-width arithmetic wraps like Julia's; Julia's promotion (Int32 with
# Int64 is Int64, UInt8 with Int64 is Int64, Int32 / Int32 is Float64) is spelled out.
I32, U8, F16 = np.int32, np.uint8, np.float16
with np.errstate(over="ignore"):
    a1, a2, u1, u2 = I32(7), I32(-3), U8(200), U8(100)
    f_line = (I32(a1 + a2), 7 + 10, 7 * 2, F64(7 / -3), U8(u1 + u2), 200 * 2, F32(F32(a1) * F32(1.5)), U8(-u1),
              I32(abs(a1 - a2)), U8(u1 // u2), 7 // 2, U8(u1 - u2))
x1, x2 = F16(1.5), F16(2.25)
write("staged/scalars/int_types", [
    f_line,
    (I32, np.int64, U8, np.int64, F32, F64),
    (F64(math.inf), 1, True, 1, True, False, True, False),
    (F16(x1 + x2), F64(3.0), F16(x1 * x2), True, F16(x1 * F16(2))),
])


# ---- pi_trig.jl: Julia's sinpi/cospi (base/special/trig.jl): |x| = n/2 + r, n mod 4 picks ±sin(πr) or
# ±cos(πr) computed as 0 - kernel (so exact zeros are +0.0), sinpi takes x's sign, |x| >= 2^53 gives 0/1.
def jpis(x, kind=F64):
    x0 = kind(x)
    if math.isnan(x0):
        return (x0, x0)
    a = abs(float(x0))
    if a >= 2.0 ** (24 if kind is F32 else 53):
        s, c = 0.0, 1.0
    else:
        n = round(2 * a)  # Python rounds ties to even, as Julia's round
        r = a - 0.5 * n
        sr, cr = math.sin(math.pi * r), math.cos(math.pi * r)
        k = n % 4
        s = (sr, cr, 0.0 - sr, 0.0 - cr)[k]
        c = (cr, 0.0 - sr, 0.0 - cr, sr)[k]
    if math.copysign(1.0, float(x0)) < 0:
        s = -s
    return (kind(s), kind(c))


lines = [f"{show(F64(v))} {show(jpis(v))}" for v in (0.0, -0.0, 0.5, 1.0, -1.0, 1.5, 2.0, -2.5, 3.0, 1.0e17, nan)]
lines += [f"{show(F64(v))} {show(r6(jpis(v)))}" for v in (0.25, 1 / 3, -0.75, 2.2, 7.125)]
lines.append(f"{show(jpis(3))} {show(jpis(-4))} {show(r6(jpis(0.25, F32)))}")
lines.append((np.array([jpis(v)[0] for v in (0.0, 0.5, 1.0, 1.5)]), np.array([jpis(v)[1] for v in (0.0, 0.5, 1.0, 1.5)])))
write("staged/scalars/pi_trig", lines)
