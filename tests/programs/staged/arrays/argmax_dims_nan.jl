# NaN and signed zeros in findmax/findmin(A; dims): a NaN wins both and the first NaN of a slice stays
# (Base's findminmax! compares with isless, which orders NaN after every number); -0.0 < 0.0; ties keep
# the first index in column-major order.
function nan_extremes(A)
    return (findmax(A; dims=1), findmin(A; dims=1), argmax(A; dims=2), argmin(A; dims=2))
end
A = [1.0 NaN 2.0 -0.0; NaN 3.0 2.0 0.0; 0.5 NaN 1.0 0.0; 2.0 -1.0 -1.0 -0.0]
for r in nan_extremes(A)
    println(r)
end
println(nan_extremes(Float32[1 2; 2 1]))
vector_nan(v) = (findmin(v; dims=1), findmax(v; dims=1))
println(vector_nan([3.0, NaN, 1.0, NaN]))
