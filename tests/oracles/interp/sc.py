from gen import *
from nd import *
from gs import T, L
def sdn(uwd, iwd, ib, sb, sd2od, ivd):
    s = 'update_window_dims = %s, inserted_window_dims = %s' % (uwd, iwd)
    if ib: s += ', input_batching_dims = %s, scatter_indices_batching_dims = %s' % (ib, sb)
    return '#stablehlo.scatter<%s, scatter_dims_to_operand_dims = %s, index_vector_dim = %d>' % (s, sd2od, ivd)
def sfile(name, comment, cases):
    b = Body()
    for inputs, tys, si, ity, updates, uwd, iwd, ib, sb, sd2od, ivd, body, pyf, extra in cases:
        res = scatter(inputs, si, updates, uwd, iwd, ib, sb, sd2od, ivd, pyf)
        xs = []
        for a, ty in zip(inputs, tys):
            x = b.fresh('input'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(a, ty), T(a.shape, ty))); xs.append(x)
        i = b.fresh('indices'); b.line('%s = stablehlo.constant dense<%s> : %s' % (i, L(si, ity), T(si.shape, ity)))
        us = []
        for a, ty in zip(updates, tys):
            u = b.fresh('updates'); b.line('%s = stablehlo.constant dense<%s> : %s' % (u, L(a, ty), T(a.shape, ty))); us.append(u)
        n = len(inputs); r = b.fresh('scattered')
        res_name = r if n == 1 else r + ':%d' % n
        args = ['%%arg%d: tensor<%s>' % (k, tys[k % n]) for k in range(2 * n)]
        b.line('%s = "stablehlo.scatter"(%s) <{%sscatter_dimension_numbers = %s}> ({' % (res_name, ', '.join(xs + [i] + us), extra, sdn(uwd, iwd, ib, sb, sd2od, ivd)))
        b.s += '    ^bb0(%s):\n' % ', '.join(args)
        for l in body: b.s += '      ' + l + '\n'
        ins = ', '.join([T(a.shape, ty) for a, ty in zip(inputs, tys)] + [T(si.shape, ity)] + [T(a.shape, ty) for a, ty in zip(updates, tys)])
        outs = ', '.join(T(a.shape, ty) for a, ty in zip(inputs, tys))
        b.line('}) : (%s) -> %s' % (ins, outs if n == 1 else '(' + outs + ')'))
        for k, (a, ty) in enumerate(zip(res, tys)):
            ref = r if n == 1 else '%s#%d' % (r, k)
            b.line('check.expect_eq_const %s, dense<%s> : %s' % (ref, L(a, ty), T(a.shape, ty)))
    write(name, comment, b.s)
ADD = ['%0 = stablehlo.add %arg0, %arg1 : tensor<i32>', 'stablehlo.return %0 : tensor<i32>']
op = A([3, 4, 2], range(1, 25)); si = A([2, 3, 2], [0, 2, 1, 0, 2, 1, 0, 1, 1, 0, 2, 0]); up = A([2, 3, 2, 2], [1] * 24)
sfile('scatter_spec_example', '''scatter with an add update_computation, the spec example: 2x3 (row, column) starts into 3x4x2 with 2x2 windows;
windows overlap, so some elements receive two updates. Expected: the spec's result (reproduced by a Python transcription).''',
      [([op], ['i32'], si, 'i64', [up], [2, 3], [0], [], [], [1, 0], 2, ADD, lambda a, u: [a[0] + u[0]], '')])
op2 = A([5], [0] * 5); si2 = A([6, 1], [1, 3, 1, 1, 4, 3]); up2 = A([6], [1, 10, 100, 1000, 10000, 100000])
op3 = A([2, 3], [1.0] * 6); si3 = A([3, 1], [1, 1, 0]); up3 = A([3, 3], [2.0, 3.0, 4.0, 0.5, 0.5, 0.5, -1.0, 0.0, 1.0])
sfile('scatter_duplicate_indices', '''scatter where several updates hit the same element: all of them are combined with the update computation
(integer add, so the implementation-defined order does not matter); f32 multiply by rows with exactly representable products.''',
      [([op2], ['i32'], si2, 'i32', [up2], [], [0], [], [], [0], 1, ADD, lambda a, u: [a[0] + u[0]], ''),
       ([op3], ['f32'], si3, 'i32', [up3], [1], [0], [], [], [0], 1, ['%0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>', 'stablehlo.return %0 : tensor<f32>'],
        lambda a, u: [a[0] * u[0]], '')])
op4a = A([4], [10, 20, 30, 40]); op4b = A([4], [1.0, 2.0, 3.0, 4.0]); si4 = A([3, 1], [3, 0, 3]); u4a = A([3], [1, 2, 3]); u4b = A([3], [0.5, 8.0, 9.0])
sfile('scatter_variadic', '''scatter with two inputs and two updates: the update computation receives (input0, input1, update0, update1) and returns
both new values (here i32 add and f32 maximum), so one scatter updates two tensors at the same indices.''',
      [([op4a, op4b], ['i32', 'f32'], si4, 'i32', [u4a, u4b], [], [0], [], [], [0], 1,
        ['%0 = stablehlo.add %arg0, %arg2 : tensor<i32>', '%1 = stablehlo.maximum %arg1, %arg3 : tensor<f32>', 'stablehlo.return %0, %1 : tensor<i32>, tensor<f32>'],
        lambda a, u: [a[0] + u[0], max(a[1], u[1])], '')])
op5 = A([2, 3, 2], [0] * 12); si5 = A([2, 2], [2, 0, 1, 1]); up5 = A([2, 2, 2], [1, 2, 3, 4, 5, 6, 7, 8])
sfile('scatter_batching_dims', '''scatter with input_batching_dims / scatter_indices_batching_dims: for each batch b, updates[b, i, :] is added at
input[b, indices[b, i], :] (duplicate (1, 1) rows in batch 1 accumulate). Expected: Python transcription of the spec.''',
      [([op5], ['i32'], si5, 'i32', [up5], [2], [1], [0], [0], [1], 2, ADD, lambda a, u: [a[0] + u[0]], '')])
op6 = A([4, 2], range(8)); si6 = A([3, 1], [7, -1, 2]); up6 = A([3, 2], [100, 101, 200, 201, 300, 301])
sfile('scatter_out_of_bounds_skipped', '''scatter updates whose window lies entirely outside the input are skipped. The spec leaves out-of-bounds
result_index implementation-defined; XLA and the StableHLO reference interpreter both skip such updates.''',
      [([op6], ['i32'], si6, 'i32', [up6], [1], [0], [], [], [0], 1, ['stablehlo.return %arg1 : tensor<i32>'], lambda a, u: [u[0]], '')])
op7 = A([2, 2], [True, False, False, False]); si7 = A([2, 2], [0, 1, 1, 1]); up7 = A([2], [True, False])
op8 = A([3], [1.5, 2.5, 3.5]); si8 = A([1, 1], [1]); up8 = A([1], [-0.0])
sfile('scatter_replace_and_types', '''scatter with a computation that returns the update (replace) on unique indices, on i1 with OR and on f16
(-0.0 written exactly); unique_indices and indices_are_sorted are hints that do not change the result.''',
      [([op7], ['i1'], si7, 'ui32', [up7], [], [0, 1], [], [], [0, 1], 1, ['%0 = stablehlo.or %arg0, %arg1 : tensor<i1>', 'stablehlo.return %0 : tensor<i1>'],
        lambda a, u: [a[0] or u[0]], 'unique_indices = true, '),
       ([op8], ['f16'], si8, 'i64', [up8], [], [0], [], [], [0], 1, ['stablehlo.return %arg1 : tensor<f16>'], lambda a, u: [u[0]], 'indices_are_sorted = true, unique_indices = true, ')])
