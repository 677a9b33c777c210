# `eachindex` over a Vector and a Matrix (linear indices), and `for v in x` over an array's
# values: each one stablehlo.while whose counter indexes the array.
function weighted(x)
    s = 0.0
    for i in eachindex(x)
        s += i * x[i]
    end
    s
end
println(weighted([0.5, 1.5, -2.0, 4.0]))
println(weighted([1.0 2.0; 3.0 4.0]))

function negate!(A)
    for k in eachindex(A)
        A[k] = -A[k] + k
    end
    A
end
println(negate!([1.0 2.0 3.0; 4.0 5.0 6.0]))

# Iterating values: the running maximum and the sum of absolute values.
function absmax(x)
    m = 0.0
    t = 0.0
    for v in x
        m = max(m, abs(v))
        t += abs(v)
    end
    m, t
end
println(absmax([-3.5, 2.0, 1.25, -0.5]))
