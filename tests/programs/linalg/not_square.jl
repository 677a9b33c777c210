using LinearAlgebra
println(det([1 2; 3 4]))
det([1 2 3; 4 5 6])
