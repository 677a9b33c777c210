# x[mask] with a mask computed from staged data has a data-dependent length, which compiled code
# cannot have: a located error that suggests masking the values instead.
function positives(x)
    return x[x .> 0]
end
masked(x) = sum(ifelse.(x .> 0, x, 0.0))
println(masked([1.0, -2.0, 3.0]))
println(positives([1.0, -2.0, 3.0]))
