# Generator state: copy continues the same stream, seed! restarts it, separate generators with
# the same seed agree, and draws stay in their documented ranges.
using Random
a = Xoshiro(5)
rand(a, 3)
b = copy(a)
println(rand(a, 4) == rand(b, 4), " ", rand(a) == rand(b), " ", a == b)
Random.seed!(a, 9)
println(rand(a, 2) == rand(Xoshiro(9), 2))
x = rand(Xoshiro(3), 1:6, 1000)
println(all(v -> 1 <= v <= 6, x), " ", length(x), " ", eltype(x))
f = rand(Xoshiro(4), 1000)
println(all(v -> 0.0 <= v < 1.0, f), " ", typeof(rand(Xoshiro(1), Float32)), " ", typeof(rand(Xoshiro(1), Int32)))
c = Xoshiro(8)
d = Xoshiro(8)
println(randn(c, 5) == randn(d, 5), " ", shuffle(c, 1:10) == shuffle(d, 1:10), " ", randperm(c, 6) == randperm(d, 6))
println(sort(shuffle(Xoshiro(2), collect(1:9))) == collect(1:9), " ", sort(randperm(Xoshiro(2), 7)) == collect(1:7))
println(rand(Xoshiro(6), 1:1), " ", rand(Xoshiro(6), [42]), " ", rand(Xoshiro(0), 3:3, 2))
