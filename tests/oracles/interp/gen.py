# Helpers that print small interp test files; the inputs and the expected values are given by the caller.
import os, sys, math
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fp import *
import hp
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'ir', 'interp') + '/'
UI = {'f64': 'ui64', 'f32': 'ui32', 'f16': 'ui16', 'bf16': 'ui16'}
HEADER = '// RUN: juxla interpret %s\n// STDOUT: 1 passed, 0 failed\n'
def shape(n): return 'tensor<%s>' % ('x'.join(map(str, n)) if isinstance(n, (list, tuple)) else n)
def tt(n, ty): return 'tensor<%sx%s>' % (n, ty) if n != () else 'tensor<%s>' % ty
def write(name, comment, body):
    lines = [l for l in comment.strip().split('\n')]
    text = HEADER + ''.join('// ' + l.strip() + '\n' for l in lines)
    text += 'module {\n  func.func @main() {\n' + body + '    return\n  }\n}\n'
    open(OUT + name + '.mlir', 'w').write(text)
class Body:
    def __init__(self): self.s = ''; self.n = 0
    def fresh(self, p): self.n += 1; return '%%%s%d' % (p, self.n)
    def line(self, t): self.s += '    ' + t + '\n'
    def const(self, vals, ty, n=None, p='c'):
        v = self.fresh(p); n = len(vals) if n is None else n
        self.line('%s = stablehlo.constant dense<%s> : %s' % (v, lits(vals, ty) if ty in HEXW else vals, tt(n, ty)))
        return v
def fcase(b, op, ty, xs, es, ulp=0, bitwise=False):
    """unary float op on xs (python floats already in ty); es expected values (in ty)."""
    n = len(xs); T = tt(n, ty)
    x = b.const(xs, ty, p='x')
    y = b.fresh('y'); b.line('%s = stablehlo.%s %s : %s' % (y, op, x, T))
    if bitwise:
        u = tt(n, UI[ty]); yb = b.fresh('bits')
        b.line('%s = stablehlo.bitcast_convert %s : (%s) -> %s' % (yb, y, T, u))
        b.line('check.expect_eq_const %s, dense<[%s]> : %s' % (yb, ', '.join('0x%0*X' % (HEXW[ty], bits(e, ty)) for e in es), u))
    else:
        e = b.const(es, ty, p='e')
        b.line('check.expect_close %s, %s, max_ulp_difference = %d : %s, %s' % (y, e, ulp, T, T))
def R(f, xs, ty):
    return [hp.rnd(f(x), ty) for x in xs]
NAN = float('nan'); INF = float('inf')
def bcase(b, op, ty, xs, ys, es, ulp=0, bitwise=False):
    n = len(xs); T = tt(n, ty)
    x = b.const(xs, ty, p='x'); y = b.const(ys, ty, p='y')
    r = b.fresh('r'); b.line('%s = stablehlo.%s %s, %s : %s' % (r, op, x, y, T))
    if bitwise:
        u = tt(n, UI[ty]); rb = b.fresh('bits')
        b.line('%s = stablehlo.bitcast_convert %s : (%s) -> %s' % (rb, r, T, u))
        b.line('check.expect_eq_const %s, dense<[%s]> : %s' % (rb, ', '.join('0x%0*X' % (HEXW[ty], bits(rt(e, ty), ty)) for e in es), u))
    else:
        e = b.const(es, ty, p='e')
        b.line('check.expect_close %s, %s, max_ulp_difference = %d : %s, %s' % (r, e, ulp, T, T))
def icase(b, op, ty, xs, ys, es):
    n = len(xs); T = tt(n, ty)
    fmt = lambda v: '[' + ', '.join(str(int(a)) if not isinstance(a, bool) else ('true' if a else 'false') for a in v) + ']'
    x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, fmt(xs), T))
    y = b.fresh('y'); b.line('%s = stablehlo.constant dense<%s> : %s' % (y, fmt(ys), T))
    r = b.fresh('r'); b.line('%s = stablehlo.%s %s, %s : %s' % (r, op, x, y, T))
    b.line('check.expect_eq_const %s, dense<%s> : %s' % (r, fmt(es), T))
def bfile(name, op, comment, cases):
    b = Body()
    for c in cases:
        if c[0] == 'int': icase(b, op, *c[1:])
        else: bcase(b, op, *c)
    write(name, comment, b.s)
def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1): v -= 1 << bits
    return v
