# rand! fills arrays of 8 or more Float64 (16 Float32, 64 bytes of integers, 640 Bools) from eight
# streams forked off the generator, as Julia's XoshiroSimd does; shorter tails one draw at a time.
using Random
rng = Xoshiro(7)
println(rand(rng, 20))
println(rand(rng, Float32, 20))
println(rand(rng, Int, 9))
println(count(rand(rng, Bool, 700)))
println(rand(rng, 5))
