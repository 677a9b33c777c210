from gen import *
from nd import *
from gs import T, L
def wfile(name, comment, cases):
    b = Body()
    for inputs, tys, inits, kw, body, f in cases:
        rs = reduce_window(inputs, inits, f=f, **kw)
        n = len(inputs); xs = []; ins = []
        for a, ty in zip(inputs, tys):
            x = b.fresh('x'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(a, ty), T(a.shape, ty))); xs.append(x)
        for v, ty in zip(inits, tys):
            x = b.fresh('init'); b.line('%s = stablehlo.constant dense<%s> : tensor<%s>' % (x, lit(v, ty) if ty in HEXW else ('true' if v is True else 'false' if v is False else str(v)), ty)); ins.append(x)
        attrs = ['window_dimensions = array<i64: %s>' % ', '.join(map(str, kw['wd']))]
        if 'ws' in kw: attrs.append('window_strides = array<i64: %s>' % ', '.join(map(str, kw['ws'])))
        if 'bd' in kw: attrs.append('base_dilations = array<i64: %s>' % ', '.join(map(str, kw['bd'])))
        if 'wdil' in kw: attrs.append('window_dilations = array<i64: %s>' % ', '.join(map(str, kw['wdil'])))
        if 'pad' in kw: attrs.append('padding = dense<%s> : tensor<%dx2xi64>' % (str(kw['pad']), len(kw['wd'])))
        attrs.sort()
        r = b.fresh('rw'); rn = r if n == 1 else '%s:%d' % (r, n)
        b.line('%s = "stablehlo.reduce_window"(%s) <{%s}> ({' % (rn, ', '.join(xs + ins), ', '.join(attrs)))
        b.s += '    ^bb0(%s):\n' % ', '.join('%%arg%d: tensor<%s>' % (k, tys[k % n]) for k in range(2 * n))
        for l in body: b.s += '      ' + l + '\n'
        intypes = ', '.join([T(a.shape, ty) for a, ty in zip(inputs, tys)] + ['tensor<%s>' % ty for ty in tys])
        outs = ', '.join(T(a.shape, ty) for a, ty in zip(rs, tys))
        b.line('}) : (%s) -> %s' % (intypes, outs if n == 1 else '(' + outs + ')'))
        for k, (a, ty) in enumerate(zip(rs, tys)):
            ref = r if n == 1 else '%s#%d' % (r, k)
            if ty in HEXW and any(isinstance(v, float) and math.isnan(v) for v in a.data):
                e = b.fresh('e'); b.line('%s = stablehlo.constant dense<%s> : %s' % (e, L(a, ty), T(a.shape, ty)))
                b.line('check.expect_close %s, %s, max_ulp_difference = 0 : %s, %s' % (ref, e, T(a.shape, ty), T(a.shape, ty)))
            else:
                b.line('check.expect_eq_const %s, dense<%s> : %s' % (ref, L(a, ty), T(a.shape, ty)))
    write(name, comment, b.s)
def body1(op, ty): return ['%%0 = stablehlo.%s %%arg0, %%arg1 : tensor<%s>' % (op, ty), 'stablehlo.return %%0 : tensor<%s>' % ty]
add = lambda acc, e: [acc[0] + e[0]]
def fmax(a, b):
    if math.isnan(a) or math.isnan(b): return NAN
    return max(a, b)
mx = lambda acc, e: [fmax(acc[0], e[0])]
REF = '\nExpected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).'
wfile('reduce_window_spec_example', '''reduce_window, the spec example: sum windows [2, 1], strides [4, 1], base_dilations [2, 1], window_dilations [3, 1],
padding [[2, 1], [0, 0]] on [[1, 2], [3, 4], [5, 6]] -> [[0, 0], [3, 4]].''',
      [([A([3, 2], [1, 2, 3, 4, 5, 6])], ['i32'], [0], {'wd': [2, 1], 'ws': [4, 1], 'bd': [2, 1], 'wdil': [3, 1], 'pad': [[2, 1], [0, 0]]}, body1('add', 'i32'), add)])
wfile('reduce_window_max_pool', '''reduce_window as 2x2 max pooling with stride 2 on a 4x4 f32 input (init -inf), with NaN propagating through
IEEE maximum in one window, and 3x3 pooling with stride 1 and padding 1 (padding holds the init -inf). ''' + REF,
      [([A([4, 4], [1.0, 5.0, -2.0, 0.0, 3.0, -1.0, NAN, 4.0, -3.0, -4.0, 8.0, 8.0, -5.0, -6.0, 7.0, 9.0])], ['f32'], [-INF], {'wd': [2, 2], 'ws': [2, 2]}, body1('maximum', 'f32'), mx),
       ([A([3, 3], [1.0, -2.0, 3.0, -4.0, 5.0, -6.0, 7.0, -8.0, 9.0])], ['f32'], [-INF], {'wd': [3, 3], 'pad': [[1, 1], [1, 1]]}, body1('maximum', 'f32'), mx)])
wfile('reduce_window_multiple_inputs', '''reduce_window with two inputs reduced together (a sum of values and a sum of ones = element count per window,
the two parts of average pooling with padding), body (v0, c0, v1, c1) -> (v0 + v1, c0 + c1). ''' + REF,
      [([A([2, 4], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]), A([2, 4], [1] * 8)], ['f32', 'i32'], [0.0, 0], {'wd': [2, 2], 'ws': [1, 2], 'pad': [[1, 0], [1, 1]]},
        ['%0 = stablehlo.add %arg0, %arg2 : tensor<f32>', '%1 = stablehlo.add %arg1, %arg3 : tensor<i32>', 'stablehlo.return %0, %1 : tensor<f32>, tensor<i32>'],
        lambda acc, e: [acc[0] + e[0], acc[1] + e[1]])])
wfile('reduce_window_dilations', '''reduce_window with window_dilations (taps 2 apart in dim 0, 3 apart in dim 1) and, separately, base_dilations
(init-valued holes between input elements) with a stride. ''' + REF,
      [([iota([5, 7])], ['i64'], [0], {'wd': [2, 2], 'wdil': [2, 3]}, body1('add', 'i64'), add),
       ([A([3, 2], [1, 2, 3, 4, 5, 6])], ['i64'], [0], {'wd': [2, 2], 'bd': [2, 3], 'ws': [2, 1]}, body1('add', 'i64'), add)])
wfile('reduce_window_edge_shapes', '''reduce_window whose window is larger than the (padded) input gives a size-0 result; a window of 1 with stride 1
is the identity; a 1-D window over a size-1 dimension; i1 (or) and ui8 (max, unsigned order). ''' + REF,
      [([A([2, 3], [1, 2, 3, 4, 5, 6])], ['i32'], [0], {'wd': [3, 1]}, body1('add', 'i32'), add),
       ([A([2, 3], [1, 2, 3, 4, 5, 6])], ['i32'], [0], {'wd': [1, 1]}, body1('add', 'i32'), add),
       ([A([1, 4], [True, False, False, False])], ['i1'], [False], {'wd': [1, 2], 'ws': [1, 1]}, body1('or', 'i1'), lambda a, e: [a[0] or e[0]]),
       ([A([4], [3, 250, 7, 128])], ['ui8'], [0], {'wd': [2], 'ws': [2]}, body1('maximum', 'ui8'), lambda a, e: [max(a[0], e[0])])])
wfile('reduce_window_padding', '''reduce_window padding holds the init value: a sum over [3] windows with padding [[2, 2]] covers partial windows at
both ends; negative-free asymmetric 2-D padding with stride 2 for min pooling (init +inf). ''' + REF,
      [([A([4], [1, 10, 100, 1000])], ['i32'], [0], {'wd': [3], 'pad': [[2, 2]]}, body1('add', 'i32'), add),
       ([A([3, 3], [5.0, 1.0, 7.0, 2.0, 8.0, 3.0, 9.0, 4.0, 6.0])], ['f32'], [INF], {'wd': [2, 2], 'ws': [2, 2], 'pad': [[1, 0], [0, 1]]}, body1('minimum', 'f32'), lambda a, e: [min(a[0], e[0])])])
