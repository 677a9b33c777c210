# Recursion whose end depends on staged values cannot be compiled (decision 5): a located error
# that suggests a loop. Recursion driven by host values (depth) is fine.
function depth_sum(x, d)
    d == 0 && return sum(x)
    return depth_sum(x .* 2, d - 1)
end
println(depth_sum([1.0, 2.0], 3))
function halve_until(x, v)
    if v < 1.0
        return v
    end
    halve_until(x, v / 2)
end
f(x) = halve_until(x, x[1])
println(f([10.0]))
