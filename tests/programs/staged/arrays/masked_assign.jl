# x[mask] .= v with a mask computed from staged data keeps x's shape, so it stages (one select):
# clipping negatives, a matrix mask, a staged value, and a mask known while staging.
function clip!(x)
    x[x .< 0] .= 0.0
    return x
end
function cap(A, limit)
    B = copy(A)
    B[B .> limit] .= limit
    return B
end
function mark(x)
    y = copy(x)
    y[x .> 0] .= x[1]
    y[[true, false, true]] .= y[3] * 10
    return y
end
println(clip!([1.0, -2.0, 3.0, -0.5]))
println(cap([1.0 5.0; 3.0 4.0], 3.5))
println(mark([1.0, -2.0, 3.0]))
