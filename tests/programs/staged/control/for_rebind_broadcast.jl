# Whole-array operations in a loop body: `y = y .* 2` rebinds y to a new array each iteration,
# `z .= z .+ x` writes z in place; both are loop-carried arrays of a fixed size.
function doubling(x)
    y = x
    for i in 1:5
        y = y .* 2
    end
    y
end
x = [1.0, -0.5, 3.0]
println(doubling(x))
println(x)

function accumulate!(z, x)
    for i in 1:3
        z .= z .+ x .* i
    end
    z
end
z = [1.0, 1.0, 1.0]
accumulate!(z, [1.0, 2.0, 0.5])
println(z)

# The loop counter inside a broadcast, and a matrix-vector product per step.
function iterate_map(A, v)
    for i in 1:4
        v = A * v .+ i
    end
    v
end
println(iterate_map([1.0 1.0; 0.0 1.0], [1.0, 0.0]))
