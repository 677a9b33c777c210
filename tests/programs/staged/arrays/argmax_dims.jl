# argmax/argmin/findmax/findmin with `dims` (Julia's reducedim.jl): per slice, the first best element in
# column-major order. Arrays of two or more dims answer with arrays of CartesianIndex, a vector with Ints;
# the reduced dims stay with size 1, and a dim past ndims(A) reduces nothing.
function extremes(A)
    return (argmax(A; dims=1), argmax(A; dims=2), argmin(A; dims=(1, 2)), findmax(A; dims=2), findmin(A; dims=1))
end
for r in extremes([3.0 1.0 4.0; 1.0 5.0 9.0])
    println(r)
end
# Ints, with ties (the first index wins)
for r in extremes([4 -2; 4 8; 0 -2])
    println(r)
end
# three dims
function extremes3(C)
    return (argmax(C; dims=3), argmin(C; dims=(1, 3)), findmax(C; dims=2))
end
C = reshape([5.0, 1.0, 2.0, 8.0, 3.0, 3.0, 0.0, 9.0, 7.0, 7.0, 4.0, 6.0], 2, 3, 2)
a, b, c = extremes3(C)
println(size(a), " ", vec(a))  # (the host prints a 3-d array with a trailing 1 without Julia's `;;;`)
println(size(b), " ", vec(b))
println(c)
# a vector: keys(v) are Ints, so the indices are a 1-element Vector{Int}
vector_extremes(v) = (findmax(v; dims=1), argmin(v; dims=1), argmax(v; dims=(1,)))
println(vector_extremes([2, 7, 7, -1]))
# a dim past ndims(A): every element is its own slice
past(A) = argmax(A; dims=3)
println(past([1.0 2.0; 3.0 4.0]))
I = past([1.0 2.0; 3.0 4.0])
println(typeof(I), " ", size(I))
