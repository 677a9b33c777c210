# Scalar math in staged loops: Newton's square root in a while loop on a staged condition, a
# Collatz step count with div/rem, and Euclid's gcd with rem; values read from arrays.
function newton_sqrt(a)
    x = a[1]
    y = 1.0
    while abs(y * y - x) > 1e-12
        y = (y + x / y) / 2
    end
    return round(y; digits = 9)
end
println(newton_sqrt([2.0]))
println(newton_sqrt([1e6]))
function collatz(n)
    k = n[1]
    steps = 0
    while k != 1
        if rem(k, 2) == 0
            k = div(k, 2)
        else
            k = 3k + 1
        end
        steps += 1
    end
    return steps
end
println(collatz([6]), " ", collatz([27]), " ", collatz([1]))
function euclid(v)
    a = abs(v[1]); b = abs(v[2])
    while b != 0
        a, b = b, rem(a, b)
    end
    return a
end
println(euclid([48, -18]), " ", euclid([17, 5]), " ", euclid([0, 9]))
# A sum of powers with a Float32 accumulator stays Float32.
function powsum(x, n)
    s = 0.0f0
    for i in 1:length(x)
        s += x[i]^n[1]
    end
    s
end
println(powsum(Float32[1.0, 2.0, 3.0], [3]))
