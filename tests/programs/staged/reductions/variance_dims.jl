# Statistics.var and std of staged arrays: without dims (the prelude's code), with dims (one mean,
# one broadcast, one reduce), uncorrected, Int input (Float64 result) and Float32 (stays Float32).
using Statistics
spread(x) = (var(x), std(x))
function spread_dims(A, k, f)
    return (var(A; dims=1), std(A; dims=2), var(A; dims=2, corrected=false), var(k; dims=1), std(f; dims=1),
            var(A; dims=(1, 2)))
end
println(spread([1.0, -2.0, 3.0, 6.0]))
for v in spread_dims([1.0 2.0 4.0; 3.0 6.0 8.0], [1 2; 3 6; 5 4], Float32[1.0 2.0; 3.0 6.0])
    println(v)
end
