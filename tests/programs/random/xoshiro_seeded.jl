# A seeded Xoshiro draws Julia's numbers (the first line is Julia's own Xoshiro docstring example;
# the rest come from tests/oracles/random/julia_random.py).
using Random
rng = Xoshiro(1234)
println(rand(rng, 2))
println(rand(rng))
println(rand(rng, 1:10))
println(rand(rng, Int))
println(repr(rand(rng, Float32)))
rng2 = Xoshiro(1234)
println(rand(rng2, 2))
