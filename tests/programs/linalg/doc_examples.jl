# LinearAlgebra's docstring examples (values as Julia's documentation prints them).
using LinearAlgebra
v = [3, -2, 6]
println(norm(v), " ", norm(v, 1), " ", norm(v, Inf))
println(norm([1 2 3; 4 5 6; 7 8 9]), " ", norm([1 2 3 4 5 6 7 8 9]))
println(normalize([1, 2, 4]), " ", normalize([1, 2, 4], 1))
println(dot([1; 1], [2; 3]), " ", tr([1 2; 3 4]))
M = [2 5; 1 3]
println(inv(M), " ", det([1 0; 2 2]))
println(cross([0; 1; 0], [0; 0; 1]))
println(diagm(1 => [1, 2, 3]))
println(diagm(1 => [1, 2, 3], -1 => [4, 5]))
println(diag([1 2 3; 4 5 6; 7 8 9], 1))
println(triu(ones(3, 3), 1))
println(issymmetric([1 2; 2 -1]), " ", issymmetric([1 2; 3 -1]))
