function f(x, y)
    z = x .* 2 .+ y
    return sum(z)
end
x = [1.0, 2.0, 3.0]
y = [0.5, 0.5, 0.5]
println(f(x, y))
function g!(x, a)
    x .= x .* a
    return nothing
end
g!(x, 3.0)
println(x)
function h(A, v)
    s = 0.0
    for i in 1:length(v)
        s += v[i] * 2
    end
    return A * v, s
end
A = [1.0 2.0; 3.0 4.0]
println(h(A, [1.0, 1.0]))
function k(x)
    if sum(x) > 10
        y = x .* 2
    else
        y = x .- 1
    end
    y
end
println(k([1.0, 2.0]))
println(k([10.0, 2.0]))
