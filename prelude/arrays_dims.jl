# dropdims(A; dims) and repeat(A; inner, outer) (Julia's base/abstractarraymath.jl), written plainly:
# the host runs them as they are; staged code meets them through the staged rules (one reshape, one
# broadcast_in_dim + reshape) before this code runs.

function dropdims(A::AbstractArray; dims)
    ds = dims isa Integer ? (dims,) : dims
    for (k, d) in enumerate(ds)
        1 <= d <= ndims(A) || throw(ArgumentError("dropped dims must be in range 1:ndims(A)"))
        size(A, d) == 1 || throw(ArgumentError("dropped dims must all be size 1"))
        for j in 1:k-1
            ds[j] == d && throw(ArgumentError("dropped dims must be unique"))
        end
    end
    kept = ()
    for i in 1:ndims(A)
        i in ds || (kept = (kept..., size(A, i)))
    end
    return reshape(A, kept)
end

# Each element repeated `inner[d]` times along dim d, then the whole block `outer[d]` times; either
# may be longer than ndims(A) (trailing dims of size 1).
function repeat(A::AbstractArray; inner = nothing, outer = nothing)
    inn = inner === nothing ? () : inner isa Integer ? (inner,) : inner
    out = outer === nothing ? () : outer isa Integer ? (outer,) : outer
    n = max(ndims(A), length(inn), length(out))
    for c in (inn..., out...)
        c >= 0 || throw(ArgumentError("no valid repeat count: $c"))
    end
    ic = ntuple(d -> d <= length(inn) ? inn[d] : 1, n)
    oc = ntuple(d -> d <= length(out) ? out[d] : 1, n)
    sz = ntuple(d -> size(A, d) * ic[d] * oc[d], n)
    R = similar(A, sz)
    for I in CartesianIndices(sz)
        R[I] = A[ntuple(d -> mod(I[d] - 1, size(A, d) * ic[d]) ÷ ic[d] + 1, n)...]
    end
    return R
end
