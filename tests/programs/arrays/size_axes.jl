# size, length, ndims, eltype, axes and eachindex of vectors, matrices and 3-d arrays.
v = [1.5, 2.5, 3.5]
M = ones(Int, 2, 3)
A = zeros(Float32, 2, 3, 4)
println(size(v), " ", size(M), " ", size(A), " ", size(M, 1), " ", size(M, 2), " ", size(M, 3))
println(length(v), " ", length(M), " ", length(A), " ", ndims(v), " ", ndims(M), " ", ndims(A))
println(eltype(v), " ", eltype(M), " ", eltype(A), " ", eltype(Int[]), " ", eltype(Vector{String}))
println(axes(v), " ", axes(M))
println(axes(M, 2), " ", axes(A, 3), " ", axes(M, 3))
println(collect(eachindex(M)), " ", collect(axes(M, 1)), " ", eachindex(M), " ", eachindex(v))
for i in eachindex(v)
    print(i, "=", v[i], " ")
end
println()
for j in axes(M, 2), i in axes(M, 1)
    M[i, j] = 10i + j
end
println(M)
r = axes(v, 1)
println(length(r), " ", first(r), " ", last(r), " ", 2 in r, " ", 4 in r, " ", r[2], " ", v[r])
println(ndims(5), " ", size(5), " ", length(5), " ", length((1, 2, 3)), " ", size((1, 2)))
