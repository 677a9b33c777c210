# similar of a range, Tuple of a vector, extrema with a function, Iterators.flatmap, stack,
# reduce(hcat, ...), unique with a function.
println(size(similar(1:3)), " ", typeof(similar(1:3)), " ", typeof(similar(1:3, Float64)))
println(Tuple([3, 1, 2]), " ", extrema(x -> -x, [1, 2]), " ", extrema(abs, [-3, 2, 1]))
println(collect(Iterators.flatmap(x -> 1:x, 1:3)), " ", stack([[1, 2], [3, 4]]), " ", stack([1:3, 4:6]))
println(reduce(hcat, [[1, 2], [3, 4]]), " ", reduce(vcat, [[1, 2], [3]]), " ", unique(x -> x % 3, 1:7))
