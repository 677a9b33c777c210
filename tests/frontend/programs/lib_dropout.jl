mutable struct Dropout{F<:Real,D,R<:AbstractRNG}
    p::F
    dims::D
    active::Union{Bool, Nothing}
    rng::R
end
Dropout(p::Real, dims, active) = Dropout(p, dims, active, default_rng())

function Dropout(p::Real; dims = :, active::Union{Bool,Nothing} = nothing, rng = default_rng())
    0 ≤ p ≤ 1 || throw(ArgumentError("Dropout expects 0 ≤ p ≤ 1, got p = $p"))
    Dropout(p, dims, active, rng)
end

function (a::Dropout)(x)
    _isactive(a, x) || return x
    return dropout(a.rng, x, a.p; dims = a.dims)
end

function dropout_mask(rng, x::AbstractArray, p; dims = :)
    y = rand!(rng, similar(x, _dropout_shape(x, dims)))
    y .= _dropout_kernel.(y, p, 1 - p)
    return y
end

_dropout_kernel(y::T, p, q) where {T} = y > p ? T(1 / q) : T(0)
