# A variable that starts as `nothing` and becomes an Int inside a staged if in a loop: Nothing and
# Int64 have no common concrete type, so staging stops with a located error naming both types.
function lastpos(x)
    best = nothing
    for i in 1:length(x)
        if x[i] > 0
            best = i
        end
    end
    best
end
# Starting from 0 instead compiles (the test runner needs one compiled call).
function lastpos0(x)
    best = 0
    for i in 1:length(x)
        if x[i] > 0
            best = i
        end
    end
    best
end
println(lastpos0([1.0, -1.0, 2.0, -3.0]))
println(lastpos([1.0, -1.0, 2.0, -3.0]))
