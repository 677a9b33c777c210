# show of a Matrix: rows separated by "; ", elements by spaces, with the element-type prefix rule
# of vectors; a one-column matrix ends in ";;"; higher dimensions join slices with ";;;".
println([1.0 2.0; 3.0 4.0])
println([1 2 3], " ", [1 2; 3 4], " ", reshape([1, 2], 2, 1))
println(Float32[1 2; 3 4], " ", Any[1 "x"; :y 2.5], " ", [true false])
println(zeros(2, 0), " ", zeros(Int, 0, 3))
A = reshape(collect(1:8), 2, 2, 2)
println(A)
println(size(A), " ", typeof(A), " ", typeof([1.0 2.0]))
println([[1 2], [3 4]], " ", ([1 2; 3 4], 5))
M = [1/3 2/3; 1.0 0.5]
println(M)
println("M = $M")
