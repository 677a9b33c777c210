# Reductions inside staged loops: a running normalization (sum and maximum each iteration) and a
# while loop whose condition is a reduction.
function normalize_steps(x)
    for i in 1:2
        x = x ./ maximum(abs.(x)) .+ sum(x) / length(x)
    end
    return x
end
function halve_until(x, limit)
    count = 0
    while sum(abs.(x)) > limit
        x = x ./ 2
        count += 1
    end
    return x, count
end
println(round.(normalize_steps([2.0, -4.0, 1.0]); digits=6))
println(halve_until([8.0, -8.0, 16.0], 5.0))
