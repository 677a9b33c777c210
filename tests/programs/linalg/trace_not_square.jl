using LinearAlgebra
println(tr([1 2; 3 4]), " ", tr([1.5 0.0; 0.0 2.0]))
t = tr([1 2 3; 4 5 6])
