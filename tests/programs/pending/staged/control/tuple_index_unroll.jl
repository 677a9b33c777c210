# A loop variable used as a tuple index must be a host value: decision 6 unrolls the loop
# (pending: refused as unsupported; see /work/notes/staging-bugs.md, "tuple index").
function pairwise(t)
    acc = 0.0
    for k in 1:length(t)
        acc += maximum(t[k]) * k
    end
    acc
end
println(pairwise(([1.0, 5.0], [2.0 7.0; -1.0 0.0], [3.0])))
