# Adam written out by hand, the way Optimisers.jl structures a rule.
struct Adam{T}
    η::T
    β::Tuple{T, T}
    ϵ::T
end
Adam(η = 1f-3; β = (0.9f0, 0.999f0), ϵ = 1f-8) = Adam(η, β, ϵ)

init(o::Adam, x::AbstractArray{T}) where {T} = (zero(x), zero(x), T.(o.β))

function apply!(o::Adam, state, x::AbstractArray{T}, dx) where {T}
    η, β, ϵ = T(o.η), T.(o.β), T(o.ϵ)
    mt, vt, βt = state
    @. mt = β[1] * mt + (1 - β[1]) * dx
    @. vt = β[2] * vt + (1 - β[2]) * dx^2
    dx′ = @. mt / (1 - βt[1]) / (√(vt / (1 - βt[2])) + ϵ) * η
    return (mt, vt, βt .* β), dx′
end

function update!(o, state, x, dx)
    state, step = apply!(o, state, x, dx)
    x .-= step
    return state, x
end
