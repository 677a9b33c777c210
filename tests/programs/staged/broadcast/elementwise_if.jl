# User functions with an `if` inside, broadcast over arrays: the branch becomes an elementwise select.
function hinge(v)
    if v > 1.0
        h = 0.0
    else
        h = 1.0 - v
    end
    return h
end
function piecewise(v)
    if v < -1
        y = -1.0
    elseif v > 1
        y = 1.0
    else
        y = v
    end
    return y * 2
end
leaky(v, a) = v > 0 ? v : a * v
loss(x) = hinge.(x), piecewise.(x), leaky.(x, 0.1)
println(loss([-2.0, -0.5, 0.0, 0.75, 1.5, 3.0]))
# The same functions inside a staged function, and on a matrix.
staged(x) = sum(hinge.(x)) + sum(piecewise.(x))
println(staged([-2.0, 0.5, 2.0]))
println(leaky.([1.0 -2.0; -4.0 3.0], 0.5))
mat(A) = leaky.(A, 0.5) .+ piecewise.(A)
println(mat([1.0 -2.0; -0.5 3.0]))
