# Array conversions and the smaller helpers: Vector{T}(v), collect, deepcopy, pairs, keys,
# circshift, diff, repeat, replace, indexin, allequal, iszero, zero, get, eachrow/eachcol.
println(Array(1:3), " ", Vector(1:3), " ", Vector{Float64}(1:3), " ", Matrix{Float64}([1 2]), " ", vec(1:3))
println(Vector{Int}(), " ", Vector{Any}(), " ", collect([1 2; 3 4]), " ", collect(Float64, 1:3))
a = [[1], [2]]
b = deepcopy(a)
push!(b[1], 99)
println(a, " ", b, " ", copy(a)[1] === a[1], " ", deepcopy(a)[1] === a[1])
println(collect(pairs([5, 6])), " ", keys([7, 8, 9]), " ", keys([1 2; 3 4]))
println(circshift([1, 2, 3, 4], 1), " ", circshift([1, 2, 3, 4], -1), " ", diff([1, 4, 9, 16]))
println(repeat([1, 2], 3), " ", repeat([1 2], 2, 2), " ", repeat([1, 2], 1, 2))
println(replace([1, 2, 1, 3], 1 => 0, 3 => 4), " ", replace!([5, 6, 5], 5 => 1), " ", replace([1, 2], 2 => 2.5))
println(indexin([2, 5, 3], [1, 2, 3, 2]), " ", allequal([1, 1, 1]), " ", allequal([1, 2]), " ", allequal(Int[]))
println(iszero(zeros(3)), " ", iszero([0, 1]), " ", zero([1 2; 3 4]), " ", get([10, 20], 2, 0), " ", get([10, 20], 3, 0))
for row in eachrow([1 2; 3 4])
    print(row, " ")
end
println(collect(eachcol([1 2; 3 4])))
