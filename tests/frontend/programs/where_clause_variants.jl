f(x::T) where T<:Real = x
f(x::T, y::S) where {T, S} = x
f(x::Array{T,N}) where {N, T<:Number} = N
g(x) where {T} where {S} = 0
const Vec{T} = Vector{T} where T
h(::Type{T}) where T<:AbstractFloat = eps(T)
k(x::T) where {T >: Int} = x
