using LinearAlgebra
println(inv([2.0 1.0; 2.0 2.0]))
inv([1 2 3; 4 5 6])
