# A loop variable used as a tuple index or as a size must be a host value: decision 6 unrolls the
# loop (pending: both are refused as unsupported; see /work/notes/staging-bugs.md, "tuple index").
function pairwise(t)
    acc = 0.0
    for k in 1:length(t)
        acc += maximum(t[k]) * k
    end
    acc
end
println(pairwise(([1.0, 5.0], [2.0 7.0; -1.0 0.0], [3.0])))

function growing(x)
    s = 0.0
    for k in 1:3
        s += sum(x[1] .* ones(k))
    end
    s
end
println(growing([2.0]))
