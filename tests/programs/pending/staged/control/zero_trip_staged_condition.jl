# A while loop on a staged condition that is false at the start keeps Julia's result: s stays the
# Int 0 (pending: staged code widens s to Float64 on every path and prints 0.0; see
# /work/notes/staging-bugs.md, "zero-trip staged while").
function w(x)
    s = 0
    while s < x[1]
        s += 0.5
    end
    s
end
println(w([-1.0]))
println(w([1.0]))

# The same with a staged trip count (n is a number argument, so a 0-d parameter): n = 0 keeps s
# the Int 0.
function partial(x, n)
    s = 0
    for i in 1:n
        s += x[i]
    end
    s
end
println(partial([1.5, 2.0], 0), " ", partial([1.5, 2.0], 2))
