using Random
function noisy(x)
    return x .+ 0.1 .* randn(length(x))
end
function draws(x, n)
    s = 0.0
    for i in 1:n
        s += sum(rand(Float32, 4)) + x[1]
    end
    s
end
Random.seed!(42)
a = noisy([1.0, 2.0, 3.0])
b = noisy([1.0, 2.0, 3.0])
Random.seed!(42)
c = noisy([1.0, 2.0, 3.0])
println(a == c, " ", a != b)
u = rand(Float64, 10000)
function stats(n)
    z = randn(n, 100)
    r = rand(n, 100)
    return sum(z) / length(z), sum(z .^ 2) / length(z), sum(r) / length(r)
end
m, v, mu = stats(1000)
println(abs(m) < 0.02, " ", abs(v - 1) < 0.03, " ", abs(mu - 0.5) < 0.01)
t = draws([0.0], 1000)
println(abs(t / 4000 - 0.5) < 0.02)
