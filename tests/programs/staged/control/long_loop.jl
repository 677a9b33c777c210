# A staged loop of 100000 trips is one stablehlo.while (never unrolled), so it compiles and runs
# quickly; the sums are exact in Float64 and Int64.
function triangular(x)
    s = 0.0
    for i in 1:100000
        s += x[1] * i
    end
    s
end
println(triangular([0.5]))

function lcg(seed)
    v = seed[1]
    for i in 1:200000
        v = (v * 1103515245 + 12345) % 2147483648
    end
    v
end
println(lcg([42]))
