# Integer matrix and vector products are exact: A*B, A'*A, outer products, v'w, v'A, kron, cross.
using LinearAlgebra
A = [1 2 3; 4 5 6]
B = [1 0; 0 1; 2 -1]
println(A * B, " ", B * A)
println(A' * A)
v = [1, -2, 3]
w = [4, 0, -1]
println(v * w', " ", v' * w, " ", dot(v, w), " ", v ⋅ w)
println(v' * B, " ", size(v' * B))
println(A * v, " ", typeof(A * v))
println(kron([1 2; 0 1], [1 -1; 2 0]))
println(cross(v, w), " ", v × w, " ", dot(cross(v, w), v))
println([1 2; 3 4] * [0.5, 0.25], " ", [1 2; 3 4] * [true, false])
println(transpose([1, 2, 3]) == [1 2 3], " ", size(transpose(A)), " ", (A')')
println(tr(A * B), " ", tr([2 1; 1 2] * [2 1; 1 2]))
