# Oracle for tests/programs/printing/compact_floats.jl (run with /usr/bin/python3).
# Julia's :compact float printing (base/ryu/shortest.jl, reduce_shortest with maxsignif 999_999):
# shortest round-trip digits; when they are more than 6, the exact value rounded to 6 significant
# digits (ties to even); plain notation when the point is within (-4, 6] of the first digit.
from decimal import Decimal
import numpy as np

def digits_exp(x, f32):
    """Shortest digits (no trailing zeros) and the exponent of the first digit."""
    r = np.format_float_scientific(np.float32(x) if f32 else np.float64(x), unique=True, trim='-')
    mant, exp = r.split('e')
    ds = mant.replace('.', '').lstrip('-').rstrip('0') or '0'
    return ds, int(exp)

def compact(x, f32=False):
    if x == 0:
        return '-0.0' if str(x).startswith('-') else '0.0'
    ds, e = digits_exp(x, f32)
    if len(ds) > 6:
        exact = Decimal(float(np.float32(x)) if f32 else x)
        s = '%.5e' % abs(exact)  # Decimal formats exactly, rounding half to even
        mant, e = s.split('e')
        e = int(e)
        ds = mant.replace('.', '').rstrip('0') or '0'
    sign = '-' if x < 0 else ''
    pt = e + 1
    n = len(ds)
    if -4 < pt <= 6:
        if pt <= 0:
            body = '0.' + '0' * (-pt) + ds
        elif pt >= n:
            body = ds + '0' * (pt - n) + '.0'
        else:
            body = ds[:pt] + '.' + ds[pt:]
    else:
        body = ds[0] + '.' + (ds[1:] or '0') + 'e' + str(e)
    return sign + body

values = [99999.95, 123456.7, 1234567.8, 0.1 + 0.2, 1 / 3, 2 / 3, 1e-7, 12.3456789, 0.000123456789,
          1.0000005, 0.1234565, 1e100 / 3, -5 / 7, 100.0, 999999.5, 9999995.0, 2.5e-5, 1.0 / 1024]
print(' '.join(compact(v) for v in values))
print(' '.join(compact(v, True) for v in [1.5 / 7, 1.0 / 3, 16777216.0, 0.1]))
# [1/3 2/3; 1e-5 12345.678] and the same with :compact off.
print('[0.333333 0.666667; 1.0e-5 12345.7]')
print('[0.3333333333333333 0.6666666666666666; 1.0e-5 12345.678]')
print('(0.333333, -0.714286)')
