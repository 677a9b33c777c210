# CartesianIndex as an index, CartesianIndices in column-major order, and the searches over
# matrices that answer with a CartesianIndex (the keys of a matrix).
M = [1 5 2; 7 0 3]
c = CartesianIndex(2, 1)
println(c, " ", typeof(c), " ", M[c], " ", c[1], " ", c[2])
M[CartesianIndex(1, 3)] = 20
println(M)
for I in CartesianIndices((2, 2))
    print(I, " ")
end
println()
println(CartesianIndices(M), " ", size(CartesianIndices(M)), " ", length(CartesianIndices(M)))
println(collect(CartesianIndices((2, 2))))
println(findmax(M), " ", findmin(M), " ", argmax(M), " ", argmin(M))
println(findall(iseven, M))
println(findfirst(x -> x > 4, M), " ", findlast(x -> x > 4, M), " ", findfirst(x -> x > 50, M))
println(findmax([4, 9, 9, 1]), " ", argmin([4, 9, 9, 1]), " ", findall(isodd, [1, 2, 3]))
println(CartesianIndex(1, 2) + CartesianIndex(2, 2), " ", CartesianIndex(3, 3) - CartesianIndex(1, 2))
println(LinearIndices(M), " ", LinearIndices(M)[2, 3])
