# sort along a dimension of a matrix, the algorithm names, dims = : (everything), and mapslices.
A = [3 1; 2 5; 1 4]
println(sum(A; dims = :), " ", maximum(A; dims = :), " ", sort(A; dims = 1), " ", sort(A; dims = 2))
println(sort(A; dims = 1, rev = true), " ", sort([3, 1, 2]; alg = QuickSort), " ", sort!([2, 1]; alg = MergeSort))
println(mapslices(sum, A; dims = 1), " ", mapslices(sum, A; dims = 2), " ", mapslices(x -> x .* 2, A; dims = 1))
println(mapslices(sort, A; dims = 2), " ", mapslices(maximum, [1 2; 3 4]; dims = 1))
