f(::Val{N}) where {N} = N
f(Val(3))
t = ntuple(i -> i^2, Val(4))
g(x::NTuple{N,Int}) where N = N
h = ntuple(identity, 3)
k(::Type{Val{true}}) = 1
