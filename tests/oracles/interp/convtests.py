from gen import *
from nd import *
from gs import T, L
def layout(dims_b, dims_f, dims_sp, letters):
    n = len(dims_sp) + 2; out = [''] * n
    out[dims_b] = letters[0]; out[dims_f] = letters[1]
    for s, d in enumerate(dims_sp): out[d] = str(s)
    return '[' + ', '.join(out) + ']'
def cfile(name, comment, cases):
    b = Body()
    for c in cases:
        lhs, rhs, ty, ib, ifd, isp, ki, ko, ksp, ob, of, osp, kw = c
        wrapf = kw.pop('wrapf', lambda v: v)
        r = conv(lhs, rhs, ib, ifd, isp, ki, ko, ksp, ob, of, osp, wrapf=wrapf, **kw)
        S = len(isp)
        x = b.fresh('lhs'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(lhs, ty), T(lhs.shape, ty)))
        y = b.fresh('rhs'); b.line('%s = stablehlo.constant dense<%s> : %s' % (y, L(rhs, ty), T(rhs.shape, ty)))
        dn = layout(ib, ifd, isp, 'bf') + 'x' + layout(ki, ko, ksp, 'io') + '->' + layout(ob, of, osp, 'bf')
        win = []
        if 'strides' in kw: win.append('stride = %s' % kw['strides'])
        if 'pad' in kw: win.append('pad = [%s]' % ', '.join('[%d, %d]' % tuple(p) for p in kw['pad']))
        if 'lhs_dil' in kw: win.append('lhs_dilate = %s' % kw['lhs_dil'])
        if 'rhs_dil' in kw: win.append('rhs_dilate = %s' % kw['rhs_dil'])
        if 'rev' in kw: win.append('reverse = [%s]' % ', '.join('true' if v else 'false' for v in kw['rev']))
        cv = b.fresh('conv')
        b.line('%s = stablehlo.convolution(%s, %s) dim_numbers = %s, window = {%s} {batch_group_count = %d : i64, feature_group_count = %d : i64} : (%s, %s) -> %s' % (
            cv, x, y, dn, ', '.join(win), kw.get('B', 1), kw.get('G', 1), T(lhs.shape, ty), T(rhs.shape, ty), T(r.shape, ty)))
        b.line('check.expect_eq_const %s, dense<%s> : %s' % (cv, L(r, ty), T(r.shape, ty)))
    write(name, comment, b.s)
REF = '\nExpected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).'
NHWC = (0, 3, [1, 2], 2, 3, [0, 1], 0, 3, [1, 2])      # [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
NWC = (0, 2, [1], 1, 2, [0], 0, 2, [1])                  # [b, 0, f]x[0, i, o]->[b, 0, f]
NCHW = (0, 1, [2, 3], 1, 0, [2, 3], 0, 1, [2, 3])       # [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]
lhs = A([1, 4, 4, 1], [1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17]); rhs = A([3, 3, 1, 1], [1] * 9)
cfile('convolution_spec_example', '''convolution, the spec example: 4x4 input with lhs_dilation 2 (a 7x7 dilated base), 3x3 ones kernel, stride 4
-> [[10, 26], [46, 62]].''', [(lhs, rhs, 'i32') + NHWC + ({'strides': [4, 4], 'pad': [[0, 0], [0, 0]], 'lhs_dil': [2, 2], 'rhs_dil': [1, 1], 'rev': [False, False]},)])
cfile('convolution_basic_1d', '''convolution 1-D without padding (valid), 2 input and 3 output features, batch 2, f32 with exact values; and the
same data as i64 with a stride of 2. ''' + REF,
      [(A([2, 5, 2], [1.0, 2.0, -1.0, 0.5, 3.0, 1.0, 0.0, 2.0, 1.0, -1.0, 2.0, 2.0, 0.5, 0.5, -3.0, 1.0, 4.0, 0.0, 1.0, 1.0]),
        A([2, 2, 3], [1.0, 0.0, -1.0, 2.0, 1.0, 0.5, 0.25, -2.0, 1.0, 0.0, 3.0, 1.0]), 'f32') + NWC + ({},),
       (A([1, 6, 1], [1, 2, 3, 4, 5, 6]), A([3, 1, 1], [1, 10, 100]), 'i64') + NWC + ({'strides': [2]},)])
cfile('convolution_padding', '''convolution with explicit padding: positive padding adds zeros around the input, negative padding crops it
(pad [[2, -1]] on a 5-wide input: padded width 6), also asymmetric 2-D padding. ''' + REF,
      [(A([1, 5, 1], [1, 2, 3, 4, 5]), A([2, 1, 1], [1, -1]), 'i32') + NWC + ({'pad': [[2, -1]]},),
       (A([1, 5, 1], [1, 2, 3, 4, 5]), A([3, 1, 1], [1, 1, 1]), 'i32') + NWC + ({'pad': [[-2, 3]]},),
       (A([1, 3, 3, 1], range(1, 10)), A([2, 2, 1, 1], [1, 2, 3, 4]), 'i32') + NHWC + ({'pad': [[1, 0], [0, 2]]},)])
cfile('convolution_rhs_dilation', '''convolution with rhs_dilation (atrous): kernel taps are rhs_dilation apart, so a 3-tap kernel with dilation 2 spans
5 input elements; 2-D with different dilations per dimension. ''' + REF,
      [(A([1, 7, 1], [1, 2, 3, 4, 5, 6, 7]), A([3, 1, 1], [1, 10, 100]), 'i32') + NWC + ({'rhs_dil': [2]},),
       (A([1, 4, 5, 1], range(20)), A([2, 2, 1, 1], [1, 2, 3, 4]), 'i32') + NHWC + ({'rhs_dil': [3, 2], 'pad': [[0, 0], [1, 0]]},)])
cfile('convolution_lhs_dilation', '''convolution with lhs_dilation inserts lhs_dilation - 1 zeros between input elements (transposed convolution),
combined with padding and a stride. ''' + REF,
      [(A([1, 3, 1], [1, 2, 3]), A([2, 1, 1], [1, 10]), 'i32') + NWC + ({'lhs_dil': [3]},),
       (A([1, 2, 2, 1], [1, 2, 3, 4]), A([3, 3, 1, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9]), 'i32') + NHWC + ({'lhs_dil': [2, 2], 'pad': [[2, 2], [2, 2]]},),
       (A([1, 4, 1], [1, 2, 3, 4]), A([2, 1, 1], [1, -1]), 'i32') + NWC + ({'lhs_dil': [2], 'pad': [[1, 1]], 'strides': [3]},)])
cfile('convolution_window_reversal', '''convolution with window_reversal = true reverses each window (equivalently flips the kernel) along that spatial
dimension; 2-D with reversal only along the second spatial dimension, combined with a stride. ''' + REF,
      [(A([1, 5, 1], [1, 2, 3, 4, 5]), A([3, 1, 1], [1, 10, 100]), 'i32') + NWC + ({'rev': [True]},),
       (A([1, 3, 4, 1], range(12)), A([2, 2, 1, 1], [1, 2, 3, 4]), 'i32') + NHWC + ({'rev': [False, True], 'strides': [1, 2]},)])
cfile('convolution_feature_groups', '''convolution with feature_group_count: input features and output features split into groups that are convolved
separately (spec); 4 input features in 2 groups -> 4 outputs, and a depthwise case (groups = features = 3). ''' + REF,
      [(A([1, 3, 4], [float(v) for v in range(12)]), A([2, 2, 4], [1.0, 0.0, 2.0, -1.0, 0.5, 1.0, 0.0, 3.0, -1.0, 2.0, 1.0, 1.0, 0.0, 0.0, 4.0, 0.25]), 'f32', 0, 2, [1], 1, 2, [0], 0, 2, [1], {'G': 2}),
       (A([2, 3, 4], list(range(1, 25))), A([3, 1, 2], [1, -1, 2, 1, 0, 3]), 'i32', 0, 1, [2], 1, 0, [2], 0, 1, [2], {'G': 3})])
cfile('convolution_batch_groups', '''convolution with batch_group_count = 2: the batch splits into 2 groups, the output features into 2 groups, and group k
of the batch is convolved with group k of the kernel; results concatenate along the output feature dimension and the
result batch is batch / 2 (the form of a weight gradient). ''' + REF,
      [(A([4, 3, 1], range(1, 13)), A([2, 1, 4], [1, 0, 2, -1, 1, 1, 0, 2]), 'i32') + NWC + ({'B': 2},),
       (A([2, 3, 2], [1.0, 2.0, 0.5, -1.0, 3.0, 1.0, 2.0, 0.0, -2.0, 1.0, 4.0, 0.25]), A([2, 2, 2], [1.0, 0.5, 2.0, -1.0, 0.0, 1.0, 1.0, 3.0]), 'f32') + NWC + ({'B': 2},)])
cfile('convolution_nchw_oihw', '''convolution with the NCHW / OIHW layout ([b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]), 2 input and 2 output features,
padding 1 and stride 2. ''' + REF,
      [(A([1, 2, 4, 4], range(32)), A([2, 2, 3, 3], [1, 0, -1, 2, 0, -2, 1, 0, -1, 0, 1, 0, 1, -4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0]), 'i32') + NCHW + ({'strides': [2, 2], 'pad': [[1, 1], [1, 1]]},)])
cfile('convolution_permuted_layouts', '''convolution with unusual dimension orders: input [f, 1, b, 0], kernel [1, o, 0, i], output [0, f, 1, b] (spatial dims
swapped between input and output); the result must not depend on the layout. ''' + REF,
      [(A([2, 3, 1, 4], range(24)), A([2, 2, 3, 2], [1, 0, 2, -1, 0, 1, 1, 1, 0, 0, 3, 1, -1, 2, 0, 1, 1, 0, 2, 2, 1, 0, 0, 1]), 'i32', 2, 0, [3, 1], 3, 1, [2, 0], 3, 1, [0, 2], {})])
cfile('convolution_types', '''convolution in f16, bf16 and f64 with exactly representable products and sums, and ui8 / i8 where the accumulation
wraps modulo 256 (the result type is the element type). ''' + REF,
      [(A([1, 3, 1], [1.5, -2.0, 0.25]), A([2, 1, 1], [4.0, 0.5]), 'f16') + NWC + ({},),
       (A([1, 3, 1], [128.0, 2.0, -0.5]), A([2, 1, 1], [0.5, 2.0]), 'bf16') + NWC + ({},),
       (A([1, 3, 1], [0.1, 0.2, 0.3]), A([1, 1, 1], [10.0]), 'f64') + NWC + ({},),
       (A([1, 3, 1], [200, 100, 3]), A([2, 1, 1], [1, 1]), 'ui8') + NWC + ({'wrapf': lambda v: wrap(v, 8, False)},),
       (A([1, 2, 1], [100, 100]), A([2, 1, 1], [1, 1]), 'i8') + NWC + ({'wrapf': lambda v: wrap(v, 8, True)},)])
cfile('convolution_3d_and_empty', '''convolution with 3 spatial dimensions (2x2x2 kernel of ones sums each 2x2x2 block), and a window larger than the
padded input, which gives a size-0 spatial result dimension. ''' + REF,
      [(A([1, 3, 3, 2, 1], range(18)), A([2, 2, 2, 1, 1], [1] * 8), 'i32', 0, 4, [1, 2, 3], 3, 4, [0, 1, 2], 0, 4, [1, 2, 3], {}),
       (A([1, 2, 1], [1, 2]), A([3, 1, 1], [1, 1, 1]), 'i32') + NWC + ({},)])
