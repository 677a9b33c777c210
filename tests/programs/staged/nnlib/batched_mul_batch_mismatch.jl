# Batch sizes 4 and 3 (neither 1) in a staged batched_mul: NNlib's "batch size mismatch", raised
# before the inner dims (which also disagree here) are looked at.
using NNlib
m(A, B) = batched_mul(A, B)
m(ones(2, 3, 4), ones(2, 2, 3))
