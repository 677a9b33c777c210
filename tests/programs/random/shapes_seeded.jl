# Seeded draws into matrices and from collections: rand(rng, m, n) fills column by column (six
# Float64 one draw at a time, nine through the SIMD streams), rand(rng, 1:6, n), a vector's
# element by a random index, Bool from the top byte, randn per element.
using Random
rng = Xoshiro(11)
A = rand(rng, 2, 3)
println(size(A), " ", A)
println(rand(rng, 1:6, 5))
println(rand(rng, [10, 20, 30]), " ", rand(rng, Bool))
println(randn(rng, 3))
B = rand(rng, 3, 3)
println(B[1, 1], " ", B[3, 3], " ", B[2, 1])
