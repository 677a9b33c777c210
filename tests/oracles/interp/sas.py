from gen import *
from nd import *
from gs import T, L
import operator as o
def sfile(name, comment, cases):
    b = Body()
    for op, src, ty, init, wd, ws, pad, seldir, sel, combop, comb in cases:
        r = select_and_scatter(op, src, init, wd, ws, pad, sel, comb)
        x = b.fresh('operand'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(op, ty), T(op.shape, ty)))
        s = b.fresh('source'); b.line('%s = stablehlo.constant dense<%s> : %s' % (s, L(src, ty), T(src.shape, ty)))
        i = b.fresh('init'); b.line('%s = stablehlo.constant dense<%s> : tensor<%s>' % (i, lit(init, ty) if ty in HEXW else str(init), ty))
        ct = 'FLOAT' if ty in HEXW else ('UNSIGNED' if ty.startswith('ui') else 'SIGNED')
        R = len(wd)
        y = b.fresh('result')
        b.line('%s = "stablehlo.select_and_scatter"(%s, %s, %s) <{padding = dense<%s> : tensor<%dx2xi64>, window_dimensions = array<i64: %s>, window_strides = array<i64: %s>}> ({' % (
            y, x, s, i, str(pad), R, ', '.join(map(str, wd)), ', '.join(map(str, ws))))
        b.s += '    ^bb0(%%a: tensor<%s>, %%b: tensor<%s>):\n' % (ty, ty)
        b.s += '      %%0 = stablehlo.compare  %s, %%a, %%b,  %s : (tensor<%s>, tensor<%s>) -> tensor<i1>\n      stablehlo.return %%0 : tensor<i1>\n' % (seldir, ct, ty, ty)
        b.s += '    }, {\n    ^bb0(%%a: tensor<%s>, %%b: tensor<%s>):\n' % (ty, ty)
        b.s += '      %%0 = stablehlo.%s %%a, %%b : tensor<%s>\n      stablehlo.return %%0 : tensor<%s>\n' % (combop, ty, ty)
        b.line('}) : (%s, %s, tensor<%s>) -> %s' % (T(op.shape, ty), T(src.shape, ty), ty, T(r.shape, ty)))
        b.line('check.expect_eq_const %s, dense<%s> : %s' % (y, L(r, ty), T(r.shape, ty)))
    write(name, comment, b.s)
add = lambda a, b: a + b
REF = '\nExpected: a Python transcription of the spec (select over each window in index order, scatter-add the source).'
sfile('select_and_scatter_spec_example', '''select_and_scatter, the spec example: GE selection in [3, 1] windows with strides [2, 1] and padding [[0, 1], [0, 0]],
source values added at the selected positions -> [[0, 0], [0, 0], [5, 14], [7, 0]].''',
      [(A([4, 2], [1, 5, 2, 5, 3, 6, 4, 4]), A([2, 2], [5, 6, 7, 8]), 'i32', 0, [3, 1], [2, 1], [[0, 1], [0, 0]], 'GE', o.ge, 'add', add)])
sfile('select_and_scatter_max_pool_grad', '''select_and_scatter as the gradient of 2x2 max pooling with stride 2 on a 4x4 f32 input: each source value goes to
the position of its window's maximum, all other results are the init value 0.''' + REF,
      [(A([4, 4], [1.0, 5.0, -2.0, 0.0, 3.0, -1.0, 6.0, 4.0, -3.0, -4.0, 8.0, 7.0, 9.0, -6.0, 7.5, 2.0]), A([2, 2], [0.5, 0.25, 2.0, -1.0]), 'f32', 0.0, [2, 2], [2, 2], [[0, 0], [0, 0]], 'GE', o.ge, 'add', add)])
sfile('select_and_scatter_overlap_ties', '''select_and_scatter with overlapping windows (2x2, stride 1): a position selected by several windows accumulates their
source values. Ties: with GE the selection select(a, b) ? a : b keeps the first of equal values in window order, with GT
the last (both selections are associative, so the reduction order of the spec's reduce_window does not matter).''' + REF,
      [(A([3, 3], [1, 2, 1, 2, 9, 2, 1, 2, 1]), A([2, 2], [1, 10, 100, 1000]), 'i32', 0, [2, 2], [1, 1], [[0, 0], [0, 0]], 'GE', o.ge, 'add', add),
       (A([2, 3], [5, 5, 5, 5, 5, 5]), A([1, 2], [1, 10]), 'i32', 0, [2, 2], [1, 1], [[0, 0], [0, 0]], 'GE', o.ge, 'add', add),
       (A([2, 3], [5, 5, 5, 5, 5, 5]), A([1, 2], [1, 10]), 'i32', 0, [2, 2], [1, 1], [[0, 0], [0, 0]], 'GT', o.gt, 'add', add)])
sfile('select_and_scatter_min_and_types', '''select_and_scatter selecting minima (LE) in 1-D windows of 3 with stride 2 and combining with multiply into init 1;
also ui8 with unsigned comparison (255 is the maximum).''' + REF,
      [(A([7], [4.0, 2.0, 3.0, 1.0, 5.0, 1.5, 0.5]), A([3], [2.0, 3.0, 4.0]), 'f32', 1.0, [3], [2], [[0, 0]], 'LE', o.le, 'multiply', lambda a, b: a * b),
       (A([4], [1, 255, 128, 2]), A([2], [7, 9]), 'ui8', 0, [2], [2], [[0, 0]], 'GE', o.ge, 'add', add)])
