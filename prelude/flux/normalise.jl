# Part of module Flux (prelude/zz_flux.jl includes it): Dropout, BatchNorm, LayerNorm.

# ---- Dropout, BatchNorm, LayerNorm (src/layers/normalise.jl) ----

mutable struct Dropout{F,D,R<:Random.AbstractRNG}
    p::F
    dims::D
    active::Union{Bool,Nothing}
    rng::R
end
function Dropout(p::Real; dims = :, active::Union{Bool,Nothing} = nothing, rng = default_rng())
    0 <= p <= 1 || throw(ArgumentError("Dropout expects 0 ≤ p ≤ 1, got p = $p"))
    return Dropout(p, dims, active, rng)
end
# p does not get a gradient (NNlib's dropout rule)
function (a::Dropout)(x)
    _isactive(a, x) || return x
    _static_ints(a.dims)
    return NNlib.dropout(a.rng, x, Zygote.ignore_derivatives(a.p); dims = a.dims)
end
trainable(a::Dropout) = (;)
testmode!(m::Dropout, mode = true) = (m.active = isnothing(_tidy_active(mode)) ? nothing : !mode; m)
function Base.show(io::IO, d::Dropout)
    print(io, "Dropout(", d.p)
    d.dims === (:) || print(io, ", dims=", d.dims)
    d.active === nothing || print(io, ", active=", d.active)
    print(io, ")")
end

# mean and variance (uncorrected) over `dims`, as Statistics computes them: the sum times 1/n
function _mean_var(x::AbstractArray{T}, dims) where {T}
    n = prod(map(d -> size(x, d), dims))
    μ = sum(x; dims = dims) .* (one(T) / T(n))
    σ² = sum(abs2.(x .- μ); dims = dims) .* (one(T) / T(n))
    return μ, σ², n
end

mutable struct BatchNorm{F,V,N,W}
    λ::F
    β::V
    γ::V
    μ::W
    σ²::W
    ϵ::N
    momentum::N
    affine::Bool
    track_stats::Bool
    active::Union{Bool,Nothing}
    chs::Int
end
function BatchNorm(chs::Int, λ = identity; initβ = zeros32, initγ = ones32, affine::Bool = true, track_stats::Bool = true,
                   active::Union{Bool,Nothing} = nothing, eps::Real = 1.0f-5, momentum::Real = 0.1f0)
    β = affine ? initβ(chs) : nothing
    γ = affine ? initγ(chs) : nothing
    μ = track_stats ? zeros32(chs) : nothing
    σ² = track_stats ? ones32(chs) : nothing
    return BatchNorm(λ, β, γ, μ, σ², eps, momentum, affine, track_stats, active, chs)
end
trainable(bn::BatchNorm) = bn.affine ? (β = bn.β, γ = bn.γ) : (;)
testmode!(m::BatchNorm, mode = true) = (m.active = isnothing(_tidy_active(mode)) ? nothing : !mode; m)

function (BN::BatchNorm)(x::AbstractArray{T,N}) where {T,N}
    # the channel count from an array's size (a number field would be a staged value here)
    chs = BN.affine ? length(BN.γ) : BN.track_stats ? length(BN.μ) : BN.chs
    size(x, N - 1) == chs || throw(DimensionMismatch("layer BatchNorm($chs) expects size(input, $(N - 1)) == $chs, but got $(_summary(x))"))
    reduce_dims = (ntuple(identity, N - 2)..., N)
    stats_shape = ntuple(i -> i == N - 1 ? size(x, N - 1) : 1, N)
    if !_isactive(BN, x) && BN.track_stats  # test mode: the running statistics
        μ = reshape(BN.μ, stats_shape)
        σ² = reshape(BN.σ², stats_shape)
    else
        μ, σ², m = _mean_var(x, reduce_dims)
        BN.track_stats && _track_stats!(BN, Zygote.ignore_derivatives(μ), Zygote.ignore_derivatives(σ²), m)
    end
    o = (x .- μ) ./ sqrt.(σ² .+ convert(T, BN.ϵ))
    BN.affine || return BN.λ.(o)
    return BN.λ.(reshape(BN.γ, stats_shape) .* o .+ reshape(BN.β, stats_shape))
end
# the running statistics move towards the batch's, the variance with Bessel's correction
function _track_stats!(bn, μ, σ², m)
    V = eltype(bn.σ²)
    mtm = convert(V, bn.momentum)
    res_mtm = one(V) - mtm
    # (assigning converts to the field's element type, explicitly: staged `convert` of arrays is missing)
    bn.μ = V.(res_mtm .* bn.μ .+ mtm .* vec(μ))
    bn.σ² = V.(res_mtm .* bn.σ² .+ mtm .* (m / (m - one(V))) .* vec(σ²))
    return nothing
end
function Base.show(io::IO, l::BatchNorm)
    print(io, "BatchNorm(", l.chs)
    l.λ == identity || print(io, ", ", l.λ)
    l.affine || print(io, ", affine=false")
    l.active === nothing || print(io, ", active=", l.active)
    print(io, ")")
end

# (x - mean) / (std + eps) over `dims` (Flux 0.14-0.16's normalise; std uncorrected)
function normalise(x::AbstractArray; dims = ndims(x), eps = ofeltype(x, 1e-5))
    μ, σ², _ = _mean_var(x, dims isa Integer ? (dims,) : Tuple(dims))
    return (x .- μ) ./ (sqrt.(σ²) .+ eps)
end

struct LayerNorm{F,D,T,N}
    λ::F
    diag::D
    ϵ::T
    size::NTuple{N,Int}
    affine::Bool
end
LayerNorm(λ, diag, ϵ, size::NTuple{N,Int}, affine::Bool) where {N} =
    LayerNorm{typeof(λ),typeof(diag),typeof(ϵ),N}(λ, diag, ϵ, size, affine)
function LayerNorm(size::Tuple{Vararg{Int}}, λ = identity; affine::Bool = true, eps::Real = 1.0f-5)
    diag = affine ? Scale(size..., λ) : λ != identity ? Base.Fix1(broadcast, λ) : identity
    return LayerNorm(λ, diag, eps, size, affine)
end
LayerNorm(size::Integer...; kw...) = LayerNorm(Int.(size); kw...)
LayerNorm(size_act...; kw...) = LayerNorm(Int.(size_act[1:end-1]), size_act[end]; kw...)
function (a::LayerNorm)(x::AbstractArray)
    if a.affine  # (the sizes from the scale's array: a.size holds numbers, staged values in compiled code)
        sz = size(a.diag.scale)
        size(x)[1:length(sz)] == sz ||
            throw(DimensionMismatch("layer LayerNorm($(_joinstr(sz, ", "))) expects size(input)[1:$(length(sz))] == $sz, but got $(_summary(x))"))
    end
    return a.diag(normalise(x; dims = ntuple(identity, length(a.size)), eps = convert(float(eltype(x)), a.ϵ)))
end
function Base.show(io::IO, l::LayerNorm)
    print(io, "LayerNorm(", join(l.size, ", "))
    l.λ === identity || print(io, ", ", l.λ)
    l.affine || print(io, ", affine=false")
    print(io, ")")
end
