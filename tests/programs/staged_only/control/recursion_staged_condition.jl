# Recursion whose end depends on a staged condition cannot be compiled: a located error that
# suggests a loop (decision 5). (Julia itself prints 0.625.)
function halve_until(x, v)
    if v < 1.0
        return v
    end
    halve_until(x, v / 2)
end
f(x) = halve_until(x, x[1])
# The same as a while loop compiles (the test runner needs one compiled call).
function halve_loop(x)
    v = x[1]
    while !(v < 1.0)
        v = v / 2
    end
    v
end
println(halve_loop([10.0]))
println(f([10.0]))
