function relu(x)
    max(zero(x), x)
end
function add(x::T, y::T) where {T<:Number}
    return x + y
end
function Base.show(io::IO, d::Dense)
    print(io, "Dense(", size(d.W, 2), " => ", size(d.W, 1), ")")
end
function (m::Chain)(x)
    foldl((acc, f) -> f(acc), m.layers; init = x)
end
function f end
function ∇relu(Δ, x)
    Δ .* (x .> 0)
end
function g()::Float32
    1f0
end
function h(x)::Vector{Float32} where {T}
end
