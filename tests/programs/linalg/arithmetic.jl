# Elementwise array arithmetic without dots: A + B, A - B, -A, 2A, A * 2, A / 2.
A = [1 2; 3 4]
B = [10 20; 30 40]
println(A + B)
println(B - A)
println(-A)
println(2A)
println(A * 2)
println(A / 2)
println([1.5, 2.5] + [1, 1])
println([true, false] + [true, true])
println(typeof(Float32[1, 2] * 2.0))
