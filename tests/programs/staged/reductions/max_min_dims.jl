# maximum and minimum with and without `dims`, on Float64 and Int arrays; a NaN propagates as in
# Julia's max/min.
function extremes(A)
    return (maximum(A), minimum(A), maximum(A; dims=1), minimum(A; dims=2), maximum(A; dims=(1, 2)))
end
for e in extremes([3.0 -1.0 2.0; 0.5 7.0 -4.0])
    println(e)
end
for e in extremes([3 -1; 8 2])
    println(e)
end
println(extremes([1.0 NaN; 2.0 3.0])[1:4])
