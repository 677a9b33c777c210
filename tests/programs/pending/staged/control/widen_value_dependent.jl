# Julia's result type here depends on the values (a branch or loop that assigns a Float64 to an
# Int variable may not run); staged code widens to Float64 on every path (pending: a decision is
# needed; see /work/notes/staging-bugs.md, "zero-trip staged while ... design question").
f(x) = x[1] > 0 ? 1 : 2.5
println(f([1.0]), " ", f([-1.0]))
function g(x)
    c = 0
    for i in 1:length(x)
        if x[i] > 10
            c += 0.5
        end
    end
    c
end
println(g([1.0, 2.0]), " ", g([11.0, 2.0]))
