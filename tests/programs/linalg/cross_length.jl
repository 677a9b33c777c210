using LinearAlgebra
println(cross([1, 2, 3], [4, 5, 6]))
v = cross([1, 2], [3, 4])
