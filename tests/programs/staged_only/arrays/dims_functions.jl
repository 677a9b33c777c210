# reverse(A; dims) and any/all with dims on staged arrays: run staged only, as the host evaluator has
# no methods for these keywords yet.
function flipped(A)
    return (reverse(A; dims=1), reverse(A; dims=2), reverse(A; dims=(1, 2)), any(A .< 0; dims=2), all(A .> -5; dims=1))
end
for v in flipped([1.0 -2.0 3.0; 4.0 5.0 -6.0])
    println(v)
end
