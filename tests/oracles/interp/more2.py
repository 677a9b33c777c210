from gen import *
from nd import *
from gs import gfile
from dotconv import dfile
from convtests import cfile
I = lambda v: v
dfile('dot_general_batch_only', '''dot_general with only batching and contracting dimensions (no free ones): a batched dot product whose result has
just the batch dimension, and batching dimensions that are the last dims of both operands.
Expected: Python transcription of the spec.''',
      [(A([3, 4], list(range(12))), A([3, 4], [1, -1, 2, 0] * 3), 'i32', [0], [0], [1], [1], I, ''),
       (A([2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), A([2, 3], [0.5, 0.5, 0.5, 2.0, 2.0, 2.0]), 'f64', [1], [1], [0], [0], I, '')])
gfile('gather_index_vector_dim_middle', '''gather with index_vector_dim = 1 of rank-3 start indices (2x2x3: the index vectors run along the middle dimension)
and start_index_map [2, 0] (index component 0 addresses operand dimension 2, which is collapsed); offset dims [2, 3]. Expected: Python transcription of the spec.''',
      [(iota([3, 2, 4]), 'i32', A([2, 2, 3], [3, 0, 1, 1, 2, 0, 0, 2, 5, 0, 1, 1]), 'i32', [2, 3], [2], [], [], [2, 0], 1, [2, 2, 1], '')])
cfile('convolution_groups_nchw', '''convolution with feature_group_count = 2 and batch_group_count = 2 (separately) in the NCHW/OIHW layout with a
stride: the output feature dimension is not last, so group results concatenate along dimension 1.
Expected: Python transcription of the spec.''',
      [(A([1, 4, 3, 3], list(range(36))), A([4, 2, 2, 2], [1, 0, 0, 1, 0, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0]), 'i32',
        0, 1, [2, 3], 1, 0, [2, 3], 0, 1, [2, 3], {'G': 2, 'strides': [1, 1]}),
       (A([4, 1, 2, 2], list(range(16))), A([2, 1, 2, 2], [1, 2, 3, 4, -1, 0, 0, 1]), 'i32', 0, 1, [2, 3], 1, 0, [2, 3], 0, 1, [2, 3], {'B': 2})])
