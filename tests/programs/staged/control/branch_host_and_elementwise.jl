# Branches that do not become stablehlo.if: a condition on host values (sizes, element types)
# folds while staging (and is part of the specialization key: one compile per shape/type), and an
# if/elseif or ternary inside a broadcast function takes its own branch per element (select).
myrelu(v) = v > 0 ? v : zero(v)
function soft(v)
    if v > 1
        y = 1 + (v - 1) / 2
    elseif v < -1
        y = -1.0
    else
        y = v
    end
    y
end
relu_plus_soft(x) = myrelu.(x) .+ soft.(x)
println(relu_plus_soft([-2.0, -0.5, 0.5, 3.0]))

function shape_branch(A)
    if size(A, 1) == size(A, 2)
        s = sum(A) * 2
    else
        s = sum(A)
    end
    if eltype(A) == Float32
        s = s + 1
    end
    s
end
println(shape_branch([1.0 2.0; 3.0 4.0]), " ", shape_branch([1.0 2.0 3.0]), " ", shape_branch(Float32[1.0 2.0]))
