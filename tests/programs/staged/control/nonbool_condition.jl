# A staged condition that is not a Bool raises Julia's TypeError, staged as on the host (pending:
# the if aborts the process and a while converts the Float64 to Bool; see
# /work/notes/staging-bugs.md, "`if` on a staged non-Bool").
function count_down(x)
    k = 0
    while x[1] - k
        k += 1
    end
    k
end
function pick(x)
    if x[1]
        1.0
    else
        2.0
    end
end
println(pick([1.0] .> 0))
println(count_down([3.0]))
