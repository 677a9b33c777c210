x::Int = 1
f(x::Float32)::Float32 = 2x
g(::Type{T}) where {T} = T
h(x::AbstractVector{<:Real}) = sum(x)
a = b::T
c = (x::Int, y::Float64)
d = x::A{B}::C
e = ::Int
T <: Real
S >: Int
Vector{Int} <: AbstractVector
k = x isa Number
