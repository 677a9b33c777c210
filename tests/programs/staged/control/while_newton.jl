# Newton's iteration until convergence on a staged value: a stablehlo.while whose condition reads
# the carried estimate; the iteration count is carried too.
function newton_sqrt(a)
    x = a[1]
    k = 0
    while abs(x * x - a[1]) > 1e-10 * a[1]
        x = (x + a[1] / x) / 2
        k += 1
    end
    x, k
end
r, k = newton_sqrt([2.0])
println(round(r; digits=8), " ", k)
r, k = newton_sqrt([1.0e6])
println(round(r; digits=6), " ", k)
r, k = newton_sqrt([1.0])
println(r, " ", k)

# The cube root of each element, each by its own Newton loop, written back into the array.
function cbrts!(v)
    for i in 1:length(v)
        y = v[i]
        while abs(y^3 - v[i]) > 1e-9
            y = y - (y^3 - v[i]) / (3 * y^2)
        end
        v[i] = y
    end
    v
end
println(round.(cbrts!([8.0, 27.0, 2.0]); digits=6))
