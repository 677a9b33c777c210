# `for i in 1:length(x)` accumulating into scalars: one stablehlo.while carrying s, p and m.
function stats(x)
    s = 0.0
    p = 1.0
    m = -Inf
    for i in 1:length(x)
        s += x[i]
        p *= x[i]
        m = max(m, x[i])
    end
    return s, p, m
end
println(stats([1.5, -2.0, 4.0, 0.25]))
println(stats([3.0]))

# Integer arrays keep an Int64 accumulator.
function isum(v)
    s = 0
    for i in 1:length(v)
        s += v[i] * i
    end
    s
end
println(isum([3, -1, 4, 1, 5]))

# Sum of squares of differences between consecutive elements.
function roughness(x)
    r = 0.0
    for i in 2:length(x)
        d = x[i] - x[i-1]
        r += d * d
    end
    r
end
println(roughness([1.0, 3.0, 2.5, 4.5]))
