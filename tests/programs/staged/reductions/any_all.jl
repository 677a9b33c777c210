# any and all on staged Bool arrays and with a predicate function (with `dims`: staged_only/arrays,
# the host has no method for it yet).
function checks(x, A)
    return (any(x .> 3), all(x .> 0), any(v -> v < 0, x), all(v -> v < 10, x), any(A .< 0), all(A .> -5))
end
for c in checks([1.0, 2.0, 5.0], [1.0 -2.0; 3.0 4.0])
    println(c)
end
