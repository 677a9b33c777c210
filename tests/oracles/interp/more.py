from gen import *
from nd import *
from gs import gfile
from sc import sfile
from dotconv import dfile
from convtests import cfile, NWC, NHWC
I = lambda v: v
dfile('dot_general_contracting_order', '''dot_general pairs lhs_contracting_dimensions[i] with rhs_contracting_dimensions[i] in list order (spec C11): contracting
lhs [0, 1] with rhs [1, 0] sums lhs[i, j] * rhs[j, i] (the trace of lhs . rhs), while [0, 1] with [0, 1] sums
lhs[i, j] * rhs[i, j]; batch dims listed out of order pair the same way. Expected: Python transcription of the spec.''',
      [(A([2, 3], [1, 2, 3, 4, 5, 6]), A([3, 2], [1, 10, 100, 1000, 10000, 100000]), 'i64', [], [], [0, 1], [1, 0], I, ''),
       (A([2, 3], [1, 2, 3, 4, 5, 6]), A([2, 3], [1, 10, 100, 1000, 10000, 100000]), 'i64', [], [], [0, 1], [0, 1], I, ''),
       (A([2, 3, 2], list(range(12))), A([3, 2, 2], [1, 0, 0, 1, 2, 0, 0, 2, -1, 1, 1, -1]), 'i32', [1, 0], [0, 1], [2], [2], I, '')])
cfile('convolution_empty_kernel', '''convolution with a size-0 kernel spatial dimension: the dilated window size is 0 (spec C26), so there are
floor((padded - 0) / stride) + 1 windows, each an empty sum = 0; and a size-0 input feature dimension (all sums empty).
Expected: Python transcription of the spec.''',
      [(A([1, 3, 1], [1, 2, 3]), A([0, 1, 1], []), 'i32') + NWC + ({},),
       (A([1, 4, 0], []), A([2, 0, 2], []), 'f32') + NWC + ({'strides': [2]},)])
cfile('convolution_lhs_dilation_negative_padding', '''convolution with lhs_dilation 2 and negative padding that cuts into the dilated base (including a hole position),
with rhs_dilation 2 on the other spatial dimension. Expected: Python transcription of the spec.''',
      [(A([1, 4, 1], [1, 2, 3, 4]), A([2, 1, 1], [1, 10]), 'i32') + NWC + ({'lhs_dil': [2], 'pad': [[-1, -2]]},),
       (A([1, 3, 5, 1], range(15)), A([2, 2, 1, 1], [1, 2, 3, 4]), 'i32') + NHWC + ({'lhs_dil': [2, 1], 'rhs_dil': [1, 2], 'pad': [[-1, 0], [0, -1]]},)])
gfile('gather_collapsed_middle', '''gather from a 3x4x5 operand collapsing the middle dimension: start_index_map [1, 2] (dimension 0 always starts at 0),
slices 2x1x3, offset dims placed first and last around the batch dimension of the result, indices with clamping.
Expected: Python transcription of the spec.''',
      [(iota([3, 4, 5]), 'i32', A([3, 2], [1, 0, 3, 4, -2, 9]), 'i32', [0, 2], [1], [], [], [1, 2], 1, [2, 1, 3], '')])
sfile('scatter_window_dims_order', '''scatter whose update window dimension comes before the scatter dimension (update_window_dims = [0]) into a 4x3 input
with dimension 1 inserted: updates[:, k] is added down column indices[k]; duplicate column 2 accumulates.
Expected: Python transcription of the spec.''',
      [([A([4, 3], [0] * 12)], ['i32'], A([3, 1], [2, 0, 2]), 'i32', [A([4, 3], [1, 2, 3, 10, 20, 30, 100, 200, 300, 1000, 2000, 3000])], [0], [1], [], [], [1], 1,
        ['%0 = stablehlo.add %arg0, %arg1 : tensor<i32>', 'stablehlo.return %0 : tensor<i32>'], lambda a, u: [a[0] + u[0]], '')])
