# `dims` below 1: Base's ArgumentError (reduced_indices0's wording for an Int dims), at the call.
function bad_dim(A)
    return argmin(A; dims=0)
end
println(bad_dim([1.0 2.0; 3.0 4.0]))
