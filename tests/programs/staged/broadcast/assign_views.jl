# Broadcast assignment into Colon-indexed places and updating assignment (.+=) into indexed places.
function set_column!(A, v)
    A[:, 2] .= v
    A[1, :] .+= 10
    return nothing
end
function bump!(x)
    x[2:3] .+= 1
    x[:] .*= 2
    return nothing
end
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
set_column!(A, [-1.0, -2.0])
println(A)
x = [1.0, 2.0, 3.0, 4.0]
bump!(x)
println(x)
