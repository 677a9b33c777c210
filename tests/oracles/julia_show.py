"""Julia's printing of floats, shared by the oracle scripts that write expected program output."""
import math

import numpy as np


def jl_float(x):
    """Julia's shortest float printing (base/ryu/shortest.jl writeshortest): the shortest digits D
    that read back, pt = decimal exponent + len(D); positional when -4 < pt <= 6 (3 for Float16)
    and the value is not a rounded-off integer, else D[0].D[1:]e(pt-1) as in 1.0e20, 2.048e3."""
    if np.isnan(x):
        return "NaN"
    if np.isinf(x):
        return "Inf" if x > 0 else "-Inf"
    kind = np.float16 if isinstance(x, np.float16) else np.float32 if isinstance(x, np.float32) else np.float64
    v = kind(x)
    sign = "-" if np.signbit(v) else ""
    if v == 0:
        return sign + "0.0"
    sci = np.format_float_scientific(abs(v), unique=True, trim="-")
    mant, exp = sci.split("e")
    digits = mant.replace(".", "").rstrip("0") or "0"
    olength = len(digits)
    pt = int(exp) + 1
    maxpt = 3 if kind is np.float16 else 6
    xf = float(abs(v))
    positional = -4 < pt <= maxpt and not (pt >= olength and abs(math.fmod(xf + 0.05, 10.0 ** (pt - olength)) - 0.05) > 0.05)
    if positional:
        if pt <= 0:
            body = "0." + "0" * (-pt) + digits
        elif pt >= olength:
            body = digits + "0" * (pt - olength) + ".0"
        else:
            body = digits[:pt] + "." + digits[pt:]
    else:
        body = digits[0] + "." + (digits[1:] or "0") + "e" + str(pt - 1)
    return sign + body

