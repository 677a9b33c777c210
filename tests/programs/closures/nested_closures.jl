# Closures inside closures share the outer function's variables through every level.
function outer()
    x = 1
    middle = function ()
        y = 10
        inner = () -> (x += y; y += 1; x + y)
        r1 = inner()
        r2 = inner()
        return (r1, r2, y)
    end
    res = middle()
    return (res, x)
end
println(outer())

# Three levels of returned closures.
level1(a) = b -> c -> a * 100 + b * 10 + c
println(level1(1)(2)(3))
# A closure that creates closures capturing its own argument.
makers = n -> [() -> n + i for i in 1:2]
fs = makers(10)
println([f() for f in fs])
# Capturing a loop variable of an outer loop in an inner loop's closure.
function grid_closures()
    out = Any[]
    for i in 1:2
        for j in 1:2
            push!(out, () -> (i, j))
        end
    end
    return [f() for f in out]
end
println(grid_closures())
