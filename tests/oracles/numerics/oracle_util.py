# Shared helpers for the numerics oracles: correctly rounded doubles from mpmath, with a check
# that the exact value is not near a rounding boundary (then Julia's functions, whose errors are
# well under one ulp, round to the same double).
import math
import mpmath

mpmath.mp.prec = 300


def julia_repr(d):
    """A double as Julia prints it: shortest round trip, 1.0e-5 and 1.0e16 forms."""
    s = repr(float(d))
    if s in ("inf", "-inf"):
        return s.replace("inf", "Inf")
    if s == "nan":
        return "NaN"
    mant, _, exp = s.partition("e")
    if "." not in mant:
        mant += ".0"
    if not exp:
        return mant
    return mant + "e" + str(int(exp))


def rounded(v, margin=0.4):
    """Julia's print of the double nearest to the mpmath value v, asserting |v - d| < margin ulp
    (then any implementation with an error below 1 - margin ulp returns d)."""
    d = float(v)
    if d != 0 and math.isfinite(d):
        err = abs((v - mpmath.mpf(d)) / mpmath.mpf(math.ulp(d)))
        assert err < margin, (d, float(err))
    return julia_repr(d)


def rounded32(v, margin=0.4):
    """The same for Float32, printed as Julia prints a Float32 (shortest round trip)."""
    import numpy as np
    f = np.float32(float(v))
    d = float(f)
    if d != 0 and math.isfinite(d):
        ulp = float(np.spacing(np.abs(f)))
        err = abs((v - mpmath.mpf(d)) / mpmath.mpf(ulp))
        assert err < margin, (d, float(err))
    s = np.format_float_positional(f, unique=True, trim='0') if 1e-4 <= abs(d) < 1e6 else \
        np.format_float_scientific(f, unique=True, trim='0').replace('e+', 'e').replace('e0', 'e').replace('e-0', 'e-')
    return s
