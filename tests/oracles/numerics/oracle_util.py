# Shared helpers for the numerics oracles: correctly rounded doubles from mpmath, with a check
# that the exact value is not near a rounding boundary (then Julia's functions, whose errors are
# well under one ulp, round to the same double).
import math
import mpmath

mpmath.mp.prec = 300


def julia_repr(d, digits_of=None):
    """A float as Julia prints it (base/ryu/shortest.jl): the shortest round-trip digits, written
    plainly when the decimal point falls at -4 < pt <= 6 digits (3 for Float16), else as 1.5e7."""
    import numpy as np
    if isinstance(d, np.floating) and d.dtype == np.float16:
        limit = 3
    else:
        limit = 6
    f = float(d)
    if math.isnan(f):
        return "NaN"
    if math.isinf(f):
        return "Inf" if f > 0 else "-Inf"
    if f == 0:
        return "-0.0" if math.copysign(1, f) < 0 else "0.0"
    sci = np.format_float_scientific(d if isinstance(d, np.floating) else np.float64(f), unique=True, trim="-")
    mant, exp = sci.split("e")
    sign = "-" if mant.startswith("-") else ""
    digits = mant.lstrip("-").replace(".", "")
    pt = int(exp) + 1
    if -4 < pt <= limit:
        if pt <= 0:
            body = "0." + "0" * (-pt) + digits
        elif pt >= len(digits):
            body = digits + "0" * (pt - len(digits)) + ".0"
        else:
            body = digits[:pt] + "." + digits[pt:]
    else:
        body = digits[0] + "." + (digits[1:] or "0") + "e" + str(pt - 1)
    return sign + body


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
    s = julia_repr(f)
    return s
