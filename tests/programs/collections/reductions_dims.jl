# Reductions along dims keep the array's dimensions, those reduced becoming length 1.
A = [1 2 3; 4 5 6]
println(sum(A; dims = 1), " ", sum(A; dims = 2), " ", sum(A; dims = (1, 2)), " ", sum(A; dims = 3))
println(prod(A; dims = 1), " ", maximum(A; dims = 2), " ", minimum(A; dims = 1))
println(size(sum(A; dims = 1)), " ", size(sum(A; dims = 2)), " ", typeof(sum(A; dims = 1)))
println(maximum(abs, [-1 2; -3 0]; dims = 1), " ", sum(x -> x^2, A; dims = 2), " ", sum(A; dims = 1, init = 100))
B = reshape(collect(1:8), 2, 2, 2)
println(sum(B; dims = 3), " ", vec(sum(B; dims = (1, 3))), " ", size(sum(B; dims = (1, 3))), " ", size(sum(B; dims = 2)))
println(sum([1.5 2.5]; dims = 2), " ", sum(Bool[1 0; 1 1]; dims = 1), " ", typeof(sum(Int8[1 2]; dims = 1)))
println(sum(zeros(0, 3); dims = 1), " ", sum([1, 2, 3]; dims = 1), " ", reduce(max, A; dims = 2))
