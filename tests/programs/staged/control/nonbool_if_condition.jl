# An `if` on a staged Float64 raises Julia's TypeError, staged as on the host (pending: the staged
# run aborts with an uncaught BuildError; see /work/notes/staging-bugs.md, "`if` on a staged non-Bool").
function badcond(x)
    if x[1]
        1.0
    else
        2.0
    end
end
println("before")
println(badcond([1.0]))
