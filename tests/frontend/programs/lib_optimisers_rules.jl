abstract type AbstractRule end

struct Descent{T} <: AbstractRule
    eta::T
end
Descent() = Descent(1f-1)

init(o::Descent, x::AbstractArray) = nothing

function apply!(o::Descent, state, x, dx)
    η = convert(float(eltype(x)), o.eta)
    return state, @lazy dx * η
end

struct Adam{Teta,Tbeta<:Tuple,Teps} <: AbstractRule
    eta::Teta
    beta::Tbeta
    epsilon::Teps
end
Adam(η = 1f-3, β = (9f-1, 9.99f-1), ϵ = 1f-8) = Adam{typeof(η),typeof(β),typeof(ϵ)}(η, β, ϵ)

init(o::Adam, x::AbstractArray{T}) where T = (zero(x), zero(x), T.(o.beta))

function apply!(o::Adam, state, x::AbstractArray{T}, dx) where T
    η, β, ϵ = T(o.eta), T.(o.beta), T(o.epsilon)
    mt, vt, βt = state
    @.. mt = β[1] * mt + (1 - β[1]) * dx
    @.. vt = β[2] * vt + (1 - β[2]) * abs2(dx)
    dx′ = @lazy mt / (1 - βt[1]) / (sqrt(vt / (1 - βt[2])) + ϵ) * η
    return (mt, vt, βt .* β), dx′
end
