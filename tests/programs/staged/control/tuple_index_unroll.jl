# A loop variable used as a tuple index must be a host value: decision 6 unrolls the loop (no
# stablehlo.while; each copy indexes an array of another shape). Expected: 5*1 + 7*2 + 3*3 = 28.
function pairwise(t)
    acc = 0.0
    for k in 1:length(t)
        acc += maximum(t[k]) * k
    end
    acc
end
println(pairwise(([1.0, 5.0], [2.0 7.0; -1.0 0.0], [3.0])))
