using LinearAlgebra
println(dot([1, 2], [3, 4]))
dot([1, 2], [1, 2, 3])
