# Recursion whose end depends on a staged condition cannot be compiled: decision 5 wants a located
# error suggesting a loop (pending: the stager recurses until the depth limit; see
# /work/notes/staging-bugs.md, "recursion under a staged condition"). Julia prints 0.625; the .err
# is to be written once the message exists.
function halve_until(x, v)
    if v < 1.0
        return v
    end
    halve_until(x, v / 2)
end
f(x) = halve_until(x, x[1])
println("before")
println(f([10.0]))
