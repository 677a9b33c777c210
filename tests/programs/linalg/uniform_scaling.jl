# I is the identity of any size: A + I, A - 2I, I * x, and I's own arithmetic.
using LinearAlgebra
println([1 2; 3 4] + I)
println([1.0 2.0; 3.0 4.0] - 2I)
println(I - [1 2; 3 4])
println(I * [1, 2])
println(I)
println(2I)
println(typeof(I))
println(I[1, 1], " ", I[1, 2])
println(3I + I == 4I)
