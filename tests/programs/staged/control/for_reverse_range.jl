# Reverse ranges `n:-1:1`: the order matters (Horner's rule, a suffix sum written in place, a
# reversed copy); each one stablehlo.while counting down.
function horner(c, t)
    p = 0.0
    for i in length(c):-1:1
        p = p * t[1] + c[i]
    end
    p
end
println(horner([1.0, -3.0, 0.5, 2.0], [2.0]))   # 1 - 3t + 0.5t^2 + 2t^3 at t = 2

function suffixsum!(x)
    for i in length(x)-1:-1:1
        x[i] += x[i+1]
    end
    x
end
println(suffixsum!([1.0, 2.0, 3.0, 4.0]))

function revcopy!(y, x)
    n = length(x)
    for i in n:-1:1
        y[n+1-i] = x[i]
    end
    y
end
println(revcopy!(zeros(3), [7.0, 8.0, 9.0]))

# Step -2 from the end: the last, third-to-last, ... elements.
function backodd(x)
    s = 0.0
    k = 0
    for i in length(x):-2:1
        s = 10 * s + x[i]
        k += 1
    end
    s, k
end
println(backodd([1.0, 2.0, 3.0, 4.0, 5.0]))
