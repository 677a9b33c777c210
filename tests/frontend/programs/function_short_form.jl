σ(x) = 1 / (1 + exp(-x))
sq(x) = x * x
f(x, y = 2; scale = 1) = scale * (x + y)
g(x::T) where T = T
(d::Dense)(x) = d.σ.(d.W * x .+ d.b)
Base.:+(a::V, b::V) = V(a.x + b.x)
h(x)::Int = round(Int, x)
k(xs...) = length(xs)
!(x::Flag) = Flag(!x.v)
