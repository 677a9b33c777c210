abstract type AbstractLayer end
abstract type AbstractConv{N} <: AbstractLayer end
primitive type Flag8 8 end
struct Point{T<:Real}
    x::T
    y::T
end
mutable struct Counter
    count::Int
    Counter() = new(0)
end
struct Affine{M, V}
    W::M
    b::V
    function Affine(W::M, b::V) where {M<:AbstractMatrix, V<:AbstractVector}
        size(W, 1) == length(b) || throw(DimensionMismatch("bad sizes"))
        new{M, V}(W, b)
    end
end
Base.@kwdef struct Config
    lr::Float32 = 1f-3
    epochs::Int = 10
    name = "run"
end
const Pair32 = Tuple{Float32, Float32}
isa(p, Point{Float64}) && p.x > 0
