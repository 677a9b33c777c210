# cumsum/cumprod/accumulate on vectors, ranges and along a dimension of a matrix.
println(cumsum([1, 2, 3, 4]), " ", cumsum(1:5), " ", cumsum([0.5, 0.25]), " ", cumsum(Int[]))
println(cumprod([1, 2, 3, 4]), " ", cumprod([2.0, 0.5, 4.0]), " ", cumsum([true, true, false]))
println(accumulate(+, [1, 2, 3]), " ", accumulate(*, [1, 2, 3, 4]), " ", accumulate(max, [3, 1, 4, 1, 5]))
println(accumulate(+, [1, 2, 3]; init = 100), " ", accumulate(-, [10, 1, 2]), " ", accumulate(min, 5:-1:1))
println(accumulate((a, b) -> a * 10 + b, [1, 2, 3]), " ", accumulate(+, [1, 2]; init = 0.5))
A = [1 2 3; 4 5 6]
println(cumsum(A; dims = 1), " ", cumsum(A; dims = 2), " ", cumprod(A; dims = 2))
println(accumulate(+, A; dims = 2), " ", accumulate(max, [3 1; 2 5]; dims = 1))
println(typeof(cumsum([1.5])), " ", typeof(cumsum(Int32[1, 2])), " ", cumsum([1 2]; dims = 3))
