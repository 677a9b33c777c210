# A loop whose body returns on every path runs its body at most once; with a host trip count it
# needs no stablehlo.while (pending: refused; see /work/notes/staging-bugs.md, "`return` on every
# path of a loop body").
function firstval(x)
    for i in 1:length(x)
        return x[i] * 2
    end
    0.0
end
println(firstval([3.0, 4.0]))
println(firstval(Float64[]))
