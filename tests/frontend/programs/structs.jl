struct Point
    x::Float64
    y::Float64
end
struct Dense{M<:AbstractMatrix,V,F}
    weight::M
    bias::V
    σ::F
end
mutable struct Counter
    n::Int
end
struct Empty end
struct Wrapper{T} <: AbstractWrapper{T}
    value::T
end
mutable struct Momentum
    eta::Float64
    const rho::Float64
    velocity::IdDict
end
struct Untyped
    a
    b
end
