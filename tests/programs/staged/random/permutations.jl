# randperm, randperm!, shuffle and shuffle! inside compiled code draw a new order on every run
# (from the staged stream; Random.seed! restarts it). The values are juxla's own, so only their
# properties are printed: each is a permutation, runs differ, a reseed repeats.
using Random
perm_of(x) = x[randperm(length(x))]
function shuffled(x)
    y = copy(x)
    shuffle!(y)
    return y
end
function into!(p, x)
    randperm!(p)
    return x[p]
end
x = collect(1.0:50.0)
Random.seed!(7)
a = perm_of(x)
b = perm_of(x)
println(sort(a) == x, " ", a != b)
Random.seed!(7)
println(perm_of(x) == a)
m = reshape(collect(1:12), 3, 4)
s = shuffled(m)
println(size(s), " ", sort(vec(s)) == 1:12, " ", s != m)
p = zeros(Int32, 50)
c = into!(p, x)
println(sort(c) == x, " ", sort(p) == 1:50, " ", eltype(p))
println(shuffled(Float64[]) == Float64[])
