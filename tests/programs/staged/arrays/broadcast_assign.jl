# Broadcast assignment into parts of arrays: `x[r] .= v`, a column from a vector, a row updated
# from itself, an index vector target, and a whole-array `.=`.
function update!(x, A)
    x[2:3] .= 0.0
    x[[1, 5]] .= 7.0
    A[:, 1] .= [10.0, 20.0]
    A[2, :] .= A[2, :] .+ 1.0
    A[1, 2:3] .= A[2, 2:3] .* 2
    return nothing
end
function rescale!(B, s)
    B .= B .* s .+ 1
    return nothing
end
x = [1.0, 2.0, 3.0, 4.0, 5.0]
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
update!(x, A)
println(x)
println(A)
B = [1.0 2.0; 3.0 4.0]
rescale!(B, 3.0)
println(B)
