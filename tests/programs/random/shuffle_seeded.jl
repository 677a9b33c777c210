# shuffle and randperm draw Julia's permutations for a seed.
using Random
rng = Xoshiro(2024)
println(shuffle(rng, collect(1:10)))
println(randperm(rng, 8))
v = collect(1:20)
shuffle!(rng, v)
println(v)
