f(x, y = x, z = y) = (x, y, z)
g(x::Int...) = sum(x)
h(a, b::Vararg{Int,N}) where {N} = N
k(x, args...; kw...) = nothing
mean(xs; dims = :) = sum(xs; dims = dims) ./ size(xs, dims)
