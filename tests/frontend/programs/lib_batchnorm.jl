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
    active::Union{Bool, Nothing}
    chs::Int
end

function BatchNorm(chs::Int, λ = identity; initβ = zeros32, initγ = ones32,
                   affine = true, track_stats = true, active::Union{Bool,Nothing} = nothing,
                   ϵ = 1f-5, momentum = 0.1f0)
    β = affine ? initβ(chs) : nothing
    γ = affine ? initγ(chs) : nothing
    μ = track_stats ? zeros32(chs) : nothing
    σ² = track_stats ? ones32(chs) : nothing
    return BatchNorm(λ, β, γ, μ, σ², ϵ, momentum, affine, track_stats, active, chs)
end

function (BN::BatchNorm)(x::AbstractArray{T,N}) where {T,N}
    size(x, N - 1) == BN.chs || error("BatchNorm expected an input with $(BN.chs) channels, got size(x) == $(size(x))")
    reduce_dims = [1:N-2; N]
    affine_shape = ntuple(i -> i == N - 1 ? size(x, N - 1) : 1, N)
    return _norm_layer_forward(BN, x; reduce_dims, affine_shape)
end
