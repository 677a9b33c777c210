# Gradients through loops and branches: loops stay loops (stablehlo.while) and branches stay
# branches in the compiled code; each result is compared with its closed form or with central
# differences of the function itself.
using Zygote

# x^(n+1) by a loop whose trip count is an argument: d/dx = (n+1) x^n.
function power_loop(x, n)
    s = x
    for i in 1:n
        s = s * x
    end
    return s
end
println(gradient(power_loop, 2.0, 3))

# A thousand steps of a small dynamical system, against central differences.
function flow(x, w)
    for i in 1:1000
        x = x + 0.001 * sin(w * x)
    end
    return x
end
g = gradient(flow, 0.5, 1.5)
h = 1e-6
fd = ((flow(0.5 + h, 1.5) - flow(0.5 - h, 1.5)) / 2h, (flow(0.5, 1.5 + h) - flow(0.5, 1.5 - h)) / 2h)
println(isapprox(g[1], fd[1]; rtol = 1e-6), " ", isapprox(g[2], fd[2]; rtol = 1e-6))

# Newton's iteration for sqrt(a), run until it converges: d sqrt(a)/da = 1 / (2 sqrt(a)).
function newton_sqrt(a)
    x = a
    while abs(x * x - a) > 1e-12
        x = (x + a / x) / 2
    end
    return x
end
println(isapprox(gradient(newton_sqrt, 9.0)[1], 1 / 6; rtol = 1e-9))

# A loop with a break that depends on the data: s = x * (1 + 2 + ... + k) for the first k with s > 5.
function until_big(x)
    s = 0.0
    for i in 1:10
        s += x * i
        if s > 5
            break
        end
    end
    return s
end
println(gradient(until_big, 0.3), " ", gradient(until_big, 0.01))

# Nested loops with a branch inside.
function nested(x)
    s = 0.0
    for i in 1:3
        for j in 1:4
            s += iseven(j) ? sin(x * i) : x * j
        end
    end
    return s
end
# d/dx = sum_i 2 i cos(x i) + 3 * (1 + 3)
closed = sum(2i * cos(0.7i) for i in 1:3) + 12
println(isapprox(gradient(nested, 0.7)[1], closed; rtol = 1e-12))

# A branch on the data.
println(gradient(x -> x > 0 ? x^2 : -x, 3.0), " ", gradient(x -> x > 0 ? x^2 : -x, -3.0))
