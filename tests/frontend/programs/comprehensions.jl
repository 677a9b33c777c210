a = [x^2 for x in 1:10]
b = [x for x in xs if x > 0]
c = [(i, j) for i in 1:3, j in 1:3]
d = [i + j for i in 1:3 for j in 1:i]
e = Float32[f(x) for x in xs]
f = [x for x in xs if p(x) for y in ys if q(y)]
g = Dict(k => v for (k, v) in zip(ks, vs))
h = [x
     for x in xs]
k = [a[i] for i in eachindex(a) if isodd(i)]
m = [x for x = xs]
