from gen import *
from nd import *
def T(shape, ty): return 'tensor<%s>' % 'x'.join([str(d) for d in shape] + [ty])
def L(a, ty='i32'):
    if ty in HEXW: return a.lit(lambda v: lit(v, ty))
    if ty == 'i1': return a.lit(lambda v: 'true' if v else 'false')
    return a.lit(str)
def gdn(offset_dims, collapsed, obatch, sbatch, sim, ivd):
    s = 'offset_dims = %s, collapsed_slice_dims = %s' % (offset_dims, collapsed)
    if obatch: s += ', operand_batching_dims = %s, start_indices_batching_dims = %s' % (obatch, sbatch)
    return '#stablehlo.gather<%s, start_index_map = %s, index_vector_dim = %d>' % (s, sim, ivd)
def gfile(name, comment, cases):
    b = Body()
    for op, oty, si, ity, od, col, ob, sb, sim, ivd, ss, extra in cases:
        r = gather(op, si, od, col, ob, sb, sim, ivd, ss)
        x = b.fresh('operand'); b.line('%s = stablehlo.constant dense<%s> : %s' % (x, L(op, oty), T(op.shape, oty)))
        i = b.fresh('indices'); b.line('%s = stablehlo.constant dense<%s> : %s' % (i, L(si, ity), T(si.shape, ity)))
        g = b.fresh('gathered')
        b.line('%s = "stablehlo.gather"(%s, %s) <{dimension_numbers = %s,%s slice_sizes = array<i64: %s>}> : (%s, %s) -> %s' % (
            g, x, i, gdn(od, col, ob, sb, sim, ivd), extra, ', '.join(map(str, ss)), T(op.shape, oty), T(si.shape, ity), T(r.shape, oty)))
        b.line('check.expect_eq_const %s, dense<%s> : %s' % (g, L(r, oty), T(r.shape, oty)))
    write(name, comment, b.s)
op = A([3, 4, 2], range(1, 25)); si = A([2, 3, 2], [0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 2])
gfile('gather_spec_example', '''gather, the spec example: 2x3 batch of (row, column) start indices into a 3x4x2 operand (start_index_map = [1, 0]),
slices of 1x2x2 with dimension 0 collapsed. Expected values: the spec's result, reproduced by a Python transcription
of the spec's formulas.''', [(op, 'i32', si, 'i64', [2, 3], [0], [], [], [1, 0], 2, [1, 2, 2], '')])
op2 = A([5, 3], [float(v) for v in range(15)]); si2 = A([4, 1], [-2, 4, 10, 1])
op3 = A([6], range(10, 16)); si3 = A([3], [-100, 2, 100])
gfile('gather_clamps_indices', '''gather clamps each start index to [0, dim - slice_size] (current spec: full_start_index = clamp(start_index, 0,
dim(operand) - slice_sizes)), so out-of-range rows -2, 4 and 10 read the first or last full 2-row window.''',
      [(op2, 'f32', si2, 'i32', [1, 2], [], [], [], [0], 1, [2, 3], ''),
       (op3, 'i64', si3, 'i32', [1], [], [], [], [0], 1, [2], ' indices_are_sorted = true,')])
op4 = A([2, 3, 4], range(24)); si4 = A([2, 2], [2, 0, 1, 1])
op5 = A([3, 2, 2], range(12)); si5 = A([2, 3, 1], [0, 2, 1, 1, 0, 0])
gfile('gather_batching_dims', '''gather with operand_batching_dims / start_indices_batching_dims (spec: full_batching_index): for each batch b,
result[b, i, :] = operand[b, indices[b, i], :], with index_vector_dim = rank (implicit scalar indices); and a case
batching over the operand's dimension 1 (result[b, i, :] = operand[indices[b, i], b, :]). Expected values: Python transcription of the spec.''',
      [(op4, 'i32', si4, 'i32', [2], [1], [0], [0], [1], 2, [1, 1, 4], ''),
       (op5, 'i32', si5, 'i64', [2], [0], [1], [0], [0], 2, [1, 1, 2], '')])
op6 = A([4, 5], range(20)); si6 = A([2, 3], [1, 0, 3, 3, 2, 0])
gfile('gather_index_vector_dim0', '''gather with index_vector_dim = 0 (each column of the 2x3 indices is one (col, row) start, start_index_map = [1, 0])
and 2x2 windows kept as offset dims [0, 2] of the result (batch dimension in the middle).''',
      [(op6, 'i32', si6, 'i32', [0, 2], [], [], [], [1, 0], 0, [2, 2], '')])
op7 = A([3, 2], [1.5, -0.0, float('inf'), 2.5, -1.0, 5e-324]); si7 = A([2, 1], [2, 0])
op8 = A([4], [True, False, True, True]); si8 = A([3, 1], [3, 0, 1])
op9 = A([3, 3], range(9)); si9 = A([2, 1], [1, 2])
gfile('gather_types_and_empty', '''gather of f64 rows (bits of -0.0, inf and a denormal kept) with ui8 indices, of i1 elements with i8 indices,
and with a zero slice size (empty result dimension).''',
      [(op7, 'f64', si7, 'ui8', [1], [0], [], [], [0], 1, [1, 2], ''), (op8, 'i1', si8, 'i8', [], [0], [], [], [0], 1, [1], ''),
       (op9, 'i32', si9, 'i32', [1], [0], [], [], [0], 1, [1, 0], '')])
