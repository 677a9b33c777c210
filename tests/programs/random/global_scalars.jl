# After Random.seed!(n) the default generator draws a Float32, a Bool, an integer in 1:100 and a
# normal in Julia's order (the same stream as Xoshiro(n)); reseeding repeats the Float32.
using Random
Random.seed!(3)
a = rand(Float32)
b = rand(Bool)
c = rand(1:100)
d = randn()
println(repr(a), " ", b, " ", c, " ", d)
Random.seed!(3)
println(rand(Float32) == a, " ", rand(Xoshiro(3), Float32) == a)
