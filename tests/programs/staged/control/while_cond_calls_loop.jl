# A while condition that calls a function with its own loop (a stablehlo.while inside the
# condition region of another), and a for over an array's values while the body writes to the
# array: `for v in x` reads x[i] at each step, so it sees the write to x[end].
function norm2(x)
    s = 0.0
    for i in 1:length(x)
        s += x[i] * x[i]
    end
    s
end
function shrink_until!(x)
    k = 0
    while norm2(x) > 1.0
        x .= x .* 0.5
        k += 1
    end
    k
end
v = [3.0, 4.0]
println(shrink_until!(v), " ", v)

function modify_during(x)
    s = 0.0
    for v in x
        s += v
        x[end] = 10.0
    end
    s
end
println(modify_during([1.0, 2.0, 3.0]))
