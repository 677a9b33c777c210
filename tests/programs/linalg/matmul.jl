# Matrix and vector products in Julia's element types (Bool products sum to Int64).
A = [1 2; 3 4]
B = [5 6; 7 8]
println(A * B)
println(A * [1, 2])
println([1.0 2.0 3.0] * [1.0, 0.5, 2.0])
println(typeof([1 2; 3 4] * [1.0 0.0; 0.0 1.0]))
println([true false; true true] * [true, true])
println(typeof(Float32[1 2; 3 4] * Float32[1, 1]))
println([1, 2, 3] * [4 5])
C = [1 2 3; 4 5 6]
println(C * [1 0; 0 1; 1 1])
println(size(rand(3, 4) * rand(4, 5)))
println(Int32[1 2; 3 4] * Int32[2 0; 0 2])
