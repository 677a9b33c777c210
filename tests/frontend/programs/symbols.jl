a = :x
b = :sym_name
c = :+
d = :(==)
e = :end
f = :(a + b)
g = Symbol("x")
h = [:a, :b]
i = (:relu, :tanh)
k = x == :σ
l = :if
m = :(:x)
n = Dict(:lr => 0.1)
