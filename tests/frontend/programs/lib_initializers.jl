nfan() = 1, 1
nfan(n) = 1, n
nfan(n_out, n_in) = n_in, n_out
nfan(dims::Tuple) = nfan(dims...)
nfan(dims...) = prod(dims[1:end-2]) .* (dims[end-1], dims[end])

function glorot_uniform(rng::AbstractRNG, dims::Integer...; gain::Real = 1)
    scale = Float32(gain) * sqrt(24.0f0 / sum(nfan(dims...)))
    (rand(rng, Float32, dims...) .- 0.5f0) .* scale
end
glorot_uniform(dims::Integer...; kw...) = glorot_uniform(default_rng(), dims...; kw...)
glorot_uniform(rng::AbstractRNG = default_rng(); init_kwargs...) = (dims...; kwargs...) -> glorot_uniform(rng, dims...; init_kwargs..., kwargs...)

function kaiming_normal(rng::AbstractRNG, dims::Integer...; gain::Real = √2f0)
    std = Float32(gain / sqrt(first(nfan(dims...))))
    return randn(rng, Float32, dims...) .* std
end

zeros32(dims::Integer...) = zeros(Float32, dims...)
ones32(dims...) = Base.ones(Float32, dims...)
