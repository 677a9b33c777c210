# println and @show inside staged loops and branches print at run time (outfeed), in order, only
# on the paths taken.
function f(x)
    s = 0.0
    for i in 1:length(x)
        s += x[i]
        println("step ", i, ": ", s)
        if s > 2
            println("  over 2")
        end
    end
    s
end
println(f([1.0, 1.5, 0.5]))
function g(x)
    k = 0
    while x[1] > 1
        x[1] /= 2
        k += 1
        @show k
    end
    k
end
println(g([5.0]))
