f(x; a = 1, b = 2) = x + a + b
f(1; a = 3)
f(1, a = 3)
g(; kws...) = kws
g(; a, b)
h(x; y) = x + y
Dense(2 => 3, relu; bias = false, init = glorot_uniform)
train!(loss, ps, data, opt; cb = () -> nothing)
k(; :a => 1)
m(x; y::Int = 2, z::Float64) = 0
call(f; x)
