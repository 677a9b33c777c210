# Arrays built from staged numbers: a matrix literal, hcat/vcat of numbers, a typed literal, and
# promotion of Int and Float64 parts (as Julia's cat promotes).
function stats(x)
    s = sum(x)
    m = maximum(x)
    n = minimum(x)
    return ([s m; n 0.0], hcat(s, m), vcat(n, m, s), Float32[s, m], [length(x), m])
end
for v in stats([3.0, -1.0, 2.5])
    println(v)
end
